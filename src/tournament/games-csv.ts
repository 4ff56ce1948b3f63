// games.csv as written: its columns, and each game's line. A worker makes a game's line as it posts
// the game (src/tournament/worker.ts), so the main thread, which the workers wait on, only joins
// lines. Fields are quoted as RFC 4180 (and csv-stringify, which the tests hold this to) quote them;
// a stringifier per game cost each worker more time, and more optimising at start, than the game's
// other results together.

import { namedVp, specialVp, UNNAMED } from '../stats/added-sources.js';
import type { VpSources } from '../engine/rule-set.js';
import type { GameRow } from './play-spec.js';

/**
 * The columns every games.csv has. After them come the columns of the VP sources the run's rule
 * sets add (sourceColumn), one per source in the plan's order (planSourceNames), none in a run of
 * the base game; vp_special is their sum.
 */
export const CSV_COLUMNS = [
  'index', 'seed', 'block', 'rotation', 'seating', 'seats', 'winner_seat', 'winner', 'vp', 'turns', 'capped',
  'forfeit_seat', 'forfeit_reason', 'steps', 'decisions', 'seat_decisions', 'think_ms',
  'vp_settlements', 'vp_cities', 'vp_longest_road', 'vp_largest_army', 'vp_cards', 'vp_special',
] as const;
/** Files of earlier versions have no vp_special column; their special VP read as what the other sources leave of vp. */
export const OLD_COLUMNS = CSV_COLUMNS.length - 1;

const SOURCE_PREFIX = 'vp_special_';

/** The column of an added VP source: `vp_special_` and its name in snake case (`tradeRoute`: `vp_special_trade_route`). */
export function sourceColumn(name: string): string {
  return SOURCE_PREFIX + name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The source a column after CSV_COLUMNS names (sourceColumn undone), or null when it names none. */
export function sourceOfColumn(column: string): string | null {
  const snake = column.startsWith(SOURCE_PREFIX) ? column.slice(SOURCE_PREFIX.length) : '';
  if (!/^[a-z][a-z0-9]*(_[a-z][a-z0-9]*)*$/.test(snake)) return null;
  return snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A field as written: quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A number's text as `${x}` makes it, made without V8's number-to-string cache. Through the cache,
 * a fraction's text is made in the old generation, and a whole number's is held by the cache
 * (itself old) until another number takes its slot, long enough to be moved there; either stays
 * until a full collection. A game's index, length and thinking times rarely repeat: written through
 * the cache, they grew each worker's old generation by some 0.15 MB a second (three times what is
 * left) until V8 collected it whole. JSON.stringify writes a finite number with ToString, as `${x}`
 * does, into a new string.
 */
function numberText(x: number): string {
  return Number.isFinite(x) ? JSON.stringify(x) : String(x);
}

function csvRecord(fields: readonly string[]): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) line += i === 0 ? csvField(fields[i]!) : `,${csvField(fields[i]!)}`;
  return line + '\n';
}

/** The header of a games.csv without added sources (a run of the base game). */
export const CSV_HEADER = csvRecord(CSV_COLUMNS);

/** The header of a run's games.csv, `names` its added VP sources (planSourceNames). */
export function csvHeader(names: readonly string[]): string {
  return names.length === 0 ? CSV_HEADER : csvRecord([...CSV_COLUMNS, ...names.map(sourceColumn)]);
}

/**
 * The fields of a line csvRecord wrote (its newline at the end): csvField undone. Only for lines
 * this program made; a file a user may have edited is read with csv-parse (results.ts).
 */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  const end = line.endsWith('\n') ? line.length - 1 : line.length;
  let i = 0;
  for (;;) {
    if (line.charCodeAt(i) === 34) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const q = line.indexOf('"', from);
        if (q < 0 || q >= end) throw new Error(`csvFields: a quoted field is not closed in ${JSON.stringify(line.slice(0, 80))}`);
        value += line.slice(from, q);
        if (line.charCodeAt(q + 1) === 34) {
          value += '"';
          from = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      fields.push(value);
    } else {
      const comma = line.indexOf(',', i);
      const stop = comma < 0 || comma > end ? end : comma;
      fields.push(line.slice(i, stop));
      i = stop;
    }
    if (i >= end) return fields;
    i++; // the comma
  }
}

/**
 * One game's fields, in CSV_COLUMNS order, then one per added source of `names` (its VP per seat,
 * or empty where the row does not know them: namedVp). The per-seat columns are built in one pass
 * over the seats, each array read at one place: a joining helper shared by every column (or
 * Array.prototype.join) met arrays of every elements kind, was optimised, thrown away and optimised
 * again, and the function that inlined it took a worker some 70 ms of compiling, once per game's
 * worth of work it saved.
 */
