// Fans game indices over a piscina pool. Workers play batches that shrink as the run nears its
// end (nextBatchSize) and send games' outputs as they are final, in small groups (worker.ts); a
// watchdog stops a worker whose bot code runs past its budget; a crashed worker's unfinished games
// are re-run (a game that crashes its worker twice is forfeited by the seat whose code was running).

import { statSync } from 'node:fs';
import { totalmem } from 'node:os';
import { MessageChannel, type ResourceLimits } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { finishedGame, type FinishedGame } from './finished-game.js';
import type { BotSettings, GameRow, PlanCode } from './play-spec.js';
import { gameSpec, hasCommandBots, planGameCount, planSourceNames, type TournamentPlan } from './plan.js';
import { readWatch, watchBuffer, WatchClock, type WatchReading } from './watch.js';
import type { CheckFailure, CheckTask, GamesTask, WorkerSetup } from './worker.js';
import { createChildRegistry, killRegisteredChildren } from './external/children.js';
import { chooseV8Threads } from './v8-threads.js';
import { MemoryGuard, memoryStopReason } from './memory-guard.js';

export interface PoolOptions {
  workers: number;
  /** Called once per finished game, in completion order. */
  onGame: (game: FinishedGame) => void;
  /** Stops the run: in-flight batches are abandoned, finished games were already reported. */
  signal?: AbortSignal;
  /** Games per task; by default a share of the games left (nextBatchSize). */
  batchSize?: number;
  /** Extra time past the decision budget before a hung worker is stopped. */
  hangGraceMs?: number;
  /** The module bots' bundled code (required when the plan has module bots). */
  code?: PlanCode | null;
  /** Heap limit of each worker thread, MB: a bot that runs it out loses its game, not the run. */
  memoryMb?: number;
  /** Keep the bots' own output (console, a command bot's stderr) off the terminal. */
  quietBots?: boolean;
  /** How many indices the iterable yields (default: an array's length, or the whole plan's). */
  count?: number;
}

/**
 * Without a limit of its own a worker shares the process's heap ceiling, so one bot's runaway
 * allocation would end the whole run; with one, only that worker dies. The default leaves room for
 * the main thread and the other workers.
 */
export function workerMemoryMb(workers: number, explicit?: number): number {
  if (explicit !== undefined) return explicit;
  return Math.max(512, Math.min(4096, Math.floor(totalmem() / 2 ** 20 / (workers + 1))));
}

/**
 * Each worker's young generation, MB, when its games have no module bots: two semi-spaces of 4 MB,
 * and as much again for new large objects. V8 doubles a thread's semi-spaces, up to 16 MB each,
 * whenever the bytes that survived its young collections since the last doubling pass their size,
 * and shrinks them only while the thread allocates little. A worker playing random games allocates
 * some 100 MB a second, so its semi-spaces reached 16 MB within the first minute of a run and
 * stayed there: 24 MB a worker that a run of a few seconds never held. A collection copies what is
 * live, the game being played, so at 4 MB it comes more often for less work each, and games are as
 * fast: 100,000 random games took each worker 136 ms of young collections, against 111-144 ms
 * unbounded (docs/measurements.md, "Memory"). A sandboxed seat keeps its compartment, megabytes of
 * it, alive through its game, which small semi-spaces copy again at every collection (random games
 * with a sandboxed seat took 7% more CPU time): with module bots, V8 sizes the young generation
 * itself.
 */
export const WORKER_YOUNG_MB = 12;

/** Each worker's heap limits: the old generation at `memoryMb`, the young one at WORKER_YOUNG_MB unless `sandboxed`. */
export function workerLimits(memoryMb: number, sandboxed: boolean): ResourceLimits {
  return sandboxed ? { maxOldGenerationSizeMb: memoryMb } : { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: WORKER_YOUNG_MB };
}

/** How long bot code may run before its worker is stopped: the budget and a grace. */
export function hangLimit(plan: TournamentPlan, graceMs?: number): number {
  return plan.timeBudgetMs + (graceMs ?? Math.max(2000, Math.min(plan.timeBudgetMs, 30_000)));
}

/**
 * Builds each module bot once in a worker (never in this thread), under the watchdog: the first
 * entry that fails to load, throws in its factory, returns no bot, or hangs, with the reason.
 */
