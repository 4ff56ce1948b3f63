// Position features for Seafarers boards, shared by the built-in bots: which rule tables a game
// has (null when Seafarers is not in play, so every caller keeps its base-game path untouched),
// production with gold fields and discovered fog hexes, where a settlement may go, the special
// victory points a site would earn, and how many roads or ships reach each intersection. Like
// features.ts, everything reads only what a seat may know and allocates nothing per call after
// the first on a board size (results live in module scratch, valid until the next call).

import { GOLD, HARBOR_GENERIC, NUM_RESOURCES, SEA } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { seaBoard, type SeaBoard } from '../board-tables.js';
import { seaFieldsOf, type SeaFields } from '../fields.js';
import { SCENARIOS, isScenarioId } from '../scenarios.js';
import { edgeTaken, faceOf, landNode, nextToPirate, roadEdge, shipEdge } from '../sites.js';
import { DICE_WAYS, buildingsPips, seedNetwork } from '../../../bots/features.js';

/** A Seafarers game's tables for the bots: its fields and its board's sea tables. */
export interface Sea {
  readonly F: SeaFields;
  readonly T: SeaBoard;
}

const SEA_CACHE = new WeakMap<Game, Sea | null>();

/** The Seafarers tables of a game, or null when Seafarers is not in play. */
export function seaOf(game: Game): Sea | null {
  let v = SEA_CACHE.get(game);
  if (v === undefined) {
    const F = seaFieldsOf(game);
    const id = game.options.scenario;
    v = F && isScenarioId(id) ? { F, T: seaBoard(game.board, SCENARIOS[id]) } : null;
    SEA_CACHE.set(game, v);
  }
  return v;
}

/** Index of gold in the 6-wide production arrays below (0..4 are the resources). */
export const GOLD_SLOT = NUM_RESOURCES;
/** Gold pips are worth this much a pip beside a resource's pip: the card is the owner's choice. */
export const GOLD_PIP_VALUE = 1.25;
/** Site-score bonus for gold at a site while the seat lacks a resource (gold fills the gap). */
export const GOLD_GAP_BONUS = 1.5;
/** Site-score points one special victory point is worth when comparing sites. */
export const SCORE_PER_VP = 20;

function bit(s: Int32Array, base: number, i: number): boolean {
  return (s[base + (i >>> 5)]! & (1 << (i & 31))) !== 0;
}

/** Token of hex h as the seat sees it: the board's, or a discovered fog hex's (0 while face down). */
function tokenOf(game: Game, s: Int32Array, sea: Sea, h: number): number {
  if (game.board.hexHidden[h] === 0) return game.board.hexToken[h]!;
  return s[sea.F.fogHex + h]! >>> 4;
}

/**
 * Adds `mult` x the pips of node's producing hexes into out[0..6) (resources, then gold at
 * GOLD_SLOT), skipping `robber`; discovered fog hexes count. Returns the pips added.
 */
export function addSeaNodePips(st: GameState, sea: Sea, node: number, out: Float64Array, mult: number, robber: number): number {
  const { game, s } = st;
  const b = game.board;
  let total = 0;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0) break;
    if (h === robber) continue;
    total += addHex(game, s, sea, h, out, mult);
  }
  if (b.nodeHidden[node]! > 0) {
    for (let k = 0; k < 3; k++) {
      const h = sea.T.nodeFog[node * 3 + k]!;
      if (h < 0) break;
      if (h === robber) continue;
      total += addHex(game, s, sea, h, out, mult);
    }
  }
  return total;
}

function addHex(game: Game, s: Int32Array, sea: Sea, h: number, out: Float64Array, mult: number): number {
  const t = faceOf(game, s, sea.F, h);
  if (t < 0) return 0;
  const slot = t < NUM_RESOURCES ? t : t === GOLD ? GOLD_SLOT : -1;
  if (slot < 0) return 0;
  const p = DICE_WAYS[tokenOf(game, s, sea, h)]! * mult;
  out[slot]! += p;
  return p;
}

