// The base game as a rule set: its supply, frame, phases, action kinds, hooks and invariants.
// Every game starts from it; the other rule sets wrap or add to what it installs.

import {
  A_BUY_DEV,
  A_CITY,
  A_DISCARD,
  A_END_ROAD_BUILDING,
  A_END_TURN,
  A_KNIGHT,
  A_MARITIME,
  A_MONOPOLY,
  A_ROAD,
  A_ROAD_BUILDING,
  A_ROBBER,
  A_ROLL,
  A_SETTLEMENT,
  A_YEAR_OF_PLENTY,
} from '../../engine/actions.js';
import {
  PH_DISCARD,
  PH_MOVE_ROBBER,
  PH_ROAD_BUILDING,
  PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT,
} from '../../engine/layout.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import type { RuleSetModule } from '../rule-set.js';
import { BUY_DEV, END_ROAD_BUILDING, ROAD_BUILDING_STOP, cityKind, freeRoadsSource, roadBuildingPlayable, roadKind, settlementKind } from './build.js';
import { longestRoad, longestRoadWithRoad } from '../../engine/longest-road.js';
import { KNIGHT_CARD, MONOPOLY_CARD, ROAD_BUILDING_CARD, YEAR_OF_PLENTY_CARD } from './dev-cards.js';
import { installDecisions } from './decisions.js';
import { DISCARD, DISCARD_PHASE, PRODUCTION_STEP, ROLL, SEVEN_STEP, produce, robberKind, robberPhase } from './dice.js';
import { BASE_FRAME } from './frame.js';
import { BASE_INVARIANTS } from './invariants.js';
import { SETUP_ROAD_PHASE, setupSettlementPhase } from './setup.js';
import { BASE_SUPPLY } from './supply.js';
import { installDomesticTrade } from './domestic-trade.js';
import { MARITIME } from './trade.js';
import { END_TURN, checkWin, mainPhase, passTurn, preRollPhase, turnEnded, vpSources } from './turn.js';
import { BASE_OPTIONS } from './options.js';
import { BASE_KIT } from './kit.js';

/** Road Building: the free roads, one at a time, on any site touching the network; or stop (D7). */
function roadBuildingPhase(g: GameBuilder): void {
  g.phaseList(PH_ROAD_BUILDING, 'road_building').add(freeRoadsSource(g)).add(ROAD_BUILDING_STOP);
}

function install(g: GameBuilder): void {
  installDecisions(g);
  g.rollSteps.push(SEVEN_STEP, PRODUCTION_STEP);
  const P = g.phases;
  P[PH_SETUP_SETTLEMENT] = setupSettlementPhase(g);
  P[PH_SETUP_ROAD] = SETUP_ROAD_PHASE;
  preRollPhase(g);
  P[PH_DISCARD] = DISCARD_PHASE;
  P[PH_MOVE_ROBBER] = robberPhase(g);
  mainPhase(g);
  roadBuildingPhase(g);

  const K = g.kinds;
  K[A_END_TURN] = END_TURN;
  K[A_ROLL] = ROLL;
  K[A_ROAD] = roadKind(g);
  K[A_SETTLEMENT] = settlementKind(g);
  K[A_CITY] = cityKind(g);
  K[A_BUY_DEV] = BUY_DEV;
  K[A_KNIGHT] = KNIGHT_CARD;
  K[A_ROAD_BUILDING] = ROAD_BUILDING_CARD;
  K[A_YEAR_OF_PLENTY] = YEAR_OF_PLENTY_CARD;
  K[A_MONOPOLY] = MONOPOLY_CARD;
  K[A_ROBBER] = robberKind(g);
  K[A_DISCARD] = DISCARD;
  K[A_MARITIME] = MARITIME;
  K[A_END_ROAD_BUILDING] = END_ROAD_BUILDING;

  const H = g.hooks;
  H.afterAction = checkWin;
  H.produce = produce;
  H.turnEnded = turnEnded;
  H.passTurn = passTurn;
  H.routeLength = longestRoad;
  H.routeLengthWithRoad = (game, s, p, edge) => longestRoadWithRoad(game, s, p, edge, s[game.layout.roadLen + p]!);
  H.roadBuildingPlayable = roadBuildingPlayable;
  H.vpSources = vpSources;

  g.invariants.push(...BASE_INVARIANTS);
  installDomesticTrade(g);
}

export const BASE_RULES: RuleSetModule = {
  name: 'base',
  summary: 'the base game for 3-4 players (2 players on these rules: a house variant; the official two-player game is catan-for-two)',
  edition: true,
  appliesTo: () => true,
  frame: BASE_FRAME,
  options: BASE_OPTIONS,
  supply: () => BASE_SUPPLY,
  install,
  kit: BASE_KIT,
};
