// The end when the villages run dry (S13): once at most STOCKED_VILLAGES_END villages have cloth
// left, most VP wins, then most cloth, then the first in turn order from the player on turn.

import type { GameState } from '../../../../engine/game.js';
import { totalVp } from '../../../../engine/game.js';
import { PHASE, PH_GAME_OVER, TURN, TURN_PLAYER, WINNER } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import type { Cloth } from './context.js';
import { MAX_VILLAGES, STOCKED_VILLAGES_END } from './ids.js';

export function installEnd(g: GameBuilder, X: Cloth): void {
  const { C } = X;
  const afterAction = g.hooks.afterAction;
  g.hooks.afterAction = (st: GameState) => {
    afterAction(st);
    const { game, s } = st;
    if (s[PHASE] === PH_GAME_OVER || s[TURN]! < 1) return;
    // The piles past the map's villages stay empty, so all of them are counted (no list to fetch).
    let stocked = 0;
    for (let v = 0; v < MAX_VILLAGES && stocked <= STOCKED_VILLAGES_END; v++) if (s[C.pile + v]! > 0) stocked++;
    if (stocked > STOCKED_VILLAGES_END) return;
    let best = -1;
    for (let i = 0; i < game.seats; i++) {
      const q = (s[TURN_PLAYER]! + i) % game.seats;
      if (best < 0) best = q;
      const d = totalVp(game, s, q) - totalVp(game, s, best) || s[C.cloth + q]! - s[C.cloth + best]!;
      if (d > 0) best = q;
    }
    s[PHASE] = PH_GAME_OVER;
    s[WINNER] = best;
  };
}
