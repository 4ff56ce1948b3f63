// The flip of the top event card, the turn's chance event in place of the dice (D113-D115). The
// deck's order is in no field: while it stands, the next card is equally likely to be any card not
// flipped since it was built (the five set aside under New Year are unknown), so a flip draws its
// card from the state's stream over those, and a view hides nothing a seat could not count itself.
// With the New Year card the deck is built again once 31 cards are flipped (New Year comes up) and
// the turn flips the new top card; without it all 36 are flipped, then reshuffled. Every card is a
// kind of its own, and the dice shown are the card's red and white die (D223).

import { deckSample, deckTake, type Deck } from '../../../engine/decks.js';
import type { GameState } from '../../../engine/game.js';
import { hasStream, requireStream } from '../../../engine/hands.js';
import { CUR, DICE, PHASE, PH_MAIN, PH_PRE_ROLL, RNG } from '../../../engine/layout.js';
import { nextInt } from '../../../engine/rng.js';
import { runRollSteps } from '../../../engine/roll-steps.js';
import type { KindRecord, KindRule, LogEntry } from '../../../engine/rule-set.js';
import { sampleExtraDice, type ExtraDie } from '../../base/dice.js';
import { CARD_COUNTS, CARD_KEYS, CARD_NAMES, CARD_NUMBER, CARD_RED, CARD_WHITE, DECK_CARDS, SET_ASIDE, type DeckMode } from './data.js';
import type { EventFields } from './fields.js';

/** Cards flipped in one build of the deck before it is built again. */
export function cycleLength(mode: DeckMode): number {
  return mode === 'new-year' ? DECK_CARDS - SET_ASIDE : DECK_CARDS;
}

/** Whether the next flip builds the deck again first (New Year comes up, or the deck is used up). */
export function rebuildDue(s: Int32Array, F: EventFields): boolean {
  return s[F.untilRebuild] === 0;
}

/** The deck built afresh: every card in it, none flipped, a new cycle begun. */
export function buildDeck(s: Int32Array, F: EventFields, deck: Deck, mode: DeckMode): void {
  for (let k = 0; k < CARD_COUNTS.length; k++) {
    s[deck.counts + k] = CARD_COUNTS[k]!;
    s[F.flipped + k] = 0;
  }
  s[deck.size] = DECK_CARDS;
  s[F.untilRebuild] = cycleLength(mode);
}

/** The dice card k shows, as the DICE field holds a roll: its red die first (d1 * 8 + d2). */
export function diceOf(k: number): number {
  return CARD_RED[k]! * 8 + CARD_WHITE[k]!;
}

/**
 * The card an `event` entry without its red die stands for (records written before cards carried
 * their dice): the card the seed's stream flips here when it is one of that name, so that a seeded
 * record replays as it was played; otherwise the lowest red value of that name still in the deck.
 */
function cardOfName(st: GameState, F: EventFields, name: string, sample: (st: GameState, arg: number) => number): number {
  const { game, s } = st;
  if (hasStream(s)) {
    const drawn = sample({ game, s: s.slice() }, 0);
    if (drawn >= 0 && CARD_NAMES[cardOfOutcome(drawn)] === name) return cardOfOutcome(drawn);
  }
  const full = rebuildDue(s, F);
  for (let k = 0; k < CARD_NAMES.length; k++) if (CARD_NAMES[k] === name && (full || s[F.flipped + k] === 0)) return k;
  return CARD_NAMES.indexOf(name);
}

/** What the flip needs beyond its fields: the phase the second flip of a turn comes in (Catan for Two), and where to note the first's number. */
export interface SecondFlip {
  readonly phase: number;
  readonly firstTotal: number;
}

/** Cards in the deck, and the radix of a flip's outcome: card + CARDS * the event die's face. */
const CARDS = CARD_KEYS.length;

/** The card of a flip's outcome, and the event die's face (0 without the die). */
const cardOfOutcome = (o: number): number => o % CARDS;
const faceOfOutcome = (o: number): number => (o / CARDS) | 0;

/**
 * The roll kind of an event deck: its outcome is the card kind flipped, and with an event die
 * thrown beside it (Cities & Knights, D224) card + 36 * the die's face. `second` is Catan for
 * Two's second flip (D126), null without it; `effect` what the roll's entries report of the die.
 */
