// Knights as the greedy bot plays them, and where any bot puts one: hired and activated before
// the barbarians land when the seat would otherwise lose a city, or could be the sole strongest
// (a Defender VP); woken early with spare grain; hired while the seat's strength is below its
// cities' count and it has wool and ore to spare; the robber chased off the seat's own hex. A
// knight stands where it shields the seat's roads from opponents' and off the seat's own sites
// (a hire, a retreat, a Deserter's placement).

import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { GRAIN, ORE, WOOL } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { ROBBER, hasBit } from '../../../engine/layout.js';
import { hand, nodeBlocked, nodePips, pipsOnHex, productionPips, roadDistances } from '../../../bots/features.js';
import { siteScore } from '../../../bots/greedy/index.js';
import { A_ACTIVATE_KNIGHT, A_CHASE_ROBBER, A_HIRE_KNIGHT, A_PROMOTE_KNIGHT } from '../ids.js';
import { defenceOf, wouldDefend, wouldLose } from './defence.js';
import { knightCounts, knightRowAt, type Ck } from './state.js';
import { pieceAttr } from '../../../engine/piece-tables.js';

const prod = new Float64Array(5);
const counts = new Int32Array(4);

/**
 * How good `node` is for a knight of `seat`: next to opponents' roads (it blocks them, D65), on
 * productive hexes (to chase the robber off), not on a site the seat could settle soon.
 */
export function knightSiteScore(st: GameState, seat: number, node: number, sites: Int8Array | null): number {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  let v = nodePips(game, node) / 5;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    if (!hasBit(s, L.roads, e)) continue;
    for (let q = 0; q < game.seats; q++) if (q !== seat && hasBit(s, L.road + q * L.edgeWords, e)) v += 2;
  }
  if (sites && sites[node] === 0 && !nodeBlocked(st, node)) {
    productionPips(st, seat, prod);
    v -= siteScore(game, node, prod, s[L.harbors + seat]!) / 4;
  }
  return v;
}

/** The legal action of `kind` (an argument that is a node) whose node scores best as a knight's, or -1. */
export function bestKnightNode(st: GameState, seat: number, legal: Int32Array, count: number, kind: number): number {
  let best = -1;
  let bestScore = -Infinity;
  let sites: Int8Array | null = null;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== kind) continue;
    // Sites reached now (0 roads): a knight standing there keeps the seat's own settlement out.
    if (sites === null && st.s[st.game.layout.settlementsLeft + seat]! > 0) sites = roadDistances(st, seat, 0);
    const v = knightSiteScore(st, seat, a & ARG_MASK, sites);
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/** The legal activation or promotion of the strongest knight (ties: the first), or -1. */
function strongest(C: Ck, st: GameState, legal: Int32Array, count: number, kind: number, activeFirst: boolean): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== kind) continue;
    const row = knightRowAt(C, st.s, a & ARG_MASK);
    const v = pieceAttr(st.s, C.knights, row, C.level) + (activeFirst ? 2 * pieceAttr(st.s, C.knights, row, C.active) : 0);
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/**
 * The greedy bot's knight step in its main phase (`need`: the cards its target still needs), or -1:
 * see the file's head.
 */
export function greedyKnights(C: Ck, st: GameState, seat: number, legal: Int32Array, count: number, need: Int32Array): number {
  const d = defenceOf(C, st, seat);
  const k = knightCounts(C, st.s, seat, counts);
  const activate = strongest(C, st, legal, count, A_ACTIVATE_KNIGHT, false);
  const hire = () => bestKnightNode(st, seat, legal, count, A_HIRE_KNIGHT);
  const soon = d.distance <= 3;
  if (soon && wouldLose(d)) {
    if (activate >= 0) return activate;
    const h = hire();
    if (h >= 0) return h;
  }
  // The sole strongest of a won defence takes a Defender VP: wake what it has when that gets it there.
  if (soon && activate >= 0 && !wouldDefend(d)) {
    const potential = d.mine + (k[1]! - k[2]!);
    if (potential > d.highOther && d.total - d.mine + potential >= d.barbarians) return activate;
  }
  const spareGrain = hand(st, seat, GRAIN) > need[GRAIN]!;
  if (activate >= 0 && spareGrain && d.distance <= 5) return activate;
  // The robber off the seat's own hex, by a knight beside it (it turns inactive: not close to an attack).
  if (d.distance > 2) {
    const chase = findKind(legal, count, A_CHASE_ROBBER);
    if (chase >= 0 && pipsOnHex(st, seat, st.s[ROBBER]!) >= 3) return chase;
  }
  const spare = hand(st, seat, WOOL) > need[WOOL]! && hand(st, seat, ORE) > need[ORE]!;
  const cities = citiesOf(st, seat);
  if (spare && k[1]! < Math.max(1, cities)) {
    const h = hire();
    if (h >= 0) return h;
  }
  if (spare && soon && d.mine <= d.highOther) {
    const p = strongest(C, st, legal, count, A_PROMOTE_KNIGHT, true);
    if (p >= 0) return p;
  }
  return -1;
}

/** The first legal action of `kind`, or -1. */
export function findKind(legal: Int32Array, count: number, kind: number): number {
  for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === kind) return legal[i]!;
  return -1;
}

/** Seat p's cities on the board. */
export function citiesOf(st: GameState, p: number): number {
  const L = st.game.layout;
  let n = 0;
  for (let w = 0; w < L.nodeWords; w++) for (let bits = st.s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) n++;
  return n;
}
