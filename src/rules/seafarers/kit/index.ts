// The Seafarers bot kit: ships priced and counted as builds, the pirate and the fog as chance,
// its kinds and phases by role, and the greedy and value bots' play on a sea board (the tables in
// sea.ts, the scenarios' objectives in objectives.ts), which each asks only where this game has
// them (seaOf); the weights of its part of the value evaluation (weights.ts).

import type { BotKit } from '../../../engine/bot-kit.js';
import type { Game } from '../../../engine/game.js';
import type { GreedyBoardPart, GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import type { ValueBoardPart, ValueKitPart } from '../../../bots/value/kit-part.js';
import { A_DISCOVER, A_MOVE_SHIP, A_PIRATE, A_SHIP, PH_DISCOVER, PH_GOLD } from '../ids.js';
import { A_STEAL } from '../scenarios/pirate-islands/ids.js';
import { A_WONDER } from '../scenarios/wonders.js';
import { COST_SHIP } from '../ships.js';
import { freePiecesReach } from './greedy-cards.js';
import { seaDecide } from './greedy-decide.js';
import { seaSetupRoute, seaSetupSettlement } from './greedy-play.js';
import { pirateBlocks, seaRobberMove } from './greedy-robber.js';
import { seaChooseTarget } from './greedy-targets.js';
import { BUILD_WONDER, wonderCost } from './objectives.js';
import { seaOf } from './sea.js';
import { seaBoardTerms, seaCityGain, seaTownPips } from './value.js';
import { SEA_WEIGHTS, type SeaWeights } from './weights.js';

const applies = (game: Game) => seaOf(game) !== null;

const greedyBoard: GreedyBoardPart = {
  applies,
  decide: (st, seat, legal, count, target, maxOffers) => seaDecide(st, seaOf(st.game)!, seat, legal, count, target, maxOffers),
  chooseTarget(st, seat, out) {
    out.shipCost = COST_SHIP;
    const t = seaChooseTarget(st, seaOf(st.game)!, seat, out);
    t.cost = t.build === BUILD_WONDER ? wonderCost(t.site) : null;
    return t;
  },
  robberMove: (st, seat, legal, count) => seaRobberMove(st, seaOf(st.game)!, seat, legal, count),
  knightBeforeRoll: (st, seat) => pirateBlocks(st, seaOf(st.game)!, seat),
  freePiecesReach: (st, seat) => freePiecesReach(st, seaOf(st.game)!, seat),
  setupSettlement: (st, seat, legal, count) => seaSetupSettlement(st, seaOf(st.game)!, seat, legal, count),
  setupRoad: (st, seat, legal, count) => seaSetupRoute(st, seaOf(st.game)!, seat, legal, count),
};

const valueBoard: ValueBoardPart = {
  applies,
  firstKinds: [A_WONDER],
  shipCost: COST_SHIP,
  // K holds every kit weight of the game, the Seafarers ones among them (SEA_WEIGHTS declares them).
  boardTerms: (st, seat, W, K) => seaBoardTerms(st, seaOf(st.game)!, seat, W, K as SeaWeights),
  townPips: (st, node, out, at) => seaTownPips(st, seaOf(st.game)!, node, out, at),
  cityGain: (st, node, W, K) => seaCityGain(st, seaOf(st.game)!, node, W, K as SeaWeights),
};

export const SEAFARERS_KIT: BotKit = Object.freeze({
  name: 'seafarers',
  builds: Object.freeze([{ name: 'ship', kind: A_SHIP, cost: COST_SHIP, vp: 0 }]),
  // A settlement with its special VP that also takes the Longest Trade Route.
  maxActionVp: (game: Game) => {
    const sea = seaOf(game);
    return sea ? 3 + (sea.T.scenario.areaVp?.points ?? 0) : 2;
  },
  weights: SEA_WEIGHTS,
  chanceKinds: Object.freeze([A_PIRATE, A_DISCOVER]),
  roles: Object.freeze({ ship: A_SHIP, moveShip: A_MOVE_SHIP, pirate: A_PIRATE, steal: A_STEAL, goldPhase: PH_GOLD, discoverPhase: PH_DISCOVER }),
  strategies: Object.freeze({ greedy: Object.freeze({ board: greedyBoard }) satisfies GreedyKitPart, value: Object.freeze({ board: valueBoard }) satisfies ValueKitPart }),
});
