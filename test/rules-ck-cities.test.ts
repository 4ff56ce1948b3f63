// Rule scenarios for Cities & Knights' cities (docs/rules-decisions.md): improvements and their
// costs (D59-D61, D49), metropolises claimed, captured and kept (D63), the level-3 abilities (D62),
// the 2:1 trades with the bank of the Trading House, the merchant and a Merchant Fleet (D53, D92,
// D94) through the engine's 2:1 mask, then random games that favour improvements, keeping every
// invariant, whose records replay.

import { describe, expect, it } from 'vitest';
import { A_CITY, A_END_TURN, A_MARITIME, A_ROLL, action, actionArg, actionKind } from '../src/engine/actions.js';
import { BRICK, DESERT, GRAIN, LUMBER, NUM_RESOURCES, ORE, WOOL } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { cardIndex } from '../src/engine/hands.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { BANK, CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, ROBBER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { inMainPhase, putCity, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { maritimeRate } from '../src/engine/queries.js';
import { makeRecord, replayRecordOn } from '../src/engine/record.js';
import type { LogEntry, RecordReader, RecordWriter } from '../src/engine/rule-set.js';
import { apply } from '../src/engine/step.js';
import { beginnerBoard, randomBoard } from '../src/rules/base/maps.js';
import { maritimeArg } from '../src/rules/base/trade.js';
import { nameFleetKind } from '../src/rules/cities-knights/bank-rates.js';
import { AREAS, POLITICS, SCIENCE, TRADE } from '../src/rules/cities-knights/data.js';
import type { CitiesKnightsFields } from '../src/rules/cities-knights/fields.js';
import { A_ACTIVATE_KNIGHT, A_AQUEDUCT, A_HIRE_KNIGHT, A_IMPROVE, A_PLACE_METROPOLIS, A_PROMOTE_KNIGHT, PH_AQUEDUCT, PH_PLACE_METROPOLIS } from '../src/rules/cities-knights/ids.js';
import { improveCost } from '../src/rules/cities-knights/improvements.js';
import { isMerchantSite, merchantSites, placeMerchant } from '../src/rules/cities-knights/merchant.js';
import { createGame } from '../src/rules/registry.js';
import type { RuleSetModule } from '../src/rules/rule-set.js';
import { act, argsOf, farApartSites, layPath, legal, pathA, roll } from './helpers/scenario.js';

const ckGame = (seed: string, players = 4) => newState(createGame(beginnerBoard(), { expansion: 'cities-knights', players, targetVp: 13 }), seed);

/** The rule set's fields, read back from the layout by name. */
function ck(st: GameState): CitiesKnightsFields {
  const f = st.game.layout.fields;
  return {
    attacks: f['ck.attacks']!,
    barbarians: f['ck.barbarians']!,
    levels: f['ck.levels']!,
    metropolis: f['ck.metropolis']!,
    merchantHex: f['ck.merchantHex']!,
    merchantOwner: f['ck.merchantOwner']!,
    defenders: f['ck.defenders']!,
    progressVp: f['ck.progressVp']!,
    fleet: f['ck.fleet']!,
    tokens: f['ck.tokens']!,
    aqueductOwed: f['ck.aqueductOwed']!,
  };
}

const level = (st: GameState, p: number, area: number) => st.s[ck(st).levels + p * AREAS.length + area]!;
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const kind = (st: GameState, name: string) => cardIndex(st.game, name);
const held = (st: GameState, p: number, name: string) => st.s[st.game.cardSlot[p * st.game.handKinds + kind(st, name)]!]!;
/** Gives seat p `n` cards of `name` (any hand kind) from the bank. */
function give(st: GameState, p: number, name: string, n: number): void {
  const k = kind(st, name);
  st.s[st.game.bankSlot[k]!]! -= n;
  st.s[st.game.cardSlot[p * st.game.handKinds + k]!]! += n;
  st.s[st.game.layout.handTotal + p]! += n;
}
/** The commodity each area's improvements cost (D59). */
const COMMODITY_OF_AREA = ['cloth', 'coin', 'paper'];
const sound = (st: GameState) => expect(checkInvariants(st)).toEqual([]);
/** Empties seat p's hand, commodities included, into the bank. */
function clearHand(st: GameState, p: number): void {
  for (const name of ['paper', 'cloth', 'coin']) give(st, p, name, -held(st, p, name));
  setHand(st, p, {});
}