export function flipKind(F: EventFields, deck: Deck, mode: DeckMode, second: SecondFlip | null, die: ExtraDie | null = null, effect?: KindRecord['effect']): KindRule {
  const faces = die === null ? 1 : die.faces.length;
  const kind: KindRule = {
    name: 'roll',
    argBits: 0,
    maxOutcomes: CARDS * faces,
    outcomes({ s }, _arg, values, weights) {
      // From the public counts, so that a view (whose deck counts are hidden) lists them too.
      const full = rebuildDue(s, F);
      let n = 0;
      for (let k = 0; k < CARDS; k++) {
        const left = CARD_COUNTS[k]! - (full ? 0 : s[F.flipped + k]!);
        if (left <= 0) continue;
        if (die === null) {
          values[n] = k;
          weights[n++] = left;
          continue;
        }
        for (let f = 0; f < faces; f++) {
          values[n] = k + CARDS * f;
          weights[n++] = left * die.weights[f]!;
        }
      }
      return n;
    },
    sample({ s }) {
      requireStream(s);
      let k = -1;
      if (!rebuildDue(s, F)) k = deckSample(s, deck);
      else {
        let ticket = nextInt(s, RNG, DECK_CARDS);
        for (let j = 0; j < CARDS && k < 0; j++) {
          ticket -= CARD_COUNTS[j]!;
          if (ticket < 0) k = j;
        }
      }
      // The card first, then the die: a game without it draws as ever.
      return die === null || k < 0 ? k : k + CARDS * sampleExtraDice(s, [die]);
    },
    apply(st, _arg, o) {
      const { s } = st;
      if (!(o >= 0 && o < CARDS * faces)) throw new Error(`roll: outcome ${o} is no event card${die === null ? '' : ` with a face of the ${die.name} die`}`);
      const k = cardOfOutcome(o);
      if (die !== null) s[die.field] = faceOfOutcome(o);
      if (rebuildDue(s, F)) {
        buildDeck(s, F, deck, mode);
        s[F.rebuilds]!++;
      }
      deckTake(s, deck, k, 'roll');
      s[F.flipped + k]!++;
      s[F.untilRebuild]!--;
      s[F.last] = k;
      s[F.pending] = k;
      const total = CARD_NUMBER[k]!;
      s[DICE] = diceOf(k);
      let after = PH_MAIN;
      if (second !== null && s[PHASE] === PH_PRE_ROLL) {
        s[second.firstTotal] = total;
        after = second.phase;
      }
      runRollSteps(st, after, 0);
    },
    describe: () => '',
    record: {
      write(w, _arg, o) {
        const k = cardOfOutcome(o);
        const entry: LogEntry = { p: w.st.s[CUR]!, a: 'event', card: CARD_NAMES[k]!, number: CARD_NUMBER[k]!, red: CARD_RED[k]! };
        if (die !== null) entry[die.name] = die.faces[faceOfOutcome(o)]!;
        if (rebuildDue(w.st.s, F)) entry[mode === 'new-year' ? 'newYear' : 'reshuffled'] = true;
        return entry;
      },
      read: {
        event(r, e) {
          const name = e.card as string;
          if (!CARD_NAMES.includes(name)) throw r.error(`card must be one of ${[...new Set(CARD_NAMES)].join(', ')}, got ${JSON.stringify(e.card)}`);
          let k: number;
          if (e.red === undefined) k = cardOfName(r.st, F, name, kind.sample!);
          else {
            k = CARD_NAMES.findIndex((n, j) => n === name && CARD_RED[j] === e.red);
            if (k < 0) throw r.error(`no ${name} card shows a red ${JSON.stringify(e.red)} (the cards of that name show ${CARD_NAMES.flatMap((n, j) => (n === name ? [CARD_RED[j]] : [])).join(', ')})`);
          }
          if (e.number !== undefined && e.number !== CARD_NUMBER[k]) throw r.error(`card ${name} shows ${CARD_NUMBER[k]}, not ${JSON.stringify(e.number)}`);
          if (die === null) return [[0, k]];
          const face = die.faces.indexOf(e[die.name] as string);
          if (face < 0) throw r.error(`${die.name} must be one of ${die.faces.join(', ')}, got ${JSON.stringify(e[die.name])}`);
          return [[0, k + CARDS * face]];
        },
      },
      ...(effect ? { effect } : {}),
    },
  };
  return kind;
}

/** Fills the deck's hidden counts again from what every seat saw flipped (GameHooks.determinize). */
export function determinizeDeck(s: Int32Array, F: EventFields, deck: Deck): void {
  let size = 0;
  for (let k = 0; k < CARD_COUNTS.length; k++) {
    const left = CARD_COUNTS[k]! - s[F.flipped + k]!;
    s[deck.counts + k] = left;
    size += left;
  }
  if (size !== s[deck.size]) throw new Error(`determinize: the event deck holds ${s[deck.size]} cards but ${size} are unflipped`);
}

/** The deck's counts, checked against the flipped cards and the cycle (an invariant). */
export function checkDeck(s: Int32Array, F: EventFields, deck: Deck, mode: DeckMode, fail: (m: string) => void): void {
  let size = 0;
  let flipped = 0;
  for (let k = 0; k < CARD_COUNTS.length; k++) {
    const left = s[deck.counts + k]!;
    if (left < 0 || left + s[F.flipped + k]! !== CARD_COUNTS[k]) fail(`event deck: ${CARD_KEYS[k]} left ${left} and flipped ${s[F.flipped + k]} do not make ${CARD_COUNTS[k]}`);
    size += left;
    flipped += s[F.flipped + k]!;
  }
  if (size !== s[deck.size]) fail(`event deck: size ${s[deck.size]} but ${size} cards by kind`);
  if (flipped + s[F.untilRebuild]! !== cycleLength(mode)) fail(`event deck: ${flipped} flipped and ${s[F.untilRebuild]} to come do not make a cycle of ${cycleLength(mode)}`);
}

