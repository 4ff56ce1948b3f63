// A run's statistics are tallied as its games arrive, from facts its workers pack (src/stats/
// tournament.ts): the tally must not depend on the order the games come in, its figures must be
// those a direct count over the rows gives, and the turn percentiles, read from counts, must be
// describe.ts's nearest-rank percentiles of the turns themselves (fast-check).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxOf, mean, percentile } from '../src/stats/describe.js';
import { BASE_SOURCES } from '../src/stats/added-sources.js';
import { packFacts, placements, StatsTally, tournamentStats, type RowFacts, type TournamentStats } from '../src/stats/tournament.js';

const LABELS = ['a', 'b', 'c', 'd', 'e', 'f'];
const whole = fc.integer({ min: 0, max: 300 });

const rowOf = (P: number, index: number): fc.Arbitrary<RowFacts> =>
  fc
    .record({
      seating: fc.shuffledSubarray([0, 1, 2, 3, 4, 5].slice(0, P), { minLength: P, maxLength: P }),
      winner: fc.integer({ min: -1, max: P - 1 }),
      capped: fc.boolean(),
      turns: fc.integer({ min: 0, max: 40 }),
      vp: fc.array(fc.integer({ min: 0, max: 14 }), { minLength: P, maxLength: P }),
      steps: whole,
      decisions: whole,
      forfeit: fc.option(fc.record({ seat: fc.integer({ min: -1, max: P - 1 }), reason: fc.constantFrom('timeout: slow', 'crash: died', 'illegal action: 7') }), { nil: null, freq: 4 }),
      // Whole milliseconds: sums of fractions would depend on the order they are added in.
      thinkMs: fc.array(whole, { minLength: P, maxLength: P }),
      seatDecisions: fc.array(whole, { minLength: P, maxLength: P }),
      sources: fc.array(
        fc.tuple(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 5, maxLength: 5 }), fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined })),
        { minLength: P, maxLength: P },
      ),
    })
    .map((f) => ({
      index,
      seating: f.seating,
      result: {
        winner: f.winner,
        capped: f.capped,
        turns: f.turns,
        vp: f.vp,
        steps: f.steps,
        decisions: f.decisions,
        forfeit: f.forfeit,
        thinkMs: f.thinkMs,
        seatDecisions: f.seatDecisions,
        vpSources: f.sources.map(([[settlements, cities, longestRoad, largestArmy, vpCards], chits, cloth]) => ({
          settlements: settlements!,
          cities: cities!,
          longestRoad: longestRoad!,
          largestArmy: largestArmy!,
          vpCards: vpCards!,
          ...(chits === undefined ? {} : { chits }),
          ...(cloth === undefined ? {} : { cloth }),
        })),
      },
    }));

/** The sources the rows add beyond the base five, as a Cloth for Catan run keeps them by name. */
const NAMES = ['chits', 'cloth'];

const games = fc.integer({ min: 2, max: 6 }).chain((P) => fc.tuple(fc.constant(P), fc.array(fc.nat(), { maxLength: 40 }).chain((seeds) => fc.tuple(...seeds.map((_, i) => rowOf(P, i))))));


describe('StatsTally', () => {
  it('gives the same figures for games packed and added in any order as for the rows in index order, added sources by name or not (fast-check)', () => {
    fc.assert(
      fc.property(games, fc.integer(), fc.boolean(), ([P, rows], shuffleSeed, named) => {
        const labels = LABELS.slice(0, P);
        const names = named ? NAMES : [];
        const expected = tournamentStats(rows, labels, P, names);
        const order = fc.sample(fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }), { numRuns: 1, seed: shuffleSeed })[0]!;
        const tally = new StatsTally(labels, P, names);
        // As a worker's game arrives: its facts packed, the forfeit's reason beside them.
        for (const row of order) tally.addPacked(structuredClone(packFacts(row, names)), row.result.forfeit?.reason ?? null, row.index);
        expect(tally.games).toBe(rows.length);
        expect(tally.stats()).toStrictEqual(expected);
        expect(Object.keys(expected.vpSources)).toEqual([...BASE_SOURCES, 'special', ...names]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the turn figures as describe.ts does from the turns themselves (fast-check)', () => {
    fc.assert(
      fc.property(games, ([P, rows]) => {
        const turns = rows.map((r) => r.result.turns);
        const t: TournamentStats['turns'] = tournamentStats(rows, LABELS.slice(0, P), P).turns;
        expect(t).toStrictEqual({ mean: mean(turns), p50: percentile(turns, 0.5), p90: percentile(turns, 0.9), max: turns.length ? maxOf(turns) : 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('counts what a direct count over the rows gives (fast-check)', () => {
    fc.assert(
      fc.property(games, ([P, rows]) => {
        const st = tournamentStats(rows, LABELS.slice(0, P), P, NAMES);
        const n = rows.length;
        for (let entry = 0; entry < P; entry++) {
          const mine = rows.map((r) => ({ r, seat: r.seating.indexOf(entry) }));
          const e = st.entries[entry]!;
          expect(e.games).toBe(n);
          expect(e.wins).toBe(mine.filter(({ r, seat }) => r.result.winner === seat).length);
          expect(e.meanVp).toBe(n ? mine.reduce((s, { r, seat }) => s + r.result.vp[seat]!, 0) / n : 0);
          expect(e.places).toEqual(Array.from({ length: P }, (_, k) => mine.filter(({ r, seat }) => placements(r)[seat] === k + 1).length));
          expect(e.forfeits).toBe(mine.filter(({ r, seat }) => r.result.forfeit?.seat === seat).length);
          const kinds: Record<string, number> = {};
          for (const { r, seat } of mine) if (r.result.forfeit?.seat === seat) kinds[r.result.forfeit.reason.split(':')[0]!] = (kinds[r.result.forfeit.reason.split(':')[0]!] ?? 0) + 1;
          expect(e.forfeitReasons).toEqual(kinds);
          expect(e.decisions).toBe(mine.reduce((s, { r, seat }) => s + r.result.seatDecisions[seat]!, 0));
        }
        expect(st.forfeited).toBe(rows.filter((r) => r.result.forfeit).length);
        expect(st.capped).toBe(rows.filter((r) => r.result.capped).length);
        expect(st.seats.map((s) => s.wins)).toEqual(Array.from({ length: P }, (_, seat) => rows.filter((r) => r.result.winner === seat).length));
        const all = rows.flatMap((r) => r.result.vpSources);
        for (const k of BASE_SOURCES) expect(st.vpSources[k]).toBe(n ? all.reduce((s, x) => s + x[k], 0) / (n * P) : 0);
        // The sources rule sets add (here Seafarers' chits and Cloth for Catan's cloth) count as special VP, and each by name.
        const sum = (f: (x: (typeof all)[number]) => number) => (n ? all.reduce((s, x) => s + f(x), 0) / (n * P) : 0);
        expect(st.vpSources.special).toBe(sum((x) => (x.chits ?? 0) + (x.cloth ?? 0)));
        expect(st.vpSources.chits).toBe(sum((x) => x.chits ?? 0));
        expect(st.vpSources.cloth).toBe(sum((x) => x.cloth ?? 0));
      }),
      { numRuns: 200 },
    );
  });
});
