// Seafarers as a rule set: ships, the pirate, gold fields, the Longest Trade Route, fog, special
// victory points for new islands, and the scenario's start areas, all installed over the base game
// (and the 5-6 extension). The scenario comes from the options; a scenario with rules of its own
// adds them as a rule set of its own in scenarios/.

import { A_ROAD, A_ROAD_BUILDING, A_ROBBER, A_SETTLEMENT } from '../../engine/actions.js';
import { terrainIndex } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import { PH_MOVE_ROBBER, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, ROBBER, hasBit } from '../../engine/layout.js';
import type { GameBuilder, Supply } from '../../engine/rule-set.js';
import { addRollStep } from '../../engine/roll-steps.js';
import { ID_BLOCKS } from '../ids.js';
import type { RuleSetModule } from '../rule-set.js';
import { seaBoard, type SeaBoard } from './board-tables.js';
import { scenarioBoard } from './boards.js';
import { SEAFARERS_DRAWING } from './drawing.js';
import { allocSeaFields, type SeaFields } from './fields.js';
import { A_DISCOVER, A_GOLD, A_MOVE_SHIP, A_PIRATE, A_SHIP, PH_DISCOVER, PH_GOLD } from './ids.js';
import { GOLD_PHASE, discoverKind, discoverPhase, goldKind, raiseInterrupts, seaInterrupts, type SeaInterrupts } from './interrupts.js';
import { SEA_INVARIANTS } from './invariants.js';
import { SHIPS_PER_COLOUR, seaMainPhase, seaRoadBuildingPhase, setupRoutePhase, setupSettlementPhase } from './phases.js';
import { pirateKind, robberPiratePhase } from './pirate.js';
import { seaProduce } from './production.js';
import { seafarersReadable } from './readable.js';
import { tradeRouteLength, tradeRouteWithPiece } from './route.js';
import { SCENARIOS, SCENARIO_IDS, isScenarioId, type Scenario, type ScenarioId } from './scenarios.js';
import { keepAroundEdge, keepAroundSettlement } from './networks.js';
import { seaSettlementKind } from './settling.js';
import { anySeaRoadSite, anyShipSite } from './sites.js';
import { moveShipKind, seaRoadBuildingCard, seaRoadKind, shipKind } from './ships.js';
import { SEAFARERS_OPTIONS, checkSeafarers, settleSeafarers } from './options.js';
import { SEAFARERS_KIT } from './kit/index.js';

/** The scenario a game's options name (the rule set is in play only when one is named). */
export function scenarioOf(options: Readonly<Record<string, unknown>>): Scenario {
  const id = options.scenario;
  if (!isScenarioId(id)) throw new Error(`seafarers: unknown scenario ${JSON.stringify(id)}`);
  return SCENARIOS[id];
}

/** What a scenario's rule set needs of the core's install: its fields and the board tables. */
export interface SeaContext {
  readonly F: SeaFields;
  /** Gold, fog and the scenario's interrupts on the decision queue (a scenario adds its own). */
  readonly interrupts: SeaInterrupts;
  readonly scenario: Scenario;
  tables(game: Game): SeaBoard;
}
const CONTEXTS = new WeakMap<object, SeaContext>();

/** The core's context in a game being built (a scenario's rule set installs after the core). */
export function seaContext(g: GameBuilder): SeaContext {
  const c = CONTEXTS.get(g.hooks);
  if (!c) throw new Error('a Seafarers scenario rule set needs the seafarers rule set installed first');
  return c;
}

