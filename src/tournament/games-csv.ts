// games.csv as written: its columns, and each game's line. A worker makes a game's line as it posts
// the game (src/tournament/worker.ts), so the main thread, which the workers wait on, only joins
// lines. Fields are quoted as RFC 4180 (and csv-stringify, which the tests hold this to) quote them;
// a stringifier per game cost each worker more time, and more optimising at start, than the game's
// other results together.

import { specialVp } from '../stats/tournament.js';
import type { GameRow } from './play-spec.js';

export const CSV_COLUMNS = [
  'index', 'seed', 'block', 'rotation', 'seating', 'seats', 'winner_seat', 'winner', 'vp', 'turns', 'capped',
  'forfeit_seat', 'forfeit_reason', 'steps', 'decisions', 'seat_decisions', 'think_ms',
  'vp_settlements', 'vp_cities', 'vp_longest_road', 'vp_largest_army', 'vp_cards', 'vp_special',
] as const;
/** Files of earlier versions have no vp_special column; they read as 0 special VP. */
export const OLD_COLUMNS = CSV_COLUMNS.length - 1;

/** A field as written: quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const csvRecord = (fields: readonly string[]) => fields.map(csvField).join(',') + '\n';

export const CSV_HEADER = csvRecord(CSV_COLUMNS);

// The per-seat columns are joined by loops: Array.prototype.join inlined at each column met arrays
// of every elements kind (whole numbers, fractions, strings) and threw away its optimised code.
const bars = (xs: readonly (number | string)[]): string => {
  let out = '';
  for (let i = 0; i < xs.length; i++) out += i === 0 ? `${xs[i]}` : `|${xs[i]}`;
  return out;
};

/** One game's fields, in CSV_COLUMNS order. */
export function csvRow(row: GameRow, labels: readonly string[]): string[] {
  const r = row.result;
  const src = r.vpSources;
  const seats = row.seating.map((e) => labels[e]!);
  const think = r.thinkMs.map((x) => Number(x.toFixed(3)));
  const winner = r.winner >= 0;
  return [
    `${row.index}`, row.seed, `${row.block}`, `${row.rotation}`, bars(row.seating), bars(seats),
    winner ? `${r.winner}` : '', winner ? seats[r.winner]! : '', bars(r.vp), `${r.turns}`, r.capped ? '1' : '0',
    r.forfeit ? `${r.forfeit.seat}` : '', r.forfeit ? r.forfeit.reason : '', `${r.steps}`, `${r.decisions}`, bars(r.seatDecisions),
    bars(think), bars(src.map((s) => s.settlements)), bars(src.map((s) => s.cities)), bars(src.map((s) => s.longestRoad)),
    bars(src.map((s) => s.largestArmy)), bars(src.map((s) => s.vpCards)), bars(src.map(specialVp)),
  ];
}

/** One game's line of games.csv, with its newline. */
export function csvLine(row: GameRow, labels: readonly string[]): string {
  return csvRecord(csvRow(row, labels));
}

/** games.csv's text: the header and one line per game. */
export function formatCsv(rows: readonly GameRow[], labels: readonly string[]): string {
  return CSV_HEADER + rows.map((r) => csvLine(r, labels)).join('');
}
