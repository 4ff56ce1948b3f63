// What gold buys and what buys gold (D105): on their own turn (or their part of a paired turn), up
// to twice, a player pays 2 coins for a resource of their choice from the supply; and at any time
// of their turn they may sell 4 identical resources (3 with a 3:1 harbor; the 2:1 harbors do not
// apply) to the supply for 1 coin.

import { ARG_BITS } from '../../../engine/actions.js';
import { HARBOR_GENERIC, NUM_RESOURCES, RESOURCE_NAMES } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { takeFromBank } from '../../../engine/hands.js';
import { BANK, CUR } from '../../../engine/layout.js';
import type { KindRule } from '../../../engine/rule-set.js';
import type { ActionSource } from '../../../engine/phase-list.js';
import { gainGold, goldHeld, goldInSupply, payGold } from './coins.js';

/** Coins a resource costs, and how many such purchases a player may make in their turn. */
export const GOLD_PRICE = 2;
export const GOLD_BUYS_PER_TURN = 2;

/** Identical resources a coin costs: 3 with a 3:1 harbor, else 4 (2:1 harbors do not count). */
export function goldSaleRate(game: Game, s: Int32Array, p: number): number {
  return (s[game.layout.harbors + p]! & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4;
}

/** Seat p's purchases with gold left this turn. */
export function goldBuysLeft(s: Int32Array, buysField: number, p: number): number {
  return GOLD_BUYS_PER_TURN - s[buysField + p]!;
}

/** The main phase's gold trades: buy a resource the supply holds, sell a resource for a coin. */
export function goldSource(buysField: number, buyKind: number, sellKind: number): ActionSource {
  return {
    name: 'gold',
    maxActions: 2 * NUM_RESOURCES,
    trade: true,
    list({ game, s }: GameState, out: Int32Array, n: number): number {
      const p = s[CUR]!;
      if (s[buysField + p]! < GOLD_BUYS_PER_TURN && goldHeld(game, s, p) >= GOLD_PRICE) {
        for (let r = 0; r < NUM_RESOURCES; r++) if (s[BANK + r]! > 0) out[n++] = (buyKind << ARG_BITS) | r;
      }
      if (goldInSupply(game, s) > 0) {
        const rate = goldSaleRate(game, s, p);
        const h = game.layout.hand + p * NUM_RESOURCES;
        for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! >= rate) out[n++] = (sellKind << ARG_BITS) | r;
      }
      return n;
    },
  };
}

export function goldBuyKind(buysField: number): KindRule {
  return {
    name: 'gold_buy',
    argBits: 3,
    apply({ game, s }, r) {
      const p = s[CUR]!;
      payGold(game, s, p, GOLD_PRICE);
      takeFromBank(game, s, p, r, 1);
      s[buysField + p]!++;
    },
    describe: (_g, r) => `${GOLD_PRICE} gold -> ${RESOURCE_NAMES[r]}`,
    record: {
      write: (w, r) => ({ p: w.st.s[CUR]!, a: 'gold_buy', get: RESOURCE_NAMES[r] }),
      read: { gold_buy: (rd, e) => [[rd.resource(e.get), -1]] },
    },
  };
}

export function goldSellKind(): KindRule {
  return {
    name: 'gold_sell',
    argBits: 3,
    apply({ game, s }, r) {
      const p = s[CUR]!;
      const n = goldSaleRate(game, s, p);
      const h = game.layout.hand + p * NUM_RESOURCES;
      if (s[h + r]! < n) throw new Error(`gold_sell: seat ${p} holds ${s[h + r]} ${RESOURCE_NAMES[r]}, needs ${n}`);
      s[h + r]! -= n;
      s[BANK + r]! += n;
      s[game.layout.handTotal + p]! -= n;
      gainGold(game, s, p, 1);
    },
    describe: (_g, r) => `${RESOURCE_NAMES[r]} -> 1 gold`,
    record: {
      write: (w, r) => ({ p: w.st.s[CUR]!, a: 'gold_sell', give: RESOURCE_NAMES[r], n: goldSaleRate(w.st.game, w.st.s, w.st.s[CUR]!) }),
      read: {
        gold_sell(rd, e) {
          const r = rd.resource(e.give);
          const n = goldSaleRate(rd.st.game, rd.st.s, rd.st.s[CUR]!);
          if (e.n !== undefined && e.n !== n) throw rd.error(`a coin costs ${n} ${RESOURCE_NAMES[r]} here, the entry says ${JSON.stringify(e.n)}`);
          return [[r, -1]];
        },
      },
    },
  };
}
