// Rule scenarios: the 7, discards, the robber and knights (docs/rules-decisions.md D4, D8, D9, D18).

import { describe, expect, it } from 'vitest';
import { A_DISCARD, A_KNIGHT, A_ROBBER, A_ROLL, action, actionKind } from '../src/engine/actions.js';
import { BRICK, GRAIN, KNIGHT, LUMBER, ORE, WOOL } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import type { RuleOptions } from '../src/rules/options.js';
import {
  BANK,
  CUR,
  DEV_PLAYED,
  PHASE,
  PH_DISCARD,
  PH_MAIN,
  PH_MOVE_ROBBER,
  PH_PRE_ROLL,
  PLAYED,
  ROBBER,
  TURN_PLAYER,
} from '../src/engine/layout.js';
import { giveDev, inMainPhase, putSettlement, setHand, skipSetup, type Cards } from '../src/engine/position.js';
import { chanceOutcomes } from '../src/engine/step.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { makeRandom } from '../src/engine/rng.js';
import { determinize, seatView } from '../src/engine/view.js';
import { act, argsOf, bank, beginnerGame, hand, legal, roll, sorted, sound } from './helpers/scenario.js';

const game = (players: number, options: Partial<RuleOptions> = {}) => beginnerGame('robber', { players, ...options });
const rollSeven = (st: GameState) => roll(st, 3, 4);
function total(st: GameState, p: number): number {
  return st.s[st.game.layout.handTotal + p]!;
}
function toDiscard(st: GameState, p: number): number {
  return st.s[st.game.layout.toDiscard + p]!;
}
/** Discards the given resources for the seat to act, one card at a time, checking it stays its turn. */
function discardAll(st: GameState, seat: number, rs: number[]): void {
  for (const r of rs) {
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    expect(st.s[CUR]).toBe(seat);
    act(st, action(A_DISCARD, r));
  }
}
const robberHexes = (st: GameState) => sorted([...new Set(argsOf(st, A_ROBBER).map((x) => x >>> 3))]);

