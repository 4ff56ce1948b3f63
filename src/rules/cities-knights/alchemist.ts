// The Alchemist (D74): played before the roll, it sets the red and the yellow die; the roll that
// follows throws the event die alone, so its chance outcomes are the event die's faces with the
// production dice the player chose.

import { A_ROLL } from '../../engine/actions.js';
import { requireStream } from '../../engine/hands.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { ROLL_OUTCOMES, sampleExtraDice, type DiceRoll } from '../base/dice.js';
import { CARD_BITS, type ProgressPlay } from './progress.js';

/** The dice an outcome of the production dice shows, [red, yellow]. */
const diceOf = (o: number): [number, number] => [((o / 6) | 0) + 1, (o % 6) + 1];

/**
 * The Alchemist's play and the roll it changes: `chosen` is a state field holding the production
 * dice's outcome + 1 from the play until the roll (0: none). Installed after the event die.
 */
export function installAlchemist(g: GameBuilder): ProgressPlay {
  const chosen = g.field('ck.alchemist');
  const roll = g.kinds[A_ROLL] as DiceRoll;
  const dice = roll.dice;
  g.kinds[A_ROLL] = {
    ...roll,
    outcomes(st, arg, values, weights) {
      const c = st.s[chosen]! - 1;
      if (c < 0) return roll.outcomes!(st, arg, values, weights);
      // Every outcome of the full roll with these production dice, at its weight.
      const n = roll.outcomes!(st, arg, values, weights);
      let k = 0;
      for (let i = 0; i < n; i++) {
        if (values[i]! % ROLL_OUTCOMES !== c) continue;
        values[k] = values[i]!;
        weights[k++] = weights[i]!;
      }
      return k;
    },
    sample(st, arg) {
      const c = st.s[chosen]! - 1;
      if (c < 0) return roll.sample!(st, arg);
      requireStream(st.s);
      return c + ROLL_OUTCOMES * sampleExtraDice(st.s, dice);
    },
    apply(st, arg, outcome) {
      const c = st.s[chosen]! - 1;
      if (c >= 0) {
        if (outcome % ROLL_OUTCOMES !== c) throw new Error(`roll: the Alchemist set the dice to ${diceOf(c).join(' and ')}, not ${diceOf(outcome % ROLL_OUTCOMES).join(' and ')}`);
        st.s[chosen] = 0;
      }
      roll.apply(st, arg, outcome);
    },
  };
  return {
    name: 'alchemist',
    beforeRoll: true,
    maxTargets: () => ROLL_OUTCOMES,
    plays({ s }, _p, base, out, n) {
      // It replaces the roll: once a turn.
      if (s[chosen] !== 0) return n;
      for (let o = 0; o < ROLL_OUTCOMES; o++) out[n++] = base | (o << CARD_BITS);
      return n;
    },
    apply({ s }, _p, o) {
      s[chosen] = o + 1;
    },
    describe: (_game, o) => diceOf(o).join(' and '),
    write: (_w, o) => ({ dice: diceOf(o) }),
    read(r, e) {
      const [red, yellow] = (Array.isArray(e.dice) ? e.dice : []) as number[];
      if (![red, yellow].every((d) => Number.isInteger(d) && d! >= 1 && d! <= 6)) throw r.error('alchemist: `dice` must be two integers 1-6');
      return (red! - 1) * 6 + (yellow! - 1);
    },
  };
}
