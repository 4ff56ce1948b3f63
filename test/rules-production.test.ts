// Rule scenarios: production on a roll (docs/rules-decisions.md D1, D2, D9).

import { describe, expect, it } from 'vitest';
import { BRICK, GRAIN, LUMBER, ORE, WOOL } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import { CUR, DICE, PHASE, PH_MAIN, PH_MOVE_ROBBER, ROBBER } from '../src/engine/layout.js';
import { drainBank, putCity, putSettlement, setRobber, skipSetup } from '../src/engine/position.js';
import { bank, beginnerGame, cards, hand, roll, sound } from './helpers/scenario.js';

/** A 3-player game on the beginner board, seat 0 on turn before the roll. */
function scenario(): GameState {
  const st = beginnerGame('production', { players: 3 });
  skipSetup(st, 0);
  return st;
}

// Beginner board (D22): hills 6 at (0,-1); fields 6 at (-1,2); mountains 8 at (2,0); forest 8 at (-2,1).
describe('production', () => {
  it('a settlement produces 1 card and a city 2 (roll 6 on hills (0,-1))', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 1, b.nodeId(0, -1, 0)); // hills 6, mountains 10, pasture 2
    putCity(st, 2, b.nodeId(0, -1, 3)); // hills 6, forest 11, desert
    roll(st, 2, 4);
    expect(st.s[DICE]).toBe(2 * 8 + 4);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    expect(hand(st, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(hand(st, 1)).toEqual(cards({ [BRICK]: 1 }));
    expect(hand(st, 2)).toEqual(cards({ [BRICK]: 2 }));
    expect(bank(st)).toEqual([16, 19, 19, 19, 19]);
    sound(st);
  });

  it('only hexes with the rolled number produce (roll 8: mountains (2,0) and forest (-2,1))', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 0, b.nodeId(2, 0, 2)); // mountains 8 only (coast)
    putCity(st, 1, b.nodeId(-2, 1, 2)); // forest 8, mountains 3, hills 5
    putSettlement(st, 2, b.nodeId(0, -1, 0)); // not on an 8
    roll(st, 4, 4);
    expect(hand(st, 0)).toEqual(cards({ [ORE]: 1 }));
    expect(hand(st, 1)).toEqual(cards({ [LUMBER]: 2 }));
    expect(hand(st, 2)).toEqual([0, 0, 0, 0, 0]);
    sound(st);
  });

  it('two settlements of different players on one hex each receive 1', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 1, b.nodeId(0, -1, 0));
    putSettlement(st, 2, b.nodeId(0, -1, 2));
    roll(st, 3, 3);
    expect(hand(st, 1)).toEqual(cards({ [BRICK]: 1 }));
    expect(hand(st, 2)).toEqual(cards({ [BRICK]: 1 }));
    expect(bank(st)[BRICK]).toBe(17);
    sound(st);
  });

  it('two buildings of the same player on one hex add up (settlement + city = 3)', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 0, b.nodeId(0, -1, 0));
    putCity(st, 0, b.nodeId(0, -1, 2));
    roll(st, 1, 5);
    expect(hand(st, 0)).toEqual(cards({ [BRICK]: 3 }));
    expect(bank(st)[BRICK]).toBe(16);
    sound(st);
  });

  it('the robber blocks its hex; another hex with the same number still produces', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 1, b.nodeId(0, -1, 0)); // hills 6
    putCity(st, 2, b.nodeId(0, -1, 3)); // hills 6
    putSettlement(st, 2, b.nodeId(-1, 2, 3)); // fields 6
    setRobber(st, b.hexId(0, -1));
    roll(st, 5, 1);
    expect(st.s[ROBBER]).toBe(b.hexId(0, -1));
    expect(hand(st, 1)).toEqual([0, 0, 0, 0, 0]);
    expect(hand(st, 2)).toEqual(cards({ [GRAIN]: 1 }));
    expect(bank(st)).toEqual(cards({ [BRICK]: 19, [LUMBER]: 19, [WOOL]: 19, [GRAIN]: 18, [ORE]: 19 }));
    sound(st);
  });

  it('D1: bank shortage with 2+ players owed: nobody gets that resource, other resources are still paid', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 1, b.nodeId(0, -1, 0)); // owed 1 brick
    putCity(st, 2, b.nodeId(0, -1, 3)); // owed 2 brick
    putSettlement(st, 1, b.nodeId(-1, 2, 3)); // owed 1 grain
    drainBank(st, BRICK, 2, 0); // bank holds 2 brick < 3 owed
    roll(st, 2, 4);
    expect(hand(st, 1)).toEqual(cards({ [GRAIN]: 1 }));
    expect(hand(st, 2)).toEqual([0, 0, 0, 0, 0]);
    expect(hand(st, 0)).toEqual(cards({ [BRICK]: 17 }));
    expect(bank(st)).toEqual(cards({ [BRICK]: 2, [LUMBER]: 19, [WOOL]: 19, [GRAIN]: 18, [ORE]: 19 }));
    sound(st);
  });

  it('D1: bank shortage with 2 settlements of 2 players and a bank of 1: nobody gets it', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 1, b.nodeId(0, -1, 0));
    putSettlement(st, 2, b.nodeId(0, -1, 2));
    drainBank(st, BRICK, 1, 0);
    roll(st, 2, 4);
    expect(hand(st, 1)).toEqual([0, 0, 0, 0, 0]);
    expect(hand(st, 2)).toEqual([0, 0, 0, 0, 0]);
    expect(bank(st)[BRICK]).toBe(1);
    sound(st);
  });

  it('D1: when the bank holds exactly what is owed, everyone is paid', () => {
    const st = scenario();
    const b = st.game.board;
    putSettlement(st, 1, b.nodeId(0, -1, 0));
    putCity(st, 2, b.nodeId(0, -1, 3));
    drainBank(st, BRICK, 3, 0);
    roll(st, 2, 4);
    expect(hand(st, 1)).toEqual(cards({ [BRICK]: 1 }));
    expect(hand(st, 2)).toEqual(cards({ [BRICK]: 2 }));
    expect(bank(st)[BRICK]).toBe(0);
    sound(st);
  });

  it('D1: the only player owed a short resource takes what is left', () => {
    const st = scenario();
    const b = st.game.board;
    putCity(st, 2, b.nodeId(0, -1, 3)); // owed 2 brick
    putSettlement(st, 1, b.nodeId(-1, 2, 3)); // owed 1 grain
    drainBank(st, BRICK, 1, 0);
    roll(st, 2, 4);
    expect(hand(st, 2)).toEqual(cards({ [BRICK]: 1 }));
    expect(hand(st, 1)).toEqual(cards({ [GRAIN]: 1 }));
    expect(bank(st)[BRICK]).toBe(0);
    expect(bank(st)[GRAIN]).toBe(18);
    sound(st);
  });

  it('D1: the only player owed, with the bank empty of it, gets nothing and nothing breaks', () => {
    const st = scenario();
    const b = st.game.board;
    putCity(st, 2, b.nodeId(0, -1, 3));
    drainBank(st, BRICK, 0, 0);
    roll(st, 2, 4);
    expect(hand(st, 2)).toEqual([0, 0, 0, 0, 0]);
    expect(bank(st)[BRICK]).toBe(0);
    sound(st);
  });

  it('a roll of 7 produces nothing (and goes to the robber when no one must discard)', () => {
    const st = scenario();
    const b = st.game.board;
    // A building on every numbered hex touching these nodes; none of them should pay.
    putCity(st, 0, b.nodeId(0, -1, 0));
    putCity(st, 1, b.nodeId(2, 0, 2));
    putCity(st, 2, b.nodeId(-1, 2, 3));
    putSettlement(st, 1, b.nodeId(-2, 1, 2));
    roll(st, 3, 4);
    expect(st.s[DICE]).toBe(3 * 8 + 4);
    for (let p = 0; p < 3; p++) expect(hand(st, p)).toEqual([0, 0, 0, 0, 0]);
    expect(bank(st)).toEqual([19, 19, 19, 19, 19]);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });
});
