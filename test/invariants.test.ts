// The invariant checker (src/rules/base/invariants.ts) finds what it is there to find: a sound
// mid-game state passes, and each corruption of it below is reported by the check it breaks. The
// fuzzers rely on it after every step; a checker that passed everything would pass them too.

import { beforeAll, describe, expect, it } from 'vitest';
import { buildBoard } from '../src/engine/board.js';
import { cloneState, newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_MAIN, setBit, clearBit, hasBit } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { ownsBuilding, ownsRoad } from '../src/engine/queries.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';

/** A 4-player game played at random until some seat has three roads and a city, in its main phase. */
function midGame(): GameState {
  const game = createGame(buildBoard(randomBoard('invariants')), { players: 4, tradeOffersPerTurn: 0 });
  const st = newState(game, 'invariants');
  const rand = makeRandom('invariants/choices');
  const out = new Int32Array(maxActions(game));
  for (let step = 0; step < 20_000; step++) {
    const n = legalActions(st, out);
    apply(st, out[Math.floor(rand() * n)]!);
    if (st.s[PHASE] !== PH_MAIN) continue;
    const L = game.layout;
    if ([0, 1, 2, 3].some((p) => st.s[L.citiesLeft + p]! < game.supply.cities && st.s[L.roadsLeft + p]! <= game.supply.roads - 3)) return st;
  }
  throw new Error('no seat built a city');
}

let sound: GameState;
beforeAll(() => {
  sound = midGame();
});

/** The first node where `p` has a building of the given kind, and the seat that has it. */
function building(st: GameState, city: boolean): { p: number; node: number } {
  const { game, s } = st;
  const L = game.layout;
  for (let p = 0; p < L.players; p++) {
    for (let node = 0; node < game.board.numNodes; node++) {
      if (hasBit(s, (city ? L.city : L.settle) + p * L.nodeWords, node)) return { p, node };
    }
  }
  throw new Error('no such building');
}

function corrupt(change: (st: GameState) => void): string[] {
  const st = cloneState(sound);
  change(st);
  return checkInvariants(st);
}

describe('the invariant checker', () => {
  it('passes the sound mid-game state', () => {
    expect(checkInvariants(sound)).toEqual([]);
  });

  it.each([
    ['a card appears in a hand', /resource 0: bank \+ hands/, ({ game, s }: GameState) => s[game.layout.hand]!++],
    ['the hand total is off', /hand total/, ({ game, s }: GameState) => s[game.layout.handTotal + 1]!++],
    ['a settlement is lifted but its node stays built', /built bit disagrees|settlements on board/, (st: GameState) => {
      const { p, node } = building(st, false);
      clearBit(st.s, st.game.layout.settle + p * st.game.layout.nodeWords, node);
    }],
    ['a city is also a settlement', /both a settlement and a city/, (st: GameState) => {
      const { p, node } = building(st, true);
      setBit(st.s, st.game.layout.settle + p * st.game.layout.nodeWords, node);
    }],
    ['two seats build on one corner', /more than one building/, (st: GameState) => {
      const { p, node } = building(st, false);
      setBit(st.s, st.game.layout.settle + ((p + 1) % 4) * st.game.layout.nodeWords, node);
    }],
    ['two seats own one road', /more than one road/, (st: GameState) => {
      const { game, s } = st;
      const e = [...Array(game.board.numEdges).keys()].find((x) => ownsRoad(game, s, 0, x))!;
      setBit(s, game.layout.road + 1 * game.layout.edgeWords, e);
    }],
    ['the owner word names another seat', /owner word/, (st: GameState) => {
      const { node } = building(st, false);
      st.s[st.game.layout.nodeOwner + node] = (st.s[st.game.layout.nodeOwner + node]! % 4) + 1;
    }],
    ['a free corner is marked blocked', /blocked bit/, (st: GameState) => {
      const { game, s } = st;
      const n = [...Array(game.board.numNodes).keys()].find((x) => !hasBit(s, game.layout.blocked, x))!;
      setBit(s, game.layout.blocked, n);
    }],
    ['a building stands next to another', /distance rule broken/, (st: GameState) => {
      const { game, s } = st;
      const { node } = building(st, false);
      const m = game.board.nodeNodes[node * 3]! >= 0 ? game.board.nodeNodes[node * 3]! : game.board.nodeNodes[node * 3 + 1]!;
      setBit(s, game.layout.built, m);
    }],
    ['a road far from its network', /not connected/, (st: GameState) => {
      const { game, s } = st;
      const L = game.layout;
      // An edge no seat has, whose corners and neighbouring edges are not seat 0's.
      const e = [...Array(game.board.numEdges).keys()].find((x) => {
        if (hasBit(s, L.roads, x)) return false;
        for (let k = 0; k < 2; k++) {
          const node = game.board.edgeNodes[x * 2 + k]!;
          if (ownsBuilding(game, s, 0, node)) return false;
          for (let j = 0; j < 3; j++) {
            const f = game.board.nodeEdges[node * 3 + j]!;
            if (f >= 0 && ownsRoad(game, s, 0, f)) return false;
          }
        }
        return true;
      })!;
      setBit(s, L.road, e);
      setBit(s, L.roads, e);
      s[L.roadsLeft]!--;
    }],
    ['the harbor mask is off', /harbor mask/, ({ game, s }: GameState) => {
      s[game.layout.harbors + 2]! ^= 1 << 5;
    }],
    ['the kept road length is off', /road length/, ({ game, s }: GameState) => s[game.layout.roadLen + 3]!++],
    ['a road end is lost', /road-end bit/, (st: GameState) => {
      const { game, s } = st;
      const e = [...Array(game.board.numEdges).keys()].find((x) => ownsRoad(game, s, 0, x))!;
      clearBit(s, game.layout.roadEnds, game.board.edgeNodes[e * 2]!);
    }],
  ])('reports %s', (_name, expected, change) => {
    const errors = corrupt(change);
    expect(errors.some((m) => expected.test(m)), errors.join('; ') || 'no error reported').toBe(true);
  });
});
