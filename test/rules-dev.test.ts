// Rule scenarios: development cards and Largest Army (docs/rules-decisions.md D3–D7, D12, D13).

import { describe, expect, it } from 'vitest';
import {
  A_BUY_DEV,
  A_END_ROAD_BUILDING,
  A_END_TURN,
  A_KNIGHT,
  A_MONOPOLY,
  A_ROAD,
  A_ROAD_BUILDING,
  A_ROBBER,
  A_ROLL,
  A_YEAR_OF_PLENTY,
  action,
  actionKind,
} from '../src/engine/actions.js';
import {
  BRICK,
  GRAIN,
  KNIGHT,
  LUMBER,
  MONOPOLY,
  ORE,
  ROAD_BUILDING,
  VICTORY_POINT,
  WOOL,
  YEAR_OF_PLENTY,
} from '../src/engine/constants.js';
import { totalVp, type GameState } from '../src/engine/game.js';
import {
  CUR,
  DECK,
  DECK_COUNT,
  DEV_PLAYED,
  LA_HOLDER,
  LR_HOLDER,
  PHASE,
  PH_GAME_OVER,
  PH_MAIN,
  PH_PRE_ROLL,
  PH_ROAD_BUILDING,
  PLAYED,
  ROADS_FREE,
  TURN_PLAYER,
  WINNER,
} from '../src/engine/layout.js';
import {
  drainBank,
  giveDev,
  inMainPhase,
  putCity,
  putRoad,
  putSettlement,
  setHand,
  setKnightsPlayed,
  skipSetup,
} from '../src/engine/position.js';
import { chanceOutcomes } from '../src/engine/step.js';
import {
  act,
  argsOf,
  bank,
  beginnerGame,
  edgeBetween,
  farApartSites,
  fifteenRoadPath,
  hand,
  hasLegal,
  hillsWalk,
  layPath,
  legal,
  nodeAt,
  pathA,
  pathB,
  roll,
  sorted,
  sound,
} from './helpers/scenario.js';

const game = (players = 3, targetVp = 10) => beginnerGame('dev', { players, targetVp });
const DEV_KINDS = [A_KNIGHT, A_ROAD_BUILDING, A_YEAR_OF_PLENTY, A_MONOPOLY];
function devPlaysOffered(st: GameState): number[] {
  return legal(st).filter((a) => DEV_KINDS.includes(actionKind(a)));
}
/** The player on turn ends it; the others roll a 2 (nothing on the board here) and end, until `p` is on turn. */
function passTo(st: GameState, p: number): void {
  act(st, action(A_END_TURN));
  while (st.s[TURN_PLAYER] !== p) {
    roll(st, 1, 1);
    act(st, action(A_END_TURN));
  }
  expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
}
/**
 * Seat 0 settles the coastal node n0 = (0,-2) corner 0, whose two edges lead to n3 (corner 5) and n4 (corner 1).
 * Seat 1 hems it in: settlements at n7 (corner 4) and n8 (corner 2), roads n7-n3, n3-n0 and n8-n4. The caller
 * lays seat 1's last road, which decides whether the edge n0-n4 is still open to seat 0.
 */
function hemInSeat0(st: GameState): { n0: number; n4: number } {
  const n0 = nodeAt(st, 0, -2, 0);
  const n3 = nodeAt(st, 0, -2, 5);
  const n4 = nodeAt(st, 0, -2, 1);
  const n7 = nodeAt(st, 0, -2, 4);
  const n8 = nodeAt(st, 0, -2, 2);
  putSettlement(st, 0, n0);
  putSettlement(st, 1, n7);
  putSettlement(st, 1, n8);
  putRoad(st, 1, edgeBetween(st, n7, n3));
  putRoad(st, 1, edgeBetween(st, n3, n0));
  putRoad(st, 1, edgeBetween(st, n8, n4));
  return { n0, n4 };
}
/** Moves the robber to the first offered hex, stealing from nobody. */
function moveRobberAnywhere(st: GameState): void {
  const a = legal(st).find((x) => actionKind(x) === A_ROBBER)!;
  act(st, a);
}

