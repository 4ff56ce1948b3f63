// The value bot itself: option parsing, the phase dispatch, and the trades (answering, confirming
// and making offers by the hand they leave). Set-up roads, the robber and discards go to the
// greedy bot's rules unless the options say otherwise.

import { A_ACCEPT, A_CANCEL, A_CONFIRM, A_DECLINE, A_END_TURN, A_OFFER, A_ROLL, ARG_BITS, offerGet, offerGive } from '../../engine/actions.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { ACCEPT_MASK, OFFER, OFFERS_MADE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, TURN_PLAYER } from '../../engine/layout.js';
import type { Bot } from '../bot.js';
import { opponentsHolding, withoutRoadBuildingStop } from '../features.js';
import { discardCard, robberMove, seaSetupRoute, seaSetupSettlement, setupRoad, setupSettlement } from '../greedy/index.js';
import { seaOf } from '../sea.js';
import { A_WONDER } from '../../rules/seafarers/scenarios/wonders.js';
import { neutralBuild } from '../two-player.js';
import { boardValue } from './evaluation.js';
import { handValue } from './hand.js';
import { MAX_DEPTH, Searcher } from './search.js';
import { raceSetupSettlement } from './setup.js';
import { resolveValueWeights, type ValueWeights } from './weights.js';
import { PH_NEUTRAL_BUILD } from '../../rules/catan-for-two/fields.js';

export interface ValueOptions {
  weights?: Partial<ValueWeights>;
  /** Domestic offers per turn (default 1). */
  offers?: number;
  /** Accept an offer when it raises the evaluation by more than this (default 0.1). */
  acceptMargin?: number;
  /** Decline offers from a seat this many public VP ahead of it or more (default 1). */
  declineAhead?: number;
  /** Make an offer when its expected gain exceeds this (default 0.05). */
  offerMargin?: number;
  /** Set-up settlements: 'race' (the race estimate, default) or 'greedy' (the greedy bot's rule). */
  setup?: 'race' | 'greedy';
  /** Robber and discards: 'greedy' (the greedy bot's rules, default) or 'search' (one-ply). */
  robber?: 'greedy' | 'search';
}

function optNumber(o: Record<string, unknown>, key: string, fallback: number, integer = false): number {
  const v = o[key] ?? fallback;
  if (typeof v !== 'number' || !Number.isFinite(v) || (integer && (!Number.isInteger(v) || v < 0))) {
    throw new Error(`value bot: option ${key} must be ${integer ? 'an integer >= 0' : 'a finite number'}, got ${JSON.stringify(v)}`);
  }
  return v;
}
function optChoice<T extends string>(o: Record<string, unknown>, key: string, choices: readonly T[]): T {
  const v = o[key] ?? choices[0];
  if (!choices.includes(v as T)) throw new Error(`value bot: option ${key} must be one of ${choices.join(', ')}, got ${JSON.stringify(v)}`);
  return v as T;
}