/** Seat p, on turn, buys the next level of `area`, given just the commodities it costs; places a metropolis it takes on `place` (or its first free city). */
function buy(st: GameState, p: number, area: number, place?: number): void {
  inMainPhase(st, p);
  give(st, p, COMMODITY_OF_AREA[area]!, level(st, p, area) + 1);
  act(st, action(A_IMPROVE, area));
  if (st.s[PHASE] === PH_PLACE_METROPOLIS) act(st, action(A_PLACE_METROPOLIS, place ?? argsOf(st, A_PLACE_METROPOLIS)[0]!));
  sound(st);
}
function raise(st: GameState, p: number, area: number, to: number, place?: number): void {
  while (level(st, p, area) < to) buy(st, p, area, place);
}

describe('city improvements (D59-D61, D49)', () => {
  it('D60: level k costs k of the area\'s commodity, one level at a time; the Crane\'s price is k - 1 (D76)', () => {
    const st = ckGame('ck-cities:cost');
    putCity(st, 0, farApartSites(st)[0]!);
    inMainPhase(st, 0);
    give(st, 0, 'cloth', 5);
    give(st, 0, 'coin', 1);
    // 5 cloth: trade's level 1 (1 cloth), then 2 (2 cloth); 1 coin: politics' level 1; no paper.
    expect(argsOf(st, A_IMPROVE)).toEqual([TRADE, POLITICS]);
    act(st, action(A_IMPROVE, TRADE));
    expect([level(st, 0, TRADE), held(st, 0, 'cloth')]).toEqual([1, 4]);
    act(st, action(A_IMPROVE, TRADE));
    expect([level(st, 0, TRADE), held(st, 0, 'cloth')]).toEqual([2, 2]);
    // Level 3 costs 3: two cloth are not enough.
    expect(argsOf(st, A_IMPROVE)).toEqual([POLITICS]);
    act(st, action(A_IMPROVE, POLITICS));
    expect(held(st, 0, 'coin')).toBe(0);
    expect(st.s[st.game.bankSlot[kind(st, 'cloth')]!]).toBe(10);
    expect([1, 2, 3, 4, 5].map((k) => improveCost(k, false))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((k) => improveCost(k, true))).toEqual([0, 1, 2, 3, 4]);
    sound(st);
  });

  it('D49: no improvement without a city on the board, however many commodities', () => {
    const st = ckGame('ck-cities:no-city');
    putSettlement(st, 0, farApartSites(st)[0]!);
    inMainPhase(st, 0);
    give(st, 0, 'cloth', 5);
    give(st, 0, 'paper', 5);
    expect(argsOf(st, A_IMPROVE)).toEqual([]);
    putCity(st, 0, farApartSites(st)[1]!);
    expect(argsOf(st, A_IMPROVE)).toEqual([TRADE, SCIENCE]);
  });

  it('D61: levels 4 and 5 need a free city or the area\'s metropolis', () => {
    const st = ckGame('ck-cities:level4');
    const [a, b] = farApartSites(st);
    putCity(st, 0, a!);
    raise(st, 0, POLITICS, 4); // the politics metropolis goes on the only city
    raise(st, 0, SCIENCE, 3);
    inMainPhase(st, 0);
    give(st, 0, 'paper', 4);
    give(st, 0, 'coin', 5);
    // No free city: science stops at 3, politics goes on (its metropolis is held).
    expect(argsOf(st, A_IMPROVE)).toEqual([POLITICS]);
    putCity(st, 0, b!);
    expect(argsOf(st, A_IMPROVE)).toEqual([POLITICS, SCIENCE]);
    sound(st);
  });
});

