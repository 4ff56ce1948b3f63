// The race estimate: rolls to the target VP in a fluid model of the seat's economy, and the
// candidate sites and towns it builds on. Its scratch is module-level and shared with the board
// part and the set-up, which fill it before the race runs: not re-entrant.

import { NUM_DEV_TYPES, NUM_RESOURCES, VICTORY_POINT } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { DECK_COUNT } from '../../engine/layout.js';
import { BUILD_CITY, BUILD_DEV, BUILD_ROAD, BUILD_SETTLEMENT, DICE_WAYS, buildCosts, hexResource } from '../features.js';
import { ctx } from './context.js';
import type { RaceMemo } from './race-memo.js';
import type { ValueWeights } from './weights.js';

/** The seat's own VP: public VP and its hidden VP cards (the board part's VP term and the race's start). */
export function ownVpOf(s: Int32Array, L: Game['layout'], seat: number): number {
  return s[L.publicVp + seat]! + s[L.dev + seat * NUM_DEV_TYPES + VICTORY_POINT]! + s[L.devNew + seat * NUM_DEV_TYPES + VICTORY_POINT]!;
}

const MAX_CAND = 12;
export const MAX_SITES = 6;
export const MAX_TOWNS = 9;
export const race = {
  candNode: new Int32Array(MAX_CAND),
  candScore: new Float64Array(MAX_CAND),
  candRoads: new Int32Array(MAX_CAND),
  /** Seafarers: VP a candidate pays (1 + special VP) and whether ships (not roads) reach it. */
  candVp: new Float64Array(MAX_CAND),
  candShip: new Uint8Array(MAX_CAND),
  nCand: 0,
  sitePips: new Float64Array(MAX_SITES * NUM_RESOURCES),
  siteRoads: new Int32Array(MAX_SITES),
  siteScore: new Float64Array(MAX_SITES),
  siteVp: new Float64Array(MAX_SITES),
  siteShip: new Uint8Array(MAX_SITES),
  nSites: 0,
  townPips: new Float64Array(MAX_TOWNS * NUM_RESOURCES),
  nTowns: 0,
  h: new Float64Array(NUM_RESOURCES),
  p: new Float64Array(NUM_RESOURCES),
  siteUsed: new Int8Array(MAX_SITES),
  townUsed: new Int8Array(MAX_TOWNS),
  /** What a city on each town adds (its pips by resource value), worked out once per race. */
  townGain: new Float64Array(MAX_TOWNS),
  /** A settlement's cost on site needSite (with its roads or ships), or -1 before the race sets it. */
  need: new Float64Array(NUM_RESOURCES),
  needSite: -1,
  /** The costs the race plans with, from the game's kits (raceCostsOf); a city's and a card's as the race's hands are kept. */
  costs: [] as readonly Int8Array[],
  needCity: new Float64Array(NUM_RESOURCES),
  needDev: new Float64Array(NUM_RESOURCES),
};

/** Sets the race's costs to those of `game` (a no-op while they are the same tables). */
export function raceCostsOf(game: Game): void {
  const costs = buildCosts(game);
  if (race.costs === costs) return;
  race.costs = costs;
  race.needCity.set(costs[BUILD_CITY]!);
  race.needDev.set(costs[BUILD_DEV]!);
  race.needSite = -1;
}

/** Keeps the MAX_CAND best candidate sites, best first (vp: what settling pays; ship: reached by ships). */
export function addCandidate(node: number, score: number, roads: number, vp = 1, ship = 0): void {
  // Locals for the race's arrays (see the note above raceRolls).
  const candScore = race.candScore;
  const candNode = race.candNode;
  const candRoads = race.candRoads;
  const candVp = race.candVp;
  const candShip = race.candShip;
  let i = race.nCand;
  if (i === MAX_CAND) {
    if (score <= candScore[MAX_CAND - 1]!) return;
    i = MAX_CAND - 1;
  } else race.nCand++;
  while (i > 0 && candScore[i - 1]! < score) {
    candScore[i] = candScore[i - 1]!;
    candNode[i] = candNode[i - 1]!;
    candRoads[i] = candRoads[i - 1]!;
    candVp[i] = candVp[i - 1]!;
    candShip[i] = candShip[i - 1]!;
    i--;
  }
  candScore[i] = score;
  candNode[i] = node;
  candRoads[i] = roads;
  candVp[i] = vp;
  candShip[i] = ship;
}

