// Records a user can keep: games.jsonl.gz, a file of gzip members that zcat and Node's gunzip read
// whole, put in game-index order at the end of a run by copying the members that need no merging;
// a kill's cut-short member cut off by --resume; shards merged in either format; readers that know
// gzip by its bytes. The unit tests use made-up record lines (the order and the files are what is
// tested, not the games); the runs are small.

import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { gzipMember, readMember } from '../src/files/gzip-members.js';
import type { FinishedGame } from '../src/tournament/finished-game.js';
import { nextPlannedIndex, planIndices, type TournamentPlan } from '../src/tournament/plan.js';
import { planRecordFormat, recordIndexOfWholeLine, type RecordFileFormat } from '../src/tournament/records-format.js';
import { OutputError } from '../src/files/output.js';
import { mergeRecordFiles, recordedIndices, RecordsFile, scanRecords } from '../src/tournament/records-file.js';
import { cli, killChildren, killedAfterLines, type Ran } from './helpers/cli.js';
import { recordIndices, recordLines } from './helpers/records.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-records-'));
afterEach(killChildren);
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

let count = 0;
const fresh = (tag: string) => join(TMP, `${tag}-${++count}`);
const folder = (tag: string) => {
  const dir = fresh(tag);
  mkdirSync(dir);
  return dir;
};

/** A made-up record line of game `i`: an `index` nested before the top-level one, and a quote in a string. */
const line = (i: number) => JSON.stringify({ format: 'test', options: { index: 99, note: 'a "quoted" }{ index' }, index: i, log: 'x'.repeat(50 + (i % 7)) });
const gzFile = (dir: string) => join(dir, 'games.jsonl.gz');
const inflated = (file: string) => gunzipSync(readFileSync(file)).toString('utf8');
const lines = (indices: number[]) => indices.map((i) => line(i) + '\n').join('');

describe('gzip members', () => {
  it('a member reads whole; each cut short of its end is short; a changed byte is never the member', () => {
    const text = lines([0, 1, 2]);
    const m = gzipMember(text);
    const whole = readMember(m, 1 << 20);
    expect(whole).toEqual({ length: m.length, content: Buffer.from(text) });
    for (let cut = 0; cut < m.length; cut++) expect(readMember(m.subarray(0, cut), 1 << 20), `cut at ${cut}`).toBe('short');
    for (let k = 0; k < m.length; k++) {
      if (k >= 4 && k < 10) continue; // MTIME, XFL, OS: no reader checks them
      const bad = Buffer.from(m);
      bad[k]! ^= 0x55;
      const r = readMember(bad, 1 << 20);
      expect(typeof r === 'object' && 'content' in r && r.content.equals(Buffer.from(text)), `byte ${k}`).toBe(false);
    }
    // The trailer's CRC-32 and length: damage, not a short read.
    const crc = Buffer.from(m);
    crc[m.length - 6]! ^= 1;
    expect(readMember(crc, 1 << 20)).toEqual({ damaged: 'CRC-32 mismatch' });
    expect(readMember(Buffer.from('{"index":0}\n'), 1 << 20)).toEqual({ damaged: 'not a gzip member' });
    expect(readMember(m, 10)).toEqual({ damaged: 'a member holds more than 10 bytes' });
  });

  it('members laid end to end read one by one, a header with a file name too; gunzip reads them as one file', () => {
    const plain = gzipMember(lines([0]));
    // gzip(1)'s own header: FNAME set, the name after the ten fixed bytes.
    const named = Buffer.concat([plain.subarray(0, 3), Buffer.from([8]), plain.subarray(4, 10), Buffer.from('games.jsonl\0'), plain.subarray(10)]);
    const file = Buffer.concat([plain, named, gzipMember(lines([1, 2]))]);
    const found: string[] = [];
    for (let at = 0; at < file.length; ) {
      const m = readMember(file.subarray(at), 1 << 20);
      if (typeof m !== 'object' || !('content' in m)) throw new Error(`at ${at}: ${JSON.stringify(m)}`);
      found.push(m.content.toString());
      at += m.length;
    }
    expect(found).toEqual([lines([0]), lines([0]), lines([1, 2])]);
    expect(gunzipSync(file).toString()).toBe(lines([0, 0, 1, 2]));
  });

  it('the top-level index of a line is JSON.parse\'s, whatever nests or quotes (fast-check)', () => {
    const key = fc.string().filter((k) => k !== 'index' && k !== '__proto__');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.jsonValue())), fc.nat(), fc.nat(), fc.boolean(), (entries, at, index, has) => {
        const obj: Record<string, unknown> = {};
        entries.forEach(([k, v], n) => {
          if (has && n === at % (entries.length + 1)) obj.index = index;
          obj[k] = v;
        });
        if (has && !('index' in obj)) obj.index = index;
        const text = JSON.stringify(obj);
        expect(recordIndexOfWholeLine(text)).toBe(has ? index : null);
      }),
    );
    expect(recordIndexOfWholeLine(line(17))).toBe(17);
  });
});

