// Walking a piece along edges (src/engine/node-walk.ts): the nodes a knight or a wagon reaches
// from where it stands, against a plain relaxation over every edge on random boards, edge sets,
// stops and step limits (fast-check), and one scenario on the beginner board.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/rules/registry.js';
import { newState } from '../src/engine/game.js';
import { nodeWalk, walkNodes } from '../src/engine/node-walk.js';
import { putRoad, putSettlement } from '../src/engine/position.js';
import { randomBoard } from '../src/index.js';
import { beginnerGame, edgeBetween, pathA } from './helpers/scenario.js';

/** Shortest steps from start to every node (-1: unreached), relaxing every edge until nothing changes. */
function plainSteps(numNodes: number, edgeNodes: Int32Array, usable: (e: number) => boolean, stopped: (x: number) => boolean, start: number, maxSteps: number): number[] {
  const steps = new Array<number>(numNodes).fill(-1);
  steps[start] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let e = 0; e < edgeNodes.length / 2; e++) {
      if (!usable(e)) continue;
      for (const [x, y] of [
        [edgeNodes[e * 2]!, edgeNodes[e * 2 + 1]!],
        [edgeNodes[e * 2 + 1]!, edgeNodes[e * 2]!],
      ] as const) {
        if (steps[x]! < 0 || steps[x]! >= maxSteps || (x !== start && stopped(x))) continue;
        if (steps[y]! < 0 || steps[y]! > steps[x]! + 1) {
          steps[y] = steps[x]! + 1;
          changed = true;
        }
      }
    }
  }
  return steps;
}

describe('walkNodes', () => {
  it('reaches what a relaxation over every edge reaches, in as many steps (random boards, edge sets, stops)', () => {
    const games = [0, 1, 2].map((i) => createGame(randomBoard(`walk:${i}`), { players: 4 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 30 }), fc.boolean(), (g, seed, maxSteps, second) => {
        const game = games[g]!;
        const { numNodes, numEdges, edgeNodes } = game.board;
        const edgeWords = (numEdges + 31) >>> 5;
        let x = seed;
        const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
        // Two edge sets side by side in one array (as roads and ships sit in a state), a stop set.
        const s = new Int32Array(2 * edgeWords);
        for (let e = 0; e < numEdges; e++) if (next() % 3 !== 0) s[(next() % 2 === 0 || !second ? 0 : edgeWords) + (e >>> 5)]! |= 1 << (e & 31);
        const stop = new Int32Array((numNodes + 31) >>> 5);
        for (let v = 0; v < numNodes; v++) if (next() % 6 === 0) stop[v >>> 5]! |= 1 << (v & 31);
        const start = next() % numNodes;
        const has = (words: Int32Array, at: number, i: number) => (words[at + (i >>> 5)]! & (1 << (i & 31))) !== 0;
        const usable = (e: number) => has(s, 0, e) || (second && has(s, edgeWords, e));
        const want = plainSteps(numNodes, edgeNodes, usable, (v) => has(stop, 0, v), start, maxSteps);
        const walk = nodeWalk(numNodes);
        const count = walkNodes(game, s, start, 0, second ? edgeWords : -1, stop, maxSteps, walk);
        const got = Array.from({ length: numNodes }, (_, v) => (has(walk.reached, 0, v) ? walk.steps[v]! : -1));
        expect(got).toEqual(want);
        expect(count).toBe(want.filter((d) => d >= 0).length);
        // Nearest first: the order's steps never go down.
        for (let i = 1; i < walk.count; i++) expect(walk.steps[walk.order[i]!]!).toBeGreaterThanOrEqual(walk.steps[walk.order[i - 1]!]!);
      }),
      { numRuns: 300 },
    );
  });

  it("a knight along its owner's roads: an opponent's settlement on the way is an end, not a way through", () => {
    const st = beginnerGame('walk', { players: 3 });
    const { game, s } = st;
    const L = game.layout;
    const A = pathA(st);
    putSettlement(st, 0, A[0]!);
    for (let i = 0; i < 6; i++) putRoad(st, 0, edgeBetween(st, A[i]!, A[i + 1]!));
    const walk = nodeWalk(game.board.numNodes);
    const roads = L.road; // seat 0's roads
    expect(walkNodes(game, s, A[0]!, roads, -1, null, 99, walk)).toBe(7);
    expect(Array.from(walk.order.subarray(0, walk.count))).toEqual(A.slice(0, 7));
    // Seat 1's settlement on A[3] (placed outside the rules) stops the knight there.
    putSettlement(st, 1, A[3]!);
    const stop = new Int32Array(L.nodeWords);
    for (let w = 0; w < L.nodeWords; w++) stop[w] = s[L.built + w]! & ~s[L.settle + w]! & ~s[L.city + w]!;
    expect(walkNodes(game, s, A[0]!, roads, -1, stop, 99, walk)).toBe(4);
    // At most two steps.
    expect(walkNodes(game, s, A[0]!, roads, -1, null, 2, walk)).toBe(3);
    expect(walk.steps[A[2]!]).toBe(2);
    // A fresh state has no roads: the walk stays where it starts.
    const empty = newState(game, 'walk:empty');
    expect(walkNodes(game, empty.s, A[0]!, roads, -1, null, 99, walk)).toBe(1);
  });
});
