// Side-by-side engine benchmark: the way to claim a change is faster or no slower. Builds two
// versions of the engine (a base ref against a head ref, or against the working tree as it is,
// uncommitted changes included), runs their own bench/engine.js alternately in ABBA order and
// prints min / median / max per side with the ratio of medians. Writes
// results/bench/side-by-side.json. Both sides play with domestic trade off on random maps
// (BENCH_TRADE=0, BENCH_MAP=random), the one workload every version of the benchmark has.
// With --variant (catan-for-two, or scenario:<id> for a Seafarers scenario), which older benchmarks
// cannot play, both sides run this checkout's bench/games-on.js instead, each on its own engine,
// and must play the same games.
// With --bench bots, both sides run bench/bots.js (mcts iterations and value decisions per second;
// a side without it gets this checkout's bench/bots.ts before its build), and must decide alike.
//
//   npm run bench:compare -- <base-ref> [--head <ref>] [--rounds N] [--games N] [--players N] [--variant V] [--bench engine|bots]

import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run bench:compare -- <base-ref> [--head <ref>] [--rounds N] [--games N] [--players N] [--variant V] [--bench engine|bots]';

/** The search bots' figures (bench/bots.js), by path in its JSON. */
const BOT_FIGURES = [
  { key: 'mctsTurn.iterationsPerCpuSecond', label: 'mcts turn it/cpu-s', better: 'higher', digits: 0 },
  { key: 'mctsTurn.iterationsPerSecond', label: 'mcts turn it/s', better: 'higher', digits: 0 },
  { key: 'mctsGame.iterationsPerCpuSecond', label: 'mcts game it/cpu-s', better: 'higher', digits: 0 },
  { key: 'value.decisionsPerCpuSecond', label: 'value dec/cpu-s', better: 'higher', digits: 0 },
  { key: 'value.decisionsPerSecond', label: 'value dec/s', better: 'higher', digits: 0 },
] as const;

/** The figures compared; `better` says which direction is an improvement. */
const ENGINE_FIGURES = [
  { key: 'gamesPerSecond', label: 'games/s', better: 'higher', digits: 0 },
  // Per second of the bench process's CPU time: what to read when other jobs share the machine.
  { key: 'gamesPerCpuSecond', label: 'games/cpu-s', better: 'higher', digits: 0 },
  { key: 'nsPerStepRawEngine', label: 'ns/step raw', better: 'lower', digits: 1 },
  { key: 'nsPerClone', label: 'ns/clone', better: 'lower', digits: 1 },
] as const;

let FIGURES: ReadonlyArray<{ key: string; label: string; better: string; digits: number }> = ENGINE_FIGURES;

