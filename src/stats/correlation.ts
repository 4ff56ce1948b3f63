// Pearson and Spearman correlation, each with a two-sided p-value for "no correlation" from the
// Fisher z transform (normal approximation, fine for the hundreds of maps a balance run samples).

import { mean } from './describe.js';

export interface Correlation {
  r: number;
  n: number;
  /** Two-sided p-value of r = 0; NaN below 4 pairs or when a variable is constant. */
  p: number;
}

/** Standard normal upper tail P(Z > z) (Abramowitz-Stegun 7.1.26 on erfc; error below 1.5e-7). */
export function normalUpper(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

export function pearson(xs: readonly number[], ys: readonly number[]): Correlation {
  const n = Math.min(xs.length, ys.length);
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (n < 2 || sxx === 0 || syy === 0) return { r: NaN, n, p: NaN };
  const r = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  return { r, n, p: pValue(r, n) };
}

/** Ranks 1..n, ties sharing their mean rank. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]!);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && xs[order[j + 1]!] === xs[order[i]!]) j++;
    for (let k = i; k <= j; k++) out[order[k]!] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

export function spearman(xs: readonly number[], ys: readonly number[]): Correlation {
  return pearson(ranks(xs), ranks(ys));
}

function pValue(r: number, n: number): number {
  if (n < 4) return NaN;
  if (Math.abs(r) >= 1) return 0;
  const z = Math.atanh(r) * Math.sqrt(n - 3);
  return Math.min(1, 2 * normalUpper(Math.abs(z)));
}
