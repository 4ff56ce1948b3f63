// What one seat may know. A view is a state with the hidden parts blanked: opponents' resource
// cards and development cards (their counts stay), the deck's order and composition, and the
// random stream (so no bot can read future dice), what other seats discarded on a 7 while the
// discards last (the bank would show it, D9), and whatever the rule sets in play hide
// (GameHooks.redact). `determinize` fills the blanks with one sample consistent with the view,
// for search bots.

import { CARD_PUBLIC } from './cards.js';
import { determinizeDecks, redactDecks } from './decks.js';
import { NUM_DEV_TYPES, NUM_RESOURCES, VICTORY_POINT } from './constants.js';
import { bundleCount } from './bundle.js';
import { allocState, isolatedGame, type Game, type GameState } from './game.js';
import { ACCEPT_MASK, COUNTER_MASK, CUR, DECK, DECK_COUNT, OFFER, PHASE, PH_DISCARD, PH_GAME_OVER, PH_TRADE_COMPOSE, PLAYED, RNG, TURN_PLAYER } from './layout.js';
import { SIDE_DRAFT_GIVE, SIDE_OFFER_GET, SIDE_OFFER_GIVE, sideCount, sideCounterGive } from './trade-sides.js';

/** Writes seat's view of `st` into `target` (a buffer of the same size) and returns it. */
export function seatViewInto(st: GameState, seat: number, target: Int32Array): Int32Array {
  const { game, s } = st;
  const L = game.layout;
  target.set(s);
  for (let p = 0; p < L.players; p++) {
    if (p === seat) continue;
    hideCards(game, target, p);
  }
  if (s[PHASE] === PH_DISCARD) hideDiscards(game, target, seat);
  redactDecks(game, target, seat);
  zero(target, RNG, 4);
  game.hooks.redact(game, target, seat);
  return target;
}

/**
 * Discards after a 7 are simultaneous (D9): until the last one is made, a seat's view shows the
 * bank as it stood at the 7 plus the seat's own discards, so a later discarder learns only how
 * many cards the earlier ones gave up (their hand sizes), not which. A seat that is not the one
 * discarding now sees none of the discards, its own earlier ones included.
 */
function hideDiscards(game: Game, t: Int32Array, seat: number): void {
  const K = game.handKinds;
  const D = game.layout.discards;
  const own = t[CUR] === seat;
  for (let k = 0; k < K; k++) {
    if ((game.cardFlags[k]! & CARD_PUBLIC) !== 0) continue; // seen as they are given up
    const others = t[D + k]! - (own ? t[D + K + k]! : 0);
    t[game.bankSlot[k]!]! -= others;
    t[D + k]! -= others;
    if (!own) t[D + K + k] = 0;
  }
}

export function seatView(st: GameState, seat: number): GameState {
  return { game: st.game, s: seatViewInto(st, seat, new Int32Array(st.s.length)) };
}

/**
 * A full state consistent with `view` as seen by `seat`: opponents' hands are dealt from the
 * resource cards not in the bank or the seat's hand, their development cards and the deck from the
 * cards the seat has not seen, and the random stream is reseeded from `rand`. With `into` (a
 * state of the same game), the sample is written there instead of a new state.
 */
