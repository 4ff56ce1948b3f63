// A game's outcome depends on its seed, its options and its bots, never on what the thread played
// before: a worker plays many games one after another, and with more or fewer workers each one
// follows a different set. Every family's game is played in one order and then in the reverse
// order in the same thread, by every built-in bot that keeps module scratch, and must play out
// action for action the same. A buffer that one decision fills and a later one trusts without
// filling would carry one game's values into the next and fail here.

import { describe, expect, it } from 'vitest';
import type { Game } from '../dist/src/engine/game.js';
import { createGame, scenarioBoardFor } from '../dist/src/rules/registry.js';
import { randomBoard } from '../dist/src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../dist/src/rules/five-six/maps.js';
import { SCENARIO_IDS } from '../dist/src/rules/seafarers/scenarios.js';
import { TRADERS_SCENARIO_IDS } from '../dist/src/rules/traders-barbarians/scenario-ids.js';
import { playGame } from '../dist/src/tournament/play-game.js';
import { BOT_FACTORIES } from './helpers/bot-games.js';

// Greedy at two seats of four: its decisions lean most on shared scratch.
const LINEUP = ['greedy', 'weighted', 'greedy', 'value', 'mcts', 'greedy'];

const GAMES: ReadonlyArray<readonly [string, () => Game]> = [
  ['base, 4 players', () => createGame(randomBoard('h:b4'), { players: 4, turnCap: 100 })],
  ['base, 6 players', () => createGame(fiveSixRandomBoard('h:b6'), { players: 6, turnCap: 100 })],
  ['Catan for Two', () => createGame(randomBoard('h:2'), { players: 2, variant: 'catan-for-two', turnCap: 100 })],
  ['Cities & Knights', () => createGame(randomBoard('h:ck'), { players: 4, expansion: 'cities-knights', turnCap: 100 })],
  ['Event Cards', () => createGame(randomBoard('h:ec'), { players: 4, eventCards: 'new-year', turnCap: 100 })],
  ['Harbormaster, Friendly Robber', () => createGame(randomBoard('h:hm'), { players: 4, harbormaster: true, friendlyRobber: true, turnCap: 100 })],
  ...[...SCENARIO_IDS, ...TRADERS_SCENARIO_IDS].map(
    (id) => [id, () => createGame(scenarioBoardFor({ players: 4, scenario: id }, true, `h:${id}`), { players: 4, scenario: id, turnCap: 100 })] as const,
  ),
];

function playAll(order: ReadonlyArray<readonly [string, () => Game]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, make] of order) {
    const game = make();
    const bots = Array.from({ length: game.seats }, (_, i) => BOT_FACTORIES[LINEUP[i % LINEUP.length]!]!());
    const { result, trace } = playGame(game, `h:${name}`, bots, { trace: true });
    out.set(name, `${result.winner} ${result.steps} ${trace!.actions.join(',')}`);
  }
  return out;
}

describe('a game does not depend on the games played before it in the thread', () => {
  it(`${GAMES.length} games of every family, played forward then backward: the same actions`, () => {
    const forward = playAll(GAMES);
    const backward = playAll([...GAMES].reverse());
    const differ = GAMES.map(([name]) => name).filter((name) => forward.get(name) !== backward.get(name));
    expect(differ).toEqual([]);
  });
});
