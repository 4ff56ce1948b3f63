// Statistics for `match` and `ladder`: Elo from scores and its interval, the SPRT (bounds, LLR by
// hand, and simulated matches on fixed seeds whose error rates must stay near alpha and beta),
// Plackett-Luce ratings (openskill) and the pairwise win matrix.

import { describe, expect, it } from 'vitest';
import { makeRandom } from '../src/engine/rng.js';
import { eloFromScore, eloInterval, normalQuantile, scoreFromElo, type Wdl } from '../src/stats/elo.js';
import { rateField, winMatrix, type PlacedGame } from '../src/stats/ratings.js';
import { parseSprtSpec, sprtBounds, sprtDecision, sprtLlr, sprtStatus } from '../src/stats/sprt.js';

describe('elo', () => {
  it('maps known scores to Elo and back', () => {
    expect(eloFromScore(0.5)).toBe(0);
    expect(Object.is(eloFromScore(0.5), -0)).toBe(false);
    expect(eloFromScore(0.75)).toBeCloseTo(190.8485, 3);
    expect(eloFromScore(0.25)).toBeCloseTo(-190.8485, 3);
    expect(eloFromScore(10 / 11)).toBeCloseTo(400, 9); // odds 10:1 is exactly 400 Elo
    expect(eloFromScore(1)).toBe(Infinity);
    expect(eloFromScore(0)).toBe(-Infinity);
    expect(eloFromScore(1.2)).toBeNaN();
    for (const e of [-600, -50, 0, 12.5, 190, 800]) expect(eloFromScore(scoreFromElo(e))).toBeCloseTo(e, 8);
    expect(scoreFromElo(50)).toBeCloseTo(0.5714631174, 9);
  });

  it('has a normal quantile good to about 1e-9', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489, 8);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 8);
    expect(normalQuantile(0.1)).toBeCloseTo(-normalQuantile(0.9), 12);
  });

  it('gives the trinomial interval cutechess reports', () => {
    // 60 / 20 / 20: score 0.7, per-game variance 0.16, standard error sqrt(0.16 / 100) = 0.04.
    const r = eloInterval({ wins: 60, draws: 20, losses: 20 });
    expect(r.score).toBeCloseTo(0.7, 12);
    expect(r.elo).toBeCloseTo(147.1907, 3);
    expect(r.low).toBeCloseTo(eloFromScore(0.7 - 1.959963984540054 * 0.04), 5);
    expect(r.high).toBeCloseTo(eloFromScore(0.7 + 1.959963984540054 * 0.04), 5);
    expect(r.low).toBeCloseTo(86.2250, 3);
    expect(r.high).toBeCloseTo(218.2518, 3);
    // Mirror image for B.
    const m = eloInterval({ wins: 20, draws: 20, losses: 60 });
    expect(m.elo).toBeCloseTo(-r.elo, 9);
    expect(m.low).toBeCloseTo(-r.high, 9);
    expect(m.high).toBeCloseTo(-r.low, 9);
  });

  it('contains the estimate and shrinks with more games and less confidence', () => {
    let width = Infinity;
    for (const k of [1, 4, 16, 64, 256]) {
      const r = eloInterval({ wins: 30 * k, draws: 15 * k, losses: 20 * k });
      expect(r.low).toBeLessThan(r.elo);
      expect(r.high).toBeGreaterThan(r.elo);
      const w = r.high - r.low;
      expect(w).toBeLessThan(width);
      width = w;
    }
    // Roughly 1 / sqrt(n): 256 times the games, a sixteenth of the width (within 5%).
    const w1 = eloInterval({ wins: 30, draws: 15, losses: 20 });
    const w256 = eloInterval({ wins: 30 * 256, draws: 15 * 256, losses: 20 * 256 });
    expect((w1.high - w1.low) / (w256.high - w256.low)).toBeGreaterThan(16 * 0.95);
    const r90 = eloInterval({ wins: 30, draws: 15, losses: 20 }, 0.9);
    const r99 = eloInterval({ wins: 30, draws: 15, losses: 20 }, 0.99);
    expect(r99.high - r99.low).toBeGreaterThan(w1.high - w1.low);
    expect(w1.high - w1.low).toBeGreaterThan(r90.high - r90.low);
  });

  it('handles 0%, 100%, all draws and no games', () => {
    const all = eloInterval({ wins: 10, draws: 0, losses: 0 });
    expect(all.score).toBe(1);
    expect(all.elo).toBe(Infinity);
    expect(all.high).toBe(Infinity);
    expect(Number.isFinite(all.low)).toBe(true);
    expect(all.low).toBeGreaterThan(100);
    expect(all.low).toBeLessThan(300);
    // More straight wins bound the difference from below more tightly.
    expect(eloInterval({ wins: 100, draws: 0, losses: 0 }).low).toBeGreaterThan(all.low);
    const none = eloInterval({ wins: 0, draws: 0, losses: 10 });
    expect(none.elo).toBe(-Infinity);
    expect(none.low).toBe(-Infinity);
    expect(none.high).toBeCloseTo(-all.low, 9);
    const draws = eloInterval({ wins: 0, draws: 50, losses: 0 });
    expect(draws.elo).toBe(0);
    expect(draws.low).toBeLessThan(0);
    expect(draws.high).toBeCloseTo(-draws.low, 9);
    const empty = eloInterval({ wins: 0, draws: 0, losses: 0 });
    expect(empty.score).toBeNaN();
    expect(empty.elo).toBeNaN();
    expect([empty.low, empty.high]).toEqual([-Infinity, Infinity]);
    // A near-sweep: the lower score bound is inside (0, 1), the upper one clamps to 100%.
    const near = eloInterval({ wins: 9, draws: 0, losses: 1 });
    expect(near.high).toBe(Infinity);
    expect(Number.isFinite(near.low)).toBe(true);
    expect(() => eloInterval({ wins: -1, draws: 0, losses: 0 })).toThrow(/wins/);
    expect(() => eloInterval({ wins: 1, draws: 0, losses: 0 }, 1)).toThrow(/confidence/);
  });

  it('covers the true difference about 95% of the time', () => {
    const rnd = makeRandom('elo-coverage');
    const trueElo = 100;
    const s = scoreFromElo(trueElo);
    const d = 0.2;
    let covered = 0;
    const runs = 400;
    for (let run = 0; run < runs; run++) {
      const wdl = { wins: 0, draws: 0, losses: 0 };
      for (let g = 0; g < 200; g++) play(wdl, rnd(), s, d);
      const r = eloInterval(wdl);
      if (r.low <= trueElo && trueElo <= r.high) covered++;
    }
    expect(covered / runs).toBeGreaterThan(0.91);
    expect(covered / runs).toBeLessThan(0.985);
  });
});

