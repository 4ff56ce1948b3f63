// Domestic trade as the rules have it: the player on turn offers any bundle for any other bundle,
// to every opponent or to named ones; each addressed opponent in turn order accepts, declines or
// makes a counter-offer; the player on turn then trades with one acceptor or one counter-offer,
// or withdraws. An offer (or a counter-offer) is composed card by card (A_TRADE_ADD, A_TRADE_DROP,
// A_TRADE_SEND), so a search bot chooses among a dozen actions at a time, not among every pair
// of bundles. Composing only ever adds cards or removes addressees, each offer sent or draft
// abandoned counts against the per-turn cap, and each addressee answers once: every turn ends.
// Bundles hold every hand kind traded between players (src/engine/trade-sides.ts); a game of
// resources only, every standard one, composes and moves them through its own shorter paths.

import {
  A_ACCEPT,
  A_CANCEL,
  A_CONFIRM,
  A_DECLINE,
  A_OFFER,
  A_TRADE_ADD,
  A_TRADE_DROP,
  A_TRADE_SEND,
  ARG_BITS,
  COUNTER_FLAG,
  GET_FLAG,
  tradeAddArg,
  tradeAddAsks,
  tradeAddKind,
} from '../../engine/actions.js';
import { BUNDLE_BITS, BUNDLE_MAX, KINDS_PER_WORD, bundleAdd, bundleCount, bundleTotal, handHolds } from '../../engine/bundle.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { MAX_HAND_KINDS } from '../../engine/game.js';
import { cardName, moveCards, moveHandCards } from '../../engine/hands.js';
import {
  SIDE_DRAFT_GET,
  SIDE_DRAFT_GIVE,
  SIDE_OFFER_GET,
  SIDE_OFFER_GIVE,
  clearMoreWords,
  copyMoreWords,
  moreWordsEmpty,
  sideAdd,
  sideCards,
  sideCount,
  sideCounterGet,
  sideCounterGive,
  sideEmpty,
  sideHeld,
  sidesDisjoint,
} from '../../engine/trade-sides.js';
import {
  ACCEPT_MASK,
  BANK,
  COUNTER_MASK,
  CUR,
  DRAFT_GET,
  DRAFT_GIVE,
  DRAFT_TO,
  OFFER,
  OFFER_GET,
  OFFER_TO,
  OFFERS_MADE,
  PHASE,
  PH_MAIN,
  PH_TRADE_COMPOSE,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  TURN_PLAYER,
} from '../../engine/layout.js';
import type { GameBuilder, Invariant, KindRule, PhaseRule, RecordReader } from '../../engine/rule-set.js';

/** The base rule for opening a draft: the player on turn, up to the per-turn cap. */
export function offersLeft({ game, s }: GameState): boolean {
  return s[OFFERS_MADE]! < game.options.tradeOffersPerTurn;
}

/** Opponents of the player on turn that act (an offer's default addressees). */
function everyoneElse(game: Game, tp: number): number {
  return ((1 << game.seats) - 1) & ~(1 << tp);
}

function clearDraft(game: Game, s: Int32Array): void {
  s[DRAFT_GIVE] = 0;
  s[DRAFT_GET] = 0;
  s[DRAFT_TO] = 0;
  if (game.layout.bundleWords > 1) {
    clearMoreWords(game, s, SIDE_DRAFT_GIVE);
    clearMoreWords(game, s, SIDE_DRAFT_GET);
  }
}

function endOffer(game: Game, s: Int32Array): void {
  s[OFFER] = -1;
  s[OFFER_GET] = 0;
  s[OFFER_TO] = 0;
  s[ACCEPT_MASK] = 0;
  s[COUNTER_MASK] = 0;
  const L = game.layout;
  // Plain stores: a typed array's fill() is a call into the runtime, dearer than a few stores.
  for (let p = 0; p < L.players; p++) {
    s[L.counterGive + p] = 0;
    s[L.counterGet + p] = 0;
  }
  if (L.bundleWords > 1) {
    clearMoreWords(game, s, SIDE_OFFER_GIVE);
    clearMoreWords(game, s, SIDE_OFFER_GET);
    for (let p = 0; p < L.players; p++) {
      clearMoreWords(game, s, sideCounterGive(p));
      clearMoreWords(game, s, sideCounterGet(p));
    }
  }
  clearDraft(game, s);
  s[PHASE] = PH_MAIN;
  s[CUR] = s[TURN_PLAYER]!;
}