describe('metropolises (D63)', () => {
  it('the first to level 4 takes it, on a free city of their choice: +2 VP', () => {
    const st = ckGame('ck-cities:claim');
    const [a, b, c] = farApartSites(st);
    putCity(st, 0, a!);
    putCity(st, 0, b!);
    putCity(st, 1, c!);
    raise(st, 0, TRADE, 3);
    const before = vp(st, 0);
    inMainPhase(st, 0);
    give(st, 0, 'cloth', 4);
    act(st, action(A_IMPROVE, TRADE));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_PLACE_METROPOLIS, 0]);
    expect(argsOf(st, A_PLACE_METROPOLIS)).toEqual([a!, b!].sort((x, y) => x - y));
    sound(st);
    act(st, action(A_PLACE_METROPOLIS, b!));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 0]);
    expect(st.s[ck(st).metropolis + TRADE]).toBe(b! + 1);
    expect(vp(st, 0)).toBe(before + 2);
    expect(st.game.hooks.vpSources(st, 0).metropolis).toBe(2);
    // Another area's metropolis may not share the city.
    raise(st, 0, SCIENCE, 3);
    inMainPhase(st, 0);
    give(st, 0, 'paper', 4);
    act(st, action(A_IMPROVE, SCIENCE));
    expect(argsOf(st, A_PLACE_METROPOLIS)).toEqual([a!]);
    act(st, action(A_PLACE_METROPOLIS, a!));
    expect(st.game.hooks.vpSources(st, 0).metropolis).toBe(4);
    // Nobody else reaching level 4 takes it.
    raise(st, 1, TRADE, 4);
    expect(st.s[ck(st).metropolis + TRADE]).toBe(b! + 1);
    sound(st);
  });

  it('a level-5 buyer captures it from a holder below 5, whose city becomes an ordinary city', () => {
    const st = ckGame('ck-cities:capture');
    const [a, b, c] = farApartSites(st);
    putCity(st, 0, a!);
    putCity(st, 1, b!);
    putCity(st, 1, c!);
    raise(st, 0, POLITICS, 4, a!);
    raise(st, 1, POLITICS, 4);
    expect(st.s[ck(st).metropolis + POLITICS]).toBe(a! + 1);
    const [vp0, vp1] = [vp(st, 0), vp(st, 1)];
    inMainPhase(st, 1);
    give(st, 1, 'coin', 5);
    act(st, action(A_IMPROVE, POLITICS));
    // Taken at once: seat 0 loses its 2 VP while seat 1 chooses the city.
    expect([st.s[PHASE], st.s[CUR], vp(st, 0)]).toEqual([PH_PLACE_METROPOLIS, 1, vp0 - 2]);
    sound(st);
    act(st, action(A_PLACE_METROPOLIS, c!));
    expect(st.s[ck(st).metropolis + POLITICS]).toBe(c! + 1);
    expect([vp(st, 0), vp(st, 1)]).toEqual([vp0 - 2, vp1 + 2]);
    expect(st.game.hooks.vpSources(st, 0).metropolis).toBe(0);
    sound(st);
  });

  it('once its holder has level 5 it never moves', () => {
    const st = ckGame('ck-cities:permanent');
    const [a, b] = farApartSites(st);
    putCity(st, 0, a!);
    putCity(st, 1, b!);
    raise(st, 0, SCIENCE, 5);
    raise(st, 1, SCIENCE, 5);
    expect(st.s[ck(st).metropolis + SCIENCE]).toBe(a! + 1);
    expect(st.game.hooks.vpSources(st, 1).metropolis).toBe(0);
    sound(st);
  });
});

