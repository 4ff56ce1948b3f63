// The scenario's board for 3-4 players (D195-D197): the base frame with the castle, the quarry
// and the glassworks on three corner positions, their sea sides against the frame; 16 terrain
// hexes (no desert, one pasture and one fields fewer) and 16 tokens (no 2, no 12).
//
// An old-style trade hex is sea to the board's topology (D196): its three land sides and four
// land corners are the neighbours' edges and nodes, so roads and settlements go there by the
// standard rules, and its sea sides and two sea corners are no places at all. A new-style trade
// hex of the 5-6 board (D209, board56.ts) is land to the topology, a hex without a token: its six
// sides and six corners are places, coastal ones too. What lies inside a trade hex, the plaza and
// its interior paths (one to each land corner), is an extra node and extra paths of the wagons'
// path graph (src/engine/path-moves.ts): the plaza is node board.numNodes + t for trade hex t,
// its interior paths are edges board.numEdges + i for i in interiorStart[t] .. interiorStart[t + 1] - 1,
// in corner order (on the 3-4 board, 4t + k).

import type { Board, BoardSpec, HexSpec, HarborSpec } from '../../../engine/board.js';
import type { TerrainName } from '../../../engine/constants.js';
import { keyedMemo } from '../../../engine/keyed-memo.js';
import { otherEnd, pathGraph, type PathGraph } from '../../../engine/path-moves.js';
import { makeRandom } from '../../../engine/rng.js';
import { shuffle } from '../../../maps/random-map.js';
import { spiralOrder } from '../../../maps/spiral.js';
import { BASE_FRAME, BASE_HARBOR_POOL, BASE_HARBOR_SITES, BASE_LAND, BASE_SPIRAL_TOKENS } from '../../base/frame.js';
import { TOKENS_PER_KIND, TRADE_HEX_NAMES } from './tables.js';

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

/**
 * The scenario's data on a board spec: the trade hexes and the barbarians' paths. `kinds` gives
 * each trade hex's kind (an index of TRADE_HEX_NAMES; absent: the hexes are castle, quarry and
 * glassworks in that order); `tokens` the commodity tokens of each kind a stack starts with
 * (absent: TOKENS_PER_KIND).
 */
export interface TradersData {
  readonly tradeHexes: ReadonlyArray<readonly [number, number]>;
  readonly barbarians: ReadonlyArray<readonly [number, number, number]>;
  readonly kinds?: readonly number[];
  readonly tokens?: number;
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
  /** Hex id of each trade hex. */
  readonly hex: Int32Array;
  /** Each trade hex's kind: an index of TRADE_HEX_NAMES (and of STACK_KINDS, WANTED_AT). */
  readonly kind: Int8Array;
  /** The wagons' graph: the board plus the plazas and their interior paths. */
  readonly graph: PathGraph;
  /** For each path-graph node: the trade hex whose plaza it is, or -1. */
  readonly plazaOf: Int8Array;
  /** The barbarians' starting edges. */
  readonly barbarianStart: Int32Array;
  /** Interior paths of trade hex t are interior indices interiorStart[t] .. interiorStart[t + 1] - 1. */
  readonly interiorStart: Int32Array;
  /** The trade hex of each interior index. */
  readonly interiorHex: Int8Array;
  /** Interior paths on the board, all trade hexes together. */
  readonly interiorCount: number;
  /** Commodity tokens of each kind a stack starts with. */
  readonly tokens: number;
}

/** Land corners of an old-style trade hex (the 3-4 board's), and of a new-style one (the 5-6 board's, D209). */
export const INTERIOR_PATHS = 4;
export const NEW_STYLE_PATHS = 6;
/** The most trade hexes a board holds (the 5-6 board's seven, D209), and so the most interior paths. */
export const MAX_TRADE_HEXES = 7;
export const MAX_INTERIOR = MAX_TRADE_HEXES * NEW_STYLE_PATHS;

/** Interior-path slots in a game's state: the 3-4 board's twelve, or room for the 5-6 board's (D209). */
export function interiorSlots(players: number): number {
  return players <= 4 ? TRADE_HEX_NAMES.length * INTERIOR_PATHS : MAX_INTERIOR;
}

