// Progress display: a live bar with games/s and ETA on a terminal; plain lines when stderr is not
// a terminal (logs, CI): after the first game, then every 10 s; nothing with --quiet.

import { SingleBar } from 'cli-progress';

export interface Progress {
  tick(done: number): void;
  stop(): void;
}

export function makeProgress(total: number, already: number, quiet: boolean): Progress {
  if (quiet) return { tick() {}, stop() {} };
  const t0 = Date.now();
  const rate = (done: number) => (done - already) / Math.max((Date.now() - t0) / 1000, 1e-3);
  if (process.stderr.isTTY) {
    const bar = new SingleBar(
      { format: ' {bar} {value}/{total} games | {rate} games/s | ETA {eta_formatted}', stream: process.stderr, hideCursor: true, etaBuffer: 200, fps: 10 },
    );
    bar.start(total, already, { rate: '0' });
    return {
      tick: (done) => bar.update(done, { rate: rate(done).toFixed(0) }),
      stop: () => bar.stop(),
    };
  }
  // The first finished game is reported at once (a log shows the run is under way), then every 10 s.
  let last = -Infinity;
  return {
    tick(done) {
      const now = Date.now();
      if (now - last < 10_000 && done < total) return;
      last = now;
      const r = rate(done);
      const eta = r > 0 ? ((total - done) / r).toFixed(0) : '?';
      process.stderr.write(`progress: ${done}/${total} games, ${r.toFixed(0)} games/s, ETA ${eta} s\n`);
    },
    stop() {},
  };
}