/** Adds one game to A's tally: A wins with probability s - d/2, draws with d, else loses. */
function play(wdl: Wdl, u: number, s: number, d: number): void {
  if (u < s - d / 2) wdl.wins++;
  else if (u < s + d / 2) wdl.draws++;
  else wdl.losses++;
}

describe('sprt', () => {
  const S1 = 0.5714631174083814; // expected score at +50 Elo

  it('has Wald bounds', () => {
    const b = sprtBounds(0.05, 0.05);
    expect(b.lower).toBeCloseTo(-2.944, 3);
    expect(b.upper).toBeCloseTo(2.944, 3);
    expect(b.upper).toBeCloseTo(Math.log(19), 12);
    const c = sprtBounds(0.05, 0.1);
    expect(c.lower).toBeCloseTo(Math.log(0.1 / 0.95), 12);
    expect(c.upper).toBeCloseTo(Math.log(0.9 / 0.05), 12);
    expect(() => sprtBounds(0, 0.05)).toThrow(/alpha/);
    expect(() => sprtBounds(0.05, 1)).toThrow(/beta/);
    expect(() => sprtBounds(0.6, 0.5)).toThrow(/alpha \+ beta/);
  });

  it('computes the LLR of hand-worked samples', () => {
    // 60 / 20 / 20: s = 0.7, var = 0.16, n = 100: 50 * (S1 - 0.5) * (1.4 - 0.5 - S1) / 0.16.
    expect(sprtLlr({ wins: 60, draws: 20, losses: 20 }, 0, 50)).toBeCloseTo(7.33696, 4);
    expect(sprtLlr({ wins: 60, draws: 20, losses: 20 }, 0, 50)).toBeCloseTo((50 * (S1 - 0.5) * (1.4 - 0.5 - S1)) / 0.16, 10);
    // 40 / 20 / 40: s = 0.5 (= s0), var = 0.2: evidence for H0.
    expect(sprtLlr({ wins: 40, draws: 20, losses: 40 }, 0, 50)).toBeCloseTo(-1.276744, 5);
    // 30 / 0 / 70: s = 0.3, var = 0.21.
    expect(sprtLlr({ wins: 30, draws: 0, losses: 70 }, 0, 50)).toBeCloseTo(-8.021958, 5);
    // Midway between the hypotheses there is no evidence either way.
    const mid = (0.5 + S1) / 2;
    expect(sprtLlr({ wins: 1000 * mid, draws: 0, losses: 1000 * (1 - mid) }, 0, 50)).toBeCloseTo(0, 9);
    // Same proportions, twice the games: twice the LLR.
    expect(sprtLlr({ wins: 120, draws: 40, losses: 40 }, 0, 50)).toBeCloseTo(2 * 7.33696, 3);
    // Shifting both hypotheses changes the answer: 0.7 is far above +50 and +100 alike, but the
    // gap between s0 and s1 differs.
    expect(sprtLlr({ wins: 60, draws: 20, losses: 20 }, 50, 100)).not.toBeCloseTo(7.33696, 2);
  });

  it('handles no games and zero variance', () => {
    expect(sprtLlr({ wins: 0, draws: 0, losses: 0 }, 0, 50)).toBe(0);
    // All wins: the fallback variance sm(1 - sm) gives about log(s1 / s0) per win.
    const sm = (0.5 + S1) / 2;
    const perWin = (0.5 * (S1 - 0.5) * (2 - 0.5 - S1)) / (sm * (1 - sm));
    expect(sprtLlr({ wins: 10, draws: 0, losses: 0 }, 0, 50)).toBeCloseTo(10 * perWin, 10);
    expect(perWin).toBeCloseTo(Math.log(S1 / 0.5), 2);
    // One or two early wins must not end the test; 23 straight wins do.
    const b = sprtBounds(0.05, 0.05);
    expect(sprtDecision(sprtLlr({ wins: 2, draws: 0, losses: 0 }, 0, 50), b)).toBeNull();
    expect(sprtDecision(sprtLlr({ wins: 22, draws: 0, losses: 0 }, 0, 50), b)).toBeNull();
    expect(sprtDecision(sprtLlr({ wins: 23, draws: 0, losses: 0 }, 0, 50), b)).toBe('H1');
    expect(sprtLlr({ wins: 0, draws: 0, losses: 5 }, 0, 50)).toBeLessThan(0);
    expect(sprtLlr({ wins: 0, draws: 5, losses: 0 }, 0, 50)).toBeLessThan(0);
    for (const v of [sprtLlr({ wins: 0, draws: 300, losses: 0 }, 0, 50), sprtLlr({ wins: 1, draws: 0, losses: 0 }, 0, 50)]) expect(Number.isFinite(v)).toBe(true);
    expect(() => sprtLlr({ wins: 1, draws: 0, losses: 0 }, 50, 0)).toThrow(/elo0/);
  });

  it('decides at the bounds', () => {
    const b = { lower: -2, upper: 3 };
    expect(sprtDecision(3, b)).toBe('H1');
    expect(sprtDecision(2.99, b)).toBeNull();
    expect(sprtDecision(-2, b)).toBe('H0');
    expect(sprtDecision(-1.99, b)).toBeNull();
    const st = sprtStatus({ wins: 60, draws: 20, losses: 20 }, { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 });
    expect(st.games).toBe(100);
    expect(st.decision).toBe('H1');
    expect(st.llr).toBeCloseTo(7.33696, 4);
    expect(st.upper).toBeCloseTo(2.944, 3);
  });

  it('parses a spec, with clear errors', () => {
    expect(parseSprtSpec('0,50,0.05,0.05')).toEqual({ elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 });
    expect(parseSprtSpec(' -10 , 5.5, .1, 1e-2 ')).toEqual({ elo0: -10, elo1: 5.5, alpha: 0.1, beta: 0.01 });
    expect(() => parseSprtSpec('0,50,0.05')).toThrow(/four comma-separated numbers elo0,elo1,alpha,beta/);
    expect(() => parseSprtSpec('')).toThrow(/four comma-separated/);
    expect(() => parseSprtSpec('0,fifty,0.05,0.05')).toThrow(/elo1 must be a number.*"fifty"/);
    expect(() => parseSprtSpec('0,,0.05,0.05')).toThrow(/elo1 must be a number/);
    expect(() => parseSprtSpec('50,0,0.05,0.05')).toThrow(/elo0 must be less than elo1/);
    expect(() => parseSprtSpec('0,50,5,0.05')).toThrow(/alpha must be a probability/);
    expect(() => parseSprtSpec('0,50,0.05,0')).toThrow(/beta must be a probability/);
    expect(() => parseSprtSpec('0,50,0.6,0.5')).toThrow(/alpha \+ beta/);
  });

  /** Plays one simulated match game by game until the SPRT decides (or a cap). */
  function simulate(trueElo: number, drawRate: number, seed: string, cap = 20_000): { decision: 'H0' | 'H1' | null; games: number } {
    const rnd = makeRandom(seed);
    const s = scoreFromElo(trueElo);
    const bounds = sprtBounds(0.05, 0.05);
    const wdl = { wins: 0, draws: 0, losses: 0 };
    for (let g = 1; g <= cap; g++) {
      play(wdl, rnd(), s, drawRate);
      const decision = sprtDecision(sprtLlr(wdl, 0, 50), bounds);
      if (decision) return { decision, games: g };
    }
    return { decision: null, games: cap };
  }

  function tally(trueElo: number, drawRate: number, tag: string, runs: number) {
    const out = { H0: 0, H1: 0, undecided: 0, games: 0 };
    for (let r = 0; r < runs; r++) {
      const x = simulate(trueElo, drawRate, `sprt-${tag}:${r}`);
      if (x.decision === null) out.undecided++;
      else out[x.decision]++;
      out.games += x.games;
    }
    return { ...out, meanGames: out.games / runs };
  }

  it('accepts H1 for a clearly stronger player (true +150 Elo)', () => {
    const t = tally(150, 0.1, 'strong', 100);
    expect(t.H1).toBe(100);
    expect(t.meanGames).toBeLessThan(150);
    const noDraws = tally(150, 0, 'strong-nodraw', 100);
    expect(noDraws.H1).toBe(100);
    // And H0 for a clearly weaker one.
    expect(tally(-150, 0.1, 'weak', 50).H0).toBe(50);
  });

  it('accepts H0 for equal players, with a false-positive rate near alpha', () => {
    const t = tally(0, 0.1, 'equal', 200);
    expect(t.undecided).toBe(0);
    expect(t.H1 / 200).toBeLessThan(0.1);
    expect(t.H0 / 200).toBeGreaterThan(0.9);
    // It takes a few hundred games to tell 0 from +50 (about 2.94 / 0.0103 per game).
    expect(t.meanGames).toBeGreaterThan(100);
    expect(t.meanGames).toBeLessThan(1000);
  });

  it('accepts H1 at the H1 Elo with a false-negative rate near beta', () => {
    const t = tally(50, 0, 'at-h1', 200);
    expect(t.undecided).toBe(0);
    expect(t.H0 / 200).toBeLessThan(0.1);
    expect(t.H1 / 200).toBeGreaterThan(0.9);
  });

  it('decides the same way from batched updates', () => {
    // The match command checks the SPRT after each block of games, not after every game.
    const rnd = makeRandom('sprt-blocks');
    const s = scoreFromElo(200);
    const b = sprtBounds(0.05, 0.05);
    const wdl = { wins: 0, draws: 0, losses: 0 };
    let decision: 'H0' | 'H1' | null = null;
    for (let block = 0; block < 500 && !decision; block++) {
      for (let g = 0; g < 4; g++) play(wdl, rnd(), s, 0);
      decision = sprtDecision(sprtLlr(wdl, 0, 50), b);
    }
    expect(decision).toBe('H1');
  });
});