describe('discarding on a 7 (D9)', () => {
  it('D9: 8 cards -> discard 4, 9 -> 4, 7 -> none, 11 -> 5; in seat order from the roller, one card at a time, cards of the discarder\'s choice', () => {
    const st = game(4);
    skipSetup(st, 1); // seat 1 rolls
    const h0: Cards = { brick: 3, lumber: 3, wool: 2 }; // 8
    const h1: Cards = { ore: 5, grain: 4 }; // 9
    const h2: Cards = { wool: 7 }; // 7
    const h3: Cards = { brick: 6, lumber: 5 }; // 11
    setHand(st, 0, h0);
    setHand(st, 1, h1);
    setHand(st, 2, h2);
    setHand(st, 3, h3);
    giveDev(st, 2, KNIGHT); // development cards do not count toward the limit
    rollSeven(st);
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    expect([0, 1, 2, 3].map((p) => toDiscard(st, p))).toEqual([4, 4, 0, 5]);
    // Roller first; it chooses among the resources it holds.
    expect(st.s[CUR]).toBe(1);
    expect(argsOf(st, A_DISCARD)).toEqual([GRAIN, ORE]);
    expect(legal(st).every((a) => actionKind(a) === A_DISCARD)).toBe(true);
    act(st, action(A_DISCARD, ORE));
    // One card at a time: still seat 1, 3 to go.
    expect(st.s[CUR]).toBe(1);
    expect(toDiscard(st, 1)).toBe(3);
    expect(total(st, 1)).toBe(8);
    discardAll(st, 1, [ORE, ORE, ORE]);
    expect(hand(st, 1)).toEqual([0, 0, 0, 4, 1]);
    // Seat 2 (7 cards) is skipped; seat 3 next, then seat 0.
    expect(st.s[CUR]).toBe(3);
    expect(argsOf(st, A_DISCARD)).toEqual([BRICK, LUMBER]);
    discardAll(st, 3, [BRICK, LUMBER, BRICK, LUMBER, BRICK]);
    expect(hand(st, 3)).toEqual([3, 3, 0, 0, 0]);
    expect(st.s[CUR]).toBe(0);
    expect(argsOf(st, A_DISCARD)).toEqual([BRICK, LUMBER, WOOL]);
    discardAll(st, 0, [WOOL, WOOL, BRICK]);
    // Out of wool: it can no longer be offered.
    expect(argsOf(st, A_DISCARD)).toEqual([BRICK, LUMBER]);
    discardAll(st, 0, [LUMBER]);
    expect(hand(st, 0)).toEqual([2, 2, 0, 0, 0]);
    expect(hand(st, 2)).toEqual([0, 0, 7, 0, 0]);
    expect([0, 1, 2, 3].map((p) => total(st, p))).toEqual([4, 5, 7, 6]);
    // All discards done before the robber moves; the roller moves it.
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(1);
    // Discarded cards went to the bank: brick 19-9+(1+3)=14, lumber 19-8+(1+2)=14, wool 19-9+2=12, grain 15, ore 14+4=18.
    expect(bank(st)).toEqual([14, 14, 12, 15, 18]);
    sound(st);
  });

  it('D9: the roller is skipped when under the limit and the order wraps around the table', () => {
    const st = game(4);
    skipSetup(st, 2);
    setHand(st, 1, { brick: 8 });
    setHand(st, 3, { ore: 8 });
    setHand(st, 0, { wool: 8 });
    rollSeven(st);
    const order: number[] = [];
    while (st.s[PHASE] === PH_DISCARD) {
      order.push(st.s[CUR]!);
      act(st, legal(st)[0]!);
    }
    expect(order).toEqual([3, 3, 3, 3, 0, 0, 0, 0, 1, 1, 1, 1]);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(2);
    sound(st);
  });

  it('D9: the discard limit is configurable (limit 9: 9 cards keep all, 10 discard 5)', () => {
    const st = game(3, { discardLimit: 9 });
    skipSetup(st, 0);
    setHand(st, 0, { brick: 9 });
    setHand(st, 1, { lumber: 10 });
    setHand(st, 2, { wool: 8 });
    rollSeven(st);
    expect([0, 1, 2].map((p) => toDiscard(st, p))).toEqual([0, 5, 0]);
    expect(st.s[CUR]).toBe(1);
    discardAll(st, 1, [LUMBER, LUMBER, LUMBER, LUMBER, LUMBER]);
    expect([0, 1, 2].map((p) => total(st, p))).toEqual([9, 5, 8]);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    sound(st);
  });

  it('D9: discards are simultaneous: a later discarder\'s view shows how many cards an earlier one gave up, not which', () => {
    // Two games alike but for what seat 1 (first to discard) gives up: ore in one, wool in the other.
    const views = [ORE, WOOL].map((first) => {
      const st = game(3);
      skipSetup(st, 0);
      setHand(st, 1, { ore: 4, wool: 4 });
      setHand(st, 2, { brick: 4, grain: 4 });
      const atSeven = bank(st);
      rollSeven(st);
      discardAll(st, 1, [first, first, first, first]);
      expect(st.s[CUR]).toBe(2);
      const v = seatView(st, 2);
      // The bank as it stood at the 7; seat 1's hand size as it is now.
      expect(Array.from(v.s.subarray(BANK, BANK + 5))).toEqual(atSeven);
      expect(v.s[st.game.layout.handTotal + 1]).toBe(4);
      // Its own discards show at once, in its own view only.
      act(st, action(A_DISCARD, BRICK));
      const own = seatView(st, 2);
      expect(Array.from(own.s.subarray(BANK, BANK + 5))).toEqual(atSeven.map((n, r) => n + (r === BRICK ? 1 : 0)));
      expect(Array.from(seatView(st, 0).s.subarray(BANK, BANK + 5))).toEqual(atSeven);
      // A search bot's sample is a sound state that puts the hidden discards back in the bank.
      for (let i = 0; i < 5; i++) {
        const d = determinize(own, 2, makeRandom(`d9:${i}`));
        expect(checkInvariants(d)).toEqual([]);
        expect(hand(d, 2)).toEqual(hand(st, 2));
      }
      discardAll(st, 2, [BRICK, GRAIN, GRAIN]);
      // Once everyone has discarded, the bank is public again.
      expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
      expect(Array.from(seatView(st, 2).s.subarray(BANK, BANK + 5))).toEqual(bank(st));
      sound(st);
      return Array.from(v.s);
    });
    expect(views[0]).toEqual(views[1]);
  });

  it('D9: with the default limit, nobody over 7 means straight to the robber', () => {
    const st = game(3);
    skipSetup(st, 0);
    setHand(st, 0, { brick: 7 });
    setHand(st, 1, { grain: 7 });
    rollSeven(st);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(0);
    expect([0, 1, 2].map((p) => total(st, p))).toEqual([7, 7, 0]);
    sound(st);
  });
});