/** After `from` answered: the next addressee in turn order, else the offerer's choice (or the end of the offer). */
function nextResponder(game: Game, s: Int32Array, from: number): void {
  const tp = s[TURN_PLAYER]!;
  const to = s[OFFER_TO]!;
  for (let q = (from + 1) % game.seats; q !== tp; q = (q + 1) % game.seats) {
    if (to & (1 << q)) {
      s[CUR] = q;
      s[PHASE] = PH_TRADE_RESPONSE;
      return;
    }
  }
  if ((s[ACCEPT_MASK]! | s[COUNTER_MASK]!) === 0) {
    endOffer(game, s);
    return;
  }
  s[CUR] = tp;
  s[PHASE] = PH_TRADE_CONFIRM;
}

/** Cards in the largest hand among the seats of `to`: no offer may ask for more. */
export function largestHand(game: Game, s: Int32Array, to: number): number {
  let largest = 0;
  for (let q = 0; q < game.seats; q++) if (to & (1 << q)) largest = Math.max(largest, s[game.layout.handTotal + q]!);
  return largest;
}

/** Cards of hand kind k outside the bank and `seat`'s hand, as `seat` can tell: no offer of its may ask for more. */
export function othersHold(game: Game, s: Int32Array, seat: number, k: number): number {
  return game.cardTotals[k]! - s[game.bankSlot[k]!]! - s[game.cardSlot[seat * game.handKinds + k]!]!;
}

/**
 * Composing: one more card of a kind the composer holds (not one it asks for), one more card
 * asked of a kind it does not give (no more than the others hold between them, and no more
 * cards in all than the largest addressed hand), an addressee dropped (the player on turn, while
 * two or more are addressed), sending (both sides non-empty), or abandoning the draft. The kinds
 * are those traded between players, in bundle order.
 */
function composeLegal(st: GameState, out: Int32Array): number {
  const { game, s } = st;
  // A game of resources only (every standard one): the draft is two words of resources.
  if (game.tradedKinds.length !== NUM_RESOURCES) return composeCards(st, out);
  const L = game.layout;
  const c = s[CUR]!;
  const tp = s[TURN_PLAYER]!;
  const give = s[DRAFT_GIVE]!;
  const get = s[DRAFT_GET]!;
  const to = s[DRAFT_TO]!;
  const hand = L.hand + c * NUM_RESOURCES;
  let n = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    if (bundleCount(get, r) === 0 && bundleCount(give, r) < s[hand + r]!) out[n++] = (A_TRADE_ADD << ARG_BITS) | r;
  }
  if (bundleTotal(get) < largestHand(game, s, to)) {
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const held = Math.min(BUNDLE_MAX, game.cardTotals[r]! - s[BANK + r]! - s[hand + r]!);
      if (bundleCount(give, r) === 0 && bundleCount(get, r) < held) out[n++] = (A_TRADE_ADD << ARG_BITS) | GET_FLAG | r;
    }
  }
  return composeEnd(game, s, c, tp, to, give !== 0 && get !== 0, out, n);
}

