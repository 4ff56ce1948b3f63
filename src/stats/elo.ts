// Elo differences from head-to-head results, on the logistic scale used by chess rating lists
// and engine-testing tools: a player who scores s per game against another is
// -400 * log10(1/s - 1) Elo stronger.

import { wilson } from './intervals.js';

/** A's results against B: games A won, drew and lost. */
export interface Wdl {
  wins: number;
  draws: number;
  losses: number;
}

export interface EloEstimate {
  /** A's mean score per game (win 1, draw 1/2, loss 0); NaN when no game was played. */
  score: number;
  /** Elo difference A - B; +Infinity at a 100% score, -Infinity at 0%, NaN with no games. */
  elo: number;
  /** Bounds of the confidence interval in Elo; -Infinity / +Infinity where the interval is open. */
  low: number;
  high: number;
}

/** Elo difference that goes with an expected score s in [0, 1] (logistic model); ±Infinity at 0 and 1. */
export function eloFromScore(s: number): number {
  if (!(s >= 0 && s <= 1)) return NaN;
  if (s === 0) return -Infinity;
  if (s === 1) return Infinity;
  return -400 * Math.log10(1 / s - 1) + 0; // + 0 turns -0 (at s = 0.5) into 0
}

/** Expected score of the stronger side for an Elo difference (the inverse of `eloFromScore`). */
export function scoreFromElo(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

/**
 * Quantile of the standard normal distribution by P. J. Acklam's rational approximation (relative
 * error about 1e-9 for p in [1e-9, 1 - 1e-9], ample for confidence levels), e.g.
 * normalQuantile(0.975) = 1.95996...
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return NaN;
  }
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const pLow = 0.02425;
  if (p < pLow || p > 1 - pLow) {
    const q = Math.sqrt(-2 * Math.log(p < pLow ? p : 1 - p));
    const x = (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
    return p < pLow ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/** Throws unless the counts are finite and non-negative. */
export function checkWdl(wdl: Wdl): void {
  for (const k of ['wins', 'draws', 'losses'] as const) {
    const v = wdl[k];
    if (!(Number.isFinite(v) && v >= 0)) throw new RangeError(`${k} must be a finite number >= 0, got ${v}`);
  }
}

/** Mean and (population) variance of the per-game score of a win/draw/loss sample. */
export function scoreMoments(wdl: Wdl): { n: number; mean: number; variance: number } {
  const n = wdl.wins + wdl.draws + wdl.losses;
  if (n === 0) return { n, mean: NaN, variance: NaN };
  const mean = (wdl.wins + wdl.draws / 2) / n;
  const variance = (wdl.wins * (1 - mean) ** 2 + wdl.draws * (0.5 - mean) ** 2 + wdl.losses * mean ** 2) / n;
  return { n, mean, variance: Math.max(0, variance) };
}

/**
 * Elo difference of A over B with a two-sided confidence interval (95% by default).
 *
 * As cutechess and fastchess report it: the mean per-game score s, its standard error from the
 * trinomial variance of the per-game score (win 1, draw 1/2, loss 0) divided by n, the normal
 * interval s ± z·se clamped to [0, 1], and every figure mapped to Elo with `eloFromScore`. A
 * bound that reaches a 0% or 100% score is -Infinity or +Infinity (the data cannot bound the
 * difference on that side).
 *
 * When every game had the same outcome (all wins, all draws or all losses) the sample variance is
 * zero and the normal interval would collapse to a point; the interval then comes from the
 * Wilson score interval of the points won (wins + draws/2 out of n), which stays honest for small
 * samples: 10 wins out of 10 gives elo +Infinity with a finite lower bound (about +166).
 * With no games: score and elo NaN, interval (-Infinity, +Infinity).
 */
export function eloInterval(wdl: Wdl, confidence = 0.95): EloEstimate {
  checkWdl(wdl);
  const m = scoreMoments(wdl);
  if (m.n > 0 && m.variance === 0) {
    // Every game the same outcome: the normal interval collapses, so use Wilson's on the points.
    checkConfidence(confidence);
    const z = normalQuantile(1 - (1 - confidence) / 2);
    const w = wilson(wdl.wins + wdl.draws / 2, m.n, z);
    // Wilson's bounds reach 0 and 1 exactly in theory; make sure rounding does not leave them a hair off.
    const lo = m.mean === 0 ? 0 : w.low;
    const hi = m.mean === 1 ? 1 : w.high;
    return { score: m.mean, elo: eloFromScore(m.mean), low: eloFromScore(lo), high: eloFromScore(hi) };
  }
  return eloIntervalFromMoments(m, confidence);
}

function checkConfidence(confidence: number): void {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be between 0 and 1 (exclusive), got ${confidence}`);
}

/**
 * The normal interval for a mean score from its moments: n observations (games, or blocks of
 * games scored as one) with the given mean and per-observation variance.
 */
export function eloIntervalFromMoments(m: { n: number; mean: number; variance: number }, confidence = 0.95): EloEstimate {
  checkConfidence(confidence);
  if (m.n === 0) return { score: NaN, elo: NaN, low: -Infinity, high: Infinity };
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const half = z * Math.sqrt(m.variance / m.n);
  const lo = Math.min(1, Math.max(0, m.mean - half));
  const hi = Math.min(1, Math.max(0, m.mean + half));
  return { score: m.mean, elo: eloFromScore(m.mean), low: eloFromScore(lo), high: eloFromScore(hi) };
}
