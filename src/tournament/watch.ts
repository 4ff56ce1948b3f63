// What a worker is doing, shared with the main thread's watchdog: the game it plays, and the seat
// whose bot code runs (deciding, being built, or in a hook) with when it started. A seqlock makes
// every reading consistent: the writer makes the sequence odd, writes, makes it even; a reader that
// sees it change or odd reads again on the next tick, so it can never pair one seat with another
// seat's start time.

const SEQ = 0;
const INDEX = 1;
const SEAT = 2;
const TURN = 3;
const SINCE = 4;
const FIELDS = 5;

export function watchBuffer(): SharedArrayBuffer {
  const sab = new SharedArrayBuffer(FIELDS * 4);
  const a = new Int32Array(sab);
  a[INDEX] = -1;
  a[SEAT] = -1;
  return sab;
}

/** The worker's side. `base` is the main thread's Date.now() when the buffer was made. */
export class WatchWriter {
  private readonly a: Int32Array;
  constructor(
    sab: SharedArrayBuffer,
    private readonly base: number,
  ) {
    this.a = new Int32Array(sab);
  }

  private write(index: number, seat: number, turn: number): void {
    const a = this.a;
    Atomics.add(a, SEQ, 1);
    Atomics.store(a, INDEX, index);
    Atomics.store(a, SEAT, seat);
    Atomics.store(a, TURN, turn);
    Atomics.store(a, SINCE, Date.now() - this.base);
    Atomics.add(a, SEQ, 1);
  }

  /** A new game starts; no bot code runs yet. */
  game(index: number): void {
    this.write(index, -1, 0);
  }

  /** Bot code of `seat` runs from now on. */
  enter(seat: number, turn: number): void {
    this.write(Atomics.load(this.a, INDEX), seat, turn);
  }

  /** No bot code runs. */
  leave(): void {
    this.write(Atomics.load(this.a, INDEX), -1, Atomics.load(this.a, TURN));
  }
}

export interface WatchReading {
  index: number;
  /** The seat whose bot code runs, or -1. */
  seat: number;
  turn: number;
  /** Date.now() when it started. */
  since: number;
}

/** The main thread's side: a consistent reading, or null while the worker is writing. */
export function readWatch(sab: SharedArrayBuffer, base: number): WatchReading | null {
  const a = new Int32Array(sab);
  const before = Atomics.load(a, SEQ);
  if (before & 1) return null;
  const reading = { index: Atomics.load(a, INDEX), seat: Atomics.load(a, SEAT), turn: Atomics.load(a, TURN), since: base + Atomics.load(a, SINCE) };
  return Atomics.load(a, SEQ) === before ? reading : null;
}
