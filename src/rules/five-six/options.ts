// The 5-6 Player Extension's options: the house option of an inactive colour (D27), and that 5-6
// players need a turn rule of their own.

import { OptionsError } from '../../engine/options.js';
import type { RuleOptions } from '../options.js';
import type { RuleOption } from '../rule-set.js';

export const FIVE_SIX_OPTIONS: readonly RuleOption[] = [
  { name: 'inactiveColour', description: 'house option (D27), 5 players: a sixth colour keeps two settlements at fixed places and never acts', values: 'boolean', default: false },
];

export function checkFiveSixOptions(o: RuleOptions): void {
  if (o.players >= 5 && o.turnRule === 'standard') {
    throw new OptionsError(`option turnRule: ${o.players} players need "special-building" or "paired", got "standard"`);
  }
  if (o.inactiveColour && o.players !== 5) throw new OptionsError(`option inactiveColour: only for 5 players, but players is ${o.players}`);
}
