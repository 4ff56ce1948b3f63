// The kits' evaluation weights (BotKit.weights) through the bots' `weights` option: the Seafarers
// kit's weights, set by name, move the value evaluation the way their terms point (a voyage or a
// gold field worth more raises a position that has one), the defaults give exactly the evaluation
// without the option, the mcts bot's leaves read the same weights, and a name that no kit of the
// game declares fails the first decision. docs/bots.md's table of them is checked against the kit.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import type { Bot } from '../dist/src/bots/bot.js';
import { createGreedyBot } from '../dist/src/bots/greedy/index.js';
import { createMctsBot } from '../dist/src/bots/mcts/index.js';
import { MCTS_WEIGHT_CHANGES, resolve as resolveMcts } from '../dist/src/bots/mcts/options.js';
import { createValueBot, evaluate, kitWeights, resolveValueWeights } from '../dist/src/bots/value/index.js';
import { cloneState, newState, type GameState } from '../dist/src/engine/game.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN } from '../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../dist/src/engine/legal.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { apply } from '../dist/src/engine/step.js';
import { SeatView } from '../dist/src/engine/view.js';
import { createGame } from '../dist/src/rules/registry.js';
import { randomBoard } from '../dist/src/rules/base/maps.js';
import { SEA_WEIGHTS } from '../dist/src/rules/seafarers/kit/weights.js';
import { resolvePlan } from '../dist/src/tournament/resolve.js';
import { ROOT } from './helpers/bin.js';
import { seaTestBoard } from './helpers/sea-board.js';

const seaGame = () => createGame(seaTestBoard('heading-for-new-shores'), { players: 4, scenario: 'heading-for-new-shores', turnCap: 300 });

/** Positions of a seeded game of four greedy bots on the Seafarers test board (a gold field and two islands), every `every` steps. */
function positions(seed: string, every: number): GameState[] {
  const game = seaGame();
  const st = newState(game, seed);
  const legal = new Int32Array(maxActions(game));
  const bots = [0, 1, 2, 3].map(() => createGreedyBot());
  const out: GameState[] = [];
  for (let step = 0; st.s[PHASE] !== PH_GAME_OVER && step < 2000; step++) {
    const n = legalActions(st, legal);
    let a = legal[0]!;
    if (n > 1) a = decide(bots[st.s[CUR]!]!, st, legal, n, `${seed}/${step}`);
    apply(st, a);
    if (step % every === 0 && st.s[PHASE] === PH_MAIN) out.push(cloneState(st));
  }
  return out;
}

function decide(bot: Bot, st: GameState, legal: Int32Array, n: number, seed: string): number {
  const view = new SeatView(st.game, st.s[CUR]!);
  view.attach(st);
  const a = bot.decide(view, legal.slice(0, n), n, makeRandom(seed));
  view.attach(null);
  return a;
}

