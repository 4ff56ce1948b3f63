// The Traders & Barbarians scenario in random games: every invariant after every step at 3 and 4
// players, on the printed and the variable set-up; records replay with provenance; the same seed
// plays the same game.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARG_BITS } from '../src/engine/actions.js';
import { newState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { createGame, replayRecord, scenarioBoardFor } from '../src/rules/registry.js';
import { A_DRIVE_OFF, A_INTERIOR_ROAD, A_MOVE_BARBARIAN, A_UPGRADE, A_WAGON_STEP } from '../src/rules/traders-barbarians/traders/ids.js';

const ID = 'traders-and-barbarians';

function randomGame(players: number, variable: boolean, seed: string, turnCap = 120) {
  const board = scenarioBoardFor({ players, scenario: ID }, variable, seed);
  const game = createGame(board, { players, scenario: ID, turnCap });
  const st = newState(game, seed);
  const rand = makeRandom(`${seed}/pick`);
  const out = new Int32Array(maxActions(game));
  const actions: number[] = [];
  const outcomes: number[] = [];
  const kinds = new Map<number, number>();
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    expect(n, 'no legal action').toBeGreaterThan(0);
    // Prefer the scenario's own actions half the time, so that wagons travel and deliver.
    let a = out[Math.floor(rand() * n)]!;
    if (rand() < 0.5) {
      const own = Array.from(out.subarray(0, n)).filter((x) => x >>> ARG_BITS >= A_WAGON_STEP && x >>> ARG_BITS <= A_INTERIOR_ROAD);
      if (own.length > 0) a = own[Math.floor(rand() * own.length)]!;
    }
    actions.push(a);
    kinds.set(a >>> ARG_BITS, (kinds.get(a >>> ARG_BITS) ?? 0) + 1);
    outcomes.push(apply(st, a));
    expect(checkInvariants(st)).toEqual([]);
  }
  return { game, st, actions, outcomes, kinds };
}

describe('traders-and-barbarians random games', () => {
  it.each([
    [3, false],
    [4, true],
    [4, false],
  ])('%i players (variable %s): invariants hold, records replay, same seed same game', (players, variable) => {
    const seed = `tb:${players}:${variable}`;
    const a = randomGame(players, variable, seed);
    for (const k of [A_WAGON_STEP, A_MOVE_BARBARIAN]) expect(a.kinds.get(k) ?? 0, `kind ${k}`).toBeGreaterThan(0);
    const rec = makeRecord({ game: a.game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions: a.actions, outcomes: a.outcomes, forfeit: null });
    const replay = replayRecord(JSON.parse(JSON.stringify(rec)));
    expect(Array.from(replay.state.s)).toEqual(Array.from(a.st.s));
    const b = randomGame(players, variable, seed);
    expect(b.actions).toEqual(a.actions);
    expect(Array.from(b.st.s)).toEqual(Array.from(a.st.s));
  });
  it('random games upgrade baggage trains and attack barbarians', () => {
    const seen = new Map<number, number>();
    for (let i = 0; i < 4; i++) for (const [k, n] of randomGame(4, false, `tb-attack:${i}`).kinds) seen.set(k, (seen.get(k) ?? 0) + n);
    for (const k of [A_UPGRADE, A_DRIVE_OFF, A_INTERIOR_ROAD]) expect(seen.get(k) ?? 0, `kind ${k}`).toBeGreaterThan(0);
  });
  it('random player counts, set-ups and seeds keep every invariant (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4 }), fc.boolean(), fc.integer({ min: 0, max: 1e9 }), (players, variable, seed) => {
        randomGame(players, variable, `fuzz:${seed}`, 40);
      }),
      { numRuns: 6, seed: 34 },
    );
  });
});
