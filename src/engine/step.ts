// The step function: applies one legal action, drawing its chance outcome (dice, development
// card, stolen card) from the state's own random stream unless the caller supplies it. What an
// action does is its kind's rule (game.kinds, filled by the rule sets in play); this file only
// dispatches, counts the step, settles the decision queue and runs the after-action hook (the win
// check).

import { ARG_BITS, ARG_MASK } from './actions.js';
import type { GameState } from './game.js';
import { settleDecisions } from './decision-queue.js';
import { hasStream } from './hands.js';
import { QUEUE_DEPTH, STEPS } from './layout.js';

export const NO_OUTCOME = -1;

/**
 * The chance outcomes an action can have, with integer weights (probability = weight / sum),
 * written into values/weights (at least game.maxOutcomes long). Returns 0 for a deterministic
 * action. Base game outcomes: a roll is (d1 - 1) * 6 + (d2 - 1); a bought card is its kind; a
 * steal is the resource taken.
 */
export function chanceOutcomes(st: GameState, a: number, values: Int32Array, weights: Int32Array): number {
  const f = st.game.hot.outcomes[a >>> ARG_BITS];
  return f ? f(st, a & ARG_MASK, values, weights) : 0;
}

/** Draws the outcome of `a` from the state's stream (advancing it); NO_OUTCOME if deterministic. */
export function sampleOutcome(st: GameState, a: number): number {
  const f = st.game.hot.sample[a >>> ARG_BITS];
  return f ? f(st, a & ARG_MASK) : NO_OUTCOME;
}

/** Applies a legal action with a sampled outcome; returns the outcome (for records). */
export function apply(st: GameState, a: number): number {
  const outcome = sampleOutcome(st, a);
  applyOutcome(st, a, outcome);
  return outcome;
}

/**
 * Applies a legal action with a given outcome. The stream still advances as if it had been
 * sampled, so a replay with recorded outcomes ends in exactly the original state.
 */
export function applyWithOutcome(st: GameState, a: number, outcome: number): void {
  if (hasStream(st.s)) sampleOutcome(st, a);
  applyOutcome(st, a, outcome);
}

function applyOutcome(st: GameState, a: number, outcome: number): void {
  const f = st.game.hot.apply[a >>> ARG_BITS];
  if (!f) throw new Error(`unknown action kind ${a >>> ARG_BITS}`);
  st.s[STEPS]!++;
  f(st, a & ARG_MASK, outcome);
  if (st.s[QUEUE_DEPTH] !== 0) settleDecisions(st);
  st.game.hooks.afterAction(st);
}
