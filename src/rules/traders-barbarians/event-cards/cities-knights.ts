// The Catan Event Cards with Cities & Knights (P2 §5.2, D224-D226): the events that the cards'
// "C&K" lines read by knight strength or with commodities, and the Alchemist, which has no
// production dice to set when a card is flipped. The event die thrown with each flip is the flip
// kind's (deck.ts); Epidemic's one card per city is already no commodity (index.ts lifts the
// cities' marks, and Cities & Knights' production pays a settlement one resource).

import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { stealableHand } from '../../../engine/cards.js';
import type { Game } from '../../../engine/game.js';
import type { ActionRefinement } from '../../../engine/phase-list.js';
import { pieceAttr, pieceOwner } from '../../../engine/piece-tables.js';
import { A_PLAY_PROGRESS } from '../../cities-knights/ids.js';
import { CARD_BITS, progressId } from '../../cities-knights/progress.js';
import { ckState } from '../../cities-knights/view-state.js';
import { EV_CONFLICT, EV_GOOD_NEIGHBORS, EV_TOURNAMENT } from './data.js';
import type { EventRule } from './events.js';
import { most } from './standing.js';

/** Seat p's active knights' strength (D45's sum), from the knights' table: public. */
function activeStrength(game: Game, s: Int32Array, p: number): number {
  const K = ckState(game).knights;
  const T = K.table;
  let sum = 0;
  for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p && pieceAttr(s, T, i, K.active) === 1) sum += pieceAttr(s, T, i, K.level);
  return sum;
}

/** The seats with the highest active knight strength, at least 1 (D225). */
export function strongestKnights(game: Game, s: Int32Array): number {
  return most(game.seats, (p) => activeStrength(game, s, p));
}

/** The events Cities & Knights reads its own way, into the table of overrides (by event). */
export function citiesKnightsEventRules(overrides: Array<EventRule | null>): void {
  // Tournament: the strongest active knights take a resource of their choice (no commodity).
  overrides[EV_TOURNAMENT] ??= { decision: 'pick', run: ({ game, s }) => strongestKnights(game, s) };
  // Conflict: each seat with the strongest active knights takes a random resource or commodity.
  overrides[EV_CONFLICT] ??= { decision: 'take', run: ({ game, s }) => strongestKnights(game, s) };
  // Good Neighbors: a seat holding only commodities gives one of them.
  overrides[EV_GOOD_NEIGHBORS] ??= {
    decision: 'give',
    run({ game, s }) {
      let mask = 0;
      for (let p = 0; p < game.seats; p++) if (stealableHand(game, s, p) > 0) mask |= 1 << p;
      return mask;
    },
  };
}

/** The Alchemist is not offered: a flipped card has no production dice to set (D226). */
export function noAlchemist(): ActionRefinement {
  const alchemist = progressId('alchemist');
  const mask = (1 << CARD_BITS) - 1;
  return {
    name: 'no-alchemist',
    maxActions: 0,
    refine(_st, out, n) {
      let k = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS === A_PLAY_PROGRESS && ((a & ARG_MASK) & mask) === alchemist) continue;
        out[k++] = a;
      }
      return k;
    },
  };
}
