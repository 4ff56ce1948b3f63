// Claiming the tribe's gifts (S14): the first ship built or moved onto a gift's edge takes it — a
// victory point at once, a development card its new owner draws, or a harbor they place (at once
// if they have a site, else as soon as they do). Drawing and placing are an interrupt on the
// decision queue, after gold and fog.

import { ARG_BITS } from '../../../../engine/actions.js';
import { DEV_NAMES, NUM_DEV_TYPES, devIndex } from '../../../../engine/constants.js';
import type { GameState } from '../../../../engine/game.js';
import { hasStream } from '../../../../engine/hands.js';
import { CUR, DECK, DECK_COUNT, TURN_PLAYER } from '../../../../engine/layout.js';
import type { GameBuilder, KindRule } from '../../../../engine/rule-set.js';
import { NO_OUTCOME } from '../../../../engine/step.js';
import { BUY_DEV } from '../../../base/build.js';
import { addInterrupt, raiseInterrupts } from '../../interrupts.js';
import { awardChits } from '../../settling.js';
import { onShipPlaced } from '../../ships.js';
import type { Tribe } from './context.js';
import { harborSites } from './harbors.js';
import { A_GIFT_CARD, MAX_PLACED, PH_TRIBE } from './ids.js';

export function installGifts(g: GameBuilder, X: Tribe): void {
  const { TF, gifts, sea } = X;
  const { F, interrupts } = sea;
  const L = g.layout;

  // Card gifts first, then harbors with a site, each in turn order from the player on turn.
  addInterrupt(g, interrupts, {
    name: 'tribe_gift',
    phase: PH_TRIBE,
    pending({ game, s }) {
      const P = game.seats;
      const from = s[TURN_PLAYER]!;
      for (let i = 0; i < P; i++) {
        const q = (from + i) % P;
        if (s[TF.cards + q]! > 0) return q;
      }
      for (let i = 0; i < P; i++) {
        const q = (from + i) % P;
        if (s[TF.held + q] !== 0 && harborSites(X, game, s, q, null) > 0) return q;
      }
      return -1;
    },
  });

  g.phases[PH_TRIBE] = {
    name: 'tribe_gift',
    maxActions: g.board.numEdges,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      if (s[TF.cards + p]! > 0) {
        out[0] = A_GIFT_CARD << ARG_BITS;
        return 1;
      }
      return harborSites(X, game, s, p, out);
    },
  };

  const GIFT_CARD: KindRule = {
    name: 'gift_card',
    argBits: 0,
    // The draw is a purchase's draw (BUY_DEV), and nothing once the deck is empty.
    maxOutcomes: BUY_DEV.maxOutcomes,
    outcomes: BUY_DEV.outcomes,
    sample: (st, arg) => (st.s[DECK_COUNT]! <= 0 ? NO_OUTCOME : BUY_DEV.sample!(st, arg)),
    apply(st, _arg, outcome) {
      const { s } = st;
      const p = s[CUR]!;
      s[TF.cards + p]!--;
      // An empty deck leaves the gift empty (docs/rules-decisions.md S14).
      if (outcome >= 0) {
        if (outcome >= NUM_DEV_TYPES || (s[DECK + outcome]! <= 0 && hasStream(s))) throw new Error(`gift_card: no such card left in the deck (outcome ${outcome})`);
        if (s[DECK + outcome]! > 0) s[DECK + outcome]!--;
        s[DECK_COUNT]!--;
        s[L.devNew + p * NUM_DEV_TYPES + outcome]!++;
        s[L.devCount + p]!++;
        s[L.newCount + p]!++;
      }
      raiseInterrupts(st, interrupts);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'gift_card', card: o >= 0 ? DEV_NAMES[o] : null }),
      read: {
        gift_card(r, e) {
          if (e.card === null || e.card === undefined) return [[0, -1]];
          const k = devIndex(String(e.card));
          if (k < 0) throw r.error(`unknown card ${JSON.stringify(e.card)}`);
          return [[0, k]];
        },
      },
    },
  };
  g.kinds[A_GIFT_CARD] = GIFT_CARD;

  // The first ship built or moved onto a gift's edge claims it.
  onShipPlaced(g, (st: GameState, p: number, e: number) => {
    const { game, s } = st;
    const list = gifts(game);
    for (let i = 0; i < list.length; i++) {
      if (list[i]!.edge !== e || (s[TF.taken]! & (1 << i)) !== 0) continue;
      s[TF.taken]! |= 1 << i;
      const gift = list[i]!.gift;
      if (gift === 'vp') awardChits(game, s, F, p, 1);
      else if (gift === 'dev') s[TF.cards + p]!++;
      else s[TF.held + p]! |= 1 << i;
    }
    raiseInterrupts(st, interrupts);
  });

  g.invariants.push({
    name: 'tribe-gifts',
    check({ game, s }, fail) {
      const list = gifts(game);
      let held = 0;
      for (let p = 0; p < L.players; p++) {
        if ((held & s[TF.held + p]!) !== 0) fail(`harbor gift held by two seats`);
        held |= s[TF.held + p]!;
        if ((s[TF.held + p]! & ~s[TF.taken]!) !== 0) fail(`seat ${p} holds a gift nobody took`);
        if (s[TF.cards + p]! < 0) fail(`seat ${p}: negative card gifts`);
      }
      if (s[TF.taken]! >>> list.length !== 0) fail(`gifts taken beyond the ${list.length} on the board`);
      if (s[TF.placedCount]! < 0 || s[TF.placedCount]! > MAX_PLACED) fail(`placed harbors ${s[TF.placedCount]}`);
    },
  });
}
