// The results folder of a run: summary.json, games.csv, journal.jsonl and (with --record)
// games.jsonl.gz (records-file.ts). Every finished game is appended to the journal (journal.ts); summary.json and
// games.csv are checkpoints, always replaced atomically and durably (temp file, fsync, rename, then
// the folder's fsync), so a killed run or a power loss leaves the journal and the last complete
// checkpoint, never a half-written summary. The run holds none of its games: their games.csv lines
// wait in a sort on disk (game-sort.ts) and the figures are tallied as they arrive.

import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { forEachLine, MAX_LINE_BYTES, readCapped } from '../files/bounded-lines.js';
import { makeFolder, syncFolder, writeAtomic, writeAtomicPieces } from '../files/output.js';
import { StatsTally, type TournamentStats } from '../stats/tournament.js';
import { GameSort, mergeSorted, type SortedGames } from './game-sort.js';
import { CSV_COLUMNS, csvHeader, OLD_COLUMNS, rowOfCsvLine, sourceColumn, sourceOfColumn, withNamedSources } from './games-csv.js';
import { Journal, JOURNAL_FORMAT, type CommandSettings } from './journal.js';
import type { FinishedGame } from './finished-game.js';
import type { GameRow } from './play-spec.js';
import { nextPlannedIndex, planIdentity, planSourceNames, type TournamentPlan } from './plan.js';
import { planRecordFormat, RECORD_FILE_FORMATS, recordFileName } from './records-format.js';
import { RecordsFile } from './records-file.js';
import { readingResults, ResultsError } from './results-error.js';
import { checkRowAgainstPlan } from './row-checks.js';

export { ResultsError };
export { csvRow, formatCsv } from './games-csv.js';

export const SUMMARY_FORMAT = 'catan-arena/summary@1';

export interface SummaryFile {
  format: string;
  tool: { name: string; version: string; node: string };
  partial: boolean;
  updatedAt: string;
  plan: TournamentPlan;
  seeds: { master: string; scheme: string };
  completed: number;
  expected: number;
  stats: TournamentStats;
  throughput: { seconds: number; gamesPerSecond: number; workers: number } | null;
  /** The command whose games these are (absent in folders of earlier versions: run, or see `match`). */
  command?: CommandSettings;
  /** Command-specific figures: `match` (score, Elo, SPRT) or `ladder` (ratings, win matrix). */
  [section: string]: unknown;
}

interface CsvLayout {
  /** A file of an earlier version, without vp_special. */
  old: boolean;
  /** The header's columns. */
  columns: readonly string[];
  /** The added VP sources whose columns follow CSV_COLUMNS, in the file's order. */
  names: string[];
}

/**
 * The layout of a games.csv header: CSV_COLUMNS, then a column per added VP source (any sources:
 * a file keeps the ones its run's rule sets declared), or CSV_COLUMNS without vp_special (a file
 * of an earlier version).
 */
function csvLayout(header: readonly string[], file: string): CsvLayout {
  if (header.join(',') === CSV_COLUMNS.slice(0, OLD_COLUMNS).join(',')) return { old: true, columns: CSV_COLUMNS.slice(0, OLD_COLUMNS), names: [] };
  const names = header.slice(CSV_COLUMNS.length).map(sourceOfColumn);
  const base = header.slice(0, CSV_COLUMNS.length).join(',') === CSV_COLUMNS.join(',');
  if (!base || names.some((n) => n === null) || new Set(names).size !== names.length) {
    throw new ResultsError(`${file}: unexpected header (not written by this version of catan-arena?)`);
  }
  return { old: false, columns: [...header], names: names as string[] };
}

/**
 * Reads games.csv (csv-parse) and checks every row: whole numbers where numbers belong, the
 * seating a permutation with one label per seat, per-seat lists one entry per seat, the winner a
 * seat whose label is the one named. With the line-up's labels, each seat's label must be the
 * one its entry has. A file that fails names its line and column.
 */
export function parseCsv(text: string, file: string, lineupLabels?: readonly string[]): GameRow[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (err) {
    throw new ResultsError(`${file}: not a CSV file (${(err as Error).message})`);
  }
  const layout = csvLayout(records[0] ?? [], file);
  return records.slice(1).map((f, i) => parseCsvRecord(f, `${file}: row ${i + 1}`, layout, lineupLabels));
}