describe('moving the robber (D8)', () => {
  it('D8: the robber must move to a different land hex; every other land hex is allowed, desert included', () => {
    const st = game(3);
    skipSetup(st, 0);
    const b = st.game.board;
    const desert = b.hexId(0, 0);
    expect(st.s[ROBBER]).toBe(desert);
    rollSeven(st);
    const all = sorted(Array.from(b.landHexes));
    expect(all.length).toBe(19);
    expect(robberHexes(st)).toEqual(all.filter((h) => h !== desert));
    // No buildings: every move steals from nobody.
    expect(argsOf(st, A_ROBBER)).toEqual(all.filter((h) => h !== desert).map((h) => h * 8));
    const target = b.hexId(2, -2);
    act(st, action(A_ROBBER, target * 8));
    expect(st.s[ROBBER]).toBe(target);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    // Next 7: the robber's current hex is excluded, the desert is allowed again.
    skipSetup(st, 1);
    rollSeven(st);
    expect(robberHexes(st)).toEqual(all.filter((h) => h !== target));
    expect(robberHexes(st)).toContain(desert);
    act(st, action(A_ROBBER, desert * 8));
    expect(st.s[ROBBER]).toBe(desert);
    sound(st);
  });

  it('D8: victims are only opponents with a building on the hex and at least one card', () => {
    const st = game(3);
    skipSetup(st, 0);
    const b = st.game.board;
    const hills = b.hexId(0, -1);
    putSettlement(st, 0, b.nodeId(0, -1, 0)); // the mover's own building
    putSettlement(st, 1, b.nodeId(0, -1, 2)); // opponent with cards
    putSettlement(st, 2, b.nodeId(0, -1, 4)); // opponent without cards
    setHand(st, 0, { ore: 2 });
    setHand(st, 1, { brick: 2, ore: 3 });
    rollSeven(st);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    // On the hills only seat 1 can be robbed: not the mover, not the empty-handed seat 2, and not "nobody".
    expect(argsOf(st, A_ROBBER).filter((x) => x >>> 3 === hills)).toEqual([hills * 8 + 1 + 1]);
    // Mountains (0,-2) holds only the mover's own settlement: nobody to rob.
    const mountains = b.hexId(0, -2);
    expect(argsOf(st, A_ROBBER).filter((x) => x >>> 3 === mountains)).toEqual([mountains * 8]);
    // Once seat 2 holds a card it becomes a second choice.
    setHand(st, 2, { wool: 1 });
    expect(argsOf(st, A_ROBBER).filter((x) => x >>> 3 === hills)).toEqual([hills * 8 + 2, hills * 8 + 3]);
    sound(st);
  });

  it('D8: a steal moves exactly one card, the forced outcome, from the victim to the mover', () => {
    const st = game(3);
    skipSetup(st, 0);
    const b = st.game.board;
    const hills = b.hexId(0, -1);
    putSettlement(st, 1, b.nodeId(0, -1, 2));
    setHand(st, 0, { grain: 1 });
    setHand(st, 1, { brick: 2, ore: 3 });
    rollSeven(st);
    const a = action(A_ROBBER, hills * 8 + 2);
    // The chance outcomes of this steal: brick weight 2, ore weight 3.
    const vals = new Int32Array(8);
    const wts = new Int32Array(8);
    const n = chanceOutcomes(st, a, vals, wts);
    expect(Array.from(vals.subarray(0, n))).toEqual([BRICK, ORE]);
    expect(Array.from(wts.subarray(0, n))).toEqual([2, 3]);
    const bankBefore = bank(st);
    act(st, a, ORE);
    expect(hand(st, 1)).toEqual([2, 0, 0, 0, 2]);
    expect(hand(st, 0)).toEqual([0, 0, 0, 1, 1]);
    expect(total(st, 0)).toBe(2);
    expect(total(st, 1)).toBe(4);
    expect(bank(st)).toEqual(bankBefore);
    expect(st.s[ROBBER]).toBe(hills);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });

  it('D8: with two robbable opponents on the hex the mover chooses the victim (the card-less one is not offered)', () => {
    const st = game(4);
    skipSetup(st, 3);
    const b = st.game.board;
    const forest = b.hexId(1, 0);
    putSettlement(st, 0, b.nodeId(1, 0, 0));
    putSettlement(st, 1, b.nodeId(1, 0, 2));
    putSettlement(st, 2, b.nodeId(1, 0, 4));
    setHand(st, 0, { lumber: 1 });
    setHand(st, 2, { wool: 1 });
    rollSeven(st);
    expect(argsOf(st, A_ROBBER).filter((x) => x >>> 3 === forest)).toEqual([forest * 8 + 1, forest * 8 + 3]);
    act(st, action(A_ROBBER, forest * 8 + 3), WOOL);
    expect(hand(st, 3)).toEqual([0, 0, 1, 0, 0]);
    expect(total(st, 2)).toBe(0);
    expect(total(st, 0)).toBe(1);
    sound(st);
  });
});

