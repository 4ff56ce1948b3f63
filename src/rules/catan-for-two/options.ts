// Catan for Two as a value of the option variant: exactly two players.

import { OptionsError } from '../../engine/options.js';
import type { RuleOptions } from '../options.js';
import type { RuleOption } from '../rule-set.js';

export const CATAN_FOR_TWO = 'catan-for-two';
export const CATAN_FOR_TWO_SUMMARY = 'the two-player variant of Traders & Barbarians: neutral colours, trade tokens, two rolls a turn';

export const CATAN_FOR_TWO_OPTIONS: readonly RuleOption[] = [{ name: 'variant', description: 'rule variant', values: [[CATAN_FOR_TWO, CATAN_FOR_TWO_SUMMARY]] }];

export function checkCatanForTwo(o: RuleOptions): void {
  if (o.variant === CATAN_FOR_TWO && o.players !== 2) throw new OptionsError(`option variant: "catan-for-two" is for exactly 2 players, but players is ${o.players}`);
}