export function determinize(view: GameState, seat: number, rand: () => number, into?: GameState): GameState {
  const { game } = view;
  // Search bots call this once per iteration: writing into a reused state saves the allocation.
  const s = into ? into.s : allocState(game);
  s.set(view.s);
  const L = game.layout;
  const sup = game.supply;

  for (let p = 0; p < L.players; p++) {
    if (p === seat) continue;
    hideCards(game, s, p);
  }
  const K = game.handKinds;
  const res = game.scratch.unseenResources;
  const flags = game.cardFlags;
  for (let k = 0; k < K; k++) {
    // A public class's cards are all in sight: none is left to deal.
    res[k] = (flags[k]! & CARD_PUBLIC) !== 0 ? 0 : game.cardTotals[k]! - s[game.bankSlot[k]!]! - s[game.cardSlot[seat * K + k]!]!;
  }
  const cards = game.scratch.unseenCards;
  for (let k = 0; k < NUM_DEV_TYPES; k++) {
    const own = s[L.dev + seat * NUM_DEV_TYPES + k]! + s[L.devNew + seat * NUM_DEV_TYPES + k]!;
    cards[k] = sup.devDeck[k]! - s[PLAYED + k]! - own;
  }
  // Domestic trade is public: the offerer holds what it offers, acceptors what it asks, counter-
  // offers' givers what they give, and a draft's composer what it has put in so far.
  const tp = s[TURN_PLAYER]!;
  if (s[OFFER]! >= 0) {
    if (tp !== seat) reserve(game, res, s, tp, SIDE_OFFER_GIVE);
    for (let q = 0; q < L.players; q++) {
      if (q === seat) continue;
      if (s[ACCEPT_MASK]! & (1 << q)) reserve(game, res, s, q, SIDE_OFFER_GET);
      if (s[COUNTER_MASK]! & (1 << q)) reserve(game, res, s, q, sideCounterGive(q));
    }
  }
  const composer = s[CUR]!;
  if (s[PHASE] === PH_TRADE_COMPOSE && composer !== seat) reserve(game, res, s, composer, SIDE_DRAFT_GIVE);
  for (let p = 0; p < L.players; p++) {
    if (p === seat) continue;
    let held = 0;
    for (let k = 0; k < K; k++) held += s[game.cardSlot[p * K + k]!]!;
    dealHand(res, s, game.cardSlot, p * K, K, s[L.handTotal + p]! - held, rand);
    const fresh = s[L.newCount + p]!;
    deal(cards, s, L.devNew + p * NUM_DEV_TYPES, fresh, rand);
    deal(cards, s, L.dev + p * NUM_DEV_TYPES, s[L.devCount + p]! - fresh, rand);
  }
  // Cards discarded since the 7 that the view hid (hideDiscards) are the ones left: in the bank.
  if (s[PHASE] === PH_DISCARD) {
    for (let k = 0; k < K; k++) {
      s[game.bankSlot[k]!]! += res[k]!;
      s[L.discards + k]! += res[k]!;
      res[k] = 0;
    }
  }
  // The game is not over, so the player on turn cannot hold enough hidden VP cards to have won.
  if (tp !== seat && s[PHASE] !== PH_GAME_OVER) {
    const limit = game.options.targetVp - 1 - s[L.publicVp + tp]!;
    for (let b = 0; b < 2; b++) {
      const bucket = b === 0 ? L.devNew : L.dev;
      const at = bucket + tp * NUM_DEV_TYPES + VICTORY_POINT;
      while (s[L.dev + tp * NUM_DEV_TYPES + VICTORY_POINT]! + s[L.devNew + tp * NUM_DEV_TYPES + VICTORY_POINT]! > limit && s[at]! > 0) {
        // Swap one of its VP cards for another card: from the deck if it has one, else from
        // another opponent's hand (which then holds the VP card).
        let k = otherCard(cards, rand);
        if (k >= 0) {
          cards[k]!--;
          cards[VICTORY_POINT]!++;
        } else {
          const q = swapPartner(game, s, seat, tp);
          if (q < 0) break;
          k = firstOtherCard(s, L.dev + q * NUM_DEV_TYPES);
          s[L.dev + q * NUM_DEV_TYPES + k]!--;
          s[L.dev + q * NUM_DEV_TYPES + VICTORY_POINT]!++;
        }
        s[at]!--;
        s[bucket + tp * NUM_DEV_TYPES + k]!++;
      }
    }
  }
  for (let k = 0; k < NUM_DEV_TYPES; k++) s[DECK + k] = cards[k]!;
  let left = 0;
  for (let k = 0; k < NUM_DEV_TYPES; k++) left += cards[k]!;
  if (left !== s[DECK_COUNT]) throw new Error('determinize: inconsistent view');
  determinizeDecks(game, s, seat, rand);
  game.hooks.determinize(game, s, seat, rand);
  for (let i = 0; i < 4; i++) s[RNG + i] = Math.floor(rand() * 4294967296) | 0;
  if ((s[RNG]! | s[RNG + 1]! | s[RNG + 2]! | s[RNG + 3]!) === 0) s[RNG] = 1;
  return into ?? { game, s };
}

/** Blanks seat p's hidden cards: its hand (every hidden hand kind) and its development cards. */
function hideCards(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  // Plain loops: the ranges are a few words, where a call to fill() costs more than the stores.
  zero(s, L.hand + p * NUM_RESOURCES, NUM_RESOURCES);
  const blocks = game.cardKinds;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    if ((b.flags & CARD_PUBLIC) !== 0) continue;
    const k = b.names.length;
    zero(s, b.hand + p * k, k);
  }
  zero(s, L.dev + p * NUM_DEV_TYPES, NUM_DEV_TYPES);
  zero(s, L.devNew + p * NUM_DEV_TYPES, NUM_DEV_TYPES);
}

function zero(s: Int32Array, at: number, n: number): void {
  for (let i = 0; i < n; i++) s[at + i] = 0;
}

/** Like `deal`, into the hand kinds' slots slots[at..at+K) of one seat. */
function dealHand(pool: Int32Array, s: Int32Array, slots: Int32Array, at: number, K: number, n: number, rand: () => number): void {
  let left = 0;
  for (let k = 0; k < K; k++) left += pool[k]!;
  for (let i = 0; i < n; i++) {
    let ticket = Math.floor(rand() * left);
    for (let k = 0; k < K; k++) {
      ticket -= pool[k]!;
      if (ticket < 0) {
        pool[k]!--;
        s[slots[at + k]!]!++;
        left--;
        break;
      }
    }
  }
}

/**
 * Seat p's cards that a trade bundle shows it holds, taken from the unseen pool into its hand
 * before the rest is dealt. A public class's cards are in the view already.
 */
