// Value: one-ply search over its own legal actions with a tunable evaluation.
//
// For each legal action it copies its view into a reused buffer (no allocation per action),
// applies the action and scores the result with `evaluate`. Chance actions are scored by their
// expectation: a development card over the cards the seat has not seen (the deck is hidden in a
// view), a steal over the resources the opponents hold between them (public from the bank and
// its own hand). When an action leaves the decision with the same seat (a knight's robber move,
// Road Building's free roads) the search follows that sub-decision; a maritime trade is also
// scored by the best build it makes possible. Ending the turn is scored by the position it leaves;
// rolling, which is inevitable, by the position now (the baseline for playing a card first).
// Domestic offers are scored by the hand they would produce times a rough chance of acceptance,
// and made only when nothing on the board improves the position; offers from others are
// accepted when they raise the evaluation and the offerer is neither ahead nor near winning.
//
// `evaluate` (shared with the MCTS bot) adds up, in victory-point units: VP, production by
// resource with diversity and harbor fit, settlement sites now / one / two roads away, unplayed
// development cards by kind, knights and Largest Army proximity, road length and Longest Road
// proximity, the hand (a plan term: the best next build discounted by the rolls to afford it, and
// a risk term above the discard limit), a race estimate (rolls to the target VP in a fluid model
// of the seat's economy), and the opponents' production and VP. Set-up settlements are chosen by
// the race estimate; set-up roads, the robber and discards by the greedy bot's rules (which
// measured stronger than one-ply search for those two).
//
// It reads only its view, so it never depends on hidden information.
//
// Options (see ValueOptions): { weights?: Partial<ValueWeights>, offers?, acceptMargin?,
// declineAhead?, offerMargin?, setup?: 'race' | 'greedy', robber?: 'greedy' | 'search' }.

import {
  A_ACCEPT,
  A_BUY_DEV,
  A_CANCEL,
  A_CITY,
  A_CONFIRM,
  A_DECLINE,
  A_END_TURN,
  A_MARITIME,
  A_MONOPOLY,
  A_OFFER,
  A_ROBBER,
  A_ROLL,
  A_SETTLEMENT,
  ARG_BITS,
  offerGet,
  offerGive,
} from '../engine/actions.js';
import { HARBOR_GENERIC, KNIGHT, MONOPOLY, NUM_DEV_TYPES, NUM_RESOURCES, ROAD_BUILDING, VICTORY_POINT, YEAR_OF_PLENTY } from '../engine/constants.js';
import { copyState, type Game, type GameState } from '../engine/game.js';
import {
  ACCEPT_MASK,
  CUR,
  DECK_COUNT,
  LA_HOLDER,
  LR_HOLDER,
  OFFER,
  OFFERS_MADE,
  PHASE,
  PH_GAME_OVER,
  PH_MAIN,
  PH_MOVE_ROBBER,
  PH_DISCARD,
  PH_ROAD_BUILDING,
  PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  PLAYED,
  ROBBER,
  TURN_PLAYER,
  WINNER,
} from '../engine/layout.js';
import { legalActions, maxActions } from '../engine/legal.js';
import { applyWithOutcome, chanceOutcomes, NO_OUTCOME } from '../engine/step.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from '../rules/base/supply.js';
import type { Bot } from './bot.js';
import { DICE_WAYS, addNodePips, hexResource, nodeBlocked, nodePips, opponentsHolding, productionPips, roadDistances, totalPips } from './features.js';
import { discardCard, robberMove, setupRoad, setupSettlement, siteScore } from './greedy.js';
import { neutralBuild } from './two-player.js';
import { A_FORCED_TRADE, PH_FORCED_GIVE, PH_NEUTRAL_BUILD } from '../rules/catan-for-two/fields.js';

export interface ValueWeights {
  /** Per victory point (own total, VP cards included). */
  vp: number;
  /** Added when the seat has won (subtracted when another seat has). */
  win: number;
  /** Per pip of own production (robber excluded, cities double), times resourceValue. */
  production: number;
  /** Multiplier of each resource's pips: brick, lumber, wool, grain, ore. */
  resourceValue: readonly number[];
  /** Per resource produced at all. */
  diversity: number;
  /** Per pip of a resource the seat has the 2:1 harbor of. */
  harbor2: number;
  /** For a generic 3:1 harbor, per pip of total production. */
  harbor3: number;
  /** Per site-score point of the best settlement site buildable now (no road needed). */
  site: number;
  /** Per further site buildable now (up to 3). */
  siteCount: number;
  /** Per site-score point of the best site one road away / two roads away. */
  site1: number;
  site2: number;
  /** Per unplayed development card held, by kind (VP cards count as VP). */
  devKnight: number;
  devRoadBuilding: number;
  devYearOfPlenty: number;
  devMonopoly: number;
  /** Per knight played. */
  knight: number;
  /** When the next knight would take (or tie) Largest Army. */
  armyLead: number;
  /** Per segment of the seat's longest road (up to 12). */
  road: number;
  /** When the seat's road is one segment from taking Longest Road. */
  roadLead: number;
  /** Per resource card in hand, up to the discard limit. */
  card: number;
  /**
   * The plan: the value of the best next build (city, settlement with the roads to its site,
   * development card), discounted by planDiscount per dice roll (anyone's) it takes to gather
   * the missing cards at the seat's production and trade rates; other builds count planOthers.
   */
  plan: number;
  planDiscount: number;
  planOthers: number;
  /** What a development card is worth when planning to buy one. */
  devValue: number;
  /**
   * Per dice roll (anyone's) of the race estimate: how many rolls a simple fluid model of the
   * seat's economy (production, hand, trade rates, its best sites and settlements to upgrade)
   * takes to reach the target VP, building cities and settlements as soon as it can afford them.
   */
  tempo: number;
  /** VP a development card is worth in the race estimate. */
  raceDevVp: number;
  /** Roads the race estimate looks ahead for settlement sites (at least 2). */
  raceRoads: number;
  /** Best trade rate assumed without a harbor (4 at the bank; lower counts on domestic trade). */
  raceRate: number;
  /** Per card a 7 would take from the hand (above the discard limit). */
  discardRisk: number;
  /** Per pip of each opponent's production, times (1 + its public VP / 5). */
  enemyProduction: number;
  /** Per public VP of the strongest opponent. */
  enemyVp: number;
}

