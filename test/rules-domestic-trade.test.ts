// Rule scenarios: domestic trade (docs/rules-decisions.md D17): offers of any bundles to all or to
// named opponents, composed card by card; accept, decline or counter-offer; the offerer's choice;
// the per-turn cap; records.

import { describe, expect, it } from 'vitest';
import {
  A_ACCEPT,
  A_CANCEL,
  A_CONFIRM,
  A_DECLINE,
  A_END_TURN,
  A_OFFER,
  A_ROLL,
  A_TRADE_ADD,
  A_TRADE_DROP,
  A_TRADE_SEND,
  COUNTER_FLAG,
  GET_FLAG,
  action,
  tradeAddArg,
  tradeAddAsks,
  tradeAddKind,
} from '../src/engine/actions.js';
import { MAX_HAND_KINDS } from '../src/engine/game.js';
import { packBundle } from '../src/engine/bundle.js';
import { BRICK, GRAIN, LUMBER, ORE, WOOL } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import {
  ACCEPT_MASK,
  COUNTER_MASK,
  CUR,
  DRAFT_GET,
  DRAFT_GIVE,
  OFFER,
  OFFER_GET,
  OFFER_TO,
  OFFERS_MADE,
  PHASE,
  PH_MAIN,
  PH_TRADE_COMPOSE,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  TURN_PLAYER,
} from '../src/engine/layout.js';
import { inMainPhase, setHand, skipSetup } from '../src/engine/position.js';
import { makeRecord, replayRecordOn } from '../src/engine/record.js';
import { seatView, determinize } from '../src/engine/view.js';
import { createRandomBot } from '../src/bots/random.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';
import { playGame } from '../src/tournament/play-game.js';
import type { RuleOptions } from '../src/rules/options.js';
import { act, argsOf, bank, beginnerGame, cards, hand, legal, roll, sorted, sound } from './helpers/scenario.js';

const game = (opts: Partial<RuleOptions>): GameState => beginnerGame('domestic-trade', opts);
const bundle = (parts: Partial<Record<number, number>>) => packBundle(cards(parts));
const give = (r: number) => action(A_TRADE_ADD, r);
const ask = (r: number) => action(A_TRADE_ADD, GET_FLAG | r);

/** Composes and sends an offer (or, in the response phase, a counter-offer): open, cards given, cards asked, addressees dropped, send. */
function send(st: GameState, gives: Partial<Record<number, number>>, asks: Partial<Record<number, number>>, drop: number[] = []): void {
  act(st, action(A_OFFER));
  expect(st.s[PHASE]).toBe(PH_TRADE_COMPOSE);
  for (const [r, n] of Object.entries(gives)) for (let i = 0; i < n!; i++) act(st, give(Number(r)));
  for (const [r, n] of Object.entries(asks)) for (let i = 0; i < n!; i++) act(st, ask(Number(r)));
  for (const q of drop) act(st, action(A_TRADE_DROP, q));
  act(st, action(A_TRADE_SEND));
}

