// Policies for the decisions Cities & Knights adds, and for the discards of a 7 that it changes
// (commodities are cards to lose too), shared by the built-in bots: which deck a reward is drawn
// from, which progress card goes at the hand limit, which city the barbarians take, where a
// displaced knight retreats, which knights the nasty variant commits.

import { A_DISCARD, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { PhasePolicy } from '../../../engine/bot-kit.js';
import type { GameState } from '../../../engine/game.js';
import { chooseTarget, newTarget, targetNeed } from '../../../bots/greedy/index.js';
import { nodePips } from '../../../bots/features.js';
import { A_COMMIT_KNIGHT, A_DRAW_PROGRESS, A_RETREAT_KNIGHT } from '../ids.js';
import { CARD_KEEP, DECK_WORTH } from './cards.js';
import { bestKnightNode } from './knights.js';
import { commodityReserve } from './improve.js';
import { cardsOf, ckOf, levelAt, type Ck } from './state.js';

/** The legal action whose argument scores highest by `score` (ties: the first), or legal[0]. */
export function bestBy(legal: Int32Array, count: number, score: (a: number) => number): number {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = score(legal[i]!);
    if (v > bestScore) {
      bestScore = v;
      best = legal[i]!;
    }
  }
  return best;
}

/** A reward's draw (any deck, D47): the deck whose cards are worth most, a little more where the seat's level is higher. */
export const drawDeck: PhasePolicy = (st, seat, legal, count) => {
  const C = ckOf(st.game)!;
  return bestBy(legal, count, (a) => (a >>> ARG_BITS === A_DRAW_PROGRESS ? DECK_WORTH[a & ARG_MASK]! + 0.02 * levelAt(C, st.s, seat, a & ARG_MASK) : -Infinity));
};

/** The hand limit's discard: the card worth least to keep. */
export const discardProgress: PhasePolicy = (_st, _seat, legal, count) => bestBy(legal, count, (a) => -(CARD_KEEP[a & ARG_MASK] ?? 0));

/** The city the barbarians take: the one whose hexes yield least (at the state's tokens, D75). */
export const pillageCity: PhasePolicy = (st, seat, legal, count) => {
  const C = ckOf(st.game)!;
  return bestBy(legal, count, (a) => -cityYield(C, st, seat, a & ARG_MASK));
};

/** Pips a building of `seat` on `node` would collect at the state's tokens (the robber's hex counted). */
export function cityYield(C: Ck, st: GameState, _seat: number, node: number): number {
  const b = st.game.board;
  let v = 0;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0) continue;
    const t = st.s[C.tokens + h]!;
    v += t >= 2 && t <= 12 ? 6 - Math.abs(7 - t) : 0;
  }
  return v + 0.01 * nodePips(st.game, node);
}

/** A displaced knight's retreat: where a knight stands best (knights.ts). */
export const retreatKnight: PhasePolicy = (st, seat, legal, count) => bestKnightNode(st, seat, legal, count, A_RETREAT_KNIGHT);

/** The nasty variant's commitments: every active knight (they count only committed, and go home inactive either way). */
export const commitKnights: PhasePolicy = (_st, _seat, legal, count) => {
  for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === A_COMMIT_KNIGHT) return legal[i]!;
  return legal[0]!;
};

const target = newTarget();
const need = new Int32Array(NUM_RESOURCES);

/**
 * Fills the cards the seat keeps for its plans (its greedy target's resources; each commodity
 * toward its next improvement) and returns, by hand kind, how many the seat holds beyond that.
 */
export function spareCards(st: GameState, seat: number): (k: number) => number {
  const C = ckOf(st.game)!;
  targetNeed(chooseTarget(st, seat, target), need);
  const { game, s } = st;
  return (k) => cardsOf(game, s, seat, k) - (k < NUM_RESOURCES ? need[k]! : commodityReserve(C, st, seat, k));
}

/** An order of hand kinds by how readily the seat gives one up: the most spare first, then the most held, a commodity ahead of a resource. */
export function surplusScorer(st: GameState, seat: number): (k: number) => number {
  const spare = spareCards(st, seat);
  const { game, s } = st;
  return (k) => spare(k) * 10 + cardsOf(game, s, seat, k) + (k < NUM_RESOURCES ? 0 : 0.5);
}

/** A 7's discards (and the Saboteur's) with commodities in the hand: the card with the largest surplus over what the seat keeps. */
export const discardCard: PhasePolicy = (st, seat, legal, count) => {
  const surplus = surplusScorer(st, seat);
  return bestBy(legal, count, (a) => (a >>> ARG_BITS === A_DISCARD ? surplus(a & ARG_MASK) : -Infinity));
};
