// The finished games of a run, kept for its statistics and checkpoints as text: each game's journal
// line (the string the worker made and the journal writes, so it is held once) and its set-up
// settlements, which the journal does not carry. As objects a 4-player game took some 1.7 KB of
// heap, and the collector traced every one of them again and again; a run of two million games
// ran out of heap. A row is parsed back when it is asked for.

import { journalLine } from './journal.js';
import type { GameRow } from './play-spec.js';

/** result.setup as text (seats joined by '|', a seat's nodes by ','), or null when the row has none. */
export function setupText(setup: readonly (readonly number[])[] | undefined): string | null {
  if (!setup) return null;
  // Joined in a loop, not mapped: see assembleMap (src/maps/assemble.ts).
  let text = '';
  for (let seat = 0; seat < setup.length; seat++) text += (seat > 0 ? '|' : '') + setup[seat]!.join(',');
  return text;
}

/** The row of a journal line and a setupText (a new object on every call). */
export function rowFromText(line: string, setup: string | null): GameRow {
  const row = JSON.parse(line) as GameRow;
  if (setup !== null) row.result.setup = setup.split('|').map((seat) => (seat === '' ? [] : seat.split(',').map(Number)));
  return row;
}

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
    this.keep(row.index, line ?? journalLine(row), setupText(row.result.setup));
  }

  /** Keeps a game as text: its journalLine and its setupText. */
  keep(index: number, line: string, setup: string | null): void {
    this.lines.set(index, line);
    if (setup !== null) this.setups.set(index, setup);
    else this.setups.delete(index);
  }

  delete(index: number): void {
    this.lines.delete(index);
    this.setups.delete(index);
  }

  /** The game's row, as it was added (a new object on every call). */
  get(index: number): GameRow | undefined {
    const line = this.lines.get(index);
    return line === undefined ? undefined : rowFromText(line, this.setups.get(index) ?? null);
  }

  /** The kept games' indices, in order. */
  indices(): number[] {
    return [...this.lines.keys()].sort((a, b) => a - b);
  }

  /** The games in index order, parsed one at a time: never all objects at once. */
  *rows(): IterableIterator<GameRow> {
    for (const i of this.indices()) yield this.get(i)!;
  }

  /** Every game's row, in index order. */
  sorted(): GameRow[] {
    return [...this.rows()];
  }
}
