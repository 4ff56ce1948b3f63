// The base game's bot kit: its four builds with their costs and worth, and the kinds a search
// averages over (the roll, a card drawn, a card stolen by the robber).

import { A_BUY_DEV, A_CITY, A_ROAD, A_ROBBER, A_ROLL, A_SETTLEMENT } from '../../engine/actions.js';
import type { BotKit } from '../../engine/bot-kit.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from './supply.js';

export const BASE_KIT: BotKit = Object.freeze({
  name: 'base',
  builds: Object.freeze([
    { name: 'road', kind: A_ROAD, cost: COST_ROAD, vp: 0 },
    { name: 'settlement', kind: A_SETTLEMENT, cost: COST_SETTLEMENT, vp: 1 },
    { name: 'city', kind: A_CITY, cost: COST_CITY, vp: 1 },
    { name: 'dev', kind: A_BUY_DEV, cost: COST_DEV, vp: 0 },
  ]),
  chanceKinds: Object.freeze([A_ROLL, A_BUY_DEV, A_ROBBER]),
});
