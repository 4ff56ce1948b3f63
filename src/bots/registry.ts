// Built-in bots by name, weakest first: the ladder of reference opponents.

import type { BotFactory } from './bot.js';
import { createGreedyBot } from './greedy/index.js';
import { createMctsBot } from './mcts/index.js';
import { createRandomBot } from './random.js';
import { createValueBot } from './value/index.js';
import { createWeightedBot } from './weighted.js';

export interface BuiltinBot {
  factory: BotFactory;
  description: string;
  options: string;
  /**
   * An option that, when set, bounds the bot's thinking by the clock: its decisions then depend on
   * the machine's speed, and its games do not replay the same.
   */
  clockOption?: string;
}

export const BUILTIN_BOTS: Record<string, BuiltinBot> = {
  random: { factory: createRandomBot, description: 'uniform over the legal actions', options: 'none' },
  weighted: {
    factory: createWeightedBot,
    description: 'random, but builds whenever it can: city > settlement > development card > road (or ship)',
    options: 'weights: {city, settlement, dev, road} (relative preference; a ship weighs as a road); offerProbability (0-1); moveProbability (0-1, Seafarers ship moves)',
  },
  greedy: {
    factory: createGreedyBot,
    description: 'hand-written strategy: pips, diversity and harbors in set-up; builds toward its best target (across the water by ship in Seafarers); robs the leader; trades toward builds',
    options: 'offers: domestic offers per turn (default 1)',
  },
  value: {
    factory: createValueBot,
    description: 'one-ply search over its actions with a tunable evaluation (expectations over chance outcomes)',
    options: 'weights: evaluation weights by name, its own (DEFAULT_VALUE_WEIGHTS in src/bots/value/weights.ts) and those the kits of the rule sets in play add (listed below); offers; acceptMargin; declineAhead; offerMargin; setup: race|greedy; robber: greedy|search; trade: full|simple (domestic offers of any bundles with counter-offers, or one card for one)',
  },
  mcts: {
    factory: createMctsBot,
    description: 'information-set Monte Carlo tree search over its own turn (mode "turn") or the whole game (mode "game"): hidden cards sampled from its view, explicit chance nodes, value-guided priors and leaves',
    options: 'mode: turn|game; iterations (default 1000 in turn mode, 200 in game mode) or ms per decision; cPuct; priorTemp; backup: max|mean; rival; c, rolloutDepth, leaf, treeOffers, temperature (game mode); weights (value\'s, kits\' included, over mcts\'s changes to production 0.03, tempo 0.0175, discardRisk 0.04)',
    clockOption: 'ms',
  },
};

export function builtinBot(name: string): BotFactory | undefined {
  return Object.hasOwn(BUILTIN_BOTS, name) ? BUILTIN_BOTS[name]!.factory : undefined;
}
