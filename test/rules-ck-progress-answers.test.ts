// Rule scenarios: Cities & Knights' progress cards whose effect asks other decisions
// (docs/rules-decisions.md D82-D91): the Bishop's steals, the Diplomat's road, the Deserter's
// knight, the Intrigue's displacement, the Saboteur's discards, the Spy's and the Master Merchant's
// look at another hand, the Wedding's gifts and the Commercial Harbor's exchanges; who answers, in
// which order, and what other seats see meanwhile.

import { afterFirstAttack } from './helpers/ck-events.js';
import { describe, expect, it } from 'vitest';
import { A_DISCARD, A_END_TURN, A_ROAD, action } from '../src/engine/actions.js';
import { FIELDS } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import { cardIndex } from '../src/engine/hands.js';
import { BANK, CUR, LR_HOLDER, PHASE, PH_DISCARD, PH_MAIN, PH_PRE_ROLL, ROBBER } from '../src/engine/layout.js';
import { chanceOutcomes } from '../src/engine/step.js';
import { inMainPhase, putCity, putSettlement, setHand, setRobber } from '../src/engine/position.js';
import { seatView } from '../src/engine/view.js';
import {
  A_BISHOP_STEAL,
  A_DESERTER_PLACE,
  A_DESERTER_REMOVE,
  A_DIPLOMAT_ROAD,
  A_HARBOR_ANSWER,
  A_HARBOR_OFFER,
  A_MASTER_MERCHANT_TAKE,
  A_MOVE_KNIGHT,
  A_RETREAT_KNIGHT,
  A_SPY_TAKE,
  A_WEDDING_GIVE,
  PH_BISHOP_STEAL,
  PH_DESERTER_PLACE,
  PH_DESERTER_REMOVE,
  PH_DIPLOMAT_ROAD,
  PH_HARBOR_ANSWER,
  PH_MASTER_MERCHANT_TAKE,
  PH_RETREAT_KNIGHT,
  PH_SPY_TAKE,
  PH_WEDDING_GIVE,
} from '../src/rules/cities-knights/ids.js';
import { progressId } from '../src/rules/cities-knights/progress.js';
import { act, argsOf, breakerNetwork, edgeBetween, layPath, legal, nodeAt, pathA, pathB, sorted, sound } from './helpers/scenario.js';
import { cardsHeld, ckGame, field, giveCard, held, knightAt, knightsLeft, play, putKnight, targets } from './helpers/ck.js';

/** The corners of hex (q, r), clockwise from the top. */
function corners(st: GameState, q: number, r: number): number[] {
  const h = st.game.board.hexId(q, r);
  return [0, 1, 2, 3, 4, 5].map((c) => st.game.board.hexNodes[h * 6 + c]!);
}
const hexOf = (st: GameState, q: number, r: number) => st.game.board.hexId(q, r);
const vpOf = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const cards = (st: GameState, p: number) => st.s[st.game.layout.handTotal + p]!;
const kindOf = (st: GameState, name: string) => cardIndex(st.game, name);
/** The state as `seat` sees it, as plain numbers. */
const viewOf = (st: GameState, seat: number) => Array.from(seatView(st, seat).s);

