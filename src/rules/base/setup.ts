// Set-up: the two rounds of placements (seat 0 to the last, then back), each a settlement on a free
// intersection and a road touching it; the second settlement collects its starting resources.

import { A_ROAD, A_SETTLEMENT, ARG_BITS } from '../../engine/actions.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { takeFromBank } from '../../engine/hands.js';
import {
  BANK,
  CUR,
  LAST_NODE,
  PHASE,
  PH_PRE_ROLL,
  PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT,
  SETUP_STEP,
  TURN,
  TURN_PLAYER,
  hasBit,
} from '../../engine/layout.js';
import { placeSettlement } from '../../engine/pieces.js';
import { edgeFree } from '../../engine/queries.js';
import type { GameBuilder, PhaseRule } from '../../engine/rule-set.js';

/** The rule without its sizes: the same functions for every game, whatever its board. */
const SETUP_SETTLEMENT_PHASE: Omit<PhaseRule, 'maxActions'> = {
  name: 'setup_settlement',
  legal({ game, s }: GameState, out: Int32Array): number {
    let n = 0;
    const blocked = game.layout.blocked;
    for (let node = 0; node < game.board.numNodes; node++) {
      if (!hasBit(s, blocked, node)) out[n++] = (A_SETTLEMENT << ARG_BITS) | node;
    }
    return n;
  },
};

export function setupSettlementPhase(game: Pick<GameBuilder, 'board'>): PhaseRule {
  return {
    ...SETUP_SETTLEMENT_PHASE,
    maxActions: game.board.numNodes,
  };
}

export const SETUP_ROAD_PHASE: PhaseRule = {
  name: 'setup_road',
  maxActions: 3,
  legal({ game, s }: GameState, out: Int32Array): number {
    let n = 0;
    const node = s[LAST_NODE]!;
    for (let k = 0; k < 3; k++) {
      const e = game.board.nodeEdges[node * 3 + k]!;
      if (e < 0) break;
      if (edgeFree(game, s, e)) out[n++] = (A_ROAD << ARG_BITS) | e;
    }
    return n;
  },
};

/** A set-up settlement: the second round's collects one card per adjacent producing hex. */
export function placeSetupSettlement(game: Game, s: Int32Array, p: number, node: number): void {
  placeSettlement(game, s, p, node);
  if (s[SETUP_STEP]! >= game.seats) collectStartingResources(game, s, p, node);
  s[LAST_NODE] = node;
  s[PHASE] = PH_SETUP_ROAD;
}

function collectStartingResources(game: Game, s: Int32Array, p: number, node: number): void {
  const b = game.board;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0) continue;
    const t = b.hexTerrain[h]!;
    // Deserts, sea and a gold field (whose choice its rule set handles) pay no card here.
    if (t >= NUM_RESOURCES) continue;
    if (s[BANK + t]! > 0) takeFromBank(game, s, p, t, 1);
  }
}

/** After a set-up road: the next placement (snake order), or the first turn. */
export function nextSetupStep(game: Game, s: Int32Array): void {
  const P = game.seats;
  const step = ++s[SETUP_STEP]!;
  if (step >= 2 * P) {
    s[TURN_PLAYER] = 0;
    s[CUR] = 0;
    s[TURN] = 1;
    s[PHASE] = PH_PRE_ROLL;
    return;
  }
  s[CUR] = step < P ? step : 2 * P - 1 - step;
  s[PHASE] = PH_SETUP_SETTLEMENT;
}
