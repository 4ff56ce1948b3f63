// Games kept on disk in index order (src/tournament/game-sort.ts): whatever order the lines come
// in, however small the memory budget (runs written and merged), they are read back sorted, those
// of one index in the order added, and the hidden folder goes with the sort. A game's games.csv
// line, which is what the sorts hold, parses back to its row (fast-check over row shapes: forfeits
// with any message, fractional thinking times, rule sets' own VP sources, set-up lists with empty
// seats); games.csv, written in pieces, is the text joined; and a finished game crosses from its
// worker as text that parses back to the row.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { StatsTally, tournamentStats } from '../src/stats/tournament.js';
import { finishedGame, finishedRow } from '../src/tournament/finished-game.js';
import { GameSort, mergeSorted, SortedGames, type SortEntry } from '../src/tournament/game-sort.js';
import { journalLine } from '../src/tournament/journal.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import { csvFields, csvLine, csvRow, rowOfCsvLine } from '../src/tournament/games-csv.js';
import { resultKey } from '../src/tournament/row-checks.js';
import { writeAtomicPieces } from '../src/files/output.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-sort-test-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
let folders = 0;
const freshFolder = () => {
  const dir = join(TMP, `f${++folders}`);
  mkdirSync(dir);
  return dir;
};

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

/** Lines of any text (quotes, commas, line breaks, characters past ASCII), keyed by small indices that repeat. */
const entries = fc.array(
  fc.record({ index: fc.integer({ min: 0, max: 40 }), text: fc.string({ unit: 'binary', maxLength: 60 }) }, { noNullPrototype: true }),
  { maxLength: 120 },
);

/** The order a sort must give: by index, then as added. */
const stable = (xs: ReadonlyArray<{ index: number; text: string }>) =>
  xs
    .map((x, k) => ({ ...x, k }))
    .sort((a, b) => a.index - b.index || a.k - b.k)
    .map(({ index, text }) => ({ index, text }));

