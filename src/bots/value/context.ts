// What one evaluation hands from its board part to its hand part and to the race estimate:
// module scratch, written by boardValue (or the set-up race) and read right after for the same
// position, so nothing here is re-entrant (one thread, one evaluation at a time).

import { NUM_RESOURCES } from '../../engine/constants.js';

/** What the board part of the evaluation computes for the hand part (module scratch). */
export const ctx = {
  pips: new Float64Array(NUM_RESOURCES),
  total: 0,
  /** Trade rate per resource. */
  rate: new Int32Array(NUM_RESOURCES),
  /** Best site score at 0, 1, 2 roads (0 = none) and how many sites need no road. */
  siteBest: new Float64Array(3),
  sites0: 0,
  /** Whether a kit's board part ran (Seafarers: src/rules/seafarers/kit/value.ts), which fills siteVal and siteShip. */
  sea: false,
  /** Seafarers: the best site's worth (VP, special VP, production) at 0, 1, 2 pieces, and whether ships reach it. */
  siteVal: new Float64Array(3),
  siteShip: new Uint8Array(3),
  /** What a ship to such a site costs (set with `sea`). */
  shipCost: new Int8Array(NUM_RESOURCES) as Int8Array,
  /** Seafarers scenarios: a build of their own for the hand's plan (a wonder level), its cost and worth (0: none). */
  extraCost: new Int8Array(NUM_RESOURCES),
  extraWorth: 0,
  /** Weighted pips of the best own settlement (a city's gain), -1 if no city is possible. */
  cityGain: -1,
};
