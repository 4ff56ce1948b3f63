// City improvements and metropolises as the bots play them (D59-D63). The improve kind lands with
// the city improvements' rules; until then nothing here has an action to choose, every commodity
// is spare (worth a trade only), and the evaluation gives levels no worth beyond what the rule set
// counts.

import type { GameState } from '../../../engine/game.js';
import type { Ck } from './state.js';

/** Commodities of hand kind k the seat keeps toward its next improvements (0: every one is spare). */
export function commodityReserve(_C: Ck, _st: GameState, _seat: number, _k: number): number {
  return 0;
}

/** The greedy bot's improvement to buy now, or -1. */
export function greedyImprove(_C: Ck, _st: GameState, _seat: number, _legal: Int32Array, _count: number): number {
  return -1;
}