describe('Bishop (D82)', () => {
  it('not before the first attack; then the robber to any other land hex, the desert included', () => {
    const st = ckGame('ck:bishop-hexes');
    inMainPhase(st, 0);
    giveCard(st, 0, 'bishop');
    expect(targets(st, 'bishop')).toEqual([]);
    afterFirstAttack(st);
    const desert = st.s[ROBBER]!;
    const land = Array.from(st.game.board.landHexes);
    expect(targets(st, 'bishop')).toEqual(sorted(land.filter((h) => h !== desert)));
    setRobber(st, hexOf(st, 0, -1));
    expect(targets(st, 'bishop')).toContain(desert);
    sound(st);
  });

  it('one random card from each opponent beside the hex that holds one, in seat order from the player, each its own chance event', () => {
    const st = ckGame('ck:bishop-steals');
    afterFirstAttack(st);
    const [c0, , c2, , c4] = corners(st, 1, 0);
    putSettlement(st, 3, c0!);
    putSettlement(st, 0, c2!);
    putSettlement(st, 2, c4!);
    setHand(st, 3, { wool: 2, coin: 1 });
    setHand(st, 0, { ore: 1 });
    setHand(st, 2, {});
    inMainPhase(st, 1);
    giveCard(st, 1, 'bishop');
    play(st, 'bishop', hexOf(st, 1, 0));
    expect(st.s[ROBBER]).toBe(hexOf(st, 1, 0));
    // Seat 2 holds nothing and is skipped; seat 3 comes before seat 0 (seat order from seat 1).
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_BISHOP_STEAL, 1]);
    expect(legal(st)).toEqual([action(A_BISHOP_STEAL, 3)]);
    const values = new Int32Array(16);
    const weights = new Int32Array(16);
    const n = chanceOutcomes(st, action(A_BISHOP_STEAL, 3), values, weights);
    expect(new Map(Array.from(values.subarray(0, n), (v, i) => [v, weights[i]]))).toEqual(new Map([[kindOf(st, 'wool'), 2], [kindOf(st, 'coin'), 1]]));
    act(st, action(A_BISHOP_STEAL, 3), kindOf(st, 'coin'));
    sound(st);
    expect(legal(st)).toEqual([action(A_BISHOP_STEAL, 0)]);
    act(st, action(A_BISHOP_STEAL, 0), kindOf(st, 'ore'));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 1]);
    expect([held(st, 1, 'coin'), held(st, 1, 'ore'), held(st, 3, 'wool'), cards(st, 0)]).toEqual([1, 1, 2, 0]);
    sound(st);
  });
});

describe('Diplomat (D83)', () => {
  it('an open road of any colour: a knight of its colour closes an end, other colours\' pieces do not', () => {
    const st = ckGame('ck:diplomat-open');
    const A = pathA(st);
    const B = pathB(st);
    layPath(st, 0, A, 3);
    layPath(st, 1, B, 1);
    inMainPhase(st, 0);
    giveCard(st, 0, 'diplomat');
    const tip = edgeBetween(st, A[2]!, A[3]!);
    expect(targets(st, 'diplomat')).toEqual(sorted([tip, edgeBetween(st, B[0]!, B[1]!)]));
    putKnight(st, 1, A[3]!, 1, false);
    expect(targets(st, 'diplomat')).toContain(tip);
    const st2 = ckGame('ck:diplomat-open');
    layPath(st2, 0, A, 3);
    putKnight(st2, 0, A[3]!, 1, false);
    inMainPhase(st2, 0);
    giveCard(st2, 0, 'diplomat');
    expect(targets(st2, 'diplomat')).toEqual([]);
    sound(st);
    sound(st2);
  });

  it("an opponent's road goes back to its supply, and Longest Road is worked out again (D11)", () => {
    const st = ckGame('ck:diplomat-opponent');
    const B = pathB(st);
    layPath(st, 1, B, 5);
    expect([st.s[LR_HOLDER], vpOf(st, 1)]).toEqual([1, 3]);
    putSettlement(st, 0, pathA(st)[0]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'diplomat');
    const roads = st.s[st.game.layout.roadsLeft + 1]!;
    play(st, 'diplomat', edgeBetween(st, B[4]!, B[5]!));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 0]);
    expect(st.s[st.game.layout.roadsLeft + 1]).toBe(roads + 1);
    expect([st.s[LR_HOLDER], vpOf(st, 1)]).toEqual([-1, 1]);
    sound(st);
  });

  it("one's own road may go at once, free, to another site the normal rules allow, or stay off", () => {
    const st = ckGame('ck:diplomat-own');
    const A = pathA(st);
    layPath(st, 0, A, 3);
    // An opponent's knight at A[2]: no road of seat 0's leaves past it (D65).
    putKnight(st, 1, A[2]!, 1, false);
    inMainPhase(st, 0);
    giveCard(st, 0, 'diplomat');
    const removed = edgeBetween(st, A[2]!, A[3]!);
    const roads = st.s[st.game.layout.roadsLeft]!;
    play(st, 'diplomat', removed);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DIPLOMAT_ROAD, 0]);
    const sites = argsOf(st, A_DIPLOMAT_ROAD);
    // The sites a paid road would have now, less the edge the road came from, and 0 to keep it off.
    const paid = ckGame('ck:diplomat-own');
    layPath(paid, 0, A, 2);
    putKnight(paid, 1, A[2]!, 1, false);
    inMainPhase(paid, 0);
    setHand(paid, 0, { brick: 1, lumber: 1 });
    const expected = argsOf(paid, A_ROAD).filter((e) => e !== removed);
    expect(expected.length).toBeGreaterThan(0);
    expect(sites).toEqual([0, ...expected.map((e) => e + 1)]);
    act(st, action(A_DIPLOMAT_ROAD, expected[0]! + 1));
    expect([st.s[PHASE], st.s[st.game.layout.roadsLeft]]).toEqual([PH_MAIN, roads]);
    sound(st);
    // Kept off: the road is back in the supply.
    giveCard(st, 0, 'diplomat');
    play(st, 'diplomat', expected[0]!);
    act(st, action(A_DIPLOMAT_ROAD, 0));
    expect([st.s[PHASE], st.s[st.game.layout.roadsLeft]]).toEqual([PH_MAIN, roads + 1]);
    sound(st);
  });
});

