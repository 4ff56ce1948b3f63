// What the value bot takes from a rule set's kit (BotKit.strategies.value): for a rule set that
// reshapes the board (gold, fog, ships, special VP), the board part of the evaluation, a town's
// pips and a city's gain; and kinds it takes in the main phase whenever one is legal.

import type { Game, GameState } from '../../engine/game.js';
import type { ValueWeights } from './weights.js';

export interface ValueKitPart {
  /** Whether the part plays this game (its rule set's tables are in place). */
  applies(game: Game): boolean;
  /** Kinds taken in the main phase whenever one is legal (a wonder level: four win). */
  readonly firstKinds: readonly number[];
  /** What a ship costs, for sites ships reach (ctx.siteShip). */
  readonly shipCost: Int8Array;
  /** The production part of the board value, filling ctx's site figures as the base terms do. */
  boardTerms(st: GameState, seat: number, W: ValueWeights): number;
  /** Pips by resource of a town at `node` into out[at..at+5). */
  townPips(st: GameState, node: number, out: Float64Array, at: number): void;
  /** What a city at `node` would add. */
  cityGain(st: GameState, node: number, W: ValueWeights): number;
}

const VALUE_KITS = new WeakMap<Game, ValueKitPart | null>();

/** The value bot's board part for `game`, or null where no kit reshapes its board. */
export function valueKit(game: Game): ValueKitPart | null {
  let v = VALUE_KITS.get(game);
  if (v === undefined) {
    v = null;
    for (const kit of game.kits) {
      const part = kit.strategies?.value as ValueKitPart | undefined;
      if (part?.applies(game)) v = part;
    }
    VALUE_KITS.set(game, v);
  }
  return v;
}
