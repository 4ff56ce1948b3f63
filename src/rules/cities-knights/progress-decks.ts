// The three progress decks (D55, D73) and the hands drawn from them: each deck is an engine deck
// (GameBuilder.deck) whose piles are the seats' hands (hidden from the others, their sizes public),
// whose played pile holds the VP cards shown the moment they are drawn (D81), and under which
// played and discarded cards wait in order until the shuffled cards are gone (D55). Draws are
// chance actions of the drawing seat on the decision queue, in seat order from the roller; the
// hand limit of 4 (D56) asks a seat's discards at once off its turn and as part of ending its own.

import { ARG_BITS, A_END_TURN } from '../../engine/actions.js';
import { deckOutcomes, deckSample, cardsLeft, returnUnder, returnedKind, returnedKnower, takeTop, type Deck } from '../../engine/decks.js';
import { hasDecision, pushDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR, TURN_PLAYER } from '../../engine/layout.js';
import { resumeRoll } from '../../engine/roll-steps.js';
import type { GameBuilder, Invariant, KindRule, PhaseRule } from '../../engine/rule-set.js';
import { NO_OUTCOME } from '../../engine/step.js';
import { AREAS, PROGRESS_DECKS, PROGRESS_HAND_LIMIT, PROGRESS_VP_CARDS } from './data.js';
import type { CitiesKnightsFields } from './fields.js';
import { A_DISCARD_PROGRESS, A_DRAW_PROGRESS, PH_DISCARD_PROGRESS, PH_DRAW_PROGRESS } from './ids.js';

/** A progress card by its number across the decks: its area, its kind in that deck and its name. */
export interface ProgressCard {
  readonly area: number;
  readonly kind: number;
  readonly name: string;
}

/** Every progress card, the trade deck's first, then politics, then science (a card's number is its index). */
export const PROGRESS_CARDS: readonly ProgressCard[] = Object.freeze(PROGRESS_DECKS.flatMap((deck, area) => deck.map(([name], kind) => Object.freeze({ area, kind, name }))));

/**
 * Each card's area and kind by its number, for the step's path: PROGRESS_CARDS is frozen, and V8
 * reads a frozen array's element through a call (docs/performance.md).
 */
const CARD_AREA = Int8Array.from(PROGRESS_CARDS, (c) => c.area);
const CARD_KIND = Int8Array.from(PROGRESS_CARDS, (c) => c.kind);

/** The number of each deck's first card in PROGRESS_CARDS. */
const FIRST_CARD: readonly number[] = PROGRESS_DECKS.map((_, a) => PROGRESS_DECKS.slice(0, a).reduce((n, d) => n + d.length, 0));

/** The number of card `kind` of area `area`'s deck. */
export function progressCard(area: number, kind: number): number {
  return FIRST_CARD[area]! + kind;
}

/** The number of the card named `name`, or -1. */
export function progressCardNamed(name: string): number {
  return PROGRESS_CARDS.findIndex((c) => c.name === name);
}

/** Whether card `card` is a VP card, shown at once and never held (D81). */
export function isVpCard(card: number): boolean {
  return PROGRESS_VP_CARDS.includes(PROGRESS_CARDS[card]!.name);
}

/** An owed draw of `owed + p`: 0 none, area + 1 a gate's, ANY_DECK an attack reward's (the seat picks a deck, D47). */
export const ANY_DECK = AREAS.length + 1;

/** The decks, by area, and the draws and discards the decision queue asks for. */
export interface ProgressDecks {
  /** Seat p's VP cards shown at progressVp + p (CitiesKnightsFields.progressVp). */
  readonly progressVp: number;
  readonly decks: readonly Deck[];
  /** Seat p's owed draw at owed + p (ANY_DECK or area + 1; 0 none). */
  readonly owed: number;
  /** The draws (a roll's pause: the roll goes on once every owed draw is made or cannot be). */
  readonly draw: number;
  /** Discards down to the limit off one's turn, at once (data: the seat). */
  readonly limitNow: number;
  /** Discards down to the limit before one's turn passes (data: the seat); the turn then ends. */
  readonly limitEnd: number;
}

