// The greedy bot itself: the phase dispatch, the main phase's order of priorities, and the
// roads it builds toward sites. The pieces it calls (sites, targets, robber, trades, cards) live
// in their own files so other bots can reuse them without the dispatch.

import { A_BUY_DEV, A_CITY, A_END_TURN, A_ROAD, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { BRICK, LUMBER, NUM_RESOURCES, WOOL } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { DEV_PLAYED, OFFERS_MADE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE } from '../../engine/layout.js';
import type { Bot } from '../bot.js';
import { BUILD_DEV, BUILD_ROAD, BUILD_SETTLEMENT, hand, handSize, nodeBlocked, nodePips, productionPips, roadDistances, roadFirstEdges, roadsLeft, settlementsLeft } from '../features.js';
import { neutralBuild, tokenPlay } from '../two-player.js';
import { devPlay, preRoll } from './dev-cards.js';
import { find, findKind } from './legal-list.js';
import { discardCard, robberMove, shedCard } from './robber.js';
import { need, prod } from './scratch.js';
import { setupRoad, setupSettlement, siteScore } from './sites.js';
import { chooseTarget, targetNeed, type Target } from './targets.js';
import { composeTrade, confirm, domesticOffer, maritimeToward, respond } from './trade.js';
import { A_GIVE, PH_FORCED_GIVE, PH_NEUTRAL_BUILD, catanForTwoFields } from '../../rules/catan-for-two/fields.js';
import { PH_SPECIAL_BUILD } from '../../rules/turn-rules/special-building.js';
import { A_SHIP, PH_GOLD } from '../../rules/seafarers/ids.js';
import { seaNodePips, seaOf, type Sea } from '../sea.js';
import { goldPick, pieceTowardAnySite, routeGrab, seaFreePiece, seaSettlementScore, seaSetupRoute, seaSetupSettlement, shipMove } from './sea-play.js';
import { bestSite, seaProduction } from './sea-targets.js';
import { scenarioEndTurn, scenarioMain } from './sea-scenarios.js';
import { A_WONDER } from '../../rules/seafarers/scenarios/wonders.js';

export interface GreedyOptions {
  /** Domestic offers per turn (default 1). */
  offers?: number;
}

export function createGreedyBot(options: Record<string, unknown> | GreedyOptions = {}): Bot {
  const o = options as GreedyOptions;
  const maxOffers = o.offers ?? 1;
  if (!Number.isInteger(maxOffers) || maxOffers < 0) throw new Error(`greedy bot: offers must be an integer >= 0, got ${JSON.stringify(maxOffers)}`);
  const target: Target = { build: -1, site: -1, roads: 0, firstEdge: -1, ships: 0, firstShip: -1 };
  return {
    name: 'greedy',
    decide(view, legal, count, _rng) {
      const st = view.state;
      const seat = view.seat;
      const sea = seaOf(st.game);
      if (sea) return seaDecide(st, sea, seat, legal, count, target, maxOffers);
      switch (st.s[PHASE]) {
        case PH_SETUP_SETTLEMENT:
          return setupSettlement(st, seat, legal, count);
        case PH_SETUP_ROAD:
          return setupRoad(st, seat, legal, count);
        case PH_PRE_ROLL:
          return preRoll(st, seat, legal, count);
        case PH_DISCARD:
          return discardCard(st, seat, legal, count);
        case PH_MOVE_ROBBER:
          return robberMove(st, seat, legal, count);
        case PH_ROAD_BUILDING:
          return freeRoad(st, seat, legal, count, target);
        case PH_TRADE_RESPONSE:
          return respond(st, seat, legal, count, target);
        case PH_TRADE_CONFIRM:
          return confirm(st, seat, legal, count, target);
        case PH_TRADE_COMPOSE:
          return composeTrade(st, seat, legal, count, target);
        case PH_MAIN:
          return mainPhase(st, seat, legal, count, target, maxOffers);
        case PH_NEUTRAL_BUILD:
          return neutralBuild(st, seat, legal, count);
        case PH_FORCED_GIVE:
          return shedCard(st, seat, legal, count, A_GIVE);
        case PH_SPECIAL_BUILD:
          // The same build priorities as on one's own turn; the legal list holds no trades or
          // card plays here, so mainPhase picks among builds and the card purchase.
          return mainPhase(st, seat, legal, count, target, 0);
        default:
          return legal[0]!;
      }
    },
  };
}

/** A free road (Road Building): toward the target site, else the one that lengthens the road most. */
function freeRoad(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  const t = chooseTarget(st, seat, target);
  if (t.build === BUILD_SETTLEMENT && t.firstEdge >= 0) {
    const a = (A_ROAD << ARG_BITS) | t.firstEdge;
    if (find(legal, count, a)) return a;
  }
  return roadTowardAnySite(st, seat, legal, count);
}

/** The legal road whose far end gets nearest the best site within three roads. */
function roadTowardAnySite(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  productionPips(st, seat, prod);
  const harbors = st.s[game.layout.harbors + seat]!;
  const dist = roadDistances(st, seat, 3);
  const first = roadFirstEdges();
  let bestEdge = -1;
  let bestScore = -Infinity;
  for (let node = 0; node < game.board.numNodes; node++) {
    const d = dist[node]!;
    if (d <= 0 || nodeBlocked(st, node)) continue;
    const sc = siteScore(game, node, prod, harbors) - 3 * d;
    if (sc > bestScore && find(legal, count, (A_ROAD << ARG_BITS) | first[node]!)) {
      bestScore = sc;
      bestEdge = first[node]!;
    }
  }
  if (bestEdge >= 0) return (A_ROAD << ARG_BITS) | bestEdge;
  // No site in reach: the road that touches the most productive free node.
  let best = findKind(legal, count, A_ROAD);
  let bestPips = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_ROAD) continue;
    const e = a & ARG_MASK;
    const pips = nodePips(game, game.board.edgeNodes[e * 2]!) + nodePips(game, game.board.edgeNodes[e * 2 + 1]!);
    if (pips > bestPips) {
      bestPips = pips;
      best = a;
    }
  }
  return best >= 0 ? best : legal[0]!;
}

