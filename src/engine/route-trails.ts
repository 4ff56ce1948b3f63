// Route lengths (route-length.ts) by a search over every trail, for networks with loops: the
// pieces are indexed once per question into masks of which piece may follow which, so the
// searches are integer operations on at most 32 bits, and a whole search starts only where a
// longest trail can start. Arguments as in route-length.ts.

import type { Game } from './game.js';

// Module scratch, not re-entrant (nothing here calls out): for piece i (an index of the trail
// scratch) arriving at its end k (0 or 1), the pieces that may follow it there, as masks by the end
// of the next piece at which the trail then arrives: NEXT0[i * 2 + k] arrive at their end 0,
// NEXT1[i * 2 + k] at their end 1. MAX_PIECES is what a 32-bit trail set can mark.
const MAX_PIECES = 32;
const NEXT0 = new Int32Array(2 * MAX_PIECES);
const NEXT1 = new Int32Array(2 * MAX_PIECES);
/** The indexed pieces of the second kind, and how many pieces p has in all (past the index too). */
let secondMask = 0;
let totalPieces = 0;
/** A search's answer that no trail can beat (more than MAX_PIECES). */
const NO_BOUND = MAX_PIECES + 1;

/**
 * Indexes p's pieces into the trail scratch of longest-road.ts (game.scratch roadEdges and
 * edgeLocal), the first kind in id order then the second, at most MAX_PIECES, as a whole search
 * always did, then `extra` (an edge not in the state, of the second kind if `extraSecond`; -1:
 * none) if it fits; fills NEXT0/NEXT1 and returns the count indexed.
 */
function indexRoute(game: Game, s: Int32Array, p: number, first: number, second: number, extra: number, extraSecond: boolean): number {
  totalPieces = 0;
  secondMask = 0;
  let n = indexKind(game, s, first, 0);
  const firstCount = n;
  if (second >= 0) n = indexKind(game, s, second, n);
  if (n > firstCount) secondMask = (n === MAX_PIECES ? -1 : (1 << n) - 1) & ~((1 << firstCount) - 1);
  if (extra >= 0 && n < MAX_PIECES) {
    game.scratch.edgeLocal[extra] = n;
    game.scratch.roadEdges[n] = extra;
    if (extraSecond) secondMask |= 1 << n;
    n++;
  }
  fillNext(game, s, p, n);
  return n;
}

/** Appends the edges of the bitset at `base` to the trail scratch from index n. */
function indexKind(game: Game, s: Int32Array, base: number, n: number): number {
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  const edgeWords = game.layout.edgeWords;
  for (let w = 0; w < edgeWords; w++) {
    let bits = s[base + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const e = (w << 5) + (31 - Math.clz32(low));
      bits ^= low;
      totalPieces++;
      if (n < MAX_PIECES) {
        local[e] = n;
        edges[n++] = e;
      }
    }
  }
  return n;
}

/** NEXT0/NEXT1 for the n indexed pieces. */
function fillNext(game: Game, s: Int32Array, p: number, n: number): void {
  const b = game.board;
  const edgeNodes = b.edgeNodes;
  const nodeEdges = b.nodeEdges;
  const local = game.scratch.edgeLocal;
  const edges = game.scratch.roadEdges;
  const ownerBase = game.layout.nodeOwner;
  const me = p + 1;
  const second = secondMask;
  for (let i = 0; i < n; i++) {
    const e = edges[i]!;
    const kind = (second >>> i) & 1;
    for (let k = 0; k < 2; k++) {
      const x = edgeNodes[e * 2 + k]!;
      const owner = s[ownerBase + x]!;
      let m0 = 0;
      let m1 = 0;
      // An opponent's building ends every trail here; the colour's own joins both kinds.
      if (owner === 0 || owner === me) {
        for (let j = 0; j < 3; j++) {
          const f = nodeEdges[x * 3 + j]!;
          if (f < 0) break;
          const l = local[f]!;
          if (l < 0 || f === e) continue;
          if (owner === 0 && ((second >>> l) & 1) !== kind) continue;
          // The next piece shares x: the trail arrives at its other end.
          if (edgeNodes[f * 2] === x) m1 |= 1 << l;
          else m0 |= 1 << l;
        }
      }
      NEXT0[i * 2 + k] = m0;
      NEXT1[i * 2 + k] = m1;
    }
  }
}

/** Clears the trail scratch's edge map for the n indexed pieces. */
function release(game: Game, n: number): void {
  const local = game.scratch.edgeLocal;
  const edges = game.scratch.roadEdges;
  for (let i = 0; i < n; i++) local[edges[i]!] = -1;
}

/** Longest continuation of a trail that arrived at end k of piece i (at = i * 2 + k), using pieces not in `used`. */
function extend(at: number, used: number): number {
  let best = 0;
  let m = NEXT0[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const len = 1 + extend((31 - Math.clz32(low)) * 2, used | low);
    if (len > best) best = len;
  }
  m = NEXT1[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const len = 1 + extend((31 - Math.clz32(low)) * 2 + 1, used | low);
    if (len > best) best = len;
  }
  return best;
}

/**
 * Longest trail through piece i: a right part (`len` pieces in `used`, from piece i to where it
 * arrived, `at`) continued to the left beyond piece i's other end (`left`) and to the right.
 */
