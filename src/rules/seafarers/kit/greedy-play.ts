// The greedy bot's Seafarers decisions: set-up on good intersections (gold counts as a resource
// of choice) with a road or a ship toward the best site, gold cards for what the target needs,
// a ship moved when that brings a site closer, a road or ship that takes the Longest Trade Route,
// and free pieces (Road Building) toward the target. Each is called only when Seafarers is in
// play (seaOf(game) !== null), so the base game's decisions stay as they were.

import { A_ROAD, A_SETTLEMENT, ARG_BITS, ARG_MASK, idBits } from '../../../engine/actions.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { LAST_NODE, LR_HOLDER } from '../../../engine/layout.js';
import { A_GOLD, A_MOVE_SHIP, A_SHIP } from '../ids.js';
import { BUILD_ROAD, BUILD_SETTLEMENT, hand, roadLength, settlementsLeft } from '../../../bots/features.js';
import {
  SCORE_PER_VP,
  chitPoints,
  seaNodePips,
  seaSiteScore,
  settleable,
  shipDistancesFrom,
  type Sea,
} from './sea.js';
import { find } from '../../../bots/greedy/legal-list.js';
import { handTmp, need } from '../../../bots/greedy/scratch.js';
import { SETUP_CHIT, SETUP_SHIP, SETUP_SHIPS, bestSite, scanSites, seaProd, seaProduction, shipPlanScore, voyageValue } from './greedy-targets.js';
import { SITE_NEW_RESOURCE, SITE_RESOURCE_VALUE } from '../../../bots/greedy/sites.js';
import { chooseTarget, newTarget, targetNeed, type Target } from '../../../bots/greedy/targets.js';

const targetScratch: Target = newTarget();

// ---------------------------------------------------------------- set-up

/**
 * Weight of a set-up site's voyage (the best foreign site its ships reach, special VP included)
 * beside its own score. Measured against the base-game greedy rules on the rule tests' board and
 * the printed Heading for New Shores: more weight (0.35 while the seat has no coastal building)
 * sent more first settlements to the coast and lost more on the small board than it won on the
 * printed one.
 */
const SETUP_VOYAGE = 0.1;

/** The best set-up settlement: site score with gold, the next site nearby, and a voyage to a foreign site. */
export function seaSetupSettlement(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  seaProduction(st, sea, seat);
  const harbors = st.s[game.layout.harbors + seat]!;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const node = a & ARG_MASK;
    const score =
      seaSiteScore(st, sea, node, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE) +
      0.15 * neighbourSite(st, sea, node, harbors) +
      SETUP_VOYAGE * voyageValue(st, sea, seat, node, harbors, seaProd);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** The best free site two steps from `node` by land. */
function neighbourSite(st: GameState, sea: Sea, node: number, harbors: number): number {
  const b = st.game.board;
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const m = b.nodeNodes[node * 3 + k]!;
    if (m < 0) continue;
    for (let j = 0; j < 3; j++) {
      const n2 = b.nodeNodes[m * 3 + j]!;
      if (n2 < 0 || n2 === node || !settleable(st, sea, n2)) continue;
      const sc = seaSiteScore(st, sea, n2, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE);
      if (sc > best) best = sc;
    }
  }
  return best;
}

/**
 * The set-up road or ship: a road toward the best free site one more road away, or a ship
 * toward the best foreign site (its special VP included), whichever scores higher.
 */
