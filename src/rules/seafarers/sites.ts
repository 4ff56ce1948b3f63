// Where pieces may go on a Seafarers board: roads beside land, ships beside sea (or the frame),
// one piece per edge, each network growing from its own ends and the owner's buildings only (a
// road and a ship join only through a settlement or city), no ship on an edge of the pirate's hex.

import { ARG_BITS } from '../../engine/actions.js';
import { SEA } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { markEdgesAt, markReach } from '../base/build.js';
import type { PieceEnds } from '../../engine/piece-ends.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';

/** The face of hex h: its terrain, or -1 while it lies face down. */
export function faceOf(game: Game, s: Int32Array, F: SeaFields, h: number): number {
  if (game.board.hexHidden[h] === 0) return game.board.hexTerrain[h]!;
  const v = s[F.fogHex + h]!;
  return v === 0 ? -1 : (v & 15) - 1;
}

/** A road may go on e: land on one side (fog turned over counts). */
export function roadEdge(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, e: number): boolean {
  if (T.edgeRoad[e] === 1) return true;
  for (let k = 0; k < 2; k++) {
    const h = T.edgeFog[e * 2 + k]!;
    if (h < 0) break;
    const t = faceOf(game, s, F, h);
    if (t >= 0 && t !== SEA) return true;
  }
  return false;
}

/** A ship may go on e: sea or the frame on one side (fog turned over counts). */
export function shipEdge(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, e: number): boolean {
  if (T.edgeShip[e] === 1) return true;
  for (let k = 0; k < 2; k++) {
    const h = T.edgeFog[e * 2 + k]!;
    if (h < 0) break;
    if (faceOf(game, s, F, h) === SEA) return true;
  }
  return false;
}

/** Intersection n touches land (fog turned over counts). */
export function landNode(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, n: number): boolean {
  if (game.board.nodeLand[n]! > 0) return true;
  for (let k = 0; k < 3; k++) {
    const h = T.nodeFog[n * 3 + k]!;
    if (h < 0) break;
    const t = faceOf(game, s, F, h);
    if (t >= 0 && t !== SEA) return true;
  }
  return false;
}

export function edgeTaken(game: Game, s: Int32Array, F: SeaFields, e: number): boolean {
  return hasBit(s, game.layout.roads, e) || hasBit(s, F.anyShip, e);
}

/** e is a side of the pirate's hex. */
export function nextToPirate(game: Game, s: Int32Array, F: SeaFields, e: number): boolean {
  const h = s[F.pirate]!;
  if (h < 0) return false;
  const b = game.board;
  for (let k = 0; k < 2; k++) if (b.edgeHexes[e * 2 + k] === h) return true;
  return false;
}

/** The reach of p's ships (into T.reachA): p's buildings and the ends of its ships (kept in the state) that hold no building. */
export function markShipReach(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): Int32Array {
  const L = game.layout;
  const reach = T.reachA;
  const own = L.settle + p * L.nodeWords;
  const cities = L.city + p * L.nodeWords;
  const ends = F.shipEnds + p * L.nodeWords;
  const built = L.built;
  for (let w = 0; w < L.nodeWords; w++) reach[w] = s[own + w]! | s[cities + w]! | (s[ends + w]! & ~s[built + w]!);
  return reach;
}

/**
 * Keeps, of the edges in the bitset `near`, those free of roads and ships where a piece of a kind
 * may go: the edges of `sure` always, those of `fog` where `allowed` says so once their fog is
 * turned over. Written over `near`, which it returns.
 */
function freeSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, near: Int32Array, sure: Int32Array, ship: boolean): Int32Array {
  const edgeWords = game.layout.edgeWords; // locals (docs/performance.md, "fields read into locals")
  const roads = game.layout.roads;
  const anyShip = F.anyShip;
  const fog = T.fogEdgeBits;
  for (let w = 0; w < edgeWords; w++) {
    const free = near[w]! & ~s[roads + w]! & ~s[anyShip + w]!;
    let ok = free & sure[w]!;
    for (let bits = free & ~sure[w]! & fog[w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (ship ? shipEdge(game, s, F, T, e) : roadEdge(game, s, F, T, e)) ok |= bits & -bits;
    }
    near[w] = ok;
  }
  return near;
}

/**
 * The edges at the nodes of the node bitset `nodes`, as an edge bitset written over `into`: a walk
 * of the few nodes, not of every edge, each node's edges ORed in as the board's two words.
 */
function edgesAt(game: Game, T: SeaBoard, nodes: Int32Array, into: Int32Array): Int32Array {
  const word = T.nodeEdgeWord;
  if (word === null) return markEdgesAt(game, nodes, into);
  const L = game.layout;
  const bits = T.nodeEdgeBits;
  const edgeWords = L.edgeWords;
  // One word past the last: a node's second word may lie there (its bits are then 0).
  for (let w = 0; w <= edgeWords; w++) into[w] = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let m = nodes[w]!; m !== 0; m &= m - 1) {
      const n = (w << 5) + 31 - Math.clz32(m & -m);
      const at = word[n]!;
      into[at]! |= bits[n * 2]!;
      into[at + 1]! |= bits[n * 2 + 1]!;
    }
  }
  return into;
}

