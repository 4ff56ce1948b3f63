// Tournament benchmark: random-bot 4-player games through the real worker pool, with one worker
// and with all cores. Prints games/s and the speed-up; writes results/bench/tournament.json.

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { officialOptionsSchema } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { planIdentity, planIndices, type TournamentPlan } from '../src/tournament/plan.js';
import { runOnPool } from '../src/tournament/pool.js';
import { packageVersion } from '../src/cli/version.js';

const GAMES = Number(process.env.BENCH_TOURNAMENT_GAMES ?? 10000);
const cores = availableParallelism();

const plan: TournamentPlan = {
  name: 'bench',
  seed: 'bench',
  games: GAMES,
  lineup: [0, 1, 2, 3].map((i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i + 1}`, options: {} })),
  map: { kind: 'generator', generator: 'official', options: officialOptionsSchema.parse({}) },
  options: resolveOptions({ players: 4 }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
};

/** Wall-clock time of the whole run (pool start included), and the rate once results flow. */
async function timed(workers: number): Promise<{ seconds: number; games: number; steadyGamesPerSecond: number }> {
  let games = 0;
  let firstAt = 0;
  let firstGames = 0;
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
  return { seconds: (t1 - t0) / 1000, games, steadyGamesPerSecond: (games - firstGames) / ((t1 - firstAt) / 1000) };
}

const one = await timed(1);
const all = await timed(cores);
const figures = {
  version: packageVersion(),
  date: new Date().toISOString(),
  node: process.version,
  cores,
  games: GAMES,
  oneWorker: { seconds: one.seconds, gamesPerSecond: one.games / one.seconds, steadyGamesPerSecond: one.steadyGamesPerSecond },
  allCores: { workers: cores, seconds: all.seconds, gamesPerSecond: all.games / all.seconds, steadyGamesPerSecond: all.steadyGamesPerSecond },
  speedUp: one.seconds / all.seconds,
  steadySpeedUp: all.steadyGamesPerSecond / one.steadyGamesPerSecond,
};
console.log(`catan-arena tournament benchmark (${GAMES} random 4-player games, official maps, domestic trade on, real worker pool)`);
console.log(`  1 worker           ${figures.oneWorker.gamesPerSecond.toFixed(0)} games/s (${one.seconds.toFixed(2)} s wall)  ${one.steadyGamesPerSecond.toFixed(0)} games/s once results flow`);
console.log(`  ${cores} workers          ${figures.allCores.gamesPerSecond.toFixed(0)} games/s (${all.seconds.toFixed(2)} s wall)  ${all.steadyGamesPerSecond.toFixed(0)} games/s once results flow`);
console.log(`  speed-up           ${figures.speedUp.toFixed(2)}x wall clock, ${figures.steadySpeedUp.toFixed(2)}x once results flow`);
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/tournament.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/tournament.json');
