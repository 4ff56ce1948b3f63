// The Longest Trade Route: the longest trail over a colour's roads and ships, each piece used once,
// that passes no opponent's building and changes between road and ship only at the colour's own
// settlement or city.

import type { Game } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { indexTrailEdges } from '../../engine/longest-road.js';
import type { SeaFields } from './fields.js';

/** Route length of p (roads and ships, at most 32 pieces as the engine's trail sets hold). */
export function tradeRouteLength(game: Game, s: Int32Array, F: SeaFields, p: number): number {
  const L = game.layout;
  const b = game.board;
  const edges = game.scratch.roadEdges;
  const local = game.scratch.edgeLocal;
  // Roads first, then ships: the ships' indices form the mask that tells the two apart.
  const roads = indexTrailEdges(game, s, L.road + p * L.edgeWords, 0);
  const n = indexTrailEdges(game, s, F.ships + p * L.edgeWords, roads);
  let shipMask = 0;
  for (let i = roads; i < n; i++) shipMask |= 1 << i;
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

/** Longest continuation from `node`, arriving by a ship (`ship`) or a road, using pieces not in `used`. */
function extend(game: Game, s: Int32Array, p: number, node: number, used: number, ship: boolean, shipMask: number): number {
  const L = game.layout;
  const built = hasBit(s, L.built, node);
  const own = built && (hasBit(s, L.settle + p * L.nodeWords, node) || hasBit(s, L.city + p * L.nodeWords, node));
  if (built && !own) return 0; // an opponent's building cuts the route here
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
