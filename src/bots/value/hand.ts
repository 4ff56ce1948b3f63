// The hand's part of the evaluation: cards held, the plan (the best next build discounted by
// the rolls to afford it), the race estimate and the discard risk. Separate from the board part
// because trade offers re-score a hypothetical hand against the board part already computed.

import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { DECK_COUNT } from '../../engine/layout.js';
import { BUILD_CITY, BUILD_DEV, BUILD_ROAD, BUILD_SETTLEMENT, buildCosts } from '../features.js';
import { ctx } from './context.js';
import { raceRolls } from './race.js';
import type { RaceMemo } from './race-memo.js';
import type { ValueWeights } from './weights.js';

const handBuf = new Int32Array(NUM_RESOURCES);
const missBuf = new Int32Array(NUM_RESOURCES);

/**
 * Dice rolls (anyone's) to gather what `cost` (plus `roads` roads) lacks from hand `h`: surplus
 * cards are traded at the seat's rates for the slowest missing cards first; the rest arrive at
 * the seat's production, or through trading other production for what it does not produce.
 */
function rollsFor(cost: Int8Array, roads: number, h: ArrayLike<number>, piece: Int8Array): number {
  // What the loops read, in locals (docs/performance.md, "fields read into locals").
  const n = NUM_RESOURCES;
  const pips = ctx.pips;
  const rate = ctx.rate;
  const miss = missBuf;
  // The five resources written out for the first pass (in a loop V8 checks the arrays' maps and
  // bounds again on every pass): what is missing, and the trades the surplus pays for.
  const d0 = cost[0]! + roads * piece[0]! - h[0]!;
  const d1 = cost[1]! + roads * piece[1]! - h[1]!;
  const d2 = cost[2]! + roads * piece[2]! - h[2]!;
  const d3 = cost[3]! + roads * piece[3]! - h[3]!;
  const d4 = cost[4]! + roads * piece[4]! - h[4]!;
  let missing = (d0 > 0 ? d0 : 0) + (d1 > 0 ? d1 : 0) + (d2 > 0 ? d2 : 0) + (d3 > 0 ? d3 : 0) + (d4 > 0 ? d4 : 0);
  if (missing === 0) return 0;
  miss[0] = d0 > 0 ? d0 : 0;
  miss[1] = d1 > 0 ? d1 : 0;
  miss[2] = d2 > 0 ? d2 : 0;
  miss[3] = d3 > 0 ? d3 : 0;
  miss[4] = d4 > 0 ? d4 : 0;
  let trades = 0;
  if (d0 <= 0) trades += Math.floor(-d0 / rate[0]!);
  if (d1 <= 0) trades += Math.floor(-d1 / rate[1]!);
  if (d2 <= 0) trades += Math.floor(-d2 / rate[2]!);
  if (d3 <= 0) trades += Math.floor(-d3 / rate[3]!);
  if (d4 <= 0) trades += Math.floor(-d4 / rate[4]!);
  // Cover the slowest cards by trade.
  while (trades > 0 && missing > 0) {
    let slow = -1;
    let slowPips = Infinity;
    for (let r = 0; r < n; r++) {
      if (miss[r]! > 0 && pips[r]! < slowPips) {
        slowPips = pips[r]!;
        slow = r;
      }
    }
    miss[slow]!--;
    missing--;
    trades--;
  }
  // The rest at the seat's production or through trading other production, summed in resource
  // order (written out, as the first pass is).
  let rolls = 0;
  const total = ctx.total;
  const viaTrade = total / 4;
  const m0 = miss[0]!;
  const m1 = miss[1]!;
  const m2 = miss[2]!;
  const m3 = miss[3]!;
  const m4 = miss[4]!;
  if (m0 !== 0) rolls += rollsAt(m0, pips[0]!, rate[0]!, total, viaTrade);
  if (m1 !== 0) rolls += rollsAt(m1, pips[1]!, rate[1]!, total, viaTrade);
  if (m2 !== 0) rolls += rollsAt(m2, pips[2]!, rate[2]!, total, viaTrade);
  if (m3 !== 0) rolls += rollsAt(m3, pips[3]!, rate[3]!, total, viaTrade);
  if (m4 !== 0) rolls += rollsAt(m4, pips[4]!, rate[4]!, total, viaTrade);
  return rolls;
}

