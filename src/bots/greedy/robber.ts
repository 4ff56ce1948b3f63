// The robber and discards: where the robber goes (against the leader) and which cards to shed
// (those the target needs least). The value bot plays these rules too, which measured stronger
// than its own search for them.

import { A_DISCARD, A_ROBBER, ARG_BITS } from '../../engine/actions.js';
import type { GameState } from '../../engine/game.js';
import { hand, handSize, leader, pipsOnHex, publicVp, touchesHex } from '../features.js';
import { need } from './scratch.js';
import { chooseTarget, targetNeed, type Target } from './targets.js';

/** Robber move: against the leader's best hex, never one touching the seat's own buildings. */
export function robberMove(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const P = st.game.seats;
  const lead = leader(st, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_ROBBER) continue;
    const arg = a & 0xfffff;
    const hex = arg >>> 3;
    const victim = (arg & 7) - 1;
    let score = 0;
    if (touchesHex(st, seat, hex)) score -= 1000 + pipsOnHex(st, seat, hex);
    for (let q = 0; q < P; q++) {
      if (q === seat) continue;
      const pips = pipsOnHex(st, q, hex);
      if (pips === 0) continue;
      score += pips * (q === lead ? 3 : 1) * (1 + publicVp(st, q) / 5);
    }
    if (victim >= 0) score += 1 + (victim === lead ? 2 : 0) + 0.1 * handSize(st, victim);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

const targetScratch: Target = { build: -1, site: -1, roads: 0, firstEdge: -1 };

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
    const r = a & 0xfffff;
    const h = hand(st, seat, r);
    const score = (h - need[r]!) * 10 + h;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
