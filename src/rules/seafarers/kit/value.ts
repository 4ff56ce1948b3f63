// The board part of the evaluation on a Seafarers board, in place of the base game's production
// and expansion terms: production with gold fields (at goldValue a pip, and spread over the
// resources for the hand's plan and the race) and discovered fog hexes; harbors as in the base
// game; settlement sites reached by roads or by ships (a piece each, whichever is shorter), the
// special victory points a site earns, and a voyage term: the best site within voyageRange
// pieces, worth its VP and production discounted per piece still to build, so that a ship toward
// a foreign island raises the value before the settlement does. Fills ctx and the race's
// candidates as the base terms do. W holds the value bot's own weights, K the kit's (weights.ts).

import { HARBOR_GENERIC, KNIGHT, NUM_DEV_TYPES, NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { SITE_NEW_RESOURCE, SITE_RESOURCE_VALUE } from '../../../bots/greedy/index.js';
import { DICE_WAYS } from '../../../bots/features.js';
import { WONDER_LEVELS, makeObjectives, pirateRoute, seaObjectives, wonderClaimable, wonderCost, wonderCount, wonderOf } from './objectives.js';
import { GOLD_SLOT, addSeaNodePips, chitPoints, faceDownAt, fogWorth, shipFree, seaDistances, seaProductionPips, seaRoadDist, seaShipDist, seaSiteScore, settleable, type Sea } from './sea.js';
import { ctx } from '../../../bots/value/context.js';
import { addCandidate, pickSites, race } from '../../../bots/value/race.js';
import type { ValueWeights } from '../../../bots/value/weights.js';
import type { SeaWeights } from './weights.js';

/** Share of the gold pips each resource counts for in the hand's plan and the race (gold pays what is missing). */
export const GOLD_SHARE = 0.4;

const prod6 = new Float64Array(NUM_RESOURCES + 1);

/** Production, harbors and sites on a Seafarers board (see the file's head); fills ctx. */
export function seaBoardTerms(st: GameState, sea: Sea, seat: number, W: ValueWeights, K: SeaWeights): number {
  const { game, s } = st;
  const L = game.layout;
  let v = 0;
  const total = seaProductionPips(st, sea, seat, prod6);
  const gold = prod6[GOLD_SLOT]!;
  const pips = ctx.pips;
  let prod = 0;
  let div = 0;
  const rv = W.resourceValue;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const p = prod6[r]!;
    pips[r] = p;
    if (p > 0) {
      prod += p * rv[r]!;
      div++;
    }
  }
  if (gold > 0) {
    prod += gold * K.goldValue;
    if (div < NUM_RESOURCES) div++;
  }
  v += W.production * prod + W.diversity * div;
  const harbors = s[L.harbors + seat]!;
  for (let r = 0; r < NUM_RESOURCES; r++) ctx.rate[r] = (harbors & (1 << r)) !== 0 ? 2 : Math.min((harbors & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4, W.raceRate);
  if (harbors !== 0) {
    for (let r = 0; r < NUM_RESOURCES; r++) if ((harbors & (1 << r)) !== 0) v += W.harbor2 * pips[r]!;
    if ((harbors & (1 << HARBOR_GENERIC)) !== 0) v += W.harbor3 * total;
  }
  // The hand's plan and the race see gold as a share of every resource.
  if (gold > 0) for (let r = 0; r < NUM_RESOURCES; r++) pips[r]! += GOLD_SHARE * gold;
  ctx.total = total;

  const best = ctx.siteBest;
  best.fill(0);
  ctx.siteVal.fill(0);
  ctx.siteShip.fill(0);
  ctx.sites0 = 0;
  if (s[L.settlementsLeft + seat]! > 0) {
    const roadsLeft = s[L.roadsLeft + seat]!;
    const shipsLeft = s[sea.F.shipsLeft + seat]!;
    // Roads as far as the base game looks; ships as far as the voyage term does.
    const roadRange = W.tempo !== 0 ? Math.max(2, W.raceRoads) : 2;
    seaDistances(st, sea, seat, Math.min(roadRange, roadsLeft), Math.min(Math.max(2, K.voyageRange), shipsLeft));
    const rd = seaRoadDist();
    const sd = seaShipDist();
    let n0 = 0;
    let voyage = 0;
    race.nCand = 0;
    nCand = 0;
    const fog = game.board.hiddenHexes.length > 0 ? W.vp * fogWorth(sea, s) : 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      const r = rd[node]!;
      const sh = sd[node]!;
      if (r < 0 && sh < 0) continue;
      if (fog > 0 && faceDownAt(st, sea, node)) {
        // A fog hex to turn over: its card and the land it may hide, as a far site.
        const d = r < 0 ? sh : sh < 0 ? r : Math.min(r, sh);
        const far = fog * Math.pow(K.voyageDiscount, d);
        if (far > voyage) voyage = far;
      }
      if (!settleable(st, sea, node)) continue;
      const ship = r < 0 || (sh >= 0 && sh < r);
      const d = ship ? sh : r;
      const sc = seaSiteScore(st, sea, node, prod6, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE);
      const worth = W.vp * (1 + chitPoints(st, sea, seat, node)) + W.production * sc;
      if (d === 0) n0++;
      if (d <= 2) {
        if (sc > best[d]!) best[d] = sc;
        if (worth > ctx.siteVal[d]!) {
          ctx.siteVal[d] = worth;
          ctx.siteShip[d] = ship ? 1 : 0;
        }
      }
      const far = worth * Math.pow(K.voyageDiscount, d);
      if (far > voyage) voyage = far;
      if (W.tempo !== 0 && (ship || d <= roadRange) && nCand < candNode.length) {
        candNode[nCand] = node;
        candScore[nCand] = sc - 3 * d;
        candD[nCand] = d;
        candShip[nCand] = ship ? 1 : 0;
        candChit[nCand] = chitPoints(st, sea, seat, node);
        nCand++;
      }
    }
    if (W.tempo !== 0) raceCandidates(st, sea);
    ctx.sites0 = n0;
    v += W.site * best[0]! + W.siteCount * Math.min(Math.max(n0 - 1, 0), 3) + W.site1 * best[1]! + W.site2 * best[2]!;
    v += K.voyage * voyage;
  }
  return v + scenarioTerms(st, sea, seat, W, K);
}

