// Cloth for Catan (Seafarers scenario 6): the tribe's villages sit on intersections of the small
// islands in the middle, each with a number and a pile of 5 cloth. A colour whose ship reaches a
// village has trade relations with it: 1 cloth at once, and 1 more whenever its number is rolled
// (from the village's pile, the shortfall from the general supply; nothing once the pile is
// empty). Two cloth are 1 VP. Every colour places a third set-up settlement; the pirate moves only
// for a colour with a village, and may take a cloth instead of a card; a ship reaching a village
// is part of a closed route. The game also ends when at most 3 villages have cloth left. Its rules
// by concern, one file each, listed in `install`.

import type { GameBuilder } from '../../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../../ids.js';
import type { RuleSetModule } from '../../../rule-set.js';
import { clothContext } from './context.js';
import { installEnd } from './end.js';
import { installPirate } from './pirate.js';
import { installThirdSettlement } from './third-settlement.js';
import { installVillages } from './villages.js';
import { clothReadable } from '../readable.js';

export { A_PIRATE_CLOTH, CLOTH_PER_VILLAGE, GENERAL_CLOTH, STOCKED_VILLAGES_END } from './ids.js';

function install(g: GameBuilder): void {
  const X = clothContext(g);
  installVillages(g, X);
  installPirate(g, X);
  installThirdSettlement(g);
  installEnd(g, X);
}

export const CLOTH_FOR_CATAN_RULES: RuleSetModule = {
  name: 'cloth-for-catan',
  summary: "Cloth for Catan: villages, cloth (1 VP a pair), a third set-up settlement, the end when villages run dry",
  ids: ID_BLOCKS['cloth-for-catan'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'cloth-for-catan',
  vpSourceNames: ['cloth'],
  install,
  readable: clothReadable,
};
