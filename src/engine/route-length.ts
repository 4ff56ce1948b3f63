// The length of a colour's route over edge pieces of one or two kinds (Seafarers: roads and
// ships): the longest trail, each piece used once, that passes no opponent's building and changes
// kind only at the colour's own building. The pieces are indexed once per question into masks of
// which piece may follow which, so the searches below are integer operations on at most 32 bits;
// a whole search starts only where a longest trail can start (docs/architecture.md, "Routes").
// Every function takes the pieces as the offsets of p's two edge bitsets in the state, `first` and
// `second` (-1 for a network of one kind).

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

/**
 * Indexes p's pieces but `except` (-1: none) into the trail scratch of longest-road.ts (game.scratch
 * roadEdges and edgeLocal), the first kind in id order then the second, at most MAX_PIECES, as the
 * whole search always did; fills NEXT0/NEXT1 and returns the count indexed.
 */
function indexRoute(game: Game, s: Int32Array, p: number, first: number, second: number, except: number): number {
  totalPieces = 0;
  secondMask = 0;
  let n = indexKind(game, s, first, except, 0);
  if (second >= 0) {
    const firstCount = n;
    n = indexKind(game, s, second, except, n);
    secondMask = (n === MAX_PIECES ? -1 : (1 << n) - 1) & ~((1 << firstCount) - 1);
    if (firstCount === MAX_PIECES) secondMask = 0;
  }
  fillNext(game, s, p, n);
  return n;
}

/** Appends the edges of the bitset at `base` but `except` to the trail scratch from index n. */
function indexKind(game: Game, s: Int32Array, base: number, except: number, n: number): number {
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  const edgeWords = game.layout.edgeWords;
  for (let w = 0; w < edgeWords; w++) {
    let bits = s[base + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const e = (w << 5) + (31 - Math.clz32(low));
      bits ^= low;
      if (e === except) continue;
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

/** The pieces that may follow piece i at its end k. */
function nextAt(at: number): number {
  return NEXT0[at]! | NEXT1[at]!;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
}

/**
 * The longest trail over the n indexed pieces. A trail that cannot be made longer starts where the
 * pieces that may meet there are odd in number (one piece alone, an opponent's building, a piece
 * of the other kind at a node with no building of the colour), unless it is closed; a closed
 * longest trail uses every piece of its network, whose meeting points are then all even. So the
 * search starts only at odd ends, and a network without one counts whole.
 */
function longestOf(n: number): number {
  let best = 0;
  let seen = 0;
  const all = n === 32 ? -1 : (1 << n) - 1;
  for (let i = 0; i < n && seen !== all; i++) {
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
      const a = nextAt(j * 2);
      const c = nextAt(j * 2 + 1);
      if ((popcount(a) & 1) === 0 || (popcount(c) & 1) === 0) odd = true;
      const grow = (a | c) & ~net;
      net |= grow;
      frontier |= grow;
    }
    seen |= net;
    if (!odd) {
      const size = popcount(net);
      if (size > best) best = size;
      continue;
    }
    for (let m = net; m !== 0; ) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      // Starting at end k of piece j, the trail runs to its other end and on from there.
      if ((popcount(nextAt(j * 2)) & 1) === 0) {
        const len = 1 + extend(j * 2 + 1, low);
        if (len > best) best = len;
      }
      if ((popcount(nextAt(j * 2 + 1)) & 1) === 0) {
        const len = 1 + extend(j * 2, low);
        if (len > best) best = len;
      }
    }
  }
  return best;
}

/** p's route length over `pieces`, searched whole. */
export function routeLength(game: Game, s: Int32Array, p: number, first: number, second: number): number {
  const n = indexRoute(game, s, p, first, second, -1);
  const len = longestOf(n);
  release(game, n);
  return len;
}

/**
 * p's route length just after it placed a piece on `e`, `before` being the length just before: a
 * new piece takes no trail away, so the route is the old one or the longest trail through the new
 * piece, the only one searched.
 */
export function routeLengthWithPiece(game: Game, s: Int32Array, p: number, first: number, second: number, e: number, before: number): number {
  const n = indexRoute(game, s, p, first, second, -1);
  const i = game.scratch.edgeLocal[e]!;
  let len: number;
  // Past the 32 pieces a trail set can mark: a whole search over those indexed.
  if (i < 0) len = longestOf(n);
  else len = Math.max(before, throughRight(i * 2 + 1, i * 2, 1 << i, 1));
  release(game, n);
  return len;
}

/**
 * Longest trail made of a right part (`len` pieces in `used`, from the new piece to where it
 * arrived, `at`) continued to the left beyond the new piece's other end (`left`) and to the right.
 */
function throughRight(at: number, left: number, used: number, len: number): number {
  let best = len + extend(left, used);
  let m = NEXT0[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const l = throughRight((31 - Math.clz32(low)) * 2, left, used | low, len + 1);
    if (l > best) best = l;
  }
  m = NEXT1[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const l = throughRight((31 - Math.clz32(low)) * 2 + 1, left, used | low, len + 1);
    if (l > best) best = l;
  }
  return best;
}

/**
 * p's route length once its piece on `e` is taken away, asked while it is still there, `before`
 * being the length with it. A piece at the tip of its network (nothing may follow it at one end)
 * is the last piece of every trail through it, so unless that trail is the only longest one the
 * route keeps its length, and otherwise it loses at most that piece; only then is the route
 * without it searched whole.
 */
export function routeLengthWithout(game: Game, s: Int32Array, p: number, first: number, second: number, e: number, before: number): number {
  let n = indexRoute(game, s, p, first, second, -1);
  const i = game.scratch.edgeLocal[e]!;
  // With more pieces than the index holds, taking one away brings another in: searched whole.
  if (i >= 0 && totalPieces <= MAX_PIECES) {
    const tipAt0 = nextAt(i * 2) === 0;
    if (tipAt0 || nextAt(i * 2 + 1) === 0) {
      const through = 1 + extend(tipAt0 ? i * 2 + 1 : i * 2, 1 << i);
      if (through < before) {
        release(game, n);
        return before;
      }
    }
  }
  release(game, n);
  n = indexRoute(game, s, p, first, second, e);
  const len = longestOf(n);
  release(game, n);
  return len;
}
