// The built-in bots at the small budgets the bot tests give them, and a game played step by step
// by bots as a tournament seats them (each through its seat's view), every answer checked against
// the legal list and the invariants checked along the way. Built on the compiled engine (dist/),
// as the bot tests that use it run the bots at full speed.

import type { Bot } from '../../dist/src/bots/bot.js';
import { createGreedyBot } from '../../dist/src/bots/greedy/index.js';
import { createMctsBot } from '../../dist/src/bots/mcts/index.js';
import { createRandomBot } from '../../dist/src/bots/random.js';
import { createValueBot } from '../../dist/src/bots/value/index.js';
import { createWeightedBot } from '../../dist/src/bots/weighted.js';
import { ARG_BITS } from '../../dist/src/engine/actions.js';
import { newState, type Game, type GameState } from '../../dist/src/engine/game.js';
import { checkInvariants } from '../../dist/src/engine/invariants.js';
import { CUR, PHASE, PH_GAME_OVER } from '../../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../../dist/src/engine/legal.js';
import { makeRandom } from '../../dist/src/engine/rng.js';
import { apply } from '../../dist/src/engine/step.js';
import { SeatView } from '../../dist/src/engine/view.js';

/** Every built-in bot by name; mcts at 8 iterations a decision, so that its games stay short. */
export const BOT_FACTORIES: Readonly<Record<string, () => Bot>> = Object.freeze({
  random: () => createRandomBot(),
  weighted: () => createWeightedBot(),
  greedy: () => createGreedyBot(),
  value: () => createValueBot(),
  mcts: () => createMctsBot({ iterations: 8 }),
});

export interface CheckedPlay {
  state: GameState;
  /** Actions taken by kind number (all seats, forced ones too). */
  kinds: Map<number, number>;
  /** Every problem found: an answer not in the legal list, a broken invariant. Play stops at the first. */
  problems: string[];
  actions: number[];
}

/** Plays `game` from `seed` to its end, the invariants checked after every `every`-th step and at the end. */
export function playChecked(game: Game, seed: string, bots: Bot[], every = 1): CheckedPlay {
  const st = newState(game, seed);
  const legal = new Int32Array(maxActions(game));
  const views = bots.map((_, seat) => new SeatView(game, seat));
  const rngs = bots.map((_, seat) => makeRandom(`${seed}/bot${seat}`));
  const kinds = new Map<number, number>();
  const problems: string[] = [];
  const actions: number[] = [];
  for (let step = 0; st.s[PHASE] !== PH_GAME_OVER && problems.length === 0; step++) {
    const n = legalActions(st, legal);
    const options = Array.from(legal.subarray(0, n));
    let a = options[0]!;
    if (n > 1) {
      const seat = st.s[CUR]!;
      views[seat]!.attach(st);
      a = bots[seat]!.decide(views[seat]!, legal.slice(0, n), n, rngs[seat]!);
      views[seat]!.attach(null);
      if (!options.includes(a)) problems.push(`step ${step}: ${bots[seat]!.name} answered ${a}, not a legal action`);
    }
    kinds.set(a >>> ARG_BITS, (kinds.get(a >>> ARG_BITS) ?? 0) + 1);
    actions.push(a);
    apply(st, a);
    if (step % every === 0 || st.s[PHASE] === PH_GAME_OVER) for (const e of checkInvariants(st)) problems.push(`step ${step}: ${e}`);
  }
  return { state: st, kinds, problems, actions };
}
