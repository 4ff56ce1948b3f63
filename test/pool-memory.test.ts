// What the pool's threads hold does not grow with the number of games: a worker started with the
// pool's heap limits keeps its young generation at their size however long it allocates, where
// V8 alone doubles it, up to 32 MB, as the bytes that survive its collections add up
// (src/tournament/pool.ts, WORKER_YOUNG_MB; docs/measurements.md, "Memory").

import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WORKER_YOUNG_MB, workerLimits } from '../src/tournament/pool.js';

const MB = 2 ** 20;

/**
 * Allocates some 100 MB, a window of the latest 32,768 objects kept alive as a game's state is
 * (so every young collection has survivors), and posts the most its young generation held.
 */
const ALLOCATE = `
const { parentPort } = require('node:worker_threads');
const v8 = require('node:v8');
const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').physical_space_size;
let most = 0;
const live = new Array(1 << 15);
for (let i = 0; i < 3e6; i++) {
  live[i & 0x7fff] = { i, next: null };
  if ((i & 0xffff) === 0) most = Math.max(most, young());
}
parentPort.postMessage(most);
`;

describe('pool: worker memory', () => {
  it("a worker under the pool's limits keeps its young generation within WORKER_YOUNG_MB, whatever survives", async () => {
    const most = await new Promise<number>((resolve, reject) => {
      const w = new Worker(ALLOCATE, { eval: true, resourceLimits: workerLimits(512, false) });
      w.once('message', resolve);
      w.once('error', reject);
    });
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(WORKER_YOUNG_MB * MB);
  });
});
