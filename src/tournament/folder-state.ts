// What a results folder holds, for --resume, merge and report: the plan and command from the
// journal's header (or summary.json, for folders of earlier versions) and the finished games from
// the journal and games.csv together, every row checked against the plan and its result against
// what a game can end with. The journal alone is enough: a run killed before its first checkpoint,
// or whose summary.json a power loss cut short, resumes like any other. The games are sorted on
// disk as they are read (game-sort.ts), so a folder of millions of games is read in bounded memory.

import { join } from 'node:path';
import { GameSort, SortedGames, type SortEntry } from './game-sort.js';
import { csvLine, rowOfCsvLine } from './games-csv.js';
import type { CommandSettings } from './journal.js';
import { readJournal, readJournalHeader } from './journal.js';
import { planSourceNames, type TournamentPlan } from './plan.js';
import { checkSamePlan, forEachRow, readSummaryIfAny, ResultsError, type SummaryFile } from './results.js';
import { checkResult } from './result-checks.js';
import { checkRowAgainstPlan, checkRowShape, sameResult } from './row-checks.js';

export interface FolderState {
  plan: TournamentPlan;
  command: CommandSettings;
  /**
   * The finished games, one games.csv line each (csvLine), in index order, each once: read as often
   * as needed; `close` removes the file they may be in.
   */
  games: SortedGames;
}

/** Where a sorted entry was read from. */
const JOURNAL = 0;
const CSV = 1;

/**
 * The command of a summary written before commands were recorded: a match or a ladder left its
 * section, whose fields are the settings needed to go on.
 */
function commandOfOldSummary(s: SummaryFile): CommandSettings {
  const m = s.match as { a?: string; b?: string; players?: number; sprt?: { elo0: number; elo1: number; alpha: number; beta: number } } | undefined;
  if (m && typeof m.a === 'string' && typeof m.b === 'string' && typeof m.players === 'number') {
    const sprt = m.sprt ? { elo0: m.sprt.elo0, elo1: m.sprt.elo1, alpha: m.sprt.alpha, beta: m.sprt.beta } : null;
    return { name: 'match', a: m.a, b: m.b, players: m.players, sprt };
  }
  return s.ladder ? { name: 'ladder' } : { name: 'run' };
}

/**
 * Reads the folder `dir`. A game the journal and games.csv both hold must be the same game there;
 * a game the journal holds twice (played again after its record was lost) must have the same
 * result both times. `spill`: the folder beside whose files the games are sorted when they are
 * many (default `dir`; a hidden folder, removed with the sort).
 */
export function readFolder(dir: string, spill = dir): FolderState {
  // A summary.json cut short (a power loss) is set aside when the journal is there: the run writes it again.
  let torn = null as ResultsError | null;
  const summary = readSummaryIfAny(dir, (err) => (torn = err));
  let plan: TournamentPlan | null = null;
  let labels: string[] = [];
  let names: readonly string[] = [];
  const sort = new GameSort(spill);
  try {
    const journal = readJournal(dir, ({ line, value }, header) => {
      if (!plan) {
        plan = planOf(dir, header.plan, summary);
        labels = plan.lineup.map((b) => b.label);
        names = planSourceNames(plan);
      }
      const where = `${dir}/journal.jsonl: line ${line}`;
      const row = checkRowShape(value, plan.options.players, where);
      checkRowAgainstPlan(row, plan, `${where} (game ${row.index})`);
      checkResult(row, plan, `${where} (game ${row.index})`);
      sort.add({ index: row.index, source: JOURNAL, line, text: csvLine(row, labels, names) });
    });
    if (!journal && torn) throw torn;
    if (!journal && !summary) throw new ResultsError(`${dir}: no summary.json or journal.jsonl (not a catan-arena results folder?)`);
    plan ??= planOf(dir, journal?.header.plan ?? summary!.plan, summary);
    labels = plan.lineup.map((b) => b.label);
    names = planSourceNames(plan);
    const command = journal?.header.command ?? summary!.command ?? commandOfOldSummary(summary!);
    forEachRow(dir, plan, (row, _where, rowNumber) => sort.add({ index: row.index, source: CSV, line: rowNumber, text: csvLine(row, labels, names) }));
    return { plan, command, games: keepEachOnce(dir, plan, sort.sorted(), spill) };
  } finally {
    sort.close();
  }
}

/**
 * One entry per game from the entries of both files in index order (of one game: the journal's
 * lines in order, then games.csv's rows): the journal's last line where it has the game, checked
 * against its other lines and games.csv's row; else games.csv's row, checked as a result.
 */
function keepEachOnce(dir: string, plan: TournamentPlan, sorted: Iterable<SortEntry>, spill: string): SortedGames {
  const games = new SortedGames(spill);
  const csvFile = join(dir, 'games.csv');
  const names = planSourceNames(plan);
  const same = (a: SortEntry, b: SortEntry) => a.text === b.text || sameResult(rowOfCsvLine(a.text, names), rowOfCsvLine(b.text, names), names);
  let group: SortEntry[] = [];
  const keep = () => {
    const index = group[0]!.index;
    let kept: SortEntry | null = null;
    let csv: SortEntry | null = null;
    for (const e of group) {
      if (e.source === JOURNAL) {
        // A game played again (its record was lost with a kill) appears twice, with the same result.
        if (kept && !same(kept, e)) throw new ResultsError(`${dir}/journal.jsonl: line ${e.line}, field result: game ${index} is in the journal twice with different results`);
        kept = e;
      } else if (csv) {
        const place = (row: number) => `${csvFile}: row ${row} (game ${index})`;
        throw new ResultsError(`${place(e.line)}, field index: expected a game not already in the file (${place(csv.line)} is game ${index} too), got ${index}`);
      } else {
        csv = e;
        // A row the journal holds too must be its line: checked once, there.
        if (kept && !same(kept, e)) throw new ResultsError(`${csvFile}: game ${index} differs from its line in journal.jsonl`);
      }
    }
    if (!kept) {
      checkResult(rowOfCsvLine(csv!.text, names), plan, `${csvFile}: row ${csv!.line} (game ${index})`);
      kept = csv!;
    }
    games.push(kept);
  };
  try {
    for (const e of sorted) {
      if (group.length > 0 && group[0]!.index !== e.index) {
        keep();
        group = [];
      }
      group.push(e);
    }
    if (group.length > 0) keep();
  } catch (err) {
    games.close();
    throw err;
  }
  return games.finish();
}

/** The games of `games` that `keep` passes, as a new sorted set (`games` is closed). */
export function keepGames(games: SortedGames, keep: (index: number) => boolean, spill: string): SortedGames {
  const out = new SortedGames(spill);
  try {
    for (const e of games.entries()) if (keep(e.index)) out.push(e);
  } finally {
    games.close();
  }
  return out.finish();
}

/**
 * The plan of the folder `dir`, from its journal's header or its summary.json, without reading
 * its games (readFolder reads and checks them).
 */
export function readFolderPlan(dir: string): TournamentPlan {
  const plan = readJournalHeader(dir)?.plan ?? readSummaryIfAny(dir)?.plan;
  if (!plan) throw new ResultsError(`${dir}: no summary.json or journal.jsonl (not a catan-arena results folder?)`);
  return plan;
}

/** The journal's plan, which summary.json (when there is one) must share. */
function planOf(dir: string, plan: TournamentPlan, summary: SummaryFile | null): TournamentPlan {
  if (summary) checkSamePlan(plan, summary.plan, `${dir}/journal.jsonl and ${dir}/summary.json`);
  return plan;
}