/**
 * The best candidates that are not next to each other (the distance rule), as the race's sites;
 * `pipsAt` adds a site's pips per resource (the board's tokens by default), or `table` (from
 * nodePipsTable) holds them.
 */
export function pickSites(game: Game, pipsAt: (game: Game, node: number, out: Float64Array, at: number) => void = addNodePipsAt, table: Float64Array | null = null): void {
  const nn = game.board.nodeNodes;
  // Locals for the race's arrays and counts (see the note above raceRolls).
  const candNode = race.candNode;
  const nCand = race.nCand;
  const sitePips = race.sitePips;
  let nSites = 0;
  for (let i = 0; i < nCand && nSites < MAX_SITES; i++) {
    const node = candNode[i]!;
    const a = nn[node * 3]!;
    const b = nn[node * 3 + 1]!;
    const c = nn[node * 3 + 2]!;
    let clash = false;
    for (let j = 0; j < i && !clash; j++) {
      const other = candNode[j]!;
      if (other < 0) continue;
      if (a === other || b === other || c === other) clash = true;
    }
    if (clash) {
      candNode[i] = -1;
      continue;
    }
    const k = nSites++;
    if (table) copyPips(sitePips, k * NUM_RESOURCES, table, node * NUM_RESOURCES);
    else {
      // Plain stores: on a few words a call to fill() costs more than they do (here and in raceCore).
      for (let r = 0; r < NUM_RESOURCES; r++) sitePips[k * NUM_RESOURCES + r] = 0;
      pipsAt(game, node, sitePips, k * NUM_RESOURCES);
    }
    race.siteRoads[k] = race.candRoads[i]!;
    race.siteScore[k] = race.candScore[i]!;
    race.siteVp[k] = race.candVp[i]!;
    race.siteShip[k] = race.candShip[i]!;
  }
  race.nSites = nSites;
}

/**
 * Every node's pips by resource (its land hexes' tokens, the robber ignored), node after node:
 * fixed for a board, so a search that values many positions of one game looks them up here
 * rather than walking a node's hexes for each site, town and seat of each position it values.
 */
export function nodePipsTable(game: Game): Float64Array {
  const table = new Float64Array(game.board.numNodes * NUM_RESOURCES);
  for (let node = 0; node < game.board.numNodes; node++) addNodePipsAt(game, node, table, node * NUM_RESOURCES);
  return table;
}

export function addNodePipsAt(game: Game, node: number, out: Float64Array, at: number): void {
  const b = game.board;
  for (let k = 0; k < 3; k++) {
    const hx = b.nodeHexes[node * 3 + k]!;
    if (hx < 0) continue;
    const r = hexResource(game, hx);
    if (r >= 0) out[at + r]! += DICE_WAYS[b.hexToken[hx]!]!;
  }
}

/** Pays `need` from hand h (which can pay it), trading surplus at ctx rates for what it lacks. */
function racePay(h: Float64Array, need: Float64Array): void {
  // Written out over the five resources, as firstRoll's test is (see there).
  h[0] = h[0]! - need[0]!;
  h[1] = h[1]! - need[1]!;
  h[2] = h[2]! - need[2]!;
  h[3] = h[3]! - need[3]!;
  h[4] = h[4]! - need[4]!;
  if (h[0]! < -1e-9) tradeFor(h, 0);
  if (h[1]! < -1e-9) tradeFor(h, 1);
  if (h[2]! < -1e-9) tradeFor(h, 2);
  if (h[3]! < -1e-9) tradeFor(h, 3);
  if (h[4]! < -1e-9) tradeFor(h, 4);
}

