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
import { officialOptionsSchema } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { bundlePlanBots } from '../src/tournament/bot-loader.js';
import { planIdentity, planIndices, type BotSpec, type TournamentPlan } from '../src/tournament/plan.js';
import { runOnPool } from '../src/tournament/pool.js';
import { packageVersion } from '../src/cli/version.js';

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
  map: { kind: 'generator', generator: 'official', options: officialOptionsSchema.parse({}) },
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

/** Games per second on one worker, pool start and bot loading included. */
async function rate(p: TournamentPlan): Promise<number> {
  const code = await bundlePlanBots(p);
  let games = 0;
  const t0 = performance.now();
  await runOnPool(p, planIdentity(p), planIndices(p), { workers: 1, code, onGame: () => games++ });
  if (games !== GAMES) throw new Error(`${p.name}: ${games} of ${GAMES} games`);
  return games / ((performance.now() - t0) / 1000);
}

const samples = lineups.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order too (ABC, CBA, ...), so no line-up always runs first.
  const order = round % 2 === 0 ? lineups.map((_, i) => i) : lineups.map((_, i) => lineups.length - 1 - i);
  for (const i of order) samples[i]!.push(await rate(lineups[i]!.plan));
}
rmSync(dir, { recursive: true, force: true });

const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};
const rows = lineups.map((l, i) => ({ lineup: l.name, gamesPerSecond: summary(samples[i]!), samples: samples[i]! }));
const ratio = (a: number, b: number) => rows[b]!.gamesPerSecond.median / rows[a]!.gamesPerSecond.median;
const figures = {
  version: packageVersion(),
  date: new Date().toISOString(),
  node: process.version,
  games: GAMES,
  rounds: ROUNDS,
  workers: 1,
  rows,
  relative: {
    oneSandboxedRandom: ratio(0, 1),
    oneSandboxedGreedy: ratio(2, 3),
    allSandboxedGreedy: ratio(2, 4),
  },
};

console.log(`catan-arena isolation benchmark (${GAMES} 4-player games per run, official maps, trade off, 1 worker, ${ROUNDS} alternated rounds)`);
for (const r of rows) {
  const g = r.gamesPerSecond;
  console.log(`  ${r.lineup.padEnd(42)} ${g.min.toFixed(0).padStart(5)} / ${g.median.toFixed(0).padStart(5)} / ${g.max.toFixed(0).padStart(5)} games/s (min / median / max)`);
}
const pct = (x: number) => `${((x - 1) * 100).toFixed(0)}%`;
console.log(`  median games/s against the built-in line-up: one sandboxed random ${pct(figures.relative.oneSandboxedRandom)}, one sandboxed greedy ${pct(figures.relative.oneSandboxedGreedy)}, four sandboxed greedy ${pct(figures.relative.allSandboxedGreedy)}`);
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/isolation.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/isolation.json');
