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
/** The indexed pieces of the second kind. */
let secondMask = 0;
/** A search's answer that no trail can beat (more than MAX_PIECES). */
const NO_BOUND = MAX_PIECES + 1;

/**
 * Indexes p's pieces into the trail scratch of longest-road.ts (game.scratch roadEdges and
 * edgeLocal), the first kind in id order then the second, at most MAX_PIECES, as a whole search
 * always did; fills NEXT0/NEXT1 and returns the count indexed.
 */
function indexRoute(game: Game, s: Int32Array, p: number, first: number, second: number): number {
  secondMask = 0;
  let n = indexKind(game, s, first, 0);
  const firstCount = n;
  if (second >= 0) n = indexKind(game, s, second, n);
  if (n > firstCount) secondMask = (n === MAX_PIECES ? -1 : (1 << n) - 1) & ~((1 << firstCount) - 1);
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
  const edgeNext = b.edgeNext;
  const local = game.scratch.edgeLocal;
  const edges = game.scratch.roadEdges;
  const ownerBase = game.layout.nodeOwner;
  const me = p + 1;
  const second = secondMask;
  for (let i = 0; i < n; i++) {
    const e = edges[i]!;
    const kind = (second >>> i) & 1;
    for (let k = 0; k < 2; k++) {
      const owner = s[ownerBase + edgeNodes[e * 2 + k]!]!;
      let m0 = 0;
      let m1 = 0;
      // An opponent's building ends every trail here; the colour's own joins both kinds.
      if (owner === 0 || owner === me) {
        for (let j = 0; j < 2; j++) {
          const c = edgeNext[e * 4 + k * 2 + j]!;
          if (c < 0) break;
          const l = local[c >> 1]!;
          if (l < 0) continue;
          if (owner === 0 && ((second >>> l) & 1) !== kind) continue;
          // The next piece shares this end with its end 0 (c even) or 1: the trail arrives at its other end.
          if ((c & 1) === 0) m1 |= 1 << l;
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

/** The pieces that may follow piece i at its end k (at = i * 2 + k). */
function nextAt(at: number): number {
  return NEXT0[at]! | NEXT1[at]!;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
}

// ---- chains
// A trail that enters a run of pieces joined where only two meet goes through all of it, so the
// searches run over chains (maximal such runs, with their piece counts as weights) rather than
// pieces: a loop of six roads is one step, not six. Module scratch like NEXT0/NEXT1: for chain c,
// its weight, the piece end at each of its two ends (piece * 2 + end), and the chains that may
// follow it at its end k (c * 2 + k), as masks by the end at which the trail then arrives.
const CHAIN_OF = new Int32Array(MAX_PIECES);
const WEIGHT = new Int32Array(MAX_PIECES);
const TERMINAL = new Int32Array(2 * MAX_PIECES);
const CNEXT0 = new Int32Array(2 * MAX_PIECES);
const CNEXT1 = new Int32Array(2 * MAX_PIECES);

/**
 * Splits the n indexed pieces into chains (returns how many) and fills the
 * chains' tables. A closed run with no other piece at any of its nodes is one chain with no piece
 * to follow it at either end: its longest trail is all of it.
 */
function chainsOf(n: number): number {
  let chains = 0;
  let done = 0;
  // Chains from an end where other than two pieces meet, walked to the next such end.
  for (let i = 0; i < n; i++) {
    if ((done & (1 << i)) !== 0) continue;
    for (let k = 0; k < 2 && (done & (1 << i)) === 0; k++) {
      if (popcount(nextAt(i * 2 + k)) !== 1) done = walkChain(chains++, i, k, done);
    }
  }
  // What is left are closed runs.
  for (let i = 0; i < n; i++) if ((done & (1 << i)) === 0) done = walkChain(chains++, i, 0, done);
  for (let c = 0; c < chains; c++) {
    for (let k = 0; k < 2; k++) {
      const t = TERMINAL[c * 2 + k]!;
      let m0 = 0;
      let m1 = 0;
      const closedRun = TERMINAL[c * 2] === TERMINAL[c * 2 + 1];
      if (!closedRun) {
        for (let m = nextAt(t); m !== 0; m &= m - 1) {
          const j = 31 - Math.clz32(m & -m);
          // The trail enters piece j at the end it shares with piece t's end.
          const enters = j * 2 + ((NEXT1[t]! & (1 << j)) !== 0 ? 0 : 1);
          const d = CHAIN_OF[j]!;
          // Entering chain d at its end 0 it arrives at its end 1, and the other way round.
          if (TERMINAL[d * 2] === enters) m1 |= 1 << d;
          else m0 |= 1 << d;
        }
      }
      CNEXT0[c * 2 + k] = m0;
      CNEXT1[c * 2 + k] = m1;
    }
  }
  return chains;
}

/** Chain c from piece i entered at its end k, on through every end where only two pieces meet; returns `done` with its pieces. */
function walkChain(c: number, i: number, k: number, done: number): number {
  TERMINAL[c * 2] = i * 2 + k;
  let at = i * 2 + 1 - k;
  let weight = 0;
  for (;;) {
    const piece = at >> 1;
    CHAIN_OF[piece] = c;
    done |= 1 << piece;
    weight++;
    const next = nextAt(at);
    if (popcount(next) !== 1 || (done & next) !== 0) break;
    const j = 31 - Math.clz32(next);
    at = j * 2 + ((NEXT1[at]! & next) !== 0 ? 1 : 0);
  }
  WEIGHT[c] = weight;
  // A closed run ends where it began.
  const last = nextAt(at);
  TERMINAL[c * 2 + 1] = (done & last) !== 0 && popcount(last) === 1 && last === 1 << i ? i * 2 + k : at;
  return done;
}

/**
 * Whether end k of chain c (at = c * 2 + k) lies where an odd number of chain ends meet: the chains
 * that may follow there are even in number, a loop of one chain counting for both its ends.
 */
function oddEnd(at: number): boolean {
  return ((popcount(CNEXT0[at]!) + popcount(CNEXT1[at]!)) & 1) === 0;
}

/** Longest continuation of a trail that arrived at end k of chain c (at = c * 2 + k), using chains not in `used`. */
function extend(at: number, used: number): number {
  let best = 0;
  let m = CNEXT0[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const c = 31 - Math.clz32(low);
    const len = WEIGHT[c]! + extend(c * 2, used | low);
    if (len > best) best = len;
  }
  m = CNEXT1[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const c = 31 - Math.clz32(low);
    const len = WEIGHT[c]! + extend(c * 2 + 1, used | low);
    if (len > best) best = len;
  }
  return best;
}

/**
 * Longest trail through a chain: a right part (`len` pieces, chains in `used`, from the chain to
 * where it arrived, `at`) continued to the left beyond the chain's other end (`left`) and to the right.
 */
function through(at: number, left: number, used: number, len: number): number {
  let best = len + extend(left, used);
  let m = CNEXT0[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const c = 31 - Math.clz32(low);
    const l = through(c * 2, left, used | low, len + WEIGHT[c]!);
    if (l > best) best = l;
  }
  m = CNEXT1[at]! & ~used;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const c = 31 - Math.clz32(low);
    const l = through(c * 2 + 1, left, used | low, len + WEIGHT[c]!);
    if (l > best) best = l;
  }
  return best;
}

/** The longest trail through piece i, over the chains made last. */
function longestThrough(i: number): number {
  const c = CHAIN_OF[i]!;
  return through(c * 2 + 1, c * 2, 1 << c, WEIGHT[c]!);
}

/**
 * The longest trail over the `chains` made last (of the indexed pieces), or
 * `enough` as soon as a trail that long is found. A trail that cannot be made longer starts where the pieces that may meet
 * there are odd in number (one piece alone, an opponent's building, a piece of the other kind at a
 * node with no building of the colour), unless it is closed; a closed longest trail uses every
 * piece of its network, whose meeting points are then all even. So the search starts only at odd
 * ends of chains, and a network without one counts whole.
 */
function longestOf(chains: number, enough: number): number {
  let best = 0;
  let seen = 0;
  const all = chains === MAX_PIECES ? -1 : (1 << chains) - 1;
  for (let c = 0; c < chains && seen !== all; c++) {
    const bit = 1 << c;
    if ((seen & bit) !== 0) continue;
    // The network of chain c, its weight, and whether any of its ends is odd.
    let net = bit;
    let frontier = bit;
    let weight = 0;
    let odd = false;
    while (frontier !== 0) {
      const low = frontier & -frontier;
      frontier ^= low;
      const d = 31 - Math.clz32(low);
      weight += WEIGHT[d]!;
      if (oddEnd(d * 2) || oddEnd(d * 2 + 1)) odd = true;
      const grow = (CNEXT0[d * 2]! | CNEXT1[d * 2]! | CNEXT0[d * 2 + 1]! | CNEXT1[d * 2 + 1]!) & ~net;
      net |= grow;
      frontier |= grow;
    }
    seen |= net;
    // Nothing in this network can beat the best found.
    if (weight <= best) continue;
    if (!odd) {
      best = weight;
      if (best >= enough) return best;
      continue;
    }
    for (let m = net; m !== 0; ) {
      const low = m & -m;
      m ^= low;
      const d = 31 - Math.clz32(low);
      // Starting at end k of chain d, the trail runs through it to its other end and on from there.
      if (oddEnd(d * 2)) {
        const len = WEIGHT[d]! + extend(d * 2 + 1, low);
        if (len > best) best = len;
      }
      if (oddEnd(d * 2 + 1)) {
        const len = WEIGHT[d]! + extend(d * 2, low);
        if (len > best) best = len;
      }
      if (best >= enough || best === weight) break;
    }
    if (best >= enough) return best;
  }
  return best;
}

/** p's route length, every trail searched. */
export function trailLength(game: Game, s: Int32Array, p: number, first: number, second: number): number {
  const n = indexRoute(game, s, p, first, second);
  const len = longestOf(chainsOf(n), NO_BOUND);
  release(game, n);
  return len;
}

/**
 * p's route length just after it placed a piece on `e`, `before` being the length just before: a
 * new piece takes no trail away, so the route is the old one or the longest trail through the new
 * piece, the only one searched.
 */
export function trailLengthWithPiece(game: Game, s: Int32Array, p: number, first: number, second: number, e: number, before: number): number {
  const n = indexRoute(game, s, p, first, second);
  const i = game.scratch.edgeLocal[e]!;
  // Past the pieces a trail set can mark: a whole search over those indexed.
  const chains = chainsOf(n);
  const len = i < 0 ? longestOf(chains, NO_BOUND) : Math.max(before, longestThrough(i));
  release(game, n);
  return len;
}

/**
 * p's route length just after it moved a piece to `to`, the state showing the move made and
 * `before` being the length before it: the trails through `to`, or, when they are shorter than the
 * route was, the longest of those that avoid it, which the network before the move held too, so
 * none is longer than `before`: a search that stops there.
 */
export function trailLengthAfterMove(game: Game, s: Int32Array, p: number, first: number, second: number, to: number, before: number): number {
  const n = indexRoute(game, s, p, first, second);
  const t = game.scratch.edgeLocal[to]!;
  const chains = chainsOf(n);
  let len: number;
  // Past the pieces a trail set can mark: a whole search over those indexed.
  if (t < 0) len = longestOf(chains, NO_BOUND);
  else {
    const toTrails = longestThrough(t);
    len = toTrails >= before ? toTrails : longestOf(chains, before);
  }
  release(game, n);
  return len;
}
