// What a rule set module provides beyond the engine's part (src/engine/rule-set.ts): when it is in
// play, the map frame its boards are dealt on, its options, its drawing and its part of the view
// command bots read. The registry (registry.ts) reads these; the engine never does.

import type { BoardSpec } from '../engine/board.js';
import type { GameState } from '../engine/game.js';
import type { RuleSet } from '../engine/rule-set.js';
import type { RuleSetDrawing } from '../maps/drawing.js';
import type { MapFrame } from '../maps/frame.js';
import type { RuleOptions } from './options.js';

export interface RuleSetModule extends RuleSet {
  /** Whether the rule set is in play for these resolved options. */
  appliesTo(options: RuleOptions): boolean;
  /** The frame its games deal boards on; the last rule set in play that has one decides. */
  readonly frame?: MapFrame;
  /**
   * Options it declares, or values it adds to an option another rule set declares (a turn rule, a
   * variant): the registry collects them for the defaults, the checks, the config fields and the
   * command line's flags (src/rules/option-table.ts).
   */
  readonly options?: readonly RuleOption[];
  /** Fills defaults that depend on other options (`given`: what the caller set); run for every registered rule set, in order. */
  settleOptions?(o: RuleOptions, given: Partial<RuleOptions>): void;
  /** Checks its options against the others; throws OptionsError naming the option. Run for every registered rule set, after settling. */
  checkOptions?(o: RuleOptions): void;
  /** What it draws of its own on maps and positions, in the terminal and in SVG. */
  readonly drawing?: RuleSetDrawing;
  /**
   * Its part of the view a command bot reads (docs/bot-protocol.md), named values computed from
   * `seat`'s redacted view alone; absent when it keeps nothing the standard view does not show.
   */
  readable?(view: GameState, seat: number): Record<string, unknown>;
  /** The scenarios it brings as values of the `scenario` option, for `catan-arena scenarios` and the results' checks. */
  readonly scenarios?: readonly ScenarioEntry[];
  /**
   * The board of one game of the scenario the options name, when this rule set deals it: the
   * printed layout (`variable` false) or the scenario's variable set-up, from `seed` alone.
   */
  scenarioBoard?(options: RuleOptions, variable: boolean, seed: string): BoardSpec;
}

/** A scenario as the tools list it: a value of the `scenario` option and what a user needs to run it. */
export interface ScenarioEntry {
  readonly id: string;
  /** The box it comes from ('Seafarers', 'Traders & Barbarians'). */
  readonly family: string;
  /** Its number in the family's campaign. */
  readonly number: number;
  /** Its title; the 5-6 title after a slash where the extension renames it. */
  readonly title: string;
  /** The default victory target. */
  readonly target: number;
  readonly players: readonly number[];
  /**
   * A way to win without the target, besides it: 'most-vp' (the most VP win when the game runs
   * dry), 'any-vp' (a feat wins with any VP); null for none. The results' checks read it.
   */
  readonly otherWin: 'most-vp' | 'any-vp' | null;
  /** Its configs, relative to the repository. */
  readonly configs: readonly string[];
  /** One line of what is special about it. */
  readonly summary: string;
  /**
   * Keys of its boards' `scenario` data that only the drawings read, added after records were
   * first written: a record whose board lacks one is checked against the dealt board without it.
   */
  readonly drawingData?: readonly string[];
}

/** A flag of the command line that sets a rule option. */
export interface RuleOptionFlag {
  /** As commander spells it: `--turn-rule <rule>`. */
  readonly flags: string;
  /** What the help says the default is. */
  readonly defaultHelp: string;
  /** The help text, when not "<description>: <value>: <meaning>; ..." from the option's values. */
  readonly help?: string;
}

/**
 * A rule option: its name in configs, records and the options object, what it means, its values
 * and default, and its flag. A config file takes it as a field of the same name. Several rule sets
 * may declare one option: the first declares it (description, default, flag), and each adds the
 * values that put it in play.
 */
export interface RuleOption {
  readonly name: keyof RuleOptions & string;
  readonly description: string;
  /** 'boolean', or the values this rule set brings, each with its meaning ('' for none). */
  readonly values: 'boolean' | ReadonlyArray<readonly [value: string, meaning: string]>;
  readonly default?: string | boolean;
  readonly flag?: RuleOptionFlag;
}
