// Pieces with identity: a table of rows, one per piece a rule set keeps (a knight, a ship with its
// cargo, a fortress), each with its owner, its place (a node, an edge or a hex) and named
// attributes (a knight's level, whether it is active), plus an occupancy word per place so "which
// piece is here" is one load. The standard bitsets stay the fast path for "is anything of p's
// here"; a table adds identity where a rule needs it. Rows live in the state, so clone and views
// copy them with everything else.

import type { Game } from './game.js';

export const PLACE_NODE = 0;
export const PLACE_EDGE = 1;
export const PLACE_HEX = 2;
export const PLACE_KINDS = ['node', 'edge', 'hex'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * A piece table's fields. Row i is at rows + i * stride: [owner + 1 (0: the row is free), place,
 * attributes...]. occupancy + place holds the row + 1 of the piece there (0: none).
 */
export interface PieceTable {
  readonly name: string;
  readonly place: PlaceKind;
  /** Rows in the table: the most pieces of this kind on the board at once, every colour together. */
  readonly capacity: number;
  readonly attributes: readonly string[];
  readonly rows: number;
  readonly stride: number;
  readonly occupancy: number;
}

/** Words a row takes before its attributes: owner + 1 and place. */
export const ROW_HEADER = 2;

/** Places of this kind on a board of these sizes. */
export function placeCount(sizes: { numNodes: number; numEdges: number; numHexes: number }, place: PlaceKind): number {
  return place === 'node' ? sizes.numNodes : place === 'edge' ? sizes.numEdges : sizes.numHexes;
}

/** The row of the piece at `place`, or -1. */
export function pieceAt(s: Int32Array, t: PieceTable, place: number): number {
  return s[t.occupancy + place]! - 1;
}

/** The owner (a colour) of the piece in row i, or -1 for a free row. */
export function pieceOwner(s: Int32Array, t: PieceTable, i: number): number {
  return s[t.rows + i * t.stride]! - 1;
}

export function piecePlace(s: Int32Array, t: PieceTable, i: number): number {
  return s[t.rows + i * t.stride + 1]!;
}

/** The index of attribute `name` in the table's rows (for pieceAttr / setPieceAttr), resolved once while installing. */
export function attrIndex(t: PieceTable, name: string): number {
  const a = t.attributes.indexOf(name);
  if (a < 0) throw new Error(`piece table ${t.name}: no attribute "${name}" (attributes: ${t.attributes.join(', ') || 'none'})`);
  return a;
}

export function pieceAttr(s: Int32Array, t: PieceTable, i: number, a: number): number {
  return s[t.rows + i * t.stride + ROW_HEADER + a]!;
}

export function setPieceAttr(s: Int32Array, t: PieceTable, i: number, a: number, v: number): void {
  s[t.rows + i * t.stride + ROW_HEADER + a] = v;
}

/** Puts a piece of `owner` on the free `place` in the first free row; returns the row. Its attributes start at 0. */
export function addPiece(s: Int32Array, t: PieceTable, owner: number, place: number): number {
  if (s[t.occupancy + place] !== 0) throw new Error(`${t.name}: place ${place} is taken by row ${pieceAt(s, t, place)}`);
  for (let i = 0; i < t.capacity; i++) {
    const at = t.rows + i * t.stride;
    if (s[at] !== 0) continue;
    s[at] = owner + 1;
    s[at + 1] = place;
    for (let a = 0; a < t.attributes.length; a++) s[at + ROW_HEADER + a] = 0;
    s[t.occupancy + place] = i + 1;
    return i;
  }
  throw new Error(`${t.name}: all ${t.capacity} rows are in use`);
}

/** Takes the piece in row i off the board (the Diplomat's road, a pillaged city, a displaced knight): its row is free again. */
export function removePiece(s: Int32Array, t: PieceTable, i: number): void {
  const at = t.rows + i * t.stride;
  if (s[at] === 0) throw new Error(`${t.name}: row ${i} holds no piece`);
  s[t.occupancy + s[at + 1]!] = 0;
  for (let w = 0; w < t.stride; w++) s[at + w] = 0;
}

/** Moves the piece in row i to the free place `to`, keeping its owner and attributes. */
export function movePiece(s: Int32Array, t: PieceTable, i: number, to: number): void {
  const at = t.rows + i * t.stride;
  if (s[at] === 0) throw new Error(`${t.name}: row ${i} holds no piece`);
  if (s[t.occupancy + to] !== 0) throw new Error(`${t.name}: place ${to} is taken by row ${pieceAt(s, t, to)}`);
  s[t.occupancy + s[at + 1]!] = 0;
  s[at + 1] = to;
  s[t.occupancy + to] = i + 1;
}

/** The rows of owner's pieces, in row order (not for the hot path: it allocates). */
export function piecesOf(s: Int32Array, t: PieceTable, owner: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < t.capacity; i++) if (s[t.rows + i * t.stride] === owner + 1) out.push(i);
  return out;
}

/** Problems with a table's rows and occupancy agreeing, for a rule set's invariant. */
export function pieceTableErrors(game: Game, s: Int32Array, t: PieceTable): string[] {
  const errors: string[] = [];
  const places = placeCount(game.board, t.place);
  for (let i = 0; i < t.capacity; i++) {
    const owner = pieceOwner(s, t, i);
    if (owner < 0) continue;
    const place = piecePlace(s, t, i);
    if (place < 0 || place >= places) errors.push(`${t.name} row ${i}: place ${place} is not a ${t.place}`);
    else if (pieceAt(s, t, place) !== i) errors.push(`${t.name} row ${i}: ${t.place} ${place} names row ${pieceAt(s, t, place)}`);
  }
  for (let place = 0; place < places; place++) {
    const i = pieceAt(s, t, place);
    if (i >= 0 && (i >= t.capacity || pieceOwner(s, t, i) < 0 || piecePlace(s, t, i) !== place)) errors.push(`${t.name}: ${t.place} ${place} names row ${i}, which is not there`);
  }
  return errors;
}
