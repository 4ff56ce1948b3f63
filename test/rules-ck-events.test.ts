// Rule scenarios: Cities & Knights' event die and barbarians (docs/rules-decisions.md D41-D48,
// D54, D97, D98): the ship's track and the attack it brings, every outcome of an attack (a sole
// defender, a tie for strongest, one or several weakest pillaged, nobody with a city to lose,
// metropolises exempt), what an attack leaves behind (walls, knights, the robber), the gates'
// draws by level and red die, Easy Start and the nasty variant's commitments.

import { describe, expect, it } from 'vitest';
import { A_CITY, A_ROLL, ARG_BITS, action, actionArg, actionKind } from '../src/engine/actions.js';
import type { GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, DICE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, TURN, hasBit, setBit } from '../src/engine/layout.js';
import { attrIndex, pieceAt, setPieceAttr } from '../src/engine/piece-tables.js';
import { putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { applyWithOutcome, chanceOutcomes } from '../src/engine/step.js';
import type { LogEntry, RecordWriter } from '../src/engine/rule-set.js';
import { NO_FACE } from '../src/rules/cities-knights/events.js';
import { A_COMMIT_DONE, A_COMMIT_KNIGHT, A_DRAW_PROGRESS, A_PILLAGE, PH_COMMIT_KNIGHTS, PH_DRAW_PROGRESS, PH_PILLAGE } from '../src/rules/cities-knights/ids.js';
import { PROGRESS_CARDS, progressCardNamed } from '../src/rules/cities-knights/progress-decks.js';
import { act, legal } from './helpers/scenario.js';
import { ck, ckGame, citiesAt, eventDie, eventOutcome, eventRoll, knightSites, knightState, progressOf, putKnight, setLevel, giveMetropolis, sites } from './helpers/ck-events.js';

const sound = (st: GameState) => expect(checkInvariants(st)).toEqual([]);
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const where = (st: GameState) => [st.s[PHASE], st.s[CUR]];
const argsOf = (st: GameState, kind: number) => legal(st).filter((a) => actionKind(a) === kind).map(actionArg);

/** Seat `roller` about to roll with the ship one space from landing. */
function landing(seed: string, roller: number, options: Record<string, unknown> = {}): GameState {
  const st = ckGame(seed, options);
  skipSetup(st, roller);
  st.s[ck(st, 'barbarians')] = 6;
  return st;
}

/** Draws the card named `name` as the action `a`'s chance outcome. */
function drawCard(st: GameState, name: string): void {
  const { area, kind } = PROGRESS_CARDS[progressCardNamed(name)]!;
  act(st, action(A_DRAW_PROGRESS, area), kind);
}

/** The record entry of action `a` with `outcome`, as makeRecord writes it (the effect's fields included); applies the action. */
function entryOf(st: GameState, a: number, outcome: number): LogEntry {
  const b = st.game.board;
  const w: RecordWriter = { st, log: [], previous: -1, node: (n) => [...b.nodeName[n]!], edge: (e) => [...b.edgeName[e]!], hex: (h) => [b.hexQ[h]!, b.hexR[h]!] };
  const kind = st.game.kinds[a >>> ARG_BITS]!;
  const entry = kind.record.write(w, a & ((1 << ARG_BITS) - 1), outcome)!;
  const before = kind.record.effect?.before(st, a & ((1 << ARG_BITS) - 1)) ?? 0;
  expect(legal(st)).toContain(a);
  applyWithOutcome(st, a, outcome);
  return { ...entry, ...kind.record.effect?.report(st, a & ((1 << ARG_BITS) - 1), before) };
}

describe('the event die and the track (D41-D44)', () => {
  it('D42: the roll lists 36 x 4 outcomes, a ship on 3 sides of 6 and each gate on 1', () => {
    const st = ckGame('ck:die');
    skipSetup(st, 0);
    const values = new Int32Array(st.game.maxOutcomes);
    const weights = new Int32Array(st.game.maxOutcomes);
    const n = chanceOutcomes(st, action(A_ROLL), values, weights);
    expect(n).toBe(144);
    const byFace = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) byFace[Math.floor(values[i]! / 36)]! += weights[i]!;
    expect(byFace).toEqual([108, 36, 36, 36]);
  });

  it('D43, D44: each ship moves the barbarians a space; a gate does not; the seventh ship lands them and the track starts again', () => {
    const st = ckGame('ck:track');
    const ship = ck(st, 'barbarians');
    for (let i = 1; i <= 6; i++) {
      skipSetup(st, i % 4);
      eventRoll(st, 2, 2, 'ship');
      expect(st.s[ship]).toBe(i);
      expect(st.s[eventDie(st)]).toBe(0);
    }
    skipSetup(st, 2);
    eventRoll(st, 2, 2, 'science');
    expect(st.s[ship]).toBe(6);
    skipSetup(st, 3);
    eventRoll(st, 2, 2, 'ship');
    expect([st.s[ship], st.s[ck(st, 'attacks')]]).toEqual([0, 1]);
    sound(st);
  });
});

