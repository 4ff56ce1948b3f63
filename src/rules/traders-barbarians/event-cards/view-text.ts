// The deck as every seat may know it, in words, for the readable view and the drawings: the last
// card, what was flipped since the deck was built, and how many cards are left before it is built
// again. Read from public fields only, so a seat's view gives the same answer as the game.

import type { Game } from '../../../engine/game.js';
import { CARD_NAMES, CARD_NUMBER, CARD_RED, CARD_WHITE, SET_ASIDE, type DeckMode } from './data.js';
import { eventFields } from './fields.js';

export interface DeckSummary {
  readonly mode: DeckMode;
  readonly last: { readonly card: string; readonly number: number; readonly red: number; readonly white: number } | null;
  /** Cards flipped since the deck was built, by name (the event and number). */
  readonly flippedThisCycle: Record<string, number>;
  /** Cards to flip before New Year comes up (with it), or before the reshuffle. */
  readonly untilRebuild: number;
  /** Cards under the draw pile: those set aside under New Year, or none. */
  readonly setAside: number;
  readonly rebuilds: number;
  /** Each seat's damaged road as an edge id, -1 for none. */
  readonly damaged: number[];
}

export function deckSummary(game: Game, s: Int32Array): DeckSummary {
  const F = eventFields(game)!;
  const mode = game.options.eventCards as DeckMode;
  const flipped: Record<string, number> = {};
  for (let k = 0; k < CARD_NAMES.length; k++) if (s[F.flipped + k]! > 0) flipped[CARD_NAMES[k]!] = (flipped[CARD_NAMES[k]!] ?? 0) + s[F.flipped + k]!;
  const last = s[F.last]!;
  return {
    mode,
    last: last >= 0 ? { card: CARD_NAMES[last]!, number: CARD_NUMBER[last]!, red: CARD_RED[last]!, white: CARD_WHITE[last]! } : null,
    flippedThisCycle: flipped,
    untilRebuild: s[F.untilRebuild]!,
    setAside: mode === 'new-year' ? SET_ASIDE : 0,
    rebuilds: s[F.rebuilds]!,
    damaged: Array.from({ length: game.seats }, (_, p) => s[F.damaged + p]!),
  };
}
