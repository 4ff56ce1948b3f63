// Rule scenarios: winning and the turn cap (docs/rules-decisions.md D11, D13, D14); domestic trade
// is in rules-domestic-trade.test.ts.

import { describe, expect, it } from 'vitest';
import { A_DECLINE, A_END_TURN, A_OFFER, A_ROLL, A_SETTLEMENT, A_TRADE_ADD, A_TRADE_SEND, GET_FLAG, action } from '../src/engine/actions.js';
import { BRICK, GRAIN, LUMBER, ORE, VICTORY_POINT, WOOL } from '../src/engine/constants.js';
import { totalVp, type GameState } from '../src/engine/game.js';
import {
  ACCEPT_MASK,
  CAPPED,
  CUR,
  LR_HOLDER,
  OFFER,
  OFFERS_MADE,
  PHASE,
  PH_GAME_OVER,
  PH_MAIN,
  PH_PRE_ROLL,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  TURN,
  TURN_PLAYER,
  WINNER,
} from '../src/engine/layout.js';
import type { RuleOptions } from '../src/rules/options.js';
import { giveDev, inMainPhase, putCity, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import {
  act,
  argsOf,
  bank,
  beginnerGame,
  breakerNetwork,
  buildSettlement,
  cards,
  farApartSites,
  hand,
  layPath,
  legal,
  nodeAt,
  pathA,
  pathB,
  roadToSite,
  roll,
  sorted,
  sound,
} from './helpers/scenario.js';

const game = (opts: Partial<RuleOptions>): GameState => beginnerGame('trade-win', opts);
/** Seat p reaches 10 VP: four cities (8) and two hidden VP cards. */
function tenVpInCitiesAndCards(st: GameState, p: number): void {
  for (const n of farApartSites(st)) putCity(st, p, n);
  giveDev(st, p, VICTORY_POINT);
  giveDev(st, p, VICTORY_POINT);
}
describe('winning (D13) and the turn cap (D14)', () => {
  it('D13: reaching the target on one\'s own turn wins at once', () => {
    const st = game({ players: 3 });
    inMainPhase(st, 0);
    for (const n of farApartSites(st)) putCity(st, 0, n);
    const [, , c] = roadToSite(st, 0);
    expect(totalVp(st.game, st.s, 0)).toBe(9);
    setHand(st, 0, { brick: 1, lumber: 1, wool: 1, grain: 1 });
    act(st, action(A_SETTLEMENT, c));
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(0);
    expect(st.s[CAPPED]).toBe(0);
    expect(legal(st)).toEqual([]);
    sound(st);
  });

  it('D13: the target is configurable (targetVp 5: 4 VP + a settlement wins; the same at 10 does not)', () => {
    for (const [target, over] of [
      [5, true],
      [10, false],
    ] as Array<[number, boolean]>) {
      const st = game({ players: 2, targetVp: target });
      inMainPhase(st, 1);
      putCity(st, 1, nodeAt(st, 0, -2, 0));
      putSettlement(st, 1, nodeAt(st, 2, 0, 3));
      const [, , c] = roadToSite(st, 1);
      expect(totalVp(st.game, st.s, 1)).toBe(4);
      setHand(st, 1, { brick: 1, lumber: 1, wool: 1, grain: 1 });
      act(st, action(A_SETTLEMENT, c));
      expect(st.s[PHASE]).toBe(over ? PH_GAME_OVER : PH_MAIN);
      expect(st.s[WINNER]).toBe(over ? 1 : -1);
      sound(st);
    }
  });

  it('D13: hidden VP reaching the target off-turn waits; the player wins at the start of their own turn, before rolling', () => {
    const st = game({ players: 3 });
    inMainPhase(st, 1);
    tenVpInCitiesAndCards(st, 2);
    expect(totalVp(st.game, st.s, 2)).toBe(10);
    // Seat 1 keeps playing: nothing ends the game on its turn.
    setHand(st, 1, { brick: 1 });
    setHand(st, 0, { ore: 1 });
    act(st, action(A_OFFER));
    act(st, action(A_TRADE_ADD, BRICK));
    act(st, action(A_TRADE_ADD, GET_FLAG | ORE));
    act(st, action(A_TRADE_SEND));
    act(st, action(A_DECLINE));
    act(st, action(A_DECLINE));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[WINNER]).toBe(-1);
    act(st, action(A_END_TURN));
    expect(st.s[TURN_PLAYER]).toBe(2);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(2);
    sound(st);
  });

  it('D11/D13: Longest Road moved to a player by another\'s settlement on a third player\'s turn: the win waits for their own next turn', () => {
    const st = game({ players: 3 });
    const L = st.game.layout;
    // Seat 2 holds Longest Road with 7 along the top of row r = -1.
    layPath(st, 2, pathA(st), 7);
    expect(st.s[LR_HOLDER]).toBe(2);
    // Seat 1: road of 6 along the bottom of row r = 1, two cities and three VP cards: 8 VP.
    layPath(st, 1, pathB(st), 6);
    putCity(st, 1, nodeAt(st, -2, 2, 3));
    putCity(st, 1, nodeAt(st, 0, 2, 3));
    for (let i = 0; i < 3; i++) giveDev(st, 1, VICTORY_POINT);
    expect(st.s[L.roadLen + 1]).toBe(6);
    expect(totalVp(st.game, st.s, 1)).toBe(8);
    // Seat 0, on turn, cuts seat 2's road at its 4th node with a paid settlement.
    const cut = breakerNetwork(st, 0);
    buildSettlement(st, 0, cut);
    expect(st.s[LR_HOLDER]).toBe(1);
    expect(totalVp(st.game, st.s, 1)).toBe(10);
    // Not seat 1's turn: no winner yet, seat 0 plays on.
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[WINNER]).toBe(-1);
    expect(st.s[CUR]).toBe(0);
    act(st, action(A_END_TURN));
    // Seat 1's turn begins: it wins at once, before rolling.
    expect(st.s[TURN_PLAYER]).toBe(1);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(1);
    expect(legal(st)).toEqual([]);
    sound(st);
  });

  it('D13: the win waits through other players\' turns (seat 2 reaches 10 on seat 0\'s turn, wins only when its turn comes)', () => {
    const st = game({ players: 3 });
    inMainPhase(st, 0);
    tenVpInCitiesAndCards(st, 2);
    act(st, action(A_END_TURN));
    expect(st.s[TURN_PLAYER]).toBe(1);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(st.s[WINNER]).toBe(-1);
    roll(st, 1, 1);
    act(st, action(A_END_TURN));
    expect(st.s[TURN_PLAYER]).toBe(2);
    expect(st.s[WINNER]).toBe(2);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    sound(st);
  });

  it('D14: the turn cap ends the game as capped with no winner', () => {
    const st = game({ players: 2, turnCap: 3 });
    skipSetup(st, 0);
    expect(st.s[TURN]).toBe(1);
    for (let t = 1; t <= 3; t++) {
      expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
      expect(st.s[TURN]).toBe(t);
      roll(st, 1, 1);
      act(st, action(A_END_TURN));
    }
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[CAPPED]).toBe(1);
    expect(st.s[WINNER]).toBe(-1);
    expect(st.s[TURN]).toBe(3);
    expect(legal(st)).toEqual([]);
    sound(st);
  });
});
