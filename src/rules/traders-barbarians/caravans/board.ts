// The Caravans' boards (D160, D161): the base frame with the oasis in the exact centre in place of
// the desert, or the 5-6 frame with two oases in place of its two deserts; the other terrains,
// tokens and harbors are dealt at random from the frame's pools. Each oasis carries three arrows,
// on alternate corners; the scenario data names the oases and the corners their arrows are on.

import type { BoardSpec } from '../../../engine/board.js';
import type { TerrainName } from '../../../engine/constants.js';
import { makeRandom } from '../../../engine/rng.js';
import { assembleMap } from '../../../maps/assemble.js';
import type { MapFrame } from '../../../maps/frame.js';
import { popTokens, shuffle } from '../../../maps/random-map.js';
import { BASE_FRAME } from '../../base/frame.js';
import { FIVE_SIX_FRAME } from '../../five-six/maps.js';

/** The oasis terrain's name (a registered terrain, D160). */
export const OASIS = 'oasis';

/** Where the oases lie: the base frame's centre; on the 5-6 frame the two inner hexes of the middle row two apart (D161). */
export const OASES_3_4: ReadonlyArray<readonly [number, number]> = [[0, 0]];
export const OASES_5_6: ReadonlyArray<readonly [number, number]> = [
  [-2, 0],
  [1, 0],
];

/** The corners an oasis's arrows point out of, as printed (D161); a random map may turn the oasis a sixth. */
export const ARROW_CORNERS: readonly number[] = [0, 2, 4];

/** The scenario block of a Caravans board. */
export interface CaravansData {
  /** The oasis hexes, [q, r]. */
  readonly oases: ReadonlyArray<readonly [number, number]>;
  /** Per oasis, the three corners its arrows point out of. */
  readonly arrows: ReadonlyArray<readonly number[]>;
}

/** The Caravans' block of a board's scenario data; throws naming what is wrong. */
export function caravansData(spec: BoardSpec): CaravansData {
  const d = spec.scenario?.caravans as CaravansData | undefined;
  if (!d || !Array.isArray(d.oases) || !Array.isArray(d.arrows) || d.oases.length !== d.arrows.length || d.oases.length === 0) {
    throw new Error('caravans: the board has no scenario.caravans block with oases and their arrows');
  }
  for (const a of d.arrows) {
    if (!Array.isArray(a) || a.length !== 3 || a.some((c) => !Number.isInteger(c) || c < 0 || c > 5)) throw new Error(`caravans: an oasis needs 3 arrow corners 0-5, got ${JSON.stringify(a)}`);
  }
  return d;
}

/**
 * One game's board: the oases at their fixed hexes, the rest of the frame dealt from its pools
 * less the deserts, from `seed` alone. `variable` (--map random) also turns each oasis by a
 * random sixth, so its arrows point out of the other three corners half the time (D161).
 */
export function caravansBoard(players: number, variable: boolean, seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const frame: MapFrame = players >= 5 ? FIVE_SIX_FRAME : BASE_FRAME;
  const oases = players >= 5 ? OASES_5_6 : OASES_3_4;
  const isOasis = (q: number, r: number) => oases.some(([a, b]) => a === q && b === r);
  const pool = shuffle(frame.terrain.filter((t) => t !== 'desert'), rand);
  if (pool.length + oases.length !== frame.land.length) throw new Error(`caravans: the ${frame.name} frame's deserts do not match its oases`);
  const terrain: TerrainName[] = [];
  let k = 0;
  for (const [q, r] of frame.land) terrain.push(isOasis(q, r) ? (OASIS as TerrainName) : pool[k++]!);
  // The oasis takes no token, as the desert did.
  const tokens = popTokens(
    terrain.map((t) => (t === (OASIS as TerrainName) ? 'desert' : t)),
    shuffle([...frame.tokens], rand),
  );
  const harbors = shuffle([...frame.harbors], rand);
  const spec = assembleMap(frame, { terrain, tokens, harbors });
  const arrows = oases.map(() => (variable && rand() < 0.5 ? ARROW_CORNERS.map((c) => c + 1) : [...ARROW_CORNERS]));
  return { ...spec, robber: null, scenario: { caravans: { oases: oases.map(([q, r]) => [q, r]), arrows } } };
}
