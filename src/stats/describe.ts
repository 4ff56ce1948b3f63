// Summary statistics of a sample.

export function mean(xs: ArrayLike<number>): number {
  if (xs.length === 0) return NaN;
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return s / xs.length;
}

/** Nearest-rank percentile (q in [0, 1]) of an unsorted sample. */
export function percentile(xs: ArrayLike<number>, q: number): number {
  if (xs.length === 0) return NaN;
  const sorted = Array.from(xs).sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}
