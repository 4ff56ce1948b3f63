// The progress cards as the bots know them: each card's number (its index across the three decks,
// as the rule set numbers them, D73), what holding one is worth (for the hand limit's discards and
// for the deck a reward is drawn from), and the card and target of a play's argument.

import { ARG_MASK } from '../../../engine/actions.js';
import { PROGRESS_DECKS } from '../data.js';
import { CARD_BITS } from '../progress.js';

/** Every progress card's name, by number: the trade deck's first, then politics, then science. */
export const CARD_NAMES: readonly string[] = PROGRESS_DECKS.flatMap((deck) => deck.map(([name]) => name));
/** Each card's area and its kind in that area's deck, by number. */
export const CARD_AREA: readonly number[] = PROGRESS_DECKS.flatMap((deck, area) => deck.map(() => area));
export const CARD_KIND: readonly number[] = PROGRESS_DECKS.flatMap((deck) => deck.map((_, kind) => kind));

/** A card's number by name; throws for a name that is none. */
export function cardNumber(name: string): number {
  const id = CARD_NAMES.indexOf(name);
  if (id < 0) throw new Error(`cities-knights kit: no progress card "${name}"`);
  return id;
}

/** The card of a play_progress action's argument, and its target. */
export const playCard = (a: number): number => a & ARG_MASK & ((1 << CARD_BITS) - 1);
export const playTarget = (a: number): number => (a & ARG_MASK) >>> CARD_BITS;

/**
 * What a card in hand is worth, roughly in VP: what a typical play brings. The hand limit's
 * discard gives up the least; a reward draw picks the deck whose cards are worth most.
 */
const KEEP: Readonly<Record<string, number>> = {
  commercial_harbor: 0.35,
  master_merchant: 0.55,
  merchant: 0.8,
  merchant_fleet: 0.35,
  resource_monopoly: 0.7,
  trade_monopoly: 0.5,
  bishop: 0.45,
  diplomat: 0.3,
  constitution: 1,
  deserter: 0.5,
  intrigue: 0.3,
  saboteur: 0.45,
  spy: 0.5,
  warlord: 0.5,
  wedding: 0.55,
  alchemist: 0.55,
  inventor: 0.4,
  crane: 0.5,
  irrigation: 0.7,
  engineer: 0.5,
  medicine: 0.7,
  mining: 0.7,
  printer: 1,
  road_building: 0.6,
  smith: 0.4,
};

/** Each card's keep value, by number. */
export const CARD_KEEP: Float64Array = Float64Array.from(CARD_NAMES, (n) => KEEP[n] ?? 0.4);

/** A deck's worth to draw from: its cards' keep values, each weighted by its copies. */
export const DECK_WORTH: Float64Array = Float64Array.from(PROGRESS_DECKS, (deck) => {
  let w = 0;
  let n = 0;
  for (const [name, copies] of deck) {
    w += (KEEP[name] ?? 0.4) * copies;
    n += copies;
  }
  return w / n;
});
