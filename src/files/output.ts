// Every folder and file the tool writes goes through here. Folders are made one level at a time,
// never with Node's recursive mkdir, which loops forever where a folder exists but refuses new
// entries (under /proc, mkdir answers ENOENT beside a parent that is there). A write that fails for
// the machine's reason (disk full, quota, read-only, I/O error) becomes an OutputError naming the file.

import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** A folder or file the tool cannot write: one line naming it and why (exit code 2). */
export class OutputError extends Error {}

/** The machine's conditions, not bugs: the same write succeeds once they change (space is freed). */
const MACHINE_CONDITIONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file would exceed the largest size the file system or the process limit allows',
  EROFS: 'read-only file system',
  EIO: 'input/output error',
};

/** What the machine's condition behind `err` is (`no space left on the device (ENOSPC)`), or null for any other error. */
export function machineCondition(err: unknown): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code !== undefined && code in MACHINE_CONDITIONS ? `${MACHINE_CONDITIONS[code]} (${code})` : null;
}

/** `err` as an OutputError naming `file` when it is the machine's condition; any other error as it is. */
export function writeFailure(file: string, err: unknown): unknown {
  const condition = machineCondition(err);
  return condition === null ? err : new OutputError(`cannot write ${file}: ${condition}`);
}

/**
 * A failed fsync as an OutputError naming `file`. Every reason counts (EINVAL: a file that cannot
 * be synced): the data may not be on disk, and nothing the program does would change that.
 */
export function syncFailure(file: string, err: NodeJS.ErrnoException): OutputError {
  const failure = writeFailure(file, err);
  return failure instanceof OutputError ? failure : new OutputError(`cannot write ${file} to disk: fsync failed (${err.code ?? err.message})`);
}

/** Runs `write`; a failure of the machine's (a full disk, ...) is thrown as an OutputError naming `file`. */
export function writing<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (err) {
    throw writeFailure(file, err);
  }
}

/** True for a folder (symbolic links followed), false where nothing is; other failures (EACCES) throw. */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw err;
  }
}

/**
 * Makes `dir` and its missing parents, as `mkdir -p` does; true when `dir` did not exist. Each
 * level is made once: a folder that exists but takes no new folders (/proc, /sys) is an
 * OutputError naming it; a file in the way throws Node's EEXIST or ENOTDIR with its path.
 */
export function makeFolder(dir: string): boolean {
  const missing: string[] = [];
  for (let path = dir; !isFolder(path); ) {
    missing.push(path);
    const parent = dirname(path);
    if (parent === path) break;
    path = parent;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && isFolder(folder)) continue; // made meanwhile by another process
      if (code === 'ENOENT' && isFolder(dirname(folder))) throw new OutputError(`cannot use ${dir}: the folder ${dirname(folder)} takes no new folders`);
      throw writeFailure(folder, err);
    }
  }
  return missing.length > 0;
}

/** Writes a whole file the user asked for (a page, a picture, a map), failures named as makeFolder's are. */
export function writeTextFile(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && isFolder(dirname(file))) {
      throw new OutputError(`cannot use ${file}: the folder ${dirname(file)} takes no new files`);
    }
    throw writeFailure(file, err);
  }
}

/** Bytes gathered before each write of writeAtomicPieces. */
const PIECES_CHUNK = 1 << 20;

/**
 * Replaces `file` with the pieces joined: written to a temporary file beside it, fsync'd, then
 * renamed over it, so that a reader, a kill or a power loss finds the old file or the new one,
 * never a part (the rename is durable once the folder is synced: syncFolder). Pieces are text
 * (UTF-8) or bytes, gathered in one buffer of about a megabyte and written as it fills, so a file
 * of millions of games is never one string (V8's strings end at about 512 MB). The pieces go
 * into the buffer as they come: joined into a string per megabyte and encoded, each megabyte made
 * two large objects that the collector freed only later, and a checkpoint of a long run's games.csv
 * held tens of them at once. On failure the temporary file is removed and the old file stays.
 */
export function writeAtomicPieces(file: string, pieces: Iterable<string | Uint8Array>): void {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      const buf = Buffer.allocUnsafe(PIECES_CHUNK);
      let at = 0;
      for (const piece of pieces) {
        // A UTF-16 unit is at most 3 bytes of UTF-8: most pieces need no count of their own.
        const bytes = typeof piece !== 'string' ? piece.length : at + 3 * piece.length <= buf.length ? 0 : Buffer.byteLength(piece);
        if (at + bytes > buf.length) {
          writeAll(fd, buf.subarray(0, at));
          at = 0;
        }
        if (bytes > buf.length) {
          writeAll(fd, piece);
        } else if (typeof piece === 'string') {
          at += buf.write(piece, at);
        } else {
          buf.set(piece, at);
          at += piece.length;
        }
      }
      if (at > 0) writeAll(fd, buf.subarray(0, at));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw writeFailure(file, err);
  }
}

/** writeAtomicPieces of one string. */
export function writeAtomic(file: string, text: string): void {
  writeAtomicPieces(file, [text]);
}

/** Writes all of `text` at the file's position (writeSync may write less than asked). */
export function writeAll(fd: number, text: string | Uint8Array): void {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off);
}

/**
 * Makes the renames and creations in `dir` durable (an fsync of the folder). A file system that
 * cannot sync a folder (EINVAL) is left as it is; a failure of the machine's is an OutputError.
 */
export function syncFolder(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return; // a folder that cannot be opened to sync (some systems): its files are synced all the same
  }
  try {
    fsyncSync(fd);
  } catch (err) {
    const failure = writeFailure(dir, err);
    if (failure instanceof OutputError) throw failure;
  } finally {
    closeSync(fd);
  }
}
