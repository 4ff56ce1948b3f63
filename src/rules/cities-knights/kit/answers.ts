// Policies for the decisions the progress cards raise (D82-D91): a Wedding's gift and a
// Commercial Harbor's answer give the card the seat needs least; a Master Merchant's take and a
// Spy's take the card it needs (or is worth) most; the Diplomat's own road goes back toward a
// site; the Deserter's victim gives up its weakest knight and the player places its new one where
// a knight stands best.

import { ARG_MASK } from '../../../engine/actions.js';
import type { PhasePolicy } from '../../../engine/bot-kit.js';
import { nodeBlocked, nodePips, roadDistances } from '../../../bots/features.js';
import { pieceAttr } from '../../../engine/piece-tables.js';
import { CARD_KEEP } from './cards.js';
import { knightSiteScore } from './knights.js';
import { bestBy, surplusScorer } from './phases.js';
import { ckOf, knightRowAt } from './state.js';

/** The card given that the seat needs least (a Wedding, a Commercial Harbor's answer). */
export const giveCard: PhasePolicy = (st, seat, legal, count) => {
  const surplus = surplusScorer(st, seat);
  return bestBy(legal, count, (a) => surplus(a & ARG_MASK));
};

/** The card taken that the seat needs most (a Master Merchant's take): the least surplus. */
export const takeCard: PhasePolicy = (st, seat, legal, count) => {
  const surplus = surplusScorer(st, seat);
  return bestBy(legal, count, (a) => -surplus(a & ARG_MASK));
};

/** The Spy's take: the progress card worth most. */
export const spyTake: PhasePolicy = (_st, _seat, legal, count) => bestBy(legal, count, (a) => CARD_KEEP[a & ARG_MASK] ?? 0);

/** The Diplomat's own road placed again (argument edge + 1; 0 keeps it off): where its far end reaches the best free site. */
export const diplomatRoad: PhasePolicy = (st, seat, legal, count) => {
  const dist = roadDistances(st, seat, 2);
  const b = st.game.board;
  return bestBy(legal, count, (a) => {
    const arg = a & ARG_MASK;
    if (arg === 0) return -Infinity;
    const e = arg - 1;
    let v = 0;
    for (let k = 0; k < 2; k++) {
      const node = b.edgeNodes[e * 2 + k]!;
      if (!nodeBlocked(st, node)) v = Math.max(v, nodePips(st.game, node) + (dist[node] === 1 ? 3 : 0));
    }
    return v;
  });
};

/** The Deserter's victim: its weakest knight goes, an inactive one before an active one. */
export const deserterRemove: PhasePolicy = (st, _seat, legal, count) => {
  const C = ckOf(st.game)!;
  return bestBy(legal, count, (a) => {
    const i = knightRowAt(C, st.s, a & ARG_MASK);
    return -(2 * pieceAttr(st.s, C.knights, i, C.level) + pieceAttr(st.s, C.knights, i, C.active));
  });
};

/** The Deserter's player: its new knight where a knight stands best (argument node + 1; 0 declines, never chosen while a node is open). */
export const deserterPlace: PhasePolicy = (st, seat, legal, count) =>
  bestBy(legal, count, (a) => ((a & ARG_MASK) === 0 ? -Infinity : knightSiteScore(st, seat, (a & ARG_MASK) - 1, null)));

