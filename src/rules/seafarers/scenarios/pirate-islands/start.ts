// The start and the end of the Pirate Islands (S15): each colour begins with its settlement and
// the first ship of its route where the map marks them, three chits under its fortress and the
// fleet at the head of its track; a colour wins with its own fortress taken and the target VP on
// its own turn.

import type { GameState } from '../../../../engine/game.js';
import { totalVp } from '../../../../engine/game.js';
import { PHASE, PH_GAME_OVER, SETUP_STEP, TURN_PLAYER, WINNER } from '../../../../engine/layout.js';
import { placeSettlement } from '../../../../engine/pieces.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import { placeShip } from '../../ships.js';
import { MAX_ROUTE, type Islands } from './context.js';
import { FORTRESS_CHITS } from './ids.js';

export function installStart(g: GameBuilder, C: Islands): void {
  const { I } = C;
  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const { game, s } = st;
    const pl = C.places(game);
    s[I.fleet] = 0;
    for (let p = 0; p < game.seats; p++) {
      if (pl.fortress[p]! < 0 || pl.circle[p]! < 0 || pl.settlement[p]! < 0 || pl.ship[p]! < 0) {
        throw new Error(`pirate-islands: the map lacks colour ${p}'s settlement, ship, circle or fortress`);
      }
      s[I.chits + p] = FORTRESS_CHITS;
      placeSettlement(game, s, p, pl.settlement[p]!);
      placeShip(game, s, C.F, C.tables(game), p, pl.ship[p]!);
      s[I.route + p * MAX_ROUTE] = pl.ship[p]!;
      s[I.routeLen + p] = 1;
    }
  };

  g.hooks.afterAction = ({ game, s }: GameState) => {
    if (s[PHASE] === PH_GAME_OVER || s[SETUP_STEP]! < 2 * game.seats) return;
    const tp = s[TURN_PLAYER]!;
    if (s[I.chits + tp]! === 0 && totalVp(game, s, tp) >= game.options.targetVp) {
      s[PHASE] = PH_GAME_OVER;
      s[WINNER] = tp;
    }
  };
}
