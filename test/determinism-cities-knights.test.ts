// The Cities & Knights golden batch: 3 to 6 players, with and without its variants, greedy and
// random bots alternating, hashed with every action and chance outcome (the event die and the
// barbarians' landings among them). A change in how a C&K rule plays, or in what order its
// decisions are offered, changes this hash.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGreedyBot } from '../src/bots/greedy/index.js';
import { createRandomBot } from '../src/bots/random.js';
import { ARG_BITS } from '../src/engine/actions.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { A_ACTIVATE_KNIGHT, A_DRAW_PROGRESS, A_HIRE_KNIGHT, A_IMPROVE, A_PILLAGE, A_PLAY_PROGRESS, A_WALL } from '../src/rules/cities-knights/ids.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import { createGame } from '../src/rules/registry.js';
import { playGame } from '../src/tournament/play-game.js';

const CITIES_KNIGHTS_GOLDEN_SHA256 = 'a74d141a6410c25a79eb4954318c0edd4afbcb64e78d945ab650743a8fff0152';

describe('golden hash of Cities & Knights', () => {
  it('every player count and variant plays as it always did', () => {
    const h = createHash('sha256');
    const kinds = new Set<number>();
    for (const [players, variants] of [
      [3, false],
      [4, false],
      [4, true],
      [5, false],
      [6, true],
    ] as const) {
      const seed = `golden-ck:${players}:${variants}`;
      const board = players <= 4 ? randomBoard(seed) : fiveSixRandomBoard(seed);
      const options = { players, expansion: 'cities-knights', turnCap: 70, knightErrant: variants, easyStart: variants, knightCommitment: variants } as const;
      const bots = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? createGreedyBot({}) : createRandomBot()));
      const { result, trace } = playGame(createGame(board, options), seed, bots, { trace: true });
      expect(result.forfeit).toBeNull();
      for (const a of trace!.actions) kinds.add(a >>> ARG_BITS);
      h.update(`${players},${variants},${result.winner},${result.turns},${result.vp.join(',')},${result.steps},${trace!.actions.join(',')}|${trace!.outcomes.join(',')}\n`);
    }
    for (const k of [A_WALL, A_HIRE_KNIGHT, A_ACTIVATE_KNIGHT, A_IMPROVE, A_DRAW_PROGRESS, A_PLAY_PROGRESS, A_PILLAGE]) expect(kinds.has(k), `kind ${k}`).toBe(true);
    expect(h.digest('hex')).toBe(CITIES_KNIGHTS_GOLDEN_SHA256);
  });
});
