// Legal actions: writes every action the seat to act may take into `out`, returns the count. The
// phase's rule (game.phases, filled by the rule sets in play) generates them; a phase without a
// rule (the game is over) has none.

import type { Game, GameState } from './game.js';
import { PHASE } from './layout.js';

/** An upper bound on the number of legal actions in any state of this game: the size of `out`. */
export function maxActions(game: Game): number {
  return game.maxActions;
}

export function legalActions(st: GameState, out: Int32Array): number {
  const f = st.game.hot.legal[st.s[PHASE]!];
  return f ? f(st, out) : 0;
}

/**
 * The legal actions less maritime trades and offers, in the order legalActions gives them, or -1
 * when the phase has no such list (the caller then filters the full one).
 */
export function untradedActions(st: GameState, out: Int32Array): number {
  const f = st.game.hot.untraded[st.s[PHASE]!];
  return f ? f(st, out) : -1;
}

/** True when `a` is among the legal actions (a fresh scan; for validating a bot's answer). */
export function isLegal(st: GameState, a: number, scratch: Int32Array): boolean {
  const n = legalActions(st, scratch);
  for (let i = 0; i < n; i++) if (scratch[i] === a) return true;
  return false;
}
