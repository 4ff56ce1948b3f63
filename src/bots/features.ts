// Position features shared by the built-in bots: pure functions of a GameState (usually a seat's
// view) and a seat. They read the flat state with the layout offsets and allocate nothing per
// call: results go into caller-provided arrays or into module scratch buffers that grow once per
// board size. Everything here is safe on a view: it reads only the seat's own cards and public
// counts (hand sizes, development-card counts, played knights, public VP).
//
// Units: "pips" are the dice ways of a token (2 and 12 -> 1, 6 and 8 -> 5); a pip is 1/36 of an
// expected card per roll, so expected production per roll = pips / 36.

import { A_END_ROAD_BUILDING, ARG_BITS } from '../engine/actions.js';
import { BRICK, DESERT, GRAIN, LUMBER, NUM_DEV_TYPES, NUM_RESOURCES, ORE, SEA, VICTORY_POINT, WOOL } from '../engine/constants.js';
import type { Game, GameState } from '../engine/game.js';
import { BANK, LA_HOLDER, LR_HOLDER, ROBBER } from '../engine/layout.js';
import { maritimeRate } from '../engine/queries.js';
import { known } from './kits.js';

/** Dice ways of each roll total (index 2..12); 7 counts 6 but no token carries it. */
export const DICE_WAYS: Readonly<Int8Array> = Int8Array.of(0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1);

export const BUILD_ROAD = 0;
export const BUILD_SETTLEMENT = 1;
export const BUILD_CITY = 2;
export const BUILD_DEV = 3;
export const NUM_BUILDS = 4;
/** The game's costs of the builds, indexed by BUILD_* (from its kits, src/bots/kits.ts). */
export function buildCosts(game: Game): readonly Int8Array[] {
  return known(game).costs;
}

export { BRICK, LUMBER, WOOL, GRAIN, ORE };

// ---------------------------------------------------------------- bits and small readers

function bit(s: Int32Array, base: number, i: number): boolean {
  return (s[base + (i >>> 5)]! & (1 << (i & 31))) !== 0;
}

/** Pips of a hex's token (0 for desert, sea, or no token). */
export function hexPips(game: Game, hex: number): number {
  return DICE_WAYS[game.board.hexToken[hex]!]!;
}

/** Resource a hex produces, or -1 (desert, sea). Terrain ids 0..4 are their resource's index. */
export function hexResource(game: Game, hex: number): number {
  const t = game.board.hexTerrain[hex]!;
  return t === DESERT || t === SEA || t >= NUM_RESOURCES ? -1 : t;
}

/** Owner of the building on `node` (-1 none) and whether it is a city (returned as owner + 8). */
export function buildingAt(st: GameState, node: number): number {
  const { game, s } = st;
  const L = game.layout;
  if (!bit(s, L.built, node)) return -1;
  for (let p = 0; p < L.players; p++) {
    if (bit(s, L.settle + p * L.nodeWords, node)) return p;
    if (bit(s, L.city + p * L.nodeWords, node)) return p + 8;
  }
  return -1;
}

export function ownsSettlement(st: GameState, seat: number, node: number): boolean {
  const L = st.game.layout;
  return bit(st.s, L.settle + seat * L.nodeWords, node);
}
export function ownsCity(st: GameState, seat: number, node: number): boolean {
  const L = st.game.layout;
  return bit(st.s, L.city + seat * L.nodeWords, node);
}
export function ownsRoadAt(st: GameState, seat: number, edge: number): boolean {
  const L = st.game.layout;
  return bit(st.s, L.road + seat * L.edgeWords, edge);
}
/** Blocked by the distance rule (a building on or next to the node). */
export function nodeBlocked(st: GameState, node: number): boolean {
  return bit(st.s, st.game.layout.blocked, node);
}

// ---------------------------------------------------------------- production

/**
 * Pips of a node: the tokens of its land hexes (0..3 of them), skipping `robber` (-1: none).
 * For set-up placement and site scoring.
 */
export function nodePips(game: Game, node: number, robber = -1): number {
  const nh = game.board.nodeHexes;
  let total = 0;
  for (let k = 0; k < 3; k++) {
    const h = nh[node * 3 + k]!;
    if (h < 0 || h === robber) continue;
    total += DICE_WAYS[game.board.hexToken[h]!]!;
  }
  return total;
}

