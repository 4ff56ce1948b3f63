// Games kept in index order without holding them: each game is a line of text keyed by its index,
// gathered in memory up to a budget, then sorted and written to a run file in a hidden folder
// beside the results; reading merges the runs and what is still in memory, a buffer per run. A
// run finishes its games in about index order, a resumed folder's journal holds them in any order,
// and merged shards interleave: one external merge sort serves all three, in bounded memory.
// Lines gathered are kept as bytes outside the JavaScript heap (MemoryRun), not as strings.

import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { writeFailure } from '../files/output.js';

/** One game's line and where it came from (`source`, `line`: the caller's names, for its messages). */
export interface SortEntry {
  index: number;
  source: number;
  line: number;
  text: string;
}

/**
 * Lines gathered in memory before a run is written (bytes, as a run file holds them): 4 MB, or
 * CATAN_ARENA_SORT_BYTES (docs/cli.md), which tests set small to send every sort to disk.
 */
export const SORT_BUDGET = sortBudget(process.env.CATAN_ARENA_SORT_BYTES);

function sortBudget(text: string | undefined): number {
  const n = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(n) ? n : 4 * 1024 * 1024;
}

/** Runs merged into one once there are more: each read keeps a buffer per run open. */
const MAX_RUNS = 16;
/** Heap taken by an entry of SortedGames besides its text. */
const ENTRY_OVERHEAD = 64;
const READ_CHUNK = 64 * 1024;
/** index (f64), source, line, text bytes (u32 each). */
const HEAD_BYTES = 20;
const FOLDER_PREFIX = '.catan-sort-';
const FOLDER_PID = /^\.catan-sort-(\d+)-/;

/**
 * The spill folders this process has open, removed if it exits without closing them (a second
 * Ctrl-C): one exit handler for all of them, however many sorts a merge of many folders makes.
 */
const openFolders = new Set<string>();
let exitHooked = false;

function track(path: string): void {
  openFolders.add(path);
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const p of openFolders) rmSync(p, { recursive: true, force: true });
  });
}

/** Whether process `pid` is alive (EPERM: alive, not ours). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The hidden folder a sort writes its runs to, made when the first run is written and removed
 * with the sort or when the process exits. Folders left by a process that was killed (its id in
 * the name, no longer running) are removed as a new one is made beside them.
 */
class SpillFolder {
  private path: string | null = null;

  constructor(private readonly parent: string) {}

  /** The folder, made now if need be. */
  get(): string {
    if (this.path) return this.path;
    for (const name of safeReaddir(this.parent)) {
      const pid = Number(FOLDER_PID.exec(name)?.[1]);
      if (pid && pid !== process.pid && !alive(pid)) rmSync(join(this.parent, name), { recursive: true, force: true });
    }
    try {
      this.path = mkdtempSync(join(this.parent, `${FOLDER_PREFIX}${process.pid}-`));
    } catch (err) {
      throw writeFailure(this.parent, err);
    }
    track(this.path);
    return this.path;
  }

