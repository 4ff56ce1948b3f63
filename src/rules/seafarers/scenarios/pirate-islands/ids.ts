// The Pirate Islands' ids and counts: its block of action kinds and phases (src/rules/ids.ts),
// named here so that bots, tests and records share one spelling.

import { ID_BLOCKS } from '../../../ids.js';

const [K0] = ID_BLOCKS['pirate-islands'].kinds;
const [P0] = ID_BLOCKS['pirate-islands'].phases;
/** Attacking one's fortress (ends the turn): the fortress's die is the outcome (0-5 for 1-6). */
export const A_ATTACK = K0;
/** A card lost to the pirate fleet: the card is the outcome. */
export const A_FLEET_LOSS = K0 + 1;
/** The roller's steal on a 7: arg victim + 1 (0: nobody has a card); the card is the outcome. */
export const A_STEAL = K0 + 2;
/** Seats beaten by the fleet give up their cards, one per action, before production. */
export const PH_FLEET_LOSS = P0;

/** Chits under each fortress: wins it takes to capture it. */
export const FORTRESS_CHITS = 3;