/** Rolls for m cards of a resource produced at `pips` (traded for at `rate` from the rest of `total`). */
function rollsAt(m: number, pips: number, rate: number, total: number, viaTrade: number): number {
  const eff = Math.max(pips, (total - pips) / (rate + 1), viaTrade / 4, 0.5);
  return (m * 36) / eff;
}

/**
 * The hand's part of the evaluation; `hand` overrides the seat's cards (for trade offers).
 * Uses what boardValue left in ctx for the same position; `races` remembers race estimates.
 */
export function handValue(st: GameState, seat: number, W: ValueWeights, hand: Int32Array | null, races: RaceMemo | null = null): number {
  const { game, s } = st;
  const L = game.layout;
  let h: ArrayLike<number>;
  let n = 0;
  if (hand) {
    h = hand;
    for (let r = 0; r < NUM_RESOURCES; r++) n += hand[r]!;
  } else {
    // Written out, from locals (docs/performance.md, "fields read into locals").
    const at = L.hand + seat * NUM_RESOURCES;
    handBuf[0] = s[at]!;
    handBuf[1] = s[at + 1]!;
    handBuf[2] = s[at + 2]!;
    handBuf[3] = s[at + 3]!;
    handBuf[4] = s[at + 4]!;
    h = handBuf;
    n = s[L.handTotal + seat]!;
  }
  const limit = game.hooks.discardLimit(game, s, seat);
  const costs = buildCosts(game);
  const road = costs[BUILD_ROAD]!;
  let v = W.card * Math.min(n, limit);
  // The plan: the best build counts fully, the others by planOthers.
  const g = W.planDiscount;
  let top = 0;
  let all = 0;
  if (ctx.cityGain >= 0) {
    const x = (W.vp + W.production * ctx.cityGain) * Math.pow(g, rollsFor(costs[BUILD_CITY]!, 0, h, road));
    all += x;
    if (x > top) top = x;
  }
  if (s[L.settlementsLeft + seat]! > 0 && ctx.sea) {
    // Seafarers: the best site at 0, 1, 2 pieces with its special VP, by road or by ship.
    let x = 0;
    for (let d = 0; d <= 2; d++) {
      const worth = ctx.siteVal[d]!;
      if (worth <= 0) continue;
      const y = worth * Math.pow(g, rollsFor(costs[BUILD_SETTLEMENT]!, d, h, ctx.siteShip[d] === 1 ? ctx.shipCost : road));
      if (y > x) x = y;
    }
    all += x;
    if (x > top) top = x;
  } else if (s[L.settlementsLeft + seat]! > 0) {
    let x = 0;
    const roadsOwned = s[L.roadsLeft + seat]!;
    for (let d = 0; d <= 2 && d <= roadsOwned; d++) {
      const sc = ctx.siteBest[d]!;
      if (sc <= 0) continue;
      const y = (W.vp + W.production * sc) * Math.pow(g, rollsFor(costs[BUILD_SETTLEMENT]!, d, h, road));
      if (y > x) x = y;
    }
    all += x;
    if (x > top) top = x;
  }
  if (ctx.sea && ctx.extraWorth > 0) {
    // A scenario's own build (a wonder level).
    const x = ctx.extraWorth * Math.pow(g, rollsFor(ctx.extraCost, 0, h, road));
    all += x;
    if (x > top) top = x;
  }
  if (s[DECK_COUNT]! > 0) {
    const x = W.devValue * Math.pow(g, rollsFor(costs[BUILD_DEV]!, 0, h, road));
    all += x;
    if (x > top) top = x;
  }
  const rest = all - top;
  v += W.plan * (top + W.planOthers * rest);
  if (W.tempo !== 0) v -= W.tempo * raceRolls(st, seat, W, h, races);
  if (n > limit) v -= W.discardRisk * (n >> 1);
  return v;
}
