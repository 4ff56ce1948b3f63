// A full disk is an input condition like any other (docs/results-format.md, "Crash guarantees"): a
// write the machine refuses ends the command with one line naming the file, exit code 2, and the
// folder resumes once there is room. Writes to /dev/full fail with ENOSPC; a file size limit
// (ulimit -f) makes the journal fail part-way through a line, as a disk that fills up does.

import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OutputError } from '../src/files/output.js';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { finishedGame } from '../src/tournament/finished-game.js';
import { Journal, JOURNAL_FORMAT } from '../src/tournament/journal.js';
import type { TournamentPlan } from '../src/tournament/plan.js';
import { lostGameRow } from '../src/tournament/pool.js';
import { ResultsWriter } from '../src/tournament/results.js';
import { BIN, ROOT } from './helpers/bin.js';
import { cli, completeLines, killChildren, start, until, type Ran } from './helpers/cli.js';
import { recordLines } from './helpers/records.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-disk-full-'));
afterEach(killChildren);
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const FULL = '/dev/full';
const canFill = existsSync(FULL);
let count = 0;
const fresh = (tag: string) => join(TMP, `${tag}-${++count}`);
const QUICK = ['--players', '2', '--trade', 'off', '--turn-cap', '100', '-q', '--no-color'];

/** games.csv without its think_ms column: decision times differ on every run, all else is the game. */
function gamesWithoutTimes(dir: string): string {
  const lines = readFileSync(join(dir, 'games.csv'), 'utf8').split('\n');
  const col = lines[0]!.split(',').indexOf('think_ms');
  return lines.map((l) => l.split(',').filter((_, i) => i !== col).join(',')).join('\n');
}

function ok(r: Ran, what: string): Ran {
  expect(r.code, `${what}: exit ${r.code}; stderr: ${r.err}`).toBe(0);
  return r;
}

/** The one line of a command refused for a file the machine would not write. */
function refusedWrite(r: Ran, file: string, condition: RegExp): void {
  expect(r.code, `stderr: ${r.err}`).toBe(2);
  expect(r.err.trim().split('\n'), r.err).toHaveLength(1);
  expect(r.err).toMatch(new RegExp(`^error: cannot write ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${condition.source}`, 'm'));
}

/** Replaces `file` by a link to /dev/full in one rename, so no write goes anywhere else meanwhile. */
function pointAtFullDevice(file: string): void {
  const link = `${file}.to-full`;
  symlinkSync(FULL, link);
  renameSync(link, file);
}

