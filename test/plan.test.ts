// Which games a run plays: generated lazily (a run of a hundred million games lists none), counted
// without listing, and the shards of a run partition it by whole blocks.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { blockSeatings, planGameCount, planIndices, type TournamentPlan } from '../src/tournament/plan.js';

function plan(players: number, games: number, shard: { k: number; n: number } | null, seatings?: number[][]): TournamentPlan {
  return {
    name: 'p',
    seed: 's',
    games,
    lineup: Array.from({ length: players }, (_, i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i + 1}`, options: {} })),
    map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
    options: resolveOptions({ players }),
    timeBudgetMs: 5000,
    record: false,
    shard,
    ...(seatings ? { seatings } : {}),
  };
}

describe('plan indices', () => {
  it('count what they list, and shards partition the run by whole blocks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), (players, games, n, matchSeatings) => {
        const seatings = matchSeatings ? [[0, 1], [1, 0], [0, 1]].map((s) => [...s, ...Array.from({ length: players - 2 }, (_, i) => i + 2)]) : undefined;
        const whole = [...planIndices(plan(players, games, null, seatings))];
        expect(whole).toEqual([...Array(games).keys()]);
        expect(planGameCount(plan(players, games, null, seatings))).toBe(games);
        const size = blockSeatings(plan(players, games, null, seatings)).length;
        const seen: number[] = [];
        for (let k = 1; k <= n; k++) {
          const p = plan(players, games, { k, n }, seatings);
          const mine = [...planIndices(p)];
          expect(planGameCount(p)).toBe(mine.length);
          for (const i of mine) expect(Math.floor(i / size) % n).toBe(k - 1);
          seen.push(...mine);
        }
        expect(seen.sort((a, b) => a - b)).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('a hundred million games are counted and started without listing them', () => {
    const p = plan(4, 100_000_000, { k: 3, n: 7 });
    expect(planGameCount(p)).toBe(14_285_716);
    const it = planIndices(p);
    expect([it.next().value, it.next().value, it.next().value, it.next().value, it.next().value]).toEqual([8, 9, 10, 11, 36]);
  });
});