describe('an attack won by Catan (D45, D47)', () => {
  it('D47: the sole strongest takes a Defender VP, public; inactive knights do not count', () => {
    const st = landing('ck:defender', 0);
    const [a, b] = sites(st, 2);
    citiesAt(st, 1, [a!]);
    citiesAt(st, 2, [b!]);
    const [k1, k2, k3] = knightSites(st, 3, [a!, b!]);
    putKnight(st, 2, k1!, 2, true);
    putKnight(st, 3, k2!, 1, true);
    putKnight(st, 1, k3!, 3, false);
    const entry = entryOf(st, action(A_ROLL), eventOutcome(1, 2, 'ship'));
    expect(entry).toMatchObject({ event: 'ship', ship: 7, attack: 'defended', barbarianStrength: 2, knightStrength: 3, defender: 2 });
    expect(st.s[ck(st, 'defenders') + 2]).toBe(1);
    expect(vp(st, 2)).toBe(3);
    expect(st.game.hooks.vpSources(st, 2).defender).toBe(1);
    // D48: every knight goes home inactive, the ship to the start.
    expect([knightState(st, k1!).active, knightState(st, k2!).active]).toEqual([0, 0]);
    expect([st.s[ck(st, 'barbarians')], st.s[ck(st, 'attacks')]]).toEqual([0, 1]);
    expect(where(st)).toEqual([PH_MAIN, 0]);
    sound(st);
  });

  it('D47: tied strongest each choose a deck and draw, in seat order from the roller; the roller may keep a fifth card', () => {
    const st = landing('ck:tie', 2);
    const [a, b] = sites(st, 2);
    citiesAt(st, 0, [a!]);
    citiesAt(st, 1, [b!]);
    const [k1, k2] = knightSites(st, 2, [a!, b!]);
    putKnight(st, 1, k1!, 1, true);
    putKnight(st, 3, k2!, 1, true);
    const entry = entryOf(st, action(A_ROLL), eventOutcome(1, 2, 'ship'));
    expect(entry).toMatchObject({ attack: 'tied', barbarianStrength: 2, knightStrength: 2 });
    expect(entry.defender).toBeUndefined();
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 3]);
    expect(argsOf(st, A_DRAW_PROGRESS)).toEqual([0, 1, 2]);
    drawCard(st, 'spy');
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 1]);
    drawCard(st, 'merchant');
    expect([progressOf(st, 3), progressOf(st, 1)]).toEqual([{ spy: 1 }, { merchant: 1 }]);
    expect(where(st)).toEqual([PH_MAIN, 2]);
    expect([st.s[ck(st, 'defenders') + 1], st.s[ck(st, 'defenders') + 3]]).toEqual([0, 0]);
    sound(st);
  });

  it('D45, D47: with no city and no active knight, 0 against 0, Catan wins and every seat draws', () => {
    const st = landing('ck:zero', 1);
    eventRoll(st, 1, 2, 'ship');
    const order: number[] = [];
    while (st.s[PHASE] === PH_DRAW_PROGRESS) {
      order.push(st.s[CUR]!);
      act(st, action(A_DRAW_PROGRESS, 0), 2);
    }
    expect(order).toEqual([1, 2, 3, 0]);
    expect(where(st)).toEqual([PH_MAIN, 1]);
    sound(st);
  });
});

