// The built-in bots play the Traders & Barbarians scenario: every one without an illegal answer or
// a broken invariant, through its seat's view, at 3-6 players; greedy wagons deliver, and greedy
// games end in a win.

import { describe, expect, it } from 'vitest';
import { PH_GAME_OVER, PHASE, WINNER } from '../dist/src/engine/layout.js';
import { createGame, scenarioBoardFor } from '../dist/src/rules/registry.js';
import { A_DRIVE_OFF, A_UPGRADE, A_WAGON_STEP } from '../dist/src/rules/traders-barbarians/traders/ids.js';
import { fieldsOf } from '../dist/src/rules/traders-barbarians/traders/context.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';

const ID = 'traders-and-barbarians';

function game(players: number, seed: string) {
  return createGame(scenarioBoardFor({ players, scenario: ID }, false, seed), { players, scenario: ID, turnCap: 150 });
}

describe('bots in the Traders & Barbarians scenario', () => {
  it('four greedy bots deliver commodities, upgrade, attack barbarians and end in a win', () => {
    const seen = new Map<number, number>();
    let delivered = 0;
    for (const seed of ['g1', 'g2']) {
      const g = game(4, seed);
      const play = playChecked(g, seed, [0, 1, 2, 3].map(() => BOT_FACTORIES.greedy!()), 7);
      expect(play.problems).toEqual([]);
      expect(play.state.s[PHASE]).toBe(PH_GAME_OVER);
      expect(play.state.s[WINNER]).toBeGreaterThanOrEqual(0);
      for (const [k, n] of play.kinds) seen.set(k, (seen.get(k) ?? 0) + n);
      const F = fieldsOf(g);
      for (let p = 0; p < 4; p++) delivered += play.state.s[F.delivered + p]!;
    }
    expect(delivered).toBeGreaterThan(4);
    for (const k of [A_WAGON_STEP, A_UPGRADE, A_DRIVE_OFF]) expect(seen.get(k) ?? 0, `kind ${k}`).toBeGreaterThan(0);
  });
  it('six greedy bots on the 5-6 board with paired turns deliver and end in a win', () => {
    const g = game(6, 'g6');
    const play = playChecked(g, 'g6', [0, 1, 2, 3, 4, 5].map(() => BOT_FACTORIES.greedy!()), 7);
    expect(play.problems).toEqual([]);
    expect(play.state.s[WINNER]).toBeGreaterThanOrEqual(0);
    const F = fieldsOf(g);
    let delivered = 0;
    for (let p = 0; p < 6; p++) delivered += play.state.s[F.delivered + p]!;
    expect(delivered).toBeGreaterThan(6);
  });
  it.each([
    [3, ['value', 'random', 'weighted']],
    [4, ['mcts', 'value', 'greedy', 'random']],
    [5, ['mcts', 'weighted', 'greedy', 'random', 'value']],
    [6, ['greedy', 'value', 'weighted', 'random', 'greedy', 'value']],
  ])('%i players: %j play without an illegal answer', (players, names) => {
    const play = playChecked(game(players, `mix${players}`), `mix${players}`, names.map((n) => BOT_FACTORIES[n]!()), 11);
    expect(play.problems).toEqual([]);
    expect(play.state.s[PHASE]).toBe(PH_GAME_OVER);
  });
});
