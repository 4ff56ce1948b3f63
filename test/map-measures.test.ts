// Static measures on small boards worked out by hand, and the statistics behind the balance
// report (chi-square, correlation, seat figures, set-up heat) against known values.

import { describe, expect, it } from 'vitest';
import { buildBoard, type BoardSpec } from '../src/engine/board.js';
import { scalarMeasures, staticMeasures } from '../src/maps/measures.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { proportionDifference, seatFigures, seatZeroShareByBlock, setupHeat, spread, type BalanceRow } from '../src/stats/balance.js';
import { chiSquareHomogeneity, chiSquareSurvival, chiSquareTest } from '../src/stats/chi-square.js';
import { pearson, ranks, spearman } from '../src/stats/correlation.js';

/**
 * Three hexes meeting at one intersection: hills 6 (5 pips) at (0,0), forest 8 (5 pips) at (1,0)
 * east of it, fields 5 (4 pips) at (0,1) south-east of it. A brick 2:1 harbor on the west side of
 * (0,0) and a 3:1 harbor on the south-east side of (0,1).
 *
 * Intersections (13): the triple point 5+5+4 = 14; the other ends of the three shared sides:
 * hills+forest 10, hills+fields 9, forest+fields 9; three lone corners on each hex: 5, 5, 5 (hills),
 * 5, 5, 5 (forest), 4, 4, 4 (fields).
 */
const TRIANGLE: BoardSpec = {
  hexes: [
    { hex: [0, 0], terrain: 'hills', token: 6 },
    { hex: [1, 0], terrain: 'forest', token: 8 },
    { hex: [0, 1], terrain: 'fields', token: 5 },
  ],
  harbors: [
    { edge: [0, 0, 4], type: 'brick' },
    { edge: [0, 1, 2], type: '3:1' },
  ],
};

describe('static measures, by hand', () => {
  const b = buildBoard(TRIANGLE);
  const m = staticMeasures(b, { players: 2, strongThreshold: 10 });

  it('pips per resource, fair shares (14 pips over 3 tokens), spread and scarcity', () => {
    expect(m.pips).toEqual([5, 5, 0, 4, 0]); // brick, lumber, wool, grain, ore
    expect(m.fairPips.map((x) => +x.toFixed(4))).toEqual([4.6667, 4.6667, 0, 4.6667, 0]);
    expect(m.pipSpread).toBe(5);
    expect(m.pipDeviation).toBeCloseTo(2 / 3, 10);
    expect(m.scarcest).toBe('grain');
    expect(m.scarcityMin).toBeCloseTo(4 / (14 / 3), 10);
  });

  it('intersection pips, strong intersections and the richest one', () => {
    expect(b.numNodes).toBe(13);
    expect([...m.nodePips].sort((x, y) => y - x)).toEqual([14, 10, 9, 9, 5, 5, 5, 5, 5, 5, 4, 4, 4]);
    expect(m.nodePips[b.nodeId(0, 0, 2)]).toBe(14);
    expect(m.strong).toEqual([14, 10]);
    expect(m.maxNodePips).toBe(14);
  });

  it('snake draft for 2 seats: 14 first, its neighbours (10, 9, 9) blocked, then the 5s in id order', () => {
    // Seat 0 takes the triple point; seat 1 takes (0,0)'s north corner (the lowest id among the
    // 5s), then (1,0)'s north corner; seat 0 ends with (0,0)'s south-west corner.
    expect(m.draft.picks).toEqual([
      { seat: 0, node: b.nodeId(0, 0, 2), pips: 14 },
      { seat: 1, node: b.nodeId(0, 0, 0), pips: 5 },
      { seat: 1, node: b.nodeId(1, 0, 0), pips: 5 },
      { seat: 0, node: b.nodeId(0, 0, 4), pips: 5 },
    ]);
    expect(m.draft.seatPips).toEqual([19, 10]);
    expect(m.draft.firstPickAdvantage).toBe(9);
    expect(m.draft.spread).toBe(9);
  });

  it('harbors: pips of the better end, matched 2:1, roads from the drafted intersections', () => {
    expect(m.harbors.list).toEqual([
      { type: 'brick', pips: 5, matched: true },
      { type: '3:1', pips: 4, matched: null },
    ]);
    expect(m.harbors.meanPips).toBe(4.5);
    expect(m.harbors.matched).toBe(1);
    // Triple point 2 roads, (0,0) N corner 1, (1,0) N corner 3, (0,0) SW corner 0 (on the harbor).
    expect(m.harbors.roadsFromDraft).toBe(1.5);
    expect(scalarMeasures(m)).toMatchObject({ strongCount: 2, roadsToHarbor: 1.5, harborsMatched: 1, firstPickAdvantage: 9 });
  });

  it('beginner board: pips per resource from the printed tokens; a 4-seat snake draft', () => {
    const mb = staticMeasures(buildBoard(beginnerBoard()));
    // hills 6,10,5 = 5+3+4; forest 9,11,3,8 = 4+2+2+5; pasture 2,4,5,11 = 1+3+4+2;
    // fields 12,9,4,6 = 1+4+3+5; mountains 10,8,3 = 3+5+2.
    expect(mb.pips).toEqual([12, 13, 10, 13, 10]);
    expect(mb.pips.reduce((a, x) => a + x, 0)).toBe(58);
    expect(mb.draft.seatPips).toHaveLength(4);
    expect(mb.draft.picks.map((p) => p.seat)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
  });
});

describe('chi-square', () => {
  it('survival function matches tables', () => {
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(7.814728, 3)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(11.344867, 3)).toBeCloseTo(0.01, 5);
    expect(chiSquareSurvival(2, 2)).toBeCloseTo(Math.exp(-1), 10); // df 2: exp(-x/2)
    expect(chiSquareSurvival(0.5, 3)).toBeCloseTo(0.918891, 5);
    expect(chiSquareSurvival(40, 10)).toBeCloseTo(1.7e-5, 6);
    expect(chiSquareSurvival(0, 4)).toBe(1);
  });

  it('goodness of fit and homogeneity on hand-computed tables', () => {
    expect(chiSquareTest([25, 25, 25, 25])).toEqual({ statistic: 0, df: 3, p: 1 });
    const t = chiSquareTest([40, 20, 20, 20]); // (15^2 + 3 * 5^2) / 25 = 12
    expect(t.statistic).toBeCloseTo(12, 10);
    expect(t.p).toBeCloseTo(0.007383, 5);
    const h = chiSquareHomogeneity([
      [10, 20],
      [20, 10],
    ]); // every expected count 15: 4 * 25 / 15
    expect(h.statistic).toBeCloseTo(100 / 15, 10);
    expect(h.df).toBe(1);
    expect(h.p).toBeCloseTo(0.009823, 5);
  });
});

