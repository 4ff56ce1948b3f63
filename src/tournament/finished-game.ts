// A finished game as a worker sends it to the main thread: text only, made in the worker beside the
// other workers. The main thread, which every worker waits on, keeps the text as it is (the journal
// line, games.csv's line, the set-up settlements; row-store.ts); sent as a row object, each game was
// some 25 objects to rebuild there, about 13 us a game against 2 for these strings.

import { csvLine } from './games-csv.js';
import { journalLine } from './journal.js';
import type { GameOutput, GameRow } from './play-spec.js';
import { rowFromText, setupText } from './row-store.js';

export interface FinishedGame {
  index: number;
  /** journalLine of the row. */
  journal: string;
  /** The row's line of games.csv, with its newline. */
  csv: string;
  /** setupText of the row's set-up settlements (null: the row has none). */
  setup: string | null;
  /** The game record as one JSON line, when the plan records games. */
  record: string | null;
}

export function finishedGame(out: GameOutput, labels: readonly string[]): FinishedGame {
  return { index: out.row.index, journal: journalLine(out.row), csv: csvLine(out.row, labels), setup: setupText(out.row.result.setup), record: out.record };
}

/** The game's row, parsed back from its text (a new object on every call). */
export function finishedRow(game: FinishedGame): GameRow {
  return rowFromText(game.journal, game.setup);
}
