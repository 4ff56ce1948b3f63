// The Forgotten Tribe (Seafarers scenario 5): gifts of the tribe lie on marked coastal edges of the
// barren islands, and the first ship built or moved onto one claims it: a victory point, a
// development card, or a harbor its new owner places beside one of their coastal buildings (at
// once if they have a site, else as soon as they do). The robber never enters the barren islands
// (the core's noSettle areas) nor returns to its starting desert. Its rules by concern, one file
// each, listed in `install`.

import type { GameBuilder } from '../../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../../ids.js';
import type { RuleSetModule } from '../../../rule-set.js';
import { tribeContext } from './context.js';
import { installGifts } from './gifts.js';
import { installHarbors } from './harbors.js';
import { installRobber } from './robber.js';
import { forgottenTribeReadable } from '../readable.js';

export { A_GIFT_CARD, A_PLACE_HARBOR, PH_TRIBE } from './ids.js';

function install(g: GameBuilder): void {
  const X = tribeContext(g);
  installHarbors(g, X);
  installGifts(g, X);
  installRobber(g);
}

export const FORGOTTEN_TRIBE_RULES: RuleSetModule = {
  name: 'forgotten-tribe',
  summary: "The Forgotten Tribe: the tribe's gifts (VP, development cards, harbors) for the first ship on their edges",
  ids: ID_BLOCKS['forgotten-tribe'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'forgotten-tribe',
  install,
  readable: forgottenTribeReadable,
};
