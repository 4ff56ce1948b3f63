// Greedy: a hand-written strategy with no search.
//
// - Set-up: settles where expected production (pips) is highest, valuing resources it does not
//   produce yet and harbors that fit its production; points each set-up road at the best site
//   two steps away.
// - Main phase: builds a city or settlement whenever it can (best node first); otherwise picks a
//   target (city, settlement — with the roads to reach a site — or development card) by value
//   over the expected rolls to afford it, and works toward it: roads toward the site, maritime
//   trades that complete a build (or shed a hand a 7 would halve), a domestic offer of a surplus
//   card for a missing one.
// - Robber: against the leader (highest public VP), on the hex where it produces most, never on
//   a hex touching its own buildings; steals from the leader when it can.
// - Discards the cards its target needs least. Accepts offers that bring its target closer unless
//   the offerer is near winning (public VP >= target - 2).
// - Knights to free its own hex or to take / contest Largest Army; Monopoly on the resource the
//   opponents hold most of; Year of Plenty for the cards its target misses; Road Building toward
//   a site. Confirms its own accepted offer with the acceptor with the fewest public VP.
//
// It reads only its view, so it never depends on hidden information. Its pieces (site scoring,
// targets, robber, discards, set-up) are exported for other bots.
//
// Options: { offers?: number (domestic offers per turn, default 1) }.

import {
  A_ACCEPT,
  A_BUY_DEV,
  A_CANCEL,
  A_CITY,
  A_CONFIRM,
  A_DECLINE,
  A_DISCARD,
  A_END_TURN,
  A_KNIGHT,
  A_MARITIME,
  A_MONOPOLY,
  A_OFFER,
  A_ROAD,
  A_ROAD_BUILDING,
  A_ROBBER,
  A_ROLL,
  A_SETTLEMENT,
  A_YEAR_OF_PLENTY,
  ARG_BITS,
  offerArg,
  offerGet,
  offerGive,
} from '../engine/actions.js';
import { HARBOR_GENERIC, KNIGHT, NUM_RESOURCES } from '../engine/constants.js';
import type { Game, GameState } from '../engine/game.js';
import { ACCEPT_MASK, BANK, DECK_COUNT, DEV_PLAYED, LAST_NODE, OFFER, OFFERS_MADE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, ROBBER, TURN_PLAYER } from '../engine/layout.js';
import type { Bot } from './bot.js';
import { neutralBuild, tokenPlay } from './two-player.js';
import {
  BUILD_CITY,
  BUILD_COSTS,
  BUILD_DEV,
  BUILD_ROAD,
  BUILD_SETTLEMENT,
  addNodePips,
  citiesLeft,
  devPlayable,
  hand,
  handSize,
  knightsPlayed,
  largestArmyHolder,
  leader,
  nodeBlocked,
  nodePips,
  opponentsHolding,
  ownsSettlement,
  pipsOnHex,
  productionPips,
  publicVp,
  roadDistances,
  roadFirstEdges,
  roadsLeft,
  settlementsBuilt,
  settlementsLeft,
  touchesHex,
  tradeRate,
} from './features.js';
import { A_GIVE, PH_FORCED_GIVE, PH_NEUTRAL_BUILD, catanForTwoFields } from '../rules/catan-for-two/fields.js';
import { PH_SPECIAL_BUILD } from '../rules/turn-rules/special-building.js';

/** Relative worth of a pip of each resource when choosing sites (brick, lumber, wool, grain, ore). */
export const SITE_RESOURCE_VALUE: readonly number[] = [1.0, 1.0, 0.8, 1.0, 0.95];
/** Site-score bonus for each resource a site adds that the seat does not produce yet. */
export const SITE_NEW_RESOURCE = 2.5;

// Module scratch (bots run one decision at a time per thread; nothing here is re-entrant).
const prod = new Float64Array(NUM_RESOURCES);
const sitePips = new Float64Array(NUM_RESOURCES);
const need = new Int32Array(NUM_RESOURCES);
const handTmp = new Int32Array(NUM_RESOURCES);

// ---------------------------------------------------------------- site scoring

/**
 * How good `node` is as a settlement for a seat producing `myProd` (pips per resource): pips
 * weighted by resource, a bonus per new resource, and harbors that fit the production.
 */
export function siteScore(game: Game, node: number, myProd: ArrayLike<number>, harbors: number): number {
  sitePips.fill(0);
  addNodePips(game, node, sitePips, 1);
  let score = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const p = sitePips[r]!;
    if (p === 0) continue;
    score += p * SITE_RESOURCE_VALUE[r]!;
    if (myProd[r]! === 0) score += SITE_NEW_RESOURCE;
  }
  const kind = game.board.nodeHarbor[node]!;
  if (kind >= 0 && (harbors & (1 << kind)) === 0) {
    if (kind === HARBOR_GENERIC) score += 1.5;
    else score += 0.35 * (myProd[kind]! + sitePips[kind]!);
  }
  return score;
}

