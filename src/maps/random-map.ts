// The uniform random generator: terrain, tokens and harbor types each shuffled independently.

import type { BoardSpec } from '../engine/board.js';
import type { TerrainName } from '../engine/constants.js';
import { assembleMap } from './assemble.js';
import type { MapFrame } from './frame.js';

/** Fisher-Yates in place. */
export function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Tokens for a terrain layout taken from the end of a shuffled pool, in land order. Popping from
 * the end (not dealing from the front) is what the first random boards did, and seeded boards
 * must not change.
 */
export function popTokens(terrain: readonly TerrainName[], pool: number[]): Array<number | undefined> {
  // Pushed, not mapped: a packed array whether or not the caller is optimised (see assembleMap).
  const tokens: Array<number | undefined> = [];
  for (const t of terrain) tokens.push(t === 'desert' ? undefined : pool.pop());
  return tokens;
}

export function randomMap(frame: MapFrame, rand: () => number): BoardSpec {
  const terrain = shuffle([...frame.terrain], rand);
  const tokens = popTokens(terrain, shuffle([...frame.tokens], rand));
  const harbors = shuffle([...frame.harbors], rand);
  return assembleMap(frame, { terrain, tokens, harbors });
}