function parseCsvRecord(f: readonly string[], where: string, layout: CsvLayout, lineupLabels?: readonly string[]): GameRow {
  const { old, columns, names } = layout;
  if (f.length !== columns.length) throw new ResultsError(`${where}: expected ${columns.length} fields, got ${f.length}`);
  const get = (name: string) => f[columns.indexOf(name)]!;
  const bad = (name: string, what: string) => new ResultsError(`${where}, column ${name}: expected ${what}, got ${JSON.stringify(get(name))}`);
  const int = (name: string, v = get(name)) => {
    if (!/^(0|[1-9][0-9]*)$/.test(v)) throw bad(name, 'a whole number');
    return Number(v);
  };
  const list = (name: string, n: number, parse: (v: string) => number) => {
    const v = get(name);
    const xs = v === '' ? [] : v.split('|');
    if (xs.length !== n) throw bad(name, `${n} values separated by |`);
    return xs.map(parse);
  };
  const whole = (name: string) => (v: string) => int(name, v);
  // VP and the rule sets' own sources may be below 0 (a penalty source: the Rivers' Poor Settler).
  const signed = (name: string) => (v: string) => {
    if (!/^(0|-?[1-9][0-9]*)$/.test(v)) throw bad(name, 'integers');
    return Number(v);
  };
  const decimal = (name: string) => (v: string) => {
    if (!/^[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?$/.test(v)) throw bad(name, 'numbers');
    return Number(v);
  };
  const labels = get('seats').split('|');
  const P = labels.length;
  const seating = list('seating', P, whole('seating'));
  const entries = lineupLabels?.length ?? P;
  if (new Set(seating).size !== P || seating.some((e) => e >= entries)) throw bad('seating', `a permutation of ${P} line-up entries from 0 to ${entries - 1}`);
  if (lineupLabels && seating.some((e, k) => lineupLabels[e] !== labels[k])) throw bad('seats', `the line-up's labels in seating order (${seating.map((e) => lineupLabels[e]).join('|')})`);
  const seat = (name: string) => {
    if (get(name) === '') return -1;
    const q = int(name);
    if (q >= P) throw bad(name, `a seat from 0 to ${P - 1}`);
    return q;
  };
  const winner = seat('winner_seat');
  if (get('winner') !== (winner >= 0 ? labels[winner] : '')) throw bad('winner', winner >= 0 ? `the label of seat ${winner} (${labels[winner]})` : 'no winner');
  if (get('capped') !== '0' && get('capped') !== '1') throw bad('capped', '0 or 1');
  if (get('capped') === '1' && winner >= 0) throw bad('capped', '0 for a game with a winner');
  // A forfeit whose seat is not known (a worker that died before any seat acted) has seat -1.
  const forfeitSeat = get('forfeit_seat') === '-1' ? -1 : get('forfeit_seat') === '' ? null : seat('forfeit_seat');
  const per = (name: string) => list(name, P, whole(name));
  const perSigned = (name: string) => list(name, P, signed(name));
  const vp = perSigned('vp');
  const [st, ci, lr, la, vc] = [per('vp_settlements'), per('vp_cities'), per('vp_longest_road'), per('vp_largest_army'), per('vp_cards')];
  // A file of an earlier version has no vp_special: its special VP are what the other sources leave.
  const sp = old ? vp.map((v, s) => v - st[s]! - ci[s]! - lr[s]! - la[s]! - vc[s]!) : perSigned('vp_special');
  // An added source's column is empty where the row keeps only the sum (vp_special) of its sources.
  const named = names.map((name) => (get(sourceColumn(name)) === '' ? null : perSigned(sourceColumn(name))));
  for (let s = 0; s < P && named.length > 0; s++) {
    let sum = 0;
    for (const values of named) sum += values?.[s] ?? 0;
    if (sum > sp[s]!) throw bad('vp_special', `at least the sum of the named sources at seat ${s} (${sum})`);
  }
  return {
    index: int('index'),
    seed: get('seed'),
    block: int('block'),
    rotation: int('rotation'),
    seating,
    result: {
      winner,
      capped: get('capped') === '1',
      turns: int('turns'),
      vp,
      steps: int('steps'),
      decisions: int('decisions'),
      forfeit: forfeitSeat === null ? null : { seat: forfeitSeat, reason: get('forfeit_reason') },
      thinkMs: list('think_ms', P, decimal('think_ms')),
      seatDecisions: per('seat_decisions'),
      vpSources: Array.from({ length: P }, (_, s) => withNamedSources({ settlements: st[s]!, cities: ci[s]!, longestRoad: lr[s]!, largestArmy: la[s]!, vpCards: vc[s]! }, sp[s]!, names, named, s)),
    },
  };
}

/** Complete CSV records are parsed in batches of about this many characters (csv-parse per row is slow). */
const CSV_BATCH = 1 << 20;

/**
 * Calls `onHeader` with the first CSV record of the file and `onRecord(fields, rowNumber)` with
 * each one after it, reading line by line: a quoted field may span lines (a forfeit reason with a
 * newline), so lines are joined while a quote is open, and a record is capped like a line.
 */
function forEachCsvRecord(file: string, onHeader: (fields: string[]) => void, onRecord: (fields: string[], row: number) => void): void {
  let record = '';
  let quotes = 0;
  let batch: string[] = [];
  let batchChars = 0;
  let row = 0;
  const flush = () => {
    if (batch.length === 0) return;
    let records: string[][];
    try {
      records = parse(batch.join('\n'), { relax_column_count: true }) as string[][];
    } catch (err) {
      throw new ResultsError(`${file}: ${row === 0 ? 'header' : `rows ${row} to ${row + batch.length - 1}`}: not CSV (${(err as Error).message})`);
    }
    for (const fields of records) {
      if (row === 0) onHeader(fields);
      else onRecord(fields, row);
      row++;
    }
    batch = [];
    batchChars = 0;
  };
  readingResults(() =>
    forEachLine(file, (line) => {
      record = record === '' && quotes === 0 ? line : `${record}\n${line}`;
      for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 34) quotes++;
      if (record.length > MAX_LINE_BYTES) throw new ResultsError(`${file}: row ${row + batch.length} is longer than ${MAX_LINE_BYTES / (1024 * 1024)} MB`);
      if (quotes % 2 === 1 || record === '') return;
      batch.push(record);
      batchChars += record.length;
      record = '';
      quotes = 0;
      // The header alone first, so that the rows are read with its layout.
      if (row === 0 || batchChars > CSV_BATCH) flush();
    }),
  );
  if (record !== '') throw new ResultsError(`${file}: row ${row + batch.length}: a quoted field is not closed`);
  flush();
}

