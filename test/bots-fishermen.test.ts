// Every built-in bot plays The Fishermen of Catan through the seat views a tournament gives it, at
// 4 and 6 players: legal answers, sound states, a win, fish drawn and spent, the same seed the same
// game. Built on the compiled engine (dist/), as the other bot tests.

import { describe, expect, it } from 'vitest';
import { createGreedyBot } from '../dist/src/bots/greedy/index.js';
import { createRandomBot } from '../dist/src/bots/random.js';
import { WINNER } from '../dist/src/engine/layout.js';
import { createGame, scenarioBoardFor } from '../dist/src/rules/registry.js';
import type { Bot } from '../dist/src/bots/bot.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';

const ID = 'fishermen-of-catan' as const;

describe('every built-in bot plays The Fishermen of Catan', () => {
  for (const name of Object.keys(BOT_FACTORIES)) {
    for (const players of [4, 6]) {
      it(`${name}, ${players} players: legal answers and sound states to a win, fish drawn and spent; the same seed, the same game`, () => {
        const options = { players, scenario: ID };
        const seed = `bots-fish:${name}:${players}`;
        const game = createGame(scenarioBoardFor(options, true, seed), options);
        const other = (i: number): Bot => (i % 2 === 0 ? createGreedyBot() : createRandomBot());
        const lineup = () => Array.from({ length: players }, (_, i) => (i % 2 === 0 ? BOT_FACTORIES[name]!() : other(i)));
        const every = name === 'value' || name === 'mcts' ? 7 : 1;
        const played = playChecked(game, seed, lineup(), every);
        expect(played.problems).toEqual([]);
        expect(played.state.s[WINNER]).toBeGreaterThanOrEqual(0);
        const byName = new Map<string, number>();
        for (const [k, c] of played.kinds) byName.set(game.kinds[k]!.name, c);
        for (const kind of ['draw_fish', 'spend_fish']) expect(byName.get(kind) ?? 0, kind).toBeGreaterThan(0);
        const again = playChecked(game, seed, lineup(), 1_000_000);
        expect(again.actions).toEqual(played.actions);
      });
    }
  }
});
