// The watchdog's shared record (src/tournament/watch.ts) read while another thread writes it as
// fast as it can: every reading the reader accepts is one the writer wrote whole, never one
// write's seat with another's game or turn (a torn record once let a watchdog forfeit an innocent
// bot). And the watchdog's clock: how long a record has stood, which every write starts again.

import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readWatch, watchBuffer, WatchClock, WatchWriter } from '../src/tournament/watch.js';
import { ROOT } from './helpers/bin.js';

describe('watch: seqlock', () => {
  it('a reader never accepts a torn record while a writer thread rewrites it', async () => {
    const sab = watchBuffer();
    const stop = new Int32Array(new SharedArrayBuffer(4));
    // The compiled module (test/global-setup.ts builds dist/): a worker thread runs plain JS.
    const watchJs = pathToFileURL(join(ROOT, 'dist', 'src', 'tournament', 'watch.js')).href;
    const writer = new Worker(
      `const { workerData } = require('node:worker_threads');
       import(workerData.watchJs).then(({ WatchWriter }) => {
         const w = new WatchWriter(workerData.sab);
         const stop = new Int32Array(workerData.stop);
         // game k: seat k % 4 enters on turn k, then leaves.
         for (let k = 0; Atomics.load(stop, 0) === 0; k = (k + 1) % 1000000) {
           w.game(k);
           w.enter(k % 4, k);
           w.leave();
         }
       });`,
      { eval: true, workerData: { sab, stop: stop.buffer, watchJs } },
    );
    const exited = new Promise<number>((res) => writer.on('exit', res));
    let accepted = 0;
    let refused = 0;
    let bad: unknown = null;
    let seated = 0;
    // Read until enough readings with a seat were accepted (the writer thread has to be running).
    for (let i = 0; seated < 20_000 && i < 50_000_000; i++) {
      const r = readWatch(sab);
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
    }
    Atomics.store(stop, 0, 1);
    await exited;
    expect(bad).toBeNull();
    expect(seated).toBeGreaterThanOrEqual(20_000);
    expect(accepted + refused).toBeGreaterThan(seated);
  });

  it('the clock holds a record from its first sighting, and every write starts it again', () => {
    const sab = watchBuffer();
    const w = new WatchWriter(sab);
    const clock = new WatchClock();
    w.game(7);
    expect(clock.tick(sab, 1000)).toMatchObject({ reading: { index: 7, seat: -1, turn: 0 }, heldMs: 0 });
    w.enter(2, 31);
    expect(clock.tick(sab, 1050)).toMatchObject({ reading: { index: 7, seat: 2, turn: 31 }, heldMs: 0 });
    // The bot does not return: its record stands, and the time it has held the seat grows.
    expect(clock.tick(sab, 1100)!.heldMs).toBe(50);
    expect(clock.tick(sab, 4050)!.heldMs).toBe(3000);
    // It returns and enters again with the same seat and turn: a new write, so a new start.
    w.leave();
    w.enter(2, 31);
    expect(clock.tick(sab, 4100)).toMatchObject({ reading: { seat: 2, turn: 31 }, heldMs: 0 });
    expect(clock.last).toMatchObject({ index: 7, seat: 2, turn: 31 });
    // A reading is refused while a write is open (an odd sequence number).
    const a = new Int32Array(sab);
    Atomics.add(a, 0, 1);
    expect(readWatch(sab)).toBeNull();
    expect(clock.tick(sab, 4150)).toBeNull();
  });
});
