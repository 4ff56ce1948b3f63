// The Catan Event deck (P2 §5.2, chunks 527-552, manifest 726-728): its 36 cards as card kinds,
// one per event and production number, so that a card's kind says both what happens and what
// produces. The numbers are spread as two dice's totals, 1-2-3-4-5-6-5-4-3-2-1 over 2-12.

/** The events, in the order of EVENTS (a card's event is EVENTS.indexOf its name). */
export const EVENTS = [
  'robber-attacks',
  'epidemic',
  'earthquake',
  'good-neighbors',
  'tournament',
  'trade-advantage',
  'calm-seas',
  'robber-flees',
  'neighborly-assistance',
  'conflict',
  'plentiful-year',
  'catan-prospers',
] as const;

export const EV_ROBBER_ATTACKS = 0;
export const EV_EPIDEMIC = 1;
export const EV_EARTHQUAKE = 2;
export const EV_GOOD_NEIGHBORS = 3;
export const EV_TOURNAMENT = 4;
export const EV_TRADE_ADVANTAGE = 5;
export const EV_CALM_SEAS = 6;
export const EV_ROBBER_FLEES = 7;
export const EV_NEIGHBORLY_ASSISTANCE = 8;
export const EV_CONFLICT = 9;
export const EV_PLENTIFUL_YEAR = 10;
export const EV_CATAN_PROSPERS = 11;

/** The card kinds: an event with its production number, and how many such cards the deck holds. */
export const EVENT_CARDS: ReadonlyArray<{ readonly event: number; readonly number: number; readonly count: number }> = Object.freeze([
  { event: EV_ROBBER_ATTACKS, number: 7, count: 6 },
  { event: EV_EPIDEMIC, number: 6, count: 1 },
  { event: EV_EPIDEMIC, number: 8, count: 1 },
  { event: EV_EARTHQUAKE, number: 6, count: 1 },
  { event: EV_GOOD_NEIGHBORS, number: 6, count: 1 },
  { event: EV_TOURNAMENT, number: 5, count: 1 },
  { event: EV_TRADE_ADVANTAGE, number: 5, count: 1 },
  { event: EV_CALM_SEAS, number: 9, count: 1 },
  { event: EV_CALM_SEAS, number: 12, count: 1 },
  { event: EV_ROBBER_FLEES, number: 4, count: 2 },
  { event: EV_NEIGHBORLY_ASSISTANCE, number: 10, count: 1 },
  { event: EV_NEIGHBORLY_ASSISTANCE, number: 11, count: 1 },
  { event: EV_CONFLICT, number: 3, count: 1 },
  { event: EV_PLENTIFUL_YEAR, number: 2, count: 1 },
  ...[3, 4, 5, 6, 8, 9, 10, 11].map((number) => ({ event: EV_CATAN_PROSPERS, number, count: ({ 5: 2, 6: 2, 8: 4, 9: 3, 10: 2 } as Record<number, number>)[number] ?? 1 })),
]);

/** A card kind's name, as records and the readable view write it: "epidemic-8". */
export const CARD_NAMES: readonly string[] = Object.freeze(EVENT_CARDS.map((c) => `${EVENTS[c.event]}-${c.number}`));
export const CARD_COUNTS: readonly number[] = Object.freeze(EVENT_CARDS.map((c) => c.count));
/** Cards in the deck (New Year aside). */
export const DECK_CARDS = 36;
/** Cards dealt face down under New Year when the deck is built: out of play until it is built again. */
export const SET_ASIDE = 5;

/** Kind k's event and production number, as flat tables. */
export const CARD_EVENT: Int8Array = Int8Array.from(EVENT_CARDS.map((c) => c.event));
export const CARD_NUMBER: Int8Array = Int8Array.from(EVENT_CARDS.map((c) => c.number));

/** How the deck is kept (option eventCards): 'new-year' with the New Year card, 'reshuffle' all 36 reshuffled once used. */
export type DeckMode = 'new-year' | 'reshuffle';
