// Pieces leaving the board: a road taken back to its supply (the Diplomat's card) and a city
// turned back into a settlement (the barbarians' pillage), with every derived value kept: road
// ends, road lengths and the Longest Road card, VP, supply, and what Seafarers keeps beside its
// pieces. Scenarios on the beginner board, then random removals in random games with every
// invariant checked after each.

import { describe, expect, it } from 'vitest';
import { A_ROAD, action } from '../src/engine/actions.js';
import { newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, LR_HOLDER, PHASE, PH_GAME_OVER, PH_MAIN, hasBit } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { isOpenRoad, placeCity, reduceCity, removeRoad } from '../src/engine/pieces.js';
import { inMainPhase, putRoad, putSettlement, setHand } from '../src/engine/position.js';
import { apply } from '../src/engine/step.js';
import { createGame, scenarioBoardFor } from '../src/rules/registry.js';
import { randomBoard } from '../src/index.js';
import { beginnerGame, breakerNetwork, edgeBetween, layPath, legal, pathA, pathB, sound } from './helpers/scenario.js';

const len = (st: GameState, p: number) => st.s[st.game.layout.roadLen + p]!;
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const holder = (st: GameState) => st.s[LR_HOLDER]!;

describe('removeRoad', () => {
  it('shortens the road; the card goes to a unique longest road of 5 or more, else aside', () => {
    const st = beginnerGame('removal', { players: 3 });
    const A = pathA(st);
    const B = pathB(st);
    layPath(st, 0, A, 6);
    layPath(st, 1, B, 6);
    expect(holder(st)).toBe(0); // first to 5; a tie keeps it
    const off = (p: number, nodes: number[], i: number) => removeRoad(st.game, st.s, p, edgeBetween(st, nodes[i]!, nodes[i + 1]!));
    // Seat 0's last road: 5 against seat 1's 6, which is now the unique longest.
    off(0, A, 5);
    expect([len(st, 0), holder(st), vp(st, 0), vp(st, 1)]).toEqual([5, 1, 1, 3]);
    expect(st.s[st.game.layout.roadsLeft + 0]).toBe(15 - 5);
    sound(st);
    // Seat 1 down to 5: tied for longest, it keeps the card.
    off(1, B, 5);
    expect([len(st, 1), holder(st)]).toEqual([5, 1]);
    // Seat 1 down to 4: seat 0's 5 is the unique longest.
    off(1, B, 4);
    expect([len(st, 1), holder(st), vp(st, 0), vp(st, 1)]).toEqual([4, 0, 3, 1]);
    // Seat 0 down to 4 too: nobody has 5, the card is set aside.
    off(0, A, 4);
    expect([holder(st), vp(st, 0)]).toEqual([-1, 1]);
    sound(st);
  });

  it('keeps a node an end of the roads while another road touches it, and frees the edge for anyone', () => {
    const st = beginnerGame('removal-ends', { players: 3 });
    const A = pathA(st);
    layPath(st, 0, A, 3);
    const ends = st.game.layout.roadEnds;
    const last = edgeBetween(st, A[2]!, A[3]!);
    removeRoad(st.game, st.s, 0, last);
    expect(hasBit(st.s, ends, A[2]!)).toBe(true); // the second road still ends there
    expect(hasBit(st.s, ends, A[3]!)).toBe(false);
    expect(hasBit(st.s, st.game.layout.roads, last)).toBe(false);
    sound(st);
    // Seat 1 reaches the freed edge from the far side and may build on it.
    const cut = breakerNetwork(st, 1);
    expect(cut).toBe(A[3]);
    inMainPhase(st, 1);
    setHand(st, 1, { brick: 1, lumber: 1 });
    expect(legal(st)).toContain(action(A_ROAD, last));
    // A road that is not there, or one with roads or buildings of its colour at both ends, is an
    // error, not a silent change.
    expect(() => removeRoad(st.game, st.s, 0, last)).toThrow(/no road/);
    expect(isOpenRoad(st.game, st.s, 0, edgeBetween(st, A[0]!, A[1]!))).toBe(false);
    expect(() => removeRoad(st.game, st.s, 0, edgeBetween(st, A[0]!, A[1]!))).toThrow(/not open/);
    expect(isOpenRoad(st.game, st.s, 0, edgeBetween(st, A[1]!, A[2]!))).toBe(true);
  });
});

