// The options the base game declares: how turns pass and which variant is played. Its own values
// are the plain ones (one player a turn, no variant); the turn rules and the variants add theirs.

import type { RuleOption } from '../rule-set.js';

export const BASE_OPTIONS: readonly RuleOption[] = [
  {
    name: 'turnRule',
    description: 'how turns pass',
    values: [['standard', 'one player a turn (2-4 players)']],
    default: 'standard',
    flag: { flags: '--turn-rule <rule>', defaultHelp: 'standard for 2-4 players, special-building for 5-6, paired for a scenario of 5-6' },
  },
  { name: 'variant', description: 'rule variant', values: [['none', '']], default: 'none', flag: { flags: '--variant <name>', defaultHelp: 'none' } },
];