export const DEFAULT_VALUE_WEIGHTS: Readonly<ValueWeights> = Object.freeze({
  vp: 1.0,
  win: 1000,
  production: 0.015,
  resourceValue: Object.freeze([1.0, 1.0, 0.8, 1.0, 1.0]),
  diversity: 0.12,
  harbor2: 0.01,
  harbor3: 0.003,
  site: 0.01,
  siteCount: 0.02,
  site1: 0.006,
  site2: 0.003,
  devKnight: 0.24,
  devRoadBuilding: 0.2,
  devYearOfPlenty: 0.3,
  devMonopoly: 0.15,
  knight: 0.12,
  armyLead: 0.25,
  road: 0.02,
  roadLead: 0.3,
  card: 0.015,
  plan: 0.5,
  planDiscount: 0.97,
  planOthers: 0.25,
  devValue: 0.3,
  tempo: 0.035,
  raceDevVp: 0.35,
  raceRoads: 2,
  raceRate: 4,
  discardRisk: 0.08,
  enemyProduction: 0.008,
  enemyVp: 0.2,
});

const resolved = new WeakMap<object, ValueWeights>();

/** Full weights from a partial set (cached per object, so repeated calls allocate nothing). */
export function resolveValueWeights(weights?: Partial<ValueWeights>): ValueWeights {
  if (!weights) return DEFAULT_VALUE_WEIGHTS;
  let w = resolved.get(weights);
  if (!w) {
    w = { ...DEFAULT_VALUE_WEIGHTS, ...weights };
    for (const [k, v] of Object.entries(w)) {
      if (k === 'resourceValue') {
        if (!Array.isArray(v) || v.length !== NUM_RESOURCES || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
          throw new Error(`value bot: weight resourceValue must be an array of ${NUM_RESOURCES} numbers`);
        }
      } else if (!Object.hasOwn(DEFAULT_VALUE_WEIGHTS, k)) {
        throw new Error(`value bot: unknown weight ${k}`);
      } else if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new Error(`value bot: weight ${k} must be a finite number, got ${JSON.stringify(v)}`);
      }
    }
    resolved.set(weights, w);
  }
  return w;
}

// ---------------------------------------------------------------- evaluation

/** What the board part of the evaluation computes for the hand part (module scratch). */
const ctx = {
  pips: new Float64Array(NUM_RESOURCES),
  total: 0,
  /** Trade rate per resource. */
  rate: new Int32Array(NUM_RESOURCES),
  /** Best site score at 0, 1, 2 roads (0 = none) and how many sites need no road. */
  siteBest: new Float64Array(3),
  sites0: 0,
  /** Weighted pips of the best own settlement (a city's gain), -1 if no city is possible. */
  cityGain: -1,
};
const handBuf = new Int32Array(NUM_RESOURCES);
const needBuf = new Int32Array(NUM_RESOURCES);
const missBuf = new Int32Array(NUM_RESOURCES);

/**
 * How good `st` is for `seat`, in victory-point units. Reads only what the seat may know (its
 * own cards, public counts), so it is the same on a view and on the full state. Allocates
 * nothing when called again with the same `weights` object (resolved weights are cached per
 * object); uses module scratch, so it is not re-entrant (one thread, one call at a time).
 */
export function evaluate(st: GameState, seat: number, weights?: Partial<ValueWeights>): number {
  const W = resolveValueWeights(weights);
  return boardValue(st, seat, W) + handValue(st, seat, W, null);
}

function boardValue(st: GameState, seat: number, W: ValueWeights): number {
  const { game, s } = st;
  const L = game.layout;
  const P = game.seats; // opponents: seats that act, not neutral colours
  let v = 0;
  if (s[PHASE] === PH_GAME_OVER) {
    const winner = s[WINNER]!;
    if (winner === seat) v += W.win;
    else if (winner >= 0) v -= W.win;
  }
  v += W.vp * ownVpOf(s, L, seat);

  // Production.
  const pips = ctx.pips;
  const total = productionPips(st, seat, pips);
  ctx.total = total;
  let prod = 0;
  let div = 0;
  const rv = W.resourceValue;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const p = pips[r]!;
    if (p > 0) {
      prod += p * rv[r]!;
      div++;
    }
  }
  v += W.production * prod + W.diversity * div;
  const harbors = s[L.harbors + seat]!;
  for (let r = 0; r < NUM_RESOURCES; r++) ctx.rate[r] = (harbors & (1 << r)) !== 0 ? 2 : Math.min((harbors & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4, W.raceRate);
  if (harbors !== 0) {
    for (let r = 0; r < NUM_RESOURCES; r++) if ((harbors & (1 << r)) !== 0) v += W.harbor2 * pips[r]!;
    if ((harbors & (1 << HARBOR_GENERIC)) !== 0) v += W.harbor3 * total;
  }

  // Expansion: settlement sites now, one road away, two roads away.
  const best = ctx.siteBest;
  best.fill(0);
  ctx.sites0 = 0;
  if (s[L.settlementsLeft + seat]! > 0) {
    const maxRoads = Math.min(W.tempo !== 0 ? Math.max(2, W.raceRoads) : 2, s[L.roadsLeft + seat]!);
    const dist = roadDistances(st, seat, maxRoads);
    let n0 = 0;
    race.nCand = 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      const d = dist[node]!;
      if (d < 0 || nodeBlocked(st, node)) continue;
      const sc = siteScore(game, node, pips, harbors);
      if (d === 0) n0++;
      if (d <= 2 && sc > best[d]!) best[d] = sc;
      if (W.tempo !== 0) addCandidate(node, sc - 3 * d, d);
    }
    if (W.tempo !== 0) pickSites(game);
    ctx.sites0 = n0;
    v += W.site * best[0]! + W.siteCount * Math.min(Math.max(n0 - 1, 0), 3) + W.site1 * best[1]! + W.site2 * best[2]!;
  }
  // A city's gain: the best settlement to upgrade.
  ctx.cityGain = -1;
  race.nTowns = 0;
  // One pass over the seat's settlements: the towns the race estimate upgrades, and the best city.
  const towns = W.tempo !== 0;
  const cities = s[L.citiesLeft + seat]! > 0;
  if (towns || cities) {
    const base = L.settle + seat * L.nodeWords;
    for (let w = 0; w < L.nodeWords; w++) {
      let bits = s[base + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const node = (w << 5) + 31 - Math.clz32(low);
        if (towns && race.nTowns < MAX_TOWNS) {
          race.townPips.fill(0, race.nTowns * NUM_RESOURCES, (race.nTowns + 1) * NUM_RESOURCES);
          addNodePipsAt(game, node, race.townPips, race.nTowns * NUM_RESOURCES);
          race.nTowns++;
        }
        if (cities) {
          const g = weightedNodePips(game, node, rv);
          if (g > ctx.cityGain) ctx.cityGain = g;
        }
      }
    }
  }

  // Development cards, army, road.
  const d = L.dev + seat * NUM_DEV_TYPES;
  const dn = L.devNew + seat * NUM_DEV_TYPES;
  v += W.devKnight * (s[d + KNIGHT]! + s[dn + KNIGHT]!);
  v += W.devRoadBuilding * (s[d + ROAD_BUILDING]! + s[dn + ROAD_BUILDING]!);
  v += W.devYearOfPlenty * (s[d + YEAR_OF_PLENTY]! + s[dn + YEAR_OF_PLENTY]!);
  v += W.devMonopoly * (s[d + MONOPOLY]! + s[dn + MONOPOLY]!);
  const knights = s[L.knights + seat]!;
  v += W.knight * knights;
  const la = s[LA_HOLDER]!;
  if (la !== seat) {
    const need = la >= 0 ? s[L.knights + la]! : game.supply.largestArmyMin - 1;
    if (knights + 1 >= need && knights + 1 >= game.supply.largestArmyMin - 1) v += W.armyLead;
  }
  const len = s[L.roadLen + seat]!;
  v += W.road * Math.min(len, 12);
  const lr = s[LR_HOLDER]!;
  if (lr !== seat) {
    const need = lr >= 0 ? s[L.roadLen + lr]! + 1 : game.supply.longestRoadMin;
    if (len + 1 >= need) v += W.roadLead;
  }

  // Opponents.
  let maxVp = 0;
  for (let q = 0; q < P; q++) {
    if (q === seat) continue;
    const vp = s[L.publicVp + q]!;
    if (vp > maxVp) maxVp = vp;
    if (W.enemyProduction !== 0) v -= W.enemyProduction * totalPips(st, q) * (1 + vp / 5);
  }
  v -= W.enemyVp * maxVp;
  return v;
}

