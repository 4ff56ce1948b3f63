// The end of run, match and ladder: tables or JSON for an execution, and the hint that continues
// an interrupted one.

import { mapLabel, type TournamentPlan } from '../tournament/plan.js';
import { planRecordFormat, recordFileName } from '../tournament/records-format.js';
import type { Execution } from './execute.js';
import { formatStats } from './format.js';
import { writeReportLazily } from './report-html.js';

/** The command line that continues a folder: `--resume` on the command that started it (any of the three would do). */
export function resumeLine(command: string | undefined, dir: string): string {
  return `catan-arena ${command ?? 'run'} --resume ${dir}`;
}

export function planTitle(plan: TournamentPlan, completed: number, expected: number): string {
  const shard = plan.shard ? `, shard ${plan.shard.k}/${plan.shard.n}` : '';
  return `${plan.name}: ${completed} of ${expected} games${shard}, seed "${plan.seed}", ${mapLabel(plan.map)} map, ${plan.options.players} players${plan.options.turnRule !== 'standard' ? ` (${plan.options.turnRule})` : ''}${plan.options.variant !== 'none' ? ` (${plan.options.variant})` : ''}, trade ${plan.options.tradeOffersPerTurn ? 'on' : 'off'}`;
}

/**
 * Prints tables (or JSON) for an execution and returns the exit code; with `html`, also writes the
 * folder's report.html (src/report/) and prints its path (on stderr under --json, so stdout stays JSON).
 */
export async function report(x: Execution, dir: string, json: boolean | undefined, more: string[] = [], html = false): Promise<number> {
  const { summary } = x;
  if (json) {
    process.stdout.write(JSON.stringify({ ...summary, out: dir }, null, 2) + '\n');
  } else {
    console.log(formatStats(summary.stats, { title: planTitle(summary.plan, summary.completed, summary.expected), seconds: x.seconds, played: x.played, workers: x.workers }));
    for (const m of more) console.log(m);
    console.log(`results: ${dir}/summary.json, ${dir}/games.csv${summary.plan.record ? `, ${dir}/${recordFileName(planRecordFormat(summary.plan))}` : ''}`);
  }
  if (html && summary.completed > 0) {
    const file = await writeReportLazily(dir);
    if (json) process.stderr.write(`report: ${file}\n`);
    else console.log(`report: ${file} (open it in a browser)`);
  }
  if (!x.finished) {
    // The folder knows its command (journal header, summary), so a match or ladder resumes as one.
    process.stderr.write(`interrupted: ${summary.completed} of ${summary.expected} games saved in ${dir} (marked partial); continue with: ${resumeLine(summary.command?.name, dir)}\n`);
    return 130;
  }
  return 0;
}
