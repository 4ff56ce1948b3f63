// The Caravans' action kinds and phases (its ids are in its block of src/rules/ids.ts).

import { ID_BLOCKS } from '../../ids.js';

const [K0] = ID_BLOCKS.caravans.kinds;
const [P0] = ID_BLOCKS.caravans.phases;
/** A seat's bid in the voting round: arg wool * BID_RADIX + grain, the cards laid out. */
export const A_BID = K0;
/** The chooser places the camel: arg edge * CARAVAN_RADIX + caravan. */
export const A_CAMEL = K0 + 1;
/** Each seat bids once, in order from the player who just ended their turn. */
export const PH_BID = P0;
/** The vote's winner places the camel. */
export const PH_CAMEL = P0 + 1;

/** The bid argument's base: a bid of w wool and g grain is w * BID_RADIX + g. */
export const BID_RADIX = 32;
/** The camel argument's base: caravans are 0-5 (three per oasis). */
export const CARAVAN_RADIX = 8;
/** Caravans that leave each oasis: one per arrow. */
export const CARAVANS_PER_OASIS = 3;
