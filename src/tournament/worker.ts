// Piscina worker: plays the batches of game indices it is sent, sending each game's output as soon
// as it is final; or, sent a check, builds each module bot once to prove that it loads. Module bots
// run only in workers, sandboxed (play-spec.ts).

import { workerData, type MessagePort } from 'node:worker_threads';
import { botConsoleToStderr } from './bot-console.js';
import { finishedGame, type FinishedGame } from './finished-game.js';
import { PlanRunner, type BotSettings, type PlanCode } from './play-spec.js';
import { planSourceNames, type TournamentPlan } from './plan.js';
import { lockdownRealm } from './sandbox/lockdown.js';
import { WatchWriter } from './watch.js';
import { threadProcessHost } from './external/host.js';
import { botRejections, checkJobsDrain, runAsCallback } from './sandbox/jobs.js';
import { writeStderr } from './stderr-sync.js';

botConsoleToStderr();

/** What the pool tells each of its threads when it starts them. */
export interface WorkerSetup {
  /** One Int32 counting the threads that have finished loading every module they will need. */
  loaded: SharedArrayBuffer;
  /** The plan has module bots: lock the realm down now, not in the middle of a task. */
  sandboxed: boolean;
  /** The plan has command bots: start this thread's bot I/O thread now (external/host.ts). */
  external: boolean;
  /** Pids of every bot process of the run, for the main thread to kill what a worker leaves (external/children.ts). */
  children: SharedArrayBuffer;
  /** How the thread treats its bots: its memory limit, and whether their own output is shown. */
  bots: BotSettings;
}

// Node 20 aborts the whole process when a thread is terminated while it is still loading modules,
// so all loading happens here, before the thread counts itself loaded; the pool terminates no
// thread (stop, Ctrl-C, the end) before every thread it started has done so.
const setup = workerData as WorkerSetup | null;
if (setup?.sandboxed) {
  await lockdownRealm();
  process.on('unhandledRejection', botRejections(writeStderr));
}
if (setup?.external) await threadProcessHost(setup.children);
if (setup) Atomics.add(new Int32Array(setup.loaded), 0, 1);

export interface GamesTask {
  kind: 'games';
  plan: TournamentPlan;
  planKey: string;
  code: PlanCode | null;
  indices: number[];
  /** Shared with the watchdog (watch.ts). */
  watch: SharedArrayBuffer;
  /** Finished games are posted here, as arrays of FinishedGame (see OUTPUT_GROUP). */
  port: MessagePort;
}

export interface CheckTask {
  kind: 'check';
  plan: TournamentPlan;
  code: PlanCode;
  watch: SharedArrayBuffer;
}

export type WorkerTask = GamesTask | CheckTask;

/** A line-up entry that failed to load, with the reason. */
export interface CheckFailure {
  entry: number;
  reason: string;
}

let cached: { key: string; runner: Promise<PlanRunner> } | null = null;

/**
 * Finished games go to the main thread in groups of up to this many, or sooner once the oldest
 * has waited OUTPUT_WAIT_MS. Every message wakes the main thread, which shares the cores with the
 * workers: a message per game cost it some 50 us each, and groups of 16 still cost it half as much
 * again as groups of 64 (20,000 random games on 2 workers, median of four: 0.31 against 0.21
 * CPU-seconds; groups of 256, tried since, gained nothing). A game finished but not yet posted is still in flight: a worker that
 * dies loses it, and it is played again. Games with module or command bots go one by one, each
 * before its bots' onGameEnd: untrusted code that hangs there must not take a decided game with it.
 * Messages are copied, never given a buffer to transfer: detaching an ArrayBuffer makes V8 throw away
 * and recompile, with a check for detachment, every function of this thread that reads a typed
 * array, which made every game 12% slower (docs/performance.md).
 */
const OUTPUT_GROUP = 64;
const OUTPUT_WAIT_MS = 100;

/**
 * Bot code runs from an event-loop callback, never from a promise job: the sandbox runs the jobs a
 * bot queues before its call returns (sandbox/jobs.ts), which cannot be done from inside a job.
 */
export default async function runTask(task: WorkerTask): Promise<number | CheckFailure | null> {
  const settings = setup?.bots;
  if (task.kind === 'check') {
    const runner = await PlanRunner.load(task.plan, task.code, settings);
    return runAsCallback(() => {
      checkJobsDrain();
      return runner.check(new WatchWriter(task.watch));
    });
  }
  if (cached?.key !== task.planKey) cached = { key: task.planKey, runner: PlanRunner.load(task.plan, task.code, settings) };
  const runner = await cached.runner;
  return runAsCallback(() => playTask(task, runner));
}

function playTask(task: GamesTask, runner: PlanRunner): number {
  if (task.code) checkJobsDrain();
  const watch = new WatchWriter(task.watch);
  const groupSize = task.plan.lineup.every((b) => b.kind === 'builtin') ? OUTPUT_GROUP : 1;
  // Pushed, not mapped: a packed array whether or not this is optimised (see assembleMap).
  const labels: string[] = [];
  for (const b of task.plan.lineup) labels.push(b.label);
  const names = planSourceNames(task.plan);
  let group: FinishedGame[] = [];
  let since = 0;
  const post = () => {
    if (group.length > 0) task.port.postMessage(group);
    group = [];
  };
  try {
    for (const index of task.indices) {
      runner.play(
        index,
        (out) => {
          if (group.length === 0) since = performance.now();
          group.push(finishedGame(out, labels, names));
          if (group.length >= groupSize || performance.now() - since >= OUTPUT_WAIT_MS) post();
        },
        watch,
      );
    }
    post();
  } finally {
    task.port.close();
  }
  return task.indices.length;
}
