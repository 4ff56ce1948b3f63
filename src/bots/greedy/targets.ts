// Targets: what to work toward next (a city, a settlement with its roads, or a development card)
// and what it still needs. The trades, discards and card plays all steer by the target, so it is
// its own piece.

import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { DECK_COUNT } from '../../engine/layout.js';
import {
  BUILD_CITY,
  buildCosts,
  BUILD_DEV,
  BUILD_ROAD,
  BUILD_SETTLEMENT,
  NUM_BUILDS,
  citiesLeft,
  hand,
  nodeBlocked,
  nodePips,
  ownsSettlement,
  productionPips,
  roadDistances,
  roadFirstEdges,
  roadsLeft,
  settlementsBuilt,
  settlementsLeft,
} from '../features.js';
import { handTmp, prod } from './scratch.js';
import { greedyKit } from './kit-part.js';
import { siteScore } from './sites.js';

export interface Target {
  /**
   * BUILD_CITY, BUILD_SETTLEMENT, BUILD_DEV, or -1 (nothing left to build); under a kit's board
   * part also BUILD_ROAD (pieces alone: to a fog hex, a gift, a village, along the pirate route)
   * or a build of the kit's own from NUM_BUILDS on (a wonder level), which `cost` prices.
   */
  build: number;
  /** For a settlement: the site and the roads it still needs; first road edge (-1 if none). */
  site: number;
  roads: number;
  firstEdge: number;
  /** Seafarers: the ships a settlement target still needs and the first ship's edge (-1 if none); 0 and -1 elsewhere. */
  ships: number;
  firstShip: number;
  /** The game's build costs by BUILD_*, set when the target is chosen. */
  costs: readonly Int8Array[];
  /** What one of those ships costs (set by the board part that plans ships). */
  shipCost: ArrayLike<number>;
  /** The cost of a build of a kit's own (build >= NUM_BUILDS), else null. */
  cost: ArrayLike<number> | null;
}

const NO_COST: ArrayLike<number> = new Int8Array(NUM_RESOURCES);

/** A target with nothing chosen yet. */
export function newTarget(): Target {
  return { build: -1, site: -1, roads: 0, firstEdge: -1, ships: 0, firstShip: -1, costs: [], shipCost: NO_COST, cost: null };
}

/** Sets `out` to no build chosen, keeping its costs. */
export function clearTarget(out: Target): void {
  out.build = -1;
  out.site = -1;
  out.roads = 0;
  out.firstEdge = -1;
  out.ships = 0;
  out.firstShip = -1;
}

/** Cards of each resource the target still needs (its cost, plus its roads), into need[]. */
export function targetNeed(t: Target, out: Int32Array): void {
  out.fill(0);
  if (t.build < 0) return;
  const ship = t.shipCost;
  const costs = t.costs;
  if (t.build === BUILD_ROAD) {
    // Pieces alone (to a fog hex, a gift, a village, along the pirate route).
    for (let r = 0; r < NUM_RESOURCES; r++) out[r] = t.roads * costs[BUILD_ROAD]![r]! + t.ships * ship[r]!;
    return;
  }
  if (t.build >= NUM_BUILDS) {
    const cost = t.cost!;
    for (let r = 0; r < NUM_RESOURCES; r++) out[r] = cost[r]!;
    return;
  }
  const c = costs[t.build]!;
  for (let r = 0; r < NUM_RESOURCES; r++) out[r] = c[r]! + (t.build === BUILD_SETTLEMENT ? t.roads * costs[BUILD_ROAD]![r]! + t.ships * ship[r]! : 0);
}

/** Expected rolls to gather what `want` lacks from `have` at production `pips` per resource. */
export function rollsToAfford(want: Int32Array, have: ArrayLike<number>, pips: ArrayLike<number>, totalPips: number): number {
  let rolls = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const miss = want[r]! - have[r]!;
    if (miss <= 0) continue;
    // A resource it does not produce comes through trade: about a quarter of the rest.
    const rate = Math.max(pips[r]!, totalPips / 16, 0.5) / 36;
    rolls += miss / rate;
  }
  return rolls;
}

const candidateNeed = new Int32Array(NUM_RESOURCES);

/** Picks what to work toward next, by value over the expected rolls to afford it. */
export function chooseTarget(st: GameState, seat: number, out: Target): Target {
  const game = st.game;
  const costs = buildCosts(game);
  out.costs = costs;
  const board = greedyKit(game).board;
  if (board) return board.chooseTarget(st, seat, out);
  const s = st.s;
  const total = productionPips(st, seat, prod);
  for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
  clearTarget(out);
  let bestScore = -Infinity;

  if (citiesLeft(st, seat) > 0 && settlementsBuilt(st, seat) > 0) {
    let bestPips = 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      if (ownsSettlement(st, seat, node)) bestPips = Math.max(bestPips, nodePips(game, node));
    }
    candidateNeed.set(costs[BUILD_CITY]!);
    const v = 1.0 + 0.04 * bestPips;
    const score = v / (2 + rollsToAfford(candidateNeed, handTmp, prod, total));
    if (score > bestScore) {
      bestScore = score;
      out.build = BUILD_CITY;
    }
  }
  if (settlementsLeft(st, seat) > 0) {
    const harbors = s[game.layout.harbors + seat]!;
    const maxRoads = Math.min(3, roadsLeft(st, seat));
    const dist = roadDistances(st, seat, maxRoads);
    const first = roadFirstEdges();
    let siteBest = -Infinity;
    let site = -1;
    for (let node = 0; node < game.board.numNodes; node++) {
      const d = dist[node]!;
      if (d < 0 || nodeBlocked(st, node)) continue;
      const sc = siteScore(game, node, prod, harbors) - 3 * d;
      if (sc > siteBest) {
        siteBest = sc;
        site = node;
      }
    }
    if (site >= 0) {
      const d = dist[site]!;
      for (let r = 0; r < NUM_RESOURCES; r++) candidateNeed[r] = costs[BUILD_SETTLEMENT]![r]! + d * costs[BUILD_ROAD]![r]!;
      const v = 1.0 + 0.05 * (siteBest + 3 * d) - 0.1 * d;
      const score = v / (2 + rollsToAfford(candidateNeed, handTmp, prod, total));
      if (score > bestScore) {
        bestScore = score;
        out.build = BUILD_SETTLEMENT;
        out.site = site;
        out.roads = d;
        out.firstEdge = first[site]!;
      }
    }
  }
  if (s[DECK_COUNT]! > 0) {
    candidateNeed.set(costs[BUILD_DEV]!);
    const score = 0.55 / (2 + rollsToAfford(candidateNeed, handTmp, prod, total));
    if (score > bestScore) {
      bestScore = score;
      out.build = BUILD_DEV;
      out.site = -1;
      out.roads = 0;
      out.firstEdge = -1;
    }
  }
  return out;
}

/** Missing cards of `want` for a hand `have`. */
export function missingOf(want: Int32Array, have: ArrayLike<number>): number {
  let m = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) if (want[r]! > have[r]!) m += want[r]! - have[r]!;
  return m;
}
