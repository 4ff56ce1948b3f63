// Progress display: a live bar with games/s and ETA on a terminal; plain lines when stderr is not
// a terminal (logs, CI): after the first game, then every 10 s; nothing with --quiet.

import { SingleBar } from 'cli-progress';

export interface Progress {
  tick(done: number): void;
  stop(): void;
}

/** Games that must finish after the first, and seconds that must pass, before an ETA is given. */
const ETA_MIN_GAMES = 16;
const ETA_MIN_SECONDS = 1;

/**
 * The pace since the first finished game, which leaves the workers' start out: games per second,
 * and the seconds left once ETA_MIN_GAMES more games and ETA_MIN_SECONDS have gone by (null before:
 * the first games' pace says little about the rest).
 */
export function pace(total: number, done: number, first: { done: number; at: number }, now: number): { rate: number; eta: number | null } {
  const seconds = (now - first.at) / 1000;
  const games = done - first.done;
  const rate = seconds > 0 ? games / seconds : 0;
  const eta = games >= ETA_MIN_GAMES && seconds >= ETA_MIN_SECONDS && rate > 0 ? (total - done) / rate : null;
  return { rate, eta };
}

export function makeProgress(total: number, already: number, quiet: boolean): Progress {
  if (quiet) return { tick() {}, stop() {} };
  let first: { done: number; at: number } | null = null;
  const measure = (done: number) => {
    const now = Date.now();
    first ??= { done, at: now };
    return pace(total, done, first, now);
  };
  if (process.stderr.isTTY) {
    const bar = new SingleBar({ format: ' {bar} {value}/{total} games | {rate} games/s | ETA {left}', stream: process.stderr, hideCursor: true, fps: 10 });
    bar.start(total, already, { rate: '-', left: 'estimating' });
    return {
      tick: (done) => {
        const p = measure(done);
        bar.update(done, { rate: first && done > first.done ? p.rate.toFixed(0) : '-', left: p.eta === null ? 'estimating' : `${p.eta.toFixed(0)} s` });
      },
      stop: () => bar.stop(),
    };
  }
  // The first finished game is reported at once (a log shows the run is under way), then every 10 s.
  let last = -Infinity;
  return {
    tick(done) {
      const p = measure(done);
      const now = Date.now();
      if (now - last < 10_000 && done < total) return;
      last = now;
      const rate = first && done > first.done ? `, ${p.rate.toFixed(0)} games/s` : '';
      const eta = done >= total ? '' : p.eta === null ? ', ETA estimating' : `, ETA ${p.eta.toFixed(0)} s`;
      process.stderr.write(`progress: ${done}/${total} games${rate}${eta}\n`);
    },
    stop() {},
  };
}
