// The flipped card's event, as a roll step before the 7 and production (D115-D124, D129): a card with
// nothing to decide acts at once (Robber Flees, Epidemic's mark on production); the others mark
// the seats that owe a decision and pause the roll until they have acted.

import type { GameState } from '../../../engine/game.js';
import { ROBBER } from '../../../engine/layout.js';
import { pauseRoll, type RollStep } from '../../../engine/roll-steps.js';
import {
  CARD_EVENT,
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

/** Seats with a road and none damaged yet: each turns one sideways (D116). */
function earthquakeOwing({ game, s }: GameState, F: EventFields): number {
  let mask = 0;
  for (let p = 0; p < game.seats; p++) if (s[F.damaged + p]! < 0 && roadsBuilt(game, s, p) > 0) mask |= 1 << p;
  return mask;
}

/** The event step: resolves the card the flip left pending (EventFields.pending). */
export function eventStep(F: EventFields, D: EventDecisions): RollStep {
  return {
    name: 'event',
    run(st, _total, after, at) {
      const { game, s } = st;
      const k = s[F.pending]!;
      if (k < 0) return true;
      s[F.pending] = -1;
      const event = CARD_EVENT[k]!;
      let owing = 0;
      let id = -1;
      switch (event) {
        case EV_EPIDEMIC:
          s[F.epidemic] = 1;
          break;
        case EV_ROBBER_FLEES:
          // A robber off the board (none in this game) stays off (D123).
          if (s[ROBBER]! >= 0) s[ROBBER] = game.hooks.robberRefuge(game, s);
          break;
        case EV_EARTHQUAKE:
          owing = earthquakeOwing(st, F);
          id = D.damage;
          break;
        case EV_GOOD_NEIGHBORS:
          owing = holders(game, s);
          id = D.give;
          break;
        case EV_NEIGHBORLY_ASSISTANCE:
          owing = mostVp(game, s);
          id = D.give;
          break;
        case EV_TOURNAMENT:
          owing = mostKnights(game, s);
          id = D.pick;
          break;
        case EV_CALM_SEAS:
          owing = mostHarbors(game, s);
          id = D.pick;
          break;
        case EV_PLENTIFUL_YEAR:
          owing = (1 << game.seats) - 1;
          id = D.pick;
          break;
        case EV_TRADE_ADVANTAGE:
          owing = tradeAdvantageTaker(game, s);
          id = D.take;
          break;
        case EV_CONFLICT:
          owing = conflictTakers(game, s);
          id = D.take;
          break;
        default:
          // Robber Attacks is the 7 that follows; Catan Prospers does nothing.
          break;
      }
      if (owing === 0) return true;
      s[F.owing] = owing;
      s[F.event] = event;
      pauseRoll(st, id, at, after);
      return false;
    },
  };
}
