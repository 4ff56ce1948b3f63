// One seat's bot for one game, sandboxed: a fresh SES compartment holding its own evaluation of the
// 'catan-arena' library and of the bot's module, so nothing the bot can reach outlives the game or
// is shared with another seat. Everything it can name is frozen shared intrinsics, its own copies,
// or data copied to it (the seat's view, the legal list). Every call into its code runs the promise
// jobs it queued before returning (jobs.ts), advances its clock (seat-clock.ts) and checks the
// memory it holds outside the heap (outside-heap.ts).

import type {} from 'ses';
import type { Bot } from '../../bots/bot.js';
import type { BoardSpec } from '../../engine/board.js';
import type { SeatView } from '../../engine/view.js';
import type { RuleOptions } from '../../rules/options.js';
import { failureText, ForfeitError, nonNumberAnswer } from '../play-game.js';
import { writeStderr } from '../stderr-sync.js';
import { drainJobs } from './jobs.js';
import { outsideHeapOver } from './outside-heap.js';
import { SeatClock } from './seat-clock.js';

export interface SandboxCode {
  /** The library bundle (bundle.ts libraryBundle). */
  library: string;
  /** The bot module's bundle. */
  bot: string;
}

/** What one sandboxed bot is for one game. */
export interface SeatGame {
  /** The line-up entry's label: its console lines and failures carry it. */
  label: string;
  /** Its config's options (the factory gets a copy). */
  options: Record<string, unknown>;
  board: BoardSpec;
  ruleOptions: RuleOptions;
  /**
   * The seat's stream for this game: Math.random, and the `rng` decide receives, draw from it from
   * the module's first line on, so no draw depends on what the worker played before.
   */
  random: () => number;
  /** Bytes the worker's bots may hold outside the JavaScript heap (typed arrays). */
  outsideHeapLimit: number;
  /** Its console prints nothing. */
  quiet: boolean;
}

interface Library {
  sandboxGame(spec: BoardSpec, options: RuleOptions): { layout: { size: number } };
  SandboxView: new (game: unknown, seat: number, s: Int32Array) => unknown;
}

type ModuleFn = (module: { exports: unknown }, exports: unknown, require: (name: string) => unknown) => void;

/** A bot's failure, already turned into plain text inside the sandbox call. */
export class BotFailure extends Error {}

const wrap = (code: string) => `(function (module, exports, require) {\n${code}\n})`;

// SES refuses source text that merely looks like a dynamic import or an HTML comment (the library's
// dependencies mention both in comments); neither can run in a compartment anyway.
const EVALUATE = { __evadeImportExpressionTest__: true, __evadeHtmlCommentTest__: true };

const MB = 2 ** 20;

/** The console a bot sees: every line to stderr, prefixed with its label (or nowhere, when quiet). */
function botConsole(label: string, quiet: boolean) {
  const print = (...args: unknown[]) => {
    if (quiet) return;
    let line: string;
    try {
      line = args.map((a) => (typeof a === 'string' ? a : failureText(JSON.stringify(a) ?? String(a)))).join(' ');
    } catch {
      line = '(a value that cannot be printed)';
    }
    writeStderr(`[${label}] ${line}\n`);
  };
  return { log: print, info: print, warn: print, error: print, debug: print, trace: print };
}

/**
 * Runs bot code for one call: on the seat's clock, its promise jobs run before the call counts as
 * returned, and the memory it holds outside the heap checked after. A throw becomes a BotFailure
 * (its text taken inside the call); an answer `judge` refuses, or holding too much memory, a
 * ForfeitError with the reason.
 */
class SeatCalls {
  readonly clock = new SeatClock();
  constructor(private readonly game: SeatGame) {}

  /** Calls `f`; `judge` looks at what it returned, inside the call, and names a forfeit or null. */
  run<T>(f: () => T, judge?: (value: T) => string | null): T {
    let failure: string | null = null;
    let forfeit: string | null = null;
    let value: T | undefined;
    this.clock.start();
    try {
      value = f();
      if (judge) forfeit = judge(value);
    } catch (err) {
      failure = failureText(err);
    } finally {
      drainJobs(this.game.label);
      this.clock.stop();
    }
    const held = outsideHeapOver(this.game.outsideHeapLimit);
    if (held !== null) {
      throw new ForfeitError(`memory: ${Math.round(held / MB)} MB held outside the JavaScript heap (typed arrays), over the worker's ${Math.round(this.game.outsideHeapLimit / MB)} MB`);
    }
    if (failure !== null) throw new BotFailure(failure);
    if (forfeit !== null) throw new ForfeitError(forfeit);
    return value as T;
  }
}