/**
 * A simulated multi-player game under a Plackett-Luce model: finishers drawn one by one with
 * probability proportional to strength; with probability `tieRate` the last two share a place.
 */
function plGame(strengths: number[], players: number[], rnd: () => number, tieRate = 0): number[] {
  const left = [...players];
  const order: number[] = [];
  while (left.length) {
    const total = left.reduce((a, e) => a + strengths[e]!, 0);
    let u = rnd() * total;
    let k = 0;
    while (k < left.length - 1 && u >= strengths[left[k]!]!) u -= strengths[left[k++]!]!;
    order.push(left.splice(k, 1)[0]!);
  }
  const places = order.map((_, i) => i + 1);
  if (order.length >= 2 && rnd() < tieRate) places[order.length - 1] = places[order.length - 2]!;
  // places per seat (players[k]) from the finishing order
  return players.map((e) => places[order.indexOf(e)]!);
}

describe('ratings', () => {
  it('rates a dominant entry highest and equal entries alike', () => {
    const rnd = makeRandom('ratings-field');
    const strengths = [6, 1, 1, 1];
    const games: PlacedGame[] = [];
    for (let g = 0; g < 400; g++) games.push({ places: plGame(strengths, [0, 1, 2, 3], rnd, 0.1) });
    const r = rateField(games, ['strong', 'a', 'b', 'c']);
    expect(r.map((x) => x.label)).toEqual(['strong', 'a', 'b', 'c']);
    expect(r.every((x) => x.games === 400)).toBe(true);
    const others = r.slice(1);
    expect(r[0]!.mu).toBeGreaterThan(Math.max(...others.map((x) => x.mu)) + 3);
    expect(r[0]!.ordinal).toBeGreaterThan(Math.max(...others.map((x) => x.ordinal)));
    for (const x of r) expect(x.ordinal).toBeCloseTo(x.mu - 3 * x.sigma, 12);
    const mus = others.map((x) => x.mu);
    expect(Math.max(...mus) - Math.min(...mus)).toBeLessThan(2);
    // Sigma shrinks from the prior 25/3 as games come in.
    for (const x of r) expect(x.sigma).toBeLessThan(25 / 3 / 2);
    // The same games give the same ratings (no hidden randomness).
    expect(rateField(games, ['strong', 'a', 'b', 'c'])).toEqual(r);
  });

  it('rates subsets of a field given as seat entries and places, like a ladder', () => {
    const rnd = makeRandom('ratings-ladder');
    const strengths = [1, 1, 1, 1, 8];
    const subsets = [[0, 1, 2], [0, 1, 3], [0, 1, 4], [0, 2, 3], [0, 2, 4], [0, 3, 4], [1, 2, 3], [1, 2, 4], [1, 3, 4], [2, 3, 4]];
    const games: PlacedGame[] = [];
    const played = [0, 0, 0, 0, 0];
    for (let g = 0; g < 300; g++) {
      const subset = subsets[g % subsets.length]!;
      const seating = subset.map((_, k) => subset[(k + Math.floor(g / subsets.length)) % subset.length]!);
      games.push({ entries: seating, places: plGame(strengths, seating, rnd, 0.1) });
      for (const e of subset) played[e]!++;
    }
    const labels = ['a', 'b', 'c', 'd', 'boss'];
    const r = rateField(games, labels);
    expect(r.map((x) => x.games)).toEqual(played);
    const best = [...r].sort((p, q) => q.ordinal - p.ordinal)[0]!;
    expect(best.label).toBe('boss');
    expect(r[4]!.mu).toBeGreaterThan(Math.max(...r.slice(0, 4).map((x) => x.mu)) + 3);
    // The per-entry shape with nulls for absent entries gives the same ratings.
    const perEntry: PlacedGame[] = games.map((g) => {
      const places: Array<number | null> = new Array(5).fill(null);
      g.entries!.forEach((e, k) => (places[e] = g.places[k]!));
      return { places };
    });
    const r2 = rateField(perEntry, labels);
    r2.forEach((x, i) => {
      expect(x.mu).toBeCloseTo(r[i]!.mu, 9);
      expect(x.sigma).toBeCloseTo(r[i]!.sigma, 9);
    });
    const m = winMatrix(games, 5);
    for (let i = 0; i < 4; i++) expect(m.share[4]![i]!).toBeGreaterThan(0.6);
  });

  it('treats ties and order as Plackett-Luce does', () => {
    const tie = rateField([{ places: [1, 1] }], ['x', 'y']);
    expect(tie[0]!.mu).toBeCloseTo(tie[1]!.mu, 12);
    expect(tie[0]!.sigma).toBeCloseTo(tie[1]!.sigma, 12);
    const win = rateField([{ places: [1, 2] }], ['x', 'y']);
    expect(win[0]!.mu).toBeGreaterThan(25);
    expect(win[1]!.mu).toBeLessThan(25);
    expect(win[0]!.mu - 25).toBeCloseTo(25 - win[1]!.mu, 9);
    // Two wins and a loss still leave x ahead; the rating is online, so the order of the games
    // changes the figures (which is why callers pass games sorted by index).
    const wwl = rateField([{ places: [1, 2] }, { places: [1, 2] }, { places: [2, 1] }], ['x', 'y']);
    const lww = rateField([{ places: [2, 1] }, { places: [1, 2] }, { places: [1, 2] }], ['x', 'y']);
    expect(wwl[0]!.mu).toBeGreaterThan(wwl[1]!.mu);
    expect(lww[0]!.mu).toBeGreaterThan(lww[1]!.mu);
    expect(lww[0]!.mu).not.toBeCloseTo(wwl[0]!.mu, 6);
    // A one-player game carries no information and is skipped.
    const solo = rateField([{ places: [1, null] }], ['x', 'y']);
    expect(solo.map((x) => [x.mu, x.games])).toEqual([[25, 0], [25, 0]]);
    // Options reach openskill.
    expect(rateField([], ['x'], { mu: 1500, sigma: 100 })[0]).toMatchObject({ mu: 1500, sigma: 100, ordinal: 1200, games: 0 });
  });

  it('rejects malformed games', () => {
    expect(() => rateField([{ places: [1, 0] }], ['x', 'y'])).toThrow(/game 0: the place of entry 1/);
    expect(() => rateField([{ places: [1, 2, 3] }], ['x', 'y'])).toThrow(/3 places for a line-up of 2/);
    expect(() => rateField([{ entries: [0, 0], places: [1, 2] }], ['x', 'y'])).toThrow(/appears twice/);
    expect(() => winMatrix([{ entries: [0, 2], places: [1, 2] }], 2)).toThrow(/entry 2/);
    expect(() => winMatrix([{ entries: [0, 1], places: [1] }], 2)).toThrow(/2 entries but 1 places/);
  });
});