describe('Deserter (D84)', () => {
  /** Seat 0 on turn with roads along path A; seat 1's knights as given. */
  function deserterGame(seed: string, knights: Array<[number, boolean]>): { st: GameState; A: number[]; B: number[] } {
    const st = ckGame(seed);
    const A = pathA(st);
    const B = pathB(st);
    layPath(st, 0, A, 4);
    layPath(st, 1, B, 4);
    knights.forEach(([level, active], i) => putKnight(st, 1, B[i + 1]!, level, active));
    inMainPhase(st, 0);
    giveCard(st, 0, 'deserter');
    return { st, A, B };
  }

  it('the opponent chooses the knight; the player places one of its strength in its state, which may not act this turn', () => {
    const { st, A, B } = deserterGame('ck:deserter', [
      [2, true],
      [1, false],
    ]);
    expect(targets(st, 'deserter')).toEqual([1]);
    play(st, 'deserter', 1);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DESERTER_REMOVE, 1]);
    expect(argsOf(st, A_DESERTER_REMOVE)).toEqual(sorted([B[1]!, B[2]!]));
    act(st, action(A_DESERTER_REMOVE, B[1]!));
    expect(knightAt(st, B[1]!)).toBeNull();
    expect(knightsLeft(st, 1, 2)).toBe(2);
    sound(st);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DESERTER_PLACE, 0]);
    // The free ends of seat 0's roads (the settlement's node is built on), or none.
    expect(argsOf(st, A_DESERTER_PLACE)).toEqual([0, ...[A[1]!, A[2]!, A[3]!, A[4]!].map((x) => x + 1).sort((x, y) => x - y)]);
    act(st, action(A_DESERTER_PLACE, A[3]! + 1));
    expect(knightAt(st, A[3]!)).toEqual({ owner: 0, level: 2, active: 1, turn: 2 });
    expect(knightsLeft(st, 0, 2)).toBe(1);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 0]);
    expect(argsOf(st, A_MOVE_KNIGHT)).toEqual([]);
    sound(st);
  });

  it('a mighty knight without the Fortress; a basic one when no token of the strength is left; may decline', () => {
    const { st, A, B } = deserterGame('ck:deserter-mighty', [[3, false]]);
    play(st, 'deserter', 1);
    act(st, action(A_DESERTER_REMOVE, B[1]!));
    act(st, action(A_DESERTER_PLACE, A[2]! + 1));
    expect(knightAt(st, A[2]!)).toMatchObject({ owner: 0, level: 3, active: 0, turn: 0 });
    sound(st);

    const other = deserterGame('ck:deserter-basic', [[2, false]]);
    putKnight(other.st, 0, other.A[1]!, 2, false);
    putKnight(other.st, 0, other.A[2]!, 2, false);
    play(other.st, 'deserter', 1);
    act(other.st, action(A_DESERTER_REMOVE, other.B[1]!));
    act(other.st, action(A_DESERTER_PLACE, other.A[3]! + 1));
    expect(knightAt(other.st, other.A[3]!)).toMatchObject({ owner: 0, level: 1 });
    sound(other.st);

    const declined = deserterGame('ck:deserter-decline', [[1, true]]);
    play(declined.st, 'deserter', 1);
    act(declined.st, action(A_DESERTER_REMOVE, declined.B[1]!));
    act(declined.st, action(A_DESERTER_PLACE, 0));
    expect([knightsLeft(declined.st, 0, 1), knightsLeft(declined.st, 1, 1)]).toEqual([2, 2]);
    expect(declined.st.s[PHASE]).toBe(PH_MAIN);
    sound(declined.st);
  });

  it('with no site for a knight the opponent still loses its knight, and nothing is asked of the player', () => {
    const st = ckGame('ck:deserter-nosite');
    const B = pathB(st);
    layPath(st, 1, B, 2);
    putKnight(st, 1, B[1]!, 1, false);
    putSettlement(st, 0, pathA(st)[0]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'deserter');
    play(st, 'deserter', 1);
    act(st, action(A_DESERTER_REMOVE, B[1]!));
    expect([st.s[PHASE], st.s[CUR], knightsLeft(st, 1, 1)]).toEqual([PH_MAIN, 0, 2]);
    sound(st);
  });
});

