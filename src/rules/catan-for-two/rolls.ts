// Two rolls a turn (D31): the first leads to the second, whose total must differ from the first
// (re-rolled until it does, so its outcomes are the rolls of any other total).

import { A_ROLL, ARG_BITS } from '../../engine/actions.js';
import { requireStream } from '../../engine/hands.js';
import { PHASE, PH_MAIN, PH_PRE_ROLL, RNG } from '../../engine/layout.js';
import type { KindRule, PhaseRule } from '../../engine/rule-set.js';
import { nextInt } from '../../engine/rng.js';
import { NO_OUTCOME } from '../../engine/step.js';
import { ROLL_OUTCOMES, rollDice } from '../base/dice.js';
import { PH_SECOND_ROLL, type CatanForTwoFields } from './fields.js';

const total = (outcome: number) => ((outcome / 6) | 0) + (outcome % 6) + 2;

/** Ways two dice show `sum`. */
function dieWays(sum: number): number {
  return 6 - Math.abs(sum - 7);
}

/** The k-th roll (in outcome order) whose total is not `first`. */
function secondRoll(first: number, k: number): number {
  for (let i = 0; i < ROLL_OUTCOMES; i++) {
    if (total(i) === first) continue;
    if (k-- === 0) return i;
  }
  return NO_OUTCOME;
}

export function secondRollPhase(): PhaseRule {
  return {
    name: 'second_roll',
    maxActions: 1,
    legal(_st, out) {
      out[0] = A_ROLL << ARG_BITS;
      return 1;
    },
  };
}

/** The roll kind of a two-roll turn, wrapping the base game's. */
export function twoRolls(roll: KindRule, F: CatanForTwoFields): KindRule {
  return {
    ...roll,
    outcomes(st, arg, values, weights) {
      if (st.s[PHASE] !== PH_SECOND_ROLL) return roll.outcomes!(st, arg, values, weights);
      const first = st.s[F.firstTotal]!;
      let n = 0;
      for (let i = 0; i < ROLL_OUTCOMES; i++) {
        if (total(i) === first) continue;
        values[n] = i;
        weights[n++] = 1;
      }
      return n;
    },
    sample(st, arg) {
      const { s } = st;
      if (s[PHASE] !== PH_SECOND_ROLL) return roll.sample!(st, arg);
      requireStream(s);
      const first = s[F.firstTotal]!;
      return secondRoll(first, nextInt(s, RNG, ROLL_OUTCOMES - dieWays(first)));
    },
    apply(st, _arg, outcome) {
      const { s } = st;
      const phase = s[PHASE]!;
      let after = PH_MAIN;
      if (outcome >= 0 && outcome < ROLL_OUTCOMES) {
        if (phase === PH_SECOND_ROLL && total(outcome) === s[F.firstTotal]) throw new Error(`roll: the second total must differ from the first (${total(outcome)})`);
        if (phase === PH_PRE_ROLL) {
          s[F.firstTotal] = total(outcome);
          after = PH_SECOND_ROLL;
        }
      }
      rollDice(st, outcome, after);
    },
  };
}
