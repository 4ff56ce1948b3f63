// Rule scenarios: building, piece limits, harbors and maritime trade
// (docs/rules-decisions.md D2, D10, D19, D20).

import { describe, expect, it } from 'vitest';
import { A_BUY_DEV, A_CITY, A_MARITIME, A_ROAD, A_SETTLEMENT, action, actionKind } from '../src/engine/actions.js';
import { BRICK, GRAIN, LUMBER, ORE, VICTORY_POINT, WOOL } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import { CUR, PHASE, PH_MAIN } from '../src/engine/layout.js';
import { drainBank, inMainPhase, putCity, putRoad, putSettlement, setHand, type Cards } from '../src/engine/position.js';
import { maritimeRate } from '../src/engine/queries.js';
import {
  act,
  argsOf,
  bank,
  beginnerGame,
  edgeBetween,
  edgesAt,
  farApartSites,
  fifteenRoadPath,
  hand,
  hillsWalk,
  layPath,
  legal,
  nodeAt,
  roadToSite,
  sorted,
  sound,
} from './helpers/scenario.js';

const game = (players = 3) => beginnerGame('build', { players });
const ALL: Cards = { brick: 4, lumber: 4, wool: 4, grain: 4, ore: 4 };
/** Maritime (give, get) pairs currently legal. */
function maritime(st: GameState): Array<[number, number]> {
  return argsOf(st, A_MARITIME).map((x) => [Math.floor(x / 5), x % 5]);
}

describe('building costs (paid to the bank)', () => {
  it('a road costs 1 brick + 1 lumber, a settlement brick+lumber+wool+grain, a city 2 grain + 3 ore, a card wool+grain+ore', () => {
    const st = game();
    inMainPhase(st, 0);
    const [a, m, c] = hillsWalk(st);
    putSettlement(st, 0, a);
    setHand(st, 0, ALL);
    expect(bank(st)).toEqual([15, 15, 15, 15, 15]);
    act(st, action(A_ROAD, edgeBetween(st, a, m)));
    expect(hand(st, 0)).toEqual([3, 3, 4, 4, 4]);
    expect(bank(st)).toEqual([16, 16, 15, 15, 15]);
    act(st, action(A_ROAD, edgeBetween(st, m, c)));
    expect(hand(st, 0)).toEqual([2, 2, 4, 4, 4]);
    act(st, action(A_SETTLEMENT, c));
    expect(hand(st, 0)).toEqual([1, 1, 3, 3, 4]);
    expect(bank(st)).toEqual([18, 18, 16, 16, 15]);
    act(st, action(A_CITY, c));
    expect(hand(st, 0)).toEqual([1, 1, 3, 1, 1]);
    expect(bank(st)).toEqual([18, 18, 16, 18, 18]);
    act(st, action(A_BUY_DEV), VICTORY_POINT);
    expect(hand(st, 0)).toEqual([1, 1, 2, 0, 0]);
    expect(bank(st)).toEqual([18, 18, 17, 19, 19]);
    // Settlement 1 + city 2 public VP.
    expect(st.s[st.game.layout.publicVp + 0]).toBe(3);
    sound(st);
  });

  it('nothing can be built one card short', () => {
    const st = game();
    inMainPhase(st, 0);
    roadToSite(st, 0);
    setHand(st, 0, { brick: 1, wool: 1, grain: 2, ore: 2 }); // no lumber; one ore short
    const kinds = new Set(legal(st).map(actionKind));
    for (const k of [A_ROAD, A_SETTLEMENT, A_CITY]) expect(kinds.has(k)).toBe(false);
    expect(kinds.has(A_BUY_DEV)).toBe(true);
    sound(st);
  });
});

