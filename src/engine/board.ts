// Board topology: turns a list of hexes and harbors (board data) into dense node/edge/hex ids and
// typed adjacency tables. Everything after this module works with ids only.

import { cornerKey, sideKey } from './geometry.js';
import {
  DESERT,
  HARBOR_NAMES,
  SEA,
  TERRAIN_NAMES,
  harborIndex,
  terrainIndex,
  type HarborName,
  type TerrainName,
} from './constants.js';

export interface HexSpec {
  hex: [number, number];
  terrain: TerrainName;
  token?: number;
}
export interface HarborSpec {
  /** Any name of the harbor's edge: [q, r, side]; the hex may be the sea hex or the land hex. */
  edge: [number, number, number];
  type: HarborName;
}
export interface BoardSpec {
  hexes: HexSpec[];
  harbors: HarborSpec[];
  /** Where the robber starts; defaults to the first desert. */
  robber?: [number, number];
}

export class BoardError extends Error {}

export interface Board {
  readonly spec: BoardSpec;
  readonly numHexes: number;
  readonly numNodes: number;
  readonly numEdges: number;
  readonly hexQ: Int32Array;
  readonly hexR: Int32Array;
  readonly hexTerrain: Int8Array;
  readonly hexToken: Int8Array;
  /** hexNodes[h*6+c]: node at corner c, or -1 (corner not on the board). */
  readonly hexNodes: Int32Array;
  readonly hexEdges: Int32Array;
  /** Up to three entries per node/edge, padded with -1. */
  readonly nodeHexes: Int32Array;
  readonly nodeNodes: Int32Array;
  readonly nodeEdges: Int32Array;
  readonly edgeNodes: Int32Array;
  /** -1, or a harbor kind (0..4 a resource's 2:1, 5 generic 3:1). */
  readonly nodeHarbor: Int8Array;
  /** Land hexes carrying each token value: tokenHexStart[v]..tokenHexStart[v+1] in tokenHexList. */
  readonly tokenHexStart: Int32Array;
  readonly tokenHexList: Int32Array;
  /** Hexes the robber may stand on (every land hex). */
  readonly landHexes: Int32Array;
  readonly robberStart: number;
  /** Canonical names for records: first (hex, corner) / (hex, side) naming each id. */
  readonly nodeName: Array<[number, number, number]>;
  readonly edgeName: Array<[number, number, number]>;
  readonly harborEdges: Array<{ edge: number; kind: number }>;
  hexId(q: number, r: number): number;
  nodeId(q: number, r: number, corner: number): number;
  edgeId(q: number, r: number, side: number): number;
}

const isLand = (t: number) => t !== SEA;

