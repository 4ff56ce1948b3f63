import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_BATCH, nextBatchSize } from '../src/tournament/pool.js';

/** The sizes of the tasks a run of `total` games on `workers` workers is handed out in. */
function tasks(total: number, workers: number): number[] {
  const sizes: number[] = [];
  for (let left = total; left > 0; ) {
    const size = Math.min(left, nextBatchSize(left, workers));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

describe('pool: task sizes (guided self-scheduling)', () => {
  it('hand out every game, in tasks that never grow, none over MAX_BATCH', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 64 }), (total, workers) => {
        const sizes = tasks(total, workers);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(total);
        for (let i = 0; i < sizes.length; i++) {
          expect(sizes[i]).toBeGreaterThanOrEqual(1);
          expect(sizes[i]).toBeLessThanOrEqual(MAX_BATCH);
          if (i > 0) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
        }
      }),
    );
  });

  it('leave the other workers enough to do while one plays a task: (4w - 1)(size - 1) <= games left after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 64 }), (left, workers) => {
        const size = nextBatchSize(left, workers);
        expect((4 * workers - 1) * (size - 1)).toBeLessThanOrEqual(Math.max(0, left - size));
      }),
    );
  });

  it('make few tasks of a long run, and every worker one of a short one', () => {
    // 20,000 games on 2 workers: tasks of 64 games made 313.
    const long = tasks(20_000, 2);
    expect(long.length).toBeLessThanOrEqual(130);
    expect(long[0]).toBe(MAX_BATCH);
    expect(long.at(-1)).toBe(1);
    // A short run is spread over every worker from the start.
    expect(tasks(24, 2).slice(0, 2)).toEqual([3, 3]);
    expect(tasks(2, 2)).toEqual([1, 1]);
  });
});
