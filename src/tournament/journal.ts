// journal.jsonl: the durable log of a results folder. A header line (the plan and the command that
// runs it) is written and fsync'd before the first game, then one line per finished game: written
// at once (a killed process loses none of it: the kernel holds it), and fsync'd in groups on
// libuv's thread pool, at most one every SYNC_GAP_MS (a machine that loses power loses at most the
// last group, some tens of milliseconds of games). One fsync per game in the main thread held up
// every worker's next batch: with fast bots it was a third of a run's time. summary.json and
// games.csv are checkpoints; a run killed at any moment resumes from the journal and loses at most
// the games that were in flight.

import { closeSync, existsSync, fstatSync, fsync, fsyncSync, ftruncateSync, openSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SprtSpec } from '../stats/sprt.js';
import { forEachLine, MAX_LINE_BYTES } from '../files/bounded-lines.js';
import { BoundedReadError, linesOfFd } from '../files/bounded-read.js';
import { syncFailure, writeAll, writeFailure } from '../files/output.js';
import type { GameRow } from './play-spec.js';
import { readingResults, ResultsError } from './results-error.js';
import type { TournamentPlan } from './plan.js';

export const JOURNAL_FORMAT = 'catan-arena/journal@1';
/** Least time from one fsync's start to the next: a power loss takes at most this and one fsync of games. */
const SYNC_GAP_MS = 20;
export const JOURNAL_FILE = 'journal.jsonl';

/**
 * The command a folder's games belong to, with what it needs besides the plan to continue and to
 * summarise them: a resumed match keeps its SPRT (and stops where it would have), a ladder its ratings.
 */
export type CommandSettings =
  | { name: 'run' }
  | { name: 'match'; a: string; b: string; players: number; sprt: SprtSpec | null }
  | { name: 'ladder' };

export interface JournalHeader {
  format: string;
  tool: { name: string; version: string; node: string };
  command: CommandSettings;
  plan: TournamentPlan;
}

/** A game's journal line: its row without the set-up sites, which only the balance report reads (from the games it holds). */
export function journalLine(row: GameRow): string {
  const { setup: _setup, ...result } = row.result;
  return JSON.stringify({ ...row, result });
}

/** A result folder's journal, open for appending (one descriptor for the whole run). */
export class Journal {
  private constructor(
    private fd: number | null,
    /** The file's path, as failures name it. */
    private readonly file: string,
  ) {}
  // Group commit: at most one fsync in flight; lines written meanwhile wait for the next one.
  private syncing = false;
  private unsynced = false;
  private failure: Error | null = null;
  private onThisSync: Array<() => void> = [];
  private onNextSync: Array<() => void> = [];
  /** Lines appended and not yet written. */
  private pending: string[] = [];
  private lastSyncAt = -Infinity;

  /**
   * Starts a new journal (replacing any), its header on disk before the first game. A header that
   * cannot be written (a full disk) leaves no journal: nothing was played.
   */
  static create(dir: string, header: JournalHeader): Journal {
    const file = join(dir, JOURNAL_FILE);
    const j = new Journal(openSync(file, 'w'), file);
    try {
      j.writeLine(JSON.stringify(header));
      j.syncNow();
    } catch (err) {
      closeSync(j.fd!);
      rmSync(file, { force: true });
      throw err;
    }
    return j;
  }

  /**
   * Opens an existing journal to go on appending: a last line torn by a kill is cut off first (its
   * game was not counted and is played again). A missing or empty journal gets `header`.
   */
  static reopen(dir: string, header: JournalHeader): Journal {
    const file = join(dir, JOURNAL_FILE);
    const fd = openSync(file, 'a+');
    const j = new Journal(fd, file);
    try {
      const size = fstatSync(fd).size;
      const keep = wholeLinesLength(fd, size);
      if (keep < size) ftruncateSync(fd, keep);
      if (keep === 0) j.writeLine(JSON.stringify(header));
      j.syncNow();
    } catch (err) {
      closeSync(fd);
      throw writeFailure(file, err);
    }
    return j;
  }

  /**
   * Appends a finished game's line (journalLine): written once the games of the message that
   * brought it are in (one write for a worker's group of games, not one each), on disk with the
   * next group's fsync (flush waits for it).
   */
  append(line: string): void {
    if (this.fd === null) throw new Error('journal: write after close');
    if (this.failure) throw this.failure;
    this.pending.push(line);
    if (this.pending.length === 1) queueMicrotask(() => this.writeGuarded());
  }

  /** Writes the lines appended so far now (before a checkpoint that counts their games). */
  writePending(): void {
    if (this.pending.length === 0 || this.fd === null) return;
    const text = this.pending.join('\n') + '\n';
    this.pending = [];
    this.writeText(text);
    this.unsynced = true;
    this.sync();
  }

  private writeGuarded(): void {
    try {
      this.writePending();
    } catch (err) {
      // Out of the caller's stack: the next append, flush or close reports it.
      this.failure ??= err instanceof Error ? err : new Error(String(err));
    }
  }

  /** Resolves once every line appended so far is on disk; rejects if an fsync failed. */
  flush(): Promise<void> {
    this.writeGuarded();
    return new Promise((resolve, reject) => {
      const done = () => (this.failure ? reject(this.failure) : resolve());
      if (this.unsynced) this.onNextSync.push(done);
      else if (this.syncing) this.onThisSync.push(done);
      else done();
    });
  }

