// The Seafarers golden batch: every scenario at 3 to 6 players, on its printed layout and its
// variable set-up, greedy and random bots alternating, hashed with every action and chance
// outcome. Gold picks, fog discoveries, the tribe's gifts, the pirate fleet's losses, the robber,
// the pirate and Road Building all interrupt and resume play here, so a change in how a decision
// is entered or returned from changes this hash.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGreedyBot } from '../src/bots/greedy/index.js';
import { createRandomBot } from '../src/bots/random.js';
import { A_DISCARD, A_ROAD_BUILDING, A_ROBBER, ARG_BITS } from '../src/engine/actions.js';
import { A_DISCOVER, A_GOLD, A_PIRATE } from '../src/rules/seafarers/ids.js';
import { A_GIFT_CARD, A_PLACE_HARBOR } from '../src/rules/seafarers/scenarios/forgotten-tribe.js';
import { A_FLEET_LOSS, A_STEAL } from '../src/rules/seafarers/scenarios/pirate-islands/index.js';
import { createGame, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIO_IDS } from '../src/rules/seafarers/scenarios.js';
import { playGame } from '../src/tournament/play-game.js';

const SEAFARERS_GOLDEN_SHA256 = '1f35ea5807a7dd804f337c4fd06a2cfe5ec13389967756a12d8f19e49ed49263';

describe('golden hash of Seafarers', () => {
  it('every scenario plays as it always did', () => {
    const h = createHash('sha256');
    const kinds = new Set<number>();
    for (const id of SCENARIO_IDS) {
      for (const [players, variable] of [
        [3, false],
        [4, true],
        [5, true],
        [6, false],
      ] as const) {
        const seed = `golden-sea:${id}:${players}:${variable}`;
        const board = scenarioBoardFor({ players, scenario: id }, variable, seed);
        const bots = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? createGreedyBot({}) : createRandomBot()));
        const { result, trace } = playGame(createGame(board, { players, scenario: id, turnCap: 80 }), seed, bots, { trace: true });
        expect(result.forfeit).toBeNull();
        for (const a of trace!.actions) kinds.add(a >>> ARG_BITS);
        h.update(`${id},${players},${result.winner},${result.turns},${result.vp.join(',')},${result.steps},${trace!.actions.join(',')}|${trace!.outcomes.join(',')}\n`);
      }
    }
    // The batch reaches every decision that interrupts play and returns.
    for (const k of [A_DISCARD, A_ROBBER, A_PIRATE, A_ROAD_BUILDING, A_GOLD, A_DISCOVER, A_FLEET_LOSS, A_STEAL, A_GIFT_CARD, A_PLACE_HARBOR]) expect(kinds.has(k), `kind ${k}`).toBe(true);
    expect(h.digest('hex')).toBe(SEAFARERS_GOLDEN_SHA256);
  });
});
