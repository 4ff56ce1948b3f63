// The bundles of domestic trade as a state holds them: the open offer's two sides, the draft's two
// and each colour's counter-offer's two. A side counts every hand kind traded between players
// (`game.tradedKinds`: the resources, then the kinds of classes flagged CARD_TRADED), five bits a
// kind and six kinds a word (src/engine/bundle.ts). A side's first word is its standard field, so
// a game of resources only keeps one word a side and the standard layout; a game trading more
// than six kinds keeps the further words after the rule sets' fields (Layout.bundleMore), and
// `game.bundleAt` lists every side's words.

import { BUNDLE_BITS, BUNDLE_MAX, KINDS_PER_WORD, RESOURCE_BITS, bundleCount } from './bundle.js';
import { NUM_RESOURCES } from './constants.js';
import type { Game } from './game.js';
import { DRAFT_GET, DRAFT_GIVE, OFFER, OFFER_GET, type Layout } from './layout.js';

/** The open offer's sides: what the player on turn gives, and what it asks for. */
export const SIDE_OFFER_GIVE = 0;
export const SIDE_OFFER_GET = 1;
/** The draft's sides (an offer or a counter-offer being composed). */
export const SIDE_DRAFT_GIVE = 2;
export const SIDE_DRAFT_GET = 3;
/** Colour p's counter-offer: what it gives. */
export function sideCounterGive(p: number): number {
  return 4 + 2 * p;
}
/** Colour p's counter-offer: what it asks for. */
export function sideCounterGet(p: number): number {
  return 5 + 2 * p;
}

/** Words a side takes when `traded` kinds are traded between players. */
export function bundleWordsFor(traded: number): number {
  return Math.max(1, Math.ceil(traded / KINDS_PER_WORD));
}

/**
 * Where each side's words are: entry side * words + w. Word 0 is the side's standard field; words
 * 1.. are in the block at `more` (sides in order, words - 1 each), present only when words > 1.
 */
export function bundleOffsets(L: Pick<Layout, 'players' | 'counterGive' | 'counterGet'>, words: number, more: number): Int32Array {
  const first = [OFFER, OFFER_GET, DRAFT_GIVE, DRAFT_GET];
  for (let p = 0; p < L.players; p++) first.push(L.counterGive + p, L.counterGet + p);
  const at = new Int32Array(first.length * words);
  first.forEach((o, side) => {
    at[side * words] = o;
    for (let w = 1; w < words; w++) at[side * words + w] = more + side * (words - 1) + w - 1;
  });
  return at;
}

/** Cards of the t-th traded kind (game.tradedKinds[t]) on a side. */
export function sideCount(game: Game, s: Int32Array, side: number, t: number): number {
  const w = (t / KINDS_PER_WORD) | 0;
  return (s[game.bundleAt[side * game.layout.bundleWords + w]!]! >>> (BUNDLE_BITS * (t - w * KINDS_PER_WORD))) & BUNDLE_MAX;
}

/** `n` more cards of the t-th traded kind on a side (the caller keeps the count within BUNDLE_MAX). */
export function sideAdd(game: Game, s: Int32Array, side: number, t: number, n = 1): void {
  const w = (t / KINDS_PER_WORD) | 0;
  s[game.bundleAt[side * game.layout.bundleWords + w]!]! += n << (BUNDLE_BITS * (t - w * KINDS_PER_WORD));
}

/** The words of a side beyond its first (games trading more than six kinds), zeroed. */
export function clearMoreWords(game: Game, s: Int32Array, side: number): void {
  const W = game.layout.bundleWords;
  for (let w = 1; w < W; w++) s[game.bundleAt[side * W + w]!] = 0;
}

/** Copies the words of side `from` beyond its first to side `to`. */
export function copyMoreWords(game: Game, s: Int32Array, from: number, to: number): void {
  const W = game.layout.bundleWords;
  for (let w = 1; w < W; w++) s[game.bundleAt[to * W + w]!] = s[game.bundleAt[from * W + w]!]!;
}

/** Whether the words of a side beyond its first are all zero (always, in a game of one word a side). */
export function moreWordsEmpty(game: Game, s: Int32Array, side: number): boolean {
  const W = game.layout.bundleWords;
  for (let w = 1; w < W; w++) if (s[game.bundleAt[side * W + w]!] !== 0) return false;
  return true;
}

/** Whether a side holds no card. */
export function sideEmpty(game: Game, s: Int32Array, side: number): boolean {
  const W = game.layout.bundleWords;
  for (let w = 0; w < W; w++) if (s[game.bundleAt[side * W + w]!] !== 0) return false;
  return true;
}

/** Cards on a side. */
export function sideTotal(game: Game, s: Int32Array, side: number): number {
  let n = 0;
  for (let t = 0; t < game.tradedKinds.length; t++) n += sideCount(game, s, side, t);
  return n;
}

/** Whether seat p's hand covers a side. */
export function sideHeld(game: Game, s: Int32Array, side: number, p: number): boolean {
  const word = s[game.bundleAt[side * game.layout.bundleWords]!]!;
  const h = game.layout.hand + p * NUM_RESOURCES;
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! < bundleCount(word, r)) return false;
  const traded = game.tradedKinds;
  const K = game.handKinds;
  for (let t = NUM_RESOURCES; t < traded.length; t++) if (s[game.cardSlot[p * K + traded[t]!]!]! < sideCount(game, s, side, t)) return false;
  return true;
}

/** True when no kind is on both sides. */
export function sidesDisjoint(game: Game, s: Int32Array, a: number, b: number): boolean {
  for (let t = 0; t < game.tradedKinds.length; t++) if (sideCount(game, s, a, t) > 0 && sideCount(game, s, b, t) > 0) return false;
  return true;
}

/**
 * Whether a side holds resources only, so that its first word read as a bundle of resources
 * (src/engine/bundle.ts) is the whole side: what a reader that knows resources alone checks first.
 */
export function sideResourcesOnly(game: Game, s: Int32Array, side: number): boolean {
  if (game.tradedKinds.length === NUM_RESOURCES) return true;
  const W = game.layout.bundleWords;
  if ((s[game.bundleAt[side * W]!]! & ~RESOURCE_BITS) !== 0) return false;
  for (let w = 1; w < W; w++) if (s[game.bundleAt[side * W + w]!] !== 0) return false;
  return true;
}

/** `{ wool: 2, cloth: 1 }`: a side as records, logs and command bots name it, in bundle order. */
export function sideCards(game: Game, s: Int32Array, side: number): Record<string, number> {
  const out: Record<string, number> = {};
  const traded = game.tradedKinds;
  for (let t = 0; t < traded.length; t++) {
    const n = sideCount(game, s, side, t);
    if (n) out[game.cardNames[traded[t]!]!] = n;
  }
  return out;
}
