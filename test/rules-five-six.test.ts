// Rule scenarios for 5-6 players (docs/rules-decisions.md D23-D29): the extension's board and
// components, the special building phase, the paired-player turn and the inactive colour.

import { describe, expect, it } from 'vitest';
import { A_BUY_DEV, A_CITY, A_END_TURN, A_KNIGHT, A_MARITIME, A_OFFER, A_ROAD, A_SETTLEMENT, action, actionKind } from '../src/engine/actions.js';
import { buildBoard } from '../src/engine/board.js';
import { KNIGHT, VICTORY_POINT } from '../src/engine/constants.js';
import { newState, totalVp, type GameState } from '../src/engine/game.js';
import {
  BANK,
  CUR,
  DECK,
  DECK_COUNT,
  PHASE,
  PH_GAME_OVER,
  PH_MAIN,
  PH_MOVE_ROBBER,
  PH_PRE_ROLL,
  TURN,
  TURN_PLAYER,
  WINNER,
  hasBit,
} from '../src/engine/layout.js';
import { OptionsError, resolveOptions, type RuleOptions } from '../src/rules/options.js';
import { giveDev, inMainPhase, putCity, setHand } from '../src/engine/position.js';
import { FIVE_SIX_SUPPLY } from '../src/rules/five-six/supply.js';
import { FIVE_SIX_FRAME, INACTIVE_SETTLEMENTS, fiveSixBeginnerBoard, fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { makeRandom } from '../src/engine/rng.js';
import { determinize, seatView } from '../src/engine/view.js';
import { act, hand, layPath, legal, nodeAt, roll, sorted, sound } from './helpers/scenario.js';
import { createGame } from '../src/rules/registry.js';
import { PH_SPECIAL_BUILD } from '../src/rules/turn-rules/special-building.js';
import { subturnField } from '../src/rules/turn-rules/paired.js';

function fiveSix(players: number, opts: Partial<RuleOptions> = {}): GameState {
  return newState(createGame(fiveSixBeginnerBoard(), { players, ...opts }), 'five-six');
}
const kinds = (st: GameState) => new Set(legal(st).map(actionKind));
const END = action(A_END_TURN);
/** Three nodes along the top of hex (q, r): corners 0, 1, 2. */
const walk = (st: GameState, q: number, r: number) => [nodeAt(st, q, r, 0), nodeAt(st, q, r, 1), nodeAt(st, q, r, 2)];

describe('5-6 board and components (D23-D26)', () => {
  it('the frame has 30 land hexes in rows of 3-4-5-6-5-4-3 and the extension pools', () => {
    const f = FIVE_SIX_FRAME;
    expect(f.land).toHaveLength(30);
    const rows = new Map<number, number>();
    for (const [, r] of f.land) rows.set(r, (rows.get(r) ?? 0) + 1);
    expect([...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n)).toEqual([3, 4, 5, 6, 5, 4, 3]);
    const count = <T>(xs: readonly T[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<T, number>());
    expect(Object.fromEntries(count(f.terrain))).toEqual({ forest: 6, pasture: 6, fields: 6, hills: 5, mountains: 5, desert: 2 });
    expect(Object.fromEntries(count(f.tokens))).toEqual({ 2: 2, 3: 3, 4: 3, 5: 3, 6: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 2 });
    expect(Object.fromEntries(count(f.harbors))).toEqual({ '3:1': 5, brick: 1, lumber: 1, wool: 2, grain: 1, ore: 1 });
    expect(sorted([...f.spiralTokens])).toEqual(sorted([...f.tokens]));
    expect(f.harborSites).toHaveLength(11);
  });

  it('the first-game layout: the frame pools, tokens by row as printed, no 6 or 8 next to another, 11 harbors on 22 intersections', () => {
    const b = buildBoard(fiveSixBeginnerBoard());
    expect(b.numHexes).toBe(30);
    expect(b.harborEdges).toHaveLength(11);
    expect(Array.from(b.nodeHarbor).filter((h) => h >= 0)).toHaveLength(22);
    const spec = fiveSixBeginnerBoard();
    expect(sorted(spec.hexes.flatMap((h) => (h.token ? [h.token] : [])))).toEqual(sorted([...FIVE_SIX_FRAME.tokens]));
    const byRow = [-3, -2, -1, 0, 1, 2, 3].map((r) => spec.hexes.filter((h) => h.hex[1] === r).map((h) => h.token ?? 0));
    expect(byRow).toEqual([[10, 6, 0], [6, 2, 9, 11], [3, 11, 5, 10, 4], [5, 4, 6, 3, 8, 0], [12, 10, 2, 4, 11], [8, 3, 9, 5], [9, 12, 8]]);
    const red = new Set(spec.hexes.filter((h) => h.token === 6 || h.token === 8).map((h) => h.hex.join(',')));
    const dirs = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]];
    for (const key of red) {
      const [q, r] = key.split(',').map(Number);
      for (const [dq, dr] of dirs) expect(red.has(`${q! + dq!},${r! + dr!}`)).toBe(false);
    }
    const robber = spec.robber!;
    expect(spec.hexes.find((h) => h.hex[0] === robber[0] && h.hex[1] === robber[1])!.terrain).toBe('desert');
  });

  it('random boards deal the frame pools and depend on the seed alone', () => {
    const a = fiveSixRandomBoard('x');
    expect(fiveSixRandomBoard('x')).toEqual(a);
    expect(fiveSixRandomBoard('y')).not.toEqual(a);
    expect(() => buildBoard(a)).not.toThrow();
    expect(a.hexes.every((h) => (h.terrain === 'desert') === (h.token === undefined))).toBe(true);
  });

  it('5-6 games use 24 cards of each resource and a 34-card deck (20 knights, 3 of each progress card, 5 VP)', () => {
    for (const players of [5, 6]) {
      const st = fiveSix(players);
      expect(st.game.supply).toBe(FIVE_SIX_SUPPLY);
      expect(st.game.ruleset).toBe('five-six');
      expect(Array.from(st.s.subarray(BANK, BANK + 5))).toEqual([24, 24, 24, 24, 24]);
      expect(Array.from(st.s.subarray(DECK, DECK + 5))).toEqual([20, 3, 3, 3, 5]);
      expect(st.s[DECK_COUNT]).toBe(34);
      for (let p = 0; p < players; p++) {
        expect(st.s[st.game.layout.roadsLeft + p]).toBe(15);
        expect(st.s[st.game.layout.settlementsLeft + p]).toBe(5);
        expect(st.s[st.game.layout.citiesLeft + p]).toBe(4);
      }
      sound(st);
    }
    expect(newState(createGame(fiveSixBeginnerBoard(), { players: 4 }), 's').s[DECK_COUNT]).toBe(25);
  });

  it('options: 5-6 players default to the special building phase; each rule needs its player count', () => {
    expect(resolveOptions({ players: 6 }).turnRule).toBe('special-building');
    expect(resolveOptions({ players: 4 }).turnRule).toBe('standard');
    expect(() => resolveOptions({ players: 5, turnRule: 'standard' })).toThrow(OptionsError);
    expect(() => resolveOptions({ players: 4, turnRule: 'paired' })).toThrow(OptionsError);
    expect(() => resolveOptions({ players: 7 })).toThrow(OptionsError);
    expect(() => resolveOptions({ players: 6, inactiveColour: true })).toThrow(OptionsError);
  });

  it('set-up snakes over all six seats and the second settlement pays out', () => {
    const st = fiveSix(6);
    const order: number[] = [];
    while (st.s[PHASE] !== PH_PRE_ROLL) {
      const a = legal(st)[0]!;
      if (actionKind(a) === A_SETTLEMENT) order.push(st.s[CUR]!);
      act(st, a);
    }
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 0]);
    expect(st.s[TURN_PLAYER]).toBe(0);
    sound(st);
  });
});

