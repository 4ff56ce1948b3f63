// Records files put in game-index order: at the end of a run (games finish in any order, the
// workers' members interleave) and by merge (shards interleave block by block). One pass over the
// chunks sorted by their first game: a chunk whose games no other chunk reaches between its
// first and last is copied as its bytes, compressed as they are; only chunks that overlap are
// decompressed, merged line by line and compressed again. Memory holds the overlapping chunks of
// the moment, never the file.

import { closeSync, openSync, readSync } from 'node:fs';
import { gzipMember, readMember } from '../files/gzip-members.js';
import type { RecordFileFormat } from './records-format.js';
import { ResultsError } from './results-error.js';

/** Where one chunk of a records file lies (a gzip member, or one line of plain JSONL). */
export interface StoredChunk {
  offset: number;
  length: number;
  /** The game index of each of its lines in order, -1 for a line that is not a record. */
  indices: number[];
}

/** A records file and its chunks, as a scan found them (records-file.ts). */
export interface RecordSource {
  file: string;
  format: RecordFileFormat;
  chunks: StoredChunk[];
}

/** The most decompressed bytes one member may hold: a member this tool writes holds at most some tens of MB. */
export const MAX_MEMBER_BYTES = 256 * 1024 * 1024;

/** Lines a written member holds at most (a worker's message holds up to 64 games too), and characters. */
const MEMBER_LINES = 64;
const MEMBER_CHARS = 4 * 1024 * 1024;

/** Whether the chunks, in file order, hold each kept game once in ascending order and nothing else. */
export function isOrdered(chunks: readonly StoredChunk[], keep: (index: number) => boolean): boolean {
  let last = -1;
  for (const c of chunks) {
    for (const i of c.indices) {
      if (i <= last || !keep(i)) return false;
      last = i;
    }
  }
  return true;
}

interface Entry {
  source: number;
  chunk: StoredChunk;
  /** Position among all chunks: of two records of one game, the one met first in the files stays. */
  order: number;
  first: number;
  last: number;
  /** Its lines are records in strictly ascending order. */
  ascending: boolean;
}

/** The decompressed lines of an overlapping chunk, kept ones only, sorted by game. */
interface Cursor {
  lines: Array<{ index: number; line: string }>;
  at: number;
  order: number;
}

function entryOf(source: number, chunk: StoredChunk, order: number): Entry | null {
  let first = Infinity;
  let last = -1;
  let ascending = true;
  let prev = -1;
  for (const i of chunk.indices) {
    if (i < 0 || i <= prev) ascending = false;
    if (i < 0) continue;
    prev = i;
    first = Math.min(first, i);
    last = Math.max(last, i);
  }
  return last < 0 ? null : { source, chunk, order, first, last, ascending };
}

/**
 * The text or bytes of a records file in `format` holding, in ascending game order, one record of
 * each game `keep` accepts found in `sources` (the first met of a game recorded twice).
 * `writeAtomicPieces` writes them. A chunk that no longer reads as the scan found it (the file
 * changed meanwhile) is a ResultsError.
 */
export function* orderedPieces(sources: readonly RecordSource[], format: RecordFileFormat, keep: (index: number) => boolean): Generator<string | Uint8Array> {
  const entries: Entry[] = [];
  sources.forEach((s, k) => s.chunks.forEach((c) => {
    const e = entryOf(k, c, entries.length);
    if (e) entries.push(e);
  }));
  entries.sort((a, b) => a.first - b.first || a.order - b.order);
  const fds = sources.map((s) => openSync(s.file, 'r'));
  try {
    const bytesOf = (e: Entry): Buffer => {
      const buf = Buffer.allocUnsafe(e.chunk.length);
      for (let at = 0; at < buf.length; ) {
        const n = readSync(fds[e.source]!, buf, at, buf.length - at, e.chunk.offset + at);
        if (n === 0) throw new ResultsError(`${sources[e.source]!.file}: shorter than when it was read (changed meanwhile?)`);
        at += n;
      }
      return buf;
    };
    let pending: string[] = [];
    let pendingChars = 0;
    let wrote = false;
    const flush = (): string | Uint8Array | null => {
      if (pending.length === 0) return null;
      const text = pending.join('\n') + '\n';
      pending = [];
      pendingChars = 0;
      wrote = true;
      return format === 'jsonl.gz' ? gzipMember(text) : text;
    };
    const active: Cursor[] = [];
    let lastOut = -1;
    for (let j = 0; ; ) {
      const min = lowest(active);
      const head = min ? headIndex(min) : Infinity;
      const next = entries[j];
      if (next && next.first <= head) {
        j++;
        const alone = head > next.last && (j === entries.length || entries[j]!.first > next.last);
        if (alone && next.ascending && next.first > lastOut && sources[next.source]!.format === format && next.chunk.indices.every(keep)) {
          const out = flush();
          if (out !== null) yield out;
          yield bytesOf(next);
          wrote = true;
          lastOut = next.last;
        } else {
          const c = cursorOf(next, linesOf(next, bytesOf(next), sources[next.source]!), keep);
          if (c.lines.length > 0) active.push(c);
        }
        continue;
      }
      if (!min) break;
      const { index, line } = min.lines[min.at++]!;
      if (min.at === min.lines.length) active.splice(active.indexOf(min), 1);
      if (index <= lastOut) continue; // a game recorded twice: the first met stays
      pending.push(line);
      pendingChars += line.length;
      lastOut = index;
      if (pending.length >= MEMBER_LINES || pendingChars >= MEMBER_CHARS) yield flush()!;
    }
    const out = flush();
    if (out !== null) yield out;
    // An empty gzip file is no gzip file to gunzip: a file with no record holds an empty member.
    if (!wrote && format === 'jsonl.gz') yield gzipMember('');
  } finally {
    for (const fd of fds) closeSync(fd);
  }
}

/** A chunk's lines, as many as its scan counted. */
function linesOf(e: Entry, bytes: Buffer, source: RecordSource): string[] {
  let text: string;
  if (source.format === 'jsonl.gz') {
    const m = readMember(bytes, MAX_MEMBER_BYTES);
    if (typeof m === 'string' || 'damaged' in m || m.length !== bytes.length) throw new ResultsError(`${source.file}: byte ${e.chunk.offset}: no longer the member it was (changed meanwhile?)`);
    text = m.content.toString('utf8');
  } else {
    text = bytes.toString('utf8');
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length !== e.chunk.indices.length) throw new ResultsError(`${source.file}: byte ${e.chunk.offset}: no longer the records it was (changed meanwhile?)`);
  return lines;
}

const headIndex = (c: Cursor) => c.lines[c.at]!.index;

/** The cursor whose next game comes first (of two at one game, the one met first in the files). */
function lowest(active: readonly Cursor[]): Cursor | null {
  let min: Cursor | null = null;
  for (const c of active) if (!min || headIndex(c) < headIndex(min) || (headIndex(c) === headIndex(min) && c.order < min.order)) min = c;
  return min;
}

function cursorOf(e: Entry, lines: string[], keep: (index: number) => boolean): Cursor {
  const kept: Cursor['lines'] = [];
  e.chunk.indices.forEach((index, k) => {
    if (index >= 0 && keep(index)) kept.push({ index, line: lines[k]! });
  });
  // Stable: of one game twice in a chunk, the earlier line stays.
  kept.sort((a, b) => a.index - b.index);
  return { lines: kept, at: 0, order: e.order };
}