function dataOf(board: Board): TradersData {
  const d = board.spec.scenario as unknown as TradersData | undefined;
  if (!d || !Array.isArray(d.tradeHexes) || !Array.isArray(d.barbarians)) {
    throw new Error('traders-and-barbarians: the board carries no trade hexes (scenario.tradeHexes: [q, r] each, scenario.barbarians: [q, r, side] each)');
  }
  return d;
}

/** Each trade hex's kind on a spec: its `kinds`, or castle, quarry, glassworks in order. */
export function kindsOf(d: TradersData): readonly number[] {
  const kinds: readonly number[] = d.kinds ?? TRADE_HEX_NAMES.map((_, t) => t);
  if (kinds.length !== d.tradeHexes.length || !kinds.every((k) => Number.isInteger(k) && k >= 0 && k < TRADE_HEX_NAMES.length)) {
    throw new Error(`traders-and-barbarians: scenario.kinds must give a kind 0-${TRADE_HEX_NAMES.length - 1} for each of the ${d.tradeHexes.length} trade hexes`);
  }
  for (let k = 0; k < TRADE_HEX_NAMES.length; k++) if (!kinds.includes(k)) throw new Error(`traders-and-barbarians: the board has no ${TRADE_HEX_NAMES[k]}`);
  return kinds;
}

export const tradersTables = keyedMemo((board: Board, _: null): TradersTables => {
  const data = dataOf(board);
  const kind = Int8Array.from(kindsOf(data));
  const count = data.tradeHexes.length;
  if (count > MAX_TRADE_HEXES) throw new Error(`traders-and-barbarians: ${count} trade hexes, at most ${MAX_TRADE_HEXES}`);
  const hex = new Int32Array(count);
  const interiorStart = new Int32Array(count + 1);
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
    if (corners.length !== INTERIOR_PATHS && corners.length !== NEW_STYLE_PATHS) {
      throw new Error(`traders-and-barbarians: trade hex [${q}, ${r}] has ${corners.length} land corners, expected ${INTERIOR_PATHS} or ${NEW_STYLE_PATHS}`);
    }
    for (const n of corners) extra.push([board.numNodes + t, n]);
    interiorStart[t + 1] = interiorStart[t]! + corners.length;
  });
  const interiorCount = interiorStart[count]!;
  const interiorHex = new Int8Array(interiorCount);
  for (let t = 0; t < count; t++) interiorHex.fill(t, interiorStart[t]!, interiorStart[t + 1]!);
  const graph = pathGraph(board, count, extra);
  const plazaOf = new Int8Array(graph.numNodes).fill(-1);
  for (let t = 0; t < count; t++) plazaOf[board.numNodes + t] = t;
  const barbarianStart = Int32Array.from(data.barbarians, ([q, r, side]) => {
    const e = board.edgeId(q, r, side);
    if (e < 0) throw new Error(`traders-and-barbarians: barbarian path [${q}, ${r}, ${side}] is not an edge of the board`);
    return e;
  });
  return { hex, kind, graph, plazaOf, barbarianStart, interiorStart, interiorHex, interiorCount, tokens: data.tokens ?? TOKENS_PER_KIND };
});

/** The interior path of trade hex t that leads to corner node n, as an interior index, or -1. */
export function interiorTo(T: TradersTables, numNodes: number, numEdges: number, t: number, n: number): number {
  for (let i = T.interiorStart[t]!; i < T.interiorStart[t + 1]!; i++) if (otherEnd(T.graph, numEdges + i, numNodes + t) === n) return i;
  return -1;
}

/**
 * The interior index named in a record by its trade hex's kind and its corner node: -1 when no
 * hex of that kind has a path to the node, -2 when `name` is no kind. Hexes of one kind share no
 * corner (D209), so the pair names one path.
 */
export function readInterior(game: { board: Board }, name: unknown, n: number): number {
  const k = TRADE_HEX_NAMES.indexOf(name as never);
  if (k < 0) return -2;
  const T = tradersTables(game.board, null);
  for (let t = 0; t < T.kind.length; t++) {
    if (T.kind[t] !== k) continue;
    const i = interiorTo(T, game.board.numNodes, game.board.numEdges, t, n);
    if (i >= 0) return i;
  }
  return -1;
}
