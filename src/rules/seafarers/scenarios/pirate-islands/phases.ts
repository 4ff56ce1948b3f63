// Where the Pirate Islands narrow the Seafarers phases: ships only as the route's next ship, no
// ship moves, paid settlements off the eastern island only at one's own circle, the fortress
// attack once the route is there, and set-up with roads only (the route exists already), so a
// set-up settlement goes only where its road can go.

import { A_END_ROAD_BUILDING, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../../../engine/actions.js';
import type { Game } from '../../../../engine/game.js';
import { CUR, PH_MAIN, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT } from '../../../../engine/layout.js';
import type { ActionRefinement } from '../../../../engine/phase-list.js';
import type { GameBuilder, PhaseRule } from '../../../../engine/rule-set.js';
import { roadBuildingStop } from '../../../base/build.js';
import { A_SHIP } from '../../ids.js';
import { edgeTaken, roadEdge } from '../../sites.js';
import type { Islands } from './context.js';
import { A_ATTACK } from './ids.js';
import { routeEnd, routeSites } from './route.js';

/** The main phase and Road Building: the route's ship instead of any other, a settlement off the eastern island only at one's circle. */
function routeRefinement(C: Islands, main: boolean): ActionRefinement {
  return {
    name: 'pirate_route',
    maxActions: main ? 1 : 0,
    refine(st, out, n) {
      const { game, s } = st;
      const p = s[CUR]!;
      const pl = C.places(game);
      const T = C.tables(game);
      let k = 0;
      let ships = false;
      let stop = false;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_END_ROAD_BUILDING) stop = true;
        else if (kind === A_SHIP) ships = true;
        else if (kind !== A_SETTLEMENT || T.nodeArea[a & ARG_MASK] === pl.main || (a & ARG_MASK) === pl.circle[p]) out[k++] = a;
      }
      // The sources list ships when the seat may have one (pieces, and in the main phase the cost).
      if (ships) k = routeSites(C, game, s, p, out, k);
      // Road Building's stop stays last, after the route's ship (D7).
      if (stop) k = roadBuildingStop(out, k);
      if (main && routeEnd(C, game, s, p) === pl.fortress[p] && s[C.I.chits + p]! > 0) out[k++] = A_ATTACK << ARG_BITS;
      return k;
    },
  };
}

/** The set-up road phase without its ships. */
function roadsOnly(base: PhaseRule): PhaseRule {
  return {
    ...base,
    legal(st, out) {
      const n = base.legal(st, out);
      let k = 0;
      for (let i = 0; i < n; i++) if (out[i]! >>> ARG_BITS !== A_SHIP) out[k++] = out[i]!;
      return k;
    },
  };
}

/** Node n has a side a road may take now. */
function roadSiteAt(C: Islands, game: Game, s: Int32Array, n: number): boolean {
  const T = C.tables(game);
  for (let k = 0; k < 3; k++) {
    const e = game.board.nodeEdges[n * 3 + k]!;
    if (e < 0) break;
    if (!edgeTaken(game, s, C.F, e) && roadEdge(game, s, C.F, T, e)) return true;
  }
  return false;
}

/** Set-up settlements only where their road can go. */
function settlementsWithRoad(C: Islands, base: PhaseRule): PhaseRule {
  return {
    ...base,
    legal(st, out) {
      const n = base.legal(st, out);
      let k = 0;
      for (let i = 0; i < n; i++) if (roadSiteAt(C, st.game, st.s, out[i]! & ARG_MASK)) out[k++] = out[i]!;
      return k;
    },
  };
}

export function installPhases(g: GameBuilder, C: Islands): void {
  const P = g.phases;
  // No ship moves: the route's ships stay where they are.
  g.phaseList(PH_MAIN).remove('ship_moves').refine(routeRefinement(C, true));
  g.phaseList(PH_ROAD_BUILDING).refine(routeRefinement(C, false));
  P[PH_SETUP_ROAD] = roadsOnly(P[PH_SETUP_ROAD]!);
  P[PH_SETUP_SETTLEMENT] = settlementsWithRoad(C, P[PH_SETUP_SETTLEMENT]!);
}
