// The scenario's board for 5-6 players (D209): the 37 hexes of a radius-3 hexagon, the 5-6
// frame with its two extra pieces. The new castle in the centre; an old-style quarry and
// glassworks on two opposite corners, sea to the topology as on the 3-4 board; two new-style
// quarries and glassworks on the coast, each with a harbor on its sea side; two deserts on fixed
// places; the 28 terrain hexes of Catan and Catan 5-6 dealt on the other 28, each on a fixed
// token (the printed layout, D211).

import type { BoardSpec, HarborSpec, HexSpec } from '../../../engine/board.js';
import type { TerrainName } from '../../../engine/constants.js';
import { SIDE_DQ, SIDE_DR } from '../../../engine/geometry.js';
import { makeRandom } from '../../../engine/rng.js';
import { shuffle } from '../../../maps/random-map.js';
import { FIVE_SIX_HARBOR_POOL, FIVE_SIX_TERRAIN_POOL } from '../../five-six/maps.js';
import type { TradersData } from './board.js';
import { CASTLE, GLASSWORKS, QUARRY } from './tables.js';

/** The trade hexes as [q, r, kind, new-style]: the castle, then quarries and glassworks alternating round the coast. */
export const TRADE_HEXES_56: ReadonlyArray<readonly [number, number, number, boolean]> = [
  [0, 0, CASTLE, true],
  [3, -3, QUARRY, false],
  [2, 1, GLASSWORKS, true],
  [-1, 3, QUARRY, true],
  [-3, 3, GLASSWORKS, false],
  [-2, -1, QUARRY, true],
  [1, -3, GLASSWORKS, true],
];

/** The deserts' fixed places, on either side of the castle. */
export const DESERTS_56: ReadonlyArray<readonly [number, number]> = [
  [-2, 1],
  [2, -1],
];

/**
 * The tokens on the 28 terrain places, as [q, r, token], in reading order: the extension's 28
 * (two each of 2 and 12, three of every other value), no 6 or 8 beside another, no two equal
 * numbers side by side, the castle's six neighbours 21 pips together (the board's average is 19).
 */
export const TOKENS_56: ReadonlyArray<readonly [number, number, number]> = [
  [0, -3, 8], [2, -3, 10],
  [-1, -2, 2], [0, -2, 3], [1, -2, 9], [2, -2, 6], [3, -2, 5],
  [-1, -1, 6], [0, -1, 10], [1, -1, 4], [3, -1, 12],
  [-3, 0, 8], [-2, 0, 4], [-1, 0, 11], [1, 0, 9], [2, 0, 3], [3, 0, 11],
  [-3, 1, 3], [-1, 1, 6], [0, 1, 5], [1, 1, 2],
  [-3, 2, 10], [-2, 2, 4], [-1, 2, 12], [0, 2, 11], [1, 2, 5],
  [-2, 3, 9], [0, 3, 8],
];

/** The 11 harbor sites: one on each new-style trade hex's sea side, the rest spread round the coast, none sharing an intersection. */
export const HARBOR_SITES_56: ReadonlyArray<readonly [number, number, number]> = [
  [3, -2, 0],
  [3, 0, 1],
  [2, 1, 1],
  [0, 3, 2],
  [-1, 3, 2],
  [-2, 3, 2],
  [-3, 2, 3],
  [-3, 0, 4],
  [-2, -1, 4],
  [0, -3, 4],
  [1, -3, 0],
];

/** The barbarians' starting paths: three sides of the castle, between its interior paths' corners. */
export const BARBARIAN_SITES_56: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 1],
  [0, 0, 3],
  [0, 0, 5],
];

/** Commodity tokens of each kind with 5-6 players: the 36 and the extension's 18, 54 over six kinds (D210). */
export const TOKENS_PER_KIND_56 = 9;

/** True when two places of the board are neighbours. */
function adjacent(a: readonly [number, number, ...unknown[]], b: readonly [number, number, ...unknown[]]): boolean {
  for (let s = 0; s < 6; s++) if (a[0] + SIDE_DQ[s]! === b[0] && a[1] + SIDE_DR[s]! === b[1]) return true;
  return false;
}

/** Whether a token deal puts a 6 or an 8 beside another. */
function redsTouch(places: ReadonlyArray<readonly [number, number]>, tokens: readonly number[]): boolean {
  for (let i = 0; i < places.length; i++) {
    if (tokens[i] !== 6 && tokens[i] !== 8) continue;
    for (let j = i + 1; j < places.length; j++) if ((tokens[j] === 6 || tokens[j] === 8) && adjacent(places[i]!, places[j]!)) return true;
  }
  return false;
}

/**
 * One 5-6 game's board from `seed` alone (D211): the terrains shuffled onto the token places and
 * the harbor kinds onto the sites; the tokens as printed (`variable` false), or shuffled with no
 * 6 or 8 side by side (`variable` true).
 */
export function tradersBoard56(variable: boolean, seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const terrains = shuffle(FIVE_SIX_TERRAIN_POOL.filter((t) => t !== 'desert'), rand);
  const places = TOKENS_56.map(([q, r]) => [q, r] as const);
  let tokens = TOKENS_56.map(([, , t]) => t);
  if (variable) {
    do tokens = shuffle(tokens, rand);
    while (redsTouch(places, tokens));
  }
  const hexes: HexSpec[] = places.map(([q, r], k) => ({ hex: [q, r], terrain: terrains[k]!, token: tokens[k]! }));
  for (const [q, r] of DESERTS_56) hexes.push({ hex: [q, r], terrain: 'desert' });
  // A new-style trade hex is land without a token (its corners and sides are places), an
  // old-style one sea (D196, D209); the drawing paints both over as trade hexes.
  for (const [q, r, , newStyle] of TRADE_HEXES_56) hexes.push({ hex: [q, r], terrain: (newStyle ? 'desert' : 'sea') as TerrainName });
  const kinds = shuffle([...FIVE_SIX_HARBOR_POOL], rand);
  const harbors: HarborSpec[] = HARBOR_SITES_56.map(([q, r, side], i) => ({ edge: [q, r, side], type: kinds[i]! }));
  const scenario: TradersData = {
    tradeHexes: TRADE_HEXES_56.map(([q, r]) => [q, r] as const),
    kinds: TRADE_HEXES_56.map(([, , k]) => k),
    barbarians: BARBARIAN_SITES_56,
    tokens: TOKENS_PER_KIND_56,
  };
  return { hexes, harbors, robber: null, scenario: scenario as unknown as Record<string, unknown> };
}
