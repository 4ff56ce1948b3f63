// The Fishermen of Catan (Traders & Barbarians scenario 1, D130-D144): the lake in place of the
// desert, fishing grounds on the frame, fish tokens drawn blind and spent on five uses, the old
// boot, and the robber beside the board until the first 7. Its rules by concern, one file each:
// the board (board.ts), the draws (fishing.ts), the spends (spending.ts), the boot (boot.ts).

import type { GameBuilder } from '../../../engine/rule-set.js';
import { OptionsError } from '../../../engine/options.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleOptions } from '../../options.js';
import type { RuleSetModule } from '../../rule-set.js';
import { FISHERMEN_ID, fishermenBoard } from './board.js';
import { installBoot } from './boot.js';
import { fishFields } from './context.js';
import { fishermenDrawing } from './drawing.js';
import { installFishing } from './fishing.js';
import { FISHERMEN_TARGET } from './ids.js';
import { fishermenKit } from './kit.js';
import { fishermenReadable } from './readable.js';
import { installSpending } from './spending.js';

function install(g: GameBuilder): void {
  const F = fishFields(g);
  installFishing(g, F);
  installSpending(g, F);
  installBoot(g, F);
  // The Event Cards' Robber Flees sends the robber off the board, not to the lake (D134).
  g.hooks.robberRefuge = () => -1;
}

const applies = (o: RuleOptions) => o.scenario === FISHERMEN_ID;

function settle(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (!applies(o)) return;
  if (given.targetVp === undefined) o.targetVp = FISHERMEN_TARGET;
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

function check(o: RuleOptions): void {
  if (!applies(o)) return;
  if (o.players < 3) throw new OptionsError(`option scenario: ${FISHERMEN_ID} is for 3-6 players (its Catan for Two adaptation is not played, D144), got ${o.players}`);
  if (o.turnRule === 'special-building') throw new OptionsError(`option turnRule: ${FISHERMEN_ID} for 5-6 players uses "paired" (the extension's chart for the scenario), got "special-building"`);
  if (o.expansion !== 'none') throw new OptionsError(`option expansion: ${FISHERMEN_ID} is played without an expansion, got "${o.expansion}"`);
  if (o.variant !== 'none' || o.inactiveColour) throw new OptionsError(`option scenario: ${FISHERMEN_ID} is played without a variant or an inactive colour`);
}

export const FISHERMEN_RULES: RuleSetModule = {
  name: FISHERMEN_ID,
  summary: 'The Fishermen of Catan: fishing grounds and the lake, fish tokens spent on five uses, the old boot',
  ids: ID_BLOCKS[FISHERMEN_ID],
  appliesTo: applies,
  options: [{ name: 'scenario', description: 'a scenario of Seafarers or Traders & Barbarians', values: [[FISHERMEN_ID, 'The Fishermen of Catan']] }],
  settleOptions: settle,
  checkOptions: check,
  install,
  drawing: fishermenDrawing,
  readable: fishermenReadable,
  kit: fishermenKit,
  scenarios: [
    {
      id: FISHERMEN_ID,
      family: 'Traders & Barbarians',
      number: 1,
      title: 'The Fishermen of Catan',
      target: FISHERMEN_TARGET,
      players: [3, 4, 5, 6],
      otherWin: null,
      configs: [`configs/traders-barbarians/${FISHERMEN_ID}-4.json`, `configs/traders-barbarians/${FISHERMEN_ID}-6.json`],
      summary: 'fish from grounds and the lake, spent on the robber, a theft, a resource, a road or a card; the old boot needs 1 VP more',
    },
  ],
  scenarioBoard: (o, variable, seed) => fishermenBoard(o.players, variable, seed),
};
