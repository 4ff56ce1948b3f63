// `catan-arena merge`: combines the results folders of shards (or of any runs of one plan) into
// the folder a single run would have written. Each folder is read as a resume reads it (journal
// and games.csv, every row checked against the folder's plan), so a killed shard merges too.

import { closeSync, existsSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { forEachLine } from '../files/bounded-lines.js';
import { readFolder } from '../tournament/folder-state.js';
import { planGameCount } from '../tournament/plan.js';
import { readingResults } from '../tournament/results-error.js';
import { checkSamePlan, recordIndex, ResultsError, ResultsWriter } from '../tournament/results.js';
import { resultKey } from '../tournament/row-checks.js';
import { formatStats } from './format.js';
import { UsageError } from './errors.js';
import { lockOrFail } from './execute.js';
import { packageVersion } from './version.js';

/** Copies the intact record lines of each folder's games.jsonl into `out`, a line at a time. */
function mergeRecords(dirs: readonly string[], out: string): void {
  const fd = openSync(join(out, 'games.jsonl'), 'w');
  try {
    for (const dir of dirs) {
      const file = join(dir, 'games.jsonl');
      if (!existsSync(file)) continue;
      readingResults(() =>
        forEachLine(file, (line) => {
          if (recordIndex(line) !== null) writeSync(fd, line + '\n');
        }),
      );
    }
  } finally {
    closeSync(fd);
  }
}

export function mergeCommand(dirs: string[], flags: { out?: string; json?: boolean; force?: boolean }): number {
  const folders = dirs.map((d) => readFolder(d));
  const plan = { ...folders[0]!.plan, shard: null };
  folders.forEach((f, i) => checkSamePlan(plan, f.plan, `${dirs[0]} and ${dirs[i]}`));
  // The first folder's store takes in the others' games (kept as text: row-store.ts).
  const rows = folders[0]!.rows;
  folders.forEach((f, i) => {
    if (i === 0) return;
    for (const row of f.rows.rows()) {
      const had = rows.get(row.index);
      if (had && resultKey(had) !== resultKey(row)) throw new ResultsError(`${dirs[i]}: game ${row.index} appears in two folders with different results`);
      rows.add(row);
    }
  });
  const out = flags.out ?? join('results', `${plan.name}-merged`);
  const release = lockOrFail(out);
  try {
    if ((existsSync(join(out, 'summary.json')) || existsSync(join(out, 'journal.jsonl'))) && !flags.force) {
      throw new UsageError(`${out} already holds a run: choose another --out or add --force`);
    }
    // The merged folder is finished as written: a journal left by an earlier run there would mislead a resume.
    rmSync(join(out, 'journal.jsonl'), { force: true });
    if (plan.record) mergeRecords(dirs, out);
    const expected = planGameCount(plan);
    const command = folders[0]!.command;
    const writer = new ResultsWriter(out, plan, expected, { name: 'catan-arena', version: packageVersion(), node: process.version }, rows, { journal: 'none', command });
    const complete = rows.size === expected;
    const summary = writer.write(!complete, null);
    if (flags.json) process.stdout.write(JSON.stringify({ ...summary, out }, null, 2) + '\n');
    else {
      console.log(formatStats(summary.stats, { title: `${plan.name}: ${rows.size} of ${expected} games merged from ${dirs.length} folders` }));
      console.log(`results: ${out}/summary.json, ${out}/games.csv${plan.record ? `, ${out}/games.jsonl` : ''}`);
    }
    if (!complete) process.stderr.write(`note: ${expected - rows.size} games are still missing; the merged summary is marked partial\n`);
    return 0;
  } finally {
    release();
  }
}
