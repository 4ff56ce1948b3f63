// Reading user-named files with a byte cap. `readFileSync('/dev/zero')` never ends and a huge
// file fills memory before any check runs, so input files are read here: regular files only, and
// never more than the cap (plus one chunk) is held, whatever the file claims or does meanwhile.

import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** A file that may not be read: not a regular file, over its cap, or unreadable. */
export class BoundedReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

const CHUNK = 64 * 1024;

/** `n` bytes as people say it: `1 MB`, `64 KB`, `512 bytes`. */
export function byteSize(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isFIFO()) return 'a pipe';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Opens `file` for reading if it is a regular file. O_NONBLOCK keeps the open itself from waiting
 * on a named pipe with no writer; the kind is checked on the opened descriptor, so a file swapped
 * in between cannot slip past.
 */
export function openRegular(file: string): number {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    throw new BoundedReadError(file, `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  const st = fstatSync(fd);
  if (!st.isFile()) {
    closeSync(fd);
    throw new BoundedReadError(file, `not a regular file (${kindOf(st)}); give the path of a file`);
  }
  return fd;
}

/**
 * The whole content of the open file `fd`, refused with `over()` as soon as it passes `maxBytes`
 * (checked while reading: a file may grow, or report no size, as those under /proc do).
 */
export function readCappedFd(fd: number, maxBytes: number, over: () => BoundedReadError): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buf = Buffer.allocUnsafe(CHUNK);
    const n = readSync(fd, buf, 0, CHUNK, null);
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw over();
    chunks.push(buf.subarray(0, n));
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** A line of a file, without its newline; `complete` is false for a last line with none. */
export interface FileLine {
  text: string;
  complete: boolean;
}

/**
 * The lines of the open file `fd`, one in memory at a time however long the file. A line longer
 * than `maxLineBytes` fails with `tooLong(lineNumber)` as soon as the cap is passed. Each line is
 * decoded whole, so a character split across two read chunks is never cut.
 */
export function* linesOfFd(fd: number, maxLineBytes: number, tooLong: (line: number) => BoundedReadError): Generator<FileLine> {
  const buf = Buffer.allocUnsafe(CHUNK);
  let parts: Buffer[] = [];
  let length = 0;
  let line = 1;
  const take = (complete: boolean): FileLine => {
    const text = Buffer.concat(parts, length).toString('utf8');
    parts = [];
    length = 0;
    line++;
    return { text, complete };
  };
  const add = (piece: Buffer) => {
    length += piece.length;
    if (length > maxLineBytes) throw tooLong(line);
    // Copied: the read buffer is reused for the next chunk.
    parts.push(Buffer.from(piece));
  };
  for (;;) {
    const n = readSync(fd, buf, 0, CHUNK, null);
    if (n === 0) break;
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl >= 0 && nl < n; nl = buf.indexOf(10, start)) {
      add(buf.subarray(start, nl));
      yield take(true);
      start = nl + 1;
    }
    if (start < n) add(buf.subarray(start, n));
  }
  if (length > 0) yield take(false);
}

/**
 * The text of a regular file of at most `maxBytes` bytes (UTF-8). Refuses other files and larger
 * ones with a BoundedReadError naming the file and the cap; `what` names the file's role in it
 * ("a config"). The size is checked before reading and again while reading.
 */
export function readBoundedText(file: string, maxBytes: number, what = 'this file'): string {
  const fd = openRegular(file);
  const over = () => new BoundedReadError(file, `larger than the ${byteSize(maxBytes)} limit for ${what}`);
  try {
    if (fstatSync(fd).size > maxBytes) throw over();
    return readCappedFd(fd, maxBytes, over);
  } finally {
    closeSync(fd);
  }
}

/**
 * The lines of a regular file (JSONL), each at most `maxLineBytes` bytes without its newline: one
 * line in memory at a time, however long the file. A longer line fails with a BoundedReadError
 * naming the file, the line number and the cap, as soon as the cap is passed. `\r\n` ends a line too.
 */
export function* readBoundedLines(file: string, maxLineBytes: number): Generator<string> {
  const fd = openRegular(file);
  try {
    const tooLong = (line: number) => new BoundedReadError(file, `line ${line} is longer than the ${byteSize(maxLineBytes)} limit for one line`);
    for (const { text } of linesOfFd(fd, maxLineBytes, tooLong)) yield text.endsWith('\r') ? text.slice(0, -1) : text;
  } finally {
    closeSync(fd);
  }
}
