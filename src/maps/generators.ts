// Map generators by name, with their options: what a config's `map` and the `map` / `balance`
// commands select. A map depends only on (generator, options, seed, frame).

import type { BoardSpec } from '../engine/board.js';
import { makeRandom } from '../engine/rng.js';
import { frameFor } from '../rules/registry.js';
import { balancedMap } from './balanced.js';
import { beginnerMap } from './beginner.js';
import type { MapFrame } from './frame.js';
import { DEFAULT_OFFICIAL, dealOfficial, officialMap, type OfficialOptions } from './official.js';
import { withDefaults } from './option-defaults.js';
import { randomMap } from './random-map.js';
import { spiralMap } from './spiral.js';

export const GENERATOR_NAMES = ['beginner', 'official', 'random', 'balanced', 'spiral'] as const;
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

export const GENERATOR_DESCRIPTIONS: Record<GeneratorName, string> = {
  beginner: 'the official first-game layout (the same map for every seed)',
  official: 'the rulebook\'s variable set-up (the default map): shuffled terrain and harbors; tokens along the lettered spiral (option tokens: "spiral", the default) or dealt at random with touching 6s and 8s swapped apart (tokens: "random")',
  random: 'terrain, number tokens and harbor types each shuffled uniformly, with no check (6s and 8s may touch)',
  balanced: 'random, redrawn until it meets the constraints (options: no68Adjacent, noEqualAdjacent, terrainCluster, pipDeviation, maxNodePips, desert, maxTries)',
  spiral: 'the same boards as official with tokens "spiral": tokens A, B, C, ... along the spiral from a random corner',
};

export interface GeneratorChoice {
  generator: GeneratorName;
  /**
   * Options as checked by checkGeneratorOptions (generator-options.ts); defaults are filled in when
   * generating. Nothing here checks them again: the pool's workers generate maps without the schemas.
   */
  options: Record<string, unknown>;
}

export function isGeneratorName(name: string): name is GeneratorName {
  return (GENERATOR_NAMES as readonly string[]).includes(name);
}

/**
 * The maps of one generator choice on one frame, by seed: generateMap with what does not depend on
 * the seed worked out once. A run deals a map per block: checking the official generator's
 * options on every deal took a worker's time, and made V8 compile the checks (docs/performance.md).
 */
export function mapGenerator(choice: GeneratorChoice, frame: MapFrame = frameFor(4)): (seed: string) => BoardSpec {
  if (choice.generator === 'official') {
    const o: OfficialOptions = withDefaults(DEFAULT_OFFICIAL, choice.options);
    return (seed) => dealOfficial(frame, o, makeRandom(`${seed}/map`));
  }
  return (seed) => generateMap(choice, seed, frame);
}

/**
 * The map of one seed. Every generator draws from the stream "<seed>/map", so the random generator
 * gives exactly the boards `randomBoard(seed)` always gave.
 */
export function generateMap(choice: GeneratorChoice, seed: string, frame: MapFrame = frameFor(4)): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  switch (choice.generator) {
    case 'beginner':
      return beginnerMap(frame);
    case 'official':
      return officialMap(frame, choice.options, rand);
    case 'random':
      return randomMap(frame, rand);
    case 'spiral':
      return spiralMap(frame, rand);
    case 'balanced':
      return balancedMap(frame, choice.options, rand);
  }
}
