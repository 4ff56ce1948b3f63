// The flipped card's event, as a roll step before the 7 and production (D115-D124, D129): a card with
// nothing to decide acts at once (Robber Flees, Epidemic's mark on production); the others mark
// the seats that owe a decision and pause the roll until they have acted. What each event does is
// an entry of a table (EventRule) that a scenario reading an event its own way replaces
// (eventRuleOverrides), as the scenarios without a robber or knight cards do (D215-D222).

import type { GameState } from '../../../engine/game.js';
import { ROBBER } from '../../../engine/layout.js';
import { pauseRoll, type RollStep } from '../../../engine/roll-steps.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import {
  CARD_EVENT,
  EVENTS,
  EV_CALM_SEAS,
  EV_CONFLICT,
  EV_EARTHQUAKE,
  EV_EPIDEMIC,
  EV_GOOD_NEIGHBORS,
  EV_NEIGHBORLY_ASSISTANCE,
  EV_PLENTIFUL_YEAR,
  EV_ROBBER_FLEES,
  EV_TOURNAMENT,
  EV_TRADE_ADVANTAGE,
} from './data.js';
import type { EventDecisions } from './decisions.js';
import type { EventFields } from './fields.js';
import { conflictTakers, holders, mostHarbors, mostKnights, mostVp, roadsBuilt, tradeAdvantageTaker } from './standing.js';

/** The decision an event asks of the seats it names: a road to damage, a card to give, a resource from the bank, a player to take a card from. */
export type EventDecision = keyof EventDecisions;

/** What one event does when its card is flipped. */
export interface EventRule {
  /** The decision the seats it names owe, null for an event that asks none. */
  readonly decision: EventDecision | null;
  /** Acts at once (a mark, the robber's move) and returns the seats owing the decision, a bit each (0: none). */
  run(st: GameState): number;
}

/**
 * The events a rule set in play reads its own way, by event (EVENTS), null where the card's
 * reading stands. A scenario installed before the Event Cards sets its entries; the variant
 * reads the table when it installs.
 */
export function eventRuleOverrides(g: Pick<GameBuilder, 'shared'>): Array<EventRule | null> {
  return g.shared('event-cards.rules', () => EVENTS.map((): EventRule | null => null));
}

/** Seats with a road and none damaged yet: each turns one sideways (D116). */
function earthquakeOwing({ game, s }: GameState, F: EventFields): number {
  let mask = 0;
  for (let p = 0; p < game.seats; p++) if (s[F.damaged + p]! < 0 && roadsBuilt(game, s, p) > 0) mask |= 1 << p;
  return mask;
}

const none: EventRule = { decision: null, run: () => 0 };

/** The cards' own readings of the events, by event. */
function cardRules(F: EventFields): EventRule[] {
  const rules = EVENTS.map(() => none);
  rules[EV_EPIDEMIC] = {
    decision: null,
    run({ s }) {
      s[F.epidemic] = 1;
      return 0;
    },
  };
  rules[EV_ROBBER_FLEES] = {
    decision: null,
    run({ game, s }) {
      // A robber off the board (none in this game) stays off (D123).
      if (s[ROBBER]! >= 0) s[ROBBER] = game.hooks.robberRefuge(game, s);
      return 0;
    },
  };
  rules[EV_EARTHQUAKE] = { decision: 'damage', run: (st) => earthquakeOwing(st, F) };
  rules[EV_GOOD_NEIGHBORS] = { decision: 'give', run: ({ game, s }) => holders(game, s) };
  rules[EV_NEIGHBORLY_ASSISTANCE] = { decision: 'give', run: ({ game, s }) => mostVp(game, s) };
  rules[EV_TOURNAMENT] = { decision: 'pick', run: ({ game, s }) => mostKnights(game, s) };
  rules[EV_CALM_SEAS] = { decision: 'pick', run: ({ game, s }) => mostHarbors(game, s) };
  rules[EV_PLENTIFUL_YEAR] = { decision: 'pick', run: ({ game }) => (1 << game.seats) - 1 };
  rules[EV_TRADE_ADVANTAGE] = { decision: 'take', run: ({ game, s }) => tradeAdvantageTaker(game, s) };
  rules[EV_CONFLICT] = { decision: 'take', run: ({ game, s }) => conflictTakers(game, s) };
  // Robber Attacks is the 7 that follows; Catan Prospers does nothing.
  return rules;
}

/** The event step: resolves the card the flip left pending (EventFields.pending), by the cards' readings and the overrides. */
export function eventStep(F: EventFields, D: EventDecisions, overrides: ReadonlyArray<EventRule | null>): RollStep {
  const rules = cardRules(F).map((rule, e) => overrides[e] ?? rule);
  return {
    name: 'event_card',
    run(st, _total, after, at) {
      const { s } = st;
      const k = s[F.pending]!;
      if (k < 0) return true;
      s[F.pending] = -1;
      const event = CARD_EVENT[k]!;
      const rule = rules[event]!;
      const owing = rule.run(st);
      if (owing === 0 || rule.decision === null) return true;
      s[F.owing] = owing;
      s[F.event] = event;
      pauseRoll(st, D[rule.decision], at, after);
      return false;
    },
  };
}