/**
 * A new instance of a sandboxed bot for one game: a fresh compartment with the library and the
 * module evaluated in it, and the factory called with a copy of the options. Throws a BotFailure,
 * or a ForfeitError for memory.
 */
export function sandboxedBot(code: SandboxCode, game: SeatGame): Bot {
  const calls = new SeatCalls(game);
  const { random: _random, ...others } = Object.getOwnPropertyDescriptors(Math);
  const math = Object.create(Object.getPrototypeOf(Math) as object, { ...others, random: { value: () => game.random() } }) as Math;
  const compartment = new Compartment({
    __options__: true,
    globals: harden({
      Math: math,
      console: botConsole(game.label, game.quiet),
      // A clock for bots that budget their time: their own thinking, never the date (seat-clock.ts).
      performance: { now: calls.clock.now },
      // ses leaves the float arrays out of compartments for the NaN-payload side channel between
      // compartments that share them; a bot shares none with another, and the engine and search
      // bots need them (a bot without them fails to start).
      Float32Array,
      Float64Array,
    }),
  });
  const lib = { exports: {} as unknown };
  (compartment.evaluate(wrap(code.library), EVALUATE) as ModuleFn)(lib, lib.exports, (name) => {
    throw new Error(`the library has no module ${name}`);
  });
  const library = lib.exports as Library;
  const botModule = compartment.evaluate(wrap(code.bot), EVALUATE) as ModuleFn;
  const sandboxGame = library.sandboxGame(structuredClone(game.board), structuredClone(game.ruleOptions));
  const buffer = new Int32Array(sandboxGame.layout.size);
  const bot = calls.run(() => {
    const mod = { exports: {} as unknown };
    try {
      botModule(mod, mod.exports, (name) => {
        if (name === 'catan-arena') return library;
        throw new Error(`cannot find module '${name}'`);
      });
    } catch (err) {
      throw new Error(`failed to load: ${failureText(err)}`);
    }
    const exported = mod.exports as { default?: unknown } | ((o: unknown) => unknown) | null;
    const factory = typeof exported === 'function' ? exported : exported && typeof exported === 'object' ? exported.default : undefined;
    if (factory === undefined) throw new Error('the module has no default export: it must `export default` a function (options) => bot');
    if (typeof factory !== 'function') throw new Error(`the default export must be a function (options) => bot, got ${factory === null ? 'null' : typeof factory}`);
    const made = factory(structuredClone(game.options)) as Bot;
    if (!made || typeof made.decide !== 'function') throw new Error('the factory must return an object with a decide(view, legal, count, rng) method');
    if (Object.prototype.toString.call(made.decide) === '[object AsyncFunction]') {
      throw new Error('decide is an async function, so it returns a Promise; it must return an action (a number) synchronously');
    }
    return made;
  });
  return seatBot(bot, calls, library, sandboxGame, buffer, game.random);
}

/** The runner's side of a sandboxed bot: copies in, every call through `calls`, numbers out. */
function seatBot(bot: Bot, calls: SeatCalls, library: Library, sandboxGame: unknown, buffer: Int32Array, random: () => number): Bot {
  const draw = harden(() => random());
  let seatView: unknown = null;
  let legal = new Int32Array(0);
  return {
    name: 'sandboxed',
    onGameStart: (info) =>
      calls.run(() => {
        seatView = new library.SandboxView(sandboxGame, info.seat, buffer);
        bot.onGameStart?.({ ...info });
      }),
    decide: (hostView: SeatView, offered: Int32Array, count: number) => {
      // The seat's view and legal list are copied in: the bot holds no object of the game's.
      hostView.writeInto(buffer);
      // The bot's own list (it may keep or write it): a copy, never the runner's buffer.
      if (legal.length < offered.length) legal = new Int32Array(offered.length);
      legal.set(offered.subarray(0, count));
      // Whatever the answer is, it is judged inside the call: reading it may run its code.
      return calls.run(
        () => bot.decide(seatView as SeatView, legal, count, draw) as unknown,
        (answer) => (typeof answer === 'number' ? null : nonNumberAnswer(answer, count)),
      ) as number;
    },
    onGameEnd: (result) => calls.run(() => bot.onGameEnd?.({ winner: result.winner, capped: result.capped, turns: result.turns })),
  };
}
