// End-to-end tests of the tournament runner through the real binary (`node bin/catan-arena.js run`,
// built into dist/ by test/global-setup.ts): forfeits (a bot that throws, one that is too slow, one
// that hangs and must be stopped by the watchdog, one that kills its worker), results that do not
// depend on the number of workers, interrupt and resume, and shards combined with merge.
//
// The fixture bots in test/fixtures/ draw their moves exactly like the built-in `random` bot
// (legal[floor(rng() * count)]) and misbehave only in known games, so every game they do not spoil
// must be identical to the same game between two `random` bots.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin, startBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TMP = mkdtempSync(join(tmpdir(), 'catan-tournament-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

let dirCount = 0;
/** A fresh, not yet existing results folder under the temp dir. */
function outDir(tag: string): string {
  return join(TMP, `${tag}-${++dirCount}`);
}

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
  ms: number;
}

function cli(args: string[], timeoutMs = 60_000): Ran {
  const t0 = Date.now();
  const r = runBin(args, { timeoutMs });
  return { code: r.status, signal: r.signal, out: r.stdout, err: r.stderr, ms: Date.now() - t0 };
}

/** Runs `run ... --out dir -q` and insists on exit code 0 (showing stderr when not). */
function runOk(dir: string, args: string[], timeoutMs = 60_000): Ran {
  const r = cli(['run', ...args, '--out', dir, '-q', '--no-color'], timeoutMs);
  expect(r.code, `run ${args.join(' ')} exited with ${r.code ?? r.signal} after ${r.ms} ms; stderr: ${r.err}`).toBe(0);
  return r;
}

// ---- games.csv and summary.json ----------------------------------------------------------------

const CSV_HEADER =
  'index,seed,block,rotation,seating,seats,winner_seat,winner,vp,turns,capped,forfeit_seat,forfeit_reason,' +
  'steps,decisions,seat_decisions,think_ms,vp_settlements,vp_cities,vp_longest_road,vp_largest_army,vp_cards,vp_special';
const COLUMNS = CSV_HEADER.split(',');

