// Reading files of the results folder without trusting their size: line by line in fixed chunks,
// with a cap on each line (and on a whole small file), so a huge file, or one that never ends like
// /dev/zero, is a clear error naming the file instead of memory that grows until the process dies.

import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** No line of a results file comes near this (a game record is well under 1 MB). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
const CHUNK = 64 * 1024;

export class BoundedReadError extends Error {}

function tooLong(file: string, what: string, cap: number): BoundedReadError {
  return new BoundedReadError(`${file}: ${what} longer than ${Math.round(cap / (1024 * 1024))} MB (not a file catan-arena wrote?)`);
}

/**
 * Calls `onLine(text, lineNumber, complete)` for each line of the file, numbered from 1, without the
 * newline. `complete` is false only for a last line that has no newline (a write cut short). A line
 * longer than `maxBytes` throws before more of it is read.
 */
export function forEachLine(
  file: string,
  onLine: (line: string, lineNumber: number, complete: boolean) => void,
  maxBytes = MAX_LINE_BYTES,
): void {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(CHUNK);
    // Whole lines are decoded from the bytes between newlines, so a character split across two
    // chunks is never cut; `pending` holds the bytes of the line read so far.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let lineNumber = 0;
    const emit = (complete: boolean) => {
      lineNumber++;
      onLine(Buffer.concat(pending, pendingBytes).toString('utf8'), lineNumber, complete);
      pending = [];
      pendingBytes = 0;
    };
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      let start = 0;
      for (;;) {
        const nl = buf.indexOf(10, start);
        const end = nl < 0 || nl >= n ? n : nl;
        pendingBytes += end - start;
        if (pendingBytes > maxBytes) throw tooLong(file, `line ${lineNumber + 1} is`, maxBytes);
        pending.push(Buffer.from(buf.subarray(start, end)));
        if (end === n) break;
        emit(true);
        start = end + 1;
      }
    }
    if (pendingBytes > 0) emit(false);
  } finally {
    closeSync(fd);
  }
}

/** A small file's whole text (summary.json), refused beyond `maxBytes`. */
export function readCapped(file: string, maxBytes = MAX_LINE_BYTES): string {
  const fd = openSync(file, 'r');
  try {
    const parts: Buffer[] = [];
    let total = 0;
    const buf = Buffer.alloc(CHUNK);
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw tooLong(file, 'the file is', maxBytes);
      parts.push(Buffer.from(buf.subarray(0, n)));
    }
    return new StringDecoder('utf8').end(Buffer.concat(parts, total));
  } finally {
    closeSync(fd);
  }
}
