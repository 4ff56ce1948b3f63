// One writer per results folder: DIR/.lock, created with O_EXCL ('wx') so only one process can
// make it, holds the pid and host of the run that owns the folder. A lock whose process is gone
// (same host, pid not alive) is stale and taken over; the lock goes on normal exit, on an error
// and on Ctrl-C or SIGTERM, so it outlives only a hard kill, which the next run detects as stale.

import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = '.lock';

export class FolderLockError extends Error {}

interface LockOwner {
  pid: number;
  hostname: string;
  started: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof o.pid === 'number' && typeof o.hostname === 'string' ? { pid: o.pid, hostname: o.hostname, started: String(o.started ?? '') } : null;
  } catch {
    return null;
  }
}

/** Signal 0 tests a pid without touching it: ESRCH means no such process, EPERM one we may not signal. */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid in an old lock: a previous life of this container
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, owner: LockOwner): boolean {
  try {
    writeFileSync(file, JSON.stringify(owner) + '\n', { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes dir/.lock (the folder must exist) or throws FolderLockError naming the pid and host that
 * hold it. `warn` hears about a stale lock taken over. Returns the release function, which is also
 * run on process exit and on SIGINT/SIGTERM when nothing else handles them.
 */
export function lockFolder(dir: string, warn: (message: string) => void): () => void {
  const file = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), started: new Date().toISOString() };
  if (!tryCreate(file, me)) {
    const owner = readOwner(file);
    if (owner && (owner.hostname !== me.hostname || isAlive(owner.pid))) {
      throw new FolderLockError(`${dir} is in use by pid ${owner.pid} on ${owner.hostname} (since ${owner.started}); wait for that run, or delete ${file} if no run is using the folder`);
    }
    // Stale (its process is gone) or unreadable (a kill while it was being written): take it over.
    warn(`${file}: taking over a stale lock${owner ? ` of pid ${owner.pid} (no longer running)` : ' (unreadable)'}`);
    unlinkSync(file);
    if (!tryCreate(file, me)) {
      const now = readOwner(file);
      throw new FolderLockError(`${dir} is in use by pid ${now?.pid ?? '?'} on ${now?.hostname ?? '?'} (it took the stale lock first)`);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    for (const sig of SIGNALS) process.off(sig, onSignal);
    // Only our own lock: never one a later run took over after deleting ours by hand.
    if (readOwner(file)?.pid === me.pid) unlinkSync(file);
  };
  // While the runner has its own handlers (it stops cleanly and returns), they decide; otherwise a
  // signal would end the process without an 'exit' event, so release and die by the signal.
  const onSignal = (sig: NodeJS.Signals) => {
    if (process.listenerCount(sig) > 1) return;
    release();
    process.kill(process.pid, sig);
  };
  process.on('exit', release);
  for (const sig of SIGNALS) process.on(sig, onSignal);
  return release;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
