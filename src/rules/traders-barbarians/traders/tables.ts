// The Traders & Barbarians scenario's printed tables: the trade hexes and what each wants and
// supplies, the commodity stacks, the baggage-train cards, and the pieces' counts (D195-D214 in
// docs/rules-decisions.md say which figures were chosen where the text is unreadable).

import { BRICK, GRAIN, LUMBER, ORE, WOOL } from '../../../engine/constants.js';

/** The trade hexes, by index: the order of TRADE_HEX_NAMES everywhere (fields, board data). */
export const CASTLE = 0;
export const QUARRY = 1;
export const GLASSWORKS = 2;
export const TRADE_HEX_NAMES = ['castle', 'quarry', 'glassworks'] as const;
export type TradeHexName = (typeof TRADE_HEX_NAMES)[number];

/** The commodities, by index. */
export const MARBLE = 0;
export const GLASS = 1;
export const TOOLS = 2;
export const SAND = 3;
export const COMMODITY_NAMES = ['marble', 'glass', 'tools', 'sand'] as const;

/** The trade hex that wants each commodity [675-726: castle marble and glass, quarry tools, glassworks sand]. */
export const WANTED_AT: readonly number[] = [CASTLE, CASTLE, QUARRY, GLASSWORKS];

/** Each trade hex's stack: the two commodities it supplies, and tokens of each (D199: 6 and 6, 36 in all). */
export const STACK_KINDS: ReadonlyArray<readonly [number, number]> = [
  [TOOLS, SAND],
  [MARBLE, SAND],
  [GLASS, TOOLS],
];
export const TOKENS_PER_KIND = 6;

/** A baggage-train card: movement points, gold per delivery, the lowest die that drives a barbarian off (7: none), its price, its VP. */
export interface BaggageCard {
  readonly mp: number;
  readonly gold: number;
  readonly driveOff: number;
  readonly cost: Readonly<Record<number, number>>;
  readonly vp: number;
}

/** Cards 1-5 (D201). Card 1 is active from the start and costs nothing. */
export const BAGGAGE_CARDS: readonly BaggageCard[] = [
  { mp: 4, gold: 1, driveOff: 7, cost: {}, vp: 0 },
  { mp: 5, gold: 2, driveOff: 6, cost: { [WOOL]: 1, [GRAIN]: 1 }, vp: 0 },
  { mp: 5, gold: 3, driveOff: 5, cost: { [LUMBER]: 1, [WOOL]: 1, [ORE]: 1 }, vp: 0 },
  { mp: 6, gold: 4, driveOff: 4, cost: { [BRICK]: 1, [GRAIN]: 1, [ORE]: 2 }, vp: 0 },
  { mp: 6, gold: 5, driveOff: 3, cost: { [WOOL]: 1, [GRAIN]: 2, [ORE]: 2 }, vp: 1 },
];

/** Path costs [675-726]: bare 2, a road 1, a barbarian 2 more; a toll of 1 gold on another's road. */
export const COST_BARE = 2;
export const COST_ROAD = 1;
export const COST_BARBARIAN = 2;
export const TOLL = 1;
/** Grain for 2 more movement points, once a turn. */
export const GRAIN_BOOST = 2;
/** Swift Journey's movement points (D205). */
export const SWIFT_JOURNEY_MP = 4;
/** Barbarians in play, at every player count [675-726, 1136]. */
export const BARBARIANS = 3;
/** Gold each player starts with [675-726]. */
export const STARTING_GOLD = 5;
/** The victory target [675-726]. */
export const TARGET = 13;
