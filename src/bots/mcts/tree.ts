// What both searches do the same way as they walk their trees: the end of the game, a chance
// outcome drawn with the bot's own rng, and the action that wins at once. Their node types differ
// (a whole-game UCT node, a turn-planning PUCT node) and stay with each search.

import { A_CITY, A_KNIGHT, A_ROAD, A_SETTLEMENT, ARG_BITS } from '../../engine/actions.js';
import { copyState, totalVp, type GameState } from '../../engine/game.js';
import { PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, PH_ROAD_BUILDING, TURN_PLAYER, WINNER } from '../../engine/layout.js';
import { apply, chanceOutcomes } from '../../engine/step.js';
import { known } from '../kits.js';

/** A chance outcome of `a` drawn by weight with the bot's own randomness (never the state's stream); -1 if none. */
export function drawOutcome(st: GameState, a: number, rng: () => number, values: Int32Array, weights: Int32Array): number {
  const m = chanceOutcomes(st, a, values, weights);
  if (m === 0) return -1;
  let total = 0;
  for (let i = 0; i < m; i++) total += weights[i]!;
  let ticket = Math.floor(rng() * total);
  for (let i = 0; i < m; i++) {
    ticket -= weights[i]!;
    if (ticket < 0) return values[i]!;
  }
  return values[m - 1]!;
}

/**
 * Index in `list` of an action without chance that makes `seat` win at once, or -1. Only the
 * player on turn can win, and no single such action gives more than 2 VP (Seafarers: a settlement
 * with its special VP that also joins a trade route, up to 3 + the special VP), so most states skip
 * the scan. `scratch` (a state of the same game) receives the trial positions.
 */
export function winningIndex(st: GameState, seat: number, list: ArrayLike<number>, n: number, scratch: GameState): number {
  if (!mayWinAtOnce(st, seat)) return -1;
  const s = st.s;
  const ship = known(st.game).role.ship;
  for (let i = 0; i < n; i++) {
    const a = list[i]!;
    const kind = a >>> ARG_BITS;
    // Only buildings, roads and ships (Longest Road) and knights (Largest Army) add VP without chance.
    if (kind !== A_SETTLEMENT && kind !== A_CITY && kind !== A_ROAD && kind !== A_KNIGHT && kind !== ship) continue;
    copyState(scratch, st);
    apply(scratch, a);
    if (scratch.s[WINNER] === seat) return i;
  }
  return -1;
}

/** Whether some action without chance could make `seat` win at once here (winningIndex's quick test). */
export function mayWinAtOnce(st: GameState, seat: number): boolean {
  const s = st.s;
  const phase = s[PHASE]!;
  if (s[TURN_PLAYER] !== seat || (phase !== PH_MAIN && phase !== PH_PRE_ROLL && phase !== PH_ROAD_BUILDING)) return false;
  return totalVp(st.game, s, seat) >= st.game.options.targetVp - known(st.game).maxActionVp;
}

export function isTerminal(s: Int32Array): boolean {
  return s[PHASE] === PH_GAME_OVER;
}
