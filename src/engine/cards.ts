// Card classes: what each hand kind is subject to (the hand limit on a 7, discarding, the robber,
// the other seats' eyes, the bank's trade, trade between players). The resources are one class; a rule set adds others
// with GameBuilder.cards. The flags are a table by hand kind built once per game shape, and the
// kinds that are exceptions (not counted, not stolen) are listed apart so that a game without
// any pays an empty loop on the hot path.

import { ARG_BITS } from './actions.js';
import type { Game } from './game.js';

/** Counted in the hand that a 7 measures against the discard limit. */
export const CARD_COUNTED = 1;
/** Given up when a 7 makes the seat discard. */
export const CARD_DISCARDED = 2;
/** Taken by the robber (and the pirate). */
export const CARD_STOLEN = 4;
/** Other seats see how many a seat holds (views keep the counts). */
export const CARD_PUBLIC = 8;
/** Traded with the bank or a harbor (maritime trade). */
export const CARD_MARITIME = 16;
/** Traded between players: domestic offers and counter-offers may give and ask for it (src/engine/trade-sides.ts). */
export const CARD_TRADED = 32;

/** The resources' class: hidden, counted, discarded, stolen, traded with the bank and between players. */
export const RESOURCE_CLASS = CARD_COUNTED | CARD_DISCARDED | CARD_STOLEN | CARD_MARITIME | CARD_TRADED;

/** How a class of cards a rule set adds behaves; each flag defaults to the resources' behaviour but trade (off, with the bank and between players). */
export interface CardClass {
  readonly counted?: boolean;
  readonly discarded?: boolean;
  readonly stolen?: boolean;
  readonly public?: boolean;
  readonly maritime?: boolean;
  /** Traded between players (domestic offers); its kinds then take places in every trade bundle. */
  readonly traded?: boolean;
  /** Most cards of this class a seat may hold (0: no limit of its own); see overClassLimit. */
  readonly limit?: number;
}

/** The flags of a class, as CARD_* bits. */
export function classFlags(c: CardClass = {}): number {
  let f = 0;
  if (c.counted ?? true) f |= CARD_COUNTED;
  if (c.discarded ?? true) f |= CARD_DISCARDED;
  if (c.stolen ?? true) f |= CARD_STOLEN;
  if (c.public ?? false) f |= CARD_PUBLIC;
  if (c.maritime ?? false) f |= CARD_MARITIME;
  if (c.traded ?? false) f |= CARD_TRADED;
  return f;
}

/** Whether hand kind k has every flag of `flags`. */
export function cardIs(game: Game, k: number, flags: number): boolean {
  return (game.cardFlags[k]! & flags) === flags;
}

/** Seat p's cards of the hand kinds listed in `kinds` (one of the game's exception lists). */
function heldOf(game: Game, s: Int32Array, p: number, kinds: Int32Array): number {
  const K = game.handKinds;
  let n = 0;
  for (let i = 0; i < kinds.length; i++) n += s[game.cardSlot[p * K + kinds[i]!]!]!;
  return n;
}

/** Seat p's hand as a 7 measures it: the cards counted toward the discard limit. */
export function countedHand(game: Game, s: Int32Array, p: number): number {
  const kinds = game.uncountedKinds;
  const total = s[game.layout.handTotal + p]!;
  return kinds.length === 0 ? total : total - heldOf(game, s, p, kinds);
}

/** Seat p's cards a 7 may make it give up. */
export function discardableHand(game: Game, s: Int32Array, p: number): number {
  const kinds = game.undiscardedKinds;
  const total = s[game.layout.handTotal + p]!;
  return kinds.length === 0 ? total : total - heldOf(game, s, p, kinds);
}

/** Seat p's cards the robber may take. */
export function stealableHand(game: Game, s: Int32Array, p: number): number {
  const kinds = game.unstolenKinds;
  const total = s[game.layout.handTotal + p]!;
  return kinds.length === 0 ? total : total - heldOf(game, s, p, kinds);
}

/** One action of `kind` per hand kind with `flags` that seat p holds, appended from out[n] (arg: the hand kind). */
export function cardsWith(game: Game, s: Int32Array, p: number, flags: number, kind: number, out: Int32Array, n: number): number {
  const K = game.handKinds;
  const f = game.cardFlags;
  const base = kind << ARG_BITS;
  for (let k = 0; k < K; k++) if ((f[k]! & flags) === flags && s[game.cardSlot[p * K + k]!]! > 0) out[n++] = base | k;
  return n;
}

/** How many cards of the class added as `block` seat p holds beyond the class's own limit (0 when within it or unlimited). */
export function overClassLimit(game: Game, s: Int32Array, p: number, block: { readonly names: readonly string[]; readonly hand: number; readonly limit: number }): number {
  if (block.limit <= 0) return 0;
  const w = block.names.length;
  let n = 0;
  for (let j = 0; j < w; j++) n += s[block.hand + p * w + j]!;
  return Math.max(0, n - block.limit);
}
