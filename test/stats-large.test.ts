// Statistics over runs of hundreds of thousands of games: the summary of a run (and a checkpoint's)
// once spread every game's turn count into Math.max, which overflows the stack past some 120,000
// arguments, so a long run failed at its first checkpoint after that many games.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spread } from '../src/stats/balance.js';
import { maxOf, minOf } from '../src/stats/describe.js';
import { tournamentStats, type RowFacts } from '../src/stats/tournament.js';

const GAMES = 300_000;

describe('statistics of long runs', () => {
  it('minOf and maxOf are Math.min and Math.max, NaN, signed zeros and empty lists included (fast-check)', () => {
    for (const xs of [[-0, 0], [0, -0], [], [1, Number.NaN, 2]]) {
      expect(minOf(xs)).toBe(Math.min(...xs));
      expect(maxOf(xs)).toBe(Math.max(...xs));
    }
    const value = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, 0, -0), fc.integer());
    fc.assert(
      fc.property(fc.array(value, { maxLength: 50 }), (xs) => {
        expect(minOf(xs)).toBe(Math.min(...xs));
        expect(maxOf(xs)).toBe(Math.max(...xs));
      }),
      { numRuns: 500 },
    );
  });

  it(`summarises ${GAMES.toLocaleString('en')} games`, () => {
    const seats = [0, 1, 2, 3];
    const sources = seats.map(() => ({ settlements: 2, cities: 2, longestRoad: 0, largestArmy: 0, vpCards: 0 }));
    const rows: RowFacts[] = [];
    for (let i = 0; i < GAMES; i++) {
      const winner = i % 5 === 4 ? -1 : i % 4;
      rows.push({
        index: i,
        seating: seats,
        result: { winner, capped: winner < 0, turns: 50 + (i % 997), vp: [10, 4, 5, 6], steps: 900, decisions: 400, forfeit: null, thinkMs: [1, 1, 1, 1], seatDecisions: [100, 100, 100, 100], vpSources: sources },
      });
    }
    const stats = tournamentStats(rows, ['a', 'b', 'c', 'd']);
    expect(stats.games).toBe(GAMES);
    expect(stats.turns.max).toBe(50 + 996);
    expect(stats.capped).toBe(GAMES / 5);
  });

  it(`spreads ${GAMES.toLocaleString('en')} values`, () => {
    const xs = Array.from({ length: GAMES }, (_, i) => (i % 1000) / 1000);
    const s = spread(xs);
    expect(s.min).toBe(0);
    expect(s.max).toBe(0.999);
  });
});
