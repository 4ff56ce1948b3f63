// Moving a piece along a network: every piece that may move, to every site a new piece of its kind
// could take once it is lifted. The piece is lifted from its bitsets while the sites are listed and
// put back after, so the list sees the board as the move would leave it and the state is unchanged
// when the list returns. Seafarers' ships move so; any edge piece that moves (a knight's road
// network is of nodes, a later helper's) lists its moves through here. A mover that can give its
// sites as a bitset lists every piece's moves from one such bitset instead (`siteMask`).

import { ARG_BITS, ARG_MASK } from './actions.js';
import type { Game } from './game.js';
import { markPieceEnds, type PieceEnds } from './piece-ends.js';

/**
 * One kind of movable edge piece. `C` is whatever the rule passes through to its callbacks (a
 * board's tables), so the callbacks are made once per game shape and a list allocates nothing.
 */
export interface EdgeMover<C> {
  /** The move's action kind; its argument is from << toBits | to. */
  readonly kind: number;
  /** Bits of the `to` part of the argument (idBits of the board's edges). */
  toBits(game: Game): number;
  /** Offset of colour p's pieces as an edge bitset. */
  own(game: Game, p: number): number;
  /** Offset of every colour's pieces as an edge bitset (lifted with the piece), or -1. */
  all: number;
  /** Whether p's piece on edge e may move now. */
  mayMove(game: Game, s: Int32Array, ctx: C, p: number, e: number): boolean;
  /** The sites a piece of p could take, appended from out[n] as actions of any kind (only the argument is read). */
  sites(game: Game, s: Int32Array, ctx: C, p: number, out: Int32Array, n: number): number;
  /**
   * Optional, the fast path: the same sites with every piece in place, as an edge bitset (which may
   * be the game's scratch; edgeMoves only reads it), given where p's pieces end (`ends`). For a
   * network that grows from its reach, the owner's buildings and the ends of its pieces that hold
   * no building (L.built), a site being a free edge at the reach that the rule allows: lifting a
   * piece then takes away only the sites that needed one of its ends, so every piece's moves come
   * from this one bitset.
   */
  siteMask?(game: Game, s: Int32Array, ctx: C, p: number, ends: PieceEnds): Int32Array;
  /**
   * Optional, with siteMask: the pieces of p that may move now (mayMove for all of them at once),
   * as an edge bitset written over `into`, given where p's pieces end.
   */
  movable?(game: Game, s: Int32Array, ctx: C, p: number, ends: PieceEnds, into: Int32Array): Int32Array;
  /** Optional: where p's pieces end is kept in the state (piece-ends.ts), at these offsets. */
  keptEnds?: { once(game: Game, p: number): number; twice(game: Game, p: number): number };
}

// Module scratch for the fast path (not re-entrant; the mover's callbacks do not list moves):
// where the pieces end, worked out or read from the state, and the movable pieces, grown to the
// largest board seen.
const ENDS: PieceEnds = { words: new Int32Array(0), once: 0, twice: 0 };
let scratchEnds = new Int32Array(0);
let scratchMovable = new Int32Array(0);

/** Where p's pieces end: read from the state if the mover keeps them there, else worked out now. */
function endsOf<C>(game: Game, s: Int32Array, mover: EdgeMover<C>, p: number): PieceEnds {
  const L = game.layout;
  if (mover.keptEnds) {
    ENDS.words = s;
    ENDS.once = mover.keptEnds.once(game, p);
    ENDS.twice = mover.keptEnds.twice(game, p);
    return ENDS;
  }
  if (scratchEnds.length < 2 * L.nodeWords) scratchEnds = new Int32Array(2 * L.nodeWords);
  ENDS.words = scratchEnds;
  ENDS.once = 0;
  ENDS.twice = L.nodeWords;
  return markPieceEnds(game, s, mover.own(game, p), ENDS);
}