/** p's road sites as an edge bitset (T.edgeScratch): free edges at the reach of its roads where a road may go. */
export function roadSiteMask(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): Int32Array {
  return freeSites(game, s, F, T, edgesAt(game, T, markReach(game, s, p), T.edgeScratch), T.roadEdgeBits, false);
}

/** p's ship sites as an edge bitset (T.edgeScratch): free edges at the reach of its ships where a ship may go, off the pirate's hex. */
export function shipSiteMask(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): Int32Array {
  return shipSitesFrom(game, s, F, T, p, markShipReach(game, s, F, T, p));
}

/** The ship sites at the nodes of `reach`, off the pirate's hex. */
function shipSitesFrom(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, reach: Int32Array): Int32Array {
  const sites = freeSites(game, s, F, T, edgesAt(game, T, reach, T.edgeScratch), T.shipEdgeBits, true);
  clearPirateSides(game, s, F, sites);
  return sites;
}

/** Clears the sides of the pirate's hex in the edge bitset `edges`. */
function clearPirateSides(game: Game, s: Int32Array, F: SeaFields, edges: Int32Array): void {
  const h = s[F.pirate]!;
  if (h < 0) return;
  const hexEdges = game.board.hexEdges;
  for (let k = 0; k < 6; k++) {
    const e = hexEdges[h * 6 + k]!;
    if (e >= 0) edges[e >>> 5]! &= ~(1 << (e & 31));
  }
}

/**
 * p's ships that may move (shipMayMove for every ship at once), as an edge bitset written over
 * `into`, given where its ships end: not built this turn, not beside the pirate, with an end that
 * holds none of p's buildings, villages, roads or other ships. Such an end is a node where one ship
 * of p ends and nothing else of p's holds the route, so the ships are found from those few nodes
 * (a network's tips) instead of testing every ship.
 */
export function movableShips(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, ends: PieceEnds, into: Int32Array): Int32Array {
  const L = game.layout;
  // Locals (docs/performance.md, "fields read into locals").
  const nodeWords = L.nodeWords;
  const edgeWords = L.edgeWords;
  const own = L.settle + p * nodeWords;
  const cities = L.city + p * nodeWords;
  const roadEnds = L.roadEnds + p * nodeWords;
  const anchors = T.anchorBits;
  const words = ends.words;
  const once = ends.once;
  const twice = ends.twice;
  const ships = F.ships + p * edgeWords;
  const nodeEdges = game.board.nodeEdges;
  for (let w = 0; w < edgeWords; w++) into[w] = 0;
  let any = 0;
  for (let w = 0; w < nodeWords; w++) {
    const tips = words[once + w]! & ~words[twice + w]! & ~s[own + w]! & ~s[cities + w]! & ~s[roadEnds + w]! & ~anchors[w]!;
    for (let bits = tips; bits !== 0; bits &= bits - 1) {
      const x = (w << 5) + 31 - Math.clz32(bits & -bits);
      // The one ship of p at x.
      for (let j = 0; j < 3; j++) {
        const f = nodeEdges[x * 3 + j]!;
        if (f < 0) break;
        if ((s[ships + (f >>> 5)]! & (1 << (f & 31))) !== 0) {
          into[f >>> 5]! |= 1 << (f & 31);
          any = 1;
          break;
        }
      }
    }
  }
  if (any === 0) return into;
  const fresh = F.newShips;
  for (let w = 0; w < edgeWords; w++) into[w]! &= ~s[fresh + w]!;
  clearPirateSides(game, s, F, into);
  return into;
}