const objectives = makeObjectives();

/**
 * Cloth for Catan: the odd cloth (half a VP; pairs are in the public VP already) and the villages
 * it trades with, each worth the cloth its number should still bring (as a village's objective
 * worth, objectives.ts, without the first cloth).
 */
function clothTerms(st: GameState, sea: Sea, seat: number, W: ValueWeights): number {
  const f = st.game.layout.fields;
  const links = f['cloth.links'];
  if (links === undefined) return 0;
  const s = st.s;
  let v = W.vp * 0.5 * (s[f['cloth.cloth']! + seat]! & 1);
  const mine = s[links + seat]!;
  let i = 0;
  for (const m of sea.T.marks) {
    if (m.kind !== 'village') continue;
    const left = s[f['cloth.pile']! + i]!;
    if ((mine & (1 << i)) !== 0 && left > 0) v += W.vp * 0.3 * Math.min(left, DICE_WAYS[m.token ?? 0] ?? 0);
    i++;
  }
  return v;
}

/**
 * The scenarios' own goals: gifts and villages within a voyage (as far sites, their worth
 * discounted per ship); the Pirate Islands' warships, route to the fortress and fortress chits
 * taken; the Wonders of Catan's wonder levels.
 */
function scenarioTerms(st: GameState, sea: Sea, seat: number, W: ValueWeights, K: SeaWeights): number {
  let v = 0;
  const b = st.game.board;
  seaObjectives(st, sea, seat, objectives);
  if (objectives.n > 0) {
    seaDistances(st, sea, seat, 0, Math.min(Math.max(2, K.voyageRange), st.s[sea.F.shipsLeft + seat]!));
    const sd = seaShipDist();
    let far = 0;
    for (let i = 0; i < objectives.n; i++) {
      let d = -1;
      const node = objectives.node[i]!;
      if (node >= 0) d = sd[node]!;
      else {
        const e = objectives.edge[i]!;
        if (!shipFree(st, sea, e)) continue;
        for (let k = 0; k < 2; k++) {
          const x = sd[b.edgeNodes[e * 2 + k]!]!;
          if (x >= 0 && (d < 0 || x + 1 < d)) d = x + 1;
        }
      }
      if (d <= 0) continue;
      const x = W.vp * objectives.worth[i]! * Math.pow(K.voyageDiscount, d);
      if (x > far) far = x;
    }
    v += K.voyage * far;
  }
  v += clothTerms(st, sea, seat, W);
  const pr = pirateRoute(st, sea, seat);
  if (pr) {
    // Knights in hand are warships to come (counted at 0.6, so that playing one still gains).
    const L = st.game.layout;
    const knights = st.s[L.dev + seat * NUM_DEV_TYPES + KNIGHT]! + st.s[L.devNew + seat * NUM_DEV_TYPES + KNIGHT]!;
    v += K.warship * Math.min(pr.warships + 0.6 * knights, 7) + K.fortressChit * (3 - pr.chits);
    if (!pr.atFortress && pr.fortress >= 0) {
      seaDistances(st, sea, seat, 0, 15);
      const left = seaShipDist()[pr.fortress]!;
      v -= K.routeShip * (left >= 0 ? left : 15);
    }
  }
  ctx.extraWorth = 0;
  const wo = wonderOf(st, seat);
  if (wo) {
    v += K.wonderLevel * wo.level;
    // The plan: the next level of its wonder, or the first of a wonder it may claim.
    let w = wo.wonder;
    if (w < 0) {
      for (let x = 0; x < wonderCount(st.game) && w < 0; x++) if (wonderClaimable(st, sea, seat, x)) w = x;
    }
    if (w >= 0 && wo.level < WONDER_LEVELS) {
      const cost = wonderCost(w);
      for (let r = 0; r < NUM_RESOURCES; r++) ctx.extraCost[r] = cost[r]!;
      ctx.extraWorth = K.wonderLevel;
    }
  }
  return v;
}