describe('the development deck (D3)', () => {
  it('D3: 25 cards: 14 knights, 2 road building, 2 year of plenty, 2 monopoly, 5 VP; a buy is weighted by what is left', () => {
    const st = game();
    expect(Array.from(st.s.subarray(DECK, DECK + 5))).toEqual([14, 2, 2, 2, 5]);
    expect(st.s[DECK_COUNT]).toBe(25);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 2, grain: 2, ore: 2 });
    const vals = new Int32Array(8);
    const wts = new Int32Array(8);
    const n = chanceOutcomes(st, action(A_BUY_DEV), vals, wts);
    expect(Array.from(vals.subarray(0, n))).toEqual([KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY, VICTORY_POINT]);
    expect(Array.from(wts.subarray(0, n))).toEqual([14, 2, 2, 2, 5]);
    act(st, action(A_BUY_DEV), MONOPOLY);
    expect(Array.from(st.s.subarray(DECK, DECK + 5))).toEqual([14, 2, 2, 1, 5]);
    expect(st.s[DECK_COUNT]).toBe(24);
    const L = st.game.layout;
    expect(st.s[L.devNew + 0 * 5 + MONOPOLY]).toBe(1);
    expect(st.s[L.devCount + 0]).toBe(1);
    expect(hand(st, 0)).toEqual([0, 0, 1, 1, 1]);
    expect(bank(st)).toEqual([19, 19, 18, 18, 18]);
    // The second purchase sees the smaller deck.
    const n2 = chanceOutcomes(st, action(A_BUY_DEV), vals, wts);
    expect(Array.from(wts.subarray(0, n2))).toEqual([14, 2, 2, 1, 5]);
    act(st, action(A_BUY_DEV), MONOPOLY);
    const n3 = chanceOutcomes(st, action(A_BUY_DEV), vals, wts);
    expect(Array.from(vals.subarray(0, n3))).toEqual([KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, VICTORY_POINT]);
    sound(st);
  });

  it('D3: no purchase once the deck is empty', () => {
    const st = game();
    inMainPhase(st, 1);
    const counts = [14, 2, 2, 2, 5];
    for (let k = 0; k < 5; k++) for (let i = 0; i < counts[k]!; i++) giveDev(st, 0, k);
    expect(st.s[DECK_COUNT]).toBe(0);
    setHand(st, 1, { wool: 1, grain: 1, ore: 1 });
    expect(hasLegal(st, A_BUY_DEV)).toBe(false);
    sound(st);
  });
});

describe('when cards may be played (D4)', () => {
  it('D4: a card bought this turn cannot be played; it can on the next own turn, even before the roll', () => {
    const st = game(2);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, grain: 1, ore: 1 });
    act(st, action(A_BUY_DEV), KNIGHT);
    expect(hasLegal(st, A_KNIGHT)).toBe(false);
    passTo(st, 0);
    const L = st.game.layout;
    expect(st.s[L.dev + KNIGHT]).toBe(1);
    expect(st.s[L.devNew + KNIGHT]).toBe(0);
    expect(sorted(legal(st))).toEqual(sorted([action(A_ROLL), action(A_KNIGHT)]));
    sound(st);
  });

  it('D4: a fresh card of one kind does not block an older card of the same kind', () => {
    const st = game(2);
    inMainPhase(st, 0);
    giveDev(st, 0, MONOPOLY);
    giveDev(st, 0, MONOPOLY, true);
    expect(argsOf(st, A_MONOPOLY)).toEqual([0, 1, 2, 3, 4]);
    act(st, action(A_MONOPOLY, BRICK));
    expect(argsOf(st, A_MONOPOLY)).toEqual([]);
    const L = st.game.layout;
    expect(st.s[L.devNew + MONOPOLY]).toBe(1);
    sound(st);
  });

  it('D4: only one knight or progress card per turn', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, KNIGHT);
    giveDev(st, 0, MONOPOLY);
    giveDev(st, 0, YEAR_OF_PLENTY);
    giveDev(st, 0, ROAD_BUILDING);
    putSettlement(st, 0, nodeAt(st, 0, -1, 0));
    const offered = new Set(devPlaysOffered(st).map(actionKind));
    expect([...offered].sort()).toEqual([...DEV_KINDS].sort());
    act(st, action(A_MONOPOLY, ORE));
    expect(st.s[DEV_PLAYED]).toBe(1);
    expect(devPlaysOffered(st)).toEqual([]);
    // And again on the next own turn.
    passTo(st, 0);
    expect(new Set(devPlaysOffered(st).map(actionKind))).toEqual(new Set([A_KNIGHT, A_ROAD_BUILDING, A_YEAR_OF_PLENTY]));
    sound(st);
  });

  it('D4/D13: a VP card counts at once: bought at 9 VP it wins on the spot', () => {
    const st = game(3, 10);
    inMainPhase(st, 0);
    for (const n of farApartSites(st)) putCity(st, 0, n);
    putSettlement(st, 0, nodeAt(st, 0, -1, 2));
    expect(st.s[st.game.layout.publicVp + 0]).toBe(9);
    setHand(st, 0, { wool: 1, grain: 1, ore: 1 });
    expect(st.s[PHASE]).toBe(PH_MAIN);
    act(st, action(A_BUY_DEV), VICTORY_POINT);
    expect(totalVp(st.game, st.s, 0)).toBe(10);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(0);
    expect(legal(st)).toEqual([]);
    sound(st);
  });

  it('D4: VP cards are never played: a hand of VP cards offers no play', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, VICTORY_POINT);
    giveDev(st, 0, VICTORY_POINT);
    expect(devPlaysOffered(st)).toEqual([]);
    expect(totalVp(st.game, st.s, 0)).toBe(2);
    sound(st);
  });
});

