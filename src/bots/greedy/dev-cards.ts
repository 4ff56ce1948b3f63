// Development cards: the knight before the roll, and which card to play in the main phase
// (knight, Year of Plenty, Monopoly, Road Building) given the target. Apart from the phase
// dispatch because both the pre-roll and the main phase use it.

import { A_KNIGHT, A_MONOPOLY, A_ROAD_BUILDING, A_ROLL, A_YEAR_OF_PLENTY, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { KNIGHT, NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { ROBBER } from '../../engine/layout.js';
import { BUILD_ROAD, BUILD_SETTLEMENT, devPlayable, hand, knightsPlayed, largestArmyHolder, nodeBlocked, opponentsHolding, pipsOnHex, productionPips, roadDistances, roadsLeft, settlementsLeft } from '../features.js';
import { greedyKit } from './kit-part.js';
import { findKind } from './legal-list.js';
import { handTmp, need, prod } from './scratch.js';
import { missingOf, type Target } from './targets.js';

/** Playing a knight now would take Largest Army (or draw level with its holder, to contest it). */
export function knightContestsArmy(st: GameState, seat: number): boolean {
  const mine = knightsPlayed(st, seat) + 1;
  const holder = largestArmyHolder(st);
  if (holder === seat) return false;
  if (holder < 0) return mine >= st.game.supply.largestArmyMin - 1;
  return mine >= knightsPlayed(st, holder);
}

export function preRoll(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const knight = findKind(legal, count, A_KNIGHT);
  const board = greedyKit(st.game).board;
  if (board && knight >= 0 && board.knightBeforeRoll(st, seat)) return knight;
  if (knight >= 0) {
    const robber = st.s[ROBBER]!;
    if (pipsOnHex(st, seat, robber) >= 3 || (knightContestsArmy(st, seat) && knightsPlayed(st, seat) + 1 >= st.game.supply.largestArmyMin)) return knight;
  }
  return A_ROLL << ARG_BITS;
}

export function devPlay(st: GameState, seat: number, legal: Int32Array, count: number, t: Target): number {
  const s = st.s;
  // Knight: free a hex of its own, or take / contest Largest Army.
  const knight = findKind(legal, count, A_KNIGHT);
  if (knight >= 0) {
    if (pipsOnHex(st, seat, s[ROBBER]!) >= 3 || knightContestsArmy(st, seat) || devPlayable(st, seat, KNIGHT) >= 2) return knight;
  }
  // Year of Plenty: the two cards its target misses most (else what a city needs).
  if (findKind(legal, count, A_YEAR_OF_PLENTY) >= 0) {
    // Filled here, not trusted from the caller: a board kit's main phase does not fill it, and what
    // an earlier decision left in it would tie this choice to the games played before in the thread.
    productionPips(st, seat, prod);
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < count; i++) {
      const a = legal[i]!;
      if (a >>> ARG_BITS !== A_YEAR_OF_PLENTY) continue;
      const arg = a & ARG_MASK;
      const r1 = (arg / 5) | 0;
      const r2 = arg % 5;
      for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
      handTmp[r1]!++;
      handTmp[r2]!++;
      const score = -missingOf(need, handTmp) * 10 + prodScarcity(r1) + prodScarcity(r2);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    if (best >= 0) return best;
  }
  // Monopoly: the resource the opponents hold most of, weighted toward what it needs.
  if (findKind(legal, count, A_MONOPOLY) >= 0) {
    let bestR = -1;
    let bestScore = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const n = opponentsHolding(st, seat, r);
      const useful = need[r]! > hand(st, seat, r) ? 1.5 : 1;
      const score = n * useful;
      if (score > bestScore) {
        bestScore = score;
        bestR = r;
      }
    }
    if (bestR >= 0 && bestScore >= 4) return (A_MONOPOLY << ARG_BITS) | bestR;
  }
  // Road Building: toward a site it cannot reach yet.
  const rb = findKind(legal, count, A_ROAD_BUILDING);
  if (rb >= 0 && (t.build === BUILD_SETTLEMENT || t.build === BUILD_ROAD) && (t.roads > 0 || t.ships > 0)) return rb;
  const board = greedyKit(st.game).board;
  if (board) return rb >= 0 && settlementsLeft(st, seat) > 0 && t.build !== BUILD_SETTLEMENT && t.build !== BUILD_ROAD && board.freePiecesReach(st, seat, t) ? rb : -1;
  if (rb >= 0 && settlementsLeft(st, seat) > 0 && t.build !== BUILD_SETTLEMENT && roadsLeft(st, seat) >= 2) {
    const dist = roadDistances(st, seat, 2);
    for (let node = 0; node < st.game.board.numNodes; node++) if (dist[node]! > 0 && !nodeBlocked(st, node)) return rb;
  }
  return -1;
}

/** Prefers resources it produces little of (higher is scarcer for it). */
function prodScarcity(r: number): number {
  return 1 / (1 + prod[r]!);
}
