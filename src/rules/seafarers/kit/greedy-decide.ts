// The greedy bot's dispatch on a Seafarers board: the base game's priorities with ships, gold,
// the pirate and the scenarios' own objectives. The greedy bot calls it through the kit's board
// part for every phase; -1 leaves a phase it has no rule for to the bot's one-ply search.

import { A_BUY_DEV, A_CITY, A_END_TURN, A_ROAD, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { BRICK, LUMBER, WOOL } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { DEV_PLAYED, OFFERS_MADE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE } from '../../../engine/layout.js';
import { BUILD_DEV, BUILD_ROAD, BUILD_SETTLEMENT, handSize, settlementsLeft } from '../../../bots/features.js';
import { devPlay, preRoll } from '../../../bots/greedy/dev-cards.js';
import { bestOfKind, find, findKind } from '../../../bots/greedy/legal-list.js';
import { discardCard, robberMove } from '../../../bots/greedy/robber.js';
import { need } from '../../../bots/greedy/scratch.js';
import { chooseTarget, targetNeed, type Target } from '../../../bots/greedy/targets.js';
import { composeTrade, confirm, domesticOffer, maritimeToward, respond } from '../../../bots/greedy/trade.js';
import { A_SHIP, PH_GOLD } from '../ids.js';
import { A_WONDER } from '../scenarios/wonders.js';
import { goldPick, pieceTowardAnySite, routeGrab, seaFreePiece, seaSettlementScore, seaSetupRoute, seaSetupSettlement, shipMove } from './greedy-play.js';
import { scenarioEndTurn, scenarioMain } from './greedy-scenarios.js';
import { bestSite, seaProduction } from './greedy-targets.js';
import { seaNodePips, type Sea } from './sea.js';

export function seaDecide(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number, target: Target, maxOffers: number): number {
  switch (st.s[PHASE]) {
    case PH_SETUP_SETTLEMENT:
      return seaSetupSettlement(st, sea, seat, legal, count);
    case PH_SETUP_ROAD:
      return seaSetupRoute(st, sea, seat, legal, count);
    case PH_PRE_ROLL:
      return preRoll(st, seat, legal, count);
    case PH_DISCARD:
      return discardCard(st, seat, legal, count);
    case PH_MOVE_ROBBER:
      return robberMove(st, seat, legal, count);
    case PH_ROAD_BUILDING:
      return seaFreePiece(st, sea, seat, legal, count, target);
    case PH_TRADE_RESPONSE:
      return respond(st, seat, legal, count, target);
    case PH_TRADE_CONFIRM:
      return confirm(st, seat, legal, count, target);
    case PH_TRADE_COMPOSE:
      return composeTrade(st, seat, legal, count, target);
    case PH_MAIN:
      return seaMainPhase(st, sea, seat, legal, count, target, maxOffers);
    case PH_GOLD:
      return goldPick(st, seat, legal, count);
    default:
      return -1;
  }
}

/**
 * The main phase on a Seafarers board, in mainPhase's order: a city or settlement whenever one is
 * legal (special VP counted), a road or ship that takes the Longest Trade Route, a ship moved
 * closer to a site, card plays, then ships and roads toward the target, trades toward it, and
 * spare cards on pieces toward any site.
 */
function seaMainPhase(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number, target: Target, maxOffers: number): number {
  const game = st.game;
  const s = st.s;
  // The Wonders of Catan: a level whenever one is legal (four win).
  const wonder = findKind(legal, count, A_WONDER);
  if (wonder >= 0) return wonder;
  const city = bestOfKind(legal, count, A_CITY, (node) => seaNodePips(st, sea, node));
  if (city >= 0) return city;
  seaProduction(st, sea, seat);
  const harbors = s[game.layout.harbors + seat]!;
  const settlement = bestOfKind(legal, count, A_SETTLEMENT, (node) => seaSettlementScore(st, sea, seat, node, harbors));
  if (settlement >= 0) return settlement;

  const t = chooseTarget(st, seat, target);
  targetNeed(t, need);
  const own = scenarioMain(st, sea, seat, legal, count);
  if (own >= 0) return own;
  const grab = routeGrab(st, sea, seat, legal, count, t);
  if (grab >= 0) return grab;
  const move = shipMove(st, sea, seat, legal, count);
  if (move >= 0) return move;
  if (s[DEV_PLAYED] === 0) {
    const play = devPlay(st, seat, legal, count, t);
    if (play >= 0) return play;
  }
  const buyDev = A_BUY_DEV << ARG_BITS;
  if (t.build === BUILD_DEV && find(legal, count, buyDev)) return buyDev;
  const pieces = t.build === BUILD_SETTLEMENT || t.build === BUILD_ROAD;
  if (pieces && t.ships > 0 && t.firstShip >= 0) {
    const ship = (A_SHIP << ARG_BITS) | t.firstShip;
    if (find(legal, count, ship)) return ship;
  }
  if (pieces && t.roads > 0 && t.firstEdge >= 0) {
    const road = (A_ROAD << ARG_BITS) | t.firstEdge;
    if (find(legal, count, road)) return road;
  }
  const big = handSize(st, seat) > game.hooks.discardLimit(game, s, seat);
  const trade = maritimeToward(st, seat, legal, count, need, big);
  if (trade >= 0) return trade;
  if (s[OFFERS_MADE]! < maxOffers) {
    const offer = domesticOffer(st, seat, legal, count, need);
    if (offer >= 0) return offer;
  }
  if (big) {
    if (find(legal, count, buyDev)) return buyDev;
    const piece = pieceTowardAnySite(st, sea, seat, legal, count);
    if (piece >= 0) return piece;
  }
  // Spare cards when no settlement is wanted: a piece toward a site (and a longer trade route),
  // if the target needs none of what it costs.
  if (!pieces && settlementsLeft(st, seat) > 0 && need[LUMBER]! === 0 && (need[BRICK]! === 0 || need[WOOL]! === 0)) {
    const piece = pieceTowardAnySite(st, sea, seat, legal, count);
    if (bestSite.site >= 0 && bestSite.d > 0 && piece === (((bestSite.ship ? A_SHIP : A_ROAD) << ARG_BITS) | bestSite.first)) return piece;
  }
  const last = scenarioEndTurn(st, sea, seat, legal, count);
  return last >= 0 ? last : A_END_TURN << ARG_BITS;
}