describe('progress cards (D5, D6, D7)', () => {
  it('D6: monopoly takes every card of the named resource from every opponent, nothing else', () => {
    const st = game(4);
    inMainPhase(st, 0);
    giveDev(st, 0, MONOPOLY);
    setHand(st, 0, { wool: 1, ore: 1 });
    setHand(st, 1, { wool: 3, brick: 1 });
    setHand(st, 2, { grain: 2 });
    setHand(st, 3, { wool: 5, lumber: 2 });
    const bankBefore = bank(st);
    act(st, action(A_MONOPOLY, WOOL));
    expect(hand(st, 0)).toEqual([0, 0, 9, 0, 1]);
    expect(hand(st, 1)).toEqual([1, 0, 0, 0, 0]);
    expect(hand(st, 2)).toEqual([0, 0, 0, 2, 0]);
    expect(hand(st, 3)).toEqual([0, 2, 0, 0, 0]);
    expect(bank(st)).toEqual(bankBefore);
    const L = st.game.layout;
    expect([0, 1, 2, 3].map((p) => st.s[L.handTotal + p])).toEqual([10, 1, 2, 2]);
    expect(st.s[PLAYED + MONOPOLY]).toBe(1);
    sound(st);
  });

  it('D6: naming a resource nobody holds is legal and moves nothing', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, MONOPOLY);
    setHand(st, 1, { brick: 2 });
    act(st, action(A_MONOPOLY, ORE));
    expect(hand(st, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(hand(st, 1)).toEqual([2, 0, 0, 0, 0]);
    sound(st);
  });

  it('D5: year of plenty takes 2 cards from the bank, and offers only pairs the bank can pay', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, YEAR_OF_PLENTY);
    // All 15 unordered pairs (repeats allowed) when the bank is full.
    expect(argsOf(st, A_YEAR_OF_PLENTY).length).toBe(15);
    drainBank(st, WOOL, 0, 1);
    drainBank(st, LUMBER, 1, 1);
    const pair = (a: number, b: number) => a * 5 + b;
    expect(argsOf(st, A_YEAR_OF_PLENTY)).toEqual(
      [
        pair(BRICK, BRICK),
        pair(GRAIN, GRAIN),
        pair(ORE, ORE),
        pair(BRICK, LUMBER),
        pair(BRICK, GRAIN),
        pair(BRICK, ORE),
        pair(LUMBER, GRAIN),
        pair(LUMBER, ORE),
        pair(GRAIN, ORE),
      ].sort((a, b) => a - b),
    );
    act(st, action(A_YEAR_OF_PLENTY, pair(LUMBER, ORE)));
    expect(hand(st, 0)).toEqual([0, 1, 0, 0, 1]);
    expect(bank(st)).toEqual([19, 0, 0, 19, 18]);
    expect(st.s[PLAYED + YEAR_OF_PLENTY]).toBe(1);
    sound(st);
  });

  it('D5: year of plenty of the same resource twice', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, YEAR_OF_PLENTY);
    act(st, action(A_YEAR_OF_PLENTY, GRAIN * 5 + GRAIN));
    expect(hand(st, 0)).toEqual([0, 0, 0, 2, 0]);
    expect(bank(st)[GRAIN]).toBe(17);
    sound(st);
  });

  it('D5: year of plenty cannot be played when the bank cannot pay any pair', () => {
    const st = game(3);
    inMainPhase(st, 0);
    giveDev(st, 0, YEAR_OF_PLENTY);
    for (const r of [BRICK, LUMBER, WOOL, GRAIN]) drainBank(st, r, 0, 1);
    drainBank(st, ORE, 1, 2);
    expect(hasLegal(st, A_YEAR_OF_PLENTY)).toBe(false);
    sound(st);
  });

  it('D7: road building places 2 free roads, then play resumes', () => {
    const st = game(3);
    inMainPhase(st, 0);
    const L = st.game.layout;
    const [a, m, c] = hillsWalk(st);
    putSettlement(st, 0, a);
    giveDev(st, 0, ROAD_BUILDING);
    setHand(st, 0, { wool: 1 });
    const bankBefore = bank(st);
    act(st, action(A_ROAD_BUILDING));
    expect(st.s[PHASE]).toBe(PH_ROAD_BUILDING);
    expect(st.s[ROADS_FREE]).toBe(2);
    // The free roads, then the stop (listed last).
    expect(legal(st).slice(0, -1).every((x) => actionKind(x) === A_ROAD)).toBe(true);
    expect(legal(st).at(-1)).toBe(action(A_END_ROAD_BUILDING));
    expect(argsOf(st, A_ROAD).length).toBe(3);
    act(st, action(A_ROAD, edgeBetween(st, a, m)));
    expect(st.s[PHASE]).toBe(PH_ROAD_BUILDING);
    expect(st.s[ROADS_FREE]).toBe(1);
    act(st, action(A_ROAD, edgeBetween(st, m, c)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROADS_FREE]).toBe(0);
    expect(st.s[CUR]).toBe(0);
    expect(st.s[L.roadsLeft + 0]).toBe(13);
    expect(hand(st, 0)).toEqual([0, 0, 1, 0, 0]);
    expect(bank(st)).toEqual(bankBefore);
    sound(st);
  });

  it('D7: "you may place 2 free roads": the player may stop after one, or before any', () => {
    const st = game(3);
    inMainPhase(st, 0);
    const L = st.game.layout;
    const [a, m] = hillsWalk(st);
    putSettlement(st, 0, a);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    act(st, action(A_ROAD, edgeBetween(st, a, m)));
    expect(st.s[ROADS_FREE]).toBe(1);
    act(st, action(A_END_ROAD_BUILDING));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROADS_FREE]).toBe(0);
    expect(st.s[L.roadsLeft + 0]).toBe(14);
    expect(hasLegal(st, A_END_ROAD_BUILDING)).toBe(false);
    sound(st);
    // Before any road, and before the roll: the card is spent, no road is placed.
    const st2 = game(3);
    skipSetup(st2, 0);
    putSettlement(st2, 0, a);
    giveDev(st2, 0, ROAD_BUILDING);
    act(st2, action(A_ROAD_BUILDING));
    act(st2, action(A_END_ROAD_BUILDING));
    expect(st2.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(st2.s[L.roadsLeft + 0]).toBe(15);
    expect(st2.s[PLAYED + ROAD_BUILDING]).toBe(1);
    expect(legal(st2)).toEqual([action(A_ROLL)]);
    sound(st2);
  });

  it('D7: road building before the roll returns to pre_roll', () => {
    const st = game(3);
    skipSetup(st, 0);
    const a = nodeAt(st, 0, -1, 0);
    putSettlement(st, 0, a);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    act(st, legal(st)[0]!);
    act(st, legal(st)[0]!);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(legal(st)).toEqual([action(A_ROLL)]);
    sound(st);
  });

  it('D7: with 1 road piece left, road building places only 1', () => {
    const st = game(3);
    inMainPhase(st, 0);
    const L = st.game.layout;
    const path = fifteenRoadPath(st);
    layPath(st, 0, path, 14);
    expect(st.s[L.roadsLeft + 0]).toBe(1);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    expect(st.s[ROADS_FREE]).toBe(1);
    act(st, action(A_ROAD, edgeBetween(st, path[14]!, path[15]!)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROADS_FREE]).toBe(0);
    expect(st.s[L.roadsLeft + 0]).toBe(0);
    expect(hasLegal(st, A_ROAD)).toBe(false);
    sound(st);
  });

  it('D7: road building is not playable with no road pieces left', () => {
    const st = game(3);
    inMainPhase(st, 0);
    layPath(st, 0, fifteenRoadPath(st), 15);
    expect(st.s[st.game.layout.roadsLeft + 0]).toBe(0);
    giveDev(st, 0, ROAD_BUILDING);
    expect(hasLegal(st, A_ROAD_BUILDING)).toBe(false);
    sound(st);
  });

  it('D7/D11: free roads count for Longest Road at once (4 + 2 free = 6 takes the card from a 5)', () => {
    const st = game(3);
    const L = st.game.layout;
    // Seat 1 holds the card with 5 along the bottom of row r = 1.
    layPath(st, 1, pathB(st), 5);
    expect(st.s[LR_HOLDER]).toBe(1);
    // Seat 0 has 4 along the top of row r = -1.
    const A = pathA(st);
    layPath(st, 0, A, 4);
    inMainPhase(st, 0);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    act(st, action(A_ROAD, edgeBetween(st, A[4]!, A[5]!)));
    expect(st.s[L.roadLen + 0]).toBe(5);
    expect(st.s[LR_HOLDER]).toBe(1); // a tie keeps the holder
    act(st, action(A_ROAD, edgeBetween(st, A[5]!, A[6]!)));
    expect(st.s[L.roadLen + 0]).toBe(6);
    expect(st.s[LR_HOLDER]).toBe(0);
    expect(st.s[L.publicVp + 0]).toBe(3);
    expect(st.s[L.publicVp + 1]).toBe(1);
    sound(st);
  });

  it('D7: when only one road site exists (counting the first free road), only 1 road is placed', () => {
    const st = game(3);
    inMainPhase(st, 0);
    const L = st.game.layout;
    const { n0, n4 } = hemInSeat0(st);
    // Seat 1 goes on from n4 to (1,-2) corner 0, leaving seat 0 the edge n0-n4.
    putRoad(st, 1, edgeBetween(st, n4, nodeAt(st, 1, -2, 0)));
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    expect(argsOf(st, A_ROAD)).toEqual([edgeBetween(st, n0, n4)]);
    act(st, action(A_ROAD, edgeBetween(st, n0, n4)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROADS_FREE]).toBe(0);
    expect(st.s[L.roadsLeft + 0]).toBe(14);
    sound(st);
  });

  it('D7: road building is not playable without a legal road site', () => {
    const st = game(3);
    inMainPhase(st, 0);
    const { n0, n4 } = hemInSeat0(st);
    // Seat 1 also takes the edge n4-n0: seat 0 has no road site left.
    putRoad(st, 1, edgeBetween(st, n4, n0));
    giveDev(st, 0, ROAD_BUILDING);
    expect(hasLegal(st, A_ROAD_BUILDING)).toBe(false);
    // Nor before the roll.
    skipSetup(st, 0);
    expect(legal(st)).toEqual([action(A_ROLL)]);
    sound(st);
  });
});

