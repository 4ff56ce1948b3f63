// Base-game boards as data: the official beginner layout and the seeded random layout.

import type { BoardSpec, HarborSpec, HexSpec } from '../../engine/board.js';
import type { HarborName, TerrainName } from '../../engine/constants.js';
import { hexagon } from '../../engine/geometry.js';
import { makeRandom } from '../../engine/rng.js';

/** The 19 land hexes in reading order: rows of 3, 4, 5, 4, 3 from the top. */
export const BASE_LAND: ReadonlyArray<[number, number]> = hexagon(2);

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
const BEGINNER_HARBORS: HarborName[] = ['3:1', 'grain', 'ore', '3:1', 'wool', '3:1', '3:1', 'brick', 'lumber'];

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

function assemble(terrain: TerrainName[], tokens: Array<number | undefined>, harbors: HarborName[]): BoardSpec {
  const hexes: HexSpec[] = BASE_LAND.map(([q, r], i) => {
    const h: HexSpec = { hex: [q, r], terrain: terrain[i]! };
    if (tokens[i] !== undefined) h.token = tokens[i];
    return h;
  });
  const harborSpecs: HarborSpec[] = BASE_HARBOR_SITES.map((edge, i) => ({ edge: [...edge], type: harbors[i]! }));
  const desert = hexes.find((h) => h.terrain === 'desert');
  return { hexes, harbors: harborSpecs, robber: desert ? [...desert.hex] : [...hexes[0]!.hex] };
}

export function beginnerBoard(): BoardSpec {
  return assemble(BEGINNER_TERRAIN, BEGINNER_TOKENS, BEGINNER_HARBORS);
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Uniformly shuffled terrain, tokens (never on the desert) and harbor types, from `seed` alone. */
export function randomBoard(seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const terrain = shuffle([...BASE_TERRAIN_POOL], rand);
  const pool = shuffle([...BASE_TOKEN_POOL], rand);
  const tokens = terrain.map((t) => (t === 'desert' ? undefined : pool.pop()));
  const harbors = shuffle([...BASE_HARBOR_POOL], rand);
  return assemble(terrain, tokens, harbors);
}