function reserve(game: Game, pool: Int32Array, s: Int32Array, p: number, side: number): void {
  const at = game.layout.hand + p * NUM_RESOURCES;
  const bundle = s[game.bundleAt[side * game.layout.bundleWords]!]!;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const n = bundleCount(bundle, r);
    pool[r]! -= n;
    s[at + r]! += n;
  }
  const traded = game.tradedKinds;
  const K = game.handKinds;
  for (let t = NUM_RESOURCES; t < traded.length; t++) {
    const k = traded[t]!;
    if ((game.cardFlags[k]! & CARD_PUBLIC) !== 0) continue;
    const n = sideCount(game, s, side, t);
    pool[k]! -= n;
    s[game.cardSlot[p * K + k]!]! += n;
  }
}

/** An opponent (not `seat`, not `tp`) holding a playable non-VP card, or -1. */
function swapPartner(game: Game, s: Int32Array, seat: number, tp: number): number {
  const L = game.layout;
  for (let q = 0; q < L.players; q++) {
    if (q === seat || q === tp) continue;
    if (firstOtherCard(s, L.dev + q * NUM_DEV_TYPES) >= 0) return q;
  }
  return -1;
}

function firstOtherCard(s: Int32Array, at: number): number {
  for (let k = 0; k < NUM_DEV_TYPES; k++) if (k !== VICTORY_POINT && s[at + k]! > 0) return k;
  return -1;
}

/** A random non-VP card kind still in `pool`, or -1. */
function otherCard(pool: Int32Array, rand: () => number): number {
  let left = 0;
  for (let k = 0; k < NUM_DEV_TYPES; k++) if (k !== VICTORY_POINT) left += pool[k]!;
  if (left === 0) return -1;
  let ticket = Math.floor(rand() * left);
  for (let k = 0; k < NUM_DEV_TYPES; k++) {
    if (k === VICTORY_POINT) continue;
    ticket -= pool[k]!;
    if (ticket < 0) return k;
  }
  return -1;
}

/** Moves `n` cards drawn uniformly without replacement from `pool` into s[at..at+5). */
function deal(pool: Int32Array, s: Int32Array, at: number, n: number, rand: () => number): void {
  let left = 0;
  for (let k = 0; k < pool.length; k++) left += pool[k]!;
  for (let i = 0; i < n; i++) {
    let ticket = Math.floor(rand() * left);
    for (let k = 0; k < pool.length; k++) {
      ticket -= pool[k]!;
      if (ticket < 0) {
        pool[k]!--;
        s[at + k]!++;
        left--;
        break;
      }
    }
  }
}

/**
 * @internal runner only: the decision under way, read by every view of one game. Marking a
 * decision is then two plain writes to this record (seat, tick) instead of attaching and
 * detaching a view, some 2% of a fast bot's game. `seat` is -1 between decisions.
 */
export interface DecisionDesk {
  source: GameState | null;
  seat: number;
  tick: number;
}

/**
 * The view handed to a bot for one decision. It is built on first read of `state`, so bots that
 * never look (the random bot) cost nothing, and it reads the real game only while a decision of
 * its own seat lasts.
 */
export class SeatView {
  readonly seat: number;
  readonly #engineGame: Game;
  readonly #desk: DecisionDesk;
  #game: Game | null = null;
  #seen = -1; // the desk's tick the buffer was written at
  #buffer: GameState | null = null;

  /** `desk` is shared by the runner's views of one game; without it the view has its own (attach). */
  constructor(game: Game, seat: number, desk?: DecisionDesk) {
    this.#engineGame = game;
    this.seat = seat;
    this.#desk = desk ?? { source: null, seat: -1, tick: 0 };
  }

  /** The game's board and rules: the bot's own copy, made on first use. */
  get game(): Game {
    return (this.#game ??= isolatedGame(this.#engineGame));
  }

  /** The seat's view of the position (a copy; changing it changes nothing in the game). */
  get state(): GameState {
    const desk = this.#desk;
    if (this.#seen !== desk.tick || desk.seat !== this.seat) {
      const source = this.#source();
      this.#buffer ??= { game: this.game, s: new Int32Array(this.#engineGame.layout.size) };
      seatViewInto(source, this.seat, this.#buffer.s);
      this.#seen = desk.tick;
    }
    return this.#buffer!;
  }

  /**
   * @internal runner only: the seat's view of the position written into `s`, for a sandboxed bot
   * that reads it on its own copy of the game (so this view's copy is never made).
   */
  writeInto(s: Int32Array): void {
    seatViewInto(this.#source(), this.seat, s);
  }

  /** @internal runner only: point the view at the game for one decision, or detach it. */
  attach(source: GameState | null): void {
    const desk = this.#desk;
    desk.source = source;
    desk.seat = source ? this.seat : -1;
    desk.tick++;
  }

  #source(): GameState {
    const desk = this.#desk;
    if (desk.seat !== this.seat || !desk.source) throw new Error('SeatView used outside of decide()');
    return desk.source;
  }
}
