// The Traders & Barbarians scenario with the Catan Event Cards (D218-D221): no robber, so Robber
// Flees does nothing [724-725]; Robber Attacks is the scenario's 7, a barbarian moved (D203), which
// the card's number brings; an Earthquake's damaged road costs the wagon as a bare path
// (context.ts, pathCost); a flipped 2 or 12 is not flipped again (index.ts).

import type { GameBuilder } from '../../../engine/rule-set.js';
import { EV_ROBBER_FLEES } from '../event-cards/data.js';
import { eventRuleOverrides } from '../event-cards/events.js';

export function installEventReadings(g: GameBuilder): void {
  eventRuleOverrides(g)[EV_ROBBER_FLEES] = { decision: null, run: () => 0 };
}
