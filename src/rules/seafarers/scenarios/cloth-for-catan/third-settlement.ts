// Cloth for Catan's set-up (S13): every colour places a third settlement with its road or ship,
// after the second round, from the last player on, clockwise; then the first turn begins.

import { A_ROAD } from '../../../../engine/actions.js';
import { CUR, PHASE, PH_GAME_OVER, PH_PRE_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, SETUP_STEP, TURN, TURN_PLAYER } from '../../../../engine/layout.js';
import type { GameBuilder, KindRule } from '../../../../engine/rule-set.js';
import { A_SHIP } from '../../ids.js';

/** A set-up road or ship, followed by the third round's placements. */
function thirdRound(base: KindRule): KindRule {
  return {
    ...base,
    apply(st, arg, o) {
      const { game, s } = st;
      const wasSetup = s[PHASE] === PH_SETUP_ROAD;
      const step = s[SETUP_STEP]!;
      base.apply(st, arg, o);
      if (!wasSetup) return;
      const P = game.seats;
      const next = step + 1;
      if (next >= 2 * P && next < 3 * P && s[PHASE] !== PH_GAME_OVER) {
        s[TURN] = 0;
        s[TURN_PLAYER] = 0;
        s[PHASE] = PH_SETUP_SETTLEMENT;
        s[CUR] = (P - 1 + (next - 2 * P)) % P;
      } else if (next === 3 * P) {
        s[TURN_PLAYER] = 0;
        s[CUR] = 0;
        s[TURN] = 1;
        s[PHASE] = PH_PRE_ROLL;
      }
    },
  };
}

export function installThirdSettlement(g: GameBuilder): void {
  g.kinds[A_ROAD] = thirdRound(g.kinds[A_ROAD]!);
  g.kinds[A_SHIP] = thirdRound(g.kinds[A_SHIP]!);
}