/** p's moves of pieces of `mover`'s kind, appended from out[n] in the order of the pieces' edges, then of the sites. */
export function edgeMoves<C>(game: Game, s: Int32Array, ctx: C, mover: EdgeMover<C>, p: number, out: Int32Array, n: number): number {
  if (mover.siteMask) return maskedMoves(game, s, ctx, mover, p, out, n);
  const edgeWords = game.layout.edgeWords;
  const bits = mover.toBits(game);
  const own = mover.own(game, p);
  const all = mover.all;
  const kind = mover.kind << ARG_BITS;
  for (let w = 0; w < edgeWords; w++) {
    let pieces = s[own + w]!;
    while (pieces !== 0) {
      const low = pieces & -pieces;
      const e = (w << 5) + 31 - Math.clz32(low);
      pieces ^= low;
      if (!mover.mayMove(game, s, ctx, p, e)) continue;
      s[own + w]! ^= low;
      if (all >= 0) s[all + w]! ^= low;
      const start = n;
      n = mover.sites(game, s, ctx, p, out, n);
      s[own + w]! ^= low;
      if (all >= 0) s[all + w]! ^= low;
      let k = start;
      for (let i = start; i < n; i++) {
        const to = out[i]! & ARG_MASK;
        if (to !== e) out[k++] = kind | (e << bits) | to;
      }
      n = k;
    }
  }
  return n;
}

/** edgeMoves from the sites with every piece in place (mover.siteMask), asked once a piece may move. */
function maskedMoves<C>(game: Game, s: Int32Array, ctx: C, mover: EdgeMover<C>, p: number, out: Int32Array, n: number): number {
  const edgeWords = game.layout.edgeWords;
  const bits = mover.toBits(game);
  const own = mover.own(game, p);
  const kind = mover.kind << ARG_BITS;
  const ends = endsOf(game, s, mover, p);
  const words = ends.words;
  const once = ends.once;
  const twice = ends.twice;
  if (mover.movable && scratchMovable.length < edgeWords) scratchMovable = new Int32Array(edgeWords);
  const movable = mover.movable ? mover.movable(game, s, ctx, p, ends, scratchMovable) : null;
  let sites: Int32Array | null = null;
  for (let w = 0; w < edgeWords; w++) {
    let pieces = movable ? movable[w]! : s[own + w]!;
    while (pieces !== 0) {
      const low = pieces & -pieces;
      const e = (w << 5) + 31 - Math.clz32(low);
      pieces ^= low;
      if (!movable && !mover.mayMove(game, s, ctx, p, e)) continue;
      if (sites === null) sites = mover.siteMask!(game, s, ctx, p, ends);
      n = liftedMoves(game, s, words, once, twice, p, e, sites, kind | (e << bits), out, n);
    }
  }
  return n;
}

/**
 * The moves of p's piece on edge e, appended from out[n] as `from | to`: to every site of `sites`
 * (p's sites with every piece in place, as a bitset) but e itself and the sites that only e held
 * up, the edges at an end of e that only e brought into the reach (no building there, no other
 * piece of p ending there) whose other end is not in the reach. `words` holds where p's pieces end
 * at `once` (one piece or more) and `twice` (two or more), as node bitsets.
 */
export function liftedMoves(game: Game, s: Int32Array, words: Int32Array, once: number, twice: number, p: number, e: number, sites: Int32Array, from: number, out: Int32Array, n: number): number {
  // Locals (docs/performance.md, "fields read into locals").
  const edgeNodes = game.board.edgeNodes;
  const nodeEdges = game.board.nodeEdges;
  const nodeOwner = game.layout.nodeOwner;
  const edgeWords = game.layout.edgeWords;
  const me = p + 1;
  let d1 = -1;
  let d2 = -1;
  let d3 = -1;
  let d4 = -1;
  for (let k = 0; k < 2; k++) {
    const x = edgeNodes[e * 2 + k]!;
    if (s[nodeOwner + x] !== 0 || (words[twice + (x >>> 5)]! & (1 << (x & 31))) !== 0) continue;
    for (let j = 0; j < 3; j++) {
      const f = nodeEdges[x * 3 + j]!;
      if (f < 0) break;
      if (f === e) continue;
      const y = edgeNodes[f * 2] === x ? edgeNodes[f * 2 + 1]! : edgeNodes[f * 2]!;
      const owner = s[nodeOwner + y]!;
      if (owner === me || (owner === 0 && (words[once + (y >>> 5)]! & (1 << (y & 31))) !== 0)) continue;
      if (d1 < 0) d1 = f;
      else if (d2 < 0) d2 = f;
      else if (d3 < 0) d3 = f;
      else d4 = f;
    }
  }
  for (let v = 0; v < edgeWords; v++) {
    for (let b = sites[v]!; b !== 0; b &= b - 1) {
      const to = (v << 5) + 31 - Math.clz32(b & -b);
      if (to !== e && to !== d1 && to !== d2 && to !== d3 && to !== d4) out[n++] = from | to;
    }
  }
  return n;
}