describe('Intrigue (D85)', () => {
  it("another colour's knight at an end of one's roads, with no knight of one's own, before the first attack: its owner retreats it", () => {
    const st = ckGame('ck:intrigue');
    const A = pathA(st);
    layPath(st, 0, A, 6);
    const n8 = breakerNetwork(st, 1);
    expect(n8).toBe(A[3]);
    putKnight(st, 1, A[3]!, 2, true);
    // A knight of seat 1's away from seat 0's roads is no target.
    putKnight(st, 1, pathB(st)[4]!, 1, false);
    expect(st.s[st.game.layout.roadLen]).toBe(3);
    inMainPhase(st, 0);
    giveCard(st, 0, 'intrigue');
    expect(targets(st, 'intrigue')).toEqual([A[3]!]);
    play(st, 'intrigue', A[3]!);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_RETREAT_KNIGHT, 1]);
    const retreat = argsOf(st, A_RETREAT_KNIGHT);
    expect(retreat).toEqual([nodeAt(st, 0, -2, 1)]);
    act(st, action(A_RETREAT_KNIGHT, retreat[0]!));
    expect(knightAt(st, A[3]!)).toBeNull();
    expect(knightAt(st, retreat[0]!)).toMatchObject({ owner: 1, level: 2, active: 1 });
    expect([st.s[PHASE], st.s[CUR], st.s[st.game.layout.roadLen]]).toEqual([PH_MAIN, 0, 6]);
    sound(st);
  });

  it('a knight with nowhere to go goes back to its owner\'s supply', () => {
    const st = ckGame('ck:intrigue-supply');
    const A = pathA(st);
    layPath(st, 0, A, 3);
    putKnight(st, 1, A[3]!, 1, false);
    inMainPhase(st, 0);
    giveCard(st, 0, 'intrigue');
    play(st, 'intrigue', A[3]!);
    expect([st.s[PHASE], knightAt(st, A[3]!), knightsLeft(st, 1, 1)]).toEqual([PH_MAIN, null, 2]);
    sound(st);
  });
});

