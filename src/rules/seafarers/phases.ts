// The phases Seafarers changes: set-up on the scenario's start areas with a road or a ship, the
// main phase with ships to build and one to move, and Road Building with roads, ships or both.

import { A_END_TURN, A_ROAD, A_SETTLEMENT, ARG_BITS } from '../../engine/actions.js';
import { LUMBER, NUM_RESOURCES, WOOL } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR, LAST_NODE, PH_MAIN, PH_ROAD_BUILDING, hasBit } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import { canAfford } from '../../engine/queries.js';
import type { GameBuilder, PhaseRule } from '../../engine/rule-set.js';
import { PAYS_ROAD, PAYS_SETTLEMENT, affordable, cityAndCardActions, cityAndCardActionsFor } from '../base/build.js';
import { DEV_PLAYS_SOURCE, devPlays } from '../base/dev-cards.js';
import { COST_ROAD, COST_SETTLEMENT } from '../base/supply.js';
import { TRADES_SOURCE, tradeActions } from '../base/trade.js';
import { END_TURN_SOURCE } from '../base/turn.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { A_SHIP } from './ids.js';
import { COST_SHIP } from './ships.js';
import { appendEdges, edgeTaken, landNode, nextToPirate, roadEdge, seaRoadSites, seaSettlementSites, shipEdge, shipMoveActions, shipSiteMask, shipSites } from './sites.js';

/** Pieces per colour: 15 ships (the box holds 15 of each colour). */
export const SHIPS_PER_COLOUR = 15;

type Tables = (game: Game) => SeaBoard;

export function setupSettlementPhase(g: GameBuilder, F: SeaFields, tables: Tables): PhaseRule {
  return {
    name: 'setup_settlement',
    maxActions: g.board.numNodes,
    legal({ game, s }, out) {
      const T = tables(game);
      let n = 0;
      for (let node = 0; node < game.board.numNodes; node++) {
        if (T.setupNode[node] === 1 && !hasBit(s, game.layout.blocked, node) && landNode(game, s, F, T, node)) out[n++] = (A_SETTLEMENT << ARG_BITS) | node;
      }
      return n;
    },
  };
}

/** The set-up road, or a ship instead where the settlement is on the coast. */
export function setupRoutePhase(F: SeaFields, tables: Tables): PhaseRule {
  return {
    name: 'setup_road',
    maxActions: 6,
    legal({ game, s }, out) {
      const T = tables(game);
      const node = s[LAST_NODE]!;
      let n = 0;
      for (let k = 0; k < 3; k++) {
        const e = game.board.nodeEdges[node * 3 + k]!;
        if (e < 0) break;
        if (edgeTaken(game, s, F, e)) continue;
        if (roadEdge(game, s, F, T, e)) out[n++] = (A_ROAD << ARG_BITS) | e;
        if (shipEdge(game, s, F, T, e) && !nextToPirate(game, s, F, e)) out[n++] = (A_SHIP << ARG_BITS) | e;
      }
      return n;
    },
  };
}

/** p's paid builds on a Seafarers board: roads, ships, settlements, then cities and a card. */
export function seaBuildActions(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array, n: number): number {
  const L = game.layout;
  if (s[L.roadsLeft + p]! > 0 && canAfford(game, s, p, COST_ROAD)) n = seaRoadSites(game, s, F, T, p, out, n, A_ROAD);
  if (s[F.shipsLeft + p]! > 0 && canAfford(game, s, p, COST_SHIP)) n = shipSites(game, s, F, T, p, out, n, A_SHIP);
  if (s[L.settlementsLeft + p]! > 0 && canAfford(game, s, p, COST_SETTLEMENT)) n = seaSettlementSites(game, s, F, T, p, out, n, A_SETTLEMENT);
  return cityAndCardActions(game, s, p, out, n);
}

/**
 * The main phase's list less its trades, as its sources give it (end of turn, seaBuildActions, the
 * ship moves, the card plays) in one function: the ship sites, asked by the builds and by the
 * moves, are worked out once, and the hand is read once for every paid build.
 */