describe.runIf(canFill)('a full disk mid-run: exit 2 naming the file, and --resume goes on', () => {
  it('games.jsonl.gz on a full device (ENOSPC): the records so far restored, --resume gives the uninterrupted games and records', async () => {
    const args = ['run', '--games', '1000', '--seed', 'full', '--workers', '1', '--record', ...QUICK];
    const dir = fresh('records');
    const records = join(dir, 'games.jsonl.gz');
    const run = start([...args, '--out', dir]);
    await until(() => existsSync(records) && statSync(records).size > 0, run, 'records were written');
    // A second name for the records written so far (and until the swap): the disk's "freed space".
    linkSync(records, `${records}.kept`);
    pointAtFullDevice(records);
    const { code } = await run.closed;
    refusedWrite({ code, out: run.out(), err: run.err() }, records, /no space left on the device \(ENOSPC\); the games played are kept: once that is fixed, catan-arena run --resume .* goes on/);
    expect(existsSync(join(dir, '.lock'))).toBe(false);

    renameSync(`${records}.kept`, records);
    ok(cli(['run', '--resume', dir, '-q', '--no-color']), 'resume');
    const whole = fresh('records-whole');
    ok(cli([...args, '--out', whole]), 'uninterrupted run');
    expect(gamesWithoutTimes(dir)).toBe(gamesWithoutTimes(whole));
    expect(recordLines(dir)).toEqual(recordLines(whole));
  });

  it('the journal fills part-way through a line (a file size limit, EFBIG): --resume gives the uninterrupted games', () => {
    const args = ['run', '--games', '300', '--seed', 'efbig', '--workers', '2', ...QUICK];
    const dir = fresh('journal');
    // 64 blocks of 512 bytes: the header and some tens of games, then a line cut short.
    const limited = spawnSync('sh', ['-c', 'ulimit -f 64 && exec "$0" "$@"', process.execPath, BIN, ...args, '--out', dir], { cwd: ROOT, encoding: 'utf8', timeout: 90_000, env: { ...process.env, FORCE_COLOR: '0' } });
    const journal = join(dir, 'journal.jsonl');
    refusedWrite({ code: limited.status, out: limited.stdout, err: limited.stderr }, journal, /.* \(EFBIG\); the games played are kept/);
    expect(completeLines(journal)).toBeGreaterThan(1);
    expect(readFileSync(journal, 'utf8').endsWith('\n'), 'the last line was cut short').toBe(false);

    ok(cli(['run', '--resume', dir, '-q', '--no-color']), 'resume');
    const whole = fresh('journal-whole');
    ok(cli([...args, '--out', whole]), 'uninterrupted run');
    expect(gamesWithoutTimes(dir)).toBe(gamesWithoutTimes(whole));
  });

  it('a journal header that cannot be written leaves no run behind: the same command then runs', () => {
    const dir = fresh('header');
    mkdirSync(dir);
    const journal = join(dir, 'journal.jsonl');
    symlinkSync(FULL, journal);
    const args = ['run', '--games', '2', '--seed', 'header', '--workers', '1', ...QUICK, '--out', dir];
    refusedWrite(cli([...args, '--force']), journal, /no space left on the device \(ENOSPC\)$/m);
    expect(existsSync(journal)).toBe(false);
    ok(cli(args), 'the run once there is room');
  });

  it('report.html on a full device: exit 2 naming it', () => {
    const dir = fresh('report');
    ok(cli(['run', '--games', '2', '--seed', 'report', '--workers', '1', ...QUICK, '--out', dir]), 'run');
    symlinkSync(FULL, join(dir, 'report.html'));
    refusedWrite(cli(['report', dir]), join(dir, 'report.html'), /no space left on the device \(ENOSPC\)$/m);
  });
});

describe.runIf(canFill)('checkpoints and the journal on a full device', () => {
  const plan: TournamentPlan = {
    name: 'full',
    seed: 'f',
    games: 8,
    lineup: [0, 1].map((i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i + 1}`, options: {} })),
    map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
    options: resolveOptions({ players: 2 }),
    timeBudgetMs: 5000,
    record: false,
    shard: null,
  };
  const tool = { name: 'catan-arena', version: 'test', node: process.version };
  const game = (i: number) => finishedGame({ row: lostGameRow(plan, i, i % 2, 3, `reason ${i}`), record: null }, ['random#1', 'random#2']);

  it('summary.json and games.csv: an OutputError naming the file; the last checkpoint stays whole, no temporary file is left', () => {
    const dir = fresh('checkpoint');
    const writer = new ResultsWriter(dir, plan, 8, tool);
    writer.add(game(0));
    writer.write(true, null);
    writer.add(game(1));
    for (const name of ['summary.json', 'games.csv']) {
      const file = join(dir, name);
      const before = readFileSync(file, 'utf8');
      // The temporary file a checkpoint writes first, where this process will write it.
      symlinkSync(FULL, `${file}.tmp-${process.pid}`);
      expect(() => writer.write(true, null)).toThrow(new OutputError(`cannot write ${file}: no space left on the device (ENOSPC)`));
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
    }
    writer.write(true, null);
    expect(JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'))).toMatchObject({ completed: 2 });
  });

  it('a journal that cannot be synced (a FIFO: fsync fails with EINVAL) is an OutputError naming it, and is not left behind', () => {
    const dir = fresh('fifo');
    mkdirSync(dir);
    const journal = join(dir, 'journal.jsonl');
    execFileSync('mkfifo', [journal]);
    // A reader that never blocks, so the journal's open for writing does not wait for one.
    const reader = openSync(journal, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const header = { format: JOURNAL_FORMAT, tool, command: { name: 'run' as const }, plan };
      expect(() => Journal.create(dir, header)).toThrow(new OutputError(`cannot write ${journal} to disk: fsync failed (EINVAL)`));
      expect(() => lstatSync(journal)).toThrow(/ENOENT/);
    } finally {
      closeSync(reader);
    }
  });
});
