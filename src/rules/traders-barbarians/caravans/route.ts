// Longest Road on the Caravans' board (D169): the longest trail of a colour's roads, each used
// once, passing no opponent's building, where a road on a path holding a camel counts 2. The
// search is the base game's, trail by trail from every road, with a weight per road.

import type { Game } from '../../../engine/game.js';
import { indexTrailEdges } from '../../../engine/longest-road.js';
import type { CaravanFields } from './fields.js';

/** Longest weighted continuation from `node` over roads not in `used` (bits of the trail scratch). */
function extend(game: Game, s: Int32Array, F: CaravanFields, p: number, node: number, used: number): number {
  const owner = s[game.layout.nodeOwner + node]!;
  if (owner !== 0 && owner !== p + 1) return 0;
  const b = game.board;
  const local = game.scratch.edgeLocal;
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    const i = local[e]!;
    if (i < 0 || (used & (1 << i)) !== 0) continue;
    const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    const len = (s[F.camelAt + e] !== 0 ? 2 : 1) + extend(game, s, F, p, other, used | (1 << i));
    if (len > best) best = len;
  }
  return best;
}

/** Seat p's Longest Road length with camel paths counting double (GameHooks.routeLength). */
export function camelRouteLength(F: CaravanFields): (game: Game, s: Int32Array, p: number) => number {
  return (game, s, p) => {
    const L = game.layout;
    const b = game.board;
    const edges = game.scratch.roadEdges;
    const local = game.scratch.edgeLocal;
    const n = indexTrailEdges(game, s, L.road + p * L.edgeWords, 0);
    let best = 0;
    for (let i = 0; i < n; i++) {
      const e = edges[i]!;
      const w = s[F.camelAt + e] !== 0 ? 2 : 1;
      const a = b.edgeNodes[e * 2]!;
      const c = b.edgeNodes[e * 2 + 1]!;
      const fromA = w + extend(game, s, F, p, c, 1 << i);
      const fromC = w + extend(game, s, F, p, a, 1 << i);
      if (fromA > best) best = fromA;
      if (fromC > best) best = fromC;
    }
    for (let i = 0; i < n; i++) local[edges[i]!] = -1;
    return best;
  };
}
