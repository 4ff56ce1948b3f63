// What a Seafarers board says beyond the engine's tables, worked out once per board: which edges
// take roads and which take ships, the areas (islands and named regions) and which intersections
// may be settled, from the map's scenario block and the scenario's rules. Rules read these while
// they run (a rule set's install sees only the board's sizes), so they are cached by board.

import type { Board } from '../../engine/board.js';
import { SEA } from '../../engine/constants.js';
import { SIDE_DQ, SIDE_DR } from '../../engine/geometry.js';
import { parseScenarioData, type Mark, type ScenarioData } from './map-data.js';
import type { Scenario } from './scenarios.js';

export interface SeaBoard {
  readonly scenario: Scenario;
  readonly data: ScenarioData;
  /** 1 where a road may go whatever the fog hides: a land hex beside the edge. */
  readonly edgeRoad: Uint8Array;
  /** 1 where a ship may go: a sea hex or the frame beside the edge. */
  readonly edgeShip: Uint8Array;
  /** Hidden hexes beside each edge (up to 2), -1 padded: their faces decide the rest. */
  readonly edgeFog: Int32Array;
  /** Hidden hexes at each node (up to 3), -1 padded. */
  readonly nodeFog: Int32Array;
  /** Area of each land hex (-1: sea, hidden); names by area id. */
  readonly hexArea: Int32Array;
  readonly areaNames: readonly string[];
  /** Area of each intersection (-1: no land yet); an intersection between areas counts in the foreign one. */
  readonly nodeArea: Int32Array;
  /** 1 if the area is a start area of the scenario. */
  readonly areaStart: Uint8Array;
  /** 1 where a set-up settlement may go (start area, no bar), 0 elsewhere. */
  readonly setupNode: Uint8Array;
  /** 1 where nobody may ever settle (the tribe's barren islands); by area, then by intersection. */
  readonly areaNoSettle: Uint8Array;
  readonly noSettleNode: Uint8Array;
  /** 1 at a village (Cloth for Catan): a ship route ending there is closed, as at a building. */
  readonly anchorNode: Uint8Array;
  /** The pirate's first hex (-1: beside the board). */
  readonly pirateStart: number;
  /** Marks by kind, with their ids resolved (node, edge or hex id; -1 if not on the board). */
  readonly marks: ReadonlyArray<Mark & { id: number }>;
  /**
   * The same as bitsets, for building lists a word at a time: edges a road may take whatever the
   * fog hides, edges a ship may, edges beside fog (the face decides); intersections on land, at fog,
   * and where nobody may settle.
   */
  readonly roadEdgeBits: Int32Array;
  readonly shipEdgeBits: Int32Array;
  readonly fogEdgeBits: Int32Array;
  readonly landNodeBits: Int32Array;
  readonly fogNodeBits: Int32Array;
  readonly noSettleBits: Int32Array;
  readonly anchorBits: Int32Array;
  /**
   * What each hex is to the robber's and pirate's list: 0 neither's, 1 the pirate's (sea), 2 the
   * robber's (land, but the islands nobody may settle), 3 face down (its face decides).
   */
  readonly hexMover: Uint8Array;
  /** The sides of each hex as an edge bitset: hex h's at h * edgeWords (where no ship of the pirate's hex goes); and no edge. */
  readonly hexSideBits: Int32Array;
  readonly noEdges: Int32Array;
  /**
   * Scratch, shared by the games on this board and used within one call: each hex's possible
   * victims for the robber's and the pirate's list (all 0 between lists), and an edge bitset for
   * the site lists.
   */
  readonly hexRobberVictims: Int32Array;
  readonly hexShipVictims: Int32Array;
  readonly edgeScratch: Int32Array;
}

const CACHE = new WeakMap<Board, SeaBoard>();
// The last tables asked for: the rules ask at nearly every step, and a game asks for one board
// only, so this answers most calls without the map's lookup.
let last: SeaBoard | null = null;
let lastBoard: Board | null = null;

/** The tables of a board under a scenario (cached per board). */
export function seaBoard(board: Board, scenario: Scenario): SeaBoard {
  if (board === lastBoard && last!.scenario === scenario) return last!;
  let t = CACHE.get(board);
  if (!t || t.scenario !== scenario) {
    t = buildTables(board, scenario);
    CACHE.set(board, t);
  }
  last = t;
  lastBoard = board;
  return t;
}