describe('GameSort', () => {
  it('reads every line back by index, lines of one index as added, whatever the budget (fast-check)', () => {
    fc.assert(
      fc.property(entries, fc.constantFrom(0, 50, 400, 1 << 20), (xs, budget) => {
        const dir = freshFolder();
        const sort = new GameSort(dir, budget);
        xs.forEach((x, k) => sort.add({ index: x.index, source: k % 3, line: k, text: x.text }));
        expect(sort.count).toBe(xs.length);
        const out = [...sort.sorted()];
        expect(out.map(({ index, text }) => ({ index, text }))).toEqual(stable(xs));
        // Where each line came from travels with it.
        for (const e of out) expect(xs[e.line]).toEqual({ index: e.index, text: e.text });
        // Read again after more lines: all of them.
        sort.add({ index: 0, source: 0, line: xs.length, text: 'late' });
        expect([...sort.sorted()].map(({ index, text }) => ({ index, text }))).toEqual(stable([...xs, { index: 0, text: 'late' }]));
        sort.close();
        expect(readdirSync(dir)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('writes runs to a hidden folder once over its budget, merges them past sixteen, and removes them on close', () => {
    const dir = freshFolder();
    const sort = new GameSort(dir, 1000);
    for (let i = 0; i < 50; i++) expect(readdirSync(dir)).toEqual([]);
    const lines = Array.from({ length: 3000 }, (_, k) => ({ index: (k * 7919) % 3001, text: `game ${k}\n` }));
    for (const [k, l] of lines.entries()) sort.add({ index: l.index, source: 0, line: k, text: l.text });
    const [hidden] = readdirSync(dir);
    expect(hidden).toMatch(new RegExp(`^\\.catan-sort-${process.pid}-`));
    // Many runs were written; merged as they passed sixteen, never more than seventeen at once.
    expect(readdirSync(join(dir, hidden!)).length).toBeLessThanOrEqual(17);
    expect([...sort.sorted()].map((e) => e.index)).toEqual(lines.map((l) => l.index).sort((a, b) => a - b));
    sort.close();
    expect(existsSync(join(dir, hidden!))).toBe(false);
  });

  it('a read reads the lines as they were when it began, while more come and runs are written', () => {
    const sort = new GameSort(freshFolder(), 300);
    const first = Array.from({ length: 10 }, (_, k) => ({ index: 10 - k, source: 0, line: k, text: `first ${k}` }));
    for (const e of first) sort.add(e);
    const reader = sort.sorted();
    const head = reader.next().value!;
    // Past the budget: runs written, and the memory they were gathered in filled again.
    for (let k = 10; k < 60; k++) sort.add({ index: k % 7, source: 0, line: k, text: `later ${'é'.repeat(k)}` });
    expect([head, ...reader]).toEqual([...first].reverse());
    sort.close();
  });

  it('holds lines longer than the memory it starts with, in any script', () => {
    const sort = new GameSort(freshFolder(), 1 << 30);
    const long = ['é', 'x', '漢', '🎲'].map((c, k) => ({ index: 4 - k, source: 1, line: k, text: c.repeat(70_000) }));
    for (const e of long) sort.add(e);
    expect([...sort.sorted()]).toEqual([...long].reverse());
    sort.close();
  });

  it('removes a hidden folder a killed process left (its id no longer running), not one of a live process', () => {
    const dir = freshFolder();
    mkdirSync(join(dir, '.catan-sort-999999999-abc'));
    mkdirSync(join(dir, `.catan-sort-${process.ppid}-abc`));
    const sort = new GameSort(dir, 0);
    sort.add({ index: 1, source: 0, line: 0, text: 'x' });
    const left = readdirSync(dir).sort();
    expect(left).toContain(`.catan-sort-${process.ppid}-abc`);
    expect(left).not.toContain('.catan-sort-999999999-abc');
    sort.close();
  });
});

describe('SortedGames and mergeSorted', () => {
  it('give back what was pushed, in memory or from its file, as often as asked (fast-check)', () => {
    fc.assert(
      fc.property(entries, fc.constantFrom(0, 200, 1 << 20), (xs, budget) => {
        const dir = freshFolder();
        const games = new SortedGames(dir, budget);
        const sorted = stable(xs);
        for (const [k, x] of sorted.entries()) games.push({ ...x, source: 1, line: k });
        games.finish();
        expect(games.count).toBe(xs.length);
        for (let pass = 0; pass < 2; pass++) expect([...games.entries()].map(({ index, text }) => ({ index, text }))).toEqual(sorted);
        expect([...games.indices()]).toEqual(sorted.map((x) => x.index));
        games.close();
        expect(readdirSync(dir)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('mergeSorted: by index, ties in the order of the sequences', () => {
    const seq = (source: number, ixs: number[]): SortEntry[] => ixs.map((index, line) => ({ index, source, line, text: '' }));
    const out = [...mergeSorted([seq(0, [1, 3, 3, 7]), seq(1, [0, 3, 8]), seq(2, [])])].map((e) => `${e.index}:${e.source}`);
    expect(out).toEqual(['0:1', '1:0', '3:0', '3:0', '3:1', '7:0', '8:1']);
  });
});

describe('games.csv lines', () => {
  it('csvFields undoes csvLine, and rowOfCsvLine gives the row back as games.csv holds it (fast-check)', () => {
    const labels = ['a', 'b,c', 'd"e', 'f'];
    fc.assert(
      // Rows as games end: a game with a winner is not capped.
      fc.property(fc.nat(10_000).chain(row), (r) => {
        if (r.result.winner >= 0) r.result.capped = false;
        const line = csvLine(r, labels);
        expect(csvFields(line)).toEqual(csvRow(r, labels));
        const back = rowOfCsvLine(line);
        expect(resultKey(back)).toBe(resultKey(r));
        expect(csvLine(back, labels)).toBe(line);
        expect(back.result.thinkMs).toEqual(r.result.thinkMs.map((t) => Number(t.toFixed(3))));
      }),
      { numRuns: 200 },
    );
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

  it('writes text in any script and bytes, pieces larger than its buffer among them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-pieces-'));
    const bytes = (n: number, k: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + k) & 0xff);
    const pieces: Array<string | Uint8Array> = [];
    for (let k = 0; k < 12_000; k++) pieces.push(k % 5 === 0 ? bytes(k % 700, k) : `${k}: ${'é漢🎲\ud800'.repeat(k % 90)}\n`);
    pieces.splice(3000, 0, '漢'.repeat(700_000));
    pieces.splice(7000, 0, bytes(1_500_000, 7));
    writeAtomicPieces(join(dir, 'out.bin'), pieces);
    const expected = Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    expect(readFileSync(join(dir, 'out.bin')).equals(expected)).toBe(true);
  });
});