type Row = Record<string, string>;

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** games.csv as rows keyed by column name; checks the header and the field count of every line. */
function readCsv(dir: string): Row[] {
  const text = readFileSync(join(dir, 'games.csv'), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const lines = text.split('\n').filter((l) => l !== '');
  expect(lines[0]).toBe(CSV_HEADER);
  return lines.slice(1).map((line, i) => {
    const f = splitCsvLine(line);
    expect(f.length, `games.csv line ${i + 2}: ${line}`).toBe(COLUMNS.length);
    return Object.fromEntries(COLUMNS.map((c, k) => [c, f[k]!]));
  });
}

/** Rows without the columns that may legitimately differ (decision times; optionally more). */
function comparable(rows: Row[], drop: string[] = []): Row[] {
  return rows.map((r) => {
    const o = { ...r };
    for (const c of ['think_ms', ...drop]) delete o[c];
    return o;
  });
}

interface Entry {
  label: string;
  games: number;
  wins: number;
  forfeits: number;
  forfeitReasons: Record<string, number>;
  firstForfeits: Record<string, { game: number; reason: string }>;
  meanDecisionMs: number;
}
interface Stats {
  games: number;
  won: number;
  capped: number;
  forfeited: number;
  entries: Entry[];
  seats: Array<{ seat: number; games: number; wins: number }>;
}
interface Summary {
  format: string;
  partial: boolean;
  completed: number;
  expected: number;
  plan: { name: string; seed: string; games: number; shard: { k: number; n: number } | null; timeBudgetMs: number; lineup: Array<{ label: string }> };
  stats: Stats;
  throughput: { seconds: number; gamesPerSecond: number; workers: number } | null;
}

function readSummary(dir: string): Summary {
  return JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary;
}

/** Stats without the timing fields (mean decision time), which differ from run to run. */
function untimed(stats: Stats): unknown {
  return { ...stats, entries: stats.entries.map(({ meanDecisionMs: _ms, ...e }) => e) };
}

/** The seat in which line-up entry `entry` sat in this game. */
function seatOf(row: Row, entry: number): number {
  return row.seating.split('|').map(Number).indexOf(entry);
}

// ---- forfeits --------------------------------------------------------------------------------

describe('run: misbehaving bots forfeit their games and the tournament goes on', () => {
  // 24 two-player games (12 blocks of 2 rotations), the fixture bot as line-up entry 0. With
  // --workers 2 tasks start at 3 games, with --workers 1 at 6 (nextBatchSize in pool.ts),
  // so a stopped or dead worker also takes a finished game of its batch down, to be re-run.
  const N = 24;
  const BASE = ['--games', String(N), '--players', '2', '--trade', 'off', '--seed', 'forfeits'];
  const ALL = [...Array(N).keys()];
  let reference: Row[];

  beforeAll(() => {
    const dir = outDir('reference');
    runOk(dir, ['--bots', 'random,random', ...BASE, '--workers', '2']);
    reference = readCsv(dir);
    expect(reference).toHaveLength(N);
    expect(reference.every((r) => r.forfeit_seat === '' && r.forfeit_reason === '')).toBe(true);
  });

  /** The games the fixture did not spoil are exactly the games between two random bots. */
  function expectUnspoiledAsReference(rows: Row[], spoiled: Set<number>): void {
    const labelFree = ['seats', 'winner'];
    const keep = (rs: Row[]) => comparable(rs, labelFree).filter((r) => !spoiled.has(Number(r.index)));
    expect(keep(rows)).toEqual(keep(reference));
    for (const r of rows.filter((x) => !spoiled.has(Number(x.index)))) {
      expect(r.forfeit_seat, `game ${r.index}`).toBe('');
      expect(r.forfeit_reason, `game ${r.index}`).toBe('');
    }
  }

  it('the first forfeit of each kind is on the terminal with its game and bot, not only in games.csv', () => {
    const dir = outDir('throw-shown');
    const r = cli(['run', '--bots', 'test/fixtures/throw-fifth.js,random', '--games', '4', '--players', '2', '--trade', 'off', '--seed', 'forfeits', '--out', dir, '--no-color']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('forfeits, the first of each kind');
    expect(r.out).toContain('  throw-fifth, game 0: threw: fixture bot gave up on its fifth decision');
  });

  it('a bot that throws forfeits those games ("threw" in games.csv and summary stats), exit 0', () => {
    const dir = outDir('throw');
    const r = runOk(dir, ['--bots', 'test/fixtures/throw-fifth.js,random', ...BASE, '--workers', '2', '--record']);
    const rows = readCsv(dir);
    expect(rows.map((x) => Number(x.index))).toEqual(ALL);
    // The fixture throws on its 5th decision in the games of even blocks: 0, 1, 4, 5, 8, 9, ...
    const spoiled = new Set(ALL.filter((i) => Math.floor(i / 2) % 2 === 0));
    expect(spoiled.size).toBe(12);
    for (const row of rows.filter((x) => spoiled.has(Number(x.index)))) {
      expect(row.forfeit_reason).toBe('threw: fixture bot gave up on its fifth decision');
      expect(Number(row.forfeit_seat)).toBe(seatOf(row, 0));
      expect(row.winner_seat).toBe('');
      expect(row.seats.split('|')[seatOf(row, 0)]).toBe('throw-fifth');
    }
    expectUnspoiledAsReference(rows, spoiled);

    const s = readSummary(dir);
    expect(s.partial).toBe(false);
    expect(s.completed).toBe(N);
    expect(s.stats.forfeited).toBe(12);
    expect(s.stats.won + s.stats.forfeited).toBeLessThanOrEqual(N);
    const [thrower, random] = s.stats.entries;
    expect(thrower!.label).toBe('throw-fifth');
    expect(thrower!.forfeits).toBe(12);
    expect(thrower!.forfeitReasons).toEqual({ threw: 12 });
    expect(thrower!.firstForfeits).toEqual({ threw: { game: 0, reason: 'threw: fixture bot gave up on its fifth decision' } });
    expect(random!.forfeits).toBe(0);
    expect(random!.forfeitReasons).toEqual({});
    expect(random!.firstForfeits).toEqual({});
    // Records of forfeited games still replay.
    const replay = cli(['replay', join(dir, 'games.jsonl.gz')]);
    expect(replay.err).toBe('');
    expect(replay.code).toBe(0);
    expect(replay.out).toContain(`${N} of ${N} records replayed and checked`);
    console.log(`throwing bot run: ${r.ms} ms`);
  });

  it('a bot slower than --time-budget forfeits those games with a "timeout" reason, exit 0', () => {
    const dir = outDir('slow');
    // 200 ms: far below the fixture's 300, and far above any other decision, even on a loaded machine.
    const r = runOk(dir, ['--bots', 'test/fixtures/slow.js,random', ...BASE, '--workers', '2', '--time-budget', '200']);
    const rows = readCsv(dir);
    expect(rows.map((x) => Number(x.index))).toEqual(ALL);
    // The fixture busy-waits 300 ms on its 3rd decision in blocks 0, 3, 6, 9: games 0, 1, 6, 7, ...
    const spoiled = new Set(ALL.filter((i) => Math.floor(i / 2) % 3 === 0));
    expect(spoiled.size).toBe(8);
    for (const row of rows.filter((x) => spoiled.has(Number(x.index)))) {
      expect(row.forfeit_reason).toMatch(/^timeout: a decision took \d+ ms \(budget 200 ms\)$/);
      expect(Number(/took (\d+) ms/.exec(row.forfeit_reason)![1])).toBeGreaterThanOrEqual(290);
      expect(Number(row.forfeit_seat)).toBe(seatOf(row, 0));
      expect(Number(row.think_ms.split('|')[seatOf(row, 0)])).toBeGreaterThanOrEqual(290);
    }
    expectUnspoiledAsReference(rows, spoiled);
    const s = readSummary(dir);
    expect(s.partial).toBe(false);
    expect(s.plan.timeBudgetMs).toBe(200);
    expect(s.stats.forfeited).toBe(8);
    expect(s.stats.entries[0]!.forfeitReasons).toEqual({ timeout: 8 });
    expect(s.stats.entries[1]!.forfeits).toBe(0);
    console.log(`slow bot run: ${r.ms} ms`);
  });

  it('a bot that never answers is stopped by the watchdog: its game is forfeited ("timeout"), the run completes', () => {
    // Watchdog: a worker is stopped once a decision has run budget + grace ms, grace defaulting to
    // max(2000, budget) (src/tournament/pool.ts), so ~3 s here; a budget no ordinary decision
    // reaches, even on a loaded machine, so that only the hang forfeits.
    const dir = outDir('hang');
    const r = runOk(dir, ['--bots', 'test/fixtures/hang.js,random', ...BASE, '--workers', '1', '--time-budget', '1000'], 60_000);
    const rows = readCsv(dir);
    expect(rows.map((x) => Number(x.index))).toEqual(ALL);
    // The fixture loops forever in game 2 (block 1, itself in seat 0); games 3-5 shared its batch.
    const hung = rows[2]!;
    expect(hung.forfeit_reason).toMatch(/^timeout: /);
    expect(hung.forfeit_reason).toMatch(/no answer after \d+ ms, worker stopped/);
    expect(hung.forfeit_seat).toBe('0');
    expect(hung.winner_seat).toBe('');
    expectUnspoiledAsReference(rows, new Set([2]));
    const s = readSummary(dir);
    expect(s.partial).toBe(false);
    expect(s.completed).toBe(N);
    expect(s.stats.games).toBe(N);
    expect(s.stats.forfeited).toBe(1);
    expect(s.stats.entries[0]!.forfeits).toBe(1);
    expect(s.stats.entries[0]!.forfeitReasons).toEqual({ timeout: 1 });
    console.log(`hanging bot run: ${r.ms} ms`);
  });

  it('a bot that runs its worker out of memory: the worker is replaced, the game forfeited ("crash")', () => {
    const dir = outDir('oom');
    const r = runOk(dir, ['--bots', 'test/fixtures/oom.js,random', ...BASE, '--workers', '1', '--worker-memory', '128'], 60_000);
    const rows = readCsv(dir);
    expect(rows.map((x) => Number(x.index))).toEqual(ALL);
    // The fixture hoards memory in game 5 (block 2, itself in seat 1); games 0-4 shared its batch.
    const crashed = rows[5]!;
    expect(crashed.forfeit_reason).toMatch(/^crash: .*memory/);
    expect(crashed.forfeit_seat).toBe('1');
    expect(crashed.winner_seat).toBe('');
    expectUnspoiledAsReference(rows, new Set([5]));
    const s = readSummary(dir);
    expect(s.partial).toBe(false);
    expect(s.completed).toBe(N);
    expect(s.stats.forfeited).toBe(1);
    expect(s.stats.entries[0]!.label).toBe('oom');
    expect(s.stats.entries[0]!.forfeitReasons).toEqual({ crash: 1 });
    expect(s.stats.entries[1]!.forfeits).toBe(0);
    console.log(`memory-hogging bot run: ${r.ms} ms`);
  });
});

// ---- determinism across workers, resume, shards ------------------------------------------------

describe('run: results do not depend on how the games were scheduled', () => {
  it('--workers 1 and --workers 2 (different batch sizes) give the same games.csv and stats', () => {
    // 60 games: tasks start at 15 games with one worker, at 8 with two (pool.ts), so the games land
    // on workers in a different order and grouping.
    const args = ['--games', '60', '--players', '3', '--bots', 'bots/builder.js,random,random', '--seed', 'workers'];
    const one = outDir('w1');
    const two = outDir('w2');
    const r1 = runOk(one, [...args, '--workers', '1']);
    const r2 = runOk(two, [...args, '--workers', '2']);
    const a = readCsv(one);
    const b = readCsv(two);
    expect(a).toHaveLength(60);
    expect(comparable(b)).toEqual(comparable(a));
    const sa = readSummary(one);
    const sb = readSummary(two);
    expect(sa.throughput!.workers).toBe(1);
    expect(sb.throughput!.workers).toBe(2);
    expect(untimed(sb.stats)).toEqual(untimed(sa.stats));
    expect(sb.plan).toEqual(sa.plan);
    expect(sa.stats.games).toBe(60);
    expect(sa.stats.entries.map((e) => e.label)).toEqual(['builder', 'random', 'random#2']);
    // Some games are really played (not all capped or forfeited).
    expect(sa.stats.won).toBeGreaterThan(0);
    console.log(`workers 1: ${r1.ms} ms, workers 2: ${r2.ms} ms`);
  });

  it('SIGINT leaves a valid partial folder (exit 130) and --resume completes it to the uninterrupted result', async () => {
    // Cheap games (turn cap 100, mostly capped) so the full run takes a few seconds.
    const args = ['--games', '6000', '--players', '2', '--trade', 'off', '--turn-cap', '100', '--seed', 'resume', '--workers', '2'];
    const dir = outDir('interrupted');
    const t0 = Date.now();
    const child = startBin(['run', ...args, '--out', dir, '--no-color']);
    let err = '';
    child.stdout.resume();
    // Interrupt once the first games are done (the progress line says so), however slow the machine.
    const started = new Promise<void>((res) => {
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (/progress: [1-9]\d*\//.test(err)) res();
      });
    });
    const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.on('close', (code, signal) => res({ code, signal })));
    await Promise.race([started, closed]);
    expect(child.exitCode, `the run finished before it could be interrupted: raise --games; stderr: ${err}`).toBeNull();
    child.kill('SIGINT');
    const { code, signal } = await closed;
    const interruptMs = Date.now() - t0;
    expect(signal).toBeNull();
    expect(code).toBe(130);
    expect(err).toMatch(/interrupted: \d+ of 6000 games saved/);
    expect(err).toContain(`--resume ${dir}`);

    const partial = readSummary(dir);
    expect(partial.format).toBe('catan-arena/summary@1');
    expect(partial.partial).toBe(true);
    expect(partial.expected).toBe(6000);
    expect(partial.completed).toBeGreaterThanOrEqual(0);
    expect(partial.completed).toBeLessThan(6000);
    expect(partial.stats.games).toBe(partial.completed);
    const partialRows = readCsv(dir);
    expect(partialRows).toHaveLength(partial.completed);

    const t1 = Date.now();
    const resumed = cli(['run', '--resume', dir, '-q', '--no-color']);
    const resumeMs = Date.now() - t1;
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    const done = readSummary(dir);
    expect(done.partial).toBe(false);
    expect(done.completed).toBe(6000);
    // Throughput counts only the games this resume played, not those it read back.
    if (partial.completed > 0) expect(resumed.out).toMatch(new RegExp(`\\d+ games/s \\(${6000 - partial.completed} games in [\\d.]+ s, 2 workers\\)`));
    const again = cli(['run', '--resume', dir, '-q', '--no-color']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/no game left to play/);
    const rows = readCsv(dir);
    expect(rows.map((r) => Number(r.index))).toEqual([...Array(6000).keys()]);
    // The games saved before the interruption are kept as they were.
    const byIndex = new Map(rows.map((r) => [r.index, r]));
    expect(partialRows.map((r) => byIndex.get(r.index))).toEqual(partialRows);

    const fresh = outDir('uninterrupted');
    const f = runOk(fresh, args);
    // Name the rows that differ (a deep-equality failure over 16,000 rows shows none of them).
    const freshRows = comparable(readCsv(fresh));
    const resumedRows = comparable(rows);
    expect(resumedRows.length).toBe(freshRows.length);
    const differing = resumedRows.filter((r, i) => JSON.stringify(r) !== JSON.stringify(freshRows[i])).map((r) => ({ resumed: r, fresh: freshRows[Number(r.index)] }));
    expect(differing.slice(0, 3)).toEqual([]);
    const full = readSummary(fresh);
    expect(untimed(done.stats)).toEqual(untimed(full.stats));
    expect(done.plan).toEqual(full.plan);
    console.log(`interrupted after ${partial.completed} games (${interruptMs} ms), resume ${resumeMs} ms, uninterrupted ${f.ms} ms`);
  });

  it('--shard 1/2 and 2/2 merged equal a single run (games.csv, stats, records)', () => {
    const args = ['--games', '40', '--players', '2', '--trade', 'off', '--seed', 'shards', '--record', '--workers', '2'];
    const s1 = outDir('shard1');
    const s2 = outDir('shard2');
    const single = outDir('single');
    const merged = outDir('merged');
    runOk(s1, [...args, '--shard', '1/2']);
    runOk(s2, [...args, '--shard', '2/2']);
    runOk(single, args);

    // Shards split by whole blocks (both rotations of a block stay together).
    const rows1 = readCsv(s1);
    const rows2 = readCsv(s2);
    expect(rows1.map((r) => Number(r.index))).toEqual([...Array(40).keys()].filter((i) => Math.floor(i / 2) % 2 === 0));
    expect(rows2.map((r) => Number(r.index))).toEqual([...Array(40).keys()].filter((i) => Math.floor(i / 2) % 2 === 1));
    const sum1 = readSummary(s1);
    expect(sum1.plan.shard).toEqual({ k: 1, n: 2 });
    expect(sum1.expected).toBe(20);
    expect(sum1.partial).toBe(false);

    const m = cli(['merge', s1, s2, '--out', merged, '--no-color']);
    expect(m.err).toBe(`verify: ${s1}: every game replayed as stored\nverify: ${s2}: every game replayed as stored\n`);
    expect(m.code).toBe(0);
    expect(m.out).toContain('40 of 40 games merged from 2 folders');
    expect(comparable(readCsv(merged))).toEqual(comparable(readCsv(single)));
    const ms = readSummary(merged);
    const ss = readSummary(single);
    expect(ms.partial).toBe(false);
    expect(ms.completed).toBe(40);
    expect(ms.plan.shard).toBeNull();
    expect(ms.plan).toEqual(ss.plan);
    expect(untimed(ms.stats)).toEqual(untimed(ss.stats));

    // The merged records are the single run's records, in game order, and they replay.
    const records = (d: string) => recordLines(d).map((l) => JSON.parse(l) as { index: number });
    expect(records(merged)).toEqual(records(single));
    expect(records(merged)).toHaveLength(40);
    const replay = cli(['replay', join(merged, 'games.jsonl.gz')]);
    expect(replay.code).toBe(0);
    expect(replay.out).toContain('40 of 40 records replayed and checked');

    // Only one shard: the merged summary is marked partial.
    const half = outDir('half');
    const h = cli(['merge', s1, '--out', half, '--json']);
    expect(h.code).toBe(0);
    const hs = JSON.parse(h.out) as Summary;
    expect(hs.partial).toBe(true);
    expect(hs.completed).toBe(20);
    expect(hs.expected).toBe(40);

    // Folders of runs with other settings are refused.
    const other = outDir('other-seed');
    runOk(other, ['--games', '40', '--players', '2', '--trade', 'off', '--seed', 'other', '--record', '--workers', '1', '--shard', '2/2']);
    const bad = cli(['merge', s1, other, '--out', outDir('bad-merge')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/different settings/);
  });
});
