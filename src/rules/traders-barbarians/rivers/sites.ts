// The rivers on one board, as ids: which hexes are river hexes (the swamps included, D148), the
// intersections and paths beside them (where building pays a coin), the bridge sites (the paths a
// river crosses, closed to roads), and the hex whose "12" also produces on a 2. Built once per
// board from the layout of its frame and kept beside it.

import { BoardError, type Board } from '../../../engine/board.js';
import { riverHexes, riversLayout, RIVER_SIDE, type RiversLayout } from './board.js';

export interface RiverSites {
  /** 1 on a river hex, by hex id. */
  readonly riverHex: Uint8Array;
  /** 1 on an intersection beside a river hex, by node id. */
  readonly riverNode: Uint8Array;
  /** 1 on a path beside a river hex, by edge id (the bridge sites among them). */
  readonly riverEdge: Uint8Array;
  /** 1 on a bridge site, by edge id. */
  readonly bridgeSite: Uint8Array;
  /** The bridge sites as an edge bitset (words), for masking lists. */
  readonly bridgeMask: Int32Array;
  /** The bridge sites' edge ids, in river order. */
  readonly bridges: readonly number[];
  /** The swamps' hex ids. */
  readonly swamps: readonly number[];
}

const cache = new WeakMap<Board, RiverSites>();

/** The layout a board of `landHexes` land hexes was dealt from. */
export function layoutOf(landHexes: number): RiversLayout {
  return riversLayout(landHexes > 19 ? 5 : 4);
}

// The last board asked for, ahead of the map: a game asks for its own board at nearly every step.
let last: { board: Board; sites: RiverSites } | null = null;

export function riverSites(board: Board): RiverSites {
  if (last !== null && last.board === board) return last.sites;
  let t = cache.get(board);
  if (!t) {
    t = buildSites(board);
    cache.set(board, t);
  }
  last = { board, sites: t };
  return t;
}

function buildSites(b: Board): RiverSites {
  const layout = layoutOf(b.landHexes.length);
  const riverHex = new Uint8Array(b.numHexes);
  const riverNode = new Uint8Array(b.numNodes);
  const riverEdge = new Uint8Array(b.numEdges);
  const bridgeSite = new Uint8Array(b.numEdges);
  const bridgeMask = new Int32Array((b.numEdges + 31) >>> 5);
  const bridges: number[] = [];
  const swamps: number[] = [];
  for (const [q, r, swamp] of riverHexes(layout)) {
    const h = b.hexId(q, r);
    if (h < 0 || !b.landHexes.includes(h)) throw new BoardError(`The Rivers of Catan: the board has no land hex at [${q}, ${r}], where a river runs (deal it with --map scenario or --map random)`);
    if (swamp !== (b.hexToken[h] === 0)) throw new BoardError(`The Rivers of Catan: hex [${q}, ${r}] ${swamp ? 'is a swamp and carries no token' : 'carries a token'} on the scenario's board`);
    riverHex[h] = 1;
    if (swamp) swamps.push(h);
    for (let c = 0; c < 6; c++) {
      const n = b.hexNodes[h * 6 + c]!;
      if (n >= 0) riverNode[n] = 1;
      const e = b.hexEdges[h * 6 + c]!;
      if (e >= 0) riverEdge[e] = 1;
    }
    const e = b.edgeId(q, r, RIVER_SIDE);
    bridgeSite[e] = 1;
    bridgeMask[e >>> 5]! |= 1 << (e & 31);
    bridges.push(e);
  }
  return { riverHex, riverNode, riverEdge, bridgeSite, bridgeMask, bridges, swamps };
}

/** The hex that produces on a 2 besides its own "12" (the 3-4 rule, D147), or -1. */
export function twelveAlsoTwo(board: Board): number {
  if (!layoutOf(board.landHexes.length).twoOnTwelve) return -1;
  for (const h of board.landHexes) if (board.hexToken[h] === 12) return h;
  return -1;
}
