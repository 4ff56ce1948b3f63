// Shared helpers for the Cities & Knights rule scenarios: games on the beginner board with the rule
// set installed, knights put on the board by hand, progress cards given to a hand from their deck,
// the targets of a card's plays, and hand counts by card name.

import { action } from '../../src/engine/actions.js';
import { newState, type GameState } from '../../src/engine/game.js';
import { cardIndex } from '../../src/engine/hands.js';
import { pieceAt } from '../../src/engine/piece-tables.js';
import { beginnerBoard } from '../../src/rules/base/maps.js';
import { A_PLAY_PROGRESS } from '../../src/rules/cities-knights/ids.js';
import { CARD_BITS, progressId } from '../../src/rules/cities-knights/progress.js';
import { createGame } from '../../src/rules/registry.js';
import { giveProgress, progressOf, putKnight } from './ck-events.js';
import { act, argsOf, sorted } from './scenario.js';

/** A C&K game on the beginner board, at seat 0's first set-up placement. */
export const ckGame = (seed: string, players = 4): GameState => newState(createGame(beginnerBoard(), { expansion: 'cities-knights', players, targetVp: 13 }), seed);
/** The offset of the rule-set field `name`. */
export const field = (st: GameState, name: string): number => st.game.layout.fields[name]!;

// ---- knights ----

export const knightTable = (st: GameState) => st.game.pieceTables.find((t) => t.name === 'knights')!;

export { putKnight };
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

/** Seat p takes the progress card `name` into its hand from its deck. */
export const giveCard = giveProgress;
/** Seat p's progress cards `name` in hand. */
export const cardsHeld = (st: GameState, p: number, name: string): number => progressOf(st, p)[name] ?? 0;
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