/**
 * dir/summary.json, or null when the folder has none. A file that is empty or not JSON is an error,
 * unless `onTorn` is given: it then hears that error and null is returned (a power loss can leave
 * a summary cut short, and a folder with a journal holds all it summarised).
 */
export function readSummaryIfAny(dir: string, onTorn?: (err: ResultsError) => void): SummaryFile | null {
  const file = join(dir, 'summary.json');
  if (!existsSync(file)) return null;
  let s: SummaryFile;
  try {
    s = JSON.parse(readingResults(() => readCapped(file))) as SummaryFile;
  } catch (err) {
    if (err instanceof ResultsError) throw err;
    const torn = new ResultsError(`${file}: not valid JSON (${(err as Error).message})`);
    if (!onTorn) throw torn;
    onTorn(torn);
    return null;
  }
  if (s === null || typeof s !== 'object' || s.format !== SUMMARY_FORMAT) throw new ResultsError(`${file}: unknown format "${(s as SummaryFile | null)?.format}"`);
  if (!s.plan || typeof s.plan !== 'object' || !Array.isArray(s.plan.lineup)) throw new ResultsError(`${file}: field plan: expected a tournament plan`);
  return s;
}

export function readSummary(dir: string): SummaryFile {
  const s = readSummaryIfAny(dir);
  if (!s) throw new ResultsError(`${dir}: no summary.json (not a catan-arena results folder?)`);
  return s;
}

/**
 * dir/games.csv's rows one at a time as they are read line by line (a folder of millions of games
 * is never all objects at once; nothing when there is no file). Every row must be a game of the
 * plan (index, seed, block, rotation, seating, labels; row-checks.ts); that no index is there
 * twice is the caller's to check (folder-state.ts, once the rows are sorted). `where` names the
 * row for the caller's own checks, `rowNumber` is its place in the file (1: the first game).
 */
