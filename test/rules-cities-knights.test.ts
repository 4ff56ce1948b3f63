// Rule scenarios: Cities & Knights' economy on the beginner board (docs/rules-decisions.md): a city
// in set-up's second round (D40), production with commodities and the bank's shortage rule (D50),
// a 7 that only makes hands discard before the first attack (D51, D52), commodities at the bank
// (D53), and no development cards (D38, D39); then random games keeping every invariant, whose
// records replay.

import { describe, expect, it } from 'vitest';
import { A_BUY_DEV, A_DISCARD, A_KNIGHT, A_MARITIME, A_ROLL, ARG_BITS, action, actionKind } from '../src/engine/actions.js';
import { DESERT, FIELDS, FOREST, GRAIN, HARBOR_GENERIC, HILLS, LUMBER, MOUNTAINS, ORE, PASTURE } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { cardIndex } from '../src/engine/hands.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, DECK_COUNT, DICE, PHASE, PH_DISCARD, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, ROBBER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { placeCity } from '../src/engine/pieces.js';
import { inMainPhase, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { makeRecord, replayRecordOn } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { maritimeArg } from '../src/rules/base/trade.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { A_ACTIVATE_KNIGHT, A_HIRE_KNIGHT, A_PROMOTE_KNIGHT, A_WALL } from '../src/rules/cities-knights/ids.js';
import { createGame } from '../src/rules/registry.js';
import { createRandomBot } from '../src/bots/random.js';
import { playGame } from '../src/tournament/play-game.js';
import { fiveSixRandomBoard, randomBoard } from '../src/index.js';
import { act, breakerNetwork, edgeBetween, layPath, legal, pathA, roll } from './helpers/scenario.js';
import { A_ROAD, A_SETTLEMENT } from '../src/engine/actions.js';
import { LR_HOLDER } from '../src/engine/layout.js';

const ckGame = (seed: string, players = 4) => newState(createGame(beginnerBoard(), { expansion: 'cities-knights', players, targetVp: 13 }), seed);

/** Seat p's count of the card named `name` (a resource or a commodity). */
function held(st: GameState, p: number, name: string): number {
  const k = cardIndex(st.game, name);
  return st.s[st.game.cardSlot[p * st.game.handKinds + k]!]!;
}
const NAMES = ['brick', 'lumber', 'wool', 'grain', 'ore', 'paper', 'cloth', 'coin'];
const handOf = (st: GameState, p: number) => Object.fromEntries(NAMES.map((n) => [n, held(st, p, n)]).filter(([, v]) => v !== 0));

/** A node of a hex of `terrain`, away from the nodes `skip` and their neighbours, whose other hexes carry other numbers than the hex's (or none): [node, token]. */
function cornerOf(st: GameState, terrain: number, skip: number[] = []): [number, number] {
  const b = st.game.board;
  for (let h = 0; h < b.numHexes; h++) {
    if (b.hexTerrain[h] !== terrain) continue;
    const t = b.hexToken[h]!;
    for (let c = 0; c < 6; c++) {
      const node = b.hexNodes[h * 6 + c]!;
      if (node < 0 || skip.some((x) => x === node || [0, 1, 2].some((k) => b.nodeNodes[x * 3 + k] === node))) continue;
      const others = [0, 1, 2].map((k) => b.nodeHexes[node * 3 + k]!).filter((x) => x >= 0 && x !== h);
      if (others.every((x) => b.hexToken[x] !== t)) return [node, t];
    }
  }
  throw new Error(`no corner for terrain ${terrain}`);
}

/** Forces a roll whose total is `total` (the red die shows 1 or 6). */
function rollTotal(st: GameState, total: number): void {
  const d1 = total <= 6 ? 1 : 6;
  roll(st, d1, total - d1);
}

describe('set-up', () => {
  it('the second round places a city, which alone pays starting cards: one resource per land hex (D40)', () => {
    const st = ckGame('ck:setup');
    const b = st.game.board;
    let cities = 0;
    while (st.s[PHASE] !== PH_PRE_ROLL) {
      const list = legal(st);
      const a = list[0]!;
      const p = st.s[CUR]!;
      const city = st.s[PHASE] === 0 && st.s[st.game.layout.publicVp + p] === 1;
      act(st, a);
      if (city) {
        cities++;
        const node = a & ((1 << ARG_BITS) - 1);
        expect(st.s[st.game.layout.publicVp + p]).toBe(3);
        // Its starting cards: one of each land hex's resource, never a commodity.
        const want: Record<string, number> = {};
        for (let k = 0; k < 3; k++) {
          const h = b.nodeHexes[node * 3 + k]!;
          if (h >= 0 && b.hexTerrain[h]! < DESERT) want[NAMES[b.hexTerrain[h]!]!] = (want[NAMES[b.hexTerrain[h]!]!] ?? 0) + 1;
        }
        expect(handOf(st, p)).toEqual(want);
      }
      expect(checkInvariants(st)).toEqual([]);
    }
    expect(cities).toBe(4);
  });

  it('records the second round as place_city, and the record replays', () => {
    const seed = 'ck:setup-record';
    const game = createGame(beginnerBoard(), { expansion: 'cities-knights', players: 4, targetVp: 13 });
    const bots = Array.from({ length: 4 }, () => createRandomBot());
    const { trace, state } = playGame(game, seed, bots, { trace: true });
    const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
    expect(rec.log.filter((e) => e.a === 'place_city').length).toBe(4);
    expect(rec.log.filter((e) => e.a === 'place_settlement').length).toBe(4);
    const again = replayRecordOn(createGame(beginnerBoard(), { expansion: 'cities-knights', players: 4, targetVp: 13 }), JSON.parse(JSON.stringify(rec)));
    expect(Array.from(again.state.s)).toEqual(Array.from(state.s));
  });
});

describe('production with commodities (D50)', () => {
  it.each([
    [FOREST, { lumber: 1, paper: 1 }],
    [PASTURE, { wool: 1, cloth: 1 }],
    [MOUNTAINS, { ore: 1, coin: 1 }],
    [FIELDS, { grain: 2 }],
    [HILLS, { brick: 2 }],
  ] as const)('a city on terrain %i yields %o; a settlement one resource', (terrain, want) => {
    const st = ckGame(`ck:produce:${terrain}`);
    const [node, token] = cornerOf(st, terrain);
    putSettlement(st, 0, node);
    placeCity(st.game, st.s, 0, node);
    const [other] = cornerOf(st, terrain, [node]);
    skipSetup(st, 1);
    putSettlement(st, 1, other);
    rollTotal(st, token);
    expect(handOf(st, 0)).toEqual(want);
    expect(handOf(st, 1)).toEqual({ [NAMES[terrain]!]: 1 });
    expect(checkInvariants(st)).toEqual([]);
  });

  it('a commodity the bank runs short of: a sole claimant takes what is left, two take none (D1)', () => {
    const st = ckGame('ck:short');
    const [node, token] = cornerOf(st, FOREST);
    putSettlement(st, 0, node);
    placeCity(st.game, st.s, 0, node);
    skipSetup(st, 1);
    const paper = cardIndex(st.game, 'paper');
    const bankPaper = st.game.bankSlot[paper]!;
    // Seat 1 holds all but none of the paper: the bank has none left.
    st.s[bankPaper] = 0;
    st.s[st.game.cardSlot[1 * st.game.handKinds + paper]!] = 12;
    st.s[st.game.layout.handTotal + 1]! += 12;
    rollTotal(st, token);
    expect(handOf(st, 0)).toEqual({ lumber: 1 });
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('the 7 before the first attack (D51, D52)', () => {
  it('hands above the limit discard, commodities among them; the robber stays on the desert', () => {
    const st = ckGame('ck:seven');
    skipSetup(st, 0);
    const desert = st.s[ROBBER]!;
    setHand(st, 1, { brick: 4, lumber: 4 });
    const paper = cardIndex(st.game, 'paper');
    st.s[st.game.bankSlot[paper]!]! -= 2;
    st.s[st.game.cardSlot[1 * st.game.handKinds + paper]!]! += 2;
    st.s[st.game.layout.handTotal + 1]! += 2;
    rollTotal(st, 7);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DISCARD, 1]);
    // Ten cards: five to give up, paper among what may go.
    expect(legal(st)).toContain(action(A_DISCARD, paper));
    for (let i = 0; i < 5; i++) act(st, legal(st)[0]!);
    expect([st.s[PHASE], st.s[CUR], st.s[ROBBER]]).toEqual([PH_MAIN, 0, desert]);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('commodities at the bank (D53)', () => {
  /** Gives seat p `n` cards of `name` from the bank. */
  const give = (st: GameState, p: number, name: string, n: number) => {
    const k = cardIndex(st.game, name);
    st.s[st.game.bankSlot[k]!]! -= n;
    st.s[st.game.cardSlot[p * st.game.handKinds + k]!]! += n;
    st.s[st.game.layout.handTotal + p]! += n;
  };
  const paperTrades = (st: GameState) => legal(st).filter((a) => actionKind(a) === A_MARITIME && a === action(A_MARITIME, maritimeArg(st.game, cardIndex(st.game, 'paper'), ORE)));
  /** A node on a harbor of `kind` (HARBOR_GENERIC for 3:1). */
  const harborNode = (st: GameState, kind: number) => {
    const b = st.game.board;
    for (let n = 0; n < b.numNodes; n++) if (b.nodeHarbor[n] === kind) return n;
    throw new Error(`no harbor ${kind}`);
  };

  it('4 of a commodity for 1 of any resource or commodity', () => {
    const st = ckGame('ck:maritime');
    inMainPhase(st, 0);
    setHand(st, 0, {});
    give(st, 0, 'paper', 4);
    expect(legal(st)).toContain(action(A_MARITIME, maritimeArg(st.game, cardIndex(st.game, 'paper'), cardIndex(st.game, 'coin'))));
    act(st, action(A_MARITIME, maritimeArg(st.game, cardIndex(st.game, 'paper'), GRAIN)));
    expect(handOf(st, 0)).toEqual({ grain: 1 });
  });

  it('3 at a 3:1 harbor; a 2:1 harbor covers its resource, not a commodity', () => {
    const st = ckGame('ck:harbors');
    putSettlement(st, 0, harborNode(st, LUMBER));
    inMainPhase(st, 0);
    setHand(st, 0, {});
    give(st, 0, 'paper', 3);
    expect(paperTrades(st)).toEqual([]);
    putSettlement(st, 0, harborNode(st, HARBOR_GENERIC));
    expect(paperTrades(st).length).toBe(1);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('city walls (D72, D51)', () => {
  /** Seat 0 in its main phase with cities on `n` far-apart corners and `brick` brick. */
  function walledUp(seed: string, n: number, brick: number): { st: GameState; cities: number[] } {
    const st = ckGame(seed);
    const cities: number[] = [];
    for (const terrain of [FOREST, PASTURE, MOUNTAINS, FIELDS, HILLS].slice(0, n)) {
      const [node] = cornerOf(st, terrain, cities);
      putSettlement(st, 0, node);
      placeCity(st.game, st.s, 0, node);
      cities.push(node);
    }
    inMainPhase(st, 0);
    setHand(st, 0, { brick });
    return { st, cities };
  }
  const wallSites = (st: GameState) => legal(st).filter((a) => actionKind(a) === A_WALL).map((a) => a & ((1 << ARG_BITS) - 1));

  it('2 brick, under a city of one\'s own without a wall, never under a settlement; at most 3', () => {
    const { st, cities } = walledUp('ck:walls', 4, 8);
    const [settlement] = cornerOf(st, HILLS, cities);
    putSettlement(st, 0, settlement);
    expect(wallSites(st).sort()).toEqual([...cities].sort());
    for (let i = 0; i < 3; i++) {
      act(st, action(A_WALL, cities[i]!));
      expect(wallSites(st)).not.toContain(cities[i]);
    }
    expect(handOf(st, 0)).toEqual({ brick: 2 });
    // The fourth city has no wall, the brick is there, but all three walls stand.
    expect(wallSites(st)).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('no wall without 2 brick', () => {
    const { st } = walledUp('ck:walls-brick', 1, 1);
    expect(wallSites(st)).toEqual([]);
  });

  it('each wall keeps 2 more cards safe on a 7', () => {
    const { st, cities } = walledUp('ck:walls-seven', 2, 4);
    act(st, action(A_WALL, cities[0]!));
    act(st, action(A_WALL, cities[1]!));
    // 11 cards: safe with two walls (7 + 4); a seat without walls with 8 discards 4.
    setHand(st, 0, { lumber: 6, ore: 5 });
    setHand(st, 1, { lumber: 8 });
    st.s[PHASE] = PH_PRE_ROLL;
    rollTotal(st, 7);
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_DISCARD, 1]);
    expect(st.s[st.game.layout.toDiscard + 0]).toBe(0);
    expect(st.s[st.game.layout.toDiscard + 1]).toBe(4);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('knights (D64-D67, D65, D69)', () => {
  const argsOfKind = (st: GameState, kind: number) => legal(st).filter((a) => actionKind(a) === kind).map((a) => a & ((1 << ARG_BITS) - 1));
  const table = (st: GameState) => st.game.pieceTables.find((t) => t.name === 'knights')!;
  const knightAt = (st: GameState, node: number) => {
    const t = table(st);
    const row = st.s[t.occupancy + node]! - 1;
    return row < 0 ? null : { owner: st.s[t.rows + row * t.stride]! - 1, level: st.s[t.rows + row * t.stride + 2]!, active: st.s[t.rows + row * t.stride + 3]! };
  };
  /** Seat 0 with a settlement on path A's first node and 3 roads along it, in its main phase. */
  function onPath(seed: string): { st: GameState; A: number[] } {
    const st = ckGame(seed);
    const A = pathA(st);
    layPath(st, 0, A, 3);
    inMainPhase(st, 0);
    return { st, A };
  }

  it('hired for wool and ore on a free end of one\'s roads, basic and inactive', () => {
    const { st, A } = onPath('ck:hire');
    setHand(st, 0, { wool: 1, ore: 1 });
    expect(argsOfKind(st, A_HIRE_KNIGHT).sort((x, y) => x - y)).toEqual([A[1]!, A[2]!, A[3]!].sort((x, y) => x - y));
    act(st, action(A_HIRE_KNIGHT, A[3]!));
    expect(knightAt(st, A[3]!)).toEqual({ owner: 0, level: 1, active: 0 });
    expect(handOf(st, 0)).toEqual({});
    expect(argsOfKind(st, A_HIRE_KNIGHT)).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('activated for a grain; promoted for wool and ore once a turn, to strong without the Fortress', () => {
    const { st, A } = onPath('ck:promote');
    setHand(st, 0, { wool: 3, ore: 3, grain: 1 });
    act(st, action(A_HIRE_KNIGHT, A[2]!));
    act(st, action(A_ACTIVATE_KNIGHT, A[2]!));
    expect(knightAt(st, A[2]!)!.active).toBe(1);
    expect(argsOfKind(st, A_ACTIVATE_KNIGHT)).toEqual([]);
    act(st, action(A_PROMOTE_KNIGHT, A[2]!));
    expect(knightAt(st, A[2]!)).toEqual({ owner: 0, level: 2, active: 1 });
    // Once a turn, and strong is as far as it goes without the Fortress.
    expect(argsOfKind(st, A_PROMOTE_KNIGHT)).toEqual([]);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, ore: 1 });
    expect(argsOfKind(st, A_PROMOTE_KNIGHT)).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('no settlement where a knight stands, one\'s own included (D69)', () => {
    const { st, A } = onPath('ck:knight-site');
    setHand(st, 0, { wool: 1, ore: 1, brick: 1, lumber: 1, grain: 1 });
    expect(argsOfKind(st, A_SETTLEMENT)).toContain(A[2]);
    act(st, action(A_HIRE_KNIGHT, A[2]!));
    setHand(st, 0, { wool: 1, brick: 1, lumber: 1, grain: 1 });
    expect(argsOfKind(st, A_SETTLEMENT)).not.toContain(A[2]);
  });

  it("an opponent's knight blocks roads past it and cuts Longest Road there (D65)", () => {
    const st = ckGame('ck:knight-cut', 3);
    const A = pathA(st);
    layPath(st, 0, A, 6);
    expect(st.s[LR_HOLDER]).toBe(0);
    const cut = breakerNetwork(st, 1); // seat 1's roads end on A[3]
    expect(cut).toBe(A[3]);
    inMainPhase(st, 1);
    setHand(st, 1, { wool: 1, ore: 1 });
    act(st, action(A_HIRE_KNIGHT, cut));
    // Seat 0's road of 6 is now two of 3: the card is set aside.
    expect(st.s[st.game.layout.roadLen]).toBe(3);
    expect(st.s[LR_HOLDER]).toBe(-1);
    expect(checkInvariants(st)).toEqual([]);
  });

  it("an opponent's knight at the tip of one's road: no road past it", () => {
    const st = ckGame('ck:knight-block', 3);
    const A = pathA(st);
    layPath(st, 0, A, 3); // seat 0's roads end on A[3]
    const past = edgeBetween(st, A[3]!, A[4]!);
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 1, lumber: 1 });
    expect(argsOfKind(st, A_ROAD)).toContain(past);
    const cut = breakerNetwork(st, 1);
    inMainPhase(st, 1);
    setHand(st, 1, { wool: 1, ore: 1 });
    act(st, action(A_HIRE_KNIGHT, cut));
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 1, lumber: 1 });
    const sites = argsOfKind(st, A_ROAD);
    expect(sites).not.toContain(past);
    // The road may still reach the knight's intersection from the other side, and grow elsewhere.
    expect(sites).toContain(edgeBetween(st, A[0]!, nodeOff(st, A[0]!, A[1]!)));
    expect(checkInvariants(st)).toEqual([]);
  });
});

/** A neighbour of node a other than b. */
function nodeOff(st: GameState, a: number, b: number): number {
  for (let k = 0; k < 3; k++) {
    const n = st.game.board.nodeNodes[a * 3 + k]!;
    if (n >= 0 && n !== b) return n;
  }
  throw new Error('no other neighbour');
}

describe('random games', () => {
  it('never list a development card, offer walls and knights, and keep every invariant', () => {
    // Counted over the games: the barbarians may pillage a game's cities before any wall is built.
    let sevens = 0;
    let wallChances = 0;
    let hireChances = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `ck:random:${g}`;
      const game = createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 10 });
      const st = newState(game, seed);
      expect(st.s[DECK_COUNT]).toBe(0);
      const out = new Int32Array(maxActions(game));
      let x = g + 11;
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const n = legalActions(st, out);
        for (let i = 0; i < n; i++) expect([A_BUY_DEV, A_KNIGHT]).not.toContain(actionKind(out[i]!));
        if (out.subarray(0, n).some((a) => actionKind(a) === A_WALL)) wallChances++;
        if (out.subarray(0, n).some((a) => actionKind(a) === A_HIRE_KNIGHT)) hireChances++;
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const a = out[x % n]!;
        const robber = st.s[ROBBER];
        // The robber stays put until the first attack is over (D52).
        const locked = st.s[game.layout.fields['ck.attacks']!] === 0;
        apply(st, a);
        if (actionKind(a) === A_ROLL && (st.s[DICE]! >> 3) + (st.s[DICE]! & 7) === 7) sevens++;
        if (locked && st.s[game.layout.fields['ck.attacks']!] === 0) expect(st.s[ROBBER]).toBe(robber);
        expect(checkInvariants(st)).toEqual([]);
      }
    }
    expect(sevens).toBeGreaterThan(0);
    expect(wallChances).toBeGreaterThan(0);
    expect(hireChances).toBeGreaterThan(0);
  });
});

describe('5-6 players (D100, D101)', () => {
  it("the extension's bank (24 of each resource, 18 of each commodity); paired turns play with every invariant", () => {
    for (const players of [5, 6]) {
      const seed = `ck:five-six:${players}`;
      const game = createGame(fiveSixRandomBoard(seed), { expansion: 'cities-knights', players, turnRule: 'paired', targetVp: 13 });
      const st = newState(game, seed);
      const bank = (name: string) => st.s[game.bankSlot[cardIndex(game, name)]!]!;
      expect(['brick', 'lumber', 'wool', 'grain', 'ore'].map(bank)).toEqual([24, 24, 24, 24, 24]);
      expect(['paper', 'cloth', 'coin'].map(bank)).toEqual([18, 18, 18]);
      expect(st.s[DECK_COUNT]).toBe(0);
      const out = new Int32Array(maxActions(game));
      let x = players;
      let steps = 0;
      while (st.s[PHASE] !== PH_GAME_OVER && steps++ < 4000) {
        const n = legalActions(st, out);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        apply(st, out[(x >>> 4) % n]!);
        expect(checkInvariants(st)).toEqual([]);
      }
      expect(steps).toBeGreaterThan(500);
    }
  });
});
