// Cities & Knights' options: the expansion option that puts it in play, with its victory target
// (13) as the default targetVp and the paired turn rule for 5-6 players (D38, D95, D101), and
// its optional variants (D96-D98).

import { OptionsError } from '../../engine/options.js';
import type { RuleOptions } from '../options.js';
import type { RuleOption } from '../rule-set.js';
import { CK_TARGET_VP } from './data.js';

export const CITIES_KNIGHTS = 'cities-knights';
export const CITIES_KNIGHTS_SUMMARY = 'Cities & Knights: commodities, city improvements, knights and the barbarians';

/** The variants' options (booleans, off by default), each with its rules decision. */
const VARIANTS: ReadonlyArray<readonly [name: 'knightErrant' | 'easyStart' | 'knightCommitment', flag: string, description: string]> = [
  ['knightErrant', '--knight-errant', 'Cities & Knights: an active knight may chase the robber before the roll (D96)'],
  ['easyStart', '--easy-start', 'Cities & Knights: no 7 and no event die in the first two rounds (D97)'],
  ['knightCommitment', '--knight-commitment', 'Cities & Knights: at an attack each player commits active knights one by one; only those defend (D98)'],
];

export const CITIES_KNIGHTS_OPTIONS: readonly RuleOption[] = [
  {
    name: 'expansion',
    description: 'an expansion',
    values: [
      ['none', ''],
      [CITIES_KNIGHTS, CITIES_KNIGHTS_SUMMARY],
    ],
    default: 'none',
    flag: { flags: '--expansion <name>', defaultHelp: 'none' },
  },
  ...VARIANTS.map(([name, flag, description]): RuleOption => ({ name, description, values: 'boolean', default: false, flag: { flags: flag, defaultHelp: 'off' } })),
];

/** The options the rule set's install reads. */
export const CITIES_KNIGHTS_INSTALL_OPTIONS: readonly string[] = VARIANTS.map(([name]) => name);

export function settleCitiesKnights(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (o.expansion !== CITIES_KNIGHTS) return;
  if (given.targetVp === undefined) o.targetVp = CK_TARGET_VP;
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

export function checkCitiesKnights(o: RuleOptions): void {
  if (o.expansion !== CITIES_KNIGHTS) {
    for (const [name] of VARIANTS) if (o[name]) throw new OptionsError(`option ${name}: a Cities & Knights variant, but the expansion is not cities-knights`);
    return;
  }
  if (o.players < 3) throw new OptionsError(`option expansion: Cities & Knights is for 3-6 players, but players is ${o.players}`);
  if (o.turnRule === 'special-building') throw new OptionsError('option turnRule: Cities & Knights for 5-6 players uses "paired" (D38, D101)');
  if (o.variant !== 'none' || o.scenario !== 'none' || o.inactiveColour) {
    throw new OptionsError('option expansion: Cities & Knights plays without a variant, a Seafarers scenario or an inactive colour (D38, D99)');
  }
}
