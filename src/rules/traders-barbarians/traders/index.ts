// Traders & Barbarians, the campaign's fifth scenario [675-726]: wagons carry marble, glass,
// tools and sand between the castle, the quarry and the glassworks for gold and a victory point a
// load, past three barbarians on the paths; no robber, no Longest Road, the second set-up
// settlement a city, 5 gold each to start, 13 VP to win. Its rules by concern: board.ts (the
// board and the plazas' paths), wagon.ts (moving, tolls, deliveries, attacks), barbarians.ts
// (the 7, the knight, the re-roll of 2 and 12), cards.ts (baggage train, interior roads, the
// development deck). Gold is the gold rule set's (src/rules/traders-barbarians/gold/).

import { A_END_TURN, A_SETTLEMENT } from '../../../engine/actions.js';
import { KNIGHT, ROAD_BUILDING, VICTORY_POINT, YEAR_OF_PLENTY, MONOPOLY } from '../../../engine/constants.js';
import { CUR, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL } from '../../../engine/layout.js';
import { OptionsError } from '../../../engine/options.js';
import { addRollStep } from '../../../engine/roll-steps.js';
import type { GameBuilder, Invariant, Supply } from '../../../engine/rule-set.js';
import { replaceInvariant } from '../../../engine/rule-set.js';
import { placingCity, setupCities } from '../../base/setup-cities.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleOptions } from '../../options.js';
import type { RuleSetModule } from '../../rule-set.js';
import { gainGold } from '../gold/coins.js';
import { interiorSlots, tradersBoard, tradersTables } from './board.js';
import { tradersBoard56 } from './board56.js';
import { barbarianAwayPhase, barbarianSevenPhase, checkEdgeBits, MOVE_BARBARIAN, REROLL_STEP } from './barbarians.js';
import { interiorRoadKind, interiorRoads, MAIN_DEV_PLAYS, PRE_ROLL_DEV_PLAYS, SWIFT_JOURNEY_KIND, UPGRADE_KIND, WAGON_BUILDS } from './cards.js';
import { installEventReadings } from './events.js';
import { TRADERS_KIT } from './kit.js';
import { TRADERS_DRAWING } from './drawing.js';
import { tradersReadable } from './readable.js';
import { fieldsOf, tradersFields, type TradersFields } from './context.js';
import { A_DRIVE_OFF, A_GRAIN_BOOST, A_INTERIOR_ROAD, A_MOVE_BARBARIAN, A_SWIFT_JOURNEY, A_UPGRADE, A_WAGON_STEP, PH_BARBARIAN_AWAY, PH_WAGON } from './ids.js';
import { BAGGAGE_CARDS, BARBARIANS, STACK_KINDS, STARTING_GOLD, TARGET } from './tables.js';
import { DRIVE_OFF_KIND, GRAIN_BOOST_KIND, wagonEndTurn, wagonPhaseLegal, wagonStepKind } from './wagon.js';

export const SCENARIO_ID = 'traders-and-barbarians';

/**
 * The development deck [675-726]: 15 knights, 3 Road Building, 3 Swift Journey (year of plenty's
 * slot, D205), 3 VP cards (D206); with 5-6 players the extension's 12 more: 6 knights, 3 Road
 * Building, 3 Swift Journey [1132, 1142-1143] (D213).
 */
function supply(previous: Supply | null, options: Readonly<Record<string, unknown>>): Supply {
  const more = (options.players as number) >= 5 ? 1 : 0;
  const devDeck = [0, 0, 0, 0, 0];
  devDeck[KNIGHT] = 15 + 6 * more;
  devDeck[ROAD_BUILDING] = 3 + 3 * more;
  devDeck[YEAR_OF_PLENTY] = 3 + 3 * more;
  devDeck[MONOPOLY] = 0;
  devDeck[VICTORY_POINT] = 3;
  // No Longest Road card [675-726]: a minimum no road reaches.
  return { ...previous!, devDeck, longestRoadMin: 1000 };
}

