// Plays the games of a plan by index, in whatever thread calls it (a worker or the main thread).

import type { BotFactory } from '../bots/bot.js';
import type { Game } from '../engine/game.js';
import { makeRecord } from '../engine/record.js';
import { buildGameBoard, createGame } from '../rules/registry.js';
import { instantiate, loadBotFactory } from './bot-loader.js';
import { boardFor, gameSpec, isFixedMap, type TournamentPlan } from './plan.js';
import { playGame, type GameResult } from './play-game.js';

export interface GameRow {
  index: number;
  seed: string;
  block: number;
  rotation: number;
  /** seating[seat] = line-up entry in that seat. */
  seating: number[];
  result: GameResult;
}

export interface GameOutput {
  row: GameRow;
  /** The game record as one JSON line, when the plan records games. */
  record: string | null;
}

/** Loaded bot modules and built boards for one plan; reused across the games of a worker. */
export class PlanRunner {
  private constructor(
    readonly plan: TournamentPlan,
    private readonly factories: BotFactory[],
  ) {}
  private fixedGame: Game | null = null;
  // Sized for the largest game seen so far; playGame checks they are large enough.
  private buffers = { legal: new Int32Array(0), offered: new Int32Array(0) };
  private lastBlock: { seed: string; game: Game } | null = null;

  static async load(plan: TournamentPlan): Promise<PlanRunner> {
    const factories = await Promise.all(plan.lineup.map((b) => loadBotFactory(b)));
    const runner = new PlanRunner(plan, factories);
    plan.lineup.forEach((spec, i) => instantiate(factories[i]!, spec)); // fail early on a broken factory
    return runner;
  }

  private gameFor(seed: string): Game {
    const { plan } = this;
    if (isFixedMap(plan.map)) return (this.fixedGame ??= createGame(buildGameBoard(boardFor(plan.map, seed, plan.options), plan.options), plan.options));
    if (this.lastBlock?.seed !== seed) this.lastBlock = { seed, game: createGame(buildGameBoard(boardFor(plan.map, seed, plan.options), plan.options), plan.options) };
    return this.lastBlock.game;
  }

  play(index: number, progress?: Float64Array): GameOutput {
    const { plan } = this;
    const spec = gameSpec(plan, index);
    const game = this.gameFor(spec.seed);
    // Fresh bot objects per game: a bot's memory must not leak between games, or results would
    // depend on which worker played what.
    const bots = spec.seating.map((entry) => instantiate(this.factories[entry]!, plan.lineup[entry]!));
    // Each line-up entry keeps its own random stream, so the rotations of a block are different
    // games on the same map and dice seed even between identical bots.
    const botSeeds = spec.seating.map((entry) => `${spec.seed}/entry${entry}`);
    if (this.buffers.legal.length < game.maxActions) this.buffers = { legal: new Int32Array(game.maxActions), offered: new Int32Array(game.maxActions) };
    const { result, trace } = playGame(game, spec.seed, bots, { trace: plan.record, timeBudgetMs: plan.timeBudgetMs, progress, botSeeds, index, buffers: this.buffers });
    const row: GameRow = { index, seed: spec.seed, block: spec.block, rotation: spec.rotation, seating: spec.seating, result };
    let record: string | null = null;
    if (plan.record && trace) {
      const rec = makeRecord({
        game,
        seed: spec.seed,
        index,
        seats: spec.seating.map((e) => ({ bot: plan.lineup[e]!.label })),
        actions: trace.actions,
        outcomes: trace.outcomes,
        forfeit: result.forfeit,
      });
      record = JSON.stringify(rec);
    }
    return { row, record };
  }
}
