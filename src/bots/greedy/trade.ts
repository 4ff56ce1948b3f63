// Trades: answering and confirming domestic offers, and the maritime trades and domestic offers
// the main phase makes toward its target. All of them judge a trade by the cards the target still
// misses.

import { A_ACCEPT, A_CANCEL, A_CONFIRM, A_DECLINE, A_MARITIME, A_OFFER, ARG_BITS, offerArg, offerGet, offerGive } from '../../engine/actions.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { ACCEPT_MASK, BANK, OFFER, OFFERS_MADE, TURN_PLAYER } from '../../engine/layout.js';
import { hand, publicVp, tradeRate } from '../features.js';
import { find } from './legal-list.js';
import { handTmp, need } from './scratch.js';
import { chooseTarget, missingOf, targetNeed, type Target } from './targets.js';

export function respond(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  const decline = A_DECLINE << ARG_BITS;
  const accept = A_ACCEPT << ARG_BITS;
  if (!find(legal, count, accept)) return decline;
  const offerer = st.s[TURN_PLAYER]!;
  if (publicVp(st, offerer) >= st.game.options.targetVp - 2) return decline;
  const offer = st.s[OFFER]!;
  const gets = offerGive(offer); // what the offerer gives = what this seat gets
  const gives = offerGet(offer);
  chooseTarget(st, seat, target);
  targetNeed(target, need);
  let nGet = 0;
  let nGive = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const g = (gets >>> (2 * r)) & 3;
    const x = (gives >>> (2 * r)) & 3;
    nGet += g;
    nGive += x;
    handTmp[r] = hand(st, seat, r) + g - x;
  }
  const before = missingBefore(st, seat);
  const after = missingOf(need, handTmp);
  if (after < before || (after === before && nGet > nGive)) return accept;
  return decline;
}

function missingBefore(st: GameState, seat: number): number {
  let m = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const h = hand(st, seat, r);
    if (need[r]! > h) m += need[r]! - h;
  }
  return m;
}

export function confirm(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const mask = st.s[ACCEPT_MASK]!;
  let best = -1;
  let bestVp = Infinity;
  for (let q = 0; q < st.game.layout.players; q++) {
    if (q === seat || (mask & (1 << q)) === 0) continue;
    const vp = publicVp(st, q);
    if (vp < bestVp) {
      bestVp = vp;
      best = q;
    }
  }
  if (best >= 0 && bestVp < st.game.options.targetVp - 2) {
    const a = (A_CONFIRM << ARG_BITS) | best;
    if (find(legal, count, a)) return a;
  }
  return A_CANCEL << ARG_BITS;
}

/**
 * A maritime trade giving a card it does not need for one its target misses, if the trades it
 * can make complete the target (or always, with a hand above the discard limit).
 */
export function maritimeToward(st: GameState, seat: number, legal: Int32Array, count: number, want: Int32Array, big: boolean): number {
  let missing = 0;
  let tradable = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > 0) missing += d;
    else tradable += Math.floor(-d / tradeRate(st, seat, r));
  }
  if (missing === 0 || tradable === 0) return -1;
  if (!big && tradable < missing) return -1;
  // Get the resource it misses most (that the bank has); give the largest surplus.
  let get = -1;
  let getMiss = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > getMiss && st.s[BANK + r]! > 0) {
      getMiss = d;
      get = r;
    }
  }
  if (get < 0) return -1;
  let give = -1;
  let giveSurplus = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const rate = tradeRate(st, seat, r);
    const spare = hand(st, seat, r) - want[r]! - rate;
    if (spare >= 0 && spare + 1 > giveSurplus) {
      giveSurplus = spare + 1;
      give = r;
    }
  }
  if (give < 0) return -1;
  const a = (A_MARITIME << ARG_BITS) | (give * 5 + get);
  return find(legal, count, a) ? a : -1;
}

/** An offer of one surplus card for one card its target misses (two for one if it has plenty). */
export function domesticOffer(st: GameState, seat: number, legal: Int32Array, count: number, want: Int32Array): number {
  let missing = 0;
  let get = -1;
  let getMiss = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > 0) missing += d;
    if (d > getMiss) {
      getMiss = d;
      get = r;
    }
  }
  if (missing === 0 || missing > 2 || get < 0) return -1;
  let give = -1;
  let spare = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const x = hand(st, seat, r) - want[r]!;
    if (x > spare) {
      spare = x;
      give = r;
    }
  }
  if (give < 0) return -1;
  const n = spare >= 3 && st.s[OFFERS_MADE]! >= 1 ? 2 : 1;
  const a = (A_OFFER << ARG_BITS) | offerArg(n << (2 * give), 1 << (2 * get));
  return find(legal, count, a) ? a : -1;
}
