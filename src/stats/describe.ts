// Summary statistics of a sample.

export function mean(xs: ArrayLike<number>): number {
  if (xs.length === 0) return NaN;
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return s / xs.length;
}

// Loops, not Math.min(...xs): a spread passes every value as an argument, and past some 120,000
// values (a run's games) the call overflows the stack.
/** Math.min of the values, for any number of them (Infinity for none, NaN if one is NaN, -0 below 0). */
export function minOf(xs: ArrayLike<number>): number {
  let m = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (Number.isNaN(x)) return NaN;
    if (x < m || (x === 0 && m === 0 && Object.is(x, -0))) m = x;
  }
  return m;
}

/** Math.max of the values, for any number of them (-Infinity for none, NaN if one is NaN, 0 above -0). */
export function maxOf(xs: ArrayLike<number>): number {
  let m = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (Number.isNaN(x)) return NaN;
    if (x > m || (x === 0 && m === 0 && Object.is(m, -0))) m = x;
  }
  return m;
}

/** Nearest-rank percentile (q in [0, 1]) of an unsorted sample. */
export function percentile(xs: ArrayLike<number>, q: number): number {
  if (xs.length === 0) return NaN;
  const sorted = Array.from(xs).sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}