describe('knights (D4, D8, D9)', () => {
  it('D4/D18: a knight played before the roll moves the robber, then the roll is still required (and no second card)', () => {
    const st = game(3);
    skipSetup(st, 0);
    giveDev(st, 0, KNIGHT);
    giveDev(st, 0, KNIGHT);
    const before = sorted(legal(st));
    expect(before).toEqual(sorted([action(A_ROLL), action(A_KNIGHT)]));
    act(st, action(A_KNIGHT));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(0);
    expect(st.s[st.game.layout.knights + 0]).toBe(1);
    expect(st.s[PLAYED + KNIGHT]).toBe(1);
    const target = st.game.board.hexId(-2, 2);
    act(st, action(A_ROBBER, target * 8));
    expect(st.s[ROBBER]).toBe(target);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(st.s[DEV_PLAYED]).toBe(1);
    // Only the roll now, although a second knight is held.
    expect(legal(st)).toEqual([action(A_ROLL)]);
    roll(st, 1, 1);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(argsOf(st, A_KNIGHT)).toEqual([]);
    sound(st);
  });

  it('D9: a knight causes no discards, even with 10 cards in a hand', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, KNIGHT);
    setHand(st, 0, { brick: 9 });
    setHand(st, 1, { lumber: 10 });
    act(st, action(A_KNIGHT));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(0);
    expect([0, 1, 2].map((p) => toDiscard(st, p))).toEqual([0, 0, 0]);
    act(st, action(A_ROBBER, st.game.board.hexId(2, 0) * 8));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[TURN_PLAYER]).toBe(0);
    expect(total(st, 0)).toBe(9);
    expect(total(st, 1)).toBe(10);
    sound(st);
  });

  it('D8: a knight steals like a 7 (victim choice, one card)', () => {
    const st = game(2);
    inMainPhase(st, 1);
    const b = st.game.board;
    giveDev(st, 1, KNIGHT);
    putSettlement(st, 0, b.nodeId(2, 0, 1));
    setHand(st, 0, { grain: 3 });
    act(st, action(A_KNIGHT));
    const m = b.hexId(2, 0);
    expect(argsOf(st, A_ROBBER).filter((x) => x >>> 3 === m)).toEqual([m * 8 + 1]);
    act(st, action(A_ROBBER, m * 8 + 1), GRAIN);
    expect(hand(st, 1)).toEqual([0, 0, 0, 1, 0]);
    expect(hand(st, 0)).toEqual([0, 0, 0, 2, 0]);
    sound(st);
  });
});
