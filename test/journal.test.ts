// The journal's group commit: lines are written as games end and fsync'd in groups off the main
// thread; flush and close resolve only once every line appended before them is on disk, and a
// journal reopened after close holds every game, in order.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { Journal, JOURNAL_FORMAT, journalLine, readJournal } from '../src/tournament/journal.js';
import type { TournamentPlan } from '../src/tournament/plan.js';
import { lostGameRow } from '../src/tournament/pool.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-journal-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const plan: TournamentPlan = {
  name: 'journal',
  seed: 'j',
  games: 500,
  lineup: [0, 1, 2, 3].map((i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i + 1}`, options: {} })),
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players: 4 }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
};
const header = { format: JOURNAL_FORMAT, tool: { name: 'catan-arena', version: 'test', node: process.version }, command: { name: 'run' as const }, plan };
const row = (i: number) => lostGameRow(plan, i, i % 4, 3, `reason ${i}`);
const line = (i: number) => journalLine(row(i));

describe('journal group commit', () => {
  it('every game appended before flush or close is in the file, in order, across reopening', async () => {
    const dir = mkdtempSync(join(TMP, 'a-'));
    const j = Journal.create(dir, header);
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 300; i++) {
      j.append(line(i));
      // Flushes asked while an fsync is in flight and while lines wait for the next one.
      if (i % 37 === 0) flushes.push(j.flush());
    }
    await Promise.all(flushes);
    await j.close();
    await j.close(); // closing twice is harmless
    expect(() => j.append(line(300))).toThrow(/write after close/);

    const again = Journal.reopen(dir, header);
    for (let i = 300; i < 320; i++) again.append(line(i));
    await again.close();
    const read = readJournal(dir)!;
    expect(read.header.command).toEqual({ name: 'run' });
    expect(read.games.map((g) => (g.value as { index: number }).index)).toEqual(Array.from({ length: 320 }, (_, i) => i));
  });

  it('the lines of one message are written together, after it, and before a checkpoint asks', async () => {
    const dir = mkdtempSync(join(TMP, 'c-'));
    const j = Journal.create(dir, header);
    const games = () => readJournal(dir)!.games.length;
    // A worker's group of games arrives in one message: its lines are written once it is handled.
    for (let i = 0; i < 16; i++) j.append(line(i));
    expect(games()).toBe(0);
    await Promise.resolve();
    expect(games()).toBe(16);
    // A checkpoint writes what is pending before it counts those games.
    j.append(line(16));
    j.writePending();
    expect(games()).toBe(17);
    await j.close();
    expect(readJournal(dir)!.games.map((g) => (g.value as { index: number }).index)).toEqual(Array.from({ length: 17 }, (_, i) => i));
  });

  it('a flush with nothing pending resolves at once', async () => {
    const dir = mkdtempSync(join(TMP, 'b-'));
    const j = Journal.create(dir, header);
    await j.flush();
    await j.close();
    expect(readJournal(dir)!.games).toEqual([]);
  });
});
