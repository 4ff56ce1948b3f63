// The scenario's board for 3-4 players (D195-D197): the base frame with the castle, the quarry
// and the glassworks on three corner positions, their sea sides against the frame; 16 terrain
// hexes (no desert, one pasture and one fields fewer) and 16 tokens (no 2, no 12).
//
// A trade hex is sea to the board's topology (D196): its three land sides and four land corners
// are the neighbours' edges and nodes, so roads and settlements go there by the standard rules,
// and its sea sides and two sea corners are no places at all (no road on a sea side, no
// settlement on a sea corner). What lies inside it, the plaza and its four interior paths, is an
// extra node and four extra paths of the wagons' path graph (src/engine/path-moves.ts): the plaza
// is node board.numNodes + t for trade hex t, interior path k of hex t is edge
// board.numEdges + 4t + k, from the plaza to the hex's k-th land corner in corner order.

import type { Board, BoardSpec, HexSpec, HarborSpec } from '../../../engine/board.js';
import type { TerrainName } from '../../../engine/constants.js';
import { keyedMemo } from '../../../engine/keyed-memo.js';
import { pathGraph, type PathGraph } from '../../../engine/path-moves.js';
import { makeRandom } from '../../../engine/rng.js';
import { shuffle } from '../../../maps/random-map.js';
import { spiralOrder } from '../../../maps/spiral.js';
import { BASE_FRAME, BASE_HARBOR_POOL, BASE_HARBOR_SITES, BASE_LAND, BASE_SPIRAL_TOKENS } from '../../base/frame.js';
import { TRADE_HEX_NAMES, type TradeHexName } from './tables.js';

/** Where the trade hexes lie (D195): three corner positions of the base frame that carry no harbor, in TRADE_HEX_NAMES order. */
export const TRADE_HEX_SITES: ReadonlyArray<readonly [number, number]> = [
  [2, -2],
  [0, 2],
  [-2, 0],
];

/** The barbarians' starting paths (D197), as [q, r, side]: the three sides of the centre hex that face the trade hexes' ways. */
export const BARBARIAN_SITES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 0],
  [0, 0, 2],
  [0, 0, 4],
];

/** The 16 terrain hexes: the base pool less the desert, one pasture and one fields. */
export const TRADERS_TERRAIN: readonly TerrainName[] = [
  ...Array<TerrainName>(4).fill('forest'),
  ...Array<TerrainName>(3).fill('pasture'),
  ...Array<TerrainName>(3).fill('fields'),
  ...Array<TerrainName>(3).fill('hills'),
  ...Array<TerrainName>(3).fill('mountains'),
];

/** Tokens A-R less B (2) and H (12), in letter order. */
export const TRADERS_SPIRAL_TOKENS: readonly number[] = BASE_SPIRAL_TOKENS.filter((_, i) => i !== 1 && i !== 7);

/** The scenario's data on a board spec: the trade hexes in TRADE_HEX_NAMES order and the barbarians' paths. */
export interface TradersData {
  readonly tradeHexes: ReadonlyArray<readonly [number, number]>;
  readonly barbarians: ReadonlyArray<readonly [number, number, number]>;
}

/**
 * One game's board from `seed` alone (D198): terrains and harbors shuffled; tokens along the
 * spiral from a corner without a trade hex, skipping the trade hexes (`variable` false, the
 * rulebook's set-up), or shuffled onto the 16 terrain hexes (`variable` true).
 */
