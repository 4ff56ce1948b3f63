// A golden hash over seeded games of the mcts bot at a fixed iteration budget, both modes, against
// the other built-in bots: a speed-up of the search (buffers, node pools, cheaper determinization)
// must leave every decision, and so every game, as it was. If a change alters this hash, it changed
// what mcts plays: check that was intended, then update the constant and say so in the commit.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../src/bots/bot.js';
import { createGreedyBot } from '../src/bots/greedy/index.js';
import { createMctsBot } from '../src/bots/mcts/index.js';
import { createRandomBot } from '../src/bots/random.js';
import { createValueBot } from '../src/bots/value/index.js';
import { buildBoard } from '../src/engine/board.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';
import { playGame } from '../src/tournament/play-game.js';

/** Four games: turn mode twice (default and 'mean' backup with rival) and game mode with each leaf. */
const LINEUPS: Array<() => Bot[]> = [
  () => [createMctsBot({ iterations: 40 }), createValueBot(), createGreedyBot(), createRandomBot()],
  () => [createValueBot(), createMctsBot({ iterations: 30, backup: 'mean', rival: 0.3 }), createValueBot(), createGreedyBot()],
  () => [createGreedyBot(), createRandomBot(), createMctsBot({ mode: 'game', iterations: 24, rolloutDepth: 10 }), createValueBot()],
  () => [createMctsBot({ mode: 'game', iterations: 16, leaf: 'value', treeOffers: true }), createGreedyBot(), createValueBot()],
];

const GOLDEN_SHA256 = 'e17036c520b7dfdaa175b08755c2ab7fa0c0ad6abf09f4abf2cfbf4fdde1f1f4';

describe('mcts golden hash', () => {
  it('seeded games at a fixed iteration budget hash to the recorded value', () => {
    const h = createHash('sha256');
    LINEUPS.forEach((lineup, i) => {
      const seed = `mcts-golden:${i}`;
      const bots = lineup();
      const game = createGame(buildBoard(randomBoard(seed)), { players: bots.length, tradeOffersPerTurn: 3, turnCap: 400 });
      const { result, trace } = playGame(game, seed, bots, { trace: true });
      expect(result.forfeit).toBeNull();
      h.update(`${result.winner},${result.turns},${result.vp.join(',')},${result.steps},${trace!.actions.join(' ')}\n`);
    });
    expect(h.digest('hex')).toBe(GOLDEN_SHA256);
  });
});
