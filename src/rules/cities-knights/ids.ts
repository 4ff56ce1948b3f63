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
// the progress decks' draws and hand limit (events.ts, barbarians.ts, progress-decks.ts).
export const FIRST_EVENT_KIND = FIRST_KIND + 12;
export const FIRST_EVENT_PHASE = FIRST_PHASE + 4;
/** Draw the top card of a progress deck: argument the deck's area. */
export const A_DRAW_PROGRESS = FIRST_EVENT_KIND;
/** Put a progress card under its deck to keep the hand limit: argument the card's number. */
export const A_DISCARD_PROGRESS = FIRST_EVENT_KIND + 1;
/** Lose a city to the barbarians: argument its node. */
export const A_PILLAGE = FIRST_EVENT_KIND + 2;
/** Commit an active knight to the defence (the nasty variant): argument its node. */
export const A_COMMIT_KNIGHT = FIRST_EVENT_KIND + 3;
/** Commit no more knights (the nasty variant). */
export const A_COMMIT_DONE = FIRST_EVENT_KIND + 4;
export const PH_DRAW_PROGRESS = FIRST_EVENT_PHASE;
export const PH_DISCARD_PROGRESS = FIRST_EVENT_PHASE + 1;
export const PH_PILLAGE = FIRST_EVENT_PHASE + 2;
export const PH_COMMIT_KNIGHTS = FIRST_EVENT_PHASE + 3;

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
/** Play a progress card: argument the card's id | its target << CARD_BITS (progress.ts). */
export const A_PLAY_PROGRESS = FIRST_PROGRESS_KIND;

// The decisions the progress cards raise (progress-answers.ts, progress-pieces.ts, progress-harbor.ts).
/** The Bishop's steal from one victim: argument the victim; the card taken is the outcome (D82). */
export const A_BISHOP_STEAL = FIRST_PROGRESS_KIND + 1;
/** The Diplomat's own road placed again, free: argument its edge + 1, 0 to keep it off (D83). */
export const A_DIPLOMAT_ROAD = FIRST_PROGRESS_KIND + 2;
/** The Deserter's victim removes one of its knights: argument its node (D84). */
export const A_DESERTER_REMOVE = FIRST_PROGRESS_KIND + 3;
/** The Deserter's player places its knight: argument the node + 1, 0 to decline (D84). */
export const A_DESERTER_PLACE = FIRST_PROGRESS_KIND + 4;
/** The Spy's take: argument the progress card's id (D87). */
export const A_SPY_TAKE = FIRST_PROGRESS_KIND + 5;
/** A Wedding's giver gives one card: argument its hand kind (D89). */
export const A_WEDDING_GIVE = FIRST_PROGRESS_KIND + 6;
/** A Commercial Harbor exchange offered: argument the opponent | the resource given << 3 (D90). */
export const A_HARBOR_OFFER = FIRST_PROGRESS_KIND + 7;
/** The opponent's answer to it: argument the commodity's hand kind (D90). */
export const A_HARBOR_ANSWER = FIRST_PROGRESS_KIND + 8;
/** The Master Merchant's take of one card: argument its hand kind (D91). */
export const A_MASTER_MERCHANT_TAKE = FIRST_PROGRESS_KIND + 9;
export const PH_BISHOP_STEAL = FIRST_PROGRESS_PHASE;
export const PH_DIPLOMAT_ROAD = FIRST_PROGRESS_PHASE + 1;
export const PH_DESERTER_REMOVE = FIRST_PROGRESS_PHASE + 2;
export const PH_DESERTER_PLACE = FIRST_PROGRESS_PHASE + 3;
export const PH_SPY_TAKE = FIRST_PROGRESS_PHASE + 4;
export const PH_WEDDING_GIVE = FIRST_PROGRESS_PHASE + 5;
export const PH_HARBOR_ANSWER = FIRST_PROGRESS_PHASE + 6;
export const PH_MASTER_MERCHANT_TAKE = FIRST_PROGRESS_PHASE + 7;
