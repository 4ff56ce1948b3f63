// Boards: turns a list of hexes and harbors (board data) into dense node/edge/hex ids and typed
// adjacency tables (the topology, shared by every map of one frame: topology.ts) plus this map's
// terrains, tokens, harbors and robber. Everything after this module works with ids only. Land
// and hidden hexes are always places (their corners and sides are nodes and edges); sea hexes are
// places only with `seaPlaces`, so the base and 5-6 boards keep the ids they always had.

import { inCoordRange, MAX_COORD } from './geometry.js';
import { BoardError, HIDDEN, LAND, SEA_HEX, topologyOf, type Topology } from './topology.js';
import {
  DESERT,
  HARBOR_NAMES,
  SEA,
  TERRAIN_NAMES,
  harborIndex,
  type HarborName,
  type TerrainName,
} from './constants.js';

export interface HexSpec {
  hex: [number, number];
  /**
   * A standard terrain; a board of rule sets that register terrains (BoardOptions.terrains) also
   * takes their names. For a hidden hex: what the scenario says lies face down, if it says; the rule set decides.
   */
  terrain: TerrainName;
  /** The number token; null on a land hex that carries none (a scenario's barren islands: it never produces). */
  token?: number | null;
  /**
   * Face down (Seafarers' fog, Explorers & Pirates' unexplored hexes): a place on the board whose
   * terrain and token are decided when it is discovered, which is rule-set state, not board data.
   */
  hidden?: boolean;
}
export interface HarborSpec {
  /** Any name of the harbor's edge: [q, r, side]; the hex may be the sea hex or the land hex. */
  edge: [number, number, number];
  type: HarborName;
}
export interface BoardSpec {
  hexes: HexSpec[];
  harbors: HarborSpec[];
  /** Where the robber starts; defaults to the first desert; null: beside the board until first moved. */
  robber?: [number, number] | null;
  /**
   * Data for the rule sets (a Seafarers scenario's pirate, areas, marks): the board carries it
   * unread, and the rule set that reads it checks it.
   */
  scenario?: Readonly<Record<string, unknown>>;
}

export interface BoardOptions {
  /**
   * Sea hexes are places too: their corners and sides become nodes and edges, so ships can sit on
   * sea-sea and sea-land edges and a pirate on a sea hex has a ring of edges. Default false: sea
   * hexes are data only and the board has exactly the ids it has without them.
   */
  seaPlaces?: boolean;
  /** Land terrains the rule sets add to the standard ones (TERRAIN_NAMES): ids from TERRAIN_NAMES.length on, in order. */
  terrains?: readonly TerrainSpec[];
}

/** A land terrain a rule set registers (oasis, lake, ...): what the board needs to know of it. */
export interface TerrainSpec {
  readonly name: string;
  /** Its hexes carry number tokens (default false): production from them is the rule set's. */
  readonly tokens?: boolean;
}

export { BoardError };

/** hexTerrain of a hidden hex: the board does not know what it is (see `hexHidden`). */
export const HIDDEN_TERRAIN = -1;

/** A dealt board: its frame's shared topology, and what this map puts on it. */
export interface Board extends Topology {
  readonly spec: BoardSpec;
  /** Terrain names by id: the standard ones, then those the rule sets registered. */
  readonly terrainNames: readonly string[];
  /** Terrain index per hex; HIDDEN_TERRAIN (-1) for a hidden hex. */
  readonly hexTerrain: Int8Array;
  /** Token per hex, 0 for none; always 0 on a hidden hex (its spec token stays in `spec`). */
  readonly hexToken: Int8Array;
  /** -1, or a harbor kind (0..4 a resource's 2:1, 5 generic 3:1). */
  readonly nodeHarbor: Int8Array;
  /** Land hexes carrying each token value: tokenHexStart[v]..tokenHexStart[v+1] in tokenHexList. Never a hidden hex. */
  readonly tokenHexStart: Int32Array;
  readonly tokenHexList: Int32Array;
  readonly robberStart: number;
  readonly harborEdges: Array<{ edge: number; kind: number }>;
}

/** The parsed hexes of a spec, by hex id. */
interface Hexes {
  q: Int32Array;
  r: Int32Array;
  terrain: Int8Array;
  token: Int8Array;
  cls: Uint8Array;
}

const validToken = (t: number | null | undefined) => typeof t === 'number' && Number.isInteger(t) && t >= 2 && t <= 12 && t !== 7;

