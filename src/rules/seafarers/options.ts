// Seafarers' option: the scenario, which puts Seafarers in play with its map and rules. A
// scenario's victory target is the default targetVp, and 5-6 players take the paired turn rule
// (its 2023 rules replace the special building phase, S11).

import { OptionsError } from '../../engine/options.js';
import type { RuleOptions } from '../options.js';
import type { RuleOption } from '../rule-set.js';
import { SCENARIOS, SCENARIO_IDS, isScenarioId, type ScenarioId } from './scenarios.js';

export const SEAFARERS_OPTIONS: readonly RuleOption[] = [
  {
    name: 'scenario',
    description: 'a scenario of Seafarers or Traders & Barbarians',
    values: [['none', ''], ...SCENARIO_IDS.map((id) => [id, SCENARIOS[id].title] as const)],
    default: 'none',
    flag: { flags: '--scenario <name>', defaultHelp: 'none', help: 'a scenario of Seafarers or Traders & Barbarians (catan-arena scenarios lists them)' },
  },
];

export function settleSeafarers(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (!isScenarioId(o.scenario)) return;
  if (given.targetVp === undefined) o.targetVp = SCENARIOS[o.scenario as ScenarioId].target;
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

export function checkSeafarers(o: RuleOptions): void {
  if (!isScenarioId(o.scenario)) return;
  if (o.turnRule === 'special-building') {
    throw new OptionsError('option turnRule: Seafarers for 5-6 players uses "paired" (its 2023 rules replace the special building phase)');
  }
  if (o.players < 3 || o.variant !== 'none' || o.inactiveColour) {
    throw new OptionsError(`option scenario: the Seafarers scenarios are for 3-6 players without a variant or an inactive colour`);
  }
}
