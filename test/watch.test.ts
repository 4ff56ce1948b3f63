// The watchdog's shared record (src/tournament/watch.ts) read while another thread writes it as
// fast as it can: every reading the reader accepts is one the writer wrote whole, never one
// write's seat with another's game, turn or start time (which once let a watchdog forfeit an
// innocent bot).

import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readWatch, watchBuffer } from '../src/tournament/watch.js';
import { ROOT } from './helpers/bin.js';

describe('watch: seqlock', () => {
  it('a reader never accepts a torn record while a writer thread rewrites it', async () => {
    const sab = watchBuffer();
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const base = Date.now();
    // The compiled module (test/global-setup.ts builds dist/): a worker thread runs plain JS.
    const watchJs = pathToFileURL(join(ROOT, 'dist', 'src', 'tournament', 'watch.js')).href;
    const writer = new Worker(
      `const { workerData } = require('node:worker_threads');
       import(workerData.watchJs).then(({ WatchWriter }) => {
         const w = new WatchWriter(workerData.sab, workerData.base);
         const stop = new Int32Array(workerData.stop);
         // game k: seat k % 4 enters on turn k, then leaves.
         for (let k = 0; Atomics.load(stop, 0) === 0; k = (k + 1) % 1000000) {
           w.game(k);
           w.enter(k % 4, k);
           w.leave();
         }
       });`,
      { eval: true, workerData: { sab, stop: stop.buffer, base, watchJs } },
    );
    const exited = new Promise<number>((res) => writer.on('exit', res));
    let accepted = 0;
    let refused = 0;
    let bad: unknown = null;
    let seated = 0;
    // Read until enough readings with a seat were accepted (the writer thread has to be running).
    for (let i = 0; seated < 20_000 && i < 50_000_000; i++) {
      const r = readWatch(sab, base);
      if (!r) {
        refused++;
        continue;
      }
      accepted++;
      if (r.index < 0) continue;
      if (r.seat >= 0) {
        seated++;
        if (r.seat !== r.index % 4 || r.turn !== r.index) bad ??= r;
      } else if (r.turn !== 0 && r.turn !== r.index) {
        bad ??= r;
      }
      if (r.since < base || r.since > Date.now()) bad ??= r;
    }
    Atomics.store(stop, 0, 1);
    await exited;
    expect(bad).toBeNull();
    expect(seated).toBeGreaterThanOrEqual(20_000);
    expect(accepted + refused).toBeGreaterThan(seated);
  });
});
