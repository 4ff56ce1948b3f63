// Pearson's chi-square goodness-of-fit test, with the p-value from the chi-square distribution's
// survival function (the regularized upper incomplete gamma function Q(k/2, x/2)).

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, n = 9; about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized upper incomplete gamma Q(a, x): series below a + 1, continued fraction above. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lead));
  }
  // Lentz's method for the continued fraction of Γ(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(lead) * h);
}

/** P(X >= x) for X chi-square with `df` degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  return gammaQ(df / 2, x / 2);
}

export interface ChiSquareTest {
  statistic: number;
  df: number;
  p: number;
}

/** Test that observed counts fit the expected proportions (default: all equal). */
export function chiSquareTest(observed: readonly number[], expectedShare?: readonly number[]): ChiSquareTest {
  const k = observed.length;
  const n = observed.reduce((a, b) => a + b, 0);
  const share = expectedShare ?? new Array<number>(k).fill(1 / k);
  let statistic = 0;
  for (let i = 0; i < k; i++) {
    const e = n * share[i]!;
    if (e > 0) statistic += (observed[i]! - e) ** 2 / e;
  }
  const df = k - 1;
  return { statistic, df, p: n > 0 && df > 0 ? chiSquareSurvival(statistic, df) : 1 };
}

/**
 * Chi-square test of homogeneity: do the rows of a contingency table (for example wins per seat,
 * one row per map generator) come from the same distribution? Columns with no counts are dropped.
 */
export function chiSquareHomogeneity(table: ReadonlyArray<readonly number[]>): ChiSquareTest {
  const cols = table[0]?.length ?? 0;
  const colSum = Array.from({ length: cols }, (_, j) => table.reduce((s, row) => s + row[j]!, 0));
  const keep = colSum.map((s, j) => (s > 0 ? j : -1)).filter((j) => j >= 0);
  const rows = table.filter((row) => keep.some((j) => row[j]! > 0));
  const total = keep.reduce((s, j) => s + colSum[j]!, 0);
  let statistic = 0;
  for (const row of rows) {
    const rowSum = keep.reduce((s, j) => s + row[j]!, 0);
    for (const j of keep) {
      const e = (rowSum * colSum[j]!) / total;
      if (e > 0) statistic += (row[j]! - e) ** 2 / e;
    }
  }
  const df = (rows.length - 1) * (keep.length - 1);
  return { statistic, df, p: df > 0 ? chiSquareSurvival(statistic, df) : 1 };
}
