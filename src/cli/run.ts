// `catan-arena run`: a tournament from a config and flags, or the rest of an interrupted one.

import { join } from 'node:path';
import { loadConfig, type ConfigFile } from '../tournament/config.js';
import type { SortedGames } from '../tournament/game-sort.js';
import type { TournamentPlan } from '../tournament/plan.js';
import type { PlanCode } from '../tournament/play-spec.js';
import { resolveBotHashes, resolvePlan, type Overrides } from '../tournament/resolve.js';
import { BotLoadError } from '../tournament/bot-loader.js';
import type { VerifySetting } from '../tournament/verify-setting.js';
import { UsageError } from './errors.js';
import { executePlan, openFreshOutDir } from './execute.js';
import { report } from './report.js';
import { resumeCommand } from './resume.js';

export { planTitle, report } from './report.js';

export interface RunFlags extends Overrides {
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  resume?: string;
  /** With --resume: the folder's games to replay and compare first. */
  verify?: VerifySetting;
  force?: boolean;
  /** Also write report.html into the results folder. */
  report?: boolean;
}

/** How a run, match or ladder is played into its folder: fresh, or resumed with its earlier games. */
export interface PlayOptions {
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  quiet?: boolean;
  json?: boolean;
  /** A resumed folder's games (taken over by the run). */
  previous?: SortedGames;
  /** The module bots' code, when loaded already (a resume loads it to replay games). */
  code?: PlanCode | null;
  resume?: boolean;
  /** Also write report.html into the results folder. */
  report?: boolean;
}

/** Module bots' hashes, a bot that fails to bundle being a usage error like one that fails to load. */
export async function withBotHashes(plan: TournamentPlan): Promise<TournamentPlan> {
  try {
    return await resolveBotHashes(plan);
  } catch (err) {
    if (err instanceof BotLoadError) throw new UsageError(err.message);
    throw err;
  }
}

export async function playRun(plan: TournamentPlan, dir: string, o: PlayOptions): Promise<number> {
  const x = await executePlan(plan, dir, { workers: o.workers, workerMemory: o.workerMemory, quietBots: o.quietBots, quiet: o.quiet || o.json, previous: o.previous, resume: o.resume, code: o.code, command: { name: 'run' } });
  return report(x, dir, o.json, [], o.report);
}

export async function runCommand(configFile: string | undefined, flags: RunFlags): Promise<number> {
  if (flags.resume) return resumeCommand(flags.resume, flags);
  if (flags.verify) throw new UsageError('--verify goes with --resume DIR (a new run has no games to check)');
  const cfg: ConfigFile = configFile ? loadConfig(configFile) : {};
  const plan = await withBotHashes(resolvePlan(cfg, flags, configFile ?? '(defaults)', process.cwd()));
  const shardSuffix = plan.shard ? `-shard${plan.shard.k}of${plan.shard.n}` : '';
  const { dir, release } = openFreshOutDir(join('results', `${plan.name}${shardSuffix}`), flags.out ?? cfg.out, flags.force);
  try {
    return await playRun(plan, dir, { workers: flags.workers ?? cfg.workers, workerMemory: flags.workerMemory, quietBots: flags.quietBots, quiet: flags.quiet, json: flags.json, report: flags.report });
  } finally {
    release();
  }
}
