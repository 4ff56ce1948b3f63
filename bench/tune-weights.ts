// Tunes evaluation weights by self-play: a coordinate search where each trial plays the value bot
// with candidate weights against three value bots with the default weights, on the same seeds
// for every trial (every seat rotation of each map and dice seed), and keeps a change when it
// wins clearly more than the best so far. This is how mcts's default weights were found (see
// MCTS_WEIGHT_CHANGES in src/bots/mcts/options.ts).
//
//   npm run build && node dist/bench/tune-weights.js                       # default keys, 2,400 games a trial
//   TUNE_GAMES=4000 TUNE_KEYS=tempo,production node dist/bench/tune-weights.js
//   TUNE_START='{"tempo":0.0175}' node dist/bench/tune-weights.js          # start from these weights
//   TUNE_SCENARIO=heading-for-new-shores TUNE_KEYS=voyage,goldValue node dist/bench/tune-weights.js
//
// The keys are the evaluation's own weights (DEFAULT_VALUE_WEIGHTS) and, with TUNE_SCENARIO (a
// Seafarers scenario, played on its printed layout), the weights the kits of its rule sets declare
// (BotKit.weights: `catan-arena bots` lists them).
//
// A trial's figure is optimistic for the weights it keeps (the best of several noisy trials):
// check the result on fresh seeds, e.g. with configs/value-tuned-vs-value.json.

import { availableParallelism } from 'node:os';
import { DEFAULT_VALUE_WEIGHTS, declaredWeights } from '../src/bots/value/index.js';
import type { ScenarioChoice } from '../src/rules/options.js';
import { ruleSetsFor } from '../src/rules/registry.js';
import { finishedRow } from '../src/tournament/finished-game.js';
import { planIdentity, planIndices } from '../src/tournament/plan.js';
import { oneVsThree } from './one-vs-three.js';
import { runOnPool } from '../src/tournament/pool.js';

type Weights = Record<string, number>;

const games = Number(process.env.TUNE_GAMES ?? 2400);
const scenario = (process.env.TUNE_SCENARIO ?? 'none') as ScenarioChoice;
const keys = (process.env.TUNE_KEYS ?? 'tempo,plan,devValue,enemyVp,discardRisk,devKnight,enemyProduction,planOthers,production,roadLead,armyLead,site,diversity').split(',');
const factors = [0.5, 2];
/** A change is kept only when it beats the best so far by this much (about two thirds of a standard error at 2,400 games). */
const margin = Number(process.env.TUNE_MARGIN ?? 0.006);

/** Every numeric weight a trial may change, at its default: the evaluation's own, then the kits' of the rules played. */
const defaults = new Map<string, number>();
for (const [k, v] of Object.entries(DEFAULT_VALUE_WEIGHTS)) if (typeof v === 'number') defaults.set(k, v);
const plan0 = oneVsThree('tune', 1, { bot: 'value', label: 'candidate', options: {} }, 'value', scenario);
for (const w of declaredWeights(ruleSetsFor(plan0.options).flatMap((r) => (r.kit ? [r.kit] : [])))) defaults.set(w.name, w.default);
for (const k of keys) {
  if (!defaults.has(k)) throw new Error(`TUNE_KEYS: ${k} is not a numeric weight of these rules (${[...defaults.keys()].join(', ')})`);
}

/** Win rate of value(weights) against three default value bots. */
async function trial(weights: Weights): Promise<number> {
  const plan = oneVsThree('tune', games, { bot: 'value', label: 'candidate', options: { weights } }, 'value', scenario);
  let wins = 0;
  let played = 0;
  await runOnPool(plan, planIdentity(plan), planIndices(plan), {
    workers: availableParallelism(),
    onGame: (game) => {
      const row = finishedRow(game);
      played++;
      const seat = row.seating.indexOf(0);
      if (row.result.winner === seat) wins++;
    },
  });
  return wins / played;
}

let current: Weights = process.env.TUNE_START ? (JSON.parse(process.env.TUNE_START) as Weights) : {};
// The default weights against themselves win exactly one game in four: the value bot ignores its
// random stream, so the four rotations of a seed replay one game (none is capped at these rules).
let best = Object.keys(current).length ? await trial(current) : 0.25;
console.log(`start ${JSON.stringify(current)}: ${(100 * best).toFixed(2)}%`);
for (const k of keys) {
  const now = current[k] ?? defaults.get(k)!;
  const tried: string[] = [];
  let pick: Weights | null = null;
  let pickRate = best + margin;
  for (const f of factors) {
    const cand = { ...current, [k]: Number((now * f).toPrecision(4)) };
    const rate = await trial(cand);
    tried.push(`${cand[k]}: ${(100 * rate).toFixed(2)}%`);
    if (rate > pickRate) {
      pick = cand;
      pickRate = rate;
    }
  }
  if (pick) {
    current = pick;
    best = pickRate;
  }
  console.log(`${k} (now ${now}): ${tried.join(', ')} -> ${current[k] ?? now}`);
}
console.log(`\nbest ${JSON.stringify(current)}: ${(100 * best).toFixed(2)}% on the tuning seeds`);
