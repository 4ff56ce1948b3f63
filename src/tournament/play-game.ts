// Plays one game between bots: asks the seat to act for a decision (skipping forced single
// actions), validates the answer, and returns the result with an optional compact record.

import type { Bot } from '../bots/bot.js';
import { makeRandom } from '../engine/rng.js';
import { newState, totalVp, type Game, type GameState } from '../engine/game.js';
import { CAPPED, CUR, PHASE, PH_GAME_OVER, PH_SETUP_SETTLEMENT, STEPS, TURN, WINNER } from '../engine/layout.js';
import { A_SETTLEMENT, actionArg, actionKind } from '../engine/actions.js';
import type { VpSources } from '../engine/rule-set.js';
import { legalActions, maxActions } from '../engine/legal.js';
import { apply } from '../engine/step.js';
import { describeAction } from '../engine/describe.js';
import { SeatView, type DecisionDesk } from '../engine/view.js';
import type { WatchWriter } from './watch.js';

export type { VpSources };

export interface Forfeit {
  seat: number;
  reason: string;
}

export interface GameResult {
  winner: number; // -1 when capped or forfeited
  capped: boolean;
  turns: number;
  vp: number[];
  steps: number;
  decisions: number;
  forfeit: Forfeit | null;
  /**
   * Milliseconds each seat spent deciding (read only when a time budget is set, zeros without:
   * two clock reads a decision are a few per cent of a fast bot's game), and how many decisions
   * it made.
   */
  thinkMs: number[];
  seatDecisions: number[];
  /** Where each seat's VP came from at the end. */
  vpSources: VpSources[];
  /**
   * Set-up settlements: setup[seat] = the nodes of that seat's set-up settlements in the order
   * placed. Kept for balance reports; not written to games.csv, so rows read back lack it.
   */
  setup?: number[][];
}


/** Actions and outcomes in play order: actions[i] with outcomes[i] (-1 for none). */
export interface Trace {
  actions: number[];
  outcomes: number[];
}

export interface PlayOptions {
  trace?: boolean;
  /** A decision slower than this (ms) forfeits the game. Decisions are timed only when it is set. */
  timeBudgetMs?: number;
  /**
   * Told whenever bot code runs (factory, hooks, decisions), for a watchdog on another thread that
   * stops the worker when a bot hangs and must name the seat.
   */
  watch?: WatchWriter;
  /** Seeds of each seat's bot randomness (default "<seed>/bot<seat>"). */
  botSeeds?: readonly string[];
  /** The game's index in its run, told to bots in onGameStart. */
  index?: number;
  /**
   * Leave the bots' onGameEnd to the caller (`end` in the answer), so that the result can be
   * reported first: what a bot does once the game is decided (throw, or hang until the watchdog
   * stops its worker) cannot change it.
   */
  deferEnd?: boolean;
  /** Action buffers to reuse across games (each at least maxActions(game) long). */
  buffers?: { legal: Int32Array; offered: Int32Array };
}

export interface PlayedGame {
  result: GameResult;
  state: GameState;
  trace: Trace | null;
  /** Calls the bots' onGameEnd (already called unless `deferEnd`); a throw there changes nothing. */
  end: () => void;
}

/**
 * A bot's failure that names itself (a command bot's crash, garbage answer or timeout): its
 * message is the forfeit's reason as it stands, not prefixed with "threw". Only the runner's own
 * code throws it; sandboxed bots cannot reach this class.
 */
export class ForfeitError extends Error {}

/** A message for a bot's failure that no thrown value can turn into a failure of the runner. */
export function failureText(err: unknown): string {
  try {
    const text = err instanceof Error ? String(err.message) : String(err);
    return text.length > 500 ? `${text.slice(0, 500)}...` : text;
  } catch {
    return 'a value that cannot be printed';
  }
}

/**
 * Plays one game. `bots` are the seats' bots, or a function making seat k's bot for this game, given
 * the seat's stream (the one its decide draws from): made under the watchdog, and a factory that
 * throws forfeits the game for its seat.
 */
