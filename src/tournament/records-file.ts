// The records file of a results folder (records-format.ts), as a run appends to it and a resume
// finds it. A run appends gzip members of consecutive games' records (or, plain, each record's
// line) as the games arrive; at the end the file is put in game-index order (records-order.ts).
// A resume reads it chunk by chunk: what a kill cut short at the end is cut off, damage before the
// end is dropped by writing the file again, and the games whose records are missing are played
// again.

import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readSync, rmSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { gzip } from 'node:zlib';
import { MAX_LINE_BYTES } from '../files/bounded-lines.js';
import { GZIP_LEVEL, readMember } from '../files/gzip-members.js';
import { writeAtomicPieces, writing } from '../files/output.js';
import type { FinishedGame } from './finished-game.js';
import { planRecordFormat, RECORD_FILE_FORMATS, recordFileName, recordIndex, recordIndexOfWholeLine, type RecordFileFormat } from './records-format.js';
import { isOrdered, MAX_MEMBER_BYTES, orderedPieces, type RecordSource, type StoredChunk } from './records-order.js';
import { ResultsError } from './results-error.js';

/** What a scan of a records file found. */
export interface RecordsScan extends RecordSource {
  /** Bytes up to the end of the last whole chunk: a tail cut short by a kill lies beyond. */
  end: number;
  size: number;
  /** The first damage found before the end (a chunk that does not read), or null. */
  damaged: string | null;
}

/** Bytes read from the file at a time while scanning. */
const WINDOW = 4 * 1024 * 1024;

/** Reads the chunks of `file` (none when it does not exist). A line over MAX_LINE_BYTES (plain) is a ResultsError. */
export function scanRecords(file: string, format: RecordFileFormat): RecordsScan {
  if (!existsSync(file)) return { file, format, chunks: [], end: 0, size: 0, damaged: null };
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    return { file, format, size, ...(format === 'jsonl.gz' ? scanMembers(fd, size, file) : scanLines(fd, size, file)) };
  } finally {
    closeSync(fd);
  }
}

type Found = Pick<RecordsScan, 'chunks' | 'end' | 'damaged'>;

function readAt(fd: number, from: number, length: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  let at = 0;
  while (at < length) {
    const n = readSync(fd, buf, at, length - at, from + at);
    if (n === 0) break;
    at += n;
  }
  return buf.subarray(0, at);
}

/** Bytes of a line decoded to find its index: a record names it within its first few hundred. */
const HEAD_BYTES = 4096;

/**
 * The game index of each line of a member's content (-1: not a record), as `split('\n')` less a
 * last empty line counts them. Only each line's head is decoded: a resume scans every record of
 * the folder, and decoding them whole cost as much as inflating them.
 */
function memberIndices(content: Buffer): number[] {
  const out: number[] = [];
  for (let start = 0; start < content.length; ) {
    let nl = content.indexOf(10, start);
    if (nl < 0) nl = content.length;
    let index = recordIndexOfWholeLine(content.toString('utf8', start, Math.min(nl, start + HEAD_BYTES)));
    if (index === null && nl - start > HEAD_BYTES) index = recordIndexOfWholeLine(content.toString('utf8', start, nl));
    out.push(index ?? -1);
    start = nl + 1;
  }
  return out;
}

function scanMembers(fd: number, size: number, file: string): Found {
  const chunks: StoredChunk[] = [];
  let damaged: string | null = null;
  let end = 0;
  let winStart = 0;
  let win: Buffer = Buffer.alloc(0);
  let want = WINDOW;
  for (let off = 0; off < size; ) {
    if (off < winStart || off >= winStart + win.length) {
      win = readAt(fd, off, Math.min(want, size - off));
      winStart = off;
    }
    const m = readMember(win.subarray(off - winStart), MAX_MEMBER_BYTES);
    if (m === 'short') {
      if (winStart + win.length >= size) break; // cut short by a kill: the tail goes
      want = Math.max(WINDOW, 2 * (winStart + win.length - off));
      win = Buffer.alloc(0);
      continue;
    }
    if ('damaged' in m) {
      damaged ??= `${file}: byte ${off}: ${m.damaged}`;
      const next = nextMemberStart(fd, off + 1, size);
      if (next < 0) break;
      off = next;
      continue;
    }
    chunks.push({ offset: off, length: m.length, indices: memberIndices(m.content) });
    off += m.length;
    end = off;
    want = WINDOW;
  }
  return { chunks, end, damaged };
}