describe('piece limits (D20)', () => {
  it('D20: no 6th settlement; building a city returns a settlement piece so one can be built again', () => {
    const st = game();
    inMainPhase(st, 0);
    const L = st.game.layout;
    const [a, mid, site] = hillsWalk(st);
    for (const n of [a, ...farApartSites(st)]) putSettlement(st, 0, n);
    putRoad(st, 0, edgeBetween(st, a, mid));
    putRoad(st, 0, edgeBetween(st, mid, site));
    setHand(st, 0, { brick: 1, lumber: 1, wool: 1, grain: 3, ore: 3 });
    expect(st.s[L.settlementsLeft + 0]).toBe(0);
    expect(argsOf(st, A_SETTLEMENT)).toEqual([]);
    expect(argsOf(st, A_CITY).length).toBe(5);
    act(st, action(A_CITY, nodeAt(st, 0, -2, 0)));
    expect(st.s[L.settlementsLeft + 0]).toBe(1);
    expect(st.s[L.citiesLeft + 0]).toBe(3);
    expect(argsOf(st, A_SETTLEMENT)).toEqual([site]);
    act(st, action(A_SETTLEMENT, site));
    expect(st.s[L.settlementsLeft + 0]).toBe(0);
    expect(st.s[L.publicVp + 0]).toBe(7); // 5 settlements + 1 city
    sound(st);
  });

  it('D20: no 5th city', () => {
    const st = game();
    inMainPhase(st, 0);
    const L = st.game.layout;
    for (const n of farApartSites(st)) putCity(st, 0, n);
    const last = nodeAt(st, 0, -1, 2);
    putSettlement(st, 0, last);
    setHand(st, 0, { grain: 4, ore: 6 });
    expect(st.s[L.citiesLeft + 0]).toBe(0);
    expect(argsOf(st, A_CITY)).toEqual([]);
    sound(st);
  });

  it('D20: 15 roads at most: the 15th can be built, then no more', () => {
    const st = game();
    inMainPhase(st, 0);
    const L = st.game.layout;
    // A 15-segment path: the top edge of row r = -1, down the right of (2,0), along (1,1).
    const path = fifteenRoadPath(st);
    expect(new Set(path).size).toBe(16);
    layPath(st, 0, path, 14);
    expect(st.s[L.roadsLeft + 0]).toBe(1);
    setHand(st, 0, { brick: 2, lumber: 2 });
    const last = edgeBetween(st, path[14]!, path[15]!);
    act(st, action(A_ROAD, last));
    expect(st.s[L.roadsLeft + 0]).toBe(0);
    expect(hand(st, 0)).toEqual([1, 1, 0, 0, 0]);
    expect(argsOf(st, A_ROAD)).toEqual([]);
    expect(st.s[L.roadLen + 0]).toBe(15);
    sound(st);
  });
});

describe('where pieces may go', () => {
  it('distance rule for paid settlements: never next to a building, and only at the end of an own road', () => {
    const st = game();
    inMainPhase(st, 0);
    const [, , site] = roadToSite(st, 0);
    setHand(st, 0, ALL);
    // The road's middle node touches the own settlement: excluded; site is two away: the only site.
    expect(argsOf(st, A_SETTLEMENT)).toEqual([site]);
    // An opponent's settlement next to `site` blocks it.
    putSettlement(st, 1, nodeAt(st, 0, 0, 1)); // (0,-1) corner 2 = (0,0) corner 0; its neighbour (0,0) corner 1
    expect(argsOf(st, A_SETTLEMENT)).toEqual([]);
    sound(st);
  });

  it('roads must connect to the own network', () => {
    const st = game();
    inMainPhase(st, 0);
    const a = nodeAt(st, 0, -1, 0);
    putSettlement(st, 0, a);
    putSettlement(st, 1, nodeAt(st, 0, 1, 3));
    setHand(st, 0, ALL);
    expect(argsOf(st, A_ROAD)).toEqual(sorted(edgesAt(st, a)));
    const m = nodeAt(st, 0, -1, 1);
    act(st, action(A_ROAD, edgeBetween(st, a, m)));
    const expected = sorted([...edgesAt(st, a), ...edgesAt(st, m)].filter((e) => e !== edgeBetween(st, a, m)));
    expect(argsOf(st, A_ROAD)).toEqual(expected);
    sound(st);
  });

  it('D10: a road cannot be extended through an opponent\'s settlement', () => {
    const st = game();
    inMainPhase(st, 0);
    const [a, m, c] = roadToSite(st, 0);
    putSettlement(st, 1, c); // opponent at the end of the road
    setHand(st, 0, ALL);
    const expected = sorted([
      ...edgesAt(st, a).filter((e) => e !== edgeBetween(st, a, m)),
      ...edgesAt(st, m).filter((e) => e !== edgeBetween(st, a, m) && e !== edgeBetween(st, m, c)),
    ]);
    expect(expected.length).toBe(3);
    expect(argsOf(st, A_ROAD)).toEqual(expected);
    for (const e of edgesAt(st, c)) expect(argsOf(st, A_ROAD)).not.toContain(e);
    // The opponent's own roads from its settlement are fine for it.
    inMainPhase(st, 1);
    setHand(st, 1, ALL);
    expect(argsOf(st, A_ROAD)).toEqual(sorted(edgesAt(st, c).filter((e) => e !== edgeBetween(st, m, c))));
    sound(st);
  });

  it('a city only replaces an own settlement', () => {
    const st = game();
    inMainPhase(st, 0);
    const own = nodeAt(st, 0, -1, 0);
    const theirs = nodeAt(st, 0, -1, 2);
    putSettlement(st, 0, own);
    putSettlement(st, 1, theirs);
    setHand(st, 0, { grain: 4, ore: 6 });
    expect(argsOf(st, A_CITY)).toEqual([own]);
    act(st, action(A_CITY, own));
    expect(argsOf(st, A_CITY)).toEqual([]); // no city on a city
    const L = st.game.layout;
    expect(st.s[L.publicVp + 0]).toBe(2);
    expect(st.s[L.publicVp + 1]).toBe(1);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });
});