function mainPhase(st: GameState, seat: number, legal: Int32Array, count: number, target: Target, maxOffers: number): number {
  const game = st.game;
  const s = st.s;
  const b = game.board;
  // 1. A city, then a settlement, whenever one is legal: the best spot.
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_CITY) continue;
    const sc = nodePips(game, a & ARG_MASK);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  if (best >= 0) return best;
  productionPips(st, seat, prod);
  const harbors = s[game.layout.harbors + seat]!;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const sc = siteScore(game, a & ARG_MASK, prod, harbors);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  if (best >= 0) return best;

  const t = chooseTarget(st, seat, target);
  targetNeed(t, need);

  // 2. Development cards.
  if (s[DEV_PLAYED] === 0) {
    const play = devPlay(st, seat, legal, count, t);
    if (play >= 0) return play;
  }
  // 3. Work toward the target.
  const buyDev = A_BUY_DEV << ARG_BITS;
  if (t.build === BUILD_DEV && find(legal, count, buyDev)) return buyDev;
  if (t.build === BUILD_SETTLEMENT && t.roads > 0 && t.firstEdge >= 0) {
    const road = (A_ROAD << ARG_BITS) | t.firstEdge;
    if (find(legal, count, road)) return road;
  }
  // Catan for Two: trade tokens.
  if (catanForTwoFields(game) !== null) {
    let missing = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) missing += Math.max(0, need[r]! - hand(st, seat, r));
    const play = tokenPlay(st, seat, legal, count, missing);
    if (play >= 0) return play;
  }
  // 4. Maritime trades that complete a build this turn, or shed a hand a 7 would halve.
  const limit = game.options.discardLimit;
  const big = handSize(st, seat) > limit;
  const trade = maritimeToward(st, seat, legal, count, need, big);
  if (trade >= 0) return trade;
  // 5. A domestic offer: a surplus card for a missing one.
  if (s[OFFERS_MADE]! < maxOffers) {
    const offer = domesticOffer(st, seat, legal, count, need);
    if (offer >= 0) return offer;
  }
  // 6. A hand too big to keep: spend it.
  if (big) {
    if (find(legal, count, buyDev)) return buyDev;
    const road = findKind(legal, count, A_ROAD);
    if (road >= 0) return roadTowardAnySite(st, seat, legal, count);
  }
  // 7. Spare road cards when no settlement is wanted: toward any site, for Longest Road.
  if (t.build !== BUILD_SETTLEMENT && settlementsLeft(st, seat) > 0 && findKind(legal, count, A_ROAD) >= 0 && roadsLeft(st, seat) > 2) {
    const dist = roadDistances(st, seat, 0);
    let sites = 0;
    for (let node = 0; node < b.numNodes; node++) if (dist[node] === 0 && !nodeBlocked(st, node)) sites++;
    if (sites === 0 && need[0]! === 0 && need[1]! === 0) return roadTowardAnySite(st, seat, legal, count);
  }
  return A_END_TURN << ARG_BITS;
}

/** The phase dispatch on a Seafarers board: the same rules, with ships, gold and the pirate. */
function seaDecide(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number, target: Target, maxOffers: number): number {
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
      // The discovery phase has one action; anything else: the first.
      return legal[0]!;
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
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_CITY) continue;
    const sc = seaNodePips(st, sea, a & ARG_MASK);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  if (best >= 0) return best;
  seaProduction(st, sea, seat);
  const harbors = s[game.layout.harbors + seat]!;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const sc = seaSettlementScore(st, sea, seat, a & ARG_MASK, harbors);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  if (best >= 0) return best;

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
  const big = handSize(st, seat) > game.options.discardLimit;
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