function weightedNodePips(game: Game, node: number, rv: readonly number[]): number {
  const b = game.board;
  let g = 0;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0) continue;
    const r = hexResource(game, h);
    if (r >= 0) g += DICE_WAYS[b.hexToken[h]!]! * rv[r]!;
  }
  return g;
}

function ownVpOf(s: Int32Array, L: Game['layout'], seat: number): number {
  return s[L.publicVp + seat]! + s[L.dev + seat * NUM_DEV_TYPES + VICTORY_POINT]! + s[L.devNew + seat * NUM_DEV_TYPES + VICTORY_POINT]!;
}

/**
 * Dice rolls (anyone's) to gather what `cost` (plus `roads` roads) lacks from hand `h`: surplus
 * cards are traded at the seat's rates for the slowest missing cards first; the rest arrive at
 * the seat's production, or through trading other production for what it does not produce.
 */
function rollsFor(cost: Int8Array, roads: number, h: ArrayLike<number>): number {
  const pips = ctx.pips;
  let trades = 0;
  let missing = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const need = cost[r]! + roads * COST_ROAD[r]!;
    needBuf[r] = need;
    const d = need - h[r]!;
    if (d > 0) {
      missBuf[r] = d;
      missing += d;
    } else {
      missBuf[r] = 0;
      trades += Math.floor(-d / ctx.rate[r]!);
    }
  }
  if (missing === 0) return 0;
  // Cover the slowest cards by trade.
  while (trades > 0 && missing > 0) {
    let slow = -1;
    let slowPips = Infinity;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      if (missBuf[r]! > 0 && pips[r]! < slowPips) {
        slowPips = pips[r]!;
        slow = r;
      }
    }
    missBuf[slow]!--;
    missing--;
    trades--;
  }
  let rolls = 0;
  const viaTrade = ctx.total / 4;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const m = missBuf[r]!;
    if (m === 0) continue;
    const eff = Math.max(pips[r]!, (ctx.total - pips[r]!) / (ctx.rate[r]! + 1), viaTrade / 4, 0.5);
    rolls += (m * 36) / eff;
  }
  return rolls;
}

// ---------------------------------------------------------------- race estimate

const MAX_CAND = 12;
const MAX_SITES = 6;
const MAX_TOWNS = 9;
const race = {
  candNode: new Int32Array(MAX_CAND),
  candScore: new Float64Array(MAX_CAND),
  candRoads: new Int32Array(MAX_CAND),
  nCand: 0,
  sitePips: new Float64Array(MAX_SITES * NUM_RESOURCES),
  siteRoads: new Int32Array(MAX_SITES),
  siteScore: new Float64Array(MAX_SITES),
  nSites: 0,
  townPips: new Float64Array(MAX_TOWNS * NUM_RESOURCES),
  nTowns: 0,
  h: new Float64Array(NUM_RESOURCES),
  p: new Float64Array(NUM_RESOURCES),
  siteUsed: new Int8Array(MAX_SITES),
  townUsed: new Int8Array(MAX_TOWNS),
  need: new Float64Array(NUM_RESOURCES),
};

/** Keeps the MAX_CAND best candidate sites, best first. */
function addCandidate(node: number, score: number, roads: number): void {
  let i = race.nCand;
  if (i === MAX_CAND) {
    if (score <= race.candScore[MAX_CAND - 1]!) return;
    i = MAX_CAND - 1;
  } else race.nCand++;
  while (i > 0 && race.candScore[i - 1]! < score) {
    race.candScore[i] = race.candScore[i - 1]!;
    race.candNode[i] = race.candNode[i - 1]!;
    race.candRoads[i] = race.candRoads[i - 1]!;
    i--;
  }
  race.candScore[i] = score;
  race.candNode[i] = node;
  race.candRoads[i] = roads;
}

/** The best candidates that are not next to each other (the distance rule), as the race's sites. */
function pickSites(game: Game): void {
  const nn = game.board.nodeNodes;
  race.nSites = 0;
  for (let i = 0; i < race.nCand && race.nSites < MAX_SITES; i++) {
    const node = race.candNode[i]!;
    let clash = false;
    for (let j = 0; j < i && !clash; j++) {
      const other = race.candNode[j]!;
      if (other < 0) continue;
      for (let k = 0; k < 3; k++) if (nn[node * 3 + k] === other) clash = true;
    }
    if (clash) {
      race.candNode[i] = -1;
      continue;
    }
    const k = race.nSites++;
    race.sitePips.fill(0, k * NUM_RESOURCES, (k + 1) * NUM_RESOURCES);
    addNodePipsAt(game, node, race.sitePips, k * NUM_RESOURCES);
    race.siteRoads[k] = race.candRoads[i]!;
    race.siteScore[k] = race.candScore[i]!;
  }
}