describe('the level-3 abilities (D62)', () => {
  it('Fortress: politics 3 lets a strong knight be promoted to mighty', () => {
    const st = ckGame('ck-cities:fortress');
    const A = pathA(st);
    layPath(st, 0, A, 3);
    putCity(st, 0, farApartSites(st)[1]!);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 2, ore: 2, grain: 1 });
    act(st, action(A_HIRE_KNIGHT, A[2]!));
    act(st, action(A_ACTIVATE_KNIGHT, A[2]!));
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, ore: 1 });
    act(st, action(A_PROMOTE_KNIGHT, A[2]!));
    // A new turn (the knights' marks cleared as a turn ends): strong is the limit at politics 2.
    act(st, action(A_END_TURN));
    raise(st, 0, POLITICS, 2);
    setHand(st, 0, { wool: 1, ore: 1 });
    expect(argsOf(st, A_PROMOTE_KNIGHT)).toEqual([]);
    buy(st, 0, POLITICS);
    expect(argsOf(st, A_PROMOTE_KNIGHT)).toEqual([A[2]!]);
    act(st, action(A_PROMOTE_KNIGHT, A[2]!));
    const t = st.game.pieceTables.find((x) => x.name === 'knights')!;
    expect(st.s[t.rows + (st.s[t.occupancy + A[2]!]! - 1) * t.stride + 2]).toBe(3);
    sound(st);
  });

  describe('Aqueduct', () => {
    /** A total that no hex at `node` carries (or that one does), never 7. */
    const tokensAt = (st: GameState, node: number) => [0, 1, 2].map((k) => st.game.board.nodeHexes[node * 3 + k]!).filter((h) => h >= 0 && h !== st.s[ROBBER]).map((h) => st.game.board.hexToken[h]!);
    const missing = (st: GameState, nodes: number[]) => [2, 3, 4, 5, 6, 8, 9, 10, 11, 12].find((t) => nodes.every((n) => !tokensAt(st, n).includes(t)))!;
    const rollTotal = (st: GameState, total: number) => roll(st, total <= 6 ? 1 : 6, total - (total <= 6 ? 1 : 6));

    /** Seats `holders` with a city each and science 3; seat `roller` to roll. */
    function aqueducts(seed: string, holders: number[], roller: number): { st: GameState; cities: number[] } {
      const st = ckGame(seed);
      const cities = farApartSites(st);
      holders.forEach((p, i) => {
        putCity(st, p, cities[i]!);
        raise(st, p, SCIENCE, 3);
      });
      for (let p = 0; p < 4; p++) clearHand(st, p);
      skipSetup(st, roller);
      return { st, cities: cities.slice(0, holders.length) };
    }

    it('a holder who got no card takes one resource of their choice, in seat order from the roller', () => {
      const { st, cities } = aqueducts('ck-cities:aqueduct', [1, 3], 2);
      rollTotal(st, missing(st, cities));
      expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_AQUEDUCT, 3]);
      expect(argsOf(st, A_AQUEDUCT)).toEqual([BRICK, LUMBER, WOOL, GRAIN, ORE]);
      sound(st);
      act(st, action(A_AQUEDUCT, ORE));
      expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_AQUEDUCT, 1]);
      act(st, action(A_AQUEDUCT, GRAIN));
      expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_MAIN, 2]);
      expect(held(st, 3, 'ore')).toBe(1);
      expect(held(st, 1, 'grain')).toBe(1);
      expect(st.s[st.game.layout.handTotal + 1]).toBe(1);
      sound(st);
    });

    it('not for a holder whose city produced, nor on a 7', () => {
      const { st, cities } = aqueducts('ck-cities:aqueduct-given', [0], 0);
      rollTotal(st, tokensAt(st, cities[0]!)[0]!);
      expect(st.s[PHASE]).toBe(PH_MAIN);
      expect(st.s[st.game.layout.handTotal]).toBeGreaterThan(0);
      st.s[PHASE] = PH_PRE_ROLL;
      clearHand(st, 0);
      rollTotal(st, 7);
      expect([st.s[PHASE], st.s[CUR], st.s[st.game.layout.handTotal]]).toEqual([PH_MAIN, 0, 0]);
      sound(st);
    });

    it('nothing from an empty bank', () => {
      const { st, cities } = aqueducts('ck-cities:aqueduct-bank', [0], 0);
      for (let r = 0; r < NUM_RESOURCES; r++) {
        st.s[st.game.layout.hand + 1 * NUM_RESOURCES + r]! += st.s[BANK + r]!;
        st.s[st.game.layout.handTotal + 1]! += st.s[BANK + r]!;
        st.s[BANK + r] = 0;
      }
      rollTotal(st, missing(st, cities));
      expect([st.s[PHASE], st.s[CUR], st.s[ck(st).aqueductOwed]]).toEqual([PH_MAIN, 0, 0]);
      sound(st);
    });
  });
});

