// The Rivers of Catan (Traders & Barbarians scenario 2, D145-D159): the board, coins for building
// beside the rivers, bridges, no road on a bridge site, the Poor and Wealthiest Settler tiles as
// VP sources that follow the coins, the "2" that joins the "12" with 3-4 players, and the options.

import { describe, expect, it } from 'vitest';
import { A_CITY, A_END_TURN, A_ROAD, A_ROAD_BUILDING, action } from '../src/engine/actions.js';
import { ORE, ROAD_BUILDING } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { CUR, ROBBER } from '../src/engine/layout.js';
import { giveDev, inMainPhase, putRoad, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { seatView } from '../src/engine/view.js';
import { drawBoard } from '../src/maps/ascii.js';
import { boardSvg } from '../src/maps/svg.js';
import { drawnPieces, positionNotes } from '../src/maps/svg-position.js';
import { createGame, resolveOptions, scenarioBoardFor, SCENARIO_ENTRIES } from '../src/rules/registry.js';
import { gainGold, goldHeld, payGold } from '../src/rules/traders-barbarians/gold/coins.js';
import { A_GOLD_BUY } from '../src/rules/traders-barbarians/gold/index.js';
import { riversBoard } from '../src/rules/traders-barbarians/rivers/board.js';
import { A_BRIDGE } from '../src/rules/traders-barbarians/rivers/index.js';
import { riversReadable } from '../src/rules/traders-barbarians/rivers/readable.js';
import { riverSites } from '../src/rules/traders-barbarians/rivers/sites.js';
import { settleTiles } from '../src/rules/traders-barbarians/rivers/wealth.js';
import { act, argsOf, hand, hasLegal, nodeAt, roll, sound } from './helpers/scenario.js';

const RIVERS = 'rivers-of-catan' as const;

function riversGame(seed: string, players = 4): GameState {
  return newState(createGame(riversBoard(players, false, seed), { players, scenario: RIVERS }), seed);
}

const edge = (st: GameState, q: number, r: number, side: number) => st.game.board.edgeId(q, r, side);
const coins = (st: GameState, p: number) => goldHeld(st.game, st.s, p);
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const field = (st: GameState, name: string) => st.game.layout.fields[name]!;
const tiles = (st: GameState) => ({ poor: field(st, 'poorSettler'), wealthiest: field(st, 'wealthiestSettler') });
/** Deals the tiles after a position was set up by hand (a real action does it itself). */
const settle = (st: GameState) => settleTiles(st.game, st.s, tiles(st));
const poor = (st: GameState) => Array.from({ length: st.game.seats }, (_, p) => p).filter((p) => st.s[field(st, 'poorSettler') + p] === 1);
const wealthiest = (st: GameState) => Array.from({ length: st.game.seats }, (_, p) => p).filter((p) => st.s[field(st, 'wealthiestSettler') + p] === 1);

describe('the board (D145-D147, D157)', () => {
  it('3-4 players: 19 hexes, two swamps without tokens, no "2", one "12", the robber on a swamp, 7 bridge sites', () => {
    for (const variable of [false, true]) {
      const spec = riversBoard(4, variable, 'board:34');
      expect(spec.hexes).toHaveLength(19);
      const swamps = spec.hexes.filter((h) => h.terrain === 'desert');
      expect(swamps.map((h) => h.hex).sort()).toEqual([[-1, -1], [-1, 1]].sort());
      expect(swamps.every((h) => h.token === undefined)).toBe(true);
      const tokens = spec.hexes.flatMap((h) => (h.token ? [h.token] : []));
      expect(tokens).toHaveLength(17);
      expect(tokens).not.toContain(2);
      expect(tokens.filter((t) => t === 12)).toHaveLength(1);
      expect(swamps.map((h) => JSON.stringify(h.hex))).toContain(JSON.stringify(spec.robber));
      const count = (t: string) => spec.hexes.filter((h) => h.terrain === t).length;
      expect([count('forest'), count('pasture'), count('fields'), count('hills'), count('mountains')]).toEqual([4, 3, 4, 3, 3]);
      const st = newState(createGame(spec, { players: 4, scenario: RIVERS }), 'x');
      const T = riverSites(st.game.board);
      expect(T.bridges).toHaveLength(7);
      expect(Array.from(T.riverHex).filter((x) => x === 1)).toHaveLength(7);
    }
    expect(riversBoard(4, false, 'board:34').robber).toEqual([-1, 1]);
    // The same seed deals the same board; the rivers' terrains stay put on the printed set-up.
    expect(riversBoard(4, false, 'a')).toEqual(riversBoard(4, false, 'a'));
    expect(riversBoard(4, false, 'a')).not.toEqual(riversBoard(4, false, 'b'));
    const fixed = riversBoard(4, false, 'b').hexes.find((h) => h.hex[0] === 1 && h.hex[1] === -1)!;
    expect(fixed.terrain).toBe('mountains');
  });

  it('5-6 players: 30 hexes, two swamps, all 28 tokens (the "2" stays a 2), 10 bridge sites', () => {
    const spec = riversBoard(6, false, 'board:56');
    expect(spec.hexes).toHaveLength(30);
    expect(spec.hexes.filter((h) => h.terrain === 'desert')).toHaveLength(2);
    const tokens = spec.hexes.flatMap((h) => (h.token ? [h.token] : [])).sort((a, b) => a - b);
    expect(tokens).toEqual([2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12]);
    const count = (t: string) => spec.hexes.filter((h) => h.terrain === t).length;
    expect([count('forest'), count('pasture'), count('fields'), count('hills'), count('mountains')]).toEqual([6, 6, 6, 5, 5]);
    const st = newState(createGame(spec, { players: 6, scenario: RIVERS }), 'x');
    expect(riverSites(st.game.board).bridges).toHaveLength(10);
    expect(scenarioBoardFor({ players: 6, scenario: RIVERS }, false, 'q')).toEqual(riversBoard(6, false, 'q'));
  });

  it('the scenario is listed with its target, players and configs', () => {
    const e = SCENARIO_ENTRIES.find((x) => x.id === RIVERS)!;
    expect(e).toMatchObject({ family: 'Traders & Barbarians', number: 2, target: 10, players: [3, 4, 5, 6] });
    expect(e.configs).toEqual(['configs/traders-barbarians/rivers-of-catan-4.json', 'configs/traders-barbarians/rivers-of-catan-6.json']);
  });
});

describe('coins for building beside a river, and no road on a bridge site (D148, D150, D151)', () => {
  it('at the set-up: a river-side settlement and road pay a coin each; the bridge site is no road site', () => {
    const st = riversGame('setup');
    const node = nodeAt(st, 0, -1, 1);
    act(st, action(3, node));
    expect(coins(st, 0)).toBe(1);
    const roads = argsOf(st, A_ROAD);
    expect(roads).not.toContain(edge(st, 0, -1, 1));
    expect(roads).toContain(edge(st, 0, -1, 0));
    act(st, action(A_ROAD, edge(st, 0, -1, 0)));
    expect(coins(st, 0)).toBe(2);
    // One seat holds coins: it is the Wealthiest Settler; the three at 0 are Poor Settlers.
    expect(wealthiest(st)).toEqual([0]);
    expect(poor(st)).toEqual([1, 2, 3]);
    expect(vp(st, 0)).toBe(2);
    expect(vp(st, 1)).toBe(-2);
    sound(st);
    // A settlement and road away from the rivers pay nothing.
    act(st, action(3, nodeAt(st, -2, 0, 4)));
    act(st, action(A_ROAD, edge(st, -2, 0, 4)));
    expect(coins(st, 1)).toBe(0);
    sound(st);
  });

  it('in play: a river-side road pays a coin, a city pays none, and no road action ever lands on a bridge site', () => {
    const st = riversGame('play');
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 3, lumber: 3, grain: 2, ore: 3 });
    putSettlement(st, 0, nodeAt(st, 0, -1, 1));
    settle(st);
    expect(coins(st, 0)).toBe(1);
    const roads = argsOf(st, A_ROAD);
    expect(roads.some((e) => riverSites(st.game.board).bridgeSite[e] === 1)).toBe(false);
    act(st, action(A_ROAD, edge(st, 0, -1, 0)));
    expect(coins(st, 0)).toBe(2);
    act(st, action(A_CITY, nodeAt(st, 0, -1, 1)));
    expect(coins(st, 0)).toBe(2);
    sound(st);
  });

  it('Road Building places no road on a bridge site and builds no bridge', () => {
    const st = riversGame('rb');
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 0, -1, 1));
    settle(st);
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    const roads = argsOf(st, A_ROAD);
    expect(roads.length).toBeGreaterThan(0);
    expect(roads).not.toContain(edge(st, 0, -1, 1));
    expect(hasLegal(st, A_BRIDGE)).toBe(false);
    sound(st);
  });
});

