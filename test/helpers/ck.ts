// Shared helpers for the Cities & Knights rule scenarios: games on the beginner board with the rule
// set installed, knights put on the board by hand, progress cards given to a hand from their deck,
// the targets of a card's plays, and hand counts by card name.

import { action } from '../../src/engine/actions.js';
import { newState, type GameState } from '../../src/engine/game.js';
import { cardIndex } from '../../src/engine/hands.js';
import { remeasureRoadsThrough } from '../../src/engine/pieces.js';
import { addPiece, pieceAt, setPieceAttr } from '../../src/engine/piece-tables.js';
import { beginnerBoard } from '../../src/rules/base/maps.js';
import { CITIES_KNIGHTS_RULES } from '../../src/rules/cities-knights/index.js';
import { A_PLAY_PROGRESS } from '../../src/rules/cities-knights/ids.js';
import { CARD_BITS, PROGRESS_AREA, PROGRESS_KIND, progressId } from '../../src/rules/cities-knights/progress.js';
import { createGame } from '../../src/rules/registry.js';
import { act, argsOf, sorted } from './scenario.js';

/** A C&K game on the beginner board, at seat 0's first set-up placement. */
export const ckGame = (seed: string, players = 4): GameState => newState(createGame(beginnerBoard(), { players, targetVp: 13 }, [CITIES_KNIGHTS_RULES]), seed);
/** The offset of the rule-set field `name`. */
export const field = (st: GameState, name: string): number => st.game.layout.fields[name]!;
const AREA_NAMES = ['trade', 'politics', 'science'];

// ---- knights ----

export const knightTable = (st: GameState) => st.game.pieceTables.find((t) => t.name === 'knights')!;

/** Puts seat p's knight of `level` on `node`, active or not, fresh this turn, from p's supply. */
export function putKnight(st: GameState, p: number, node: number, level: number, active: boolean): void {
  const t = knightTable(st);
  const i = addPiece(st.s, t, p, node);
  setPieceAttr(st.s, t, i, 0, level);
  setPieceAttr(st.s, t, i, 1, active ? 1 : 0);
  st.s[field(st, 'ck.knightsLeft') + p * 3 + level - 1]!--;
  remeasureRoadsThrough(st.game, st.s, node, p);
}
/** The knight on `node` (null for none): owner, strength, whether active, its turn flags. */
export function knightAt(st: GameState, node: number): { owner: number; level: number; active: number; turn: number } | null {
  const t = knightTable(st);
  const i = pieceAt(st.s, t, node);
  if (i < 0) return null;
  const at = t.rows + i * t.stride;
  return { owner: st.s[at]! - 1, level: st.s[at + 2]!, active: st.s[at + 3]!, turn: st.s[at + 4]! };
}
/** Seat p's knight tokens of strength `level` in its supply. */
export const knightsLeft = (st: GameState, p: number, level: number): number => st.s[field(st, 'ck.knightsLeft') + p * 3 + level - 1]!;

// ---- progress cards ----

function deckOf(st: GameState, name: string) {
  return st.game.decks.find((x) => x.name === AREA_NAMES[PROGRESS_AREA[progressId(name)]!])!;
}
/** Seat p takes the progress card `name` into its hand from its deck. */
export function giveCard(st: GameState, p: number, name: string): void {
  const d = deckOf(st, name);
  const k = PROGRESS_KIND[progressId(name)]!;
  st.s[d.counts + k]!--;
  st.s[d.size]!--;
  st.s[d.piles + p * d.names.length + k]!++;
  st.s[d.pileSizes + p]!++;
}
/** Seat p's progress cards `name` in hand. */
export function cardsHeld(st: GameState, p: number, name: string): number {
  const d = deckOf(st, name);
  return st.s[d.piles + p * d.names.length + PROGRESS_KIND[progressId(name)]!]!;
}
/** The targets of the plays of card `name` listed now. */
export function targets(st: GameState, name: string): number[] {
  const id = progressId(name);
  return sorted(argsOf(st, A_PLAY_PROGRESS).filter((a) => (a & ((1 << CARD_BITS) - 1)) === id).map((a) => a >>> CARD_BITS));
}
/** Plays card `name` (checked legal) at `target`. */
export const play = (st: GameState, name: string, target = 0): void => act(st, action(A_PLAY_PROGRESS, progressId(name) | (target << CARD_BITS)));

// ---- hands ----

/** Seat p's cards of hand kind `name` (a resource or a commodity). */
export const held = (st: GameState, p: number, name: string): number => st.s[st.game.cardSlot[p * st.game.handKinds + cardIndex(st.game, name)]!]!;
