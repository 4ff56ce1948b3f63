// The Cities & Knights bot kit: its builds priced (walls, knights), its chance (progress draws),
// policies for the decisions it adds (a reward's deck, the hand limit's discard, the city the
// barbarians take, a knight's retreat, the nasty variant's commitments) and for those it changes
// (a 7's discards with commodities, progress cards played before the roll and in the main phase),
// the greedy bot's knights, walls, improvements and commodity trades, and the value evaluation's
// terms and weights. Everything is read from the game by name (state.ts).

import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { BotKit, PhasePolicy } from '../../../engine/bot-kit.js';
import { PH_DISCARD, PH_MAIN, PH_PRE_ROLL } from '../../../engine/layout.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { targetNeed } from '../../../bots/greedy/index.js';
import type { ValueKitPart } from '../../../bots/value/kit-part.js';
import type { MctsKitPart } from '../../../bots/mcts/kit-part.js';
import {
  A_ACTIVATE_KNIGHT,
  A_BISHOP_STEAL,
  A_DRAW_PROGRESS,
  A_HIRE_KNIGHT,
  A_IMPROVE,
  A_PROMOTE_KNIGHT,
  A_WALL,
  PH_COMMIT_KNIGHTS,
  PH_DESERTER_PLACE,
  PH_DESERTER_REMOVE,
  PH_DIPLOMAT_ROAD,
  PH_DISCARD_PROGRESS,
  PH_DRAW_PROGRESS,
  PH_HARBOR_ANSWER,
  PH_AQUEDUCT,
  PH_MASTER_MERCHANT_TAKE,
  PH_PLACE_METROPOLIS,
  PH_PILLAGE,
  PH_RETREAT_KNIGHT,
  PH_SPY_TAKE,
  PH_WEDDING_GIVE,
} from '../ids.js';
import { COST_ACTIVATE, COST_KNIGHT, COST_PROMOTE } from '../knights.js';
import { COST_WALL } from '../walls.js';
import { aqueductPick, greedyImprove, placeMetropolis } from './improve.js';
import { greedyKnights } from './knights.js';
import { commitKnights, discardCard, discardProgress, drawDeck, pillageCity, retreatKnight } from './phases.js';
import { deserterPlace, deserterRemove, diplomatRoad, giveCard, spyTake, takeCard } from './answers.js';
import { harborOffer, progressPlay } from './plays.js';
import { greedySpend } from './spend.js';
import { ckOf } from './state.js';
import { CK_TERMS } from './terms.js';
import { CK_MCTS_WEIGHTS, CK_VALUE_WEIGHTS, CK_WEIGHTS } from './weights.js';

/** Progress cards worth playing now (main phase, or the Alchemist before the roll): every bot's. */
const plays: PhasePolicy = (st, seat, legal, count) => {
  const C = ckOf(st.game)!;
  const a = progressPlay(C, st, seat, legal, count);
  if (a >= 0) return a;
  const b = harborOffer(st, seat, legal, count);
  return b >= 0 ? b : greedyImprove(C, st, seat, legal, count);
};

const need = new Int32Array(NUM_RESOURCES);

const greedy: GreedyKitPart = {
  policies: { [PH_MAIN]: plays, [PH_PRE_ROLL]: plays, [PH_DISCARD]: discardCard },
  beforeBuilds(st, seat, legal, count, target) {
    targetNeed(target, need);
    const C = ckOf(st.game)!;
    const improve = greedyImprove(C, st, seat, legal, count);
    return improve >= 0 ? improve : greedyKnights(C, st, seat, legal, count, need);
  },
  // `need` holds the target's cards: beforeBuilds filled it in this decision, from the same target.
  beforeTrades: (st, seat, legal, count, missing) => greedySpend(ckOf(st.game)!, st, seat, legal, count, need, missing),
};

/** The rule set's own decisions, by phase: every bot's policies. */
const decisions: Readonly<Record<number, PhasePolicy>> = Object.freeze({
  [PH_DRAW_PROGRESS]: drawDeck,
  [PH_DISCARD_PROGRESS]: discardProgress,
  [PH_PILLAGE]: pillageCity,
  [PH_RETREAT_KNIGHT]: retreatKnight,
  [PH_COMMIT_KNIGHTS]: commitKnights,
  [PH_DIPLOMAT_ROAD]: diplomatRoad,
  [PH_DESERTER_REMOVE]: deserterRemove,
  [PH_DESERTER_PLACE]: deserterPlace,
  [PH_SPY_TAKE]: spyTake,
  [PH_WEDDING_GIVE]: giveCard,
  [PH_HARBOR_ANSWER]: giveCard,
  [PH_MASTER_MERCHANT_TAKE]: takeCard,
  [PH_PLACE_METROPOLIS]: placeMetropolis,
  [PH_AQUEDUCT]: aqueductPick,
});

// The value bot's, which the mcts bot asks in its own turn too: its tree would search a Spy's or
// a Master Merchant's take on a determinization's hand, not the one the seat is shown.
const value: ValueKitPart = {
  policies: { ...decisions, [PH_MAIN]: plays, [PH_PRE_ROLL]: plays, [PH_DISCARD]: discardCard },
  weights: CK_VALUE_WEIGHTS,
};

// The mcts bot's own weights here, as MCTS_WEIGHT_CHANGES are in the base game.
const mcts: MctsKitPart = { weights: CK_MCTS_WEIGHTS };

export const CITIES_KNIGHTS_KIT: BotKit = Object.freeze({
  name: 'cities-knights',
  builds: Object.freeze([
    { name: 'wall', kind: A_WALL, cost: COST_WALL, vp: 0 },
    { name: 'knight', kind: A_HIRE_KNIGHT, cost: COST_KNIGHT, vp: 0 },
    { name: 'activate', kind: A_ACTIVATE_KNIGHT, cost: COST_ACTIVATE, vp: 0 },
    { name: 'promote', kind: A_PROMOTE_KNIGHT, cost: COST_PROMOTE, vp: 0 },
    // Paid in commodities: no resource.
    { name: 'improvement', kind: A_IMPROVE, cost: new Int8Array(NUM_RESOURCES), vp: 0 },
  ]),
  weights: CK_WEIGHTS,
  terms: CK_TERMS,
  policies: decisions,
  chanceKinds: Object.freeze([A_DRAW_PROGRESS, A_BISHOP_STEAL]),
  strategies: Object.freeze({ greedy: Object.freeze(greedy), value: Object.freeze(value), mcts: Object.freeze(mcts) }),
});