function install(g: GameBuilder): void {
  const { numEdges } = g.board;
  checkEdgeBits(numEdges);
  const F = tradersFields(g);
  const interiorCount = interiorSlots(g.options.players);
  const paths = numEdges + interiorCount;
  g.kinds[A_WAGON_STEP] = wagonStepKind(paths);
  g.kinds[A_GRAIN_BOOST] = GRAIN_BOOST_KIND;
  g.kinds[A_DRIVE_OFF] = DRIVE_OFF_KIND;
  g.kinds[A_MOVE_BARBARIAN] = MOVE_BARBARIAN;
  g.kinds[A_UPGRADE] = UPGRADE_KIND;
  g.kinds[A_INTERIOR_ROAD] = interiorRoadKind(interiorCount);
  g.kinds[A_SWIFT_JOURNEY] = SWIFT_JOURNEY_KIND;
  // The robber's decision (a 7, a knight) moves a barbarian instead (D203).
  g.phases[PH_MOVE_ROBBER] = barbarianSevenPhase(numEdges);
  g.phases[PH_BARBARIAN_AWAY] = barbarianAwayPhase(numEdges);
  g.phases[PH_WAGON] = { name: 'wagon', maxActions: 2 + paths + BARBARIANS + 1, legal: wagonPhaseLegal };
  g.phaseList(PH_MAIN).replace('dev_plays', MAIN_DEV_PLAYS).add(WAGON_BUILDS, { after: 'builds' });
  g.kinds[A_END_TURN] = wagonEndTurn(g.kinds[A_END_TURN]!);
  g.phaseList(PH_PRE_ROLL).replace('dev_plays', PRE_ROLL_DEV_PLAYS);
  // A flipped event card is not flipped again for a 2 or 12 (D220); with 5-6 players some hexes
  // carry 2 and 12: no re-roll [1141] (D213).
  if (g.options.players <= 4 && g.options.eventCards === 'none') addRollStep(g, REROLL_STEP, { before: 'seven' });
  installEventReadings(g);

  const settlement = setupCities(g.kinds[A_SETTLEMENT]!);
  g.kinds[A_SETTLEMENT] = {
    ...settlement,
    apply(st, node, outcome) {
      const city = placingCity(st.s, st.game.seats);
      const p = st.s[CUR]!;
      settlement.apply(st, node, outcome);
      // The wagon starts on the set-up city's intersection [675-726].
      if (city) st.s[F.wagonAt + p] = node;
    },
  };

  const { setUp, turnEnded, vpSources } = g.hooks;
  g.hooks.setUp = (st) => {
    setUp(st);
    const { game, s } = st;
    const T = tradersTables(game.board, null);
    if (T.interiorCount > interiorSlots(game.layout.players)) throw new Error(`traders-and-barbarians: the board's ${T.interiorCount} interior paths exceed the ${interiorSlots(game.layout.players)} a ${game.layout.players}-player game holds`);
    for (let p = 0; p < game.layout.players; p++) {
      s[F.wagonAt + p] = -1;
      s[F.carried + p] = -1;
      if (p < game.seats) gainGold(game, s, p, STARTING_GOLD);
    }
    for (let b = 0; b < BARBARIANS; b++) s[F.barbarian + b] = T.barbarianStart[b]!;
    for (let i = 0; i < STACK_KINDS.length * 2; i++) s[F.stack + i] = T.tokens;
    s[F.away] = -1;
  };
  g.hooks.turnEnded = (st, p) => {
    turnEnded(st, p);
    st.s[F.spent + p] = 0;
    st.s[F.bonus + p] = 0;
    st.s[F.grainUsed + p] = 0;
    st.s[F.attempts + p] = 0;
  };
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), deliveries: st.s[F.delivered + p]!, baggageTrain: BAGGAGE_CARDS[st.s[F.level + p]!]!.vp });

  // Interior roads are road pieces off the board's edges: the seats' piece count takes them in.
  const seats = g.invariants.find((x) => x.name === 'seats');
  if (seats) {
    replaceInvariant(g, {
      name: 'seats',
      check(st, fail) {
        const s = st.s.slice();
        for (let p = 0; p < st.game.layout.players; p++) s[st.game.layout.roadsLeft + p]! += interiorRoads(st.game, F, st.s, p);
        seats.check({ ...st, s }, fail);
      },
    });
  }
  g.invariants.push(tradersInvariant(F));
}

