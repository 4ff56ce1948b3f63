// `catan-arena run`: plan, validate bots, fan games over the pool, write results, print tables.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ConfigFile } from '../tournament/config.js';
import { BotLoadError } from '../tournament/bot-loader.js';
import { PlanRunner } from '../tournament/play-spec.js';
import { planIdentity, planIndices, type TournamentPlan } from '../tournament/plan.js';
import { runOnPool } from '../tournament/pool.js';
import { resolvePlan, type Overrides } from '../tournament/resolve.js';
import { readRows, readSummary, recordedIndices, ResultsWriter, type SummaryFile } from '../tournament/results.js';
import { formatStats } from './format.js';
import { makeProgress } from './progress.js';
import { UsageError } from './errors.js';
import { packageVersion } from './version.js';

export interface RunFlags extends Overrides {
  workers?: number;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  resume?: string;
  force?: boolean;
}

function tool(): SummaryFile['tool'] {
  return { name: 'catan-arena', version: packageVersion(), node: process.version };
}

function freshOutDir(plan: TournamentPlan, flags: RunFlags, cfgOut: string | undefined): string {
  const shardSuffix = plan.shard ? `-shard${plan.shard.k}of${plan.shard.n}` : '';
  const explicit = flags.out ?? cfgOut;
  if (explicit) {
    if (existsSync(join(explicit, 'summary.json')) && !flags.force) {
      throw new UsageError(`${explicit} already holds a run: use --resume ${explicit} to continue it, --force to overwrite it, or another --out`);
    }
    return explicit;
  }
  const base = join('results', `${plan.name}${shardSuffix}`);
  let dir = base;
  for (let k = 2; existsSync(join(dir, 'summary.json')); k++) dir = `${base}-${k}`;
  return dir;
}

export async function runCommand(configFile: string | undefined, flags: RunFlags): Promise<number> {
  let plan: TournamentPlan;
  let dir: string;
  let previous: ReturnType<typeof readRows> = [];
  let cfgWorkers: number | undefined;
  if (flags.resume) {
    const summary = readSummary(flags.resume);
    plan = summary.plan;
    dir = flags.resume;
    previous = readRows(flags.resume);
    if (plan.record) {
      // A game whose record was lost with the interruption is played again.
      const have = recordedIndices(dir);
      previous = previous.filter((r) => have.has(r.index));
    }
  } else {
    const cfg: ConfigFile = configFile ? loadConfig(configFile) : {};
    cfgWorkers = cfg.workers;
    plan = resolvePlan(cfg, flags, configFile ?? '(defaults)', process.cwd());
    dir = freshOutDir(plan, flags, cfg.out);
  }
  // Load every bot in this thread first: a broken module is a clear error before any game starts.
  try {
    await PlanRunner.load(plan);
  } catch (err) {
    if (err instanceof BotLoadError) throw new UsageError(err.message);
    throw err;
  }
  const workers = flags.workers ?? cfgWorkers ?? availableParallelism();
  const indices = planIndices(plan);
  const done = new Set(previous.map((r) => r.index));
  const todo = indices.filter((i) => !done.has(i));
  const writer = new ResultsWriter(dir, plan, indices.length, tool(), previous);

  const progress = makeProgress(indices.length, indices.length - todo.length, !!(flags.quiet || flags.json));
  const abort = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130); // a second Ctrl-C: leave at once
    interrupted = true;
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigint);
  const t0 = performance.now();
  let lastCheckpoint = Date.now();
  try {
    await runOnPool(plan, planIdentity(plan), todo, {
      workers,
      signal: abort.signal,
      onGame: (out) => {
        writer.add(out);
        progress.tick(writer.rows.size);
        if (Date.now() - lastCheckpoint > 30_000) {
          lastCheckpoint = Date.now();
          writer.write(true, null);
        }
      },
    });
  } finally {
    progress.stop();
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigint);
  }
  const seconds = (performance.now() - t0) / 1000;
  const complete = writer.rows.size === indices.length;
  const summary = writer.write(!complete, { seconds, gamesPerSecond: todo.length ? (writer.rows.size - previous.length) / seconds : 0, workers });
  if (flags.json) {
    process.stdout.write(JSON.stringify({ ...summary, out: dir }, null, 2) + '\n');
  } else {
    const shard = plan.shard ? `, shard ${plan.shard.k}/${plan.shard.n}` : '';
    const title = `${plan.name}: ${summary.completed} of ${indices.length} games${shard}, seed "${plan.seed}", ${plan.map.kind} map, ${plan.options.players} players, trade ${plan.options.tradeOffersPerTurn ? 'on' : 'off'}`;
    console.log(formatStats(summary.stats, { title, seconds, workers }));
    console.log(`results: ${dir}/summary.json, ${dir}/games.csv${plan.record ? `, ${dir}/games.jsonl` : ''}`);
  }
  if (!complete) {
    process.stderr.write(`interrupted: ${summary.completed} of ${indices.length} games saved in ${dir} (marked partial); continue with: catan-arena run --resume ${dir}\n`);
    return 130;
  }
  return 0;
}