function addNodePipsAt(game: Game, node: number, out: Float64Array, at: number): void {
  const b = game.board;
  for (let k = 0; k < 3; k++) {
    const hx = b.nodeHexes[node * 3 + k]!;
    if (hx < 0) continue;
    const r = hexResource(game, hx);
    if (r >= 0) out[at + r]! += DICE_WAYS[b.hexToken[hx]!]!;
  }
}

/** Whether hand h can pay `need` after trading surplus at ctx rates; pays it if `pay`. */
function racePay(h: Float64Array, need: Float64Array, pay: boolean): boolean {
  let missing = 0;
  let trades = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = need[r]! - h[r]!;
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / ctx.rate[r]!);
  }
  if (missing > trades) return false;
  if (!pay) return true;
  for (let r = 0; r < NUM_RESOURCES; r++) h[r] = h[r]! - need[r]!;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    while (h[r]! < -1e-9) {
      // Trade from the largest surplus (in trades).
      let from = -1;
      let most = 0;
      for (let x = 0; x < NUM_RESOURCES; x++) {
        const sx = h[x]! / ctx.rate[x]!;
        if (x !== r && sx >= 1 - 1e-9 && sx > most) {
          most = sx;
          from = x;
        }
      }
      if (from < 0) break;
      h[from] = h[from]! - ctx.rate[from]!;
      h[r] = h[r]! + 1;
    }
  }
  return true;
}

function setNeed(cost: Int8Array, roads: number): void {
  for (let r = 0; r < NUM_RESOURCES; r++) race.need[r] = cost[r]! + roads * COST_ROAD[r]!;
}

const RACE_MAX_ROLLS = 160;

/**
 * Rolls until the seat reaches the target VP in a fluid model: every roll adds its expected
 * production to the hand; whenever it can pay (trading surplus at its rates) it upgrades its best
 * settlement, or settles its best site (with the roads to it), or, with neither left, buys a
 * development card worth raceDevVp.
 */
function raceRolls(st: GameState, seat: number, W: ValueWeights, hand: ArrayLike<number>): number {
  const { game, s } = st;
  const L = game.layout;
  return raceCore(
    W,
    hand,
    ownVpOf(s, L, seat),
    game.options.targetVp,
    s[L.settlementsLeft + seat]!,
    s[L.citiesLeft + seat]!,
    s[L.roadsLeft + seat]!,
    s[DECK_COUNT]!,
  );
}

function raceCore(W: ValueWeights, hand: ArrayLike<number>, vp: number, target: number, sLeft: number, cLeft: number, rLeft: number, deck: number): number {
  const h = race.h;
  const p = race.p;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    h[r] = hand[r]!;
    p[r] = ctx.pips[r]! / 36;
  }
  race.siteUsed.fill(0);
  race.townUsed.fill(0);
  let nTowns = race.nTowns;
  const rv = W.resourceValue;
  let rolls = 0;
  for (;;) {
    if (vp >= target) return rolls;
    // City on the best settlement.
    let town = -1;
    if (cLeft > 0) {
      let bestG = -1;
      for (let k = 0; k < nTowns; k++) {
        if (race.townUsed[k]) continue;
        let g = 0;
        for (let r = 0; r < NUM_RESOURCES; r++) g += race.townPips[k * NUM_RESOURCES + r]! * rv[r]!;
        if (g > bestG) {
          bestG = g;
          town = k;
        }
      }
      if (town >= 0) {
        setNeed(COST_CITY, 0);
        if (racePay(h, race.need, true)) {
          race.townUsed[town] = 1;
          for (let r = 0; r < NUM_RESOURCES; r++) p[r]! += race.townPips[town * NUM_RESOURCES + r]! / 36;
          vp++;
          cLeft--;
          sLeft++;
          continue;
        }
      }
    }
    // Settlement on the best site left.
    let site = -1;
    if (sLeft > 0) {
      for (let k = 0; k < race.nSites; k++) {
        if (!race.siteUsed[k] && race.siteRoads[k]! <= rLeft) {
          site = k;
          break;
        }
      }
      if (site >= 0) {
        setNeed(COST_SETTLEMENT, race.siteRoads[site]!);
        if (racePay(h, race.need, true)) {
          race.siteUsed[site] = 1;
          for (let r = 0; r < NUM_RESOURCES; r++) p[r]! += race.sitePips[site * NUM_RESOURCES + r]! / 36;
          rLeft -= race.siteRoads[site]!;
          if (nTowns < MAX_TOWNS) {
            for (let r = 0; r < NUM_RESOURCES; r++) race.townPips[nTowns * NUM_RESOURCES + r] = race.sitePips[site * NUM_RESOURCES + r]!;
            race.townUsed[nTowns] = 0;
            nTowns++;
          }
          vp++;
          sLeft--;
          continue;
        }
      }
    }
    // With nothing else to build, development cards.
    const dev = town < 0 && site < 0 && deck > 0;
    if (dev) {
      setNeed(COST_DEV, 0);
      if (racePay(h, race.need, true)) {
        vp += W.raceDevVp;
        deck--;
        continue;
      }
    }
    // Nothing affordable: jump to the first roll at which something is.
    const left = RACE_MAX_ROLLS - rolls;
    if (left <= 0) break;
    let dt = Infinity;
    if (town >= 0) {
      setNeed(COST_CITY, 0);
      dt = Math.min(dt, rollsUntil(left));
    }
    if (site >= 0) {
      setNeed(COST_SETTLEMENT, race.siteRoads[site]!);
      dt = Math.min(dt, rollsUntil(left));
    }
    if (dev) {
      setNeed(COST_DEV, 0);
      dt = Math.min(dt, rollsUntil(left));
    }
    if (dt === Infinity) break;
    for (let r = 0; r < NUM_RESOURCES; r++) h[r]! += dt * p[r]!;
    rolls += dt;
  }
  return RACE_MAX_ROLLS + (target - vp) * 20;
}

/** Whether hand h + t x production p can pay race.need (trading surplus at the ctx rates). */
function payableAfter(t: number): boolean {
  const h = race.h;
  const p = race.p;
  const need = race.need;
  let missing = 0;
  let trades = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = need[r]! - (h[r]! + t * p[r]!);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / ctx.rate[r]!);
  }
  return missing <= trades;
}