export function buildBoard(spec: BoardSpec): Board {
  const hexes = spec.hexes;
  const numHexes = hexes.length;
  const hexQ = new Int32Array(numHexes);
  const hexR = new Int32Array(numHexes);
  const hexTerrain = new Int8Array(numHexes);
  const hexToken = new Int8Array(numHexes);
  const hexIndex = new Map<string, number>();
  hexes.forEach((h, i) => {
    const [q, r] = h.hex;
    const key = `${q},${r}`;
    if (hexIndex.has(key)) throw new BoardError(`hex [${q}, ${r}] is listed twice`);
    hexIndex.set(key, i);
    const t = terrainIndex(h.terrain);
    if (t < 0) throw new BoardError(`hex [${q}, ${r}]: unknown terrain "${h.terrain}" (expected one of ${TERRAIN_NAMES.join(', ')})`);
    hexQ[i] = q;
    hexR[i] = r;
    hexTerrain[i] = t;
    const token = h.token ?? 0;
    const producing = isLand(t) && t !== DESERT;
    if (producing && !(token >= 2 && token <= 12 && token !== 7)) {
      throw new BoardError(`hex [${q}, ${r}] (${h.terrain}): token must be 2-6 or 8-12, got ${h.token}`);
    }
    if (!producing && h.token !== undefined) throw new BoardError(`hex [${q}, ${r}] (${h.terrain}) cannot carry a token`);
    hexToken[i] = token;
  });

  // Dense ids in reading order of the lattice (top to bottom, left to right) so ids are stable.
  const nodeKeys = new Set<number>();
  const edgeKeys = new Set<number>();
  for (let i = 0; i < numHexes; i++) {
    if (!isLand(hexTerrain[i]!)) continue;
    for (let c = 0; c < 6; c++) {
      nodeKeys.add(cornerKey(hexQ[i]!, hexR[i]!, c));
      edgeKeys.add(sideKey(hexQ[i]!, hexR[i]!, c));
    }
  }
  const byReading = (a: number, b: number) => (a % 2048) - (b % 2048) || a - b;
  const nodeList = [...nodeKeys].sort(byReading);
  const edgeList = [...edgeKeys].sort(byReading);
  const nodeOf = new Map(nodeList.map((k, i) => [k, i]));
  const edgeOf = new Map(edgeList.map((k, i) => [k, i]));
  const numNodes = nodeList.length;
  const numEdges = edgeList.length;

  const hexNodes = new Int32Array(numHexes * 6).fill(-1);
  const hexEdges = new Int32Array(numHexes * 6).fill(-1);
  const nodeHexes = new Int32Array(numNodes * 3).fill(-1);
  const nodeNodes = new Int32Array(numNodes * 3).fill(-1);
  const nodeEdges = new Int32Array(numNodes * 3).fill(-1);
  const edgeNodes = new Int32Array(numEdges * 2).fill(-1);
  const nodeName: Array<[number, number, number]> = new Array(numNodes);
  const edgeName: Array<[number, number, number]> = new Array(numEdges);
  const push3 = (arr: Int32Array, at: number, v: number) => {
    for (let k = 0; k < 3; k++) {
      if (arr[at * 3 + k] === v) return;
      if (arr[at * 3 + k] === -1) {
        arr[at * 3 + k] = v;
        return;
      }
    }
    throw new BoardError('adjacency overflow: malformed board');
  };
  for (let i = 0; i < numHexes; i++) {
    for (let c = 0; c < 6; c++) {
      const n = nodeOf.get(cornerKey(hexQ[i]!, hexR[i]!, c));
      const e = edgeOf.get(sideKey(hexQ[i]!, hexR[i]!, c));
      if (n !== undefined) {
        hexNodes[i * 6 + c] = n;
        if (isLand(hexTerrain[i]!)) {
          push3(nodeHexes, n, i);
          if (!nodeName[n]) nodeName[n] = [hexQ[i]!, hexR[i]!, c];
        }
      }
      if (e !== undefined) {
        hexEdges[i * 6 + c] = e;
        if (!edgeName[e] && isLand(hexTerrain[i]!)) edgeName[e] = [hexQ[i]!, hexR[i]!, c];
        const a = nodeOf.get(cornerKey(hexQ[i]!, hexR[i]!, c))!;
        const b = nodeOf.get(cornerKey(hexQ[i]!, hexR[i]!, (c + 1) % 6))!;
        edgeNodes[e * 2] = Math.min(a, b);
        edgeNodes[e * 2 + 1] = Math.max(a, b);
      }
    }
  }
  for (let e = 0; e < numEdges; e++) {
    const a = edgeNodes[e * 2]!;
    const b = edgeNodes[e * 2 + 1]!;
    push3(nodeEdges, a, e);
    push3(nodeEdges, b, e);
    push3(nodeNodes, a, b);
    push3(nodeNodes, b, a);
  }

  const hexId = (q: number, r: number) => hexIndex.get(`${q},${r}`) ?? -1;
  const nodeId = (q: number, r: number, corner: number) =>
    Number.isInteger(corner) && corner >= 0 && corner < 6 ? nodeOf.get(cornerKey(q, r, corner)) ?? -1 : -1;
  const edgeId = (q: number, r: number, side: number) =>
    Number.isInteger(side) && side >= 0 && side < 6 ? edgeOf.get(sideKey(q, r, side)) ?? -1 : -1;

  const landSides = new Uint8Array(numEdges);
  for (let i = 0; i < numHexes; i++) {
    if (!isLand(hexTerrain[i]!)) continue;
    for (let c = 0; c < 6; c++) landSides[hexEdges[i * 6 + c]!]!++;
  }
  const nodeHarbor = new Int8Array(numNodes).fill(-1);
  const harborEdges: Array<{ edge: number; kind: number }> = [];
  for (const h of spec.harbors) {
    const [q, r, side] = h.edge;
    const e = edgeId(q, r, side);
    if (e < 0) throw new BoardError(`harbor at edge [${q}, ${r}, ${side}] is not on a land hex's side`);
    if (landSides[e] !== 1) throw new BoardError(`harbor at edge [${q}, ${r}, ${side}] is not on the coast`);
    const kind = harborIndex(h.type);
    if (kind < 0) throw new BoardError(`harbor at edge [${q}, ${r}, ${side}]: unknown type "${h.type}" (expected one of ${HARBOR_NAMES.join(', ')})`);
    for (let k = 0; k < 2; k++) {
      const n = edgeNodes[e * 2 + k]!;
      if (nodeHarbor[n] !== -1) throw new BoardError(`harbors at edge [${q}, ${r}, ${side}] and another share an intersection`);
      nodeHarbor[n] = kind;
    }
    harborEdges.push({ edge: e, kind });
  }

  const land: number[] = [];
  const byToken: number[][] = Array.from({ length: 13 }, () => []);
  for (let i = 0; i < numHexes; i++) {
    if (!isLand(hexTerrain[i]!)) continue;
    land.push(i);
    if (hexToken[i]! > 0) byToken[hexToken[i]!]!.push(i);
  }
  const tokenHexStart = new Int32Array(14);
  const tokenHexList = new Int32Array(byToken.reduce((s, l) => s + l.length, 0));
  let at = 0;
  for (let v = 0; v < 13; v++) {
    tokenHexStart[v] = at;
    for (const h of byToken[v]!) tokenHexList[at++] = h;
  }
  tokenHexStart[13] = at;

  let robberStart = -1;
  if (spec.robber) {
    robberStart = hexId(spec.robber[0], spec.robber[1]);
    if (robberStart < 0 || !isLand(hexTerrain[robberStart]!)) {
      throw new BoardError(`robber start [${spec.robber.join(', ')}] is not a land hex of the board`);
    }
  } else {
    robberStart = land.find((h) => hexTerrain[h] === DESERT) ?? land[0] ?? -1;
  }
  if (land.length === 0) throw new BoardError('board has no land hexes');

  return {
    spec,
    numHexes,
    numNodes,
    numEdges,
    hexQ,
    hexR,
    hexTerrain,
    hexToken,
    hexNodes,
    hexEdges,
    nodeHexes,
    nodeNodes,
    nodeEdges,
    edgeNodes,
    nodeHarbor,
    tokenHexStart,
    tokenHexList,
    landHexes: Int32Array.from(land),
    robberStart,
    nodeName,
    edgeName,
    harborEdges,
    hexId,
    nodeId,
    edgeId,
  };
}
