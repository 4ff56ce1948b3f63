// Tournament benchmark: random-bot 4-player games through the real worker pool, with 1, 2, ...
// workers up to the cores, twice: the pool alone, and as `run` plays them (the same pool with the
// results folder: journal, checkpoints, games.csv and summary.json, in a temporary folder). Prints
// games/s, the speed-up over one worker and the efficiency per worker (wall clock, pool start
// included); writes results/bench/tournament.json. 20,000 games with domestic trade off by default
// (BENCH_TOURNAMENT_GAMES, BENCH_TRADE=offers per turn to change). BENCH_TOURNAMENT_ROUNDS=N runs
// every worker count N times, alternated (1, 2, 1, 2, ...), and prints min / median / max: this
// machine's speed drifts by a tenth within minutes, so one pair of runs proves little.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { executePlan } from '../src/cli/execute.js';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { planIdentity, planIndices, type TournamentPlan } from '../src/tournament/plan.js';
import { runOnPool } from '../src/tournament/pool.js';
import { runInfo } from './run-info.js';
import { threadCpuSince, type ThreadSplit } from './thread-cpu.js';

const GAMES = Number(process.env.BENCH_TOURNAMENT_GAMES ?? 20000);
const OFFERS = Number(process.env.BENCH_TRADE ?? 0);
const ROUNDS = Math.max(1, Number(process.env.BENCH_TOURNAMENT_ROUNDS ?? 1));
const cores = availableParallelism();

