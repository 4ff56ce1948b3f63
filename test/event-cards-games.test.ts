// Traders & Barbarians' Catan Event Cards in whole random games (D113-D129): at 3-6 players, with
// Catan for Two and a Seafarers scenario, every invariant after every step, every event met, the
// same seed playing the same game, and the record replaying to the same state.

import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { A_ROLL, ARG_BITS } from '../src/engine/actions.js';
import { newState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, replayRecord, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIO_IDS } from '../src/rules/seafarers/scenarios.js';
import { CARD_EVENT, EVENTS } from '../src/rules/traders-barbarians/event-cards/data.js';
import { eventFields } from '../src/rules/traders-barbarians/event-cards/fields.js';

type Board = ReturnType<typeof randomBoard>;

function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** A game played by random bots to its end (or turn cap), checked after every step; its actions, outcomes and the events flipped. */
function play(board: Board, options: Partial<RuleOptions>, seed: string) {
  const game = createGame(board, options);
  const F = eventFields(game)!;
  const st = newState(game, seed);
  const legal = new Int32Array(maxActions(game));
  const bot = createRandomBot();
  const rng = lcg(11);
  const actions: number[] = [];
  const outcomes: number[] = [];
  const events = new Set<string>();
  const problems: string[] = [];
  while (st.s[PHASE] !== PH_GAME_OVER && problems.length === 0) {
    const n = legalActions(st, legal);
    if (n === 0) throw new Error(`no legal action in phase ${st.s[PHASE]}`);
    const a = n === 1 ? legal[0]! : bot.decide(st as never, legal, n, rng);
    actions.push(a);
    const o = apply(st, a);
    outcomes.push(o);
    if (a >>> ARG_BITS === A_ROLL) events.add(EVENTS[CARD_EVENT[o]!]!);
    problems.push(...checkInvariants(st));
  }
  return { game, st, F, actions, outcomes, events, problems };
}

const GAMES: Array<[string, Partial<RuleOptions>, () => Board]> = [
  ['3 players', { players: 3 }, () => randomBoard('ev:3')],
  ['4 players', { players: 4 }, () => randomBoard('ev:4')],
  ['4 players, reshuffled deck', { players: 4, eventCards: 'reshuffle' }, () => randomBoard('ev:4r')],
  ['5 players, special building', { players: 5 }, () => fiveSixRandomBoard('ev:5')],
  ['6 players, paired', { players: 6, turnRule: 'paired' }, () => fiveSixRandomBoard('ev:6')],
  ['Catan for Two', { players: 2, variant: 'catan-for-two' }, () => randomBoard('ev:2')],
  ['Seafarers, Heading for New Shores', { players: 4, scenario: 'heading-for-new-shores' }, () => scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'ev:sea')],
  ['Seafarers, Through the Desert, with the Friendly Robber', { players: 3, scenario: 'through-the-desert', friendlyRobber: true }, () => scenarioBoardFor({ players: 3, scenario: 'through-the-desert' }, false, 'ev:sea2')],
];

describe('the Event Cards in random games', () => {
  for (const [label, options, board] of GAMES) {
    it(`${label}: every invariant holds, the deck is rebuilt, and the record replays to the same state`, () => {
      const opts = { eventCards: 'new-year' as const, turnCap: 150, ...options };
      const r = play(board(), opts, `ev:${label}`);
      expect(r.problems).toEqual([]);
      expect(r.st.s[r.F.rebuilds]).toBeGreaterThan(0);
      expect(r.events.size).toBeGreaterThan(6);
      const again = play(board(), opts, `ev:${label}`);
      expect(again.actions).toEqual(r.actions);
      const rec = makeRecord({ game: r.game, seed: `ev:${label}`, index: 0, seats: Array.from({ length: r.game.seats }, () => ({ bot: 'random' })), actions: r.actions, outcomes: r.outcomes, forfeit: null });
      expect(rec.options.eventCards).toBe(opts.eventCards);
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(r.st.s));
    });
  }
});

describe('the Event Cards on every Seafarers scenario (D127)', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: a random game keeps every invariant and replays`, () => {
      const options = { players: 4, scenario, eventCards: 'new-year' as const, turnCap: 100 };
      const r = play(scenarioBoardFor({ players: 4, scenario }, false, `evs:${scenario}`), options, `evs:${scenario}`);
      expect(r.problems).toEqual([]);
      const rec = makeRecord({ game: r.game, seed: `evs:${scenario}`, index: 0, seats: [0, 1, 2, 3].map(() => ({ bot: 'random' })), actions: r.actions, outcomes: r.outcomes, forfeit: null });
      expect(Array.from(replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord).state.s)).toEqual(Array.from(r.st.s));
    });
  }
});
