// Where pieces may go on a Seafarers board: roads beside land, ships beside sea (or the frame),
// one piece per edge, each network growing from its own ends and the owner's buildings only (a
// road and a ship join only through a settlement or city), no ship on an edge of the pirate's hex.

import { ARG_BITS } from '../../engine/actions.js';
import { SEA } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { markEdgesAt, markNetworkReach, markReach } from '../base/build.js';
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

/** The reach of p's ships (into T.reachA): p's buildings and the ends of its ships that hold no building. */
export function markShipReach(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): Int32Array {
  return markNetworkReach(game, s, p, F.ships + p * game.layout.edgeWords, T.reachA);
}

/** Road sites of p, appended from out[n] as actions of `kind` (kind < 0: only says whether there is one, returning n + 1). */
export function seaRoadSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array | null, n: number, kind: number): number {
  // The edges at the reach's nodes, in id order: a walk of the few reached nodes, not of every edge.
  const near = markEdgesAt(game, markReach(game, s, p), game.scratch.edgeSites);
  for (let w = 0; w < game.layout.edgeWords; w++) {
    for (let bits = near[w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (edgeTaken(game, s, F, e) || !roadEdge(game, s, F, T, e)) continue;
      if (!out) return n + 1;
      out[n++] = (kind << ARG_BITS) | e;
    }
  }
  return n;
}

/** Ship sites of p, appended from out[n] as actions of `kind` (out null: stops at the first, returning n + 1). */
export function shipSites(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array | null, n: number, kind: number): number {
  const near = markEdgesAt(game, markShipReach(game, s, F, T, p), game.scratch.edgeSites);
  for (let w = 0; w < game.layout.edgeWords; w++) {
    for (let bits = near[w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (edgeTaken(game, s, F, e) || !shipEdge(game, s, F, T, e) || nextToPirate(game, s, F, e)) continue;
      if (!out) return n + 1;
      out[n++] = (kind << ARG_BITS) | e;
    }
  }
  return n;
}

export function anySeaRoadSite(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): boolean {
  return seaRoadSites(game, s, F, T, p, null, 0, 0) > 0;
}
export function anyShipSite(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number): boolean {
  return shipSites(game, s, F, T, p, null, 0, 0) > 0;
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
  for (let k = 0; k < 2; k++) {
    const n = game.board.edgeNodes[e * 2 + k]!;
    // A village (Cloth for Catan) holds a route as a building does: a route to it is closed.
    const ownBuilding = hasBit(s, L.settle + p * L.nodeWords, n) || hasBit(s, L.city + p * L.nodeWords, n) || T.anchorNode[n] === 1;
    if (!ownBuilding && !ownsPieceAt(game, s, F, p, n, e)) return true;
  }
  return false;
}
