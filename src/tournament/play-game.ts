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
import { SeatView } from '../engine/view.js';

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
  /** Milliseconds each seat spent deciding, and how many decisions it made. */
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
  /** A decision slower than this (ms) forfeits the game. */
  timeBudgetMs?: number;
  /**
   * Shared with a watchdog on another thread: [seat deciding or -1, Date.now() at the decision's
   * start, turn]. Lets the runner name the seat when a bot hangs and the worker must be stopped.
   */
  progress?: Float64Array;
  /** Seeds of each seat's bot randomness (default "<seed>/bot<seat>"). */
  botSeeds?: readonly string[];
  /** The game's index in its run, told to bots in onGameStart. */
  index?: number;
  /** Action buffers to reuse across games (each at least maxActions(game) long). */
  buffers?: { legal: Int32Array; offered: Int32Array };
}

export function playGame(
  game: Game,
  seed: string,
  bots: readonly Bot[],
  opts: PlayOptions = {},
): { result: GameResult; state: GameState; trace: Trace | null } {
  const P = game.seats;
  if (bots.length !== P) throw new Error(`expected ${P} bots, got ${bots.length}`);
  const st = newState(game, seed);
  const s = st.s;
  const size = maxActions(game);
  const reuse = opts.buffers && opts.buffers.legal.length >= size && opts.buffers.offered.length >= size;
  const legal = reuse ? opts.buffers!.legal : new Int32Array(size);
  // Bots get a copy of the legal list, so writing into it cannot make an illegal answer pass.
  const offered = reuse ? opts.buffers!.offered.fill(0) : new Int32Array(size);
  let offeredHigh = 0;
  const views = bots.map((_, seat) => new SeatView(game, seat));
  const rngs = bots.map((_, i) => makeRandom(opts.botSeeds?.[i] ?? `${seed}/bot${i}`));
  const trace: Trace | null = opts.trace ? { actions: [], outcomes: [] } : null;
  let decisions = 0;
  let forfeit: Forfeit | null = null;
  const budget = opts.timeBudgetMs ?? Infinity;
  const progress = opts.progress;
  const thinkMs = new Array<number>(P).fill(0);
  const seatDecisions = new Array<number>(P).fill(0);
  const setup: number[][] = Array.from({ length: P }, () => []);
  bots.forEach((b, seat) => b.onGameStart?.({ seat, players: P, index: opts.index ?? -1 }));

  while (s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, legal);
    let a = legal[0]!;
    if (n > 1) {
      const seat = s[CUR]!;
      const view = views[seat]!;
      view.attach(st);
      for (let i = 0; i < n; i++) offered[i] = legal[i]!;
      // Wipe what an earlier, longer list left behind: it may hold another seat's actions.
      if (offeredHigh > n) offered.fill(0, n, offeredHigh);
      offeredHigh = n;
      decisions++;
      seatDecisions[seat]!++;
      if (progress) {
        // The start time first: the watchdog reads a seat >= 0 as "deciding since progress[1]".
        progress[1] = Date.now();
        progress[2] = s[TURN]!;
        progress[0] = seat;
      }
      const t0 = performance.now();
      try {
        a = bots[seat]!.decide(view, offered, n, rngs[seat]!);
      } catch (err) {
        forfeit = { seat, reason: `threw: ${err instanceof Error ? err.message : String(err)}` };
        break;
      } finally {
        view.attach(null);
        if (progress) progress[0] = -1;
      }
      const took = performance.now() - t0;
      thinkMs[seat]! += took;
      if (took > budget) {
        forfeit = { seat, reason: `timeout: a decision took ${took.toFixed(0)} ms (budget ${budget} ms)` };
        break;
      }
      if (a !== null && typeof a === 'object' && typeof (a as { then?: unknown }).then === 'function') {
        // A Promise (decide declared async, or returning one): the game cannot wait for it.
        (a as Promise<unknown>).then(undefined, () => {});
        forfeit = { seat, reason: 'illegal action: decide returned a Promise; it must return an action (a number) synchronously' };
        break;
      }
      if (!contains(legal, n, a)) {
        forfeit = { seat, reason: `illegal action: ${typeof a === 'number' ? describeAction(game, a) + ` (${a})` : JSON.stringify(a)} is not among the ${n} legal actions` };
        break;
      }
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
  bots.forEach((b) => b.onGameEnd?.({ winner: result.winner, capped: result.capped }));
  return { result, state: st, trace };
}

function contains(legal: Int32Array, n: number, a: number): boolean {
  for (let i = 0; i < n; i++) if (legal[i] === a) return true;
  return false;
}