/**
 * A game's progress decks as installProgressDecks made them, found by name: for code that has the
 * game but not the install's result (bots, views, drawings, tests).
 */
export function progressDecksOf(game: Game): ProgressDecks {
  const field = (name: string) => game.layout.fields[name]!;
  const obligation = (name: string) => game.obligations.findIndex((o) => o.name === name);
  return {
    progressVp: field('ck.progressVp'),
    decks: AREAS.map((a) => game.decks.find((d) => d.name === `progress:${a}`)!),
    owed: field('ck.owedDraw'),
    draw: obligation('progress_draw'),
    limitNow: obligation('progress_limit'),
    limitEnd: obligation('progress_limit_end'),
  };
}

/** Seat p's progress cards in hand (VP cards are never held). */
export function handSize(P: ProgressDecks, s: Int32Array, p: number): number {
  let n = 0;
  for (let a = 0; a < P.decks.length; a++) n += s[P.decks[a]!.pileSizes + p]!;
  return n;
}

/** How many of card `card` seat p holds. */
export function progressHeld(P: ProgressDecks, s: Int32Array, p: number, card: number): number {
  const d = P.decks[CARD_AREA[card]!]!;
  return s[d.piles + p * d.names.length + CARD_KIND[card]!]!;
}

/** Seat p's progress hand: its count of each card, by card number (into `out` when given). */
export function progressHand(P: ProgressDecks, s: Int32Array, p: number, out: Int32Array = new Int32Array(PROGRESS_CARDS.length)): Int32Array {
  for (let c = 0; c < PROGRESS_CARDS.length; c++) out[c] = progressHeld(P, s, p, c);
  return out;
}

/** A draw's chance outcomes from area `area`'s deck: the kinds of its shuffled cards; none once only returned cards are left (D55). */
export function progressDrawOutcomes(P: ProgressDecks, s: Int32Array, area: number, values: Int32Array, weights: Int32Array): number {
  const d = P.decks[area]!;
  return s[d.size]! > 0 ? deckOutcomes(s, d, values, weights) : 0;
}

/** A draw's outcome from the state's stream (NO_OUTCOME when the next card is a returned one). */
export function progressDrawSample(P: ProgressDecks, s: Int32Array, area: number): number {
  const d = P.decks[area]!;
  return s[d.size]! > 0 ? deckSample(s, d) : NO_OUTCOME;
}

/**
 * Seat p draws the top card of area `area`'s deck (`outcome` the card's kind while shuffled cards
 * are left; see progressDrawOutcomes) and returns the card's number. A VP card is shown at once
 * for 1 public VP (D81); any other goes to p's hand, and a seat that now holds more than the limit
 * off its turn is asked at once to discard down to it (D56), a decision pushed on the queue.
 */
export function drawProgress(P: ProgressDecks, st: GameState, p: number, area: number, outcome: number): number {
  const { game, s } = st;
  const d = P.decks[area]!;
  const kind = takeTop(s, d, outcome, 'draw_progress');
  const card = progressCard(area, kind);
  if (((d.revealed >>> kind) & 1) !== 0) {
    s[d.played + kind]!++;
    s[P.progressVp + p]!++;
    s[game.layout.publicVp + p]!++;
    return card;
  }
  s[d.piles + p * d.names.length + kind]!++;
  s[d.pileSizes + p]!++;
  if (p !== s[TURN_PLAYER] && handSize(P, s, p) > PROGRESS_HAND_LIMIT) pushDecision(st, P.limitNow, p);
  return card;
}

/**
 * Puts card `card` from seat p's hand under its deck (D55): a played card face up, in every seat's
 * sight; a discarded one (`played` false) known to p alone (D57).
 */
