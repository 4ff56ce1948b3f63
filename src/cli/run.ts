// `catan-arena run`: a tournament from a config and flags, or the rest of an interrupted one.

import { join } from 'node:path';
import { loadConfig, type ConfigFile } from '../tournament/config.js';
import type { GameRow } from '../tournament/play-spec.js';
import { mapLabel, type TournamentPlan } from '../tournament/plan.js';
import { resolvePlan, type Overrides } from '../tournament/resolve.js';
import { readRows, readSummary, recordedIndices } from '../tournament/results.js';
import { executePlan, freshOutDir, type Execution } from './execute.js';
import { formatStats } from './format.js';

export interface RunFlags extends Overrides {
  workers?: number;
  workerMemory?: number;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  resume?: string;
  force?: boolean;
}

export function planTitle(plan: TournamentPlan, completed: number, expected: number): string {
  const shard = plan.shard ? `, shard ${plan.shard.k}/${plan.shard.n}` : '';
  return `${plan.name}: ${completed} of ${expected} games${shard}, seed "${plan.seed}", ${mapLabel(plan.map)} map, ${plan.options.players} players${plan.options.turnRule !== 'standard' ? ` (${plan.options.turnRule})` : ''}${plan.options.variant !== 'none' ? ` (${plan.options.variant})` : ''}, trade ${plan.options.tradeOffersPerTurn ? 'on' : 'off'}`;
}

/** Prints tables (or JSON) for an execution and returns the exit code. */
export function report(x: Execution, dir: string, json: boolean | undefined, more: string[] = []): number {
  const { summary } = x;
  if (json) {
    process.stdout.write(JSON.stringify({ ...summary, out: dir }, null, 2) + '\n');
  } else {
    console.log(formatStats(summary.stats, { title: planTitle(summary.plan, summary.completed, summary.expected), seconds: x.seconds, workers: x.workers }));
    for (const m of more) console.log(m);
    console.log(`results: ${dir}/summary.json, ${dir}/games.csv${summary.plan.record ? `, ${dir}/games.jsonl` : ''}`);
  }
  if (!x.finished) {
    process.stderr.write(`interrupted: ${summary.completed} of ${summary.expected} games saved in ${dir} (marked partial); continue with: catan-arena run --resume ${dir}\n`);
    return 130;
  }
  return 0;
}

export async function runCommand(configFile: string | undefined, flags: RunFlags): Promise<number> {
  let plan: TournamentPlan;
  let dir: string;
  let previous: GameRow[] = [];
  let cfgWorkers: number | undefined;
  if (flags.resume) {
    plan = readSummary(flags.resume).plan;
    dir = flags.resume;
    previous = readRows(dir);
    if (plan.record) {
      // A game whose record was lost with the interruption is played again.
      const have = recordedIndices(dir);
      previous = previous.filter((r) => have.has(r.index));
    }
  } else {
    const cfg: ConfigFile = configFile ? loadConfig(configFile) : {};
    cfgWorkers = cfg.workers;
    plan = resolvePlan(cfg, flags, configFile ?? '(defaults)', process.cwd());
    const shardSuffix = plan.shard ? `-shard${plan.shard.k}of${plan.shard.n}` : '';
    dir = freshOutDir(join('results', `${plan.name}${shardSuffix}`), flags.out ?? cfg.out, flags.force);
  }
  const x = await executePlan(plan, dir, { workers: flags.workers ?? cfgWorkers, workerMemory: flags.workerMemory, quiet: flags.quiet || flags.json, previous });
  return report(x, dir, flags.json);
}
