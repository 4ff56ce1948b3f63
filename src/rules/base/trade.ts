// Trade in the main phase: with the bank or a harbor at the seat's rate, and opening a domestic
// offer (its protocol is in domestic-trade.ts).

import { A_MARITIME, A_OFFER, ARG_BITS } from '../../engine/actions.js';
import { CARD_MARITIME } from '../../engine/cards.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { cardName, takeFromBank } from '../../engine/hands.js';
import { BANK, CUR } from '../../engine/layout.js';
import { maritimeRate, rateAtHarbors, rateMask } from '../../engine/queries.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { KindRule, RecordReader } from '../../engine/rule-set.js';

/** Most trades tradeActions can list: 20 maritime pairs and opening an offer. */
export const MAX_TRADES = 20 + 1;

/** The main phase's trades, last in its list; the list without trades leaves them out. */
export const TRADES_SOURCE: ActionSource = { name: 'trades', maxActions: MAX_TRADES, trade: true, list: (st, out, n) => tradeActions(st, st.s[CUR]!, out, n) };

/** Maritime trades p can make, then (when an offer may be made now) opening one: appended from out[n]. */
export function tradeActions(st: GameState, p: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  // A game with a rule set's 2:1 mask (Layout.twoForOne) lists through cardTrades, which reads it
  // with the harbors (rateMask): read here instead, it cost 1,300 random base games 1.5% more
  // instructions (callgrind, the modules unbundled).
  if (game.maritimeExtra.length !== 0 || game.layout.twoForOne >= 0) n = cardTrades(st, p, out, n);
  else {
    // Resources for resources (give * 5 + get), every game's and the only ones in most, at the
    // harbors' rates: in this function, where a call of its own cost the main phase's list a
    // tenth of its instructions.
    const h = game.layout.hand + p * NUM_RESOURCES;
    const harbors = s[game.layout.harbors + p]!; // read once for every resource's rate
    // The imported constants in locals (docs/performance.md, "fields read into locals").
    const resources = NUM_RESOURCES;
    const bank = BANK;
    const kind = A_MARITIME << ARG_BITS;
    for (let give = 0; give < resources; give++) {
      if (s[h + give]! < rateAtHarbors(harbors, give)) continue;
      for (let get = 0; get < resources; get++) {
        if (get !== give && s[bank + get]! > 0) out[n++] = kind | (give * 5 + get);
      }
    }
  }
  if (game.hooks.mayOffer(st)) out[n++] = A_OFFER << ARG_BITS;
  return n;
}

/**
 * The maritime trades of a game with a rule set's cards the bank trades or a 2:1 mask (give *
 * maritimeWidth + get), at the rates rateMask and maritimeRate give.
 */
function cardTrades(st: GameState, p: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  // No card is given at less than 2 for 1: a hand of fewer cards has no trade.
  if (s[game.layout.handTotal + p]! < 2) return n;
  const h = game.layout.hand + p * NUM_RESOURCES;
  const harbors = rateMask(game, s, p);
  const kind = A_MARITIME << ARG_BITS;
  const width = game.maritimeWidth;
  for (let give = 0; give < NUM_RESOURCES; give++) {
    if (s[h + give]! < rateAtHarbors(harbors, give)) continue;
    for (let get = 0; get < NUM_RESOURCES; get++) {
      if (get !== give && s[BANK + get]! > 0) out[n++] = kind | (give * width + get);
    }
    n = extraGets(st, give, out, n);
  }
  return extraGives(st, p, out, n);
}

/** The trades of `give` for a rule set's cards the bank trades (CARD_MARITIME), after those for resources. */
function extraGets({ game, s }: GameState, give: number, out: Int32Array, n: number): number {
  const extra = game.maritimeExtra;
  const base = (A_MARITIME << ARG_BITS) | (give * game.maritimeWidth);
  for (let i = 0; i < extra.length; i++) {
    const get = extra[i]!;
    if (get !== give && s[game.bankSlot[get]!]! > 0) out[n++] = base + get;
  }
  return n;
}

