// The Longest Trade Route: the longest trail over a colour's roads and ships, each piece used once,
// that passes no opponent's building and changes between road and ship only at the colour's own
// settlement or city.

import type { Game } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { indexTrailEdges } from '../../engine/longest-road.js';
import type { SeaFields } from './fields.js';

/** Indexes p's roads and ships for a trail search (the game's scratch); returns how many. */
function indexPieces(game: Game, s: Int32Array, F: SeaFields, p: number): number {
  const L = game.layout;
  return indexTrailEdges(game, s, F.ships + p * L.edgeWords, indexTrailEdges(game, s, L.road + p * L.edgeWords, 0));
}

/** The indexed pieces that are ships, as a mask of their indices: it tells the two kinds apart. */
function shipMaskOf(game: Game, s: Int32Array, F: SeaFields, p: number, n: number): number {
  const edges = game.scratch.roadEdges;
  const ships = F.ships + p * game.layout.edgeWords;
  let mask = 0;
  for (let i = 0; i < n; i++) if (hasBit(s, ships, edges[i]!)) mask |= 1 << i;
  return mask;
}

/** Route length of p (roads and ships, at most 32 pieces as the engine's trail sets hold). */
export function tradeRouteLength(game: Game, s: Int32Array, F: SeaFields, p: number): number {
  const b = game.board;
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  const n = indexPieces(game, s, F, p);
  const shipMask = shipMaskOf(game, s, F, p, n);
  let best = 0;
  for (let i = 0; i < n; i++) {
    const e = edges[i]!;
    const bit = 1 << i;
    const ship = (shipMask & bit) !== 0;
    const a = b.edgeNodes[e * 2]!;
    const c = b.edgeNodes[e * 2 + 1]!;
    const fromA = 1 + extend(game, s, p, c, bit, ship, shipMask);
    const fromC = 1 + extend(game, s, p, a, bit, ship, shipMask);
    if (fromA > best) best = fromA;
    if (fromC > best) best = fromC;
  }
  for (let i = 0; i < n; i++) local[edges[i]!] = -1;
  return best;
}

/**
 * Route length of p just after it placed a road or ship on `e`, `before` being the length just
 * before: a new piece takes no trail away, so the route is the old one or the longest trail
 * through the new piece, the only one searched. (A moved ship may shorten the route: the move
 * recomputes it whole.)
 */
export function tradeRouteWithPiece(game: Game, s: Int32Array, F: SeaFields, p: number, e: number, before: number): number {
  const b = game.board;
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  const n = indexPieces(game, s, F, p);
  const shipMask = shipMaskOf(game, s, F, p, n);
  const i = local[e]!;
  let best = before;
  if (i < 0) {
    // Past the 32 pieces a trail set can mark: a whole search, as the full rule does.
    for (let k = 0; k < n; k++) local[edges[k]!] = -1;
    return tradeRouteLength(game, s, F, p);
  }
  const ship = (shipMask & (1 << i)) !== 0;
  const through = rightOf(game, s, p, b.edgeNodes[e * 2 + 1]!, b.edgeNodes[e * 2]!, 1 << i, 1, ship, ship, shipMask);
  if (through > best) best = through;
  for (let k = 0; k < n; k++) local[edges[k]!] = -1;
  return best;
}

/**
 * Longest trail made of a right part (`len` pieces in `used`, from the new piece, whose kind is
 * `firstShip`, to `node`, reached by a piece of kind `lastShip`) continued to the left from `far`,
 * the new piece's other end, and to the right from `node`.
 */
function rightOf(game: Game, s: Int32Array, p: number, node: number, far: number, used: number, len: number, lastShip: boolean, firstShip: boolean, shipMask: number): number {
  let best = len + extend(game, s, p, far, used, firstShip, shipMask);
  const owner = s[game.layout.nodeOwner + node]!;
  if (owner !== 0 && owner !== p + 1) return best; // the right part cannot pass an opponent's building
  const own = owner !== 0;
  const b = game.board;
  const local = game.scratch.edgeLocal;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    const i = local[e]!;
    if (i < 0 || (used & (1 << i)) !== 0) continue;
    const nextShip = (shipMask & (1 << i)) !== 0;
    if (nextShip !== lastShip && !own) continue; // road to ship only through one's own building
    const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    const len2 = rightOf(game, s, p, other, far, used | (1 << i), len + 1, nextShip, firstShip, shipMask);
    if (len2 > best) best = len2;
  }
  return best;
}

/** Longest continuation from `node`, arriving by a ship (`ship`) or a road, using pieces not in `used`. */
function extend(game: Game, s: Int32Array, p: number, node: number, used: number, ship: boolean, shipMask: number): number {
  // The owner word (colour + 1, 0 for none) says in one load what the three bitsets say.
  const owner = s[game.layout.nodeOwner + node]!;
  if (owner !== 0 && owner !== p + 1) return 0; // an opponent's building cuts the route here
  const own = owner !== 0;
  const b = game.board;
  const local = game.scratch.edgeLocal;
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    const i = local[e]!;
    if (i < 0 || (used & (1 << i)) !== 0) continue;
    const nextShip = (shipMask & (1 << i)) !== 0;
    if (nextShip !== ship && !own) continue; // road to ship only through one's own building
    const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    const len = 1 + extend(game, s, p, other, used | (1 << i), nextShip, shipMask);
    if (len > best) best = len;
  }
  return best;
}
