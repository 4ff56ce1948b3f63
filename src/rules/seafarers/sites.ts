// Where pieces may go on a Seafarers board: roads beside land, ships beside sea (or the frame),
// one piece per edge, each network growing from its own ends and the owner's buildings only (a
// road and a ship join only through a settlement or city), no ship on an edge of the pirate's hex.

import { ARG_BITS, idBits } from '../../engine/actions.js';
import { SEA } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { liftedMoves } from '../../engine/network-moves.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { A_MOVE_SHIP } from './ids.js';

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

/**
 * Of the edges of the edge bitset at s[at], those free of roads and ships where a piece of a kind
 * may go, into `into`: the edges of `sure` always, those beside fog where it is turned over to the
 * kind's terrain (`ship`: sea; else land); none of the edge bitset `barred` at `barredAt` (the
 * sides of the pirate's hex for ships).
 */
function freeSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, at: number, into: Int32Array, sure: Int32Array, ship: boolean, barred: Int32Array, barredAt: number): Int32Array {
  const edgeWords = game.layout.edgeWords; // locals (docs/performance.md, "fields read into locals")
  const roads = game.layout.roads;
  const anyShip = F.anyShip;
  const fog = T.fogEdgeBits;
  for (let w = 0; w < edgeWords; w++) {
    const free = s[at + w]! & ~s[roads + w]! & ~s[anyShip + w]! & ~barred[barredAt + w]!;
    let ok = free & sure[w]!;
    for (let bits = free & ~sure[w]! & fog[w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (ship ? shipEdge(game, s, F, T, e) : roadEdge(game, s, F, T, e)) ok |= bits & -bits;
    }
    into[w] = ok;
  }
  return into;
}

/** p's road sites as an edge bitset (T.edgeScratch): free edges at the reach of its roads (kept, networks.ts) where a road may go. */
export function roadSiteMask(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): Int32Array {
  return freeSites(game, s, F, T, F.roadReach + p * game.layout.edgeWords, T.edgeScratch, T.roadEdgeBits, false, T.noEdges, 0);
}

/** p's ship sites as an edge bitset (T.edgeScratch): free edges at the reach of its ships (kept) where a ship may go, off the pirate's hex. */
export function shipSiteMask(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): Int32Array {
  const E = game.layout.edgeWords;
  const h = s[F.pirate]!;
  return freeSites(game, s, F, T, F.shipReach + p * E, T.edgeScratch, T.shipEdgeBits, true, h < 0 ? T.noEdges : T.hexSideBits, h < 0 ? 0 : h * E);
}

/**
 * p's ship moves, appended from out[n]: each movable ship to every site a new ship could take once
 * it is lifted (liftedMoves, the network-move helper's), in the order of the ships' edges, then of
 * the sites, as edgeMoves lists them, the movable ships read from those with a loose end kept
 * beside the pieces. `sites`: p's ship sites (shipSiteMask) when the caller has them, else null.
 */
export function shipMoveActions(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array, n: number, sites: Int32Array | null): number {
  const L = game.layout;
  // Locals (docs/performance.md, "fields read into locals").
  const edgeWords = L.edgeWords;
  const loose = F.looseShips + p * edgeWords;
  const fresh = F.newShips;
  const pirate = s[F.pirate]!;
  const edgeHexes = game.board.edgeHexes;
  const b = game.board;
  const once = F.shipEnds + p * L.nodeWords;
  const twice = F.shipJoints + p * L.nodeWords;
  const bits = idBits(b.numEdges);
  const kind = A_MOVE_SHIP << ARG_BITS;
  // The ships with a loose end, less those built this turn and those beside the pirate: read, not
  // written to a bitset first (a store in a loop makes V8 check every array again at each pass).
  for (let w = 0; w < edgeWords; w++) {
    for (let ships = s[loose + w]! & ~s[fresh + w]!; ships !== 0; ships &= ships - 1) {
      const e = (w << 5) + 31 - Math.clz32(ships & -ships);
      if (pirate >= 0 && (edgeHexes[e * 2] === pirate || edgeHexes[e * 2 + 1] === pirate)) continue;
      if (sites === null) sites = shipSiteMask(game, s, F, T, p);
      n = liftedMoves(game, s, s, once, twice, p, e, sites, kind | (e << bits), out, n);
    }
  }
  return n;
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