function install(g: GameBuilder): void {
  const scenario = scenarioOf(g.options);
  const F = allocSeaFields(g);
  const tables = (game: Game): SeaBoard => seaBoard(game.board, scenario);
  const X = seaInterrupts(g, F);
  CONTEXTS.set(g.hooks, { F, interrupts: X, scenario, tables });
  const { kinds: K, phases: P, hooks: H } = g;

  P[PH_SETUP_SETTLEMENT] = setupSettlementPhase(g, F, tables);
  P[PH_SETUP_ROAD] = setupRoutePhase(F, tables);
  seaMainPhase(g, F, tables);
  seaRoadBuildingPhase(g, F, tables);
  P[PH_MOVE_ROBBER] = robberPiratePhase(g, F, tables);
  P[PH_GOLD] = GOLD_PHASE;
  P[PH_DISCOVER] = discoverPhase(F);

  K[A_SHIP] = shipKind(g, F, tables, X);
  K[A_MOVE_SHIP] = moveShipKind(g, F, tables, X);
  K[A_PIRATE] = pirateKind(g, K[A_ROBBER]!, F);
  K[A_GOLD] = goldKind(X);
  K[A_DISCOVER] = discoverKind(g, X);
  K[A_ROAD] = seaRoadKind(K[A_ROAD]!, F, tables, X);
  K[A_SETTLEMENT] = seaSettlementKind(K[A_SETTLEMENT]!, F, tables, X);
  K[A_ROAD_BUILDING] = seaRoadBuildingCard(K[A_ROAD_BUILDING]!, F);
  // Gold from production (and from anything before it in the roll) is picked once the roll is over.
  addRollStep(g, {
    name: 'sea_interrupts',
    run(st) {
      raiseInterrupts(st, X);
      return true;
    },
  });

  const setUp = H.setUp;
  H.setUp = (st) => {
    setUp(st);
    setUpSea(st.game, st.s, F, tables(st.game));
  };
  H.produce = seaProduce(F);
  H.routeLength = (game, s, p) => tradeRouteLength(game, s, F, p);
  H.routeLengthWithRoad = (game, s, p, e) => tradeRouteWithPiece(game, s, F, p, e, s[game.layout.roadLen + p]!);
  H.roadBuildingPlayable = (game, s, p) => {
    const T = tables(game);
    return (s[game.layout.roadsLeft + p]! > 0 && anySeaRoadSite(game, s, F, T, p)) || (s[F.shipsLeft + p]! > 0 && anyShipSite(game, s, F, T, p));
  };
  // What networks.ts keeps beside the pieces, after the engine's placements too (set-up, positions).
  const settlementPlaced = H.settlementPlaced;
  H.settlementPlaced = (game, s, p, node) => {
    settlementPlaced(game, s, p, node);
    keepAroundSettlement(game, s, F, tables(game), node);
  };
  const roadPlaced = H.roadPlaced;
  H.roadPlaced = (game, s, p, edge) => {
    roadPlaced(game, s, p, edge);
    keepAroundEdge(game, s, F, tables(game), p, edge, false);
  };
  const roadRemoved = H.roadRemoved;
  H.roadRemoved = (game, s, p, edge) => {
    roadRemoved(game, s, p, edge);
    keepAroundEdge(game, s, F, tables(game), p, edge, false);
  };
  const turnEnded = H.turnEnded;
  H.turnEnded = (st, p) => {
    turnEnded(st, p);
    const s = st.s;
    s[F.moved] = 0;
    // Plain stores (docs/performance.md, "plain stores over fill()"): a turn ends at every other step.
    const end = F.newShips + st.game.layout.edgeWords;
    for (let i = F.newShips; i < end; i++) s[i] = 0;
  };
  const pieces = H.pieces;
  H.pieces = (game, s) => {
    const out = pieces(game, s);
    const L = game.layout;
    for (let p = 0; p < L.players; p++) {
      for (let edge = 0; edge < game.board.numEdges; edge++) if (hasBit(s, F.ships + p * L.edgeWords, edge)) out.push({ owner: p, piece: 'ship', edge });
    }
    return out;
  };
  const vpSources = H.vpSources;
  H.vpSources = (st, p) => ({ ...vpSources(st, p), chits: st.s[F.chits + p]! });

  g.invariants.push(...SEA_INVARIANTS(F, tables));
}

function setUpSea(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard): void {
  for (let p = 0; p < game.layout.players; p++) s[F.shipsLeft + p] = SHIPS_PER_COLOUR;
  s[F.pirate] = T.scenario.pirate ? T.pirateStart : -1;
  if (!T.scenario.robber) s[ROBBER] = -1;
  s[F.discoverer] = -1;
  const fog = T.data.fog;
  if (fog) {
    for (const t of fog.terrain) s[F.fogTerrains + terrainIndex(t)]!++;
    for (const v of fog.tokens) s[F.fogTokens + v]!++;
  }
  if (fog && fog.terrain.length !== game.board.hiddenHexes.length) {
    throw new Error(`scenario ${T.scenario.id}: ${game.board.hiddenHexes.length} fog hexes but ${fog.terrain.length} in the face-down stack`);
  }
}

export const SEAFARERS_RULES: RuleSetModule = {
  name: 'seafarers',
  summary: 'Seafarers: ships, the pirate, gold fields, the Longest Trade Route and the nine scenarios (option scenario)',
  edition: true,
  ids: ID_BLOCKS.seafarers,
  installOptions: ['scenario'],
  board: { seaPlaces: true },
  appliesTo: (o) => isScenarioId(o.scenario),
  vpSourceNames: ['chits'],
  // The Longest Trade Route gives no VP where the scenario says so (Cloth for Catan).
  supply: (previous: Supply | null, options) => {
    const sup = previous!;
    return scenarioOf(options).longestRoute ? sup : { ...sup, longestRoadMin: Number.MAX_SAFE_INTEGER };
  },
  install,
  options: SEAFARERS_OPTIONS,
  settleOptions: settleSeafarers,
  checkOptions: checkSeafarers,
  drawing: SEAFARERS_DRAWING,
  readable: seafarersReadable,
  kit: SEAFARERS_KIT,
  scenarios: SCENARIO_IDS.map((id) => {
    const c = SCENARIOS[id];
    return {
      id,
      family: 'Seafarers',
      number: c.number,
      title: c.title === c.title56 ? c.title : `${c.title} / ${c.title56} (5-6)`,
      target: c.target,
      players: c.players,
      otherWin: c.otherWin === 'wonder' ? 'any-vp' : c.otherWin,
      configs: [`configs/seafarers/${id}-4.json`, `configs/seafarers/${id}-6.json`],
      summary: c.summary,
    };
  }),
  scenarioBoard: (o, variable, seed) => scenarioBoard(o.scenario as ScenarioId, o.players, variable, seed),
};