/** The terrains of a board: names by id, and which carry tokens. */
interface Terrains {
  names: readonly string[];
  tokens: readonly boolean[];
}

const STANDARD_TERRAINS: Terrains = Object.freeze({
  names: TERRAIN_NAMES,
  tokens: TERRAIN_NAMES.map((_, t) => t !== SEA && t !== DESERT),
});

function terrainsOf(options: BoardOptions): Terrains {
  const extra = options.terrains ?? [];
  if (extra.length === 0) return STANDARD_TERRAINS;
  const names = [...TERRAIN_NAMES, ...extra.map((x) => x.name)];
  if (new Set(names).size !== names.length) throw new BoardError(`terrains: a registered terrain repeats a name (${extra.map((x) => x.name).join(', ')})`);
  if (names.length > 127) throw new BoardError(`terrains: at most 127, got ${names.length}`);
  return { names, tokens: [...STANDARD_TERRAINS.tokens, ...extra.map((x) => x.tokens === true)] };
}

/** Checks one hex's data; returns its class. Tokens are checked on land; on a hidden hex only their range. */
function checkHex(h: HexSpec, terrains: Terrains): number {
  const [q, r] = h.hex;
  if (!inCoordRange(q, r)) throw new BoardError(`hex [${q}, ${r}]: coordinates must be integers from -${MAX_COORD} to ${MAX_COORD}`);
  const t = terrains.names.indexOf(h.terrain);
  if (t < 0) throw new BoardError(`hex [${q}, ${r}]: unknown terrain "${h.terrain}" (expected one of ${terrains.names.join(', ')})`);
  if (h.hidden) {
    if (h.token !== undefined && h.token !== null && !validToken(h.token)) throw new BoardError(`hex [${q}, ${r}] (hidden): token must be 2-6 or 8-12, got ${h.token}`);
    return HIDDEN;
  }
  const producing = terrains.tokens[t]!;
  // An explicit null is a producing hex left without a token on purpose; a missing one is a mistake.
  if (producing && h.token !== null && !validToken(h.token)) throw new BoardError(`hex [${q}, ${r}] (${h.terrain}): token must be 2-6 or 8-12 (or null for none), got ${h.token}`);
  if (!producing && h.token !== undefined && h.token !== null) throw new BoardError(`hex [${q}, ${r}] (${h.terrain}) cannot carry a token`);
  return t === SEA ? SEA_HEX : LAND;
}

function parseHexes(spec: BoardSpec, terrains: Terrains): Hexes {
  const n = spec.hexes.length;
  const out: Hexes = {
    q: new Int32Array(n),
    r: new Int32Array(n),
    terrain: new Int8Array(n),
    token: new Int8Array(n),
    cls: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const h = spec.hexes[i]!;
    const cls = checkHex(h, terrains);
    out.q[i] = h.hex[0];
    out.r[i] = h.hex[1];
    out.cls[i] = cls;
    // A hidden hex's face is rule-set state: the board records it as unknown, with no token.
    out.terrain[i] = cls === HIDDEN ? HIDDEN_TERRAIN : terrains.names.indexOf(h.terrain);
    out.token[i] = cls === HIDDEN ? 0 : h.token ?? 0;
  }
  return out;
}

/** Land hexes by token value, as a start table (14 entries) over one list, in hex id order within a value. */
function tokenIndex(hx: Hexes, land: Int32Array): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(14);
  for (let i = 0; i < land.length; i++) {
    const v = hx.token[land[i]!]!;
    if (v > 0) start[v + 1]!++; // hexes without a token (value 0) are not listed
  }
  for (let v = 1; v < 14; v++) start[v] = start[v]! + start[v - 1]!;
  const list = new Int32Array(start[13]!);
  const at = start.slice(0, 13);
  for (let i = 0; i < land.length; i++) {
    const h = land[i]!;
    const v = hx.token[h]!;
    if (v > 0) list[at[v]!++] = h;
  }
  return { start, list };
}

/**
 * Builds the board's ids and tables. Node and edge ids are dense, in reading order of their
 * lattice points; every corner and side of a land or hidden hex (and, with `seaPlaces`, of a sea
 * hex) is one. Without options, sea hexes add no node or edge, so existing boards never change.
 * Throws BoardError for malformed data: unknown terrain, bad tokens, duplicate hexes, coordinates
 * beyond ±MAX_COORD, harbors off the coast or sharing an intersection, no land.
 */