function through(at: number, left: number, used: number, len: number): number {
  let best = len + extend(left, used);
  let m = NEXT0[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const l = through((31 - Math.clz32(low)) * 2, left, used | low, len + 1);
    if (l > best) best = l;
  }
  m = NEXT1[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const l = through((31 - Math.clz32(low)) * 2 + 1, left, used | low, len + 1);
    if (l > best) best = l;
  }
  return best;
}

/** The pieces that may follow piece i at its end k (at = i * 2 + k), but those banned. */
function nextAt(at: number, banned: number): number {
  return (NEXT0[at]! | NEXT1[at]!) & ~banned;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
}

/**
 * The longest trail over the n indexed pieces but those `banned`, or `enough` as soon as a trail
 * that long is found. A trail that cannot be made longer starts where the pieces that may meet
 * there are odd in number (one piece alone, an opponent's building, a piece of the other kind at a
 * node with no building of the colour), unless it is closed; a closed longest trail uses every
 * piece of its network, whose meeting points are then all even. So the search starts only at odd
 * ends, and a network without one counts whole.
 */
function longestOf(n: number, banned: number, enough: number): number {
  let best = 0;
  let seen = banned;
  const all = n === MAX_PIECES ? -1 : (1 << n) - 1;
  for (let i = 0; i < n && (seen & all) !== all; i++) {
    const bit = 1 << i;
    if ((seen & bit) !== 0) continue;
    // The network of piece i, and whether any of its ends is odd.
    let net = bit;
    let frontier = bit;
    let odd = false;
    while (frontier !== 0) {
      const low = frontier & -frontier;
      frontier ^= low;
      const j = 31 - Math.clz32(low);
      const a = nextAt(j * 2, banned);
      const c = nextAt(j * 2 + 1, banned);
      if ((popcount(a) & 1) === 0 || (popcount(c) & 1) === 0) odd = true;
      const grow = (a | c) & ~net;
      net |= grow;
      frontier |= grow;
    }
    seen |= net;
    if (!odd) {
      const size = popcount(net);
      if (size > best) best = size;
      if (best >= enough) return best;
      continue;
    }
    for (let m = net; m !== 0; ) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      // Starting at end k of piece j, the trail runs to its other end and on from there.
      if ((popcount(nextAt(j * 2, banned)) & 1) === 0) {
        const len = 1 + extend(j * 2 + 1, low | banned);
        if (len > best) best = len;
      }
      if ((popcount(nextAt(j * 2 + 1, banned)) & 1) === 0) {
        const len = 1 + extend(j * 2, low | banned);
        if (len > best) best = len;
      }
      if (best >= enough) return best;
    }
  }
  return best;
}

/** p's route length, every trail searched. */
export function trailLength(game: Game, s: Int32Array, p: number, first: number, second: number): number {
  const n = indexRoute(game, s, p, first, second, -1, false);
  const len = longestOf(n, 0, NO_BOUND);
  release(game, n);
  return len;
}

/**
 * p's route length just after it placed a piece on `e`, `before` being the length just before: a
 * new piece takes no trail away, so the route is the old one or the longest trail through the new
 * piece, the only one searched.
 */
export function trailLengthWithPiece(game: Game, s: Int32Array, p: number, first: number, second: number, e: number, before: number): number {
  const n = indexRoute(game, s, p, first, second, -1, false);
  const i = game.scratch.edgeLocal[e]!;
  // Past the pieces a trail set can mark: a whole search over those indexed.
  const len = i < 0 ? longestOf(n, 0, NO_BOUND) : Math.max(before, through(i * 2 + 1, i * 2, 1 << i, 1));
  release(game, n);
  return len;
}

/**
 * p's route length just after it moved a piece from `from` (of the second kind if `fromSecond`)
 * to `to`, the state showing the move made and `before` being the length before it. The route is
 * the longer of the route without the piece and the trails through `to`. When the piece left a tip
 * (nothing could follow it at one end), every trail through it ended there, so unless that trail
 * was the only longest one the route without it keeps its length; only when neither that nor the
 * trails through `to` settle it is the network searched whole, stopping at `before`, its bound.
 */
export function trailLengthAfterMove(game: Game, s: Int32Array, p: number, first: number, second: number, from: number, to: number, fromSecond: boolean, before: number): number {
  const n = indexRoute(game, s, p, first, second, from, fromSecond);
  const local = game.scratch.edgeLocal;
  let len: number;
  if (totalPieces >= MAX_PIECES) {
    // Past the pieces a trail set can mark (the old piece not indexed): the route now, searched whole.
    len = longestOf(n, 0, NO_BOUND);
  } else {
    const f = local[from]!;
    const t = local[to]!;
    const fromBit = 1 << f;
    const toBit = 1 << t;
    const both = fromBit | toBit;
    const toTrails = through(t * 2 + 1, t * 2, both, 1);
    const tipAt0 = nextAt(f * 2, toBit) === 0;
    if ((tipAt0 || nextAt(f * 2 + 1, toBit) === 0) && 1 + extend(tipAt0 ? f * 2 + 1 : f * 2, both) < before) len = Math.max(before, toTrails);
    else if (toTrails >= before) len = toTrails;
    else len = longestOf(n, fromBit, before);
  }
  release(game, n);
  return len;
}
