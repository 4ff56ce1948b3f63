// Playing progress cards (D57, D58): one action kind for every card, its argument the card and a
// target the card defines (a hex, a node, a seat, a resource). Each card is a small table entry
// (progress-science.ts, progress-politics.ts, progress-trade.ts) saying which plays have an effect
// now, judged from what the player sees, and what the effect is; this module lists them from the
// player's hand, spends the card (under its deck, seen by every seat) and writes the record entry.

import { ARG_BITS } from '../../engine/actions.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { BoardSizes, GameBuilder, KindRule, LogEntry, RecordReader, RecordWriter } from '../../engine/rule-set.js';
import { A_PLAY_PROGRESS } from './ids.js';
import { PROGRESS_CARDS, progressCardNamed, returnProgress, type ProgressDecks } from './progress-decks.js';

/** Bits of a play's argument that name the card; the target is above them. */
export const CARD_BITS = 5;

/** A card's number (PROGRESS_CARDS) by name; throws for a name that is no progress card. */
export function progressId(name: string): number {
  const id = progressCardNamed(name);
  if (id < 0) throw new Error(`no progress card "${name}"`);
  return id;
}

/** One progress card's rules. Functions are called as plain functions. */
export interface ProgressPlay {
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

const cardOf = (arg: number): number => arg & ((1 << CARD_BITS) - 1);
const targetOf = (arg: number): number => arg >>> CARD_BITS;

/** The play kind over the card table (cards[id] for each card number; a missing entry is a card never played, a VP card). */
function playKind(cards: ReadonlyArray<ProgressPlay | undefined>, P: ProgressDecks): KindRule {
  const card = (arg: number): ProgressPlay => {
    const c = cards[cardOf(arg)];
    if (c === undefined) throw new Error(`play_progress: no play for card ${cardOf(arg)}`);
    return c;
  };
  return {
    name: 'play_progress',
    argBits: ARG_BITS,
    apply(st, arg) {
      const p = st.s[CUR]!;
      returnProgress(P, st.s, p, cardOf(arg), true);
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
          const id = progressCardNamed(String(e.card));
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

/**
 * The plays of the cards in the player's hand, before or after the roll. Asked at every step of the
 * main phase, mostly of hands without a card: the hand's size is read first, and each card's count
 * from an offset worked out at install time (docs/performance.md, "Cities & Knights").
 */
function playSource(g: GameBuilder, cards: ReadonlyArray<ProgressPlay | undefined>, P: ProgressDecks, beforeRoll: boolean): ActionSource {
  let most = 0;
  const ids: number[] = [];
  const at: number[] = [];
  const stride: number[] = [];
  const plays: Array<ProgressPlay['plays']> = [];
  cards.forEach((c, id) => {
    if (c === undefined || (c.beforeRoll === true) !== beforeRoll) return;
    const { area, kind } = PROGRESS_CARDS[id]!;
    const d = P.decks[area]!;
    ids.push(id);
    at.push(d.piles + kind);
    stride.push(d.names.length);
    plays.push(c.plays);
    most += Math.max(1, c.maxTargets(g.board, g.layout.players));
  });
  const own = Int32Array.from(ids);
  const pileAt = Int32Array.from(at);
  const pileStride = Int32Array.from(stride);
  const sizes = Int32Array.from(P.decks.map((d) => d.pileSizes));
  return {
    name: beforeRoll ? 'progress_before_roll' : 'progress',
    maxActions: most,
    list(st, out, n) {
      const s = st.s;
      const p = s[CUR]!;
      let held = 0;
      for (let a = 0; a < sizes.length; a++) held += s[sizes[a]! + p]!;
      if (held === 0) return n;
      for (let i = 0; i < own.length; i++) {
        if (s[pileAt[i]! + p * pileStride[i]!]! > 0) n = plays[i]!(st, p, (A_PLAY_PROGRESS << ARG_BITS) | own[i]!, out, n);
      }
      return n;
    },
  };
}

/** Installs the play kind over `plays` (each card's rules, by name) and its sources in the main phase and, for the Alchemist, before the roll. */
export function installProgressPlays(g: GameBuilder, plays: readonly ProgressPlay[], P: ProgressDecks, phases: { readonly main: number; readonly beforeRoll: number }): void {
  const cards = new Array<ProgressPlay | undefined>(PROGRESS_CARDS.length).fill(undefined);
  for (const c of plays) cards[progressId(c.name)] = c;
  g.kinds[A_PLAY_PROGRESS] = playKind(cards, P);
  g.phaseList(phases.main).add(playSource(g, cards, P, false));
  if (plays.some((c) => c.beforeRoll === true)) g.phaseList(phases.beforeRoll).add(playSource(g, cards, P, true));
}
