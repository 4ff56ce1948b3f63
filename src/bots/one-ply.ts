// The play of a phase no bot and no kit has a rule for: the legal action whose expected result
// the value bot's evaluation likes best, one ply deep, with its default weights (as the game's
// kits set them). A rule set without a kit is played this way in its own phases.

import { A_OFFER, ARG_BITS } from '../engine/actions.js';
import type { GameState } from '../engine/game.js';
import { Searcher } from './value/search.js';
import { gameWeights } from './value/kit-weights.js';
import { resolveValueWeights } from './value/weights.js';

const DEFAULTS = resolveValueWeights();

export class OnePly {
  private readonly search = new Searcher(DEFAULTS, true);

  /** The best of legal[0..count) by one-ply value for `seat` (offers left out unless nothing else is legal). */
  choose(st: GameState, seat: number, legal: Int32Array, count: number): number {
    this.search.W = gameWeights(st.game, DEFAULTS);
    let best = legal[0]!;
    let bestQ = -Infinity;
    for (let i = 0; i < count; i++) {
      const a = legal[i]!;
      if (a >>> ARG_BITS === A_OFFER) continue;
      const q = this.search.q(st, seat, a, 0);
      if (q > bestQ) {
        bestQ = q;
        best = a;
      }
    }
    return best;
  }
}
