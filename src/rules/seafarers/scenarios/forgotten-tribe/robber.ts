// The robber on the Forgotten Tribe's map (S14): never on the barren islands (the core's noSettle
// areas) nor back on the desert it started on.

import { A_ROBBER, ARG_BITS, ARG_MASK } from '../../../../engine/actions.js';
import { PH_MOVE_ROBBER } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';

export function installRobber(g: GameBuilder): void {
  const robber = g.phases[PH_MOVE_ROBBER]!;
  g.phases[PH_MOVE_ROBBER] = {
    ...robber,
    legal(st, out) {
      const n = robber.legal(st, out);
      const start = st.game.board.robberStart;
      let k = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS === A_ROBBER && (a & ARG_MASK) >>> 3 === start) continue;
        out[k++] = a;
      }
      return k;
    },
  };
}
