// The promise jobs bot code queues (a `.then`, an `await`, a thenable answer) run at the next
// microtask checkpoint. The game loop is synchronous, so that checkpoint would come after the seat
// has been unmarked, where the watchdog no longer sees a job that never ends: the sandbox runs the
// queue itself at the end of every call into bot code, while the seat is still marked.
//
// Node runs the queue on request through `process._tickCallback` (its documented-deprecated name
// for the tick and microtask loop it runs between callbacks). V8 ignores such a request while it
// is already running jobs, so the games a worker plays must run from a callback, never from a
// promise continuation: `runAsCallback` starts them so, and `checkJobsDrain` proves it.

import { failureText } from '../play-game.js';

interface TickingProcess {
  _tickCallback?: () => void;
}

const tick = (process as unknown as TickingProcess)._tickCallback;
if (typeof tick !== 'function') throw new Error('this Node has no process._tickCallback: sandboxed bots cannot run here');
const drain = tick.bind(process);

/** What is draining now: the label of the bot whose jobs run, for a rejection they leave. */
let draining: string | null = null;

/** Runs every job queued so far, and those they queue, before returning. */
export function drainJobs(label: string): void {
  const outer = draining;
  draining = label;
  try {
    drain();
  } finally {
    draining = outer;
  }
}

/**
 * A promise rejected with no handler, seen while a bot's jobs run, is that bot's: said on stderr
 * with its label, as its console output is, and not a failure of the worker. Any other is the
 * runner's own and is thrown as Node would.
 */
export function botRejections(write: (text: string) => void): (reason: unknown) => void {
  return (reason) => {
    if (draining === null) throw reason;
    write(`[${draining}] unhandled promise rejection: ${failureText(reason)}\n`);
  };
}

/** Runs `f` from a callback of the event loop, where no job is running, so drainJobs works inside it. */
export function runAsCallback<T>(f: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) =>
    setImmediate(() => {
      try {
        resolve(f());
      } catch (err) {
        reject(err as Error);
      }
    }),
  );
}

/** Throws unless drainJobs runs the queue where it is called (a plain Error: a runner bug). */
export function checkJobsDrain(): void {
  let ran = false;
  void Promise.resolve().then(() => {
    ran = true;
  });
  drain();
  if (!ran) throw new Error('bot code would run unwatched: games must start from runAsCallback, not from a promise job');
}