export function returnProgress(P: ProgressDecks, s: Int32Array, p: number, card: number, played: boolean): void {
  const kind = CARD_KIND[card]!;
  const d = P.decks[CARD_AREA[card]!]!;
  const at = d.piles + p * d.names.length + kind;
  if (s[at]! <= 0) throw new Error(`progress card ${PROGRESS_CARDS[card]!.name}: seat ${p} holds none`);
  s[at]!--;
  s[d.pileSizes + p]!--;
  returnUnder(s, d, kind, played ? -1 : p);
}

/** Whether seat p, owing a draw, has a deck it can draw from now. */
function canDraw(P: ProgressDecks, s: Int32Array, p: number): boolean {
  const owed = s[P.owed + p]!;
  if (owed === 0) return false;
  if (owed !== ANY_DECK) return cardsLeft(s, P.decks[owed - 1]!) > 0;
  for (let a = 0; a < P.decks.length; a++) if (cardsLeft(s, P.decks[a]!) > 0) return true;
  return false;
}

/** The next seat to draw, in seat order from the roller (D47, D54); one whose deck is empty gets nothing (D55). */
function nextDrawer({ game, s }: GameState, P: ProgressDecks): number {
  const roller = s[TURN_PLAYER]!;
  for (let i = 0; i < game.seats; i++) {
    const q = (roller + i) % game.seats;
    if (canDraw(P, s, q)) return q;
  }
  return -1;
}

/** Decks, draws, discards and the hand limit, installed into a Cities & Knights game. */
export function installProgressDecks(g: GameBuilder, F: CitiesKnightsFields): ProgressDecks {
  const decks = PROGRESS_DECKS.map((cards, a) =>
    g.deck(
      `progress:${AREAS[a]}`,
      cards.map(([name]) => name),
      cards.map(([, copies]) => copies),
      { piles: true, played: true, revealed: cards.map(([name]) => name).filter((n) => PROGRESS_VP_CARDS.includes(n)), returns: true },
    ),
  );
  const owed = g.field('ck.owedDraw', g.layout.players);
  const over = (s: Int32Array, p: number) => (handSize(P, s, p) > PROGRESS_HAND_LIMIT ? p : -1);
  const endTurn = g.kinds[A_END_TURN]!;
  const P: ProgressDecks = {
    progressVp: F.progressVp,
    decks,
    owed,
    draw: g.obligation({
      name: 'progress_draw',
      phase: PH_DRAW_PROGRESS,
      next: (st) => nextDrawer(st, P),
      // Draws owed from a deck that ran empty are dropped, then the roll goes on.
      resume(st, data) {
        for (let p = 0; p < g.layout.players; p++) st.s[owed + p] = 0;
        resumeRoll(st, data);
      },
    }),
    limitNow: g.obligation({ name: 'progress_limit', phase: PH_DISCARD_PROGRESS, next: ({ s }, p) => over(s, p) }),
    // The discards made, the turn ends through the game's end_turn, whatever wraps it.
    limitEnd: g.obligation({ name: 'progress_limit_end', phase: PH_DISCARD_PROGRESS, next: ({ s }, p) => over(s, p), resume: (st) => st.game.kinds[A_END_TURN]!.apply(st, 0, NO_OUTCOME) }),
  };
  g.kinds[A_DRAW_PROGRESS] = drawKind(P);
  g.kinds[A_DISCARD_PROGRESS] = discardKind(P);
  g.phases[PH_DRAW_PROGRESS] = drawPhase(P);
  g.phases[PH_DISCARD_PROGRESS] = discardPhase(P);
  // The discards of one's own turn come as part of ending it (D56).
  g.kinds[A_END_TURN] = {
    ...endTurn,
    apply(st, arg, outcome) {
      const p = st.s[CUR]!;
      if (handSize(P, st.s, p) > PROGRESS_HAND_LIMIT) pushDecision(st, P.limitEnd, p);
      else endTurn.apply(st, arg, outcome);
    },
  };
  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), progressCards: st.s[F.progressVp + p]! });
  g.invariants.push(progressInvariant(P));
  return P;
}

