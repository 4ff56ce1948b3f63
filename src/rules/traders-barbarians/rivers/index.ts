// The Rivers of Catan (Traders & Barbarians scenario 2): two rivers cross the island (three with
// 5-6 players); building beside them pays gold coins, bridges over them pay more, and the coins
// decide who holds the Poor Settler (-2 VP) and Wealthiest Settler (+1 VP) tiles. Gold itself
// (buying and selling) is the gold rule set's (D105). Its rules by concern, one file each: the
// board (board.ts, sites.ts), bridges and the river's coins (bridges.ts), the tiles (wealth.ts).

import { hasBit } from '../../../engine/layout.js';
import { OptionsError } from '../../../engine/options.js';
import type { GameBuilder, Invariant } from '../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleOptions } from '../../options.js';
import type { RuleSetModule } from '../../rule-set.js';
import { bridgeFields, BRIDGES_PER_PLAYER, installBridges, type BridgeFields } from './bridges.js';
import { riversBoard } from './board.js';
import { RIVERS_DRAWING } from './drawing.js';
import { riversKit } from './kit.js';
import { riversReadable } from './readable.js';
import { riverSites, twelveAlsoTwo } from './sites.js';
import { installWealth, wealthFields } from './wealth.js';

export { A_BRIDGE } from './ids.js';

export const RIVERS_ID = 'rivers-of-catan';
const TITLE = 'The Rivers of Catan';
/** The victory target, 10 (P2 §5.6, §5.10). */
export const RIVERS_TARGET = 10;

/** The 3-4 rule: a 2 rolled makes the hex with the "12" produce (D147). */
function installProduction(g: GameBuilder): void {
  const produce = g.hooks.produce;
  g.hooks.produce = (st, roll) => produce(st, roll === 2 && twelveAlsoTwo(st.game.board) >= 0 ? 12 : roll);
}

function bridgesInvariant(F: BridgeFields): Invariant {
  return {
    name: 'rivers-bridges',
    check({ game, s }, fail) {
      const L = game.layout;
      const site = riverSites(game.board).bridgeSite;
      for (let e = 0; e < game.board.numEdges; e++) {
        const bridge = hasBit(s, F.bridge, e);
        if (bridge && site[e] !== 1) fail(`edge ${e}: a bridge off the bridge sites`);
        if (site[e] === 1 && hasBit(s, L.roads, e) !== bridge) fail(`edge ${e}: a road on a bridge site`);
      }
      for (let p = 0; p < L.players; p++) {
        let n = 0;
        for (let e = 0; e < game.board.numEdges; e++) if (hasBit(s, F.bridge, e) && hasBit(s, L.road + p * L.edgeWords, e)) n++;
        if (n !== s[F.built + p]) fail(`seat ${p}: ${n} bridges on the board, ${s[F.built + p]} counted`);
        if (n > BRIDGES_PER_PLAYER) fail(`seat ${p}: ${n} bridges (at most ${BRIDGES_PER_PLAYER})`);
      }
    },
  };
}

function install(g: GameBuilder): void {
  // A board without the rivers where the scenario puts them is refused as the game starts (D159).
  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    riverSites(st.game.board);
    setUp(st);
  };
  // The Event Cards' Robber Flees puts the robber beside the board, not on a swamp (D154).
  g.hooks.robberRefuge = () => -1;
  const B = bridgeFields(g);
  installBridges(g, B);
  installWealth(g, wealthFields(g));
  installProduction(g);
  g.invariants.push(bridgesInvariant(B));
}

function settleRivers(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (o.scenario !== RIVERS_ID) return;
  if (given.targetVp === undefined) o.targetVp = RIVERS_TARGET;
  // 5-6 players: the 2023 extension's paired turns, whose second player buys with gold too (D155).
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

/** 3-6 players, the paired turn rule for 5-6, neither Cities & Knights nor Catan for Two (D158). */
function checkRivers(o: RuleOptions): void {
  if (o.scenario !== RIVERS_ID) return;
  if (o.players < 3) throw new OptionsError(`option scenario: ${TITLE} is for 3-6 players, got ${o.players}`);
  if (o.players >= 5 && o.turnRule !== 'paired') throw new OptionsError(`option turnRule: ${TITLE} for 5-6 players uses "paired" (the 2023 extension's rules replace the special building phase)`);
  if (o.expansion !== 'none') throw new OptionsError(`option expansion: ${TITLE} is not played with ${o.expansion}`);
  if (o.variant !== 'none') throw new OptionsError(`option variant: ${TITLE} is not played with ${o.variant} here`);
  if (o.inactiveColour) throw new OptionsError(`option inactiveColour: ${TITLE} has no inactive colour`);
}

export const RIVERS_RULES: RuleSetModule = {
  name: RIVERS_ID,
  summary: `${TITLE}: coins for building beside the rivers, bridges, the Poor and Wealthiest Settler tiles`,
  ids: ID_BLOCKS[RIVERS_ID],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === RIVERS_ID,
  install,
  vpSourceNames: ['poorSettler', 'wealthiestSettler'],
  options: [{ name: 'scenario', description: 'a scenario of Seafarers or Traders & Barbarians', values: [[RIVERS_ID, TITLE]] }],
  settleOptions: settleRivers,
  checkOptions: checkRivers,
  drawing: RIVERS_DRAWING,
  readable: riversReadable,
  kit: riversKit,
  scenarios: [
    {
      id: RIVERS_ID,
      family: 'Traders & Barbarians',
      number: 2,
      title: TITLE,
      target: RIVERS_TARGET,
      players: [3, 4, 5, 6],
      otherWin: null,
      configs: [`configs/traders-barbarians/${RIVERS_ID}-4.json`, `configs/traders-barbarians/${RIVERS_ID}-6.json`],
      summary: 'coins for building beside the rivers; bridges; Poor Settler (-2 VP) and Wealthiest Settler (+1 VP)',
      drawingData: ['rivers'],
    },
  ],
  scenarioBoard: (o, variable, seed) => riversBoard(o.players, variable, seed),
};
