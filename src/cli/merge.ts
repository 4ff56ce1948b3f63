// `catan-arena merge`: combines the results folders of shards (or of any runs of one plan) into
// the folder a single run would have written. Each folder is read as a resume reads it (journal
// and games.csv, every row checked against the folder's plan, a sample of its games replayed), so
// a killed shard merges too, and a shard from another machine is checked, not trusted.

import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BotLoadError } from '../tournament/bot-loader.js';
import { readFolder, readFolderPlan, type FolderState } from '../tournament/folder-state.js';
import { mergeSorted, SortedGames, type SortEntry } from '../tournament/game-sort.js';
import { rowOfCsvLine } from '../tournament/games-csv.js';
import { planGameCount, planSourceNames, type TournamentPlan } from '../tournament/plan.js';
import { checkBotsUnchanged } from '../tournament/resolve.js';
import { DEFAULT_VERIFY, type VerifySetting } from '../tournament/verify-setting.js';
import { planRecordFormat, recordFileName } from '../tournament/records-format.js';
import { mergeRecordFiles } from '../tournament/records-file.js';
import { checkSamePlan, ResultsError, ResultsWriter } from '../tournament/results.js';
import { sameResult } from '../tournament/row-checks.js';
import { formatStats } from './format.js';
import { UsageError } from './errors.js';
import { checkMapOrFail, loadBotsOrFail, lockOrFail } from './execute.js';
import { packageVersion } from './version.js';
import { writeReportLazily } from './report-html.js';
import { verifyFolders } from './verify.js';

export interface MergeFlags {
  out?: string;
  json?: boolean;
  force?: boolean;
  /** No progress of the games played again; merge shows none otherwise, so scripts may pass what they pass to run. */
  quiet?: boolean;
  /** Also write report.html into the merged folder. */
  report?: boolean;
  /** Each folder's games to replay and compare (default DEFAULT_VERIFY). */
  verify?: VerifySetting;
  workers?: number;
  workerMemory?: number;
}

/**
 * Replays a sample of each folder's games with the first folder's plan, its bots found and hashed
 * here: a bot that is missing or changed is an error that says how to merge without replaying.
 */
async function verifyMerged(dirs: readonly string[], folders: readonly FolderState[], flags: MergeFlags): Promise<void> {
  const setting = flags.verify ?? DEFAULT_VERIFY;
  if (setting.kind === 'sample' && setting.count === 0) return;
  const without = '(merge replays games to check them; --verify none merges without)';
  let plan: TournamentPlan;
  let code;
  try {
    plan = await checkBotsUnchanged({ ...folders[0]!.plan, shard: null }, dirs[0]!);
    checkMapOrFail(plan);
    code = await loadBotsOrFail(plan, flags.workerMemory);
  } catch (err) {
    if (err instanceof BotLoadError || err instanceof UsageError || err instanceof ResultsError) throw new UsageError(`${err.message} ${without}`);
    throw err;
  }
  const targets = folders.map((f, i) => ({ dir: dirs[i]!, plan: f.plan, games: f.games }));
  await verifyFolders(plan, targets, { setting, code, workers: flags.workers, workerMemory: flags.workerMemory, quiet: flags.quiet });
}

export async function mergeCommand(dirs: string[], flags: MergeFlags): Promise<number> {
  const plan = { ...readFolderPlan(dirs[0]!), shard: null };
  const out = flags.out ?? join('results', `${plan.name}-merged`);
  const release = lockOrFail(out);
  const folders: FolderState[] = [];
  try {
    // Each folder's games are sorted beside the merged folder's files, which this command holds.
    for (const d of dirs) folders.push(readFolder(d, out));
    folders.forEach((f, i) => checkSamePlan(plan, f.plan, `${dirs[0]} and ${dirs[i]}`));
    if ((existsSync(join(out, 'summary.json')) || existsSync(join(out, 'journal.jsonl'))) && !flags.force) {
      throw new UsageError(`${out} already holds a run: choose another --out or add --force`);
    }
    // Before the folders' games are combined below: each folder is checked on its own games.
    await verifyMerged(dirs, folders, flags);
    const games = combineGames(dirs, folders, out);
    const count = games.count;
    // The merged folder is finished as written: a journal left by an earlier run there would mislead a resume.
    rmSync(join(out, 'journal.jsonl'), { force: true });
    // The merged plan's format (the first folder's); each folder's records are read in their own.
    if (plan.record) {
      // The records of the games kept: their indices are held, as the records module holds each chunk's.
      const kept = new Set(games.indices());
      mergeRecordFiles(dirs.map((dir, i) => ({ dir, plan: folders[i]!.plan })), out, planRecordFormat(plan), (i) => kept.has(i));
    }
    const expected = planGameCount(plan);
    const command = folders[0]!.command;
    const writer = new ResultsWriter(out, plan, expected, { name: 'catan-arena', version: packageVersion(), node: process.version }, games, { journal: 'none', command });
    const complete = count === expected;
    let summary;
    try {
      summary = writer.write(!complete, null);
    } finally {
      writer.dispose();
    }
    if (flags.json) process.stdout.write(JSON.stringify({ ...summary, out }, null, 2) + '\n');
    else {
      console.log(formatStats(summary.stats, { title: `${plan.name}: ${count} of ${expected} games merged from ${dirs.length} folders` }));
      console.log(`results: ${out}/summary.json, ${out}/games.csv${plan.record ? `, ${out}/${recordFileName(planRecordFormat(plan))}` : ''}`);
    }
    if (!complete) process.stderr.write(`note: ${expected - count} games are still missing; the merged summary is marked partial\n`);
    if (flags.report) {
      const file = await writeReportLazily(out);
      if (flags.json) process.stderr.write(`report: ${file}\n`);
      else console.log(`report: ${file} (open it in a browser)`);
    }
    return 0;
  } finally {
    for (const f of folders) f.games.close();
    release();
  }
}

/**
 * Every folder's games in one sorted set, each game once (the last folder's, as they are read in
 * the order given); a game in two folders must be the same. Of several such conflicts, the one
 * named is that of the earliest folder, at its lowest game, as reading the folders in turn finds it.
 */
function combineGames(dirs: readonly string[], folders: readonly FolderState[], spill: string): SortedGames {
  const out = new SortedGames(spill);
  const tagged = folders.map((f, k) =>
    (function* () {
      for (const e of f.games.entries()) yield { ...e, source: k };
    })(),
  );
  const names = planSourceNames(folders[0]!.plan);
  let conflict: { folder: number; index: number } | null = null;
  let last: SortEntry | null = null;
  const flush = () => {
    if (last) out.push(last);
  };
  try {
    for (const e of mergeSorted(tagged)) {
      if (last && last.index === e.index) {
        if (last.text !== e.text && !sameResult(rowOfCsvLine(last.text, names), rowOfCsvLine(e.text, names), names)) {
          if (!conflict || e.source < conflict.folder || (e.source === conflict.folder && e.index < conflict.index)) conflict = { folder: e.source, index: e.index };
        }
      } else {
        flush();
      }
      last = e;
    }
    flush();
  } catch (err) {
    out.close();
    throw err;
  }
  if (conflict) {
    out.close();
    throw new ResultsError(`${dirs[conflict.folder]}: game ${conflict.index} appears in two folders with different results`);
  }
  return out.finish();
}
