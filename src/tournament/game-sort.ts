// Games kept in index order without holding them: each game is a line of text keyed by its index,
// gathered in memory up to a budget, then sorted and written to a run file in a hidden folder
// beside the results; reading merges the runs and what is still in memory, a buffer per run. A
// run finishes its games in about index order, a resumed folder's journal holds them in any order,
// and merged shards interleave: one external merge sort serves all three, in bounded memory.

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
 * Text gathered in memory before a run is written (characters; about as many bytes of heap):
 * 4 MB, or CATAN_ARENA_SORT_BYTES (docs/cli.md), which tests set small to send every sort to disk.
 */
export const SORT_BUDGET = sortBudget(process.env.CATAN_ARENA_SORT_BYTES);

function sortBudget(text: string | undefined): number {
  const n = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(n) ? n : 4 * 1024 * 1024;
}

/** Runs merged into one once there are more: each read keeps a buffer per run open. */
const MAX_RUNS = 16;
/** Heap taken by an entry besides its text. */
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
    const bytes = Buffer.byteLength(e.text);
    if (this.at + HEAD_BYTES + bytes > this.buf.length) {
      this.flush();
      if (HEAD_BYTES + bytes > this.buf.length) this.buf = Buffer.allocUnsafe(HEAD_BYTES + bytes);
    }
    const buf = this.buf;
    buf.writeDoubleLE(e.index, this.at);
    buf.writeUInt32LE(e.source, this.at + 8);
    buf.writeUInt32LE(e.line, this.at + 12);
    buf.writeUInt32LE(bytes, this.at + 16);
    buf.write(e.text, this.at + HEAD_BYTES);
    this.at += HEAD_BYTES + bytes;
  }

  /** Writes what is left and closes the file (also after a failure, to release it). */
  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
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
  private memory: SortEntry[] = [];
  private memoryChars = 0;
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
    this.memory.push(entry);
    this.memoryChars += entry.text.length + ENTRY_OVERHEAD;
    this.added++;
    if (this.memoryChars > this.budget) this.spill();
  }

  /** Every entry added so far, in index order. */
  *sorted(): Generator<SortEntry> {
    // Stable: entries of one index stay in the order they were added.
    this.memory.sort((a, b) => a.index - b.index);
    const memory = this.memory.slice();
    yield* mergeSorted([...this.runs.map((f) => readRun(f)), memory]);
  }

  /** Removes the run files. */
  close(): void {
    this.folder.remove();
    this.runs = [];
    this.memory = [];
    this.memoryChars = 0;
  }

  private spill(): void {
    this.memory.sort((a, b) => a.index - b.index);
    const file = this.nextFile();
    writeRun(file, this.memory);
    this.runs.push(file);
    this.memory = [];
    this.memoryChars = 0;
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