/** Adds `mult` x the pips of each resource a node touches into out[0..5); returns the pips added. */
export function addNodePips(game: Game, node: number, out: Float64Array | Int32Array, mult = 1, robber = -1): number {
  const b = game.board;
  // The board's tables, the dice table and the terrain constants in locals (docs/performance.md, "fields read into locals"); hexResource's
  // test written out, with its callers' test for a hidden hex's negative code.
  const hexes = b.nodeHexes;
  const terrain = b.hexTerrain;
  const tokens = b.hexToken;
  const ways = DICE_WAYS;
  const desert = DESERT;
  const sea = SEA;
  const resources = NUM_RESOURCES;
  let total = 0;
  for (let k = 0; k < 3; k++) {
    const h = hexes[node * 3 + k]!;
    if (h < 0 || h === robber) continue;
    const r = terrain[h]!;
    if (r < 0 || r === desert || r === sea || r >= resources) continue;
    const p = ways[tokens[h]!]! * mult;
    out[r]! += p;
    total += p;
  }
  return total;
}

/**
 * Pips per resource for `seat` into out[0..5): settlements 1x, cities 2x, the robber's hex
 * excluded. Returns the total. Divide by 36 for expected cards per roll.
 */
export function productionPips(st: GameState, seat: number, out: Float64Array | Int32Array): number {
  // Plain stores: on five words a call to fill() costs more than they do.
  for (let r = 0; r < NUM_RESOURCES; r++) out[r] = 0;
  return buildingsPips(st, seat, out, null, addBoardPips);
}

const addBoardPips = (st: GameState, _ctx: null, node: number, out: Float64Array | Int32Array, mult: number, robber: number) => addNodePips(st.game, node, out, mult, robber);

/**
 * The sum of `add` over seat's buildings, in node order: each settlement with weight 1, each city
 * with 2, given the robber's hex to leave out. `add` writes what it counts into `out` (with `ctx`
 * for what it needs beyond the state, such as a Seafarers board's tables).
 */
export function buildingsPips<C, O>(st: GameState, seat: number, out: O, ctx: C, add: (st: GameState, ctx: C, node: number, out: O, mult: number, robber: number) => number): number {
  const { game, s } = st;
  const L = game.layout;
  const robber = s[ROBBER]!;
  const sBase = L.settle + seat * L.nodeWords;
  const cBase = L.city + seat * L.nodeWords;
  let total = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    let bits = s[sBase + w]! | s[cBase + w]!;
    const cities = s[cBase + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const node = (w << 5) + 31 - Math.clz32(low);
      total += add(st, ctx, node, out, (cities & low) !== 0 ? 2 : 1, robber);
    }
  }
  return total;
}

/** Expected resource cards per roll, by resource, into out[0..5); returns the total. */
export function productionPerRoll(st: GameState, seat: number, out: Float64Array): number {
  const total = productionPips(st, seat, out);
  for (let r = 0; r < NUM_RESOURCES; r++) out[r]! /= 36;
  return total / 36;
}

const prodScratch = new Float64Array(NUM_RESOURCES);
/** Total pips of `seat` (robber excluded, cities double). */
export function totalPips(st: GameState, seat: number): number {
  return productionPips(st, seat, prodScratch);
}

/** Number of resources with non-zero value in v[0..5). */
export function resourceDiversity(v: ArrayLike<number>): number {
  let n = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) if (v[r]! > 0) n++;
  return n;
}

/** Pips the seat loses to the robber where it stands now. */
export function robbedPips(st: GameState, seat: number): number {
  return pipsOnHex(st, seat, st.s[ROBBER]!);
}

/** Pips `seat` collects from hex h (settlements 1x, cities 2x), robber ignored. */
export function pipsOnHex(st: GameState, seat: number, hex: number): number {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const pips = DICE_WAYS[b.hexToken[hex]!]!;
  if (pips === 0) return 0;
  let n = 0;
  for (let c = 0; c < 6; c++) {
    const node = b.hexNodes[hex * 6 + c]!;
    if (node < 0) continue;
    if (bit(s, L.settle + seat * L.nodeWords, node)) n += 1;
    else if (bit(s, L.city + seat * L.nodeWords, node)) n += 2;
  }
  return n * pips;
}