/** The scenario block of a board, checked; errors say the board is not a map of this scenario. */
export function scenarioDataOf(board: Board, scenario: Scenario): ScenarioData {
  const raw = board.spec.scenario;
  if (raw === undefined) throw new Error(`scenario ${scenario.id}: the board has no scenario block (use the scenario's map, or a map file with one)`);
  const data = parseScenarioData(raw);
  if (data.name !== scenario.id) throw new Error(`scenario ${scenario.id}: the board's scenario block is for "${data.name}"`);
  return data;
}

function buildTables(board: Board, scenario: Scenario): SeaBoard {
  const data = scenarioDataOf(board, scenario);
  const E = board.numEdges;
  const N = board.numNodes;
  const H = board.numHexes;
  const isLand = (h: number) => h >= 0 && board.hexHidden[h] === 0 && board.hexTerrain[h] !== SEA;
  const isSea = (h: number) => h < 0 || (board.hexHidden[h] === 0 && board.hexTerrain[h] === SEA);

  const edgeRoad = new Uint8Array(E);
  const edgeShip = new Uint8Array(E);
  const edgeFog = new Int32Array(E * 2).fill(-1);
  for (let e = 0; e < E; e++) {
    let fog = 0;
    for (let k = 0; k < 2; k++) {
      const h = board.edgeHexes[e * 2 + k]!;
      // An edge lists one hex when the other side is the frame, which counts as sea.
      if (k === 1 && h < 0) edgeShip[e] = 1;
      if (h < 0) continue;
      if (isLand(h)) edgeRoad[e] = 1;
      else if (isSea(h)) edgeShip[e] = 1;
      else edgeFog[e * 2 + fog++] = h;
    }
  }
  const nodeFog = new Int32Array(N * 3).fill(-1);
  for (let n = 0; n < N; n++) {
    let k = 0;
    for (let j = 0; j < 3; j++) {
      const h = board.nodeAllHexes[n * 3 + j]!;
      if (h >= 0 && board.hexHidden[h] === 1) nodeFog[n * 3 + k++] = h;
    }
  }

  const { hexArea, areaNames } = areasOf(board, data, isLand);
  const startSet = new Set(scenario.start === 'any' ? areaNames : scenario.start);
  const areaStart = Uint8Array.from(areaNames, (a) => (startSet.has(a) ? 1 : 0));
  if (scenario.start !== 'any' && !areaStart.includes(1)) {
    throw new Error(`scenario ${scenario.id}: the map names none of the start areas (${[...startSet].join(', ')})`);
  }
  const barren = new Uint8Array(areaNames.length).fill(1);
  for (let h = 0; h < H; h++) if (hexArea[h]! >= 0 && board.hexToken[h]! > 0) barren[hexArea[h]!] = 0;
  const noSettleArea = Uint8Array.from(areaNames, (a, i) => (scenario.noSettle.includes(a) || (scenario.noSettle.includes('barren') && barren[i] === 1) ? 1 : 0));

  const nodeArea = new Int32Array(N).fill(-1);
  for (let n = 0; n < N; n++) {
    for (let j = 0; j < 3; j++) {
      const h = board.nodeHexes[n * 3 + j]!;
      if (h < 0) continue;
      const a = hexArea[h]!;
      // Foreign beats start: an intersection on the border of a start area belongs to the other.
      if (nodeArea[n]! < 0 || (areaStart[nodeArea[n]!] === 1 && areaStart[a] === 0)) nodeArea[n] = a;
    }
  }

  const marks = (data.marks ?? []).map((m) => ({ ...m, id: markId(board, m) }));
  for (const m of marks) {
    if (m.id < 0) throw new Error(`scenario ${scenario.id}: ${m.kind} mark at ${JSON.stringify(m.node ?? m.edge ?? m.hex)} is not on the board`);
  }
  const barred = new Set(marks.filter((m) => m.kind === 'no-setup' || m.kind === 'square').map((m) => m.id));
  const setupNode = new Uint8Array(N);
  const noSettleNode = new Uint8Array(N);
  for (let n = 0; n < N; n++) {
    const a = nodeArea[n]!;
    if (a >= 0 && noSettleArea[a] === 1) noSettleNode[n] = 1;
    if (a >= 0 && areaStart[a] === 1 && noSettleArea[a] === 0 && !barred.has(n)) setupNode[n] = 1;
  }

  const anchorNode = new Uint8Array(N);
  for (const m of marks) if (m.kind === 'village') anchorNode[m.id] = 1;
  let pirateStart = -1;
  if (data.pirate) {
    pirateStart = board.hexId(data.pirate[0], data.pirate[1]);
    if (pirateStart < 0 || !isSea(pirateStart)) throw new Error(`scenario ${scenario.id}: the pirate's start [${data.pirate.join(', ')}] is not a sea hex of the board`);
  }
  const bitsOf = (count: number, has: (i: number) => boolean) => {
    const bits = new Int32Array((count + 31) >>> 5);
    for (let i = 0; i < count; i++) if (has(i)) bits[i >>> 5]! |= 1 << (i & 31);
    return bits;
  };
  return {
    scenario,
    data,
    edgeRoad,
    edgeShip,
    edgeFog,
    nodeFog,
    hexArea,
    areaNames,
    nodeArea,
    areaStart,
    setupNode,
    areaNoSettle: noSettleArea,
    noSettleNode,
    anchorNode,
    pirateStart,
    marks,
    roadEdgeBits: bitsOf(E, (e) => edgeRoad[e] === 1),
    shipEdgeBits: bitsOf(E, (e) => edgeShip[e] === 1),
    fogEdgeBits: bitsOf(E, (e) => edgeFog[e * 2]! >= 0),
    landNodeBits: bitsOf(N, (n) => board.nodeLand[n]! > 0),
    fogNodeBits: bitsOf(N, (n) => nodeFog[n * 3]! >= 0),
    noSettleBits: bitsOf(N, (n) => noSettleNode[n] === 1),
    anchorBits: bitsOf(N, (n) => anchorNode[n] === 1),
    hexMover: Uint8Array.from({ length: H }, (_, h) => {
      if (board.hexHidden[h] === 1) return 3;
      const t = board.hexTerrain[h]!;
      if (t === SEA) return 1;
      return t < 0 || (hexArea[h]! >= 0 && noSettleArea[hexArea[h]!] === 1) ? 0 : 2;
    }),
    hexSideBits: sideBitsOf(board),
    noEdges: new Int32Array((E + 31) >>> 5),
    hexRobberVictims: new Int32Array(H),
    hexShipVictims: new Int32Array(H),
    edgeScratch: new Int32Array((E + 31) >>> 5),

  };
}

