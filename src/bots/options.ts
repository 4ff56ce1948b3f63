// The options of every built-in bot as zod schemas, checked when a config is resolved: a bot's own
// checks run only when its first game starts (or not at all, for options it ignores), so a typo
// such as `iteration` would otherwise cost a whole run played with the defaults.
// The names, types and ranges are those the bots' factories read (each file's options section).
// The value evaluation's weights include those the kits of the game declare, so they are checked
// against the kits a config's rules put in play.

import { z } from 'zod';
import type { BotKit } from '../engine/bot-kit.js';
import { NUM_RESOURCES } from '../engine/constants.js';
import { declaredWeights, knownWeightsText, unknownWeight } from './value/kit-weights.js';
import { DEFAULT_VALUE_WEIGHTS } from './value/weights.js';

const finite = z.number().refine(Number.isFinite, 'expected a finite number');
const atLeast = (min: number) => finite.refine((v) => v >= min, `expected a number >= ${min}`);
const count = (min: number) => z.number().int(`expected an integer >= ${min}`).min(min, `expected an integer >= ${min}`);
const probability = finite.refine((v) => v >= 0 && v <= 1, 'expected a probability from 0 to 1');

/**
 * Evaluation weights (src/bots/value/weights.ts): any subset, each a finite number; resourceValue
 * one per resource. Other names are the kits' weights, each a finite number too; whether a kit in
 * play declares it is checked after the schema (checkBotOptions).
 */
const valueWeights = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_VALUE_WEIGHTS).map((k) => [
        k,
        (k === 'resourceValue' ? z.array(finite).length(NUM_RESOURCES, `expected a list of ${NUM_RESOURCES} numbers (brick, lumber, wool, grain, ore)`) : finite).optional(),
      ]),
    ),
  )
  .catchall(finite);

/** Built-in bots whose `weights` option holds the value evaluation's weights, the kits' included. */
const VALUE_WEIGHTED: readonly string[] = ['value', 'mcts'];

/** Each built-in bot's options, by the name the registry (src/bots/registry.ts) gives it. */
export const BOT_OPTION_SCHEMAS = {
  random: z.object({}).strict(),
  // src/bots/weighted.ts
  weighted: z
    .object({
      weights: z.object({ city: atLeast(0), settlement: atLeast(0), dev: atLeast(0), road: atLeast(0) }).partial().strict().optional(),
      offerProbability: probability.optional(),
      moveProbability: probability.optional(),
    })
    .strict(),
  // src/bots/greedy/bot.ts
  greedy: z.object({ offers: count(0).optional() }).strict(),
  // src/bots/value/bot.ts
  value: z
    .object({
      weights: valueWeights.optional(),
      offers: count(0).optional(),
      acceptMargin: finite.optional(),
      declineAhead: finite.optional(),
      offerMargin: finite.optional(),
      setup: z.enum(['race', 'greedy']).optional(),
      robber: z.enum(['greedy', 'search']).optional(),
      trade: z.enum(['full', 'simple']).optional(),
    })
    .strict(),
  // src/bots/mcts/options.ts
  mcts: z
    .object({
      mode: z.enum(['turn', 'game']).optional(),
      cPuct: atLeast(0).optional(),
      priorTemp: atLeast(0.001).optional(),
      rival: atLeast(0).optional(),
      backup: z.enum(['max', 'mean']).optional(),
      iterations: count(1).optional(),
      ms: atLeast(1).optional(),
      c: atLeast(0).optional(),
      rolloutDepth: count(0).optional(),
      leaf: z.enum(['rollout', 'value']).optional(),
      treeOffers: z.boolean().optional(),
      temperature: atLeast(0.01).optional(),
      weights: valueWeights.optional(),
    })
    .strict(),
} as const satisfies Record<string, z.ZodType>;

/** A problem with a bot's options: the field path below `options` (e.g. `weights.city`) and what was expected. */
export interface BotOptionProblem {
  field: string;
  expected: string;
}

/**
 * The first problem with the options of the built-in bot `name`, or null when they are valid (or
 * the bot has no schema, as a module bot, which checks its own). `kits`: the bot kits of the rule
 * sets in play, whose weights the value evaluation's `weights` take besides its own; `otherKits`:
 * those of the rule sets not in play, to say so of a weight one of them declares.
 */
export function checkBotOptions(name: string, options: unknown, kits: readonly BotKit[] = [], otherKits: readonly BotKit[] = []): BotOptionProblem | null {
  if (!Object.hasOwn(BOT_OPTION_SCHEMAS, name)) return null;
  const schema: z.ZodType = BOT_OPTION_SCHEMAS[name as keyof typeof BOT_OPTION_SCHEMAS];
  const r = schema.safeParse(options);
  if (r.success) return VALUE_WEIGHTED.includes(name) ? checkKitWeights(name, (r.data as { weights?: object }).weights, kits, otherKits) : null;
  const issue = r.error.issues[0]!;
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
  if (issue.code === 'unrecognized_keys') {
    const at = issue.path.length ? `${path}.${issue.keys[0]!}` : issue.keys[0]!;
    return { field: at, expected: `unknown option for the ${name} bot (allowed here: ${allowedAt(schema, issue.path) || 'none'})` };
  }
  return { field: path, expected: issue.message };
}

/** A weight name in a value-weighted bot's `weights` that neither the evaluation nor a kit in play has. */
function checkKitWeights(name: string, weights: object | undefined, kits: readonly BotKit[], otherKits: readonly BotKit[]): BotOptionProblem | null {
  if (weights === undefined) return null;
  const bad = unknownWeight(Object.keys(weights), kits);
  if (bad === null) return null;
  const elsewhere = declaredWeights(otherKits).find((w) => w.name === bad);
  const hint = elsewhere ? `; "${bad}" is a weight of the ${elsewhere.kit} kit, whose rules this game does not play` : '';
  return { field: `weights.${bad}`, expected: `unknown weight for the ${name} bot (allowed here: ${knownWeightsText(kits)})${hint}` };
}

/** The keys an object schema allows at `path` (through optional wrappers), for the unknown-option message. */
function allowedAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string {
  let s: z.ZodType = schema;
  for (const step of path) {
    s = unwrap(s);
    if (!(s instanceof z.ZodObject)) return '';
    s = (s.shape as Record<string, z.ZodType>)[String(step)]!;
  }
  s = unwrap(s);
  return s instanceof z.ZodObject ? Object.keys(s.shape).join(', ') : '';
}

function unwrap(s: z.ZodType): z.ZodType {
  return s instanceof z.ZodOptional ? (s.unwrap() as z.ZodType) : s;
}
