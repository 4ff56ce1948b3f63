// The value bot's domestic trade: every trade judged by the evaluation of the hand it leaves
// (the board part computed once), offers and counter-offers chosen among small bundles by that
// gain times a rough chance that the other side agrees. No trade goes to a seat near winning, and
// none that moves a kind of card other than resources is accepted or taken (src/bots/trade-plan.ts).

import { A_ACCEPT, A_CANCEL, A_CONFIRM, A_DECLINE, A_OFFER, ARG_BITS, COUNTER_FLAG } from '../../engine/actions.js';
import { RESOURCE_BITS, bundleCount, bundleKinds, bundleTotal, bundlesDisjoint, bundleWithin } from '../../engine/bundle.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { ACCEPT_MASK, COUNTER_MASK, CUR, OFFER, OFFER_GET, TURN_PLAYER } from '../../engine/layout.js';
import { nearWin, opponentsHolding } from '../features.js';
import { find } from '../greedy/index.js';
import { PlanMemo, askable, bundlesUpTo, composeStep, counterOfResources, offerOfResources, seatHolds, type TradePlan } from '../trade-plan.js';
import { boardValue } from './evaluation.js';
import { handValue } from './hand.js';
import type { ValueWeights } from './weights.js';

/** 'full': offers of any small bundles and counter-offers; 'simple': one resource for one other, no counter-offers. */
export type TradeStyle = 'full' | 'simple';

export interface TradeOptions {
  acceptMargin: number;
  declineAhead: number;
  offerMargin: number;
  style: TradeStyle;
}

/** Bundles an offer gives (1-3 cards) and asks (1-2 cards); a counter-offer's sides are 1-2 cards. */
const GIVES = bundlesUpTo(1, 3);
const ASKS = bundlesUpTo(1, 2);

export class TradeJudge {
  private readonly hyp = new Int32Array(NUM_RESOURCES);
  private base = 0;
  private readonly offers = new PlanMemo();
  private readonly counters = new PlanMemo();

  constructor(
    /** The weights it judges by: the bot's, as the game in play sets them (gameWeights). */
    public W: ValueWeights,
    private readonly o: TradeOptions,
  ) {}

  /** The evaluation's board part for `seat` (in the shared context) and its hand's value now. */
  private prepare(st: GameState, seat: number): void {
    boardValue(st, seat, this.W);
    this.base = handValue(st, seat, this.W, null);
  }

  /** What the hand is worth after giving `gives` and getting `gets`, minus its worth now (after prepare). */
  private gain(st: GameState, seat: number, gives: number, gets: number): number {
    const at = st.game.layout.hand + seat * NUM_RESOURCES;
    for (let r = 0; r < NUM_RESOURCES; r++) this.hyp[r] = st.s[at + r]! - bundleCount(gives, r) + bundleCount(gets, r);
    return handValue(st, seat, this.W, this.hyp) - this.base;
  }

  /**
   * The offer with the best expected gain above the margin: the hand's gain times the chance that
   * someone accepts (the share of each asked card the opponents hold between them), addressed to
   * the opponents not near winning. Offers ask one or two cards, give at most one card more or
   * less than they ask, and in the simple style trade one resource for one other.
   */
  offer(st: GameState, seat: number): TradePlan | null {
    return this.offers.get(st, seat, () => this.bestOffer(st, seat));
  }

