// Runs a plan into a results folder: bot check, worker pool, progress, journal and checkpoints,
// Ctrl-C, final write. Shared by run, match and ladder, fresh or resumed.

import { availableParallelism } from 'node:os';
import { existsSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { BotLoadError, bundlePlanBots } from '../tournament/bot-loader.js';
import { RowStore } from '../tournament/row-store.js';
import type { GameRow, PlanCode } from '../tournament/play-spec.js';
import { BoardError } from '../engine/board.js';
import { buildGameBoard } from '../rules/registry.js';
import { MapGenerationError } from '../maps/balanced.js';
import { blockSeatings, boardFor, gameSpec, planGameCount, planIdentity, planIndices, type TournamentPlan } from '../tournament/plan.js';
import { checkBots, runOnPool } from '../tournament/pool.js';
import { checkCommandBots } from '../tournament/external/check.js';
import { ResultsWriter, type SummaryFile } from '../tournament/results.js';
import type { CommandSettings } from '../tournament/journal.js';
import { FolderLockError, lockFolder } from '../files/folder-lock.js';
import { makeFolder, OutputError } from '../files/output.js';
import { UsageError } from './errors.js';
import { makeProgress } from './progress.js';
import { resumeLine } from './report.js';
import { packageVersion } from './version.js';

export interface ExecuteOptions {
  workers?: number;
  /** Heap limit per worker thread, MB (default: a share of the machine's memory). */
  workerMemory?: number;
  quiet?: boolean;
  /** Keep the bots' own output (console, a command bot's stderr) off the terminal. */
  quietBots?: boolean;
  /** The module bots' code, when the caller loaded it (loadBotsOrFail) already. */
  code?: PlanCode | null;
  /** Games already in the folder (a resume): the journal is appended to, not started afresh. The run takes the store over. */
  previous?: RowStore;
  resume?: boolean;
  /** Written to the journal's header and the summary, so a resume continues as this command. */
  command: CommandSettings;
  /**
   * Early stop: called, in index order, with the rows of each block as it completes the prefix of
   * finished games (games 0..n-1 all done); returning true ends the run there. Only that prefix is
   * kept, so the result does not depend on which games other workers happened to finish.
   */
  stopAfter?: (block: GameRow[]) => boolean;
  extra?: (rows: GameRow[]) => Record<string, unknown>;
  /** Whether `run --resume` is how the user goes on after a failed write (default true; balance reruns). */
  resumable?: boolean;
}

export interface Execution {
  summary: SummaryFile;
  /** Every game's row, in index order: made when asked for (the run keeps its games as text). */
  rows: () => GameRow[];
  seconds: number;
  /** Games this execution played (a resumed run's earlier games are not among them). */
  played: number;
  workers: number;
  /** All planned games played, or the stop rule ended the run. */
  finished: boolean;
  stopped: boolean;
  interrupted: boolean;
}

const holdsRun = (dir: string) => existsSync(join(dir, 'summary.json')) || existsSync(join(dir, 'journal.jsonl'));

/**
 * Takes the folder's lock (folder-lock.ts) for the rest of the command; a lock held by a live run
 * is a usage error naming it. Returns the release function.
 */
export function lockOrFail(dir: string): () => void {
  const created = makeFolder(dir);
  // A folder made only to hold the lock goes with it when nothing was written (a bot that fails
  // to load leaves no results folder behind).
  const removeIfEmpty = () => {
    if (!created) return;
    try {
      rmdirSync(dir);
    } catch {
      // not empty: it holds the results
    }
  };
  try {
    const release = lockFolder(dir, (m) => console.error(`warning: ${m}`));
    return () => {
      release();
      removeIfEmpty();
    };
  } catch (err) {
    removeIfEmpty();
    if (err instanceof FolderLockError) throw new UsageError(err.message);
    throw err;
  }
}

/**
 * The folder a new run writes to, locked: `explicit` (refused if it holds a run, unless `force`),
 * else `base` numbered past the folders that hold runs. The check follows the lock, so two runs
 * started together on one folder cannot both pass it.
 */
export function openFreshOutDir(base: string, explicit: string | undefined, force: boolean | undefined): { dir: string; release: () => void } {
  let dir = explicit ?? base;
  if (!explicit) for (let k = 2; holdsRun(dir); k++) dir = `${base}-${k}`;
  const release = lockOrFail(dir);
  if (explicit && holdsRun(explicit) && !force) {
    release();
    throw new UsageError(`${explicit} already holds a run: use --resume ${explicit} to continue it, --force to overwrite it, or another --out`);
  }
  return { dir, release };
}

/**
 * Bundles the module bots and builds each once in a worker (bot code never runs in this thread): a
 * module that fails to load, a factory that throws or hangs, is a clear error before any game.
 */
export async function loadBotsOrFail(plan: TournamentPlan, memoryMb?: number, quietBots?: boolean): Promise<PlanCode | null> {
  let code: PlanCode | null;
  try {
    code = await bundlePlanBots(plan);
  } catch (err) {
    if (err instanceof BotLoadError) throw new UsageError(err.message);
    throw err;
  }
  if (code) {
    const failure = await checkBots(plan, code, memoryMb, quietBots);
    if (failure) {
      const entry = plan.lineup[failure.entry];
      throw new UsageError(`${entry ? `bot module ${entry.ref}` : 'a bot module'}: ${failure.reason}`);
    }
  }
  const failed = await checkCommandBots(plan);
  if (failed) throw new UsageError(`command bot ${plan.lineup[failed.entry]!.label} (${plan.lineup[failed.entry]!.ref}) does not start: ${failed.reason}`);
  return code;
}

/**
 * Deals the first planned game's map in this thread: a generator whose constraints cannot be met
 * is a usage error before any worker starts, not a crash in every game.
 */
export function checkMapOrFail(plan: TournamentPlan): void {
  const first = planIndices(plan).next();
  if (first.done) return;
  try {
    buildGameBoard(boardFor(plan.map, gameSpec(plan, first.value).seed, plan.options), plan.options);
  } catch (err) {
    if (err instanceof MapGenerationError || err instanceof BoardError) throw new UsageError(`map: ${err.message}`);
    throw err;
  }
}

/**
 * A write the machine refused (a full disk), told with the way on: every game whose journal line
 * was written is kept, and a resume plays the rest.
 */
function resumable(err: unknown, dir: string, opts: ExecuteOptions): unknown {
  if (!(err instanceof OutputError) || !(opts.resumable ?? true)) return err;
  return new OutputError(`${err.message}; the games played are kept: once that is fixed, ${resumeLine(opts.command.name, dir)} goes on`);
}

export async function executePlan(plan: TournamentPlan, dir: string, opts: ExecuteOptions): Promise<Execution> {
  checkMapOrFail(plan);
  // Load every bot in this thread first: a broken module is a clear error before any game starts.
  const code = opts.code !== undefined ? opts.code : await loadBotsOrFail(plan, opts.workerMemory, opts.quietBots);
  const workers = opts.workers ?? availableParallelism();
  if (workers > availableParallelism()) {
    console.error(`warning: --workers ${workers} is more than this machine's ${availableParallelism()} cores: the extra workers share the cores and add start-up time, not speed`);
  }
  const previous = opts.previous ?? new RowStore();
  const previousCount = previous.size;
  const expected = planGameCount(plan);
  const done = new Set(previous.indices());
  // The games still to play, generated as the pool asks for them (a huge run lists none).
  const todo = (function* () {
    for (const i of planIndices(plan)) if (!done.has(i)) yield i;
  })();
  const tool = { name: 'catan-arena', version: packageVersion(), node: process.version };
  const writer = new ResultsWriter(dir, plan, expected, tool, previous, { journal: opts.resume ? 'reopen' : 'create', command: opts.command });
  const progress = makeProgress(expected, done.size, !!opts.quiet);
  const abort = new AbortController();
  let interrupted = false;
  let stopped = false;
  let cutoff = Infinity;
  // A write that failed (a full disk): the run stops, and the failure is the command's error.
  let failure: unknown = null;
  const onSignal = () => {
    if (interrupted) process.exit(130); // a second Ctrl-C: leave at once
    interrupted = true;
    abort.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const blockSize = blockSeatings(plan).length;
  let prefix = 0;
  // Feeds the stop rule each block as the finished prefix of games completes it; true once it stops.
  const advancePrefix = (): boolean => {
    if (!opts.stopAfter) return false;
    while (writer.rows.has(prefix)) {
      prefix++;
      if (prefix % blockSize !== 0 && prefix !== expected) continue;
      const start = prefix - (prefix % blockSize || blockSize);
      const block: GameRow[] = [];
      for (let i = start; i < prefix; i++) block.push(writer.rows.get(i)!);
      if (opts.stopAfter(block)) {
        stopped = true;
        cutoff = prefix;
        abort.abort();
        return true;
      }
    }
    return false;
  };
  const t0 = performance.now();
  let lastCheckpoint = Date.now();
  let checkpointEvery = 30_000;
  try {
    // A resumed match sees its earlier games first: the stop rule decides exactly as it would have.
    advancePrefix();
    await runOnPool(plan, planIdentity(plan), stopped ? [] : todo, {
      workers,
      count: stopped ? 0 : expected - done.size,
      memoryMb: opts.workerMemory,
      quietBots: opts.quietBots,
      code,
      signal: abort.signal,
      onGame: (out) => {
        if (stopped || failure !== null) return;
        try {
          writer.add(out);
          progress.tick(writer.rows.size);
          if (advancePrefix()) return;
          if (Date.now() - lastCheckpoint > checkpointEvery) {
            const t = Date.now();
            writer.write(true, null);
            lastCheckpoint = Date.now();
            // A checkpoint counts every game so far: on a long run, space them so that they take
            // at most a twentieth of the thread the workers wait on.
            checkpointEvery = Math.max(30_000, 20 * (lastCheckpoint - t));
          }
        } catch (err) {
          // Thrown here it would escape the pool's message handler and end the process.
          failure = err;
          abort.abort();
        }
      },
    });
  } finally {
    // The summary below counts no game before its journal line is on disk.
    try {
      await writer.close();
    } catch (err) {
      failure ??= err;
    }
    progress.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (failure !== null) throw resumable(failure, dir, opts);
  if (stopped) for (const i of writer.rows.indices()) if (i >= cutoff) writer.drop(i);
  const seconds = (performance.now() - t0) / 1000;
  const finished = stopped || writer.rows.size === expected;
  const played = writer.rows.size - previousCount;
  let summary: SummaryFile;
  try {
    summary = writer.write(!finished, { seconds, gamesPerSecond: played > 0 ? played / seconds : 0, workers }, opts.extra?.(writer.sortedRows()));
  } catch (err) {
    throw resumable(err, dir, opts);
  }
  return { summary, rows: () => writer.sortedRows(), seconds, played, workers, finished, stopped, interrupted: interrupted && !stopped };
}
