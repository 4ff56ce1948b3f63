// The 5-6 player board as data (D24-D26): the 30-hex frame, its harbor sites and pools, the
// fixed first-game layout, and a seeded random layout of the frame for tournament games.

import type { BoardSpec } from '../../engine/board.js';
import type { HarborName, TerrainName } from '../../engine/constants.js';
import { makeRandom } from '../../engine/rng.js';
import { beginnerMap } from '../../maps/beginner.js';
import type { MapFrame } from '../../maps/frame.js';
import { randomMap } from '../../maps/random-map.js';

/** Axial q range of each row r = -3..3: rows of 3, 4, 5, 6, 5, 4, 3 hexes. */
const ROWS: ReadonlyArray<readonly [number, number, number]> = [
  [-3, 0, 2],
  [-2, -1, 2],
  [-1, -2, 2],
  [0, -3, 2],
  [1, -3, 1],
  [2, -3, 0],
  [3, -3, -1],
];

/** The 30 land hexes in reading order. */
export const FIVE_SIX_LAND: ReadonlyArray<readonly [number, number]> = ROWS.flatMap(([r, q0, q1]) =>
  Array.from({ length: q1 - q0 + 1 }, (_, i) => [q0 + i, r] as const),
);

/**
 * The 11 harbor sites, clockwise from the top-left hex's north-west side. The 38 coastal sides
 * are split by gaps of 3, 4, 3, 4, ... (the base frame's rhythm stretched to 11 harbors, D25).
 */
export const FIVE_SIX_HARBOR_SITES: ReadonlyArray<readonly [number, number, number]> = [
  [0, -3, 5],
  [1, -3, 0],
  [2, -2, 0],
  [2, -1, 1],
  [2, 0, 2],
  [0, 2, 1],
  [-1, 3, 3],
  [-3, 3, 2],
  [-3, 2, 4],
  [-3, 0, 4],
  [-2, -1, 5],
];

export const FIVE_SIX_TERRAIN_POOL: readonly TerrainName[] = [
  ...Array<TerrainName>(6).fill('forest'),
  ...Array<TerrainName>(6).fill('pasture'),
  ...Array<TerrainName>(6).fill('fields'),
  ...Array<TerrainName>(5).fill('hills'),
  ...Array<TerrainName>(5).fill('mountains'),
  'desert',
  'desert',
];

/** The extension's 28 tokens: two 2s and 12s, three of every other value. */
export const FIVE_SIX_TOKEN_POOL: readonly number[] = [2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12];

export const FIVE_SIX_HARBOR_POOL: readonly HarborName[] = ['3:1', '3:1', '3:1', '3:1', '3:1', 'brick', 'lumber', 'wool', 'wool', 'grain', 'ore'];

/**
 * Token values in letter order A..Y, Za, Zb, Zc (D26). The printed letter values are not legible
 * in our texts; this is the order JSettlers2's 6-player board and several independent open
 * implementations carry, which puts no 6 or 8 next to another along the printed example spiral.
 */
const SPIRAL_TOKENS: readonly number[] = [
  2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6,
];

// First-game layout (D26): tokens by row as read from the printed "starting set-up for 5-6 new
// players"; terrains and harbors are ours (the picture's terrains are not in our texts).
const BEGINNER_TERRAIN: TerrainName[] = [
  'forest', 'fields', 'desert',
  'pasture', 'fields', 'hills', 'pasture',
  'forest', 'fields', 'mountains', 'mountains', 'hills',
  'fields', 'pasture', 'hills', 'mountains', 'forest', 'desert',
  'forest', 'fields', 'forest', 'pasture', 'mountains',
  'fields', 'hills', 'pasture', 'forest',
  'hills', 'pasture', 'mountains',
];
const BEGINNER_TOKENS: Array<number | undefined> = [
  10, 6, undefined,
  6, 2, 9, 11,
  3, 11, 5, 10, 4,
  5, 4, 6, 3, 8, undefined,
  12, 10, 2, 4, 11,
  8, 3, 9, 5,
  9, 12, 8,
];
const BEGINNER_HARBORS: HarborName[] = ['3:1', 'grain', 'ore', '3:1', 'wool', '3:1', 'wool', '3:1', 'brick', '3:1', 'lumber'];

export const FIVE_SIX_FRAME: MapFrame = Object.freeze({
  name: 'five-six',
  land: FIVE_SIX_LAND,
  harborSites: FIVE_SIX_HARBOR_SITES,
  terrain: FIVE_SIX_TERRAIN_POOL,
  tokens: FIVE_SIX_TOKEN_POOL,
  harbors: FIVE_SIX_HARBOR_POOL,
  spiralTokens: SPIRAL_TOKENS,
  beginner: { terrain: BEGINNER_TERRAIN, tokens: BEGINNER_TOKENS, harbors: BEGINNER_HARBORS },
});

/**
 * Where the inactive colour's two settlements stand in a first 5-player game (D27), as
 * [q, r, corner]: two well-separated inland intersections of the first-game layout.
 */
export const INACTIVE_SETTLEMENTS: ReadonlyArray<readonly [number, number, number]> = [
  [0, -1, 0],
  [-2, 1, 3],
];

/** The fixed first-game layout (D26). */
export function fiveSixBeginnerBoard(): BoardSpec {
  return beginnerMap(FIVE_SIX_FRAME);
}

/** Uniformly shuffled terrain, tokens (never on a desert) and harbor types of the 5-6 frame, from `seed` alone. */
export function fiveSixRandomBoard(seed: string): BoardSpec {
  return randomMap(FIVE_SIX_FRAME, makeRandom(`${seed}/map`));
}
