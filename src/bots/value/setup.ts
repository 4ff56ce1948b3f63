// Set-up settlements chosen by the race estimate: each candidate pair of settlements is raced
// with the sites it opens. Its scratch (sized to the board on first use) is module-level like the
// race's, so it is not re-entrant.

import { A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { HARBOR_GENERIC, NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { DECK_COUNT, ROBBER } from '../../engine/layout.js';
import { addNodePips, hexResource, nodePips, productionPips } from '../features.js';
import { setupSettlement, siteScore } from '../greedy/index.js';
import { ctx } from './context.js';
import { addCandidate, addNodePipsAt, pickSites, race, raceCore, raceCostsOf } from './race.js';
import { resolveValueWeights, type ValueWeights, type WeightOptions } from './weights.js';

export interface SetupOptions {
  /** First settlement: candidates (best by site score) to score by the race. */
  firstCandidates: number;
  /** Second settlements tried for each first candidate / for the second placement. */
  secondCandidates: number;
  /** How the opponents pick between this seat's placements: 'pips' (most pips) or 'score' (site score). */
  opponents: 'pips' | 'score';
  /** Steps (graph distance) from the settlements within which later sites count. */
  siteSteps: number;
}
export const DEFAULT_SETUP: Readonly<SetupOptions> = Object.freeze({ firstCandidates: 12, secondCandidates: 6, opponents: 'pips', siteSteps: 3 });

let setupBlocked = new Int8Array(0);
let setupSaved = new Int8Array(0);
let setupAfter = new Int8Array(0);
let setupDist = new Int8Array(0);
let setupQueue = new Int32Array(0);
const setupNodes = new Int32Array(8);
const setupHand = new Float64Array(NUM_RESOURCES);
const setupPips = new Float64Array(NUM_RESOURCES);
const CAND_MAX = 64;
const firstCand = new Int32Array(CAND_MAX);
const firstScore = new Float64Array(CAND_MAX);
const secondCand = new Int32Array(CAND_MAX);
const secondScore = new Float64Array(CAND_MAX);

function ensureSetupScratch(n: number): void {
  if (setupBlocked.length < n) {
    setupBlocked = new Int8Array(n);
    setupSaved = new Int8Array(n);
    setupAfter = new Int8Array(n);
    setupDist = new Int8Array(n);
    setupQueue = new Int32Array(n);
  }
}

/** Marks `node` and its neighbours as unavailable in setupBlocked. */
function blockAround(game: Game, node: number): void {
  setupBlocked[node] = 1;
  const nn = game.board.nodeNodes;
  for (let k = 0; k < 3; k++) {
    const m = nn[node * 3 + k]!;
    if (m >= 0) setupBlocked[m] = 1;
  }
}

/** Keeps the best `max` (node, score) pairs in (nodes, scores), best first; returns the new count. */
function insertTop(nodes: Int32Array, scores: Float64Array, n: number, max: number, node: number, score: number): number {
  let j: number;
  if (n < max) j = n++;
  else if (score > scores[max - 1]!) j = max - 1;
  else return n;
  while (j > 0 && scores[j - 1]! < score) {
    scores[j] = scores[j - 1]!;
    nodes[j] = nodes[j - 1]!;
    j--;
  }
  scores[j] = score;
  nodes[j] = node;
  return n;
}

/** The resources a second set-up settlement on `node` collects, into setupHand. */
function startingHand(game: Game, node: number): void {
  const b = game.board;
  setupHand.fill(0);
  for (let k = 0; k < 3; k++) {
    const hx = b.nodeHexes[node * 3 + k]!;
    if (hx < 0) continue;
    const r = hexResource(game, hx);
    if (r >= 0) setupHand[r]!++;
  }
}

/**
 * Race estimate (rolls to the target) for a seat holding settlements on setupNodes[0..n) and
 * starting from `hand`, with settlement sites the free nodes 2..siteSteps steps from them
 * (setupBlocked marks what is taken). Fills ctx and race as boardValue would.
 */
function setupRace(st: GameState, n: number, W: ValueWeights, hand: ArrayLike<number>, siteSteps: number): number {
  const game = st.game;
  const b = game.board;
  const robber = st.s[ROBBER]!;
  const pips = ctx.pips;
  pips.fill(0);
  let harbors = 0;
  race.nTowns = 0;
  for (let i = 0; i < n; i++) {
    const node = setupNodes[i]!;
    addNodePips(game, node, pips, 1, robber);
    const kind = b.nodeHarbor[node]!;
    if (kind >= 0) harbors |= 1 << kind;
    race.townPips.fill(0, race.nTowns * NUM_RESOURCES, (race.nTowns + 1) * NUM_RESOURCES);
    addNodePipsAt(game, node, race.townPips, race.nTowns * NUM_RESOURCES);
    race.nTowns++;
  }
  ctx.total = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) ctx.total += pips[r]!;
  for (let r = 0; r < NUM_RESOURCES; r++) ctx.rate[r] = (harbors & (1 << r)) !== 0 ? 2 : Math.min((harbors & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4, W.raceRate);
  // Sites: free nodes 2..siteSteps steps away (one road fewer, the set-up road being free).
  setupDist.fill(-1, 0, b.numNodes);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    setupDist[setupNodes[i]!] = 0;
    setupQueue[tail++] = setupNodes[i]!;
  }
  race.nCand = 0;
  while (head < tail) {
    const u = setupQueue[head++]!;
    const d = setupDist[u]!;
    if (d >= siteSteps) continue;
    for (let k = 0; k < 3; k++) {
      const v = b.nodeNodes[u * 3 + k]!;
      if (v < 0 || setupDist[v] !== -1) continue;
      setupDist[v] = d + 1;
      setupQueue[tail++] = v;
      if (d + 1 >= 2 && !setupBlocked[v]) addCandidate(v, siteScore(game, v, pips, harbors) - 3 * d, d);
    }
  }
  pickSites(game);
  const sup = game.supply;
  raceCostsOf(game);
  return raceCore(W, hand, n, game.options.targetVp, sup.settlements - n, sup.cities, sup.roads - n, st.s[DECK_COUNT]!);
}

/**
 * Set-up settlement by the race estimate. The first settlement is scored with the best second
 * one still likely free after the opponents' picks in between; the second with the sites it opens.
 */
export function raceSetupSettlement(
  st: GameState,
  seat: number,
  legal: Int32Array,
  count: number,
  weights?: WeightOptions,
  options: Partial<SetupOptions> = DEFAULT_SETUP,
): number {
  const W = resolveValueWeights(weights);
  const o = options === DEFAULT_SETUP ? DEFAULT_SETUP : { ...DEFAULT_SETUP, ...options };
  const game = st.game;
  const b = game.board;
  const L = game.layout;
  const s = st.s;
  const N = b.numNodes;
  const robber = s[ROBBER]!;
  ensureSetupScratch(N);
  let own = 0;
  for (let node = 0; node < N && own < 4; node++) if (ownsSettlementAt(st, seat, node)) setupNodes[own++] = node;
  for (let node = 0; node < N; node++) setupSaved[node] = (s[L.blocked + (node >>> 5)]! & (1 << (node & 31))) !== 0 ? 1 : 0;
  productionPips(st, seat, setupPips);
  const harbors = s[L.harbors + seat]!;
  const max = Math.min(CAND_MAX, own === 0 ? o.firstCandidates : o.secondCandidates);
  let nc = 0;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SETTLEMENT) continue;
    const node = a & ARG_MASK;
    nc = insertTop(firstCand, firstScore, nc, max, node, siteScore(game, node, setupPips, harbors));
  }
  let best = -1;
  let bestRolls = Infinity;
  const P = game.seats;
  for (let c = 0; c < nc; c++) {
    const node = firstCand[c]!;
    setupBlocked.set(setupSaved);
    blockAround(game, node);
    let rolls = Infinity;
    if (own > 0) {
      setupNodes[own] = node;
      startingHand(game, node);
      rolls = setupRace(st, own + 1, W, setupHand, o.siteSteps);
    } else {
      // The opponents place between this seat's two settlements (snake order).
      const between = 2 * (P - 1 - seat);
      for (let k = 0; k < between; k++) {
        let bn = -1;
        let bs = -Infinity;
        for (let m = 0; m < N; m++) {
          if (setupBlocked[m]) continue;
          const sc = o.opponents === 'pips' ? nodePips(game, m, robber) : siteScore(game, m, zeroPips, 0);
          if (sc > bs) {
            bs = sc;
            bn = m;
          }
        }
        if (bn < 0) break;
        blockAround(game, bn);
      }
      // Then its own best second settlement among the likeliest.
      setupPips.fill(0);
      addNodePips(game, node, setupPips, 1);
      const nodeHarbors = b.nodeHarbor[node]! >= 0 ? 1 << b.nodeHarbor[node]! : 0;
      let n2 = 0;
      for (let m = 0; m < N; m++) {
        if (setupBlocked[m]) continue;
        n2 = insertTop(secondCand, secondScore, n2, Math.min(CAND_MAX, o.secondCandidates), m, siteScore(game, m, setupPips, nodeHarbors));
      }
      setupNodes[0] = node;
      setupAfter.set(setupBlocked);
      for (let j = 0; j < n2; j++) {
        const m = secondCand[j]!;
        setupBlocked.set(setupAfter);
        blockAround(game, m);
        setupNodes[1] = m;
        startingHand(game, m);
        const r2 = setupRace(st, 2, W, setupHand, o.siteSteps);
        if (r2 < rolls) rolls = r2;
      }
    }
    if (rolls < bestRolls) {
      bestRolls = rolls;
      best = node;
    }
  }
  return best >= 0 ? (A_SETTLEMENT << ARG_BITS) | best : setupSettlement(st, seat, legal, count);
}

const zeroPips = new Float64Array(NUM_RESOURCES);

function ownsSettlementAt(st: GameState, seat: number, node: number): boolean {
  const L = st.game.layout;
  return (st.s[L.settle + seat * L.nodeWords + (node >>> 5)]! & (1 << (node & 31))) !== 0;
}
