// What a results folder holds, for --resume: the plan and command from the journal's header (or
// summary.json, for folders of earlier versions) and the finished games from the journal and
// games.csv together, every row checked against the plan and its result against what a game can
// end with. The journal alone is enough: a run killed before its first checkpoint, or whose
// summary.json a power loss cut short, resumes like any other.

import type { CommandSettings } from './journal.js';
import { readJournal } from './journal.js';
import type { GameRow } from './play-spec.js';
import type { TournamentPlan } from './plan.js';
import { checkSamePlan, forEachRow, readSummaryIfAny, ResultsError, type SummaryFile } from './results.js';
import { RowStore } from './row-store.js';
import { checkResult } from './result-checks.js';
import { checkRowAgainstPlan, checkRowShape, resultKey } from './row-checks.js';

export interface FolderState {
  plan: TournamentPlan;
  command: CommandSettings;
  /** The finished games (kept as text: row-store.ts). */
  rows: RowStore;
}

const sameGame = (a: GameRow, b: GameRow) => resultKey(a) === resultKey(b);

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

export function readFolder(dir: string): FolderState {
  // A summary.json cut short (a power loss) is set aside when the journal is there: the run writes it again.
  let torn = null as ResultsError | null;
  const summary = readSummaryIfAny(dir, (err) => (torn = err));
  const rows = new RowStore();
  let plan: TournamentPlan | null = null;
  const journal = readJournal(dir, ({ line, value, text }, header) => {
    if (!plan) plan = planOf(dir, header.plan, summary);
    const where = `${dir}/journal.jsonl: line ${line}`;
    const row = checkRowShape(value, plan.options.players, where);
    checkRowAgainstPlan(row, plan, `${where} (game ${row.index})`);
    checkResult(row, plan, `${where} (game ${row.index})`);
    // A game played again (its record was lost with a kill) appears twice, with the same result.
    if (rows.has(row.index) && !sameGame(rows.get(row.index)!, row)) throw new ResultsError(`${where}, field result: game ${row.index} is in the journal twice with different results`);
    // The line as read is the row's journal line: kept as it is, not written again.
    rows.add(row, text);
  });
  if (!journal && torn) throw torn;
  if (!journal && !summary) throw new ResultsError(`${dir}: no summary.json or journal.jsonl (not a catan-arena results folder?)`);
  plan ??= planOf(dir, journal?.header.plan ?? summary!.plan, summary);
  const command = journal?.header.command ?? summary!.command ?? commandOfOldSummary(summary!);
  forEachRow(dir, plan, (row, where) => {
    // A row the journal holds too must be its line: checked once, there.
    if (rows.has(row.index)) {
      if (!sameGame(rows.get(row.index)!, row)) throw new ResultsError(`${dir}/games.csv: game ${row.index} differs from its line in journal.jsonl`);
      return;
    }
    checkResult(row, plan!, where);
    rows.add(row);
  });
  return { plan, command, rows };
}

/** The journal's plan, which summary.json (when there is one) must share. */
function planOf(dir: string, plan: TournamentPlan, summary: SummaryFile | null): TournamentPlan {
  if (summary) checkSamePlan(plan, summary.plan, `${dir}/journal.jsonl and ${dir}/summary.json`);
  return plan;
}
