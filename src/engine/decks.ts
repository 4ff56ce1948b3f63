// Decks: face-down stacks of card kinds, drawn at random from the state's own stream. A deck is
// its counts by kind (hidden in views, so no seat knows the order or what is left) and its size
// (public). Cards drawn go to a seat's pile, hidden from the others but for its size, and cards
// played to a public pile, so that a view can be determinized by dealing the unseen cards again.
// A deck may take cards back under it (Cities & Knights' progress cards): they wait in order below
// the shuffled cards, each seen by every seat or by the one that put it there, and are drawn once
// the shuffled cards are gone. The development deck is one deck, its piles the standard
// development-card fields; a rule set adds others with GameBuilder.deck.

import { DEV_NAMES, NUM_DEV_TYPES } from './constants.js';
import type { Game } from './game.js';
import { hasStream, requireStream } from './hands.js';
import { DECK, DECK_COUNT, PLAYED, RNG } from './layout.js';
import { nextInt } from './rng.js';

export interface Deck {
  readonly name: string;
  /** The card kinds, in the order of their counts. */
  readonly names: readonly string[];
  /** Cards of each kind in the game. */
  readonly totals: readonly number[];
  /** Offsets: cards left by kind (names.length words, hidden in views) and cards left (public). */
  readonly counts: number;
  readonly size: number;
  /** Seat p's drawn cards of kind k at piles + p * names.length + k, how many at pileSizes + p; -1 when the rule set keeps them itself. */
  readonly piles: number;
  readonly pileSizes: number;
  /** Cards played face up by kind, or -1. */
  readonly played: number;
  /** Kinds shown the moment they are drawn, a bit each: they go to the played pile, never to a seat's pile. */
  readonly revealed: number;
  /**
   * Cards put back under the deck, oldest first (returnUnder): a word each from `returned`
   * (returnedEntry), how many at `returnedSize`; both -1 when cards never come back.
   */
  readonly returned: number;
  readonly returnedSize: number;
}

/**
 * The development deck: its counts and size at the standard fields; its piles are the standard
 * dev-card fields, which views and determinize treat themselves (new cards, VP cards). A game's
 * own copy (Game.decks[0]) carries the supply's totals.
 */
export const DEVELOPMENT_DECK: Deck = Object.freeze({
  name: 'development',
  names: DEV_NAMES,
  totals: Object.freeze([]),
  counts: DECK,
  size: DECK_COUNT,
  piles: -1,
  pileSizes: -1,
  played: PLAYED,
  revealed: 0,
  returned: -1,
  returnedSize: -1,
});

/** The kinds left in the deck and how many of each, into values/weights: a draw's chance outcomes. */
export function deckOutcomes(s: Int32Array, deck: Deck, values: Int32Array, weights: Int32Array): number {
  const at = deck.counts;
  const kinds = deck.names.length;
  let n = 0;
  for (let k = 0; k < kinds; k++) {
    if (s[at + k]! > 0) {
      values[n] = k;
      weights[n++] = s[at + k]!;
    }
  }
  return n;
}

/** The kind of the top card, drawn from the state's stream: one draw over the deck's size. */
export function deckSample(s: Int32Array, deck: Deck): number {
  requireStream(s);
  let ticket = nextInt(s, RNG, s[deck.size]!);
  const at = deck.counts;
  const kinds = deck.names.length;
  for (let k = 0; k < kinds; k++) {
    ticket -= s[at + k]!;
    if (ticket < 0) return k;
  }
  return -1;
}

/**
 * Takes a card of kind k off the deck. On a view the counts are hidden (zeros): a given card is
 * taken on trust there and only the size drops; on a real state a missing card is an error.
 */
export function deckTake(s: Int32Array, deck: Deck, k: number, what: string): void {
  if (k < 0 || k >= deck.names.length || (s[deck.counts + k]! <= 0 && hasStream(s))) {
    throw new Error(`${what}: no such card left in the ${deck.name} deck (outcome ${k})`);
  }
  if (s[deck.counts + k]! > 0) s[deck.counts + k]!--;
  s[deck.size]!--;
}

/** Seat p draws a card of kind k into its pile (a deck with piles). */
export function drawToPile(s: Int32Array, deck: Deck, p: number, k: number, what: string): void {
  deckTake(s, deck, k, what);
  s[deck.piles + p * deck.names.length + k]!++;
  s[deck.pileSizes + p]!++;
}

/** Seat p plays a card of kind k from its pile face up. */
export function playFromPile(s: Int32Array, deck: Deck, p: number, k: number): void {
  s[deck.piles + p * deck.names.length + k]!--;
  s[deck.pileSizes + p]!--;
  s[deck.played + k]!++;
}

/** A card of kind k put back under the deck (from wherever the caller took it). */
export function returnToDeck(s: Int32Array, deck: Deck, k: number): void {
  s[deck.counts + k]!++;
  s[deck.size]!++;
}

/**
 * A returned card's word: its kind + 1 (0 where a view hides it) in the low byte, and above it the
 * seat that alone knows the card + 1 (0: every seat saw it, as a card played face up).
 */
export function returnedEntry(k: number, knower: number): number {
  return (k + 1) | ((knower + 1) << 8);
}
/** The kind of a returned card's word, -1 when the view hides it. */
export function returnedKind(entry: number): number {
  return (entry & 0xff) - 1;
}
/** The seat that alone knows a returned card, -1 when every seat does. */
export function returnedKnower(entry: number): number {
  return (entry >>> 8) - 1;
}

/** Cards a draw can still take: the shuffled ones and those returned under them. */
export function cardsLeft(s: Int32Array, deck: Deck): number {
  return s[deck.size]! + (deck.returned < 0 ? 0 : s[deck.returnedSize]!);
}

