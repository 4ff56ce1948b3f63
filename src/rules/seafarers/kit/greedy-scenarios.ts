// The greedy bot and the scenarios with rules of their own. The Pirate Islands: the route is the
// only way to sail (its next ship is the only legal one), knights turn its ships into warships,
// and the fortress falls to attacks that win when the warships beat a die; so it extends the
// route, buys and plays knights, and attacks with enough warships. The Wonders of Catan: a
// wonder's four levels win the game, so a level is its first build and its target. The tribe's
// gifts and the villages are ship objectives (greedy-targets.ts scanObjectives).

import { A_BUY_DEV, A_KNIGHT, ARG_BITS } from '../../../engine/actions.js';
import { KNIGHT, NUM_DEV_TYPES, NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { DECK_COUNT, DEV_PLAYED } from '../../../engine/layout.js';
import { A_SHIP } from '../ids.js';
import { A_ATTACK } from '../scenarios/pirate-islands/ids.js';
import { BUILD_DEV, BUILD_ROAD } from '../../../bots/features.js';
import { COST_DEV } from '../../base/supply.js';
import { COST_SHIP } from '../ships.js';
import { BUILD_WONDER, pirateRoute, wonderClaimable, wonderCost, wonderCount, wonderOf, WONDER_LEVELS } from './objectives.js';
import { seaDistances, seaShipDist, type Sea } from './sea.js';
import { find, findKind } from '../../../bots/greedy/legal-list.js';
import { handTmp } from '../../../bots/greedy/scratch.js';
import { seaProd, seaRollsToAfford } from './greedy-prod.js';
import type { Target } from '../../../bots/greedy/targets.js';

/** Warships with which it attacks its fortress: the die (1-6) must be lower; with 4, half the attacks win. */
const ATTACK_WARSHIPS = 4;
/** Target values (in a settlement's units) of the route's next ship, a warship (card), a wonder level. */
const ROUTE_VALUE = 1.6;
const WARSHIP_VALUE = 1.2;
const WONDER_VALUE = 2.5;

const want = new Int32Array(NUM_RESOURCES);

/**
 * Scenario targets, better than `bestScore` (value over the rolls to afford, as targets.ts),
 * written into `out`; returns the best score. Needs seaProd and handTmp filled for the seat.
 */
export function scenarioTargets(st: GameState, sea: Sea, seat: number, out: Target, bestScore: number, total: number): number {
  const pr = pirateRoute(st, sea, seat);
  if (pr) {
    if (!pr.atFortress && st.s[sea.F.shipsLeft + seat]! > 0) {
      seaDistances(st, sea, seat, 0, 15);
      const left = pr.fortress >= 0 ? seaShipDist()[pr.fortress]! : -1;
      const d = left > 0 ? left : 3;
      // The next ship now, the rest later: price two at a time.
      for (let r = 0; r < NUM_RESOURCES; r++) want[r] = Math.min(2, d) * COST_SHIP[r]!;
      const score = ROUTE_VALUE / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
      if (score > bestScore) {
        bestScore = score;
        setPieces(out, d);
      }
    }
    if (pr.chits > 0 && pr.warships < Math.min(pr.routeLen, ATTACK_WARSHIPS + 1) && st.s[DECK_COUNT]! > 0) {
      for (let r = 0; r < NUM_RESOURCES; r++) want[r] = COST_DEV[r]!;
      const score = WARSHIP_VALUE / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
      if (score > bestScore) {
        bestScore = score;
        out.build = BUILD_DEV;
        out.site = -1;
        out.roads = 0;
        out.firstEdge = -1;
        out.ships = 0;
        out.firstShip = -1;
      }
    }
    return bestScore;
  }
  const wo = wonderOf(st, seat);
  if (wo) {
    let w = wo.wonder;
    if (w < 0) w = cheapestClaimable(st, sea, seat, total);
    if (w >= 0 && wo.level < WONDER_LEVELS) {
      const cost = wonderCost(w);
      for (let r = 0; r < NUM_RESOURCES; r++) want[r] = cost[r]!;
      const score = WONDER_VALUE / (2 + seaRollsToAfford(want, handTmp, seaProd, total));
      if (score > bestScore) {
        bestScore = score;
        out.build = BUILD_WONDER;
        out.site = w;
        out.roads = 0;
        out.firstEdge = -1;
        out.ships = 0;
        out.firstShip = -1;
      }
    }
  }
  return bestScore;
}

function setPieces(out: Target, ships: number): void {
  out.build = BUILD_ROAD;
  out.site = -1;
  out.roads = 0;
  out.firstEdge = -1;
  out.ships = ships;
  out.firstShip = -1;
}

/** The free wonder the seat meets the condition of, cheapest to gather first (-1 none). */
function cheapestClaimable(st: GameState, sea: Sea, seat: number, total: number): number {
  let best = -1;
  let bestRolls = Infinity;
  for (let w = 0; w < wonderCount(st.game); w++) {
    if (!wonderClaimable(st, sea, seat, w)) continue;
    const cost = wonderCost(w);
    for (let r = 0; r < NUM_RESOURCES; r++) want[r] = cost[r]!;
    const rolls = seaRollsToAfford(want, handTmp, seaProd, total);
    if (rolls < bestRolls) {
      bestRolls = rolls;
      best = w;
    }
  }
  return best;
}

/**
 * The Pirate Islands' own moves in the main phase, before the target's pieces: the route's next
 * ship, a knight that adds a warship, and a development card while it needs warships. -1 if none.
 */
export function scenarioMain(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  const pr = pirateRoute(st, sea, seat);
  if (!pr) return -1;
  if (st.s[DEV_PLAYED] === 0 && pr.warships < pr.routeLen) {
    const knight = findKind(legal, count, A_KNIGHT);
    if (knight >= 0) return knight;
  }
  if (!pr.atFortress) {
    const ship = findKind(legal, count, A_SHIP);
    if (ship >= 0) return ship;
  }
  const buyDev = A_BUY_DEV << ARG_BITS;
  if (pr.chits > 0 && pr.routeLen >= 2 && pr.warships < Math.min(pr.routeLen, ATTACK_WARSHIPS + 2) && find(legal, count, buyDev)) return buyDev;
  return -1;
}

/** Instead of ending the turn: the fortress attack (it ends the turn) with enough warships; else -1. */
export function scenarioEndTurn(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  const attack = A_ATTACK << ARG_BITS;
  if (!find(legal, count, attack)) return -1;
  const pr = pirateRoute(st, sea, seat);
  if (!pr) return -1;
  // No more knights to come (the deck is out, none in hand): attack with what it has, from 2 warships.
  const L = st.game.layout;
  const knights = st.s[L.dev + seat * NUM_DEV_TYPES + KNIGHT]! + st.s[L.devNew + seat * NUM_DEV_TYPES + KNIGHT]!;
  const enough = st.s[DECK_COUNT]! === 0 && knights === 0 ? 2 : ATTACK_WARSHIPS;
  return pr.warships >= enough ? attack : -1;
}
