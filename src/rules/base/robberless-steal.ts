// A 7 without a robber (the Pirate Islands, Barbarian Attack): after the discards the roller takes
// one random card from any seat that has one, or from nobody when no seat has a card. The robber's
// phase becomes the choice of a victim; the steal reuses the robber's outcomes and sampling.

import { A_ROBBER, ARG_BITS } from '../../engine/actions.js';
import { stealableHand } from '../../engine/cards.js';
import { cardName, takeCard } from '../../engine/hands.js';
import { endDecision } from '../../engine/decision-queue.js';
import { CUR, PH_MOVE_ROBBER } from '../../engine/layout.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { OB_ROBBER } from './decisions.js';

/** Replaces the robber's move with a steal from a seat of the roller's choice, as action kind `kind` (arg victim + 1). */
export function installRobberlessSteal(g: GameBuilder, kind: number): void {
  const L = g.layout;
  g.phases[PH_MOVE_ROBBER] = {
    name: 'steal',
    maxActions: L.players + 1,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      let n = 0;
      for (let q = 0; q < game.seats; q++) if (q !== p && stealableHand(game, s, q) > 0) out[n++] = (kind << ARG_BITS) | (q + 1);
      if (n === 0) out[n++] = kind << ARG_BITS;
      return n;
    },
  };
  const steal = g.kinds[A_ROBBER]!; // the robber's steal: outcomes and sampling by the victim in arg & 7
  g.kinds[kind] = {
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
