// Component counts and costs of the base game (seeds 000, 001, 004; shared/rules seed002 §2).

import { BRICK, GRAIN, LUMBER, NUM_RESOURCES, ORE, WOOL } from '../../engine/constants.js';
import type { Supply } from '../../engine/rule-set.js';

export type { Supply };

export const BASE_SUPPLY: Supply = Object.freeze({
  resourceCount: 19,
  devDeck: Object.freeze([14, 2, 2, 2, 5]),
  roads: 15,
  settlements: 5,
  cities: 4,
  longestRoadMin: 5,
  largestArmyMin: 3,
});

function cost(parts: Record<number, number>): Int8Array {
  const c = new Int8Array(NUM_RESOURCES);
  for (const [r, n] of Object.entries(parts)) c[Number(r)] = n;
  return c;
}

export const COST_ROAD = cost({ [BRICK]: 1, [LUMBER]: 1 });
export const COST_SETTLEMENT = cost({ [BRICK]: 1, [LUMBER]: 1, [WOOL]: 1, [GRAIN]: 1 });
export const COST_CITY = cost({ [GRAIN]: 2, [ORE]: 3 });
export const COST_DEV = cost({ [WOOL]: 1, [GRAIN]: 1, [ORE]: 1 });