describe('an attack won by the barbarians (D46)', () => {
  it('the weakest seat with a city loses one; a seat with no city does not count, whatever its knights', () => {
    const st = landing('ck:lost', 0);
    const [a1, a2, b] = sites(st, 3);
    citiesAt(st, 0, [a1!, a2!]);
    citiesAt(st, 1, [b!]);
    const [k1, k2] = knightSites(st, 2, [a1!, a2!, b!]);
    putKnight(st, 0, k1!, 1, true);
    putKnight(st, 2, k2!, 1, true);
    const entry = entryOf(st, action(A_ROLL), eventOutcome(1, 2, 'ship'));
    expect(entry).toMatchObject({ attack: 'pillaged', barbarianStrength: 3, knightStrength: 2 });
    // Seat 1 (0) is weakest among seats 0 (1) and 1; seats 2 and 3 have no city.
    expect(where(st)).toEqual([PH_PILLAGE, 1]);
    expect(argsOf(st, A_PILLAGE)).toEqual([b]);
    expect(entryOf(st, action(A_PILLAGE, b!), -1)).toEqual({ p: 1, a: 'pillage', node: [...st.game.board.nodeName[b!]!] });
    const L = st.game.layout;
    expect([hasBit(st.s, L.settle + L.nodeWords, b!), hasBit(st.s, L.city + L.nodeWords, b!), vp(st, 1)]).toEqual([true, false, 1]);
    expect(vp(st, 0)).toBe(4);
    expect(where(st)).toEqual([PH_MAIN, 0]);
    sound(st);
  });

  it('tied weakest each lose a city of their choice, in seat order from the roller; a wall goes with its city', () => {
    const st = landing('ck:lost-tie', 2);
    const [a, b1, b2, c] = sites(st, 4);
    citiesAt(st, 0, [a!]);
    citiesAt(st, 1, [b1!, b2!]);
    citiesAt(st, 2, [c!]);
    setBit(st.s, ck(st, 'walls'), b1!);
    st.s[ck(st, 'wallsLeft') + 1]!--;
    putKnight(st, 0, knightSites(st, 1, [a!, b1!, b2!, c!])[0]!, 1, true);
    eventRoll(st, 1, 2, 'ship');
    expect(where(st)).toEqual([PH_PILLAGE, 2]);
    act(st, action(A_PILLAGE, c!));
    expect(where(st)).toEqual([PH_PILLAGE, 1]);
    expect(argsOf(st, A_PILLAGE).sort()).toEqual([b1!, b2!].sort());
    act(st, action(A_PILLAGE, b1!));
    expect(hasBit(st.s, ck(st, 'walls'), b1!)).toBe(false);
    expect(st.s[ck(st, 'wallsLeft') + 1]).toBe(3);
    expect([vp(st, 0), vp(st, 1), vp(st, 2)]).toEqual([2, 3, 1]);
    expect(where(st)).toEqual([PH_MAIN, 2]);
    sound(st);
  });

  it('D63: a city with a metropolis is never pillaged; a seat with only metropolises is not among the weakest', () => {
    const st = landing('ck:metropolis', 0);
    const [a1, a2, b, c] = sites(st, 4);
    citiesAt(st, 0, [a1!, a2!]);
    citiesAt(st, 1, [b!]);
    citiesAt(st, 2, [c!]);
    giveMetropolis(st, 0, 'trade', a1!);
    giveMetropolis(st, 1, 'politics', b!);
    // Seat 2 has the strongest knight but the only other free city: seat 0 (0) loses, seat 1 is exempt.
    putKnight(st, 2, knightSites(st, 1, [a1!, a2!, b!, c!])[0]!, 1, true);
    eventRoll(st, 1, 2, 'ship');
    expect(where(st)).toEqual([PH_PILLAGE, 0]);
    expect(argsOf(st, A_PILLAGE)).toEqual([a2]);
    act(st, action(A_PILLAGE, a2!));
    expect(where(st)).toEqual([PH_MAIN, 0]);
    sound(st);
  });

  it('nobody with a free city to lose: nothing happens but the knights and the track', () => {
    const st = landing('ck:spared', 3);
    const [a] = sites(st, 1);
    citiesAt(st, 0, [a!]);
    giveMetropolis(st, 0, 'trade', a!);
    const entry = entryOf(st, action(A_ROLL), eventOutcome(1, 2, 'ship'));
    expect(entry).toMatchObject({ attack: 'spared', barbarianStrength: 1, knightStrength: 0 });
    expect(where(st)).toEqual([PH_MAIN, 3]);
    expect([vp(st, 0), st.s[ck(st, 'attacks')]]).toEqual([4, 1]);
    sound(st);
  });

  it('D46: a seat with no settlement piece left keeps the city piece on its side; upgrading it takes no city piece', () => {
    const st = landing('ck:sideways', 0);
    const nodes = sites(st, 9);
    for (const n of nodes.slice(0, 5)) putSettlement(st, 1, n);
    citiesAt(st, 1, nodes.slice(5));
    const L = st.game.layout;
    const supplies = () => [st.s[L.settlementsLeft + 1], st.s[L.citiesLeft + 1]];
    expect([vp(st, 1), ...supplies()]).toEqual([13, 0, 0]);
    eventRoll(st, 1, 2, 'ship');
    act(st, action(A_PILLAGE, nodes[5]!));
    expect([vp(st, 1), ...supplies()]).toEqual([12, 0, 0]);
    expect(st.game.hooks.vpSources(st, 1)).toMatchObject({ settlements: 6, cities: 6 });
    sound(st);
    // With no city piece in supply, only the piece on its side can be upgraded, and the supplies stay as they are.
    skipSetup(st, 1, PH_MAIN);
    setHand(st, 1, { grain: 2, ore: 3 });
    expect(argsOf(st, A_CITY)).toEqual([nodes[5]]);
    act(st, action(A_CITY, nodes[5]!));
    expect([vp(st, 1), ...supplies()]).toEqual([13, 0, 0]);
    expect(hasBit(st.s, ck(st, 'sideways'), nodes[5]!)).toBe(false);
    sound(st);
  });
});