/** draw_progress: argument the area of the deck; the outcome the kind of a shuffled card drawn. */
function drawKind(P: ProgressDecks): KindRule {
  const cardOf = (s: Int32Array, area: number, outcome: number) => {
    const d = P.decks[area]!;
    return d.names[outcome >= 0 ? outcome : returnedKind(s[d.returned]!)];
  };
  return {
    name: 'draw_progress',
    argBits: 2,
    maxOutcomes: Math.max(...PROGRESS_DECKS.map((d) => d.length)),
    outcomes: ({ s }, area, values, weights) => progressDrawOutcomes(P, s, area, values, weights),
    sample: ({ s }, area) => progressDrawSample(P, s, area),
    apply(st, area, outcome) {
      const p = st.s[CUR]!;
      st.s[P.owed + p] = 0;
      drawProgress(P, st, p, area, outcome);
    },
    describe: (_g, area) => AREAS[area]!,
    record: {
      write: (w, area, o) => ({ p: w.st.s[CUR]!, a: 'draw_progress', deck: AREAS[area], card: cardOf(w.st.s, area, o) ?? null }),
      read: {
        draw_progress(r, e) {
          const area = AREAS.indexOf(e.deck as (typeof AREAS)[number]);
          if (area < 0) throw r.error(`deck must be one of ${AREAS.join(', ')}, got ${JSON.stringify(e.deck)}`);
          const d = P.decks[area]!;
          if (r.st.s[d.size]! === 0) {
            // A returned card: no chance, but the record must name the card that is next.
            if (cardsLeft(r.st.s, d) > 0 && e.card !== cardOf(r.st.s, area, -1)) throw r.error(`the next ${AREAS[area]} card is ${cardOf(r.st.s, area, -1)}, the record says ${JSON.stringify(e.card)}`);
            return [[area, -1]];
          }
          const k = d.names.indexOf(String(e.card));
          if (k < 0) throw r.error(`no card ${JSON.stringify(e.card)} in the ${AREAS[area]} deck`);
          return [[area, k]];
        },
      },
    },
  };
}

/** discard_progress: argument the card's number; it goes under its deck, known to its discarder alone. */
function discardKind(P: ProgressDecks): KindRule {
  return {
    name: 'discard_progress',
    argBits: 5,
    apply: ({ s }, card) => returnProgress(P, s, s[CUR]!, card, false),
    describe: (_g, card) => PROGRESS_CARDS[card]!.name,
    record: {
      write: (w, card) => ({ p: w.st.s[CUR]!, a: 'discard_progress', card: PROGRESS_CARDS[card]!.name }),
      read: {
        discard_progress(r, e) {
          const card = progressCardNamed(String(e.card));
          if (card < 0) throw r.error(`unknown progress card ${JSON.stringify(e.card)}`);
          return [[card, -1]];
        },
      },
    },
  };
}

/** The seat owing a draw draws from its gate's deck, or picks any deck with a card left (a reward). */
function drawPhase(P: ProgressDecks): PhaseRule {
  return {
    name: 'draw_progress',
    maxActions: AREAS.length,
    legal({ s }, out) {
      const p = s[CUR]!;
      const owed = s[P.owed + p]!;
      let n = 0;
      for (let a = 0; a < P.decks.length; a++) {
        if ((owed === ANY_DECK || owed === a + 1) && cardsLeft(s, P.decks[a]!) > 0) out[n++] = (A_DRAW_PROGRESS << ARG_BITS) | a;
      }
      return n;
    },
  };
}

/** One discard per card the seat holds. */
function discardPhase(P: ProgressDecks): PhaseRule {
  return {
    name: 'discard_progress',
    maxActions: PROGRESS_CARDS.length,
    legal({ s }, out) {
      const p = s[CUR]!;
      let n = 0;
      // Deck by deck, kind by kind: the cards' order (PROGRESS_CARDS).
      for (let a = 0; a < P.decks.length; a++) {
        const d = P.decks[a]!;
        const kinds = d.names.length;
        const at = d.piles + p * kinds;
        for (let k = 0; k < kinds; k++) if (s[at + k]! > 0) out[n++] = (A_DISCARD_PROGRESS << ARG_BITS) | (FIRST_CARD[a]! + k);
      }
      return n;
    },
  };
}

