// The Longest Trade Route: the longest trail over a colour's roads and ships, each piece used once,
// that passes no opponent's building and changes between road and ship only at the colour's own
// settlement or city. The searches are the engine's route lengths over two kinds of piece.

import type { Game } from '../../engine/game.js';
import { routeLength, routeLengthAfterMove, routeLengthWithPiece } from '../../engine/route-length.js';
import type { SeaFields } from './fields.js';

/** Route length of p (roads and ships, at most 32 pieces as the engine's trail sets hold). */
export function tradeRouteLength(game: Game, s: Int32Array, F: SeaFields, p: number): number {
  const L = game.layout;
  return routeLength(game, s, p, L.road + p * L.edgeWords, F.ships + p * L.edgeWords);
}

/**
 * Route length of p just after it placed a road or ship on `e`, `before` being the length just
 * before (a new piece takes no trail away: only the trails through it are searched).
 */
export function tradeRouteWithPiece(game: Game, s: Int32Array, F: SeaFields, p: number, e: number, before: number): number {
  const L = game.layout;
  return routeLengthWithPiece(game, s, p, L.road + p * L.edgeWords, F.ships + p * L.edgeWords, e, before);
}

/** Route length of p just after it moved a ship to `to` (`before`: the length before the move). */
export function tradeRouteAfterMove(game: Game, s: Int32Array, F: SeaFields, p: number, to: number, before: number): number {
  const L = game.layout;
  return routeLengthAfterMove(game, s, p, L.road + p * L.edgeWords, F.ships + p * L.edgeWords, to, before);
}
