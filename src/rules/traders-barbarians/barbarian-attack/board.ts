// Barbarian Attack's board for 3-4 players (D175, D176): the base frame with the castle and the
// desert at opposite corners of the outer ring, the other ten outer hexes (the coastal hexes) and
// the seven inner ones dealt at random from the scenario's terrains, and the fixed token pattern
// in which every number but 7 lies exactly once on the coast. The board carries the coast's order
// (clockwise from the "4" hex, the order of the victory checks) and the castle as scenario data;
// the castle's terrain is the desert's, so every tool that reads a board reads this one.

import type { BoardSpec, HexSpec } from '../../../engine/board.js';
import type { TerrainName } from '../../../engine/constants.js';
import { makeRandom } from '../../../engine/rng.js';
import { BASE_FRAME } from '../../base/frame.js';
import { FIVE_SIX_HARBOR_POOL, FIVE_SIX_HARBOR_SITES, FIVE_SIX_LAND } from '../../five-six/maps.js';

/** The scenario data a Barbarian Attack board carries (BoardSpec.scenario.barbarianAttack). */
export interface AttackMapData {
  /** The coastal hexes in the order of the victory checks: clockwise from the "4" hex. */
  readonly coast: ReadonlyArray<[number, number]>;
  readonly castles: ReadonlyArray<[number, number]>;
}

const CASTLE_AT: [number, number] = [-2, 2];
const DESERT_AT: [number, number] = [2, -2];
/** The outer ring clockwise from the "4" hex (just left of the castle), castle and desert left out. */
const COAST: Array<[number, number]> = [
  [-2, 1], [-2, 0], [-1, -1], [0, -2], [1, -2], [2, -1], [2, 0], [1, 1], [0, 2], [-1, 2],
];
/** The tokens of the coastal hexes, in COAST's order: each number but 7 once (D176). */
const COAST_TOKENS = [4, 12, 9, 8, 3, 10, 11, 5, 2, 6];
const INNER: Array<[number, number]> = [[0, -1], [1, -1], [-1, 0], [0, 0], [1, 0], [-1, 1], [0, 1]];
const INNER_TOKENS = [4, 5, 8, 10, 6, 9, 3];

const COAST_TERRAIN: TerrainName[] = ['forest', 'forest', 'hills', 'hills', 'pasture', 'pasture', 'pasture', 'mountains', 'fields', 'fields'];
const INNER_TERRAIN: TerrainName[] = ['forest', 'pasture', 'hills', 'mountains', 'mountains', 'fields', 'fields'];

function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The board of one 3-4 player game from `seed` alone: the terrains of the coast and of the inner
 * hexes shuffled apart, the harbors dealt from the base pool (D176). `--map random` deals the same
 * way: the scenario's own set-up already varies everything but the pattern.
 */
export function attackBoard(seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const coast = shuffle([...COAST_TERRAIN], rand);
  const inner = shuffle([...INNER_TERRAIN], rand);
  const harbors = shuffle([...BASE_FRAME.harbors], rand);
  const hexes: HexSpec[] = [
    // The castle is a desert as terrain (nothing grows there, nothing conquers it), marked by the scenario data.
    { hex: [...CASTLE_AT], terrain: 'desert' },
    { hex: [...DESERT_AT], terrain: 'desert' },
    ...COAST.map((hex, i): HexSpec => ({ hex: [...hex], terrain: coast[i]!, token: COAST_TOKENS[i]! })),
    ...INNER.map((hex, i): HexSpec => ({ hex: [...hex], terrain: inner[i]!, token: INNER_TOKENS[i]! })),
  ];
  const land = new Map(BASE_FRAME.land.map(([q, r], i) => [`${q},${r}`, i]));
  hexes.sort((a, b) => land.get(`${a.hex[0]},${a.hex[1]}`)! - land.get(`${b.hex[0]},${b.hex[1]}`)!);
  const data: AttackMapData = { coast: COAST.map(([q, r]) => [q, r]), castles: [[...CASTLE_AT]] };
  return {
    hexes,
    harbors: BASE_FRAME.harborSites.map((edge, i) => ({ edge: [...edge], type: harbors[i]! })),
    robber: null,
    scenario: { barbarianAttack: data },
  };
}

// The 5-6 board (D189): the 5-6 frame with castles at two opposite corners and deserts midway along
// the long sides; twelve coastal hexes, 5 and 9 twice each, checked clockwise from the hex after
// each castle along its side.
const CASTLES_56: Array<[number, number]> = [[2, -3], [-3, 3]];
const DESERTS_56: Array<[number, number]> = [[2, 0], [-3, 0]];
const COAST_56: Array<[number, number]> = [
  [2, -2], [2, -1], [1, 1], [0, 2], [-1, 3], [-2, 3],
  [-3, 2], [-3, 1], [-2, -1], [-1, -2], [0, -3], [1, -3],
];
const COAST_TOKENS_56 = [4, 9, 8, 5, 11, 6, 10, 5, 3, 9, 12, 2];
const INNER_56: Array<[number, number]> = [
  [0, -2], [1, -2], [-1, -1], [0, -1], [1, -1], [-2, 0], [-1, 0], [0, 0], [1, 0], [-2, 1], [-1, 1], [0, 1], [-2, 2], [-1, 2],
];
const INNER_TOKENS_56 = [3, 6, 11, 4, 10, 8, 3, 6, 11, 4, 9, 10, 5, 8];
const COAST_TERRAIN_56: TerrainName[] = ['forest', 'forest', 'forest', 'hills', 'hills', 'hills', 'pasture', 'pasture', 'mountains', 'mountains', 'fields', 'fields'];
const INNER_TERRAIN_56: TerrainName[] = [
  'forest', 'forest', 'hills', 'hills', 'pasture', 'pasture', 'pasture', 'mountains', 'mountains', 'mountains', 'fields', 'fields', 'fields', 'fields',
];

/** The board of one 5-6 player game from `seed` alone, dealt as attackBoard deals the 3-4 one. */
export function attackBoard56(seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const coast = shuffle([...COAST_TERRAIN_56], rand);
  const inner = shuffle([...INNER_TERRAIN_56], rand);
  const harbors = shuffle([...FIVE_SIX_HARBOR_POOL], rand);
  const hexes: HexSpec[] = [
    ...[...CASTLES_56, ...DESERTS_56].map((hex): HexSpec => ({ hex: [...hex], terrain: 'desert' })),
    ...COAST_56.map((hex, i): HexSpec => ({ hex: [...hex], terrain: coast[i]!, token: COAST_TOKENS_56[i]! })),
    ...INNER_56.map((hex, i): HexSpec => ({ hex: [...hex], terrain: inner[i]!, token: INNER_TOKENS_56[i]! })),
  ];
  const land = new Map(FIVE_SIX_LAND.map(([q, r], i) => [`${q},${r}`, i]));
  hexes.sort((a, b) => land.get(`${a.hex[0]},${a.hex[1]}`)! - land.get(`${b.hex[0]},${b.hex[1]}`)!);
  const data: AttackMapData = { coast: COAST_56.map(([q, r]) => [q, r]), castles: CASTLES_56.map(([q, r]) => [q, r]) };
  return {
    hexes,
    harbors: FIVE_SIX_HARBOR_SITES.map((edge, i) => ({ edge: [edge[0], edge[1], edge[2]], type: harbors[i]! })),
    robber: null,
    scenario: { barbarianAttack: data },
  };
}
