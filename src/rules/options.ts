// The options of a game: the core ones (src/engine/options.ts) and those the rule sets read, with
// their defaults and checks. Everything a record must carry to be replayed is here.

import { CORE_DEFAULTS, OptionsError, checkCoreOptions, type CoreOptions } from '../engine/options.js';
import { SCENARIOS, SCENARIO_IDS, type ScenarioId } from './seafarers/scenarios.js';

export { OptionsError };

/**
 * How turns pass. 'standard': one player per turn (2-4 players). 'special-building': after each
 * turn every other player, in order, may build and buy (5-6 players, earlier editions).
 * 'paired': the player on turn and the third player to their left share each turn (5-6
 * players, 2022 edition).
 */
export const TURN_RULES = ['standard', 'special-building', 'paired'] as const;
export type TurnRule = (typeof TURN_RULES)[number];

/** 'none', or a rule variant: 'catan-for-two', the two-player variant of Traders & Barbarians. */
export const VARIANTS = ['none', 'catan-for-two'] as const;
export type Variant = (typeof VARIANTS)[number];

/** 'none', or a Seafarers scenario (src/rules/seafarers/scenarios.ts): Seafarers is in play with its map and rules. */
export const SCENARIO_CHOICES = ['none', ...SCENARIO_IDS] as const;
export type ScenarioChoice = 'none' | ScenarioId;

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
  /** A Seafarers scenario; its victory target is the default targetVp, and 5-6 players take the paired turn rule. */
  scenario: ScenarioChoice;
}

export const DEFAULT_OPTIONS: RuleOptions = {
  ...CORE_DEFAULTS,
  turnRule: 'standard',
  variant: 'none',
  inactiveColour: false,
  scenario: 'none',
};

/** Fills defaults and checks every option; throws OptionsError naming the first bad one. */
export function resolveOptions(partial: Partial<RuleOptions> = {}): RuleOptions {
  const given = stripUndefined(partial);
  const o: RuleOptions = { ...DEFAULT_OPTIONS, ...given };
  checkCoreOptions(o as unknown as Record<string, unknown>);
  if (!SCENARIO_CHOICES.includes(o.scenario)) {
    throw new OptionsError(`option scenario: expected one of ${SCENARIO_CHOICES.join(', ')}, got ${JSON.stringify(o.scenario)}`);
  }
  const seafarers = o.scenario !== 'none';
  if (seafarers && given.targetVp === undefined) o.targetVp = SCENARIOS[o.scenario as ScenarioId].target;
  // Seafarers 5-6 (2023) plays the paired-player rule, which replaces the special building phase.
  if (given.turnRule === undefined) o.turnRule = o.players >= 5 ? (seafarers ? 'paired' : 'special-building') : 'standard';
  if (seafarers && o.turnRule === 'special-building') {
    throw new OptionsError('option turnRule: Seafarers for 5-6 players uses "paired" (its 2023 rules replace the special building phase)');
  }
  if (seafarers && (o.players < 3 || o.variant !== 'none' || o.inactiveColour)) {
    throw new OptionsError(`option scenario: the Seafarers scenarios are for 3-6 players without a variant or an inactive colour`);
  }
  if (!TURN_RULES.includes(o.turnRule)) {
    throw new OptionsError(`option turnRule: expected one of ${TURN_RULES.join(', ')}, got ${JSON.stringify(o.turnRule)}`);
  }
  if (o.players >= 5 && o.turnRule === 'standard') {
    throw new OptionsError(`option turnRule: ${o.players} players need "special-building" or "paired", got "standard"`);
  }
  if (o.players <= 4 && o.turnRule !== 'standard') {
    throw new OptionsError(`option turnRule: "${o.turnRule}" is a 5-6 player rule, but players is ${o.players}`);
  }
  if (!VARIANTS.includes(o.variant)) {
    throw new OptionsError(`option variant: expected one of ${VARIANTS.join(', ')}, got ${JSON.stringify(o.variant)}`);
  }
  if (o.variant === 'catan-for-two' && o.players !== 2) {
    throw new OptionsError(`option variant: "catan-for-two" is for exactly 2 players, but players is ${o.players}`);
  }
  if (typeof o.inactiveColour !== 'boolean') throw new OptionsError(`option inactiveColour: expected true or false, got ${JSON.stringify(o.inactiveColour)}`);
  if (o.inactiveColour && o.players !== 5) {
    throw new OptionsError(`option inactiveColour: only for 5 players, but players is ${o.players}`);
  }
  return o;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
