// Scores of games played in blocks (one map and dice seed, every seating): the games of a block
// are correlated, so for intervals and tests a block counts as one observation, its mean score.

export interface Moments {
  n: number;
  mean: number;
  variance: number;
}

/** Moments of the block means: n = number of blocks, variance = population variance of the means. */
export function blockMoments(blocks: ReadonlyArray<ReadonlyArray<number>>): Moments {
  const means = blocks.filter((b) => b.length > 0).map((b) => b.reduce((x, y) => x + y, 0) / b.length);
  const n = means.length;
  if (n === 0) return { n: 0, mean: NaN, variance: 0 };
  const mean = means.reduce((x, y) => x + y, 0) / n;
  const variance = means.reduce((acc, x) => acc + (x - mean) * (x - mean), 0) / n;
  return { n, mean, variance };
}
