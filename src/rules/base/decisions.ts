// The base game's mid-turn decisions on the decision queue (src/engine/decision-queue.ts): the
// discards of a 7, the robber's move (after a 7 or a knight) and Road Building's free roads. The
// base rule set registers them first, so their ids are the same in every game: kinds that are
// shared by every game (the knight card, the robber's move) name them without a closure.

import type { GameState } from '../../engine/game.js';
import { CUR, PH_DISCARD, PH_MOVE_ROBBER, PH_ROAD_BUILDING, TURN_PLAYER } from '../../engine/layout.js';
import type { GameBuilder } from '../../engine/rule-set.js';

/** The robber's move: the frame's data is the seat that moves it. Ended by the move (endDecision). */
export const OB_ROBBER = 0;
/** A 7's discards, seat by seat in turn order from the roller. Met when nobody owes a card. */
export const OB_DISCARD = 1;
/** Road Building's free pieces: the data is the seat placing them. Ended by the last one or the stop. */
export const OB_ROAD_BUILDING = 2;

/** The first seat, in turn order from the player on turn, still owing a discard (-1: none). */
function nextDiscarder({ game, s }: GameState): number {
  const toDiscard = game.layout.toDiscard;
  // Seats discard in that order, so one still discarding is still the first.
  const cur = s[CUR]!;
  if (s[toDiscard + cur]! > 0) return cur;
  const P = game.seats;
  const tp = s[TURN_PLAYER]!;
  for (let i = 0; i < P; i++) {
    const q = (tp + i) % P;
    if (s[toDiscard + q]! > 0) return q;
  }
  return -1;
}

export function installDecisions(g: GameBuilder): void {
  const ids = [
    g.obligation({ name: 'move_robber', phase: PH_MOVE_ROBBER }),
    g.obligation({ name: 'discard', phase: PH_DISCARD, next: nextDiscarder }),
    g.obligation({ name: 'road_building', phase: PH_ROAD_BUILDING }),
  ];
  if (ids[0] !== OB_ROBBER || ids[1] !== OB_DISCARD || ids[2] !== OB_ROAD_BUILDING) throw new Error('base: its decisions must be the first registered (the base rule set installs first)');
}