describe('bridges (D149)', () => {
  /** Seat 0 with a settlement at the north corner of (0,-1) and roads reaching four bridge sites. */
  function network(): GameState {
    const st = riversGame('bridges');
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, 0, -1, 0));
    for (const [q, r, side] of [[0, -1, 5], [0, -1, 0], [1, -1, 5], [1, -1, 0], [2, -1, 5], [2, -1, 0]] as const) putRoad(st, 0, edge(st, q, r, side));
    settle(st);
    sound(st);
    return st;
  }

  it('costs 2 brick and 1 lumber, goes on a bridge site touching the network, pays 3 coins and takes no road piece', () => {
    const st = network();
    setHand(st, 0, { brick: 1, lumber: 1 });
    expect(hasLegal(st, A_BRIDGE)).toBe(false);
    setHand(st, 0, { brick: 2, lumber: 1 });
    const sites = [edge(st, -1, -1, 1), edge(st, 0, -1, 1), edge(st, 1, -1, 1), edge(st, 2, -1, 1)].sort((a, b) => a - b);
    expect(argsOf(st, A_BRIDGE)).toEqual(sites);
    const before = coins(st, 0);
    const roadsLeft = st.s[st.game.layout.roadsLeft]!;
    const planks = (art: string) => (art.match(/=/g) ?? []).length;
    const artBefore = planks(drawBoard(st.game.board.spec, drawnPieces(st)));
    act(st, action(A_BRIDGE, edge(st, 0, -1, 1)));
    expect(coins(st, 0)).toBe(before + 3);
    expect(hand(st, 0).slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(st.s[st.game.layout.roadsLeft]).toBe(roadsLeft);
    expect(st.s[field(st, 'bridgesBuilt')]).toBe(1);
    expect(st.game.hooks.pieces(st.game, st.s).filter((x) => x.piece === 'bridge')).toEqual([{ owner: 0, piece: 'bridge', edge: edge(st, 0, -1, 1) }]);
    sound(st);
    // Drawn as a bridge: a plank in SVG, "=" in the terminal; the rivers and swamps beside it.
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(svg).toContain('<title>bridge of seat 0</title>');
    expect(svg.match(/>swamp</g)).toHaveLength(2);
    expect(planks(drawBoard(st.game.board.spec, drawnPieces(st)))).toBeGreaterThan(artBefore);
    expect(positionNotes(st).join(' ')).toContain('bridge sites');
    // Command bots read the bridges and the tiles from seat 1's view.
    const seen = riversReadable(seatView(st, 1), 1);
    expect(seen.bridgesBuilt).toEqual([1, 0, 0, 0]);
    expect((seen.bridgeSites as Array<{ edge: number[]; bridge: number | null }>).filter((x) => x.bridge !== null)).toEqual([{ edge: st.game.board.edgeName[edge(st, 0, -1, 1)], bridge: 0 }]);
    expect(seen.wealthiestSettler).toBe(0);
    expect(seen.poorSettler).toEqual([1, 2, 3]);
  });

  it('counts as a road for Longest Road and for a settlement site; at most 3 per player', () => {
    const st = network();
    const L = st.game.layout;
    // Roads (0,-1) NW, NE; (1,-1) NW, NE; (2,-1) NW, NE: one trail of 6 (the settlement sits at its second node).
    const len = st.s[L.roadLen]!;
    setHand(st, 0, { brick: 6, lumber: 3 });
    act(st, action(A_BRIDGE, edge(st, 2, -1, 1)));
    // The bridge leaves the trail's east end down the coast: one road longer.
    expect(st.s[L.roadLen]).toBe(len + 1);
    act(st, action(A_BRIDGE, edge(st, -1, -1, 1)));
    act(st, action(A_BRIDGE, edge(st, 1, -1, 1)));
    expect(st.s[field(st, 'bridgesBuilt')]).toBe(3);
    setHand(st, 0, { brick: 2, lumber: 1, wool: 1, grain: 1 });
    settle(st);
    expect(hasLegal(st, A_BRIDGE)).toBe(false);
    // The far end of the bridge at (-1,-1)'s east side is a settlement site of seat 0's network.
    expect(argsOf(st, 3)).toContain(nodeAt(st, -1, -1, 2));
    sound(st);
  });
});

