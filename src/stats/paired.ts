// Scores of games played in blocks (one map and dice seed, every seating): the games of a block
// are correlated, so for intervals and tests a block counts as one observation, its mean score.

export interface Moments {
  n: number;
  mean: number;
  variance: number;
}

/** Moments of the block means: n = number of blocks, variance = population variance of the means. */
export function blockMoments(blocks: ReadonlyArray<ReadonlyArray<number>>): Moments {
  return momentsOfMeans(blocks.filter((b) => b.length > 0).map((b) => b.reduce((x, y) => x + y, 0) / b.length));
}

/**
 * Moments of the first `n` block means (all of them by default): their mean, then the variance
 * about it, each summed in block order. The variance is taken about the mean of these blocks, so
 * it needs them all; a running formula would round otherwise.
 */
export function momentsOfMeans(means: ArrayLike<number>, n = means.length): Moments {
  if (n === 0) return { n: 0, mean: NaN, variance: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += means[i]!;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (means[i]! - mean) * (means[i]! - mean);
  return { n, mean, variance: squares / n };
}

/**
 * The means of blocks of games fed one game at a time in index order (a block's games are
 * consecutive): a block's mean is its points summed in game order over its games. One number a
 * block is kept, for momentsOfMeans.
 */
export class BlockMeans {
  private values = new Float64Array(64);
  private length = 0;
  private block = -1;
  private sum = 0;
  private games = 0;

  /** A game of `block` scoring `points`; blocks come in order. */
  add(block: number, points: number): void {
    if (block !== this.block) this.close();
    this.block = block;
    this.sum += points;
    this.games++;
  }

  /** The means of the blocks so far, the last one as it stands (a view, valid until the next add). */
  means(): Float64Array {
    if (this.games === 0) return this.values.subarray(0, this.length);
    this.room();
    this.values[this.length] = this.sum / this.games;
    return this.values.subarray(0, this.length + 1);
  }

  private close(): void {
    if (this.games === 0) return;
    this.room();
    this.values[this.length++] = this.sum / this.games;
    this.sum = 0;
    this.games = 0;
  }

  private room(): void {
    if (this.length < this.values.length) return;
    const grown = new Float64Array(this.values.length * 2);
    grown.set(this.values);
    this.values = grown;
  }
}