describe('correlation', () => {
  it('Pearson and Spearman on known samples', () => {
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 6, 8, 10]).r).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4, 5], [5, 4, 3, 2, 1]).r).toBeCloseTo(-1, 12);
    // x = 1..5, y = 2,1,4,3,5: sum of dx*dy = 8, sums of squares 10 and 10, so r = 0.8
    expect(pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]).r).toBeCloseTo(0.8, 12);
    // Monotone but not linear: Spearman 1, Pearson below 1.
    expect(spearman([1, 2, 3, 4, 5], [1, 4, 9, 16, 100]).r).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4, 5], [1, 4, 9, 16, 100]).r).toBeLessThan(0.9);
    expect(ranks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(Number.isNaN(pearson([1, 1, 1], [1, 2, 3]).r)).toBe(true);
  });

  it('p-values: strong correlation over many points is significant, none is not', () => {
    const xs = Array.from({ length: 200 }, (_, i) => i);
    expect(pearson(xs, xs.map((x) => x + ((x * 7919) % 13))).p).toBeLessThan(1e-6);
    const alternating = xs.map((x) => (x % 2 ? 1 : -1));
    expect(pearson(xs.map((x) => Math.floor(x / 2)), alternating).p).toBeGreaterThan(0.5);
  });
});

describe('balance figures from game rows', () => {
  const row = (index: number, block: number, winner: number, setup?: number[][]): BalanceRow => ({ index, block, result: { winner, turns: 50 + index, capped: winner < 0, setup } });
  const rows = [
    row(0, 0, 0, [[1, 9], [2, 8], [3, 7], [4, 6]]),
    row(1, 0, 0, [[1, 9], [2, 8], [3, 7], [4, 6]]),
    row(2, 1, 2, [[5, 9], [2, 8], [3, 7], [4, 6]]),
    row(3, 1, -1),
  ];

  it('wins per seat over decided games, with chi-square', () => {
    const f = seatFigures(rows, 4);
    expect(f.decided).toBe(3);
    expect(f.seats.map((s) => s.wins)).toEqual([2, 0, 1, 0]);
    expect(f.seats[0]!.winRate).toBeCloseTo(2 / 3, 12);
    expect(f.range).toBeCloseTo(2 / 3, 12);
    expect(f.chiSquare.statistic).toBeCloseTo(((2 - 0.75) ** 2 + 2 * 0.75 ** 2 + 0.25 ** 2) / 0.75, 10);
  });

  it('set-up heat: share of games with a settlement on each node, and first settlements', () => {
    const h = setupHeat(rows, 10);
    expect(h.taken[9]).toBe(1);
    expect(h.taken[1]).toBeCloseTo(2 / 3, 12);
    expect(h.taken[5]).toBeCloseTo(1 / 3, 12);
    expect(h.taken[0]).toBe(0);
    expect(h.taken.reduce((a, b) => a + b, 0)).toBeCloseTo(8, 10);
    expect(h.first[1]).toBeCloseTo(2 / 3, 12);
    expect(h.first[5]).toBeCloseTo(1 / 3, 12);
  });

  it('difference of two proportions with its Wald interval', () => {
    // 0.3 - 0.2, standard error sqrt(0.21 / 100 + 0.16 / 100) = 0.060828
    const d = proportionDifference(30, 100, 20, 100);
    expect(d.difference).toBeCloseTo(0.1, 12);
    expect(d.ci95[0]).toBeCloseTo(0.1 - 1.959964 * 0.0608276, 5);
    expect(d.ci95[1]).toBeCloseTo(0.1 + 1.959964 * 0.0608276, 5);
    expect(seatFigures(rows, 4).imbalance).toBeCloseTo(Math.sqrt(seatFigures(rows, 4).chiSquare.statistic / 3), 12);
  });

  it("seat 0's share per map and sample spread", () => {
    expect([...seatZeroShareByBlock(rows)]).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const s = spread([1, 2, 3, 4]);
    expect(s.mean).toBe(2.5);
    expect(s.sd).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect([s.min, s.p50, s.max]).toEqual([1, 2, 4]);
  });
});