const plan: TournamentPlan = {
  name: 'bench',
  seed: 'bench',
  games: GAMES,
  lineup: [0, 1, 2, 3].map((i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i + 1}`, options: {} })),
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players: 4, tradeOffersPerTurn: OFFERS }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
};

type Mode = 'pool' | 'run';

/** Wall-clock time of the whole run (pool start included), and the rate once results flow. */
async function timed(workers: number, mode: Mode): Promise<{ seconds: number; games: number; steadyGamesPerSecond: number; mainThreadBusy: number; coresUsed: number; cpu: ThreadSplit | null }> {
  let games = 0;
  let firstAt = 0;
  let firstGames = 0;
  const dir = mode === 'run' ? mkdtempSync(join(tmpdir(), 'catan-bench-')) : '';
  // The main thread shares the cores with the workers: its busy share is what it takes from them.
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const threads = threadCpuSince();
  const t0 = performance.now();
  if (mode === 'pool') {
    await runOnPool(plan, planIdentity(plan), planIndices(plan), {
      workers,
      onGame: () => {
        games++;
        if (firstAt === 0) {
          firstAt = performance.now();
          firstGames = games;
        }
      },
    });
  } else {
    const x = await executePlan(plan, dir, { workers, quiet: true, command: { name: 'run' } });
    games = x.summary.completed;
  }
  const t1 = performance.now();
  const split = threads();
  if (dir) rmSync(dir, { recursive: true, force: true });
  const elu = performance.eventLoopUtilization(elu0);
  const cpu = process.cpuUsage(cpu0);
  // Cores the whole process kept busy: with one worker, V8's collector and compiler threads and the
  // main thread use the other core, which a second worker has to share with them.
  const coresUsed = (cpu.user + cpu.system) / 1e6 / ((t1 - t0) / 1000);
  const steady = firstAt > 0 ? (games - firstGames) / ((t1 - firstAt) / 1000) : null;
  return { seconds: (t1 - t0) / 1000, games, steadyGamesPerSecond: steady ?? games / ((t1 - t0) / 1000), mainThreadBusy: elu.utilization, coresUsed, cpu: split };
}

type Figures = { workers: number; seconds: number; gamesPerSecond: number; steadyGamesPerSecond: number; mainThreadBusy: number; coresUsed: number; cpuSeconds: ThreadSplit | null };
const counts = [...new Set([1, 2, cores].filter((w) => w <= Math.max(cores, 2)))];
// rounds[mode][r]: one run of every worker count, in the order they were made.
const rounds: Record<Mode, Figures[][]> = { pool: [], run: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (const mode of ['pool', 'run'] as const) {
    const round: Figures[] = [];
    for (const workers of counts) {
      const x = await timed(workers, mode);
      round.push({ workers, seconds: x.seconds, gamesPerSecond: x.games / x.seconds, steadyGamesPerSecond: x.steadyGamesPerSecond, mainThreadBusy: x.mainThreadBusy, coresUsed: x.coresUsed, cpuSeconds: x.cpu });
    }
    rounds[mode].push(round);
  }
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const spread = (xs: number[]) => {
  const s = sorted(xs);
  return { min: s[0]!, median: s[(s.length - 1) >> 1]!, max: s[s.length - 1]! };
};
// Each worker count's median run, with the speed-up of each round (against that round's one worker).
const summarise = (all: Figures[][]) =>
  counts.map((workers, k) => {
    const runs = all.map((round) => round[k]!);
    const middle = sorted(runs.map((r) => r.seconds))[(runs.length - 1) >> 1]!;
    const median = runs.find((r) => r.seconds === middle)!;
    const speedUps = all.map((round) => round[0]!.seconds / round[k]!.seconds);
    const speedUp = spread(speedUps);
    return { ...median, gamesPerSecondRange: spread(runs.map((r) => r.gamesPerSecond)), speedUp: speedUp.median, speedUpRange: speedUp, efficiency: speedUp.median / workers, rounds: runs };
  });
const figures = {
  ...runInfo(),
  games: GAMES,
  tradeOffersPerTurn: OFFERS,
  rounds: ROUNDS,
  runs: summarise(rounds.pool),
  // As `run` plays them: the results folder written as the games end.
  runsWithResults: summarise(rounds.run),
};
const trade = OFFERS === 0 ? 'domestic trade off' : `domestic trade on (${OFFERS} offers a turn)`;
console.log(`catan-arena tournament benchmark (${GAMES} random 4-player games, official maps, ${trade}, real worker pool; load average ${figures.loadAverage!.toFixed(1)})`);
const range = (x: { min: number; median: number; max: number }, digits: number) => (ROUNDS === 1 ? x.median.toFixed(digits) : `${x.min.toFixed(digits)} / ${x.median.toFixed(digits)} / ${x.max.toFixed(digits)}`);
if (ROUNDS > 1) console.log(`  ${ROUNDS} rounds, worker counts alternated; min / median / max, the speed-up of each round against its own one-worker run, the rest from the median run:`);
for (const [title, runs] of [['the pool alone', figures.runs], ['as run plays them (journal, checkpoints, games.csv, summary.json)', figures.runsWithResults]] as const) {
  console.log(`  ${title}:`);
  for (const r of runs) {
    const c = r.cpuSeconds;
    // Where the cores went: with one worker the rest shares the idle core; with a worker per core it
    // is taken from the workers.
    const split = c ? `  CPU s: workers ${c.started.toFixed(2)}, V8 compiler and GC threads ${c.helpers.toFixed(2)}, main thread ${c.main.toFixed(2)}` : '';
    const steady = title === 'the pool alone' ? `  ${r.steadyGamesPerSecond.toFixed(0).padStart(6)} once results flow` : '';
    console.log(`  ${String(r.workers).padStart(2)} worker${r.workers === 1 ? ' ' : 's'}  ${range(r.gamesPerSecondRange, 0)} games/s (${r.seconds.toFixed(2)} s wall)${steady}  speed-up ${range(r.speedUpRange, 2)}x  efficiency ${(100 * r.efficiency).toFixed(0)}% per worker  main thread busy ${(100 * r.mainThreadBusy).toFixed(0)}%  cores used ${r.coresUsed.toFixed(2)}${split}`);
  }
}
if (cores < 2) console.log('  (one core: 2 workers share it, so no speed-up is expected)');
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/tournament.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/tournament.json');
