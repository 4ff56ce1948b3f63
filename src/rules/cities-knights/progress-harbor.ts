// The Commercial Harbor (D90): playing it opens, for the rest of the player's turn, one forced
// exchange with each opponent, each a main-phase action of the player naming the opponent and a
// resource of its own; the opponent answers with a commodity of its choice (a decision on the
// queue), or, holding none, nothing moves. Which opponents were used is a state field cleared when
// the turn ends.

import { ARG_BITS } from '../../engine/actions.js';
import { NUM_RESOURCES, RESOURCE_NAMES } from '../../engine/constants.js';
import { decisionData, endDecision, pushDecision, topDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { cardIndex, cardName, takeCard } from '../../engine/hands.js';
import { CUR, PH_MAIN } from '../../engine/layout.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { COMMODITIES } from './data.js';
import { A_HARBOR_ANSWER, A_HARBOR_OFFER, PH_HARBOR_ANSWER } from './ids.js';
import type { ProgressPlay } from './progress.js';
import { seatOf } from './progress-answers.js';

/** An offer's argument: the opponent and the resource given. */
const offerArg = (q: number, r: number): number => q | (r << 3);
const offerTo = (arg: number): number => arg & 7;
const offerGives = (arg: number): number => arg >>> 3;

/** Whether seat q holds a commodity (a real state's answer: an offer to a hand without one is void). */
function holdsCommodity(game: Game, s: Int32Array, q: number): boolean {
  for (const name of COMMODITIES) if (s[game.cardSlot[q * game.handKinds + cardIndex(game, name)]!]! > 0) return true;
  return false;
}

/** Registers the offers, the answer and the turn's end; returns the card. */
export function installCommercialHarbor(g: GameBuilder): ProgressPlay {
  // 0 while no Commercial Harbor was played this turn; else 1, with bit q + 1 for each opponent used.
  const trades = g.field('ck.harborTrades');
  // Data: the opponent | the player << 4 | the resource given << 8.
  const answer = g.obligation({ name: 'harbor_answer', phase: PH_HARBOR_ANSWER, next: (_st, data) => data & 15 });

  g.phaseList(PH_MAIN).add({
    name: 'commercial_harbor',
    maxActions: g.layout.players * NUM_RESOURCES,
    list({ game, s }, out, n) {
      const open = s[trades]!;
      if (open === 0) return n;
      const p = s[CUR]!;
      const L = game.layout;
      for (let q = 0; q < game.seats; q++) {
        // Offers go to opponents holding a card (D90's simplification).
        if (q === p || (open & (2 << q)) !== 0 || s[L.handTotal + q]! === 0) continue;
        for (let r = 0; r < NUM_RESOURCES; r++) if (s[L.hand + p * NUM_RESOURCES + r]! > 0) out[n++] = (A_HARBOR_OFFER << ARG_BITS) | offerArg(q, r);
      }
      return n;
    },
  });
  g.kinds[A_HARBOR_OFFER] = {
    name: 'harbor_offer',
    argBits: 6,
    apply(st, arg) {
      const { game, s } = st;
      const q = offerTo(arg);
      s[trades]! |= 2 << q;
      if (holdsCommodity(game, s, q)) pushDecision(st, answer, q | (s[CUR]! << 4) | (offerGives(arg) << 8));
    },
    describe: (_g, arg) => `seat ${offerTo(arg)} ${RESOURCE_NAMES[offerGives(arg)]}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'harbor_offer', with: offerTo(arg), give: RESOURCE_NAMES[offerGives(arg)]! }),
      read: { harbor_offer: (r, e) => [[offerArg(seatOf(r, e.with), r.resource(e.give)), -1]] },
      // Whether the opponent answers (1) or held no commodity and the offer was void (0).
      effect: { before: () => 0, report: (st) => ({ answered: topDecision(st) === answer ? 1 : 0 }) },
    },
  };
  g.phases[PH_HARBOR_ANSWER] = {
    name: 'harbor_answer',
    maxActions: COMMODITIES.length,
    legal({ game, s }, out) {
      const q = s[CUR]!;
      let n = 0;
      for (const name of COMMODITIES) {
        const k = cardIndex(game, name);
        if (s[game.cardSlot[q * game.handKinds + k]!]! > 0) out[n++] = (A_HARBOR_ANSWER << ARG_BITS) | k;
      }
      return n;
    },
  };
  g.kinds[A_HARBOR_ANSWER] = {
    name: 'harbor_answer',
    argBits: 3,
    apply(st, k) {
      const { game, s } = st;
      const data = decisionData(st);
      const q = s[CUR]!;
      const p = (data >>> 4) & 15;
      takeCard(game, s, q, p, k, 'harbor_answer');
      takeCard(game, s, p, q, data >>> 8, 'harbor_answer');
      endDecision(st, answer);
    },
    describe: (game, k) => cardName(game, k) ?? '',
    record: {
      write: (w, k) => ({ p: w.st.s[CUR]!, a: 'harbor_answer', card: cardName(w.st.game, k)! }),
      read: { harbor_answer: (r, e) => [[r.card(e.card), -1]] },
    },
  };

  const turnEnded = g.hooks.turnEnded;
  g.hooks.turnEnded = (st: GameState, p: number) => {
    turnEnded(st, p);
    st.s[trades] = 0;
  };

  return {
    name: 'commercial_harbor',
    maxTargets: () => 1,
    // Once a turn: a second card would open no exchange the first did not (D90, D58).
    plays({ game, s }, p, base, out, n) {
      if (s[trades] !== 0) return n;
      for (let r = 0; r < NUM_RESOURCES; r++) {
        if (s[game.layout.hand + p * NUM_RESOURCES + r]! > 0) {
          out[n++] = base;
          break;
        }
      }
      return n;
    },
    apply({ s }) {
      s[trades] = 1;
    },
    describe: () => '',
  };
}