/**
 * Every card of each deck is in it (shuffled or returned), in a hand, or shown as a VP card; VP
 * cards are only ever shown, and the VP they give match the seats' counts; draws are owed only
 * while the draws are under way, and a seat holds more than the limit off its turn only while it
 * is asked to discard.
 */
function progressInvariant(P: ProgressDecks): Invariant {
  return {
    name: 'progress-decks',
    check(st, fail) {
      const { game, s } = st;
      const L = game.layout;
      let shown = 0;
      P.decks.forEach((d, area) => {
        const kinds = d.names.length;
        const where = new Array<number>(kinds).fill(0);
        let size = 0;
        for (let k = 0; k < kinds; k++) {
          if (s[d.counts + k]! < 0) fail(`${d.name}: ${s[d.counts + k]} ${d.names[k]} in the deck`);
          size += s[d.counts + k]!;
          where[k]! += s[d.counts + k]! + s[d.played + k]!;
          if (((d.revealed >>> k) & 1) === 0 ? s[d.played + k] !== 0 : s[d.played + k]! < 0) fail(`${d.name}: ${s[d.played + k]} ${d.names[k]} shown`);
          if (((d.revealed >>> k) & 1) !== 0) shown += s[d.played + k]!;
        }
        if (size !== s[d.size]) fail(`${d.name}: size ${s[d.size]} but its cards make ${size}`);
        for (let p = 0; p < L.players; p++) {
          let pile = 0;
          for (let k = 0; k < kinds; k++) {
            const n = s[d.piles + p * kinds + k]!;
            if (n < 0 || (n > 0 && ((d.revealed >>> k) & 1) !== 0)) fail(`${d.name}: seat ${p} holds ${n} ${d.names[k]}`);
            pile += n;
            where[k]! += n;
          }
          if (pile !== s[d.pileSizes + p]) fail(`${d.name}: seat ${p} holds ${pile} cards, its count says ${s[d.pileSizes + p]}`);
        }
        const returned = s[d.returnedSize]!;
        const capacity = d.totals.reduce((a, b) => a + b, 0);
        if (returned < 0 || returned > capacity) fail(`${d.name}: ${returned} cards returned`);
        for (let i = 0; i < capacity; i++) {
          const e = s[d.returned + i]!;
          if (i >= returned) {
            if (e !== 0) fail(`${d.name}: a returned card past the ${returned} returned`);
            continue;
          }
          const k = returnedKind(e);
          if (k < 0 || k >= kinds || ((d.revealed >>> k) & 1) !== 0 || returnedKnower(e) >= L.players) fail(`${d.name}: returned card ${i} is ${e}`);
          else where[k]!++;
        }
        for (let k = 0; k < kinds; k++) if (where[k] !== d.totals[k]) fail(`${d.name}: ${where[k]} ${d.names[k]} accounted for, ${d.totals[k]} in the game (area ${area})`);
      });
      let vp = 0;
      for (let p = 0; p < L.players; p++) {
        if (s[P.progressVp + p]! < 0) fail(`seat ${p}: ${s[P.progressVp + p]} progress VP`);
        vp += s[P.progressVp + p]!;
        const owed = s[P.owed + p]!;
        if (owed < 0 || owed > ANY_DECK || (owed !== 0 && !hasDecision(st, P.draw))) fail(`seat ${p} owes draw ${owed} outside the draws`);
        if (p !== s[TURN_PLAYER] && handSize(P, s, p) > PROGRESS_HAND_LIMIT && !hasDecision(st, P.limitNow)) fail(`seat ${p} holds ${handSize(P, s, p)} progress cards off its turn`);
      }
      if (vp !== shown) fail(`${shown} VP cards shown, the seats count ${vp}`);
    },
  };
}
