// What the built-in bots know of the Rivers of Catan (D156): the bridge as a build of its own (2
// brick, 1 lumber, no VP but 3 coins), which the greedy bot takes whenever it can after its
// settlements and cities, since coins keep it off the Poor Settler tile and buy resources; the
// tiles themselves are VP the evaluations already count. One action may move a seat's VP by up to
// 6 here (a river-side settlement that also ends its Poor Settler tile, wins the Wealthiest Settler
// and cuts the Longest Road from another), which the search's win checks must know.

import { findKind } from '../../../bots/greedy/legal-list.js';
import type { BotKit } from '../../../engine/bot-kit.js';
import type { GameState } from '../../../engine/game.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { COST_BRIDGE } from './bridges.js';
import { A_BRIDGE } from './ids.js';

/** The first bridge among the legal actions, or -1. */
function firstBridge(_st: GameState, _seat: number, legal: Int32Array, count: number): number {
  return findKind(legal, count, A_BRIDGE);
}

const greedy: GreedyKitPart = { beforeBuilds: firstBridge };

export const riversKit: BotKit = Object.freeze({
  name: 'rivers-of-catan',
  builds: Object.freeze([{ name: 'bridge', kind: A_BRIDGE, cost: COST_BRIDGE, vp: 0 }]),
  maxActionVp: () => 6,
  roles: Object.freeze({ bridge: A_BRIDGE }),
  strategies: Object.freeze({ greedy: Object.freeze(greedy) }),
});
