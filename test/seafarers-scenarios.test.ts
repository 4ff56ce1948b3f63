// Every playable Seafarers scenario at every player count, on its printed layout and on its
// variable set-up: seeded random games keep every invariant, replay from their records, and give
// the same game for the same seed.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { OptionsError } from '../src/rules/options.js';
import { createGame, replayRecord, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIO_IDS } from '../src/rules/seafarers/scenarios.js';


/** A random game: its actions and outcomes, checking the invariants every few steps. */
function randomGame(id: (typeof SCENARIO_IDS)[number], players: number, variable: boolean, seed: string) {
  const board = scenarioBoardFor({ players, scenario: id }, variable, seed);
  const game = createGame(board, { players, scenario: id, turnCap: 40 });
  const st = newState(game, seed);
  const rand = makeRandom(`${seed}/pick`);
  const out = new Int32Array(maxActions(game));
  const actions: number[] = [];
  const outcomes: number[] = [];
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    expect(n, `no legal action (${id}, ${players} players)`).toBeGreaterThan(0);
    const a = out[Math.floor(rand() * n)]!;
    actions.push(a);
    outcomes.push(apply(st, a));
    if (actions.length % 4 === 0) expect(checkInvariants(st)).toEqual([]);
  }
  expect(checkInvariants(st)).toEqual([]);
  return { game, st, actions, outcomes };
}

describe.each(SCENARIO_IDS)('scenario %s', (id) => {
  // Each player count on one layout, both layouts for each scenario (the suite's time): printed for 3 and 5, variable for 4 and 6.
  it.each([3, 4, 5, 6])('%i players: invariants hold, records replay, same seed same game', (players) => {
    for (const variable of [players % 2 === 0]) {
      const seed = `${id}:${players}:${variable}`;
      const a = randomGame(id, players, variable, seed);
      const rec = makeRecord({ game: a.game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions: a.actions, outcomes: a.outcomes, forfeit: null });
      expect(rec.ruleset).toBe('seafarers');
      expect(() => replayRecord(JSON.parse(JSON.stringify(rec)))).not.toThrow();
      // Same seed, same game (the deal included).
      const b = randomGame(id, players, variable, seed);
      expect(b.actions).toEqual(a.actions);
      expect(Array.from(b.st.s)).toEqual(Array.from(a.st.s));
    }
  });
});

describe('fuzzing', () => {
  it('random scenarios, player counts, layouts and seeds keep every invariant (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIO_IDS), fc.integer({ min: 3, max: 6 }), fc.boolean(), fc.integer({ min: 0, max: 1e9 }), (id, players, variable, seed) => {
        randomGame(id, players, variable, `fuzz:${seed}`);
      }),
      { numRuns: 10, seed: 12 },
    );
  });
});

describe('scenario options', () => {
  it("take the scenario's target, and the paired turn rule for 5-6", () => {
    const g4 = createGame(scenarioBoardFor({ players: 4, scenario: 'four-islands' }, false, 's'), { players: 4, scenario: 'four-islands' });
    expect(g4.options.targetVp).toBe(13);
    const g6 = createGame(scenarioBoardFor({ players: 6, scenario: 'four-islands' }, false, 's'), { players: 6, scenario: 'four-islands' });
    expect(g6.options.turnRule).toBe('paired');
    expect(() => createGame(scenarioBoardFor({ players: 6, scenario: 'four-islands' }, false, 's'), { players: 6, scenario: 'four-islands', turnRule: 'special-building' })).toThrow(OptionsError);
  });

  it('the printed layout keeps its hexes and deals its harbors from the seed; the variable set-up moves terrain', () => {
    const a = scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'one');
    const b = scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'two');
    expect(b.hexes).toEqual(a.hexes);
    expect(new Set(a.harbors.map((h) => h.edge.join()))).toEqual(new Set(b.harbors.map((h) => h.edge.join())));
    const v = scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, true, 'one');
    expect(v.hexes.map((h) => h.terrain)).not.toEqual(a.hexes.map((h) => h.terrain));
  });
});