export function playGame(
  game: Game,
  seed: string,
  bots: readonly Bot[] | ((seat: number, random: () => number) => Bot),
  opts: PlayOptions = {},
): PlayedGame {
  const P = game.seats;
  if (typeof bots !== 'function' && bots.length !== P) throw new Error(`expected ${P} bots, got ${bots.length}`);
  const st = newState(game, seed);
  const s = st.s;
  const size = maxActions(game);
  const reuse = opts.buffers && opts.buffers.legal.length >= size && opts.buffers.offered.length >= size;
  const legal = reuse ? opts.buffers!.legal : new Int32Array(size);
  // Bots get a copy of the legal list, so writing into it cannot make an illegal answer pass.
  const offered = reuse ? opts.buffers!.offered.fill(0) : new Int32Array(size);
  let offeredHigh = 0;
  const desk: DecisionDesk = { source: st, seat: -1, tick: 0 };
  const views = Array.from({ length: P }, (_, seat) => new SeatView(game, seat, desk));
  const rngs = Array.from({ length: P }, (_, i) => makeRandom(opts.botSeeds?.[i] ?? `${seed}/bot${i}`));
  const trace: Trace | null = opts.trace ? { actions: [], outcomes: [] } : null;
  let decisions = 0;
  let forfeit: Forfeit | null = null;
  const timed = opts.timeBudgetMs !== undefined;
  const budget = opts.timeBudgetMs ?? Infinity;
  const watch = opts.watch;
  const thinkMs = new Array<number>(P).fill(0);
  const seatDecisions = new Array<number>(P).fill(0);
  const setup: number[][] = Array.from({ length: P }, () => []);

  // Every call into a bot runs between enter and leave, so a hang anywhere in bot code is caught.
  const seats: Bot[] = [];
  for (let seat = 0; seat < P && !forfeit; seat++) {
    watch?.enter(seat, 0);
    try {
      seats.push(typeof bots === 'function' ? bots(seat, rngs[seat]!) : bots[seat]!);
    } catch (err) {
      forfeit = { seat, reason: err instanceof ForfeitError ? err.message : `failed to start: ${failureText(err)}` };
    } finally {
      watch?.leave();
    }
  }
  for (let seat = 0; seat < seats.length && !forfeit; seat++) {
    const bot = seats[seat]!;
    watch?.enter(seat, 0);
    try {
      bot.onGameStart?.({ seat, players: P, index: opts.index ?? -1 });
    } catch (err) {
      forfeit = { seat, reason: err instanceof ForfeitError ? err.message : `onGameStart threw: ${failureText(err)}` };
    } finally {
      watch?.leave();
    }
  }

  while (!forfeit && s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, legal);
    let a = legal[0]!;
    if (n > 1) {
      const seat = s[CUR]!;
      const view = views[seat]!;
      desk.seat = seat;
      desk.tick++;
      for (let i = 0; i < n; i++) offered[i] = legal[i]!;
      // Wipe what an earlier, longer list left behind: it may hold another seat's actions.
      for (let i = n; i < offeredHigh; i++) offered[i] = 0;
      offeredHigh = n;
      decisions++;
      seatDecisions[seat]!++;
      watch?.enter(seat, s[TURN]!);
      const t0 = timed ? performance.now() : 0;
      let answer: unknown;
      try {
        answer = seats[seat]!.decide(view, offered, n, rngs[seat]!);
      } catch (err) {
        forfeit = { seat, reason: err instanceof ForfeitError ? err.message : `threw: ${failureText(err)}` };
      } finally {
        desk.seat = -1;
      }
      const took = timed ? performance.now() - t0 : 0;
      thinkMs[seat]! += took;
      // The answer is looked at before the watchdog lets go: a getter on it is bot code too.
      if (!forfeit && !(typeof answer === 'number' && took <= budget && contains(legal, n, answer))) forfeit = judgeAnswer(game, seat, answer, legal, n, took, budget);
      watch?.leave();
      if (forfeit) break;
      a = answer as number;
    } else if (n === 0) {
      throw new Error(`no legal action in phase ${s[PHASE]} (engine bug)`);
    }
    if (s[PHASE] === PH_SETUP_SETTLEMENT && actionKind(a) === A_SETTLEMENT) setup[s[CUR]!]!.push(actionArg(a));
    const outcome = apply(st, a);
    if (trace) {
      trace.actions.push(a);
      trace.outcomes.push(outcome);
    }
  }
  const result: GameResult = {
    winner: forfeit ? -1 : s[WINNER]!,
    capped: s[CAPPED] === 1,
    turns: s[TURN]!,
    vp: Array.from({ length: P }, (_, p) => totalVp(game, s, p)),
    steps: s[STEPS]!,
    decisions,
    forfeit,
    thinkMs,
    seatDecisions,
    vpSources: Array.from({ length: P }, (_, p) => game.hooks.vpSources(st, p)),
    setup,
  };
  const end = () =>
    seats.forEach((b, seat) => {
      watch?.enter(seat, result.turns);
      try {
        b.onGameEnd?.({ winner: result.winner, capped: result.capped, turns: result.turns, vp: [...result.vp] });
      } catch {
        // A decided game stands.
      } finally {
        watch?.leave();
      }
    });
  if (!opts.deferEnd) end();
  return { result, state: st, trace, end: opts.deferEnd ? end : () => {} };
}

/** A forfeit for an answer that is not one of the legal actions, or a decision past the budget. */
function judgeAnswer(game: Game, seat: number, a: unknown, legal: Int32Array, n: number, took: number, budget: number): Forfeit | null {
  if (took > budget) return { seat, reason: `timeout: a decision took ${took.toFixed(0)} ms (budget ${budget} ms)` };
  if (typeof a === 'number') {
    return contains(legal, n, a) ? null : { seat, reason: `illegal action: ${describeAction(game, a)} (${a}) is not among the ${n} legal actions` };
  }
  return { seat, reason: nonNumberAnswer(a, n) };
}

/**
 * The forfeit reason for an answer that is not a number. Reading it (a getter, a thenable's `then`,
 * JSON.stringify) may run the bot's code: a sandboxed bot's answer is judged inside its call. Only
 * a plain Promise gets a handler (through the built-in `then`, so that its rejection is not
 * unhandled); a thenable's own `then` is never called, which would queue a job running it.
 */
export function nonNumberAnswer(a: unknown, n: number): string {
  try {
    if (a instanceof Promise || (a !== null && typeof a === 'object' && typeof (a as { then?: unknown }).then === 'function')) {
      // decide declared async, or returning a Promise: the game cannot wait for it.
      if (a instanceof Promise && Object.getPrototypeOf(a) === Promise.prototype) Promise.prototype.then.call(a, undefined, () => {});
      return 'illegal action: decide returned a Promise; it must return an action (a number) synchronously';
    }
    return `illegal action: ${failureText(JSON.stringify(a) ?? String(a))} is not among the ${n} legal actions`;
  } catch (err) {
    return `illegal action: an answer that is not a number (${failureText(err)})`;
  }
}

function contains(legal: Int32Array, n: number, a: number): boolean {
  for (let i = 0; i < n; i++) if (legal[i] === a) return true;
  return false;
}
