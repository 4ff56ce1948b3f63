// Gold as a rule set of its own, in play with the scenarios that pay in coins (Rivers, Barbarian
// Attack, the Traders & Barbarians scenario): the coins as a hand kind, the purchases and sales of
// trades.ts in the main phase, and the count of purchases reset at each turn's end. The scenarios
// install after it and pay or charge coins through coins.ts.

import { PH_MAIN } from '../../../engine/layout.js';
import type { GameBuilder, Invariant } from '../../../engine/rule-set.js';
import type { GameState } from '../../../engine/game.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleSetModule } from '../../rule-set.js';
import { GOLD_SCENARIOS } from '../scenario-ids.js';
import { GOLD, goldHeld, goldKind, goldSupply } from './coins.js';
import { goldKit } from './kit.js';
import { GOLD_BUYS_PER_TURN, goldBuyKind, goldBuysLeft, goldSellKind, goldSource } from './trades.js';

const [K0] = ID_BLOCKS.gold.kinds;
export const A_GOLD_BUY = K0;
export const A_GOLD_SELL = K0 + 1;

function install(g: GameBuilder): void {
  g.cards([GOLD], goldSupply(g.options.players), { counted: false, discarded: false, stolen: false, public: true, traded: true });
  const buys = g.field('goldBuys', g.layout.players);
  g.kinds[A_GOLD_BUY] = goldBuyKind(buys);
  g.kinds[A_GOLD_SELL] = goldSellKind();
  g.phaseList(PH_MAIN).add(goldSource(buys, A_GOLD_BUY, A_GOLD_SELL), { after: 'trades' });
  const turnEnded = g.hooks.turnEnded;
  g.hooks.turnEnded = (st, p) => {
    st.s[buys + p] = 0;
    turnEnded(st, p);
  };
  const bounds: Invariant = {
    name: 'gold',
    check({ game, s }, fail) {
      for (let p = 0; p < game.layout.players; p++) {
        const n = s[buys + p]!;
        if (n < 0 || n > GOLD_BUYS_PER_TURN) fail(`seat ${p} bought with gold ${n} times this turn (0-${GOLD_BUYS_PER_TURN})`);
      }
    },
  };
  g.invariants.push(bounds);
}

/** Each seat's coins and the current player's purchases left, for command bots. */
function goldReadable(view: GameState, seat: number): Record<string, unknown> {
  const { game, s } = view;
  if (goldKind(game) < 0) return {};
  const coins: number[] = [];
  for (let p = 0; p < game.layout.players; p++) coins.push(goldHeld(game, s, p));
  return { gold: coins, goldBuysLeft: goldBuysLeft(s, game.layout.fields.goldBuys!, seat) };
}

export const GOLD_RULES: RuleSetModule = {
  name: 'gold',
  summary: 'gold coins of Traders & Barbarians: 2 buy a resource (twice a turn), 4 like resources (3 at a 3:1 harbor) buy one',
  ids: ID_BLOCKS.gold,
  appliesTo: (o) => (GOLD_SCENARIOS as readonly string[]).includes(o.scenario),
  install,
  readable: goldReadable,
  kit: goldKit(A_GOLD_BUY, A_GOLD_SELL),
};