describe('after an attack (D48, D52, D66)', () => {
  it('every knight is inactive, its marks for the turn kept; the first attack unlocks the robber for a 7 on the same roll', () => {
    const st = landing('ck:robber', 0);
    const [a] = sites(st, 1);
    citiesAt(st, 1, [a!]);
    const [k] = knightSites(st, 1, [a!]);
    putKnight(st, 1, k!, 1, true);
    // Promoted this turn (a mark the attack leaves alone).
    const T = st.game.pieceTables.find((t) => t.name === 'knights')!;
    setPieceAttr(st.s, T, pieceAt(st.s, T, k!), attrIndex(T, 'turn'), 1);
    const robber = ck(st, 'attacks');
    expect(st.s[robber]).toBe(0);
    eventRoll(st, 3, 4, 'ship');
    expect(knightState(st, k!)).toEqual({ active: 0, turn: 1 });
    expect(st.s[robber]).toBe(1);
    // Hands are small: no discards, the robber moves at once.
    expect(where(st)).toEqual([PH_MOVE_ROBBER, 0]);
    sound(st);
  });

  it('D52: a 7 before the first attack moves no robber', () => {
    const st = landing('ck:locked', 0);
    st.s[ck(st, 'barbarians')] = 3;
    eventRoll(st, 3, 4, 'ship');
    expect(where(st)).toEqual([PH_MAIN, 0]);
  });
});

