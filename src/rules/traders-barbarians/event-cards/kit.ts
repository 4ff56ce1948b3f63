// The Event Cards' bot kit: every built-in bot's answer to the event decisions (the road to damage,
// the card to give and to whom, the resource to pick, the player to take from), the greedy bot's
// repair of its damaged road before anything else, and the value bot's term for a damaged road.
// A number's worth needs nothing here: the deck's numbers are spread as two dice's totals, which
// is what the bots' pips (DICE_WAYS in src/bots/features.ts) already count.

import { findKind } from '../../../bots/greedy/legal-list.js';
import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { BotKit, EvalTerm, PhasePolicy } from '../../../engine/bot-kit.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { BANK, hasBit } from '../../../engine/layout.js';
import { chooseTarget, newTarget, targetNeed } from '../../../bots/greedy/targets.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { hand, nodeBlocked, nodePips, publicVp } from '../../../bots/features.js';
import { A_DAMAGE, A_GIVE_CARD, A_PICK, A_REPAIR, A_TAKE, PH_DAMAGE, PH_GIVE, PH_PICK, PH_TAKE, eventFields } from './fields.js';

// Scratch of the policies (not re-entrant: a policy asks nothing of another).
const target = newTarget();
const need = new Int32Array(NUM_RESOURCES);

/** What each resource is still short for the seat's target (need - held), into `need`. */
function shortfall(st: GameState, seat: number): Int32Array {
  targetNeed(chooseTarget(st, seat, target), need);
  for (let r = 0; r < NUM_RESOURCES; r++) need[r] = need[r]! - hand(st, seat, r);
  return need;
}

/**
 * The road whose loss costs least: not one that leads to a free site (a damaged road bars
 * settling beside it and the seat's road building until repaired), the least productive ends first.
 */
const damage: PhasePolicy = (st, seat, legal, count) => {
  const { game, s } = st;
  const ends = game.board.edgeNodes;
  const roadEnds = game.layout.roadEnds + seat * game.layout.nodeWords;
  let best = legal[0]!;
  let bestScore = Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_DAMAGE) continue;
    const e = a & ARG_MASK;
    let score = 0;
    for (let k = 0; k < 2; k++) {
      const node = ends[e * 2 + k]!;
      if (!nodeBlocked(st, node)) score += 10 + nodePips(game, node);
      if (hasBit(s, roadEnds, node)) score += 3;
    }
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
};

/** The card the seat needs least, to the seat with the fewest VP among those it may give to. */
const give: PhasePolicy = (st, seat, legal, count) => {
  const short = shortfall(st, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_GIVE_CARD) continue;
    const arg = a & ARG_MASK;
    const r = arg & 7;
    const score = -short[r]! * 10 + hand(st, seat, r) - publicVp(st, arg >>> 3) * 100;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
};

/** The resource the seat's target lacks most, the bank's plentiful one among equals. */
const pick: PhasePolicy = (st, seat, legal, count) => {
  const short = shortfall(st, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_PICK) continue;
    const r = a & ARG_MASK;
    const score = short[r]! * 100 + st.s[BANK + r]!;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
};

/** The leader among those holding cards: the most VP, then the biggest hand. */
const take: PhasePolicy = (st, _seat, legal, count) => {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_TAKE) continue;
    const q = a & ARG_MASK;
    const score = publicVp(st, q) * 100 + st.s[st.game.layout.handTotal + q]!;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
};

/** The greedy bot repairs its road as soon as it can: until then it builds no road. */
const greedy: GreedyKitPart = {
  beforeBuilds: (_st, _seat, legal, count) => findKind(legal, count, A_REPAIR),
};

/** A damaged road, for the value bot's evaluation: -1 while the seat has one. */
const DAMAGED_TERM: EvalTerm = {
  name: 'damaged road',
  weight: 'evDamagedRoad',
  value(st, seat) {
    const F = eventFields(st.game);
    return F && st.s[F.damaged + seat]! >= 0 ? -1 : 0;
  },
};

export const EVENT_CARDS_KIT: BotKit = Object.freeze({
  name: 'event-cards',
  weights: Object.freeze({ evDamagedRoad: Object.freeze({ default: 2.5, description: 'Event Cards: a damaged road (no road building until repaired), subtracted' }) }),
  terms: Object.freeze([DAMAGED_TERM]),
  policies: Object.freeze({ [PH_DAMAGE]: damage, [PH_GIVE]: give, [PH_PICK]: pick, [PH_TAKE]: take }),
  chanceKinds: Object.freeze([A_TAKE]),
  waitingPhases: Object.freeze([PH_DAMAGE, PH_GIVE, PH_PICK, PH_TAKE]),
  strategies: Object.freeze({ greedy: Object.freeze(greedy) }),
});