describe('harbors and maritime trade (D2, D19)', () => {
  // Beginner harbors (D22): 3:1 at (0,-2) side 5, ore 2:1 at (2,-1) side 0.
  it('D19: 4:1 with no harbor; a resource with fewer than 4 is not offered; never like for like', () => {
    const st = game();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 0, -1, 2)); // no harbor
    setHand(st, 0, { brick: 4, grain: 3 });
    expect(maritimeRate(st.game, st.s, 0, BRICK)).toBe(4);
    expect(maritime(st)).toEqual([
      [BRICK, LUMBER],
      [BRICK, WOOL],
      [BRICK, GRAIN],
      [BRICK, ORE],
    ]);
    act(st, action(A_MARITIME, BRICK * 5 + ORE));
    expect(hand(st, 0)).toEqual([0, 0, 0, 3, 1]);
    expect(bank(st)).toEqual([19, 19, 19, 16, 18]);
    expect(maritime(st)).toEqual([]);
    sound(st);
  });

  it('D19: a generic harbor gives 3:1 for every resource', () => {
    const st = game();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 0, -2, 5)); // 3:1 harbor node
    setHand(st, 0, { brick: 3, wool: 3, grain: 2 });
    for (let r = 0; r < 5; r++) expect(maritimeRate(st.game, st.s, 0, r)).toBe(3);
    expect(maritime(st).filter(([g]) => g === GRAIN)).toEqual([]);
    expect(maritime(st).length).toBe(8);
    for (const [g, t] of maritime(st)) expect(g).not.toBe(t);
    act(st, action(A_MARITIME, WOOL * 5 + LUMBER));
    expect(hand(st, 0)).toEqual([3, 1, 0, 2, 0]);
    expect(bank(st)).toEqual([16, 18, 19, 17, 19]);
    sound(st);
  });

  it('D19: a 2:1 harbor works only for its own resource (others stay 4:1)', () => {
    const st = game();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 2, -1, 0)); // ore 2:1 harbor node
    setHand(st, 0, { brick: 3, grain: 2, ore: 2 });
    expect(maritimeRate(st.game, st.s, 0, ORE)).toBe(2);
    expect(maritimeRate(st.game, st.s, 0, BRICK)).toBe(4);
    expect(maritimeRate(st.game, st.s, 0, GRAIN)).toBe(4);
    expect(maritime(st)).toEqual([
      [ORE, BRICK],
      [ORE, LUMBER],
      [ORE, WOOL],
      [ORE, GRAIN],
    ]);
    act(st, action(A_MARITIME, ORE * 5 + GRAIN));
    expect(hand(st, 0)).toEqual([3, 0, 0, 3, 0]);
    expect(bank(st)[ORE]).toBe(19);
    expect(bank(st)[GRAIN]).toBe(16);
    sound(st);
  });

  it('D19: with a 2:1 and a generic harbor, its resource trades 2:1 and the others 3:1', () => {
    const st = game();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 2, -1, 0)); // ore 2:1
    putSettlement(st, 0, nodeAt(st, 0, -2, 5)); // 3:1
    expect(maritimeRate(st.game, st.s, 0, ORE)).toBe(2);
    for (const r of [BRICK, LUMBER, WOOL, GRAIN]) expect(maritimeRate(st.game, st.s, 0, r)).toBe(3);
    sound(st);
  });

  it('D19: a harbor can be used in the same turn its settlement is built', () => {
    const st = game();
    inMainPhase(st, 0);
    const a = nodeAt(st, 0, -2, 2); // (0,-2) corner 2
    const m = nodeAt(st, 0, -2, 1);
    const harborNode = nodeAt(st, 0, -2, 0); // 3:1
    expect(st.game.board.nodeHarbor[harborNode]).toBe(5);
    putSettlement(st, 0, a);
    putRoad(st, 0, edgeBetween(st, a, m));
    putRoad(st, 0, edgeBetween(st, m, harborNode));
    setHand(st, 0, { brick: 4, lumber: 1, wool: 1, grain: 1 });
    expect(maritimeRate(st.game, st.s, 0, BRICK)).toBe(4);
    act(st, action(A_SETTLEMENT, harborNode));
    expect(hand(st, 0)).toEqual([3, 0, 0, 0, 0]);
    expect(maritime(st)).toEqual([
      [BRICK, LUMBER],
      [BRICK, WOOL],
      [BRICK, GRAIN],
      [BRICK, ORE],
    ]);
    act(st, action(A_MARITIME, BRICK * 5 + WOOL));
    expect(hand(st, 0)).toEqual([0, 0, 1, 0, 0]);
    sound(st);
  });

  it('D2: maritime trade cannot take a resource the bank has run out of', () => {
    const st = game();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 0, -1, 2));
    setHand(st, 0, { brick: 4 });
    drainBank(st, ORE, 0, 1);
    drainBank(st, WOOL, 1, 1);
    expect(maritime(st)).toEqual([
      [BRICK, LUMBER],
      [BRICK, WOOL],
      [BRICK, GRAIN],
    ]);
    sound(st);
  });
});
