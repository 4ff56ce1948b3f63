// Seafarers core rules, scenario by scenario on a small test board (test/helpers/sea-board.ts):
// the beginner island as the main area, an east island of a gold field and a pasture, a west
// forest island (or a fog hex), sea all round. Every test acts through legal actions.

import { describe, expect, it } from 'vitest';
import { A_END_ROAD_BUILDING, A_END_TURN, A_KNIGHT, A_ROAD, A_ROAD_BUILDING, A_SETTLEMENT, action, actionKind } from '../src/engine/actions.js';
import { BRICK, GOLD, GRAIN, KNIGHT, ORE, ROAD_BUILDING, WOOL } from '../src/engine/constants.js';
import { newState, totalVp, type GameState } from '../src/engine/game.js';
import { CUR, LR_HOLDER, PHASE, PH_MAIN, PH_MOVE_ROBBER, PH_SETUP_ROAD } from '../src/engine/layout.js';
import { giveDev, inMainPhase, putCity, putRoad, putSettlement, setHand, setRobber, skipSetup } from '../src/engine/position.js';
import { chanceOutcomes } from '../src/engine/step.js';
import { makeRecord } from '../src/engine/record.js';
import { createGame, replayRecord } from '../src/rules/registry.js';
import { A_DISCOVER, A_GOLD, A_MOVE_SHIP, A_PIRATE, A_SHIP, PH_DISCOVER, PH_GOLD } from '../src/rules/seafarers/ids.js';
import { putShip, seaFields, setPirate } from '../src/rules/seafarers/position.js';
import { act, argsOf, edgeBetween, hand, legal, nodeAt, roll, sound } from './helpers/scenario.js';
import { seaTestBoard } from './helpers/sea-board.js';

function seaGame(seed = 'sea', opts: { fog?: boolean; players?: number } = {}): GameState {
  const fog = opts.fog === true;
  const scenario = fog ? 'fog-islands' : 'heading-for-new-shores';
  return newState(createGame(seaTestBoard(scenario, fog), { players: opts.players ?? 4, scenario }), seed);
}

/** Nodes along the north side of sea hex (3,-1), from the main island's east coast to the east island. */
function strait(st: GameState) {
  return { coast: nodeAt(st, 3, -1, 5), mid: nodeAt(st, 3, -1, 0), island: nodeAt(st, 3, -1, 1) };
}

describe('ships', () => {
  it('a ship costs wool and lumber, goes beside sea only, and starts at a coastal building of its owner', () => {
    const st = seaGame();
    const { coast, mid } = strait(st);
    putSettlement(st, 0, coast);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, lumber: 1 });
    const ships = argsOf(st, A_SHIP);
    expect(ships).toContain(edgeBetween(st, coast, mid));
    // Never between two land hexes: the main island's inland edges take no ship.
    const inland = edgeBetween(st, nodeAt(st, 0, 0, 0), nodeAt(st, 0, 0, 1));
    expect(ships).not.toContain(inland);
    act(st, action(A_SHIP, edgeBetween(st, coast, mid)));
    expect(hand(st, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(st.s[seaFields(st).shipsLeft]).toBe(14);
    sound(st);
  });

  it('roads and ships join only through their owner\'s settlement or city', () => {
    const st = seaGame();
    const { coast, mid, island } = strait(st);
    // A road reaching the coast at an empty intersection does not let a ship start there.
    const inlandNode = nodeAt(st, 2, -1, 5);
    const between = nodeAt(st, 2, -1, 0);
    putSettlement(st, 0, inlandNode);
    putRoad(st, 0, edgeBetween(st, inlandNode, between));
    putRoad(st, 0, edgeBetween(st, between, coast));
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 2, lumber: 2, brick: 2 });
    expect(argsOf(st, A_SHIP)).not.toContain(edgeBetween(st, coast, mid));
    // A ship's loose end does not carry a road either.
    putShip(st, 0, edgeBetween(st, mid, island));
    expect(argsOf(st, A_ROAD)).not.toContain(edgeBetween(st, island, nodeAt(st, 4, -1, 0)));
    // With a settlement at the junction, the ship may start there.
    putSettlement(st, 0, coast);
    expect(argsOf(st, A_SHIP)).toContain(edgeBetween(st, coast, mid));
    sound(st);
  });

  it('a coastal edge holds one piece: a road there leaves no room for a ship', () => {
    const st = seaGame();
    const a = nodeAt(st, 2, -1, 1);
    const b = nodeAt(st, 2, -1, 2);
    putSettlement(st, 0, a);
    const coastEdge = edgeBetween(st, a, b);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, lumber: 2, brick: 1 });
    expect(argsOf(st, A_ROAD)).toContain(coastEdge);
    expect(argsOf(st, A_SHIP)).toContain(coastEdge);
    act(st, action(A_ROAD, coastEdge));
    expect(argsOf(st, A_SHIP)).not.toContain(coastEdge);
  });

  it('a coastal set-up settlement may take a ship instead of its road', () => {
    const st = seaGame();
    const { coast, mid } = strait(st);
    act(st, action(A_SETTLEMENT, coast));
    expect(st.s[PHASE]).toBe(PH_SETUP_ROAD);
    expect(argsOf(st, A_SHIP)).toContain(edgeBetween(st, coast, mid));
    expect(argsOf(st, A_ROAD).length).toBeGreaterThan(0);
    act(st, action(A_SHIP, edgeBetween(st, coast, mid)));
    expect(st.s[CUR]).toBe(1);
    sound(st);
  });

  it('set-up settlements go on the start area only', () => {
    const st = seaGame();
    const sites = argsOf(st, A_SETTLEMENT);
    expect(sites).toContain(strait(st).coast);
    expect(sites).not.toContain(strait(st).island);
  });
});