/** The log entry a kind writes for action `a` on `st`, and reading it back there. */
function entryOf(st: GameState, a: number): LogEntry {
  const b = st.game.board;
  const w: RecordWriter = { st, log: [], previous: -1, node: (n) => [...b.nodeName[n]!], edge: (e) => [...b.edgeName[e]!], hex: (h) => [b.hexQ[h]!, b.hexR[h]!] };
  return st.game.kinds[actionKind(a)]!.record.write(w, actionArg(a), -1)!;
}
function readBack(st: GameState, e: LogEntry): number[] {
  const error = (m: string) => new Error(m);
  const r = {
    st,
    where: 'log[0]',
    error,
    card: (name: unknown) => cardIndex(st.game, String(name)),
    resource: (name: unknown) => cardIndex(st.game, String(name)),
  } as unknown as RecordReader;
  for (const k of st.game.kinds) {
    const read = k?.record.read[e.a];
    const pairs = read?.(r, e);
    if (pairs) return pairs.map(([arg]) => arg);
  }
  throw new Error(`no reader for ${e.a}`);
}

describe('2:1 with the bank (D53): the Trading House, the merchant, a Merchant Fleet', () => {
  const trade = (st: GameState, give: string, get: number) => action(A_MARITIME, maritimeArg(st.game, kind(st, give), get));

  it('Trading House: 2 of any commodity for 1 card, listed, applied and recorded at 2:1', () => {
    const st = ckGame('ck-cities:trading-house');
    putCity(st, 0, farApartSites(st)[0]!);
    raise(st, 0, TRADE, 2);
    setHand(st, 0, {});
    give(st, 0, 'paper', 2);
    const a = trade(st, 'paper', ORE);
    expect(legal(st)).not.toContain(a);
    const without = entryOf(st, a); // what a forged record would claim now
    const oreRate = maritimeRate(st.game, st.s, 0, ORE);
    buy(st, 0, TRADE);
    expect(maritimeRate(st.game, st.s, 0, kind(st, 'coin'))).toBe(2);
    expect(maritimeRate(st.game, st.s, 0, ORE)).toBe(oreRate);
    expect(oreRate).toBeGreaterThan(2);
    expect(legal(st)).toContain(a);
    expect(legal(st)).toContain(trade(st, 'paper', kind(st, 'coin')));
    const e = entryOf(st, a);
    expect(e).toMatchObject({ a: 'maritime_trade', give: { paper: 2 }, get: { ore: 1 } });
    expect(readBack(st, e)).toEqual([actionArg(a)]);
    act(st, a);
    expect([held(st, 0, 'paper'), held(st, 0, 'ore')]).toEqual([0, 1]);
    // The rate check: the old rate claimed where the seat trades at 2, and 2 where it has no Trading House.
    expect(() => readBack(st, { ...e, give: { paper: oreRate } })).toThrow(new RegExp(`rate ${oreRate}:1`));
    const st2 = ckGame('ck-cities:trading-house-forged');
    putCity(st2, 0, farApartSites(st2)[0]!);
    inMainPhase(st2, 0);
    expect(without.give).toEqual({ paper: oreRate });
    expect(() => readBack(st2, e)).toThrow(/rate 2:1/);
    sound(st);
  });

  it('the merchant: 1 VP and 2:1 for its hex\'s resource to its controller; both move with control (D94)', () => {
    const st = ckGame('ck-cities:merchant');
    const F = ck(st);
    const b = st.game.board;
    const [a, c] = farApartSites(st);
    putSettlement(st, 0, a!);
    putSettlement(st, 1, c!);
    const out = new Int32Array(b.numHexes);
    const sites = Array.from(out.subarray(0, merchantSites(st.game, st.s, 0, out, 0)));
    expect(sites.length).toBeGreaterThan(0);
    for (const h of sites) expect([0, 1, 2].some((k) => b.nodeHexes[a! * 3 + k] === h)).toBe(true);
    const hex = sites.find((h) => b.hexTerrain[h]! < DESERT)!;
    const r = b.hexTerrain[hex]!;
    expect(isMerchantSite(st.game, st.s, 1, hex)).toBe(false);
    inMainPhase(st, 0);
    setHand(st, 0, { [['brick', 'lumber', 'wool', 'grain', 'ore'][r]!]: 2 });
    const get = r === GRAIN ? ORE : GRAIN;
    expect(legal(st)).not.toContain(action(A_MARITIME, maritimeArg(st.game, r, get)));
    const vp0 = vp(st, 0);
    placeMerchant(st.game, st.s, F, 0, hex);
    expect([vp(st, 0), st.game.hooks.vpSources(st, 0).merchant]).toEqual([vp0 + 1, 1]);
    const cheap = action(A_MARITIME, maritimeArg(st.game, r, get));
    expect(legal(st)).toContain(cheap);
    const e = entryOf(st, cheap);
    expect(e.give).toEqual({ [['brick', 'lumber', 'wool', 'grain', 'ore'][r]!]: 2 });
    expect(readBack(st, e)).toEqual([actionArg(cheap)]);
    sound(st);
    // Seat 1 plays a Merchant next to its own settlement: the VP and the trade pass.
    const theirs = Array.from(out.subarray(0, merchantSites(st.game, st.s, 1, out, 0)));
    const vp1 = vp(st, 1);
    placeMerchant(st.game, st.s, F, 1, theirs[0]!);
    expect([vp(st, 0), vp(st, 1)]).toEqual([vp0, vp1 + 1]);
    expect(legal(st)).not.toContain(action(A_MARITIME, maritimeArg(st.game, r, get)));
    sound(st);
    // On the desert it gives the VP and no trade.
    const desert = b.landHexes.find((h) => b.hexTerrain[h] === DESERT)!;
    const near = b.hexNodes[desert * 6]!;
    putSettlement(st, 0, near);
    placeMerchant(st.game, st.s, F, 0, desert);
    expect(st.s[st.game.layout.twoForOne]).toBe(0);
    expect(st.game.hooks.vpSources(st, 0).merchant).toBe(1);
    sound(st);
  });

  it('a Merchant Fleet: 2:1 for the kind named until the turn ends (D92)', () => {
    const st = ckGame('ck-cities:fleet');
    putSettlement(st, 0, farApartSites(st)[0]!);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 2 });
    give(st, 0, 'coin', 2);
    expect(legal(st).filter((a) => actionKind(a) === A_MARITIME)).toEqual([]);
    const coinRate = maritimeRate(st.game, st.s, 0, kind(st, 'coin'));
    nameFleetKind(st.game, st.s, ck(st), 0, kind(st, 'coin'));
    expect(legal(st)).toContain(trade(st, 'coin', WOOL));
    expect(legal(st)).not.toContain(action(A_MARITIME, maritimeArg(st.game, WOOL, ORE)));
    nameFleetKind(st.game, st.s, ck(st), 0, WOOL);
    const wool = action(A_MARITIME, maritimeArg(st.game, WOOL, ORE));
    expect(entryOf(st, wool).give).toEqual({ wool: 2 });
    const coinEntry = entryOf(st, trade(st, 'coin', WOOL));
    expect(readBack(st, coinEntry)).toEqual([actionArg(trade(st, 'coin', WOOL))]);
    act(st, wool);
    expect(held(st, 0, 'ore')).toBe(1);
    sound(st);
    act(st, action(A_END_TURN));
    expect([st.s[ck(st).fleet], st.s[st.game.layout.twoForOne]]).toEqual([0, 0]);
    expect(maritimeRate(st.game, st.s, 0, kind(st, 'coin'))).toBe(coinRate);
    expect(coinRate).toBeGreaterThan(2);
    expect(() => readBack(st, coinEntry)).toThrow(/rate 2:1 is not this seat's rate/);
    sound(st);
  });

  it('the seam: a rule set\'s 2:1 mask reaches the base game\'s resource trades too', () => {
    const cheapWool: RuleSetModule = {
      name: 'cheap-wool',
      summary: 'seat 0 trades wool 2:1',
      appliesTo: () => false,
      install(g) {
        const at = g.twoForOne();
        const setUp = g.hooks.setUp;
        g.hooks.setUp = (st) => {
          setUp(st);
          st.s[at] = 1 << WOOL;
        };
      },
    };
    const st = newState(createGame(beginnerBoard(), { players: 4 }, [cheapWool]), 'ck-cities:seam');
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 2 });
    expect(legal(st)).toContain(action(A_MARITIME, maritimeArg(st.game, WOOL, ORE)));
    act(st, action(A_MARITIME, maritimeArg(st.game, WOOL, ORE)));
    expect(st.s[st.game.layout.hand + ORE]).toBe(1);
    inMainPhase(st, 1);
    setHand(st, 1, { wool: 2 });
    expect(legal(st).filter((a) => actionKind(a) === A_MARITIME)).toEqual([]);
  });
});

