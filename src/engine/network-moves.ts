// Moving a piece along a network: every piece that may move, to every site a new piece of its kind
// could take once it is lifted. The piece is lifted from its bitsets while the sites are listed and
// put back after, so the list sees the board as the move would leave it and the state is unchanged
// when the list returns. Seafarers' ships move so; any edge piece that moves (a knight's road
// network is of nodes, a later helper's) lists its moves through here.

import { ARG_BITS, ARG_MASK } from './actions.js';
import type { Game } from './game.js';

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
}

/** p's moves of pieces of `mover`'s kind, appended from out[n] in the order of the pieces' edges, then of the sites. */
export function edgeMoves<C>(game: Game, s: Int32Array, ctx: C, mover: EdgeMover<C>, p: number, out: Int32Array, n: number): number {
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