function seaMainUntraded(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, out: Int32Array): number {
  const L = game.layout;
  const p = s[CUR]!;
  out[0] = A_END_TURN << ARG_BITS;
  let n = 1;
  const pays = affordable(game, s, p);
  if ((pays & PAYS_ROAD) !== 0 && s[L.roadsLeft + p]! > 0) n = seaRoadSites(game, s, F, T, p, out, n, A_ROAD);
  let shipSitesNow: Int32Array | null = null;
  const h = L.hand + p * NUM_RESOURCES;
  // COST_SHIP, written out as affordable writes the others.
  if (s[h + WOOL]! >= 1 && s[h + LUMBER]! >= 1 && s[F.shipsLeft + p]! > 0) {
    shipSitesNow = shipSiteMask(game, s, F, T, p);
    n = appendEdges(game, shipSitesNow, out, n, A_SHIP);
  }
  if ((pays & PAYS_SETTLEMENT) !== 0 && s[L.settlementsLeft + p]! > 0) n = seaSettlementSites(game, s, F, T, p, out, n, A_SETTLEMENT);
  n = cityAndCardActionsFor(game, s, p, out, n, pays);
  // The settlement, city and card lists leave the ship sites in place.
  if (s[F.moved] === 0) n = shipMoveActions(game, s, F, T, p, out, n, shipSitesNow);
  return s[L.devCount + p] === 0 ? n : devPlays(game, s, p, out, n);
}

/** p's ship moves (one a turn). */
export function shipMoves(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, out: Int32Array, n: number): number {
  return s[F.moved] !== 0 ? n : shipMoveActions(game, s, F, T, p, out, n, null);
}

/**
 * The main phase with Seafarers: the paid builds with ships among them, and the ship moves after
 * them; end of turn, card plays and trades stay as the base game lists them.
 */
export function seaMainPhase(g: GameBuilder, F: SeaFields, tables: Tables): void {
  const b = g.board;
  const builds: ActionSource = {
    name: 'builds',
    maxActions: b.numEdges + 2 * b.numNodes + 1 + b.numEdges,
    list: ({ game, s }, out, n) => seaBuildActions(game, s, F, tables(game), s[CUR]!, out, n),
  };
  const moves: ActionSource = { name: 'ship_moves', maxActions: b.numEdges * SHIPS_PER_COLOUR, list: ({ game, s }, out, n) => shipMoves(game, s, F, tables(game), s[CUR]!, out, n) };
  const list = g
    .phaseList(PH_MAIN)
    // A ship per edge beside the base game's builds.
    .replace('builds', builds)
    // A move of each ship to each edge.
    .add(moves, { after: 'builds' });
  // The list as the base game and these sources make it, in one function (PhaseList.fuse): a rule
  // set that changes it later (a wonder to build, the Pirate Islands' route) gets the chain again.
  const standard = [END_TURN_SOURCE, builds, moves, DEV_PLAYS_SOURCE, TRADES_SOURCE];
  if (list.sources.length === standard.length && list.sources.every((x, i) => x === standard[i])) {
    const untraded = ({ game, s }: GameState, out: Int32Array) => seaMainUntraded(game, s, F, tables(game), out);
    list.fuse((st, out) => tradeActions(st, st.s[CUR]!, out, untraded(st, out)), untraded);
  }
}

/** Road Building with Seafarers: the free pieces are roads or ships in any mix (S7); or stop (D7). */
export function seaRoadBuildingPhase(g: GameBuilder, F: SeaFields, tables: Tables): void {
  const b = g.board;
  g.phaseList(PH_ROAD_BUILDING)
    .replace('roads', {
      name: 'roads',
      maxActions: b.numEdges,
      list: ({ game, s }, out, n) => {
        const p = s[CUR]!;
        return s[game.layout.roadsLeft + p]! > 0 ? seaRoadSites(game, s, F, tables(game), p, out, n, A_ROAD) : n;
      },
    })
    .add(
      {
        name: 'ships',
        maxActions: b.numEdges,
        list: ({ game, s }, out, n) => {
          const p = s[CUR]!;
          return s[F.shipsLeft + p]! > 0 ? shipSites(game, s, F, tables(game), p, out, n, A_SHIP) : n;
        },
      },
      { after: 'roads' },
    );
}
