// Recorded runs side by side: the same `catan-arena run ... --record` on two builds of the CLI
// (another checkout's, given with --base, and this one's), alternated in ABBA order, with each
// side's min / median / max seconds (wall, and CPU of the whole process where /proc tells it: the
// figure to read when other jobs share the machine) and the bytes its records file holds per game. Two workloads:
// four random bots with domestic trade (the largest records: some 3,000 steps a game) and four
// built-in bots that trade with a plan (greedy and value). Writes results/bench/records.json.
//
//   node dist/bench/records.js --base <other checkout>/bin/catan-arena.js [--rounds N] [--games N] [--workers N] [--plain]
//
// --plain adds a third side: this build with --record-format jsonl. Make the base build with
// `git worktree add /tmp/base <ref> && cd /tmp/base && npm ci && npm run build`.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runInfo } from './run-info.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { base: { type: 'string' }, rounds: { type: 'string' }, games: { type: 'string' }, workers: { type: 'string' }, plain: { type: 'boolean' } } });
if (!values.base || !existsSync(values.base)) {
  console.error('usage: node dist/bench/records.js --base <other checkout>/bin/catan-arena.js [--rounds N] [--games N] [--workers N] [--plain]');
  process.exit(2);
}
const rounds = Number(values.rounds ?? 5);
const games = Number(values.games ?? 1000);
const workers = values.workers ?? '2';

interface SideSpec {
  name: string;
  bin: string;
  extra: string[];
}
const sides: SideSpec[] = [
  { name: 'base', bin: resolve(values.base), extra: [] },
  { name: 'head', bin: join(root, 'bin', 'catan-arena.js'), extra: [] },
];
if (values.plain) sides.push({ name: 'head --record-format jsonl', bin: join(root, 'bin', 'catan-arena.js'), extra: ['--record-format', 'jsonl'] });

const WORKLOADS = [
  { name: '4 random bots, domestic trade', args: [] as string[] },
  { name: 'greedy, value, greedy, value', args: ['--bots', 'greedy,value,greedy,value'] },
];

const scratch = mkdtempSync(join(tmpdir(), 'catan-records-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** CPU seconds of this process's waited-for children (Linux: cutime + cstime of /proc/self/stat), or NaN. */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After "pid (comm) ": state is field 3, cutime and cstime fields 16 and 17, in clock ticks (100 a second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

interface Once {
  seconds: number;
  cpuSeconds: number;
  bytesPerGame: number;
  file: string;
}

/** One run: its wall and CPU seconds and its records file's bytes per game. */
function once(side: SideSpec, workload: (typeof WORKLOADS)[number], k: number): Once {
  const out = join(scratch, `${k}`);
  rmSync(out, { recursive: true, force: true });
  const args = [side.bin, 'run', '--games', String(games), '--seed', 'records-bench', '--workers', workers, '--record', ...workload.args, ...side.extra, '-q', '--out', out];
  const t = performance.now();
  const cpu = childCpuSeconds();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const seconds = (performance.now() - t) / 1000;
  const cpuSeconds = childCpuSeconds() - cpu;
  if (r.status !== 0) throw new Error(`${side.name}: exit ${r.status}: ${r.stderr}`);
  const file = ['games.jsonl.gz', 'games.jsonl'].find((f) => existsSync(join(out, f)))!;
  const bytesPerGame = statSync(join(out, file)).size / games;
  rmSync(out, { recursive: true, force: true });
  return { seconds, cpuSeconds, bytesPerGame, file };
}

const report: Record<string, unknown>[] = [];
let k = 0;
for (const workload of WORKLOADS) {
  const runs = new Map<string, Once[]>(sides.map((s) => [s.name, []]));
  for (let round = 0; round < rounds; round++) {
    // ABBA: each side goes first as often as the other.
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) runs.get(side.name)!.push(once(side, workload, k++));
  }
  console.log(`\n${workload.name}: ${games} games, ${workers} workers, ${rounds} rounds alternated (wall and CPU seconds min / median / max; records bytes per game)`);
  const spread = (xs: number[]) => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs), all: xs });
  const shown = (x: { min: number; median: number; max: number }) => `${x.min.toFixed(2)} / ${x.median.toFixed(2)} / ${x.max.toFixed(2)}`;
  const rows = sides.map((side) => {
    const rs = runs.get(side.name)!;
    const row = { side: side.name, file: rs[0]!.file, seconds: spread(rs.map((r) => r.seconds)), cpuSeconds: spread(rs.map((r) => r.cpuSeconds)), bytesPerGame: Math.round(median(rs.map((r) => r.bytesPerGame))) };
    console.log(`  ${side.name.padEnd(28)} wall ${shown(row.seconds)} s   cpu ${shown(row.cpuSeconds)} s   ${row.bytesPerGame} B/game (${row.file})`);
    return row;
  });
  report.push({ workload: workload.name, games, workers: Number(workers), rounds, sides: rows });
}
rmSync(scratch, { recursive: true, force: true });
const dir = join(root, 'results', 'bench');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'records.json'), JSON.stringify({ ...runInfo(), base: resolve(values.base), workloads: report }, null, 2) + '\n');
console.log(`\nwritten: ${join(dir, 'records.json')}`);
