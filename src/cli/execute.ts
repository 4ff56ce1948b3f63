// Runs a plan into a results folder: bot check, worker pool, progress, journal and checkpoints,
// Ctrl-C, final write. Shared by run, match and ladder, fresh or resumed.

import { availableParallelism } from 'node:os';
import { existsSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { BotLoadError, bundlePlanBots } from '../tournament/bot-loader.js';
import type { FinishedGame } from '../tournament/finished-game.js';
import { GamePrefix } from '../tournament/game-prefix.js';
import type { SortedGames } from '../tournament/game-sort.js';
import type { PlanCode } from '../tournament/play-spec.js';
import { unpackFacts, type RowFacts } from '../stats/tournament.js';
import { BoardError } from '../engine/board.js';
import { buildGameBoard, createGame } from '../rules/registry.js';
import { newState } from '../engine/game.js';
import { MapGenerationError } from '../maps/balanced.js';
import { blockSeatings, boardFor, gameSpec, planGameCount, planIdentity, planIndices, planSourceNames, type TournamentPlan } from '../tournament/plan.js';
import { checkBots, runOnPool } from '../tournament/pool.js';
import { checkCommandBots } from '../tournament/external/check.js';
import { ResultsWriter, type SummaryFile, type SummaryFold } from '../tournament/results.js';
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
  /** Games already in the folder (a resume): the journal is appended to, not started afresh. The run takes them over. */
  previous?: SortedGames;
  resume?: boolean;
  /** Written to the journal's header and the summary, so a resume continues as this command. */
  command: CommandSettings;
  /**
   * Early stop: called, in index order, with the rows of each block as it completes the prefix of
   * finished games (games 0..n-1 all done); returning true ends the run there. Only that prefix is
   * kept, so the result does not depend on which games other workers happened to finish.
   */
  stopAfter?: (block: RowFacts[]) => boolean;
  /** Figures for the summary: it hears every kept game, in index order, as the last summary is written. */
  extra?: SummaryFold;
  /** Hears each game this execution plays as it arrives (balance's set-up heat map). */
  onGame?: (game: FinishedGame) => void;
  /** Whether `run --resume` is how the user goes on after a failed write (default true; balance reruns). */
  resumable?: boolean;
}

export interface Execution {
  summary: SummaryFile;
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
    const seed = gameSpec(plan, first.value).seed;
    // The game set up too: a rule set may refuse a board its rules cannot be played on.
    newState(createGame(buildGameBoard(boardFor(plan.map, seed, plan.options), plan.options), plan.options), seed);
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

/**
 * The plan's games not among `previous` (sorted), generated as the pool asks for them: a huge run
 * lists none, and the earlier games are read alongside, never held.
 */
function* gamesToPlay(plan: TournamentPlan, previous: SortedGames | null): Generator<number> {
  const held = previous ? previous.indices() : null;
  let next = held?.next();
  try {
    for (const i of planIndices(plan)) {
      while (next && !next.done && next.value < i) next = held!.next();
      if (next && !next.done && next.value === i) continue;
      yield i;
    }
  } finally {
    held?.return(undefined);
  }
}

export async function executePlan(plan: TournamentPlan, dir: string, opts: ExecuteOptions): Promise<Execution> {
  checkMapOrFail(plan);
  // Load every bot in this thread first: a broken module is a clear error before any game starts.
  const code = opts.code !== undefined ? opts.code : await loadBotsOrFail(plan, opts.workerMemory, opts.quietBots);
  const workers = opts.workers ?? availableParallelism();
  if (workers > availableParallelism()) {
    console.error(`warning: --workers ${workers} is more than this machine's ${availableParallelism()} cores: the extra workers share the cores and add start-up time, not speed`);
  }
  const previous = opts.previous ?? null;
  const previousCount = previous?.count ?? 0;
  const expected = planGameCount(plan);
  const tool = { name: 'catan-arena', version: packageVersion(), node: process.version };
  const writer = new ResultsWriter(dir, plan, expected, tool, previous, { journal: opts.resume ? 'reopen' : 'create', command: opts.command });
  try {
    return await playInto(writer, plan, dir, opts, { code, workers, previousCount, expected });
  } finally {
    writer.dispose();
  }
}

async function playInto(writer: ResultsWriter, plan: TournamentPlan, dir: string, opts: ExecuteOptions, o: { code: PlanCode | null; workers: number; previousCount: number; expected: number }): Promise<Execution> {
  const { code, workers, previousCount, expected } = o;
  const progress = makeProgress(expected, previousCount, !!opts.quiet);
  const abort = new AbortController();
  let interrupted = false;
  let stopped = false;
  let added = 0;
  let dropped = 0;
  // A write that failed (a full disk): the run stops, and the failure is the command's error.
  let failure: unknown = null;
  const onSignal = () => {
    if (interrupted) process.exit(130); // a second Ctrl-C: leave at once
    interrupted = true;
    abort.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const names = planSourceNames(plan);
  const prefix = opts.stopAfter ? new GamePrefix(opts.previous ?? null, blockSeatings(plan).length, expected, names) : null;
  // Feeds the stop rule each block as the finished prefix of games completes it; true once it stops.
  const advancePrefix = (): boolean => {
    const cutoff = prefix?.advance(opts.stopAfter!) ?? null;
    if (cutoff === null) return false;
    stopped = true;
    // The games finished past the stop are in the journal but not kept.
    dropped = prefix!.pending;
    prefix!.close();
    writer.cutAt(cutoff);
    abort.abort();
    return true;
  };
  const t0 = performance.now();
  let lastCheckpoint = Date.now();
  let checkpointEvery = 30_000;
  const todo = gamesToPlay(plan, opts.previous ?? null);
  try {
    // A resumed match sees its earlier games first: the stop rule decides exactly as it would have.
    advancePrefix();
    await runOnPool(plan, planIdentity(plan), stopped ? [] : todo, {
      workers,
      count: stopped ? 0 : expected - previousCount,
      memoryMb: opts.workerMemory,
      quietBots: opts.quietBots,
      code,
      signal: abort.signal,
      onGame: (out) => {
        if (stopped || failure !== null) return;
        try {
          writer.add(out);
          added++;
          opts.onGame?.(out);
          progress.tick(writer.size);
          if (prefix) {
            prefix.arrive(unpackFacts(out.facts, out.forfeit, out.index, names));
            if (advancePrefix()) return;
          }
          if (Date.now() - lastCheckpoint > checkpointEvery) {
            const t = Date.now();
            writer.write(true, null);
            lastCheckpoint = Date.now();
            // A checkpoint reads every game so far: on a long run, space them so that they take
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
    // Lets go of the earlier games' file, which the pool may have stopped reading halfway.
    todo.return(undefined);
    prefix?.close();
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
  const seconds = (performance.now() - t0) / 1000;
  const finished = stopped || writer.size === expected;
  const played = added - dropped;
  let summary: SummaryFile;
  try {
    summary = writer.write(!finished, { seconds, gamesPerSecond: played > 0 ? played / seconds : 0, workers }, opts.extra);
  } catch (err) {
    throw resumable(err, dir, opts);
  }
  return { summary, seconds, played, workers, finished, stopped, interrupted: interrupted && !stopped };
}
