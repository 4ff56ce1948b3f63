import { describe, expect, it } from 'vitest';
import { buildBoard } from '../src/engine/board.js';
import { makeRecord } from '../src/engine/record.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createRandomBot } from '../src/bots/random.js';
import { playGame } from '../src/tournament/play-game.js';
import { createGame, replayRecord } from '../src/rules/registry.js';

describe('records', () => {
  it('replaying a record (through JSON) reproduces the final state exactly', () => {
    for (let i = 0; i < 30; i++) {
      const seed = `rec:${i}`;
      const game = createGame(buildBoard(randomBoard(seed)), { players: 2 + (i % 3), tradeOffersPerTurn: i % 2 ? 3 : 0 });
      const bots = Array.from({ length: game.layout.players }, () => createRandomBot());
      const { result, state, trace } = playGame(game, seed, bots, { trace: true });
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const back = JSON.parse(JSON.stringify(rec));
      const replay = replayRecord(back);
      expect(Array.from(replay.state.s)).toEqual(Array.from(state.s));
      expect(replay.result.turns).toBe(result.turns);
      expect(replay.result.winner).toBe(result.winner < 0 ? null : result.winner);
    }
  });
});