/** The fewest rolls (1..max) after which race.need is payable, or Infinity. */
function rollsUntil(max: number): number {
  if (!payableAfter(max)) return Infinity;
  let lo = 1;
  let hi = max;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (payableAfter(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// ---------------------------------------------------------------- set-up by the race estimate

export interface SetupOptions {
  /** First settlement: candidates (best by site score) to score by the race. */
  firstCandidates: number;
  /** Second settlements tried for each first candidate / for the second placement. */
  secondCandidates: number;
  /** How the opponents pick between this seat's placements: 'pips' (most pips) or 'score' (site score). */
  opponents: 'pips' | 'score';
  /** Steps (graph distance) from the settlements within which later sites count. */
  siteSteps: number;
}
export const DEFAULT_SETUP: Readonly<SetupOptions> = Object.freeze({ firstCandidates: 12, secondCandidates: 6, opponents: 'pips', siteSteps: 3 });

let setupBlocked = new Int8Array(0);
let setupSaved = new Int8Array(0);
let setupAfter = new Int8Array(0);
let setupDist = new Int8Array(0);
let setupQueue = new Int32Array(0);
const setupNodes = new Int32Array(8);
const setupHand = new Float64Array(NUM_RESOURCES);
const setupPips = new Float64Array(NUM_RESOURCES);
const CAND_MAX = 64;
const firstCand = new Int32Array(CAND_MAX);
const firstScore = new Float64Array(CAND_MAX);
const secondCand = new Int32Array(CAND_MAX);
const secondScore = new Float64Array(CAND_MAX);

function ensureSetupScratch(n: number): void {
  if (setupBlocked.length < n) {
    setupBlocked = new Int8Array(n);
    setupSaved = new Int8Array(n);
    setupAfter = new Int8Array(n);
    setupDist = new Int8Array(n);
    setupQueue = new Int32Array(n);
  }
}

/** Marks `node` and its neighbours as unavailable in setupBlocked. */
function blockAround(game: Game, node: number): void {
  setupBlocked[node] = 1;
  const nn = game.board.nodeNodes;
  for (let k = 0; k < 3; k++) {
    const m = nn[node * 3 + k]!;
    if (m >= 0) setupBlocked[m] = 1;
  }
}

/** Keeps the best `max` (node, score) pairs in (nodes, scores), best first; returns the new count. */
function insertTop(nodes: Int32Array, scores: Float64Array, n: number, max: number, node: number, score: number): number {
  let j: number;
  if (n < max) j = n++;
  else if (score > scores[max - 1]!) j = max - 1;
  else return n;
  while (j > 0 && scores[j - 1]! < score) {
    scores[j] = scores[j - 1]!;
    nodes[j] = nodes[j - 1]!;
    j--;
  }
  scores[j] = score;
  nodes[j] = node;
  return n;
}

/** The resources a second set-up settlement on `node` collects, into setupHand. */
function startingHand(game: Game, node: number): void {
  const b = game.board;
  setupHand.fill(0);
  for (let k = 0; k < 3; k++) {
    const hx = b.nodeHexes[node * 3 + k]!;
    if (hx < 0) continue;
    const r = hexResource(game, hx);
    if (r >= 0) setupHand[r]!++;
  }
}

/**
 * Race estimate (rolls to the target) for a seat holding settlements on setupNodes[0..n) and
 * starting from `hand`, with settlement sites the free nodes 2..siteSteps steps from them
 * (setupBlocked marks what is taken). Fills ctx and race as boardValue would.
 */
function setupRace(st: GameState, n: number, W: ValueWeights, hand: ArrayLike<number>, siteSteps: number): number {
  const game = st.game;
  const b = game.board;
  const robber = st.s[ROBBER]!;
  const pips = ctx.pips;
  pips.fill(0);
  let harbors = 0;
  race.nTowns = 0;
  for (let i = 0; i < n; i++) {
    const node = setupNodes[i]!;
    addNodePips(game, node, pips, 1, robber);
    const kind = b.nodeHarbor[node]!;
    if (kind >= 0) harbors |= 1 << kind;
    race.townPips.fill(0, race.nTowns * NUM_RESOURCES, (race.nTowns + 1) * NUM_RESOURCES);
    addNodePipsAt(game, node, race.townPips, race.nTowns * NUM_RESOURCES);
    race.nTowns++;
  }
  ctx.total = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) ctx.total += pips[r]!;
  for (let r = 0; r < NUM_RESOURCES; r++) ctx.rate[r] = (harbors & (1 << r)) !== 0 ? 2 : Math.min((harbors & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4, W.raceRate);
  // Sites: free nodes 2..siteSteps steps away (one road fewer, the set-up road being free).
  setupDist.fill(-1, 0, b.numNodes);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    setupDist[setupNodes[i]!] = 0;
    setupQueue[tail++] = setupNodes[i]!;
  }
  race.nCand = 0;
  while (head < tail) {
    const u = setupQueue[head++]!;
    const d = setupDist[u]!;
    if (d >= siteSteps) continue;
    for (let k = 0; k < 3; k++) {
      const v = b.nodeNodes[u * 3 + k]!;
      if (v < 0 || setupDist[v] !== -1) continue;
      setupDist[v] = d + 1;
      setupQueue[tail++] = v;
      if (d + 1 >= 2 && !setupBlocked[v]) addCandidate(v, siteScore(game, v, pips, harbors) - 3 * d, d);
    }
  }
  pickSites(game);
  const sup = game.supply;
  return raceCore(W, hand, n, game.options.targetVp, sup.settlements - n, sup.cities, sup.roads - n, st.s[DECK_COUNT]!);
}

/**
 * Set-up settlement by the race estimate. The first settlement is scored with the best second
 * one still likely free after the opponents' picks in between; the second with the sites it opens.
 */
export function raceSetupSettlement(
  st: GameState,
  seat: number,
  legal: Int32Array,
  count: number,
  weights?: Partial<ValueWeights>,
  options: Partial<SetupOptions> = DEFAULT_SETUP,
): number {
  const W = resolveValueWeights(weights);
  const o = options === DEFAULT_SETUP ? DEFAULT_SETUP : { ...DEFAULT_SETUP, ...options };
  const game = st.game;
  const b = game.board;
  const L = game.layout;
  const s = st.s;
  const N = b.numNodes;
  const robber = s[ROBBER]!;
  ensureSetupScratch(N);
  let own = 0;
  for (let node = 0; node < N && own < 4; node++) if (ownsSettlementAt(st, seat, node)) setupNodes[own++] = node;
  for (let node = 0; node < N; node++) setupSaved[node] = (s[L.blocked + (node >>> 5)]! & (1 << (node & 31))) !== 0 ? 1 : 0;
  productionPips(st, seat, setupPips);
  const harbors = s[L.harbors + seat]!;
  const max = Math.min(CAND_MAX, own === 0 ? o.firstCandidates : o.secondCandidates);
  let nc = 0;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const node = a & 0xfffff;
    nc = insertTop(firstCand, firstScore, nc, max, node, siteScore(game, node, setupPips, harbors));
  }
  let best = -1;
  let bestRolls = Infinity;
  const P = game.seats;
  for (let c = 0; c < nc; c++) {
    const node = firstCand[c]!;
    setupBlocked.set(setupSaved);
    blockAround(game, node);
    let rolls = Infinity;
    if (own > 0) {
      setupNodes[own] = node;
      startingHand(game, node);
      rolls = setupRace(st, own + 1, W, setupHand, o.siteSteps);
    } else {
      // The opponents place between this seat's two settlements (snake order).
      const between = 2 * (P - 1 - seat);
      for (let k = 0; k < between; k++) {
        let bn = -1;
        let bs = -Infinity;
        for (let m = 0; m < N; m++) {
          if (setupBlocked[m]) continue;
          const sc = o.opponents === 'pips' ? nodePips(game, m, robber) : siteScore(game, m, zeroPips, 0);
          if (sc > bs) {
            bs = sc;
            bn = m;
          }
        }
        if (bn < 0) break;
        blockAround(game, bn);
      }
      // Then its own best second settlement among the likeliest.
      setupPips.fill(0);
      addNodePips(game, node, setupPips, 1);
      const nodeHarbors = b.nodeHarbor[node]! >= 0 ? 1 << b.nodeHarbor[node]! : 0;
      let n2 = 0;
      for (let m = 0; m < N; m++) {
        if (setupBlocked[m]) continue;
        n2 = insertTop(secondCand, secondScore, n2, Math.min(CAND_MAX, o.secondCandidates), m, siteScore(game, m, setupPips, nodeHarbors));
      }
      setupNodes[0] = node;
      setupAfter.set(setupBlocked);
      for (let j = 0; j < n2; j++) {
        const m = secondCand[j]!;
        setupBlocked.set(setupAfter);
        blockAround(game, m);
        setupNodes[1] = m;
        startingHand(game, m);
        const r2 = setupRace(st, 2, W, setupHand, o.siteSteps);
        if (r2 < rolls) rolls = r2;
      }
    }
    if (rolls < bestRolls) {
      bestRolls = rolls;
      best = node;
    }
  }
  return best >= 0 ? (A_SETTLEMENT << ARG_BITS) | best : setupSettlement(st, seat, legal, count);
}

const zeroPips = new Float64Array(NUM_RESOURCES);

function ownsSettlementAt(st: GameState, seat: number, node: number): boolean {
  const L = st.game.layout;
  return (st.s[L.settle + seat * L.nodeWords + (node >>> 5)]! & (1 << (node & 31))) !== 0;
}

/**
 * The hand's part of the evaluation; `hand` overrides the seat's cards (for trade offers).
 * Uses what boardValue left in ctx for the same position.
 */
function handValue(st: GameState, seat: number, W: ValueWeights, hand: Int32Array | null): number {
  const { game, s } = st;
  const L = game.layout;
  let h: ArrayLike<number>;
  let n = 0;
  if (hand) {
    h = hand;
    for (let r = 0; r < NUM_RESOURCES; r++) n += hand[r]!;
  } else {
    for (let r = 0; r < NUM_RESOURCES; r++) handBuf[r] = s[L.hand + seat * NUM_RESOURCES + r]!;
    h = handBuf;
    n = s[L.handTotal + seat]!;
  }
  const limit = game.options.discardLimit;
  let v = W.card * Math.min(n, limit);
  // The plan: the best build counts fully, the others by planOthers.
  const g = W.planDiscount;
  let top = 0;
  let all = 0;
  if (ctx.cityGain >= 0) {
    const x = (W.vp + W.production * ctx.cityGain) * Math.pow(g, rollsFor(COST_CITY, 0, h));
    all += x;
    if (x > top) top = x;
  }
  if (s[L.settlementsLeft + seat]! > 0) {
    let x = 0;
    const roadsOwned = s[L.roadsLeft + seat]!;
    for (let d = 0; d <= 2 && d <= roadsOwned; d++) {
      const sc = ctx.siteBest[d]!;
      if (sc <= 0) continue;
      const y = (W.vp + W.production * sc) * Math.pow(g, rollsFor(COST_SETTLEMENT, d, h));
      if (y > x) x = y;
    }
    all += x;
    if (x > top) top = x;
  }
  if (s[DECK_COUNT]! > 0) {
    const x = W.devValue * Math.pow(g, rollsFor(COST_DEV, 0, h));
    all += x;
    if (x > top) top = x;
  }
  const rest = all - top;
  v += W.plan * (top + W.planOthers * rest);
  if (W.tempo !== 0) v -= W.tempo * raceRolls(st, seat, W, h);
  if (n > limit) v -= W.discardRisk * (n >> 1);
  return v;
}

// ---------------------------------------------------------------- search

const MAX_DEPTH = 4;

interface Buffers {
  game: Game;
  clones: GameState[];
  legal: Int32Array[];
  values: Int32Array[];
  weights: Int32Array[];
}

function makeBuffers(game: Game): Buffers {
  const size = game.layout.size;
  const m = maxActions(game);
  const clones: GameState[] = [];
  const legal: Int32Array[] = [];
  const values: Int32Array[] = [];
  const weights: Int32Array[] = [];
  for (let d = 0; d <= MAX_DEPTH; d++) {
    clones.push({ game, s: new Int32Array(size) });
    legal.push(new Int32Array(m));
    values.push(new Int32Array(64));
    weights.push(new Int32Array(64));
  }
  return { game, clones, legal, values, weights };
}

/**
 * Chance outcomes of `a` as the seat can estimate them: the engine's own when the state shows
 * them; otherwise (a view) a development card over the cards the seat has not seen, and a steal
 * over what the opponents hold between them.
 */
function outcomesFor(st: GameState, seat: number, a: number, values: Int32Array, weights: Int32Array): number {
  const n = chanceOutcomes(st, a, values, weights);
  if (n > 0) return n;
  const kind = a >>> ARG_BITS;
  const { game, s } = st;
  const L = game.layout;
  let m = 0;
  if (kind === A_BUY_DEV) {
    for (let k = 0; k < NUM_DEV_TYPES; k++) {
      const unseen = game.supply.devDeck[k]! - s[PLAYED + k]! - s[L.dev + seat * NUM_DEV_TYPES + k]! - s[L.devNew + seat * NUM_DEV_TYPES + k]!;
      if (unseen > 0) {
        values[m] = k;
        weights[m++] = unseen;
      }
    }
  } else if (kind === A_FORCED_TRADE) {
    // Catan for Two: two cards from the opponent's hidden hand, estimated from what it can hold.
    const o = 1 - seat;
    const one = s[L.handTotal + o]! < 2;
    for (let r1 = 0; r1 < NUM_RESOURCES; r1++) {
      const h1 = opponentsHolding(st, seat, r1);
      if (h1 <= 0) continue;
      if (one) {
        values[m] = r1 * 6 + 5;
        weights[m++] = h1;
        continue;
      }
      for (let r2 = 0; r2 < NUM_RESOURCES; r2++) {
        const h2 = opponentsHolding(st, seat, r2) - (r1 === r2 ? 1 : 0);
        if (h2 <= 0) continue;
        values[m] = r1 * 6 + r2;
        weights[m++] = h1 * h2;
      }
    }
  } else if (kind === A_ROBBER) {
    const victim = (a & 7) - 1;
    if (victim >= 0 && s[L.handTotal + victim]! > 0) {
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const held = opponentsHolding(st, seat, r);
        if (held > 0) {
          values[m] = r;
          weights[m++] = held;
        }
      }
    }
  }
  return m;
}

