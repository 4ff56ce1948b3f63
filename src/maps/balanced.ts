// The balanced generator: a random map drawn again until it meets every constraint (rejection
// sampling), so each map that meets them is equally likely. It gives up with an error after
// `maxTries` draws (docs/rules-decisions.md, M4).

import type { BoardSpec } from '../engine/board.js';
import type { TerrainName } from '../engine/constants.js';
import { assembleMap } from './assemble.js';
import {
  desertSites,
  hasAdjacent68,
  hasAdjacentEqual,
  largestTerrainCluster,
  maxNodePips,
  pipDeviation,
  type DesertRule,
} from './constraints.js';
import type { MapFrame } from './frame.js';
import { withDefaults } from './option-defaults.js';
import { popTokens, shuffle } from './random-map.js';
import { frameTopology } from './topology.js';

/** The options, as generator-options.ts checks them where a config or the command line gives them. */
export interface BalancedOptions {
  /** No 6 next to an 8 (nor 6 next to 6, 8 next to 8). */
  no68Adjacent: boolean;
  /** No two equal numbers next to each other. */
  noEqualAdjacent: boolean;
  /** Largest group of one terrain connected through shared sides (1: no two alike touch), 1 to 100. */
  terrainCluster: number;
  /** Each resource's total pips within this many of its fair share (null: no bound). */
  pipDeviation: number | null;
  /** No intersection richer than this many pips, 1 to 45 (null: no bound). */
  maxNodePips: number | null;
  /** Where deserts may lie: anywhere, not on the coast, on the coast, or at the centre. */
  desert: DesertRule;
  /** Draws before giving up, 1 to 10,000,000. */
  maxTries: number;
}

export const DEFAULT_BALANCED: Readonly<BalancedOptions> = {
  no68Adjacent: true,
  noEqualAdjacent: true,
  terrainCluster: 2,
  pipDeviation: 3,
  maxNodePips: null,
  desert: 'any',
  maxTries: 200_000,
};

export class MapGenerationError extends Error {}

/** The terrain constraint a layout breaks (deserts, clusters), or null. */
export function terrainViolation(frame: MapFrame, o: BalancedOptions, terrain: readonly TerrainName[], deserts: Set<number>): string | null {
  for (let i = 0; i < terrain.length; i++) if (terrain[i] === 'desert' && !deserts.has(i)) return 'desert';
  if (largestTerrainCluster(frameTopology(frame), terrain) > o.terrainCluster) return 'terrainCluster';
  return null;
}

/** The token constraint a layout breaks, or null. */
export function tokenViolation(frame: MapFrame, o: BalancedOptions, terrain: readonly TerrainName[], tokens: ReadonlyArray<number | undefined>): string | null {
  const topo = frameTopology(frame);
  if (o.no68Adjacent && hasAdjacent68(topo, tokens)) return 'no68Adjacent';
  if (o.noEqualAdjacent && hasAdjacentEqual(topo, tokens)) return 'noEqualAdjacent';
  if (o.pipDeviation !== null && pipDeviation(frame, terrain, tokens) > o.pipDeviation + 1e-9) return 'pipDeviation';
  if (o.maxNodePips !== null && maxNodePips(topo, tokens) > o.maxNodePips) return 'maxNodePips';
  return null;
}

/** The first constraint a dealt map breaks, or null. */
export function balancedViolation(frame: MapFrame, o: BalancedOptions, terrain: readonly TerrainName[], tokens: ReadonlyArray<number | undefined>): string | null {
  const deserts = desertSites(frameTopology(frame), o.desert as DesertRule, frame.land.length);
  return terrainViolation(frame, o, terrain, deserts) ?? tokenViolation(frame, o, terrain, tokens);
}

/**
 * Token draws tried on one terrain layout before drawing a new layout. Terrain rules are checked
 * alone first because they are cheap and, when strict, reject almost every draw; a small bound
 * keeps the result close to uniform over all valid maps (a layout that admits few token
 * arrangements is not retried for long) while never looping on a layout that admits none.
 */
const TOKEN_DRAWS_PER_LAYOUT = 100;

/**
 * A terrain layout with the deserts on allowed sites: the desert sites drawn uniformly among the
 * allowed ones, the other terrains shuffled over the rest. This is a uniform shuffle conditioned
 * on the desert rule, drawn directly instead of by rejection (two deserts at the centre of a
 * 30-hex frame would pass one shuffle in hundreds).
 */
function dealTerrain(size: number, sites: readonly number[], deserts: number, others: readonly TerrainName[], rand: () => number): TerrainName[] {
  const chosen = new Set(shuffle([...sites], rand).slice(0, deserts));
  const rest = shuffle([...others], rand);
  let k = 0;
  return Array.from({ length: size }, (_, i) => (chosen.has(i) ? 'desert' : rest[k++]!));
}

export function balancedMap(frame: MapFrame, options: Partial<BalancedOptions>, rand: () => number): BoardSpec {
  const o = withDefaults(DEFAULT_BALANCED, options);
  const topo = frameTopology(frame);
  const deserts = desertSites(topo, o.desert, frame.land.length);
  const desertCount = frame.terrain.filter((t) => t === 'desert').length;
  if (deserts.size < desertCount) {
    throw new MapGenerationError(`desert: "${o.desert}" leaves ${deserts.size} place(s) for ${desertCount} deserts on frame ${frame.name}`);
  }
  const sites = [...deserts].sort((a, b) => a - b);
  const others = frame.terrain.filter((t) => t !== 'desert');
  const failures: Record<string, number> = {};
  let draws = 0;
  while (draws < o.maxTries) {
    const terrain = dealTerrain(frame.land.length, sites, desertCount, others, rand);
    draws++;
    const bad = terrainViolation(frame, o, terrain, deserts);
    if (bad !== null) {
      failures[bad] = (failures[bad] ?? 0) + 1;
      continue;
    }
    for (let k = 0; k < TOKEN_DRAWS_PER_LAYOUT && draws < o.maxTries; k++, draws++) {
      const tokens = popTokens(terrain, shuffle([...frame.tokens], rand));
      const why = tokenViolation(frame, o, terrain, tokens);
      if (why === null) return assembleMap(frame, { terrain, tokens, harbors: shuffle([...frame.harbors], rand) });
      failures[why] = (failures[why] ?? 0) + 1;
    }
  }
  const worst = Object.entries(failures).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
  throw new MapGenerationError(`no map met the balanced constraints in ${o.maxTries} draws (draws rejected by: ${worst}); loosen them or raise maxTries`);
}