describe('domestic offers (D17)', () => {
  it('an offer of several resources for several others goes round in seat order; the offerer confirms one acceptor; cards move exactly', () => {
    const st = game({ players: 4 });
    inMainPhase(st, 1);
    setHand(st, 1, { brick: 2, ore: 2 });
    setHand(st, 2, { wool: 1 }); // no grain: cannot accept
    setHand(st, 3, { wool: 2, grain: 1 });
    setHand(st, 0, { wool: 1, grain: 2, lumber: 1 });
    const bankBefore = bank(st);
    send(st, { [BRICK]: 2, [ORE]: 1 }, { [WOOL]: 1, [GRAIN]: 1 });
    expect(st.s[PHASE]).toBe(PH_TRADE_RESPONSE);
    expect(st.s[OFFER]).toBe(bundle({ [BRICK]: 2, [ORE]: 1 }));
    expect(st.s[OFFER_GET]).toBe(bundle({ [WOOL]: 1, [GRAIN]: 1 }));
    expect(st.s[OFFER_TO]).toBe(0b1101);
    expect(st.s[OFFERS_MADE]).toBe(1);
    expect(st.s[CUR]).toBe(2);
    expect(sorted(legal(st))).toEqual(sorted([action(A_DECLINE), action(A_OFFER)])); // decline or counter, not accept
    act(st, action(A_DECLINE));
    expect(st.s[CUR]).toBe(3);
    expect(sorted(legal(st))).toEqual(sorted([action(A_DECLINE), action(A_ACCEPT), action(A_OFFER)]));
    act(st, action(A_ACCEPT));
    act(st, action(A_ACCEPT));
    expect(st.s[PHASE]).toBe(PH_TRADE_CONFIRM);
    expect(st.s[CUR]).toBe(1);
    expect(st.s[ACCEPT_MASK]).toBe(0b1001);
    expect(sorted(legal(st))).toEqual(sorted([action(A_CONFIRM, 0), action(A_CONFIRM, 3), action(A_CANCEL)]));
    act(st, action(A_CONFIRM, 3));
    expect(hand(st, 1)).toEqual([0, 0, 1, 1, 1]);
    expect(hand(st, 3)).toEqual([2, 0, 1, 0, 1]);
    expect(hand(st, 0)).toEqual([0, 1, 1, 2, 0]);
    expect(bank(st)).toEqual(bankBefore);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[OFFER]).toBe(-1);
    sound(st);
  });

  it('composing: only held cards are given, only cards others can hold are asked, never one resource on both sides; send needs both sides', () => {
    const st = game({ players: 3 });
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 2, wool: 1 });
    setHand(st, 1, { ore: 1 });
    setHand(st, 2, { grain: 2 });
    act(st, action(A_OFFER));
    // Give brick or wool; ask what the others may hold (all brick, lumber and wool not in seat
    // 0's hand are in the bank, which everyone sees); drop one of two; abandon.
    expect(sorted(legal(st))).toEqual(sorted([give(BRICK), give(WOOL), ask(GRAIN), ask(ORE), action(A_TRADE_DROP, 1), action(A_TRADE_DROP, 2), action(A_CANCEL)]));
    act(st, give(BRICK));
    act(st, give(BRICK));
    act(st, ask(GRAIN));
    expect(st.s[DRAFT_GIVE]).toBe(bundle({ [BRICK]: 2 }));
    expect(st.s[DRAFT_GET]).toBe(bundle({ [GRAIN]: 1 }));
    const l = legal(st);
    expect(l).not.toContain(give(BRICK)); // both bricks are in
    expect(l).not.toContain(give(GRAIN)); // asked, so not given (and not held)
    expect(l).not.toContain(ask(BRICK)); // given, so not asked
    expect(l).toContain(give(WOOL));
    expect(l).toContain(action(A_TRADE_SEND));
    act(st, ask(GRAIN));
    // Two cards asked: no addressed hand holds more than two, so nothing more may be asked.
    expect(argsOf(st, A_TRADE_ADD).filter((a) => a & GET_FLAG)).toEqual([]);
    act(st, action(A_TRADE_DROP, 1));
    expect(argsOf(st, A_TRADE_DROP)).toEqual([]); // one addressee left
    act(st, action(A_TRADE_SEND));
    expect(st.s[OFFER_TO]).toBe(1 << 2);
    expect(st.s[CUR]).toBe(2); // seat 1 is not asked
    act(st, action(A_ACCEPT));
    act(st, action(A_CONFIRM, 2));
    expect(hand(st, 0)).toEqual([0, 0, 1, 2, 0]);
    expect(hand(st, 2)).toEqual([2, 0, 0, 0, 0]);
    sound(st);
  });

  it('an offer to named opponents is answered by them only', () => {
    const st = game({ players: 4 });
    inMainPhase(st, 0);
    setHand(st, 0, { ore: 1 });
    for (const q of [1, 2, 3]) setHand(st, q, { wool: 1 });
    send(st, { [ORE]: 1 }, { [WOOL]: 1 }, [1, 3]);
    expect(st.s[CUR]).toBe(2);
    act(st, action(A_DECLINE));
    // Nobody else was asked: the offer ends.
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });

  it('a counter-offer: the addressee proposes its own bundles to the offerer, who may take it instead of an acceptance', () => {
    const st = game({ players: 3 });
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 3, lumber: 1 });
    setHand(st, 1, { ore: 2, wool: 1 });
    setHand(st, 2, { ore: 1 });
    send(st, { [BRICK]: 1 }, { [ORE]: 1 });
    // Seat 1 counters: one ore for two brick and a lumber.
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_OFFER));
    expect(st.s[PHASE]).toBe(PH_TRADE_COMPOSE);
    expect(st.s[CUR]).toBe(1);
    expect(argsOf(st, A_TRADE_DROP)).toEqual([]); // a counter-offer goes to the offerer only
    act(st, give(ORE));
    act(st, ask(BRICK));
    act(st, ask(BRICK));
    act(st, ask(LUMBER));
    act(st, action(A_TRADE_SEND));
    expect(st.s[COUNTER_MASK]).toBe(1 << 1);
    expect(st.s[st.game.layout.counterGive + 1]).toBe(bundle({ [ORE]: 1 }));
    expect(st.s[st.game.layout.counterGet + 1]).toBe(bundle({ [BRICK]: 2, [LUMBER]: 1 }));
    expect(st.s[CUR]).toBe(2);
    act(st, action(A_ACCEPT));
    expect(st.s[PHASE]).toBe(PH_TRADE_CONFIRM);
    expect(sorted(legal(st))).toEqual(sorted([action(A_CONFIRM, 1 | COUNTER_FLAG), action(A_CONFIRM, 2), action(A_CANCEL)]));
    act(st, action(A_CONFIRM, 1 | COUNTER_FLAG));
    expect(hand(st, 0)).toEqual([1, 0, 0, 0, 1]);
    expect(hand(st, 1)).toEqual([2, 1, 1, 0, 1]);
    expect(hand(st, 2)).toEqual([0, 0, 0, 0, 1]);
    sound(st);
  });

  it('a counter-offer the offerer cannot pay is not offered for confirmation; an abandoned counter-offer is a decline', () => {
    const st = game({ players: 3 });
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 1 });
    setHand(st, 1, { ore: 1, grain: 1 });
    setHand(st, 2, { ore: 1, wool: 1 });
    send(st, { [BRICK]: 1 }, { [ORE]: 1 });
    act(st, action(A_OFFER));
    act(st, give(GRAIN));
    act(st, ask(WOOL)); // seat 0 holds no wool, but seat 1 cannot tell it from seat 2's
    act(st, action(A_TRADE_SEND));
    act(st, action(A_OFFER));
    act(st, action(A_CANCEL)); // seat 2 thinks better of it
    expect(st.s[PHASE]).toBe(PH_TRADE_CONFIRM);
    expect(legal(st)).toEqual([action(A_CANCEL)]);
    act(st, action(A_CANCEL));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[COUNTER_MASK]).toBe(0);
    expect([hand(st, 0), hand(st, 1), hand(st, 2)]).toEqual([
      [1, 0, 0, 0, 0],
      [0, 0, 0, 1, 1],
      [0, 0, 1, 0, 1],
    ]);
    sound(st);
  });

  it('the per-turn cap counts offers sent and drafts abandoned, and resets next turn; 0 turns domestic trade off', () => {
    const st = game({ players: 2, tradeOffersPerTurn: 2 });
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 1 });
    setHand(st, 1, { ore: 1 });
    send(st, { [BRICK]: 1 }, { [ORE]: 1 });
    act(st, action(A_DECLINE));
    expect(st.s[OFFERS_MADE]).toBe(1);
    act(st, action(A_OFFER));
    act(st, give(BRICK));
    act(st, action(A_CANCEL));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[OFFERS_MADE]).toBe(2);
    expect(legal(st)).not.toContain(action(A_OFFER));
    act(st, action(A_END_TURN));
    roll(st, 1, 1);
    act(st, action(A_END_TURN));
    roll(st, 1, 1);
    expect(st.s[TURN_PLAYER]).toBe(0);
    expect(st.s[OFFERS_MADE]).toBe(0);
    expect(legal(st)).toContain(action(A_OFFER));

    const off = game({ players: 3, tradeOffersPerTurn: 0 });
    inMainPhase(off, 0);
    setHand(off, 0, { brick: 3, wool: 3 });
    expect(legal(off)).not.toContain(action(A_OFFER));
  });

  it('no offers before the roll', () => {
    const st = game({ players: 3 });
    skipSetup(st, 0);
    setHand(st, 0, { brick: 3 });
    expect(legal(st)).toEqual([action(A_ROLL)]);
  });

  it('negotiation is public: a determinized view keeps the offered, accepted, countered and drafted cards where they are', () => {
    const st = game({ players: 4 });
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 2, lumber: 1 });
    setHand(st, 1, { ore: 2 });
    setHand(st, 2, { grain: 1, ore: 1 });
    setHand(st, 3, { wool: 3 });
    send(st, { [BRICK]: 2 }, { [ORE]: 1 });
    act(st, action(A_ACCEPT)); // seat 1 holds the ore
    act(st, action(A_OFFER)); // seat 2 counters with its grain
    act(st, give(GRAIN));
    act(st, ask(LUMBER));
    act(st, action(A_TRADE_SEND));
    act(st, action(A_OFFER)); // seat 3 is drafting
    act(st, give(WOOL));
    act(st, give(WOOL));
    const view = seatView(st, 3);
    for (let i = 0; i < 30; i++) {
      let x = i + 1;
      const d = determinize(view, 3, () => ((x = (x * 16807) % 2147483647) / 2147483647));
      expect(hand(d, 0)[BRICK]).toBeGreaterThanOrEqual(2);
      expect(hand(d, 1)[ORE]).toBeGreaterThanOrEqual(1);
      expect(hand(d, 2)[GRAIN]).toBeGreaterThanOrEqual(1);
      expect(hand(d, 3)).toEqual(hand(st, 3));
    }
    const seat1 = determinize(seatView(st, 1), 1, Math.random);
    expect(hand(seat1, 3)[WOOL]).toBeGreaterThanOrEqual(2);
  });
});

