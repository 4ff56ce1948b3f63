// Base-game boards: the official beginner layout and the seeded random layout, both dealt from
// the base frame by the generic generators of src/maps/.

import type { BoardSpec } from '../../engine/board.js';
import { makeRandom } from '../../engine/rng.js';
import { beginnerMap } from '../../maps/beginner.js';
import { randomMap } from '../../maps/random-map.js';
import { BASE_FRAME } from './frame.js';

export { BASE_FRAME, BASE_HARBOR_POOL, BASE_HARBOR_SITES, BASE_LAND, BASE_SPIRAL_TOKENS, BASE_TERRAIN_POOL, BASE_TOKEN_POOL } from './frame.js';

export function beginnerBoard(): BoardSpec {
  return beginnerMap(BASE_FRAME);
}

/** Uniformly shuffled terrain, tokens (never on the desert) and harbor types, from `seed` alone. */
export function randomBoard(seed: string): BoardSpec {
  return randomMap(BASE_FRAME, makeRandom(`${seed}/map`));
}
