// Setting up Seafarers positions by hand (rule tests, bot puzzles), keeping the invariants: a
// ship from its colour's supply, the pirate on a sea hex.

import type { GameState } from '../../engine/game.js';
import { seaBoard } from './board-tables.js';
import { seaFieldsOf, type SeaFields } from './fields.js';
import { scenarioOf } from './index.js';
import { placeShip } from './ships.js';

export function seaFields(st: GameState): SeaFields {
  const F = seaFieldsOf(st.game);
  if (!F) throw new Error('not a Seafarers game');
  return F;
}

/** Seat p's ship on edge e, placed outside the rules (the route and fog are updated). */
export function putShip(st: GameState, p: number, e: number): void {
  placeShip(st.game, st.s, seaFields(st), seaBoard(st.game.board, scenarioOf(st.game.options)), p, e);
}

/** The pirate on hex h (-1: beside the board). */
export function setPirate(st: GameState, h: number): void {
  st.s[seaFields(st).pirate] = h;
}
