// The greedy bot itself: the phase dispatch, the main phase's order of priorities, and the
// roads it builds toward sites. The pieces it calls (sites, targets, robber, trades, cards) live
// in their own files so other bots can reuse them without the dispatch.

import { A_BUY_DEV, A_CITY, A_END_TURN, A_ROAD, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { DEV_PLAYED, OFFERS_MADE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE } from '../../engine/layout.js';
import type { Bot } from '../bot.js';
import { BUILD_DEV, BUILD_SETTLEMENT, hand, handSize, nodeBlocked, nodePips, productionPips, roadDistances, roadFirstEdges, roadsLeft, settlementsLeft } from '../features.js';
import { known } from '../kits.js';
import { OnePly } from '../one-ply.js';
import { devPlay, preRoll } from './dev-cards.js';
import { greedyKit, type GreedyKit } from './kit-part.js';
import { bestOfKind, find, findKind } from './legal-list.js';
import { discardCard, robberMove } from './robber.js';
import { need, prod } from './scratch.js';
import { setupRoad, setupSettlement, siteScore } from './sites.js';
import { chooseTarget, newTarget, targetNeed, type Target } from './targets.js';
import { composeTrade, confirm, domesticOffer, maritimeToward, respond } from './trade.js';

export interface GreedyOptions {
  /** Domestic offers per turn (default 1). */
  offers?: number;
}

export function createGreedyBot(options: Record<string, unknown> | GreedyOptions = {}): Bot {
  const o = options as GreedyOptions;
  const maxOffers = o.offers ?? 1;
  if (!Number.isInteger(maxOffers) || maxOffers < 0) throw new Error(`greedy bot: offers must be an integer >= 0, got ${JSON.stringify(maxOffers)}`);
  const target: Target = newTarget();
  const fallback = new OnePly();
  return {
    name: 'greedy',
    decide(view, legal, count, _rng) {
      const st = view.state;
      const seat = view.seat;
      const kit = greedyKit(st.game);
      // A kit's greedy policy comes first in any phase, a standard one included (a rule set that
      // changes discards or the roll); -1 leaves the decision to the bot.
      const phase = st.s[PHASE]!;
      const first = phase < kit.policies.length ? kit.policies[phase] : undefined;
      if (first) {
        const a = first(st, seat, legal, count);
        if (a >= 0) return a;
      }
      if (kit.board) {
        // The other kits' steps ahead of the builds (the Event Cards' repair of a damaged road): the board part plays the rest.
        if (phase === PH_MAIN && kit.beforeBuilds.length > 0) {
          const play = beforeBuilds(st, kit, seat, legal, count, chooseTarget(st, seat, target));
          if (play >= 0) return play;
        }
        const a = kit.board.decide(st, seat, legal, count, target, maxOffers);
        return a >= 0 ? a : kitsPolicy(st, seat, legal, count, fallback);
      }
      switch (phase) {
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
          return mainPhase(st, kit, seat, legal, count, target, maxOffers);
        default:
          return kitPhase(st, kit, seat, legal, count, target, fallback);
      }
    },
  };
}

/**
 * A phase a kit adds: played by the main phase's priorities where the kit says so (the list holds
 * builds only), else by the kit's policy, else by a one-ply search over the evaluation.
 */
function kitPhase(st: GameState, kit: GreedyKit, seat: number, legal: Int32Array, count: number, target: Target, fallback: OnePly): number {
  const phase = st.s[PHASE]!;
  if (phase < kit.buildPhase.length && kit.buildPhase[phase] === 1) return mainPhase(st, kit, seat, legal, count, target, 0);
  return kitsPolicy(st, seat, legal, count, fallback);
}

/** The kits' general policy for the phase (the kit's greedy one had its turn already, in decide), else the one-ply search. */
function kitsPolicy(st: GameState, seat: number, legal: Int32Array, count: number, fallback: OnePly): number {
  const policy = known(st.game).policies[st.s[PHASE]!];
  const a = policy ? policy(st, seat, legal, count) : -1;
  return a >= 0 ? a : fallback.choose(st, seat, legal, count);
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

/** The first play of the kits' steps ahead of the builds, else -1. */
function beforeBuilds(st: GameState, kit: GreedyKit, seat: number, legal: Int32Array, count: number, t: Target): number {
  for (const step of kit.beforeBuilds) {
    const play = step(st, seat, legal, count, t);
    if (play >= 0) return play;
  }
  return -1;
}

function mainPhase(st: GameState, kit: GreedyKit, seat: number, legal: Int32Array, count: number, target: Target, maxOffers: number): number {
  const game = st.game;
  const s = st.s;
  const b = game.board;
  // 1. A city, then a settlement, whenever one is legal: the best spot.
  const city = bestOfKind(legal, count, A_CITY, (node) => nodePips(game, node));
  if (city >= 0) return city;
  productionPips(st, seat, prod);
  const harbors = s[game.layout.harbors + seat]!;
  const settlement = bestOfKind(legal, count, A_SETTLEMENT, (node) => siteScore(game, node, prod, harbors));
  if (settlement >= 0) return settlement;

  const t = chooseTarget(st, seat, target);
  targetNeed(t, need);
  // A kit's steps ahead of the rest (Cities & Knights: a progress card, knights before an attack).
  const early = beforeBuilds(st, kit, seat, legal, count, t);
  if (early >= 0) return early;

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
  // A kit's step before the trades (Catan for Two: trade tokens).
  if (kit.beforeTrades.length > 0) {
    let missing = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) missing += Math.max(0, need[r]! - hand(st, seat, r));
    for (const step of kit.beforeTrades) {
      const play = step(st, seat, legal, count, missing);
      if (play >= 0) return play;
    }
  }
  // 4. Maritime trades that complete a build this turn, or shed a hand a 7 would halve.
  const limit = game.hooks.discardLimit(game, s, seat);
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
  // 8. A kit's step before the end (Barbarian Attack: the knights' moves).
  for (const step of kit.beforeEnd) {
    const play = step(st, seat, legal, count);
    if (play >= 0) return play;
  }
  return A_END_TURN << ARG_BITS;
}
