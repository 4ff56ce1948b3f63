// One writer per results folder: DIR/.lock holds the pid and host of the run that owns the folder.
// It is written whole under a name of its own and then hard-linked into place, which fails when a
// lock is there: only one process can make it, and no process ever reads a lock half written. A
// lock whose process is gone (same host, pid not alive) is stale and taken over; the lock goes on
// normal exit, on an error and on Ctrl-C or SIGTERM, so it outlives only a hard kill, which the
// next run detects as stale.

import { createHash, randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { writeAll, writeFailure, writing } from './output.js';

export const LOCK_FILE = '.lock';

export class FolderLockError extends Error {}

interface LockOwner {
  pid: number;
  hostname: string;
  started: string;
}

function parseOwner(text: string | null): LockOwner | null {
  if (text === null) return null;
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    return typeof o.pid === 'number' && typeof o.hostname === 'string' ? { pid: o.pid, hostname: o.hostname, started: String(o.started ?? '') } : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readOwner(file: string): LockOwner | null {
  return parseOwner(readText(file));
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

/** A file of our own beside `file`, for a lock written whole before it is linked into place. */
function sideName(file: string, what: string): string {
  return `${file}.${what}.${process.pid}.${randomBytes(4).toString('hex')}`;
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

function tryCreate(file: string, owner: LockOwner): boolean {
  const whole = sideName(file, 'new');
  try {
    writing(file, () => writeFileSync(whole, JSON.stringify(owner) + '\n', { flag: 'wx' }));
    linkSync(whole, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: exclusive creation, where a reader may meet it half written.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') return createExclusive(file, owner);
    throw err;
  } finally {
    removeQuietly(whole);
  }
}

function createExclusive(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw writeFailure(file, err);
  }
  try {
    writeAll(fd, JSON.stringify(owner) + '\n');
    return true;
  } catch (err) {
    removeQuietly(file); // ours, made and then not written (a full disk)
    throw writeFailure(file, err);
  } finally {
    closeSync(fd);
  }
}

/**
 * The only way a lock is removed by a run that does not own it. Moving a stale lock aside and
 * putting back whatever turned out not to be it left a moment with no lock, in which a third run
 * could take the folder while the first still held it. Instead, one marker file per stale lock
 * (named by a hash of its text, created exclusively) admits one run at a time to look at the lock
 * and delete it if it is still that stale lock. Nothing else deletes a stale lock and nothing
 * writes its text again, so nothing can change it between the look and the delete. Returns
 * whether the stale lock is gone; false means another run is taking it over, or has. Exported for
 * the tests, which hold it to never touching another run's lock.
 */
export function removeStale(file: string, stale: string): boolean {
  const marker = takeoverMarker(file, stale);
  try {
    writeFileSync(marker, JSON.stringify({ pid: process.pid, hostname: hostname() }) + '\n', { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    if (readText(file) !== stale) return false;
    removeQuietly(file);
    return true;
  } finally {
    removeQuietly(marker);
  }
}

function takeoverMarker(file: string, stale: string): string {
  return `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
}

function inUse(dir: string, owner: LockOwner | null, why: string): FolderLockError {
  const who = owner ? `pid ${owner.pid} on ${owner.hostname} (since ${owner.started})` : 'another run';
  return new FolderLockError(`${dir} is in use by ${who}${why}; wait for that run, or delete ${join(dir, LOCK_FILE)} if no run is using the folder`);
}

/**
 * Takes dir/.lock (the folder must exist) or throws FolderLockError naming the pid and host that
 * hold it. `warn` hears about a stale lock taken over. Returns the release function, which is also
 * run on process exit and on SIGINT/SIGTERM when nothing else handles them.
 */
export function lockFolder(dir: string, warn: (message: string) => void): () => void {
  const file = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), started: new Date().toISOString() };
  for (let attempt = 1; !tryCreate(file, me); attempt++) {
    const text = readText(file);
    // Gone between our try and our read: its run released it. Try again, a few times.
    if (text === null) {
      if (attempt < 5) continue;
      throw inUse(dir, null, ' (its lock keeps coming and going)');
    }
    const owner = parseOwner(text);
    if (owner && (owner.hostname !== me.hostname || isAlive(owner.pid))) throw inUse(dir, owner, '');
    // Stale (its process is gone) or unreadable (damaged, or an older version's lock cut short by a kill): take it over.
    if (!removeStale(file, text)) {
      // A marker left with no live run behind it: its run was killed in the moment of the takeover.
      const marker = takeoverMarker(file, text);
      const taker = readOwner(marker);
      if (taker && taker.hostname === me.hostname && !isAlive(taker.pid)) {
        throw new FolderLockError(`${dir}: a run taking over its stale lock was killed; delete ${marker} and ${file} if no run is using the folder`);
      }
      throw inUse(dir, readOwner(file), ' (it took the stale lock first)');
    }
    warn(`${file}: taking over a stale lock${owner ? ` of pid ${owner.pid} (no longer running)` : ' (unreadable)'}`);
    if (!tryCreate(file, me)) throw inUse(dir, readOwner(file), ' (it took the folder as the stale lock went)');
    break;
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    for (const sig of SIGNALS) process.off(sig, onSignal);
    // Only our own lock: never one a later run took over after deleting ours by hand.
    if (readOwner(file)?.pid === me.pid) removeQuietly(file);
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
