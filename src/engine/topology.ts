// Board topology: the dense node and edge ids of a set of place hexes and their adjacency tables.
// They depend on where the hexes are and what class each is (land, hidden, sea), never on
// terrains, tokens or harbors, so every map dealt on one frame shares one topology: it is built
// on the first board of its frame and reused (a tournament deals a new map per game, and
// building the tables was some 6% of a random game).

import { cornerKey, inCoordRange, sideKey } from './geometry.js';

/** Malformed board data (unknown terrain, bad tokens, duplicate hexes, harbors off the coast ...). */
export class BoardError extends Error {}

// Hex classes: what a hex is to the topology. A lower class names shared nodes and edges first.
export const LAND = 0;
export const HIDDEN = 1;
export const SEA_HEX = 2;

/**
 * The tables of Board that come from the topology. Shared by every board of the frame: boards are
 * read-only once built (a bot gets its own copy through isolatedGame).
 */
export interface Topology {
  readonly numHexes: number;
  readonly numNodes: number;
  readonly numEdges: number;
  readonly hexQ: Int32Array;
  readonly hexR: Int32Array;
  /** hexNodes[h*6+c]: node at corner c, or -1 (corner not on the board). */
  readonly hexNodes: Int32Array;
  readonly hexEdges: Int32Array;
  /** Up to three entries per node/edge, padded with -1. nodeHexes lists the land hexes only. */
  readonly nodeHexes: Int32Array;
  readonly nodeNodes: Int32Array;
  readonly nodeEdges: Int32Array;
  readonly edgeNodes: Int32Array;
  /**
   * edgeNext[e*4 + k*2 + j]: the j-th other edge at end k of edge e (its node edgeNodes[e*2+k]), as
   * f * 2 + 1 when that node is f's end 1 and f * 2 when it is f's end 0; padded with -1. The
   * route searches follow pieces end to end through it.
   */
  readonly edgeNext: Int32Array;
  /** nodeAllHexes[n*3+k]: every hex of the spec at node n (land, hidden, sea), by hex id, padded with -1. */
  readonly nodeAllHexes: Int32Array;
  /** edgeHexes[e*2+k]: every hex of the spec beside edge e (land, hidden, sea), by hex id, padded with -1. */
  readonly edgeHexes: Int32Array;
  /** Land hexes at each node (0..3): the entries of nodeHexes. Hidden hexes are not land. */
  readonly nodeLand: Uint8Array;
  /** Sea hexes of the spec at each node (0..3); a corner with nothing listed beyond it counts none. */
  readonly nodeSea: Uint8Array;
  /** Hidden hexes at each node (0..3). */
  readonly nodeHidden: Uint8Array;
  /** Land hexes beside each edge (0..2): 2 inland, 1 coast, 0 open sea (or fog) only. */
  readonly edgeLand: Uint8Array;
  /** Sea hexes of the spec beside each edge (0..2). */
  readonly edgeSea: Uint8Array;
  /** Hidden hexes beside each edge (0..2). */
  readonly edgeHidden: Uint8Array;
  /** Hexes the robber may stand on (every land hex; never a hidden or sea hex). */
  readonly landHexes: Int32Array;
  /** Sea hexes (not hidden), by id: the pirate's places. */
  readonly seaHexes: Int32Array;
  /**
   * Hidden hexes, by id. Each is a place (its corners and sides are nodes and edges, with or
   * without `seaPlaces`) but is in neither `landHexes`, `nodeHexes` nor the token lists: what it
   * is gets decided when it is discovered, which the rule set keeps in its state.
   */
  readonly hiddenHexes: Int32Array;
  /** 1 for a hidden hex, 0 otherwise. */
  readonly hexHidden: Uint8Array;
  /**
   * Canonical names for records: (hex, corner) / (hex, side) of the first hex naming each id,
   * preferring land, then hidden, then sea hexes, so ids reached from land keep the land name.
   */
  readonly nodeName: Array<[number, number, number]>;
  readonly edgeName: Array<[number, number, number]>;
  hexId(q: number, r: number): number;
  nodeId(q: number, r: number, corner: number): number;
  edgeId(q: number, r: number, side: number): number;
}

/**
 * Topologies by frame (hex coordinates and classes in spec order, and whether sea hexes are
 * places). A memo of a pure function: bounded, and never observable except through speed.
 */
const BY_FRAME = new Map<string, Topology>();
const MAX_FRAMES = 64;

/**
 * The topology of hexes q[i], r[i] of class cls[i] (hex id i), built or found in the memo. The
 * coordinates must be in range already; a hex listed twice is a BoardError.
 */
