// What the Fishermen of Catan's rules share: the fish deck (the face-down supply, each seat's
// face-down tokens, the spent tokens face up), the draws each seat is owed, the boot's holder and
// the decisions on the queue. Allocated once per game shape.

import type { Deck } from '../../../engine/decks.js';
import type { Game } from '../../../engine/game.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { FISH_TOKENS, fishTotals } from './ids.js';

export interface Fish {
  /**
   * The supply as an engine deck: its counts are the face-down supply (hidden in views, its size
   * public), its piles the seats' tokens (hidden but for their number), its played pile the spent
   * tokens face up, and the boot a kind shown when drawn (D135).
   */
  readonly deck: Deck;
  /** Draws seat p is owed at owed + p (a roll's fishing or the set-up token). */
  readonly owed: number;
  /** The boot's holder + 1 (0: still in the supply). */
  readonly boot: number;
  /** The decisions: a roll's draws (pausing the roll), the set-up token's draw, the 4-fish resource. */
  readonly rollDraws: number;
  readonly setupDraw: number;
  readonly resource: number;
}

/** The deck and fields; the obligations are registered by the rules that raise them. */
export function fishFields(g: GameBuilder): Pick<Fish, 'deck' | 'owed' | 'boot'> {
  return {
    deck: g.deck('fish', FISH_TOKENS, fishTotals(g.options.players), { piles: true, played: true, revealed: ['boot'] }),
    owed: g.field('fish.owed', g.layout.players),
    boot: g.field('fish.boot'),
  };
}

/** The boot's holder, or -1 while it is in the supply. */
export function bootHolder(F: Pick<Fish, 'boot'>, s: Int32Array): number {
  return s[F.boot]! - 1;
}

/** Seat p's fish tokens (its pile: the boot is never in it). */
export function tokensHeld(F: Pick<Fish, 'deck'>, s: Int32Array, p: number): number {
  return s[F.deck.pileSizes + p]!;
}

/** Seat p's tokens of kind k (0-2); zero for another seat in a view. */
export function tokensOf(F: Pick<Fish, 'deck'>, s: Int32Array, p: number, k: number): number {
  return s[F.deck.piles + p * F.deck.names.length + k]!;
}

/** The fish on seat p's tokens (its own view or the full state). */
export function fishValue(F: Pick<Fish, 'deck'>, s: Int32Array, p: number): number {
  return tokensOf(F, s, p, 0) + 2 * tokensOf(F, s, p, 1) + 3 * tokensOf(F, s, p, 2);
}

/** The deck and fields of a built game (for views, drawings and bots, which have no builder). */
export function fishOf(game: Game): Pick<Fish, 'deck' | 'owed' | 'boot'> {
  const deck = game.decks.find((d) => d.name === 'fish');
  if (!deck) throw new Error('fishermen: this game has no fish deck');
  return { deck, owed: game.layout.fields['fish.owed']!, boot: game.layout.fields['fish.boot']! };
}