  /** Flushes, then closes the file. */
  async close(): Promise<void> {
    if (this.fd === null) return;
    try {
      await this.flush();
    } finally {
      if (this.fd !== null) closeSync(this.fd);
      this.fd = null;
    }
  }

  private sync(): void {
    if (this.syncing || !this.unsynced || this.fd === null) return;
    // Back to back, fsyncs ran some thousand times a second with fast bots, each call a cost to
    // the main thread (a tenth of its time in a run): a group waits for the gap to pass.
    const wait = this.lastSyncAt + SYNC_GAP_MS - performance.now();
    if (wait > 0) {
      this.syncing = true; // holds the slot: lines and flushes meanwhile wait for this group
      setTimeout(() => {
        this.syncing = false;
        this.sync();
      }, wait);
      return;
    }
    this.lastSyncAt = performance.now();
    this.syncing = true;
    this.unsynced = false;
    const waiting = this.onNextSync;
    this.onNextSync = [];
    this.onThisSync = waiting;
    fsync(this.fd, (err) => {
      this.syncing = false;
      if (err) this.failure ??= syncFailure(this.file, err);
      const done = this.onThisSync;
      this.onThisSync = [];
      for (const f of done) f();
      this.sync();
    });
  }

  private writeLine(text: string): void {
    this.writeText(text + '\n');
  }

  private writeText(text: string): void {
    if (this.fd === null) throw new Error('journal: write after close');
    if (this.failure) throw this.failure;
    try {
      writeAll(this.fd, text);
    } catch (err) {
      throw writeFailure(this.file, err);
    }
  }

  private syncNow(): void {
    try {
      fsyncSync(this.fd!);
    } catch (err) {
      throw syncFailure(this.file, err as NodeJS.ErrnoException);
    }
  }
}

/** Bytes up to and including the last newline: what is left once a torn last line is cut. */
function wholeLinesLength(fd: number, size: number): number {
  const buf = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0; ) {
    const start = Math.max(0, end - buf.length);
    const n = readSync(fd, buf, 0, end - start, start);
    const nl = buf.subarray(0, n).lastIndexOf(10);
    if (nl >= 0) return start + nl + 1;
    end = start;
  }
  return 0;
}

/** A game line of the journal: parsed (to be checked by the caller against the plan), its number and text. */
export interface JournalGame {
  line: number;
  value: unknown;
  text: string;
}

export interface JournalContents {
  header: JournalHeader;
  /** The game lines, unless readJournal was given `onGame`. */
  games: JournalGame[];
}

/**
 * Reads dir/journal.jsonl, or null when there is none. A torn last line (no newline: the process
 * died while writing it) is ignored; any other line that is not JSON is an error naming it. With
 * `onGame`, each game line goes to it as it is read, with the header (millions need never be
 * objects at once).
 */
export function readJournal(dir: string, onGame?: (game: JournalGame, header: JournalHeader) => void): JournalContents | null {
  const file = join(dir, JOURNAL_FILE);
  if (!existsSync(file)) return null;
  let header: JournalHeader | null = null;
  const games: JournalGame[] = [];
  readingResults(() =>
    forEachLine(file, (text, line, complete) => {
      if (!complete) return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new ResultsError(`${file}: line ${line}: not JSON`);
      }
      if (line === 1) header = checkHeader(value, file);
      else if (onGame) onGame({ line, value, text }, header!);
      else games.push({ line, value, text });
    }),
  );
  if (header === null) return null; // killed before the header reached the disk: nothing was played
  return { header, games };
}

/** The header of dir/journal.jsonl (its first line, checked), or null when there is none yet; the games are not read. */
export function readJournalHeader(dir: string): JournalHeader | null {
  const file = join(dir, JOURNAL_FILE);
  if (!existsSync(file)) return null;
  const fd = openSync(file, 'r');
  try {
    const tooLong = () => new BoundedReadError(file, `line 1 is longer than ${MAX_LINE_BYTES / (1024 * 1024)} MB`);
    return readingResults(() => {
      for (const { text, complete } of linesOfFd(fd, MAX_LINE_BYTES, tooLong)) {
        // Killed before the header reached the disk: nothing was played.
        if (!complete) return null;
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          throw new ResultsError(`${file}: line 1: not JSON`);
        }
        return checkHeader(value, file);
      }
      return null;
    });
  } finally {
    closeSync(fd);
  }
}

function checkHeader(value: unknown, file: string): JournalHeader {
  const h = value as Partial<JournalHeader> | null;
  if (!h || typeof h !== 'object' || h.format !== JOURNAL_FORMAT) {
    throw new ResultsError(`${file}: line 1: expected a header of format "${JOURNAL_FORMAT}"`);
  }
  if (!h.plan || typeof h.plan !== 'object' || !Array.isArray(h.plan.lineup)) throw new ResultsError(`${file}: line 1, field plan: expected a tournament plan`);
  const name = (h.command as { name?: unknown } | undefined)?.name;
  if (name !== 'run' && name !== 'match' && name !== 'ladder') throw new ResultsError(`${file}: line 1, field command: expected run, match or ladder`);
  return h as JournalHeader;
}
