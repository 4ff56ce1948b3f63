// What a record says about where its chance came from. The pool's workers write it into every
// record; checking it (verify-record.ts) is the main thread's, with the schemas that come with it.

import type { MapSpec } from './plan.js';

/**
 * The scheme this version's runs draw chance by: the game's stream is seeded from the record's
 * `seed` (src/engine/rng.ts), every chance outcome is the kind's own sample from that stream in
 * play order, and the board is `boardFor(map, seed, players and scenario)` (src/tournament/plan.ts).
 * A change to any of these is a new scheme name.
 */
export const CHANCE_SCHEME = 'catan-arena/seed@1';

/**
 * The record fields that make a seeded game's chance checkable. A map file's path is local to the
 * machine that ran it and its board is not dealt from the seed, so a file map is recorded as its kind.
 */
export function recordProvenance(map: MapSpec): { chance: string; map: unknown } {
  return { chance: CHANCE_SCHEME, map: map.kind === 'file' ? { kind: 'file' } : map };
}
