// The seat's production on a Seafarers board (gold beside the five resources) and the rolls to
// gather a cost from it: shared by the greedy bot's Seafarers targets and scenario rules.

import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { GOLD_SLOT, seaProductionPips, type Sea } from './sea.js';

/** The seat's production with gold (sea.ts GOLD_SLOT), filled by the last seaChooseTarget or seaProduction. */
export const seaProd = new Float64Array(NUM_RESOURCES + 1);

/** seaProd for `seat`; returns its total pips (gold included). */
export function seaProduction(st: GameState, sea: Sea, seat: number): number {
  return seaProductionPips(st, sea, seat, seaProd);
}

/**
 * Expected rolls to gather what `need` lacks from `have` at production `pips` (6 wide: gold
 * last): gold pips go to the missing cards in proportion; what neither pays comes by trade at
 * about a quarter of the rest (as targets.ts rollsToAfford).
 */
export function seaRollsToAfford(need: Int32Array, have: ArrayLike<number>, pips: ArrayLike<number>, total: number): number {
  let missing = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) if (need[r]! > have[r]!) missing += need[r]! - have[r]!;
  if (missing === 0) return 0;
  const gold = pips[GOLD_SLOT]!;
  let rolls = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const miss = need[r]! - have[r]!;
    if (miss <= 0) continue;
    const rate = Math.max(pips[r]! + (gold * miss) / missing, total / 16, 0.5) / 36;
    rolls += miss / rate;
  }
  return rolls;
}

