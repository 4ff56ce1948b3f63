// Plays the games of a plan by index, in whatever thread calls it (a worker or the main thread).

import type { Bot, BotFactory } from '../bots/bot.js';
import type { BoardSpec } from '../engine/board.js';
import type { Game } from '../engine/game.js';
import { makeRecord } from '../engine/record.js';
import { gameMaker, type GameMaker } from '../rules/registry.js';
import { builtinFactory, instantiate } from './bot-loader.js';
import { blockSeatings, gameSpec, hasCommandBots, isFixedMap, mapDealer, type TournamentPlan } from './plan.js';
import { playGame, type GameResult } from './play-game.js';
import { lockdownRealm } from './sandbox/lockdown.js';
import { sandboxedBot, type SeatGame } from './sandbox/seat.js';
import { recordProvenance } from './provenance.js';
import { CommandProcess, createCommandBot } from './external/command-bot.js';
import { threadProcessHost, type ProcessHost } from './external/host.js';
import { readableBoard } from './external/readable.js';
import { makeRandom } from '../engine/rng.js';
import type { WatchWriter } from './watch.js';

/** The code of a plan's module bots, bundled in the main thread: bots[entry] (null for built-ins). */
export interface PlanCode {
  library: string;
  bots: (string | null)[];
}

/** How a worker treats its bots, beyond the plan: neither changes a game. */
export interface BotSettings {
  /** The worker's memory limit, MB: it bounds what its bots hold outside the heap too (default none). */
  memoryMb?: number;
  /** Keep the bots' own output (module bots' console, command bots' stderr) off the terminal. */
  quietBots?: boolean;
}

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

/**
 * Built-in bots and module bots' code for one plan, and built boards; reused across the games of a
 * worker. Module bots run only here, in a worker whose realm is locked down, each seat of each game
 * in a sandbox of its own; built-in bots are trusted and run as they are.
 */
export class PlanRunner {
  private constructor(
    readonly plan: TournamentPlan,
    private readonly factories: (BotFactory | null)[],
    private readonly code: PlanCode | null,
    private readonly host: ProcessHost | null,
    private readonly settings: BotSettings,
  ) {}
  /** Command bots' processes by line-up entry: one per entry per thread, kept across games. */
  private readonly processes = new Map<number, CommandProcess>();
  private readonly boards = new WeakMap<Game, Record<string, unknown>>();
  private fixedGame: { spec: BoardSpec; game: Game } | null = null;
  // Sized for the largest game seen so far; playGame checks they are large enough.
  private buffers = { legal: new Int32Array(0), offered: new Int32Array(0) };
  private lastBlock: { seed: string; spec: BoardSpec; game: Game } | null = null;
  // Options resolved and rule sets chosen once for all the plan's maps.
  private maker: GameMaker | null = null;
  private dealer: ((seed: string) => BoardSpec) | null = null;
  private seatings: number[][] | null = null;

  static async load(plan: TournamentPlan, code: PlanCode | null, settings: BotSettings = {}): Promise<PlanRunner> {
    if (plan.lineup.some((b) => b.kind === 'module')) {
      if (!code) throw new Error('a plan with module bots needs their bundled code');
      await lockdownRealm();
    }
    const host = hasCommandBots(plan) ? await threadProcessHost() : null;
    return new PlanRunner(plan, plan.lineup.map((b) => (b.kind === 'builtin' ? builtinFactory(b.ref) : null)), code, host, settings);
  }

  private blockGame(seed: string): { spec: BoardSpec; game: Game } {
    const { plan } = this;
    const make = () => {
      const spec = (this.dealer ??= mapDealer(plan.map, plan.options))(seed);
      const maker = (this.maker ??= gameMaker(plan.options));
      return { seed, spec, game: maker.game(maker.board(spec)) };
    };
    if (isFixedMap(plan.map)) return (this.fixedGame ??= make());
    if (this.lastBlock?.seed !== seed) this.lastBlock = make();
    return this.lastBlock;
  }

