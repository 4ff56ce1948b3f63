// The 5-6 player turn rules as values of the option turnRule: the special building phase is the
// default for 5-6 players (a Seafarers scenario makes it paired), and neither is for 2-4.

import { OptionsError } from '../../engine/options.js';
import type { RuleOptions } from '../options.js';
import type { RuleOption } from '../rule-set.js';

export const TURN_RULE_VALUES = ['special-building', 'paired'] as const;
export type TurnRuleValue = (typeof TURN_RULE_VALUES)[number];

const turnRule = (value: TurnRuleValue, meaning: string): readonly RuleOption[] => [{ name: 'turnRule', description: 'how turns pass', values: [[value, meaning]] }];

export const SPECIAL_BUILDING_OPTIONS = turnRule('special-building', 'after each turn the others may build (5-6, earlier editions)');
export const PAIRED_OPTIONS = turnRule('paired', 'two players share each turn (5-6, 2022 edition)');

export function settleSpecialBuilding(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'special-building';
}

/** The check of one turn rule: it is for 5-6 players. */
export function checkTurnRule(value: TurnRuleValue): (o: RuleOptions) => void {
  return (o) => {
    if (o.turnRule === value && o.players <= 4) throw new OptionsError(`option turnRule: "${value}" is a 5-6 player rule, but players is ${o.players}`);
  };
}