/** A figure of a run's JSON by its dotted path. */
function figure(result: Record<string, unknown>, path: string): unknown {
  let v: unknown = result;
  for (const k of path.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

interface Side {
  name: 'base' | 'head';
  ref: string | null; // null: the working tree
  commit: string | null;
  describe: string; // short hash + subject, or "working tree ..."
  dir: string;
  install: string | null; // how node_modules was provided to a temporary worktree
}

interface Run {
  index: number;
  side: 'base' | 'head';
  seconds: number;
  result: Record<string, unknown>;
}

class UsageError extends Error {}

// dist/bench/side-by-side.js -> the package root, whatever the caller's cwd.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let tempDir: string | null = null; // holds both sides' worktrees
const worktrees: string[] = [];
let child: ChildProcess | null = null;
let botsBench = false; // --bench bots

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name}: expected a positive integer, got ${value}`);
  return n;
}

function parseCommandLine() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { head: { type: 'string' }, rounds: { type: 'string' }, games: { type: 'string' }, players: { type: 'string' }, variant: { type: 'string' }, bench: { type: 'string' } },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError('expected exactly one base ref');
  const players = positiveInt('players', values.players, 4);
  if (players < 2 || players > 6) throw new UsageError(`--players: expected 2-6, got ${players}`);
  return {
    base: positionals[0]!,
    head: values.head ?? null,
    rounds: positiveInt('rounds', values.rounds, 5),
    games: positiveInt('games', values.games, 5000),
    players,
    variant: values.variant ?? null,
    bench: benchName(values.bench),
  };
}

function benchName(v: string | undefined): 'engine' | 'bots' {
  if (v === undefined || v === 'engine' || v === 'bots') return v ?? 'engine';
  throw new UsageError(`--bench: expected engine or bots, got ${v}`);
}

/** Runs a command to completion, capturing its output. Async so that Ctrl-C reaches our handler. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    let out = '';
    child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => (out += d));
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.on('error', fail);
    child.on('close', (code) => {
      child = null;
      done({ code, out });
    });
  });
}

function resolveCommit(side: 'base' | 'head', ref: string): { commit: string; describe: string } {
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`${side} ${ref}: not a commit in this repository`);
  }
  return { commit, describe: git('log', '-1', '--format=%h %s', commit) };
}

/** A temporary detached worktree of `commit`, with node_modules and a fresh build of its own. */
async function prepareWorktree(name: 'base' | 'head', ref: string): Promise<Side> {
  const { commit, describe } = resolveCommit(name, ref);
  const fail = (step: string, detail = '') => new Error(`${name} ${ref} (${describe}): ${step} failed${detail ? `\n${detail.trimEnd()}` : ''}`);
  tempDir ??= mkdtempSync(join(os.tmpdir(), 'catan-arena-compare-'));
  const dir = join(tempDir, name);
  try {
    git('worktree', 'add', '--detach', dir, commit);
  } catch (e) {
    throw fail('git worktree add', String((e as { stderr?: string }).stderr ?? e));
  }
  worktrees.push(dir);
  if (!existsSync(join(dir, 'bench/engine.ts'))) throw fail('finding bench/engine.ts', 'this commit has no engine benchmark');
  // The bots' benchmark came later: an older side runs this checkout's copy (and the header
  // helper it imports) on its own code.
  if (botsBench) {
    for (const file of ['bench/bots.ts', 'bench/run-info.ts']) {
      if (!existsSync(join(dir, file))) copyFileSync(join(root, file), join(dir, file));
    }
  }

  // Same lock file: the installed packages are the right ones, so link them (seconds instead of a
  // fresh install). Otherwise the commit needs its own install.
  const lockHere = readFileSync(join(root, 'package-lock.json'), 'utf8');
  const lockThere = existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json'), 'utf8') : '';
  let install: string;
  if (lockHere === lockThere) {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    install = 'node_modules linked from this checkout';
  } else {
    console.log(`${name}: package-lock.json differs from this checkout's, running npm ci in its worktree`);
    const r = await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    if (r.code !== 0) throw fail('npm ci', r.out);
    install = 'npm ci (package-lock.json differs)';
  }
  console.log(`${name}: building ${describe}`);
  const b = await run('npx', ['tsc', '-p', 'tsconfig.build.json'], dir);
  if (b.code !== 0) throw fail('build (npx tsc -p tsconfig.build.json)', b.out);
  return { name, ref, commit, describe, dir, install };
}

/** The working tree as it is; `npm run bench:compare` has just built it. */
function workingTree(): Side {
  const head = git('log', '-1', '--format=%h %s');
  const dirty = git('status', '--porcelain') !== '';
  if (!existsSync(join(root, 'dist/bench/engine.js'))) throw new Error('head (working tree): dist/bench/engine.js missing; run npm run build');
  const describe = `working tree (${dirty ? 'uncommitted changes on' : 'clean, same as'} ${head})`;
  return { name: 'head', ref: null, commit: null, describe, dir: root, install: null };
}

/** Removes the temporary worktrees. Synchronous so that it also works inside a signal handler. */
function cleanUp() {
  for (const dir of worktrees.splice(0)) {
    // Unlink the node_modules link first so that nothing below can delete through it into this checkout.
    try {
      unlinkSync(join(dir, 'node_modules'));
    } catch {
      /* not a link (npm ci) or not there */
    }
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      try {
        git('worktree', 'prune');
      } catch {
        /* the entry stays listed; `git worktree prune` clears it */
      }
    }
  }
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = null;
}

