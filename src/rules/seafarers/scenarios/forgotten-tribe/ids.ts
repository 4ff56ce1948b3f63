// The Forgotten Tribe's action kinds, phase and bounds (its ids are in its block of src/rules/ids.ts).

import { ID_BLOCKS } from '../../../ids.js';

const [K0] = ID_BLOCKS['forgotten-tribe'].kinds;
const [P0] = ID_BLOCKS['forgotten-tribe'].phases;
/** Placing a harbor gift: arg edge. */
export const A_PLACE_HARBOR = K0;
/** Drawing a development-card gift: the card is the outcome. */
export const A_GIFT_CARD = K0 + 1;
/** A seat places its harbor gift or draws its card gift. */
export const PH_TRIBE = P0;

/** Placed harbors kept in the state: at most this many (3-4 players: 6, 5-6: 8). */
export const MAX_PLACED = 12;
/** Gifts a map may mark (one word of taken gifts). */
export const MAX_GIFTS = 31;