describe('Saboteur (D86)', () => {
  /** Seat 0 at 1 VP; seat 1 at 2 VP with 9 cards, seat 2 at 1 VP with 5, seat 3 at 0 VP with 8. */
  function saboteurGame(seed: string): GameState {
    const st = ckGame(seed);
    const far = [nodeAt(st, 0, -2, 0), nodeAt(st, 2, 0, 3), nodeAt(st, -2, 2, 3)];
    putSettlement(st, 0, far[0]!);
    putCity(st, 1, far[1]!);
    putSettlement(st, 2, far[2]!);
    setHand(st, 1, { brick: 3, ore: 3, cloth: 3 });
    setHand(st, 2, { wool: 5 });
    setHand(st, 3, { grain: 8 });
    inMainPhase(st, 0);
    giveCard(st, 0, 'saboteur');
    return st;
  }

  it('each opponent with as many VP or more discards half its cards, its choice, in seat order, with hidden discards', () => {
    const st = saboteurGame('ck:saboteur');
    const bank = Array.from(st.s.subarray(BANK, BANK + 5));
    play(st, 'saboteur');
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DISCARD, 1]);
    expect(argsOf(st, A_DISCARD)).toEqual(['brick', 'ore', 'cloth'].map((c) => kindOf(st, c)));
    for (const c of ['cloth', 'cloth', 'cloth', 'ore']) act(st, action(A_DISCARD, kindOf(st, c)));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DISCARD, 2]);
    // Seat 3, not discarding, sees the bank as it stood before the card (D9's views).
    const view = seatView(st, 3).s;
    expect(Array.from(view.subarray(BANK, BANK + 5))).toEqual(bank);
    act(st, action(A_DISCARD, kindOf(st, 'wool')));
    act(st, action(A_DISCARD, kindOf(st, 'wool')));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 0]);
    expect([cards(st, 1), cards(st, 2), cards(st, 3)]).toEqual([5, 3, 8]);
    sound(st);
  });

  it('not playable when every such opponent holds fewer than 2 cards', () => {
    const st = saboteurGame('ck:saboteur-void');
    setHand(st, 1, { ore: 1 });
    setHand(st, 2, {});
    expect(targets(st, 'saboteur')).toEqual([]);
    setHand(st, 2, { wool: 2 });
    expect(targets(st, 'saboteur')).toEqual([0]);
    sound(st);
  });
});

describe('Spy (D87)', () => {
  function spyGame(seed: string, hidden: [string, string], other: string[] = []): GameState {
    const st = ckGame(seed);
    const b = st.game.board;
    const fields = Array.from(b.landHexes).find((h) => b.hexTerrain[h] === FIELDS)!;
    putSettlement(st, 0, b.hexNodes[fields * 6]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'spy');
    for (const name of hidden) giveCard(st, 1, name);
    for (const name of other) giveCard(st, 3, name);
    return st;
  }

  it('the player sees the named opponent\'s hand and takes one card, which it may play this turn', () => {
    const st = spyGame('ck:spy', ['irrigation', 'warlord']);
    expect(targets(st, 'spy')).toEqual([1]);
    play(st, 'spy', 1);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_SPY_TAKE, 0]);
    expect(argsOf(st, A_SPY_TAKE)).toEqual(sorted([progressId('irrigation'), progressId('warlord')]));
    act(st, action(A_SPY_TAKE, progressId('irrigation')));
    expect([cardsHeld(st, 0, 'irrigation'), cardsHeld(st, 1, 'irrigation'), cardsHeld(st, 1, 'warlord')]).toEqual([1, 0, 1]);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 0]);
    sound(st);
    expect(targets(st, 'irrigation')).toEqual([0]);
    play(st, 'irrigation');
    expect(held(st, 0, 'grain')).toBeGreaterThan(0);
  });

  it('no other seat learns which cards the opponent held or which moved', () => {
    // Seats 1 and 3 hold the same cards between them, the other way round: what seats 2 and 3 see is the same.
    const one = spyGame('ck:spy-view', ['irrigation', 'warlord'], ['mining', 'bishop']);
    const two = spyGame('ck:spy-view', ['mining', 'bishop'], ['irrigation', 'warlord']);
    expect(viewOf(one, 2)).toEqual(viewOf(two, 2));
    play(one, 'spy', 1);
    play(two, 'spy', 1);
    expect(viewOf(one, 2)).toEqual(viewOf(two, 2));
    act(one, legal(one)[0]!);
    act(two, legal(two)[0]!);
    expect(viewOf(one, 2)).toEqual(viewOf(two, 2));
    sound(one);
    sound(two);
  });
});

