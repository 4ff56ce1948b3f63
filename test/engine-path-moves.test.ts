// The seam's moving pieces (src/engine/path-moves.ts): a path graph of a board plus extra nodes and
// paths beyond the hex grid, the steps open to a piece within its points, and the cheapest costs.

import { describe, expect, it } from 'vitest';
import { buildBoard } from '../src/engine/board.js';
import { otherEnd, pathDistances, pathGraph, pathSteps } from '../src/engine/path-moves.js';
import { beginnerBoard } from '../src/rules/base/maps.js';

const board = buildBoard(beginnerBoard());

describe('path graphs', () => {
  it('keep the board ids and add extra nodes and paths after them', () => {
    const g = pathGraph(board, 1, [
      [board.numNodes, 0],
      [board.numNodes, 5],
    ]);
    expect(g.numNodes).toBe(board.numNodes + 1);
    expect(g.numEdges).toBe(board.numEdges + 2);
    for (let e = 0; e < board.numEdges; e++) expect([g.edgeNodes[e * 2], g.edgeNodes[e * 2 + 1]]).toEqual([board.edgeNodes[e * 2], board.edgeNodes[e * 2 + 1]]);
    expect(otherEnd(g, board.numEdges + 1, board.numNodes)).toBe(5);
    // Node 0 has its board paths and the extra one: the width grows to fit.
    expect(g.width).toBeGreaterThanOrEqual(3);
    expect(() => pathGraph(board, 0, [[0, 0]])).toThrow(/two distinct nodes/);
  });
  it('list the steps a piece can pay for, as base | edge, and price the cheapest ways', () => {
    const g = pathGraph(board, 1, [[board.numNodes, 0]]);
    const extra = board.numEdges;
    // Every path costs 2, the extra one 1.
    const cost = (_game: unknown, _s: Int32Array, _p: number, e: number) => (e === extra ? 1 : 2);
    const out = new Int32Array(8);
    const n = pathSteps(g, null as never, new Int32Array(0), 0, 0, 1, cost, out, 0, 7 << 20);
    expect(Array.from(out.subarray(0, n))).toEqual([(7 << 20) | extra]);
    const all = pathSteps(g, null as never, new Int32Array(0), 0, 0, 2, cost, out, 0, 0);
    expect(all).toBe(1 + board.nodeEdges.subarray(0, 3).filter((e) => e >= 0).length);
    const dist = pathDistances(g, board.numNodes, (e) => (e === extra ? 1 : 2));
    expect(dist[0]).toBe(1);
    const next = otherEnd(g, board.nodeEdges[0]!, 0);
    expect(dist[next]).toBe(3);
    // A closed path is no way at all.
    const closed = pathDistances(g, board.numNodes, (e) => (e === extra ? -1 : 2));
    expect(closed[0]).toBe(Infinity);
  });
});
