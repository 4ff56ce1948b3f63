// The Seafarers kit's evaluation weights: what gold, voyages and the scenarios' goals count for in
// the value bot's board part on a sea board (value.ts), with their defaults. The kit declares them
// (BotKit.weights), so the value and mcts bots' `weights` option sets them by these names.

import type { KitWeight, WeightValues } from '../../../engine/bot-kit.js';

const weight = (value: number, description: string): KitWeight => Object.freeze({ default: value, description });

export const SEA_WEIGHTS = Object.freeze({
  goldValue: weight(1.25, "a gold field's pip beside a resource's pip (its resourceValue), in production and a city's gain"),
  voyage: weight(
    0.4,
    'per VP of the best site (or fog hex, gift, village) in reach by road or within voyageRange ships: its VP, special VP and production, discounted by voyageDiscount per piece still to build',
  ),
  voyageDiscount: weight(0.8, "the voyage term's discount per piece still to build"),
  voyageRange: weight(6, 'ships the voyage term looks ahead (at least 2)'),
  warship: weight(0.6, 'The Pirate Islands: per warship (up to 7; a knight in hand counts 0.6)'),
  fortressChit: weight(1.5, "The Pirate Islands: per chit taken from the seat's fortress (the third takes it)"),
  routeShip: weight(0.4, 'The Pirate Islands: per ship the route still needs to reach the fortress (subtracted)'),
  wonderLevel: weight(2.0, 'The Wonders of Catan: per wonder level built (level 4 wins), and the worth of the next level in the plan'),
});

/** The Seafarers weights as the value bot resolved them for a game (its `K`). */
export type SeaWeights = WeightValues<typeof SEA_WEIGHTS>;
