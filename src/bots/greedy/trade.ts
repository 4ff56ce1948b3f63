// Trades: answering and confirming domestic offers, counter-offers, and the maritime trades and
// domestic offers the main phase makes toward its target. All of them judge a trade by the cards
// the target still misses, and none helps a seat near winning. Trades of resources only: one that
// moves another kind of card is never accepted nor taken (src/bots/trade-plan.ts).

import { A_ACCEPT, A_CANCEL, A_CONFIRM, A_DECLINE, A_MARITIME, A_OFFER, ARG_BITS, COUNTER_FLAG } from '../../engine/actions.js';
import { RESOURCE_BITS, bundleAdd, bundleCount, bundleTotal } from '../../engine/bundle.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { ACCEPT_MASK, BANK, COUNTER_MASK, CUR, OFFER, OFFER_GET, OFFERS_MADE, TURN_PLAYER } from '../../engine/layout.js';
import { hand, nearWin, publicVp, tradeRate } from '../features.js';
import { askable, composeStep, counterOfResources, offerOfResources, type TradePlan } from '../trade-plan.js';
import { find } from './legal-list.js';
import { handTmp, need } from './scratch.js';
import { chooseTarget, missingOf, targetNeed, type Target } from './targets.js';

/** Cards the target still misses after `seat` gives `gives` and gets `gets` (need must be filled). */
function missingAfter(st: GameState, seat: number, gives: number, gets: number): number {
  for (let r = 0; r < NUM_RESOURCES; r++) handTmp[r] = hand(st, seat, r) + bundleCount(gets, r) - bundleCount(gives, r);
  return missingOf(need, handTmp);
}

/** Accept an offer that brings the target closer (or gives more cards at no loss); else counter, or decline. */
export function respond(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  const decline = A_DECLINE << ARG_BITS;
  const offerer = st.s[TURN_PLAYER]!;
  if (nearWin(st, offerer)) return decline;
  chooseTarget(st, seat, target);
  targetNeed(target, need);
  const gets = st.s[OFFER]!; // what the offerer gives = what this seat gets
  const gives = st.s[OFFER_GET]!;
  const accept = A_ACCEPT << ARG_BITS;
  if (find(legal, count, accept) && offerOfResources(st)) {
    const before = missingAfter(st, seat, 0, 0);
    const after = missingAfter(st, seat, gives, gets);
    if (after < before || (after === before && bundleTotal(gets) > bundleTotal(gives))) return accept;
  }
  const counter = A_OFFER << ARG_BITS;
  return find(legal, count, counter) && counterPlan(st, seat) ? counter : decline;
}

/**
 * A counter-offer to the open offer: the cards the target misses (one or two), for as many spare
 * cards, those the offerer asked for first; null when the seat has nothing to spare or misses
 * nothing. `need` must hold the target's cards.
 */
function counterPlan(st: GameState, seat: number): TradePlan | null {
  // The resources the offerer asked for (its other cards, if any, this bot does not trade).
  const asked = st.s[OFFER_GET]! & RESOURCE_BITS;
  let get = 0;
  let missing = 0;
  for (let r = 0; r < NUM_RESOURCES && missing < 2; r++) {
    const d = Math.min(need[r]! - hand(st, seat, r), 2 - missing);
    if (d > 0) {
      get = bundleAdd(get, r, d);
      missing += d;
    }
  }
  if (missing === 0) return null;
  let give = 0;
  for (let pass = 0; pass < 2 && bundleTotal(give) < missing; pass++) {
    for (let r = 0; r < NUM_RESOURCES && bundleTotal(give) < missing; r++) {
      // First pass: what the offerer asked for; second: any other spare card.
      if ((bundleCount(asked, r) > 0) !== (pass === 0) || bundleCount(get, r) > 0) continue;
      const spare = Math.min(hand(st, seat, r) - need[r]!, missing - bundleTotal(give));
      if (spare > 0) give = bundleAdd(give, r, spare);
    }
  }
  const to = 1 << st.s[TURN_PLAYER]!;
  if (bundleTotal(give) < missing || !askable(st, seat, get, to)) return null;
  if (give === asked && get === (st.s[OFFER]! & RESOURCE_BITS)) return null;
  return { give, get, to };
}

