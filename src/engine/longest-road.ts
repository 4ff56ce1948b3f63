// Longest road: the longest trail (each road used once) in a player's road network that does not
// pass through an intersection holding an opponent's building, or one a rule set cuts (an
// opponent's knight: a node bitset of the player's cuts). A rule set may make some roads count 2
// (the Caravans' camel paths): `doubled` is the offset of a state field with a word per edge,
// nonzero where a road counts 2, or -1 for none.

import type { Game } from './game.js';
import { LR_HOLDER } from './layout.js';

export function longestRoad(game: Game, s: Int32Array, p: number, cut: Int32Array | null = null, doubled = -1): number {
  const L = game.layout;
  const b = game.board;
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  const n = indexTrailEdges(game, s, L.road + p * L.edgeWords, 0);
  let best = 0;
  for (let i = 0; i < n; i++) {
    const e = edges[i]!;
    const bit = 1 << i;
    const a = b.edgeNodes[e * 2]!;
    const c = b.edgeNodes[e * 2 + 1]!;
    const w = roadWeight(s, doubled, e);
    const fromA = w + extend(game, s, p, c, bit, cut, doubled);
    const fromC = w + extend(game, s, p, a, bit, cut, doubled);
    if (fromA > best) best = fromA;
    if (fromC > best) best = fromC;
  }
  for (let i = 0; i < n; i++) local[edges[i]!] = -1;
  return best;
}

/**
 * p's longest road just after a road joined its network at edge `e`, given `before`, its length
 * without that road. A new road takes no trail away, so the answer is `before` or the longest trail
 * through e: far cheaper than starting a search from every road (most new roads lengthen a tip,
 * where the trail through e is one search from its inner end). `cut` as longestRoad's: a road adds
 * no cut, so the same holds with cuts.
 */
export function longestRoadWithRoad(game: Game, s: Int32Array, p: number, e: number, before: number, cut: Int32Array | null = null, doubled = -1): number {
  const L = game.layout;
  const b = game.board;
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  const n = indexTrailEdges(game, s, L.road + p * L.edgeWords, 0);
  const i = local[e]!;
  let best = before;
  if (i < 0) {
    // Past the 32 roads a trail set can mark: a whole search, as the full rule does.
    for (let k = 0; k < n; k++) local[edges[k]!] = -1;
    return longestRoad(game, s, p, cut, doubled);
  }
  const through = rightOf(game, s, p, b.edgeNodes[e * 2 + 1]!, b.edgeNodes[e * 2]!, 1 << i, roadWeight(s, doubled, e), cut, doubled);
  if (through > best) best = through;
  for (let k = 0; k < n; k++) local[edges[k]!] = -1;
  return best;
}

/**
 * Longest trail made of a right part, `len` roads in `used` ending at `node`, continued to the
 * left from `far` (the other end of the part's first road) and to the right from `node`.
 */
function rightOf(game: Game, s: Int32Array, p: number, node: number, far: number, used: number, len: number, cut: Int32Array | null, doubled: number): number {
  let best = len + extend(game, s, p, far, used, cut, doubled);
  const owner = s[game.layout.nodeOwner + node]!;
  if (owner !== 0 && owner !== p + 1) return best; // the right part cannot pass an opponent's building
  if (cut !== null && (cut[node >>> 5]! & (1 << (node & 31))) !== 0) return best;
  const b = game.board;
  const local = game.scratch.edgeLocal;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    const i = local[e]!;
    if (i < 0 || (used & (1 << i)) !== 0) continue;
    const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    const len2 = rightOf(game, s, p, other, far, used | (1 << i), len + roadWeight(s, doubled, e), cut, doubled);
    if (len2 > best) best = len2;
  }
  return best;
}

/**
 * Appends the edges of the bitset at `base` to the trail scratch (game.scratch.roadEdges, with
 * edgeLocal mapping each edge back to its index) from index n, at most 32 in all; returns the new
 * count. A caller resets edgeLocal to -1 for the edges it indexed when it is done.
 */
export function indexTrailEdges(game: Game, s: Int32Array, base: number, n: number): number {
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  for (let w = 0; w < game.layout.edgeWords; w++) {
    let bits = s[base + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const e = (w << 5) + (31 - Math.clz32(low));
      bits ^= low;
      if (n < 32) {
        local[e] = n;
        edges[n++] = e;
      }
    }
  }
  return n;
}

/** What the road on edge e counts for: 2 where the `doubled` field marks it, else 1. */
function roadWeight(s: Int32Array, doubled: number, e: number): number {
  return doubled >= 0 && s[doubled + e] !== 0 ? 2 : 1;
}

/** Longest continuation from `node` using roads not in `used`. */
function extend(game: Game, s: Int32Array, p: number, node: number, used: number, cut: Int32Array | null, doubled: number): number {
  const owner = s[game.layout.nodeOwner + node]!;
  if (owner !== 0 && owner !== p + 1) return 0; // an opponent's building cuts the road here
  if (cut !== null && (cut[node >>> 5]! & (1 << (node & 31))) !== 0) return 0;
  const b = game.board;
  const local = game.scratch.edgeLocal;
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    const i = local[e]!;
    if (i < 0 || (used & (1 << i)) !== 0) continue;
    const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    const len = roadWeight(s, doubled, e) + extend(game, s, p, other, used | (1 << i), cut, doubled);
    if (len > best) best = len;
  }
  return best;
}

/**
 * Reassigns the Longest Road card after any change of road lengths (official 5th-edition rule,
 * docs/rules-decisions.md): the holder keeps it while still tied for longest with 5+; otherwise a
 * unique longest road of 5+ takes it; otherwise it is set aside.
 */
export function updateLongestRoadHolder(game: Game, s: Int32Array): void {
  const L = game.layout;
  const min = game.supply.longestRoadMin;
  let max = 0;
  let count = 0;
  let leader = -1;
  for (let p = 0; p < L.players; p++) {
    const len = s[L.roadLen + p]!;
    if (len > max) {
      max = len;
      count = 1;
      leader = p;
    } else if (len === max) {
      count++;
    }
  }
  const holder = s[LR_HOLDER]!;
  if (holder >= 0 && s[L.roadLen + holder] === max && max >= min) return;
  const next = max >= min && count === 1 ? leader : -1;
  if (next === holder) return;
  if (holder >= 0) s[L.publicVp + holder]! -= 2;
  if (next >= 0) s[L.publicVp + next]! += 2;
  s[LR_HOLDER] = next;
}
