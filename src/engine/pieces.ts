// Putting pieces on the board and taking them off, with everything derived from them kept up to
// date: bitsets, the distance-rule mask, harbors, VP and Longest Road. Shared by the step function
// and by position set-up for scenarios.

import type { Game } from './game.js';
import { clearBit, hasBit, setBit } from './layout.js';
import { updateLongestRoadHolder } from './longest-road.js';
import { ownsRoad } from './queries.js';

export function placeSettlement(game: Game, s: Int32Array, p: number, node: number): void {
  const L = game.layout;
  const b = game.board;
  setBit(s, L.settle + p * L.nodeWords, node);
  setBit(s, L.built, node);
  s[L.nodeOwner + node] = p + 1;
  setBit(s, L.blocked, node);
  for (let k = 0; k < 3; k++) {
    const m = b.nodeNodes[node * 3 + k]!;
    if (m >= 0) setBit(s, L.blocked, m);
  }
  s[L.settlementsLeft + p]!--;
  s[L.publicVp + p]!++;
  const harbor = game.hooks.harborAt(game, s, node);
  if (harbor >= 0) s[L.harbors + p]! |= 1 << harbor;
  game.hooks.settlementPlaced(game, s, p, node);
  // A new building may cut an opponent's road through this intersection.
  remeasureRoadsThrough(game, s, node, p);
}

/** Colour p's roads at `node`, the road on edge `except` (-1: none) aside. */
export function roadsAt(game: Game, s: Int32Array, p: number, node: number, except: number): number {
  const b = game.board;
  let roads = 0;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e >= 0 && e !== except && ownsRoad(game, s, p, e)) roads++;
  }
  return roads;
}

/**
 * After a piece that cuts roads came to or left `node` (a building, a knight): the road length of
 * every colour but its owner's whose road passes through the node, and the Longest Road card.
 */
export function remeasureRoadsThrough(game: Game, s: Int32Array, node: number, owner: number): void {
  const L = game.layout;
  let changed = false;
  for (let q = 0; q < L.players; q++) {
    if (q === owner || roadsAt(game, s, q, node, -1) < 2) continue;
    const len = game.hooks.routeLength(game, s, q);
    if (len !== s[L.roadLen + q]) {
      s[L.roadLen + q] = len;
      changed = true;
    }
  }
  if (changed) updateLongestRoadHolder(game, s);
}

export function placeRoad(game: Game, s: Int32Array, p: number, edge: number): void {
  const L = game.layout;
  setBit(s, L.road + p * L.edgeWords, edge);
  setBit(s, L.roads, edge);
  setBit(s, L.roadEnds + p * L.nodeWords, game.board.edgeNodes[edge * 2]!);
  setBit(s, L.roadEnds + p * L.nodeWords, game.board.edgeNodes[edge * 2 + 1]!);
  s[L.roadsLeft + p]!--;
  game.hooks.roadPlaced(game, s, p, edge);
  const len = game.hooks.routeLengthWithRoad(game, s, p, edge);
  if (len !== s[L.roadLen + p]) {
    s[L.roadLen + p] = len;
    updateLongestRoadHolder(game, s);
  }
}

export function placeCity(game: Game, s: Int32Array, p: number, node: number): void {
  const L = game.layout;
  clearBit(s, L.settle + p * L.nodeWords, node);
  setBit(s, L.city + p * L.nodeWords, node);
  s[L.settlementsLeft + p]!++;
  s[L.citiesLeft + p]!--;
  s[L.publicVp + p]!++;
}

/**
 * Whether colour p's road on `edge` is open: at one of its ends p has neither another road nor a
 * building, so taking it away leaves every other road of p joined to p's buildings as before.
 */
export function isOpenRoad(game: Game, s: Int32Array, p: number, edge: number): boolean {
  const L = game.layout;
  const b = game.board;
  if (!hasBit(s, L.road + p * L.edgeWords, edge)) return false;
  for (let k = 0; k < 2; k++) {
    const node = b.edgeNodes[edge * 2 + k]!;
    if (s[L.nodeOwner + node] !== p + 1 && roadsAt(game, s, p, node, edge) === 0) return true;
  }
  return false;
}

/**
 * Takes colour p's open road (isOpenRoad) off `edge` and back to its supply (the Diplomat's card):
 * the edge is free again, a node stays an end of p's roads while another of them touches it, and
 * p's road length is worked out again (it can only shrink; the card may change hands). A road that
 * is not open would leave roads cut off from every building, which no rule does: an error.
 */
export function removeRoad(game: Game, s: Int32Array, p: number, edge: number): void {
  const L = game.layout;
  const b = game.board;
  if (!hasBit(s, L.road + p * L.edgeWords, edge)) throw new Error(`removeRoad: colour ${p} has no road on edge ${edge}`);
  if (!isOpenRoad(game, s, p, edge)) throw new Error(`removeRoad: colour ${p}'s road on edge ${edge} is not open (another road or a building of its colour at both ends)`);
  for (let k = 0; k < 2; k++) {
    const node = b.edgeNodes[edge * 2 + k]!;
    if (roadsAt(game, s, p, node, edge) === 0) clearBit(s, L.roadEnds + p * L.nodeWords, node);
  }
  clearBit(s, L.road + p * L.edgeWords, edge);
  clearBit(s, L.roads, edge);
  s[L.roadsLeft + p]!++;
  game.hooks.roadRemoved(game, s, p, edge);
  const len = game.hooks.routeLength(game, s, p);
  if (len !== s[L.roadLen + p]) {
    s[L.roadLen + p] = len;
    updateLongestRoadHolder(game, s);
  }
}

/**
 * Turns colour p's city on `node` back into a settlement (the barbarians' pillage): the city goes
 * back to the supply and a settlement from the supply takes its place, one VP less. The building
 * stays, so no network, harbor or road length changes. Throws when p has no settlement left: what
 * then happens is the rule set's to say.
 */
export function reduceCity(game: Game, s: Int32Array, p: number, node: number): void {
  const L = game.layout;
  if (!hasBit(s, L.city + p * L.nodeWords, node)) throw new Error(`reduceCity: colour ${p} has no city on node ${node}`);
  if (s[L.settlementsLeft + p]! <= 0) throw new Error(`reduceCity: colour ${p} has no settlement left to put on node ${node}`);
  clearBit(s, L.city + p * L.nodeWords, node);
  setBit(s, L.settle + p * L.nodeWords, node);
  s[L.settlementsLeft + p]!--;
  s[L.citiesLeft + p]!++;
  s[L.publicVp + p]!--;
}

/** A piece on the board: its owner (a colour: the seats, then colours that never act), kind and place. */
export interface PlacedPiece {
  owner: number;
  /** 'settlement', 'city', 'road', or a kind a rule set adds ('ship'). */
  piece: string;
  node?: number;
  edge?: number;
}

/** Every colour's settlements, cities and roads, colour by colour, in id order (GameHooks.pieces). */
export function standardPieces(game: Game, s: Int32Array): PlacedPiece[] {
  const L = game.layout;
  const b = game.board;
  const out: PlacedPiece[] = [];
  for (let p = 0; p < L.players; p++) {
    for (let node = 0; node < b.numNodes; node++) {
      if (hasBit(s, L.settle + p * L.nodeWords, node)) out.push({ owner: p, piece: 'settlement', node });
      else if (hasBit(s, L.city + p * L.nodeWords, node)) out.push({ owner: p, piece: 'city', node });
    }
    for (let edge = 0; edge < b.numEdges; edge++) if (hasBit(s, L.road + p * L.edgeWords, edge)) out.push({ owner: p, piece: 'road', edge });
  }
  return out;
}
