// One seat's sandbox: a SES compartment holding that seat's own copy of the 'catan-arena' library
// and, each game, a fresh evaluation of the bot's module. Everything the bot can reach is frozen
// shared intrinsics, its own library copy, or data copied to it (the seat's view, the legal list);
// the real game, the runner, the results and the other seats' bots are in no object it can name.

import type {} from 'ses';
import type { Bot } from '../../bots/bot.js';
import type { BoardSpec } from '../../engine/board.js';
import type { SeatView } from '../../engine/view.js';
import type { RuleOptions } from '../../rules/options.js';
import { failureText } from '../play-game.js';
import { writeStderr } from '../stderr-sync.js';

export interface SandboxCode {
  /** The library bundle (bundle.ts libraryBundle). */
  library: string;
  /** The bot module's bundle. */
  bot: string;
}

interface Library {
  sandboxGame(spec: BoardSpec, options: RuleOptions): unknown;
  SandboxView: new (game: unknown, seat: number, s: Int32Array) => unknown;
}

type ModuleFn = (module: { exports: unknown }, exports: unknown, require: (name: string) => unknown) => void;

/** A bot's failure, already turned into plain text inside the sandbox call. */
export class BotFailure extends Error {}

const wrap = (code: string) => `(function (module, exports, require) {\n${code}\n})`;

// SES refuses source text that merely looks like a dynamic import or an HTML comment (the library's
// dependencies mention both in comments); neither can run in a compartment anyway.
const EVALUATE = { __evadeImportExpressionTest__: true, __evadeHtmlCommentTest__: true };

export class SeatSandbox {
  private readonly compartment: Compartment;
  private readonly library: Library;
  private readonly botModule: ModuleFn;
  /** Where the compartment's Math.random draws: the running game's stream for this seat. */
  private random: () => number = () => 0.5;
  private boardKey = '';
  private game: unknown = null;

  constructor(code: SandboxCode, label: string) {
    const print = (...args: unknown[]) => {
      let line: string;
      try {
        line = args.map((a) => (typeof a === 'string' ? a : failureText(JSON.stringify(a) ?? String(a)))).join(' ');
      } catch {
        line = '(a value that cannot be printed)';
      }
      writeStderr(`[${label}] ${line}\n`);
    };
    const { random: _random, ...others } = Object.getOwnPropertyDescriptors(Math);
    // Reproducible: a bot that uses Math.random draws from its seat's seeded stream.
    const math = Object.create(Object.getPrototypeOf(Math) as object, { ...others, random: { value: () => this.random() } }) as Math;
    const clock = () => performance.now();
    this.compartment = new Compartment({
      __options__: true,
      globals: harden({
        Math: math,
        console: { log: print, info: print, warn: print, error: print, debug: print, trace: print },
        // A clock for bots that budget their time, as the built-in search bots may; never the date.
        performance: { now: clock },
        // ses leaves the float arrays out of compartments for the NaN-payload side channel between
        // compartments that share them; a bot shares none with another, and the engine and search
        // bots need them (a bot without them fails to start).
        Float32Array,
        Float64Array,
      }),
    });
    const lib = { exports: {} as unknown };
    (this.compartment.evaluate(wrap(code.library), EVALUATE) as ModuleFn)(lib, lib.exports, (name) => {
      throw new Error(`the library has no module ${name}`);
    });
    // Frozen before any bot code runs: a bot cannot change the library its later games will use.
    // The bundle's exports are getters, which harden does not follow: harden each value as well.
    const exportsObject = lib.exports as Record<string, unknown>;
    for (const name of Object.keys(exportsObject)) harden(exportsObject[name]);
    this.library = harden(exportsObject) as unknown as Library;
    harden(this.compartment.globalThis);
    this.botModule = this.compartment.evaluate(wrap(code.bot), EVALUATE) as ModuleFn;
  }

  /**
   * A new instance of the bot for one game: its module evaluated afresh (no module state survives
   * from an earlier game), its factory called with a copy of the options. Throws a BotFailure.
   */
  instance(options: Record<string, unknown>, board: BoardSpec, ruleOptions: RuleOptions, boardKey: string): Bot {
    let bot: Bot;
    let buffer: Int32Array;
    try {
      const mod = { exports: {} as unknown };
      try {
        this.botModule(mod, mod.exports, (name) => {
          if (name === 'catan-arena') return this.library;
          throw new Error(`cannot find module '${name}'`);
        });
      } catch (err) {
        throw new Error(`failed to load: ${failureText(err)}`);
      }
      const exported = mod.exports as { default?: unknown } | ((o: unknown) => unknown) | null;
      const factory = typeof exported === 'function' ? exported : exported && typeof exported === 'object' ? exported.default : undefined;
      if (factory === undefined) throw new Error('the module has no default export: it must `export default` a function (options) => bot');
      if (typeof factory !== 'function') throw new Error(`the default export must be a function (options) => bot, got ${factory === null ? 'null' : typeof factory}`);
      bot = factory(structuredClone(options)) as Bot;
      if (!bot || typeof bot.decide !== 'function') throw new Error('the factory must return an object with a decide(view, legal, count, rng) method');
      if (Object.prototype.toString.call(bot.decide) === '[object AsyncFunction]') {
        throw new Error('decide is an async function, so it returns a Promise; it must return an action (a number) synchronously');
      }
      if (this.boardKey !== boardKey) {
        this.game = this.library.sandboxGame(structuredClone(board), structuredClone(ruleOptions));
        this.boardKey = boardKey;
      }
      buffer = new Int32Array((this.game as { layout: { size: number } }).layout.size);
    } catch (err) {
      throw new BotFailure(failureText(err));
    }
    return this.wrapBot(bot, this.game, buffer);
  }

  private wrapBot(bot: Bot, game: unknown, buffer: Int32Array): Bot {
    let rng: () => number = () => 0.5;
    const draw = harden(() => rng());
    let seatView: unknown = null;
    let legal = new Int32Array(0);
    return {
      name: 'sandboxed',
      onGameStart: (info) => {
        this.random = draw;
        try {
          seatView = new this.library.SandboxView(game, info.seat, buffer);
          bot.onGameStart?.({ ...info });
        } catch (err) {
          throw new BotFailure(failureText(err));
        }
      },
      decide: (hostView: SeatView, offered: Int32Array, count: number, stream: () => number) => {
        rng = stream;
        // The seat's view and legal list are copied in: the bot holds no object of the game's.
        hostView.writeInto(buffer);
        // The bot's own list (it may keep or write it): a copy, never the runner's buffer.
        if (legal.length < offered.length) legal = new Int32Array(offered.length);
        legal.set(offered.subarray(0, count));
        try {
          return bot.decide(seatView as SeatView, legal, count, draw);
        } catch (err) {
          throw new BotFailure(failureText(err));
        }
      },
      onGameEnd: (result) => {
        try {
          bot.onGameEnd?.({ winner: result.winner, capped: result.capped, turns: result.turns });
        } catch (err) {
          throw new BotFailure(failureText(err));
        }
      },
    };
  }
}