describe("the Seafarers kit's weights, set by the value evaluation's weights option", () => {
  const states = positions('kit-weights', 7);

  it('the kit declares them with their defaults, and the option sets them by name for a game of its shape', () => {
    expect(Object.keys(SEA_WEIGHTS)).toEqual(['goldValue', 'voyage', 'voyageDiscount', 'voyageRange', 'warship', 'fortressChit', 'routeShip', 'wonderLevel']);
    const game = seaGame();
    const defaults = kitWeights(game, resolveValueWeights());
    expect(defaults.byName).toEqual(Object.fromEntries(Object.entries(SEA_WEIGHTS).map(([k, w]) => [k, w.default])));
    const tuned = kitWeights(game, resolveValueWeights({ voyage: 0.9, vp: 2 }));
    expect(tuned.byName.voyage).toBe(0.9);
    expect(tuned.byName.goldValue).toBe(SEA_WEIGHTS.goldValue.default);
    // Remembered per shape and weights object: the same object for another game of the shape.
    const W = resolveValueWeights({ goldValue: 3 });
    expect(kitWeights(seaGame(), W)).toBe(kitWeights(game, W));
  });

  it('the defaults by name give exactly the evaluation without the option', () => {
    expect(states.length).toBeGreaterThan(10);
    const named = Object.fromEntries(Object.entries(SEA_WEIGHTS).map(([k, w]) => [k, w.default]));
    for (const st of states) for (let p = 0; p < 4; p++) expect(evaluate(st, p, named)).toBe(evaluate(st, p));
  });

  for (const [name, raised] of [
    ['voyage', 0.8],
    ['goldValue', 2.5],
  ] as const) {
    it(`raising ${name} raises the value of every position that has the term, and of no other less`, () => {
      let raisedSome = 0;
      for (const st of states) {
        for (let p = 0; p < 4; p++) {
          const before = evaluate(st, p);
          const after = evaluate(st, p, { [name]: raised });
          expect(after).toBeGreaterThanOrEqual(before);
          if (after > before) raisedSome++;
          // Lowering it to nothing takes the term away: never more than the default.
          expect(evaluate(st, p, { [name]: 0 })).toBeLessThanOrEqual(before);
        }
      }
      expect(raisedSome).toBeGreaterThan(0);
    });
  }

  it('an unknown name fails the evaluation of a Seafarers position, naming the weights of its kits', () => {
    expect(() => evaluate(states[0]!, 0, { voyages: 1 })).toThrow(/option weights: unknown weight "voyages" in a game of base, seafarers \(known: .*; kit seafarers: goldValue, voyage, /);
  });

  it("mcts's leaves evaluate with the kit weights of its option, over its own changes", () => {
    const W = resolveMcts({ weights: { voyage: 2 } }).weights;
    const expected = { ...MCTS_WEIGHT_CHANGES, voyage: 2 };
    let differs = 0;
    for (const st of states) {
      for (let p = 0; p < 4; p++) {
        expect(evaluate(st, p, W)).toBe(evaluate(st, p, expected));
        if (evaluate(st, p, W) !== evaluate(st, p, MCTS_WEIGHT_CHANGES)) differs++;
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('the value and mcts bots decide by them: some decision changes with the voyage weight', () => {
    const legal = new Int32Array(maxActions(states[0]!.game));
    for (const make of [(voyage: number) => createValueBot({ weights: { voyage } }), (voyage: number) => createMctsBot({ iterations: 30, weights: { voyage } })]) {
      let changed = 0;
      for (const [i, st] of states.entries()) {
        const n = legalActions(st, legal);
        if (n < 2) continue;
        if (decide(make(0), st, legal, n, `d${i}`) !== decide(make(3), st, legal, n, `d${i}`)) changed++;
      }
      expect(changed).toBeGreaterThan(0);
    }
  });

  it("a Seafarers weight is unknown in a base game: the bots' first decision fails, naming the weights known", () => {
    const game = createGame(randomBoard('kit-weights:base'), { players: 4 });
    const st = newState(game, 'kit-weights:base');
    const legal = new Int32Array(maxActions(game));
    const n = legalActions(st, legal);
    for (const bot of [createValueBot({ weights: { voyage: 1 } }), createMctsBot({ iterations: 5, weights: { voyage: 1 } })]) {
      expect(() => decide(bot, st, legal, n, 'x')).toThrow(/option weights: unknown weight "voyage" in a game of base \(known: the value evaluation's: vp, .*; no kit in play declares any\)/);
    }
  });
});

describe("docs/bots.md on the kits' weights", () => {
  const page = readFileSync(join(ROOT, 'docs/bots.md'), 'utf8');
  const section = page.slice(page.indexOf("## The value evaluation's weights"), page.indexOf('## How the bots know the rules'));

  it('lists every Seafarers weight with its default', () => {
    const rows = [...section.matchAll(/^\| `(\w+)` \| ([\d.]+) \|/gm)].map((m) => [m[1], Number(m[2])]);
    expect(rows).toEqual(Object.entries(SEA_WEIGHTS).map(([k, w]) => [k, w.default]));
  });

  it('its sample config resolves', () => {
    const sample = /```json\n([\s\S]*?)```/.exec(section)![1]!;
    const plan = resolvePlan(JSON.parse(sample), {}, 'sample.json', ROOT);
    expect(plan.lineup[0]!.options).toEqual({ weights: { voyage: 0.6, production: 0.02 } });
  });
});
