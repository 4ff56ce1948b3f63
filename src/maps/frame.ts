// A map frame: where a rule set's land hexes and harbors sit, and the pools of terrain, number
// tokens and harbor types a map of that frame is dealt from. Generators (official, beginner,
// random, balanced, spiral) work on a frame, so the base board and the 5-6 player board share them.

import type { HarborName, TerrainName } from '../engine/constants.js';

export interface MapFrame {
  /** Short name used in map files and reports: 'base' or 'five-six'. */
  readonly name: string;
  /** Land hex positions (axial q, r) in reading order: top row first, left to right. */
  readonly land: ReadonlyArray<readonly [number, number]>;
  /** Harbor sites as [land hex q, r, side], clockwise around the frame. */
  readonly harborSites: ReadonlyArray<readonly [number, number, number]>;
  /** Terrain pool, one entry per land hex (deserts included). */
  readonly terrain: readonly TerrainName[];
  /** Number tokens, one per non-desert land hex. */
  readonly tokens: readonly number[];
  /** Harbor types, one per harbor site. */
  readonly harbors: readonly HarborName[];
  /**
   * Official spiral placement: the lettered tokens in letter order (A, B, C, ...), laid along
   * the spiral from a corner and skipping deserts.
   */
  readonly spiralTokens: readonly number[];
  /** The fixed layout for a first game (terrain, tokens with undefined on deserts, harbors), in `land` / `harborSites` order. */
  readonly beginner: {
    readonly terrain: readonly TerrainName[];
    readonly tokens: ReadonlyArray<number | undefined>;
    readonly harbors: readonly HarborName[];
  };
}
