// `catan-arena ladder A B C ...`: a round robin over every subset of the bots that fills a game,
// each in every rotation, rated with a Plackett-Luce model (openskill) and summarised as a
// pairwise win matrix.

import { join } from 'node:path';
import chalk from 'chalk';
import Table from 'cli-table3';
import type { EntryRating, WinMatrix } from '../stats/ratings.js';
import { gamePlace } from '../stats/tournament.js';
import type { TournamentPlan } from '../tournament/plan.js';
import { resolvePlan, type Overrides } from '../tournament/resolve.js';
import { roundRobinSeatings } from '../tournament/seatings.js';
import { UsageError } from './errors.js';
import { executePlan, openFreshOutDir } from './execute.js';
import { report } from './report.js';
import { withBotHashes, type PlayOptions } from './run.js';

export interface LadderFlags extends Omit<Overrides, 'bots' | 'shard'> {
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  force?: boolean;
  report?: boolean;
  /** Handled before ladderCommand (commands.ts): the folder's ladder goes on. */
  resume?: string;
}

export async function ladderCommand(bots: string[], flags: LadderFlags): Promise<number> {
  if (bots.length < 2) throw new UsageError('ladder: name at least two bots');
  const players = flags.players ?? Math.min(4, bots.length);
  if (players > bots.length) throw new UsageError(`--players ${players}: a ladder of ${bots.length} bots fills at most ${bots.length} seats`);
  // The line-up holds every bot once; each game seats a subset of `players` of them.
  const plan = await withBotHashes(resolvePlan({ bots, players }, { ...flags, players, lineupSize: bots.length, name: 'ladder' }, '(command line)', process.cwd()));
  plan.seatings = roundRobinSeatings(bots.length, players);
  const { dir, release } = openFreshOutDir(join('results', 'ladder'), flags.out, flags.force);
  try {
    return await playLadder(plan, dir, { workers: flags.workers, workerMemory: flags.workerMemory, quietBots: flags.quietBots, quiet: flags.quiet, json: flags.json, report: flags.report });
  } finally {
    release();
  }
}

/** Plays a ladder's plan into `dir` (fresh, or resumed with its earlier games) and rates the bots. */
export async function playLadder(plan: TournamentPlan, dir: string, o: PlayOptions): Promise<number> {
  // openskill loads some 370 files of ramda: only a ladder pays for them, not run's resume.
  const { FieldRatings, WinTally } = await import('../stats/ratings.js');
  const labels = plan.lineup.map((b) => b.label);
  // Rated in index order, as the ratings are online: the same games give the same ratings.
  const field = new FieldRatings(labels);
  const pairs = new WinTally(labels.length);
  const x = await executePlan(plan, dir, {
    workers: o.workers,
    workerMemory: o.workerMemory,
    quietBots: o.quietBots,
    quiet: o.quiet || o.json,
    previous: o.previous,
    resume: o.resume,
    code: o.code,
    command: { name: 'ladder' },
    extra: {
      add: (row) => {
        const game = gamePlace(row);
        field.add(game);
        pairs.add(game);
      },
      figures: () => ({ ladder: { ratings: field.ratings(), winMatrix: pairs.matrix() } }),
    },
  });
  const lad = x.summary.ladder as { ratings: EntryRating[]; winMatrix: WinMatrix };
  const style = { head: [] as string[], border: [] as string[] };
  const ratings = new Table({ head: ['rank', 'bot', 'rating (mu)', '± sigma', 'ordinal (mu - 3 sigma)', 'games'].map((h) => chalk.bold(h)), style });
  [...lad.ratings]
    .sort((p, q) => q.ordinal - p.ordinal)
    .forEach((r, i) => ratings.push([i + 1, r.label, r.mu.toFixed(2), r.sigma.toFixed(2), r.ordinal.toFixed(2), r.games]));
  const matrix = new Table({ head: [chalk.bold('row ahead of column'), ...labels.map((l) => chalk.bold(l))], style });
  labels.forEach((label, i) => {
    matrix.push([label, ...labels.map((_, j) => (i === j || lad.winMatrix.counts[i]![j] === 0 ? '-' : `${(100 * lad.winMatrix.share[i]![j]!).toFixed(1)}%`))]);
  });
  return report(x, dir, o.json, ['ratings (Plackett-Luce, openskill)', ratings.toString(), 'pairwise: share of games where the row bot finished ahead of the column bot (ties count half)', matrix.toString()], o.report);
}