/** All pips of a node (resources and gold, discovered fog included), robber ignored. */
export function seaNodePips(st: GameState, sea: Sea, node: number): number {
  nodeTmp.fill(0);
  return addSeaNodePips(st, sea, node, nodeTmp, 1, -1);
}
const nodeTmp = new Float64Array(NUM_RESOURCES + 1);

/**
 * Pips per resource of `seat` into out[0..5) and its gold pips into out[GOLD_SLOT] (settlements
 * 1x, cities 2x, the robber's hex excluded, discovered fog included). Returns the total.
 */
export function seaProductionPips(st: GameState, sea: Sea, seat: number, out: Float64Array): number {
  out.fill(0, 0, NUM_RESOURCES + 1);
  return buildingsPips(st, seat, out, sea, addSeaNodePips);
}

// Module scratch of seaSiteScore alone.
const sitePips = new Float64Array(NUM_RESOURCES + 1);

/**
 * The greedy site score (see greedy/sites.ts siteScore) on a Seafarers board: pips weighted by
 * resource with a bonus per new resource, gold pips at GOLD_PIP_VALUE with a bonus while the seat
 * lacks a resource, discovered fog hexes, and harbors that fit the production. `myProd` is the
 * seat's pips per resource (0..5; a sixth entry, gold, is read if present).
 */
export function seaSiteScore(st: GameState, sea: Sea, node: number, myProd: ArrayLike<number>, harbors: number, resourceValue: readonly number[], newResource: number): number {
  const game = st.game;
  sitePips.fill(0);
  addSeaNodePips(st, sea, node, sitePips, 1, -1);
  let score = 0;
  let missing = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const p = sitePips[r]!;
    if (myProd[r]! === 0 && p === 0) missing++;
    if (p === 0) continue;
    score += p * resourceValue[r]!;
    if (myProd[r]! === 0) score += newResource;
  }
  const gold = sitePips[GOLD_SLOT]!;
  if (gold > 0) {
    score += gold * GOLD_PIP_VALUE;
    if (missing > 0 && !((myProd[GOLD_SLOT] ?? 0) > 0)) score += GOLD_GAP_BONUS;
  }
  const kind = game.board.nodeHarbor[node]!;
  if (kind >= 0 && (harbors & (1 << kind)) === 0) {
    if (kind === HARBOR_GENERIC) score += 1.5;
    else score += 0.35 * (myProd[kind]! + sitePips[kind]!);
  }
  return score;
}

/** A settlement could stand on `node` (for someone reaching it): land, free by the distance rule, not barred. */
export function settleable(st: GameState, sea: Sea, node: number): boolean {
  const { game, s } = st;
  if (bit(s, game.layout.blocked, node) || sea.T.noSettleNode[node] === 1) return false;
  return landNode(game, s, sea.F, sea.T, node);
}

/** Special victory points `seat` would earn for a settlement on `node` now (Catan chits), 0 if none. */
export function chitPoints(st: GameState, sea: Sea, seat: number, node: number): number {
  const { T, F } = sea;
  const rule = T.scenario.areaVp;
  if (!rule) return 0;
  const a = T.nodeArea[node]!;
  if (a < 0) return 0;
  const b = 1 << a;
  const s = st.s;
  const foreign = rule.foreign === 'not-start' ? T.areaStart[a] === 0 : (s[F.home + seat]! & b) === 0;
  if (!foreign) return 0;
  if (rule.each === 'first' && (s[F.claimed + seat]! & b) !== 0) return 0;
  return rule.points;
}

/** Ships `seat` has left to place. */
export function shipsLeft(st: GameState, sea: Sea, seat: number): number {
  return st.s[sea.F.shipsLeft + seat]!;
}

/** `seat` owns a ship on edge e. */
export function ownsShip(st: GameState, sea: Sea, seat: number, e: number): boolean {
  return bit(st.s, sea.F.ships + seat * st.game.layout.edgeWords, e);
}

/** Edge e may carry a ship of anyone now: sea beside it, free, not a side of the pirate's hex. */
export function shipFree(st: GameState, sea: Sea, e: number): boolean {
  const { game, s } = st;
  return shipEdge(game, s, sea.F, sea.T, e) && !edgeTaken(game, s, sea.F, e) && !nextToPirate(game, s, sea.F, e);
}

