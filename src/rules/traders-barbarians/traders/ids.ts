// The scenario's action kinds and phases (its block of src/rules/ids.ts).

import { ID_BLOCKS } from '../../ids.js';

const [K0] = ID_BLOCKS['traders-and-barbarians'].kinds;
const [P0] = ID_BLOCKS['traders-and-barbarians'].phases;

/** The wagon takes one path: arg path-graph edge; outcome the stack token drawn at a plaza (0/1), or none. */
export const A_WAGON_STEP = K0;
/** 1 grain for 2 more movement points, once a turn. */
export const A_GRAIN_BOOST = K0 + 1;
/** An attempt to drive off a barbarian beside the wagon: arg barbarian; outcome the die (0-5 for 1-6). */
export const A_DRIVE_OFF = K0 + 2;
/** A barbarian moved to a free path: arg barbarian << 12 | edge; outcome the card taken from the road's owner (after a 7 or a knight). */
export const A_MOVE_BARBARIAN = K0 + 3;
/** The next baggage-train card paid for and flipped. */
export const A_UPGRADE = K0 + 4;
/** A road on a trade hex's interior path: arg interior index (4 * trade hex + k). */
export const A_INTERIOR_ROAD = K0 + 5;
/** Swift Journey played (D205). */
export const A_SWIFT_JOURNEY = K0 + 6;

/** The wagon's move, after trading and building: more paths, the grain, attempts on barbarians, the end of the turn. */
export const PH_WAGON = P0;
/** A barbarian driven off goes to a free path the wagon's owner picks. */
export const PH_BARBARIAN_AWAY = P0 + 1;

/** Bits of an edge in A_MOVE_BARBARIAN's argument. */
export const EDGE_BITS = 12;
