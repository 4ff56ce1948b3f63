// The Catan Event deck (P2 §5.2, chunks 527-552, manifest 726-728): its 36 cards, each a card
// kind of its own, with what happens and the pair of dice it shows. The numbers are spread as two
// dice's totals, 1-2-3-4-5-6-5-4-3-2-1 over 2-12, so the 36 cards are the 36 ordered pairs of a red
// and a white die; which card of a number shows which red value is D223's fixed assignment.

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

/** The cards by event and production number, and how many of each (the order of the card kinds below). */
const CARD_GROUPS: ReadonlyArray<{ readonly event: number; readonly number: number; readonly count: number }> = [
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
];

export interface EventCard {
  readonly event: number;
  readonly number: number;
  /** The dice the card shows: red + white = number. */
  readonly red: number;
  readonly white: number;
}

/**
 * The 36 cards, one card kind each. The cards of one event and number are consecutive kinds, in
 * the order of CARD_GROUPS, so that a draw over the deck lands on the same event and number as a
 * draw over the groups would (the chance model of D114 with the same stream). Within each number
 * the red values go up from the lowest a pair of that total allows, in this order (D223).
 */
export const EVENT_CARDS: readonly EventCard[] = Object.freeze(
  (() => {
    const nextRed = new Map<number, number>();
    return CARD_GROUPS.flatMap(({ event, number, count }) =>
      Array.from({ length: count }, () => {
        const red = nextRed.get(number) ?? Math.max(1, number - 6);
        nextRed.set(number, red + 1);
        return Object.freeze({ event, number, red, white: number - red });
      }),
    );
  })(),
);

/** A card's name, as records and the readable view write it: its event and number, "epidemic-8" (several cards of a number share one). */
export const CARD_NAMES: readonly string[] = Object.freeze(EVENT_CARDS.map((c) => `${EVENTS[c.event]}-${c.number}`));
/** A card kind's name in the deck, unique: the name and the red die, "robber-attacks-7:r3". */
export const CARD_KEYS: readonly string[] = Object.freeze(EVENT_CARDS.map((c, k) => `${CARD_NAMES[k]}:r${c.red}`));
/** One card of each kind. */
export const CARD_COUNTS: readonly number[] = Object.freeze(EVENT_CARDS.map(() => 1));
/** Cards in the deck (New Year aside). */
export const DECK_CARDS = 36;
/** Cards dealt face down under New Year when the deck is built: out of play until it is built again. */
export const SET_ASIDE = 5;

/** Kind k's event, production number and dice, as flat tables. */
export const CARD_EVENT: Int8Array = Int8Array.from(EVENT_CARDS.map((c) => c.event));
export const CARD_NUMBER: Int8Array = Int8Array.from(EVENT_CARDS.map((c) => c.number));
export const CARD_RED: Int8Array = Int8Array.from(EVENT_CARDS.map((c) => c.red));
export const CARD_WHITE: Int8Array = Int8Array.from(EVENT_CARDS.map((c) => c.white));

/** How the deck is kept (option eventCards): 'new-year' with the New Year card, 'reshuffle' all 36 reshuffled once used. */
export type DeckMode = 'new-year' | 'reshuffle';