describe('Largest Army (D12)', () => {
  it('D12: the third played knight takes Largest Army (+2 VP); a tie does not take it; strictly more does', () => {
    const st = game(2);
    const L = st.game.layout;
    inMainPhase(st, 0);
    setKnightsPlayed(st, 0, 2);
    expect(st.s[LA_HOLDER]).toBe(-1);
    giveDev(st, 0, KNIGHT);
    act(st, action(A_KNIGHT));
    moveRobberAnywhere(st);
    expect(st.s[L.knights + 0]).toBe(3);
    expect(st.s[LA_HOLDER]).toBe(0);
    expect(st.s[L.publicVp + 0]).toBe(2);
    sound(st);
    // Seat 1 catches up to 3: a tie, the card stays.
    passTo(st, 1);
    setKnightsPlayed(st, 1, 2);
    giveDev(st, 1, KNIGHT);
    giveDev(st, 1, KNIGHT);
    act(st, action(A_KNIGHT));
    moveRobberAnywhere(st);
    expect(st.s[L.knights + 1]).toBe(3);
    expect(st.s[LA_HOLDER]).toBe(0);
    expect(st.s[L.publicVp + 0]).toBe(2);
    expect(st.s[L.publicVp + 1]).toBe(0);
    sound(st);
    // Next own turn, a 4th knight: strictly more, the card moves.
    roll(st, 1, 1);
    passTo(st, 1);
    act(st, action(A_KNIGHT));
    moveRobberAnywhere(st);
    expect(st.s[L.knights + 1]).toBe(4);
    expect(st.s[LA_HOLDER]).toBe(1);
    expect(st.s[L.publicVp + 0]).toBe(0);
    expect(st.s[L.publicVp + 1]).toBe(2);
    sound(st);
  });

  it('D12: two played knights are not enough', () => {
    const st = game(3);
    inMainPhase(st, 0);
    setKnightsPlayed(st, 0, 1);
    giveDev(st, 0, KNIGHT);
    act(st, action(A_KNIGHT));
    moveRobberAnywhere(st);
    expect(st.s[st.game.layout.knights + 0]).toBe(2);
    expect(st.s[LA_HOLDER]).toBe(-1);
    expect(st.s[st.game.layout.publicVp + 0]).toBe(0);
    sound(st);
  });
});
