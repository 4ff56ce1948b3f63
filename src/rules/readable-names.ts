// Names the rule sets' readable parts (each folder's readable.ts) give places and sets in: the
// record format's hexes [q, r], nodes [q, r, corner] and edges [q, r, side]
// (docs/record-format.md), so a command bot reads them as it reads the rest of the view.

import type { Game } from '../engine/game.js';
import { hasBit } from '../engine/layout.js';

export type Hex = [number, number];
export type Place = [number, number, number];

/** Hex id `h` as [q, r], or null for -1 (beside the board). */
export function hexName(game: Game, h: number): Hex | null {
  const b = game.board;
  return h >= 0 && h < b.hexQ.length ? [b.hexQ[h]!, b.hexR[h]!] : null;
}

export const nodeName = (game: Game, n: number): Place => [...game.board.nodeName[n]!] as Place;
export const edgeName = (game: Game, e: number): Place => [...game.board.edgeName[e]!] as Place;

/** The nodes in the node bitset at `at`, by name. */
export function nodesIn(game: Game, s: Int32Array, at: number): Place[] {
  const out: Place[] = [];
  for (let n = 0; n < game.board.numNodes; n++) if (hasBit(s, at, n)) out.push(nodeName(game, n));
  return out;
}

/** The edges in the edge bitset at `at`, by name. */
export function edgesIn(game: Game, s: Int32Array, at: number): Place[] {
  const out: Place[] = [];
  for (let e = 0; e < game.board.numEdges; e++) if (hasBit(s, at, e)) out.push(edgeName(game, e));
  return out;
}

/** `words` integers from `at`, one per colour (players and the colours that never act). */
export const perColour = (s: Int32Array, at: number, words: number): number[] => Array.from(s.subarray(at, at + words));

/** The set bits of `mask` as the entries of `names` (a bit with no name is left out). */
export const namesIn = <T>(mask: number, names: readonly T[]): T[] => names.filter((_, i) => (mask >>> i) & 1);
