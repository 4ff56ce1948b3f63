// Recomputes everything the step function keeps incrementally and checks the design's
// invariants: the checks of the rule sets in play (game.invariants), run in order. Used by tests
// after every step; returns a list of violations (empty when sound).

import type { GameState } from './game.js';

export function checkInvariants(st: GameState): string[] {
  const errors: string[] = [];
  const fail = (m: string) => errors.push(m);
  for (const inv of st.game.invariants) inv.check(st, fail);
  return errors;
}
