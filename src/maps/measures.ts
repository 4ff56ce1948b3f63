// Static balance measures of one board: production by resource, strong intersections, a greedy
// snake draft of intersections, harbor reach and scarcity. Work on any built board.

import type { Board } from '../engine/board.js';
import { DESERT, HARBOR_GENERIC, HARBOR_NAMES, NUM_RESOURCES, RESOURCE_NAMES } from '../engine/constants.js';
import { pips } from './constraints.js';

export interface DraftPick {
  seat: number;
  node: number;
  pips: number;
}

export interface StaticMeasures {
  /** Total pips on each resource's hexes (brick, lumber, wool, grain, ore). */
  pips: number[];
  /** Each resource's fair share: its hex count times the board's mean pips per token. */
  fairPips: number[];
  /** Largest minus smallest of `pips`. */
  pipSpread: number;
  /** Largest |pips - fairPips| over the resources. */
  pipDeviation: number;
  /** Pips of every intersection, by node id. */
  nodePips: number[];
  maxNodePips: number;
  strongThreshold: number;
  /** Pips of the intersections with at least `strongThreshold` pips, richest first. */
  strong: number[];
  /** The snake draft: each seat in turn (0..P-1, then P-1..0) takes the richest open intersection. */
  draft: { picks: DraftPick[]; seatPips: number[]; firstPickAdvantage: number; spread: number };
  harbors: {
    /** Per harbor: its type and the richer of its two intersections' pips. */
    list: Array<{ type: string; pips: number; matched: boolean | null }>;
    meanPips: number;
    /** 2:1 harbors with an intersection touching a hex of their own resource. */
    matched: number;
    /** Mean number of roads from the draft's intersections to the nearest harbor intersection. */
    roadsFromDraft: number;
  };
  /** pips / fairPips per resource; below 1 the resource is scarcer than its hex count promises. */
  scarcity: number[];
  scarcest: string;
  scarcityMin: number;
}

export interface MeasureOptions {
  players?: number;
  /** Pips from which an intersection counts as strong. */
  strongThreshold?: number;
}

/** The one-number measures that reports average and correlate with seat advantage. */
export const SCALAR_MEASURES = [
  'pipSpread',
  'pipDeviation',
  'maxNodePips',
  'strongCount',
  'firstPickAdvantage',
  'draftSpread',
  'harborPips',
  'harborsMatched',
  'roadsToHarbor',
  'scarcityMin',
] as const;
export type ScalarMeasure = (typeof SCALAR_MEASURES)[number];

export const SCALAR_DESCRIPTIONS: Record<ScalarMeasure, string> = {
  pipSpread: 'pips of the richest resource minus the poorest',
  pipDeviation: 'largest gap between a resource\'s pips and its fair share',
  maxNodePips: 'pips of the richest intersection',
  strongCount: 'intersections with at least the strong threshold of pips',
  firstPickAdvantage: 'snake draft: seat 0\'s pips minus the other seats\' mean',
  draftSpread: 'snake draft: best seat\'s pips minus worst seat\'s',
  harborPips: 'mean pips of a harbor\'s better intersection',
  harborsMatched: '2:1 harbors touching a hex of their own resource',
  roadsToHarbor: 'mean roads from a drafted intersection to the nearest harbor',
  scarcityMin: 'scarcest resource\'s pips over its fair share',
};

export function scalarMeasures(m: StaticMeasures): Record<ScalarMeasure, number> {
  return {
    pipSpread: m.pipSpread,
    pipDeviation: m.pipDeviation,
    maxNodePips: m.maxNodePips,
    strongCount: m.strong.length,
    firstPickAdvantage: m.draft.firstPickAdvantage,
    draftSpread: m.draft.spread,
    harborPips: m.harbors.meanPips,
    harborsMatched: m.harbors.matched,
    roadsToHarbor: m.harbors.roadsFromDraft,
    scarcityMin: m.scarcityMin,
  };
}

const producing = (t: number) => t >= 0 && t < NUM_RESOURCES;

export function nodePipsOf(board: Board): number[] {
  return Array.from({ length: board.numNodes }, (_, n) => {
    let s = 0;
    for (let k = 0; k < 3; k++) {
      const h = board.nodeHexes[n * 3 + k]!;
      if (h >= 0 && producing(board.hexTerrain[h]!)) s += pips(board.hexToken[h]!);
    }
    return s;
  });
}

/**
 * Greedy snake draft of intersections under the distance rule; ties go to the lower node id. Only
 * intersections touching land are drafted (with sea places or hidden hexes some touch none).
 */
