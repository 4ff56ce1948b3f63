// The balance report: what one subject (a generator or a map) measured, the comparison of
// several subjects with a verdict on seat fairness, and their terminal tables.

import chalk from 'chalk';
import Table from 'cli-table3';
import { SCALAR_DESCRIPTIONS, SCALAR_MEASURES, type ScalarMeasure, type StaticMeasures } from '../maps/measures.js';
import type { Comparison, SubjectReport } from '../stats/balance-compare.js';
import type { Correlation } from '../stats/correlation.js';
import { num, pct, points, pval } from '../stats/number-text.js';
import { compact, formatMeasures } from './map-format.js';

const tableStyle = { head: [] as string[], border: [] as string[] };
const head = (xs: string[]) => xs.map((x) => chalk.bold(x));

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
