// The real binary, run the way CI runs it, with every child bounded: a CLI that hangs fails its
// test with what it printed, instead of blocking the test file (a synchronous spawn stops the
// test timeout too) or outliving it.

import { spawn, spawnSync, type ChildProcessWithoutNullStreams, type SpawnSyncReturns } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(ROOT, 'bin', 'catan-arena.js');

export interface BinOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** Longest the command may run before it is killed (default 180 s). */
  timeoutMs?: number;
}

const envOf = (extra?: Record<string, string>) => ({ ...process.env, FORCE_COLOR: '0', ...extra });

/** Runs the binary to its end, or kills it (SIGKILL) at the time limit. */
export function runBin(args: readonly string[], opts: BinOptions = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    env: envOf(opts.env),
    timeout: opts.timeoutMs ?? 180_000,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 2 ** 20,
  });
}

const live = new Set<ChildProcessWithoutNullStreams>();
afterEach(() => {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
});

/** Starts the binary in the background; whatever is still running when the test ends is killed. */
export function startBin(args: readonly string[], opts: Omit<BinOptions, 'timeoutMs'> = {}): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? ROOT, env: envOf(opts.env), stdio: 'pipe' });
  child.stdin.end();
  live.add(child);
  child.on('exit', () => live.delete(child));
  return child;
}
