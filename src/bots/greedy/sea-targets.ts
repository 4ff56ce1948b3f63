// Targets on a Seafarers board: the same choice as targets.ts (a city, a settlement with the
// pieces to reach its site, or a development card, by value over the rolls to afford it), with
// sites across the water reached by a chain of ships from the seat's coastal buildings or ship
// tips, special victory points (Catan chits) for settling a foreign area, gold fields as
// production of any resource, and roads only on land. chooseTarget hands over to it whenever
// Seafarers is in play, so the base game's targets never change.

import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { DECK_COUNT } from '../../engine/layout.js';
import { COST_SHIP } from '../../rules/seafarers/ships.js';
import { BUILD_CITY, BUILD_COSTS, BUILD_DEV, BUILD_ROAD, BUILD_SETTLEMENT, citiesLeft, hand, ownsCity, ownsSettlement, roadsLeft, settlementsBuilt, settlementsLeft } from '../features.js';
import {
  GOLD_SLOT,
  chitPoints,
  coastal,
  faceDownAt,
  fogWorth,
  hasCoastalBuilding,
  seaDistances,
  seaNodePips,
  seaProductionPips,
  seaRoadDist,
  seaRoadFirst,
  seaShipDist,
  seaShipFirst,
  seaSiteScore,
  settleable,
  shipsLeft,
  type Sea,
} from '../sea.js';
import { handTmp } from './scratch.js';
import { SITE_NEW_RESOURCE, SITE_RESOURCE_VALUE } from './sites.js';
import type { Target } from './targets.js';

/** Ships a target may still need (longer voyages are not planned). */
export const MAX_SHIPS = 8;
/** Site-score bonus of a coastal site while the seat has no coastal building to launch ships from. */
const COAST_BONUS = 2.5;

/** The seat's production with gold (sea.ts GOLD_SLOT), filled by the last seaChooseTarget or seaProduction. */
export const seaProd = new Float64Array(NUM_RESOURCES + 1);
const want = new Int32Array(NUM_RESOURCES);

/** seaProd for `seat`; returns its total pips (gold included). */
export function seaProduction(st: GameState, sea: Sea, seat: number): number {
  return seaProductionPips(st, sea, seat, seaProd);
}

/**
 * Expected rolls to gather what `need` lacks from `have` at production `pips` (6 wide: gold
 * last): gold pips go to the missing cards in proportion; what neither pays comes by trade at
 * about a quarter of the rest (as targets.ts rollsToAfford).
 */
export function seaRollsToAfford(need: Int32Array, have: ArrayLike<number>, pips: ArrayLike<number>, total: number): number {
  let missing = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) if (need[r]! > have[r]!) missing += need[r]! - have[r]!;
  if (missing === 0) return 0;
  const gold = pips[GOLD_SLOT]!;
  let rolls = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const miss = need[r]! - have[r]!;
    if (miss <= 0) continue;
    const rate = Math.max(pips[r]! + (gold * miss) / missing, total / 16, 0.5) / 36;
    rolls += miss / rate;
  }
  return rolls;
}

/** One candidate settlement: its value over the rolls to afford the settlement and `d` pieces. */
function settleScore(sc: number, chit: number, d: number, ship: boolean, total: number): number {
  const piece = ship ? COST_SHIP : BUILD_COSTS[BUILD_ROAD]!;
  const c = BUILD_COSTS[BUILD_SETTLEMENT]!;
  for (let r = 0; r < NUM_RESOURCES; r++) want[r] = c[r]! + d * piece[r]!;
  const v = 1.0 + chit + 0.05 * sc - 0.1 * d;
  return v / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
}

/** The best settlement candidate found by scanSites (site -1: none). */
export const bestSite = { site: -1, d: 0, ship: false, first: -1, score: -Infinity };

/**
 * Scores every site the seat reaches within its pieces (roads, ships or both per `kinds`: 1
 * roads, 2 ships, 3 both) into bestSite. Needs seaProd and handTmp filled for the seat; runs
 * seaDistances (its scratch then holds this seat's distances).
 */
export function scanSites(st: GameState, sea: Sea, seat: number, total: number, kinds: number): void {
  const game = st.game;
  const s = st.s;
  bestSite.site = -1;
  bestSite.score = -Infinity;
  const maxRoads = kinds & 1 ? Math.min(3, roadsLeft(st, seat)) : 0;
  const maxShips = kinds & 2 ? Math.min(MAX_SHIPS, shipsLeft(st, sea, seat)) : 0;
  seaDistances(st, sea, seat, maxRoads, maxShips);
  const rd = seaRoadDist();
  const sd = seaShipDist();
  const harbors = s[game.layout.harbors + seat]!;
  const coast = sea.T.edgeShip.includes(1) && !hasCoastalBuilding(st, sea, seat) ? COAST_BONUS : 0;
  bestFog.site = -1;
  bestFog.score = -Infinity;
  const fog = kinds === 3 && game.board.hiddenHexes.length > 0 ? fogWorth(sea, s) : 0;
  for (let node = 0; node < game.board.numNodes; node++) {
    const r = kinds & 1 ? rd[node]! : -1;
    const sh = kinds & 2 ? sd[node]! : -1;
    if (r < 0 && sh < 0) continue;
    if (fog > 0 && game.board.nodeHidden[node]! > 0) scanFog(st, sea, node, total, fog);
    if (!settleable(st, sea, node)) continue;
    let sc = seaSiteScore(st, sea, node, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE);
    if (coast > 0 && coastal(st, sea, node)) sc += coast;
    const chit = chitPoints(st, sea, seat, node);
    if (r >= 0) {
      const x = settleScore(sc, chit, r, false, total);
      if (x > bestSite.score) set(node, r, false, seaRoadFirst()[node]!, x);
    }
    if (sh >= 0 && !(r === 0 && sh === 0)) {
      const x = settleScore(sc, chit, sh, true, total);
      if (x > bestSite.score) set(node, sh, true, seaShipFirst()[node]!, x);
    }
  }
}

