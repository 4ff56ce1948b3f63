// What the value bot takes from a rule set's kit (BotKit.strategies.value): for a rule set that
// reshapes the board (gold, fog, ships, special VP), the board part of the evaluation, a town's
// pips and a city's gain, and kinds it takes in the main phase whenever one is legal; and policies
// asked ahead of its search in any phase (a play whose effect its view hides). Every kit's
// evaluation terms (BotKit.terms) are added to the board part at their weights. The board part
// reads the kits' weights (BotKit.weights) from K, resolved per game and options (kit-weights.ts).

import type { EvalTerm, KitWeightValues, PhasePolicy } from '../../engine/bot-kit.js';
import type { Game, GameState } from '../../engine/game.js';
import { perShape } from '../kits.js';
import type { ValueWeights } from './weights.js';

export interface ValueKitPart {
  /** The board part, for a rule set that reshapes the board. */
  readonly board?: ValueBoardPart;
  /**
   * Policies by phase asked ahead of the search in any phase, the standard ones included (the
   * mcts bot asks them too in its own turn): an action, or -1 to leave the decision to the search.
   */
  readonly policies?: Readonly<Record<number, PhasePolicy>>;
  /**
   * Defaults of the evaluation's own weights under the rule set, which values positions otherwise
   * (Cities & Knights: cities that yield commodities, longer games, larger hands), for the names the
   * bot's `weights` option does not set (kit-weights.ts, gameWeights).
   */
  readonly weights?: Partial<ValueWeights>;
}

/** The evaluation's board part on a board a rule set reshapes. */
export interface ValueBoardPart {
  /** Whether the part plays games of this game's shape (its rule sets and install options decide it). */
  applies(game: Game): boolean;
  /** Kinds taken in the main phase whenever one is legal (a wonder level: four win). */
  readonly firstKinds: readonly number[];
  /** What a ship costs, for sites ships reach (ctx.siteShip). */
  readonly shipCost: Int8Array;
  /** The production part of the board value, filling ctx's site figures as the base terms do; K: the kits' weights. */
  boardTerms(st: GameState, seat: number, W: ValueWeights, K: KitWeightValues): number;
  /** Pips by resource of a town at `node` into out[at..at+5). */
  townPips(st: GameState, node: number, out: Float64Array, at: number): void;
  /** What a city at `node` would add. */
  cityGain(st: GameState, node: number, W: ValueWeights, K: KitWeightValues): number;
}

/** The value bot's parts of a game's kits: the board part that plays it (or null) and every kit's terms. */
export interface ValueKit {
  readonly board: ValueBoardPart | null;
  /** The kits' value policies by phase, the last kit's where several have one. */
  readonly policies: ReadonlyArray<PhasePolicy | undefined>;
  /** The kits' defaults of the evaluation's own weights, the last kit's where several set one; null for none. */
  readonly ownWeights: Partial<ValueWeights> | null;
  readonly terms: readonly EvalTerm[];
  /** Neither a board part nor a term: the base evaluation alone (which a board memo may remember). */
  readonly plain: boolean;
}

/** The value bot's parts of `game`'s kits (the same for every game of its shape). */
export const valueKit: (game: Game) => ValueKit = perShape((game) => {
  let board: ValueBoardPart | null = null;
  const policies: Array<PhasePolicy | undefined> = [];
  let ownWeights: Partial<ValueWeights> | null = null;
  for (const kit of game.kits) {
    const part = kit.strategies?.value as ValueKitPart | undefined;
    if (part?.board?.applies(game)) board = part.board;
    for (const [id, policy] of Object.entries(part?.policies ?? {})) policies[Number(id)] = policy;
    if (part?.weights) ownWeights = { ...(ownWeights ?? {}), ...part.weights };
  }
  const terms = game.kits.flatMap((kit) => kit.terms ?? []);
  return Object.freeze({ board, policies, ownWeights, terms, plain: board === null && terms.length === 0 });
});
