// What bot isolation costs, side by side on one worker thread: the same games played by built-in
// bots on the fast path (no lockdown) and with one or more seats held by a sandboxed module bot
// that plays exactly as the built-in random bot does. The line-ups alternate round by round, so a
// machine that speeds up or slows down during the run weighs on every line-up alike; each figure
// is min / median / max games per second over the rounds. Writes results/bench/isolation.json.
//
// A plan with a module bot locks the whole worker realm down (sandbox/lockdown.ts), so the
// built-in bots beside it pay for the hardened realm too. The sandboxed greedy is the built-in one
// imported from 'catan-arena': the same games, so the difference is the sandbox alone (the view
// copied in at every decision, the library run from the compartment's own copy, the lockdown).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { bundlePlanBots } from '../src/tournament/bot-loader.js';
import { planIdentity, planIndices, type BotSpec, type TournamentPlan } from '../src/tournament/plan.js';
import { runOnPool } from '../src/tournament/pool.js';
import { runInfo } from './run-info.js';

const GAMES = Number(process.env.BENCH_ISOLATION_GAMES ?? 400);
const ROUNDS = Number(process.env.BENCH_ISOLATION_ROUNDS ?? 3);

const dir = mkdtempSync(join(tmpdir(), 'catan-bench-isolation-'));
const moduleRandom = join(dir, 'random.js');
writeFileSync(
  moduleRandom,
  '// The built-in random bot, written out as a module.\n' +
    "export default () => ({ name: 'random', decide: (_view, legal, count, rng) => legal[Math.floor(rng() * count)] });\n",
);
const moduleGreedy = join(dir, 'greedy.js');
writeFileSync(
  moduleGreedy,
  "// The built-in greedy bot, from the sandbox's own copy of the library: it reads the view.\n" +
    "import { builtinBot } from 'catan-arena';\nexport default (options) => builtinBot('greedy')(options);\n",
);

const builtin = (ref: string, k: number): BotSpec => ({ ref, kind: 'builtin', label: `${ref}#${k}`, options: {} });
const sandboxed = (file: string, k: number): BotSpec => ({ ref: file, kind: 'module', label: `module#${k}`, options: {} });

const plan = (name: string, lineup: BotSpec[]): TournamentPlan => ({
  name,
  seed: 'bench-isolation',
  games: GAMES,
  lineup,
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players: 4, tradeOffersPerTurn: 0 }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
});

const random = (k: number) => builtin('random', k);
const greedy = (k: number) => builtin('greedy', k);
const lineups: Array<{ name: string; plan: TournamentPlan }> = [
  { name: '4 built-in random', plan: plan('random', [random(1), random(2), random(3), random(4)]) },
  { name: '3 built-in random + 1 sandboxed random', plan: plan('random+1', [random(1), random(2), random(3), sandboxed(moduleRandom, 4)]) },
  { name: '4 built-in greedy', plan: plan('greedy', [greedy(1), greedy(2), greedy(3), greedy(4)]) },
  { name: '3 built-in greedy + 1 sandboxed greedy', plan: plan('greedy+1', [greedy(1), greedy(2), greedy(3), sandboxed(moduleGreedy, 4)]) },
  { name: '4 sandboxed greedy', plan: plan('sandboxed', [1, 2, 3, 4].map((k) => sandboxed(moduleGreedy, k))) },
];

// A sandbox is made the first time its line-up entry sits in its seat (each of the first four
// games, here): the steady rate counts from the game after that.
const WARM = 8;

/** Games per second on one worker: the whole run (pool start and bot loading included), and steady. */
async function rate(p: TournamentPlan): Promise<{ whole: number; steady: number }> {
  const code = await bundlePlanBots(p);
  let games = 0;
  let warmAt = 0;
  const t0 = performance.now();
  await runOnPool(p, planIdentity(p), planIndices(p), {
    workers: 1,
    code,
    onGame: () => {
      if (++games === WARM) warmAt = performance.now();
    },
  });
  const t1 = performance.now();
  if (games !== GAMES) throw new Error(`${p.name}: ${games} of ${GAMES} games`);
  return { whole: games / ((t1 - t0) / 1000), steady: (games - WARM) / ((t1 - warmAt) / 1000) };
}

const samples = lineups.map(() => [] as number[]);
const steady = lineups.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order too (ABC, CBA, ...), so no line-up always runs first.
  const order = round % 2 === 0 ? lineups.map((_, i) => i) : lineups.map((_, i) => lineups.length - 1 - i);
  for (const i of order) {
    const r = await rate(lineups[i]!.plan);
    samples[i]!.push(r.whole);
    steady[i]!.push(r.steady);
  }
}
rmSync(dir, { recursive: true, force: true });

const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};
const rows = lineups.map((l, i) => ({
  lineup: l.name,
  gamesPerSecond: summary(samples[i]!),
  steadyGamesPerSecond: summary(steady[i]!),
  samples: samples[i]!,
  steadySamples: steady[i]!,
}));
const ratio = (a: number, b: number) => rows[b]!.gamesPerSecond.median / rows[a]!.gamesPerSecond.median;
const steadyRatio = (a: number, b: number) => rows[b]!.steadyGamesPerSecond.median / rows[a]!.steadyGamesPerSecond.median;
const figures = {
  ...runInfo(),
  games: GAMES,
  rounds: ROUNDS,
  workers: 1,
  rows,
  relative: {
    oneSandboxedRandom: ratio(0, 1),
    oneSandboxedGreedy: ratio(2, 3),
    allSandboxedGreedy: ratio(2, 4),
  },
  steadyRelative: {
    oneSandboxedRandom: steadyRatio(0, 1),
    oneSandboxedGreedy: steadyRatio(2, 3),
    allSandboxedGreedy: steadyRatio(2, 4),
  },
};

console.log(`catan-arena isolation benchmark (${GAMES} 4-player games per run, official maps, trade off, 1 worker, ${ROUNDS} alternated rounds)`);
const mmm = (g: { min: number; median: number; max: number }) => `${g.min.toFixed(0).padStart(5)} / ${g.median.toFixed(0).padStart(5)} / ${g.max.toFixed(0).padStart(5)}`;
console.log(`  ${''.padEnd(42)} whole run (min / median / max)   after the first ${WARM} games`);
for (const r of rows) console.log(`  ${r.lineup.padEnd(42)} ${mmm(r.gamesPerSecond)} games/s   ${mmm(r.steadyGamesPerSecond)} games/s`);
const pct = (x: number) => `${((x - 1) * 100).toFixed(0)}%`;
const rel = (r: typeof figures.relative) => `one sandboxed random ${pct(r.oneSandboxedRandom)}, one sandboxed greedy ${pct(r.oneSandboxedGreedy)}, four sandboxed greedy ${pct(r.allSandboxedGreedy)}`;
console.log(`  median games/s against the built-in line-up, whole run: ${rel(figures.relative)}`);
console.log(`  the same after the first ${WARM} games: ${rel(figures.steadyRelative)}`);
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/isolation.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/isolation.json');
