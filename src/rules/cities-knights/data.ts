// Cities & Knights' numbers (docs/rules-decisions.md, "Rules decisions: Cities & Knights"): the
// commodities and the terrains that yield them, the components, and the victory target.

import { FOREST, MOUNTAINS, PASTURE } from '../../engine/constants.js';
import type { Supply } from '../../engine/rule-set.js';
import { BASE_SUPPLY } from '../base/supply.js';

/** The commodities, in hand-kind order after the resources (D59). */
export const COMMODITIES = ['paper', 'cloth', 'coin'] as const;

/** Commodity cards of each kind (D39). */
export const COMMODITY_CARDS = 12;

/** The commodity a city on each terrain yields beside its resource (-1: a second resource instead; D50). */
export const CITY_COMMODITY: Readonly<Record<number, number>> = Object.freeze({ [FOREST]: 0, [PASTURE]: 1, [MOUNTAINS]: 2 });

/** Victory points to win (D95). */
export const CK_TARGET_VP = 13;

/** The base game's supply without the development deck; Largest Army cannot be won (D38, D39). */
export const CK_SUPPLY: Supply = Object.freeze({
  ...BASE_SUPPLY,
  devDeck: Object.freeze([0, 0, 0, 0, 0]),
  largestArmyMin: Number.MAX_SAFE_INTEGER,
});
