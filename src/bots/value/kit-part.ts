// What the value bot takes from a rule set's kit (BotKit.strategies.value): for a rule set that
// reshapes the board (gold, fog, ships, special VP), the board part of the evaluation, a town's
// pips and a city's gain; and kinds it takes in the main phase whenever one is legal. Every kit's
// evaluation terms (BotKit.terms) are added to the board part at their weights. The board part
// reads the kits' weights (BotKit.weights) from K, resolved per game and options (kit-weights.ts).

import type { EvalTerm, KitWeightValues } from '../../engine/bot-kit.js';
import type { Game, GameState } from '../../engine/game.js';
import { perShape } from '../kits.js';
import type { ValueWeights } from './weights.js';

export interface ValueKitPart {
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
  readonly board: ValueKitPart | null;
  readonly terms: readonly EvalTerm[];
  /** Neither a board part nor a term: the base evaluation alone (which a board memo may remember). */
  readonly plain: boolean;
}

/** The value bot's parts of `game`'s kits (the same for every game of its shape). */
export const valueKit: (game: Game) => ValueKit = perShape((game) => {
  let board: ValueKitPart | null = null;
  for (const kit of game.kits) {
    const part = kit.strategies?.value as ValueKitPart | undefined;
    if (part?.applies(game)) board = part;
  }
  const terms = game.kits.flatMap((kit) => kit.terms ?? []);
  return Object.freeze({ board, terms, plain: board === null && terms.length === 0 });
});