const game = (index: number) => ({ index, record: line(index) }) as FinishedGame;
/** A records file of these members, in this order, as a run leaves it. */
function membersFile(dir: string, members: number[][]): Buffer[] {
  const made = members.map((indices) => gzipMember(lines(indices)));
  writeFileSync(gzFile(dir), Buffer.concat(made));
  return made;
}
const chunkIndices = (file: string) => scanRecords(file, 'jsonl.gz').chunks.map((c) => c.indices);

describe('the records file of a run', () => {
  it('compressed: consecutive games gather in one member, up to 64; a game out of line starts another', async () => {
    const dir = folder('gather');
    const file = RecordsFile.create(dir, 'jsonl.gz');
    for (const i of [0, 1, 2, 3, 100, 4, 5, 101]) file.add(game(i));
    for (let i = 6; i < 70; i++) file.add(game(i));
    await file.drain();
    const sorted = chunkIndices(gzFile(dir)).sort((a, b) => a[0]! - b[0]!);
    expect(sorted).toEqual([[...Array(64).keys()], [64, 65, 66, 67, 68, 69], [100, 101]]);
    expect(recordedIndices(dir, { recordFormat: 'jsonl.gz' }).size).toBe(72);
  });

  it("compressed: a shard's games gather across the other shards' blocks; the plan's next game is planIndices' next", async () => {
    const dir = folder('shard');
    // Shard 1 of 2 of a plan in blocks of 4: games 0-3, 8-11, 16-19, ...
    const next = (i: number) => ((i + 1) % 4 !== 0 ? i + 1 : i + 5);
    const file = RecordsFile.create(dir, 'jsonl.gz', next);
    for (const i of [0, 1, 2, 3, 8, 9, 10, 11, 16, 17]) file.add(game(i));
    await file.drain();
    expect(chunkIndices(gzFile(dir))).toEqual([[0, 1, 2, 3, 8, 9, 10, 11, 16, 17]]);
    for (const [players, games, shard] of [[4, 30, { k: 1, n: 2 }], [4, 30, { k: 2, n: 2 }], [2, 17, { k: 3, n: 3 }], [3, 20, null]] as const) {
      const plan = { games, lineup: Array.from({ length: players }, () => ({})), shard } as unknown as TournamentPlan;
      const order = [...planIndices(plan)];
      expect(order.length).toBeGreaterThan(3);
      for (let k = 1; k < order.length; k++) expect(nextPlannedIndex(plan, order[k - 1]!)).toBe(order[k]);
    }
  });

  it('compressed: a record waits 5 s at most for the next games of its run', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const dir = folder('wait');
      const file = RecordsFile.create(dir, 'jsonl.gz');
      file.add(game(0));
      vi.advanceTimersByTime(4999);
      file.add(game(1));
      vi.advanceTimersByTime(1);
      // The member is being made: the next game of the run starts a member of its own.
      file.add(game(2));
      await file.drain();
      expect(chunkIndices(gzFile(dir)).sort((a, b) => a[0]! - b[0]!)).toEqual([[0, 1], [2]]);
    } finally {
      vi.useRealTimers();
    }
  });

  /** Members as a run leaves them, out of order: overlaps, a game recorded twice, one not kept. */
  const MEMBERS = [[4, 5, 6, 7], [0, 1, 2, 3], [8, 10], [9], [2], [12, 13], [14, 15]];
  const KEPT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15];
  const keep = (i: number) => i !== 13 && i !== 11;

  it('is put in game order at the end: members no other reaches are copied as they are, overlaps merged', () => {
    const dir = folder('order');
    const members = membersFile(dir, MEMBERS);
    expect(recordedIndices(dir, { recordFormat: 'jsonl.gz' })).toEqual(new Set(MEMBERS.flat()));
    RecordsFile.reopen(dir, 'jsonl.gz', keep).finish(keep);
    const bytes = readFileSync(gzFile(dir));
    expect(gunzipSync(bytes).toString()).toBe(lines(KEPT));
    // [4..7], [9] (between 8 and 10 of [8, 10]) and [14, 15] stand alone: their bytes, as they were
    // compressed, between the games merged from the members that overlap ([0..3] with [2]) or lose
    // a game ([12, 13]).
    const out = scanRecords(gzFile(dir), 'jsonl.gz').chunks;
    expect(out.map((c) => c.indices)).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8], [9], [10, 12], [14, 15]]);
    const at = (k: number) => bytes.subarray(out[k]!.offset, out[k]!.offset + out[k]!.length);
    expect([at(1), at(3), at(5)]).toEqual([members[0], members[3], members[6]]);
  });

  it('any members, in either format: each kept game once, in order (fast-check)', () => {
    const members = fc.array(fc.array(fc.nat(40), { minLength: 1, maxLength: 8 }), { maxLength: 12 });
    fc.assert(
      fc.property(members, fc.func(fc.boolean()), fc.constantFrom<RecordFileFormat>('jsonl.gz', 'jsonl'), (ms, drop, format) => {
        const dir = folder('any');
        const path = join(dir, `games.${format}`);
        if (format === 'jsonl.gz') membersFile(dir, ms);
        else writeFileSync(path, lines(ms.flat()));
        const keep = (i: number) => !drop(i);
        RecordsFile.reopen(dir, format, keep).finish(keep);
        const expected = [...new Set(ms.flat())].filter(keep).sort((a, b) => a - b);
        expect(format === 'jsonl.gz' ? inflated(path) : readFileSync(path, 'utf8')).toBe(lines(expected));
      }),
      { numRuns: 60 },
    );
  });

  it('a file in order already is left as it is', () => {
    const dir = folder('in-order');
    membersFile(dir, [[0, 1], [2], [3, 4, 5]]);
    const before = statSync(gzFile(dir));
    const bytes = readFileSync(gzFile(dir));
    RecordsFile.reopen(dir, 'jsonl.gz', () => true).finish(() => true);
    expect(statSync(gzFile(dir)).ino).toBe(before.ino);
    expect(readFileSync(gzFile(dir))).toEqual(bytes);
  });

  it('plain JSONL: a line per record as it comes, put in order the same way', async () => {
    const dir = folder('plain');
    const file = RecordsFile.create(dir, 'jsonl');
    for (const i of MEMBERS.flat()) file.add(game(i));
    expect(readFileSync(join(dir, 'games.jsonl'), 'utf8')).toBe(lines(MEMBERS.flat()));
    await file.drain();
    file.finish(keep);
    expect(readFileSync(join(dir, 'games.jsonl'), 'utf8')).toBe(lines(KEPT));
    expect(existsSync(gzFile(dir))).toBe(false);
  });

  it('reopened after a kill: a member cut short is cut off, and the run goes on appending', async () => {
    const dir = folder('cut');
    membersFile(dir, [[2, 3], [0, 1]]);
    const whole = readFileSync(gzFile(dir)).length;
    const torn = gzipMember(lines([4, 5]));
    appendFileSync(gzFile(dir), torn.subarray(0, torn.length >> 1));
    expect(() => inflated(gzFile(dir))).toThrow(/unexpected end of file/);
    expect(recordedIndices(dir, { recordFormat: 'jsonl.gz' })).toEqual(new Set([0, 1, 2, 3]));

    const again = RecordsFile.reopen(dir, 'jsonl.gz', () => true);
    expect(statSync(gzFile(dir)).size).toBe(whole);
    for (const i of [4, 5]) again.add(game(i));
    await again.drain();
    again.finish(() => true);
    expect(inflated(gzFile(dir))).toBe(lines([0, 1, 2, 3, 4, 5]));
  });

  it('reopened with damage before the end: written again without it, the games it held to be played again', () => {
    const dir = folder('damaged');
    membersFile(dir, [[0, 1], [2, 3], [4]]);
    const bytes = readFileSync(gzFile(dir));
    const second = scanRecords(gzFile(dir), 'jsonl.gz').chunks[1]!;
    bytes[second.offset + 20]! ^= 0xff;
    writeFileSync(gzFile(dir), bytes);
    expect(scanRecords(gzFile(dir), 'jsonl.gz').damaged).toMatch(new RegExp(`games\\.jsonl\\.gz: byte ${second.offset}: `));
    RecordsFile.reopen(dir, 'jsonl.gz', () => true);
    expect(inflated(gzFile(dir))).toBe(lines([0, 1, 4]));
    expect(recordedIndices(dir, { recordFormat: 'jsonl.gz' })).toEqual(new Set([0, 1, 4]));
  });

  it('plain JSONL reopened (the format of a plan that names none, of an earlier version): a last line cut short is cut off', async () => {
    const dir = folder('plain-cut');
    writeFileSync(join(dir, 'games.jsonl'), lines([1, 0]) + line(2).slice(0, 30));
    const file = RecordsFile.reopen(dir, planRecordFormat({}), () => true);
    expect(readFileSync(join(dir, 'games.jsonl'), 'utf8')).toBe(lines([1, 0]));
    file.add(game(2));
    await file.drain();
    file.finish(() => true);
    expect(readFileSync(join(dir, 'games.jsonl'), 'utf8')).toBe(lines([0, 1, 2]));
  });

  it('a write that fails (a full disk) is told by the next add or the drain', async () => {
    if (!existsSync('/dev/full')) return;
    const dir = folder('full');
    symlinkSync('/dev/full', gzFile(dir));
    const file = RecordsFile.create(dir, 'jsonl.gz');
    file.add(game(0));
    await expect(file.drain()).rejects.toThrow(new OutputError(`cannot write ${gzFile(dir)}: no space left on the device (ENOSPC)`));
    expect(() => file.add(game(1))).toThrow(/ENOSPC/);
  });

  it('merge: folders in either format, interleaved, into one file in game order, in the format asked', () => {
    const a = folder('merge-a');
    const b = folder('merge-b');
    membersFile(a, [[0, 1, 4, 5], [8, 9]]);
    writeFileSync(join(b, 'games.jsonl'), lines([2, 3, 6, 7, 10]));
    const sources = [
      { dir: a, plan: { recordFormat: 'jsonl.gz' as RecordFileFormat } },
      { dir: b, plan: { recordFormat: 'jsonl' as RecordFileFormat } },
    ];
    for (const format of ['jsonl.gz', 'jsonl'] as const) {
      const out = folder(`merged-${format}`);
      mergeRecordFiles(sources, out, format, (i) => i !== 10);
      const text = format === 'jsonl.gz' ? inflated(gzFile(out)) : readFileSync(join(out, 'games.jsonl'), 'utf8');
      expect(text).toBe(lines([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    }
    // No records at all: an empty member, which gunzip reads as an empty file.
    const none = folder('merged-none');
    mergeRecordFiles([{ dir: folder('empty'), plan: { recordFormat: 'jsonl.gz' } }], none, 'jsonl.gz', () => true);
    expect(inflated(gzFile(none))).toBe('');
  });
});

const QUICK = ['--players', '2', '--trade', 'off', '--turn-cap', '100', '-q', '--no-color'];

function ok(r: Ran, what: string): Ran {
  expect(r.code, `${what}: exit ${r.code}; stderr: ${r.err}`).toBe(0);
  return r;
}

/** zcat, where the machine has gzip: the file as any tool reads it. */
function zcat(file: string): string | null {
  try {
    return execFileSync('gzip', ['-dc', file], { encoding: 'utf8', maxBuffer: 256 << 20 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

describe('runs that record', () => {
  const args = ['run', '--games', '40', '--seed', 'kept', '--workers', '2', '--record', ...QUICK];

  it('write games.jsonl.gz by default, in game order, as zcat reads it; --record-format jsonl the same lines plainly', () => {
    const gz = fresh('gz');
    const plain = fresh('plain');
    ok(cli([...args, '--out', gz]), 'compressed');
    ok(cli([...args, '--record-format', 'jsonl', '--out', plain]), 'plain');
    expect(existsSync(join(gz, 'games.jsonl'))).toBe(false);
    expect(existsSync(gzFile(plain))).toBe(false);
    expect(recordIndices(gz)).toEqual([...Array(40).keys()]);
    const text = readFileSync(join(plain, 'games.jsonl'), 'utf8');
    expect(inflated(gzFile(gz))).toBe(text);
    const z = zcat(gzFile(gz));
    if (z !== null) expect(z).toBe(text);
    const summary = (dir: string) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { plan: { recordFormat?: string } };
    expect(summary(gz).plan.recordFormat).toBe('jsonl.gz');
    expect(summary(plain).plan.recordFormat).toBe('jsonl');

    const replayed = ok(cli(['replay', gzFile(gz)]), 'replay');
    expect(replayed.out).toContain('40 of 40 records replayed and checked');
    expect(ok(cli(['show', gzFile(gz), '--game', '7', '--out', join(gz, 'seven.html')]), 'show').out).toMatch(/^game 7 of .*games\.jsonl\.gz: \d+ steps written to/);
    expect(readFileSync(join(gz, 'seven.html'), 'utf8')).toContain('game 7 of');
    ok(cli(['report', gz]), 'report');
  });

  it('--record-format without records is refused; a config chooses the format', () => {
    const refused = cli(['run', '--games', '2', '--record-format', 'jsonl', ...QUICK, '--out', fresh('no-record')]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/--record-format.*to go with --record/);
    const config = join(TMP, 'plain-records.json');
    writeFileSync(config, JSON.stringify({ games: 4, players: 2, record: true, recordFormat: 'jsonl' }));
    const dir = fresh('config');
    ok(cli(['run', config, '--workers', '1', '-q', '--out', dir]), 'config');
    expect(recordIndices(dir)).toEqual([0, 1, 2, 3]);
    expect(existsSync(join(dir, 'games.jsonl'))).toBe(true);
  });

  it('killed hard mid-member: replay reads up to the cut, --resume cuts it off and ends as an uninterrupted run', async () => {
    const long = ['run', '--games', '600', '--seed', 'cut', '--workers', '2', '--record', ...QUICK];
    const dir = fresh('killed');
    await killedAfterLines([...long, '--out', dir], join(dir, 'journal.jsonl'), 30);
    // A member cut short, as a kill in the middle of its write leaves it.
    const torn = gzipMember(lines([598, 599]));
    appendFileSync(gzFile(dir), torn.subarray(0, torn.length - 5));
    const before = cli(['replay', gzFile(dir)]);
    expect(before.code).toBe(1);
    expect(before.err).toMatch(/FAIL .*games\.jsonl\.gz: the compressed data ends part-way after line \d+/);
    ok(cli(['run', '--resume', dir, '-q', '--no-color']), 'resume');
    const whole = fresh('whole');
    ok(cli([...long, '--out', whole]), 'uninterrupted');
    expect(recordLines(dir)).toEqual(recordLines(whole));
    expect(recordIndices(dir)).toEqual([...Array(600).keys()]);
  });

  it('merge: shards recorded compressed and plain give the single run\'s records', () => {
    const shard = ['run', '--games', '40', '--seed', 'kept', '--workers', '1', '--record', ...QUICK];
    const s1 = fresh('s1');
    const s2 = fresh('s2');
    const single = fresh('single');
    ok(cli([...shard, '--shard', '1/2', '--out', s1]), 'shard 1');
    ok(cli([...shard, '--shard', '2/2', '--record-format', 'jsonl', '--out', s2]), 'shard 2');
    ok(cli([...args, '--out', single]), 'single');
    const merged = fresh('merged');
    ok(cli(['merge', s1, s2, '--out', merged, '--verify', 'none']), 'merge');
    expect(existsSync(gzFile(merged))).toBe(true);
    expect(recordLines(merged)).toEqual(recordLines(single));
    const plain = fresh('merged-plain');
    ok(cli(['merge', s2, s1, '--out', plain, '--verify', 'none']), 'merge into plain');
    expect(readFileSync(join(plain, 'games.jsonl'), 'utf8')).toBe(inflated(gzFile(single)));
  });
});

describe('readers', () => {
  it('replay and show know gzip by its bytes, whatever the file is called', () => {
    const dir = fresh('readers');
    ok(cli(['run', '--games', '4', '--seed', 'read', '--workers', '1', '--record', '--record-format', 'jsonl', ...QUICK, '--out', dir]), 'run');
    const text = readFileSync(join(dir, 'games.jsonl'));
    const misnamed = join(dir, 'compressed.jsonl');
    writeFileSync(misnamed, gzipSync(text));
    const plainGz = join(dir, 'plain.jsonl.gz');
    writeFileSync(plainGz, text);
    for (const file of [join(dir, 'games.jsonl'), misnamed, plainGz]) {
      expect(ok(cli(['replay', file]), file).out).toContain('4 of 4 records replayed and checked');
      expect(ok(cli(['show', file, '--game', '2', '--out', join(dir, 'two.html')]), file).out).toMatch(/^game 2 of /);
    }
  });
});
