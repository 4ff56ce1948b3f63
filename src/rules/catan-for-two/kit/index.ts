// The Catan for Two bot kit: the neutral piece placed to block the opponent (every built-in bot),
// the greedy bot's give after a forced trade (the card its target needs least) and its trade
// tokens before the maritime trades, and the kinds and phases the searches play by role.

import type { BotKit } from '../../../engine/bot-kit.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { shedCard } from '../../../bots/greedy/robber.js';
import { A_FORCED_TRADE, A_GIVE, PH_FORCED_GIVE, PH_NEUTRAL_BUILD } from '../fields.js';
import { neutralBuild, tokenPlay } from './play.js';

const greedy: GreedyKitPart = {
  policies: { [PH_FORCED_GIVE]: (st, seat, legal, count) => shedCard(st, seat, legal, count, A_GIVE) },
  beforeTrades: tokenPlay,
};

export const CATAN_FOR_TWO_KIT: BotKit = Object.freeze({
  name: 'catan-for-two',
  policies: Object.freeze({ [PH_NEUTRAL_BUILD]: neutralBuild }),
  roles: Object.freeze({ forcedTrade: A_FORCED_TRADE, forcedGivePhase: PH_FORCED_GIVE }),
  strategies: Object.freeze({ greedy: Object.freeze(greedy) }),
});