class Searcher {
  W: ValueWeights;
  greedyRobber: boolean;
  buf: Buffers | null = null;
  constructor(W: ValueWeights, greedyRobber: boolean) {
    this.W = W;
    this.greedyRobber = greedyRobber;
  }

  buffers(game: Game): Buffers {
    if (!this.buf || this.buf.game !== game) this.buf = makeBuffers(game);
    return this.buf;
  }

  /** Expected value of playing `a` in `st` (depth = buffer level to use). */
  q(st: GameState, seat: number, a: number, depth: number): number {
    const B = this.buffers(st.game);
    const child = B.clones[depth]!;
    const kind = a >>> ARG_BITS;
    const n = outcomesFor(st, seat, a, B.values[depth]!, B.weights[depth]!);
    if (n === 0) {
      if (kind === A_BUY_DEV) return -Infinity;
      copyState(child, st);
      applyWithOutcome(child, a, NO_OUTCOME);
      if (kind === A_MONOPOLY) this.fixMonopoly(st, child, seat, a & 0xfffff);
      let v = this.follow(child, seat, depth + 1);
      if (kind === A_MARITIME && depth + 1 < MAX_DEPTH) v = Math.max(v, this.bestBuild(child, seat, depth + 1));
      return v;
    }
    const values = B.values[depth]!;
    const weights = B.weights[depth]!;
    let total = 0;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      copyState(child, st);
      applyWithOutcome(child, a, values[i]!);
      sum += weights[i]! * this.follow(child, seat, depth + 1);
      total += weights[i]!;
    }
    return sum / total;
  }

  /** A view shows no opponent's cards, so Monopoly took nothing there: credit what they hold. */
  fixMonopoly(before: GameState, after: GameState, seat: number, r: number): void {
    const L = before.game.layout;
    const got = after.s[L.hand + seat * NUM_RESOURCES + r]! - before.s[L.hand + seat * NUM_RESOURCES + r]!;
    const held = opponentsHolding(before, seat, r);
    if (got < held) {
      after.s[L.hand + seat * NUM_RESOURCES + r]! += held - got;
      after.s[L.handTotal + seat]! += held - got;
    }
  }

  /** Value of a position, following the seat's own forced sub-decisions (robber, free roads). */
  follow(st: GameState, seat: number, depth: number): number {
    const s = st.s;
    const phase = s[PHASE]!;
    if (depth < MAX_DEPTH && s[CUR] === seat && (phase === PH_MOVE_ROBBER || phase === PH_ROAD_BUILDING || phase === PH_FORCED_GIVE)) {
      const B = this.buffers(st.game);
      const legal = B.legal[depth]!;
      const n = legalActions(st, legal);
      // The robber goes where the greedy rule puts it (against the leader).
      if (phase === PH_MOVE_ROBBER && this.greedyRobber && n > 0) return this.q(st, seat, robberMove(st, seat, legal, n), depth);
      let best = -Infinity;
      for (let i = 0; i < n; i++) {
        const v = this.q(st, seat, legal[i]!, depth);
        if (v > best) best = v;
      }
      if (best > -Infinity) return best;
    }
    return boardValue(st, seat, this.W) + handValue(st, seat, this.W, null);
  }

  /** The best city, settlement or development card legal in `st` (after a trade), or -Infinity. */
  bestBuild(st: GameState, seat: number, depth: number): number {
    const B = this.buffers(st.game);
    const legal = B.legal[depth]!;
    const n = legalActions(st, legal);
    let best = -Infinity;
    for (let i = 0; i < n; i++) {
      const a = legal[i]!;
      const k = a >>> ARG_BITS;
      if (k !== A_CITY && k !== A_SETTLEMENT && k !== A_BUY_DEV) continue;
      const v = this.q(st, seat, a, depth);
      if (v > best) best = v;
    }
    return best;
  }
}