/** Where the next gzip member header (1f 8b 08) starts from `from`, or -1. */
function nextMemberStart(fd: number, from: number, size: number): number {
  const magic = Buffer.from([0x1f, 0x8b, 0x08]);
  for (let at = from; at < size; at += WINDOW - 2) {
    const k = readAt(fd, at, Math.min(WINDOW, size - at)).indexOf(magic);
    if (k >= 0) return at + k;
  }
  return -1;
}

/** Plain JSONL: one chunk per line, found by its bytes (a line that is not UTF-8 keeps its length). */
function scanLines(fd: number, size: number, file: string): Found {
  const chunks: StoredChunk[] = [];
  let damaged: string | null = null;
  let lineStart = 0;
  let parts: Buffer[] = [];
  let partLength = 0;
  let lineNumber = 0;
  for (let at = 0; at < size; ) {
    const block = readAt(fd, at, Math.min(WINDOW, size - at));
    if (block.length === 0) break;
    let from = 0;
    for (let nl = block.indexOf(10); nl >= 0; nl = block.indexOf(10, from)) {
      parts.push(block.subarray(from, nl));
      const bytes = Buffer.concat(parts, partLength + nl - from);
      lineNumber++;
      const index = recordIndex(bytes.toString('utf8'));
      if (index === null && bytes.toString('utf8').trim() !== '') damaged ??= `${file}: line ${lineNumber}: not a game record`;
      chunks.push({ offset: lineStart, length: bytes.length + 1, indices: [index ?? -1] });
      lineStart += bytes.length + 1;
      parts = [];
      partLength = 0;
      from = nl + 1;
    }
    parts.push(block.subarray(from));
    partLength += block.length - from;
    if (partLength > MAX_LINE_BYTES) throw new ResultsError(`${file}: line ${lineNumber + 1} is longer than ${MAX_LINE_BYTES / (1024 * 1024)} MB (not a file catan-arena wrote?)`);
    at += block.length;
  }
  // A last line without its newline was cut short: it goes with the tail.
  return { chunks, end: lineStart, damaged };
}

/** The games whose records dir's records file holds whole (in the plan's format). */
export function recordedIndices(dir: string, plan: { recordFormat?: RecordFileFormat }): Set<number> {
  const format = planRecordFormat(plan);
  const out = new Set<number>();
  for (const c of scanRecords(join(dir, recordFileName(format)), format).chunks) for (const i of c.indices) if (i >= 0) out.add(i);
  return out;
}

/** Games a member holds at most, and characters of records (some 64 games of random bots that trade). */
const MEMBER_GAMES = 64;
const MEMBER_CHARS = 4 * 1024 * 1024;
/**
 * Longest a record waits for the next games of its run before it is compressed. Records compress
 * by what they share (a block's games share their board): games of two greedy and two value bots
 * take about 2.5 KB each alone, 1.7 KB in eights and 1.5 KB in groups of 64 (docs/measurements.md,
 * "Records"). A hard kill loses the records of at most this long of each run, whose games resume
 * plays again.
 */
const MEMBER_WAIT_MS = 5000;
/** Runs open at once: one a worker as a rule; a game played again starts one of its own. */
const OPEN_RUNS = 16;

/** Records of consecutive games waiting to be compressed as one member. */
interface Run {
  lines: string[];
  indices: number[];
  chars: number;
  timer: NodeJS.Timeout | null;
}

/**
 * A run's records file, open for appending. Plain records are appended as they come. Compressed,
 * the records of games that follow each other in the plan (a worker's games of one task come so)
 * gather in a run, and a run is compressed as one member on libuv's thread pool, off the thread
 * every worker waits on, once it holds 64 games or 4 MB, or has waited 5 s; each member is
 * appended as it is made. So members are ranges of the plan's games, which the end of the run puts
 * in order by copying them.
 */
export class RecordsFile {
  private runs: Run[] = [];
  private compressing = 0;
  private onIdle: Array<() => void> = [];
  /** The first failure of a compression or an append (a full disk), told by the next add or drain. */
  private failure: unknown = null;

  private constructor(
    readonly file: string,
    readonly format: RecordFileFormat,
    /** The game the run plays after a game (its plan's next: a shard skips the other shards' blocks). */
    private readonly next: (index: number) => number,
    /** What the file holds, chunk by chunk (null: to be scanned again). */
    private chunks: StoredChunk[] | null,
    private size: number,
  ) {}

  /** The records file of a new run (any earlier one was removed by the caller): made with its first record. */
  static create(dir: string, format: RecordFileFormat, next: (index: number) => number = (i) => i + 1): RecordsFile {
    return new RecordsFile(join(dir, recordFileName(format)), format, next, [], 0);
  }