describe('special building phase (D29)', () => {
  it('after each turn every other player, in turn order, gets one special build; then the next player rolls', () => {
    const st = fiveSix(6);
    inMainPhase(st, 2);
    const turn = st.s[TURN]!;
    act(st, END);
    const builders: number[] = [];
    while (st.s[PHASE] === PH_SPECIAL_BUILD) {
      builders.push(st.s[CUR]!);
      expect(st.s[TURN_PLAYER]).toBe(2);
      act(st, END);
    }
    expect(builders).toEqual([3, 4, 5, 0, 1]);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(st.s[TURN_PLAYER]).toBe(3);
    expect(st.s[TURN]).toBe(turn + 1);
    expect(st.s[subturnField(st.game)]).toBe(0);
  });

  it('a builder may build roads, settlements and cities and buy cards, but not trade or play cards', () => {
    const st = fiveSix(5);
    inMainPhase(st, 0);
    const [a, b, c] = walk(st, 0, -1);
    layPath(st, 1, [a!, b!, c!], 2);
    setHand(st, 1, { brick: 6, lumber: 6, wool: 6, grain: 6, ore: 6 });
    giveDev(st, 1, KNIGHT);
    act(st, END);
    expect(st.s[PHASE]).toBe(PH_SPECIAL_BUILD);
    expect(st.s[CUR]).toBe(1);
    expect(kinds(st)).toEqual(new Set([A_END_TURN, A_ROAD, A_SETTLEMENT, A_CITY, A_BUY_DEV]));
    act(st, action(A_SETTLEMENT, c!));
    act(st, action(A_CITY, a!));
    act(st, action(A_BUY_DEV), 4);
    expect(st.s[CUR]).toBe(1); // as many builds as the builder can pay for
    expect(hand(st, 1)).toEqual([5, 5, 4, 2, 2]);
    sound(st);
  });

  it('a card bought in the special building phase is playable on the buyer\'s next turn', () => {
    const st = fiveSix(5);
    inMainPhase(st, 0);
    setHand(st, 1, { wool: 1, grain: 1, ore: 1 });
    act(st, END);
    act(st, action(A_BUY_DEV), KNIGHT);
    act(st, END);
    while (st.s[PHASE] === PH_SPECIAL_BUILD) act(st, END);
    expect(st.s[TURN_PLAYER]).toBe(1);
    expect(legal(st)).toContain(action(A_KNIGHT));
  });

  it('reaching the target in the special building phase wins only at the start of the builder\'s own turn', () => {
    const st = fiveSix(5);
    inMainPhase(st, 4);
    const sites = [nodeAt(st, 0, -3, 0), nodeAt(st, 2, -2, 1), nodeAt(st, -3, 0, 4), nodeAt(st, 1, 1, 2)];
    for (const n of sites) putCity(st, 1, n);
    const [a, b, c] = walk(st, -1, 2);
    layPath(st, 1, [a!, b!, c!], 2);
    expect(totalVp(st.game, st.s, 1)).toBe(9);
    setHand(st, 1, { brick: 1, lumber: 1, wool: 1, grain: 1 });
    act(st, END); // seat 4's turn ends; seat 0 builds first
    act(st, END);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_SETTLEMENT, c!));
    expect(totalVp(st.game, st.s, 1)).toBe(10);
    expect(st.s[PHASE]).toBe(PH_SPECIAL_BUILD);
    expect(st.s[WINNER]).toBe(-1);
    act(st, END);
    act(st, END);
    act(st, END);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL); // seat 0's turn: seat 1 has not won yet
    roll(st, 3, 3);
    act(st, END);
    while (st.s[PHASE] === PH_SPECIAL_BUILD) act(st, END);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(1);
  });

  it('the turn cap counts turns, not special builds', () => {
    const st = fiveSix(5, { turnCap: 3 });
    inMainPhase(st, 0);
    for (let i = 0; i < 40 && st.s[PHASE] !== PH_GAME_OVER; i++) {
      if (st.s[PHASE] === PH_PRE_ROLL) roll(st, 1, 2);
      else act(st, END);
    }
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[TURN]).toBe(3);
  });
});

