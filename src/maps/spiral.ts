// The official token placement: the lettered tokens laid in letter order along a spiral that
// starts at a corner hex, runs counterclockwise around the coast and then around each inner ring,
// skipping deserts (see docs/rules-decisions.md, M3).

import type { BoardSpec } from '../engine/board.js';
import type { TerrainName } from '../engine/constants.js';
import { assembleMap } from './assemble.js';
import type { MapFrame } from './frame.js';
import { shuffle } from './random-map.js';
import { frameTopology } from './topology.js';

const TAU = 2 * Math.PI;

/** Turn from angle a to angle b counterclockwise, in [0, 2π). */
function ccw(a: number, b: number): number {
  const d = (((b - a) % TAU) + TAU) % TAU;
  return d > TAU - 1e-9 ? 0 : d;
}

/** Land positions in spiral order from the given corner position. */
export function spiralOrder(frame: MapFrame, corner: number): number[] {
  const topo = frameTopology(frame);
  if (!topo.corners.includes(corner)) throw new Error(`position ${corner} is not a corner of frame ${frame.name}`);
  const a0 = topo.angle[corner]!;
  const out: number[] = [];
  topo.rings.forEach((ring, k) => {
    // Each inner ring starts at its hex closest in angle to the starting corner, i.e. next to
    // where the previous ring began, so the path turns inwards without jumping across the board.
    let start = corner;
    if (k > 0) {
      const gap = (i: number) => Math.min(ccw(a0, topo.angle[i]!), ccw(topo.angle[i]!, a0));
      start = [...ring].sort((x, y) => gap(x) - gap(y) || ccw(a0, topo.angle[x]!) - ccw(a0, topo.angle[y]!))[0]!;
    }
    const as = topo.angle[start]!;
    out.push(...[...ring].sort((x, y) => ccw(as, topo.angle[x]!) - ccw(as, topo.angle[y]!)));
  });
  return out;
}

/** Tokens for a terrain layout by the spiral from `corner`, in land order (undefined on deserts). */
export function spiralTokens(frame: MapFrame, terrain: readonly TerrainName[], corner: number): Array<number | undefined> {
  const order = spiralOrder(frame, corner);
  const producing = order.filter((i) => terrain[i] !== 'desert');
  if (producing.length !== frame.spiralTokens.length) {
    throw new Error(`frame ${frame.name}: ${producing.length} producing hexes but ${frame.spiralTokens.length} spiral tokens`);
  }
  const out = new Array<number | undefined>(terrain.length).fill(undefined);
  producing.forEach((pos, k) => (out[pos] = frame.spiralTokens[k]));
  return out;
}

/** Shuffled terrain and harbors; tokens along the spiral from a corner drawn at random. */
export function spiralMap(frame: MapFrame, rand: () => number): BoardSpec {
  const terrain = shuffle([...frame.terrain], rand);
  const corners = frameTopology(frame).corners;
  const corner = corners[Math.floor(rand() * corners.length)]!;
  const tokens = spiralTokens(frame, terrain, corner);
  const harbors = shuffle([...frame.harbors], rand);
  return assembleMap(frame, { terrain, tokens, harbors });
}