/** composeLegal over every traded kind, in bundle order (tradeAddArg names the hand kind). */
function composeCards({ game, s }: GameState, out: Int32Array): number {
  const c = s[CUR]!;
  const traded = game.tradedKinds;
  const K = game.handKinds;
  const kind = A_TRADE_ADD << ARG_BITS;
  // The draft's words and the tables in locals (docs/performance.md, "fields read into locals"):
  // a random game with trade on lists this at some two steps in five.
  const at = game.bundleAt;
  const W = game.layout.bundleWords;
  const giveAt = SIDE_DRAFT_GIVE * W;
  const getAt = SIDE_DRAFT_GET * W;
  const cardSlot = game.cardSlot;
  let n = 0;
  let asked = 0;
  let gives = false;
  for (let t = 0; t < traded.length; t++) {
    const w = (t / KINDS_PER_WORD) | 0;
    const shift = BUNDLE_BITS * (t - w * KINDS_PER_WORD);
    const give = (s[at[giveAt + w]!]! >>> shift) & BUNDLE_MAX;
    const get = (s[at[getAt + w]!]! >>> shift) & BUNDLE_MAX;
    asked += get;
    if (give !== 0) gives = true;
    const k = traded[t]!;
    // A side holds up to BUNDLE_MAX of a kind, however many the composer holds (coins run past it).
    if (get === 0 && give < s[cardSlot[c * K + k]!]! && give < BUNDLE_MAX) out[n++] = kind | tradeAddArg(k, false);
  }
  const to = s[DRAFT_TO]!;
  if (asked < largestHand(game, s, to)) {
    for (let t = 0; t < traded.length; t++) {
      const w = (t / KINDS_PER_WORD) | 0;
      const shift = BUNDLE_BITS * (t - w * KINDS_PER_WORD);
      if (((s[at[giveAt + w]!]! >>> shift) & BUNDLE_MAX) !== 0) continue;
      const k = traded[t]!;
      const held = Math.min(BUNDLE_MAX, othersHold(game, s, c, k));
      if (((s[at[getAt + w]!]! >>> shift) & BUNDLE_MAX) < held) out[n++] = kind | tradeAddArg(k, true);
    }
  }
  return composeEnd(game, s, c, s[TURN_PLAYER]!, to, gives && asked !== 0, out, n);
}

/** The end of the compose list: the addressees the player on turn may drop, sending, abandoning. */
function composeEnd(game: Game, s: Int32Array, c: number, tp: number, to: number, sendable: boolean, out: Int32Array, n: number): number {
  if (c === tp && (to & (to - 1)) !== 0) {
    for (let q = 0; q < game.seats; q++) if (to & (1 << q)) out[n++] = (A_TRADE_DROP << ARG_BITS) | q;
  }
  if (sendable) out[n++] = A_TRADE_SEND << ARG_BITS;
  out[n++] = A_CANCEL << ARG_BITS;
  return n;
}

/**
 * The compose phase, its bound over every traded kind: which kinds a game trades is known only
 * once every rule set has installed (a later one may add a traded class), so the bound takes the
 * most a hand may hold.
 */
export function tradeComposePhase(game: Pick<GameBuilder, 'layout'>): PhaseRule {
  return { name: 'trade_compose', maxActions: 2 * MAX_HAND_KINDS + game.layout.players + 2, legal: composeLegal };
}

/** An addressee: decline, accept when it holds what is asked, or open a counter-offer when it has a card to give. */
export const TRADE_RESPONSE_PHASE: PhaseRule = {
  name: 'trade_response',
  maxActions: 3,
  legal({ game, s }, out) {
    const q = s[CUR]!;
    let n = 0;
    out[n++] = A_DECLINE << ARG_BITS;
    if (holds(game, s, SIDE_OFFER_GET, OFFER_GET, q)) out[n++] = A_ACCEPT << ARG_BITS;
    if (s[game.layout.handTotal + q]! > 0) out[n++] = A_OFFER << ARG_BITS;
    return n;
  },
};

/** Whether seat p holds the bundle `side` (whose first word is at `at`): one word of resources in most games. */
function holds(game: Game, s: Int32Array, side: number, at: number, p: number): boolean {
  if (game.tradedKinds.length === NUM_RESOURCES) return handHolds(s, game.layout.hand + p * NUM_RESOURCES, s[at]!);
  return sideHeld(game, s, side, p);
}

