// The barbarians land (D179): every settlement or city built (never the set-up's) interrupts the
// turn for an attack of three rolls with distinct totals other than 7, one action each with the
// total as its chance outcome. Each total puts a barbarian on every coastal hex with that token
// that holds fewer than 3, while the supply lasts; the attack ends early once it is empty.

import { A_CITY, A_SETTLEMENT, ARG_BITS } from '../../../engine/actions.js';
import { pushDecision } from '../../../engine/decision-queue.js';
import type { GameState } from '../../../engine/game.js';
import { CUR, PHASE, PH_SETUP_SETTLEMENT, RNG } from '../../../engine/layout.js';
import { requireStream } from '../../../engine/hands.js';
import { nextInt } from '../../../engine/rng.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import { settleConquest } from './conquest.js';
import type { Attack } from './context.js';
import { A_BA_LANDING, CONQUEST, PH_BA_LANDING } from './ids.js';

/** Ways two dice make `total`. */
export function waysOf(total: number): number {
  return 6 - Math.abs(total - 7);
}

/** Puts one barbarian from the supply on coastal hex h unless it holds 3; true when it did. */
export function landBarbarian(X: Attack, s: Int32Array, h: number): boolean {
  const F = X.F;
  if (s[F.supply]! <= 0 || s[F.barbarians + h]! >= CONQUEST) return false;
  s[F.supply]!--;
  s[F.barbarians + h]!++;
  return true;
}

/** Starts an attack after a build, unless the supply is empty. */
export function startAttack(X: Attack, st: GameState): void {
  const { s } = st;
  if (s[X.F.supply]! <= 0) return;
  s[X.F.landingsLeft] = 3;
  s[X.F.landingsRolled] = 0;
  pushDecision(st, X.ob.landing, 0);
}

function landingKind(X: Attack): KindRule {
  const F = X.F;
  const list = (s: Int32Array, values: Int32Array, weights: Int32Array): number => {
    const rolled = s[F.landingsRolled]!;
    let n = 0;
    for (let t = 2; t <= 12; t++) {
      if (t === 7 || (rolled & (1 << t)) !== 0) continue;
      values[n] = t;
      weights[n++] = waysOf(t);
    }
    return n;
  };
  return {
    name: 'barbarians_land',
    argBits: 0,
    maxOutcomes: 10,
    outcomes: ({ s }, _arg, values, weights) => list(s, values, weights),
    sample({ s }) {
      requireStream(s);
      const rolled = s[F.landingsRolled]!;
      let total = 0;
      for (let t = 2; t <= 12; t++) if (t !== 7 && (rolled & (1 << t)) === 0) total += waysOf(t);
      let ticket = nextInt(s, RNG, total);
      for (let t = 2; t <= 12; t++) {
        if (t === 7 || (rolled & (1 << t)) !== 0) continue;
        ticket -= waysOf(t);
        if (ticket < 0) return t;
      }
      throw new Error('barbarians_land: no total left to roll');
    },
    apply(st, _arg, total) {
      const { game, s } = st;
      if (!(total >= 2 && total <= 12 && total !== 7) || (s[F.landingsRolled]! & (1 << total)) !== 0) {
        throw new Error(`barbarians_land: outcome ${total} is not a total this attack may roll`);
      }
      s[F.landingsRolled]! |= 1 << total;
      s[F.landingsLeft]!--;
      for (const h of X.tables(game).coastByTotal[total]!) landBarbarian(X, s, h);
      if (s[F.supply]! <= 0) s[F.landingsLeft] = 0;
      settleConquest(X, game, s);
    },
    describe: () => '',
    record: {
      write: (w, _arg, total) => ({ p: w.st.s[CUR]!, a: 'barbarians_land', roll: total }),
      read: {
        barbarians_land(r, e) {
          const t = Number(e.roll);
          if (!Number.isInteger(t) || t < 2 || t > 12 || t === 7) throw r.error(`roll ${JSON.stringify(e.roll)} is not a total of 2-12 other than 7`);
          return [[0, t]];
        },
      },
    },
  };
}

/** A build's kind followed by the attack and the conquest it may change. */
function attackAfter(X: Attack, kind: KindRule): KindRule {
  return {
    ...kind,
    apply(st, arg, outcome) {
      const setUp = st.s[PHASE] === PH_SETUP_SETTLEMENT;
      kind.apply(st, arg, outcome);
      settleConquest(X, st.game, st.s);
      if (!setUp) startAttack(X, st);
    },
  };
}

export function installLanding(g: GameBuilder, X: Attack): void {
  X.ob.landing = g.obligation(landingObligation(X));
  g.kinds[A_BA_LANDING] = landingKind(X);
  g.phases[PH_BA_LANDING] = { name: 'barbarians_land', maxActions: 1, legal: (_st, out) => ((out[0] = A_BA_LANDING << ARG_BITS), 1) };
  g.kinds[A_SETTLEMENT] = attackAfter(X, g.kinds[A_SETTLEMENT]!);
  g.kinds[A_CITY] = attackAfter(X, g.kinds[A_CITY]!);
}

/** The attack's obligation: the builder rolls while rolls are left. */
export function landingObligation(X: Attack) {
  return { name: 'barbarians_land', phase: PH_BA_LANDING, next: (st: GameState) => (st.s[X.F.landingsLeft]! > 0 ? st.s[CUR]! : -1) };
}
