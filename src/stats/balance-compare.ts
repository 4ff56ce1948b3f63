// Several balance subjects (generators or maps) compared: what each measured, and whether their
// seat win rates differ (a chi-square test of homogeneity, seat 0's difference with its interval,
// the imbalance of each), with a verdict in words. The command line and the report both read it.

import type { ScalarMeasure, StaticMeasures } from '../maps/measures.js';
import type { MapSpec } from '../tournament/plan.js';
import { proportionDifference, type SeatFigures, type SetupHeat, type Spread } from './balance.js';
import { chiSquareHomogeneity, type ChiSquareTest } from './chi-square.js';
import type { Correlation } from './correlation.js';
import { num, pct, points, pval } from './number-text.js';

/** The format of balance.json. */
export const BALANCE_FORMAT = 'catan-arena/balance@1';

export interface SubjectReport {
  label: string;
  map: MapSpec;
  static: {
    maps: number;
    /** Mean, spread and range of each one-number measure over the sampled maps. */
    measures: Record<ScalarMeasure, Spread>;
    /** Mean pips per resource (brick, lumber, wool, grain, ore). */
    resourcePips: number[];
    /** The full measures, for a single fixed map. */
    single?: Omit<StaticMeasures, 'nodePips'>;
  };
  simulated: {
    /** The subject's results folder; null when an interrupted run never reached the subject. */
    results: string | null;
    /** 0 when no game finished before an interruption: the seat figures are then undefined (NaN). */
    games: number;
    blocks: number;
    seats: SeatFigures;
    turns: Spread & { capped: number };
    heat: SetupHeat;
    /** Decided games won by the seat the static snake draft favours most (maps where one seat is strictly best). */
    draftFavourite: { games: number; wins: number; winRate: number };
    /** Per static measure: its correlation over maps with seat 0's share of that map's wins. */
    correlations: Partial<Record<ScalarMeasure, { pearson: Correlation; spearman: Correlation }>>;
  };
  heatmap: string;
}


export interface PairComparison {
  subject: string;
  reference: string;
  /** Do the two subjects' seat win distributions differ? */
  homogeneity: ChiSquareTest;
  /** Seat 0's win rate under the subject minus under the reference. */
  seat0: { difference: number; ci95: [number, number] };
  /** Cohen's w of seat imbalance, subject and reference. */
  imbalance: [number, number];
  fairer: 'subject' | 'reference' | 'no detectable difference';
}

export interface Comparison {
  /** Do the seat win distributions differ between all the subjects? */
  homogeneity: ChiSquareTest;
  /** Each subject against the first one. */
  pairs: PairComparison[];
  verdict: string[];
}

export function compare(reports: SubjectReport[], players: number): Comparison {
  const homogeneity = chiSquareHomogeneity(reports.map((r) => r.simulated.seats.seats.map((s) => s.wins)));
  const verdict: string[] = [];
  const pairs: PairComparison[] = [];
  const [ref, ...rest] = reports;
  const m = (x: SubjectReport, k: ScalarMeasure) => x.static.measures[k].mean;
  const s = (x: SubjectReport) => x.simulated.seats;
  for (const r of rest) {
    const pair = chiSquareHomogeneity([s(ref!).seats.map((x) => x.wins), s(r).seats.map((x) => x.wins)]);
    const seat0 = proportionDifference(s(r).seats[0]!.wins, s(r).decided, s(ref!).seats[0]!.wins, s(ref!).decided);
    const imbalance: [number, number] = [s(r).imbalance, s(ref!).imbalance];
    // Fairer means: the two seat distributions differ (5% level) and this one is nearer equal.
    const fairer = pair.p >= 0.05 ? 'no detectable difference' : imbalance[0] < imbalance[1] ? 'subject' : 'reference';
    pairs.push({ subject: r.label, reference: ref!.label, homogeneity: pair, seat0, imbalance, fairer });
    const smaller = (a: number, b: number) => (a < b ? 'smaller' : a > b ? 'larger' : 'the same');
    verdict.push(
      `${r.label} vs ${ref!.label}, static (means over maps): snake-draft spread ${num(m(r, 'draftSpread'))} vs ${num(m(ref!, 'draftSpread'))} pips (${smaller(m(r, 'draftSpread'), m(ref!, 'draftSpread'))}), ` +
        `first-pick advantage ${num(m(r, 'firstPickAdvantage'))} vs ${num(m(ref!, 'firstPickAdvantage'))} pips, richest intersection ${num(m(r, 'maxNodePips'))} vs ${num(m(ref!, 'maxNodePips'))} pips, ` +
        `largest gap to a fair share ${num(m(r, 'pipDeviation'))} vs ${num(m(ref!, 'pipDeviation'))} pips.`,
      `${r.label} vs ${ref!.label}, simulated: seat win rates span ${points(s(r).range)} vs ${points(s(ref!).range)}; ` +
        `seat 0 wins ${pct(s(r).seats[0]!.winRate)} vs ${pct(s(ref!).seats[0]!.winRate)} (fair ${pct(1 / players)}; difference ${(100 * seat0.difference).toFixed(1)} points, 95% CI ${(100 * seat0.ci95[0]).toFixed(1)} to ${(100 * seat0.ci95[1]).toFixed(1)}); ` +
        `seat imbalance (Cohen's w) ${imbalance[0].toFixed(3)} vs ${imbalance[1].toFixed(3)}; seat-equality chi-square ${s(r).chiSquare.statistic.toFixed(2)} (p ${pval(s(r).chiSquare.p)}) vs ${s(ref!).chiSquare.statistic.toFixed(2)} (p ${pval(s(ref!).chiSquare.p)}).`,
      fairer === 'no detectable difference'
        ? `Verdict: no detectable difference in seat fairness between ${r.label} and ${ref!.label} at these sample sizes (their seat distributions: chi-square ${pair.statistic.toFixed(2)}, df ${pair.df}, p ${pval(pair.p)}).`
        : `Verdict: ${fairer === 'subject' ? r.label : ref!.label} is fairer to the seats than ${fairer === 'subject' ? ref!.label : r.label}: seat imbalance ${Math.min(...imbalance).toFixed(3)} against ${Math.max(...imbalance).toFixed(3)}, and the two seat distributions differ (chi-square ${pair.statistic.toFixed(2)}, df ${pair.df}, p ${pval(pair.p)}).`,
    );
  }
  if (reports.length > 2) {
    verdict.push(`All ${reports.length} subjects' seat distributions: chi-square ${homogeneity.statistic.toFixed(2)}, df ${homogeneity.df}, p ${pval(homogeneity.p)}.`);
  }
  return { homogeneity, pairs, verdict };
}
