// Paired players, the 5-6 player turn rule of the 2022 edition (D28): the player on turn and the
// third player to their left share each turn. When player 1 ends, player 2 becomes TURN_PLAYER in
// the main phase (field "subturn" = 1), so the robber, card play and the win check work unchanged;
// player 2 trades only with the supply.

import type { GameState } from '../../engine/game.js';
import { CUR, PHASE, PH_MAIN, TURN_PLAYER } from '../../engine/layout.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { capTurns, startTurn } from '../base/turn.js';
import type { RuleSetModule } from '../rule-set.js';
import { pairedReadable } from './readable.js';
import { PAIRED_OPTIONS, checkTurnRule } from './options.js';

function install(g: GameBuilder): void {
  const SUBTURN = g.field('subturn');
  g.hooks.passTurn = ({ game, s }: GameState, p: number) => {
    const P = game.seats;
    if (s[SUBTURN] === 0) {
      // Player 1 is done; the third player to their left acts as player 2 (D28). The win check
      // that follows is player 2's start-of-turn check.
      const second = (p + 3) % P;
      s[SUBTURN] = 1;
      s[TURN_PLAYER] = second;
      s[CUR] = second;
      s[PHASE] = PH_MAIN;
      return;
    }
    if (capTurns(game, s)) return;
    // Both markers pass one seat left: the next player 1 sits left of this pair's player 1,
    // who is three seats to the right of player 2 (p).
    s[SUBTURN] = 0;
    startTurn(s, (p - 2 + P) % P);
  };
  // The second player of a paired turn trades only with the supply (D28).
  const mayOffer = g.hooks.mayOffer;
  g.hooks.mayOffer = (st) => mayOffer(st) && st.s[SUBTURN] === 0;
}

export const PAIRED_RULES: RuleSetModule = {
  name: 'paired',
  summary: 'the 5-6 player turn rule of the 2022 edition: two players share each turn',
  appliesTo: (o) => o.turnRule === 'paired',
  install,
  options: PAIRED_OPTIONS,
  checkOptions: checkTurnRule('paired'),
  readable: pairedReadable,
};

/** Offset of the turn rules' "subturn" field in this game, or -1 under the standard turn rule. */
export function subturnField(game: { layout: { fields: Readonly<Record<string, number>> } }): number {
  return game.layout.fields.subturn ?? -1;
}