/**
 * The player on turn: of the acceptances (its own offer) and the counter-offers, the trade that
 * leaves its target missing fewest cards (ties: the partner with the fewest public VP); an
 * acceptance always qualifies, a counter-offer only if it brings the target closer.
 */
export function confirm(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  const s = st.s;
  const L = st.game.layout;
  chooseTarget(st, seat, target);
  targetNeed(target, need);
  const before = missingAfter(st, seat, 0, 0);
  let best = -1;
  let bestMissing = Infinity;
  let bestVp = Infinity;
  const consider = (a: number, q: number, missing: number) => {
    const vp = publicVp(st, q);
    if (nearWin(st, q) || !find(legal, count, a)) return;
    if (missing < bestMissing || (missing === bestMissing && vp < bestVp)) {
      best = a;
      bestMissing = missing;
      bestVp = vp;
    }
  };
  const ofResources = offerOfResources(st);
  const offerMissing = ofResources ? missingAfter(st, seat, s[OFFER]!, s[OFFER_GET]!) : 0;
  for (let q = 0; q < st.game.seats; q++) {
    if (s[ACCEPT_MASK]! & (1 << q) && ofResources) consider((A_CONFIRM << ARG_BITS) | q, q, offerMissing);
    if (s[COUNTER_MASK]! & (1 << q) && counterOfResources(st, q)) {
      const m = missingAfter(st, seat, s[L.counterGet + q]!, s[L.counterGive + q]!);
      if (m < before) consider((A_CONFIRM << ARG_BITS) | COUNTER_FLAG | q, q, m);
    }
  }
  return best >= 0 ? best : A_CANCEL << ARG_BITS;
}

/** The compose phase: the step toward the offer (player on turn) or counter-offer being drafted. */
export function composeTrade(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  chooseTarget(st, seat, target);
  targetNeed(target, need);
  const plan = st.s[CUR] === st.s[TURN_PLAYER] ? offerPlan(st, seat, need) : counterPlan(st, seat);
  return composeStep(st, plan, legal, count);
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
  // give * width + get, the width being the hand kinds' count where a rule set adds cards the bank trades.
  const a = (A_MARITIME << ARG_BITS) | (give * st.game.maritimeWidth + get);
  return find(legal, count, a) ? a : -1;
}

/**
 * An offer of the cards its target misses (one or two, of one or two kinds) for as many surplus
 * cards, largest surplus first, plus one more on a later offer of the turn when it has plenty to
 * spare; addressed to every opponent not near winning. Null when it misses nothing, misses more
 * than two cards, or cannot spare enough.
 */
export function offerPlan(st: GameState, seat: number, want: Int32Array): TradePlan | null {
  let get = 0;
  let missing = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const d = want[r]! - hand(st, seat, r);
    if (d > 0) {
      get = bundleAdd(get, r, d);
      missing += d;
    }
  }
  if (missing === 0 || missing > 2) return null;
  let spareTotal = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) spareTotal += Math.max(0, hand(st, seat, r) - want[r]!);
  const cards = missing + (st.s[OFFERS_MADE]! >= 1 && spareTotal >= missing + 2 ? 1 : 0);
  if (spareTotal < cards) return null;
  let give = 0;
  for (let k = 0; k < cards; k++) {
    let pick = -1;
    let most = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const x = hand(st, seat, r) - want[r]! - bundleCount(give, r);
      if (x > most) {
        most = x;
        pick = r;
      }
    }
    give = bundleAdd(give, pick);
  }
  let to = 0;
  for (let q = 0; q < st.game.seats; q++) if (q !== seat && !nearWin(st, q)) to |= 1 << q;
  return to === 0 || !askable(st, seat, get, to) ? null : { give, get, to };
}

/** Opens a draft when offerPlan has an offer to make (composeTrade then writes it). */
export function domesticOffer(st: GameState, seat: number, legal: Int32Array, count: number, want: Int32Array): number {
  const open = A_OFFER << ARG_BITS;
  return find(legal, count, open) && offerPlan(st, seat, want) ? open : -1;
}
