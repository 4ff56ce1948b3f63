// The Cities & Knights kit's evaluation weights (BotKit.weights): what its terms (terms.ts) count
// for in the value bot's evaluation, with their defaults. The value and mcts bots' `weights` option
// sets them by these names. VP the rule set gives (a metropolis, a Defender of Catan, a progress
// VP card) are in the seat's VP already and have no weight here.

import type { KitWeight, WeightValues } from '../../../engine/bot-kit.js';
import type { ValueWeights } from '../../../bots/value/weights.js';

const weight = (value: number, description: string): KitWeight => Object.freeze({ default: value, description });

export const CK_WEIGHTS = Object.freeze({
  ckCommodity: weight(0.05, "Cities & Knights: per commodity card held toward its area's next improvement level, beside the value of any card"),
  ckCommodityPips: weight(0.008, "Cities & Knights: per pip of commodity production (cities on forest, pasture and mountains, at the state's tokens)"),
  ckKnight: weight(0.1, "Cities & Knights: per strength of the seat's knights on the board"),
  ckActive: weight(0.1, "Cities & Knights: per strength of the seat's active knights"),
  ckCityLoss: weight(0.6, 'Cities & Knights: what losing a city to the barbarians costs, times how soon they land, when the seat is among the weakest of a lost defence'),
  ckDefender: weight(0.6, 'Cities & Knights: a Defender VP in sight, times how soon the barbarians land, when the seat is the sole strongest of a won defence'),
  ckWall: weight(0.12, 'Cities & Knights: per city wall'),
  ckProgress: weight(0.8, "Cities & Knights: per progress card held, times the card's worth (about 0.3-0.8)"),
  ckLevel: weight(0.3, 'Cities & Knights: per level of city improvements; a level-3 ability counts three more, a metropolis still to claim one'),
});

/** The kit's weights as the value bot resolved them for a game. */
export type CkWeights = WeightValues<typeof CK_WEIGHTS>;

/**
 * The value evaluation's own weights as Cities & Knights sets their defaults: production counts
 * more (a city yields a commodity as well, the games run to 13 VP), the plan of the next build and
 * the cards in hand less, and a large hand is less of a risk (walls raise the safe hand, the hand
 * buys knights and improvements). Found by a coordinate search of value against three greedy bots.
 */
export const CK_VALUE_WEIGHTS: Readonly<Partial<ValueWeights>> = Object.freeze({ production: 0.03, plan: 0.25, card: 0.0075, discardRisk: 0.04 });

/**
 * The mcts bot's weights under Cities & Knights (its kit part, src/bots/mcts/kit-part.ts), over
 * MCTS_WEIGHT_CHANGES: found by self-play of a value bot with them against three default value bots
 * (bench/ck-bots.ts, value-vs-value), as mcts's base-game changes were.
 */
export const CK_MCTS_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({ plan: 0.5 });
