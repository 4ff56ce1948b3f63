// The lines of a JSON Lines file a user names, plain or gzip-compressed: gzip is known by its
// first two bytes (1f 8b), whatever the file's name, so `games.jsonl.gz`, `games.jsonl` and a file
// the user compressed or renamed all read alike. Compressed files are inflated as a stream (any
// number of members, any size), one line in memory at a time, with the same cap on a line as
// plain files have.

import { closeSync, createReadStream, readSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BoundedReadError, byteSize, linesOfFd, openRegular } from './bounded-read.js';
import { isGzip } from './gzip-members.js';

/** A compressed file that stops inflating part-way: its lines up to there were read. */
export class CompressedDataError extends BoundedReadError {}

/**
 * The lines of a regular file (JSONL, or JSONL in gzip), each at most `maxLineBytes` bytes without
 * its newline; `\r\n` ends a line too. A longer line, or a file that is not a regular file, is a
 * BoundedReadError naming the file; compressed data cut short (a run still writing its members, or
 * killed while writing one) or damaged is a CompressedDataError, thrown after the lines before it.
 */
export async function* readJsonlLines(file: string, maxLineBytes: number): AsyncGenerator<string> {
  const fd = openRegular(file);
  const head = Buffer.alloc(2);
  let gz: boolean;
  try {
    gz = isGzip(head.subarray(0, readSync(fd, head, 0, 2, 0)));
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  const tooLong = (line: number) => new BoundedReadError(file, `line ${line} is longer than the ${byteSize(maxLineBytes)} limit for one line`);
  const strip = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
  if (!gz) {
    try {
      for (const { text } of linesOfFd(fd, maxLineBytes, tooLong)) yield strip(text);
    } finally {
      closeSync(fd);
    }
    return;
  }
  const source = createReadStream('', { fd, start: 0 });
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  let parts: Buffer[] = [];
  let length = 0;
  let line = 1;
  const take = () => {
    const text = strip(Buffer.concat(parts, length).toString('utf8'));
    parts = [];
    length = 0;
    line++;
    return text;
  };
  const add = (piece: Buffer) => {
    length += piece.length;
    if (length > maxLineBytes) throw tooLong(line);
    parts.push(piece);
  };
  try {
    try {
      for await (const chunk of gunzip as AsyncIterable<Buffer>) {
        let start = 0;
        for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
          add(chunk.subarray(start, nl));
          yield take();
          start = nl + 1;
        }
        if (start < chunk.length) add(chunk.subarray(start));
      }
    } catch (err) {
      if (err instanceof BoundedReadError) throw err;
      const e = err as NodeJS.ErrnoException;
      const after = `after line ${line - 1}`;
      if (e.code === 'Z_BUF_ERROR') throw new CompressedDataError(file, `the compressed data ends part-way ${after} (a run still writing it, or killed while writing: its resume cuts the end off)`);
      if (typeof e.code === 'string' && e.code.startsWith('Z_')) throw new CompressedDataError(file, `damaged compressed data ${after} (${e.message})`);
      throw new BoundedReadError(file, `cannot read the file (${e.code ?? e.message})`);
    }
    if (length > 0) yield take();
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