export function tradersBoard(variable: boolean, seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const tradeAt = new Set(TRADE_HEX_SITES.map(([q, r]) => `${q},${r}`));
  const landPositions = BASE_LAND.map((_, i) => i).filter((i) => !tradeAt.has(`${BASE_LAND[i]![0]},${BASE_LAND[i]![1]}`));
  const terrain = shuffle([...TRADERS_TERRAIN], rand);
  const tokenAt = new Map<number, number>();
  if (variable) {
    const tokens = shuffle([...TRADERS_SPIRAL_TOKENS], rand);
    landPositions.forEach((pos, k) => tokenAt.set(pos, tokens[k]!));
  } else {
    const corners = [0, 2, 7, 11, 16, 18].filter((i) => landPositions.includes(i));
    const corner = corners[Math.floor(rand() * corners.length)]!;
    const order = spiralOrder(BASE_FRAME, corner).filter((i) => landPositions.includes(i));
    order.forEach((pos, k) => tokenAt.set(pos, TRADERS_SPIRAL_TOKENS[k]!));
  }
  const hexes: HexSpec[] = [];
  landPositions.forEach((pos, k) => {
    const [q, r] = BASE_LAND[pos]!;
    hexes.push({ hex: [q, r], terrain: terrain[k]!, token: tokenAt.get(pos)! });
  });
  for (const [q, r] of TRADE_HEX_SITES) hexes.push({ hex: [q, r], terrain: 'sea' });
  const kinds = shuffle([...BASE_HARBOR_POOL], rand);
  const harbors: HarborSpec[] = BASE_HARBOR_SITES.map(([q, r, side], i) => ({ edge: [q, r, side], type: kinds[i]! }));
  const scenario: TradersData = { tradeHexes: TRADE_HEX_SITES, barbarians: BARBARIAN_SITES };
  return { hexes, harbors, robber: null, scenario: scenario as unknown as Record<string, unknown> };
}

/** What the rules need of a board's trade hexes, worked out once per board. */
export interface TradersTables {
  /** Hex id of each trade hex (a sea hex of the spec). */
  readonly hex: Int32Array;
  /** The wagons' graph: the board plus the plazas and their interior paths. */
  readonly graph: PathGraph;
  /** For each path-graph node: the trade hex whose plaza it is, or -1. */
  readonly plazaOf: Int8Array;
  /** The barbarians' starting edges. */
  readonly barbarianStart: Int32Array;
  /** Interior paths per trade hex (4). */
  readonly interior: number;
  /** The name of each trade hex, in index order. */
  readonly names: readonly TradeHexName[];
}

export const INTERIOR_PATHS = 4;

function dataOf(board: Board): TradersData {
  const d = board.spec.scenario as unknown as TradersData | undefined;
  if (!d || !Array.isArray(d.tradeHexes) || d.tradeHexes.length !== TRADE_HEX_NAMES.length || !Array.isArray(d.barbarians)) {
    throw new Error('traders-and-barbarians: the board carries no trade hexes (scenario.tradeHexes: three [q, r], scenario.barbarians: [q, r, side] each)');
  }
  return d;
}

export const tradersTables = keyedMemo((board: Board, _: null): TradersTables => {
  const data = dataOf(board);
  const hex = new Int32Array(TRADE_HEX_NAMES.length);
  const extra: Array<[number, number]> = [];
  data.tradeHexes.forEach(([q, r], t) => {
    const h = board.hexId(q, r);
    if (h < 0) throw new Error(`traders-and-barbarians: trade hex [${q}, ${r}] is not a hex of the board`);
    hex[t] = h;
    const corners: number[] = [];
    for (let c = 0; c < 6; c++) {
      const n = board.nodeId(q, r, c);
      if (n >= 0) corners.push(n);
    }
    if (corners.length !== INTERIOR_PATHS) throw new Error(`traders-and-barbarians: trade hex [${q}, ${r}] has ${corners.length} land corners, expected ${INTERIOR_PATHS}`);
    for (const n of corners) extra.push([board.numNodes + t, n]);
  });
  const graph = pathGraph(board, TRADE_HEX_NAMES.length, extra);
  const plazaOf = new Int8Array(graph.numNodes).fill(-1);
  for (let t = 0; t < TRADE_HEX_NAMES.length; t++) plazaOf[board.numNodes + t] = t;
  const barbarianStart = Int32Array.from(data.barbarians, ([q, r, side]) => {
    const e = board.edgeId(q, r, side);
    if (e < 0) throw new Error(`traders-and-barbarians: barbarian path [${q}, ${r}, ${side}] is not an edge of the board`);
    return e;
  });
  return { hex, graph, plazaOf, barbarianStart, interior: INTERIOR_PATHS, names: TRADE_HEX_NAMES };
});
