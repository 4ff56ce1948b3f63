// Domestic offers as bots plan them: a whole offer (or counter-offer) chosen at once, then
// composed card by card through the draft actions. A bot keeps no memory between those steps: it
// plans again from the same view (the plan depends on the hand and the board, never on the
// draft), and the next step is whatever the draft still lacks. The built-in bots trade resources
// only: a plan is a bundle of resources (src/engine/bundle.ts), and a trade that moves any other
// kind of card (src/engine/trade-sides.ts) is one they neither judge nor take.

import { A_CANCEL, A_TRADE_ADD, A_TRADE_DROP, A_TRADE_SEND, ARG_BITS, tradeAddArg } from '../engine/actions.js';
import { bundleCount, bundleTotal, bundleWithin, handHolds, packBundle } from '../engine/bundle.js';
import { NUM_RESOURCES } from '../engine/constants.js';
import type { Game, GameState } from '../engine/game.js';
import { BANK, CUR, DRAFT_GET, DRAFT_GIVE, DRAFT_TO, PHASE, STEPS, TURN_PLAYER } from '../engine/layout.js';
import { SIDE_DRAFT_GET, SIDE_DRAFT_GIVE, SIDE_OFFER_GET, SIDE_OFFER_GIVE, sideCounterGet, sideCounterGive, sideResourcesOnly } from '../engine/trade-sides.js';
import { find } from './greedy/legal-list.js';

/** An offer as a bot plans it: the bundles it gives and asks (src/engine/bundle.ts), and the seats addressed. */
export interface TradePlan {
  give: number;
  get: number;
  /** Seats addressed (bit mask); ignored for a counter-offer, which goes to the player on turn. */
  to: number;
}

/**
 * The next draft action toward `plan`: a card given, a card asked, an addressee dropped, then
 * send. Abandons the draft when there is no plan, or when the draft has gone past it or a step
 * is not legal.
 */
export function composeStep(st: GameState, plan: TradePlan | null, legal: Int32Array, count: number): number {
  const s = st.s;
  const cancel = A_CANCEL << ARG_BITS;
  if (!plan) return cancel;
  const give = s[DRAFT_GIVE]!;
  const get = s[DRAFT_GET]!;
  if (!bundleWithin(give, plan.give) || !bundleWithin(get, plan.get)) return cancel;
  if (!sideResourcesOnly(st.game, s, SIDE_DRAFT_GIVE) || !sideResourcesOnly(st.game, s, SIDE_DRAFT_GET)) return cancel;
  let a = -1;
  for (let r = 0; r < NUM_RESOURCES && a < 0; r++) if (bundleCount(give, r) < bundleCount(plan.give, r)) a = (A_TRADE_ADD << ARG_BITS) | tradeAddArg(r, false);
  for (let r = 0; r < NUM_RESOURCES && a < 0; r++) if (bundleCount(get, r) < bundleCount(plan.get, r)) a = (A_TRADE_ADD << ARG_BITS) | tradeAddArg(r, true);
  if (a < 0 && s[CUR] === s[TURN_PLAYER]) {
    const extra = s[DRAFT_TO]! & ~plan.to;
    if (extra !== 0) a = (A_TRADE_DROP << ARG_BITS) | (31 - Math.clz32(extra));
  }
  if (a < 0) a = A_TRADE_SEND << ARG_BITS;
  return find(legal, count, a) ? a : cancel;
}

/**
 * The last plan and the position it was made for: composing an offer card by card asks for the
 * same plan several times over, and a plan that searches many bundles is worth remembering. A
 * position is the same when everything but the draft (and the phase and step count that
 * composing moves) is; the plan is then the same, so the memo changes speed, never a decision.
 */
export class PlanMemo {
  private key = new Int32Array(0);
  private plan: TradePlan | null = null;

  get(st: GameState, seat: number, make: () => TradePlan | null): TradePlan | null {
    const s = st.s;
    if (!this.same(st.game, s, seat)) {
      this.plan = make();
      if (this.key.length !== s.length + 1) this.key = new Int32Array(s.length + 1);
      this.key.set(s);
      this.key[s.length] = seat;
    }
    return this.plan;
  }

  private same(game: Game, s: Int32Array, seat: number): boolean {
    const k = this.key;
    if (k.length !== s.length + 1 || k[s.length] !== seat) return false;
    for (let i = 0; i < s.length; i++) {
      if (k[i] !== s[i] && i !== PHASE && i !== STEPS && i !== DRAFT_GIVE && i !== DRAFT_GET && i !== DRAFT_TO && !draftWord(game, i)) return false;
    }
    return true;
  }
}

/** Whether state word i is one of the draft's bundle words beyond the first (games trading more than six kinds). */
function draftWord(game: Game, i: number): boolean {
  const W = game.layout.bundleWords;
  for (let w = 1; w < W; w++) if (game.bundleAt[SIDE_DRAFT_GIVE * W + w] === i || game.bundleAt[SIDE_DRAFT_GET * W + w] === i) return true;
  return false;
}

/** Whether the open offer trades resources only, so that OFFER and OFFER_GET read as bundles of resources are the whole offer. */
export function offerOfResources(st: GameState): boolean {
  return sideResourcesOnly(st.game, st.s, SIDE_OFFER_GIVE) && sideResourcesOnly(st.game, st.s, SIDE_OFFER_GET);
}

/** Whether seat q's counter-offer trades resources only (see offerOfResources). */
export function counterOfResources(st: GameState, q: number): boolean {
  return sideResourcesOnly(st.game, st.s, sideCounterGive(q)) && sideResourcesOnly(st.game, st.s, sideCounterGet(q));
}

/**
 * Every bundle of `min`..`max` cards over the five resources, fewest cards first: what offers
 * are drawn from (55 bundles of 1 to 3 cards).
 */
export function bundlesUpTo(min: number, max: number): Int32Array {
  const out: number[] = [];
  const counts = new Array<number>(NUM_RESOURCES).fill(0);
  const walk = (r: number, left: number): void => {
    if (r === NUM_RESOURCES) {
      if (left === 0) out.push(packBundle(counts));
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[r] = c;
      walk(r + 1, left - c);
    }
    counts[r] = 0;
  };
  for (let size = min; size <= max; size++) walk(0, size);
  return Int32Array.from(out);
}

/**
 * True when the addressees could hold what `get` asks, as far as `seat` can tell: the limits the
 * draft actions enforce (src/rules/base/domestic-trade.ts), checked on a whole bundle.
 */
export function askable(st: GameState, seat: number, get: number, to: number): boolean {
  const { game, s } = st;
  // The bounds an offer's ask has under the domestic-trade rules: no more of a resource than the
  // bank and the seat's hand leave, no more cards than the largest addressed hand holds.
  const h = game.layout.hand + seat * NUM_RESOURCES;
  for (let r = 0; r < NUM_RESOURCES; r++) if (bundleCount(get, r) > game.cardTotals[r]! - s[BANK + r]! - s[h + r]!) return false;
  let largest = 0;
  for (let q = 0; q < game.seats; q++) if (to & (1 << q)) largest = Math.max(largest, s[game.layout.handTotal + q]!);
  return bundleTotal(get) <= largest;
}

/** True when the seat's hand holds the bundle (on a view: its own hand, which it sees). */
export function seatHolds(st: GameState, seat: number, bundle: number): boolean {
  return handHolds(st.s, st.game.layout.hand + seat * NUM_RESOURCES, bundle);
}
