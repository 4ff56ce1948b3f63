// Peak resident memory of `run`, `run --resume` and `merge` against the number of games: runs of
// BENCH_MEMORY_GAMES games (default 10000,100000,1000000) with random bots on games made short
// (trade off, 5 VP to win, 200 turns at most), then a resume and a merge of the largest folder,
// and for reference the same games played by the worker pool alone (no results folder: what the
// workers and the pool hold). Each is its own process, started with a preload that writes the
// process's peak RSS (process.resourceUsage().maxRSS: main thread and workers together) when it
// exits. Prints a table and writes results/bench/memory.json. `--cli PATH` measures another
// build's bin/catan-arena.js (a checkout of the parent commit, side by side); `--keep DIR` keeps
// the folders there; `--no-pool` leaves out the pool alone.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planIdentity, planIndices } from '../src/tournament/plan.js';
import { runOnPool } from '../src/tournament/pool.js';
import { resolvePlan } from '../src/tournament/resolve.js';
import { runInfo } from './run-info.js';

// As a child: the games of the runs below, played by the pool alone (`--pool-only N`).
if (process.argv[2] === '--pool-only') {
  const games = Number(process.argv[3]);
  const plan = resolvePlan({}, { games, seed: 'memory', trade: 'off', targetVp: 5, turnCap: 200 }, '(bench)', process.cwd());
  await runOnPool(plan, planIdentity(plan), planIndices(plan), { workers: Number(process.env.BENCH_MEMORY_WORKERS ?? 2), onGame: () => {} });
  process.exit(0);
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const cli = resolve(flag('--cli') ?? fileURLToPath(new URL('../../bin/catan-arena.js', import.meta.url)));
const sizes = (process.env.BENCH_MEMORY_GAMES ?? '10000,100000,1000000').split(',').map(Number);
const workers = process.env.BENCH_MEMORY_WORKERS ?? '2';
const keep = flag('--keep');
const root = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'catan-memory-'));
mkdirSync(root, { recursive: true });
const GAME_FLAGS = ['--seed', 'memory', '--trade', 'off', '--target-vp', '5', '--turn-cap', '200', '--workers', workers, '--quiet'];

interface Measure {
  command: string;
  games: number;
  peakRssMb: number;
  seconds: number;
}

/** Runs the CLI (or, with `script`, that script) with `cliArgs` in its own process; its peak RSS as the preload reports it. */
function measure(label: string, games: number, cliArgs: string[], script = cli): Measure {
  const rssFile = join(root, `rss-${label}-${games}.txt`);
  const preload = `data:text/javascript,import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(${JSON.stringify(rssFile)},String(process.resourceUsage().maxRSS)))`;
  const t0 = performance.now();
  const out = spawnSync(process.execPath, ['--import', preload, script, ...cliArgs], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const seconds = (performance.now() - t0) / 1000;
  if (out.status !== 0) throw new Error(`${label} ${games}: exit ${out.status}\n${out.stderr}`);
  const peakRssMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
  const m = { command: label, games, peakRssMb: Math.round(peakRssMb), seconds: Math.round(seconds * 10) / 10 };
  console.log(`${label.padEnd(7)} ${String(games).padStart(9)} games: peak RSS ${String(m.peakRssMb).padStart(5)} MB, ${m.seconds} s`);
  return m;
}

const measures: Measure[] = [];
for (const n of sizes) measures.push(measure('run', n, ['run', '--games', String(n), ...GAME_FLAGS, '--out', join(root, `run-${n}`), '--force']));
const largest = Math.max(...sizes);
const dir = join(root, `run-${largest}`);
measures.push(measure('resume', largest, ['run', '--resume', dir, '--workers', workers, '--quiet']));
measures.push(measure('merge', largest, ['merge', dir, '--out', join(root, `merged-${largest}`), '--force', '--workers', workers, '--quiet']));
if (!args.includes('--no-pool')) for (const n of sizes) measures.push(measure('pool', n, ['--pool-only', String(n)], fileURLToPath(import.meta.url)));

const report = { ...runInfo(), cli, flags: GAME_FLAGS, measures };
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/memory.json', JSON.stringify(report, null, 2) + '\n');
console.log('wrote results/bench/memory.json');
if (!keep) rmSync(root, { recursive: true, force: true });