describe('moving ships', () => {
  function openRoute(st: GameState) {
    const { coast, mid, island } = strait(st);
    putSettlement(st, 0, coast);
    putShip(st, 0, edgeBetween(st, coast, mid));
    putShip(st, 0, edgeBetween(st, mid, island));
    skipSetup(st, 0, PH_MAIN);
    return { coast, mid, island };
  }

  it('moves the loose end of an open route, once per turn, to a site a new ship could take', () => {
    const st = seaGame();
    const { mid, island } = openRoute(st);
    const end = edgeBetween(st, mid, island);
    const moves = argsOf(st, A_MOVE_SHIP);
    const from = new Set(moves.map((m) => m >>> Math.ceil(Math.log2(st.game.board.numEdges))));
    expect([...from]).toEqual([end]);
    act(st, action(A_MOVE_SHIP, moves[0]!));
    expect(argsOf(st, A_MOVE_SHIP)).toEqual([]);
    act(st, action(A_END_TURN));
    sound(st);
  });

  it('a closed route cannot move, nor a ship built this turn, nor one beside the pirate', () => {
    const st = seaGame();
    const { island } = openRoute(st);
    putSettlement(st, 0, island);
    expect(argsOf(st, A_MOVE_SHIP)).toEqual([]);

    const st2 = seaGame('b');
    const { coast, mid } = strait(st2);
    putSettlement(st2, 0, coast);
    skipSetup(st2, 0, PH_MAIN);
    setHand(st2, 0, { wool: 1, lumber: 1 });
    act(st2, action(A_SHIP, edgeBetween(st2, coast, mid)));
    expect(argsOf(st2, A_MOVE_SHIP)).toEqual([]);

    const st3 = seaGame('c');
    openRoute(st3);
    setPirate(st3, st3.game.board.hexId(3, -1));
    expect(argsOf(st3, A_MOVE_SHIP)).toEqual([]);
    setPirate(st3, st3.game.board.hexId(0, -4));
    expect(argsOf(st3, A_MOVE_SHIP).length).toBeGreaterThan(0);
  });
});

describe('the Longest Trade Route', () => {
  it('counts roads and ships together only through its owner\'s buildings', () => {
    const st = seaGame();
    const { coast, mid, island } = strait(st);
    // Two roads inland from a coastal settlement, two ships out to sea from it: 4 through the settlement.
    const r1 = nodeAt(st, 2, -1, 0);
    const r2 = nodeAt(st, 2, -1, 5);
    putSettlement(st, 0, coast);
    putRoad(st, 0, edgeBetween(st, coast, r1));
    putRoad(st, 0, edgeBetween(st, r1, r2));
    putShip(st, 0, edgeBetween(st, coast, mid));
    putShip(st, 0, edgeBetween(st, mid, island));
    expect(st.game.hooks.routeLength(st.game, st.s, 0)).toBe(4);
    // The same pieces meeting at an empty intersection do not join.
    const st2 = seaGame('b');
    putSettlement(st2, 0, r2);
    putRoad(st2, 0, edgeBetween(st2, r2, r1));
    putRoad(st2, 0, edgeBetween(st2, r1, coast));
    putShip(st2, 0, edgeBetween(st2, coast, mid));
    putShip(st2, 0, edgeBetween(st2, mid, island));
    expect(st2.game.hooks.routeLength(st2.game, st2.s, 0)).toBe(2);
  });

  it('five pieces take the card, worth 2 VP', () => {
    const st = seaGame();
    const { coast, mid, island } = strait(st);
    const r1 = nodeAt(st, 2, -1, 0);
    const r2 = nodeAt(st, 2, -1, 5);
    const r3 = nodeAt(st, 1, -1, 0);
    putSettlement(st, 0, coast);
    putRoad(st, 0, edgeBetween(st, coast, r1));
    putRoad(st, 0, edgeBetween(st, r1, r2));
    putRoad(st, 0, edgeBetween(st, r2, r3));
    putShip(st, 0, edgeBetween(st, coast, mid));
    expect(st.s[LR_HOLDER]).toBe(-1);
    putShip(st, 0, edgeBetween(st, mid, island));
    expect(st.s[LR_HOLDER]).toBe(0);
    expect(st.game.hooks.vpSources(st, 0).longestRoad).toBe(2);
    sound(st);
  });
});