/** The best set-up settlement among the legal ones. */
export function setupSettlement(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  productionPips(st, seat, prod);
  const harbors = st.s[game.layout.harbors + seat]!;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const node = a & 0xfffff;
    // Where the next settlement could go from here (two roads away) matters a little.
    const score = siteScore(game, node, prod, harbors) + 0.15 * bestNeighbourSite(st, node, -1, prod, harbors);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** The best free site two steps from `node` (not back through `from`), by siteScore; 0 if none. */
function bestNeighbourSite(st: GameState, node: number, from: number, myProd: ArrayLike<number>, harbors: number): number {
  const b = st.game.board;
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const m = b.nodeNodes[node * 3 + k]!;
    if (m < 0 || m === from) continue;
    for (let j = 0; j < 3; j++) {
      const n2 = b.nodeNodes[m * 3 + j]!;
      if (n2 < 0 || n2 === node || nodeBlocked(st, n2)) continue;
      const sc = siteScore(st.game, n2, myProd, harbors);
      if (sc > best) best = sc;
    }
  }
  return best;
}

/** The set-up road pointing at the best free site beyond its far end. */
export function setupRoad(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  const b = game.board;
  const from = st.s[LAST_NODE]!;
  productionPips(st, seat, prod);
  const harbors = st.s[game.layout.harbors + seat]!;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const e = a & 0xfffff;
    const far = b.edgeNodes[e * 2]! === from ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    let score = 0;
    for (let k = 0; k < 3; k++) {
      const m = b.nodeNodes[far * 3 + k]!;
      if (m < 0 || m === from || nodeBlocked(st, m)) continue;
      const sc = siteScore(game, m, prod, harbors);
      if (sc > score) score = sc;
    }
    score += 0.1 * nodePips(game, far);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

// ---------------------------------------------------------------- targets

export interface Target {
  /** BUILD_CITY, BUILD_SETTLEMENT, BUILD_DEV, or -1 (nothing left to build). */
  build: number;
  /** For a settlement: the site and the roads it still needs; first road edge (-1 if none). */
  site: number;
  roads: number;
  firstEdge: number;
}

/** Cards of each resource the target still needs (its cost, plus its roads), into need[]. */
function targetNeed(t: Target, out: Int32Array): void {
  out.fill(0);
  if (t.build < 0) return;
  const c = BUILD_COSTS[t.build]!;
  for (let r = 0; r < NUM_RESOURCES; r++) out[r] = c[r]! + (t.build === BUILD_SETTLEMENT ? t.roads * BUILD_COSTS[BUILD_ROAD]![r]! : 0);
}

/** Expected rolls to gather what `want` lacks from `have` at production `pips` per resource. */
function rollsToAfford(want: Int32Array, have: ArrayLike<number>, pips: ArrayLike<number>, totalPips: number): number {
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
  const s = st.s;
  const total = productionPips(st, seat, prod);
  for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
  out.build = -1;
  out.site = -1;
  out.roads = 0;
  out.firstEdge = -1;
  let bestScore = -Infinity;

  if (citiesLeft(st, seat) > 0 && settlementsBuilt(st, seat) > 0) {
    let bestPips = 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      if (ownsSettlement(st, seat, node)) bestPips = Math.max(bestPips, nodePips(game, node));
    }
    candidateNeed.set(BUILD_COSTS[BUILD_CITY]!);
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
      for (let r = 0; r < NUM_RESOURCES; r++) candidateNeed[r] = BUILD_COSTS[BUILD_SETTLEMENT]![r]! + d * BUILD_COSTS[BUILD_ROAD]![r]!;
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
    candidateNeed.set(BUILD_COSTS[BUILD_DEV]!);
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

// ---------------------------------------------------------------- robber and discards

/** Robber move: against the leader's best hex, never one touching the seat's own buildings. */
export function robberMove(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const P = st.game.seats;
  const lead = leader(st, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_ROBBER) continue;
    const arg = a & 0xfffff;
    const hex = arg >>> 3;
    const victim = (arg & 7) - 1;
    let score = 0;
    if (touchesHex(st, seat, hex)) score -= 1000 + pipsOnHex(st, seat, hex);
    for (let q = 0; q < P; q++) {
      if (q === seat) continue;
      const pips = pipsOnHex(st, q, hex);
      if (pips === 0) continue;
      score += pips * (q === lead ? 3 : 1) * (1 + publicVp(st, q) / 5);
    }
    if (victim >= 0) score += 1 + (victim === lead ? 2 : 0) + 0.1 * handSize(st, victim);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

const targetScratch: Target = { build: -1, site: -1, roads: 0, firstEdge: -1 };

/** Discards the card its target needs least (largest surplus over the target's cost). */
export function discardCard(st: GameState, seat: number, legal: Int32Array, count: number): number {
  return shedCard(st, seat, legal, count, A_DISCARD);
}

/** The card (an action of `kind` with a resource argument) the seat needs least: for discards and forced-trade gives. */
export function shedCard(st: GameState, seat: number, legal: Int32Array, count: number, kind: number): number {
  const t = chooseTarget(st, seat, targetScratch);
  targetNeed(t, need);
  // A city and a settlement are always worth keeping toward as well.
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== kind) continue;
    const r = a & 0xfffff;
    const h = hand(st, seat, r);
    const score = (h - need[r]!) * 10 + h;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

// ---------------------------------------------------------------- the bot

export interface GreedyOptions {
  /** Domestic offers per turn (default 1). */
  offers?: number;
}

export function createGreedyBot(options: Record<string, unknown> | GreedyOptions = {}): Bot {
  const o = options as GreedyOptions;
  const maxOffers = o.offers ?? 1;
  if (!Number.isInteger(maxOffers) || maxOffers < 0) throw new Error(`greedy bot: offers must be an integer >= 0, got ${JSON.stringify(maxOffers)}`);
  const target: Target = { build: -1, site: -1, roads: 0, firstEdge: -1 };
  return {
    name: 'greedy',
    decide(view, legal, count, _rng) {
      const st = view.state;
      const seat = view.seat;
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
          return confirm(st, seat, legal, count);
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

function find(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}
function findKind(legal: Int32Array, count: number, kind: number): number {
  for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === kind) return legal[i]!;
  return -1;
}

/** Playing a knight now would take Largest Army (or draw level with its holder, to contest it). */
export function knightContestsArmy(st: GameState, seat: number): boolean {
  const mine = knightsPlayed(st, seat) + 1;
  const holder = largestArmyHolder(st);
  if (holder === seat) return false;
  if (holder < 0) return mine >= st.game.supply.largestArmyMin - 1;
  return mine >= knightsPlayed(st, holder);
}

export function preRoll(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const knight = findKind(legal, count, A_KNIGHT);
  if (knight >= 0) {
    const robber = st.s[ROBBER]!;
    if (pipsOnHex(st, seat, robber) >= 3 || (knightContestsArmy(st, seat) && knightsPlayed(st, seat) + 1 >= st.game.supply.largestArmyMin)) return knight;
  }
  return A_ROLL << ARG_BITS;
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
    const e = a & 0xfffff;
    const pips = nodePips(game, game.board.edgeNodes[e * 2]!) + nodePips(game, game.board.edgeNodes[e * 2 + 1]!);
    if (pips > bestPips) {
      bestPips = pips;
      best = a;
    }
  }
  return best >= 0 ? best : legal[0]!;
}

/** Missing cards of `want` for a hand `have`. */
function missingOf(want: Int32Array, have: ArrayLike<number>): number {
  let m = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) if (want[r]! > have[r]!) m += want[r]! - have[r]!;
  return m;
}

function respond(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  const decline = A_DECLINE << ARG_BITS;
  const accept = A_ACCEPT << ARG_BITS;
  if (!find(legal, count, accept)) return decline;
  const offerer = st.s[TURN_PLAYER]!;
  if (publicVp(st, offerer) >= st.game.options.targetVp - 2) return decline;
  const offer = st.s[OFFER]!;
  const gets = offerGive(offer); // what the offerer gives = what this seat gets
  const gives = offerGet(offer);
  chooseTarget(st, seat, target);
  targetNeed(target, need);
  let nGet = 0;
  let nGive = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const g = (gets >>> (2 * r)) & 3;
    const x = (gives >>> (2 * r)) & 3;
    nGet += g;
    nGive += x;
    handTmp[r] = hand(st, seat, r) + g - x;
  }
  const before = missingBefore(st, seat);
  const after = missingOf(need, handTmp);
  if (after < before || (after === before && nGet > nGive)) return accept;
  return decline;
}

function missingBefore(st: GameState, seat: number): number {
  let m = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const h = hand(st, seat, r);
    if (need[r]! > h) m += need[r]! - h;
  }
  return m;
}

function confirm(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const mask = st.s[ACCEPT_MASK]!;
  let best = -1;
  let bestVp = Infinity;
  for (let q = 0; q < st.game.layout.players; q++) {
    if (q === seat || (mask & (1 << q)) === 0) continue;
    const vp = publicVp(st, q);
    if (vp < bestVp) {
      bestVp = vp;
      best = q;
    }
  }
  if (best >= 0 && bestVp < st.game.options.targetVp - 2) {
    const a = (A_CONFIRM << ARG_BITS) | best;
    if (find(legal, count, a)) return a;
  }
  return A_CANCEL << ARG_BITS;
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
    const sc = nodePips(game, a & 0xfffff);
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
    const sc = siteScore(game, a & 0xfffff, prod, harbors);
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

function devPlay(st: GameState, seat: number, legal: Int32Array, count: number, t: Target): number {
  const s = st.s;
  // Knight: free a hex of its own, or take / contest Largest Army.
  const knight = findKind(legal, count, A_KNIGHT);
  if (knight >= 0) {
    if (pipsOnHex(st, seat, s[ROBBER]!) >= 3 || knightContestsArmy(st, seat) || devPlayable(st, seat, KNIGHT) >= 2) return knight;
  }
  // Year of Plenty: the two cards its target misses most (else what a city needs).
  if (findKind(legal, count, A_YEAR_OF_PLENTY) >= 0) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < count; i++) {
      const a = legal[i]!;
      if (a >>> ARG_BITS !== A_YEAR_OF_PLENTY) continue;
      const arg = a & 0xfffff;
      const r1 = (arg / 5) | 0;
      const r2 = arg % 5;
      for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
      handTmp[r1]!++;
      handTmp[r2]!++;
      const score = -missingOf(need, handTmp) * 10 + prodScarcity(r1) + prodScarcity(r2);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    if (best >= 0) return best;
  }
  // Monopoly: the resource the opponents hold most of, weighted toward what it needs.
  if (findKind(legal, count, A_MONOPOLY) >= 0) {
    let bestR = -1;
    let bestScore = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const n = opponentsHolding(st, seat, r);
      const useful = need[r]! > hand(st, seat, r) ? 1.5 : 1;
      const score = n * useful;
      if (score > bestScore) {
        bestScore = score;
        bestR = r;
      }
    }
    if (bestR >= 0 && bestScore >= 4) return (A_MONOPOLY << ARG_BITS) | bestR;
  }
  // Road Building: toward a site it cannot reach yet.
  const rb = findKind(legal, count, A_ROAD_BUILDING);
  if (rb >= 0 && t.build === BUILD_SETTLEMENT && t.roads > 0) return rb;
  if (rb >= 0 && settlementsLeft(st, seat) > 0 && t.build !== BUILD_SETTLEMENT && roadsLeft(st, seat) >= 2) {
    const dist = roadDistances(st, seat, 2);
    for (let node = 0; node < st.game.board.numNodes; node++) if (dist[node]! > 0 && !nodeBlocked(st, node)) return rb;
  }
  return -1;
}

