// The Harbormaster's bot kit: a build that takes the card is worth its 2 VP more (the most one
// action brings), the greedy bot builds on a harbor first when that build takes the card, and the
// value bot counts a seat one harbor point from the card as it counts one knight from Largest Army.

import { A_CITY, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { BotKit, EvalTerm, PhasePolicy } from '../../../engine/bot-kit.js';
import type { Game, GameState } from '../../../engine/game.js';
import { PH_MAIN } from '../../../engine/layout.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { nodePips } from '../../../bots/features.js';
import { HARBORMASTER_VP, harbormasterFields, harbormasterHolder, pointsToTake } from './points.js';

/** Whether one more harbor point would take the card for `seat` (which does not hold it). */
function oneFromCard(st: GameState, seat: number): boolean {
  const H = harbormasterFields(st.game);
  if (!H) return false;
  const s = st.s;
  if (harbormasterHolder(H, s) === seat) return false;
  return s[H.points + seat]! + 1 >= pointsToTake(H, s);
}

/** A legal city or settlement on a harbor when it takes the card (the best-producing one), else -1. */
const takeCard: PhasePolicy = (st, seat, legal, count) => {
  if (!oneFromCard(st, seat)) return -1;
  const game = st.game;
  let best = -1;
  let bestPips = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const kind = a >>> ARG_BITS;
    if (kind !== A_CITY && kind !== A_SETTLEMENT) continue;
    const node = a & ARG_MASK;
    if (game.hooks.harborAt(game, st.s, node) < 0) continue;
    const pips = nodePips(game, node);
    if (pips > bestPips) {
      bestPips = pips;
      best = a;
    }
  }
  return best;
};

const harborLead: EvalTerm = { name: 'harborLead', weight: 'harborLead', value: (st, seat) => (oneFromCard(st, seat) ? 1 : 0) };

const greedy: GreedyKitPart = { policies: { [PH_MAIN]: takeCard } };

export const HARBORMASTER_KIT: BotKit = Object.freeze({
  name: 'harbormaster',
  // A build on a harbor may take the card beside whatever else it brings under the other rule sets.
  maxActionVp: (game: Game) => {
    let most = 2;
    for (const kit of game.kits) if (kit.name !== 'harbormaster' && kit.maxActionVp) most = Math.max(most, kit.maxActionVp(game));
    return most + HARBORMASTER_VP;
  },
  weights: Object.freeze({
    harborLead: Object.freeze({ default: 0.3, description: 'Harbormaster: when one more harbor point would take the card (as armyLead for Largest Army)' }),
  }),
  terms: Object.freeze([harborLead]),
  strategies: Object.freeze({ greedy: Object.freeze(greedy) }),
});
