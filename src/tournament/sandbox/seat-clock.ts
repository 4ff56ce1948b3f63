// The clock a sandboxed bot reads as performance.now(): milliseconds of its own seat's thinking in
// this game, which stands still while any other code runs. A clock that ran between calls would
// show how long the other seats thought, a channel between two bots at one table.

export class SeatClock {
  private spent = 0;
  private since = -1;

  /** The seat's code starts running. */
  start(): void {
    this.since = performance.now();
  }

  /** The seat's code has returned. */
  stop(): void {
    if (this.since < 0) return;
    this.spent += performance.now() - this.since;
    this.since = -1;
  }

  /** What the bot reads: its thinking so far, the running call included. */
  readonly now = (): number => (this.since < 0 ? this.spent : this.spent + (performance.now() - this.since));
}