/**
 * Puts a card of kind k under a deck that takes cards back, after those returned before it: seen
 * by every seat (`knower` -1: a card played face up) or by `knower` alone (a card it discarded).
 */
export function returnUnder(s: Int32Array, deck: Deck, k: number, knower: number): void {
  const n = s[deck.returnedSize]!;
  s[deck.returned + n] = returnedEntry(k, knower);
  s[deck.returnedSize] = n + 1;
}

/**
 * Takes the top card and returns its kind: a shuffled card while there is one (its kind `k`, the
 * draw's chance outcome), else the oldest returned card, which is no chance (`k` is not read).
 * On a view that hides that card's kind, -1.
 */
export function takeTop(s: Int32Array, deck: Deck, k: number, what: string): number {
  if (s[deck.size]! > 0) {
    deckTake(s, deck, k, what);
    return k;
  }
  const n = deck.returned < 0 ? 0 : s[deck.returnedSize]!;
  if (n === 0) throw new Error(`${what}: the ${deck.name} deck is empty`);
  const at = deck.returned;
  const kind = returnedKind(s[at]!);
  for (let i = 1; i < n; i++) s[at + i - 1] = s[at + i]!;
  s[at + n - 1] = 0;
  s[deck.returnedSize] = n - 1;
  return kind;
}

/** Fills a fresh state's decks: every card in its deck. */
export function fillDecks(game: Game, s: Int32Array): void {
  for (const d of game.decks) {
    let size = 0;
    for (let k = 0; k < d.names.length; k++) {
      s[d.counts + k] = d.totals[k]!;
      size += d.totals[k]!;
    }
    s[d.size] = size;
  }
}

/** Blanks in a view what `seat` may not see of the decks: every deck's order, the other seats' piles. */
export function redactDecks(game: Game, s: Int32Array, seat: number): void {
  // The development deck (always first) written out: a view is made for every decision.
  for (let k = 0; k < NUM_DEV_TYPES; k++) s[DECK + k] = 0;
  const decks = game.decks;
  for (let i = 1; i < decks.length; i++) redactDeck(game, s, seat, decks[i]!);
}

function redactDeck(game: Game, s: Int32Array, seat: number, d: Deck): void {
  const kinds = d.names.length;
  for (let k = 0; k < kinds; k++) s[d.counts + k] = 0;
  if (d.returned >= 0) {
    for (let i = s[d.returnedSize]! - 1; i >= 0; i--) {
      const e = s[d.returned + i]!;
      const knower = returnedKnower(e);
      if (knower >= 0 && knower !== seat) s[d.returned + i] = e & ~0xff;
    }
  }
  if (d.piles < 0) return;
  for (let p = 0; p < game.layout.players; p++) {
    if (p === seat) continue;
    for (let k = 0; k < kinds; k++) s[d.piles + p * kinds + k] = 0;
  }
}

/**
 * Deals again what redactDecks blanked, for the decks with piles: the cards neither played, nor in
 * `seat`'s pile, nor returned in its sight go to the other seats' piles (as many as each holds) and
 * to the returned cards it may not see, then the rest to the deck. Kinds shown when drawn are never
 * in a pile or returned, so only the other kinds are dealt there.
 */
export function determinizeDecks(game: Game, s: Int32Array, seat: number, rand: () => number): void {
  const pool = game.scratch.unseenDeck;
  for (const d of game.decks) {
    if (d.piles < 0) continue;
    const kinds = d.names.length;
    let hidden = 0;
    for (let k = 0; k < kinds; k++) pool[k] = d.totals[k]! - (d.played >= 0 ? s[d.played + k]! : 0) - s[d.piles + seat * kinds + k]!;
    const returned = d.returned < 0 ? 0 : s[d.returnedSize]!;
    for (let i = 0; i < returned; i++) {
      const k = returnedKind(s[d.returned + i]!);
      if (k >= 0) pool[k]!--;
      else hidden++;
    }
    let left = 0;
    let held = 0;
    for (let k = 0; k < kinds; k++) {
      left += pool[k]!;
      if (((d.revealed >>> k) & 1) === 0) held += pool[k]!;
    }
    for (let p = 0; p < game.layout.players; p++) {
      if (p === seat) continue;
      for (let i = s[d.pileSizes + p]!; i > 0; i--) {
        s[d.piles + p * kinds + dealKind(pool, kinds, d.revealed, held--, rand)]!++;
        left--;
      }
    }
    for (let i = 0; hidden > 0 && i < returned; i++) {
      const e = s[d.returned + i]!;
      if (returnedKind(e) >= 0) continue;
      s[d.returned + i] = e | (dealKind(pool, kinds, d.revealed, held--, rand) + 1);
      left--;
      hidden--;
    }
    if (left !== s[d.size] || held < 0) throw new Error(`determinize: inconsistent view of the ${d.name} deck`);
    for (let k = 0; k < kinds; k++) s[d.counts + k] = pool[k]!;
  }
}

/** One card drawn uniformly from the `held` cards of `pool` outside the `revealed` kinds, taken out of it. */
function dealKind(pool: Int32Array, kinds: number, revealed: number, held: number, rand: () => number): number {
  let ticket = Math.floor(rand() * held);
  for (let k = 0; k < kinds; k++) {
    if (((revealed >>> k) & 1) !== 0) continue;
    ticket -= pool[k]!;
    if (ticket < 0) {
      pool[k]!--;
      return k;
    }
  }
  throw new Error('determinize: a seat holds more cards than are left to deal');
}

/** Most kinds a deck with piles or revealed kinds may hold (its revealed kinds are a bit each in one word). */
export const MAX_DECK_KINDS = Math.max(32, NUM_DEV_TYPES);
