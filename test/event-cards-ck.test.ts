// The Catan Event Cards with Cities & Knights (D223-D226): each flip throws the event die too, a
// ship moves the barbarians, a gate draws progress cards by the card's red die; the events' C&K
// readings (Epidemic, Good Neighbors, Tournament, Conflict); the Alchemist not offered; Easy Start
// refused; random games at 3-6 players keep every invariant and replay to the same state.

import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { A_ROLL, ARG_BITS, action } from '../src/engine/actions.js';
import { GRAIN, ORE, WOOL } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { cardIndex } from '../src/engine/hands.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { putCity, putRoad, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { EVENT_FACES } from '../src/rules/cities-knights/events.js';
import { A_PLAY_PROGRESS, PH_DRAW_PROGRESS } from '../src/rules/cities-knights/ids.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import { createGame, replayRecord, resolveOptions } from '../src/rules/registry.js';
import { CARD_EVENT, CARD_NAMES, CARD_RED, EVENTS } from '../src/rules/traders-barbarians/event-cards/data.js';
import { A_GIVE_CARD, A_PICK, A_TAKE, PH_GIVE, PH_PICK, PH_TAKE } from '../src/rules/traders-barbarians/event-cards/fields.js';
import { ck, ckGame, eventDie, giveProgress, putKnight, setLevel, sites } from './helpers/ck-events.js';
import { act, argsOf, edgesAt, hand, legal, sound } from './helpers/scenario.js';

const EC = { eventCards: 'new-year' } as const;
const game = (seed: string) => ckGame(seed, EC);
/** The first card of `name`. */
const card = (name: string) => {
  const k = CARD_NAMES.indexOf(name);
  if (k < 0) throw new Error(`no card ${name}`);
  return k;
};
/** Flips card k (forced) with the event die showing `face`. */
const flip = (st: GameState, k: number, face: (typeof EVENT_FACES)[number]) => act(st, action(A_ROLL), k + 36 * EVENT_FACES.indexOf(face));
const commodity = (st: GameState, name: string) => cardIndex(st.game, name);
const where = (st: GameState) => [st.s[PHASE], st.s[CUR]];

describe('the flip throws the event die (D224)', () => {
  it('options: accepted with Cities & Knights, refused with Easy Start', () => {
    expect(resolveOptions({ players: 4, expansion: 'cities-knights', eventCards: 'new-year' }).eventCards).toBe('new-year');
    expect(() => resolveOptions({ players: 4, expansion: 'cities-knights', eventCards: 'reshuffle', easyStart: true })).toThrow(/^option eventCards: .*Easy Start \(easyStart\)/);
  });

  it('a flip lists every card not flipped with each face of the event die, a ship on 3 sides of 6', () => {
    const st = game('eck:die');
    skipSetup(st, 0);
    const values = new Int32Array(st.game.maxOutcomes);
    const weights = new Int32Array(st.game.maxOutcomes);
    const n = st.game.kinds[A_ROLL]!.outcomes!(st, 0, values, weights);
    expect(n).toBe(36 * 4);
    const byFace = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) byFace[Math.floor(values[i]! / 36)]! += weights[i]!;
    expect(byFace).toEqual([108, 36, 36, 36]);
  });

  it('a ship moves the barbarians; the entry names the card, its red die and the face', () => {
    const st = game('eck:ship');
    skipSetup(st, 0);
    flip(st, card('catan-prospers-9'), 'ship');
    expect(st.s[ck(st, 'barbarians')]).toBe(1);
    expect(st.s[eventDie(st)]).toBe(0);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    const w = { st, log: [], previous: -1, node: () => [], edge: () => [], hex: () => [] };
    const entry = st.game.kinds[A_ROLL]!.record.write(w as never, 0, card('robber-flees-4') + 36 * 2);
    expect(entry).toMatchObject({ a: 'event', card: 'robber-flees-4', number: 4, red: 1, event: 'politics' });
    sound(st);
  });

  it("a gate draws progress cards by the card's red die: level k draws on a red of at most k + 1", () => {
    const st = game('eck:gate');
    setLevel(st, 0, 'trade', 1);
    setLevel(st, 1, 'trade', 2);
    setLevel(st, 2, 'trade', 5);
    skipSetup(st, 3);
    // Catan Prospers 8 with red 3 (white 5): levels 2 and 5 draw, level 1 does not.
    const k = CARD_NAMES.findIndex((n, j) => n === 'catan-prospers-8' && CARD_RED[j] === 3);
    flip(st, k, 'trade');
    const order: number[] = [];
    while (st.s[PHASE] === PH_DRAW_PROGRESS) {
      order.push(st.s[CUR]!);
      act(st, legal(st)[0]!);
    }
    expect(order).toEqual([1, 2]);
    // Red 2 (Catan Prospers 8's first card shows 3; Epidemic 8 shows 2): level 1 draws too.
    skipSetup(st, 0);
    st.s[ck(st, 'barbarians')] = 0;
    flip(st, card('epidemic-8'), 'trade');
    const order2: number[] = [];
    while (st.s[PHASE] === PH_DRAW_PROGRESS) {
      order2.push(st.s[CUR]!);
      act(st, legal(st)[0]!);
    }
    expect(order2).toEqual([0, 1, 2]);
    sound(st);
  });

  it('the Alchemist is not offered before the flip (D226)', () => {
    const st = game('eck:alch');
    skipSetup(st, 0);
    giveProgress(st, 0, 'alchemist');
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(argsOf(st, A_PLAY_PROGRESS)).toEqual([]);
    const plain = ckGame('eck:alch');
    skipSetup(plain, 0);
    giveProgress(plain, 0, 'alchemist');
    expect(argsOf(plain, A_PLAY_PROGRESS).length).toBeGreaterThan(0);
  });
});

