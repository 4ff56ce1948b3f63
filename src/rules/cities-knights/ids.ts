// Cities & Knights' action kinds and phases, from its block (src/rules/ids.ts).

import { ID_BLOCKS } from '../ids.js';

const [FIRST_KIND] = ID_BLOCKS['cities-knights'].kinds;

/** Build a city wall: argument the city's node. */
export const A_WALL = FIRST_KIND;
/** Hire a basic knight: argument its node. */
export const A_HIRE_KNIGHT = FIRST_KIND + 1;
/** Activate a knight: argument its node. */
export const A_ACTIVATE_KNIGHT = FIRST_KIND + 2;
/** Promote a knight one strength: argument its node. */
export const A_PROMOTE_KNIGHT = FIRST_KIND + 3;