/** Trades surplus at ctx rates for resource r until h holds it (or no surplus is left). */
function tradeFor(h: Float64Array, r: number): void {
  const rate = ctx.rate;
  while (h[r]! < -1e-9) {
    // Trade from the largest surplus (in trades), the first of equals; the five resources
    // written out, as firstRoll's test is (see there).
    let from = -1;
    let most = 0;
    let sx = h[0]! / rate[0]!;
    if (r !== 0 && sx >= 1 - 1e-9 && sx > most) {
      most = sx;
      from = 0;
    }
    sx = h[1]! / rate[1]!;
    if (r !== 1 && sx >= 1 - 1e-9 && sx > most) {
      most = sx;
      from = 1;
    }
    sx = h[2]! / rate[2]!;
    if (r !== 2 && sx >= 1 - 1e-9 && sx > most) {
      most = sx;
      from = 2;
    }
    sx = h[3]! / rate[3]!;
    if (r !== 3 && sx >= 1 - 1e-9 && sx > most) {
      most = sx;
      from = 3;
    }
    sx = h[4]! / rate[4]!;
    if (r !== 4 && sx >= 1 - 1e-9 && sx > most) from = 4;
    if (from < 0) break;
    h[from] = h[from]! - rate[from]!;
    h[r] = h[r]! + 1;
  }
}


/** Fills race.need with a settlement on site k (with the roads or ships to it), unless it holds that already. */
function siteNeed(k: number): Float64Array {
  const need = race.need;
  if (race.needSite !== k) {
    race.needSite = k;
    const roads = race.siteRoads[k]!;
    const piece = race.siteShip[k] === 1 ? ctx.shipCost : race.costs[BUILD_ROAD]!;
    // Written out from locals (docs/performance.md, "fields read into locals").
    const cost = race.costs[BUILD_SETTLEMENT]!;
    need[0] = cost[0]! + roads * piece[0]!;
    need[1] = cost[1]! + roads * piece[1]!;
    need[2] = cost[2]! + roads * piece[2]!;
    need[3] = cost[3]! + roads * piece[3]!;
    need[4] = cost[4]! + roads * piece[4]!;
  }
  return need;
}

const RACE_MAX_ROLLS = 160;

// The race's inner loops read their arrays and the resource count from locals (docs/performance.md, "fields read into locals"):
// the module's own bindings cost a tenth of a value evaluation in the payability test alone.

/**
 * Rolls until the seat reaches the target VP in a fluid model: every roll adds its expected
 * production to the hand; whenever it can pay (trading surplus at its rates) it upgrades its best
 * settlement, or settles its best site (with the roads to it), or, with neither left, buys a
 * development card worth raceDevVp.
 */
export function raceRolls(st: GameState, seat: number, W: ValueWeights, hand: ArrayLike<number>, races: RaceMemo | null = null): number {
  const { game, s } = st;
  const L = game.layout;
  const vp = ownVpOf(s, L, seat);
  const target = game.options.targetVp;
  const sLeft = s[L.settlementsLeft + seat]!;
  const cLeft = s[L.citiesLeft + seat]!;
  const rLeft = s[L.roadsLeft + seat]!;
  const deck = s[DECK_COUNT]!;
  raceCostsOf(game);
  if (races) return races.raceCore(W, hand, vp, target, sLeft, cLeft, rLeft, deck);
  return raceCore(W, hand, vp, target, sLeft, cLeft, rLeft, deck);
}