function confirmLegal({ game, s }: GameState, out: Int32Array): number {
  const L = game.layout;
  const tp = s[TURN_PLAYER]!;
  let n = 0;
  for (let q = 0; q < game.seats; q++) {
    if (s[ACCEPT_MASK]! & (1 << q)) out[n++] = (A_CONFIRM << ARG_BITS) | q;
    if (s[COUNTER_MASK]! & (1 << q) && holds(game, s, sideCounterGet(q), L.counterGet + q, tp)) out[n++] = (A_CONFIRM << ARG_BITS) | COUNTER_FLAG | q;
  }
  out[n++] = A_CANCEL << ARG_BITS;
  return n;
}

export function tradeConfirmPhase(game: Pick<GameBuilder, 'layout'>): PhaseRule {
  return { name: 'trade_confirm', maxActions: 2 * game.layout.players + 1, legal: confirmLegal };
}

/** Opening a draft: the player on turn's offer (from the main phase), or an addressee's counter-offer. */
export const OPEN_DRAFT: KindRule = {
  name: 'trade_offer',
  argBits: 0,
  apply({ game, s }) {
    const c = s[CUR]!;
    const tp = s[TURN_PLAYER]!;
    clearDraft(game, s);
    s[DRAFT_TO] = c === tp ? everyoneElse(game, tp) : 1 << tp;
    s[PHASE] = PH_TRADE_COMPOSE;
  },
  describe: () => 'draft',
  // The sent offer's entry stands for the whole draft (SEND's reader expands it).
  record: { write: () => null, read: {} },
};

export const TRADE_ADD: KindRule = {
  name: 'trade_add',
  // tradeAddArg of any hand kind (below MAX_HAND_KINDS).
  argBits: 6,
  apply({ game, s }, arg) {
    const k = tradeAddKind(arg);
    const t = game.bundleSlot[k]!;
    if (t < KINDS_PER_WORD) {
      // The bundle's first word: every kind of a game of resources only.
      if (arg & GET_FLAG) s[DRAFT_GET] = bundleAdd(s[DRAFT_GET]!, t);
      else s[DRAFT_GIVE] = bundleAdd(s[DRAFT_GIVE]!, t);
    } else sideAdd(game, s, tradeAddAsks(arg) ? SIDE_DRAFT_GET : SIDE_DRAFT_GIVE, t);
  },
  describe: (game, arg) => `${tradeAddAsks(arg) ? 'ask' : 'give'} ${cardName(game, tradeAddKind(arg))}`,
  record: { write: () => null, read: {} },
};

export const TRADE_DROP: KindRule = {
  name: 'trade_drop',
  argBits: 3,
  apply({ s }, q) {
    s[DRAFT_TO]! &= ~(1 << q);
  },
  describe: (_b, q) => `not to seat ${q}`,
  record: { write: () => null, read: {} },
};

function seatsOf(mask: number, seats: number): number[] {
  const out: number[] = [];
  for (let q = 0; q < seats; q++) if (mask & (1 << q)) out.push(q);
  return out;
}

/** A bundle's entry field as counts in bundle order (game.tradedKinds): names of kinds traded between players. */
function readBundle(r: RecordReader, counts: unknown): number[] {
  if (counts === null || typeof counts !== 'object' || Array.isArray(counts)) throw r.error('expected an object of card counts');
  const game = r.st.game;
  const out = new Array<number>(game.tradedKinds.length).fill(0);
  for (const [name, n] of Object.entries(counts as Record<string, unknown>)) {
    if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > BUNDLE_MAX) throw r.error(`count ${JSON.stringify(n)} of ${name}: expected 1..${BUNDLE_MAX}`);
    const t = game.bundleSlot[r.card(name)]!;
    if (t < 0) throw r.error(`${JSON.stringify(name)} cards are not traded between players`);
    out[t] = n as number;
  }
  return out;
}

/**
 * A draft's entry (an offer or counter-offer sent, or a draft abandoned) as the actions that
 * composed it: open, each card given, each card asked (in bundle order), each addressee dropped,
 * then `last`.
 */
