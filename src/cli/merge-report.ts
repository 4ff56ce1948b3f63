// `catan-arena merge` with the output flags run has: merge.ts combines the folders; this adds the
// report (`--report`) of the folder it wrote. `--quiet` is taken for the same reason: merge shows
// no progress, so scripts may pass the flags they pass to run.

import { join } from 'node:path';
import { readBoundedLines } from '../files/bounded-read.js';
import { readSummaryIfAny } from '../tournament/results.js';
import { mergeCommand } from './merge.js';
import { writeReportLazily } from './report-html.js';

export interface MergeFlags {
  out?: string;
  force?: boolean;
  json?: boolean;
  quiet?: boolean;
  report?: boolean;
}

/** The run's name in a results folder: its summary's plan, or (a shard killed before its first summary) its journal's header. */
function planName(dir: string): string {
  const summary = readSummaryIfAny(dir);
  if (summary) return summary.plan.name;
  for (const line of readBoundedLines(join(dir, 'journal.jsonl'), 16 * 1024 * 1024)) return (JSON.parse(line) as { plan: { name: string } }).plan.name;
  throw new Error(`${dir}: no plan`);
}

export async function mergeAndReport(dirs: string[], flags: MergeFlags): Promise<number> {
  const code = mergeCommand(dirs, flags);
  if (code !== 0 || !flags.report) return code;
  // merge.ts names the folder so when --out is not given.
  const file = await writeReportLazily(flags.out ?? join('results', `${planName(dirs[0]!)}-merged`));
  if (flags.json) process.stderr.write(`report: ${file}\n`);
  else console.log(`report: ${file} (open it in a browser)`);
  return 0;
}