describe('the pirate', () => {
  it('a 7 moves the robber or the pirate; the pirate steals from a ship owner on its sides', () => {
    const st = seaGame();
    const { coast, mid } = strait(st);
    putSettlement(st, 1, coast);
    putShip(st, 1, edgeBetween(st, coast, mid));
    skipSetup(st, 0);
    setHand(st, 1, { ore: 1 });
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    const h = st.game.board.hexId(3, -1);
    const moves = legal(st);
    expect(moves.some((a) => actionKind(a) === A_PIRATE)).toBe(true);
    expect(moves.some((a) => actionKind(a) === 10)).toBe(true);
    act(st, action(A_PIRATE, h * 8 + 2), ORE);
    expect(st.s[seaFields(st).pirate]).toBe(h);
    expect(hand(st, 0)[ORE]).toBe(1);
    expect(hand(st, 1)[ORE]).toBe(0);
    sound(st);
  });

  it('no ship is built on its sides; a knight moves it too', () => {
    const st = seaGame();
    const { coast, mid } = strait(st);
    putSettlement(st, 0, coast);
    setPirate(st, st.game.board.hexId(3, -1));
    skipSetup(st, 0, PH_MAIN);
    setHand(st, 0, { wool: 1, lumber: 1 });
    expect(argsOf(st, A_SHIP)).not.toContain(edgeBetween(st, coast, mid));
    giveDev(st, 0, KNIGHT);
    act(st, action(A_KNIGHT));
    expect(legal(st).some((a) => actionKind(a) === A_PIRATE)).toBe(true);
  });
});

describe('gold fields', () => {
  it('each settlement picks 1 resource of its choice and each city 2; the robber blocks them', () => {
    const st = seaGame();
    const gold = st.game.board.hexId(4, -1);
    expect(st.game.board.hexTerrain[gold]).toBe(GOLD);
    putSettlement(st, 1, nodeAt(st, 4, -1, 0));
    putCity(st, 2, nodeAt(st, 4, -1, 3));
    skipSetup(st, 0);
    roll(st, 3, 3);
    expect(st.s[PHASE]).toBe(PH_GOLD);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_GOLD, ORE));
    expect(st.s[CUR]).toBe(2);
    act(st, action(A_GOLD, BRICK));
    act(st, action(A_GOLD, WOOL));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    expect(hand(st, 1)[ORE]).toBe(1);
    expect(hand(st, 2)[BRICK]! + hand(st, 2)[WOOL]!).toBe(2);
    sound(st);
    act(st, action(A_END_TURN));
    setRobber(st, gold);
    roll(st, 3, 3);
    expect(st.s[PHASE]).not.toBe(PH_GOLD);
  });

  it('a second set-up settlement beside gold picks one card for it', () => {
    // The Four Islands: set-up may go on any island, so a second settlement can touch the gold field.
    const st = newState(createGame(seaTestBoard('four-islands'), { players: 3, scenario: 'four-islands' }), 'gold-setup');
    const firsts = [nodeAt(st, 0, -2, 0), nodeAt(st, -2, 2, 3), nodeAt(st, 2, 0, 3)];
    for (let p = 0; p < 3; p++) {
      act(st, action(A_SETTLEMENT, firsts[p]!));
      act(st, legal(st).find((a) => actionKind(a) === A_ROAD)!);
    }
    for (let p = 2; p >= 1; p--) {
      act(st, action(A_SETTLEMENT, [0, nodeAt(st, 0, 1, 3), nodeAt(st, -1, 0, 0)][p]!));
      act(st, legal(st).find((a) => actionKind(a) === A_ROAD)!);
    }
    // Seat 0's second settlement: the gold field's northern corner (gold and sea only).
    const goldNode = nodeAt(st, 4, -1, 0);
    const before = hand(st, 0).reduce((x, y) => x + y, 0);
    act(st, action(A_SETTLEMENT, goldNode));
    expect(st.s[PHASE]).toBe(PH_GOLD);
    expect(st.s[CUR]).toBe(0);
    act(st, action(A_GOLD, GRAIN));
    expect(st.s[PHASE]).toBe(PH_SETUP_ROAD);
    expect(hand(st, 0)[GRAIN]).toBe(1);
    expect(hand(st, 0).reduce((x, y) => x + y, 0)).toBe(before + 1);
    // Its road or ship follows, and then the first turn.
    act(st, legal(st)[0]!);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });
});

