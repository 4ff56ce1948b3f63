// Cities & Knights' action kinds and phases, from its block (src/rules/ids.ts).

import { ID_BLOCKS } from '../ids.js';

const [FIRST_KIND] = ID_BLOCKS['cities-knights'].kinds;
const [FIRST_PHASE] = ID_BLOCKS['cities-knights'].phases;

/** Build a city wall: argument the city's node. */
export const A_WALL = FIRST_KIND;
/** Hire a basic knight: argument its node. */
export const A_HIRE_KNIGHT = FIRST_KIND + 1;
/** Activate a knight: argument its node. */
export const A_ACTIVATE_KNIGHT = FIRST_KIND + 2;
/** Promote a knight one strength: argument its node. */
export const A_PROMOTE_KNIGHT = FIRST_KIND + 3;

// Kinds FIRST_KIND + 4 .. + 11 and phases FIRST_PHASE .. + 3: the knights' actions and answers.
/** Move an able knight along its owner's roads: argument from-node | to-node << 8. */
export const A_MOVE_KNIGHT = FIRST_KIND + 4;
/** Move an able knight onto a weaker opposing knight's node: argument as A_MOVE_KNIGHT. */
export const A_DISPLACE_KNIGHT = FIRST_KIND + 5;
/** An able knight next to the robber chases it: argument the knight's node. */
export const A_CHASE_ROBBER = FIRST_KIND + 6;
/** The displaced knight's owner moves it: argument the node it goes to. */
export const A_RETREAT_KNIGHT = FIRST_KIND + 7;
export const PH_RETREAT_KNIGHT = FIRST_PHASE;
export const PH_CHASE_ROBBER = FIRST_PHASE + 1;

// Kinds FIRST_KIND + 12 .. + 19 and phases FIRST_PHASE + 4 .. + 8: the barbarians, the gates and
// the progress decks' draws and hand limit (events.ts, barbarians.ts, decks.ts).
export const FIRST_EVENT_KIND = FIRST_KIND + 12;
export const FIRST_EVENT_PHASE = FIRST_PHASE + 4;

// Kinds FIRST_KIND + 20 .. + 27 and phases FIRST_PHASE + 9 .. + 11: city improvements, metropolises
// and the level-3 abilities (improvements.ts, metropolis.ts, abilities.ts).
export const FIRST_CITY_KIND = FIRST_KIND + 20;
export const FIRST_CITY_PHASE = FIRST_PHASE + 9;
/** Buy the next level of an area's improvements: argument the area (D60). */
export const A_IMPROVE = FIRST_CITY_KIND;
/** Place the metropolis just claimed or captured: argument the city's node (D63). */
export const A_PLACE_METROPOLIS = FIRST_CITY_KIND + 1;
/** The Aqueduct's pick after a production that gave the seat nothing: argument the resource (D62). */
export const A_AQUEDUCT = FIRST_CITY_KIND + 2;
export const PH_PLACE_METROPOLIS = FIRST_CITY_PHASE;
export const PH_AQUEDUCT = FIRST_CITY_PHASE + 1;

// Kinds FIRST_KIND + 28 .. + 79 and phases FIRST_PHASE + 12 .. + 23: the progress cards.
export const FIRST_PROGRESS_KIND = FIRST_KIND + 28;
export const FIRST_PROGRESS_PHASE = FIRST_PHASE + 12;
