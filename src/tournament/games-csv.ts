// games.csv as written: its columns, and each game's line. A worker makes a game's line as it posts
// the game (src/tournament/worker.ts), so the main thread, which the workers wait on, only joins
// lines; csv-stringify quotes each field that needs it, the same line by line as for a whole file.

import { stringify } from 'csv-stringify/sync';
import { specialVp } from '../stats/tournament.js';
import type { GameRow } from './play-spec.js';

export const CSV_COLUMNS = [
  'index', 'seed', 'block', 'rotation', 'seating', 'seats', 'winner_seat', 'winner', 'vp', 'turns', 'capped',
  'forfeit_seat', 'forfeit_reason', 'steps', 'decisions', 'seat_decisions', 'think_ms',
  'vp_settlements', 'vp_cities', 'vp_longest_road', 'vp_largest_army', 'vp_cards', 'vp_special',
] as const;
/** Files of earlier versions have no vp_special column; they read as 0 special VP. */
export const OLD_COLUMNS = CSV_COLUMNS.length - 1;

const CSV_OPTIONS = { record_delimiter: 'unix' } as const;

export const CSV_HEADER = stringify([[...CSV_COLUMNS]], CSV_OPTIONS);

const join_ = (xs: readonly (number | string)[]) => xs.join('|');

/** One game's fields, in CSV_COLUMNS order. */
export function csvRow(row: GameRow, labels: readonly string[]): string[] {
  const r = row.result;
  const src = r.vpSources;
  const fields = [
    row.index, row.seed, row.block, row.rotation, join_(row.seating), join_(row.seating.map((e) => labels[e]!)),
    r.winner >= 0 ? r.winner : '', r.winner >= 0 ? labels[row.seating[r.winner]!]! : '', join_(r.vp), r.turns, r.capped ? 1 : 0,
    r.forfeit ? r.forfeit.seat : '', r.forfeit ? r.forfeit.reason : '', r.steps, r.decisions, join_(r.seatDecisions),
    join_(r.thinkMs.map((x) => Number(x.toFixed(3)))),
    join_(src.map((s) => s.settlements)), join_(src.map((s) => s.cities)), join_(src.map((s) => s.longestRoad)),
    join_(src.map((s) => s.largestArmy)), join_(src.map((s) => s.vpCards)), join_(src.map(specialVp)),
  ];
  return fields.map(String);
}

/** One game's line of games.csv, with its newline. */
export function csvLine(row: GameRow, labels: readonly string[]): string {
  return stringify([csvRow(row, labels)], CSV_OPTIONS);
}

/** games.csv's text: the header and one line per game (`made`: lines already made, by game index). */
export function formatCsv(rows: readonly GameRow[], labels: readonly string[], made?: ReadonlyMap<number, string>): string {
  return CSV_HEADER + rows.map((r) => made?.get(r.index) ?? csvLine(r, labels)).join('');
}
