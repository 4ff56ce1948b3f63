// Shape facts about a frame's land that generators and measures need: which land positions are
// neighbours, which corners they share, how the land peels into rings, and its corner hexes.
// Positions are indices into `frame.land`.

import { cornerKey, SIDE_DQ, SIDE_DR } from '../engine/geometry.js';
import type { MapFrame } from './frame.js';

export interface FrameTopology {
  /** neighbours[i]: land positions sharing a side with position i. */
  readonly neighbours: ReadonlyArray<readonly number[]>;
  /** Each pair of neighbouring positions once, i < j. */
  readonly pairs: ReadonlyArray<readonly [number, number]>;
  /** Each intersection as the land positions meeting there (1 to 3). */
  readonly nodes: ReadonlyArray<readonly number[]>;
  /** Rings from the coast inwards; each ring counterclockwise by angle around the land's centre. */
  readonly rings: ReadonlyArray<readonly number[]>;
  /** Screen angle (radians, counterclockwise from east) of each position around the land's centre. */
  readonly angle: readonly number[];
  /** Coastal positions with the fewest land neighbours: the corners the spiral may start from. */
  readonly corners: readonly number[];
  /** Positions with six land neighbours. */
  readonly inland: readonly number[];
  /** Positions nearest the land's centre. */
  readonly centre: readonly number[];
}

const cache = new WeakMap<MapFrame, FrameTopology>();

export function frameTopology(frame: MapFrame): FrameTopology {
  const hit = cache.get(frame);
  if (hit) return hit;
  const land = frame.land;
  const index = new Map(land.map(([q, r], i) => [`${q},${r}`, i]));
  const neighbours = land.map(([q, r]) => {
    const out: number[] = [];
    for (let s = 0; s < 6; s++) {
      const j = index.get(`${q + SIDE_DQ[s]!},${r + SIDE_DR[s]!}`);
      if (j !== undefined) out.push(j);
    }
    return out;
  });
  const pairs: Array<[number, number]> = [];
  neighbours.forEach((ns, i) => ns.forEach((j) => i < j && pairs.push([i, j])));

  const byCorner = new Map<number, number[]>();
  land.forEach(([q, r], i) => {
    for (let c = 0; c < 6; c++) {
      const k = cornerKey(q, r, c);
      const list = byCorner.get(k) ?? [];
      list.push(i);
      byCorner.set(k, list);
    }
  });
  const nodes = [...byCorner.values()];

  // Pixel centres of pointy-top hexes (unit size); y grows downwards as on screen.
  const px = land.map(([q, r]) => Math.sqrt(3) * (q + r / 2));
  const py = land.map(([, r]) => 1.5 * r);
  const cx = px.reduce((a, b) => a + b, 0) / land.length;
  const cy = py.reduce((a, b) => a + b, 0) / land.length;
  const angle = land.map((_, i) => Math.atan2(-(py[i]! - cy), px[i]! - cx));
  const dist = land.map((_, i) => Math.hypot(px[i]! - cx, py[i]! - cy));

  const rings: number[][] = [];
  const left = new Set(land.map((_, i) => i));
  while (left.size > 0) {
    const ring = [...left].filter((i) => neighbours[i]!.filter((j) => left.has(j)).length < 6);
    ring.sort((a, b) => angle[a]! - angle[b]! || a - b);
    rings.push(ring);
    for (const i of ring) left.delete(i);
  }
  const coast = rings[0]!;
  const fewest = Math.min(...coast.map((i) => neighbours[i]!.length));
  const corners = coast.filter((i) => neighbours[i]!.length === fewest).sort((a, b) => a - b);
  const inland = land.map((_, i) => i).filter((i) => neighbours[i]!.length === 6);
  const nearest = Math.min(...dist);
  const centre = land.map((_, i) => i).filter((i) => dist[i]! - nearest < 1e-9);

  const topo: FrameTopology = { neighbours, pairs, nodes, rings, angle, corners, inland, centre };
  cache.set(frame, topo);
  return topo;
}