// The race's candidates before they are ranked: node, site score less 3 a piece, pieces, by ship, special VP.
const candNode = new Int32Array(256);
const candScore = new Float64Array(256);
const candD = new Int32Array(256);
const candShip = new Uint8Array(256);
const candChit = new Int32Array(256);
let nCand = 0;
/** Race order: site-score points per special VP (a foreign site is worth a few pieces more). */
const RACE_CHIT = 6;
const areaBest = new Int32Array(32);

/**
 * The race's candidate sites: every site within reach, by road or ship; the special VP of an area
 * go to its best site only (most scenarios pay them once an area), which also ranks higher.
 */
function raceCandidates(st: GameState, sea: Sea): void {
  const T = sea.T;
  areaBest.fill(-1);
  for (let i = 0; i < nCand; i++) {
    if (candChit[i]! <= 0) continue;
    const a = T.nodeArea[candNode[i]!]!;
    if (a < 0 || a >= 32) continue;
    const j = areaBest[a]!;
    if (j < 0 || candScore[i]! > candScore[j]!) areaBest[a] = i;
  }
  const every = T.scenario.areaVp?.each === 'every';
  for (let i = 0; i < nCand; i++) {
    const a = T.nodeArea[candNode[i]!]!;
    const chit = candChit[i]! > 0 && (every || (a >= 0 && a < 32 && areaBest[a] === i)) ? candChit[i]! : 0;
    addCandidate(candNode[i]!, candScore[i]! + RACE_CHIT * chit, candD[i]!, 1 + chit, candShip[i]!);
  }
  pipsState = st;
  pipsSea = sea;
  pickSites(st.game, seaSitePips);
  pipsState = null;
  pipsSea = null;
}

let pipsState: GameState | null = null;
let pipsSea: Sea | null = null;
/** pickSites' pips of a site on a Seafarers board (gold shared over the resources, fog counted). */
function seaSitePips(_game: unknown, node: number, out: Float64Array, at: number): void {
  seaTownPips(pipsState!, pipsSea!, node, out, at);
}

const nodePips6 = new Float64Array(NUM_RESOURCES + 1);

/** A town's pips for the race at out[at..at+5): its resources, plus GOLD_SHARE of its gold in each. */
export function seaTownPips(st: GameState, sea: Sea, node: number, out: Float64Array, at: number): void {
  nodePips6.fill(0);
  addSeaNodePips(st, sea, node, nodePips6, 1, -1);
  const gold = nodePips6[GOLD_SLOT]!;
  for (let r = 0; r < NUM_RESOURCES; r++) out[at + r]! += nodePips6[r]! + GOLD_SHARE * gold;
}

/** What a city on `node` adds: its weighted pips, gold at goldValue. */
export function seaCityGain(st: GameState, sea: Sea, node: number, W: ValueWeights, K: SeaWeights): number {
  nodePips6.fill(0);
  addSeaNodePips(st, sea, node, nodePips6, 1, -1);
  let g = nodePips6[GOLD_SLOT]! * K.goldValue;
  for (let r = 0; r < NUM_RESOURCES; r++) g += nodePips6[r]! * W.resourceValue[r]!;
  return g;
}
