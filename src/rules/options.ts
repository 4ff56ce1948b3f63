// The options of a game: the core ones (src/engine/options.ts) and those the rule sets declare in
// their folders (each one's options.ts), as the types the rest of the code compiles against.
// Values, defaults and checks come from the rule sets through the registry, re-exported here.
// Everything a record must carry to be replayed is here.

import { OptionsError, type CoreOptions } from '../engine/options.js';
import type { CATAN_FOR_TWO } from './catan-for-two/options.js';
import type { CITIES_KNIGHTS } from './cities-knights/options.js';
import type { ScenarioId } from './seafarers/scenarios.js';
import type { TradersScenarioId } from './traders-barbarians/scenario-ids.js';
import type { TurnRuleValue } from './turn-rules/options.js';
import type { EventCardsChoice } from './traders-barbarians/event-cards/options.js';

export { OptionsError };
export { DEFAULT_OPTIONS, EXPANSIONS, resolveOptions, SCENARIO_CHOICES, TURN_RULES, VARIANTS } from './registry.js';

/**
 * How turns pass. 'standard': one player per turn (2-4 players). 'special-building': after each
 * turn every other player, in order, may build and buy (5-6 players, earlier editions).
 * 'paired': the player on turn and the third player to their left share each turn (5-6
 * players, 2022 edition).
 */
export type TurnRule = 'standard' | TurnRuleValue;

/** 'none', or a rule variant: 'catan-for-two', the two-player variant of Traders & Barbarians. */
export type Variant = 'none' | typeof CATAN_FOR_TWO;

/** 'none', or an expansion: 'cities-knights'. */
export type Expansion = 'none' | typeof CITIES_KNIGHTS;

/**
 * 'none', or a scenario with its map and rules: a Seafarers scenario (src/rules/seafarers/scenarios.ts)
 * or a Traders & Barbarians one (src/rules/traders-barbarians/scenario-ids.ts).
 */
export type ScenarioChoice = 'none' | ScenarioId | TradersScenarioId;

export interface RuleOptions extends CoreOptions {
  /** Turn rule; defaults to 'standard' for 2-4 players and 'special-building' for 5-6. */
  turnRule: TurnRule;
  /** Rule variant; 'catan-for-two' (two neutral colours, trade tokens, two rolls) needs 2 players. */
  variant: Variant;
  /**
   * 5 players only, a house option (D27): a sixth colour that never acts but keeps two settlements
   * on the board at fixed places. The extension has this only for a first 5-player game on its
   * printed starting set-up, whose pieces we do not have.
   */
  inactiveColour: boolean;
  /** A scenario (Seafarers, Traders & Barbarians); its victory target is the default targetVp, and 5-6 players take the paired turn rule. */
  scenario: ScenarioChoice;
  /** An expansion: 'cities-knights' (its target, 13, is the default targetVp; 5-6 players take the paired turn rule). */
  expansion: Expansion;
  /** Cities & Knights variants (D96-D98), off by default. */
  knightErrant: boolean;
  easyStart: boolean;
  knightCommitment: boolean;
  /** Traders & Barbarians' Friendly Robber (D104), off by default. */
  friendlyRobber: boolean;
  /** Traders & Barbarians' Harbormaster (D108-D112): a 2-VP card for harbor points, the default target one higher. */
  harbormaster: boolean;

  /** Traders & Barbarians' Catan Event deck instead of the production dice (D113-D129): 'none', 'new-year' or 'reshuffle'. */
  eventCards: EventCardsChoice;
}
