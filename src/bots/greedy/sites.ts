// Site scoring and the set-up placements built on it. siteScore is the greedy bot's most reused
// piece (targets, roads, and the value bot's evaluation and set-up call it), so it sits with the
// constants that tune it.

import { A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { HARBOR_GENERIC, NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { LAST_NODE } from '../../engine/layout.js';
import { addNodePips, nodeBlocked, nodePips, productionPips } from '../features.js';
import { prod } from './scratch.js';

/** Relative worth of a pip of each resource when choosing sites (brick, lumber, wool, grain, ore). */
export const SITE_RESOURCE_VALUE: readonly number[] = [1.0, 1.0, 0.8, 1.0, 0.95];
/** Site-score bonus for each resource a site adds that the seat does not produce yet. */
export const SITE_NEW_RESOURCE = 2.5;

// Module scratch of siteScore alone (one decision at a time per thread; not re-entrant).
const sitePips = new Float64Array(NUM_RESOURCES);

/**
 * How good `node` is as a settlement for a seat producing `myProd` (pips per resource): pips
 * weighted by resource, a bonus per new resource, and harbors that fit the production.
 */
export function siteScore(game: Game, node: number, myProd: ArrayLike<number>, harbors: number): number {
  // Plain stores: on five words a call to fill() costs more than they do.
  for (let r = 0; r < NUM_RESOURCES; r++) sitePips[r] = 0;
  addNodePips(game, node, sitePips, 1);
  return siteScoreOf(game, node, sitePips, 0, myProd, harbors);
}

/** siteScore with the node's pips by resource given, at pips[at..at + NUM_RESOURCES) (a table of every node's). */
export function siteScoreOf(game: Game, node: number, pips: Float64Array, at: number, myProd: ArrayLike<number>, harbors: number): number {
  // The five resources written out: in a loop V8 checks the arrays' maps and bounds again on
  // every pass, and the value bot scores every reachable node for every seat of every leaf.
  // The weights from a local (docs/performance.md, "fields read into locals").
  const value = SITE_RESOURCE_VALUE;
  let score = 0;
  score = siteTerm(score, pips[at]!, value[0]!, 0, myProd);
  score = siteTerm(score, pips[at + 1]!, value[1]!, 1, myProd);
  score = siteTerm(score, pips[at + 2]!, value[2]!, 2, myProd);
  score = siteTerm(score, pips[at + 3]!, value[3]!, 3, myProd);
  score = siteTerm(score, pips[at + 4]!, value[4]!, 4, myProd);
  const kind = game.board.nodeHarbor[node]!;
  if (kind >= 0 && (harbors & (1 << kind)) === 0) {
    if (kind === HARBOR_GENERIC) score += 1.5;
    else score += 0.35 * (myProd[kind]! + pips[at + kind]!);
  }
  return score;
}

/** score plus what p pips of resource r, worth w a pip, add to a site for a seat producing myProd. */
function siteTerm(score: number, p: number, w: number, r: number, myProd: ArrayLike<number>): number {
  if (p === 0) return score;
  score += p * w;
  if (myProd[r]! === 0) score += SITE_NEW_RESOURCE;
  return score;
}

/** The best set-up settlement among the legal ones. */
export function setupSettlement(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  productionPips(st, seat, prod);
  const harbors = st.s[game.layout.harbors + seat]!;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const node = a & ARG_MASK;
    // Where the next settlement could go from here (two roads away) matters a little.
    const score = siteScore(game, node, prod, harbors) + 0.15 * bestNeighbourSite(st, node, -1, prod, harbors);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** The best free site two steps from `node` (not back through `from`), by siteScore; 0 if none. */
function bestNeighbourSite(st: GameState, node: number, from: number, myProd: ArrayLike<number>, harbors: number): number {
  const b = st.game.board;
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const m = b.nodeNodes[node * 3 + k]!;
    if (m < 0 || m === from) continue;
    for (let j = 0; j < 3; j++) {
      const n2 = b.nodeNodes[m * 3 + j]!;
      if (n2 < 0 || n2 === node || nodeBlocked(st, n2)) continue;
      const sc = siteScore(st.game, n2, myProd, harbors);
      if (sc > best) best = sc;
    }
  }
  return best;
}

/** The set-up road pointing at the best free site beyond its far end. */
export function setupRoad(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const game = st.game;
  const b = game.board;
  const from = st.s[LAST_NODE]!;
  productionPips(st, seat, prod);
  const harbors = st.s[game.layout.harbors + seat]!;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const e = a & ARG_MASK;
    const far = b.edgeNodes[e * 2]! === from ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    let score = 0;
    for (let k = 0; k < 3; k++) {
      const m = b.nodeNodes[far * 3 + k]!;
      if (m < 0 || m === from || nodeBlocked(st, m)) continue;
      const sc = siteScore(game, m, prod, harbors);
      if (sc > score) score = sc;
    }
    score += 0.1 * nodePips(game, far);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
