// The robber and discards: where the robber goes (against the leader) and which cards to shed
// (those the target needs least). The value bot plays these rules too, which measured stronger
// than its own search for them.

import { A_DISCARD, A_ROBBER, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import type { GameState } from '../../engine/game.js';
import { ROBBER } from '../../engine/layout.js';
import { hand, handSize, leader, pipsOnHex, publicVp, touchesHex } from '../features.js';
import { greedyKit } from './kit-part.js';
import { need } from './scratch.js';
import { chooseTarget, newTarget, targetNeed } from './targets.js';

/** Robber move: against the leader's best hex, never one touching the seat's own buildings. */
export function robberMove(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const board = greedyKit(st.game).board;
  if (board) return board.robberMove(st, seat, legal, count);
  const lead = leader(st, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_ROBBER) continue;
    const score = robberScore(st, seat, a & ARG_MASK, lead);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** A robber move's worth (arg hex * 8 + victim + 1): the pips it blocks, the leader's most, and the steal. */
export function robberScore(st: GameState, seat: number, arg: number, lead: number): number {
  const P = st.game.seats;
  const hex = arg >>> 3;
  let score = 0;
  if (touchesHex(st, seat, hex)) score -= 1000 + pipsOnHex(st, seat, hex);
  for (let q = 0; q < P; q++) {
    if (q === seat) continue;
    const pips = pipsOnHex(st, q, hex);
    if (pips === 0) continue;
    score += pips * (q === lead ? 3 : 1) * (1 + publicVp(st, q) / 5);
  }
  return score + stealScore(st, (arg & 7) - 1, lead);
}

export function stealScore(st: GameState, victim: number, lead: number): number {
  return victim >= 0 ? 1 + (victim === lead ? 2 : 0) + 0.1 * handSize(st, victim) : 0;
}

const targetScratch = newTarget();

/** Discards the card its target needs least (largest surplus over the target's cost). */
export function discardCard(st: GameState, seat: number, legal: Int32Array, count: number): number {
  return shedCard(st, seat, legal, count, A_DISCARD);
}

/** The card (an action of `kind` with a resource argument) the seat needs least: for discards and forced-trade gives. */
export function shedCard(st: GameState, seat: number, legal: Int32Array, count: number, kind: number): number {
  const t = chooseTarget(st, seat, targetScratch);
  targetNeed(t, need);
  // A city and a settlement are always worth keeping toward as well.
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== kind) continue;
    const r = a & ARG_MASK;
    const h = hand(st, seat, r);
    const score = (h - need[r]!) * 10 + h;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
