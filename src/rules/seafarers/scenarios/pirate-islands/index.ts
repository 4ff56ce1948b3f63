// The Pirate Islands (Seafarers scenario 7, S15). Each colour has one shipping route, pre-placed
// from its settlement on the eastern island, which grows only along a shortest free way to its
// circle and then to its pirate fortress; warships, the pirate fleet's attacks, fortress attacks,
// a steal instead of the robber. Its rules by concern, one file each, listed in `install`.

import { KNIGHT, VICTORY_POINT } from '../../../../engine/constants.js';
import type { GameBuilder, Supply } from '../../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../../ids.js';
import type { RuleSetModule } from '../../../rule-set.js';
import { islandsContext } from './context.js';
import { installFleet } from './fleet.js';
import { installFortress } from './fortress.js';
import { installInvariants } from './invariants.js';
import { installPhases } from './phases.js';
import { installRoute } from './route.js';
import { installStart } from './start.js';
import { installSteal } from './steal.js';
import { installWarships } from './warships.js';
import { pirateIslandsReadable } from '../readable.js';

export { A_ATTACK, A_FLEET_LOSS, A_STEAL, FORTRESS_CHITS, PH_FLEET_LOSS } from './ids.js';

function install(g: GameBuilder): void {
  const C = islandsContext(g);
  installPhases(g, C);
  installRoute(g, C);
  installWarships(g, C);
  installFortress(g, C);
  installFleet(g, C);
  installSteal(g, C);
  installStart(g, C);
  installInvariants(g, C);
}

export const PIRATE_ISLANDS_RULES: RuleSetModule = {
  name: 'pirate-islands',
  summary: 'The Pirate Islands: one route to your fortress, warships, the pirate fleet, fortress attacks',
  ids: ID_BLOCKS['pirate-islands'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'pirate-islands',
  // No Largest Army; VP cards count as knights with 4 or more players and leave the deck with 3.
  supply: (previous: Supply | null, options) => {
    const sup = previous!;
    const deck = [...sup.devDeck];
    if ((options.players as number) >= 4) deck[KNIGHT] = deck[KNIGHT]! + deck[VICTORY_POINT]!;
    deck[VICTORY_POINT] = 0;
    return { ...sup, devDeck: deck, largestArmyMin: Number.MAX_SAFE_INTEGER };
  },
  install,
  readable: pirateIslandsReadable,
};