function onSignal(signal: NodeJS.Signals) {
  child?.kill('SIGTERM');
  console.error(`\nside-by-side: ${signal}, removing the temporary worktrees`);
  cleanUp();
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

interface Timed {
  seconds: number;
  result: Record<string, unknown>;
}

/**
 * Runs one benchmark script for a side and reads the JSON it wrote: the first of `files` that
 * exists. The files are removed first, so a run that writes nothing is never read as the previous
 * run's figures. `what` names the script in errors; `missing` says why no file may have appeared.
 */
async function runForFigures(side: Side, args: string[], cwd: string, env: NodeJS.ProcessEnv, files: string[], what: string, missing: string): Promise<Timed> {
  for (const f of files) rmSync(f, { force: true });
  const t0 = performance.now();
  const r = await run(process.execPath, args, cwd, env);
  const seconds = (performance.now() - t0) / 1000;
  if (r.code !== 0) throw new Error(`${side.name} (${side.describe}): ${what} failed\n${r.out.trimEnd()}`);
  const file = files.find((f) => existsSync(f));
  if (!file) throw new Error(`${side.name} (${side.describe}): ${what} wrote none of ${files.join(', ')}${missing}`);
  return { seconds, result: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> };
}

/** One engine benchmark in the side's own tree. */
function benchOnce(side: Side, games: number, players: number): Promise<Timed> {
  // Domestic trade off on random maps: the workload every version of the benchmark runs (versions
  // before full domestic trade had it off and wrote engine.json; later ones write
  // engine-no-trade.json; versions before official boards dealt random maps only).
  const stem = join(side.dir, 'results/bench', players === 4 ? 'engine' : `engine-${players}p`);
  const env = { ...process.env, BENCH_GAMES: String(games), BENCH_TRADE: '0', BENCH_MAP: 'random' };
  return runForFigures(side, ['dist/bench/engine.js', String(players)], side.dir, env, [`${stem}-no-trade.json`, `${stem}.json`], `node dist/bench/engine.js ${players}`, ' (does its bench/engine.ts take a player count?)');
}

/** One run of the side's bench/bots.js. */
function botsOnce(side: Side): Promise<Timed> {
  return runForFigures(side, ['dist/bench/bots.js'], side.dir, process.env, [join(side.dir, 'results/bench/bots.json')], 'node dist/bench/bots.js', '');
}

/** One run of this checkout's bench/games-on.js on the side's engine (a variant's workload). */
function gamesOnce(side: Side, games: number, players: number, variant: string): Promise<Timed> {
  const out = join((tempDir ??= mkdtempSync(join(os.tmpdir(), 'catan-arena-compare-'))), `games-on-${side.name}.json`);
  const env = { ...process.env, ENGINE_ROOT: side.dir, BENCH_GAMES: String(games), BENCH_VARIANT: variant, BENCH_OUT: out };
  return runForFigures(side, [join(root, 'dist/bench/games-on.js'), String(players)], root, env, [out], `dist/bench/games-on.js ${players} (variant ${variant})`, '');
}

/** ABBA ABBA ...: a steady drift in machine speed then costs both sides alike. */
function abbaOrder(rounds: number): Array<'base' | 'head'> {
  const order: Array<'base' | 'head'> = [];
  for (let i = 0; i < rounds; i++) order.push(...(i % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const)));
  return order;
}

function summary(values: number[]) {
  if (values.length === 0) return null; // the side's benchmark does not report this figure
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return { min: v[0]!, median: v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2, max: v[v.length - 1]! };
}

function compare(runs: Run[]) {
  return FIGURES.map((f) => {
    const of = (side: 'base' | 'head') => summary(runs.filter((r) => r.side === side).map((r) => figure(r.result, f.key)).filter((x): x is number => typeof x === 'number'));
    const base = of('base');
    const head = of('head');
    const ratio = base && head ? head.median / base.median : null;
    // The ranges overlapping means this run cannot tell the two apart.
    const overlap = base && head ? head.min <= base.max && base.min <= head.max : null;
    return { key: f.key, label: f.label, better: f.better, base, head, ratio, rangesOverlap: overlap };
  });
}