describe('reduceCity', () => {
  it('turns a city back into a settlement: one VP less, the pieces back in the supply', () => {
    const st = beginnerGame('pillage', { players: 3 });
    const A = pathA(st);
    layPath(st, 0, A, 2);
    placeCity(st.game, st.s, 0, A[0]!);
    const L = st.game.layout;
    const before = [vp(st, 0), st.s[L.settlementsLeft + 0]!, st.s[L.citiesLeft + 0]!];
    reduceCity(st.game, st.s, 0, A[0]!);
    expect([vp(st, 0), st.s[L.settlementsLeft + 0]!, st.s[L.citiesLeft + 0]!]).toEqual([before[0]! - 1, before[1]! - 1, before[2]! + 1]);
    expect(hasBit(st.s, L.settle, A[0]!)).toBe(true);
    expect(hasBit(st.s, L.city, A[0]!)).toBe(false);
    sound(st);
    expect(() => reduceCity(st.game, st.s, 0, A[0]!)).toThrow(/no city/);
  });

  it('refuses when no settlement is left to put in the city\'s place', () => {
    const st = beginnerGame('pillage-none', { players: 3 });
    const L = st.game.layout;
    const A = pathA(st);
    layPath(st, 0, A, 2);
    placeCity(st.game, st.s, 0, A[0]!);
    st.s[L.settlementsLeft + 0] = 0;
    expect(() => reduceCity(st.game, st.s, 0, A[0]!)).toThrow(/no settlement left/);
  });
});

/**
 * Random games in which, at a main phase now and then, a random open road of a random colour leaves
 * the board and now and then a random city becomes a settlement; every invariant is checked after
 * each removal and the game plays on to its end through legal actions only. Returns removals made.
 */
function removeWhilePlaying(st: GameState, seed: number): number {
  const { game, s } = st;
  const L = game.layout;
  const out = new Int32Array(maxActions(game));
  let x = seed;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  let removed = 0;
  while (s[PHASE] !== PH_GAME_OVER) {
    if (s[PHASE] === PH_MAIN && next() % 7 === 0) {
      const p = next() % L.players;
      const roads: number[] = [];
      for (let e = 0; e < game.board.numEdges; e++) if (isOpenRoad(game, s, p, e)) roads.push(e);
      if (roads.length > 0) {
        removeRoad(game, s, p, roads[next() % roads.length]!);
        removed++;
        expect(checkInvariants(st)).toEqual([]);
      }
      const cities: number[] = [];
      for (let v = 0; v < game.board.numNodes; v++) if (hasBit(s, L.city + p * L.nodeWords, v)) cities.push(v);
      if (cities.length > 0 && s[L.settlementsLeft + p]! > 0 && next() % 3 === 0) {
        reduceCity(game, s, p, cities[next() % cities.length]!);
        removed++;
        expect(checkInvariants(st)).toEqual([]);
      }
    }
    const n = legalActions(st, out);
    apply(st, out[next() % n]!);
  }
  expect(s[CUR]).toBeGreaterThanOrEqual(0);
  return removed;
}

describe('removals in random games keep every invariant', () => {
  it('base game, 4 players', () => {
    let removed = 0;
    for (let g = 0; g < 3; g++) removed += removeWhilePlaying(newState(createGame(randomBoard(`rm:${g}`), { players: 4 }), `rm:${g}`), g + 1);
    expect(removed).toBeGreaterThan(50);
  });

  it('Seafarers: the networks kept beside the pieces follow a road taken away', () => {
    let removed = 0;
    for (const scenario of ['heading-for-new-shores', 'fog-islands'] as const) {
      const options = { players: 4, scenario };
      removed += removeWhilePlaying(newState(createGame(scenarioBoardFor(options, true, `rm:${scenario}`), options), `rm:${scenario}`), 7);
    }
    expect(removed).toBeGreaterThan(20);
  });
});

describe('a settlement on a freed edge', () => {
  it('the road network a removal leaves still limits where roads go', () => {
    const st = beginnerGame('removal-sites', { players: 3 });
    const A = pathA(st);
    layPath(st, 0, A, 2);
    putSettlement(st, 1, pathB(st)[0]!);
    putRoad(st, 1, edgeBetween(st, pathB(st)[0]!, pathB(st)[1]!));
    removeRoad(st.game, st.s, 0, edgeBetween(st, A[1]!, A[2]!));
    expect(len(st, 0)).toBe(1);
    inMainPhase(st, 0);
    setHand(st, 0, { brick: 1, lumber: 1 });
    // Seat 0 may build from A[1] again, but no longer from A[2], which its roads no longer reach.
    const sites = legal(st);
    expect(sites).toContain(action(A_ROAD, edgeBetween(st, A[1]!, A[2]!)));
    expect(sites).not.toContain(action(A_ROAD, edgeBetween(st, A[2]!, A[3]!)));
    sound(st);
  });
});
