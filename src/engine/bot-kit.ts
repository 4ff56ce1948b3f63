// A rule set's bot kit: what the built-in bots need to know to play under it. A game collects the
// kits of its rule sets in install order (`Game.kits`); the bots assemble their knowledge from
// that list alone, so a rule set teaches them its pieces, costs, phases and chance without any
// bot importing it. A rule set without a kit still gets played: a bot falls back to a one-ply
// search over its evaluation in a phase nobody has a policy for.

import type { Game, GameState } from './game.js';

/** Something a seat builds or buys: the kind that does it, its cost by resource, and the VP it is worth. */
export interface KitBuild {
  readonly name: string;
  readonly kind: number;
  readonly cost: Int8Array;
  readonly vp: number;
}

/** A choice in a phase: one of legal[0..count), or -1 to leave it to the bot's own search. */
export type PhasePolicy = (st: GameState, seat: number, legal: Int32Array, count: number) => number;

/**
 * A weight a kit's evaluation reads: its default and what it weighs (for docs and help). A bot
 * option may set it by name (the value bot's `weights`), so the default is only where it starts.
 */
export interface KitWeight {
  readonly default: number;
  readonly description: string;
}

/**
 * The kits' weights as a bot resolved them for one game: every weight the game's kits declare, by
 * name, at its default or the value the bot's options give it. The same object for every
 * evaluation with the same options in games of one shape, so reading it is a property load.
 */
export type KitWeightValues = Readonly<Record<string, number>>;

/** The values of the weights a kit declares, typed by their names (for a kit's own code to read `K`). */
export type WeightValues<D extends Readonly<Record<string, KitWeight>>> = { readonly [N in keyof D]: number };

/**
 * One term of a position's value for a seat, and the name of the weight it counts at: a weight
 * one of the game's kits declares (`BotKit.weights`), so a bot option tunes it.
 */
export interface EvalTerm {
  readonly name: string;
  readonly weight: string;
  value(st: GameState, seat: number): number;
}

export interface BotKit {
  /** The rule set's name, for messages. */
  readonly name: string;
  /** What a seat can build under the rule set and what each costs and is worth. */
  readonly builds?: readonly KitBuild[];
  /** The most VP one action without chance can bring under the rule set (a search skips win checks below it). */
  maxActionVp?(game: Game): number;
  /**
   * The weights its terms and its bots' parts read, by name (unique among the game's kits and the
   * value bot's own weights), with their defaults: the value bot's `weights` option sets them.
   */
  readonly weights?: Readonly<Record<string, KitWeight>>;
  /** Terms of a position's value for a seat: the value bot (and the search that falls back on it) adds weight x value. */
  readonly terms?: readonly EvalTerm[];
  /** Policies for phases the rule set adds, by phase id; a phase without one is searched one ply. */
  readonly policies?: Readonly<Record<number, PhasePolicy>>;
  /** Kinds whose result is drawn from the game's stream: a search averages over their outcomes. */
  readonly chanceKinds?: readonly number[];
  /** Phases in which the turn player waits while other seats act: not its own turn to plan. */
  readonly waitingPhases?: readonly number[];
  /** Its kinds and phases by the role the built-in bots know them by ('ship', 'pirate', 'gold', ...). */
  readonly roles?: Readonly<Record<string, number>>;
  /**
   * How a built-in bot plays the standard phases differently under the rule set, by bot name: an
   * object of the shape that bot declares (the greedy bot's in src/bots/greedy/kit-part.ts).
   */
  readonly strategies?: Readonly<Record<string, unknown>>;
}
