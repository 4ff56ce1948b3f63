// Fans game indices over a piscina pool. Workers play small batches and send results back; a
// watchdog stops a worker whose bot hangs past its budget; a crashed worker's games are re-run
// (a game that crashes its worker twice is forfeited by the seat that was deciding).

import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GameOutput, GameRow } from './play-spec.js';
import { gameSpec, type TournamentPlan } from './plan.js';
import type { WorkerTask } from './worker.js';

export interface PoolOptions {
  workers: number;
  /** Called once per finished game, in completion order. */
  onGame: (out: GameOutput) => void;
  /** Stops the run: in-flight batches are abandoned, finished games were already reported. */
  signal?: AbortSignal;
  /** Games per task; defaults to a size that keeps every worker busy and progress smooth. */
  batchSize?: number;
  /** Extra time past the decision budget before a hung worker is stopped. */
  hangGraceMs?: number;
}

interface Job {
  indices: number[];
  attempt: number;
}

export function workerFile(): string {
  return fileURLToPath(new URL('./worker.js', import.meta.url));
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

export async function runOnPool(plan: TournamentPlan, planKey: string, indices: number[], opts: PoolOptions): Promise<{ completed: boolean }> {
  const workers = Math.max(1, opts.workers);
  const batch = opts.batchSize ?? Math.max(1, Math.min(64, Math.ceil(indices.length / (workers * 16))));
  const queue: Job[] = [];
  for (let i = 0; i < indices.length; i += batch) queue.push({ indices: indices.slice(i, i + batch), attempt: 0 });
  if (queue.length === 0) return { completed: true };

  // No more threads than batches: a thread with nothing to do would be torn down while it may
  // still be loading its modules, which Node 20 turns into a fatal error.
  const threads = Math.min(workers, queue.length);
  const pool = new Piscina({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
  });
  const grace = opts.hangGraceMs ?? Math.max(2000, Math.min(plan.timeBudgetMs, 30_000));
  const hangAfter = plan.timeBudgetMs + grace;
  type Flight = { job: Job; progress: Float64Array; abort: AbortController; hung: { index: number; seat: number; turn: number } | null };
  const inFlight = new Set<Flight>();
  let stopped = false;

  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const f of inFlight) {
      const seat = f.progress[1]!;
      if (seat >= 0 && !f.hung && now - f.progress[2]! > hangAfter) {
        f.hung = { index: f.progress[0]!, seat, turn: f.progress[3]! };
        f.abort.abort();
      }
    }
  }, 50);

  const launch = (job: Job): Promise<void> => {
    const sab = new SharedArrayBuffer(32);
    const progress = new Float64Array(sab);
    progress[0] = -1;
    progress[1] = -1;
    // A decision's start time is never read as 0 (1970): a seat written before its time would
    // otherwise look hung for 56 years and forfeit a game that had just begun.
    progress[2] = Date.now();
    const flight: Flight = { job, progress, abort: new AbortController(), hung: null };
    inFlight.add(flight);
    const task: WorkerTask = { plan, planKey, indices: job.indices, progress: sab };
    return (pool.run(task, { signal: flight.abort.signal }) as Promise<GameOutput[]>).then(
      (outs) => {
        inFlight.delete(flight);
        if (!stopped) for (const out of outs) opts.onGame(out);
      },
      (err: unknown) => {
        inFlight.delete(flight);
        if (stopped) return;
        if (flight.hung) {
          const h = flight.hung;
          opts.onGame({
            row: lostGameRow(plan, h.index, h.seat, h.turn, `timeout: no answer after ${hangAfter} ms, worker stopped`),
            record: null,
          });
          const rest = job.indices.filter((i) => i !== h.index);
          if (rest.length) queue.push({ indices: rest, attempt: job.attempt });
          return;
        }
        const message = err instanceof Error ? err.message : String(err);
        if (job.indices.length > 1) {
          // Find the culprit: re-run each game of the batch on its own.
          for (const i of job.indices) queue.push({ indices: [i], attempt: job.attempt + 1 });
        } else if (job.attempt < 2) {
          queue.push({ indices: job.indices, attempt: job.attempt + 1 });
        } else {
          const seat = progress[1]!;
          opts.onGame({
            row: lostGameRow(plan, job.indices[0]!, seat, progress[3]!, `crash: the worker died during this game (${message})`),
            record: null,
          });
        }
      },
    );
  };

  const onAbort = () => {
    stopped = true;
    for (const f of inFlight) f.abort.abort();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const running = new Set<Promise<void>>();
    while (!stopped && (queue.length > 0 || running.size > 0)) {
      while (!stopped && queue.length > 0 && running.size < workers * 2) {
        const p = launch(queue.shift()!);
        running.add(p);
        void p.finally(() => running.delete(p));
      }
      if (running.size > 0) await Promise.race(running);
    }
    return { completed: !stopped };
  } finally {
    clearInterval(watchdog);
    opts.signal?.removeEventListener('abort', onAbort);
    await pool.destroy().catch(() => {});
  }
}