export function raceCore(W: ValueWeights, hand: ArrayLike<number>, vp: number, target: number, sLeft: number, cLeft: number, rLeft: number, deck: number): number {
  // Locals for the race's arrays and the resource count (see the note above).
  const n = NUM_RESOURCES;
  const h = race.h;
  const p = race.p;
  const pips = ctx.pips;
  const townUsed = race.townUsed;
  const townGains = race.townGain;
  const townPips = race.townPips;
  const siteUsed = race.siteUsed;
  const sitePips = race.sitePips;
  const siteShip = race.siteShip;
  const siteRoads = race.siteRoads;
  const nSites = race.nSites;
  // The five resources written out, here and below, as firstRoll's test does (see there).
  h[0] = hand[0]!;
  h[1] = hand[1]!;
  h[2] = hand[2]!;
  h[3] = hand[3]!;
  h[4] = hand[4]!;
  p[0] = pips[0]! / 36;
  p[1] = pips[1]! / 36;
  p[2] = pips[2]! / 36;
  p[3] = pips[3]! / 36;
  p[4] = pips[4]! / 36;
  let nTowns = race.nTowns;
  // Only the marks read below: sites and towns past these counts are never read, and a town
  // the race adds has its mark cleared as it is added.
  for (let k = 0; k < nSites; k++) siteUsed[k] = 0;
  for (let k = 0; k < nTowns; k++) townUsed[k] = 0;
  const rv = W.resourceValue;
  for (let k = 0; k < nTowns; k++) townGains[k] = townGain(k, rv);
  race.needSite = -1;
  let rolls = 0;
  for (;;) {
    if (vp >= target) return rolls;
    // The best settlement to upgrade.
    let town = -1;
    if (cLeft > 0) {
      let bestG = -1;
      for (let k = 0; k < nTowns; k++) {
        if (townUsed[k]) continue;
        const g = townGains[k]!;
        if (g > bestG) {
          bestG = g;
          town = k;
        }
      }
    }
    // The best site left.
    let site = -1;
    if (sLeft > 0) {
      for (let k = 0; k < nSites; k++) {
        if (!siteUsed[k] && (siteShip[k] === 1 || siteRoads[k]! <= rLeft)) {
          site = k;
          break;
        }
      }
    }
    // With nothing else to build, development cards.
    const dev = town < 0 && site < 0 && deck > 0;
    // The first roll (0: now) at which a build is payable, the city before the site before the
    // card on the same roll. One search per build from roll 0 answers both "payable now?" and
    // "when?", where a test now and a search from roll 1 would test roll 0 twice over; a later
    // search looks only before the earliest roll found so far, as a tie goes to the earlier build.
    const left = RACE_MAX_ROLLS - rolls;
    let dt = Infinity;
    let tCity = Infinity;
    let tSite = Infinity;
    if (town >= 0) {
      tCity = firstRoll(left, race.needCity);
      dt = tCity;
    }
    if (site >= 0) {
      tSite = firstRoll(Math.min(left, dt - 1), siteNeed(site));
      dt = Math.min(dt, tSite);
    }
    if (dev) dt = Math.min(dt, firstRoll(Math.min(left, dt - 1), race.needDev));
    if (dt === Infinity) break;
    if (dt > 0) {
      h[0]! += dt * p[0]!;
      h[1]! += dt * p[1]!;
      h[2]! += dt * p[2]!;
      h[3]! += dt * p[3]!;
      h[4]! += dt * p[4]!;
      rolls += dt;
    }
    if (tCity === dt) {
      racePay(h, race.needCity);
      townUsed[town] = 1;
      addProduction(p, townPips, town * n);
      vp++;
      cLeft--;
      sLeft++;
    } else if (tSite === dt) {
      racePay(h, siteNeed(site));
      siteUsed[site] = 1;
      addProduction(p, sitePips, site * n);
      if (siteShip[site] === 0) rLeft -= siteRoads[site]!;
      if (nTowns < MAX_TOWNS) {
        copyPips(townPips, nTowns * n, sitePips, site * n);
        townUsed[nTowns] = 0;
        townGains[nTowns] = townGain(nTowns, rv);
        nTowns++;
      }
      vp += race.siteVp[site]!;
      sLeft--;
    } else {
      racePay(h, race.needDev);
      vp += W.raceDevVp;
      deck--;
    }
  }
  return RACE_MAX_ROLLS + (target - vp) * 20;
}

