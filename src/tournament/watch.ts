// What a worker is doing, shared with the main thread's watchdog: the game it plays, and the seat
// whose bot code runs (deciding, being built, or in a hook) on which turn.
//
// The worker writes no time: every write gives the record a new sequence number, and the watchdog
// times how long it has seen the same number (`WatchClock`). A worker writes twice per decision,
// so this is on the hot path, where reading the clock and a read-modify-write per write cost a
// sixth of a random game. The watchdog sees a change one tick late at most: it can be late to stop
// a hung bot, never early.
//
// A seqlock makes every reading consistent: the number is odd while the writer writes, and a
// reader that sees it odd or changed reads again on the next tick, so it can never pair one seat
// with another game or turn. Only the number needs atomic stores, which order the plain stores of
// the fields between them (for the compiler as for the processor); the fields' own stores were a
// third of the watch's cost.

const SEQ = 0;
const INDEX = 1;
const SEAT = 2;
const TURN = 3;
const FIELDS = 4;

export function watchBuffer(): SharedArrayBuffer {
  const sab = new SharedArrayBuffer(FIELDS * 4);
  const a = new Int32Array(sab);
  a[INDEX] = -1;
  a[SEAT] = -1;
  return sab;
}

/** The worker's side: the only writer of its buffer, so it keeps the sequence number itself. */
export class WatchWriter {
  private readonly a: Int32Array;
  private seq = 0;
  constructor(sab: SharedArrayBuffer) {
    this.a = new Int32Array(sab);
    this.seq = Atomics.load(this.a, SEQ);
  }

  /** Odd before a write, even after it. Wraps after 2^31 writes; the watchdog only compares numbers a tick apart. */
  private bump(): void {
    this.seq = (this.seq + 1) | 0;
    Atomics.store(this.a, SEQ, this.seq);
  }

  /** A new game starts; no bot code runs yet. */
  game(index: number): void {
    this.bump();
    this.a[INDEX] = index;
    this.a[SEAT] = -1;
    this.a[TURN] = 0;
    this.bump();
  }

  /** Bot code of `seat` runs from now on. */
  enter(seat: number, turn: number): void {
    this.bump();
    this.a[SEAT] = seat;
    this.a[TURN] = turn;
    this.bump();
  }

  /** No bot code runs. */
  leave(): void {
    this.bump();
    this.a[SEAT] = -1;
    this.bump();
  }
}

export interface WatchReading {
  /** The record's sequence number: a new one for every write. */
  seq: number;
  index: number;
  /** The seat whose bot code runs, or -1. */
  seat: number;
  turn: number;
}

/** The main thread's side: a consistent reading, or null while the worker is writing. */
export function readWatch(sab: SharedArrayBuffer): WatchReading | null {
  const a = new Int32Array(sab);
  const before = Atomics.load(a, SEQ);
  if (before & 1) return null;
  const reading = { seq: before, index: Atomics.load(a, INDEX), seat: Atomics.load(a, SEAT), turn: Atomics.load(a, TURN) };
  return Atomics.load(a, SEQ) === before ? reading : null;
}

/**
 * How long one worker's record has stayed as it is, by the watchdog's own clock: the time since a
 * reading with its sequence number was first seen. Bot code that has run that long without
 * returning has held its seat at least that long.
 */
export class WatchClock {
  private seq = Number.NaN;
  private since = 0;
  /** The last consistent reading. */
  last: WatchReading | null = null;

  /** Reads the record at `now` (Date.now()); the reading and for how long it has stood, or null. */
  tick(sab: SharedArrayBuffer, now: number): { reading: WatchReading; heldMs: number } | null {
    const r = readWatch(sab);
    if (!r) return null;
    if (r.seq !== this.seq) {
      this.seq = r.seq;
      this.since = now;
    }
    this.last = r;
    return { reading: r, heldMs: now - this.since };
  }
}
