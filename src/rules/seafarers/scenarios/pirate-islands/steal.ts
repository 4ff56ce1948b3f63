// No robber on the Pirate Islands (S15): after a 7's discards the roller steals one card from any
// seat that has one, or from nobody when no seat has a card.

import { A_ROBBER, ARG_BITS } from '../../../../engine/actions.js';
import { cardName, takeCard } from '../../../../engine/hands.js';
import { endDecision } from '../../../../engine/decision-queue.js';
import { CUR, PH_MOVE_ROBBER } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import { OB_ROBBER } from '../../../base/decisions.js';
import type { Islands } from './context.js';
import { A_STEAL } from './ids.js';

export function installSteal(g: GameBuilder, C: Islands): void {
  const { L } = C;
  g.phases[PH_MOVE_ROBBER] = {
    name: 'steal',
    maxActions: L.players + 1,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      let n = 0;
      for (let q = 0; q < game.seats; q++) if (q !== p && s[L.handTotal + q]! > 0) out[n++] = (A_STEAL << ARG_BITS) | (q + 1);
      if (n === 0) out[n++] = A_STEAL << ARG_BITS;
      return n;
    },
  };
  const steal = g.kinds[A_ROBBER]!; // the robber's steal: outcomes and sampling by the victim in arg & 7
  g.kinds[A_STEAL] = {
    name: 'steal',
    argBits: 3,
    maxOutcomes: steal.maxOutcomes,
    outcomes: steal.outcomes,
    sample: steal.sample,
    apply(st, arg, outcome) {
      const { game, s } = st;
      const victim = (arg & 7) - 1;
      if (victim >= 0) takeCard(game, s, victim, s[CUR]!, outcome, 'steal');
      endDecision(st, OB_ROBBER);
    },
    describe: (_g, arg) => ((arg & 7) > 0 ? `from seat ${(arg & 7) - 1}` : 'nobody'),
    record: {
      write: (w, arg, o) => ({ p: w.st.s[CUR]!, a: 'steal', victim: (arg & 7) > 0 ? (arg & 7) - 1 : null, stolen: o >= 0 ? cardName(w.st.game, o) : null }),
      read: {
        steal: (r, e) => [[e.victim === null || e.victim === undefined ? 0 : Number(e.victim) + 1, e.stolen === null || e.stolen === undefined ? -1 : r.card(e.stolen)]],
      },
    },
  };
}
