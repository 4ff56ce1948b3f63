// Traders & Barbarians scenario 3, The Caravans (scenario caravans): an oasis replaces the desert;
// a part of a turn that built a settlement or a city ends with a voting round in wool and grain,
// and its winner adds a camel to one of the caravans leaving the oasis. Roads beside camels count
// double for Longest Road, buildings between two camels are worth a VP more; 12 VP win. For 5-6
// players two oases send out six caravans, and each part of a paired turn ends with its own vote.
// Its rules by concern, one file each, listed in `install`; decisions D160-D174.

import { OptionsError } from '../../../engine/options.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleOptions } from '../../options.js';
import type { RuleOption, RuleSetModule, ScenarioEntry } from '../../rule-set.js';
import { caravansBoard, OASIS } from './board.js';
import { CARAVANS_DRAWING } from './drawing.js';
import { caravanFields } from './fields.js';
import { CARAVANS_KIT } from './kit.js';
import { caravansReadable } from './readable.js';
import { caravanInvariant, installBenefits, installRobber, installTrigger } from './rules.js';
import { installVote } from './vote.js';

export { A_BID, A_CAMEL, PH_BID, PH_CAMEL } from './ids.js';

/** The scenario's id (a value of the `scenario` option) and its victory target. */
export const CARAVANS = 'caravans';
export const CARAVANS_TARGET = 12;

const OPTIONS: readonly RuleOption[] = [{ name: 'scenario', description: 'a scenario of Seafarers or Traders & Barbarians', values: [[CARAVANS, 'The Caravans (Traders & Barbarians)']] }];

const ENTRY: ScenarioEntry = {
  id: CARAVANS,
  family: 'Traders & Barbarians',
  number: 3,
  title: 'The Caravans',
  target: CARAVANS_TARGET,
  players: [3, 4, 5, 6],
  otherWin: null,
  configs: ['configs/traders-barbarians/caravans-4.json', 'configs/traders-barbarians/caravans-6.json'],
  summary: 'an oasis, camels placed by a vote in wool and grain; roads beside camels count double, buildings between two camels +1 VP',
};

function install(g: GameBuilder): void {
  const F = caravanFields(g);
  installTrigger(g, F);
  installVote(g, F);
  installBenefits(g, F);
  installRobber(g);
  g.invariants.push(caravanInvariant(F));
}

function settleCaravans(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (o.scenario !== CARAVANS) return;
  if (given.targetVp === undefined) o.targetVp = CARAVANS_TARGET;
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

/** 3-6 players, the paired turn rule for 5-6, no variant or expansion (D173). */
function checkCaravans(o: RuleOptions): void {
  if (o.scenario !== CARAVANS) return;
  if (o.players < 3) throw new OptionsError('option scenario: The Caravans is for 3-6 players (its Catan for Two rules are not played here)');
  if (o.turnRule === 'special-building') throw new OptionsError('option turnRule: The Caravans for 5-6 players uses "paired" (camels and votes after each part of a paired turn)');
  if (o.variant !== 'none') throw new OptionsError(`option variant: The Caravans does not combine with ${o.variant}`);
  if (o.expansion !== 'none') throw new OptionsError(`option expansion: The Caravans does not combine with ${o.expansion}`);
  if (o.inactiveColour) throw new OptionsError('option inactiveColour: The Caravans is played without an inactive colour');
}

export const CARAVANS_RULES: RuleSetModule = {
  name: 'caravans',
  summary: 'The Caravans (Traders & Barbarians): camels placed by vote from the oasis; double roads and +1 VP beside them',
  ids: ID_BLOCKS.caravans,
  installOptions: ['scenario'],
  board: { terrains: [{ name: OASIS }] },
  appliesTo: (o) => o.scenario === CARAVANS,
  vpSourceNames: ['caravans'],
  install,
  options: OPTIONS,
  settleOptions: settleCaravans,
  checkOptions: checkCaravans,
  drawing: CARAVANS_DRAWING,
  readable: caravansReadable,
  kit: CARAVANS_KIT,
  scenarios: [ENTRY],
  scenarioBoard: (o, variable, seed) => caravansBoard(o.players, variable, seed),
};
