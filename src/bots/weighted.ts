// Weighted random: the first step up from uniform. Whenever it can build it builds, choosing the
// kind of build with probability proportional to its weight (city > settlement > development card
// > road by default) and the spot uniformly; otherwise it picks uniformly among the legal actions
// that are not domestic trade offers, making an offer only with a small probability. It never
// ends its turn while a build is legal. It reads nothing but the legal actions, so it cannot
// depend on hidden information.
//
// Seafarers: a ship is a build like a road, with the road's weight; moving a ship is picked only
// with a small probability (moveProbability), like an offer, so it does not shuffle its ships
// around instead of ending its turn (the rules allow one move a turn anyway).
//
// Options: { weights?: { city?, settlement?, dev?, road? }, offerProbability?: number (0.02),
// moveProbability?: number (0.05) }.

import { A_BUY_DEV, A_CITY, A_OFFER, A_ROAD, A_SETTLEMENT, ARG_BITS } from '../engine/actions.js';
import { known } from './kits.js';
import type { Bot } from './bot.js';

export interface WeightedOptions {
  weights?: Partial<BuildWeights>;
  offerProbability?: number;
  /** Seafarers: chance of moving a ship when it does not build (default 0.05). */
  moveProbability?: number;
}
export interface BuildWeights {
  city: number;
  settlement: number;
  dev: number;
  road: number;
}
export const DEFAULT_BUILD_WEIGHTS: Readonly<BuildWeights> = Object.freeze({ city: 10000, settlement: 1000, dev: 100, road: 10 });

function checkWeight(name: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw new Error(`weighted bot: weight ${name} must be a number >= 0, got ${JSON.stringify(v)}`);
  return v;
}

export function createWeightedBot(options: Record<string, unknown> | WeightedOptions = {}): Bot {
  const o = options as WeightedOptions;
  const w = { ...DEFAULT_BUILD_WEIGHTS, ...(o.weights ?? {}) };
  // Weight by action kind; kinds without a weight are not builds.
  const kindWeight = new Float64Array(64);
  kindWeight[A_CITY] = checkWeight('city', w.city);
  kindWeight[A_SETTLEMENT] = checkWeight('settlement', w.settlement);
  kindWeight[A_BUY_DEV] = checkWeight('dev', w.dev);
  kindWeight[A_ROAD] = checkWeight('road', w.road);
  const offerProbability = o.offerProbability ?? 0.02;
  if (typeof offerProbability !== 'number' || !(offerProbability >= 0 && offerProbability <= 1)) {
    throw new Error(`weighted bot: offerProbability must be in [0, 1], got ${JSON.stringify(offerProbability)}`);
  }
  const moveProbability = o.moveProbability ?? 0.05;
  if (typeof moveProbability !== 'number' || !(moveProbability >= 0 && moveProbability <= 1)) {
    throw new Error(`weighted bot: moveProbability must be in [0, 1], got ${JSON.stringify(moveProbability)}`);
  }
  const kindCount = new Int32Array(64);
  // The build kinds in the order drawn; a kit's ship (priced like a road) last where there is one.
  const buildKinds = Int32Array.of(A_CITY, A_SETTLEMENT, A_BUY_DEV, A_ROAD, -1);
  return {
    name: 'weighted',
    decide(view, legal, count, rng) {
      const role = known(view.state.game).role;
      const ship = role.ship;
      const moveShip = role.moveShip;
      const nBuildKinds = ship >= 0 ? 5 : 4;
      if (ship >= 0) {
        buildKinds[4] = ship;
        kindWeight[ship] = kindWeight[A_ROAD]!;
      }
      // Count builds by kind; a kind weighing 0 still counts as a build (it is never ended on).
      kindCount.fill(0);
      let builds = 0;
      let offers = 0;
      let moves = 0;
      for (let i = 0; i < count; i++) {
        const k = legal[i]! >>> ARG_BITS;
        kindCount[k]!++;
        if (k === A_ROAD || k === A_SETTLEMENT || k === A_CITY || k === A_BUY_DEV || k === ship) builds++;
        else if (k === A_OFFER) offers++;
        else if (k === moveShip) moves++;
      }
      if (builds > 0) {
        let total = 0;
        for (let b = 0; b < nBuildKinds; b++) if (kindCount[buildKinds[b]!]! > 0) total += kindWeight[buildKinds[b]!]!;
        let pick = -1;
        if (total > 0) {
          let ticket = rng() * total;
          for (let b = 0; b < nBuildKinds; b++) {
            const k = buildKinds[b]!;
            if (kindCount[k]! === 0 || kindWeight[k]! === 0) continue;
            pick = k;
            ticket -= kindWeight[k]!;
            if (ticket < 0) break;
          }
        } else {
          for (let b = 0; b < nBuildKinds; b++) if (kindCount[buildKinds[b]!]! > 0) pick = buildKinds[b]!;
        }
        return nth(legal, count, pick, Math.floor(rng() * kindCount[pick]!));
      }
      if (offers > 0 && offers < count && rng() < offerProbability) return nth(legal, count, A_OFFER, Math.floor(rng() * offers));
      if (moves > 0 && moves + offers < count && rng() < moveProbability) return nth(legal, count, moveShip, Math.floor(rng() * moves));
      if (offers + moves === count) return legal[Math.floor(rng() * count)]!;
      const j = Math.floor(rng() * (count - offers - moves));
      let seen = 0;
      for (let i = 0; i < count; i++) {
        const k = legal[i]! >>> ARG_BITS;
        if (k === A_OFFER || k === moveShip) continue;
        if (seen++ === j) return legal[i]!;
      }
      return legal[0]!;
    },
  };
}

/** The j-th legal action of kind `kind`. */
function nth(legal: Int32Array, count: number, kind: number, j: number): number {
  let seen = 0;
  for (let i = 0; i < count; i++) {
    if (legal[i]! >>> ARG_BITS !== kind) continue;
    if (seen++ === j) return legal[i]!;
  }
  return legal[0]!;
}