function tradersInvariant(F: TradersFields): Invariant {
  return {
    name: 'traders',
    check({ game, s }, fail) {
      const T = tradersTables(game.board, null);
      const seen = new Set<number>();
      for (let b = 0; b < BARBARIANS; b++) {
        const e = s[F.barbarian + b]!;
        if (!(e >= 0 && e < game.board.numEdges)) fail(`barbarian ${b} on edge ${e}, not a board path`);
        if (seen.has(e)) fail(`two barbarians on edge ${e}`);
        seen.add(e);
      }
      for (let i = 0; i < STACK_KINDS.length * 2; i++) if (s[F.stack + i]! < 0 || s[F.stack + i]! > T.tokens) fail(`stack slot ${i} holds ${s[F.stack + i]}`);
      for (let p = 0; p < game.seats; p++) {
        const at = s[F.wagonAt + p]!;
        if (at !== -1 && !(at >= 0 && at < T.graph.numNodes)) fail(`seat ${p}: wagon at ${at}, not a node of the path graph`);
        const lv = s[F.level + p]!;
        if (!(lv >= 0 && lv < BAGGAGE_CARDS.length)) fail(`seat ${p}: baggage-train card ${lv + 1}`);
        const c = s[F.carried + p]!;
        if (!(c >= -1 && c < 4)) fail(`seat ${p}: carries commodity ${c}`);
      }
      // Every token drawn is carried now or was delivered: the stacks and the wagons account for all (36, or 54 with 5-6).
      let left = 0;
      for (let i = 0; i < STACK_KINDS.length * 2; i++) left += s[F.stack + i]!;
      let out = 0;
      for (let p = 0; p < game.seats; p++) out += s[F.delivered + p]! + (s[F.carried + p]! >= 0 ? 1 : 0);
      if (left + out !== STACK_KINDS.length * 2 * T.tokens) fail(`commodity tokens: ${left} in the stacks and ${out} drawn, expected ${STACK_KINDS.length * 2 * T.tokens}`);
    },
  };
}

export function settleTraders(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (o.scenario !== SCENARIO_ID) return;
  if (given.targetVp === undefined) o.targetVp = TARGET;
  // 5-6 players share turns in pairs; player 2 has the wagon phase and buys with gold (D212, D214).
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

export function checkTraders(o: RuleOptions): void {
  if (o.scenario !== SCENARIO_ID) return;
  if (o.players < 3 || o.players > 6) throw new OptionsError(`option players: the Traders & Barbarians scenario is for 3-6 players, got ${o.players}`);
  if (o.players >= 5 && o.turnRule === 'special-building') throw new OptionsError('option turnRule: Traders & Barbarians for 5-6 players uses "paired" (its 2023 rules replace the special building phase)');
  if (o.variant !== 'none' || o.inactiveColour) throw new OptionsError('option scenario: traders-and-barbarians takes no variant and no inactive colour');
  if (o.expansion !== 'none') throw new OptionsError(`option expansion: traders-and-barbarians cannot be played with ${o.expansion}`);
}

export const TRADERS_RULES: RuleSetModule = {
  name: SCENARIO_ID,
  summary: 'Traders & Barbarians: wagons carry commodities between the castle, quarry and glassworks for gold and VP, past barbarians',
  ids: ID_BLOCKS[SCENARIO_ID],
  installOptions: ['scenario', 'players', 'eventCards'],
  options: [{ name: 'scenario', description: 'a scenario of Seafarers or Traders & Barbarians', values: [[SCENARIO_ID, 'Traders & Barbarians']] }],
  scenarios: [
    {
      id: SCENARIO_ID,
      family: 'Traders & Barbarians',
      number: 5,
      title: 'Traders & Barbarians',
      target: TARGET,
      players: [3, 4, 5, 6],
      otherWin: null,
      configs: [`configs/traders-barbarians/${SCENARIO_ID}-4.json`, `configs/traders-barbarians/${SCENARIO_ID}-6.json`],
      summary: 'wagons deliver commodities between castle, quarry and glassworks (1 VP and gold each), past barbarians; no robber',
    },
  ],
  appliesTo: (o) => o.scenario === SCENARIO_ID,
  supply,
  install,
  vpSourceNames: ['deliveries', 'baggageTrain'],
  settleOptions: settleTraders,
  checkOptions: checkTraders,
  scenarioBoard: (o, variable, seed) => (o.players >= 5 ? tradersBoard56(variable, seed) : tradersBoard(variable, seed)),
  kit: TRADERS_KIT,
  drawing: TRADERS_DRAWING,
  readable: tradersReadable,
};

export { fieldsOf };