describe('the Poor Settler and Wealthiest Settler tiles (D152, D153)', () => {
  it('follow the coins at every step: ties for fewest all get a tile, nobody while all are tied, the leader loses on being equalled', () => {
    const st = riversGame('tiles');
    inMainPhase(st, 0);
    settle(st);
    expect(poor(st)).toEqual([]);
    expect(wealthiest(st)).toEqual([]);
    gainGold(st.game, st.s, 0, 4);
    gainGold(st.game, st.s, 1, 2);
    settle(st);
    expect(poor(st)).toEqual([2, 3]);
    expect(wealthiest(st)).toEqual([0]);
    expect([0, 1, 2, 3].map((p) => st.game.hooks.vpSources(st, p).poorSettler)).toEqual([0, 0, -2, -2]);
    expect(st.game.hooks.vpSources(st, 0).wealthiestSettler).toBe(1);
    sound(st);
    // Seat 1 draws level with seat 0: the tile is set aside.
    gainGold(st.game, st.s, 1, 2);
    settle(st);
    expect(wealthiest(st)).toEqual([]);
    // Seat 0 spends two coins on a resource: seat 1 leads alone, seat 0 no longer does.
    act(st, action(A_GOLD_BUY, ORE));
    expect(coins(st, 0)).toBe(2);
    expect(wealthiest(st)).toEqual([1]);
    expect(poor(st)).toEqual([2, 3]);
    sound(st);
    // Everyone at the same count: nobody is poorer than anyone (D152).
    for (const p of [1]) payGold(st.game, st.s, p, 2);
    gainGold(st.game, st.s, 2, 2);
    gainGold(st.game, st.s, 3, 2);
    settle(st);
    expect(poor(st)).toEqual([]);
    expect(wealthiest(st)).toEqual([]);
    expect([0, 1, 2, 3].map((p) => vp(st, p))).toEqual([0, 0, 0, 0]);
    sound(st);
  });

  it('are public: every seat sees who holds them', () => {
    const st = riversGame('view');
    inMainPhase(st, 0);
    gainGold(st.game, st.s, 2, 3);
    settle(st);
    const v = seatView(st, 0);
    expect(v.s[field(st, 'wealthiestSettler') + 2]).toBe(1);
    expect(v.s[field(st, 'poorSettler') + 1]).toBe(1);
  });
});

