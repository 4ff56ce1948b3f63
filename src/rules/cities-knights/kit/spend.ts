// The greedy bot's spending step before its maritime trades (Cities & Knights): a wall when its
// hand is above the safe size (a wall raises it by two, D51), a knight to hire or wake with a large
// hand, and a trade of spare commodities (4:1, 3:1 at a generic harbor, 2:1 with the Trading House;
// harbors of a resource take none, D53) for a resource its target misses.

import { A_MARITIME, ARG_BITS } from '../../../engine/actions.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { BANK } from '../../../engine/layout.js';
import { maritimeRate } from '../../../engine/queries.js';
import { hand, handSize, nodePips } from '../../../bots/features.js';
import { A_ACTIVATE_KNIGHT, A_HIRE_KNIGHT, A_WALL } from '../ids.js';
import { commodityReserve } from './improve.js';
import { bestKnightNode, findKind } from './knights.js';
import { cardsOf, type Ck } from './state.js';

/** The legal wall under the city that yields most, or -1. */
function bestWall(st: GameState, legal: Int32Array, count: number): number {
  let best = -1;
  let bestPips = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_WALL) continue;
    const pips = nodePips(st.game, a & ((1 << ARG_BITS) - 1));
    if (pips > bestPips) {
      bestPips = pips;
      best = a;
    }
  }
  return best;
}

/** See the file's head; `need` holds what the target needs, `missing` how many of its cards are missing. */
export function greedySpend(C: Ck, st: GameState, seat: number, legal: Int32Array, count: number, need: Int32Array, missing: number): number {
  const { game, s } = st;
  const big = handSize(st, seat) > game.hooks.discardLimit(game, s, seat);
  if (big) {
    const wall = bestWall(st, legal, count);
    if (wall >= 0) return wall;
    const hire = bestKnightNode(st, seat, legal, count, A_HIRE_KNIGHT);
    if (hire >= 0) return hire;
    const wake = findKind(legal, count, A_ACTIVATE_KNIGHT);
    if (wake >= 0) return wake;
  } else if (hand(st, seat, 0) >= need[0]! + 2) {
    // Brick its target does not need: a wall keeps more cards on a 7.
    const wall = bestWall(st, legal, count);
    if (wall >= 0) return wall;
  }
  if (missing > 0) return commodityTrade(C, st, seat, legal, count, need);
  return -1;
}

/** A maritime trade of a spare commodity for the resource its target misses most, or -1. */
function commodityTrade(C: Ck, st: GameState, seat: number, legal: Int32Array, count: number, need: Int32Array): number {
  const { game, s } = st;
  let get = -1;
  let most = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = need[r]! - hand(st, seat, r);
    if (d > most && s[BANK + r]! > 0) {
      most = d;
      get = r;
    }
  }
  if (get < 0) return -1;
  let give = -1;
  let spare = 0;
  for (let i = 0; i < C.commodity.length; i++) {
    const k = C.commodity[i]!;
    const x = cardsOf(game, s, seat, k) - commodityReserve(C, st, seat, k) - maritimeRate(game, s, seat, k);
    if (x >= 0 && x + 1 > spare) {
      spare = x + 1;
      give = k;
    }
  }
  if (give < 0) return -1;
  const a = (A_MARITIME << ARG_BITS) | (give * game.maritimeWidth + get);
  for (let i = 0; i < count; i++) if (legal[i] === a) return a;
  return -1;
}
