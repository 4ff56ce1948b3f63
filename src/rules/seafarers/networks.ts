// Where each colour's networks may grow, and which of its ships may move, kept in the state beside
// the pieces (SeaFields roadReach, shipReach, looseShips): the edges at the reach of its roads and
// at the reach of its ships (its buildings, and the ends of its pieces that hold no building), and
// its ships with a loose end (one where nothing else of the colour's holds the route: no building,
// village, road or other ship). The main phase's lists then start from a few words instead of a
// pass over the colour's pieces and nodes. A piece or a building changes the standing of the nodes
// it touches only, so each is followed by keepAround at those nodes; networkErrors recomputes all.

import type { Game } from '../../engine/game.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';

/** Bit 1: node x is in the reach of p's roads; 2: of its ships; 4: a loose end of a ship of p. */
function standing(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, x: number): number {
  const L = game.layout;
  const w = x >>> 5;
  const bit = 1 << (x & 31);
  const own = ((s[L.settle + p * L.nodeWords + w]! | s[L.city + p * L.nodeWords + w]!) & bit) !== 0;
  if (own) return 3;
  const free = (s[L.built + w]! & bit) === 0;
  const roadEnd = (s[L.roadEnds + p * L.nodeWords + w]! & bit) !== 0;
  const shipEnd = (s[F.shipEnds + p * L.nodeWords + w]! & bit) !== 0;
  let out = 0;
  if (roadEnd && free) out |= 1;
  if (shipEnd && free) out |= 2;
  if (shipEnd && !roadEnd && (s[F.shipJoints + p * L.nodeWords + w]! & bit) === 0 && (T.anchorBits[w]! & bit) === 0) out |= 4;
  return out;
}

/** Brings p's kept words up to date for the edges at node x, after x's standing may have changed. */
export function keepAround(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, x: number): void {
  const b = game.board;
  const E = game.layout.edgeWords;
  const here = standing(game, s, F, T, p, x);
  const ships = F.ships + p * E;
  for (let k = 0; k < 3; k++) {
    const f = b.nodeEdges[x * 3 + k]!;
    if (f < 0) break;
    const y = b.edgeNodes[f * 2] === x ? b.edgeNodes[f * 2 + 1]! : b.edgeNodes[f * 2]!;
    const both = here | standing(game, s, F, T, p, y);
    const w = f >>> 5;
    const bit = 1 << (f & 31);
    const ship = (s[ships + w]! & bit) !== 0;
    writeBit(s, F.roadReach + p * E + w, bit, (both & 1) !== 0);
    writeBit(s, F.shipReach + p * E + w, bit, (both & 2) !== 0);
    writeBit(s, F.looseShips + p * E + w, bit, ship && (both & 4) !== 0);
  }
}

function writeBit(s: Int32Array, at: number, bit: number, on: boolean): void {
  if (on) s[at]! |= bit;
  else s[at]! &= ~bit;
}

/** After p's road or ship on edge e came or went: the edges at its two ends. */
export function keepAroundEdge(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, e: number): void {
  keepAround(game, s, F, T, p, game.board.edgeNodes[e * 2]!);
  keepAround(game, s, F, T, p, game.board.edgeNodes[e * 2 + 1]!);
}

/** After a settlement on node x: its owner's networks reach it now, and every other colour's no longer pass it. */
export function keepAroundSettlement(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, x: number): void {
  for (let p = 0; p < game.layout.players; p++) keepAround(game, s, F, T, p, x);
}

/** Where p's kept words differ from what the pieces give, or null (a test of every edge). */
export function networkErrors(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): string | null {
  const b = game.board;
  const E = game.layout.edgeWords;
  const names = ['road reach', 'ship reach', 'loose ships'];
  const at = [F.roadReach, F.shipReach, F.looseShips];
  for (let f = 0; f < b.numEdges; f++) {
    const both = standing(game, s, F, T, p, b.edgeNodes[f * 2]!) | standing(game, s, F, T, p, b.edgeNodes[f * 2 + 1]!);
    const ship = (s[F.ships + p * E + (f >>> 5)]! & (1 << (f & 31))) !== 0;
    const want = [(both & 1) !== 0, (both & 2) !== 0, ship && (both & 4) !== 0];
    for (let i = 0; i < 3; i++) {
      const kept = (s[at[i]! + p * E + (f >>> 5)]! & (1 << (f & 31))) !== 0;
      if (kept !== want[i]) return `${names[i]}: edge ${f} kept ${kept ? 'in' : 'out'}, the pieces put it ${want[i] ? 'in' : 'out'}`;
    }
  }
  return null;
}
