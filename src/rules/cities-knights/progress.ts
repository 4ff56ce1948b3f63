// Playing progress cards (D57, D58): one action kind for every card, its argument the card and a
// target the card defines (a hex, a node, a seat, a resource). Each card is a small table entry
// (progress-science.ts, progress-politics.ts, progress-trade.ts) saying which plays have an effect
// now, judged from what the player sees, and what the effect is; this module lists them from the
// player's hand, spends the card (under its deck, seen by every seat) and writes the record entry.

import { ARG_BITS } from '../../engine/actions.js';
import type { Deck } from '../../engine/decks.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { BoardSizes, GameBuilder, KindRule, LogEntry, RecordReader, RecordWriter } from '../../engine/rule-set.js';
import { PROGRESS_DECKS } from './data.js';
import { A_PLAY_PROGRESS } from './ids.js';

/** Bits of a play's argument that name the card; the target is above them. */
export const CARD_BITS = 5;

/** Every progress card name, deck by deck (trade, politics, science): a card's id is its index. */
export const PROGRESS_NAMES: readonly string[] = Object.freeze(PROGRESS_DECKS.flatMap((deck) => deck.map(([name]) => name)));
/** The deck (area) of each card id, and its kind in that deck. */
export const PROGRESS_AREA: readonly number[] = Object.freeze(PROGRESS_DECKS.flatMap((deck, a) => deck.map(() => a)));
export const PROGRESS_KIND: readonly number[] = Object.freeze(PROGRESS_DECKS.flatMap((deck) => deck.map((_, k) => k)));

/** A card's id by name; throws for a name that is no progress card. */
export function progressId(name: string): number {
  const id = PROGRESS_NAMES.indexOf(name);
  if (id < 0) throw new Error(`no progress card "${name}"`);
  return id;
}

/** One progress card's rules. Functions are called as plain functions. */
export interface ProgressCard {
  readonly name: string;
  /** Most targets it can list on a board of these sizes. */
  maxTargets(board: BoardSizes, players: number): number;
  /** Played before the roll instead of after it (the Alchemist, D74). */
  readonly beforeRoll?: boolean;
  /**
   * Appends the plays that have an effect now (D58) for seat p: each `base | (target << CARD_BITS)`
   * (a card without a target writes `base`).
   */
  plays(st: GameState, p: number, base: number, out: Int32Array, n: number): number;
  /** The effect, the card already spent. */
  apply(st: GameState, p: number, target: number): void;
  /** The target in words ('' for none). */
  describe(game: Game, target: number): string;
  /** The record entry's fields beyond `card`; absent for a card without a target. */
  write?(w: RecordWriter, target: number): Record<string, unknown>;
  /** The target an entry names (the inverse of write). */
  read?(r: RecordReader, e: LogEntry): number;
  /** An effect the entry reports, measured before and after the play (cards taken). */
  effect?: { before(st: GameState, p: number, target: number): number; report(st: GameState, p: number, target: number, before: number): Record<string, number> };
}

/** Where the progress cards are: one deck per area with each seat's hand as its pile, and how a played card goes back. */
export interface ProgressHands {
  readonly decks: readonly Deck[];
  /** Seat p's card `id` leaves its hand and goes under its deck face up (D55, D57). */
  spend(s: Int32Array, p: number, id: number): void;
}

/** Seat p's cards of id `id` in hand. */
export function heldProgress(H: ProgressHands, s: Int32Array, p: number, id: number): number {
  const d = H.decks[PROGRESS_AREA[id]!]!;
  return s[d.piles + p * d.names.length + PROGRESS_KIND[id]!]!;
}

const cardOf = (arg: number): number => arg & ((1 << CARD_BITS) - 1);
const targetOf = (arg: number): number => arg >>> CARD_BITS;

/** The play kind over the card table (cards[id] for each id; a missing entry is a card played otherwise, a VP card). */
function playKind(cards: ReadonlyArray<ProgressCard | undefined>, H: ProgressHands): KindRule {
  const card = (arg: number): ProgressCard => {
    const c = cards[cardOf(arg)];
    if (c === undefined) throw new Error(`play_progress: no play for card ${cardOf(arg)}`);
    return c;
  };
  return {
    name: 'play_progress',
    argBits: ARG_BITS,
    apply(st, arg) {
      const p = st.s[CUR]!;
      H.spend(st.s, p, cardOf(arg));
      card(arg).apply(st, p, targetOf(arg));
    },
    describe: (game, arg) => {
      const text = card(arg).describe(game, targetOf(arg));
      return text === '' ? card(arg).name : `${card(arg).name} ${text}`;
    },
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'play_progress', card: card(arg).name, ...card(arg).write?.(w, targetOf(arg)) }),
      read: {
        play_progress(r, e) {
          const id = PROGRESS_NAMES.indexOf(String(e.card));
          if (id < 0 || cards[id] === undefined) throw r.error(`"${String(e.card)}" is no progress card that is played`);
          const c = cards[id]!;
          return [[id | ((c.read?.(r, e) ?? 0) << CARD_BITS), -1]];
        },
      },
      effect: {
        before: (st, arg) => card(arg).effect?.before(st, st.s[CUR]!, targetOf(arg)) ?? 0,
        report: (st, arg, before) => card(arg).effect?.report(st, st.s[CUR]!, targetOf(arg), before) ?? {},
      },
    },
  };
}

/** The plays of the cards in the player's hand, before or after the roll. */
function playSource(g: GameBuilder, cards: ReadonlyArray<ProgressCard | undefined>, H: ProgressHands, beforeRoll: boolean): ActionSource {
  let most = 0;
  const ids: number[] = [];
  cards.forEach((c, id) => {
    if (c === undefined || (c.beforeRoll === true) !== beforeRoll) return;
    ids.push(id);
    most += Math.max(1, c.maxTargets(g.board, g.layout.players));
  });
  const own = Int32Array.from(ids);
  return {
    name: beforeRoll ? 'progress_before_roll' : 'progress',
    maxActions: most,
    list(st, out, n) {
      const p = st.s[CUR]!;
      const s = st.s;
      for (let i = 0; i < own.length; i++) {
        const id = own[i]!;
        if (heldProgress(H, s, p, id) > 0) n = cards[id]!.plays(st, p, (A_PLAY_PROGRESS << ARG_BITS) | id, out, n);
      }
      return n;
    },
  };
}

/** Installs the play kind and its sources in the main phase and, for the Alchemist, before the roll. */
export function installProgressPlays(g: GameBuilder, cards: ReadonlyArray<ProgressCard | undefined>, H: ProgressHands, phases: { readonly main: number; readonly beforeRoll: number }): void {
  g.kinds[A_PLAY_PROGRESS] = playKind(cards, H);
  g.phaseList(phases.main).add(playSource(g, cards, H, false));
  if (cards.some((c) => c?.beforeRoll === true)) g.phaseList(phases.beforeRoll).add(playSource(g, cards, H, true));
}
