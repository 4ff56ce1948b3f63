// The Caravans' rules besides the vote: the trigger's flag, the VP of buildings between camels,
// Longest Road with camel paths counting double, the robber kept to numbered hexes (D163), and
// the invariants that recount what the fields keep.

import { longestRoad, longestRoadWithRoad } from '../../../engine/longest-road.js';
import { A_CITY, A_ROBBER, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { PH_MOVE_ROBBER, PH_SETUP_SETTLEMENT, PHASE } from '../../../engine/layout.js';
import type { GameBuilder, Invariant } from '../../../engine/rule-set.js';
import { bonusOf, camelCaravan, camelHead, camelsAt } from './camels.js';
import { camelSupply, caravanTables, type CaravanFields } from './fields.js';

/** A settlement or city built after set-up marks the part of the turn for a camel (D165). */
export function installTrigger(g: GameBuilder, F: CaravanFields): void {
  for (const id of [A_SETTLEMENT, A_CITY]) {
    const inner = g.kinds[id]!;
    g.kinds[id] = {
      ...inner,
      apply(st, arg, outcome) {
        if (st.s[PHASE] !== PH_SETUP_SETTLEMENT) st.s[F.built] = 1;
        inner.apply(st, arg, outcome);
      },
    };
  }
}

/** The VP of buildings between two camels (D170) and Longest Road over camel paths (D169). */
export function installBenefits(g: GameBuilder, F: CaravanFields): void {
  const settlementPlaced = g.hooks.settlementPlaced;
  g.hooks.settlementPlaced = (game, s, p, node) => {
    settlementPlaced(game, s, p, node);
    if (camelsAt(game, s, F, node) >= 2) {
      s[F.bonus + p]!++;
      s[game.layout.publicVp + p]!++;
    }
  };
  // Longest Road with a road on a camel's path counting 2 (D169): the engine's search, with the
  // camels' field as the roads it doubles.
  g.hooks.routeLength = (game, s, p) => longestRoad(game, s, p, null, F.camelAt);
  g.hooks.routeLengthWithRoad = (game, s, p, edge) => longestRoadWithRoad(game, s, p, edge, s[game.layout.roadLen + p]!, null, F.camelAt);
  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), caravans: st.s[F.bonus + p]! });
}

/** The robber goes only to hexes with a number token: never an oasis (D163). */
export function installRobber(g: GameBuilder): void {
  const inner = g.phases[PH_MOVE_ROBBER]!;
  g.phases[PH_MOVE_ROBBER] = {
    ...inner,
    legal(st, out) {
      const n = inner.legal(st, out);
      const tokens = st.game.board.hexToken;
      let k = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS === A_ROBBER && tokens[(a & ARG_MASK) >>> 3] === 0) continue;
        out[k++] = a;
      }
      return k;
    },
  };
}

/** The camels agree with the caravans, the supply and the VP they give. */
export function caravanInvariant(F: CaravanFields): Invariant {
  return {
    name: 'caravans',
    check({ game, s }, fail) {
      const b = game.board;
      const T = caravanTables(game);
      let camels = 0;
      for (let e = 0; e < b.numEdges; e++) {
        const w = s[F.camelAt + e]!;
        if (w === 0) continue;
        camels++;
        const c = camelCaravan(w);
        const head = camelHead(w);
        if (c < 0 || c >= F.caravans) fail(`edge ${e}: camel of caravan ${c}`);
        if (b.edgeNodes[e * 2] !== head && b.edgeNodes[e * 2 + 1] !== head) fail(`edge ${e}: camel's head ${head} is not an end of its path`);
      }
      if (camels !== s[F.placed]) fail(`${camels} camels on the board, ${s[F.placed]} counted`);
      if (camels > camelSupply(game.layout.players)) fail(`${camels} camels, more than the ${camelSupply(game.layout.players)} in the game`);
      for (let c = 0; c < F.caravans; c++) {
        const head = s[F.heads + c]!;
        if (head === 0 && s[F.camelAt + T.arrowEdge[c]!] !== 0 && camelCaravan(s[F.camelAt + T.arrowEdge[c]!]!) === c) fail(`caravan ${c} has its first camel but is not started`);
        if (head >= 2 && camelsAt(game, s, F, head - 2) === 0) fail(`caravan ${c}: no camel at its head ${head - 2}`);
      }
      for (let p = 0; p < game.layout.players; p++) {
        const n = bonusOf(game, s, F, p);
        if (n !== s[F.bonus + p]) fail(`seat ${p}: ${s[F.bonus + p]} VP between camels counted, ${n} on the board`);
      }
    },
  };
}
