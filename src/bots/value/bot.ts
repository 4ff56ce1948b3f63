// The value bot itself: option parsing, the phase dispatch, and the trades (answering, confirming
// and making offers by the hand they leave). Set-up roads, the robber and discards go to the
// greedy bot's rules unless the options say otherwise.

import { A_END_TURN, A_OFFER, A_ROLL, ARG_BITS } from '../../engine/actions.js';
import { OFFERS_MADE, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE } from '../../engine/layout.js';
import type { Bot } from '../bot.js';
import { withoutRoadBuildingStop } from '../features.js';
import { discardCard, find, robberMove, setupRoad, setupSettlement } from '../greedy/index.js';
import { greedyKit } from '../greedy/kit-part.js';
import { known } from '../kits.js';
import { valueKit } from './kit-part.js';
import { gameWeights, kitWeights } from './kit-weights.js';
import { MAX_DEPTH, Searcher } from './search.js';
import { raceSetupSettlement } from './setup.js';
import { TradeJudge, type TradeStyle } from './trade.js';
import { isResolvedWeights, resolveValueWeights, type WeightOptions } from './weights.js';

export interface ValueOptions {
  /**
   * Evaluation weights by name: the evaluation's own (ValueWeights) and those the kits of the
   * game declare (BotKit.weights); a name neither knows fails the first decision of a game.
   */
  weights?: WeightOptions;
  /** Domestic offers per turn (default 1). */
  offers?: number;
  /** Accept an offer when it raises the evaluation by more than this (default 0.1). */
  acceptMargin?: number;
  /**
   * Decline offers (and counter-offers) from a seat this many public VP ahead of it or more
   * (default 0: from a seat level with it or ahead).
   */
  declineAhead?: number;
  /** Make an offer when its expected gain exceeds this (default 0.05). */
  offerMargin?: number;
  /** Set-up settlements: 'race' (the race estimate, default) or 'greedy' (the greedy bot's rule). */
  setup?: 'race' | 'greedy';
  /** Robber and discards: 'greedy' (the greedy bot's rules, default) or 'search' (one-ply). */
  robber?: 'greedy' | 'search';
  /**
   * Domestic trade: 'full' (offers of any bundles, counter-offers; default) or 'simple' (offers of
   * one resource for one other, as before full trade; accept or decline only).
   */
  trade?: TradeStyle;
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
  // A copy of the option (its cache is per object); weights resolved already (mcts's) are shared.
  const given = o.weights as WeightOptions | undefined;
  const W = resolveValueWeights(given && !isResolvedWeights(given) ? { ...given } : given);
  const maxOffers = optNumber(o, 'offers', 1, true);
  const acceptMargin = optNumber(o, 'acceptMargin', 0.1);
  const declineAhead = optNumber(o, 'declineAhead', 0);
  const offerMargin = optNumber(o, 'offerMargin', 0.05);
  const raceSetup = optChoice(o, 'setup', ['race', 'greedy'] as const) === 'race';
  const greedyRobber = optChoice(o, 'robber', ['greedy', 'search'] as const) === 'greedy';
  const style = optChoice(o, 'trade', ['full', 'simple'] as const);
  const search = new Searcher(W, greedyRobber);
  const trades = new TradeJudge(W, { acceptMargin, declineAhead, offerMargin, style });

  return {
    name: 'value',
    decide(view, legal, count, _rng) {
      const st = view.state;
      const seat = view.seat;
      const s = st.s;
      const phase = s[PHASE]!;
      // The kits' weights of this game's shape (remembered): an unknown weight name throws here.
      // The weights of this game: the kits' defaults where the options set none (one object a shape).
      const Wg = gameWeights(st.game, W);
      if (Wg !== search.W) {
        search.W = Wg;
        trades.W = Wg;
      }
      kitWeights(st.game, Wg);
      // A kit's value policy first, in any phase (a play whose effect the view hides); -1 searches.
      const vk = valueKit(st.game);
      const first = phase < vk.policies.length ? vk.policies[phase] : undefined;
      if (first) {
        const a = first(st, seat, legal, count);
        if (a >= 0) return a;
      }
      const board = greedyKit(st.game).board;
      // A reshaped board's set-up: the greedy bot's (Seafarers: gold, a voyage in view, a set-up
      // ship), which the race estimate, blind to gold and ships, does not see.
      if (board && phase === PH_SETUP_SETTLEMENT) return board.setupSettlement(st, seat, legal, count);
      if (board && phase === PH_SETUP_ROAD) return board.setupRoad(st, seat, legal, count);
      switch (phase) {
        case PH_SETUP_SETTLEMENT:
          return raceSetup ? raceSetupSettlement(st, seat, legal, count, Wg) : setupSettlement(st, seat, legal, count);
        case PH_SETUP_ROAD:
          return setupRoad(st, seat, legal, count);
        case PH_TRADE_RESPONSE:
          return trades.respond(st, seat, legal, count);
        case PH_TRADE_CONFIRM:
          return trades.confirm(st, seat, legal, count);
        case PH_TRADE_COMPOSE:
          return trades.compose(st, seat, legal, count);
        case PH_MOVE_ROBBER:
          if (greedyRobber) return robberMove(st, seat, legal, count);
          break;
        case PH_DISCARD:
          if (greedyRobber) return discardCard(st, seat, legal, count);
          break;
        default: {
          // A kit's policy for its phase (Catan for Two's neutral piece, placed to block).
          const policy = known(st.game).policies[phase];
          const a = policy ? policy(st, seat, legal, count) : -1;
          if (a >= 0) return a;
        }
      }
      // A kit's kinds taken whenever legal (a wonder level: four win; the greedy rule, which
      // measured stronger than the one-ply value of a level).
      const sea = vk.board;
      if (sea && phase === PH_MAIN) {
        for (const kind of sea.firstKinds) for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === kind) return legal[i]!;
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
        const open = A_OFFER << ARG_BITS;
        if (find(legal, count, open) && trades.offer(st, seat)) return open;
      }
      return bestA;
    },
  };
}
