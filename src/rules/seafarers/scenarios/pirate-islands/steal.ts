// No robber on the Pirate Islands (S15): after a 7's discards the roller steals one card from any
// seat that has one, or from nobody when no seat has a card.

import type { GameBuilder } from '../../../../engine/rule-set.js';
import { installRobberlessSteal } from '../../../base/robberless-steal.js';
import type { Islands } from './context.js';
import { A_STEAL } from './ids.js';

export function installSteal(g: GameBuilder, _C: Islands): void {
  installRobberlessSteal(g, A_STEAL);
}