describe('random games favouring improvements', () => {
  it('keep every invariant; metropolises, Aqueduct picks and 2:1 trades occur; records replay', () => {
    const seen = { improve: 0, metropolis: 0, aqueduct: 0, cheap: 0 };
    for (let g = 0; g < 8; g++) {
      const seed = `ck-cities:random:${g}`;
      const game = createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 13, turnCap: 300 });
      const st = newState(game, seed);
      const out = new Int32Array(maxActions(game));
      const actions: number[] = [];
      const outcomes: number[] = [];
      let x = g + 7;
      const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const n = legalActions(st, out);
        // Improvements whenever possible, then cities, maritime trades rarely, and otherwise a uniform choice.
        let a = out[next() % n]!;
        for (let i = 0; i < n; i++) if (actionKind(out[i]!) === A_CITY) a = out[i]!;
        for (let i = 0; i < n; i++) if (actionKind(out[i]!) === A_IMPROVE) a = out[i]!;
        if (actionKind(a) === A_MARITIME && next() % 4 !== 0) a = out[next() % n]!;
        const k = actionKind(a);
        if (k === A_IMPROVE) seen.improve++;
        if (k === A_PLACE_METROPOLIS) seen.metropolis++;
        if (k === A_AQUEDUCT) seen.aqueduct++;
        if (k === A_MARITIME && maritimeRate(game, st.s, st.s[CUR]!, (actionArg(a) / game.maritimeWidth) | 0) === 2) seen.cheap++;
        actions.push(a);
        outcomes.push(apply(st, a));
        expect(checkInvariants(st)).toEqual([]);
        if (k === A_ROLL) expect(st.s[ck(st).aqueductOwed] === 0 || st.s[PHASE] === PH_AQUEDUCT).toBe(true);
      }
      const rec = makeRecord({ game, seed, index: g, seats: [0, 1, 2, 3].map(() => ({ bot: 'random' })), actions, outcomes, forfeit: null });
      const again = replayRecordOn(createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 13, turnCap: 300 }), JSON.parse(JSON.stringify(rec)));
      expect(Array.from(again.state.s)).toEqual(Array.from(st.s));
    }
    expect(seen.improve).toBeGreaterThan(0);
    expect(seen.metropolis).toBeGreaterThan(0);
    expect(seen.aqueduct).toBeGreaterThan(0);
    expect(seen.cheap).toBeGreaterThan(0);
  });
});
