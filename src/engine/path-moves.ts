// Pieces that travel: a piece standing on an intersection moves to an adjacent one along a path,
// paying each path's cost from a budget of movement points (the wagons of Traders & Barbarians;
// Explorers & Pirates' ships move the same way). The graph is the board's nodes and edges plus
// any a rule set adds beyond the hex grid (a trade hex's plaza and its interior paths): extra
// nodes take ids from board.numNodes on, extra edges from board.numEdges on, so a board id is
// also a path-graph id. The rule set owns the costs; this module owns the graph and the walk.

import type { Game } from './game.js';
import type { Topology } from './topology.js';

/** The graph a moving piece walks: dense node and edge ids, each node's paths padded with -1. */
export interface PathGraph {
  readonly numNodes: number;
  readonly numEdges: number;
  /** edgeNodes[e*2], edgeNodes[e*2+1]: the path's two ends. */
  readonly edgeNodes: Int32Array;
  /** nodeEdges[n*width + k]: the k-th path at node n, or -1. */
  readonly nodeEdges: Int32Array;
  readonly width: number;
}

/** A path's cost for the piece about to take it, or -1 when it may not. */
export type PathCost = (edge: number) => number;

/**
 * The board's nodes and edges plus `extra` paths between ids (an extra node is any id from
 * board.numNodes up to board.numNodes + extraNodes - 1). Built once per board by its caller.
 */
export function pathGraph(board: Pick<Topology, 'numNodes' | 'numEdges' | 'edgeNodes'>, extraNodes: number, extra: ReadonlyArray<readonly [number, number]>): PathGraph {
  const numNodes = board.numNodes + extraNodes;
  const numEdges = board.numEdges + extra.length;
  const edgeNodes = new Int32Array(numEdges * 2);
  edgeNodes.set(board.edgeNodes.subarray(0, board.numEdges * 2));
  extra.forEach(([a, b], i) => {
    if (!(a >= 0 && a < numNodes && b >= 0 && b < numNodes && a !== b)) throw new Error(`path ${i}: [${a}, ${b}] must join two distinct nodes of the graph`);
    edgeNodes[(board.numEdges + i) * 2] = a;
    edgeNodes[(board.numEdges + i) * 2 + 1] = b;
  });
  const degree = new Int32Array(numNodes);
  for (let i = 0; i < numEdges * 2; i++) degree[edgeNodes[i]!]!++;
  let width = 0;
  for (let n = 0; n < numNodes; n++) width = Math.max(width, degree[n]!);
  const nodeEdges = new Int32Array(numNodes * width).fill(-1);
  const used = new Int32Array(numNodes);
  for (let e = 0; e < numEdges; e++) {
    for (let k = 0; k < 2; k++) {
      const n = edgeNodes[e * 2 + k]!;
      nodeEdges[n * width + used[n]!++] = e;
    }
  }
  return { numNodes, numEdges, edgeNodes, nodeEdges, width };
}

/** The other end of path e from node n. */
export function otherEnd(g: PathGraph, e: number, n: number): number {
  const a = g.edgeNodes[e * 2]!;
  return a === n ? g.edgeNodes[e * 2 + 1]! : a;
}

/** What a path costs seat p's piece in state s, or -1 when it may not take it (a rule set's rule, bound once). */
export type StepCost = (game: Game, s: Int32Array, p: number, edge: number) => number;

/**
 * The paths seat p's piece at `at` may take with `points` left, written to out[n..] as `base | edge`
 * (an action word whose argument is the edge); returns the new count. A path is open when its cost
 * is 0 or more and at most `points`. Allocates nothing: it runs in a phase's legal list.
 */
export function pathSteps(g: PathGraph, game: Game, s: Int32Array, p: number, at: number, points: number, cost: StepCost, out: Int32Array, n: number, base: number): number {
  const w = g.width;
  const edges = g.nodeEdges;
  for (let k = 0; k < w; k++) {
    const e = edges[at * w + k]!;
    if (e < 0) break;
    const c = cost(game, s, p, e);
    if (c >= 0 && c <= points) out[n++] = base | e;
  }
  return n;
}

/**
 * The cheapest cost from `from` to every node (Infinity where none leads), paths priced by
 * `cost`: for bots steering a piece, and for tests. Allocates; not for a rule's hot path.
 */
export function pathDistances(g: PathGraph, from: number, cost: PathCost): Float64Array {
  const dist = new Float64Array(g.numNodes).fill(Infinity);
  const done = new Uint8Array(g.numNodes);
  dist[from] = 0;
  // Boards have a few hundred nodes: a scan for the nearest beats a heap's bookkeeping here.
  for (;;) {
    let u = -1;
    for (let n = 0; n < g.numNodes; n++) if (!done[n] && dist[n]! < Infinity && (u < 0 || dist[n]! < dist[u]!)) u = n;
    if (u < 0) return dist;
    done[u] = 1;
    for (let k = 0; k < g.width; k++) {
      const e = g.nodeEdges[u * g.width + k]!;
      if (e < 0) break;
      const c = cost(e);
      if (c < 0) continue;
      const v = otherEnd(g, e, u);
      if (dist[u]! + c < dist[v]!) dist[v] = dist[u]! + c;
    }
  }
}