/** Whether `seat` has a settlement or city on a corner of hex h. */
export function touchesHex(st: GameState, seat: number, hex: number): boolean {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  for (let c = 0; c < 6; c++) {
    const node = b.hexNodes[hex * 6 + c]!;
    if (node < 0) continue;
    if (bit(s, L.settle + seat * L.nodeWords, node) || bit(s, L.city + seat * L.nodeWords, node)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- harbors

/** Harbor bitmask of `seat`: bit k = harbor kind k (0..4 a resource's 2:1, 5 generic 3:1). */
export function harborMask(st: GameState, seat: number): number {
  return st.s[st.game.layout.harbors + seat]!;
}

/** Cards of `give` per card from the bank for `seat` (2, 3 or 4): its harbors and any 2:1 a rule set gives it. */
export function tradeRate(st: GameState, seat: number, give: number): number {
  return maritimeRate(st.game, st.s, seat, give);
}

// ---------------------------------------------------------------- cards and builds

export function hand(st: GameState, seat: number, r: number): number {
  return st.s[st.game.layout.hand + seat * NUM_RESOURCES + r]!;
}
export function handSize(st: GameState, seat: number): number {
  return st.s[st.game.layout.handTotal + seat]!;
}
/** Development cards held (playable and bought this turn). A public count. */
export function devCount(st: GameState, seat: number): number {
  return st.s[st.game.layout.devCount + seat]!;
}
/** Playable (not bought this turn) development cards of a kind; meaningful for the own seat only. */
export function devPlayable(st: GameState, seat: number, kind: number): number {
  return st.s[st.game.layout.dev + seat * NUM_DEV_TYPES + kind]!;
}
/** All development cards of a kind held (playable + new); meaningful for the own seat only. */
export function devHeld(st: GameState, seat: number, kind: number): number {
  const L = st.game.layout;
  return st.s[L.dev + seat * NUM_DEV_TYPES + kind]! + st.s[L.devNew + seat * NUM_DEV_TYPES + kind]!;
}
export function knightsPlayed(st: GameState, seat: number): number {
  return st.s[st.game.layout.knights + seat]!;
}

/** Cards `seat` lacks to pay `cost` (0 = affordable). */
export function missingCards(st: GameState, seat: number, cost: Int8Array): number {
  const h = st.game.layout.hand + seat * NUM_RESOURCES;
  const s = st.s;
  let miss = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = cost[r]! - s[h + r]!;
    if (d > 0) miss += d;
  }
  return miss;
}

/** Missing cards for each build, into out[0..NUM_BUILDS) (indexed by BUILD_*). */
export function buildDistances(st: GameState, seat: number, out: Int32Array | Float64Array): void {
  const costs = buildCosts(st.game);
  for (let k = 0; k < NUM_BUILDS; k++) out[k] = missingCards(st, seat, costs[k]!);
}

export function canAffordBuild(st: GameState, seat: number, build: number): boolean {
  return missingCards(st, seat, buildCosts(st.game)[build]!) === 0;
}

/**
 * Missing cards for `cost` when surplus cards (beyond the cost) may be traded to the bank at the
 * seat's rates: 0 when a sequence of maritime trades can make it affordable. Bank stock ignored.
 */
export function missingWithTrades(st: GameState, seat: number, cost: Int8Array): number {
  const h = st.game.layout.hand + seat * NUM_RESOURCES;
  const s = st.s;
  let miss = 0;
  let tradable = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = cost[r]! - s[h + r]!;
    if (d > 0) miss += d;
    else tradable += Math.floor(-d / tradeRate(st, seat, r));
  }
  return Math.max(0, miss - tradable);
}

// ---------------------------------------------------------------- VP, pieces, roads

export function publicVp(st: GameState, seat: number): number {
  return st.s[st.game.layout.publicVp + seat]!;
}

/** A seat this close to the target (public VP at or above target - 2) gets no trade from a built-in bot: it may be the card that wins. */
export function nearWin(st: GameState, q: number): boolean {
  return publicVp(st, q) >= st.game.options.targetVp - 2;
}
/** Public VP plus the seat's VP cards (its true total; for another seat on a view, the public VP). */
export function ownVp(st: GameState, seat: number): number {
  const L = st.game.layout;
  const s = st.s;
  return s[L.publicVp + seat]! + s[L.dev + seat * NUM_DEV_TYPES + VICTORY_POINT]! + s[L.devNew + seat * NUM_DEV_TYPES + VICTORY_POINT]!;
}
export function roadsLeft(st: GameState, seat: number): number {
  return st.s[st.game.layout.roadsLeft + seat]!;
}
export function settlementsLeft(st: GameState, seat: number): number {
  return st.s[st.game.layout.settlementsLeft + seat]!;
}
export function citiesLeft(st: GameState, seat: number): number {
  return st.s[st.game.layout.citiesLeft + seat]!;
}
/** Settlements on the board (not counting cities; a city hands its settlement piece back). */
export function settlementsBuilt(st: GameState, seat: number): number {
  return st.game.supply.settlements - settlementsLeft(st, seat);
}
export function citiesBuilt(st: GameState, seat: number): number {
  return st.game.supply.cities - citiesLeft(st, seat);
}
export function roadLength(st: GameState, seat: number): number {
  return st.s[st.game.layout.roadLen + seat]!;
}
export function longestRoadHolder(st: GameState): number {
  return st.s[LR_HOLDER]!;
}
export function largestArmyHolder(st: GameState): number {
  return st.s[LA_HOLDER]!;
}
export function bankCount(st: GameState, r: number): number {
  return st.s[BANK + r]!;
}

/** Cards of resource r held by all opponents of `seat` together (exact from public counts). */
export function opponentsHolding(st: GameState, seat: number, r: number): number {
  return st.game.supply.resourceCount - st.s[BANK + r]! - hand(st, seat, r);
}

/** The opponent with the most public VP (ties: larger production, then lower seat); -1 if none. */
export function leader(st: GameState, seat: number): number {
  const P = st.game.seats;
  let best = -1;
  let bestVp = -1;
  let bestPips = -1;
  for (let q = 0; q < P; q++) {
    if (q === seat) continue;
    const vp = publicVp(st, q);
    if (vp < bestVp) continue;
    const pips = totalPips(st, q);
    if (vp > bestVp || pips > bestPips) {
      best = q;
      bestVp = vp;
      bestPips = pips;
    }
  }
  return best;
}

/** Highest public VP among the opponents of `seat`. */
export function maxOpponentVp(st: GameState, seat: number): number {
  const P = st.game.seats; // colours that never act (neutrals) are nobody's opponent
  let best = 0;
  for (let q = 0; q < P; q++) if (q !== seat && publicVp(st, q) > best) best = publicVp(st, q);
  return best;
}

// ---------------------------------------------------------------- expansion (settlement sites)

let distBuf = new Int8Array(0);
// distBuf's bytes four at a time (its length a multiple of 4): roadDistances sets every node's
// distance to -1 with a quarter of the stores, where fill() would call into the runtime.
let distWords = new Int32Array(0);
let firstBuf = new Int32Array(0);
let queueBuf = new Int32Array(0);

function ensureScratch(nodes: number): void {
  if (distBuf.length < nodes) {
    distWords = new Int32Array((nodes + 3) >>> 2);
    distBuf = new Int8Array(distWords.buffer);
    firstBuf = new Int32Array(nodes);
    queueBuf = new Int32Array(nodes);
  }
}

/**
 * Queues the nodes of `seat`'s network at distance 0 (first piece -1) for a breadth-first search:
 * its buildings, then the ends of its pieces (roads or ships at `pieces`) that hold no building
 * (the seat's own are queued already, an opponent's cuts). Node order, then edge order, as a scan
 * of every node and edge would put them; walking the set bits skips the empty words. Returns the
 * queue's length.
 */
export function seedNetwork(st: GameState, seat: number, pieces: number, dist: Int8Array, first: Int32Array, queue: Int32Array): number {
  const { game, s } = st;
  const L = game.layout;
  const edgeNodes = game.board.edgeNodes;
  // The layout's fields in locals (docs/performance.md, "fields read into locals").
  const nodeWords = L.nodeWords;
  const edgeWords = L.edgeWords;
  const built = L.built;
  const own = L.settle + seat * nodeWords;
  const cities = L.city + seat * nodeWords;
  let tail = 0;
  for (let w = 0; w < nodeWords; w++) {
    for (let bits = s[own + w]! | s[cities + w]!; bits !== 0; bits &= bits - 1) {
      const node = (w << 5) + 31 - Math.clz32(bits & -bits);
      dist[node] = 0;
      first[node] = -1;
      queue[tail++] = node;
    }
  }
  for (let w = 0; w < edgeWords; w++) {
    for (let bits = s[pieces + w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      for (let k = 0; k < 2; k++) {
        const node = edgeNodes[e * 2 + k]!;
        if (dist[node] === 0 || bit(s, built, node)) continue;
        dist[node] = 0;
        first[node] = -1;
        queue[tail++] = node;
      }
    }
  }
  return tail;
}

/**
 * Roads needed to reach each node from `seat`'s network, up to `maxRoads` (breadth-first over
 * free edges, never through an opponent's building). Returns the module's scratch array, valid
 * until the next call: dist[node] (-1 unreachable); roadFirstEdges() gives, for the same call,
 * the first free edge of a shortest path from the network to each node (-1 for nodes already on
 * it). The network's nodes are the seat's buildings and the ends of its roads that hold no
 * opponent's building.
 */
export function roadDistances(st: GameState, seat: number, maxRoads: number): Int8Array {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const N = b.numNodes;
  ensureScratch(N);
  const dist = distBuf;
  const first = firstBuf;
  const queue = queueBuf;
  // The board's and layout's fields in locals (docs/performance.md, "fields read into locals").
  const nodeEdges = b.nodeEdges;
  const edgeNodes = b.edgeNodes;
  const built = L.built;
  const roads = L.roads;
  const words = distWords;
  const nWords = (N + 3) >>> 2;
  for (let w = 0; w < nWords; w++) words[w] = -1; // every byte -1
  let head = 0;
  let tail = seedNetwork(st, seat, L.road + seat * L.edgeWords, dist, first, queue);
  while (head < tail) {
    const u = queue[head++]!;
    const d = dist[u]!;
    // The queue holds nodes in order of distance, so every node left is as far: the last layer
    // need not be walked only to be skipped node by node.
    if (d >= maxRoads) break;
    // Cannot pass through an opponent's building.
    if (d > 0 && bit(s, built, u)) continue;
    const next = d + 1;
    const from = first[u]!;
    for (let k = 0; k < 3; k++) {
      const e = nodeEdges[u * 3 + k]!;
      if (e < 0) break;
      if (bit(s, roads, e)) continue;
      const a = edgeNodes[e * 2]!;
      const v = a === u ? edgeNodes[e * 2 + 1]! : a;
      if (dist[v] !== -1) continue;
      dist[v] = next;
      first[v] = d === 0 ? e : from;
      queue[tail++] = v;
    }
  }
  return dist;
}

/** First edges of the shortest paths found by the last roadDistances call (see there). */
export function roadFirstEdges(): Int32Array {
  return firstBuf;
}

/** Nodes where `seat` could build a settlement right now if it had the cards. */
export function settlementSites(st: GameState, seat: number): number {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const roads = L.road + seat * L.edgeWords;
  let n = 0;
  for (let node = 0; node < b.numNodes; node++) {
    if (bit(s, L.blocked, node)) continue;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[node * 3 + k]!;
      if (e < 0) break;
      if (bit(s, roads, e)) {
        n++;
        break;
      }
    }
  }
  return n;
}

// ---- legal lists

/**
 * The count of legal actions before Road Building's stop (D7) when a free piece is legal too, else
 * `count`. Phases list the stop last, so the built-in bots that always build both free pieces
 * (all but random) choose among legal[0..withoutRoadBuildingStop(legal, count)).
 */
export function withoutRoadBuildingStop(legal: ArrayLike<number>, count: number): number {
  return count > 1 && legal[count - 1]! >>> ARG_BITS === A_END_ROAD_BUILDING ? count - 1 : count;
}