/** Adds the pips at pips[at..at+4] to production p (cards per roll). */
function addProduction(p: Float64Array, pips: Float64Array, at: number): void {
  p[0]! += pips[at]! / 36;
  p[1]! += pips[at + 1]! / 36;
  p[2]! += pips[at + 2]! / 36;
  p[3]! += pips[at + 3]! / 36;
  p[4]! += pips[at + 4]! / 36;
}

/** Copies five pips, from[from0..from0+4] to to[at..at+4]. */
export function copyPips(to: Float64Array, at: number, from: Float64Array, from0: number): void {
  to[at] = from[from0]!;
  to[at + 1] = from[from0 + 1]!;
  to[at + 2] = from[from0 + 2]!;
  to[at + 3] = from[from0 + 3]!;
  to[at + 4] = from[from0 + 4]!;
}

function townGain(k: number, rv: readonly number[]): number {
  const pips = race.townPips;
  const at = k * NUM_RESOURCES;
  // Written out over the five resources, as firstRoll's test is (see there); summed in the same order.
  let g = 0;
  g += pips[at]! * rv[0]!;
  g += pips[at + 1]! * rv[1]!;
  g += pips[at + 2]! * rv[2]!;
  g += pips[at + 3]! * rv[3]!;
  g += pips[at + 4]! * rv[4]!;
  return g;
}

/**
 * The fewest rolls (0..max) after which hand h + rolls x production p can pay `need` (trading
 * surplus at the ctx rates), or Infinity. Payability is monotone in the rolls (the hand only
 * grows), so any search that brackets the first payable roll finds the same one. It starts at the
 * rolls after which every missing card has come in without a trade (rollsWithoutTrade), payable
 * by construction and so not tested: usually the answer or one past it, so the roll before it is
 * tested first, then it bisects below it. Past max, it tests max (not payable: Infinity) and
 * bisects below that.
 *
 * The hand, production, rates and cost are read once into locals and the test is written out over
 * the five resources: the test runs about 150 times per game-mode iteration, and a test that read
 * the arrays (as a function called per test, or in a loop over the resources) spent several times
 * its arithmetic on V8's checks of their maps and bounds. The test's operations are the same as a
 * loop's, in the same order. Exported for its test (against a scan of every roll).
 */
export function firstRoll(max: number, need: Float64Array): number {
  if (max < 0) return Infinity;
  const guess = rollsWithoutTrade(need);
  const h = race.h;
  const p = race.p;
  const rate = ctx.rate;
  const n0 = need[0]!;
  const n1 = need[1]!;
  const n2 = need[2]!;
  const n3 = need[3]!;
  const n4 = need[4]!;
  const h0 = h[0]!;
  const h1 = h[1]!;
  const h2 = h[2]!;
  const h3 = h[3]!;
  const h4 = h[4]!;
  const p0 = p[0]!;
  const p1 = p[1]!;
  const p2 = p[2]!;
  const p3 = p[3]!;
  const p4 = p[4]!;
  const r0 = rate[0]!;
  const r1 = rate[1]!;
  const r2 = rate[2]!;
  const r3 = rate[3]!;
  const r4 = rate[4]!;
  let lo = 0; // every roll before lo is not payable
  let hi = -1; // a payable roll, -1 while none is known
  let t = max;
  let step = 0; // while no roll is known payable: 0 tests max next, else t + step (doubling)
  if (guess === Infinity) {
    // A missing card is not produced: trades must bring it, and testing max then bisecting
    // took some 6.5 tests. Start from a lower bound that counts trades instead (tradeBound),
    // a few rolls past it (the floors of the trades leave the answer there), and step up.
    const bound = tradeBound(
      n0 - h0, p0, r0,
      n1 - h1, p1, r1,
      n2 - h2, p2, r2,
      n3 - h3, p3, r3,
      n4 - h4, p4, r4,
    );
    if (!(bound <= max)) return Infinity;
    lo = bound;
    t = Math.min(max, bound + 3);
    step = 1;
  } else if (guess <= max) {
    // No test at the guess: it pays without a trade. Each missing card d <= guess x p comes in
    // with rounding errors of order 1e-14, far inside the test's 1e-9 margin, so the test would
    // count nothing missing there (the fast-check test holds this to a scan of every roll).
    if (guess === 0) return 0;
    hi = guess;
    t = guess - 1;
  }
  for (;;) {
    let missing = 0;
    let trades = 0;
    let d = n0 - (h0 + t * p0);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / r0);
    d = n1 - (h1 + t * p1);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / r1);
    d = n2 - (h2 + t * p2);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / r2);
    d = n3 - (h3 + t * p3);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / r3);
    d = n4 - (h4 + t * p4);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / r4);
    if (missing <= trades) {
      if (t === lo) return t;
      // The first payable roll found: the one before it is the likeliest answer.
      const first = hi < 0;
      hi = t;
      t = first ? t - 1 : (lo + hi) >>> 1;
    } else {
      lo = t + 1;
      if (hi < 0) {
        if (t >= max) return Infinity;
        if (step === 0) t = max;
        else {
          t = Math.min(max, t + step);
          step += step;
        }
      } else {
        if (lo === hi) return hi;
        t = (lo + hi) >>> 1;
      }
    }
  }
}