/** The node touches a free edge a ship may take (a coastal node with open water). */
export function coastal(st: GameState, sea: Sea, node: number): boolean {
  const b = st.game.board;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    if (shipFree(st, sea, e)) return true;
  }
  return false;
}

/** The seat has a settlement or city on the coast (beside an edge that takes ships), where its ships start. */
export function hasCoastalBuilding(st: GameState, sea: Sea, seat: number): boolean {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  for (let w = 0; w < L.nodeWords; w++) {
    let bits = s[L.settle + seat * L.nodeWords + w]! | s[L.city + seat * L.nodeWords + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const node = (w << 5) + 31 - Math.clz32(low);
      for (let k = 0; k < 3; k++) {
        const e = b.nodeEdges[node * 3 + k]!;
        if (e < 0) break;
        if (shipEdge(game, s, sea.F, sea.T, e)) return true;
      }
    }
  }
  return false;
}

/**
 * The tips of `seat`'s ships: ship ends holding no building and touching no other piece of the
 * seat, where its ship network grows (and whose ships may move). Into `out` (node ids); returns
 * how many.
 */
export function shipTips(st: GameState, sea: Sea, seat: number, out: Int32Array): number {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const ships = sea.F.ships + seat * L.edgeWords;
  let n = 0;
  for (let w = 0; w < L.edgeWords; w++) {
    let bits = s[ships + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const e = (w << 5) + 31 - Math.clz32(low);
      for (let k = 0; k < 2; k++) {
        const node = b.edgeNodes[e * 2 + k]!;
        if (bit(s, L.built, node)) continue;
        let other = false;
        for (let j = 0; j < 3; j++) {
          const f = b.nodeEdges[node * 3 + j]!;
          if (f < 0) break;
          if (f !== e && (bit(s, L.road + seat * L.edgeWords, f) || bit(s, ships, f))) other = true;
        }
        if (!other && n < out.length) out[n++] = node;
      }
    }
  }
  return n;
}

// ---------------------------------------------------------------- distances by road and by ship

let roadDistBuf = new Int8Array(0);
let roadFirstBuf = new Int32Array(0);
let shipDistBuf = new Int8Array(0);
let shipFirstBuf = new Int32Array(0);
let queueBuf = new Int32Array(0);

function ensure(nodes: number): void {
  if (roadDistBuf.length < nodes) {
    roadDistBuf = new Int8Array(nodes);
    roadFirstBuf = new Int32Array(nodes);
    shipDistBuf = new Int8Array(nodes);
    shipFirstBuf = new Int32Array(nodes);
    queueBuf = new Int32Array(nodes);
  }
}

/**
 * Pieces `seat` needs to reach each node, by road (up to maxRoads) and by ship (up to maxShips),
 * into module scratch read with seaRoadDist/seaRoadFirst/seaShipDist/seaShipFirst until the next
 * call: -1 unreachable; 0 for nodes the seat reaches already (a settlement may go there if the
 * node is free). Roads grow from the seat's buildings and road ends over free land edges; ships
 * from its buildings and ship ends over free sea edges off the pirate's sides; neither passes a
 * building (a road and a ship join only at the seat's own settlement or city, which is where
 * both start). The first piece of a shortest way is kept per node (-1 where none is needed).
 */
