// The 5-6 Player Extension as a rule set: its supply (D23), the 30-hex frame, and the inactive
// colour of 5-player games, a house option (D27). Its two turn rules are modules of their own
// (src/rules/turn-rules/), chosen by the turnRule option.

import type { GameState } from '../../engine/game.js';
import { placeSettlement } from '../../engine/pieces.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import type { RuleSetModule } from '../rule-set.js';
import { FIVE_SIX_FRAME, INACTIVE_SETTLEMENTS } from './maps.js';
import { FIVE_SIX_SUPPLY } from './supply.js';
import { FIVE_SIX_OPTIONS, checkFiveSixOptions } from './options.js';

/** The inactive colour (the last layout colour) keeps two settlements and no roads (D27). */
function placeInactiveColour({ game, s }: GameState): void {
  const b = game.board;
  const colour = game.layout.players - 1;
  for (const [q, r, c] of INACTIVE_SETTLEMENTS) {
    const node = b.nodeId(q, r, c);
    if (node < 0) throw new Error(`inactive colour: [${q}, ${r}, ${c}] is not an intersection of this board (a 5-6 board is needed)`);
    placeSettlement(game, s, colour, node);
  }
}

function install(g: GameBuilder): void {
  if (!g.options.inactiveColour) return;
  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    placeInactiveColour(st);
  };
}

export const FIVE_SIX_RULES: RuleSetModule = {
  name: 'five-six',
  summary: 'the 5-6 Player Extension: more cards, the 30-hex board, and a house option: an inactive colour with 5 players',
  edition: true,
  appliesTo: (o) => o.players >= 5,
  installOptions: ['inactiveColour'],
  frame: FIVE_SIX_FRAME,
  options: FIVE_SIX_OPTIONS,
  checkOptions: checkFiveSixOptions,
  extraColours: (o) => (o.inactiveColour ? 1 : 0),
  supply: () => FIVE_SIX_SUPPLY,
  install,
};