describe('gates (D54)', () => {
  it('each seat with level k >= 1 in the gate\'s area and a red die of at most k + 1 draws, in seat order from the roller', () => {
    const st = ckGame('ck:gate');
    setLevel(st, 0, 'trade', 1);
    setLevel(st, 1, 'trade', 2);
    setLevel(st, 2, 'trade', 5);
    setLevel(st, 3, 'politics', 5);
    skipSetup(st, 3);
    // Red 3: levels 2 and 5 draw; seat 3 (politics only) does not.
    const entry = entryOf(st, action(A_ROLL), eventOutcome(3, 1, 'trade'));
    expect(entry).toMatchObject({ dice: [3, 1], event: 'trade' });
    expect(entry.ship).toBeUndefined();
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 1]);
    expect(argsOf(st, A_DRAW_PROGRESS)).toEqual([0]);
    const d = entryOf(st, action(A_DRAW_PROGRESS, 0), 2);
    expect(d).toEqual({ p: 1, a: 'draw_progress', deck: 'trade', card: 'merchant' });
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 2]);
    act(st, action(A_DRAW_PROGRESS, 0), 2);
    expect(where(st)).toEqual([PH_MAIN, 3]);
    expect([progressOf(st, 0), progressOf(st, 1), progressOf(st, 2)]).toEqual([{}, { merchant: 1 }, { merchant: 1 }]);
    // Red 1, yellow 3: level 1 draws too; the roll's total is the same.
    skipSetup(st, 0);
    eventRoll(st, 1, 3, 'trade');
    const order: number[] = [];
    while (st.s[PHASE] === PH_DRAW_PROGRESS) {
      order.push(st.s[CUR]!);
      act(st, legal(st)[0]!);
    }
    expect(order).toEqual([0, 1, 2]);
    sound(st);
  });

  it('a gate of an area nobody has improved draws nothing and the roll goes on', () => {
    const st = ckGame('ck:gate-none');
    setLevel(st, 2, 'trade', 5);
    skipSetup(st, 0);
    eventRoll(st, 6, 6, 'science');
    expect(where(st)).toEqual([PH_MAIN, 0]);
  });
});

/** Through set-up on the first legal action each time, to the first turn's roll. */
function throughSetup(st: GameState): void {
  while (st.s[PHASE] !== PH_PRE_ROLL) act(st, legal(st)[0]!);
}

describe('Easy Start (D97)', () => {
  const outcomes = (st: GameState) => {
    const values = new Int32Array(st.game.maxOutcomes);
    const weights = new Int32Array(st.game.maxOutcomes);
    return Array.from(values.subarray(0, chanceOutcomes(st, action(A_ROLL), values, weights)));
  };

  it('in rounds 1 and 2 the roll is one of the 30 without a 7 and there is no event die; from round 3 on, all three dice', () => {
    const st = ckGame('ck:easy', { easyStart: true });
    throughSetup(st);
    for (let turn = 1; turn <= 8; turn++) {
      expect(st.s[TURN]).toBe(turn);
      const list = outcomes(st);
      expect(list.length).toBe(30);
      expect(list.every((o) => o < 36 && Math.floor(o / 6) + (o % 6) + 2 !== 7)).toBe(true);
      expect(() => applyWithOutcome(st, action(A_ROLL), eventOutcome(1, 6, 'ship'))).toThrow(/Easy Start/);
      act(st, action(A_ROLL));
      expect([st.s[eventDie(st)], st.s[ck(st, 'barbarians')]]).toEqual([NO_FACE, 0]);
      expect((st.s[DICE]! >> 3) + (st.s[DICE]! & 7)).not.toBe(7);
      while (st.s[PHASE] !== PH_MAIN) act(st, legal(st)[0]!);
      act(st, legal(st)[0]!); // end_turn is first
    }
    expect(outcomes(st).length).toBe(144);
  });

  it('without the option the first roll throws all three dice', () => {
    const st = ckGame('ck:no-easy');
    throughSetup(st);
    expect(outcomes(st).length).toBe(144);
  });
});

