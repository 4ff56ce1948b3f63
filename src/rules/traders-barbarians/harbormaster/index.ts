// Traders & Barbarians' Harbormaster (option harbormaster, D108-D112): buildings on harbors give
// harbor points (a settlement 1, a city 2); the first colour with 3 takes the Harbormaster card
// (2 VP) and one with more takes it over; every victory target is one higher. The card is worked
// out again after every action (points.ts), ahead of the win check.

import type { GameState } from '../../../engine/game.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import type { RuleSetDrawing } from '../../../maps/drawing.js';
import type { RuleOptions } from '../../options.js';
import type { RuleOption, RuleSetModule } from '../../rule-set.js';
import { HARBORMASTER_KIT } from './kit.js';
import {
  HARBORMASTER_MIN,
  HARBORMASTER_VP,
  harbormasterFields,
  harbormasterFieldsOn,
  harbormasterHolder,
  harbormasterInvariant,
  pointsToTake,
  refreshHarbormaster,
  setUpHarborNodes,
} from './points.js';

const SUMMARY = 'the Harbormaster of Traders & Barbarians: 2 VP for the most harbor points (3 or more), every target one higher';

const OPTIONS: readonly RuleOption[] = [
  {
    name: 'harbormaster',
    description: 'Traders & Barbarians: the Harbormaster card (2 VP) for the most harbor points, 3 or more; every target one higher (D108-D112)',
    values: 'boolean',
    default: false,
    flag: { flags: '--harbormaster', defaultHelp: 'off' },
  },
];

/**
 * Every victory target one higher (D111): the default target the rule sets in play settled before
 * this one (registered after them), plus one; a target the caller gave stays as given.
 */
export function settleHarbormaster(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (o.harbormaster && given.targetVp === undefined) o.targetVp += 1;
}

function install(g: GameBuilder): void {
  const H = harbormasterFieldsOn(g);
  const setUp = g.hooks.setUp;
  // Pieces placed before the set-up (Catan for Two's neutrals) may stand on harbors.
  g.hooks.setUp = (st) => {
    setUp(st);
    setUpHarborNodes(st.game, st.s, H);
    refreshHarbormaster(st.game, st.s, H);
  };
  // The card moves before the win check: the build that takes it may win the game (D109).
  const afterAction = g.hooks.afterAction;
  g.hooks.afterAction = (st) => {
    refreshHarbormaster(st.game, st.s, H);
    afterAction(st);
  };
  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), harbormaster: harbormasterHolder(H, st.s) === p ? HARBORMASTER_VP : 0 });
  g.invariants.push(harbormasterInvariant(H));
}

/** What a command bot reads (docs/bot-protocol.md): the holder and every colour's harbor points. */
function readable({ game, s }: GameState): Record<string, unknown> {
  const H = harbormasterFields(game)!;
  const holder = harbormasterHolder(H, s);
  return {
    holder: holder >= 0 ? holder : null,
    harborPoints: Array.from(s.subarray(H.points, H.points + game.layout.players)),
    pointsToTake: pointsToTake(H, s),
  };
}

const colourName = (st: GameState, p: number) => (p < st.game.seats ? `seat ${p}` : `colour ${p} (never acts)`);

const DRAWING: RuleSetDrawing = {
  seatNotes(st, p) {
    const H = harbormasterFields(st.game)!;
    const points = st.s[H.points + p]!;
    return points > 0 ? [`harbor points ${points}`] : [];
  },
  positionNotes(st) {
    const H = harbormasterFields(st.game)!;
    const holder = harbormasterHolder(H, st.s);
    if (holder < 0) return [`Harbormaster: not taken (${HARBORMASTER_MIN} harbor points take it)`];
    return [`Harbormaster: ${colourName(st, holder)}, ${st.s[H.points + holder]} harbor points (${HARBORMASTER_VP} VP)`];
  },
};

/** No check of its own: it plays with every edition, turn rule, variant, scenario and expansion (D112). */
export const HARBORMASTER_RULES: RuleSetModule = {
  name: 'harbormaster',
  summary: SUMMARY,
  appliesTo: (o) => o.harbormaster,
  options: OPTIONS,
  settleOptions: settleHarbormaster,
  vpSourceNames: ['harbormaster'],
  install,
  drawing: DRAWING,
  readable,
  kit: HARBORMASTER_KIT,
};
