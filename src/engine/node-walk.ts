// Pieces that stand on nodes and travel along edges (a knight along its owner's roads, a wagon
// along the roads, a displaced knight retreating): where such a piece can go from where it stands,
// and in how many steps. Breadth first over the board's node-edge table, along the edge sets the
// rule names, never through a node the rule stops it at; the walk's arrays are made once per board
// shape (nodeWalk) and reused, so a list of moves allocates nothing.

import type { Game } from './game.js';

/** A walk's working arrays and its answer, for boards of one size. Not re-entrant: one walk at a time. */
export interface NodeWalk {
  /** Node bitset: the nodes the last walk reached, its start included. */
  readonly reached: Int32Array;
  /** Steps from the start to each node reached (read only where `reached` is set). */
  readonly steps: Int32Array;
  /** The nodes reached, in the order found (nearest first): `count` of them. */
  readonly order: Int32Array;
  count: number;
}

/** The arrays of a walk on boards of `numNodes` nodes. */
export function nodeWalk(numNodes: number): NodeWalk {
  return { reached: new Int32Array((numNodes + 31) >>> 5), steps: new Int32Array(numNodes), order: new Int32Array(numNodes), count: 0 };
}

/**
 * Walks from node `start` along the edges set in the edge bitsets at offsets `edgesA` and `edgesB`
 * of `s` (-1: none; a knight's roads, and its ships where Seafarers is in play), at most `maxSteps`
 * edges. A node set in `stop` (a node bitset, or null) is reached but not passed through: a piece
 * may end there (to displace what stands there) and go no further. The start is never stopped at.
 * Fills `walk` and returns the number of nodes reached, the start included.
 */
export function walkNodes(game: Game, s: Int32Array, start: number, edgesA: number, edgesB: number, stop: Int32Array | null, maxSteps: number, walk: NodeWalk): number {
  const b = game.board;
  // Locals (docs/performance.md, "fields read into locals").
  const nodeEdges = b.nodeEdges;
  const edgeNodes = b.edgeNodes;
  const reached = walk.reached;
  const steps = walk.steps;
  const order = walk.order;
  for (let w = 0; w < reached.length; w++) reached[w] = 0;
  reached[start >>> 5]! |= 1 << (start & 31);
  steps[start] = 0;
  order[0] = start;
  let count = 1;
  for (let head = 0; head < count; head++) {
    const x = order[head]!;
    const d = steps[x]!;
    if (d >= maxSteps) continue;
    if (x !== start && stop !== null && (stop[x >>> 5]! & (1 << (x & 31))) !== 0) continue;
    for (let k = 0; k < 3; k++) {
      const e = nodeEdges[x * 3 + k]!;
      if (e < 0) break;
      const w = e >>> 5;
      const bit = 1 << (e & 31);
      if (!((edgesA >= 0 && (s[edgesA + w]! & bit) !== 0) || (edgesB >= 0 && (s[edgesB + w]! & bit) !== 0))) continue;
      const y = edgeNodes[e * 2] === x ? edgeNodes[e * 2 + 1]! : edgeNodes[e * 2]!;
      if ((reached[y >>> 5]! & (1 << (y & 31))) !== 0) continue;
      reached[y >>> 5]! |= 1 << (y & 31);
      steps[y] = d + 1;
      order[count++] = y;
    }
  }
  walk.count = count;
  return count;
}
