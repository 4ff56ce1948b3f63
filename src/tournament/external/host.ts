// The game thread's side of the bot processes: requests go to the I/O thread (io-thread.ts) as
// messages, answers come back through the answer slot, waited for with Atomics.wait. One host per
// thread that plays games, started before its first game and kept for the thread's life.

import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ANSWER_LINE, answerSlot, awaitAnswer, createAnswerSlot, type AnswerSlot } from './answer-slot.js';
import type { IoRequest, IoThreadSetup } from './io-thread.js';

export type Reply = { ok: true; line: string } | { ok: false; reason: string } | { ok: false; timeout: true };

export class ProcessHost {
  private seq = 0;
  private constructor(
    private readonly thread: Worker,
    private readonly slot: AnswerSlot,
  ) {}

  /**
   * Starts the I/O thread and waits until it runs: it must be up before this thread may be
   * terminated (Node 20 aborts the process when a thread still loading its modules is).
   */
  static async start(children: SharedArrayBuffer | null): Promise<ProcessHost> {
    const answers = createAnswerSlot();
    const setup: IoThreadSetup = { answers, children };
    const thread = new Worker(ioThreadFile(), { workerData: setup });
    let failed: (err: Error) => void = () => {};
    const onExit = (code: number) => failed(new Error(`the bot I/O thread exited while starting (code ${code})`));
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      thread.once('message', () => resolve());
      thread.once('error', failed);
      thread.once('exit', onExit);
    });
    // Only these: the Worker's own listeners (it starts its port when a 'message' listener is added) must stay.
    thread.off('error', failed);
    thread.off('exit', onExit);
    // Held only by the games: a host nobody closed does not keep the process alive.
    thread.unref();
    return new ProcessHost(thread, answerSlot(answers));
  }

  /** `echo`: the label to pass the bot's stderr lines on with, or null to keep them quiet. */
  spawn(bot: number, command: string[], cwd: string, echo: string | null): void {
    this.post({ op: 'spawn', bot, command, cwd, echo });
  }

  /** Sends a line that needs no answer; a bot that has failed drops it (the next ask says why). */
  send(bot: number, line: string): void {
    this.post({ op: 'send', bot, line });
  }

  /** Sends a line and blocks this thread until the bot's answer line, its failure, or `timeoutMs`. */
  ask(bot: number, line: string, timeoutMs: number): Reply {
    const seq = ++this.seq;
    const deadline = performance.now() + timeoutMs;
    this.post({ op: 'send', bot, line, seq });
    const answer = awaitAnswer(this.slot, seq, deadline);
    if (!answer) return { ok: false, timeout: true };
    return answer.status === ANSWER_LINE ? { ok: true, line: answer.text } : { ok: false, reason: answer.text };
  }

  kill(bot: number): void {
    this.post({ op: 'kill', bot });
  }

  /** Kills this host's bots, then ends the I/O thread. */
  async close(): Promise<void> {
    // Held again while closing: an unreferenced thread's answer would not keep the process waiting.
    this.thread.ref();
    const closed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      this.thread.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.post({ op: 'close' });
    await closed;
    await this.thread.terminate();
  }

  private post(req: IoRequest): void {
    this.thread.postMessage(req);
  }
}

/** The compiled I/O thread: beside this file when it runs from dist/, in dist/ when tests run the sources. */
function ioThreadFile(): string {
  const here = fileURLToPath(new URL('./io-thread.js', import.meta.url));
  return existsSync(here) ? here : here.replace(`${sep}src${sep}`, `${sep}dist${sep}src${sep}`);
}

let threadHost: Promise<ProcessHost> | null = null;

/**
 * This thread's host, started on first use. A worker starts it while it loads (worker.ts), with
 * the run's child registry; any later call returns that one.
 */
export function threadProcessHost(children: SharedArrayBuffer | null = null): Promise<ProcessHost> {
  return (threadHost ??= ProcessHost.start(children));
}

/** Closes this thread's host, if it has one (the bench and tests, which play in their own thread). */
export async function closeThreadProcessHost(): Promise<void> {
  const host = threadHost;
  threadHost = null;
  if (host) await (await host).close();
}