export function topologyOf(q: Int32Array, r: Int32Array, cls: Uint8Array, seaPlaces: boolean): Topology {
  // A run deals its maps on one frame: comparing with the last one's hexes is cheaper than the key.
  const last = lastFrame;
  if (last && last.seaPlaces === seaPlaces && sameValues(last.q, q) && sameValues(last.r, r) && sameValues(last.cls, cls)) return last.topology;
  let key = seaPlaces ? 's' : 'l';
  for (let i = 0; i < q.length; i++) key += `|${q[i]},${r[i]},${cls[i]}`;
  let t = BY_FRAME.get(key);
  if (!t) {
    t = buildTopology(q.slice(), r.slice(), cls.slice(), seaPlaces);
    if (BY_FRAME.size >= MAX_FRAMES) BY_FRAME.delete(BY_FRAME.keys().next().value!);
    BY_FRAME.set(key, t);
  }
  lastFrame = { q: q.slice(), r: r.slice(), cls: cls.slice(), seaPlaces, topology: t };
  return t;
}

/** The hexes (and topology) topologyOf answered last: part of the memo. */
let lastFrame: { q: Int32Array; r: Int32Array; cls: Uint8Array; seaPlaces: boolean; topology: Topology } | null = null;

function sameValues(a: Int32Array | Uint8Array, b: Int32Array | Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Node and edge keys of every place hex, each sorted in reading order (the order of the ids). */
function placeKeys(q: Int32Array, r: Int32Array, cls: Uint8Array, seaPlaces: boolean): { nodes: number[]; edges: number[] } {
  const nodeKeys = new Set<number>();
  const edgeKeys = new Set<number>();
  for (let i = 0; i < cls.length; i++) {
    if (cls[i] === SEA_HEX && !seaPlaces) continue;
    for (let c = 0; c < 6; c++) {
      nodeKeys.add(cornerKey(q[i]!, r[i]!, c));
      edgeKeys.add(sideKey(q[i]!, r[i]!, c));
    }
  }
  // pointKey is row-major, so numeric order is reading order (top row first, left to right).
  const ascending = (a: number, b: number) => a - b;
  return { nodes: [...nodeKeys].sort(ascending), edges: [...edgeKeys].sort(ascending) };
}

/** Adds v (once) to the `width`-wide padded list of `at`; a full list means a malformed board. */
function pushPadded(arr: Int32Array, width: number, at: number, v: number): void {
  for (let k = 0; k < width; k++) {
    if (arr[at * width + k] === v) return;
    if (arr[at * width + k] === -1) {
      arr[at * width + k] = v;
      return;
    }
  }
  throw new BoardError('adjacency overflow: malformed board');
}

/** Per id, how many hexes of class `c` a padded hex list holds. */
function classCount(list: Int32Array, width: number, cls: Uint8Array, c: number): Uint8Array {
  const out = new Uint8Array(list.length / width);
  for (let i = 0; i < list.length; i++) if (list[i]! >= 0 && cls[list[i]!] === c) out[(i / width) | 0]!++;
  return out;
}

/** Hex ids of one class, in id order. */
const hexesOf = (cls: Uint8Array, c: number) => Int32Array.from(cls.keys()).filter((i) => cls[i] === c);

function buildTopology(q: Int32Array, r: Int32Array, cls: Uint8Array, seaPlaces: boolean): Topology {
  const numHexes = cls.length;
  const index = new Map<string, number>();
  for (let i = 0; i < numHexes; i++) {
    const key = `${q[i]},${r[i]}`;
    if (index.has(key)) throw new BoardError(`hex [${q[i]}, ${r[i]}] is listed twice`);
    index.set(key, i);
  }
  const keys = placeKeys(q, r, cls, seaPlaces);
  const nodeOf = new Map(keys.nodes.map((k, i) => [k, i]));
  const edgeOf = new Map(keys.edges.map((k, i) => [k, i]));
  const numNodes = keys.nodes.length;
  const numEdges = keys.edges.length;

  const hexNodes = new Int32Array(numHexes * 6).fill(-1);
  const hexEdges = new Int32Array(numHexes * 6).fill(-1);
  const nodeHexes = new Int32Array(numNodes * 3).fill(-1);
  const nodeAllHexes = new Int32Array(numNodes * 3).fill(-1);
  const nodeNodes = new Int32Array(numNodes * 3).fill(-1);
  const nodeEdges = new Int32Array(numNodes * 3).fill(-1);
  const edgeNodes = new Int32Array(numEdges * 2).fill(-1);
  const edgeHexes = new Int32Array(numEdges * 2).fill(-1);
  const nodeName: Array<[number, number, number]> = new Array(numNodes);
  const edgeName: Array<[number, number, number]> = new Array(numEdges);
  // Class of the hex each name was taken from, so a better class can take the name over.
  const nodeNameRank = new Uint8Array(numNodes).fill(255);
  const edgeNameRank = new Uint8Array(numEdges).fill(255);
  for (let i = 0; i < numHexes; i++) {
    const [hq, hr, hc] = [q[i]!, r[i]!, cls[i]!];
    for (let c = 0; c < 6; c++) {
      const n = nodeOf.get(cornerKey(hq, hr, c));
      const e = edgeOf.get(sideKey(hq, hr, c));
      if (n !== undefined) {
        hexNodes[i * 6 + c] = n;
        pushPadded(nodeAllHexes, 3, n, i);
        if (hc === LAND) pushPadded(nodeHexes, 3, n, i);
        if (hc < nodeNameRank[n]!) [nodeName[n], nodeNameRank[n]] = [[hq, hr, c], hc];
      }
      if (e !== undefined) {
        hexEdges[i * 6 + c] = e;
        pushPadded(edgeHexes, 2, e, i);
        if (hc < edgeNameRank[e]!) [edgeName[e], edgeNameRank[e]] = [[hq, hr, c], hc];
        const a = nodeOf.get(cornerKey(hq, hr, c))!;
        const b = nodeOf.get(cornerKey(hq, hr, (c + 1) % 6))!;
        edgeNodes[e * 2] = Math.min(a, b);
        edgeNodes[e * 2 + 1] = Math.max(a, b);
      }
    }
  }
  for (let e = 0; e < numEdges; e++) {
    const a = edgeNodes[e * 2]!;
    const b = edgeNodes[e * 2 + 1]!;
    pushPadded(nodeEdges, 3, a, e);
    pushPadded(nodeEdges, 3, b, e);
    pushPadded(nodeNodes, 3, a, b);
    pushPadded(nodeNodes, 3, b, a);
  }
  const edgeNext = new Int32Array(numEdges * 4).fill(-1);
  for (let e = 0; e < numEdges; e++) {
    for (let k = 0; k < 2; k++) {
      const x = edgeNodes[e * 2 + k]!;
      for (let j = 0; j < 3; j++) {
        const f = nodeEdges[x * 3 + j]!;
        if (f >= 0 && f !== e) pushPadded(edgeNext, 2, e * 2 + k, f * 2 + (edgeNodes[f * 2 + 1] === x ? 1 : 0));
      }
    }
  }

  return {
    numHexes,
    numNodes,
    numEdges,
    hexQ: q,
    hexR: r,
    hexNodes,
    hexEdges,
    nodeHexes,
    nodeNodes,
    nodeEdges,
    edgeNodes,
    edgeNext,
    nodeAllHexes,
    edgeHexes,
    nodeLand: classCount(nodeAllHexes, 3, cls, LAND),
    nodeSea: classCount(nodeAllHexes, 3, cls, SEA_HEX),
    nodeHidden: classCount(nodeAllHexes, 3, cls, HIDDEN),
    edgeLand: classCount(edgeHexes, 2, cls, LAND),
    edgeSea: classCount(edgeHexes, 2, cls, SEA_HEX),
    edgeHidden: classCount(edgeHexes, 2, cls, HIDDEN),
    landHexes: hexesOf(cls, LAND),
    seaHexes: hexesOf(cls, SEA_HEX),
    hiddenHexes: hexesOf(cls, HIDDEN),
    hexHidden: Uint8Array.from(cls, (c) => (c === HIDDEN ? 1 : 0)),
    nodeName,
    edgeName,
    hexId: (hq: number, hr: number) => index.get(`${hq},${hr}`) ?? -1,
    // Out-of-range or fractional coordinates could alias another point's key: they name nothing.
    nodeId: (hq: number, hr: number, corner: number) =>
      Number.isInteger(corner) && corner >= 0 && corner < 6 && inCoordRange(hq, hr) ? nodeOf.get(cornerKey(hq, hr, corner)) ?? -1 : -1,
    edgeId: (hq: number, hr: number, side: number) =>
      Number.isInteger(side) && side >= 0 && side < 6 && inCoordRange(hq, hr) ? edgeOf.get(sideKey(hq, hr, side)) ?? -1 : -1,
  };
}