export function csvRow(row: GameRow, labels: readonly string[], names: readonly string[] = []): string[] {
  const r = row.result;
  const seating = row.seating;
  const sources = r.vpSources;
  let order = '';
  let seats = '';
  let vp = '';
  let decisions = '';
  let think = '';
  let settlements = '';
  let cities = '';
  let road = '';
  let army = '';
  let cards = '';
  let special = '';
  for (let p = 0; p < seating.length; p++) {
    const bar = p === 0 ? '' : '|';
    const src = sources[p]!;
    order += bar + seating[p]!;
    seats += bar + labels[seating[p]!]!;
    vp += bar + r.vp[p]!;
    decisions += bar + r.seatDecisions[p]!;
    think += bar + numberText(Number(r.thinkMs[p]!.toFixed(3)));
    settlements += bar + src.settlements;
    cities += bar + src.cities;
    road += bar + src.longestRoad;
    army += bar + src.largestArmy;
    cards += bar + src.vpCards;
    special += bar + specialVp(src);
  }
  const w = r.winner;
  const f = r.forfeit;
  const fields = [
    numberText(row.index), row.seed, numberText(row.block), `${row.rotation}`, order, seats,
    w >= 0 ? `${w}` : '', w >= 0 ? labels[seating[w]!]! : '', vp, numberText(r.turns), r.capped ? '1' : '0',
    f ? `${f.seat}` : '', f ? f.reason : '', numberText(r.steps), numberText(r.decisions), decisions,
    think, settlements, cities, road, army, cards, special,
  ];
  if (names.length > 0) for (const values of namedVp(sources, names)) fields.push(values === null ? '' : values.join('|'));
  return fields;
}

/** One game's line of games.csv, with its newline; `names` as csvRow's. */
export function csvLine(row: GameRow, labels: readonly string[], names: readonly string[] = []): string {
  return csvRecord(csvRow(row, labels, names));
}

const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
const C = {
  index: column('index'), seed: column('seed'), block: column('block'), rotation: column('rotation'), seating: column('seating'),
  winner: column('winner_seat'), vp: column('vp'), turns: column('turns'), capped: column('capped'), forfeitSeat: column('forfeit_seat'),
  forfeitReason: column('forfeit_reason'), steps: column('steps'), decisions: column('decisions'), seatDecisions: column('seat_decisions'),
  think: column('think_ms'), settlements: column('vp_settlements'), cities: column('vp_cities'), road: column('vp_longest_road'),
  army: column('vp_largest_army'), cards: column('vp_cards'), special: column('vp_special'),
};

const NONE: ReadonlyArray<readonly number[] | null> = [];

/**
 * The row of a line csvLine made with the same `names` (the added sources by name where the line
 * knows them, and the special VP not among them as `special`; thinking times as rounded). The
 * lines a results folder's games are sorted as (game-sort.ts) were made here from rows already
 * checked, so they are read back without checking them again; games.csv as a file is read, and
 * checked, by results.ts.
 */
export function rowOfCsvLine(line: string, names: readonly string[] = []): GameRow {
  const f = csvFields(line);
  if (f.length !== CSV_COLUMNS.length + names.length) throw new Error(`rowOfCsvLine: ${f.length} fields in ${JSON.stringify(line.slice(0, 80))}`);
  const numbers = (k: number) => (f[k] === '' ? [] : f[k]!.split('|').map(Number));
  const [st, ci, lr, la, vc, sp] = [C.settlements, C.cities, C.road, C.army, C.cards, C.special].map(numbers) as [number[], number[], number[], number[], number[], number[]];
  const named = names.length === 0 ? NONE : names.map((_, k) => (f[CSV_COLUMNS.length + k] === '' ? null : numbers(CSV_COLUMNS.length + k)));
  const forfeit = f[C.forfeitSeat]!;
  return {
    index: Number(f[C.index]),
    seed: f[C.seed]!,
    block: Number(f[C.block]),
    rotation: Number(f[C.rotation]),
    seating: numbers(C.seating),
    result: {
      winner: f[C.winner] === '' ? -1 : Number(f[C.winner]),
      capped: f[C.capped] === '1',
      turns: Number(f[C.turns]),
      vp: numbers(C.vp),
      steps: Number(f[C.steps]),
      decisions: Number(f[C.decisions]),
      forfeit: forfeit === '' ? null : { seat: Number(forfeit), reason: f[C.forfeitReason]! },
      thinkMs: numbers(C.think),
      seatDecisions: numbers(C.seatDecisions),
      vpSources: st.map((_, s) => withNamedSources({ settlements: st[s]!, cities: ci[s]!, longestRoad: lr[s]!, largestArmy: la[s]!, vpCards: vc[s]! }, sp[s]!, names, named, s)),
    },
  };
}

/**
 * A seat's sources from games.csv: its base five (`src`, completed here), each added source of
 * `names` its row gives (`named[k]`: per seat, null where the row does not give it), and as
 * `special` what those leave of its special VP.
 */
export function withNamedSources(src: VpSources, special: number, names: readonly string[], named: ReadonlyArray<readonly number[] | null>, seat: number): VpSources {
  let unnamed = special;
  for (let k = 0; k < names.length; k++) {
    const values = named[k];
    if (!values) continue;
    src[names[k]!] = values[seat]!;
    unnamed -= values[seat]!;
  }
  src[UNNAMED] = unnamed;
  return src;
}

/** games.csv's text: the header and one line per game; `names` as csvRow's. */
export function formatCsv(rows: readonly GameRow[], labels: readonly string[], names: readonly string[] = []): string {
  return csvHeader(names) + rows.map((r) => csvLine(r, labels, names)).join('');
}