describe('Wedding (D89)', () => {
  it('each opponent with more VP gives 2 cards of its choice (1 if it holds 1), one at a time, in seat order', () => {
    const st = ckGame('ck:wedding');
    putSettlement(st, 0, nodeAt(st, 0, -2, 0));
    putCity(st, 3, nodeAt(st, 2, 0, 3));
    putCity(st, 1, nodeAt(st, -2, 2, 3));
    putSettlement(st, 2, nodeAt(st, 1, 1, 3));
    setHand(st, 1, { brick: 1, coin: 2 });
    setHand(st, 2, { wool: 4 });
    setHand(st, 3, { ore: 1 });
    setHand(st, 0, { grain: 2 });
    inMainPhase(st, 2);
    giveCard(st, 2, 'wedding');
    // Seat 2 at 1 VP: seats 3 and 1 (2 VP) give, seat 0 (1 VP) does not; seat 3 first.
    play(st, 'wedding');
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_WEDDING_GIVE, 3]);
    expect(argsOf(st, A_WEDDING_GIVE)).toEqual([kindOf(st, 'ore')]);
    act(st, action(A_WEDDING_GIVE, kindOf(st, 'ore')));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_WEDDING_GIVE, 1]);
    expect(argsOf(st, A_WEDDING_GIVE)).toEqual([kindOf(st, 'brick'), kindOf(st, 'coin')]);
    act(st, action(A_WEDDING_GIVE, kindOf(st, 'coin')));
    sound(st);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_WEDDING_GIVE, kindOf(st, 'coin')));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 2]);
    expect([held(st, 2, 'ore'), held(st, 2, 'coin'), held(st, 1, 'brick'), cards(st, 0)]).toEqual([1, 2, 1, 2]);
    sound(st);
  });

  it('not playable when no opponent with more VP holds a card', () => {
    const st = ckGame('ck:wedding-void');
    putSettlement(st, 0, nodeAt(st, 0, -2, 0));
    putSettlement(st, 1, nodeAt(st, 2, 0, 3));
    setHand(st, 1, { wool: 3 });
    inMainPhase(st, 0);
    giveCard(st, 0, 'wedding');
    expect(targets(st, 'wedding')).toEqual([]);
    putSettlement(st, 1, nodeAt(st, -2, 2, 3));
    expect(targets(st, 'wedding')).toEqual([0]);
    sound(st);
  });
});

describe('Commercial Harbor (D90)', () => {
  function harborGame(seed: string): GameState {
    const st = ckGame(seed);
    setHand(st, 0, { wool: 1, ore: 1 });
    setHand(st, 1, { brick: 1, paper: 1, coin: 1 });
    setHand(st, 2, { grain: 2 });
    inMainPhase(st, 0);
    giveCard(st, 0, 'commercial_harbor');
    return st;
  }
  const offer = (q: number, r: number) => q | (r << 3);

  it('opens one forced exchange with each opponent holding a card: a resource for a commodity of its choice', () => {
    const st = harborGame('ck:harbor');
    const wool = kindOf(st, 'wool');
    const ore = kindOf(st, 'ore');
    expect(argsOf(st, A_HARBOR_OFFER)).toEqual([]);
    play(st, 'commercial_harbor');
    expect(argsOf(st, A_HARBOR_OFFER)).toEqual(sorted([offer(1, wool), offer(1, ore), offer(2, wool), offer(2, ore)]));
    act(st, action(A_HARBOR_OFFER, offer(1, wool)));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_HARBOR_ANSWER, 1]);
    expect(argsOf(st, A_HARBOR_ANSWER)).toEqual([kindOf(st, 'paper'), kindOf(st, 'coin')]);
    act(st, action(A_HARBOR_ANSWER, kindOf(st, 'coin')));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 0]);
    expect([held(st, 0, 'coin'), held(st, 0, 'wool'), held(st, 1, 'wool'), held(st, 1, 'coin')]).toEqual([1, 0, 1, 0]);
    sound(st);
    // Seat 1 is used; seat 2 holds no commodity: the offer is void, and seat 2 is used too.
    expect(argsOf(st, A_HARBOR_OFFER)).toEqual([offer(2, ore)]);
    act(st, action(A_HARBOR_OFFER, offer(2, ore)));
    expect([st.s[PHASE], held(st, 0, 'ore'), held(st, 2, 'grain')]).toEqual([PH_MAIN, 1, 2]);
    expect(argsOf(st, A_HARBOR_OFFER)).toEqual([]);
    sound(st);
  });

  it('once a turn, only with a resource in hand; the exchanges close when the turn ends', () => {
    const st = harborGame('ck:harbor-turn');
    setHand(st, 0, { coin: 1 });
    expect(targets(st, 'commercial_harbor')).toEqual([]);
    setHand(st, 0, { wool: 1, ore: 1 });
    play(st, 'commercial_harbor');
    giveCard(st, 0, 'commercial_harbor');
    expect(targets(st, 'commercial_harbor')).toEqual([]);
    act(st, action(A_END_TURN));
    expect([st.s[PHASE], st.s[CUR], st.s[field(st, 'ck.harborTrades')]]).toEqual([PH_PRE_ROLL, 1, 0]);
    inMainPhase(st, 0);
    expect(argsOf(st, A_HARBOR_OFFER)).toEqual([]);
    expect(targets(st, 'commercial_harbor')).toEqual([0]);
    sound(st);
  });
});

