// The constraints of the balanced generator as pure checks over a dealt map (terrain and tokens
// in a frame's land order). Adjacent means sharing a side (docs/rules-decisions.md, M1).

import type { TerrainName } from '../engine/constants.js';
import type { MapFrame } from './frame.js';
import type { FrameTopology } from './topology.js';

/** Dots under a token: the number of the 36 dice outcomes that roll it. */
export function pips(token: number | undefined): number {
  return token ? 6 - Math.abs(7 - token) : 0;
}

export const PRODUCING: readonly TerrainName[] = ['hills', 'forest', 'pasture', 'fields', 'mountains'];

/** The red numbers: 6 and 8, the most likely rolls. */
export function isRed(token: number | undefined): boolean {
  return token === 6 || token === 8;
}

export function hasAdjacent68(topo: FrameTopology, tokens: ReadonlyArray<number | undefined>): boolean {
  return topo.pairs.some(([a, b]) => isRed(tokens[a]) && isRed(tokens[b]));
}

export function hasAdjacentEqual(topo: FrameTopology, tokens: ReadonlyArray<number | undefined>): boolean {
  return topo.pairs.some(([a, b]) => tokens[a] !== undefined && tokens[a] === tokens[b]);
}

/** Size of the largest group of same-terrain hexes connected through shared sides (deserts included). */
export function largestTerrainCluster(topo: FrameTopology, terrain: readonly TerrainName[]): number {
  const seen = new Uint8Array(terrain.length);
  let best = 0;
  const stack: number[] = [];
  for (let i = 0; i < terrain.length; i++) {
    if (seen[i]) continue;
    seen[i] = 1;
    stack.push(i);
    let size = 0;
    while (stack.length) {
      const h = stack.pop()!;
      size++;
      for (const n of topo.neighbours[h]!) {
        if (!seen[n] && terrain[n] === terrain[i]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (size > best) best = size;
  }
  return best;
}

/** Total pips on each producing terrain, in PRODUCING order. */
export function pipsPerTerrain(terrain: readonly TerrainName[], tokens: ReadonlyArray<number | undefined>): number[] {
  const out = [0, 0, 0, 0, 0];
  terrain.forEach((t, i) => {
    const k = PRODUCING.indexOf(t);
    if (k >= 0) out[k]! += pips(tokens[i]);
  });
  return out;
}

/**
 * Each terrain's fair share of pips: its hex count times the mean pips of the frame's tokens. A
 * terrain with three hexes is not short-changed for having fewer pips than one with four.
 */
export function fairPips(frame: MapFrame): number[] {
  const perHex = frame.tokens.reduce((s, t) => s + pips(t), 0) / frame.tokens.length;
  return PRODUCING.map((t) => frame.terrain.filter((x) => x === t).length * perHex);
}

/** Largest |pips - fair share| over the producing terrains. */
export function pipDeviation(frame: MapFrame, terrain: readonly TerrainName[], tokens: ReadonlyArray<number | undefined>): number {
  const fair = fairPips(frame);
  return Math.max(...pipsPerTerrain(terrain, tokens).map((p, k) => Math.abs(p - fair[k]!)));
}

/** The richest intersection's pips (sum over the hexes meeting there). */
export function maxNodePips(topo: FrameTopology, tokens: ReadonlyArray<number | undefined>): number {
  let best = 0;
  for (const hexes of topo.nodes) {
    let s = 0;
    for (const h of hexes) s += pips(tokens[h]);
    if (s > best) best = s;
  }
  return best;
}

export type DesertRule = 'any' | 'inland' | 'coast' | 'centre';

/** Land positions a desert may take under a rule. */
export function desertSites(topo: FrameTopology, rule: DesertRule, size: number): Set<number> {
  const all = Array.from({ length: size }, (_, i) => i);
  if (rule === 'inland') return new Set(topo.inland);
  if (rule === 'coast') return new Set(all.filter((i) => topo.neighbours[i]!.length < 6));
  if (rule === 'centre') return new Set(topo.centre);
  return new Set(all);
}