describe('the draft actions over hand kinds', () => {
  it("A_TRADE_ADD's argument is the resource, + GET_FLAG when asked; every hand kind round-trips within the kind's argument bits", () => {
    const bits = game({}).game.kinds[A_TRADE_ADD]!.argBits;
    for (let r = 0; r < 5; r++) expect([tradeAddArg(r, false), tradeAddArg(r, true)]).toEqual([r, GET_FLAG | r]);
    const seen = new Set<number>();
    for (let k = 0; k < MAX_HAND_KINDS; k++) {
      for (const asks of [false, true]) {
        const arg = tradeAddArg(k, asks);
        expect([tradeAddKind(arg), tradeAddAsks(arg)]).toEqual([k, asks]);
        expect(arg).toBeLessThan(1 << bits);
        seen.add(arg);
      }
    }
    expect(seen.size).toBe(2 * MAX_HAND_KINDS);
  });
});

describe('domestic trade in records (D17)', () => {
  it('a sent offer is one trade_offer entry (`to` when named), a counter-offer one trade_counter, a dropped draft one trade_abandon; records replay', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const seed = `records:${i}`;
      const g = createGame(randomBoard(seed), { players: 4 });
      const { trace } = playGame(g, seed, [0, 1, 2, 3].map(() => createRandomBot()), { trace: true });
      const rec = makeRecord({ game: g, seed, index: i, seats: [0, 1, 2, 3].map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      for (const e of rec.log) {
        if (e.a === 'trade_offer') seen.add(e.to ? 'offer to some' : 'offer to all');
        else if (e.a === 'trade_confirm') seen.add(e.counter ? 'confirm counter' : 'confirm');
        else seen.add(e.a);
        // No entry for the draft's single steps.
        expect(['trade_add', 'trade_drop', 'trade_send']).not.toContain(e.a);
      }
      const replay = replayRecordOn(g, JSON.parse(JSON.stringify(rec)));
      expect(replay.result).toEqual(rec.result);
    }
    for (const kind of ['offer to all', 'offer to some', 'trade_counter', 'trade_abandon', 'trade_response', 'confirm', 'confirm counter', 'trade_cancel']) expect(seen).toContain(kind);
  });

  it('an entry that names an impossible trade is refused with its place in the log', () => {
    const seed = 'records:bad';
    const g = createGame(randomBoard(seed), { players: 4 });
    const { trace } = playGame(g, seed, [0, 1, 2, 3].map(() => createRandomBot()), { trace: true });
    const rec = makeRecord({ game: g, seed, index: 0, seats: [0, 1, 2, 3].map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
    const i = rec.log.findIndex((e) => e.a === 'trade_offer');
    const bad = JSON.parse(JSON.stringify(rec));
    bad.log[i].give = { brick: 19 };
    expect(() => replayRecordOn(g, bad)).toThrow(new RegExp(`log\\[${i}\\]`));
  });
});
