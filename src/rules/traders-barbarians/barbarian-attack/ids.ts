// Barbarian Attack's ids and counts: its block of action kinds and phases (src/rules/ids.ts) and the
// scenario's components, named here so that rules, bots, tests and records share one spelling.

import { ID_BLOCKS } from '../../ids.js';

const [K0] = ID_BLOCKS['barbarian-attack'].kinds;
const [P0] = ID_BLOCKS['barbarian-attack'].phases;

/** One of an attack's three rolls: the total (2-12, never 7 nor a total this attack rolled) is the outcome. */
export const A_BA_LANDING = K0;
/** Buying a development card, revealed and resolved at once: the card kind is the outcome. */
export const A_BA_BUY = K0 + 1;
/** Drawing again after an Intrigue with no barbarian on the coast: the card kind is the outcome. */
export const A_BA_REDRAW = K0 + 2;
/** A knight put on a path by Knighthood or Swift Knight: arg edge. */
export const A_BA_PLACE_KNIGHT = K0 + 3;
/** One of Treason's two moves: arg from (coastal index, SUPPLY_FROM for the supply) | to << 4. */
export const A_BA_TREASON = K0 + 4;
/** Intrigue: arg the coastal index of the hex a barbarian is taken from. */
export const A_BA_INTRIGUE = K0 + 5;
/** A knight's move: arg knight row | edge << 6 | (1 << 18 when it goes 4-5 paths for a grain). */
export const A_BA_MOVE_KNIGHT = K0 + 6;
/** A victory over the barbarians of one coastal hex: arg coastal index; outcome pair + 3 * roll-off order. */
export const A_BA_EXPEL = K0 + 7;
/** The roller's steal on a 7 (no robber): arg victim + 1 (0: nobody has a card); the card is the outcome. */
export const A_BA_STEAL = K0 + 8;

/** The three rolls of a barbarian attack, one action each. */
export const PH_BA_LANDING = P0;
/** Resolving the card just bought: a knight to place, Treason's moves, Intrigue's barbarian, a redraw. */
export const PH_BA_CARD = P0 + 1;
/** Moving knights, after trading and building: moves and the end of the turn only. */
export const PH_BA_KNIGHTS = P0 + 2;
/** The victories of the turn's end, clockwise from the "4" hex. */
export const PH_BA_EXPEL = P0 + 3;

/** The scenario's development cards in deck order, and how many of each (D178). */
export const BA_CARD_NAMES = ['knighthood', 'swift_knight', 'treason', 'intrigue'] as const;
export const KNIGHTHOOD = 0;
export const SWIFT_KNIGHT = 1;
export const TREASON = 2;
export const INTRIGUE = 3;
export const BA_DECK = [14, 4, 4, 4] as const;

/** Knights per colour, barbarians in the game, and the barbarians that conquer a hex. */
export const KNIGHTS_PER_COLOUR = 6;
export const BARBARIANS = 30;
export const CONQUEST = 3;
/** Paths a knight moves, and with a grain paid for it. */
export const KNIGHT_STEPS = 3;
export const KNIGHT_STEPS_PAID = 5;
/** Gold for a knight lost, for a roll-off lost, and Treason's gold. */
export const GOLD_PER_KNIGHT = 3;
export const GOLD_ROLL_OFF = 3;
export const GOLD_TREASON = 2;
/** Treason's `from` for a barbarian taken from the supply. */
export const SUPPLY_FROM = 15;

/** What the card being resolved still asks (the `pending` field). */
export const PENDING_NONE = 0;
export const PENDING_CASTLE_KNIGHT = 1;
export const PENDING_ANY_KNIGHT = 2;
export const PENDING_TREASON = 3;
export const PENDING_INTRIGUE = 4;
export const PENDING_REDRAW = 5;