export function seaDistances(st: GameState, sea: Sea, seat: number, maxRoads: number, maxShips: number): void {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const N = b.numNodes;
  ensure(N);
  const { F, T } = sea;
  const fog = b.hiddenHexes.length > 0;
  // The pirate's sides, which take no ship.
  const ph = s[F.pirate]!;
  for (let k = 0; k < 6; k++) pirateSides[k] = ph >= 0 ? b.hexEdges[ph * 6 + k]! : -1;
  for (let pass = 0; pass < 2; pass++) {
    const ship = pass === 1;
    const dist = ship ? shipDistBuf : roadDistBuf;
    const first = ship ? shipFirstBuf : roadFirstBuf;
    const max = ship ? maxShips : maxRoads;
    const pieces = ship ? F.ships + seat * L.edgeWords : L.road + seat * L.edgeWords;
    const open = ship ? T.edgeShip : T.edgeRoad;
    dist.fill(-1, 0, N);
    let tail = seedNetwork(st, seat, pieces, dist, first, queueBuf);
    if (max <= 0) continue;
    let head = 0;
    while (head < tail) {
      const u = queueBuf[head++]!;
      const d = dist[u]!;
      if (d >= max) continue;
      if (d > 0 && bit(s, L.built, u)) continue;
      for (let k = 0; k < 3; k++) {
        const e = b.nodeEdges[u * 3 + k]!;
        if (e < 0) break;
        const w = e >>> 5;
        const m = 1 << (e & 31);
        if (((s[L.roads + w]! | s[F.anyShip + w]!) & m) !== 0) continue;
        if (open[e] !== 1) {
          // Only a fog hex turned over can still open the edge.
          if (!fog || T.edgeFog[e * 2]! < 0) continue;
          if (ship ? !shipEdge(game, s, F, T, e) : !roadEdge(game, s, F, T, e)) continue;
        }
        if (ship && (e === pirateSides[0] || e === pirateSides[1] || e === pirateSides[2] || e === pirateSides[3] || e === pirateSides[4] || e === pirateSides[5])) continue;
        const v = b.edgeNodes[e * 2]! === u ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
        if (dist[v] !== -1) continue;
        dist[v] = d + 1;
        first[v] = d === 0 ? e : first[u]!;
        queueBuf[tail++] = v;
      }
    }
  }
}
const pirateSides = new Int32Array(6);

export function seaRoadDist(): Int8Array {
  return roadDistBuf;
}
export function seaRoadFirst(): Int32Array {
  return roadFirstBuf;
}
export function seaShipDist(): Int8Array {
  return shipDistBuf;
}
export function seaShipFirst(): Int32Array {
  return shipFirstBuf;
}

let fromDist = new Int8Array(0);
let fromQueue = new Int32Array(0);

/**
 * Ships from `start` (a node) to each node over free sea edges off the pirate's sides, not
 * through buildings, up to `max`: for set-up, before the seat has any ship. Module scratch.
 */
export function shipDistancesFrom(st: GameState, sea: Sea, start: number, max: number): Int8Array {
  const { game, s } = st;
  const b = game.board;
  const N = b.numNodes;
  if (fromDist.length < N) {
    fromDist = new Int8Array(N);
    fromQueue = new Int32Array(N);
  }
  fromDist.fill(-1, 0, N);
  fromDist[start] = 0;
  fromQueue[0] = start;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const u = fromQueue[head++]!;
    const d = fromDist[u]!;
    if (d >= max || (d > 0 && bit(s, game.layout.built, u))) continue;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[u * 3 + k]!;
      if (e < 0) break;
      if (!shipFree(st, sea, e)) continue;
      const v = b.edgeNodes[e * 2]! === u ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
      if (fromDist[v] !== -1) continue;
      fromDist[v] = d + 1;
      fromQueue[tail++] = v;
    }
  }
  return fromDist;
}

/** Whether hex h is sea as the seat sees it (fog turned over counts; face down does not). */
export function isSeaHex(st: GameState, sea: Sea, h: number): boolean {
  return faceOf(st.game, st.s, sea.F, h) === SEA;
}

/** A face-down fog hex lies at `node` (a road or ship ending there turns it over). */
export function faceDownAt(st: GameState, sea: Sea, node: number): boolean {
  if (st.game.board.nodeHidden[node] === 0) return false;
  for (let k = 0; k < 3; k++) {
    const h = sea.T.nodeFog[node * 3 + k]!;
    if (h < 0) break;
    if (st.s[sea.F.fogHex + h] === 0) return true;
  }
  return false;
}

/**
 * What turning a fog hex over is worth, in settlements (a settlement = 1): a card at once, and
 * land behind it as often as the face-down stack holds land. 0 when the stack is empty.
 */
export function fogWorth(sea: Sea, s: Int32Array): number {
  let land = 0;
  let all = 0;
  for (let t = 0; t < 8; t++) {
    const n = s[sea.F.fogTerrains + t]!;
    all += n;
    if (t < NUM_RESOURCES || t === GOLD) land += n;
  }
  return all === 0 ? 0 : 0.25 + (0.6 * land) / all;
}