export function snakeDraft(board: Board, nodePips: number[], players: number, rounds = 2): DraftPick[] {
  const blocked = new Uint8Array(board.numNodes);
  const order = nodePips.map((_, n) => n).filter((n) => board.nodeLand[n]! > 0).sort((a, b) => nodePips[b]! - nodePips[a]! || a - b);
  const picks: DraftPick[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < players; k++) {
      const seat = round % 2 === 0 ? k : players - 1 - k;
      const node = order.find((n) => !blocked[n]);
      if (node === undefined) return picks;
      picks.push({ seat, node, pips: nodePips[node]! });
      blocked[node] = 1;
      for (let j = 0; j < 3; j++) {
        const m = board.nodeNodes[node * 3 + j]!;
        if (m >= 0) blocked[m] = 1;
      }
    }
  }
  return picks;
}

/**
 * Roads (edges) from every node to the nearest harbor node; Infinity without harbors. A road needs
 * land beside it, so sea-only and fog-only edges (sea places, hidden hexes) are not walked.
 */
export function roadsToHarbor(board: Board): number[] {
  const dist = new Array<number>(board.numNodes).fill(Infinity);
  const queue: number[] = [];
  for (let n = 0; n < board.numNodes; n++) {
    if (board.nodeHarbor[n]! >= 0) {
      dist[n] = 0;
      queue.push(n);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i]!;
    for (let j = 0; j < 3; j++) {
      const e = board.nodeEdges[n * 3 + j]!;
      if (e < 0 || board.edgeLand[e] === 0) continue;
      const m = board.edgeNodes[e * 2] === n ? board.edgeNodes[e * 2 + 1]! : board.edgeNodes[e * 2]!;
      if (dist[m] === Infinity) {
        dist[m] = dist[n]! + 1;
        queue.push(m);
      }
    }
  }
  return dist;
}

export function staticMeasures(board: Board, opts: MeasureOptions = {}): StaticMeasures {
  const players = opts.players ?? 4;
  const strongThreshold = opts.strongThreshold ?? 10;
  const resourcePips = new Array<number>(NUM_RESOURCES).fill(0);
  const hexCount = new Array<number>(NUM_RESOURCES).fill(0);
  let tokenPips = 0;
  let tokens = 0;
  // Land hexes only: hidden hexes produce nothing the board knows of.
  for (const h of board.landHexes) {
    const t = board.hexTerrain[h]!;
    if (t === DESERT) continue;
    resourcePips[t]! += pips(board.hexToken[h]!);
    hexCount[t]!++;
    tokenPips += pips(board.hexToken[h]!);
    tokens++;
  }
  const perHex = tokens ? tokenPips / tokens : 0;
  const fairPips = hexCount.map((c) => c * perHex);
  const scarcity = resourcePips.map((p, r) => (fairPips[r]! > 0 ? p / fairPips[r]! : 1));
  let scarcest = 0;
  for (let r = 1; r < NUM_RESOURCES; r++) if (scarcity[r]! < scarcity[scarcest]!) scarcest = r;

  const nodePips = nodePipsOf(board);
  const picks = snakeDraft(board, nodePips, players);
  const seatPips = new Array<number>(players).fill(0);
  for (const p of picks) seatPips[p.seat]! += p.pips;
  const others = seatPips.slice(1);
  const firstPickAdvantage = players > 1 ? seatPips[0]! - others.reduce((a, b) => a + b, 0) / others.length : 0;

  const reach = roadsToHarbor(board);
  const list = board.harborEdges.map(({ edge, kind }) => {
    const a = board.edgeNodes[edge * 2]!;
    const b = board.edgeNodes[edge * 2 + 1]!;
    let matched: boolean | null = null;
    if (kind !== HARBOR_GENERIC) {
      matched = false;
      for (const n of [a, b]) {
        for (let k = 0; k < 3; k++) {
          const h = board.nodeHexes[n * 3 + k]!;
          if (h >= 0 && board.hexTerrain[h] === kind) matched = true;
        }
      }
    }
    return { type: HARBOR_NAMES[kind]!, pips: Math.max(nodePips[a]!, nodePips[b]!), matched };
  });
  const finite = picks.map((p) => reach[p.node]!).filter((d) => Number.isFinite(d));

  return {
    pips: resourcePips,
    fairPips,
    pipSpread: Math.max(...resourcePips) - Math.min(...resourcePips),
    pipDeviation: Math.max(...resourcePips.map((p, r) => Math.abs(p - fairPips[r]!))),
    nodePips,
    maxNodePips: Math.max(0, ...nodePips),
    strongThreshold,
    strong: nodePips.filter((p) => p >= strongThreshold).sort((a, b) => b - a),
    draft: { picks, seatPips, firstPickAdvantage, spread: Math.max(...seatPips) - Math.min(...seatPips) },
    harbors: {
      list,
      meanPips: list.length ? list.reduce((s, h) => s + h.pips, 0) / list.length : 0,
      matched: list.filter((h) => h.matched === true).length,
      roadsFromDraft: finite.length ? finite.reduce((a, b) => a + b, 0) / finite.length : NaN,
    },
    scarcity,
    scarcest: RESOURCE_NAMES[scarcest]!,
    scarcityMin: scarcity[scarcest]!,
  };
}
