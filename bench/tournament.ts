// Tournament benchmark: random-bot 4-player games through the real worker pool, with 1, 2, ...
// workers up to the cores. Prints games/s, the speed-up over one worker and the efficiency per
// worker (wall clock, pool start included); writes results/bench/tournament.json. 20,000 games with
// domestic trade off by default (BENCH_TOURNAMENT_GAMES, BENCH_TRADE=offers per turn to change).

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { officialOptionsSchema } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { planIdentity, planIndices, type TournamentPlan } from '../src/tournament/plan.js';
import { runOnPool } from '../src/tournament/pool.js';
import { runInfo } from './run-info.js';

const GAMES = Number(process.env.BENCH_TOURNAMENT_GAMES ?? 20000);
const OFFERS = Number(process.env.BENCH_TRADE ?? 0);
const cores = availableParallelism();

const plan: TournamentPlan = {
  name: 'bench',
  seed: 'bench',
  games: GAMES,
  lineup: [0, 1, 2, 3].map((i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i + 1}`, options: {} })),
  map: { kind: 'generator', generator: 'official', options: officialOptionsSchema.parse({}) },
  options: resolveOptions({ players: 4, tradeOffersPerTurn: OFFERS }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
};

/** Wall-clock time of the whole run (pool start included), and the rate once results flow. */
async function timed(workers: number): Promise<{ seconds: number; games: number; steadyGamesPerSecond: number; mainThreadBusy: number; coresUsed: number }> {
  let games = 0;
  let firstAt = 0;
  let firstGames = 0;
  // The main thread shares the cores with the workers: its busy share is what it takes from them.
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
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
  const t1 = performance.now();
  const elu = performance.eventLoopUtilization(elu0);
  const cpu = process.cpuUsage(cpu0);
  // Cores the whole process kept busy: with one worker, V8's collector and compiler threads and the
  // main thread use the other core, which a second worker has to share with them.
  const coresUsed = (cpu.user + cpu.system) / 1e6 / ((t1 - t0) / 1000);
  return { seconds: (t1 - t0) / 1000, games, steadyGamesPerSecond: (games - firstGames) / ((t1 - firstAt) / 1000), mainThreadBusy: elu.utilization, coresUsed };
}

const counts = [...new Set([1, 2, cores].filter((w) => w <= Math.max(cores, 2)))];
const runs: Array<{ workers: number; seconds: number; gamesPerSecond: number; steadyGamesPerSecond: number; mainThreadBusy: number; coresUsed: number }> = [];
for (const workers of counts) {
  const r = await timed(workers);
  runs.push({ workers, seconds: r.seconds, gamesPerSecond: r.games / r.seconds, steadyGamesPerSecond: r.steadyGamesPerSecond, mainThreadBusy: r.mainThreadBusy, coresUsed: r.coresUsed });
}
const one = runs[0]!;
const figures = {
  ...runInfo(),
  games: GAMES,
  tradeOffersPerTurn: OFFERS,
  runs: runs.map((r) => ({ ...r, speedUp: one.seconds / r.seconds, efficiency: one.seconds / r.seconds / r.workers })),
};
const trade = OFFERS === 0 ? 'domestic trade off' : `domestic trade on (${OFFERS} offers a turn)`;
console.log(`catan-arena tournament benchmark (${GAMES} random 4-player games, official maps, ${trade}, real worker pool; load average ${figures.loadAverage!.toFixed(1)})`);
for (const r of figures.runs) {
  console.log(`  ${String(r.workers).padStart(2)} worker${r.workers === 1 ? ' ' : 's'}  ${r.gamesPerSecond.toFixed(0).padStart(6)} games/s (${r.seconds.toFixed(2)} s wall)  ${r.steadyGamesPerSecond.toFixed(0).padStart(6)} once results flow  speed-up ${r.speedUp.toFixed(2)}x  efficiency ${(100 * r.efficiency).toFixed(0)}% per worker  main thread busy ${(100 * r.mainThreadBusy).toFixed(0)}%  cores used ${r.coresUsed.toFixed(2)}`);
}
if (cores < 2) console.log('  (one core: 2 workers share it, so no speed-up is expected)');
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/tournament.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/tournament.json');
