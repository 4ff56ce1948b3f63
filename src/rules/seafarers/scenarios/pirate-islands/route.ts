// A colour's one shipping route (S15): from its pre-placed settlement, one ship at a time along a
// shortest free way to its circle, then its fortress: over ship edges nobody holds, through no
// other colour's building (S2) and no intersection the route holds already (it never branches).
// Searched back from the goal, so the next ships are the edges at the route's end one step nearer.

import { ARG_BITS } from '../../../../engine/actions.js';
import type { Game } from '../../../../engine/game.js';
import { CUR } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import { A_SHIP } from '../../ids.js';
import { anySeaRoadSite, edgeTaken, shipEdge } from '../../sites.js';
import { MAX_ROUTE, type Islands } from './context.js';

/** The other end of edge e from node n. */
function across(game: Game, e: number, n: number): number {
  const b = game.board;
  return b.edgeNodes[e * 2] === n ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
}

/** The intersection p's route ends at (its settlement while it holds no ship). */
export function routeEnd(C: Islands, game: Game, s: Int32Array, p: number): number {
  let node = C.places(game).settlement[p]!;
  for (let i = 0; i < s[C.I.routeLen + p]!; i++) node = across(game, s[C.I.route + p * MAX_ROUTE + i]!, node);
  return node;
}

/** Node n holds a building of a colour other than p: a settlement, a city, a taken fortress. */
function othersBuilding(C: Islands, s: Int32Array, p: number, n: number): boolean {
  const owner = s[C.L.nodeOwner + n]!;
  return owner !== 0 && owner !== p + 1;
}

/**
 * Ship distances to `target` over p's free ways (into the places' scratch): edges nobody holds,
 * never into another colour's building nor an intersection p's route runs through before its end.
 * The search stops once it reaches `end`: every intersection a step nearer has its distance then.
 */
function distances(C: Islands, game: Game, s: Int32Array, p: number, target: number, end: number): Int32Array {
  const T = C.tables(game);
  const b = game.board;
  const { dist, queue, onRoute } = C.places(game);
  markRoute(C, game, s, p, onRoute, 1);
  // Plain stores (docs/performance.md): the main phase's list asks this at every step it can build.
  for (let n = 0; n < dist.length; n++) dist[n] = -1;
  dist[target] = 0;
  queue[0] = target;
  let tail = 1;
  for (let qi = 0; qi < tail && dist[end]! < 0; qi++) {
    const n = queue[qi]!;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[n * 3 + k]!;
      if (e < 0) break;
      if (edgeTaken(game, s, C.F, e) || !shipEdge(game, s, C.F, T, e)) continue;
      const m = across(game, e, n);
      if (dist[m]! >= 0 || onRoute[m] === 1 || othersBuilding(C, s, p, m)) continue;
      dist[m] = dist[n]! + 1;
      queue[tail++] = m;
    }
  }
  // Leave the scratch clear for the next search.
  markRoute(C, game, s, p, onRoute, 0);
  return dist;
}

/** Marks in `onRoute` (mark 1) or clears there (mark 0) the intersections p's route runs through before its end. */
function markRoute(C: Islands, game: Game, s: Int32Array, p: number, onRoute: Uint8Array, mark: number): void {
  let node = C.places(game).settlement[p]!;
  for (let i = 0; i < s[C.I.routeLen + p]!; i++) {
    onRoute[node] = mark;
    node = across(game, s[C.I.route + p * MAX_ROUTE + i]!, node);
  }
}

/**
 * The edges p's route may grow by, appended to out from n as ship actions: one step nearer its
 * circle, then its fortress; none once at the fortress, out of ships, or ending at another
 * colour's building (a building placed where the route already ended).
 */
export function routeSites(C: Islands, game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const pl = C.places(game);
  const end = routeEnd(C, game, s, p);
  if (end === pl.fortress[p] || s[C.F.shipsLeft + p]! <= 0 || othersBuilding(C, s, p, end)) return n;
  const dist = distances(C, game, s, p, s[C.I.circle + p] ? pl.fortress[p]! : pl.circle[p]!, end);
  const here = dist[end]!;
  if (here <= 0) return n; // no free way there, or already there
  const T = C.tables(game);
  const b = game.board;
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[end * 3 + k]!;
    if (e < 0) break;
    if (edgeTaken(game, s, C.F, e) || !shipEdge(game, s, C.F, T, e)) continue;
    if (dist[across(game, e, end)] === here - 1) out[n++] = (A_SHIP << ARG_BITS) | e;
  }
  return n;
}

/** The route's ship: appended to it; reaching the circle turns it toward the fortress. Road Building: a road or the route's next ship. */
export function installRoute(g: GameBuilder, C: Islands): void {
  const { I } = C;
  const ship = g.kinds[A_SHIP]!;
  g.kinds[A_SHIP] = {
    ...ship,
    apply(st, e, o) {
      const { game, s } = st;
      const p = s[CUR]!;
      ship.apply(st, e, o);
      const len = s[I.routeLen + p]!;
      if (len < MAX_ROUTE) {
        s[I.route + p * MAX_ROUTE + len] = e;
        s[I.routeLen + p] = len + 1;
      }
      if (routeEnd(C, game, s, p) === C.places(game).circle[p]) s[I.circle + p] = 1;
    },
  };
  const scratch = new Int32Array(3);
  g.hooks.roadBuildingPlayable = (game, s, p) =>
    (s[C.L.roadsLeft + p]! > 0 && anySeaRoadSite(game, s, C.F, C.tables(game), p)) || routeSites(C, game, s, p, scratch, 0) > 0;
}