  remove(): void {
    if (!this.path) return;
    rmSync(this.path, { recursive: true, force: true });
    openFolders.delete(this.path);
    this.path = null;
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A run file being written: entries in the order given, a megabyte at a time. */
class RunWriter {
  private readonly fd: number;
  private buf = Buffer.allocUnsafe(1 << 20);
  private at = 0;

  constructor(private readonly file: string) {
    try {
      this.fd = openSync(file, 'w');
    } catch (err) {
      throw writeFailure(file, err);
    }
  }

  append(e: SortEntry): void {
    const size = HEAD_BYTES + Buffer.byteLength(e.text);
    this.room(size);
    this.at += writeEntry(this.buf, this.at, e);
  }

  /** Appends an entry already encoded: `src` from `start`, `size` bytes. */
  copy(src: Buffer, start: number, size: number): void {
    this.room(size);
    src.copy(this.buf, this.at, start, start + size);
    this.at += size;
  }

  /** Writes what is left and closes the file (also after a failure, to release it). */
  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private room(size: number): void {
    if (this.at + size <= this.buf.length) return;
    this.flush();
    if (size > this.buf.length) this.buf = Buffer.allocUnsafe(size);
  }

  private flush(): void {
    try {
      for (let off = 0; off < this.at; ) off += writeSync(this.fd, this.buf, off, this.at - off);
    } catch (err) {
      throw writeFailure(this.file, err);
    }
    this.at = 0;
  }
}

/** Writes `e` at `at` as a run file holds it (the head, then the text); the bytes written. */
function writeEntry(buf: Buffer, at: number, e: SortEntry): number {
  const bytes = buf.write(e.text, at + HEAD_BYTES);
  buf.writeDoubleLE(e.index, at);
  buf.writeUInt32LE(e.source, at + 8);
  buf.writeUInt32LE(e.line, at + 12);
  buf.writeUInt32LE(bytes, at + 16);
  return HEAD_BYTES + bytes;
}

/** The entry written at `at` by writeEntry. */
function readEntry(buf: Buffer, at: number): SortEntry {
  const bytes = buf.readUInt32LE(at + 16);
  return { index: buf.readDoubleLE(at), source: buf.readUInt32LE(at + 8), line: buf.readUInt32LE(at + 12), text: buf.toString('utf8', at + HEAD_BYTES, at + HEAD_BYTES + bytes) };
}

/**
 * Entries gathered for the next run, encoded as the run file will hold them, in one buffer kept
 * from run to run. Held as strings and objects for the seconds a run takes to gather, every line
 * outlived two of V8's young-generation collections and was moved to the old generation, where
 * the lines of the runs already written stayed until a full collection: a run of 7,000 games a
 * second grew the main thread's heap by some 1.6 MB a second, to 50 MB between full collections.
 */
class MemoryRun {
  private buf: Buffer = Buffer.allocUnsafe(64 * 1024);
  /** Where each entry starts in `buf`, and its index, in the order added. */
  private starts: Float64Array = new Float64Array(1024);
  private keys: Float64Array = new Float64Array(1024);
  /** Readers of `sorted` not yet done with `buf`: while there are any, `clear` leaves it to them. */
  private readers = 0;
  /** Entries held. */
  count = 0;
  /** Bytes held. */
  bytes = 0;

  add(e: SortEntry): void {
    const size = HEAD_BYTES + Buffer.byteLength(e.text);
    if (this.bytes + size > this.buf.length) {
      // Readers keep the buffer they read from.
      this.buf = grown(this.buf, this.bytes, this.bytes + size);
      this.readers = 0;
    }
    if (this.count === this.starts.length) {
      this.starts = grownFloats(this.starts);
      this.keys = grownFloats(this.keys);
    }
    this.starts[this.count] = this.bytes;
    this.keys[this.count] = e.index;
    this.count++;
    this.bytes += writeEntry(this.buf, this.bytes, e);
  }

  /** The entries' places in `buf`, in index order; entries of one index in the order added. */
  private sortedStarts(): Float64Array {
    const { keys, starts } = this;
    const order = new Uint32Array(this.count);
    for (let k = 0; k < order.length; k++) order[k] = k;
    order.sort((a, b) => keys[a]! - keys[b]! || a - b);
    const out = new Float64Array(order.length);
    for (let k = 0; k < order.length; k++) out[k] = starts[order[k]!]!;
    return out;
  }

  /** Writes the entries, in index order, to `w`. */
  writeSorted(w: RunWriter): void {
    const buf = this.buf;
    for (const at of this.sortedStarts()) w.copy(buf, at, HEAD_BYTES + buf.readUInt32LE(at + 16));
  }

  /**
   * The entries in index order, as they are now: what is added later is not among them, and a
   * reader open across `clear` keeps the buffer it read from (a new one is made for the next run).
   */
  *sorted(): Generator<SortEntry> {
    const starts = this.sortedStarts();
    const buf = this.buf;
    this.readers++;
    try {
      for (const at of starts) yield readEntry(buf, at);
    } finally {
      if (this.buf === buf) this.readers--;
    }
  }

  /** Empties it for the next run, keeping its buffers unless a reader still reads them. */
  clear(): void {
    if (this.readers > 0) {
      this.buf = Buffer.allocUnsafe(this.buf.length);
      this.readers = 0;
    }
    this.count = 0;
    this.bytes = 0;
  }
}

/** A copy of `buf`'s first `used` bytes in a buffer of at least `need`. */
function grown(buf: Buffer, used: number, need: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(need, 2 * buf.length));
  buf.copy(bigger, 0, 0, used);
  return bigger;
}

function grownFloats(a: Float64Array): Float64Array {
  const bigger = new Float64Array(2 * a.length);
  bigger.set(a);
  return bigger;
}

function writeRun(file: string, entries: Iterable<SortEntry>): void {
  const w = new RunWriter(file);
  try {
    for (const e of entries) w.append(e);
  } finally {
    w.close();
  }
}

/** The entries of a run file, in the order written, one read buffer in memory; `withText` false: text left empty, not decoded. */
function* readRun(file: string, withText = true): Generator<SortEntry> {
  const fd = openSync(file, 'r');
  try {
    let buf = Buffer.allocUnsafe(READ_CHUNK);
    let start = 0;
    let end = 0;
    // Fills the buffer to hold at least `need` bytes from `start`; false at the end of the file.
    const fill = (need: number): boolean => {
      if (end - start >= need) return true;
      if (need > buf.length) {
        const bigger = Buffer.allocUnsafe(need);
        buf.copy(bigger, 0, start, end);
        buf = bigger;
      } else {
        buf.copy(buf, 0, start, end);
      }
      end -= start;
      start = 0;
      while (end < need) {
        const n = readSync(fd, buf, end, buf.length - end, null);
        if (n === 0) return false;
        end += n;
      }
      return true;
    };
    while (fill(HEAD_BYTES)) {
      const bytes = buf.readUInt32LE(start + 16);
      if (!fill(HEAD_BYTES + bytes)) throw new Error(`${file}: a run file cut short`);
      const index = buf.readDoubleLE(start);
      const source = buf.readUInt32LE(start + 8);
      const line = buf.readUInt32LE(start + 12);
      const text = withText ? buf.toString('utf8', start + HEAD_BYTES, start + HEAD_BYTES + bytes) : '';
      start += HEAD_BYTES + bytes;
      yield { index, source, line, text };
    }
    if (end > start) throw new Error(`${file}: a run file cut short`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Sorted sequences merged into one, by index; entries of one index come in the order of their
 * sequences (then as each sequence has them). Each sequence must be sorted by index.
 */
export function* mergeSorted(sequences: ReadonlyArray<Iterable<SortEntry>>): Generator<SortEntry> {
  const its = sequences.map((s) => s[Symbol.iterator]());
  const heads: Array<SortEntry | null> = [];
  try {
    for (const it of its) {
      const r = it.next();
      heads.push(r.done ? null : r.value);
    }
    for (;;) {
      let best = -1;
      for (let k = 0; k < heads.length; k++) {
        const h = heads[k];
        if (h && (best < 0 || h.index < heads[best]!.index)) best = k;
      }
      if (best < 0) return;
      yield heads[best]!;
      const r = its[best]!.next();
      heads[best] = r.done ? null : r.value;
    }
  } finally {
    // A reader left early (an error, a stop) closes its files.
    for (const it of its) it.return?.();
  }
}

/**
 * Entries in any order, read back in index order. Entries of one index come in the order they
 * were added. Nothing is written while the entries fit the budget.
 */
export class GameSort {
  private readonly memory = new MemoryRun();
  private runs: string[] = [];
  private readonly folder: SpillFolder;
  private made = 0;
  private added = 0;

  /** `parent`: the folder beside whose files the runs go (a hidden folder in it). */
  constructor(
    parent: string,
    private readonly budget = SORT_BUDGET,
  ) {
    this.folder = new SpillFolder(parent);
  }

  /** Entries added so far. */
  get count(): number {
    return this.added;
  }

  add(entry: SortEntry): void {
    this.memory.add(entry);
    this.added++;
    if (this.memory.bytes > this.budget) this.spill();
  }

  /** Every entry added so far, in index order. */
  *sorted(): Generator<SortEntry> {
    yield* mergeSorted([...this.runs.map((f) => readRun(f)), this.memory.sorted()]);
  }

  /** Removes the run files. */
  close(): void {
    this.folder.remove();
    this.runs = [];
    this.memory.clear();
  }

  private spill(): void {
    const file = this.nextFile();
    const w = new RunWriter(file);
    try {
      this.memory.writeSorted(w);
    } finally {
      w.close();
    }
    this.runs.push(file);
    this.memory.clear();
    if (this.runs.length > MAX_RUNS) {
      const one = this.nextFile();
      writeRun(one, mergeSorted(this.runs.map((f) => readRun(f))));
      for (const f of this.runs) rmSync(f, { force: true });
      this.runs = [one];
    }
  }

  private nextFile(): string {
    return join(this.folder.get(), `run-${++this.made}.bin`);
  }
}

/**
 * Sorted entries fixed once written (a folder's games, one line each): in memory while they fit
 * the budget, else in one run file. Read as often as needed.
 */
export class SortedGames {
  private memory: SortEntry[] | null = [];
  private memoryChars = 0;
  private file: string | null = null;
  private writer: RunWriter | null = null;
  private readonly folder: SpillFolder;
  private written = 0;
  private open = true;

  constructor(
    parent: string,
    private readonly budget = SORT_BUDGET,
  ) {
    this.folder = new SpillFolder(parent);
  }

  get count(): number {
    return this.written;
  }

  /** Appends an entry; entries must come in index order. Call `finish` after the last. */
  push(entry: SortEntry): void {
    if (!this.open) throw new Error('SortedGames: push after finish');
    this.written++;
    if (this.writer) return this.writer.append(entry);
    this.memory!.push(entry);
    this.memoryChars += entry.text.length + ENTRY_OVERHEAD;
    if (this.memoryChars <= this.budget) return;
    // Over the budget: everything so far goes to the file, and what follows straight after it.
    this.file = join(this.folder.get(), 'sorted.bin');
    this.writer = new RunWriter(this.file);
    for (const e of this.memory!) this.writer.append(e);
    this.memory = null;
  }

  /** Ends the writing: what was pushed can be read from now on. */
  finish(): this {
    if (!this.open) return this;
    this.open = false;
    this.writer?.close();
    this.writer = null;
    return this;
  }

  /** The entries, in index order. */
  *entries(): Generator<SortEntry> {
    if (this.open) throw new Error('SortedGames: read before finish');
    if (this.memory) yield* this.memory;
    else yield* readRun(this.file!);
  }

  /** The games' indices, in order (their text is not read). */
  *indices(): Generator<number> {
    if (this.open) throw new Error('SortedGames: read before finish');
    if (this.memory) for (const e of this.memory) yield e.index;
    else for (const e of readRun(this.file!, false)) yield e.index;
  }

  /** Removes its file. */
  close(): void {
    if (this.writer) {
      try {
        this.writer.close();
      } catch {
        // the file goes anyway
      }
      this.writer = null;
    }
    this.folder.remove();
    this.memory = [];
    this.file = null;
    this.open = false;
  }
}
