// Spawning the compiled CLI (bin/catan-arena.js, built by test/global-setup.ts) from tests that must
// interrupt it: every child is tracked and killed by `killChildren` (call it in afterEach), and
// every wait is for an event (a line on stderr, lines in a file, the exit), never a fixed delay.

import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { runBin, startBin } from './bin.js';

export { ROOT } from './bin.js';

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the CLI to the end (a hung run fails the test after `timeoutMs` instead of hanging it). */
export function cli(args: string[], timeoutMs = 90_000): Ran {
  const r = runBin(args, { timeoutMs });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

export interface Running {
  child: ChildProcess;
  /** stdout and stderr so far. */
  out(): string;
  err(): string;
  /** Resolves at exit. */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once stderr matches; rejects if the process exits first. */
  stderrMatches(re: RegExp): Promise<void>;
}

const children = new Set<ChildProcess>();

/** Starts the CLI in the background; it is killed by killChildren if still running. */
export function start(args: string[]): Running {
  const child = startBin(args);
  children.add(child);
  let err = '';
  let out = '';
  const waiters: Array<() => void> = [];
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.on('close', (code, signal) => {
      children.delete(child);
      res({ code, signal });
      for (const w of [...waiters]) w();
    }),
  );
  const stderrMatches = (re: RegExp) =>
    new Promise<void>((res, rej) => {
      const check = () => {
        if (re.test(err)) res();
        else if (child.exitCode !== null || child.signalCode !== null) rej(new Error(`exited (${child.exitCode ?? child.signalCode}) before stderr matched ${re}; stderr: ${err}`));
        else return;
        waiters.splice(waiters.indexOf(check), 1);
      };
      waiters.push(check);
      check();
    });
  return { child, out: () => out, err: () => err, closed, stderrMatches };
}

/** SIGKILLs every child still running and waits for each to be gone. */
export async function killChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (c) =>
        new Promise<void>((res) => {
          if (c.exitCode !== null || c.signalCode !== null) return res();
          c.once('close', () => res());
          c.kill('SIGKILL');
        }),
    ),
  );
  children.clear();
}

/** Complete lines (ending in a newline) in a file; 0 when it does not exist. */
export function completeLines(file: string): number {
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - 1;
}

/**
 * Resolves once `condition()` holds, checking on a short poll: a file written by another process
 * gives no event to wait on. Rejects if `run` exits without the condition holding.
 */
export function until(condition: () => boolean, run: Running, what: string): Promise<void> {
  return new Promise<void>((res, rej) => {
    const tick = () => {
      const exited = run.child.exitCode !== null || run.child.signalCode !== null;
      if (condition()) return res();
      if (exited) return rej(new Error(`exited (${run.child.exitCode ?? run.child.signalCode}) before ${what}; stderr: ${run.err()}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

/**
 * Starts the CLI with `args` and SIGKILLs it once `file` holds `lines` complete lines (a journal
 * with its header and some games): a run killed hard in its first games. Fails the test if the
 * run ended by itself first.
 */
export async function killedAfterLines(args: string[], file: string, lines: number): Promise<void> {
  const run = start(args);
  await until(() => completeLines(file) >= lines, run, `${file} held ${lines} lines`);
  run.child.kill('SIGKILL');
  const { signal } = await run.closed;
  if (signal !== 'SIGKILL') throw new Error(`the run ended before it was killed (exit ${run.child.exitCode}): give it more games; stderr: ${run.err()}`);
}
