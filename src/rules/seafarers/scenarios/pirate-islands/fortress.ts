// The fortress attack (S15): once its route reaches its fortress a colour may, instead of ending
// its turn, roll a die against its warships. More warships take a chit (three take the fortress,
// which becomes its settlement); fewer lose the two ships nearest the fortress, equal the one.

import { A_END_TURN } from '../../../../engine/actions.js';
import type { Game } from '../../../../engine/game.js';
import { CUR } from '../../../../engine/layout.js';
import { placeSettlement } from '../../../../engine/pieces.js';
import type { GameBuilder, KindRule } from '../../../../engine/rule-set.js';
import { NO_OUTCOME } from '../../../../engine/step.js';
import { ONE_DIE } from '../../../base/dice.js';
import { updateAllRoutes } from '../../settling.js';
import { removeShip, updateRoute } from '../../ships.js';
import { MAX_ROUTE, type Islands } from './context.js';
import { A_ATTACK } from './ids.js';

/** Every colour in play has taken its fortress. */
export function allTaken(C: Islands, game: Game, s: Int32Array): boolean {
  const pl = C.places(game);
  for (let p = 0; p < game.seats; p++) if (pl.fortress[p]! >= 0 && s[C.I.chits + p]! > 0) return false;
  return true;
}

function attackKind(C: Islands): KindRule {
  const { I, F } = C;
  return {
    name: 'attack_fortress',
    argBits: 0,
    ...ONE_DIE,
    apply(st, _arg, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      const die = outcome + 1;
      const war = s[I.warships + p]!;
      if (war > die) {
        if (--s[I.chits + p]! === 0) {
          // The fortress falls: it becomes the colour's settlement. Off the eastern island only
          // one's circle is a settlement site (phases.ts), so the fortress's intersection is free.
          placeSettlement(game, s, p, C.places(game).fortress[p]!);
          updateAllRoutes(game, s);
          if (allTaken(C, game, s)) s[I.fleet] = -1;
        }
      } else {
        const lose = war < die ? 2 : 1;
        for (let i = 0; i < lose && s[I.routeLen + p]! > 0; i++) {
          const len = --s[I.routeLen + p]!;
          removeShip(game, s, F, C.tables(game), p, s[I.route + p * MAX_ROUTE + len]!);
          if (s[I.warships + p]! > len) s[I.warships + p] = len;
        }
        // Lost ships shorten the colour's route count too.
        updateRoute(game, s, p);
      }
      game.kinds[A_END_TURN]!.apply(st, 0, NO_OUTCOME);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'attack_fortress', die: o + 1 }),
      read: {
        attack_fortress(r, e) {
          const d = Number(e.die);
          if (!Number.isInteger(d) || d < 1 || d > 6) throw r.error('die must be an integer 1-6');
          return [[0, d - 1]];
        },
      },
    },
  };
}

export function installFortress(g: GameBuilder, C: Islands): void {
  g.kinds[A_ATTACK] = attackKind(C);
}