function composedActions(r: RecordReader, e: Record<string, unknown>, last: number): Array<[number, number, number]> {
  const pairs: Array<[number, number, number]> = [[0, -1, A_OFFER]];
  const traded = r.st.game.tradedKinds;
  readBundle(r, e.give ?? {}).forEach((n, t) => {
    for (let i = 0; i < n; i++) pairs.push([tradeAddArg(traded[t]!, false), -1, A_TRADE_ADD]);
  });
  readBundle(r, e.get ?? {}).forEach((n, t) => {
    for (let i = 0; i < n; i++) pairs.push([tradeAddArg(traded[t]!, true), -1, A_TRADE_ADD]);
  });
  if (e.to !== undefined) {
    const { game, s } = r.st;
    if (!Array.isArray(e.to)) throw r.error('`to` must be a list of seats');
    let to = 0;
    for (const q of e.to) {
      if (!Number.isInteger(q) || q < 0 || q >= game.seats) throw r.error(`\`to\`: ${JSON.stringify(q)} is not a seat`);
      to |= 1 << q;
    }
    const all = everyoneElse(game, s[TURN_PLAYER]!);
    if ((to & ~all) !== 0 || to === 0) throw r.error('`to` must name one or more opponents');
    for (const q of seatsOf(all & ~to, game.seats)) pairs.push([q, -1, A_TRADE_DROP]);
  }
  pairs.push([0, -1, last]);
  return pairs;
}

/** The entry fields of the draft in `s`: its bundles, and `to` when the player on turn has struck addressees off. */
function draftFields(game: Game, s: Int32Array): Record<string, unknown> {
  const p = s[CUR]!;
  const fields: Record<string, unknown> = { give: sideCards(game, s, SIDE_DRAFT_GIVE), get: sideCards(game, s, SIDE_DRAFT_GET) };
  const to = s[DRAFT_TO]!;
  if (p === s[TURN_PLAYER] && to !== everyoneElse(game, p)) fields.to = seatsOf(to, game.seats);
  return fields;
}

/** Sending: the player on turn's offer goes to its addressees; a counter-offer is recorded and the next addressee answers. */
export const TRADE_SEND: KindRule = {
  name: 'trade_send',
  argBits: 0,
  apply({ game, s }) {
    const c = s[CUR]!;
    const tp = s[TURN_PLAYER]!;
    const L = game.layout;
    if (c === tp) {
      s[OFFER] = s[DRAFT_GIVE]!;
      s[OFFER_GET] = s[DRAFT_GET]!;
      s[OFFER_TO] = s[DRAFT_TO]!;
      s[ACCEPT_MASK] = 0;
      s[COUNTER_MASK] = 0;
      s[OFFERS_MADE]!++;
    } else {
      s[L.counterGive + c] = s[DRAFT_GIVE]!;
      s[L.counterGet + c] = s[DRAFT_GET]!;
      s[COUNTER_MASK]! |= 1 << c;
    }
    if (L.bundleWords > 1) {
      copyMoreWords(game, s, SIDE_DRAFT_GIVE, c === tp ? SIDE_OFFER_GIVE : sideCounterGive(c));
      copyMoreWords(game, s, SIDE_DRAFT_GET, c === tp ? SIDE_OFFER_GET : sideCounterGet(c));
    }
    clearDraft(game, s);
    nextResponder(game, s, c);
  },
  describe: () => 'send',
  record: {
    write(w) {
      const { game, s } = w.st;
      const p = s[CUR]!;
      return { p, a: p === s[TURN_PLAYER] ? 'trade_offer' : 'trade_counter', ...draftFields(game, s) };
    },
    read: {
      trade_offer: (r, e) => composedActions(r, e, A_TRADE_SEND),
      trade_counter: (r, e) => composedActions(r, e, A_TRADE_SEND),
    },
  },
};