  /**
   * The records file of a resumed run: a tail cut short by a kill is cut off; damage before the
   * end (a file a power loss left so) is dropped at once by writing the file again, with the
   * records of the games `keep` accepts in order.
   */
  static reopen(dir: string, format: RecordFileFormat, keep: (index: number) => boolean, next: (index: number) => number = (i) => i + 1): RecordsFile {
    const file = join(dir, recordFileName(format));
    let scan = scanRecords(file, format);
    if (scan.damaged !== null) {
      writing(file, () => writeAtomicPieces(file, orderedPieces([scan], format, keep)));
      scan = scanRecords(file, format);
    } else if (scan.end < scan.size) {
      writing(file, () => truncateSync(file, scan.end));
    }
    return new RecordsFile(file, format, next, scan.chunks, scan.end);
  }

  /** Takes a finished game's record: appended now (plain), or gathered with the next games' (compressed). */
  add(game: FinishedGame): void {
    if (this.failure !== null) throw this.failure;
    if (game.record === null) return;
    if (this.format === 'jsonl') return this.append(game.record + '\n', [game.index]);
    let run = this.runs.find((r) => this.next(r.indices[r.indices.length - 1]!) === game.index);
    if (!run) {
      if (this.runs.length >= OPEN_RUNS) this.compress(this.runs[0]!);
      const fresh: Run = { lines: [], indices: [], chars: 0, timer: null };
      fresh.timer = setTimeout(() => this.compress(fresh), MEMBER_WAIT_MS).unref();
      this.runs.push((run = fresh));
    }
    run.lines.push(game.record);
    run.indices.push(game.index);
    run.chars += game.record.length;
    if (run.lines.length >= MEMBER_GAMES || run.chars >= MEMBER_CHARS) this.compress(run);
  }

  private compress(run: Run): void {
    const at = this.runs.indexOf(run);
    if (at < 0) return;
    this.runs.splice(at, 1);
    if (run.timer) clearTimeout(run.timer);
    this.compressing++;
    gzip(run.lines.join('\n') + '\n', { level: GZIP_LEVEL }, (err, member) => {
      this.compressing--;
      try {
        if (err) throw err;
        // After a failed write the run is stopping: its games' records go with the interruption.
        if (this.failure === null) this.append(member, run.indices);
      } catch (e) {
        this.failure ??= e;
      }
      if (this.compressing === 0) for (const resolve of this.onIdle.splice(0)) resolve();
    });
  }

  private append(data: string | Uint8Array, indices: number[]): void {
    const length = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    // Opened for each append, as the journal is not: a member covers up to 64 games.
    writing(this.file, () => appendFileSync(this.file, data));
    (this.chunks ??= scanRecords(this.file, this.format).chunks).push({ offset: this.size, length, indices });
    this.size += length;
  }

  /** Resolves once every record added so far is in the file; rejects with the first failure to write one. */
  async drain(): Promise<void> {
    for (const run of [...this.runs]) this.compress(run);
    if (this.compressing > 0) await new Promise<void>((resolve) => this.onIdle.push(resolve));
    if (this.failure !== null) throw this.failure;
  }

  /**
   * Writes the file again in game-index order with the records of the games `keep` accepts, unless
   * it is so already. Every record added must be in the file (drain).
   */
  finish(keep: (index: number) => boolean): void {
    if (this.runs.length > 0 || this.compressing > 0) throw new Error(`${this.file}: records not yet written (drain first)`);
    if (!existsSync(this.file)) return;
    const chunks = (this.chunks ??= scanRecords(this.file, this.format).chunks);
    // An empty file is no gzip file (a kill cut its only member): it gets an empty member.
    if (isOrdered(chunks, keep) && (this.format === 'jsonl' || chunks.length > 0)) return;
    writing(this.file, () => writeAtomicPieces(this.file, orderedPieces([{ file: this.file, format: this.format, chunks }], this.format, keep)));
    this.chunks = null;
  }
}

/**
 * Writes `out`'s records file in `format`: the records of every folder of `dirs` (each in its own
 * plan's format) of the games `keep` accepts, in game-index order.
 */
export function mergeRecordFiles(folders: ReadonlyArray<{ dir: string; plan: { recordFormat?: RecordFileFormat } }>, out: string, format: RecordFileFormat, keep: (index: number) => boolean): void {
  const sources = folders.map(({ dir, plan }) => {
    const f = planRecordFormat(plan);
    return scanRecords(join(dir, recordFileName(f)), f);
  });
  // A records file of the other format, left by an earlier merge into `out`, would mislead.
  for (const f of RECORD_FILE_FORMATS) if (f !== format) rmSync(join(out, recordFileName(f)), { force: true });
  const file = join(out, recordFileName(format));
  writing(file, () => writeAtomicPieces(file, orderedPieces(sources.filter((s) => s.chunks.length > 0), format, keep)));
}