describe('paired players (D28)', () => {
  it('player 1 and the third player to their left share each turn; both markers then pass left', () => {
    for (const players of [5, 6]) {
      const st = fiveSix(players, { turnRule: 'paired' });
      inMainPhase(st, 0);
      st.s[PHASE] = PH_PRE_ROLL;
      const pairs: Array<[number, number]> = [];
      const turn = st.s[TURN]!;
      for (let i = 0; i < players; i++) {
        const p1 = st.s[TURN_PLAYER]!;
        roll(st, 1, 2);
        act(st, END);
        expect(st.s[PHASE]).toBe(PH_MAIN); // player 2 does not roll
        expect(st.s[subturnField(st.game)]).toBe(1);
        pairs.push([p1, st.s[TURN_PLAYER]!]);
        expect(st.s[CUR]).toBe(st.s[TURN_PLAYER]);
        act(st, END);
      }
      expect(pairs).toEqual(Array.from({ length: players }, (_, i) => [i, (i + 3) % players]));
      expect(st.s[TURN]).toBe(turn + players);
    }
  });

  it('player 2 trades only with the supply, but builds and plays a card', () => {
    const st = fiveSix(5, { turnRule: 'paired' });
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 2, ore: 4 });
    expect(kinds(st).has(A_OFFER)).toBe(true); // player 1 trades with everyone
    const [a, b, c] = walk(st, 0, -1);
    layPath(st, 3, [a!, b!, c!], 2);
    setHand(st, 3, { brick: 2, lumber: 1, wool: 1, grain: 1, ore: 4 });
    giveDev(st, 3, KNIGHT);
    act(st, END);
    expect(st.s[TURN_PLAYER]).toBe(3);
    const k = kinds(st);
    expect(k.has(A_OFFER)).toBe(false);
    expect(k.has(A_MARITIME)).toBe(true);
    expect(k.has(A_SETTLEMENT)).toBe(true);
    expect(k.has(A_KNIGHT)).toBe(true);
    act(st, action(A_KNIGHT));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    act(st, legal(st)[0]!);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(3);
    act(st, action(A_SETTLEMENT, c!));
    sound(st);
  });

  it('a card bought by player 1 cannot be played in the same portion but can as player 2 later', () => {
    const st = fiveSix(5, { turnRule: 'paired' });
    inMainPhase(st, 3);
    st.s[PHASE] = PH_PRE_ROLL;
    roll(st, 1, 2);
    setHand(st, 3, { wool: 1, grain: 1, ore: 1 });
    act(st, action(A_BUY_DEV), KNIGHT);
    expect(kinds(st).has(A_KNIGHT)).toBe(false);
    act(st, END); // seat 3's player-1 portion ends; seat 1 is player 2
    act(st, END); // seat 4 is player 1, seat 2 player 2
    roll(st, 1, 2);
    act(st, END);
    act(st, END);
    roll(st, 1, 2); // seat 0 is player 1, seat 3 player 2
    act(st, END);
    expect(st.s[TURN_PLAYER]).toBe(3);
    expect(kinds(st).has(A_KNIGHT)).toBe(true);
  });

  it('player 2 wins on their own portion, and at its start if already at the target', () => {
    const st = fiveSix(5, { turnRule: 'paired' });
    inMainPhase(st, 0);
    const sites = [nodeAt(st, 0, -3, 0), nodeAt(st, 2, -2, 1), nodeAt(st, -3, 0, 4), nodeAt(st, 1, 1, 2)];
    for (const n of sites) putCity(st, 3, n);
    giveDev(st, 3, VICTORY_POINT);
    expect(totalVp(st.game, st.s, 3)).toBe(9);
    const [a, b, c] = walk(st, -1, 2);
    layPath(st, 3, [a!, b!, c!], 2);
    expect(totalVp(st.game, st.s, 3)).toBe(10);
    act(st, END);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(3);
  });
});

