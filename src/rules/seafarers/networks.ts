// Where each colour's networks may grow, and which of its ships may move, kept in the state beside
// the pieces (SeaFields roadReach, shipReach, looseShips): the edges at the reach of its roads and
// at the reach of its ships (its buildings, and the ends of its pieces that hold no building), and
// its ships with a loose end (one where nothing else of the colour's holds the route: no building,
// village, road or other ship). The main phase's lists then start from a few words instead of a
// pass over the colour's pieces and nodes. A piece or a building changes the standing of the nodes
// it touches only, so each is followed by keepAroundEdge or keepAroundSettlement there;
// networkErrors recomputes all.

import type { Game } from '../../engine/game.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';

/**
 * Where a colour's node bitsets are (state offsets): its buildings, every building, its road ends,
 * its ship ends and the nodes where two or more of its ships end; and the villages (a table).
 */
interface Nodes {
  settle: number;
  city: number;
  built: number;
  roadEnds: number;
  shipEnds: number;
  joints: number;
  anchors: Int32Array;
}

/** Module scratch for nodesOf (not re-entrant: nothing here calls out). */
const NODES: Nodes = { settle: 0, city: 0, built: 0, roadEnds: 0, shipEnds: 0, joints: 0, anchors: new Int32Array(0) };

function nodesOf(game: Game, F: SeaFields, T: SeaBoard, p: number): Nodes {
  const L = game.layout;
  const at = p * L.nodeWords;
  NODES.settle = L.settle + at;
  NODES.city = L.city + at;
  NODES.built = L.built;
  NODES.roadEnds = L.roadEnds + at;
  NODES.shipEnds = F.shipEnds + at;
  NODES.joints = F.shipJoints + at;
  NODES.anchors = T.anchorBits;
  return NODES;
}

/** ROADS: node x is in the reach of the colour's roads; SHIPS: of its ships; LOOSE: a loose end of one of its ships. */
function standing(s: Int32Array, N: Nodes, x: number): number {
  const w = x >>> 5;
  const bit = 1 << (x & 31);
  if (((s[N.settle + w]! | s[N.city + w]!) & bit) !== 0) return 3;
  const shipEnd = (s[N.shipEnds + w]! & bit) !== 0;
  const roadEnd = (s[N.roadEnds + w]! & bit) !== 0;
  let out = 0;
  if ((s[N.built + w]! & bit) === 0) out = (roadEnd ? 1 : 0) | (shipEnd ? 2 : 0);
  if (shipEnd && !roadEnd && ((s[N.joints + w]! | N.anchors[w]!) & bit) === 0) out |= 4;
  return out;
}

/** Which kept words an event may change: a road leaves the ship reach as it was, a ship the road reach. */
const ROADS = 1;
const SHIPS = 2;
const LOOSE = 4;

/**
 * Brings p's kept words up to date for the edges at the ends of edge e (all of them, e's own
 * included), after p's road (`ship` false) or ship on e came or went.
 */
export function keepAroundEdge(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, e: number, ship: boolean): void {
  const edgeNodes = game.board.edgeNodes;
  const which = (ship ? SHIPS : ROADS) | LOOSE;
  keepAt(game, s, F, p, nodesOf(game, F, T, p), edgeNodes[e * 2]!, -1, which);
  keepAt(game, s, F, p, NODES, edgeNodes[e * 2 + 1]!, e, which);
}

/** After a settlement on node x: its owner's networks reach it now, and every other colour's no longer pass it. */
export function keepAroundSettlement(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, x: number): void {
  for (let p = 0; p < game.layout.players; p++) keepAt(game, s, F, p, nodesOf(game, F, T, p), x, -1, ROADS | SHIPS | LOOSE);
}

/**
 * p's kept words of `which` for the edges at node x but `done` (-1: none), from the standing of
 * their two ends: the far end is read only where this one does not settle the bit.
 */
function keepAt(game: Game, s: Int32Array, F: SeaFields, p: number, N: Nodes, x: number, done: number, which: number): void {
  const b = game.board;
  const nodeEdges = b.nodeEdges;
  const edgeNodes = b.edgeNodes;
  const E = game.layout.edgeWords;
  const ships = F.ships + p * E;
  const here = standing(s, N, x);
  for (let k = 0; k < 3; k++) {
    const f = nodeEdges[x * 3 + k]!;
    if (f < 0) break;
    if (f === done) continue;
    const w = f >>> 5;
    const bit = 1 << (f & 31);
    const ship = (s[ships + w]! & bit) !== 0;
    let both = here;
    if ((which & ~here & (ROADS | SHIPS)) !== 0 || (ship && (here & LOOSE) === 0)) both |= standing(s, N, edgeNodes[f * 2] === x ? edgeNodes[f * 2 + 1]! : edgeNodes[f * 2]!);
    if ((which & ROADS) !== 0) {
      const at = F.roadReach + p * E + w;
      s[at] = (both & ROADS) !== 0 ? s[at]! | bit : s[at]! & ~bit;
    }
    if ((which & SHIPS) !== 0) {
      const at = F.shipReach + p * E + w;
      s[at] = (both & SHIPS) !== 0 ? s[at]! | bit : s[at]! & ~bit;
    }
    const at = F.looseShips + p * E + w;
    s[at] = ship && (both & LOOSE) !== 0 ? s[at]! | bit : s[at]! & ~bit;
  }
}

/** Where p's kept words differ from what the pieces give, or null (a test of every edge). */
export function networkErrors(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): string | null {
  const b = game.board;
  const E = game.layout.edgeWords;
  const names = ['road reach', 'ship reach', 'loose ships'];
  const at = [F.roadReach, F.shipReach, F.looseShips];
  const N = { ...nodesOf(game, F, T, p) };
  for (let f = 0; f < b.numEdges; f++) {
    const both = standing(s, N, b.edgeNodes[f * 2]!) | standing(s, N, b.edgeNodes[f * 2 + 1]!);
    const ship = (s[F.ships + p * E + (f >>> 5)]! & (1 << (f & 31))) !== 0;
    const want = [(both & 1) !== 0, (both & 2) !== 0, ship && (both & 4) !== 0];
    for (let i = 0; i < 3; i++) {
      const kept = (s[at[i]! + p * E + (f >>> 5)]! & (1 << (f & 31))) !== 0;
      if (kept !== want[i]) return `${names[i]}: edge ${f} kept ${kept ? 'in' : 'out'}, the pieces put it ${want[i] ? 'in' : 'out'}`;
    }
  }
  return null;
}