export function createValueBot(options: Record<string, unknown> | ValueOptions = {}): Bot {
  const o = options as Record<string, unknown>;
  const W = resolveValueWeights(o.weights ? { ...(o.weights as Partial<ValueWeights>) } : undefined);
  const maxOffers = optNumber(o, 'offers', 1, true);
  const acceptMargin = optNumber(o, 'acceptMargin', 0.1);
  const declineAhead = optNumber(o, 'declineAhead', 1);
  const offerMargin = optNumber(o, 'offerMargin', 0.05);
  const raceSetup = optChoice(o, 'setup', ['race', 'greedy'] as const) === 'race';
  const greedyRobber = optChoice(o, 'robber', ['greedy', 'search'] as const) === 'greedy';
  const search = new Searcher(W, greedyRobber);
  const hyp = new Int32Array(NUM_RESOURCES);

  /** Value of the current position with the seat's hand replaced by `hyp`, minus its value now. */
  function handGain(st: GameState, seat: number, base: number): number {
    return handValue(st, seat, W, hyp) - base;
  }

  /** Responding to an offer, or confirming its own: by the hand the trade leaves. */
  function trade(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const s = st.s;
    const L = st.game.layout;
    boardValue(st, seat, W);
    const base = handValue(st, seat, W, null);
    const offer = s[OFFER]!;
    const offerer = s[TURN_PLAYER]!;
    const give = offerGive(offer);
    const get = offerGet(offer);
    const responding = s[PHASE] === PH_TRADE_RESPONSE;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const inn = (responding ? give : get) >>> (2 * r);
      const out = (responding ? get : give) >>> (2 * r);
      hyp[r] = s[L.hand + seat * NUM_RESOURCES + r]! + (inn & 3) - (out & 3);
    }
    const gain = handGain(st, seat, base);
    const near = st.game.options.targetVp - 2;
    if (responding) {
      const accept = A_ACCEPT << ARG_BITS;
      const theirs = s[L.publicVp + offerer]!;
      if (gain > acceptMargin && theirs < near && theirs - s[L.publicVp + seat]! < declineAhead && contains(legal, count, accept)) return accept;
      return A_DECLINE << ARG_BITS;
    }
    // Confirm with the acceptor with the fewest public VP, unless it is near winning.
    let best = -1;
    let bestVp = Infinity;
    const mask = s[ACCEPT_MASK]!;
    for (let q = 0; q < L.players; q++) {
      if ((mask & (1 << q)) === 0) continue;
      if (s[L.publicVp + q]! < bestVp) {
        bestVp = s[L.publicVp + q]!;
        best = q;
      }
    }
    if (best >= 0 && gain > 0 && bestVp < near) {
      const a = (A_CONFIRM << ARG_BITS) | best;
      if (contains(legal, count, a)) return a;
    }
    return A_CANCEL << ARG_BITS;
  }

  /**
   * The domestic offer with the best expected gain: the hand's gain times a rough chance that
   * someone accepts (the share of the asked cards the opponents hold between them), or -1.
   * Offers ask for at most two cards and never more than one card more than they give.
   */
  function bestOffer(st: GameState, seat: number, legal: Int32Array, count: number): number {
    const s = st.s;
    const L = st.game.layout;
    boardValue(st, seat, W);
    const base = handValue(st, seat, W, null);
    let best = -1;
    let bestGain = offerMargin;
    for (let i = 0; i < count; i++) {
      const a = legal[i]!;
      if (a >>> ARG_BITS !== A_OFFER) continue;
      const arg = a & 0xfffff;
      const give = offerGive(arg);
      const get = offerGet(arg);
      let nGive = 0;
      let nGet = 0;
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const g = (give >>> (2 * r)) & 3;
        const x = (get >>> (2 * r)) & 3;
        nGive += g;
        nGet += x;
        hyp[r] = s[L.hand + seat * NUM_RESOURCES + r]! + x - g;
      }
      if (nGet > 2 || nGive > nGet + 1 || nGet > nGive + 1) continue;
      let chance = 1;
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const x = (get >>> (2 * r)) & 3;
        if (x > 0) chance *= Math.min(1, opponentsHolding(st, seat, r) / (3 * x));
      }
      const gain = handGain(st, seat, base) * chance;
      if (gain > bestGain) {
        bestGain = gain;
        best = a;
      }
    }
    return best;
  }

  return {
    name: 'value',
    decide(view, legal, count, _rng) {
      const st = view.state;
      const seat = view.seat;
      const s = st.s;
      const phase = s[PHASE]!;
      const sea = seaOf(st.game);
      // Seafarers set-up: the greedy bot's (gold, a voyage in view, a set-up ship), which the race
      // estimate, blind to gold and ships, does not see.
      if (sea && phase === PH_SETUP_SETTLEMENT) return seaSetupSettlement(st, sea, seat, legal, count);
      if (sea && phase === PH_SETUP_ROAD) return seaSetupRoute(st, sea, seat, legal, count);
      switch (phase) {
        case PH_SETUP_SETTLEMENT:
          return raceSetup ? raceSetupSettlement(st, seat, legal, count, W) : setupSettlement(st, seat, legal, count);
        case PH_SETUP_ROAD:
          return setupRoad(st, seat, legal, count);
        case PH_TRADE_RESPONSE:
        case PH_TRADE_CONFIRM:
          return trade(st, seat, legal, count);
        case PH_MOVE_ROBBER:
          if (greedyRobber) return robberMove(st, seat, legal, count);
          break;
        case PH_NEUTRAL_BUILD:
          // The neutral piece barely moves the seat's own value: place it to block the opponent.
          return neutralBuild(st, seat, legal, count);
        case PH_DISCARD:
          if (greedyRobber) return discardCard(st, seat, legal, count);
          break;
      }
      // The Wonders of Catan: a wonder level whenever one is legal (four win; the greedy rule,
      // which measured stronger than the one-ply value of a level).
      if (sea && phase === PH_MAIN) {
        for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === A_WONDER) return legal[i]!;
      }
      // One ply: every legal action but the offers (and Road Building's stop), by its (expected) value.
      let bestA = legal[0]!;
      let bestQ = -Infinity;
      const n = withoutRoadBuildingStop(legal, count);
      for (let i = 0; i < n; i++) {
        const a = legal[i]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_OFFER) continue;
        // Rolling is inevitable: score it as the position now, the baseline for pre-roll plays.
        const v = kind === A_ROLL ? search.follow(st, seat, MAX_DEPTH) : search.q(st, seat, a, 0);
        if (v > bestQ) {
          bestQ = v;
          bestA = a;
        }
      }
      // Nothing on the board helps: try a domestic offer.
      if (phase === PH_MAIN && bestA >>> ARG_BITS === A_END_TURN && s[OFFERS_MADE]! < maxOffers) {
        const offer = bestOffer(st, seat, legal, count);
        if (offer >= 0) return offer;
      }
      return bestA;
    },
  };
}

function contains(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}
