// The games of a run in index order as the prefix of finished games grows: what a stop rule reads
// (a match's SPRT), block by block, so that where it stops does not depend on which games the
// workers finished first. Games that finish ahead of a missing one wait here until it comes; a
// resumed run's earlier games are read from their sorted file as the prefix reaches them.

import type { RowFacts } from '../stats/tournament.js';
import type { SortEntry, SortedGames } from './game-sort.js';
import { rowOfCsvLine } from './games-csv.js';

export class GamePrefix {
  /** The first game index not yet fed. */
  private next = 0;
  /** Finished games past the prefix: at most those finished while an earlier one was still playing. */
  private readonly waiting = new Map<number, RowFacts>();
  private block: RowFacts[] = [];
  private readonly previous: Iterator<SortEntry> | null;
  private head: SortEntry | null = null;

  /**
   * `previous`: the games a resumed folder holds (read lazily, in order); `blockSize` games make a
   * block, and the last block of the `expected` games may be short; `names`: the plan's added VP
   * sources, which its games.csv lines keep (planSourceNames).
   */
  constructor(
    previous: SortedGames | null,
    private readonly blockSize: number,
    private readonly expected: number,
    private readonly names: readonly string[] = [],
  ) {
    this.previous = previous ? previous.entries() : null;
    this.pull();
  }

  /** Games that finished past the prefix and wait for an earlier one. */
  get pending(): number {
    return this.waiting.size;
  }

  /** A game this run played. */
  arrive(row: RowFacts): void {
    this.waiting.set(row.index, row);
  }

  /**
   * Feeds `onBlock` each block the prefix completes, in order; once it returns true, the prefix
   * stops there and its end (the first game index not kept) is returned (then close it). Null:
   * no stop yet.
   */
  advance(onBlock: (block: RowFacts[]) => boolean): number | null {
    for (;;) {
      let row: RowFacts | undefined;
      if (this.head && this.head.index === this.next) {
        row = rowOfCsvLine(this.head.text, this.names);
        this.pull();
      } else {
        row = this.waiting.get(this.next);
        if (row === undefined) return null;
        this.waiting.delete(this.next);
      }
      this.block.push(row);
      this.next++;
      if (this.next % this.blockSize !== 0 && this.next !== this.expected) continue;
      const block = this.block;
      this.block = [];
      if (onBlock(block)) return this.next;
    }
  }

  /** Lets go of the earlier games' file and of the games waiting. */
  close(): void {
    this.previous?.return?.();
    this.head = null;
    this.waiting.clear();
  }

  private pull(): void {
    const r = this.previous?.next();
    this.head = r && !r.done ? r.value : null;
  }
}
