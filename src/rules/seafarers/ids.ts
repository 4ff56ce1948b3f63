// Seafarers' action kinds and phases, from its block in src/rules/ids.ts.

import { ID_BLOCKS } from '../ids.js';

const K0 = ID_BLOCKS.seafarers.kinds[0];
const P0 = ID_BLOCKS.seafarers.phases[0];

/** A ship: arg edge (set-up, paid or free by Road Building). */
export const A_SHIP = K0;
/** Moving a ship: arg from << edgeBits | to. */
export const A_MOVE_SHIP = K0 + 1;
/** The pirate's move: arg hex * 8 + (victim + 1), as the robber's. */
export const A_PIRATE = K0 + 2;
/** One resource picked for a gold field: arg resource. */
export const A_GOLD = K0 + 3;
/** Turning over a fog hex: arg hex; the outcome is what lies there (terrain * 16 + token). */
export const A_DISCOVER = K0 + 4;

/** Seats owed gold pick their resources, one card per action. */
export const PH_GOLD = P0;
/** The fog hexes a road or ship reached are turned over, one per action. */
export const PH_DISCOVER = P0 + 1;