describe('win matrix', () => {
  it('counts places by hand', () => {
    // Game 1: entries 0..3 finish 1, 2, 2, 4. Game 2: entry 0 absent, 1 beats 2, 3 absent.
    const m = winMatrix([{ places: [1, 2, 2, 4] }, { places: [null, 1, 2] }], 4);
    expect(m.counts).toEqual([
      [0, 1, 1, 1],
      [1, 0, 2, 1],
      [1, 2, 0, 1],
      [1, 1, 1, 0],
    ]);
    expect(m.share[1]![2]).toBeCloseTo(0.75, 12); // a tie (1/2) and a win out of 2
    expect(m.share[2]![1]).toBeCloseTo(0.25, 12);
    expect(m.share[0]![3]).toBe(1);
    expect(m.share[3]![0]).toBe(0);
    expect(m.ties[1]![2]).toBe(1);
    expect(m.ahead[1]![2]).toBe(1);
    expect(m.share[2]![2]).toBeNaN();
    const apart = winMatrix([{ places: [1, 2, null] }], 3);
    expect(apart.share[0]![2]).toBeNaN();
    expect(apart.counts[0]![2]).toBe(0);
  });

  it('is antisymmetric wherever two entries met', () => {
    const rnd = makeRandom('win-matrix');
    const strengths = [3, 1, 2, 1, 0.5, 1];
    const games: PlacedGame[] = [];
    for (let g = 0; g < 500; g++) {
      // A random subset of 2-4 of the 6 entries, in a random seat order.
      const pool = [0, 1, 2, 3, 4, 5];
      const size = 2 + Math.floor(rnd() * 3);
      const seating: number[] = [];
      for (let k = 0; k < size; k++) seating.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
      games.push({ entries: seating, places: plGame(strengths, seating, rnd, 0.3) });
    }
    const m = winMatrix(games, 6);
    let ties = 0;
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 6; j++) {
        expect(m.counts[i]![j]).toBe(m.counts[j]![i]);
        expect(m.ties[i]![j]).toBe(m.ties[j]![i]);
        if (i === j) continue;
        ties += m.ties[i]![j]!;
        expect(m.counts[i]![j]).toBeGreaterThan(0);
        expect(m.ahead[i]![j]! + m.ahead[j]![i]! + m.ties[i]![j]!).toBe(m.counts[i]![j]);
        expect(m.share[i]![j]! + m.share[j]![i]!).toBeCloseTo(1, 12);
      }
    }
    expect(ties).toBeGreaterThan(0);
    // The strongest entry finishes ahead of the weakest most of the time.
    expect(m.share[0]![4]).toBeGreaterThan(0.7);
  });
});