/** An answer to the open offer; after the last addressee the offerer chooses (or the offer ends). */
function answer(accept: boolean): KindRule {
  return {
    name: accept ? 'trade_accept' : 'trade_decline',
    argBits: 0,
    apply({ game, s }) {
      const q = s[CUR]!;
      if (accept) s[ACCEPT_MASK]! |= 1 << q;
      nextResponder(game, s, q);
    },
    describe: () => '',
    record: {
      write: (w) => ({ p: w.st.s[CUR]!, a: 'trade_response', accept }),
      read: { trade_response: (_r, e) => (Boolean(e.accept) === accept ? [[0, -1]] : null) },
    },
  };
}
export const ACCEPT = answer(true);
export const DECLINE = answer(false);

export const CONFIRM: KindRule = {
  name: 'trade_confirm',
  argBits: 4,
  apply({ game, s }, arg) {
    const tp = s[CUR]!;
    const q = arg & (COUNTER_FLAG - 1);
    const counter = (arg & COUNTER_FLAG) !== 0;
    const L = game.layout;
    // What the player on turn gives and gets.
    const give = counter ? s[L.counterGet + q]! : s[OFFER]!;
    const get = counter ? s[L.counterGive + q]! : s[OFFER_GET]!;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      moveCards(game, s, tp, q, r, bundleCount(give, r));
      moveCards(game, s, q, tp, r, bundleCount(get, r));
    }
    if (game.tradedKinds.length > NUM_RESOURCES) {
      moveTradedCards(game, s, tp, q, counter ? sideCounterGet(q) : SIDE_OFFER_GIVE, counter ? sideCounterGive(q) : SIDE_OFFER_GET);
    }
    endOffer(game, s);
  },
  describe: (_b, arg) => `with seat ${arg & (COUNTER_FLAG - 1)}${arg & COUNTER_FLAG ? ' (its counter-offer)' : ''}`,
  record: {
    write: (w, arg) => (arg & COUNTER_FLAG ? { p: w.st.s[CUR]!, a: 'trade_confirm', with: arg & (COUNTER_FLAG - 1), counter: true } : { p: w.st.s[CUR]!, a: 'trade_confirm', with: arg }),
    read: {
      trade_confirm(r, e) {
        const q = Number(e.with);
        if (!Number.isInteger(q) || q < 0 || q >= r.st.game.seats) throw r.error(`\`with\`: ${JSON.stringify(e.with)} is not a seat`);
        return [[e.counter === true ? COUNTER_FLAG | q : q, -1]];
      },
    },
  },
};

/** The kinds beyond the resources of a trade between tp and q: `give` from tp to q, `get` from q to tp. */
function moveTradedCards(game: Game, s: Int32Array, tp: number, q: number, give: number, get: number): void {
  const traded = game.tradedKinds;
  for (let t = NUM_RESOURCES; t < traded.length; t++) {
    moveHandCards(game, s, tp, q, traded[t]!, sideCount(game, s, give, t));
    moveHandCards(game, s, q, tp, traded[t]!, sideCount(game, s, get, t));
  }
}

/** Withdrawing: a draft before it is sent (the player on turn's counts against the cap; an addressee's is a decline), or an answered offer. */
export const CANCEL: KindRule = {
  name: 'trade_cancel',
  argBits: 0,
  apply({ game, s }) {
    if (s[PHASE] !== PH_TRADE_COMPOSE) {
      endOffer(game, s);
      return;
    }
    const c = s[CUR]!;
    clearDraft(game, s);
    if (c === s[TURN_PLAYER]) {
      s[OFFERS_MADE]!++;
      s[PHASE] = PH_MAIN;
    } else nextResponder(game, s, c);
  },
  describe: () => '',
  record: {
    write({ st: { game, s } }) {
      const p = s[CUR]!;
      return s[PHASE] === PH_TRADE_COMPOSE ? { p, a: 'trade_abandon', ...draftFields(game, s) } : { p, a: 'trade_cancel' };
    },
    read: {
      trade_cancel: () => [[0, -1]],
      trade_abandon: (r, e) => composedActions(r, e, A_CANCEL),
    },
  },
};


