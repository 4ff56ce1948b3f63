// The roll as steps. Once the dice are shown (DICE), the game's roll steps run in order: in the
// base game the seven (discards and the robber) and production; a rule set inserts its own between
// them (the pirate fleet's attack before either; gold picks and discoveries after production). A
// step that leaves a decision to take first pauses the roll on the decision queue, and the roll
// goes on from the next step once the decision is met, so every rule set's steps run whichever
// rule set paused it.

import type { GameState } from './game.js';
import { pushDecision, type Obligation } from './decision-queue.js';
import { DICE } from './layout.js';
import type { GameBuilder } from './rule-set.js';

/**
 * One step of a roll. `total` is the dice's sum, `after` the phase play goes on in once the roll is
 * over (the main phase, Catan for Two's second roll), `at` the step's place in the list (for
 * `pauseRoll`). Returns false when it paused the roll.
 */
export interface RollStep {
  readonly name: string;
  run(st: GameState, total: number, after: number, at: number): boolean;
}

/** The dice's sum, from DICE (d1 * 8 + d2). */
export function rollTotal(s: Int32Array): number {
  const d = s[DICE]!;
  return (d >> 3) + (d & 7);
}

/** Runs the roll's steps from step `from` until one pauses or all are done. */
export function runRollSteps(st: GameState, after: number, from: number): void {
  const total = rollTotal(st.s);
  if (from === 0) {
    st.game.hot.rollAll(st, total, after);
    return;
  }
  const steps = st.game.hot.roll;
  const n = steps.length;
  for (let i = from; i < n; i++) {
    const run = steps[i]!;
    if (!run(st, total, after, i)) return;
  }
}

/** A whole roll: every step from the first, until one pauses. */
export type WholeRoll = (st: GameState, total: number, after: number) => void;

/**
 * The steps as one function, built once per game shape. The common lengths are written out so
 * that each step is a direct call of a captured function, which V8 inlines; a loop over the array
 * would leave every call indirect, on a path a third of all steps take.
 */
export function composeRoll(steps: ReadonlyArray<RollStep['run']>): WholeRoll {
  const [a, b, c, d] = steps;
  switch (steps.length) {
    case 0:
      return () => {};
    case 1:
      return (st, t, after) => void a!(st, t, after, 0);
    case 2:
      return (st, t, after) => void (a!(st, t, after, 0) && b!(st, t, after, 1));
    case 3:
      return (st, t, after) => void (a!(st, t, after, 0) && b!(st, t, after, 1) && c!(st, t, after, 2));
    case 4:
      return (st, t, after) => void (a!(st, t, after, 0) && b!(st, t, after, 1) && c!(st, t, after, 2) && d!(st, t, after, 3));
    default:
      return (st, t, after) => {
        for (let i = 0; i < steps.length; i++) if (!steps[i]!(st, t, after, i)) return;
      };
  }
}

/**
 * Pauses the roll at step `at` on obligation `id` (registered with `rollPause`), which returns to
 * the phase and seat of now: once the obligation is met the roll goes on from step at + 1.
 */
export function pauseRoll(st: GameState, id: number, at: number, after: number): void {
  pushDecision(st, id, (at << 16) | after);
}

/** The continuation of a paused roll: its obligation's `resume`. */
export function resumeRoll(st: GameState, data: number): void {
  runRollSteps(st, data & 0xffff, (data >>> 16) + 1);
}

/** An obligation that pauses a roll: once nothing is owed, the roll goes on (see pauseRoll). */
export function rollPause(name: string, phase: number, next: (st: GameState, data: number) => number): Obligation {
  return { name, phase, next, resume: resumeRoll };
}

/** Where to insert a step: before or after a named one, or at the end. */
export type RollStepPlace = { readonly before: string } | { readonly after: string } | null;

/** Inserts `step` into the game's roll steps; throws when the named step is not there. */
export function addRollStep(g: Pick<GameBuilder, 'rollSteps'>, step: RollStep, place: RollStepPlace = null): void {
  const list = g.rollSteps;
  if (place === null) {
    list.push(step);
    return;
  }
  const name = 'before' in place ? place.before : place.after;
  const i = list.findIndex((x) => x.name === name);
  if (i < 0) throw new Error(`roll step ${step.name}: no step ${name} to go ${'before' in place ? 'before' : 'after'} (steps: ${list.map((x) => x.name).join(', ') || 'none'})`);
  list.splice('before' in place ? i : i + 1, 0, step);
}
