// What the mcts bot takes from a rule set's kit (BotKit.strategies.mcts): its own changes to the
// value evaluation under the rule set, as MCTS_WEIGHT_CHANGES are its changes in the base game.
// Its edge over the value bot is mostly its weights (docs/bots.md), and a rule set that values
// positions otherwise (Cities & Knights sets the value bot's own defaults of production and the
// risk of a large hand where mcts's changes already put them) leaves it none unless the kit gives
// changes found for that game. A game whose kits give none evaluates exactly as before.

import type { Game } from '../../engine/game.js';
import { perShape } from '../kits.js';
import { resolveValueWeights, type ValueWeights, type WeightOptions } from '../value/index.js';

export interface MctsKitPart {
  /**
   * The mcts bot's weights under the rule set, the evaluation's own and the kits' by name: over
   * MCTS_WEIGHT_CHANGES, under what the bot's `weights` option sets.
   */
  readonly weights?: WeightOptions;
}

/** The mcts bot's parts of a game's kits. */
export interface MctsKit {
  /** The kits' mcts weights merged (the last kit's where several set one); null for none. */
  readonly weights: WeightOptions | null;
}

/** The mcts parts of `game`'s kits (the same for every game of its shape). */
export const mctsKit: (game: Game) => MctsKit = perShape((game) => {
  let weights: Record<string, number | readonly number[]> | null = null;
  for (const kit of game.kits) {
    const part = kit.strategies?.mcts as MctsKitPart | undefined;
    if (part?.weights) weights = { ...(weights ?? {}), ...(part.weights as Record<string, number | readonly number[]>) };
  }
  return Object.freeze({ weights: weights === null ? null : (Object.freeze(weights) as WeightOptions) });
});

const byShape = new WeakMap<Game['kits'], WeakMap<ValueWeights, ValueWeights>>();

/**
 * The weights the mcts bot resolved to `W` (MCTS_WEIGHT_CHANGES and its option, `given` the
 * option's own object) evaluates `game` with before the kits' value defaults apply (gameWeights):
 * `W` itself when no kit of the game has an mcts part, else the kits' mcts weights over
 * `changes` with the option's on top. One object per shape and W.
 */
export function mctsWeights(game: Game, W: ValueWeights, changes: WeightOptions, given: WeightOptions | undefined): ValueWeights {
  const kitPart = mctsKit(game).weights;
  if (kitPart === null) return W;
  let forKits = byShape.get(game.kits);
  if (forKits === undefined) {
    forKits = new WeakMap();
    byShape.set(game.kits, forKits);
  }
  let w = forKits.get(W);
  if (w === undefined) {
    w = resolveValueWeights({ ...changes, ...kitPart, ...(given ?? {}) } as WeightOptions);
    forKits.set(W, w);
  }
  return w;
}