  private bestOffer(st: GameState, seat: number): TradePlan | null {
    let to = 0;
    for (let q = 0; q < st.game.seats; q++) if (q !== seat && !nearWin(st, q)) to |= 1 << q;
    if (to === 0) return null;
    this.prepare(st, seat);
    let best: TradePlan | null = null;
    let bestScore = this.o.offerMargin;
    for (const get of ASKS) {
      const nGet = bundleTotal(get);
      let chance = 1;
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const x = bundleCount(get, r);
        if (x > 0) chance *= Math.min(1, opponentsHolding(st, seat, r) / (3 * x));
      }
      if (chance === 0 || !askable(st, seat, get, to)) continue;
      for (const give of GIVES) {
        const nGive = bundleTotal(give);
        if (nGive > nGet + 1 || nGet > nGive + 1 || !bundlesDisjoint(give, get) || !seatHolds(st, seat, give)) continue;
        if (this.o.style === 'simple' && (bundleKinds(give) > 1 || bundleKinds(get) > 1)) continue;
        const score = this.gain(st, seat, give, get) * chance;
        if (score > bestScore) {
          bestScore = score;
          best = { give, get, to };
        }
      }
    }
    return best;
  }

  /**
   * A counter-offer to the open offer (full style): one or two of the cards it asked for, for one
   * or two the seat lacks, scored by the gain times the chance the offerer agrees: cards it
   * offered it holds, others a third as likely; fewer cards than asked for, half as likely.
   */
  private counterPlan(st: GameState, seat: number): TradePlan | null {
    if (this.o.style !== 'full') return null;
    return this.counters.get(st, seat, () => this.bestCounter(st, seat));
  }

  private bestCounter(st: GameState, seat: number): TradePlan | null {
    this.prepare(st, seat);
    const s = st.s;
    // The offer's resources (its other cards, if any, this bot does not trade).
    const offered = s[OFFER]! & RESOURCE_BITS;
    const asked = s[OFFER_GET]! & RESOURCE_BITS;
    let best: TradePlan | null = null;
    let bestScore = this.o.acceptMargin;
    const to = 1 << s[TURN_PLAYER]!;
    for (const get of ASKS) {
      if (!askable(st, seat, get, to)) continue;
      let chanceGet = 1;
      for (let r = 0; r < NUM_RESOURCES; r++) if (bundleCount(get, r) > bundleCount(offered, r)) chanceGet /= 3;
      for (const give of ASKS) {
        if (!bundleWithin(give, asked) && !(bundleTotal(give) === 2 && withinKinds(give, asked))) continue;
        if (!bundlesDisjoint(give, get) || !seatHolds(st, seat, give) || (give === asked && get === offered)) continue;
        let chance = chanceGet;
        if (bundleTotal(give) < bundleTotal(get)) chance /= 2;
        const score = this.gain(st, seat, give, get) * chance;
        if (score > bestScore) {
          bestScore = score;
          best = { give, get, to };
        }
      }
    }
    return best;
  }

  /** Accept when the hand gains more than the margin; else counter when a counter-offer is worth it; else decline. */
  respond(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const s = st.s;
    const L = st.game.layout;
    const decline = A_DECLINE << ARG_BITS;
    const offerer = s[TURN_PLAYER]!;
    if (nearWin(st, offerer) || s[L.publicVp + offerer]! - s[L.publicVp + seat]! >= this.o.declineAhead) return decline;
    this.prepare(st, seat);
    const accept = A_ACCEPT << ARG_BITS;
    if (find(legal, count, accept) && offerOfResources(st) && this.gain(st, seat, s[OFFER_GET]!, s[OFFER]!) > this.o.acceptMargin) return accept;
    const open = A_OFFER << ARG_BITS;
    return find(legal, count, open) && this.counterPlan(st, seat) ? open : decline;
  }

  /**
   * The player on turn: the acceptance (of its own offer: any gain) or counter-offer (as an offer
   * to it: above the accept margin, not from a seat ahead) that gains most, ties to the partner
   * with fewest public VP; else withdraw.
   */
  confirm(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const s = st.s;
    const L = st.game.layout;
    this.prepare(st, seat);
    const ofResources = offerOfResources(st);
    const offerGain = ofResources ? this.gain(st, seat, s[OFFER]!, s[OFFER_GET]!) : 0;
    let best = A_CANCEL << ARG_BITS;
    let bestGain = 0;
    let bestVp = Infinity;
    for (let q = 0; q < st.game.seats; q++) {
      if (nearWin(st, q)) continue;
      const vp = s[L.publicVp + q]!;
      const consider = (a: number, g: number) => {
        if ((g > bestGain || (g === bestGain && g > 0 && vp < bestVp)) && find(legal, count, a)) {
          best = a;
          bestGain = g;
          bestVp = vp;
        }
      };
      if (s[ACCEPT_MASK]! & (1 << q) && ofResources) consider((A_CONFIRM << ARG_BITS) | q, offerGain);
      // A counter-offer is an offer made to this seat: judged as one (the margin, and not from a seat ahead).
      if (s[COUNTER_MASK]! & (1 << q) && vp - s[L.publicVp + seat]! < this.o.declineAhead && counterOfResources(st, q)) {
        const g = this.gain(st, seat, s[L.counterGet + q]!, s[L.counterGive + q]!);
        if (g > this.o.acceptMargin) consider((A_CONFIRM << ARG_BITS) | COUNTER_FLAG | q, g);
      }
    }
    return best;
  }

  /** The next card of the offer (player on turn) or counter-offer being drafted. */
  compose(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const plan = st.s[CUR] === st.s[TURN_PLAYER] ? this.offer(st, seat) : this.counterPlan(st, seat);
    return composeStep(st, plan, legal, count);
  }
}

/** Only resources `whole` has. */
function withinKinds(part: number, whole: number): boolean {
  for (let r = 0; r < NUM_RESOURCES; r++) if (bundleCount(part, r) > 0 && bundleCount(whole, r) === 0) return false;
  return true;
}