describe('a "2" makes the hex with the "12" produce (D147)', () => {
  /** Seat 1's cards of the hex's resource after seat 0 rolls d1 + d2, seat 1 having a settlement at a corner of hex h that touches no other hex with `avoid`. */
  function rollOn(players: number, d1: number, d2: number, avoid: number): number {
    const st = riversGame('two', players);
    const b = st.game.board;
    const h = Array.from(b.landHexes).find((x) => b.hexToken[x] === 12)!;
    expect(st.s[ROBBER]).not.toBe(h);
    const node = Array.from(b.hexNodes.subarray(h * 6, h * 6 + 6)).find((n) => n >= 0 && Array.from(b.nodeHexes.subarray(n * 3, n * 3 + 3)).every((x) => x < 0 || b.hexToken[x] !== avoid))!;
    skipSetup(st, 0);
    putSettlement(st, 1, node);
    setHand(st, 1, {});
    settle(st);
    roll(st, d1, d2);
    sound(st);
    return hand(st, 1)[b.hexTerrain[h]!]!;
  }

  it('with 3-4 players on a 2 and on a 12, not on a 3', () => {
    expect(rollOn(4, 1, 1, 2)).toBe(1);
    expect(rollOn(4, 6, 6, 2)).toBe(1);
    expect(rollOn(4, 1, 2, 3)).toBe(0);
  });

  it('not with 5-6 players, where the "2" tokens are on the board', () => {
    expect(rollOn(6, 1, 1, 2)).toBe(0);
    expect(rollOn(6, 6, 6, 2)).toBe(1);
  });
});

describe('paired turns (D155)', () => {
  it("player 2's part of the turn buys with gold and builds bridges", () => {
    const st = riversGame('paired', 6);
    inMainPhase(st, 0);
    const second = 3;
    setHand(st, second, { brick: 2, lumber: 1 });
    putSettlement(st, second, nodeAt(st, 0, -2, 1));
    gainGold(st.game, st.s, second, 4);
    settle(st);
    act(st, action(A_END_TURN));
    expect(st.s[CUR]).toBe(second);
    expect(st.s[field(st, 'subturn')]).toBe(1);
    expect(argsOf(st, A_GOLD_BUY).length).toBeGreaterThan(0);
    expect(argsOf(st, A_BRIDGE)).toEqual([edge(st, 0, -2, 1)]);
    act(st, action(A_BRIDGE, edge(st, 0, -2, 1)));
    act(st, action(A_GOLD_BUY, ORE));
    expect(coins(st, second)).toBe(1 + 4 + 3 - 2);
    sound(st);
  });
});

describe('options (D158)', () => {
  it('a target of 10 and paired turns for 5-6 by default; refused: 2 players, special building, Cities & Knights, Catan for Two', () => {
    expect(resolveOptions({ players: 4, scenario: RIVERS }).targetVp).toBe(10);
    expect(resolveOptions({ players: 5, scenario: RIVERS }).turnRule).toBe('paired');
    expect(resolveOptions({ players: 4, scenario: RIVERS, targetVp: 12 }).targetVp).toBe(12);
    expect(() => resolveOptions({ players: 2, scenario: RIVERS })).toThrow(/scenario/);
    expect(() => resolveOptions({ players: 6, scenario: RIVERS, turnRule: 'special-building' })).toThrow(/turnRule/);
    expect(() => resolveOptions({ players: 4, scenario: RIVERS, expansion: 'cities-knights' })).toThrow(/expansion/);
    expect(() => resolveOptions({ players: 2, scenario: RIVERS, variant: 'catan-for-two' })).toThrow();
    expect(resolveOptions({ players: 4, scenario: RIVERS, friendlyRobber: true }).friendlyRobber).toBe(true);
  });
});