export function forEachRow(dir: string, plan: TournamentPlan, onRow: (row: GameRow, where: string, rowNumber: number) => void): void {
  const file = join(dir, 'games.csv');
  if (!existsSync(file)) return;
  const labels = plan.lineup.map((b) => b.label);
  let layout: CsvLayout | null = null;
  forEachCsvRecord(
    file,
    (header) => (layout = csvLayout(header, file)),
    (fields, row) => {
      const parsed = parseCsvRecord(fields, `${file}: row ${row}`, layout!, labels);
      const where = `${file}: row ${row} (game ${parsed.index})`;
      checkRowAgainstPlan(parsed, plan, where);
      onRow(parsed, where, row);
    },
  );
}

export interface WriterOptions {
  /**
   * `create`: a new run (any journal, summary and games.csv in the folder are replaced); `reopen`:
   * a resumed run appends to the journal; `none`: no journal (merge writes a finished folder).
   */
  journal: 'create' | 'reopen' | 'none';
  command: CommandSettings;
}

/** Figures a command adds to its summary (a match's, a ladder's), from every kept game in index order. */
export interface SummaryFold {
  add(row: GameRow): void;
  figures(): Record<string, unknown>;
}

/**
 * Collects the games of one run and writes its folder. It keeps no game in memory: each game's
 * games.csv line goes to a sort (game-sort.ts) that a checkpoint reads back in index order, beside
 * the folder's earlier games (a resume's or a merge's, sorted already), and the figures are
 * tallied as games arrive. Memory is the same for a thousand games and for millions.
 */
export class ResultsWriter {
  /** The games this writer was given, sorted by index as a checkpoint reads them. */
  private readonly added: GameSort;
  /** The folder's earlier games (a resume's, a merge's), in index order; taken over. */
  private readonly previous: SortedGames | null;
  /** The statistics of the games kept, kept as games are added (null: to be made again from them). */
  private tally: StatsTally | null;
  /** Games from this index on are not kept (a match its SPRT stopped). */
  private cutoff = Infinity;
  private readonly labels: string[];
  /** The added VP sources games.csv and the tally keep by name (planSourceNames). */
  private readonly names: readonly string[];
  /** The records file a run writes (null: no records, or merge, which writes its own). */
  private readonly records: RecordsFile | null;
  private readonly journal: Journal | null;
  private readonly command: CommandSettings;

  constructor(
    readonly dir: string,
    readonly plan: TournamentPlan,
    readonly expected: number,
    readonly tool: SummaryFile['tool'],
    previous: SortedGames | null = null,
    opts: WriterOptions = { journal: 'none', command: { name: 'run' } },
  ) {
    makeFolder(dir);
    this.labels = plan.lineup.map((b) => b.label);
    this.names = planSourceNames(plan);
    this.command = opts.command;
    this.previous = previous;
    this.added = new GameSort(dir);
    // A resumed run's earlier games are parsed once, here, not at every checkpoint.
    this.tally = this.tallyKept();
    const header = { format: JOURNAL_FORMAT, tool, command: opts.command, plan };
    const format = planRecordFormat(plan);
    if (opts.journal === 'create') {
      // A forced rerun: the old checkpoint and records must not outlive the new journal if this run is killed.
      for (const f of ['summary.json', 'games.csv', ...RECORD_FILE_FORMATS.map(recordFileName)]) rmSync(join(dir, f), { force: true });
      this.records = plan.record ? RecordsFile.create(dir, format, (i) => nextPlannedIndex(plan, i)) : null;
      this.journal = Journal.create(dir, header);
    } else {
      this.records = plan.record && opts.journal === 'reopen' ? RecordsFile.reopen(dir, format, keptIn(previous), (i) => nextPlannedIndex(plan, i)) : null;
      this.journal = opts.journal === 'reopen' ? Journal.reopen(dir, header) : null;
    }
  }

  /** Games kept: the earlier ones and those added (before a cut). */
  get size(): number {
    return (this.previous?.count ?? 0) + this.added.count;
  }

  /**
   * Stops journalling (the run is over or failed) once every game added is on disk, and every
   * record in its file; the files stay for a later resume or audit.
   */
  async close(): Promise<void> {
    try {
      await this.records?.drain();
    } finally {
      await this.journal?.close();
    }
  }