/**
 * A roll count no payable roll comes before (Infinity if none is payable), for firstRoll: with
 * d the cards lacking after t rolls (need - (hand + t x production)), a payable roll has its
 * missing cards (sum of d > 0) at most its trades (sum of -d / rate for d <= 0), up to the test's
 * 1e-9 margins: f(t) = sum of (d > 0 ? d : d / rate) <= 1e-8. f falls with t and is convex (each
 * term's slope is -p while short and -p / rate after), so the tangent at 0 stays below it and its
 * root comes no later than f's root at 1e-7 (the margin is far above any rounding). a = need -
 * hand, p = production, r = rate per resource.
 */
function tradeBound(
  a0: number, p0: number, r0: number,
  a1: number, p1: number, r1: number,
  a2: number, p2: number, r2: number,
  a3: number, p3: number, r3: number,
  a4: number, p4: number, r4: number,
): number {
  let f = -1e-7;
  let slope = 0;
  if (a0 > 0) {
    f += a0;
    slope += p0;
  } else {
    f += a0 / r0;
    slope += p0 / r0;
  }
  if (a1 > 0) {
    f += a1;
    slope += p1;
  } else {
    f += a1 / r1;
    slope += p1 / r1;
  }
  if (a2 > 0) {
    f += a2;
    slope += p2;
  } else {
    f += a2 / r2;
    slope += p2 / r2;
  }
  if (a3 > 0) {
    f += a3;
    slope += p3;
  } else {
    f += a3 / r3;
    slope += p3 / r3;
  }
  if (a4 > 0) {
    f += a4;
    slope += p4;
  } else {
    f += a4 / r4;
    slope += p4 / r4;
  }
  if (f <= 0) return 0;
  // Flat from the start means flat for good (the slope only eases): never payable.
  if (!(slope > 0)) return Infinity;
  return Math.ceil(f / slope - 1e-6);
}

/** Rolls until production alone covers every card `need` lacks (Infinity if one is not produced). */
function rollsWithoutTrade(need: Float64Array): number {
  const h = race.h;
  const p = race.p;
  // Written out over the five resources, as firstRoll's test is (see there).
  let t = rollsFor1(need[0]! - h[0]!, p[0]!, 0);
  t = rollsFor1(need[1]! - h[1]!, p[1]!, t);
  t = rollsFor1(need[2]! - h[2]!, p[2]!, t);
  t = rollsFor1(need[3]! - h[3]!, p[3]!, t);
  return rollsFor1(need[4]! - h[4]!, p[4]!, t);
}

/** The later of t and the rolls until production p covers d missing cards (Infinity once one is not produced). */
function rollsFor1(d: number, p: number, t: number): number {
  if (d <= 0) return t;
  if (!(p > 0)) return Infinity;
  const tr = Math.ceil(d / p);
  return tr > t ? tr : t;
}