// ---------------------------------------------------------------- the bot

export interface ValueOptions {
  weights?: Partial<ValueWeights>;
  /** Domestic offers per turn (default 1). */
  offers?: number;
  /** Accept an offer when it raises the evaluation by more than this (default 0.1). */
  acceptMargin?: number;
  /** Decline offers from a seat this many public VP ahead of it or more (default 1). */
  declineAhead?: number;
  /** Make an offer when its expected gain exceeds this (default 0.05). */
  offerMargin?: number;
  /** Set-up settlements: 'race' (the race estimate, default) or 'greedy' (the greedy bot's rule). */
  setup?: 'race' | 'greedy';
  /** Robber and discards: 'greedy' (the greedy bot's rules, default) or 'search' (one-ply). */
  robber?: 'greedy' | 'search';
}

function optNumber(o: Record<string, unknown>, key: string, fallback: number, integer = false): number {
  const v = o[key] ?? fallback;
  if (typeof v !== 'number' || !Number.isFinite(v) || (integer && (!Number.isInteger(v) || v < 0))) {
    throw new Error(`value bot: option ${key} must be ${integer ? 'an integer >= 0' : 'a finite number'}, got ${JSON.stringify(v)}`);
  }
  return v;
}
function optChoice<T extends string>(o: Record<string, unknown>, key: string, choices: readonly T[]): T {
  const v = o[key] ?? choices[0];
  if (!choices.includes(v as T)) throw new Error(`value bot: option ${key} must be one of ${choices.join(', ')}, got ${JSON.stringify(v)}`);
  return v as T;
}

