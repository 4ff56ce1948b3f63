// Catan for Two, the two-player variant of Traders & Barbarians (P2 §5.4; D31-D37), as a rule set:
// two neutral colours the builders extend for free, trade tokens earned by settling and spent on
// token actions, and two rolls a turn whose totals differ. Colours 2 and 3 are the neutrals.

import { A_ROAD, A_ROLL, A_SETTLEMENT } from '../../engine/actions.js';
import { CUR, LA_HOLDER, PHASE, PH_MAIN, PH_PRE_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PLAYED, hasBit } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import { placeSettlement } from '../../engine/pieces.js';
import { replaceInvariant, type GameBuilder, type KindRule } from '../../engine/rule-set.js';
import { knightsPlayed } from '../base/invariants.js';
import { ID_BLOCKS } from '../ids.js';
import { CATAN_FOR_TWO_KIT } from './kit/index.js';
import type { RuleSetModule } from '../rule-set.js';
import { NEUTRAL_SETTLEMENTS, START_TOKENS, TRADE_TOKENS } from './data.js';
import { PH_FORCED_GIVE, PH_NEUTRAL_BUILD, PH_SECOND_ROLL, allocateFields, type CatanForTwoFields } from './fields.js';
import { NEUTRAL_ROAD_BUILD, NEUTRAL_SETTLEMENT_BUILD, neutralBuildDecision, neutralBuildPhase, neutralKinds, startNeutralBuild } from './neutral.js';
import { secondRollPhase, twoRolls } from './rolls.js';
import { earnTokens, forcedGiveDecision, forcedGivePhase, hasMostKnights, tokenActions, tokenKinds } from './tokens.js';
import { catanForTwoReadable } from './readable.js';
import { CATAN_FOR_TWO_OPTIONS, CATAN_FOR_TWO_SUMMARY, checkCatanForTwo } from './options.js';

function install(g: GameBuilder): void {
  const F = allocateFields(g);
  const { kinds: K, phases: P, hooks: H } = g;
  const neutralDecision = neutralBuildDecision(g);
  const giveDecision = forcedGiveDecision(g, F);

  H.setUp = setUpNeutrals(F, H.setUp);
  const turnEnded = H.turnEnded;
  H.turnEnded = (st, p) => {
    turnEnded(st, p);
    st.s[F.firstTotal] = 0;
    st.s[F.retiredThisTurn] = 0;
  };

  P[PH_SECOND_ROLL] = secondRollPhase();
  P[PH_NEUTRAL_BUILD] = neutralBuildPhase(g, F);
  P[PH_FORCED_GIVE] = forcedGivePhase();
  // Token actions "on your turn" (D34): before the first roll and after both, not between them.
  const tokens: ActionSource = { name: 'trade_tokens', maxActions: 3, list: (st, out, n) => tokenActions(st, F, out, n) };
  g.phaseList(PH_PRE_ROLL).add(tokens);
  g.phaseList(PH_MAIN).add(tokens);

  K[A_ROLL] = twoRolls(K[A_ROLL]!, F);
  K[A_SETTLEMENT] = afterOwnBuild(K[A_SETTLEMENT]!, F, neutralDecision, true);
  K[A_ROAD] = afterOwnBuild(K[A_ROAD]!, F, neutralDecision, false);
  for (const [id, kind] of [...neutralKinds(g, F, neutralDecision), ...tokenKinds(F, giveDecision)]) K[id] = kind;

  // Knight cards discarded for trade tokens stay in the played pile's count.
  replaceInvariant(g, {
    name: 'knights',
    check(st, fail) {
      const n = knightsPlayed(st);
      const retired = st.s[F.retired]!;
      if (n + retired !== st.s[PLAYED]) fail(`knights played per seat (${n}) and retired (${retired}) do not sum to the played pile's ${st.s[PLAYED]}`);
    },
  });
  // Set aside, the card goes to whoever has the most knights (at least the minimum) at once (D36).
  g.invariants.push({
    name: 'largest-army-set-aside',
    check({ game, s }, fail) {
      for (let q = 0; q < 2; q++) if (s[LA_HOLDER] === -1 && hasMostKnights(game, s, q)) fail(`Largest Army is set aside while seat ${q} has the most knights (${s[game.layout.knights + q]})`);
    },
  });
  g.invariants.push({
    name: 'trade-tokens',
    check({ s }, fail) {
      const tokens = [s[F.tokens]!, s[F.tokens + 1]!, s[F.tokenSupply]!];
      if (tokens.some((x) => x < 0)) fail(`negative trade tokens: ${tokens}`);
      if (tokens[0]! + tokens[1]! + tokens[2]! !== TRADE_TOKENS) fail(`trade tokens ${tokens} do not sum to ${TRADE_TOKENS}`);
    },
  });
}

/** Each neutral colour's settlement, and the players' starting trade tokens (D32, D33). */
function setUpNeutrals(F: CatanForTwoFields, before: GameBuilder['hooks']['setUp']): GameBuilder['hooks']['setUp'] {
  return (st) => {
    before(st);
    const { game, s } = st;
    const b = game.board;
    NEUTRAL_SETTLEMENTS.forEach(([q, r, c], i) => {
      const node = b.nodeId(q, r, c);
      if (node < 0 || hasBit(s, game.layout.blocked, node)) {
        throw new Error(`catan-for-two: the neutral settlement [${q}, ${r}, ${c}] is not a free intersection of this board (a base-frame board is needed)`);
      }
      placeSettlement(game, s, game.seats + i, node);
    });
    s[F.tokens] = START_TOKENS;
    s[F.tokens + 1] = START_TOKENS;
    s[F.tokenSupply] = TRADE_TOKENS - 2 * START_TOKENS;
  };
}

/**
 * A player's own road or settlement: a settlement earns its tokens (in set-up too), and outside
 * set-up the free neutral piece of the same kind follows (D32, D33).
 */
function afterOwnBuild(kind: KindRule, F: CatanForTwoFields, neutralDecision: number, settlement: boolean): KindRule {
  return {
    ...kind,
    apply(st, arg, outcome) {
      const { game, s } = st;
      const phase = s[PHASE]!;
      const builder = s[CUR]!;
      kind.apply(st, arg, outcome);
      if (settlement) earnTokens(game, s, F, builder, arg);
      if (phase !== PH_SETUP_SETTLEMENT && phase !== PH_SETUP_ROAD) startNeutralBuild(st, F, neutralDecision, settlement ? NEUTRAL_SETTLEMENT_BUILD : NEUTRAL_ROAD_BUILD);
    },
  };
}

export const CATAN_FOR_TWO_RULES: RuleSetModule = {
  name: 'catan-for-two',
  summary: CATAN_FOR_TWO_SUMMARY,
  ids: ID_BLOCKS['catan-for-two'],
  appliesTo: (o) => o.variant === 'catan-for-two',
  extraColours: () => 2,
  install,
  options: CATAN_FOR_TWO_OPTIONS,
  checkOptions: checkCatanForTwo,
  readable: catanForTwoReadable,
  kit: CATAN_FOR_TWO_KIT,
};
