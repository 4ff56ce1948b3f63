// Ships: building one (set-up, paid, or free by Road Building), moving one, and what a placed
// ship changes (the trade route, the fog it reaches).

import { idBits } from '../../engine/actions.js';
import { LUMBER, NUM_RESOURCES, WOOL } from '../../engine/constants.js';
import { edgeText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { pay } from '../../engine/hands.js';
import { CUR, PHASE, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, ROADS_FREE, clearBit, hasBit, setBit } from '../../engine/layout.js';
import { updateLongestRoadHolder } from '../../engine/longest-road.js';
import { addPieceEnds, removePieceEnds } from '../../engine/piece-ends.js';
import { placeRoad } from '../../engine/pieces.js';
import type { GameBuilder, KindRule } from '../../engine/rule-set.js';
import { endRoadBuilding } from '../base/build.js';
import { nextSetupStep } from '../base/setup.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { A_MOVE_SHIP, A_SHIP } from './ids.js';
import { tradeRouteAfterMove, tradeRouteWithPiece } from './route.js';
import { markDiscoveries, raiseInterrupts, type SeaInterrupts } from './interrupts.js';
import { keepAroundEdge } from './networks.js';

export const COST_SHIP: Int8Array = (() => {
  const c = new Int8Array(NUM_RESOURCES);
  c[WOOL] = 1;
  c[LUMBER] = 1;
  return c;
})();

/** Recomputes p's route length and the Longest Trade Route's holder. */
export function updateRoute(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  const len = game.hooks.routeLength(game, s, p);
  if (len !== s[L.roadLen + p]) {
    s[L.roadLen + p] = len;
    updateLongestRoadHolder(game, s);
  }
}

/**
 * Puts p's ship on e: the piece from p's supply, the route, the fog its ends reach. `from`: the
 * edge the ship was just taken from (-1: a new ship), whose going may have shortened the route.
 */
export function placeShip(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, e: number, from = -1): void {
  const L = game.layout;
  setBit(s, F.ships + p * L.edgeWords, e);
  setBit(s, F.anyShip, e);
  addPieceEnds(game, s, F.shipEnds + p * L.nodeWords, F.shipJoints + p * L.nodeWords, e);
  keepAroundEdge(game, s, F, T, p, e, true);
  s[F.shipsLeft + p]!--;
  // Set-up ships are never "built this turn": the first turn may move them.
  const phase = s[PHASE]!;
  if (phase !== PH_SETUP_ROAD && phase !== PH_SETUP_SETTLEMENT) setBit(s, F.newShips, e);
  const before = s[L.roadLen + p]!;
  const len = from < 0 ? tradeRouteWithPiece(game, s, F, p, e, before) : tradeRouteAfterMove(game, s, F, p, e, before);
  if (len !== s[L.roadLen + p]) {
    s[L.roadLen + p] = len;
    updateLongestRoadHolder(game, s);
  }
  markDiscoveries(game, s, F, T, p, e);
}

export function removeShip(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, e: number): void {
  const L = game.layout;
  clearBit(s, F.ships + p * L.edgeWords, e);
  removePieceEnds(game, s, F.ships + p * L.edgeWords, F.shipEnds + p * L.nodeWords, F.shipJoints + p * L.nodeWords, e);
  keepAroundEdge(game, s, F, T, p, e, true);
  clearBit(s, F.anyShip, e);
  clearBit(s, F.newShips, e);
  s[F.shipsLeft + p]!++;
}

/** Road Building goes on while free pieces remain and one of them can be placed (the hook says where). */
export function endSeaRoadBuildingIfDone(st: GameState, p: number): void {
  const { game, s } = st;
  if (s[ROADS_FREE]! <= 0 || !game.hooks.roadBuildingPlayable(game, s, p)) endRoadBuilding(st);
}

export function shipKind(g: GameBuilder, F: SeaFields, tables: (game: Game) => SeaBoard, X: SeaInterrupts): KindRule {
  return {
    name: 'ship',
    argBits: idBits(g.board.numEdges),
    apply(st: GameState, e: number) {
      const { game, s } = st;
      const p = s[CUR]!;
      const T = tables(game);
      const phase = s[PHASE]!;
      if (phase === PH_SETUP_ROAD) {
        placeShip(game, s, F, T, p, e);
        nextSetupStep(game, s);
      } else if (phase === PH_ROAD_BUILDING) {
        placeShip(game, s, F, T, p, e);
        s[ROADS_FREE]!--;
        endSeaRoadBuildingIfDone(st, p);
      } else {
        pay(game, s, p, COST_SHIP);
        placeShip(game, s, F, T, p, e);
      }
      raiseInterrupts(st, X);
    },
    describe: (game, e) => edgeText(game.board, e),
    record: {
      write(w, e) {
        const phase = w.st.s[PHASE]!;
        const entry = { p: w.st.s[CUR]!, a: phase === PH_SETUP_ROAD ? 'place_ship' : 'build_ship', edge: w.edge(e) } as { p: number; a: string; edge: number[]; free?: boolean };
        if (phase === PH_ROAD_BUILDING) entry.free = true;
        return entry;
      },
      read: {
        place_ship: (r, e) => [[r.edge(e.edge), -1]],
        build_ship: (r, e) => [[r.edge(e.edge), -1]],
      },
    },
  };
}

/** Road Building's free pieces: two, of roads and ships together (Seafarers). */
export function seaRoadBuildingCard(base: KindRule, F: SeaFields): KindRule {
  return {
    ...base,
    apply(st, arg, outcome) {
      base.apply(st, arg, outcome);
      const { game, s } = st;
      const p = s[CUR]!;
      s[ROADS_FREE] = Math.min(2, s[game.layout.roadsLeft + p]! + s[F.shipsLeft + p]!);
    },
  };
}

/** Roads: Road Building ends on Seafarers' terms (a ship may still be placed), and a road may reach fog. */
export function seaRoadKind(base: KindRule, F: SeaFields, tables: (game: Game) => SeaBoard, X: SeaInterrupts): KindRule {
  return {
    ...base,
    apply(st, e, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      const T = tables(game);
      if (s[PHASE] === PH_ROAD_BUILDING) {
        // The base rule's placement, without its end test (which knows no ships).
        placeRoad(game, s, p, e);
        s[ROADS_FREE]!--;
        endSeaRoadBuildingIfDone(st, p);
      } else {
        base.apply(st, e, outcome);
      }
      markDiscoveries(game, s, F, T, p, e);
      raiseInterrupts(st, X);
    },
  };
}

/** Moving a ship: argument from << bits | to, bits = the board's edge id width. */
export function moveShipKind(g: GameBuilder, F: SeaFields, tables: (game: Game) => SeaBoard, X: SeaInterrupts): KindRule {
  const bits = idBits(g.board.numEdges);
  const mask = (1 << bits) - 1;
  return {
    name: 'move_ship',
    argBits: 2 * bits,
    apply(st: GameState, arg: number) {
      const { game, s } = st;
      const p = s[CUR]!;
      const from = arg >>> bits;
      const to = arg & mask;
      if (!hasBit(s, F.ships + p * game.layout.edgeWords, from)) throw new Error(`move_ship: seat ${p} has no ship on edge ${from}`);
      const T = tables(game);
      removeShip(game, s, F, T, p, from);
      placeShip(game, s, F, T, p, to, from);
      s[F.moved] = 1;
      raiseInterrupts(st, X);
    },
    describe: (game, arg) => `${edgeText(game.board, arg >>> bits)} -> ${edgeText(game.board, arg & mask)}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'move_ship', from: w.edge(arg >>> bits), to: w.edge(arg & mask) }),
      read: { move_ship: (r, e) => [[(r.edge(e.from) << bits) | r.edge(e.to), -1]] },
    },
  };
}

/** The move's argument for a game (bots, tests). */
export function moveShipArg(game: Game, from: number, to: number): number {
  return (from << idBits(game.board.numEdges)) | to;
}

/**
 * Runs `effect` after every ship placed, built or moved (its seat and its new edge): a scenario's
 * gifts or villages reached by sea.
 */
export function onShipPlaced(g: GameBuilder, effect: (st: GameState, p: number, e: number) => void): void {
  const ship = g.kinds[A_SHIP]!;
  g.kinds[A_SHIP] = {
    ...ship,
    apply(st, e, o) {
      const p = st.s[CUR]!;
      ship.apply(st, e, o);
      effect(st, p, e);
    },
  };
  const move = g.kinds[A_MOVE_SHIP]!;
  const mask = (1 << idBits(g.board.numEdges)) - 1;
  g.kinds[A_MOVE_SHIP] = {
    ...move,
    apply(st, arg, o) {
      const p = st.s[CUR]!;
      move.apply(st, arg, o);
      effect(st, p, arg & mask);
    },
  };
}