export function buildBoard(spec: BoardSpec, options: BoardOptions = {}): Board {
  const terrains = terrainsOf(options);
  const hx = parseHexes(spec, terrains);
  const topo = topologyOf(hx.q, hx.r, hx.cls, options.seaPlaces === true);
  const { nodeHarbor, harborEdges } = placeHarbors(spec, topo);
  const landHexes = topo.landHexes;
  const robberStart = robberStartOf(spec, topo.hexId, hx, landHexes);
  if (landHexes.length === 0) throw new BoardError('board has no land hexes');
  const tokens = tokenIndex(hx, landHexes);
  // One literal with every field, in one order: boards then share one shape (a spread of the
  // topology gave boards a slower one, and the step function reads the board on every step).
  return {
    spec,
    terrainNames: terrains.names,
    numHexes: topo.numHexes,
    numNodes: topo.numNodes,
    numEdges: topo.numEdges,
    hexQ: topo.hexQ,
    hexR: topo.hexR,
    hexTerrain: hx.terrain,
    hexToken: hx.token,
    hexNodes: topo.hexNodes,
    hexEdges: topo.hexEdges,
    nodeHexes: topo.nodeHexes,
    nodeNodes: topo.nodeNodes,
    nodeEdges: topo.nodeEdges,
    edgeNodes: topo.edgeNodes,
    edgeNext: topo.edgeNext,
    nodeAllHexes: topo.nodeAllHexes,
    edgeHexes: topo.edgeHexes,
    nodeLand: topo.nodeLand,
    nodeSea: topo.nodeSea,
    nodeHidden: topo.nodeHidden,
    edgeLand: topo.edgeLand,
    edgeSea: topo.edgeSea,
    edgeHidden: topo.edgeHidden,
    nodeHarbor,
    tokenHexStart: tokens.start,
    tokenHexList: tokens.list,
    landHexes,
    seaHexes: topo.seaHexes,
    hiddenHexes: topo.hiddenHexes,
    hexHidden: topo.hexHidden,
    robberStart,
    nodeName: topo.nodeName,
    edgeName: topo.edgeName,
    harborEdges,
    hexId: topo.hexId,
    nodeId: topo.nodeId,
    edgeId: topo.edgeId,
  };
}

/** Harbor kinds on their two intersections; a harbor's edge has land on exactly one side. */
function placeHarbors(spec: BoardSpec, topo: Topology): { nodeHarbor: Int8Array; harborEdges: Array<{ edge: number; kind: number }> } {
  const { numNodes, edgeId, edgeNodes, edgeLand } = topo;
  const nodeHarbor = new Int8Array(numNodes).fill(-1);
  const harborEdges: Array<{ edge: number; kind: number }> = [];
  for (const h of spec.harbors) {
    const [q, r, side] = h.edge;
    const e = edgeId(q, r, side);
    if (e < 0) throw new BoardError(`harbor at edge [${q}, ${r}, ${side}] is not on a land hex's side`);
    if (edgeLand[e] !== 1) throw new BoardError(`harbor at edge [${q}, ${r}, ${side}] is not on the coast`);
    const kind = harborIndex(h.type);
    if (kind < 0) throw new BoardError(`harbor at edge [${q}, ${r}, ${side}]: unknown type "${h.type}" (expected one of ${HARBOR_NAMES.join(', ')})`);
    for (let k = 0; k < 2; k++) {
      const n = edgeNodes[e * 2 + k]!;
      if (nodeHarbor[n] !== -1) throw new BoardError(`harbors at edge [${q}, ${r}, ${side}] and another share an intersection`);
      nodeHarbor[n] = kind;
    }
    harborEdges.push({ edge: e, kind });
  }
  return { nodeHarbor, harborEdges };
}

/** The robber's first hex: the spec's (a land hex; null for none), else the first desert, else the first land hex. */
function robberStartOf(spec: BoardSpec, hexId: (q: number, r: number) => number, hx: Hexes, land: Int32Array): number {
  if (spec.robber === null) return -1;
  if (spec.robber) {
    const h = hexId(spec.robber[0], spec.robber[1]);
    if (h < 0 || hx.cls[h] !== LAND) throw new BoardError(`robber start [${spec.robber.join(', ')}] is not a land hex of the board`);
    return h;
  }
  return land.find((h) => hx.terrain[h] === DESERT) ?? land[0] ?? -1;
}