/** Trades giving a rule set's cards the bank trades, for any kind the bank trades. */
function extraGives(st: GameState, p: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  const K = game.handKinds;
  const extra = game.maritimeExtra;
  const base = A_MARITIME << ARG_BITS;
  for (let i = 0; i < extra.length; i++) {
    const give = extra[i]!;
    if (s[game.cardSlot[p * K + give]!]! < maritimeRate(game, s, p, give)) continue;
    for (let get = 0; get < NUM_RESOURCES; get++) if (s[BANK + get]! > 0) out[n++] = base | (give * game.maritimeWidth + get);
    n = extraGets(st, give, out, n);
  }
  return n;
}

/** A maritime trade's argument: the hand kind given and the one got. */
export function maritimeArg(game: Game, give: number, get: number): number {
  return give * game.maritimeWidth + get;
}
export function maritimeGive(game: Game, arg: number): number {
  return (arg / game.maritimeWidth) | 0;
}
export function maritimeGet(game: Game, arg: number): number {
  return arg % game.maritimeWidth;
}

/** A trade of resources (give * 5 + get): every game's, the only ones in most. */
function resourceTrade(game: Game, s: Int32Array, p: number, arg: number): void {
  const L = game.layout;
  const give = (arg / 5) | 0;
  const rate = maritimeRate(game, s, p, give);
  s[L.hand + p * NUM_RESOURCES + give]! -= rate;
  s[L.handTotal + p]! -= rate;
  s[BANK + give]! += rate;
  takeFromBank(game, s, p, arg % 5, 1);
}

function single(r: RecordReader, counts: unknown): [number, number] {
  const entries = Object.entries((counts ?? {}) as Record<string, number>);
  if (entries.length !== 1) throw r.error('expected exactly one resource');
  return [r.card(entries[0]![0]), entries[0]![1]];
}

export const MARITIME: KindRule = {
  name: 'maritime_trade',
  // give * width + get, the width up to MAX_HAND_KINDS.
  argBits: 10,
  apply({ game, s }, arg) {
    const p = s[CUR]!;
    if (game.maritimeExtra.length === 0) {
      resourceTrade(game, s, p, arg);
      return;
    }
    const give = maritimeGive(game, arg);
    const rate = maritimeRate(game, s, p, give);
    const K = game.handKinds;
    s[game.cardSlot[p * K + give]!]! -= rate;
    s[game.bankSlot[give]!]! += rate;
    s[game.layout.handTotal + p]! -= rate;
    const get = maritimeGet(game, arg);
    s[game.bankSlot[get]!]!--;
    s[game.cardSlot[p * K + get]!]!++;
    s[game.layout.handTotal + p]!++;
  },
  describe: (g, arg) => `${cardName(g, maritimeGive(g, arg))} -> ${cardName(g, maritimeGet(g, arg))}`,
  record: {
    write(w, arg) {
      const { game, s } = w.st;
      const p = s[CUR]!;
      const give = maritimeGive(game, arg);
      return { p, a: 'maritime_trade', give: { [cardName(game, give)!]: maritimeRate(game, s, p, give) }, get: { [cardName(game, maritimeGet(game, arg))!]: 1 } };
    },
    read: {
      maritime_trade(r, e) {
        const [give, rate] = single(r, e.give);
        const [get] = single(r, e.get);
        const game = r.st.game;
        const traded = (k: number) => k < NUM_RESOURCES || (game.cardFlags[k]! & CARD_MARITIME) !== 0;
        if (!traded(give) || !traded(get)) throw r.error('the bank does not trade these cards');
        if (rate !== maritimeRate(game, r.st.s, e.p, give)) throw r.error(`rate ${rate}:1 is not this seat's rate`);
        return [[maritimeArg(game, give, get), -1]];
      },
    },
  },
};