  private sandboxed(entry: number, board: BoardSpec, random: () => number): Bot {
    const bot = this.plan.lineup[entry]!;
    const { memoryMb = Infinity, quietBots = false } = this.settings;
    const game: SeatGame = { label: bot.label, options: bot.options, board, ruleOptions: this.plan.options, random, outsideHeapLimit: memoryMb * 2 ** 20, quiet: quietBots };
    return sandboxedBot({ library: this.code!.library, bot: this.code!.bots[entry]! }, game);
  }

  /**
   * A command bot for one game. Its seed is the first draw of the stream a built-in bot in its
   * place would get: a function of the game's seed it cannot invert, so it never learns the dice.
   */
  private commandBot(entry: number, game: Game, botSeed: string): Bot {
    const bot = this.plan.lineup[entry]!;
    let proc = this.processes.get(entry);
    if (!proc) {
      proc = new CommandProcess(this.host!, { id: entry, label: bot.label, command: bot.command!, cwd: bot.cwd!, echo: !this.settings.quietBots }, this.plan.timeBudgetMs);
      this.processes.set(entry, proc);
    }
    let board = this.boards.get(game);
    if (!board) this.boards.set(game, (board = readableBoard(game)));
    const seed = Math.floor(makeRandom(botSeed)() * 2 ** 32);
    return createCommandBot(proc, { seed, ruleset: game.ruleset, options: game.options, board, botOptions: bot.options });
  }

  /**
   * Builds each module bot once, as its first game would (module evaluated, factory called, the
   * shape of what it returns checked), under the watchdog: the first failure, or null.
   */
  check(watch: WatchWriter): { entry: number; reason: string } | null {
    const first = gameSpec(this.plan, 0);
    const { spec: board } = this.blockGame(first.seed);
    for (let entry = 0; entry < this.plan.lineup.length; entry++) {
      const bot = this.plan.lineup[entry]!;
      if (bot.kind !== 'module') continue;
      // The watchdog reads the entry where a seat would be: a hang names the bot.
      watch.enter(entry, 0);
      try {
        this.sandboxed(entry, board, makeRandom(`${first.seed}/check${entry}`));
      } catch (err) {
        return { entry, reason: (err as Error).message };
      } finally {
        watch.leave();
      }
    }
    return null;
  }

  /**
   * Plays game `index`. `emit` gets its output as soon as the result is final, before the bots'
   * onGameEnd runs: a bot that hangs or throws there cannot take a decided game back.
   */
  play(index: number, emit: (out: GameOutput) => void, watch?: WatchWriter): void {
    const { plan } = this;
    const spec = gameSpec(plan, index, (this.seatings ??= blockSeatings(plan)));
    const { spec: board, game } = this.blockGame(spec.seed);
    // Fresh bot objects per game: a bot's memory must not leak between games, or results would
    // depend on which worker played what.
    // Each line-up entry keeps its own random stream, so the rotations of a block are different
    // games on the same map and dice seed even between identical bots.
    // Pushed, not mapped: a packed array whether or not this is optimised (see assembleMap).
    const botSeeds: string[] = [];
    for (const entry of spec.seating) botSeeds.push(`${spec.seed}/entry${entry}`);
    const makeBot = (seat: number, random: () => number): Bot => {
      const entry = spec.seating[seat]!;
      const bot = plan.lineup[entry]!;
      const factory = this.factories[entry];
      if (factory) return instantiate(factory, bot);
      if (bot.kind === 'command') return this.commandBot(entry, game, botSeeds[seat]!);
      return this.sandboxed(entry, board, random);
    };
    if (this.buffers.legal.length < game.maxActions) this.buffers = { legal: new Int32Array(game.maxActions), offered: new Int32Array(game.maxActions) };
    watch?.game(index);
    const { result, trace, end } = playGame(game, spec.seed, makeBot, { trace: plan.record, timeBudgetMs: plan.timeBudgetMs, watch, botSeeds, index, buffers: this.buffers, deferEnd: true });
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
        provenance: recordProvenance(plan.map),
      });
      record = JSON.stringify(rec);
    }
    emit({ row, record });
    end();
  }
}