describe('special victory points', () => {
  it('the first settlement on each small island earns 2 chits, the next nothing', () => {
    const st = seaGame();
    const { coast, mid, island } = strait(st);
    putSettlement(st, 0, coast);
    putShip(st, 0, edgeBetween(st, coast, mid));
    putShip(st, 0, edgeBetween(st, mid, island));
    skipSetup(st, 0, PH_MAIN);
    const before = totalVp(st.game, st.s, 0);
    setHand(st, 0, { brick: 1, lumber: 1, wool: 1, grain: 1 });
    act(st, action(A_SETTLEMENT, island));
    expect(totalVp(st.game, st.s, 0)).toBe(before + 3);
    expect(st.game.hooks.vpSources(st, 0).chits).toBe(2);
    sound(st);
  });
});

describe('Road Building', () => {
  it('builds two ships, or a road and a ship', () => {
    const st = seaGame();
    const { coast, mid, island } = strait(st);
    putSettlement(st, 0, coast);
    skipSetup(st, 0, PH_MAIN);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    act(st, action(A_SHIP, edgeBetween(st, coast, mid)));
    act(st, action(A_SHIP, edgeBetween(st, mid, island)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[seaFields(st).shipsLeft]).toBe(13);
    sound(st);
  });

  it('S7/D7: the player may stop after one free piece', () => {
    const st = seaGame();
    const { coast, mid } = strait(st);
    putSettlement(st, 0, coast);
    skipSetup(st, 0, PH_MAIN);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    expect(legal(st).at(-1)).toBe(action(A_END_ROAD_BUILDING));
    act(st, action(A_SHIP, edgeBetween(st, coast, mid)));
    act(st, action(A_END_ROAD_BUILDING));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[seaFields(st).shipsLeft]).toBe(14);
    sound(st);
  });
});

describe('fog', () => {
  it('a ship reaching a fog hex turns it over; land pays its discoverer a card', () => {
    const st = seaGame('fog', { fog: true });
    const fogHex = st.game.board.hexId(-4, 1);
    // Main island west coast: hex (-2, 1) borders sea (-3, 1), which borders the fog hex (-4, 1).
    const coast = nodeAt(st, -3, 1, 1);
    const mid = nodeAt(st, -3, 1, 0);
    const reach = nodeAt(st, -3, 1, 5);
    putSettlement(st, 0, coast);
    skipSetup(st, 0, PH_MAIN);
    setHand(st, 0, { wool: 2, lumber: 2 });
    act(st, action(A_SHIP, edgeBetween(st, coast, mid)));
    act(st, action(A_SHIP, edgeBetween(st, mid, reach)));
    expect(st.s[PHASE]).toBe(PH_DISCOVER);
    const out = new Int32Array(st.game.maxOutcomes);
    const w = new Int32Array(st.game.maxOutcomes);
    const n = chanceOutcomes(st, action(A_DISCOVER, fogHex), out, w);
    expect(Array.from(out.subarray(0, n))).toEqual([0 * 16 + 9]); // hills with the 9: the whole stack
    act(st, action(A_DISCOVER, fogHex), 9);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(hand(st, 0)[BRICK]).toBe(1);
    sound(st);
  });
});

describe('records', () => {
  it('a Seafarers game records and replays', async () => {
    const { apply } = await import('../src/engine/step.js');
    const { legalActions, maxActions } = await import('../src/engine/legal.js');
    const { makeRandom } = await import('../src/engine/rng.js');
    const game = createGame(seaTestBoard('fog-islands', true), { players: 3, scenario: 'fog-islands', turnCap: 120 });
    const st = newState(game, 'rec');
    const rand = makeRandom('rec-pick');
    const out = new Int32Array(maxActions(game));
    const actions: number[] = [];
    const outcomes: number[] = [];
    while (st.s[PHASE] !== 9) {
      const n = legalActions(st, out);
      const a = out[Math.floor(rand() * n)]!;
      actions.push(a);
      outcomes.push(apply(st, a));
    }
    const rec = makeRecord({ game, seed: 'rec', index: 0, seats: [0, 1, 2].map(() => ({ bot: 'random' })), actions, outcomes, forfeit: null });
    expect(rec.ruleset).toBe('seafarers');
    const kinds = new Set(rec.log.map((e) => e.a));
    expect(kinds.has('build_ship') || kinds.has('place_ship')).toBe(true);
    const back = replayRecord(JSON.parse(JSON.stringify(rec)));
    expect(back).toBeTruthy();
  });
});