describe("the events' Cities & Knights readings (D225)", () => {
  it('Epidemic: a city yields one resource and no commodity', () => {
    const st = game('eck:epi');
    skipSetup(st, 0);
    const b = st.game.board;
    // A pasture hex given the 8 (its token swapped with the 8's hex), and a city of seat 1 on it.
    const T = ck(st, 'tokens');
    const hexes = Array.from({ length: b.numHexes }, (_, i) => i);
    const h = hexes.find((i) => b.hexTerrain[i] === WOOL && st.s[T + i]! > 0)!;
    const h8 = hexes.find((i) => st.s[T + i] === 8)!;
    [st.s[T + h], st.s[T + h8]] = [8, st.s[T + h]!];
    const node = b.hexNodes[h * 6 + 0]!;
    putCity(st, 1, node);
    setHand(st, 1, {});
    const cloth = commodity(st, 'cloth');
    const t = structuredClone(st.s);
    flip(st, card('epidemic-8'), 'science');
    expect(hand(st, 1)[WOOL]).toBe(1);
    expect(st.s[st.game.cardSlot[1 * st.game.handKinds + cloth]!]).toBe(0);
    sound(st);
    // Without the Epidemic (Catan Prospers 8), the city takes wool and cloth.
    st.s.set(t);
    flip(st, card('catan-prospers-8'), 'science');
    expect(hand(st, 1)[WOOL]).toBe(1);
    expect(st.s[st.game.cardSlot[1 * st.game.handKinds + cloth]!]).toBe(1);
  });

  it('Good Neighbors: a seat holding only commodities gives one; one with both may give either', () => {
    const st = game('eck:gn');
    skipSetup(st, 0);
    const K = st.game.handKinds;
    const cloth = commodity(st, 'cloth');
    const coin = commodity(st, 'coin');
    setHand(st, 0, { ore: 1, cloth: 1 });
    setHand(st, 1, { coin: 1 });
    setHand(st, 2, {});
    setHand(st, 3, {});
    flip(st, card('good-neighbors-6'), 'science');
    expect(where(st)).toEqual([PH_GIVE, 0]);
    expect(argsOf(st, A_GIVE_CARD)).toEqual([1 * 8 + ORE, 1 * 8 + cloth].sort((a, b) => a - b));
    act(st, action(A_GIVE_CARD, 1 * 8 + cloth));
    expect(where(st)).toEqual([PH_GIVE, 1]);
    // Seat 1 now holds coin and cloth: commodities only, so a commodity.
    expect(argsOf(st, A_GIVE_CARD)).toEqual([2 * 8 + cloth, 2 * 8 + coin].sort((a, b) => a - b));
    act(st, action(A_GIVE_CARD, 2 * 8 + coin));
    // Seats 2 and 3 held nothing when the card was flipped: they give nothing (D129).
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[st.game.cardSlot[2 * K + coin]!]).toBe(1);
    sound(st);
  });

  it('Tournament: the strongest active knights take a resource; Conflict: each of them takes a random resource or commodity', () => {
    const st = game('eck:knights');
    const [a, b2, c] = sites(st, 3);
    skipSetup(st, 0);
    for (const [p, n] of [[1, a], [2, b2], [3, c]] as const) {
      putSettlement(st, p, n!);
    }
    putKnight(st, 1, sites(st, 1, [a!, b2!, c!])[0]!, 2, true);
    putKnight(st, 2, sites(st, 1, [a!, b2!, c!, ...sites(st, 1, [a!, b2!, c!])])[0]!, 1, true);
    flip(st, card('tournament-5'), 'science');
    expect(where(st)).toEqual([PH_PICK, 1]);
    act(st, action(A_PICK, GRAIN));
    expect(st.s[PHASE]).not.toBe(PH_PICK);
    // Conflict: seat 1 (strength 2) takes from seat 3, who holds only a commodity.
    skipSetup(st, 0);
    const K = st.game.handKinds;
    const paper = commodity(st, 'paper');
    for (let p = 0; p < 4; p++) setHand(st, p, p === 3 ? { paper: 1 } : {});
    flip(st, card('conflict-3'), 'science');
    expect(where(st)).toEqual([PH_TAKE, 1]);
    expect(argsOf(st, A_TAKE)).toEqual([3]);
    act(st, action(A_TAKE, 3), paper);
    expect(st.s[st.game.cardSlot[1 * K + paper]!]).toBe(1);
    sound(st);
  });

  it('Trade Advantage takes resources only', () => {
    const st = game('eck:ta');
    skipSetup(st, 0);
    const [n0, n1] = sites(st, 2);
    putSettlement(st, 0, n0!);
    putRoad(st, 0, edgesAt(st, n0!)[0]!);
    putSettlement(st, 1, n1!);
    for (let p = 0; p < 4; p++) setHand(st, p, p === 1 ? { paper: 1 } : {});
    flip(st, card('trade-advantage-5'), 'science');
    // Seat 0 has the most roads, but nobody holds a resource: nobody is asked.
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
  });
});

