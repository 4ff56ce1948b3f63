// The trade deck's cards (D90-D94) but the Merchant and the Merchant Fleet. The Master Merchant's
// takes are decisions on the queue (progress-answers.ts); the Commercial Harbor has its own module.

import { RESOURCE_NAMES } from '../../engine/constants.js';
import { pushDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { cardIndex, cardName, moveHandCards } from '../../engine/hands.js';
import { COMMODITIES } from './data.js';
import { CARD_BITS, type ProgressPlay } from './progress.js';
import { pairData, seatTarget, type CardAnswers } from './progress-answers.js';
import { installCommercialHarbor } from './progress-harbor.js';

/** Whether some opponent of p holds a card: all a player sees of the others' hands (D58). */
function opponentHolds({ game, s }: GameState, p: number): boolean {
  for (let q = 0; q < game.seats; q++) if (q !== p && s[game.layout.handTotal + q]! > 0) return true;
  return false;
}

/** Cards of hand kind k the opponents of p hold. */
function opponentsHold(game: Game, s: Int32Array, p: number, k: number): number {
  let sum = 0;
  for (let q = 0; q < game.seats; q++) if (q !== p) sum += s[game.cardSlot[q * game.handKinds + k]!]!;
  return sum;
}

/**
 * A monopoly over hand kinds `kinds` (the resources, or the commodities by name): the player names
 * one and each opponent gives `most` of it, or what they have (D93).
 */
function monopoly(name: string, kinds: readonly string[], most: number): ProgressPlay {
  return {
    name,
    maxTargets: () => kinds.length,
    plays(st, p, base, out, n) {
      if (!opponentHolds(st, p)) return n;
      for (let i = 0; i < kinds.length; i++) out[n++] = base | (cardIndex(st.game, kinds[i]!) << CARD_BITS);
      return n;
    },
    apply({ game, s }, p, k) {
      for (let q = 0; q < game.seats; q++) {
        if (q !== p) moveHandCards(game, s, q, p, k, Math.min(most, s[game.cardSlot[q * game.handKinds + k]!]!));
      }
    },
    describe: (game, k) => cardName(game, k) ?? '',
    write: (w, k) => ({ kind: cardName(w.st.game, k) }),
    read: (r, e) => r.card(e.kind),
    effect: {
      before: ({ game, s }, p, k) => opponentsHold(game, s, p, k),
      report: ({ game, s }, p, k, before) => ({ taken: before - opponentsHold(game, s, p, k) }),
    },
  };
}

/** The Master Merchant: a named opponent with more VP shows its cards and the player takes 2, or the 1 it holds (D91). */
function masterMerchant(A: CardAnswers): ProgressPlay {
  const victim = ({ game, s }: GameState, p: number, q: number) => q !== p && s[game.layout.publicVp + q]! > s[game.layout.publicVp + p]! && s[game.layout.handTotal + q]! > 0;
  return {
    name: 'master_merchant',
    plays(st, p, base, out, n) {
      for (let q = 0; q < st.game.seats; q++) if (victim(st, p, q)) out[n++] = base | (q << CARD_BITS);
      return n;
    },
    apply(st, p, q) {
      st.s[A.owed + q] = Math.min(2, st.s[st.game.layout.handTotal + q]!);
      pushDecision(st, A.masterMerchant, pairData(q, p));
    },
    ...seatTarget,
  };
}

/** Registers the trade cards' decisions and returns the cards. */
export function installTradeCards(g: GameBuilder, A: CardAnswers): ProgressPlay[] {
  return [monopoly('resource_monopoly', RESOURCE_NAMES, 2), monopoly('trade_monopoly', COMMODITIES, 1), installCommercialHarbor(g), masterMerchant(A)];
}
