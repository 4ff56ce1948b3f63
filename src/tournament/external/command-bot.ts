// A command bot as the runner sees it: a Bot whose decisions are a child process's answers. The
// process (CommandProcess) outlives games and is started again after any failure; the Bot object
// is made afresh per game like every other bot's.

import type { Bot, GameInfo } from '../../bots/bot.js';
import type { SeatView } from '../../engine/view.js';
import { ForfeitError } from '../play-game.js';
import type { ProcessHost } from './host.js';
import { decideMessage, endMessage, helloMessage, parseDecision, parseHello, ProtocolError, startMessage, type StartInfo } from './protocol.js';
import { readableActions, readableView } from './readable.js';

export interface CommandSpec {
  /** The process's id on its host (the line-up entry). */
  id: number;
  label: string;
  command: string[];
  cwd: string;
  /** Pass its stderr on, each line with its label (its console, as a module bot's is). */
  echo: boolean;
}

/**
 * Past the decision budget, a starting process gets this much more for its hello: an interpreter
 * takes tens of milliseconds to start, and the watchdog (pool.ts hangLimit) allows at least 2 s more.
 */
export const START_GRACE_MS = 1000;

/** One line-up entry's process on one thread, reused across games while it keeps to the protocol. */
export class CommandProcess {
  private running = false;

  constructor(
    private readonly host: ProcessHost,
    readonly spec: CommandSpec,
    private readonly budgetMs: number,
  ) {}

  /** Starts the process unless it runs (first game, or after a failure) and reads its hello. */
  ensureRunning(): void {
    if (this.running) return;
    this.host.kill(this.spec.id);
    this.host.spawn(this.spec.id, this.spec.command, this.spec.cwd, this.spec.echo ? this.spec.label : null);
    this.running = true;
    const line = this.ask(helloMessage(this.spec.label), this.budgetMs + START_GRACE_MS, 'a hello');
    this.guard(() => parseHello(line));
  }

  send(line: string): void {
    if (this.running) this.host.send(this.spec.id, line);
  }

  /** The bot's answer line; any failure stops the process (restarted next game) and throws the reason. */
  ask(line: string, timeoutMs: number, what = 'a decision'): string {
    const reply = this.host.ask(this.spec.id, line, timeoutMs);
    if (reply.ok) return reply.line;
    this.fail('timeout' in reply ? `timeout: no answer to ${what} within ${what === 'a hello' ? Math.round(timeoutMs) : this.budgetMs} ms` : reply.reason);
  }

  /** Runs a reading of the bot's answer; a protocol error stops the process like any failure. */
  guard<T>(read: () => T): T {
    try {
      return read();
    } catch (err) {
      if (err instanceof ProtocolError) this.fail(err.message);
      throw err;
    }
  }

  fail(reason: string): never {
    this.running = false;
    this.host.kill(this.spec.id);
    throw new ForfeitError(reason);
  }

  get budget(): number {
    return this.budgetMs;
  }
}

/** The bot for one game; `start` is the game's start message without the seat's own fields. */
export function createCommandBot(proc: CommandProcess, start: Omit<StartInfo, 'seat' | 'players' | 'game'>): Bot {
  let live = false;
  return {
    name: proc.spec.label,
    onGameStart(info: GameInfo) {
      proc.ensureRunning();
      live = true;
      proc.send(startMessage({ game: info.index, seat: info.seat, players: info.players, ...start }));
    },
    decide(view: SeatView, legal: Int32Array, count: number): number {
      // The budget covers the whole decision, building the message included, as the runner times it.
      const t0 = performance.now();
      const state = view.state;
      const message = decideMessage(readableView(state, view.seat), readableActions(state, legal, count));
      const line = proc.ask(message, proc.budget - (performance.now() - t0));
      return proc.guard(() => parseDecision(line));
    },
    onGameEnd(result) {
      // A process that failed this game is stopped already: it starts afresh next game.
      if (live) proc.send(endMessage({ ...result }));
    },
  };
}
