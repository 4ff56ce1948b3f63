// Targets on a Seafarers board: the same choice as the greedy bot's targets.ts (a city, a
// settlement with the pieces to reach its site, or a development card, by value over the rolls to
// afford it), with sites across the water reached by a chain of ships from the seat's coastal
// buildings or ship tips, special victory points (Catan chits) for settling a foreign area, gold
// fields as production of any resource, and roads only on land. chooseTarget hands over to it
// (through the kit's board part) whenever Seafarers is in play, so the base game's targets never
// change.

import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { DECK_COUNT } from '../../../engine/layout.js';
import { COST_SHIP } from '../ships.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from '../../base/supply.js';
import { BUILD_CITY, BUILD_DEV, BUILD_ROAD, BUILD_SETTLEMENT, citiesLeft, hand, ownsCity, ownsSettlement, roadsLeft, settlementsBuilt, settlementsLeft } from '../../../bots/features.js';
import {
  chitPoints,
  coastal,
  faceDownAt,
  fogWorth,
  hasCoastalBuilding,
  seaDistances,
  seaNodePips,
  seaRoadDist,
  seaRoadFirst,
  seaShipDist,
  seaShipFirst,
  seaSiteScore,
  settleable,
  shipDistancesFrom,
  shipFree,
  shipsLeft,
  type Sea,
} from './sea.js';
import { makeObjectives, seaObjectives } from './objectives.js';
import { scenarioTargets } from './greedy-scenarios.js';
import { handTmp } from '../../../bots/greedy/scratch.js';
import { seaProd, seaProduction, seaRollsToAfford } from './greedy-prod.js';

export { seaProd, seaProduction, seaRollsToAfford };
const want = new Int32Array(NUM_RESOURCES);
import { SITE_NEW_RESOURCE, SITE_RESOURCE_VALUE } from '../../../bots/greedy/sites.js';
import { clearTarget, type Target } from '../../../bots/greedy/targets.js';

/** Site-score points per special VP when weighing a voyage, and per ship still to build to a foreign site. */
export const SETUP_CHIT = 6;
export const SETUP_SHIP = 3;
/** Ships looked ahead from a coastal site for foreign sites. */
export const SETUP_SHIPS = 5;

/** The best foreign site (with its special VP) reachable by ships from `node`, less SETUP_SHIP a ship; 0 if none. */
export function voyageValue(st: GameState, sea: Sea, seat: number, node: number, harbors: number, prod: Float64Array): number {
  if (!coastal(st, sea, node)) return 0;
  const dist = shipDistancesFrom(st, sea, node, SETUP_SHIPS);
  const home = sea.T.nodeArea[node]!;
  let best = 0;
  for (let m = 0; m < st.game.board.numNodes; m++) {
    const d = dist[m]!;
    if (d <= 0) continue;
    const a = sea.T.nodeArea[m]!;
    if (a === home || !settleable(st, sea, m)) continue;
    const chit = chitPoints(st, sea, seat, m);
    const v = seaSiteScore(st, sea, m, prod, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE) + SETUP_CHIT * chit - SETUP_SHIP * d;
    if (v > best) best = v;
  }
  return best;
}

/** Ships a target may still need (longer voyages are not planned). */
export const MAX_SHIPS = 8;
/** Site-score bonus of a coastal site while the seat has no coastal building to launch ships from, and the weight of its voyages. */
const COAST_BONUS = 2.5;
const COAST_VOYAGE = 0.3;