function printTable(rows: ReturnType<typeof compare>) {
  const mmm = (s: { min: number; median: number; max: number } | null, d: number) => (s ? `${s.min.toFixed(d)} / ${s.median.toFixed(d)} / ${s.max.toFixed(d)}` : '-');
  const lines = [['figure', 'base min / median / max', 'head min / median / max', 'head/base', 'change', 'ranges']];
  for (const r of rows) {
    const d = FIGURES.find((f) => f.key === r.key)!.digits;
    const change = r.ratio === null ? '-' : `${r.label} ${r.ratio >= 1 ? '+' : ''}${(100 * (r.ratio - 1)).toFixed(1)}% (${r.better} is better)`;
    const ranges = r.rangesOverlap === null ? '-' : r.rangesOverlap ? 'overlap' : 'apart';
    lines.push([r.label, mmm(r.base, d), mmm(r.head, d), r.ratio === null ? '-' : r.ratio.toFixed(3), change, ranges]);
  }
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)));
  for (const l of lines) console.log('  ' + l.map((cell, c) => (c === 0 || c >= 4 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd());
}

async function main() {
  const opts = parseCommandLine();
  botsBench = opts.bench === 'bots';
  if (botsBench) FIGURES = BOT_FIGURES;
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const sides = {
    base: await prepareWorktree('base', opts.base),
    head: opts.head === null ? workingTree() : await prepareWorktree('head', opts.head),
  };
  const order = abbaOrder(opts.rounds);
  const script = botsBench ? 'dist/bench/bots.js' : opts.variant ? `dist/bench/games-on.js ${opts.players} (BENCH_VARIANT=${opts.variant}, each side's engine)` : `dist/bench/engine.js ${opts.players}`;
  console.log(`\n${order.length} runs of node ${script}, BENCH_GAMES=${opts.games}, order ${order.map((s) => (s === 'base' ? 'A' : 'B')).join('')} (A base, B head)`);
  const runs: Run[] = [];
  for (const [i, name] of order.entries()) {
    const { seconds, result } = botsBench
      ? await botsOnce(sides[name])
      : opts.variant
        ? await gamesOnce(sides[name], opts.games, opts.players, opts.variant)
        : await benchOnce(sides[name], opts.games, opts.players);
    runs.push({ index: i + 1, side: name, seconds, result });
    const first = FIGURES[0]!;
    const v = figure(result, first.key);
    const second = FIGURES[1]!;
    const w = figure(result, second.key);
    console.log(`  run ${String(i + 1).padStart(2)}/${order.length}  ${name}  ${typeof v === 'number' ? v.toFixed(0) : '-'} ${first.label}, ${typeof w === 'number' ? w.toFixed(0) : '-'} ${second.label}  (${seconds.toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(1)})`);
  }

  const rows = compare(runs);
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const what = botsBench ? 'search bots (bench/bots.js)' : `${opts.players} players${opts.variant ? `, ${opts.variant}` : ''}, ${opts.games} games per run`;
  console.log(`\ncatan-arena side by side (${what}, ${opts.rounds} per side)`);
  for (const s of [sides.base, sides.head]) console.log(`  ${s.name}  ${s.describe}${s.install?.startsWith('npm ci') ? `  [${s.install}]` : ''}`);
  console.log(`  node ${process.version}, ${cpu} (${os.cpus().length} cores)`);
  console.log(`  run order ${order.join(' ')}`);
  printTable(rows);
  const checks = new Set(runs.map((r) => r.result.resultsCheck).filter((c) => c !== undefined));
  if (botsBench) {
    const hashes = new Set(runs.map((r) => ['mctsTurn', 'mctsGame', 'value'].map((k) => figure(r.result, `${k}.hash`)).join(' ')));
    console.log(hashes.size === 1 ? '  both sides made the same decisions (equal decision hashes)' : `  WARNING: the sides' decisions differ (${[...hashes].join('; ')})`);
  }
  if (opts.variant) console.log(checks.size === 1 ? '  both sides played the same games (equal result checks)' : `  WARNING: the sides' games differ (result checks ${[...checks].join(', ')})`);

  mkdirSync(join(root, 'results/bench'), { recursive: true });
  const out = join(root, 'results/bench/side-by-side.json');
  const meta = (s: Side) => ({ ref: s.ref ?? 'working tree', commit: s.commit, describe: s.describe, install: s.install });
  const report = { date: new Date().toISOString(), node: process.version, cpu, cores: os.cpus().length, ...opts, head: opts.head ?? 'working tree', order, sides: { base: meta(sides.base), head: meta(sides.head) }, figures: rows, runs };
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  console.log('  written to results/bench/side-by-side.json');
}

try {
  await main();
} catch (e) {
  console.error(`side-by-side: ${(e as Error).message}`);
  if (e instanceof UsageError) console.error(USAGE);
  process.exitCode = e instanceof UsageError ? 2 : 1;
} finally {
  cleanUp();
}