describe('Master Merchant (D91)', () => {
  function merchantGame(seed: string, hand: Record<string, number>, other: Record<string, number> = { grain: 1 }): GameState {
    const st = ckGame(seed);
    putSettlement(st, 0, nodeAt(st, 0, -2, 0));
    putCity(st, 1, nodeAt(st, 2, 0, 3));
    putSettlement(st, 2, nodeAt(st, -2, 2, 3));
    putCity(st, 3, nodeAt(st, 1, 1, 3));
    setHand(st, 1, hand);
    setHand(st, 2, { wool: 3 });
    setHand(st, 3, other);
    inMainPhase(st, 0);
    giveCard(st, 0, 'master_merchant');
    return st;
  }

  it('an opponent with more VP shows its cards; the player takes 2, one at a time, or the 1 there is', () => {
    const st = merchantGame('ck:master-merchant', { ore: 1, cloth: 2 });
    expect(targets(st, 'master_merchant')).toEqual([1, 3]);
    play(st, 'master_merchant', 1);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MASTER_MERCHANT_TAKE, 0]);
    expect(argsOf(st, A_MASTER_MERCHANT_TAKE)).toEqual([kindOf(st, 'ore'), kindOf(st, 'cloth')]);
    act(st, action(A_MASTER_MERCHANT_TAKE, kindOf(st, 'cloth')));
    act(st, action(A_MASTER_MERCHANT_TAKE, kindOf(st, 'ore')));
    expect([st.s[PHASE], held(st, 0, 'cloth'), held(st, 0, 'ore'), cards(st, 1)]).toEqual([PH_MAIN, 1, 1, 1]);
    sound(st);
    giveCard(st, 0, 'master_merchant');
    play(st, 'master_merchant', 3);
    act(st, action(A_MASTER_MERCHANT_TAKE, kindOf(st, 'grain')));
    expect([st.s[PHASE], held(st, 0, 'grain'), cards(st, 3)]).toEqual([PH_MAIN, 1, 0]);
    sound(st);
  });

  it('no other seat learns the hand shown or the cards taken', () => {
    // Seats 1 and 3 hold the same cards between them, the other way round.
    const one = merchantGame('ck:master-merchant-view', { ore: 1, cloth: 2 }, { brick: 2, paper: 1 });
    const two = merchantGame('ck:master-merchant-view', { brick: 2, paper: 1 }, { ore: 1, cloth: 2 });
    expect(viewOf(one, 2)).toEqual(viewOf(two, 2));
    play(one, 'master_merchant', 1);
    play(two, 'master_merchant', 1);
    expect(viewOf(one, 2)).toEqual(viewOf(two, 2));
    // The player's own view during the take blanks the hand as ever: it sees the cards as its legal actions.
    expect(seatView(one, 0).s[one.game.cardSlot[1 * one.game.handKinds + kindOf(one, 'cloth')]!]).toBe(0);
    act(one, legal(one)[0]!);
    act(two, legal(two)[0]!);
    expect(viewOf(one, 2)).toEqual(viewOf(two, 2));
    sound(one);
    sound(two);
  });
});