export async function checkBots(plan: TournamentPlan, code: PlanCode, memoryMb?: number, quietBots = false): Promise<CheckFailure | null> {
  // The check builds a plan runner, which needs the I/O thread when the plan has command bots too.
  const external = hasCommandBots(plan);
  const mb = workerMemoryMb(1, memoryMb);
  const { pool, close } = startPool(1, { memoryMb: mb, quietBots }, true, external, plan.timeBudgetMs);
  const guard = new MemoryGuard(1, mb);
  const sab = watchBuffer();
  const clock = new WatchClock();
  const abort = new AbortController();
  const limit = hangLimit(plan);
  let stopped: { reading: WatchReading; reason: string } | null = null;
  const watchdog = setInterval(() => {
    const t = clock.tick(sab, Date.now());
    if (stopped || !t || t.reading.seat < 0) return;
    const over = guard.over();
    if (t.heldMs > limit) stopped = { reading: t.reading, reason: `still loading after ${limit} ms (the module or its factory does not return)` };
    else if (over) stopped = { reading: t.reading, reason: memoryStopReason(over, 'it was loading') };
    if (stopped) abort.abort();
  }, 50);
  try {
    const task: CheckTask = { kind: 'check', plan, code, watch: sab };
    return (await pool.run(task, { signal: abort.signal })) as CheckFailure | null;
  } catch (err) {
    const s = stopped as { reading: WatchReading; reason: string } | null;
    if (s) return { entry: s.reading.seat, reason: s.reason };
    return { entry: -1, reason: `its worker died while loading it (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    clearInterval(watchdog);
    await close();
  }
}

/**
 * A pool of `threads` threads, and a promise for the moment every thread it has started has loaded
 * its modules (worker.ts): only then may a thread be terminated (abort, destroy) without risking
 * Node 20's process-wide abort. A thread that has not loaded in a minute is given up on.
 */
function startPool(threads: number, bots: Required<BotSettings>, sandboxed: boolean, external: boolean, budgetMs: number) {
  const loaded = new Int32Array(new SharedArrayBuffer(4));
  const children = createChildRegistry();
  const setup: WorkerSetup = { loaded: loaded.buffer as SharedArrayBuffer, sandboxed, external, children, bots };
  chooseV8Threads(threads, budgetMs);
  const pool = new Piscina({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
    // The worker's event loop must turn between tasks: a game channel closes asynchronously.
    atomics: 'disabled',
    resourceLimits: workerLimits(bots.memoryMb, sandboxed),
    workerData: setup,
  });
  let created = 0;
  pool.on('workerCreate', () => created++);
  const whenLoaded = async (): Promise<void> => {
    // workerCreate is emitted in a microtask for the first threads: count them before comparing.
    await Promise.resolve();
    const until = Date.now() + 60_000;
    while (Atomics.load(loaded, 0) < Math.max(created, pool.threads.length) && Date.now() < until) {
      await new Promise((res) => setTimeout(res, 10));
    }
  };
  // Bot processes die with their I/O thread where setpriv can arrange it (io-thread.ts); these kill
  // them everywhere: at the end of the run, and when the process exits on a second Ctrl-C.
  const killChildren = () => killRegisteredChildren(children);
  if (external) process.on('exit', killChildren);
  const close = async (): Promise<void> => {
    await whenLoaded();
    await pool.destroy().catch(() => {});
    killChildren();
    process.off('exit', killChildren);
  };
  return { pool, whenLoaded, close };
}

interface Job {
  indices: number[];
  attempt: number;
}

/**
 * The worker's code: the bundle the build makes of it (scripts/bundle.mjs), one file to load
 * and faster to run, unless the modules were compiled after it (a bare tsc), which it would lag.
 */
export function workerFile(): string {
  const modules = fileURLToPath(new URL('./worker.js', import.meta.url));
  const bundle = fileURLToPath(new URL('./worker.bundle.js', import.meta.url));
  try {
    if (statSync(bundle).mtimeMs >= statSync(modules).mtimeMs) return bundle;
  } catch {
    // no bundle: the modules
  }
  return modules;
}

/**
 * The most games one task takes: some 85 ms of random games. Slow bots' games make long tasks, but
 * the games a worker finishes leave it in small groups as they finish (worker.ts), whatever the
 * task's length: progress, a stop and a crash see them all the same.
 */
export const MAX_BATCH = 256;

/**
 * Games in the next task when `remaining` are still to hand out: a quarter of each worker's share
 * of them (guided self-scheduling). Every task costs the main thread, which shares the cores with
 * the workers, a message that carries the plan and a channel (postMessage led its profile): long
 * tasks while much is left keep their number small, and tasks that shrink with what is left keep
 * the workers finishing together. 20,000 games on 2 workers take 117 tasks, where tasks of 64
 * games took 313 (docs/performance.md).
 */
export function nextBatchSize(remaining: number, workers: number): number {
  return Math.max(1, Math.min(MAX_BATCH, Math.ceil(remaining / (4 * workers))));
}

/** A stand-in row for a game whose worker had to be stopped or died. */
export function lostGameRow(plan: TournamentPlan, index: number, seat: number, turn: number, reason: string): GameRow {
  const spec = gameSpec(plan, index);
  const P = spec.seating.length;
  const zeros = () => new Array<number>(P).fill(0);
  return {
    index,
    seed: spec.seed,
    block: spec.block,
    rotation: spec.rotation,
    seating: spec.seating,
    result: {
      winner: -1,
      capped: false,
      turns: turn,
      vp: zeros(),
      steps: 0,
      decisions: 0,
      forfeit: { seat, reason },
      thinkMs: zeros(),
      seatDecisions: zeros(),
      vpSources: Array.from({ length: P }, () => ({ settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 })),
    },
  };
}

/**
 * Plays the games `indices` names (taken from the iterable batch by batch as workers free up, so a
 * huge run holds no list of its games) and reports each as it finishes.
 */
export async function runOnPool(plan: TournamentPlan, planKey: string, indices: Iterable<number>, opts: PoolOptions): Promise<{ completed: boolean }> {
  const workers = Math.max(1, opts.workers);
  const total = opts.count ?? (Array.isArray(indices) ? indices.length : planGameCount(plan));
  if (total === 0) return { completed: true };
  const source = indices[Symbol.iterator]();
  let drained = false;
  let handedOut = 0;
  // Games to play again (a stopped or dead worker's), before any new batch.
  const queue: Job[] = [];
  const nextJob = (): Job | undefined => {
    if (queue.length > 0) return queue.shift();
    const take: number[] = [];
    const size = opts.batchSize ?? nextBatchSize(total - handedOut, workers);
    while (!drained && take.length < size) {
      const next = source.next();
      if (next.done) drained = true;
      else take.push(next.value);
    }
    handedOut += take.length;
    return take.length > 0 ? { indices: take, attempt: 0 } : undefined;
  };

  // No more threads than first tasks: a thread with nothing to do would only add its start-up.
  const threads = Math.min(workers, opts.batchSize ? Math.ceil(total / opts.batchSize) : total);
  const external = hasCommandBots(plan);
  const memoryMb = workerMemoryMb(threads, opts.memoryMb);
  const { pool, whenLoaded, close } = startPool(threads, { memoryMb, quietBots: opts.quietBots ?? false }, !!opts.code, external, plan.timeBudgetMs);
  const guard = new MemoryGuard(threads, memoryMb);
  const hangAfter = hangLimit(plan, opts.hangGraceMs);
  const labels = plan.lineup.map((b) => b.label);
  const names = planSourceNames(plan);
  const lost = (row: GameRow): FinishedGame => finishedGame({ row, record: null }, labels, names);
  type Stop = { reading: WatchReading; over: { bytes: number; cap: number } };
  type Flight = { job: Job; watch: SharedArrayBuffer; clock: WatchClock; abort: AbortController; hung: WatchReading | null; memory: Stop | null; reported: Set<number> };
  const inFlight = new Set<Flight>();
  let stopped = false;

  // Each tick stops the workers whose bot code has run past the hang limit, and, while the process
  // holds more than the memory guard allows, the one whose bot code has run longest without
  // returning (the one that can be allocating: a bot that returns is checked by its sandbox). Its
  // game is played again, alone, and forfeited the third time; one stop at a time, since memory
  // comes back only once the stopped thread is gone.
  const watchdog = setInterval(() => {
    const now = Date.now();
    let longest: { f: Flight; reading: WatchReading; heldMs: number } | null = null;
    let stopping = false;
    for (const f of inFlight) {
      stopping ||= f.memory !== null;
      const t = f.clock.tick(f.watch, now);
      if (!t || t.reading.seat < 0 || f.hung || f.memory) continue;
      if (t.heldMs > hangAfter) {
        f.hung = t.reading;
        f.abort.abort();
      } else if (!longest || t.heldMs > longest.heldMs) {
        longest = { f, ...t };
      }
    }
    if (!longest || stopping) return;
    const over = guard.over();
    if (!over) return;
    longest.f.memory = { reading: longest.reading, over };
    longest.f.abort.abort();
  }, 50);

  const launch = (job: Job): Promise<void> => {
    const flight: Flight = { job, watch: watchBuffer(), clock: new WatchClock(), abort: new AbortController(), hung: null, memory: null, reported: new Set() };
    inFlight.add(flight);
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (games: FinishedGame[]) => {
      for (const game of games) {
        if (stopped || flight.reported.has(game.index)) return;
        flight.reported.add(game.index);
        opts.onGame(game);
      }
    });
    const task: GamesTask = { kind: 'games', plan, planKey, code: opts.code ?? null, indices: job.indices, watch: flight.watch, port: port2 };
    // The worker's end of the channel closes when its task ends or its thread dies, and a port
    // delivers what was posted before it closed: once closed, every finished game has arrived.
    const closed = new Promise<void>((res) => port1.once('close', res));
    const done = async () => {
      await closed;
      inFlight.delete(flight);
    };
    return (pool.run(task, { signal: flight.abort.signal, transferList: [port2] }) as Promise<number>).then(
      () => done(),
      async (err: unknown) => {
        // A task stopped before it reached a worker never hands its end of the channel over, so
        // nothing would close it; once the run is stopped, late outputs are dropped anyway.
        if (stopped) port1.close();
        await done();
        if (stopped) return;
        // Games whose output arrived stand; the game that was running is lost or re-run.
        const rest = job.indices.filter((i) => !flight.reported.has(i));
        const h = flight.hung;
        if (h) {
          if (!flight.reported.has(h.index)) {
            opts.onGame(lost(lostGameRow(plan, h.index, h.seat, h.turn, `timeout: no answer after ${hangAfter} ms, worker stopped`)));
          }
          const others = rest.filter((i) => i !== h.index);
          if (others.length) queue.push({ indices: others, attempt: job.attempt });
          return;
        }
        const m = flight.memory;
        if (m) {
          const i = m.reading.index;
          if (!flight.reported.has(i)) {
            if (job.attempt < 2) queue.push({ indices: [i], attempt: job.attempt + 1 });
            else opts.onGame(lost(lostGameRow(plan, i, m.reading.seat, m.reading.turn, memoryStopReason(m.over, "this game's bot code ran, worker stopped"))));
          }
          const others = rest.filter((x) => x !== i);
          if (others.length) queue.push({ indices: others, attempt: job.attempt });
          return;
        }
        if (rest.length === 0) return;
        const message = err instanceof Error ? err.message : String(err);
        if (rest.length > 1) {
          // Find the culprit: re-run each unfinished game of the batch on its own.
          for (const i of rest) queue.push({ indices: [i], attempt: job.attempt + 1 });
        } else if (job.attempt < 2) {
          queue.push({ indices: rest, attempt: job.attempt + 1 });
        } else {
          const last = readWatch(flight.watch) ?? flight.clock.last;
          opts.onGame(lost(lostGameRow(plan, rest[0]!, last?.seat ?? -1, last?.turn ?? 0, `crash: the worker died during this game (${message})`)));
        }
      },
    );
  };

  const onAbort = () => {
    stopped = true;
    void whenLoaded().then(() => {
      for (const f of inFlight) f.abort.abort();
    });
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const running = new Set<Promise<void>>();
    for (;;) {
      while (!stopped && running.size < workers * 2) {
        const job = nextJob();
        if (!job) break;
        const p = launch(job);
        running.add(p);
        void p.finally(() => running.delete(p));
      }
      if (running.size === 0) break;
      await Promise.race(running);
    }
    return { completed: !stopped };
  } finally {
    clearInterval(watchdog);
    opts.signal?.removeEventListener('abort', onAbort);
    await close();
  }
}
