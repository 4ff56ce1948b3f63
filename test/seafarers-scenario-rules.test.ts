// The rules of the Seafarers scenarios that have their own (The Forgotten Tribe, Cloth for Catan,
// The Wonders of Catan) on the small test board with the scenario's marks; The Pirate Islands on
// its own map (test/seafarers-scenarios.test.ts plays every scenario's maps).

import { describe, expect, it } from 'vitest';
import { A_KNIGHT, A_ROAD, A_SETTLEMENT, action, actionKind } from '../src/engine/actions.js';
import { KNIGHT, ORE } from '../src/engine/constants.js';
import { newState, totalVp, type GameState } from '../src/engine/game.js';
import { CUR, DECK_COUNT, PHASE, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_SETUP_SETTLEMENT, WINNER } from '../src/engine/layout.js';
import { giveDev, inMainPhase, putCity, putRoad, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { createGame, scenarioBoardFor } from '../src/rules/registry.js';
import { A_MOVE_SHIP, A_PIRATE, A_SHIP, PH_GOLD } from '../src/rules/seafarers/ids.js';
import { A_ATTACK, A_FLEET_LOSS, A_STEAL, PH_FLEET_LOSS } from '../src/rules/seafarers/scenarios/pirate-islands/index.js';
import { putShip } from '../src/rules/seafarers/position.js';
import { A_PIRATE_CLOTH } from '../src/rules/seafarers/scenarios/cloth-for-catan.js';
import { A_GIFT_CARD, A_PLACE_HARBOR, PH_TRIBE } from '../src/rules/seafarers/scenarios/forgotten-tribe.js';
import { A_WONDER, WONDERS } from '../src/rules/seafarers/scenarios/wonders.js';
import { act, argsOf, edgeBetween, hand, hasLegal, legal, nodeAt, roll, sound } from './helpers/scenario.js';
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

describe('The Pirate Islands', () => {
  const pirateGame = (seed = 'p', players = 4) =>
    newState(createGame(scenarioBoardFor({ players, scenario: 'pirate-islands' }, false, seed), { players, scenario: 'pirate-islands' }), seed);
  const f = (st: GameState, name: string) => st.game.layout.fields[`pirates.${name}`]!;
  /** The intersection of colour p's mark of this kind on the map. */
  const markNode = (st: GameState, kind: string, p: number) => {
    const data = st.game.board.spec.scenario as { marks: Array<{ kind: string; node?: number[]; colour?: number }> };
    const m = data.marks.find((x) => x.kind === kind && x.colour === p)!;
    return st.game.board.nodeId(m.node![0]!, m.node![1]!, m.node![2]!);
  };
  /** The intersections a route runs through, from the settlement of its colour along its ships. */
  const routeNodes = (st: GameState, p: number) => {
    const b = st.game.board;
    const nodes = [markNode(st, 'settlement', p)];
    for (let i = 0; i < st.s[f(st, 'routeLen') + p]!; i++) {
      const e = st.s[f(st, 'route') + p * 15 + i]!;
      const node = nodes.at(-1)!;
      nodes.push(b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!);
    }
    return nodes;
  };
  const routeEnd = (st: GameState, p: number) => routeNodes(st, p).at(-1)!;

  it('each colour starts with its settlement and a ship; set-up takes roads only; the route grows one shortest step at a time', () => {
    const st = pirateGame();
    for (let p = 0; p < 4; p++) expect(st.s[f(st, 'routeLen') + p]).toBe(1);
    expect(st.game.supply.settlements - st.s[st.game.layout.settlementsLeft]!).toBe(1);
    act(st, legal(st).find((a) => actionKind(a) === A_SETTLEMENT)!);
    expect(legal(st).every((a) => actionKind(a) === A_ROAD)).toBe(true);
    const st2 = pirateGame('q');
    skipSetup(st2, 0, PH_MAIN);
    setHand(st2, 0, { wool: 1, lumber: 1 });
    const end = routeEnd(st2, 0);
    const ships = argsOf(st2, A_SHIP);
    expect(ships.length).toBeGreaterThan(0);
    for (const e of ships) expect([st2.game.board.edgeNodes[e * 2], st2.game.board.edgeNodes[e * 2 + 1]]).toContain(end);
    act(st2, action(A_SHIP, ships[0]!));
    expect(st2.s[f(st2, 'routeLen')]).toBe(2);
    expect(legal(st2).some((a) => actionKind(a) === A_MOVE_SHIP)).toBe(false);
    sound(st2);
  });

  it('S2: a route never passes another colour\'s settlement: it sails round a settled circle in its way', () => {
    const st = pirateGame('round');
    // Colour 3's circle lies on a shortest way of colour 1 to its fortress, and colour 3 has settled it.
    const circle3 = markNode(st, 'circle', 3);
    putSettlement(st, 3, circle3);
    inMainPhase(st, 1);
    const b = st.game.board;
    const touches = (e: number) => b.edgeNodes[e * 2] === circle3 || b.edgeNodes[e * 2 + 1] === circle3;
    for (let i = 0; i < 14 && !hasLegal(st, A_ATTACK); i++) {
      setHand(st, 1, { wool: 1, lumber: 1 });
      const ships = argsOf(st, A_SHIP);
      expect(ships.length, `ship ${i}`).toBeGreaterThan(0);
      act(st, action(A_SHIP, ships.find(touches) ?? ships[0]!));
    }
    expect(routeEnd(st, 1)).toBe(markNode(st, 'fortress', 1));
    expect(routeNodes(st, 1)).not.toContain(circle3);
    sound(st);
  });

  it('S15: a set-up settlement goes only where its road can go, so no set-up ship starts a second route', () => {
    const st = pirateGame('setup');
    const b = st.game.board;
    const edgesAt = (n: number) => Array.from(b.nodeEdges.subarray(n * 3, n * 3 + 3)).filter((e) => e >= 0);
    // An intersection on a cape of the eastern island (one land hex): other colours' roads on both its coastal sides.
    const cape = argsOf(st, A_SETTLEMENT).find((n) => b.nodeLand[n] === 1 && edgesAt(n).filter((e) => b.edgeLand[e] === 1).length === 2)!;
    expect(cape).toBeDefined();
    const [side1, side2] = edgesAt(cape).filter((e) => b.edgeLand[e] === 1);
    putRoad(st, 1, side1!);
    putRoad(st, 2, side2!);
    expect(argsOf(st, A_SETTLEMENT)).not.toContain(cape);
    expect(argsOf(st, A_SETTLEMENT).length).toBeGreaterThan(0);
  });

  it('S15: every route sails its own single shortest way and reaches its fortress in as many ships, side by side', () => {
    for (const [players, ships] of [[4, 7], [6, 8]] as const) {
      const st = pirateGame('side-by-side', players);
      const built = new Array<number>(players).fill(0);
      for (let round = 0; round < 15; round++) {
        for (let p = 0; p < players; p++) {
          inMainPhase(st, p);
          if (routeEnd(st, p) === markNode(st, 'fortress', p)) continue;
          setHand(st, p, { wool: 1, lumber: 1 });
          const next = argsOf(st, A_SHIP);
          expect(next, `${players} players: seat ${p}, round ${round}`).toHaveLength(1);
          act(st, action(A_SHIP, next[0]!));
          built[p]!++;
          // Settling one's circle on the way blocks nobody.
          if (routeEnd(st, p) === markNode(st, 'circle', p)) {
            setHand(st, p, { brick: 1, lumber: 1, wool: 1, grain: 1 });
            act(st, action(A_SETTLEMENT, markNode(st, 'circle', p)));
          }
        }
      }
      expect(built).toEqual(new Array<number>(players).fill(ships));
      for (let p = 0; p < players; p++) {
        inMainPhase(st, p);
        expect(hasLegal(st, A_ATTACK), `${players} players: seat ${p} at its fortress`).toBe(true);
      }
      sound(st);
    }
  });

  it('a knight makes a warship (no robber); a 7 lets the roller steal from anyone', () => {
    const st = pirateGame();
    skipSetup(st, 0, PH_MAIN);
    giveDev(st, 0, KNIGHT);
    act(st, action(A_KNIGHT));
    expect(st.s[f(st, 'warships')]).toBe(1);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    const st2 = pirateGame('seven');
    skipSetup(st2, 0);
    setHand(st2, 2, { ore: 1 });
    st2.s[f(st2, 'fleet')] = -1; // the fleet gone (every fortress taken): no attack before the steal
    roll(st2, 3, 4);
    expect(st2.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(legal(st2)).toEqual([action(A_STEAL, 3)]);
    act(st2, action(A_STEAL, 3), ORE);
    expect(hand(st2, 0)[ORE]).toBe(1);
  });

  it('the fleet attacks the buildings beside where it stops, before production', () => {
    const st = pirateGame('fleet');
    skipSetup(st, 0);
    // Find a roll whose lower die brings the fleet next to a building, and give its owner cards.
    const b = st.game.board;
    const data = b.spec.scenario as { track: number[][] };
    const at = st.s[f(st, 'fleet')]!;
    let die = 0;
    let victim = -1;
    for (let d = 1; d <= 6 && victim < 0; d++) {
      const [q, r] = data.track[(at + d) % data.track.length]!;
      const h = b.hexId(q!, r!);
      for (let c = 0; c < 6 && victim < 0; c++) {
        const n = b.hexNodes[h * 6 + c]!;
        for (let p = 0; p < 4; p++) if (n >= 0 && (st.s[st.game.layout.settle + p * st.game.layout.nodeWords + (n >>> 5)]! & (1 << (n & 31))) !== 0) victim = p;
      }
      if (victim >= 0) die = d;
    }
    expect(victim, 'a track hex beside a pre-placed settlement').toBeGreaterThanOrEqual(0);
    setHand(st, victim, { ore: 2 });
    roll(st, die, die);
    expect(st.s[f(st, 'fleet')]).toBe((at + die) % data.track.length);
    expect(st.s[PHASE]).toBe(PH_FLEET_LOSS);
    expect(st.s[CUR]).toBe(victim);
    act(st, action(A_FLEET_LOSS), ORE);
    expect(hand(st, victim)[ORE]).toBe(1);
    expect([PH_MAIN, PH_GOLD]).toContain(st.s[PHASE]);
    sound(st);
  });

  it('the fortress falls to three attacks won with more warships than its die, and then the colour can win', () => {
    const st = pirateGame('fortress');
    skipSetup(st, 0, PH_MAIN);
    // Sail the route to the fortress through the legal actions, with resources given as needed.
    for (let i = 0; i < 14 && argsOf(st, A_SHIP).length + 1 > 0; i++) {
      setHand(st, 0, { wool: 1, lumber: 1 });
      const ships = argsOf(st, A_SHIP);
      if (ships.length === 0) break;
      act(st, action(A_SHIP, ships[0]!));
    }
    expect(hasLegal(st, A_ATTACK)).toBe(true);
    st.s[f(st, 'warships')] = 6;
    const vp = totalVp(st.game, st.s, 0);
    for (let k = 0; k < 3; k++) {
      skipSetup(st, 0, PH_MAIN);
      act(st, action(A_ATTACK), 0); // the fortress rolls a 1
    }
    expect(st.s[f(st, 'chits')]).toBe(0);
    expect(totalVp(st.game, st.s, 0)).toBe(vp + 1);
    expect(st.s[PHASE]).not.toBe(PH_GAME_OVER);
    sound(st);
    // With 10 VP now (its fortress taken), the colour wins on its turn.
    st.s[st.game.layout.publicVp]! += 10 - totalVp(st.game, st.s, 0);
    skipSetup(st, 0, PH_MAIN);
    st.game.hooks.afterAction(st);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(0);
  });

  it('10 VP without one\'s fortress does not win', () => {
    const st = pirateGame('no-fortress');
    skipSetup(st, 0, PH_MAIN);
    st.s[st.game.layout.publicVp]! += 12;
    st.game.hooks.afterAction(st);
    expect(st.s[PHASE]).toBe(PH_MAIN);
  });

  it('a lost attack costs the ships nearest the fortress', () => {
    const st = pirateGame('lost');
    skipSetup(st, 0, PH_MAIN);
    for (let i = 0; i < 14; i++) {
      setHand(st, 0, { wool: 1, lumber: 1 });
      const ships = argsOf(st, A_SHIP);
      if (ships.length === 0) break;
      act(st, action(A_SHIP, ships[0]!));
    }
    const len = st.s[f(st, 'routeLen')]!;
    act(st, action(A_ATTACK), 5); // a 6 against no warships
    expect(st.s[f(st, 'routeLen')]).toBe(len - 2);
    sound(st);
  });
});

describe('special VP by home islands', () => {
  /** Seat 0 settles the east island twice by sea, after a set-up settlement on the main island. */
  function settleEastTwice(scenario: 'four-islands' | 'new-world') {
    const st = game(scenario, []);
    const { coast, mid, island } = strait(st);
    act(st, action(A_SETTLEMENT, coast)); // seat 0's set-up settlement: the main island is home
    const home = st.s[st.game.layout.fields['seafarers.home']!]!;
    skipSetup(st, 0, PH_MAIN);
    putShip(st, 0, edgeBetween(st, coast, mid));
    putShip(st, 0, edgeBetween(st, mid, island));
    const vp0 = totalVp(st.game, st.s, 0);
    setHand(st, 0, { brick: 1, lumber: 1, wool: 1, grain: 1 });
    act(st, action(A_SETTLEMENT, island));
    const first = totalVp(st.game, st.s, 0) - vp0;
    // A second settlement on the same island, reached along its coast.
    const far = nodeAt(st, 4, -1, 3);
    putShip(st, 0, edgeBetween(st, island, nodeAt(st, 4, -1, 4)));
    putShip(st, 0, edgeBetween(st, nodeAt(st, 4, -1, 4), far));
    setHand(st, 0, { brick: 1, lumber: 1, wool: 1, grain: 1 });
    const vp1 = totalVp(st.game, st.s, 0);
    act(st, action(A_SETTLEMENT, far));
    sound(st);
    return { home, first, second: totalVp(st.game, st.s, 0) - vp1 };
  }

  it('The Four Islands: 2 for the first settlement on an island other than the home islands, then nothing', () => {
    const r = settleEastTwice('four-islands');
    expect(r.home).not.toBe(0);
    expect(r.first).toBe(3);
    expect(r.second).toBe(1);
  });

  it('New World: 1 for the first settlement on each foreign island', () => {
    const r = settleEastTwice('new-world');
    expect(r.first).toBe(2);
    expect(r.second).toBe(1);
  });
});