/** One candidate settlement: its value over the rolls to afford the settlement and `d` pieces. */
function settleScore(sc: number, chit: number, d: number, ship: boolean, total: number): number {
  const piece = ship ? COST_SHIP : COST_ROAD;
  const c = COST_SETTLEMENT;
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
  bestPieces.site = -1;
  bestPieces.score = -Infinity;
  const fog = kinds === 3 && game.board.hiddenHexes.length > 0 ? fogWorth(sea, s) : 0;
  for (let node = 0; node < game.board.numNodes; node++) {
    const r = kinds & 1 ? rd[node]! : -1;
    const sh = kinds & 2 ? sd[node]! : -1;
    if (r < 0 && sh < 0) continue;
    if (fog > 0 && game.board.nodeHidden[node]! > 0) scanFog(st, sea, node, total, fog);
    if (!settleable(st, sea, node)) continue;
    let sc = seaSiteScore(st, sea, node, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE);
    // No coastal building yet: a coastal site is where its ships would start, worth its voyages too.
    if (coast > 0 && coastal(st, sea, node)) sc += coast + COAST_VOYAGE * voyageValue(st, sea, seat, node, harbors, seaProd);
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
  if (kinds === 3) scanObjectives(st, sea, seat, total);
}

/**
 * The best target of pieces alone found by scanSites: a fog hex to turn over (site: a node of it)
 * or a scenario's objective (a gift's edge, a village): site -1 if none.
 */
export const bestPieces = { site: -1, d: 0, ship: false, first: -1, score: -Infinity };

/** Pieces to turn a face-down hex over at `node` (via bestPieces); needs seaDistances run for the seat. */
function scanFog(st: GameState, sea: Sea, node: number, total: number, worth: number): void {
  if (!faceDownAt(st, sea, node)) return;
  const r = seaRoadDist()[node]!;
  const sh = seaShipDist()[node]!;
  for (let k = 0; k < 2; k++) {
    const ship = k === 1;
    const d = ship ? sh : r;
    if (d <= 0) continue;
    const piece = ship ? COST_SHIP : COST_ROAD;
    for (let x = 0; x < NUM_RESOURCES; x++) want[x] = d * piece[x]!;
    const score = (worth - 0.1 * d) / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
    if (score > bestPieces.score) {
      bestPieces.site = node;
      bestPieces.d = d;
      bestPieces.ship = ship;
      bestPieces.first = (ship ? seaShipFirst() : seaRoadFirst())[node]!;
      bestPieces.score = score;
    }
  }
}

const objectives = makeObjectives();

/** Scenario objectives by ship (gifts, villages) into bestPieces; needs seaDistances run for the seat. */
function scanObjectives(st: GameState, sea: Sea, seat: number, total: number): void {
  seaObjectives(st, sea, seat, objectives);
  if (objectives.n === 0) return;
  const b = st.game.board;
  const sd = seaShipDist();
  const sf = seaShipFirst();
  for (let i = 0; i < objectives.n; i++) {
    const node = objectives.node[i]!;
    const edge = objectives.edge[i]!;
    let d = -1;
    let first = -1;
    let at = node;
    if (node >= 0) {
      d = sd[node]!;
      first = d > 0 ? sf[node]! : -1;
    } else {
      if (!shipFree(st, sea, edge)) continue;
      for (let k = 0; k < 2; k++) {
        const x = b.edgeNodes[edge * 2 + k]!;
        const dx = sd[x]!;
        if (dx < 0 || (d >= 0 && dx + 1 >= d)) continue;
        d = dx + 1;
        first = dx === 0 ? edge : sf[x]!;
        at = x;
      }
    }
    if (d <= 0 || first < 0) continue;
    for (let x = 0; x < NUM_RESOURCES; x++) want[x] = d * COST_SHIP[x]!;
    const score = (objectives.worth[i]! - 0.1 * d) / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
    if (score > bestPieces.score) {
      bestPieces.site = at;
      bestPieces.d = d;
      bestPieces.ship = true;
      bestPieces.first = first;
      bestPieces.score = score;
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
  clearTarget(out);
  let bestScore = -Infinity;

  if (citiesLeft(st, seat) > 0 && settlementsBuilt(st, seat) > 0) {
    let bestPips = 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      if (ownsSettlement(st, seat, node) && !ownsCity(st, seat, node)) bestPips = Math.max(bestPips, seaNodePips(st, sea, node));
    }
    cityNeed.set(COST_CITY);
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
  bestScore = scenarioTargets(st, sea, seat, out, bestScore, total);
  // Pieces alone: to a face-down fog hex (its card, the land it may hide) or a scenario's objective.
  if (bestPieces.site >= 0 && bestPieces.score > bestScore) {
    bestScore = bestPieces.score;
    out.build = BUILD_ROAD;
    out.site = bestPieces.site;
    out.roads = bestPieces.ship ? 0 : bestPieces.d;
    out.firstEdge = bestPieces.ship ? -1 : bestPieces.first;
    out.ships = bestPieces.ship ? bestPieces.d : 0;
    out.firstShip = bestPieces.ship ? bestPieces.first : -1;
  }
  if (s[DECK_COUNT]! > 0) {
    cityNeed.set(COST_DEV);
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
