// Cities & Knights' action kinds and phases, from its block (src/rules/ids.ts).

import { ID_BLOCKS } from '../ids.js';

const [FIRST_KIND] = ID_BLOCKS['cities-knights'].kinds;

/** Build a city wall: argument the city's node. */
export const A_WALL = FIRST_KIND;
