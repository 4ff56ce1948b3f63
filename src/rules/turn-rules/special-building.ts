// The special building phase of the 5-6 player extension (earlier editions; D29): after each turn
// every other player in turn order may build and buy, with no trade and no card play. The player
// whose turn ended stays TURN_PLAYER; CUR is the builder; the field "subturn" counts builders done.

import { A_END_TURN } from '../../engine/actions.js';
import type { GameState } from '../../engine/game.js';
import { CUR, PHASE, TURN_PLAYER } from '../../engine/layout.js';
import type { GameBuilder, KindRule } from '../../engine/rule-set.js';
import { buildsSource } from '../base/build.js';
import { releaseNewCards } from '../base/dev-cards.js';
import { END_TURN_SOURCE, capTurns, startTurn } from '../base/turn.js';
import { ID_BLOCKS } from '../ids.js';
import { SPECIAL_BUILDING_KIT } from './kit.js';
import type { RuleSetModule } from '../rule-set.js';
import { specialBuildingReadable } from './readable.js';
import { SPECIAL_BUILDING_OPTIONS, checkTurnRule, settleSpecialBuilding } from './options.js';

/** The phase in which a player other than the one whose turn ended builds. */
export const PH_SPECIAL_BUILD = ID_BLOCKS['special-building'].phases[0];

function install(g: GameBuilder): void {
  const SUBTURN = g.field('subturn');
  // Build and buy only: no trade of any kind, no card play (D29).
  g.phaseList(PH_SPECIAL_BUILD, 'special_build').add(END_TURN_SOURCE).add(buildsSource(g));

  g.hooks.passTurn = ({ game, s }: GameState, p: number) => {
    if (capTurns(game, s)) return;
    s[SUBTURN] = 1;
    s[CUR] = (p + 1) % game.seats;
    s[PHASE] = PH_SPECIAL_BUILD;
  };

  // A builder's pass ends their go; after the last builder the next turn begins.
  const endTurn = g.kinds[A_END_TURN]!;
  g.kinds[A_END_TURN] = {
    ...endTurn,
    apply(st, arg, outcome) {
      const { game, s } = st;
      if (s[PHASE] !== PH_SPECIAL_BUILD) return endTurn.apply(st, arg, outcome);
      // Cards bought in the special building phase are playable from the buyer's own next turn.
      releaseNewCards(game, s, s[CUR]!);
      const P = game.seats;
      const tp = s[TURN_PLAYER]!;
      const k = ++s[SUBTURN]!;
      if (k < P) {
        s[CUR] = (tp + k) % P;
        return;
      }
      s[SUBTURN] = 0;
      startTurn(s, (tp + 1) % P);
    },
  } satisfies KindRule;

  // Nobody wins in the special building phase: a builder who reaches the target wins at the
  // start of their own turn (D13, D29).
  const checkWin = g.hooks.afterAction;
  g.hooks.afterAction = (st) => {
    if (st.s[PHASE] !== PH_SPECIAL_BUILD) checkWin(st);
  };
}

export const SPECIAL_BUILDING_RULES: RuleSetModule = {
  name: 'special-building',
  summary: 'the 5-6 player turn rule of earlier editions: a special building phase after each turn',
  ids: ID_BLOCKS['special-building'],
  appliesTo: (o) => o.turnRule === 'special-building',
  install,
  options: SPECIAL_BUILDING_OPTIONS,
  settleOptions: settleSpecialBuilding,
  checkOptions: checkTurnRule('special-building'),
  readable: specialBuildingReadable,
  kit: SPECIAL_BUILDING_KIT,
};