export function createValueBot(options: Record<string, unknown> | ValueOptions = {}): Bot {
  const o = options as Record<string, unknown>;
  const W = resolveValueWeights(o.weights ? { ...(o.weights as Partial<ValueWeights>) } : undefined);
  const maxOffers = optNumber(o, 'offers', 1, true);
  const acceptMargin = optNumber(o, 'acceptMargin', 0.1);
  const declineAhead = optNumber(o, 'declineAhead', 1);
  const offerMargin = optNumber(o, 'offerMargin', 0.05);
  const raceSetup = optChoice(o, 'setup', ['race', 'greedy'] as const) === 'race';
  const greedyRobber = optChoice(o, 'robber', ['greedy', 'search'] as const) === 'greedy';
  const search = new Searcher(W, greedyRobber);
  const hyp = new Int32Array(NUM_RESOURCES);

  /** Value of the current position with the seat's hand replaced by `hyp`, minus its value now. */
  function handGain(st: GameState, seat: number, base: number): number {
    return handValue(st, seat, W, hyp) - base;
  }

  /** Responding to an offer, or confirming its own: by the hand the trade leaves. */
  function trade(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const s = st.s;
    const L = st.game.layout;
    boardValue(st, seat, W);
    const base = handValue(st, seat, W, null);
    const offer = s[OFFER]!;
    const offerer = s[TURN_PLAYER]!;
    const give = offerGive(offer);
    const get = offerGet(offer);
    const responding = s[PHASE] === PH_TRADE_RESPONSE;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const inn = (responding ? give : get) >>> (2 * r);
      const out = (responding ? get : give) >>> (2 * r);
      hyp[r] = s[L.hand + seat * NUM_RESOURCES + r]! + (inn & 3) - (out & 3);
    }
    const gain = handGain(st, seat, base);
    const near = st.game.options.targetVp - 2;
    if (responding) {
      const accept = A_ACCEPT << ARG_BITS;
      const theirs = s[L.publicVp + offerer]!;
      if (gain > acceptMargin && theirs < near && theirs - s[L.publicVp + seat]! < declineAhead && contains(legal, count, accept)) return accept;
      return A_DECLINE << ARG_BITS;
    }
    // Confirm with the acceptor with the fewest public VP, unless it is near winning.
    let best = -1;
    let bestVp = Infinity;
    const mask = s[ACCEPT_MASK]!;
    for (let q = 0; q < L.players; q++) {
      if ((mask & (1 << q)) === 0) continue;
      if (s[L.publicVp + q]! < bestVp) {
        bestVp = s[L.publicVp + q]!;
        best = q;
      }
    }
    if (best >= 0 && gain > 0 && bestVp < near) {
      const a = (A_CONFIRM << ARG_BITS) | best;
      if (contains(legal, count, a)) return a;
    }
    return A_CANCEL << ARG_BITS;
  }

  /**
   * The domestic offer with the best expected gain: the hand's gain times a rough chance that
   * someone accepts (the share of the asked cards the opponents hold between them), or -1.
   * Offers ask for at most two cards and never more than one card more than they give.
   */
  function bestOffer(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const s = st.s;
    const L = st.game.layout;
    boardValue(st, seat, W);
    const base = handValue(st, seat, W, null);
    let best = -1;
    let bestGain = offerMargin;
    for (let i = 0; i < count; i++) {
      const a = legal[i]!;
      if (a >>> ARG_BITS !== A_OFFER) continue;
      const arg = a & 0xfffff;
      const give = offerGive(arg);
      const get = offerGet(arg);
      let nGive = 0;
      let nGet = 0;
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const g = (give >>> (2 * r)) & 3;
        const x = (get >>> (2 * r)) & 3;
        nGive += g;
        nGet += x;
        hyp[r] = s[L.hand + seat * NUM_RESOURCES + r]! + x - g;
      }
      if (nGet > 2 || nGive > nGet + 1 || nGet > nGive + 1) continue;
      let chance = 1;
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const x = (get >>> (2 * r)) & 3;
        if (x > 0) chance *= Math.min(1, opponentsHolding(st, seat, r) / (3 * x));
      }
      const gain = handGain(st, seat, base) * chance;
      if (gain > bestGain) {
        bestGain = gain;
        best = a;
      }
    }
    return best;
  }

  return {
    name: 'value',
    decide(view, legal, count, _rng) {
      const st = view.state;
      const seat = view.seat;
      const s = st.s;
      const phase = s[PHASE]!;
      switch (phase) {
        case PH_SETUP_SETTLEMENT:
          return raceSetup ? raceSetupSettlement(st, seat, legal, count, W) : setupSettlement(st, seat, legal, count);
        case PH_SETUP_ROAD:
          return setupRoad(st, seat, legal, count);
        case PH_TRADE_RESPONSE:
        case PH_TRADE_CONFIRM:
          return trade(st, seat, legal, count);
        case PH_MOVE_ROBBER:
          if (greedyRobber) return robberMove(st, seat, legal, count);
          break;
        case PH_NEUTRAL_BUILD:
          // The neutral piece barely moves the seat's own value: place it to block the opponent.
          return neutralBuild(st, seat, legal, count);
        case PH_DISCARD:
          if (greedyRobber) return discardCard(st, seat, legal, count);
          break;
      }
      // One ply: every legal action but the offers, by its (expected) value.
      let bestA = legal[0]!;
      let bestQ = -Infinity;
      for (let i = 0; i < count; i++) {
        const a = legal[i]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_OFFER) continue;
        // Rolling is inevitable: score it as the position now, the baseline for pre-roll plays.
        const v = kind === A_ROLL ? search.follow(st, seat, MAX_DEPTH) : search.q(st, seat, a, 0);
        if (v > bestQ) {
          bestQ = v;
          bestA = a;
        }
      }
      // Nothing on the board helps: try a domestic offer.
      if (phase === PH_MAIN && bestA >>> ARG_BITS === A_END_TURN && s[OFFERS_MADE]! < maxOffers) {
        const offer = bestOffer(st, seat, legal, count);
        if (offer >= 0) return offer;
      }
      return bestA;
    },
  };
}

function contains(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}

