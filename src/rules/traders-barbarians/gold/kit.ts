// What the built-in bots know of gold: the greedy bot buys a resource its next build lacks before
// it trades with the bank, and sells a surplus a 7 would halve; the value bot counts coins held.

import { bestOfKind, find } from '../../../bots/greedy/legal-list.js';
import { ARG_BITS } from '../../../engine/actions.js';
import type { BotKit, PhasePolicy } from '../../../engine/bot-kit.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { need } from '../../../bots/greedy/scratch.js';
import { hand, handSize } from '../../../bots/features.js';
import { countedHand } from '../../../engine/cards.js';
import { goldHeld } from './coins.js';
import { goldSaleRate } from './trades.js';

/**
 * The greedy bot's gold, before its maritime trades: a resource its target lacks, bought for
 * coins; else, with a hand a 7 would halve, a coin for the resource it holds most beyond the target.
 */
export function greedyGold(buyKind: number, sellKind: number): NonNullable<GreedyKitPart['beforeTrades']> {
  return (st: GameState, seat: number, legal: Int32Array, count: number, missing: number): number => {
    if (missing > 0) {
      // The first resource the target lacks (the others score -Infinity, never chosen).
      const buy = bestOfKind(legal, count, buyKind, (r) => (need[r]! > hand(st, seat, r) ? 1 : -Infinity));
      if (buy >= 0) return buy;
    }
    const { game, s } = st;
    if (countedHand(game, s, seat) <= game.hooks.discardLimit(game, s, seat) || handSize(st, seat) === 0) return -1;
    const rate = goldSaleRate(game, s, seat);
    let best = -1;
    let spare = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const extra = hand(st, seat, r) - need[r]!;
      if (extra >= rate && extra > spare) {
        spare = extra;
        best = r;
      }
    }
    const sell = (sellKind << ARG_BITS) | best;
    return best >= 0 && find(legal, count, sell) ? sell : -1;
  };
}

/** The gold kit: the greedy steps, a value term for coins held, and the kinds by role. */
export function goldKit(buyKind: number, sellKind: number): BotKit {
  const greedy: GreedyKitPart = { beforeTrades: greedyGold(buyKind, sellKind) };
  const none: Readonly<Record<number, PhasePolicy>> = Object.freeze({});
  return Object.freeze({
    name: 'gold',
    weights: Object.freeze({
      gold: Object.freeze({ default: 0.01, description: 'gold (Traders & Barbarians): per coin held; two buy a resource' }),
    }),
    terms: Object.freeze([{ name: 'gold', weight: 'gold', value: (st: GameState, seat: number) => goldHeld(st.game, st.s, seat) }]),
    policies: none,
    roles: Object.freeze({ goldBuy: buyKind, goldSell: sellKind }),
    strategies: Object.freeze({ greedy: Object.freeze(greedy) }),
  });
}