/** The best fog hex to turn over found by scanSites (site: a node of it, -1 none). */
export const bestFog = { site: -1, d: 0, ship: false, first: -1, score: -Infinity };

/** Pieces to turn a face-down hex over at `node` (via bestFog); needs seaDistances run for the seat. */
function scanFog(st: GameState, sea: Sea, node: number, total: number, worth: number): void {
  if (!faceDownAt(st, sea, node)) return;
  const r = seaRoadDist()[node]!;
  const sh = seaShipDist()[node]!;
  for (let k = 0; k < 2; k++) {
    const ship = k === 1;
    const d = ship ? sh : r;
    if (d <= 0) continue;
    const piece = ship ? COST_SHIP : BUILD_COSTS[BUILD_ROAD]!;
    for (let x = 0; x < NUM_RESOURCES; x++) want[x] = d * piece[x]!;
    const score = (worth - 0.1 * d) / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
    if (score > bestFog.score) {
      bestFog.site = node;
      bestFog.d = d;
      bestFog.ship = ship;
      bestFog.first = (ship ? seaShipFirst() : seaRoadFirst())[node]!;
      bestFog.score = score;
    }
  }
}

function set(site: number, d: number, ship: boolean, first: number, score: number): void {
  bestSite.site = site;
  bestSite.d = d;
  bestSite.ship = ship;
  bestSite.first = first;
  bestSite.score = score;
}

/** How well the seat's ships serve its best site by ship alone (bestSite's score; -Infinity if none): for ship moves. */
export function shipPlanScore(st: GameState, sea: Sea, seat: number): number {
  if (settlementsLeft(st, seat) <= 0) return -Infinity;
  const total = seaProduction(st, sea, seat);
  for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
  scanSites(st, sea, seat, total, 2);
  return bestSite.score;
}

const cityNeed = new Int32Array(NUM_RESOURCES);

/** chooseTarget on a Seafarers board (see the file's head). */
export function seaChooseTarget(st: GameState, sea: Sea, seat: number, out: Target): Target {
  const game = st.game;
  const s = st.s;
  const total = seaProduction(st, sea, seat);
  for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
  out.build = -1;
  out.site = -1;
  out.roads = 0;
  out.firstEdge = -1;
  out.ships = 0;
  out.firstShip = -1;
  let bestScore = -Infinity;

  if (citiesLeft(st, seat) > 0 && settlementsBuilt(st, seat) > 0) {
    let bestPips = 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      if (ownsSettlement(st, seat, node) && !ownsCity(st, seat, node)) bestPips = Math.max(bestPips, seaNodePips(st, sea, node));
    }
    cityNeed.set(BUILD_COSTS[BUILD_CITY]!);
    const v = 1.0 + 0.04 * bestPips;
    const score = v / (2 + seaRollsToAfford(cityNeed, handTmp, seaProd, total));
    if (score > bestScore) {
      bestScore = score;
      out.build = BUILD_CITY;
    }
  }
  if (settlementsLeft(st, seat) > 0) {
    scanSites(st, sea, seat, total, 3);
    if (bestSite.site >= 0 && bestSite.score > bestScore) {
      bestScore = bestSite.score;
      out.build = BUILD_SETTLEMENT;
      out.site = bestSite.site;
      if (bestSite.ship) {
        out.ships = bestSite.d;
        out.firstShip = bestSite.first;
      } else {
        out.roads = bestSite.d;
        out.firstEdge = bestSite.first;
      }
    }
  }
  // Seafarers fog: pieces to a face-down hex, for the card and the land it may hide.
  if (bestFog.site >= 0 && bestFog.score > bestScore) {
    bestScore = bestFog.score;
    out.build = BUILD_ROAD;
    out.site = bestFog.site;
    out.roads = bestFog.ship ? 0 : bestFog.d;
    out.firstEdge = bestFog.ship ? -1 : bestFog.first;
    out.ships = bestFog.ship ? bestFog.d : 0;
    out.firstShip = bestFog.ship ? bestFog.first : -1;
  }
  if (s[DECK_COUNT]! > 0) {
    cityNeed.set(BUILD_COSTS[BUILD_DEV]!);
    const score = 0.55 / (2 + seaRollsToAfford(cityNeed, handTmp, seaProd, total));
    if (score > bestScore) {
      out.build = BUILD_DEV;
      out.site = -1;
      out.roads = 0;
      out.firstEdge = -1;
      out.ships = 0;
      out.firstShip = -1;
    }
  }
  return out;
}
