// The memories of evaluate's parts (value/board-memo.ts, value/race-memo.ts) against evaluate
// without them: the same call sequence, positions revisited as a search revisits them, must give
// the same values bit for bit, since the evaluation's module scratch carries over between calls.

import { describe, expect, it } from 'vitest';
import { MCTS_WEIGHT_CHANGES } from '../src/bots/mcts/index.js';
import { BoardMemo, RaceMemo, evaluate, evaluateSeats, resolveValueWeights } from '../src/bots/value/index.js';
import { nodePipsTable } from '../src/bots/value/race.js';
import { buildBoard } from '../src/engine/board.js';
import { cloneState, newState, type GameState } from '../src/engine/game.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';

/**
 * Positions along a random game, every few steps, every other one also with no settlements left to
 * any seat: there boardValue picks no sites and a race that builds a city reads the sites the
 * evaluation before it left, which a memory must leave in place too.
 */
function positions(seed: string): GameState[] {
  const game = createGame(buildBoard(randomBoard(seed)), { turnCap: 300 });
  const st = newState(game, seed);
  const rng = makeRandom(`${seed}:moves`);
  const legal = new Int32Array(maxActions(game));
  const out: GameState[] = [];
  for (let step = 0; step < 3000 && st.s[PHASE] !== PH_GAME_OVER; step++) {
    const n = legalActions(st, legal);
    apply(st, legal[Math.floor(rng() * n)]!);
    if (step % 7 !== 0) continue;
    out.push(cloneState(st));
    if (step % 14 === 0) {
      const spent = cloneState(st);
      for (let p = 0; p < game.layout.players; p++) spent.s[game.layout.settlementsLeft + p] = 0;
      out.push(spent);
    }
  }
  return out;
}

describe('value evaluation memories', () => {
  it('give what evaluate gives without them, on the same sequence of calls', () => {
    for (const W of [resolveValueWeights({}), resolveValueWeights({ ...MCTS_WEIGHT_CHANGES })]) {
      for (const seed of ['memo-a', 'memo-b']) {
        const list = positions(seed);
        const rng = makeRandom(`${seed}:calls`);
        // Each call a new position or one met before, for a random seat.
        const calls: Array<[GameState, number]> = [];
        for (let i = 0; i < list.length; i++) {
          calls.push([list[i]!, Math.floor(rng() * 4)]);
          for (let k = 0; k < 3; k++) calls.push([list[Math.floor(rng() * (i + 1))]!, Math.floor(rng() * 4)]);
        }
        const plain = calls.map(([st, seat]) => evaluate(st, seat, W));
        const memo = { boards: new BoardMemo(), races: new RaceMemo() };
        const remembered = calls.map(([st, seat]) => evaluate(st, seat, W, memo));
        expect(remembered).toEqual(plain);
        expect(calls.length).toBeGreaterThan(400);
      }
    }
  });
});

describe('the node pips table', () => {
  it('gives evaluateSeats the values it gives without it, bit for bit, on the same sequence of calls', () => {
    for (const W of [resolveValueWeights({}), resolveValueWeights({ ...MCTS_WEIGHT_CHANGES })]) {
      for (const seed of ['table-a', 'table-b']) {
        const list = positions(seed);
        const table = nodePipsTable(list[0]!.game);
        const totals = new Float64Array(4);
        const values = (nodePips: Float64Array | null): number[] =>
          list.flatMap((st) => {
            const out = new Float64Array(4);
            evaluateSeats(st, W, out, totals, nodePips);
            return Array.from(out);
          });
        const plain = values(null);
        expect(values(table)).toEqual(plain);
        expect(plain.length).toBeGreaterThan(400);
      }
    }
  });
});