describe('5 players with an inactive colour, a house option (D27)', () => {
  it('the sixth colour keeps two settlements that block building, never acts and never collects', () => {
    const st = fiveSix(5, { inactiveColour: true });
    const L = st.game.layout;
    expect(L.players).toBe(6);
    expect(st.game.seats).toBe(5);
    const nodes = INACTIVE_SETTLEMENTS.map(([q, r, c]) => nodeAt(st, q, r, c));
    for (const n of nodes) expect(hasBit(st.s, L.settle + 5 * L.nodeWords, n)).toBe(true);
    expect(st.s[L.roadsLeft + 5]).toBe(15);
    sound(st);
    const seen = new Set<number>();
    while (st.s[PHASE] !== PH_PRE_ROLL) {
      seen.add(st.s[CUR]!);
      const options = legal(st);
      for (const n of nodes) expect(options).not.toContain(action(A_SETTLEMENT, n));
      act(st, options[options.length - 1]!);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(st.s[L.handTotal + 5]).toBe(0);
    // Roll every total: the inactive colour never collects.
    for (let t = 0; t < 12; t++) {
      st.s[PHASE] = PH_PRE_ROLL;
      st.s[CUR] = st.s[TURN_PLAYER]!;
      const d = (t % 6) + 1;
      if (d + 1 === 7) continue;
      roll(st, d, 1);
      expect(st.s[L.handTotal + 5]).toBe(0);
    }
    sound(st);
  });
});

describe('hidden information in the new phases', () => {
  it('a builder\'s card bought in the special building phase is hidden from the others, and determinize stays consistent', () => {
    const st = fiveSix(6);
    inMainPhase(st, 0);
    setHand(st, 1, { wool: 1, grain: 1, ore: 1 });
    act(st, END);
    act(st, action(A_BUY_DEV), VICTORY_POINT);
    const L = st.game.layout;
    const other = seatView(st, 3);
    expect(other.s[L.devCount + 1]).toBe(1);
    expect(Array.from(other.s.subarray(L.devNew + 5, L.devNew + 10))).toEqual([0, 0, 0, 0, 0]);
    expect(Array.from(other.s.subarray(DECK, DECK + 5))).toEqual([0, 0, 0, 0, 0]);
    const own = seatView(st, 1);
    expect(own.s[L.devNew + 5 + VICTORY_POINT]).toBe(1);
    for (let i = 0; i < 20; i++) {
      const d = determinize(other, 3, makeRandom(`det:${i}`));
      expect(checkInvariants(d)).toEqual([]);
      expect(d.s[PHASE]).toBe(PH_SPECIAL_BUILD);
      expect(d.s[L.newCount + 1]).toBe(1);
    }
  });
});
