// The old boot (D140, D141): shown the moment it is drawn; after rolling, its holder may pass it to
// a player with at least as many VP as its own, and keeps it when it alone leads. Its holder needs
// one VP more than the target to win.

import { ARG_BITS } from '../../../engine/actions.js';
import { totalVp, type GameState } from '../../../engine/game.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, TURN_PLAYER, WINNER } from '../../../engine/layout.js';
import type { ActionSource } from '../../../engine/phase-list.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import { subturnField } from '../../turn-rules/paired.js';
import { bootHolder, type Fish } from './context.js';
import { A_PASS_BOOT } from './ids.js';

/** The VP the boot's passing compares (D140): the public ones, which every seat sees. */
const publicVp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;

/** The target seat p must reach: one more while it holds the boot. */
export function targetOf(st: GameState, F: Pick<Fish, 'boot'>, p: number): number {
  return st.game.options.targetVp + (bootHolder(F, st.s) === p ? 1 : 0);
}

/** The seats the boot's holder may pass it to, as a mask: none unless it acts as the roller in the main phase. */
export function bootTargets(st: GameState, F: Pick<Fish, 'boot'>): number {
  const { game, s } = st;
  const p = s[CUR]!;
  if (s[PHASE] !== PH_MAIN || bootHolder(F, s) !== p || p !== s[TURN_PLAYER]) return 0;
  const sub = subturnField(game);
  // The second player of a paired turn has not rolled (D143).
  if (sub >= 0 && s[sub] !== 0) return 0;
  let mask = 0;
  for (let q = 0; q < game.seats; q++) if (q !== p && publicVp(st, q) >= publicVp(st, p)) mask |= 1 << q;
  return mask;
}

function passKind(F: Pick<Fish, 'boot'>): KindRule {
  return {
    name: 'pass_boot',
    argBits: 3,
    apply({ s }, q) {
      s[F.boot] = q + 1;
    },
    describe: (_g, q) => `to ${q}`,
    record: {
      write: (w, q) => ({ p: w.st.s[CUR]!, a: 'pass_boot', to: q }),
      read: {
        pass_boot(r, e) {
          const q = e.to;
          if (!Number.isInteger(q) || (q as number) < 0 || (q as number) >= r.st.game.seats) throw r.error(`to must be a seat, got ${JSON.stringify(q)}`);
          return [[q as number, -1]];
        },
      },
    },
  };
}

/** The boot's pass in the main phase, and the win check that asks its holder for one VP more. */
export function installBoot(g: GameBuilder, F: Pick<Fish, 'boot'>): void {
  const kind = A_PASS_BOOT << ARG_BITS;
  const source: ActionSource = {
    name: 'boot',
    maxActions: g.seats,
    list(st, out, n) {
      const mask = bootTargets(st, F);
      for (let q = 0; mask >>> q !== 0; q++) if ((mask >>> q) & 1) out[n++] = kind | q;
      return n;
    },
  };
  g.phaseList(PH_MAIN).add(source, { after: 'fish' });
  g.kinds[A_PASS_BOOT] = passKind(F);
  // The base game's check (src/rules/base/turn.ts checkWin) with the boot's extra VP (D141).
  g.hooks.afterAction = (st: GameState) => {
    const { game, s } = st;
    if (s[PHASE] === PH_GAME_OVER) return;
    const tp = s[TURN_PLAYER]!;
    if (totalVp(game, s, tp) >= targetOf(st, F, tp)) {
      s[PHASE] = PH_GAME_OVER;
      s[WINNER] = tp;
    }
  };
}
