// City improvements and metropolises as the bots play them (D59-D63): each area's commodity is
// kept toward its next level; the greedy bot buys a level whenever it can (commodities buy nothing
// else but trades), the area by what the level brings: the ability at level 3, a metropolis to
// claim at 4 or capture at 5; a metropolis goes on the seat's most productive city (the barbarians
// never take it, D46); the Aqueduct's pick is the resource the seat needs most. The value terms of
// the levels are in terms.ts.

import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { PhasePolicy } from '../../../engine/bot-kit.js';
import type { GameState } from '../../../engine/game.js';
import { AREAS, AREA_COMMODITY, AREA_LEVELS } from '../data.js';
import { A_IMPROVE } from '../ids.js';
import { bestBy, cityYield, surplusScorer } from './phases.js';
import { ckOf, levelAt, type Ck } from './state.js';

/** The level that gives an area's ability, and the one that claims its metropolis (D62, D63). */
export const ABILITY_LEVEL = 3;
export const METROPOLIS_LEVEL = 4;

/** The area whose improvements commodity hand kind k pays for, or -1 for a resource. */
export function areaOfCommodity(C: Ck, k: number): number {
  const c = C.commodity.indexOf(k);
  return c < 0 ? -1 : AREA_COMMODITY.indexOf(c);
}

/** Who holds area a's metropolis, or -1. */
export function metropolisHolder(C: Ck, st: GameState, a: number): number {
  const v = st.s[C.metropolis + a]!;
  return v === 0 ? -1 : st.s[st.game.layout.nodeOwner + v - 1]! - 1;
}

/** Commodities of hand kind k the seat keeps toward its next improvement (its cost; 0 once the area is full). */
export function commodityReserve(C: Ck, st: GameState, seat: number, k: number): number {
  const a = areaOfCommodity(C, k);
  if (a < 0) return 0;
  const level = levelAt(C, st.s, seat, a);
  return level >= AREA_LEVELS ? 0 : level + 1;
}

/**
 * What the next level of area `a` brings the seat (in rough VP): a level's worth, the ability at
 * level 3, the metropolis when the level claims or captures it (D63).
 */
export function levelGain(C: Ck, st: GameState, seat: number, a: number): number {
  const next = levelAt(C, st.s, seat, a) + 1;
  let v = 0.4;
  if (next === ABILITY_LEVEL) v += 0.5;
  const holder = metropolisHolder(C, st, a);
  if (holder !== seat && next >= METROPOLIS_LEVEL) {
    if (holder < 0 || (next === AREA_LEVELS && levelAt(C, st.s, holder, a) < AREA_LEVELS)) v += 2;
  }
  return v;
}

/** The greedy bot's improvement: any it can buy, the one that brings most; -1 for none. */
export function greedyImprove(C: Ck, st: GameState, seat: number, legal: Int32Array, count: number): number {
  let best = -1;
  let bestGain = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_IMPROVE) continue;
    const v = levelGain(C, st, seat, a & ARG_MASK);
    if (v > bestGain) {
      bestGain = v;
      best = a;
    }
  }
  return best;
}

/** A metropolis placed: on the seat's free city that yields most. */
export const placeMetropolis: PhasePolicy = (st, seat, legal, count) => {
  const C = ckOf(st.game)!;
  return bestBy(legal, count, (a) => cityYield(C, st, seat, a & ARG_MASK));
};

/** The Aqueduct's pick: the resource the seat has least of beyond what its target needs. */
export const aqueductPick: PhasePolicy = (st, seat, legal, count) => {
  const surplus = surplusScorer(st, seat);
  return bestBy(legal, count, (a) => -surplus(a & ARG_MASK));
};

/** Seat p's levels in every area together. */
export function levelsOf(C: Ck, s: Int32Array, p: number): number {
  let n = 0;
  for (let a = 0; a < AREAS.length; a++) n += levelAt(C, s, p, a);
  return n;
}
