// Where a camel may go and what placing it changes (D163, D164, D168-D170). A caravan's first
// camel lies on the path its arrow points at, head away from the oasis; every later one at the
// head of the caravan's last camel, head pointing on, on a path with no camel: no branching, so at
// most two choices a caravan. Two caravans whose heads meet at one intersection are listed once,
// by the lower caravan, and merge into it when the next camel leaves that intersection. A camel
// on a road's path makes the road count 2 for Longest Road; a building whose intersection touches
// two camel paths is worth a VP more.

import { ARG_BITS } from '../../../engine/actions.js';
import type { Game, GameState } from '../../../engine/game.js';
import { hasBit } from '../../../engine/layout.js';
import { updateLongestRoadHolder } from '../../../engine/longest-road.js';
import { camelSupply, caravanTables, type CaravanFields } from './fields.js';
import { CARAVAN_RADIX } from './ids.js';

/** The caravan (0-5) of the camel on edge e's word, or -1 for none. */
export const camelCaravan = (word: number): number => (word & 7) - 1;
/** The node the head of the camel on edge e's word points to. */
export const camelHead = (word: number): number => (word >>> 3) - 1;

/** Camels on the paths at `node`. */
export function camelsAt(game: Game, s: Int32Array, F: CaravanFields, node: number): number {
  const b = game.board;
  let n = 0;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e >= 0 && s[F.camelAt + e] !== 0) n++;
  }
  return n;
}

/**
 * The camel placements open now, as actions of `kind` written from out[n]; returns the new count.
 * Each is edge * CARAVAN_RADIX + caravan.
 */
export function camelOptions(st: GameState, F: CaravanFields, kind: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  if (s[F.placed]! >= camelSupply(game.layout.players)) return n;
  const T = caravanTables(game);
  const b = game.board;
  const shift = kind << ARG_BITS;
  for (let c = 0; c < F.caravans; c++) {
    const head = s[F.heads + c]!;
    if (head === 1) continue;
    if (head === 0) {
      const e = T.arrowEdge[c]!;
      if (s[F.camelAt + e] === 0) out[n++] = shift | (e * CARAVAN_RADIX + c);
      continue;
    }
    // Caravans meeting at one intersection are one choice, the lower caravan's (D168).
    let met = false;
    for (let d = 0; d < c; d++) if (s[F.heads + d] === head) met = true;
    if (met) continue;
    const node = head - 2;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[node * 3 + k]!;
      if (e >= 0 && s[F.camelAt + e] === 0) out[n++] = shift | (e * CARAVAN_RADIX + c);
    }
  }
  return n;
}

/** Whether any camel can be placed now. */
export function anyCamelOption(st: GameState, F: CaravanFields, scratch: Int32Array): boolean {
  return camelOptions(st, F, 0, scratch, 0) > 0;
}

/** Places caravan c's next camel on edge e (an option of camelOptions): the caravans, VP and road lengths follow. */
export function placeCamel(st: GameState, F: CaravanFields, e: number, c: number): void {
  const { game, s } = st;
  const b = game.board;
  const L = game.layout;
  const head = s[F.heads + c]!;
  const from = head === 0 ? caravanTables(game).arrowTail[c]! : head - 2;
  const a = b.edgeNodes[e * 2]!;
  const to = a === from ? b.edgeNodes[e * 2 + 1]! : a;
  if (s[F.camelAt + e] !== 0 || (a !== from && b.edgeNodes[e * 2 + 1] !== from)) throw new Error(`camel: edge ${e} is not open to caravan ${c}`);
  s[F.camelAt + e] = (c + 1) | ((to + 1) << 3);
  s[F.placed]!++;
  // A caravan whose head waited at the same intersection merges into this one (D168).
  for (let d = 0; d < F.caravans; d++) if (d !== c && s[F.heads + d] === head && head >= 2) s[F.heads + d] = 1;
  s[F.heads + c] = to + 2;
  // A building at either end now between two camels gains its VP (D170).
  for (const node of [from, to]) {
    const owner = s[L.nodeOwner + node]!;
    if (owner !== 0 && camelsAt(game, s, F, node) === 2) {
      s[F.bonus + owner - 1]!++;
      s[L.publicVp + owner - 1]!++;
    }
  }
  // A road on this path now counts double (D169).
  let changed = false;
  for (let q = 0; q < L.players; q++) {
    if (!hasBit(s, L.road + q * L.edgeWords, e)) continue;
    const len = game.hooks.routeLength(game, s, q);
    if (len !== s[L.roadLen + q]) {
      s[L.roadLen + q] = len;
      changed = true;
    }
  }
  if (changed) updateLongestRoadHolder(game, s);
}

/** Seat p's buildings between two camels, counted from the board (the invariant's recount). */
export function bonusOf(game: Game, s: Int32Array, F: CaravanFields, p: number): number {
  const L = game.layout;
  let n = 0;
  for (let node = 0; node < game.board.numNodes; node++) {
    if (s[L.nodeOwner + node] === p + 1 && camelsAt(game, s, F, node) >= 2) n++;
  }
  return n;
}
