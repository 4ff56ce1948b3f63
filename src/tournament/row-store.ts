// The finished games of a run, kept for its statistics and checkpoints as text: each game's journal
// line (the string the worker made and the journal writes, so it is held once) and its set-up
// settlements, which the journal does not carry. As objects a 4-player game took some 1.7 KB of
// heap, and the collector traced every one of them again and again; a run of two million games
// ran out of heap. A row is parsed back when it is asked for.

import { journalLine } from './journal.js';
import type { GameRow } from './play-spec.js';

export class RowStore {
  private readonly lines = new Map<number, string>();
  /** result.setup of the games that have one, seats joined by '|' and nodes by ','. */
  private readonly setups = new Map<number, string>();

  get size(): number {
    return this.lines.size;
  }

  has(index: number): boolean {
    return this.lines.has(index);
  }

  /** Keeps a game (replacing any with its index); `line`: its journalLine, when already made. */
  add(row: GameRow, line?: string): void {
    this.lines.set(row.index, line ?? journalLine(row));
    const setup = row.result.setup;
    if (setup) this.setups.set(row.index, setup.map((nodes) => nodes.join(',')).join('|'));
    else this.setups.delete(row.index);
  }

  delete(index: number): void {
    this.lines.delete(index);
    this.setups.delete(index);
  }

  /** The game's row, as it was added (a new object on every call). */
  get(index: number): GameRow | undefined {
    const line = this.lines.get(index);
    if (line === undefined) return undefined;
    const row = JSON.parse(line) as GameRow;
    const setup = this.setups.get(index);
    if (setup !== undefined) row.result.setup = setup.split('|').map((seat) => (seat === '' ? [] : seat.split(',').map(Number)));
    return row;
  }

  /** The kept games' indices, in order. */
  indices(): number[] {
    return [...this.lines.keys()].sort((a, b) => a - b);
  }

  /** The games in index order (or of `indices`), parsed one at a time: never all objects at once. */
  *rows(indices: readonly number[] = this.indices()): IterableIterator<GameRow> {
    for (const i of indices) yield this.get(i)!;
  }

  /** Every game's row, in index order. */
  sorted(): GameRow[] {
    return [...this.rows()];
  }
}
