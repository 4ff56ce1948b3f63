// The length of a colour's route over edge pieces of one or two kinds (Seafarers: roads and
// ships): the longest trail, each piece used once, that passes no opponent's building and changes
// kind only at the colour's own building. Most networks have no loop, and there the longest trail
// is found in one walk over the board from any piece (the two longest branches met anywhere);
// the walk gives up as soon as it meets a piece twice, and a network with a loop is searched
// trail by trail (route-trails.ts). docs/architecture.md, "Routes", says which rule set asks what.
// Every function takes the pieces as the offsets of p's two edge bitsets in the state, `first` and
// `second` (-1 for a network of one kind).

import type { Game } from './game.js';
import { trailLength, trailLengthAfterMove, trailLengthWithPiece } from './route-trails.js';

/** The pieces a trail set of route-trails.ts can mark: with more, that search keeps its own rule. */
const MAX_PIECES = 32;
/** A walk's answer once it met a piece twice: the network has a loop. */
const LOOP = -1;

/**
 * The walk's question, module scratch (not re-entrant; nothing here calls out): the state and the
 * board's tables, p's building as an owner word (p + 1), the pieces' bitsets, and a stamp per edge
 * marking the pieces met by the walk now under way (`stamp`, so nothing is cleared between walks).
 * Fields of one object, not module variables: V8 knows a field's arrays are always Int32Arrays and
 * checks them once, where a module variable's it checks at every use.
 */
const W: {
  s: Int32Array;
  edgeNext: Int32Array;
  edgeNodes: Int32Array;
  nodeOwner: number;
  me: number;
  first: number;
  second: number;
  stamps: Int32Array;
  stamp: number;
  /** The longest trail joining two branches met so far. */
  joined: number;
} = {
  s: new Int32Array(0),
  edgeNext: new Int32Array(0),
  edgeNodes: new Int32Array(0),
  nodeOwner: 0,
  me: 0,
  first: 0,
  second: -1,
  stamps: new Int32Array(0),
  stamp: 0,
  joined: 0,
};

/** Sets up a walk over p's pieces; a fresh stamp. */
function startWalks(game: Game, s: Int32Array, p: number, first: number, second: number): void {
  const b = game.board;
  W.s = s;
  W.edgeNext = b.edgeNext;
  W.edgeNodes = b.edgeNodes;
  W.nodeOwner = game.layout.nodeOwner;
  W.me = p + 1;
  W.first = first;
  W.second = second;
  if (W.stamps.length < b.numEdges) W.stamps = new Int32Array(b.numEdges);
  if (++W.stamp === 0x40000000) {
    W.stamps.fill(0);
    W.stamp = 1;
  }
}

/** The kind of p's piece on edge f (1 the first, 2 the second), 0 for none. */
function pieceKind(f: number): number {
  const w = f >>> 5;
  const bit = 1 << (f & 31);
  if ((W.s[W.first + w]! & bit) !== 0) return 1;
  if (W.second >= 0 && (W.s[W.second + w]! & bit) !== 0) return 2;
  return 0;
}

/**
 * The longest continuation of a trail that arrived by piece e of kind `kind` at its end k (the
 * node edgeNodes[e * 2 + k]), in a network without loops (LOOP once a piece is met twice); raises
 * W.joined with the trail that joins the two branches beyond that node, when there are two.
 */
function branch(e: number, k: number, kind: number): number {
  const owner = W.s[W.nodeOwner + W.edgeNodes[e * 2 + k]!]!;
  // An opponent's building ends every trail here; the colour's own joins both kinds.
  if (owner !== 0 && owner !== W.me) return 0;
  const next = W.edgeNext;
  const stamps = W.stamps;
  const stamp = W.stamp;
  let a = -1;
  let aKind = 0;
  let c = -1;
  let cKind = 0;
  for (let j = 0; j < 2; j++) {
    const at = next[e * 4 + k * 2 + j]!;
    if (at < 0) break;
    const f = at >> 1;
    const fk = pieceKind(f);
    if (fk === 0 || (fk !== kind && owner === 0)) continue;
    // Both pieces that follow here are marked before either is walked: met again, it closes a loop.
    if (stamps[f] === stamp) return LOOP;
    stamps[f] = stamp;
    // The trail goes on through f to its other end.
    if (a < 0) {
      a = at ^ 1;
      aKind = fk;
    } else {
      c = at ^ 1;
      cKind = fk;
    }
  }
  if (a < 0) return 0;
  const ha = branch(a >> 1, a & 1, aKind);
  if (ha === LOOP || c < 0) return ha === LOOP ? LOOP : 1 + ha;
  const hc = branch(c >> 1, c & 1, cKind);
  if (hc === LOOP) return LOOP;
  if (2 + ha + hc > W.joined) W.joined = 2 + ha + hc;
  return 1 + (ha > hc ? ha : hc);
}

