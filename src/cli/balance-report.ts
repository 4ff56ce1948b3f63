// The balance report: what one subject (a generator or a map) measured, the comparison of
// several subjects with a verdict on seat fairness, and their terminal tables.

import chalk from 'chalk';
import Table from 'cli-table3';
import { SCALAR_DESCRIPTIONS, SCALAR_MEASURES, type ScalarMeasure, type StaticMeasures } from '../maps/measures.js';
import { proportionDifference, type SeatFigures, type SetupHeat, type Spread } from '../stats/balance.js';
import { chiSquareHomogeneity, type ChiSquareTest } from '../stats/chi-square.js';
import type { Correlation } from '../stats/correlation.js';
import type { MapSpec } from '../tournament/plan.js';
import { compact, formatMeasures, num } from './map-format.js';

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

/** A p-value: three decimals, or two significant digits below 0.001 (so 3e-11 is not shown as 0). */
const pval = (p: number) => (!Number.isFinite(p) ? '-' : p >= 0.001 ? p.toFixed(3) : p.toExponential(1));
const points = (x: number) => `${(100 * x).toFixed(1)} points`;
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const tableStyle = { head: [] as string[], border: [] as string[] };
const head = (xs: string[]) => xs.map((x) => chalk.bold(x));

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

export function formatSubject(r: SubjectReport, players: number, strong: number): string {
  const parts: string[] = [chalk.bold(`${r.label}: ${r.static.maps > 1 ? `${r.static.maps} sampled maps, ` : ''}${r.simulated.games} games on ${r.simulated.blocks} map/dice seeds`)];
  if (r.static.single) {
    parts.push(formatMeasures({ ...r.static.single, nodePips: [] }));
  } else {
    const t = new Table({ head: head(['static measure', 'mean', 'sd', 'min', 'median', 'max']), style: tableStyle, chars: compact });
    for (const k of SCALAR_MEASURES) {
      const s = r.static.measures[k];
      const label = k === 'strongCount' ? `${k} (>= ${strong} pips)` : k;
      t.push([label, num(s.mean), num(s.sd), num(s.min), num(s.p50), num(s.max)]);
    }
    parts.push(t.toString());
  }
  if (r.simulated.games === 0) {
    parts.push(`no game finished before the run was interrupted: no seat figures for ${r.label}`);
    return parts.join('\n') + '\n';
  }
  const fair = 1 / players;
  const seats = new Table({ head: head(['seat', 'wins', 'win %', '95% CI']), style: tableStyle, chars: compact });
  for (const s of r.simulated.seats.seats) {
    const mark = s.ci95[0] > fair ? chalk.green(' +') : s.ci95[1] < fair ? chalk.red(' -') : '';
    seats.push([`${s.seat}${s.seat === 0 ? ' (starts)' : ''}`, s.wins, `${pct(s.winRate)}${mark}`, `${(100 * s.ci95[0]).toFixed(1)}-${(100 * s.ci95[1]).toFixed(1)}`]);
  }
  parts.push(seats.toString());
  const c = r.simulated.seats.chiSquare;
  const t = r.simulated.turns;
  const fav = r.simulated.draftFavourite;
  parts.push(
    `seat equality: chi-square ${c.statistic.toFixed(2)}, df ${c.df}, p ${pval(c.p)} (${r.simulated.seats.decided} decided games)`,
    `game length (turns): mean ${num(t.mean, 1)}, median ${t.p50}, max ${t.max}, capped ${t.capped}`,
    `seat favoured by the static snake draft won ${pct(fav.winRate)} of ${fav.games} decided games (fair ${pct(fair)})`,
  );
  const corr = Object.entries(r.simulated.correlations) as Array<[ScalarMeasure, { pearson: Correlation; spearman: Correlation }]>;
  if (corr.length) {
    const ct = new Table({ head: head(["static measure vs seat 0's win share per map", 'Pearson r', 'p', 'Spearman rho', 'p']), style: tableStyle, chars: compact });
    for (const [k, v] of corr) ct.push([`${k}: ${SCALAR_DESCRIPTIONS[k]}`, num(v.pearson.r, 3), pval(v.pearson.p), num(v.spearman.r, 3), pval(v.spearman.p)]);
    parts.push(ct.toString());
  }
  const top = r.simulated.heat.taken.map((share, node) => ({ node, share })).sort((a, b) => b.share - a.share || a.node - b.node).slice(0, 5);
  parts.push(`most taken set-up intersections (node: share of games): ${top.map((x) => `${x.node}: ${pct(x.share)}`).join(', ')}; heat map ${r.heatmap}`);
  return parts.join('\n') + '\n';
}

export function formatComparison(reports: SubjectReport[], c: Comparison): string {
  const t = new Table({ head: head(['measure (mean ± sd over maps)', ...reports.map((r) => r.label)]), style: tableStyle, chars: compact });
  for (const k of SCALAR_MEASURES) t.push([k, ...reports.map((r) => `${num(r.static.measures[k].mean)} ± ${num(r.static.measures[k].sd)}`)]);
  t.push(
    ['seat 0 win % (95% CI)', ...reports.map((r) => `${pct(r.simulated.seats.seats[0]!.winRate)} (${(100 * r.simulated.seats.seats[0]!.ci95[0]).toFixed(1)}-${(100 * r.simulated.seats.seats[0]!.ci95[1]).toFixed(1)})`)],
    ['seat win % range (max - min)', ...reports.map((r) => points(r.simulated.seats.range))],
    ["seat imbalance (Cohen's w)", ...reports.map((r) => r.simulated.seats.imbalance.toFixed(3))],
    ['seat equality chi-square (p)', ...reports.map((r) => `${r.simulated.seats.chiSquare.statistic.toFixed(2)} (${pval(r.simulated.seats.chiSquare.p)})`)],
    ['draft-favoured seat win %', ...reports.map((r) => pct(r.simulated.draftFavourite.winRate))],
    ['game length, mean turns', ...reports.map((r) => num(r.simulated.turns.mean, 1))],
  );
  return [chalk.bold('comparison'), t.toString(), ...c.verdict].join('\n');
}