  /** Removes the sorts' files (after the last write). */
  dispose(): void {
    this.added.close();
    this.previous?.close();
  }

  /** Adds a game not kept yet (the pool sends none twice, a resume plays none it holds). */
  add(game: FinishedGame): void {
    this.added.add({ index: game.index, source: 0, line: 0, text: game.csv });
    this.tally?.addPacked(game.facts, game.forfeit, game.index);
    this.records?.add(game);
    // Last: a game is done once its journal line is on disk (a record without one is played again).
    this.journal?.append(game.journal);
  }

  /** Keeps no game from `index` on (a match's games past where its stop rule ended it). */
  cutAt(index: number): void {
    this.cutoff = Math.min(this.cutoff, index);
    // Rare (once, where a match stops): the tally is made again from the games kept.
    this.tally = null;
  }

  /** The figures of the games kept so far. */
  stats(): TournamentStats {
    return (this.tally ??= this.tallyKept()).stats();
  }

  /** The kept games' games.csv lines, in index order, read from the sorts. */
  private *keptLines(): Generator<{ index: number; text: string }> {
    let last = -1;
    for (const e of mergeSorted([this.previous?.entries() ?? [], this.added.sorted()])) {
      if (e.index >= this.cutoff) break;
      if (e.index === last) throw new Error(`results: game ${e.index} was kept twice`);
      last = e.index;
      yield e;
    }
  }

  private tallyKept(): StatsTally {
    const tally = new StatsTally(this.labels, this.plan.options.players, this.names);
    for (const { text } of this.keptLines()) tally.add(rowOfCsvLine(text, this.names));
    return tally;
  }

  /**
   * Writes games.csv and summary.json (atomically) for the games so far; `extra` hears every kept
   * game in index order as games.csv is written, and its figures join the summary.
   */
  write(partial: boolean, throughput: SummaryFile['throughput'], extra?: SummaryFold): SummaryFile {
    // A checkpoint joins lines the workers made: the journal's first, so that no game in games.csv
    // is missing from the journal.
    this.journal?.writePending();
    const labels = this.labels;
    const names = this.names;
    const rebuilt = this.tally === null ? new StatsTally(labels, this.plan.options.players, names) : null;
    // The records file is put in order of the games kept as the run ends.
    const recorded = !partial && this.records ? new Set<number>() : null;
    let completed = 0;
    const lines = this.keptLines();
    writeAtomicPieces(
      join(this.dir, 'games.csv'),
      (function* () {
        yield csvHeader(names);
        for (const { index, text } of lines) {
          completed++;
          recorded?.add(index);
          if (rebuilt || extra) {
            const row = rowOfCsvLine(text, names);
            rebuilt?.add(row);
            extra?.add(row);
          }
          yield text;
        }
      })(),
    );
    if (rebuilt) this.tally = rebuilt;
    const summary: SummaryFile = {
      format: SUMMARY_FORMAT,
      tool: this.tool,
      partial,
      updatedAt: new Date().toISOString(),
      plan: this.plan,
      seeds: {
        master: this.plan.seed,
        scheme: this.plan.seatings
          ? 'game i plays seed "<master>:<block>" with block = floor(i / seatings), seated as plan.seatings[i mod seatings]'
          : 'game i plays seed "<master>:<block>" with block = floor(i / players), seat k holding line-up entry (k + i mod players) mod players',
      },
      completed,
      expected: this.expected,
      stats: this.stats(),
      throughput,
      command: this.command,
      ...extra?.figures(),
    };
    writeAtomic(join(this.dir, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
    if (recorded) this.records!.finish((i) => recorded.has(i));
    // The renames above, on disk (the files were synced before them): a power loss leaves the new
    // checkpoint or the old one.
    syncFolder(this.dir);
    return summary;
  }
}

/**
 * Whether a game is among `games` (for the records file, which is put in order of the games kept:
 * its indices are held, as the records module holds each chunk's).
 */
function keptIn(games: SortedGames | null): (index: number) => boolean {
  const kept = new Set(games?.indices() ?? []);
  return (i) => kept.has(i);
}

export function checkSamePlan(a: TournamentPlan, b: TournamentPlan, what: string): void {
  if (planIdentity(a) !== planIdentity(b)) throw new ResultsError(`${what}: the runs were made with different settings (seed, games, bots, map or rules)`);
}
