// Reading files of the results folder without trusting their size: line by line in fixed chunks,
// with a cap on each line (and on a whole small file), so a huge file, or one that never ends like
// /dev/zero, is a clear error naming the file instead of memory that grows until the process dies.
// The reading itself is bounded-read.ts's; what differs here is the files (any the folder holds,
// written by catan-arena) and the wording of the refusal.

import { closeSync, openSync } from 'node:fs';
import { BoundedReadError, linesOfFd, readCappedFd } from './bounded-read.js';

export { BoundedReadError };

/** No line of a results file comes near this (a game record is well under 1 MB). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

function tooLong(file: string, what: string, cap: number): BoundedReadError {
  return new BoundedReadError(file, `${what} longer than ${Math.round(cap / (1024 * 1024))} MB (not a file catan-arena wrote?)`);
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
    let lineNumber = 0;
    for (const { text, complete } of linesOfFd(fd, maxBytes, (line) => tooLong(file, `line ${line} is`, maxBytes))) onLine(text, ++lineNumber, complete);
  } finally {
    closeSync(fd);
  }
}

/** A small file's whole text (summary.json), refused beyond `maxBytes`. */
export function readCapped(file: string, maxBytes = MAX_LINE_BYTES): string {
  const fd = openSync(file, 'r');
  try {
    return readCappedFd(fd, maxBytes, () => tooLong(file, 'the file is', maxBytes));
  } finally {
    closeSync(fd);
  }
}