/**
 * The trade fields agree with the phase and the hands: a draft only while composing, what it
 * gives held by its composer; an open offer only while it is answered or confirmed, its sides
 * disjoint and held by the offerer; acceptors hold what it asks, counter-offers' givers what they give.
 */
export const TRADE_INVARIANT: Invariant = {
  name: 'trade',
  check({ game, s }, fail) {
    const L = game.layout;
    const phase = s[PHASE]!;
    const tp = s[TURN_PLAYER]!;
    const composing = phase === PH_TRADE_COMPOSE;
    const drafted = !sideEmpty(game, s, SIDE_DRAFT_GIVE) || !sideEmpty(game, s, SIDE_DRAFT_GET) || s[DRAFT_TO] !== 0;
    if (!composing && drafted) fail('a trade draft outside the compose phase');
    if (composing && !sideHeld(game, s, SIDE_DRAFT_GIVE, s[CUR]!)) fail(`seat ${s[CUR]} drafts cards it does not hold`);
    const open = s[OFFER]! >= 0;
    const answering = phase === PH_TRADE_RESPONSE || phase === PH_TRADE_CONFIRM || (composing && s[CUR] !== tp);
    if (open !== answering) fail(open ? `an open offer in phase ${phase}` : 'no open offer while one is answered');
    for (let q = 0; q < L.players; q++) {
      const countered = (s[COUNTER_MASK]! & (1 << q)) !== 0;
      if (!countered && !(sideEmpty(game, s, sideCounterGive(q)) && sideEmpty(game, s, sideCounterGet(q)))) fail(`seat ${q} has a counter-offer it did not send`);
    }
    if (!open) {
      if ((s[ACCEPT_MASK]! | s[COUNTER_MASK]!) !== 0) fail('acceptances or counter-offers without an offer');
      if (!sideEmpty(game, s, SIDE_OFFER_GET) || !moreWordsEmpty(game, s, SIDE_OFFER_GIVE)) fail('a closed offer still holds cards');
      return;
    }
    if (!sidesDisjoint(game, s, SIDE_OFFER_GIVE, SIDE_OFFER_GET)) fail('an offer gives and asks the same kind of card');
    if (!sideHeld(game, s, SIDE_OFFER_GIVE, tp)) fail(`the offerer (seat ${tp}) does not hold what it offers`);
    for (let q = 0; q < game.seats; q++) {
      if (s[ACCEPT_MASK]! & (1 << q) && !sideHeld(game, s, SIDE_OFFER_GET, q)) fail(`seat ${q} accepted without the cards asked`);
      if (s[COUNTER_MASK]! & (1 << q) && !sideHeld(game, s, sideCounterGive(q), q)) fail(`seat ${q}'s counter-offer gives cards it does not hold`);
    }
  },
};

export function installDomesticTrade(g: GameBuilder): void {
  const total = g.supply.resourceCount;
  if (total > BUNDLE_MAX) throw new Error(`domestic trade: bundles hold up to ${BUNDLE_MAX} cards of a resource, the supply has ${total}`);
  g.phases[PH_TRADE_RESPONSE] = TRADE_RESPONSE_PHASE;
  g.phases[PH_TRADE_CONFIRM] = tradeConfirmPhase(g);
  g.phases[PH_TRADE_COMPOSE] = tradeComposePhase(g);
  g.kinds[A_OFFER] = OPEN_DRAFT;
  g.kinds[A_ACCEPT] = ACCEPT;
  g.kinds[A_DECLINE] = DECLINE;
  g.kinds[A_CONFIRM] = CONFIRM;
  g.kinds[A_CANCEL] = CANCEL;
  g.kinds[A_TRADE_ADD] = TRADE_ADD;
  g.kinds[A_TRADE_DROP] = TRADE_DROP;
  g.kinds[A_TRADE_SEND] = TRADE_SEND;
  g.hooks.mayOffer = offersLeft;
  g.invariants.push(TRADE_INVARIANT);
}