/** Prefers resources it produces little of (higher is scarcer for it). */
function prodScarcity(r: number): number {
  return 1 / (1 + prod[r]!);
}

/**
 * A maritime trade giving a card it does not need for one its target misses, if the trades it
 * can make complete the target (or always, with a hand above the discard limit).
 */
function maritimeToward(st: GameState, seat: number, legal: Int32Array, count: number, want: Int32Array, big: boolean): number {
  let missing = 0;
  let tradable = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > 0) missing += d;
    else tradable += Math.floor(-d / tradeRate(st, seat, r));
  }
  if (missing === 0 || tradable === 0) return -1;
  if (!big && tradable < missing) return -1;
  // Get the resource it misses most (that the bank has); give the largest surplus.
  let get = -1;
  let getMiss = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > getMiss && st.s[BANK + r]! > 0) {
      getMiss = d;
      get = r;
    }
  }
  if (get < 0) return -1;
  let give = -1;
  let giveSurplus = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const rate = tradeRate(st, seat, r);
    const spare = hand(st, seat, r) - want[r]! - rate;
    if (spare >= 0 && spare + 1 > giveSurplus) {
      giveSurplus = spare + 1;
      give = r;
    }
  }
  if (give < 0) return -1;
  const a = (A_MARITIME << ARG_BITS) | (give * 5 + get);
  return find(legal, count, a) ? a : -1;
}

/** An offer of one surplus card for one card its target misses (two for one if it has plenty). */
function domesticOffer(st: GameState, seat: number, legal: Int32Array, count: number, want: Int32Array): number {
  let missing = 0;
  let get = -1;
  let getMiss = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > 0) missing += d;
    if (d > getMiss) {
      getMiss = d;
      get = r;
    }
  }
  if (missing === 0 || missing > 2 || get < 0) return -1;
  let give = -1;
  let spare = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const x = hand(st, seat, r) - want[r]!;
    if (x > spare) {
      spare = x;
      give = r;
    }
  }
  if (give < 0) return -1;
  const n = spare >= 3 && st.s[OFFERS_MADE]! >= 1 ? 2 : 1;
  const a = (A_OFFER << ARG_BITS) | offerArg(n << (2 * give), 1 << (2 * get));
  return find(legal, count, a) ? a : -1;
}

export { targetNeed };
