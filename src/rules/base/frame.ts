// The base game's map frame: 19 land hexes in a hexagon, 9 harbor sites, the official pools, the
// lettered spiral tokens and the beginner layout. Generators in src/maps/ deal maps from it.

import type { HarborName, TerrainName } from '../../engine/constants.js';
import { hexagon } from '../../engine/geometry.js';
import type { MapFrame } from '../../maps/frame.js';

/** The 19 land hexes in reading order: rows of 3, 4, 5, 4, 3 from the top. */
export const BASE_LAND: ReadonlyArray<[number, number]> = hexagon(2);

/** The nine harbor sites of the base frame, as [land hex q, r, side], clockwise from the top. */
export const BASE_HARBOR_SITES: ReadonlyArray<[number, number, number]> = [
  [0, -2, 5],
  [1, -2, 0],
  [2, -1, 0],
  [2, 0, 1],
  [1, 1, 2],
  [-1, 2, 2],
  [-2, 2, 3],
  [-2, 1, 4],
  [-1, -1, 4],
];

// Pool order matters: the random generator shuffles these arrays in place, so reordering them
// would change every seeded random map.
export const BASE_TERRAIN_POOL: TerrainName[] = [
  ...Array<TerrainName>(4).fill('forest'),
  ...Array<TerrainName>(4).fill('pasture'),
  ...Array<TerrainName>(4).fill('fields'),
  ...Array<TerrainName>(3).fill('hills'),
  ...Array<TerrainName>(3).fill('mountains'),
  'desert',
];
export const BASE_TOKEN_POOL: number[] = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];
export const BASE_HARBOR_POOL: HarborName[] = ['3:1', '3:1', '3:1', '3:1', 'brick', 'lumber', 'wool', 'grain', 'ore'];

/** Tokens A..R of the base game, in letter order. */
export const BASE_SPIRAL_TOKENS: number[] = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11];

const BEGINNER_TERRAIN: TerrainName[] = [
  'mountains', 'pasture', 'forest',
  'fields', 'hills', 'pasture', 'hills',
  'fields', 'forest', 'desert', 'forest', 'mountains',
  'forest', 'mountains', 'fields', 'pasture',
  'hills', 'fields', 'pasture',
];
const BEGINNER_TOKENS: Array<number | undefined> = [
  10, 2, 9,
  12, 6, 4, 10,
  9, 11, undefined, 3, 8,
  8, 3, 4, 5,
  5, 6, 11,
];
const BEGINNER_HARBORS: HarborName[] = ['3:1', 'grain', 'ore', '3:1', 'wool', '3:1', '3:1', 'brick', 'lumber'];

export const BASE_FRAME: MapFrame = Object.freeze({
  name: 'base',
  land: BASE_LAND,
  harborSites: BASE_HARBOR_SITES,
  terrain: BASE_TERRAIN_POOL,
  tokens: BASE_TOKEN_POOL,
  harbors: BASE_HARBOR_POOL,
  spiralTokens: BASE_SPIRAL_TOKENS,
  beginner: { terrain: BEGINNER_TERRAIN, tokens: BEGINNER_TOKENS, harbors: BEGINNER_HARBORS },
});
