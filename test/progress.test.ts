// The progress line's ETA: measured from the first finished game, so the workers' start does not
// count, and given only once enough games and time have passed to say something.

import { describe, expect, it } from 'vitest';
import { pace } from '../src/cli/progress.js';

describe('the ETA of a run', () => {
  it('is not given for the first games, however fast or slow they came', () => {
    const first = { done: 1, at: 10_000 };
    expect(pace(2000, 1, first, 10_000).eta).toBeNull();
    expect(pace(2000, 10, first, 12_000).eta).toBeNull();
    // Many games, but within a moment of the first: no pace yet either.
    expect(pace(2000, 200, first, 10_500).eta).toBeNull();
  });

  it("is the games left at the pace since the first game: a slow start is not in it", () => {
    // 12 s run of 2,000 games: the first game came after 2 s of start-up, the next 160 in 1 s.
    const first = { done: 1, at: 2_000 };
    const p = pace(2000, 161, first, 3_000);
    expect(p.rate).toBe(160);
    expect(p.eta).toBeCloseTo((2000 - 161) / 160, 9);
  });
});
