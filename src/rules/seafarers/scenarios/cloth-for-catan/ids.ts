// Cloth for Catan's action kind and counts (its kinds are in its block of src/rules/ids.ts).

import { ID_BLOCKS } from '../../../ids.js';

const [K0] = ID_BLOCKS['cloth-for-catan'].kinds;
/** The pirate's move taking a cloth instead of a card: arg hex * 8 + (victim + 1). */
export const A_PIRATE_CLOTH = K0;

/** Cloth per village at the start, and in the general supply (3-4 players: 8 villages, 40 + 10 chits). */
export const CLOTH_PER_VILLAGE = 5;
export const GENERAL_CLOTH = 10;
/** The game ends once this many villages or fewer still have cloth. */
export const STOCKED_VILLAGES_END = 3;
/** Villages a map may mark (one word of trade relations per colour). */
export const MAX_VILLAGES = 16;
