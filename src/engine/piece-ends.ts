// Where a colour's edge pieces end, as node bitsets: the nodes at an end of one piece or more
// (`once`) and of two or more (`twice`). A network grows from its reach (the owner's buildings and
// the free ends of its pieces) and a piece with an end of its own may move, so with these a list of
// sites or movable pieces is a few word operations. They are either worked out when asked
// (markPieceEnds) or kept in the state beside the pieces, updated by the rule that places and
// removes them (addPieceEnds, removePieceEnds), and checked by an invariant (pieceEndsErrors).

import type { Game } from './game.js';

/** Where a network's pieces end: node bitsets in `words` from offset `once` and from offset `twice`. */
export interface PieceEnds {
  words: Int32Array;
  once: number;
  twice: number;
}

/** Fills `into` (its two node bitsets) with where the pieces of the edge bitset at `pieces` end; returns it. */
export function markPieceEnds(game: Game, s: Int32Array, pieces: number, into: PieceEnds): PieceEnds {
  const L = game.layout;
  const edgeNodes = game.board.edgeNodes;
  const words = into.words;
  const once = into.once;
  const twice = into.twice;
  // Plain stores (docs/performance.md): the lists ask this at nearly every other step.
  for (let w = 0; w < L.nodeWords; w++) {
    words[once + w] = 0;
    words[twice + w] = 0;
  }
  for (let w = 0; w < L.edgeWords; w++) {
    for (let bits = s[pieces + w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      for (let k = 0; k < 2; k++) {
        const x = edgeNodes[e * 2 + k]!;
        const bit = 1 << (x & 31);
        if ((words[once + (x >>> 5)]! & bit) !== 0) words[twice + (x >>> 5)]! |= bit;
        else words[once + (x >>> 5)]! |= bit;
      }
    }
  }
  return into;
}

/** Records a piece just placed on edge e in the kept ends (state offsets `once`, `twice`). */
export function addPieceEnds(game: Game, s: Int32Array, once: number, twice: number, e: number): void {
  const edgeNodes = game.board.edgeNodes;
  for (let k = 0; k < 2; k++) {
    const x = edgeNodes[e * 2 + k]!;
    const bit = 1 << (x & 31);
    if ((s[once + (x >>> 5)]! & bit) !== 0) s[twice + (x >>> 5)]! |= bit;
    else s[once + (x >>> 5)]! |= bit;
  }
}

/** Records a piece just taken off edge e (no longer in the edge bitset at `pieces`) in the kept ends. */
export function removePieceEnds(game: Game, s: Int32Array, pieces: number, once: number, twice: number, e: number): void {
  const b = game.board;
  for (let k = 0; k < 2; k++) {
    const x = b.edgeNodes[e * 2 + k]!;
    let left = 0;
    for (let j = 0; j < 3; j++) {
      const f = b.nodeEdges[x * 3 + j]!;
      if (f < 0) break;
      if ((s[pieces + (f >>> 5)]! & (1 << (f & 31))) !== 0) left++;
    }
    const bit = 1 << (x & 31);
    if (left < 2) s[twice + (x >>> 5)]! &= ~bit;
    if (left < 1) s[once + (x >>> 5)]! &= ~bit;
  }
}

/** Where the kept ends (state offsets `once`, `twice`) differ from the pieces of the edge bitset at `pieces`, or null. */
export function pieceEndsErrors(game: Game, s: Int32Array, pieces: number, once: number, twice: number): string | null {
  const nodeWords = game.layout.nodeWords;
  const fresh = markPieceEnds(game, s, pieces, { words: new Int32Array(2 * nodeWords), once: 0, twice: nodeWords });
  for (let w = 0; w < nodeWords; w++) {
    if (fresh.words[w] !== s[once + w]) return `ends word ${w} is ${s[once + w]}, the pieces give ${fresh.words[w]}`;
    if (fresh.words[nodeWords + w] !== s[twice + w]) return `shared ends word ${w} is ${s[twice + w]}, the pieces give ${fresh.words[nodeWords + w]}`;
  }
  return null;
}