export function seaSetupRoute(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  const b = game.board;
  const from = st.s[LAST_NODE]!;
  seaProduction(st, sea, seat);
  const harbors = st.s[game.layout.harbors + seat]!;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const e = a & ARG_MASK;
    const far = b.edgeNodes[e * 2]! === from ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    let score = 0;
    if (a >>> ARG_BITS === A_SHIP) {
      const dist = shipDistancesFrom(st, sea, far, SETUP_SHIPS);
      const home = sea.T.nodeArea[from]!;
      score = -Infinity;
      for (let m = 0; m < b.numNodes; m++) {
        const d = dist[m]!;
        if (d < 0 || m === from || sea.T.nodeArea[m] === home || !settleable(st, sea, m)) continue;
        const v = seaSiteScore(st, sea, m, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE) + SETUP_CHIT * chitPoints(st, sea, seat, m) - SETUP_SHIP * (d + 1);
        if (v > score) score = v;
      }
    } else {
      for (let k = 0; k < 3; k++) {
        const m = b.nodeNodes[far * 3 + k]!;
        if (m < 0 || m === from || !settleable(st, sea, m)) continue;
        const sc = seaSiteScore(st, sea, m, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE) - SETUP_SHIP;
        if (sc > score) score = sc;
      }
      score += 0.1 * seaNodePips(st, sea, far);
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

// ---------------------------------------------------------------- gold

/** A gold card: what the target misses most, else the resource it produces and holds least. */
export function goldPick(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const t = chooseTarget(st, seat, targetScratch);
  targetNeed(t, need);
  // chooseTarget filled seaProd for this seat.
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_GOLD) continue;
    const r = a & ARG_MASK;
    if (r >= NUM_RESOURCES) continue;
    const short = need[r]! - hand(st, seat, r);
    const score = (short > 0 ? 100 + 10 * short : 0) - 2 * hand(st, seat, r) - seaProd[r]! / 6;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

// ---------------------------------------------------------------- ships

/**
 * A legal ship move that brings the best site by ship closer (a better plan score), or -1.
 * Tries each move on the view's own state and puts the ship back.
 */
export function shipMove(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  let any = false;
  for (let i = 0; i < count && !any; i++) if (legal[i]! >>> ARG_BITS === A_MOVE_SHIP) any = true;
  if (!any || settlementsLeft(st, seat) <= 0) return -1;
  const game = st.game;
  const s = st.s;
  const L = game.layout;
  const bits = idBits(game.board.numEdges);
  const mask = (1 << bits) - 1;
  const own = sea.F.ships + seat * L.edgeWords;
  const now = shipPlanScore(st, sea, seat);
  let best = -1;
  let bestScore = now === -Infinity ? -Infinity : now * 1.02 + 1e-6;
  const lenNow = roadLength(st, seat);
  const holder = s[LR_HOLDER] === seat;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_MOVE_SHIP) continue;
    const arg = a & ARG_MASK;
    const from = arg >>> bits;
    const to = arg & mask;
    flip(s, own, sea.F.anyShip, from);
    flip(s, own, sea.F.anyShip, to);
    const score = shipPlanScore(st, sea, seat);
    // Holding the Longest Trade Route: no move that shortens it.
    const keeps = !holder || game.hooks.routeLength(game, s, seat) >= lenNow;
    flip(s, own, sea.F.anyShip, to);
    flip(s, own, sea.F.anyShip, from);
    if (keeps && score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

function flip(s: Int32Array, own: number, any: number, e: number): void {
  s[own + (e >>> 5)]! ^= 1 << (e & 31);
  s[any + (e >>> 5)]! ^= 1 << (e & 31);
}

/**
 * A legal road or ship that takes the Longest Trade Route now (2 VP for one piece), or -1; the
 * one toward the target if several do.
 */
export function routeGrab(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number, t: Target): number {
  const game = st.game;
  const s = st.s;
  const L = game.layout;
  if (!sea.T.scenario.longestRoute) return -1;
  const holder = s[LR_HOLDER]!;
  if (holder === seat) return -1;
  const needLen = holder >= 0 ? s[L.roadLen + holder]! + 1 : game.supply.longestRoadMin;
  const len = s[L.roadLen + seat]!;
  if (len + 3 < needLen) return -1;
  let best = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const kind = a >>> ARG_BITS;
    if (kind !== A_ROAD && kind !== A_SHIP) continue;
    const e = a & ARG_MASK;
    const mine = kind === A_ROAD ? L.road + seat * L.edgeWords : sea.F.ships + seat * L.edgeWords;
    const any = kind === A_ROAD ? L.roads : sea.F.anyShip;
    flip(s, mine, any, e);
    const after = game.hooks.routeLength(game, s, seat);
    flip(s, mine, any, e);
    if (after < needLen) continue;
    if (best < 0 || e === t.firstEdge || e === t.firstShip) best = a;
  }
  return best;
}

/**
 * The legal road or ship toward the best site the seat reaches within three pieces (special VP
 * counted), or -1: Road Building without a target, a hand too big to keep, spare cards.
 */
export function pieceTowardAnySite(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  if (settlementsLeft(st, seat) > 0) {
    const total = seaProduction(st, sea, seat);
    for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r);
    scanSites(st, sea, seat, total, 3);
    if (bestSite.site >= 0 && bestSite.d > 0) {
      const a = ((bestSite.ship ? A_SHIP : A_ROAD) << ARG_BITS) | bestSite.first;
      if (find(legal, count, a)) return a;
    }
  }
  // No site in reach: the piece whose far end touches the most pips.
  const b = st.game.board;
  let best = -1;
  let bestPips = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const kind = a >>> ARG_BITS;
    if (kind !== A_ROAD && kind !== A_SHIP) continue;
    const e = a & ARG_MASK;
    const pips = seaNodePips(st, sea, b.edgeNodes[e * 2]!) + seaNodePips(st, sea, b.edgeNodes[e * 2 + 1]!);
    if (pips > bestPips) {
      bestPips = pips;
      best = a;
    }
  }
  return best;
}

/** A free piece (Road Building): toward the target's site, else toward any site, else the first legal. */
export function seaFreePiece(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number, target: Target): number {
  const t = chooseTarget(st, seat, target);
  if (t.build === BUILD_SETTLEMENT || t.build === BUILD_ROAD) {
    if (t.ships > 0 && t.firstShip >= 0) {
      const a = (A_SHIP << ARG_BITS) | t.firstShip;
      if (find(legal, count, a)) return a;
    }
    if (t.roads > 0 && t.firstEdge >= 0) {
      const a = (A_ROAD << ARG_BITS) | t.firstEdge;
      if (find(legal, count, a)) return a;
    }
  }
  const a = pieceTowardAnySite(st, sea, seat, legal, count);
  return a >= 0 ? a : legal[0]!;
}

/** Sites worth settling: site score with gold and discovered fog, plus special VP. For the main phase's settlement choice. */
export function seaSettlementScore(st: GameState, sea: Sea, seat: number, node: number, harbors: number): number {
  return seaSiteScore(st, sea, node, seaProd, harbors, SITE_RESOURCE_VALUE, SITE_NEW_RESOURCE) + SCORE_PER_VP * chitPoints(st, sea, seat, node);
}
