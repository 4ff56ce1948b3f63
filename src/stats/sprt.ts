// Sequential probability ratio test (SPRT) for "is A stronger than B?", played game by game.
//
// The question is put as two hypotheses about the logistic Elo difference of A over B:
// H0: elo = elo0 and H1: elo = elo1 (elo0 < elo1, e.g. 0 and 50). After each batch of games the
// log-likelihood ratio (LLR) of H1 against H0 is compared with two bounds from Wald's SPRT: at or
// above log((1 - beta) / alpha) the test accepts H1, at or below log(beta / (1 - alpha)) it
// accepts H0, in between it plays on. alpha is the chance of accepting H1 when H0 holds (a
// false positive), beta the chance of accepting H0 when H1 holds (a false negative).
//
// Where the LLR comes from. The outcome distribution of a game (win / draw / loss) is not fixed
// by an Elo difference alone, so the test is a generalized SPRT (GSPRT): for each hypothesis the
// likelihood is maximised over all outcome distributions whose expected score matches it. Michel
// Van den Bergh showed (in the notes behind Stockfish's fishtest) that, by a second-order
// expansion of that log-likelihood around the observed mean score, the LLR is close to
//
//     LLR ≈ n/2 · ((s - s0)² - (s - s1)²) / var = n/2 · (s1 - s0) · (2s - s0 - s1) / var
//
// with s0, s1 the expected scores under elo0 and elo1 (s = 1 / (1 + 10^(-elo/400))), s the
// sample mean score and var the sample variance of the per-game score (win 1, draw 1/2, loss 0).
// In words: the evidence per game is how much closer the sample mean is to s1 than to s0,
// measured in units of the per-game variance. fishtest's "logistic" SPRT, cutechess and
// fastchess use this same trinomial approximation for game-by-game (not paired) results.
//
// Edge cases, where the tools differ and this module makes its own choice:
// - no games: LLR 0 (no evidence).
// - zero sample variance (every game so far had the same outcome: all wins, all draws or all
//   losses): the formula would divide by zero, and padding the counts with tiny pseudo-counts
//   (as some tools do before an exact computation) makes the approximation explode, so that one
//   or two early wins would end the test. fastchess returns 0 here, which never ends a test
//   that one side wins every game. Instead, var is replaced by sm·(1 - sm) with sm = (s0 + s1)/2:
//   the largest variance any per-game score with a mean between the hypotheses can have, so the
//   substitute never overstates the evidence. For a run of wins without draws this gives about
//   log(s1 / s0) per game, the exact likelihood ratio of a win under the two hypotheses (23 wins
//   in a row accept H1 for [0, 50] at alpha = beta = 0.05), and all draws drift towards H0.

import { checkWdl, scoreFromElo, scoreMoments, type Wdl } from './elo.js';

export type { Wdl } from './elo.js';

export interface SprtSpec {
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
}

export type SprtDecision = 'H0' | 'H1' | null;

export interface SprtBounds {
  /** Accept H0 when the LLR is at or below this (negative). */
  lower: number;
  /** Accept H1 when the LLR is at or above this (positive). */
  upper: number;
}

export interface SprtStatus extends SprtBounds {
  games: number;
  llr: number;
  decision: SprtDecision;
}

function checkErrorRates(alpha: number, beta: number): void {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be between 0 and 1 (exclusive), got ${alpha}`);
  if (!(beta > 0 && beta < 1)) throw new RangeError(`beta must be between 0 and 1 (exclusive), got ${beta}`);
  if (!(alpha + beta < 1)) throw new RangeError(`alpha + beta must be below 1, got ${alpha} + ${beta}`);
}

/** Wald's bounds on the LLR: lower = log(beta / (1 - alpha)), upper = log((1 - beta) / alpha). */
export function sprtBounds(alpha: number, beta: number): SprtBounds {
  checkErrorRates(alpha, beta);
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/**
 * Log-likelihood ratio of H1 (Elo difference elo1) against H0 (elo0) for A's results against B,
 * by the GSPRT trinomial approximation described at the top of this file. 0 with no games.
 */
export function sprtLlr(wdl: Wdl, elo0: number, elo1: number): number {
  checkWdl(wdl);
  return sprtLlrFromMoments(scoreMoments(wdl), elo0, elo1);
}

/**
 * The same LLR from score moments: n observations with a mean score and a per-observation
 * variance. Observations may be single games or blocks of correlated games scored by their mean
 * (the paired/pentanomial idea of cutechess and fastchess): then `spread` is the block size, and
 * the zero-variance fallback is scaled to one block.
 */
export function sprtLlrFromMoments(m: { n: number; mean: number; variance: number }, elo0: number, elo1: number, spread = 1): number {
  if (!(Number.isFinite(elo0) && Number.isFinite(elo1) && elo0 < elo1)) throw new RangeError(`elo0 must be less than elo1, got ${elo0} and ${elo1}`);
  if (m.n === 0) return 0;
  const s0 = scoreFromElo(elo0);
  const s1 = scoreFromElo(elo1);
  const sm = (s0 + s1) / 2;
  const v = m.variance > 0 ? m.variance : (sm * (1 - sm)) / spread;
  return ((m.n / 2) * (s1 - s0) * (2 * m.mean - s0 - s1)) / v;
}

/** 'H1' when the LLR reached the upper bound, 'H0' when it reached the lower bound, else null. */
export function sprtDecision(llr: number, bounds: SprtBounds): SprtDecision {
  if (llr >= bounds.upper) return 'H1';
  if (llr <= bounds.lower) return 'H0';
  return null;
}

/** LLR, bounds and decision for A's results so far under a test spec. */
export function sprtStatus(wdl: Wdl, spec: SprtSpec): SprtStatus {
  const bounds = sprtBounds(spec.alpha, spec.beta);
  const llr = sprtLlr(wdl, spec.elo0, spec.elo1);
  return { games: wdl.wins + wdl.draws + wdl.losses, llr, ...bounds, decision: sprtDecision(llr, bounds) };
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses "elo0,elo1,alpha,beta" (e.g. "0,50,0.05,0.05"; spaces allowed around the numbers).
 * Throws an Error whose message says which part is wrong and what was expected.
 */
export function parseSprtSpec(text: string): SprtSpec {
  const example = 'e.g. 0,50,0.05,0.05';
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 4) {
    throw new Error(`expected four comma-separated numbers elo0,elo1,alpha,beta (${example}), got "${text}"`);
  }
  const names = ['elo0', 'elo1', 'alpha', 'beta'] as const;
  const values = parts.map((p, i) => {
    if (!NUMBER.test(p)) throw new Error(`${names[i]} must be a number (${example}), got "${p}"`);
    return Number(p);
  });
  const [elo0, elo1, alpha, beta] = values as [number, number, number, number];
  if (!(elo0 < elo1)) throw new Error(`elo0 must be less than elo1, got elo0 = ${elo0} and elo1 = ${elo1}`);
  for (const [name, v] of [['alpha', alpha], ['beta', beta]] as const) {
    if (!(v > 0 && v < 1)) throw new Error(`${name} must be a probability between 0 and 1 (exclusive), e.g. 0.05, got ${v}`);
  }
  if (!(alpha + beta < 1)) throw new Error(`alpha + beta must be below 1, got ${alpha} + ${beta}`);
  return { elo0, elo1, alpha, beta };
}
