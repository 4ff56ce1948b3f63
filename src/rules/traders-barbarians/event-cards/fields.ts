// The Event Cards' state fields and ids: where its words are in a game's layout, and the action
// kinds and phases it adds (its block in src/rules/ids.ts).

import type { Game } from '../../../engine/game.js';
import { keyedMemo } from '../../../engine/keyed-memo.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../ids.js';
import { CARD_KEYS } from './data.js';

const [K0] = ID_BLOCKS['event-cards'].kinds;
const [P0] = ID_BLOCKS['event-cards'].phases;

/** A seat turns one of its roads sideways (Earthquake): arg edge. */
export const A_DAMAGE = K0;
/** The seat on turn repairs its damaged road (1 lumber + 1 brick). */
export const A_REPAIR = K0 + 1;
/** A seat gives one card (Good Neighbors, Neighborly Assistance): arg target * 8 + hand kind. */
export const A_GIVE_CARD = K0 + 2;
/** A seat takes a resource of its choice from the bank (Tournament, Calm Seas, Plentiful Year): arg resource. */
export const A_PICK = K0 + 3;
/** A seat takes a random card from a player of its choice (Trade Advantage, Conflict): arg victim; outcome the card. */
export const A_TAKE = K0 + 4;

export const PH_DAMAGE = P0;
export const PH_GIVE = P0 + 1;
export const PH_PICK = P0 + 2;
export const PH_TAKE = P0 + 3;

/** Offsets of the variant's words in one game's state (all public: the deck's order is in no field). */
export interface EventFields {
  /** Cards flipped since the deck was last built, by card kind (CARD_KEYS.length words, 0 or 1). */
  readonly flipped: number;
  /** Cards still to flip before New Year comes up (with the New Year card), or before the reshuffle. */
  readonly untilRebuild: number;
  /** The card kind flipped last, -1 before the first. */
  readonly last: number;
  /** Times the deck was built again (New Years or reshuffles). */
  readonly rebuilds: number;
  /** The card whose event the roll steps still have to resolve (-1 none). */
  readonly pending: number;
  /** 1 while an Epidemic's production is due. */
  readonly epidemic: number;
  /** Seats (a bit each) still owing the event's decision in progress, and the event. */
  readonly owing: number;
  readonly event: number;
  /** Each seat's damaged road (edge), -1 for none (seats words). */
  readonly damaged: number;
}

const FIELD_WORDS = (seats: number): Readonly<Record<keyof EventFields, number>> => ({
  flipped: CARD_KEYS.length,
  untilRebuild: 1,
  last: 1,
  rebuilds: 1,
  pending: 1,
  epidemic: 1,
  owing: 1,
  event: 1,
  damaged: seats,
});
const KEYS = Object.keys(FIELD_WORDS(1)) as Array<keyof EventFields>;

export function allocateFields(g: GameBuilder): EventFields {
  const words = FIELD_WORDS(g.seats);
  return Object.fromEntries(KEYS.map((k) => [k, g.field(`ev.${k}`, words[k])])) as unknown as EventFields;
}

/** The variant's field offsets in `game`, or null when the Event Cards are not in play (worked out once per game shape: rules read it as they run). */
export function eventFields(game: Pick<Game, 'layout'>): EventFields | null {
  return fieldsOfLayout(game.layout, null);
}

const fieldsOfLayout = keyedMemo((layout: Game['layout'], _: null): EventFields | null => {
  const f = layout.fields;
  if (f['ev.flipped'] === undefined) return null;
  return Object.freeze(Object.fromEntries(KEYS.map((k) => [k, f[`ev.${k}`]!]))) as unknown as EventFields;
});
