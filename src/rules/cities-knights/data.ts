// Cities & Knights' numbers (docs/rules-decisions.md, "Rules decisions: Cities & Knights"): the
// commodities and the terrains that yield them, the components, and the victory target.

import { FOREST, MOUNTAINS, PASTURE } from '../../engine/constants.js';
import type { Supply } from '../../engine/rule-set.js';
import { BASE_SUPPLY } from '../base/supply.js';

/** The commodities, in hand-kind order after the resources (D59). */
export const COMMODITIES = ['paper', 'cloth', 'coin'] as const;

/** Commodity cards of each kind with 3-4 players (D39) and with 5-6 (D100). */
export const COMMODITY_CARDS = 12;
export const COMMODITY_CARDS_FIVE_SIX = 18;

/** Commodity cards of each kind for a game of `players`. */
export function commodityCards(players: number): number {
  return players >= 5 ? COMMODITY_CARDS_FIVE_SIX : COMMODITY_CARDS;
}

/** The commodity a city on each terrain yields beside its resource (-1: a second resource instead; D50). */
export const CITY_COMMODITY: Readonly<Record<number, number>> = Object.freeze({ [FOREST]: 0, [PASTURE]: 1, [MOUNTAINS]: 2 });

/** Victory points to win (D95). */
export const CK_TARGET_VP = 13;

/** The supply before it (the base game's, or the 5-6 extension's) without the development deck; Largest Army cannot be won (D38, D39, D100). */
export function ckSupply(previous: Supply | null): Supply {
  return Object.freeze({
    ...(previous ?? BASE_SUPPLY),
    devDeck: Object.freeze([0, 0, 0, 0, 0]),
    largestArmyMin: Number.MAX_SAFE_INTEGER,
  });
}

/** The three areas of the flip-chart, in the order of the levels' fields (D59). */
export const AREAS = ['trade', 'politics', 'science'] as const;
export const TRADE = 0;
export const POLITICS = 1;
export const SCIENCE = 2;
/** The commodity (index into COMMODITIES) that pays for each area's improvements (D59). */
export const AREA_COMMODITY: readonly number[] = Object.freeze([1, 2, 0]);
/** Levels of each area (D60). */
export const AREA_LEVELS = 5;

/** The progress decks, one per area, each card with its copies (D73). */
export const PROGRESS_DECKS: ReadonlyArray<ReadonlyArray<readonly [name: string, copies: number]>> = Object.freeze([
  [
    ['commercial_harbor', 2],
    ['master_merchant', 2],
    ['merchant', 6],
    ['merchant_fleet', 2],
    ['resource_monopoly', 4],
    ['trade_monopoly', 2],
  ],
  [
    ['bishop', 2],
    ['diplomat', 2],
    ['constitution', 1],
    ['deserter', 2],
    ['intrigue', 2],
    ['saboteur', 2],
    ['spy', 3],
    ['warlord', 2],
    ['wedding', 2],
  ],
  [
    ['alchemist', 2],
    ['inventor', 2],
    ['crane', 2],
    ['irrigation', 2],
    ['engineer', 1],
    ['medicine', 2],
    ['mining', 2],
    ['printer', 1],
    ['road_building', 2],
    ['smith', 2],
  ],
]);

/** The progress cards shown at once for 1 VP, never held (D81). */
export const PROGRESS_VP_CARDS: readonly string[] = Object.freeze(['constitution', 'printer']);
/** Progress cards a seat may hold, VP cards aside (D56). */
export const PROGRESS_HAND_LIMIT = 4;
/** Ship results that bring the barbarians (D43). */
export const BARBARIAN_TRACK = 7;
