// The special building phase's bot kit: in it the turn player waits while the others build, and
// the greedy bot builds there by its main-phase priorities (the list holds builds and the card
// purchase only).

import type { BotKit } from '../../engine/bot-kit.js';
import type { GreedyKitPart } from '../../bots/greedy/kit-part.js';
import { ID_BLOCKS } from '../ids.js';

// The phase's id from its block, not from special-building.ts, which attaches this kit.
const PH_SPECIAL_BUILD = ID_BLOCKS['special-building'].phases[0];

export const SPECIAL_BUILDING_KIT: BotKit = Object.freeze({
  name: 'special-building',
  waitingPhases: Object.freeze([PH_SPECIAL_BUILD]),
  strategies: Object.freeze({ greedy: Object.freeze({ buildPhases: [PH_SPECIAL_BUILD] }) satisfies GreedyKitPart }),
});