function sideBitsOf(board: Board): Int32Array {
  const words = (board.numEdges + 31) >>> 5;
  const bits = new Int32Array(board.numHexes * words);
  for (let h = 0; h < board.numHexes; h++) {
    for (let k = 0; k < 6; k++) {
      const e = board.hexEdges[h * 6 + k]!;
      if (e >= 0) bits[h * words + (e >>> 5)]! |= 1 << (e & 31);
    }
  }
  return bits;
}

function markId(board: Board, m: Mark): number {
  if (m.node) return board.nodeId(m.node[0], m.node[1], m.node[2]);
  if (m.edge) return board.edgeId(m.edge[0], m.edge[1], m.edge[2]);
  if (m.hex) return board.hexId(m.hex[0], m.hex[1]);
  return -1;
}

/** Named regions first (in the map's order), then one area per remaining island, in hex order. */
function areasOf(board: Board, data: ScenarioData, isLand: (h: number) => boolean): { hexArea: Int32Array; areaNames: string[] } {
  const H = board.numHexes;
  const hexArea = new Int32Array(H).fill(-1);
  const areaNames: string[] = [];
  for (const [name, hexes] of Object.entries(data.regions ?? {})) {
    const a = areaNames.push(name) - 1;
    for (const [q, r] of hexes) {
      const h = board.hexId(q, r);
      if (h < 0) throw new Error(`scenario ${data.name}: region ${name} lists [${q}, ${r}], which is not on the board`);
      if (isLand(h)) hexArea[h] = a;
    }
  }
  let islands = 0;
  for (let h0 = 0; h0 < H; h0++) {
    if (!isLand(h0) || hexArea[h0]! >= 0) continue;
    const a = areaNames.push(`island-${++islands}`) - 1;
    const stack = [h0];
    hexArea[h0] = a;
    while (stack.length) {
      const h = stack.pop()!;
      for (let s = 0; s < 6; s++) {
        const n = board.hexId(board.hexQ[h]! + SIDE_DQ[s]!, board.hexR[h]! + SIDE_DR[s]!);
        if (n >= 0 && isLand(n) && hexArea[n]! < 0) {
          hexArea[n] = a;
          stack.push(n);
        }
      }
    }
  }
  if (areaNames.length > 31) throw new Error(`scenario ${data.name}: ${areaNames.length} areas, at most 31 are supported`);
  return { hexArea, areaNames };
}
