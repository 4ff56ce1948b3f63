// The run's store of finished games (src/tournament/row-store.ts) keeps them as text and gives each
// row back exactly as it was added (fast-check over row shapes: forfeits with any message, fractional
// thinking times, rule sets' own VP sources, set-up lists with empty seats); and games.csv, written
// in pieces, is the text joined. A finished game crosses from its worker as that text and parses back
// to the row.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsTally, tournamentStats } from '../src/stats/tournament.js';
import { finishedGame, finishedRow } from '../src/tournament/finished-game.js';
import { csvLine } from '../src/tournament/games-csv.js';
import { journalLine } from '../src/tournament/journal.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import { writeAtomicPieces } from '../src/files/output.js';
import { RowStore } from '../src/tournament/row-store.js';

const P = 4;
const perSeat = <T>(a: fc.Arbitrary<T>) => fc.array(a, { minLength: P, maxLength: P });
const whole = fc.integer({ min: 0, max: 5000 });
const sources = fc.record({ settlements: whole, cities: whole, longestRoad: whole, largestArmy: whole, vpCards: whole }, { noNullPrototype: true }).chain((base) =>
  fc.option(whole, { nil: undefined }).map((chits) => (chits === undefined ? base : { ...base, chits })),
);
const row = (index: number): fc.Arbitrary<GameRow> =>
  fc.record({
    index: fc.constant(index),
    seed: fc.string(),
    block: whole,
    rotation: fc.integer({ min: 0, max: 3 }),
    seating: fc.shuffledSubarray([0, 1, 2, 3], { minLength: P, maxLength: P }),
    result: fc.record(
      {
        winner: fc.integer({ min: -1, max: P - 1 }),
        capped: fc.boolean(),
        turns: whole,
        vp: perSeat(whole),
        steps: whole,
        decisions: whole,
        forfeit: fc.option(fc.record({ seat: fc.integer({ min: -1, max: P - 1 }), reason: fc.string({ unit: 'binary' }) }, { noNullPrototype: true }), { nil: null }),
        thinkMs: perSeat(fc.double({ min: 0, max: 1e6, noNaN: true }).map((x) => x + 0)),
        seatDecisions: perSeat(whole),
        vpSources: perSeat(sources),
        setup: fc.array(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 3 }), { minLength: P, maxLength: P }),
      },
      { requiredKeys: ['winner', 'capped', 'turns', 'vp', 'steps', 'decisions', 'forfeit', 'thinkMs', 'seatDecisions', 'vpSources'], noNullPrototype: true },
    ),
  }, { noNullPrototype: true });

describe('RowStore', () => {
  it('gives every row back as it was added, in index order (fast-check)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 12 }).chain((ix) => fc.tuple(...ix.map(row))), (rows) => {
        const store = new RowStore();
        for (const r of rows) store.add(r);
        expect(store.size).toBe(rows.length);
        const sorted = [...rows].sort((a, b) => a.index - b.index);
        expect(store.indices()).toEqual(sorted.map((r) => r.index));
        expect(store.sorted()).toStrictEqual(sorted);
        for (const r of rows) expect(store.get(r.index)).toStrictEqual(r);
      }),
      { numRuns: 200 },
    );
  });

  it('replaces a game added again, forgets a deleted one, and answers undefined for a game it lacks', () => {
    const store = new RowStore();
    const a = fc.sample(row(3), { numRuns: 2, seed: 7 });
    store.add({ ...a[0]!, result: { ...a[0]!.result, setup: [[1, 2], [], [3], [4]] } });
    store.add({ ...a[1]!, result: { ...a[1]!.result, setup: undefined } });
    expect(store.size).toBe(1);
    expect(store.get(3)!.result.setup).toBeUndefined();
    expect(store.get(3)!.seed).toBe(a[1]!.seed);
    store.delete(3);
    expect(store.has(3)).toBe(false);
    expect(store.get(3)).toBeUndefined();
    expect(store.sorted()).toEqual([]);
  });
});

describe('finishedGame', () => {
  it('carries a row as text that parses back to it exactly, with its games.csv line (fast-check)', () => {
    const labels = ['a', 'b,c', 'd"e', 'f'];
    fc.assert(
      fc.property(fc.nat(10_000).chain(row), fc.option(fc.string(), { nil: null }), (r, record) => {
        const game = finishedGame({ row: r, record }, labels);
        expect(game.index).toBe(r.index);
        expect(game.record).toBe(record);
        expect(game.journal).toBe(journalLine(r));
        expect(game.csv).toBe(csvLine(r, labels));
        expect(finishedRow(game)).toStrictEqual(r);
        // What crosses to the main thread is text and one array: a structured clone keeps them.
        const copy = structuredClone(game);
        expect(finishedRow(copy)).toStrictEqual(r);
        // The facts the run's tally adds give the figures of the row itself.
        const tally = new StatsTally(labels);
        tally.addPacked(copy.facts, copy.forfeit, copy.index);
        expect(tally.stats()).toStrictEqual(tournamentStats([r], labels));
      }),
      { numRuns: 200 },
    );
  });
});

describe('writeAtomicPieces', () => {
  it('writes the pieces joined, across many chunks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-pieces-'));
    const pieces = Array.from({ length: 30_000 }, (_, i) => `${i},${'x'.repeat(i % 200)}\n`);
    writeAtomicPieces(join(dir, 'out.csv'), pieces);
    expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toBe(pieces.join(''));
    writeAtomicPieces(join(dir, 'empty.csv'), []);
    expect(readFileSync(join(dir, 'empty.csv'), 'utf8')).toBe('');
  });
});