/** The edges of the bitset `sites`, appended from out[n] in id order as actions of `kind` (out null: says whether there is one, returning n + 1). */
export function appendEdges(game: Game, sites: Int32Array, out: Int32Array | null, n: number, kind: number): number {
  const edgeWords = game.layout.edgeWords;
  const base = kind << ARG_BITS;
  for (let w = 0; w < edgeWords; w++) {
    for (let bits = sites[w]!; bits !== 0; bits &= bits - 1) {
      if (!out) return n + 1;
      out[n++] = base | ((w << 5) + 31 - Math.clz32(bits & -bits));
    }
  }
  return n;
}

/** Road sites of p, appended from out[n] as actions of `kind` (out null: only says whether there is one, returning n + 1). */
export function seaRoadSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array | null, n: number, kind: number): number {
  return appendEdges(game, roadSiteMask(game, s, F, T, p), out, n, kind);
}

/** Ship sites of p, appended from out[n] as actions of `kind` (out null: stops at the first, returning n + 1). */
export function shipSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array | null, n: number, kind: number): number {
  return appendEdges(game, shipSiteMask(game, s, F, T, p), out, n, kind);
}

export function anySeaRoadSite(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): boolean {
  return seaRoadSites(game, s, F, T, p, null, 0, 0) > 0;
}
export function anyShipSite(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): boolean {
  return shipSites(game, s, F, T, p, null, 0, 0) > 0;
}

/**
 * p's paid settlement sites, appended from out[n] in id order as actions of `kind`: the ends of its
 * roads and ships that the distance rule leaves free, on land others may settle (seaSettlementSite
 * for every node at once).
 */
export function seaSettlementSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array, n: number, kind: number): number {
  const L = game.layout;
  const nodeWords = L.nodeWords;
  const shipEnds = F.shipEnds + p * nodeWords;
  const roadEnds = L.roadEnds + p * nodeWords;
  const blocked = L.blocked;
  const land = T.landNodeBits;
  const fog = T.fogNodeBits;
  const barred = T.noSettleBits;
  const base = kind << ARG_BITS;
  for (let w = 0; w < nodeWords; w++) {
    const free = (s[shipEnds + w]! | s[roadEnds + w]!) & ~s[blocked + w]! & ~barred[w]!;
    const sure = free & land[w]!;
    for (let bits = free & (land[w]! | fog[w]!); bits !== 0; bits &= bits - 1) {
      const low = bits & -bits;
      const node = (w << 5) + 31 - Math.clz32(low);
      if ((sure & low) !== 0 || landNode(game, s, F, T, node)) out[n++] = base | node;
    }
  }
  return n;
}

/** p owns a road or a ship on an edge at node n (other than `except`). */
export function ownsPieceAt(game: Game, s: Int32Array, F: SeaFields, p: number, n: number, except = -1): boolean {
  const L = game.layout;
  const b = game.board;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[n * 3 + k]!;
    if (e < 0) break;
    if (e === except) continue;
    if (hasBit(s, L.road + p * L.edgeWords, e) || hasBit(s, F.ships + p * L.edgeWords, e)) return true;
  }
  return false;
}

/** A paid settlement site of p: free by the distance rule, on land others may settle, touching p's road or ship. */
export function seaSettlementSite(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, n: number): boolean {
  if (hasBit(s, game.layout.blocked, n) || T.noSettleNode[n] === 1) return false;
  return ownsPieceAt(game, s, F, p, n) && landNode(game, s, F, T, n);
}

/**
 * Whether p's ship on e may move: not built this turn, not beside the pirate, and with a loose end
 * (an end touching none of p's buildings or other pieces: so never a ship of a closed route).
 */
export function shipMayMove(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, e: number): boolean {
  if (hasBit(s, F.newShips, e) || nextToPirate(game, s, F, e)) return false;
  const L = game.layout;
  const b = game.board;
  const ships = F.ships + p * L.edgeWords;
  for (let k = 0; k < 2; k++) {
    const n = b.edgeNodes[e * 2 + k]!;
    // A village (Cloth for Catan) holds a route as a building does: a route to it is closed.
    if (s[L.nodeOwner + n] === p + 1 || T.anchorNode[n] === 1 || hasBit(s, L.roadEnds + p * L.nodeWords, n)) continue;
    let other = false;
    for (let j = 0; j < 3 && !other; j++) {
      const f = b.nodeEdges[n * 3 + j]!;
      if (f < 0) break;
      other = f !== e && hasBit(s, ships, f);
    }
    if (!other) return true;
  }
  return false;
}
