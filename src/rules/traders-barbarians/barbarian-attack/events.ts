// Barbarian Attack with the Catan Event Cards (D216): the scenario has no robber and no knight
// cards, so two events read otherwise [681-683]. Robber Flees does nothing; Conflict goes to the
// one seat with the most knights on the board, who takes a random resource card from an opponent
// of its choice. Robber Attacks is the scenario's own 7 (D182), which the card's number brings.

import type { Game } from '../../../engine/game.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { EV_CONFLICT, EV_ROBBER_FLEES } from '../event-cards/data.js';
import { eventRuleOverrides } from '../event-cards/events.js';
import type { Attack } from './context.js';
import { KNIGHTS_PER_COLOUR } from './ids.js';

/** The seat (as a bit) with strictly more knights on the board than every other, at least one; 0 on a tie or none. */
export function soleMostKnights(X: Attack, game: Game, s: Int32Array): number {
  let best = 0;
  let mask = 0;
  for (let p = 0; p < game.seats; p++) {
    const n = KNIGHTS_PER_COLOUR - s[X.F.knightsLeft + p]!;
    if (n > best) {
      best = n;
      mask = 1 << p;
    } else if (n === best) mask = 0;
  }
  return mask;
}

export function installEventReadings(g: GameBuilder, X: Attack): void {
  const rules = eventRuleOverrides(g);
  rules[EV_ROBBER_FLEES] = { decision: null, run: () => 0 };
  rules[EV_CONFLICT] = { decision: 'take', run: ({ game, s }) => soleMostKnights(X, game, s) };
}