/** The longest trail through piece e (of kind `kind`, marked met), both ways from it; LOOP if its network has one. */
function through(e: number, kind: number): number {
  const h1 = branch(e, 1, kind);
  if (h1 === LOOP) return LOOP;
  const h0 = branch(e, 0, kind);
  return h0 === LOOP ? LOOP : 1 + h0 + h1;
}

/** The longest trail of the network holding piece e (marked met): through e, or joining two branches met; LOOP if it has one. */
function longestOfNetwork(e: number, kind: number): number {
  W.joined = 0;
  const len = through(e, kind);
  if (len === LOOP) return LOOP;
  return len > W.joined ? len : W.joined;
}

/** The longest trail of every network of p's pieces not yet met, LOOP if one has a loop. */
function longestOfAll(edgeWords: number): number {
  let best = 0;
  for (let kind = 1; kind <= 2; kind++) {
    const base = kind === 1 ? W.first : W.second;
    if (base < 0) continue;
    for (let w = 0; w < edgeWords; w++) {
      for (let bits = W.s[base + w]!; bits !== 0; bits &= bits - 1) {
        const e = (w << 5) + 31 - Math.clz32(bits & -bits);
        if (W.stamps[e] === W.stamp) continue;
        W.stamps[e] = W.stamp;
        const len = longestOfNetwork(e, kind);
        if (len === LOOP) return LOOP;
        if (len > best) best = len;
      }
    }
  }
  return best;
}

/** How many pieces p has over both bitsets. */
function pieceCount(game: Game, s: Int32Array, first: number, second: number): number {
  let n = 0;
  for (let w = 0; w < game.layout.edgeWords; w++) {
    n += popcount(s[first + w]!);
    if (second >= 0) n += popcount(s[second + w]!);
  }
  return n;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
}

/** p's route length, searched whole. */
export function routeLength(game: Game, s: Int32Array, p: number, first: number, second: number): number {
  if (pieceCount(game, s, first, second) <= MAX_PIECES) {
    startWalks(game, s, p, first, second);
    const len = longestOfAll(game.layout.edgeWords);
    if (len !== LOOP) return len;
  }
  return trailLength(game, s, p, first, second);
}

/**
 * p's route length just after it placed a piece on `e`, `before` being the length just before: a
 * new piece takes no trail away, so the route is the old one or the longest trail through the new
 * piece, the only one searched.
 */
export function routeLengthWithPiece(game: Game, s: Int32Array, p: number, first: number, second: number, e: number, before: number): number {
  if (pieceCount(game, s, first, second) <= MAX_PIECES) {
    startWalks(game, s, p, first, second);
    const kind = pieceKind(e);
    W.stamps[e] = W.stamp;
    const len = through(e, kind);
    if (len !== LOOP) return len > before ? len : before;
  }
  return trailLengthWithPiece(game, s, p, first, second, e, before);
}

/**
 * p's route length just after it moved a piece to `to` (from anywhere), the state showing the move
 * made and `before` being the length before it. A move leaves every network but the one now
 * holding `to` a part of one it had, none longer than `before`: so the longest trail of the
 * network holding `to`, when it is as long as the route was, is the route, found in one walk; only
 * otherwise are the other networks walked.
 */
export function routeLengthAfterMove(game: Game, s: Int32Array, p: number, first: number, second: number, to: number, before: number): number {
  if (pieceCount(game, s, first, second) <= MAX_PIECES) {
    startWalks(game, s, p, first, second);
    W.stamps[to] = W.stamp;
    const here = longestOfNetwork(to, pieceKind(to));
    if (here !== LOOP) {
      if (here >= before) return here;
      // The walk stamped the network of `to`: the others are walked on the same stamp.
      const len = longestOfAll(game.layout.edgeWords);
      if (len !== LOOP) return len > here ? len : here;
    }
  }
  return trailLengthAfterMove(game, s, p, first, second, to, before);
}
