// The rules of the Seafarers scenarios that have their own (The Forgotten Tribe, Cloth for Catan,
// The Wonders of Catan) on the small test board with the scenario's marks; The Pirate Islands on
// its own map (test/seafarers-scenarios.test.ts plays every scenario's maps).

import { describe, expect, it } from 'vitest';
import { A_ROAD, A_SETTLEMENT, action, actionKind } from '../src/engine/actions.js';
import { newState, totalVp, type GameState } from '../src/engine/game.js';
import { CUR, DECK_COUNT, PHASE, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_SETUP_SETTLEMENT, WINNER } from '../src/engine/layout.js';
import { putCity, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { createGame } from '../src/rules/registry.js';
import { A_PIRATE, A_SHIP, PH_GOLD } from '../src/rules/seafarers/ids.js';
import { putShip } from '../src/rules/seafarers/position.js';
import { A_PIRATE_CLOTH } from '../src/rules/seafarers/scenarios/cloth-for-catan.js';
import { A_GIFT_CARD, A_PLACE_HARBOR, PH_TRIBE } from '../src/rules/seafarers/scenarios/forgotten-tribe.js';
import { A_WONDER, WONDERS } from '../src/rules/seafarers/scenarios/wonders.js';
import { act, argsOf, edgeBetween, legal, nodeAt, roll, sound } from './helpers/scenario.js';
import { seaTestBoard } from './helpers/sea-board.js';

function game(scenario: string, marks: Array<Record<string, unknown>>, seed = 's', players = 4): GameState {
  return newState(createGame(seaTestBoard(scenario, false, marks), { players, scenario: scenario as never }), seed);
}
/** The strait from the main island's east coast to the east island (see seafarers-rules.test.ts). */
function strait(st: GameState) {
  return { coast: nodeAt(st, 3, -1, 5), mid: nodeAt(st, 3, -1, 0), island: nodeAt(st, 3, -1, 1) };
}
const field = (st: GameState, name: string) => st.game.layout.fields[name]!;

describe('The Forgotten Tribe', () => {
  const marks = [
    { kind: 'gift', edge: [3, -1, 0], gift: 'vp' },
    { kind: 'gift', edge: [3, -1, 5], gift: 'harbor' },
    { kind: 'gift', edge: [4, -1, 5], gift: 'dev' },
  ];

  it('the first ship on a gift edge takes it: a chit, a harbor to place, a card to draw', () => {
    const st = game('forgotten-tribe', marks);
    const { coast, mid, island } = strait(st);
    putSettlement(st, 0, coast);
    skipSetup(st, 0, PH_MAIN);
    setHand(st, 0, { wool: 4, lumber: 4, brick: 1, grain: 1 });
    const vp = totalVp(st.game, st.s, 0);
    // The harbor gift: the coastal settlement is on a harbor already, so it waits.
    act(st, action(A_SHIP, edgeBetween(st, coast, mid)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[field(st, 'tribe.held')]).not.toBe(0);
    // The VP gift.
    act(st, action(A_SHIP, edgeBetween(st, mid, island)));
    expect(totalVp(st.game, st.s, 0)).toBe(vp + 1);
    // A settlement with a free coast: the harbor is placed at once.
    act(st, action(A_SETTLEMENT, island));
    expect(st.s[PHASE]).toBe(PH_TRIBE);
    const sites = argsOf(st, A_PLACE_HARBOR);
    expect(sites.length).toBeGreaterThan(0);
    act(st, action(A_PLACE_HARBOR, sites[0]!));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    const kind = st.game.hooks.harborAt(st.game, st.s, island);
    expect(kind).toBeGreaterThanOrEqual(0);
    expect(st.s[st.game.layout.harbors]! & (1 << kind)).not.toBe(0);
    sound(st);
    // The card gift: a chance draw from the deck, not playable this turn.
    act(st, action(A_SHIP, edgeBetween(st, island, nodeAt(st, 4, -1, 0))));
    expect(st.s[PHASE]).toBe(PH_TRIBE);
    expect(legal(st)).toEqual([action(A_GIFT_CARD)]);
    const deck = st.s[DECK_COUNT]!;
    act(st, action(A_GIFT_CARD), 0);
    expect(st.s[DECK_COUNT]).toBe(deck - 1);
    expect(st.s[st.game.layout.devNew]).toBe(1);
    sound(st);
  });

  it('the robber never returns to its starting desert', () => {
    const st = game('forgotten-tribe', marks);
    skipSetup(st, 0);
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    const start = st.game.board.robberStart;
    expect(legal(st).some((a) => actionKind(a) === 10 && ((a & 0xfffff) >>> 3) === start)).toBe(false);
  });
});

describe('Cloth for Catan', () => {
  const marks = [
    { kind: 'village', node: [4, -1, 5], token: 5 },
    { kind: 'village', node: [4, 0, 2], token: 9 },
    { kind: 'village', node: [-4, 1, 0], token: 4 },
    { kind: 'village', node: [-4, 1, 3], token: 10 },
    { kind: 'village', node: [-4, 1, 5], token: 11 },
  ];

  it('a ship reaching a village: a cloth at once and one each time its number is rolled; two cloth are 1 VP', () => {
    const st = game('cloth-for-catan', marks);
    const { coast, mid, island } = strait(st);
    putSettlement(st, 0, coast);
    putShip(st, 0, edgeBetween(st, coast, mid));
    skipSetup(st, 0, PH_MAIN);
    setHand(st, 0, { wool: 1, lumber: 1 });
    const vp = totalVp(st.game, st.s, 0);
    act(st, action(A_SHIP, edgeBetween(st, mid, island)));
    const cloth = field(st, 'cloth.cloth');
    expect(st.s[cloth]).toBe(1);
    expect(totalVp(st.game, st.s, 0)).toBe(vp);
    st.s[PHASE] = PH_PRE_ROLL;
    roll(st, 2, 3);
    expect(st.s[cloth]).toBe(2);
    expect(totalVp(st.game, st.s, 0)).toBe(vp + 1);
    expect(st.game.hooks.vpSources(st, 0).cloth).toBe(1);
    sound(st);
  });

  it('the pirate moves only for a colour trading with a village, and may take a cloth', () => {
    const st = game('cloth-for-catan', marks);
    const { coast, mid, island } = strait(st);
    putSettlement(st, 1, coast);
    putShip(st, 1, edgeBetween(st, coast, mid));
    skipSetup(st, 0);
    roll(st, 3, 4);
    expect(legal(st).some((a) => actionKind(a) === A_PIRATE)).toBe(false);
    const st2 = game('cloth-for-catan', marks, 't');
    putSettlement(st2, 1, coast);
    putShip(st2, 1, edgeBetween(st2, coast, mid));
    putShip(st2, 1, edgeBetween(st2, mid, island)); // seat 1 trades: 1 cloth
    putSettlement(st2, 0, nodeAt(st2, -3, 1, 1));
    putShip(st2, 0, edgeBetween(st2, nodeAt(st2, -3, 1, 1), nodeAt(st2, -3, 1, 0)));
    putShip(st2, 0, edgeBetween(st2, nodeAt(st2, -3, 1, 0), nodeAt(st2, -3, 1, 5)));
    st2.s[field(st2, 'cloth.links')] = 1 << 2; // seat 0 trades with the west village
    st2.s[field(st2, 'cloth.links') + 1] = 1;
    st2.s[field(st2, 'cloth.cloth') + 1] = 1;
    st2.s[field(st2, 'cloth.pile')]! -= 1;
    skipSetup(st2, 0);
    roll(st2, 3, 4);
    const cloth = legal(st2).filter((a) => actionKind(a) === A_PIRATE_CLOTH);
    expect(cloth.length).toBeGreaterThan(0);
    act(st2, cloth[0]!);
    expect(st2.s[field(st2, 'cloth.cloth')]).toBe(1);
    expect(st2.s[field(st2, 'cloth.cloth') + 1]).toBe(0);
    sound(st2);
  });

  it('every colour places a third set-up settlement, the last seat first', () => {
    const st = game('cloth-for-catan', marks, 'third', 3);
    // A placement and its road (gold picks, if the settlement touches a gold field, in between).
    const place = (a: number) => {
      act(st, a);
      while (st.s[PHASE] === PH_GOLD) act(st, legal(st)[0]!);
      act(st, legal(st).find((x) => actionKind(x) === A_ROAD) ?? legal(st)[0]!);
    };
    for (let i = 0; i < 6; i++) place(legal(st)[0]!);
    expect(st.s[PHASE]).toBe(PH_SETUP_SETTLEMENT);
    expect(st.s[CUR]).toBe(2);
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(st.s[CUR]!);
      place(legal(st).find((a) => actionKind(a) === A_SETTLEMENT)!);
    }
    expect(order).toEqual([2, 0, 1]);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(st.game.supply.settlements - st.s[st.game.layout.settlementsLeft]!).toBe(3);
    sound(st);
  });

  it('ends once at most 3 villages have cloth: most VP wins', () => {
    const st = game('cloth-for-catan', marks);
    skipSetup(st, 0, PH_MAIN);
    const pile = field(st, 'cloth.pile');
    st.s[pile] = 0;
    st.s[field(st, 'cloth.general')]! += 5;
    putCity(st, 2, nodeAt(st, 0, 0, 0));
    act(st, legal(st)[0]!); // end turn: the check runs after every action
    expect(st.s[PHASE]).not.toBe(PH_GAME_OVER); // four villages still have cloth
    st.s[pile + 1] = 0;
    st.s[field(st, 'cloth.general')]! += 5;
    st.s[PHASE] = PH_MAIN;
    act(st, legal(st)[0]!);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(2);
  });
});

describe('The Wonders of Catan', () => {
  const marks = [
    { kind: 'no-setup', node: [0, 0, 0] },
    { kind: 'square', node: [1, -2, 0], colour: 'brown' },
    { kind: 'square', node: [-1, 2, 3], colour: 'purple' },
  ];

  it('a wonder is claimed by meeting its condition and paying its first level; level 4 wins', () => {
    const st = game('wonders-of-catan', marks);
    const bridge = WONDERS.findIndex((w) => w.name === 'great-bridge');
    skipSetup(st, 0, PH_MAIN);
    const cost = Object.fromEntries(['brick', 'lumber', 'wool', 'grain', 'ore'].map((r, i) => [r, 4 * WONDERS[bridge]!.cost[i]!]));
    setHand(st, 0, cost);
    expect(argsOf(st, A_WONDER)).not.toContain(bridge);
    putSettlement(st, 0, nodeAt(st, 1, -2, 0));
    expect(argsOf(st, A_WONDER)).toContain(bridge);
    act(st, action(A_WONDER, bridge));
    expect(argsOf(st, A_WONDER)).toEqual([bridge]);
    for (let lv = 2; lv <= 4; lv++) act(st, action(A_WONDER, bridge));
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(0);
    sound(st);
  });

  it('10 VP alone does not win without the highest wonder level', () => {
    const st = game('wonders-of-catan', marks);
    skipSetup(st, 0, PH_MAIN);
    st.s[st.game.layout.publicVp]! += 12;
    act(st, legal(st)[0]!);
    expect(st.s[PHASE]).not.toBe(PH_GAME_OVER);
  });
});