describe('the nasty variant (D98)', () => {
  it('seats with active knights commit them one at a time from the roller; only committed knights count and go home inactive', () => {
    const st = landing('ck:nasty', 0, { knightCommitment: true });
    const [a, b] = sites(st, 2);
    citiesAt(st, 0, [a!]);
    citiesAt(st, 1, [b!]);
    const [k1, k2, k3] = knightSites(st, 3, [a!, b!]);
    putKnight(st, 0, k1!, 1, true);
    putKnight(st, 0, k2!, 2, true);
    putKnight(st, 1, k3!, 1, true);
    const roll = entryOf(st, action(A_ROLL), eventOutcome(1, 2, 'ship'));
    expect(roll).toMatchObject({ ship: 7 });
    expect(roll.attack).toBeUndefined();
    expect(st.s[ck(st, 'barbarians')]).toBe(7);
    expect(where(st)).toEqual([PH_COMMIT_KNIGHTS, 0]);
    expect(legal(st).sort()).toEqual([action(A_COMMIT_DONE), action(A_COMMIT_KNIGHT, k1!), action(A_COMMIT_KNIGHT, k2!)].sort());
    act(st, action(A_COMMIT_KNIGHT, k1!));
    expect(legal(st).sort()).toEqual([action(A_COMMIT_DONE), action(A_COMMIT_KNIGHT, k2!)].sort());
    act(st, action(A_COMMIT_DONE));
    expect(where(st)).toEqual([PH_COMMIT_KNIGHTS, 1]);
    sound(st);
    // Seat 1 holds its knight back: 1 against 2, and seat 1 (0 committed) is the weakest.
    const done = entryOf(st, action(A_COMMIT_DONE), -1);
    expect(done).toMatchObject({ p: 1, a: 'commit_done', attack: 'pillaged', barbarianStrength: 2, knightStrength: 1 });
    expect(where(st)).toEqual([PH_PILLAGE, 1]);
    act(st, action(A_PILLAGE, b!));
    expect([knightState(st, k1!).active, knightState(st, k2!).active, knightState(st, k3!).active]).toEqual([0, 1, 1]);
    expect([st.s[ck(st, 'barbarians')], st.s[ck(st, 'attacks')]]).toEqual([0, 1]);
    expect(where(st)).toEqual([PH_MAIN, 0]);
    sound(st);
  });

  it('a seat that commits every knight is not asked again; with no active knight anywhere the attack comes at once', () => {
    const st = landing('ck:nasty-all', 1, { knightCommitment: true });
    const [a] = sites(st, 1);
    citiesAt(st, 0, [a!]);
    const [k] = knightSites(st, 1, [a!]);
    putKnight(st, 2, k!, 1, true);
    eventRoll(st, 1, 2, 'ship');
    expect(where(st)).toEqual([PH_COMMIT_KNIGHTS, 2]);
    act(st, action(A_COMMIT_KNIGHT, k!));
    // 1 against 1: seat 2 defends alone.
    expect(st.s[ck(st, 'defenders') + 2]).toBe(1);
    expect(where(st)).toEqual([PH_MAIN, 1]);
    const bare = landing('ck:nasty-none', 0, { knightCommitment: true });
    eventRoll(bare, 1, 2, 'ship');
    expect(bare.s[ck(bare, 'attacks')]).toBe(1);
    expect(where(bare)[0]).toBe(PH_DRAW_PROGRESS);
  });
});

describe('decisions in the roll', () => {
  it('a 7 that comes with a gate is resolved after the draws', () => {
    const st = ckGame('ck:gate-seven');
    setLevel(st, 1, 'science', 5);
    skipSetup(st, 0);
    setHand(st, 1, { brick: 10 });
    st.s[ck(st, 'attacks')] = 1;
    eventRoll(st, 3, 4, 'science');
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 1]);
    act(st, action(A_DRAW_PROGRESS, 2), 0);
    expect(where(st)).toEqual([PH_DISCARD, 1]);
  });
});