describe('random games of Cities & Knights with the Event Cards', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: every invariant holds, ships and gates come with the cards, and the record replays`, () => {
      const seed = `eck:${players}`;
      const options = { players, expansion: 'cities-knights', ...EC, turnCap: 120 } as const;
      const g = createGame(players <= 4 ? randomBoard(seed) : fiveSixRandomBoard(seed), options);
      const st = newState(g, seed);
      const list = new Int32Array(maxActions(g));
      const bot = createRandomBot();
      const rng = makeRandom(`${seed}/bot`);
      const actions: number[] = [];
      const outcomes: number[] = [];
      const problems: string[] = [];
      const faces = new Set<number>();
      const events = new Set<string>();
      while (st.s[PHASE] !== PH_GAME_OVER && problems.length === 0) {
        const n = legalActions(st, list);
        const a = n === 1 ? list[0]! : bot.decide(st as never, list, n, rng);
        actions.push(a);
        const o = apply(st, a);
        outcomes.push(o);
        if (a >>> ARG_BITS === A_ROLL) {
          faces.add(Math.floor(o / 36));
          events.add(EVENTS[CARD_EVENT[o % 36]!]!);
          expect(st.s[eventDie(st)]).toBe(Math.floor(o / 36));
        }
        problems.push(...checkInvariants(st));
      }
      expect(problems).toEqual([]);
      expect(faces.size).toBe(4);
      expect(events.size).toBeGreaterThan(6);
      const rec = makeRecord({ game: g, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions, outcomes, forfeit: null });
      expect(rec.log.filter((e) => e.a === 'event').every((e) => EVENT_FACES.includes(e.event as never))).toBe(true);
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(st.s));
    });
  }
});
