// A finished game as a worker sends it to the main thread: text, made in the worker beside the other
// workers, and the statistics' facts packed in one array. The main thread, which every worker waits
// on, writes the text as it is (the journal line, games.csv's line) and adds the facts to the run's
// tally; sent as a row object, each game was some 25 objects to rebuild there, about 13 us a game
// against 2 for these strings.

import { csvLine } from './games-csv.js';
import { journalLine } from './journal.js';
import type { GameOutput, GameRow } from './play-spec.js';
import { packFacts } from '../stats/tournament.js';

/** result.setup as text (seats joined by '|', a seat's nodes by ','), or null when the row has none. */
export function setupText(setup: readonly (readonly number[])[] | undefined): string | null {
  if (!setup) return null;
  // Joined in a loop, not mapped: see assembleMap (src/maps/assemble.ts).
  let text = '';
  for (let seat = 0; seat < setup.length; seat++) text += (seat > 0 ? '|' : '') + setup[seat]!.join(',');
  return text;
}

/** The set-up settlements of a setupText, per seat. */
export function setupOfText(text: string): number[][] {
  return text.split('|').map((seat) => (seat === '' ? [] : seat.split(',').map(Number)));
}

/** The row of a journal line and a setupText (a new object on every call). */
export function rowFromText(line: string, setup: string | null): GameRow {
  const row = JSON.parse(line) as GameRow;
  if (setup !== null) row.result.setup = setupOfText(setup);
  return row;
}

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
  /** packFacts of the row (with the plan's added sources), for the run's tally. */
  facts: Float64Array;
  /** The forfeit's reason, when a seat forfeited (it does not fit `facts`). */
  forfeit: string | null;
}

/** `labels` name the line-up entries; `names` are the plan's added VP sources (planSourceNames). */
export function finishedGame(out: GameOutput, labels: readonly string[], names: readonly string[] = []): FinishedGame {
  const row = out.row;
  return {
    index: row.index,
    journal: journalLine(row),
    csv: csvLine(row, labels, names),
    setup: setupText(row.result.setup),
    record: out.record,
    facts: packFacts(row, names),
    forfeit: row.result.forfeit?.reason ?? null,
  };
}

/** The game's row, parsed back from its text (a new object on every call). */
export function finishedRow(game: FinishedGame): GameRow {
  return rowFromText(game.journal, game.setup);
}
