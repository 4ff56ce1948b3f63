// `catan-arena merge`: combines the results folders of shards (or of any runs of one plan) into
// the folder a single run would have written.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRow } from '../tournament/play-spec.js';
import { planGameCount } from '../tournament/plan.js';
import { checkSamePlan, readRows, readSummary, ResultsError, ResultsWriter } from '../tournament/results.js';
import { formatStats } from './format.js';
import { UsageError } from './errors.js';
import { packageVersion } from './version.js';

export function mergeCommand(dirs: string[], flags: { out?: string; json?: boolean; force?: boolean }): number {
  const summaries = dirs.map((d) => readSummary(d));
  const plan = { ...summaries[0]!.plan, shard: null };
  summaries.forEach((s, i) => checkSamePlan(plan, s.plan, `${dirs[0]} and ${dirs[i]}`));
  const rows = new Map<number, GameRow>();
  dirs.forEach((dir) => {
    for (const row of readRows(dir)) {
      const had = rows.get(row.index);
      if (had && JSON.stringify({ ...had.result, thinkMs: 0 }) !== JSON.stringify({ ...row.result, thinkMs: 0 })) {
        throw new ResultsError(`game ${row.index} appears in two folders with different results`);
      }
      rows.set(row.index, row);
    }
  });
  const out = flags.out ?? join('results', `${plan.name}-merged`);
  if (existsSync(join(out, 'summary.json')) && !flags.force) {
    throw new UsageError(`${out} already holds a run: choose another --out or add --force`);
  }
  mkdirSync(out, { recursive: true });
  if (plan.record) {
    const lines: string[] = [];
    for (const dir of dirs) {
      const file = join(dir, 'games.jsonl');
      if (existsSync(file)) lines.push(...readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()));
    }
    writeFileSync(join(out, 'games.jsonl'), lines.length ? lines.join('\n') + '\n' : '');
  }
  const expected = planGameCount(plan);
  const writer = new ResultsWriter(out, plan, expected, { name: 'catan-arena', version: packageVersion(), node: process.version }, [...rows.values()]);
  const complete = rows.size === expected;
  const summary = writer.write(!complete, null);
  if (flags.json) process.stdout.write(JSON.stringify({ ...summary, out }, null, 2) + '\n');
  else {
    console.log(formatStats(summary.stats, { title: `${plan.name}: ${rows.size} of ${expected} games merged from ${dirs.length} folders` }));
    console.log(`results: ${out}/summary.json, ${out}/games.csv${plan.record ? `, ${out}/games.jsonl` : ''}`);
  }
  if (!complete) process.stderr.write(`note: ${expected - rows.size} games are still missing; the merged summary is marked partial\n`);
  return 0;
}
