// The report's charts, each a pure function from figures already computed (stats/*) to SVG markup.
// Observable Plot does the scales, axes and layout; this file only says which marks show which
// figure, so no chart here does its own pixel arithmetic.

import type { EntryStats, SeatStats } from '../stats/tournament.js';
import type { EntryRating, WinMatrix } from '../stats/ratings.js';
import { VP_SOURCE_NAMES, type VpSourceName } from '../stats/vp-sources.js';
import { Plot, plotSvg } from './plot.js';

const WIDTH = 640;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** A proportion with its 95% interval, one row of an error-bar chart. */
interface Estimate {
  name: string;
  value: number;
  low: number;
  high: number;
}

/** Dots with horizontal 95% error bars and a dashed reference line (the fair share, or 0 Elo). */
function errorBars(rows: Estimate[], o: { label: string; reference: number; percent: boolean; ariaLabel: string; text?: (d: Estimate) => string }): string {
  const text = o.text ?? ((d: Estimate) => (o.percent ? `${pct(d.value)} (${pct(d.low)}-${pct(d.high)})` : `${d.value.toFixed(1)} (${d.low.toFixed(1)} to ${d.high.toFixed(1)})`));
  return plotSvg({
    width: WIDTH,
    marginLeft: 110,
    marginRight: 150,
    height: 40 + 30 * rows.length,
    ariaLabel: o.ariaLabel,
    x: { label: o.label, grid: true, tickFormat: o.percent ? '.0%' : undefined, domain: o.percent ? [0, Math.max(o.reference * 2, ...rows.map((r) => r.high))] : undefined },
    y: { label: null, domain: rows.map((r) => r.name) },
    marks: [
      Plot.ruleX([o.reference], { stroke: '#999', strokeDasharray: '4 3' }),
      Plot.ruleY(rows, { y: 'name', x1: 'low', x2: 'high', stroke: '#3b6ea8', strokeWidth: 2 }),
      Plot.tickX(rows, { y: 'name', x: 'low', stroke: '#3b6ea8' }),
      Plot.tickX(rows, { y: 'name', x: 'high', stroke: '#3b6ea8' }),
      Plot.dot(rows, { y: 'name', x: 'value', fill: '#1f3d63', r: 4 }),
      Plot.text(rows, { y: 'name', frameAnchor: 'right', dx: 145, text: text, textAnchor: 'end' }),
    ],
  });
}

/** Win rate per bot with its Wilson 95% interval; the dashed line is the fair share 1/players. */
export function winRateChart(entries: readonly EntryStats[], fair: number): string {
  const rows = entries.map((e) => ({ name: e.label, value: e.winRate, low: e.ci95[0], high: e.ci95[1] }));
  return errorBars(rows, { label: 'win rate (95% interval)', reference: fair, percent: true, ariaLabel: 'win rates per bot' });
}

/** Win rate per seat (seat 0 starts) with its 95% interval, against the fair share. */
export function seatChart(seats: ReadonlyArray<Pick<SeatStats, 'seat' | 'winRate' | 'ci95'>>, fair: number): string {
  const rows = seats.map((s) => ({ name: `seat ${s.seat}${s.seat === 0 ? ' (starts)' : ''}`, value: s.winRate, low: s.ci95[0], high: s.ci95[1] }));
  return errorBars(rows, { label: 'win rate by seat (95% interval)', reference: fair, percent: true, ariaLabel: 'win rates per seat' });
}

/** An Elo difference with its 95% interval; the dashed line is equal strength. */
export function eloChart(name: string, elo: number, interval: [number, number]): string {
  // An unbeaten side has an infinite estimate: drawn at the chart's edge, labelled as infinite.
  const clamp = (x: number) => (Number.isFinite(x) ? x : Math.sign(x) * 1000);
  const show = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}` : x > 0 ? '+inf' : '-inf');
  const label = `${show(elo)} (${show(interval[0])} to ${show(interval[1])})`;
  return errorBars([{ name, value: clamp(elo), low: clamp(interval[0]), high: clamp(interval[1]) }], { label: 'Elo difference (95% interval)', reference: 0, percent: false, ariaLabel: 'Elo estimate', text: () => label });
}

/** Ratings (openskill mu) with mu ± 1.96 sigma, best first. */
export function ratingsChart(ratings: readonly EntryRating[]): string {
  const rows = [...ratings].sort((a, b) => b.mu - a.mu).map((r) => ({ name: r.label, value: r.mu, low: r.mu - 1.96 * r.sigma, high: r.mu + 1.96 * r.sigma }));
  const mean = rows.reduce((s, r) => s + r.value, 0) / Math.max(1, rows.length);
  return errorBars(rows, { label: 'rating mu (mu ± 1.96 sigma); dashed: the field mean', reference: mean, percent: false, ariaLabel: 'ratings' });
}

/** Share of each bot's games finished in each place, stacked (place 1 first). */
export function placementsChart(entries: readonly EntryStats[]): string {
  const data = entries.flatMap((e) => e.places.map((n, k) => ({ bot: e.label, place: `place ${k + 1}`, share: e.games ? n / e.games : 0 })));
  return plotSvg({
    width: WIDTH,
    marginLeft: 110,
    height: 60 + 30 * entries.length,
    ariaLabel: 'placements',
    x: { label: 'share of games', percent: true },
    y: { label: null },
    color: { legend: true, type: 'ordinal', scheme: 'blues', reverse: true },
    marks: [Plot.barX(data, { x: 'share', y: 'bot', fill: 'place', title: (d: { bot: string; place: string; share: number }) => `${d.bot}, ${d.place}: ${pct(d.share)}` })],
  });
}

/** Histogram of game length in turns; capped games sit at the cap, so they show as their own bar. */
export function lengthChart(turns: readonly number[]): string {
  return plotSvg({
    width: WIDTH,
    height: 220,
    ariaLabel: 'game length',
    x: { label: 'turns' },
    y: { label: 'games', grid: true },
    marks: [Plot.rectY(turns.map((t) => ({ turns: t })), { ...Plot.binX({ y: 'count' }, { x: 'turns', thresholds: 30 }), fill: '#3b6ea8' }), Plot.ruleY([0])],
  });
}

const SOURCE_LABEL: Record<VpSourceName, string> = {
  settlements: 'settlements',
  cities: 'cities',
  longestRoad: 'longest road',
  largestArmy: 'largest army',
  vpCards: 'VP cards',
  special: 'special (scenario)',
};

/** Mean VP per game by source, one stacked bar per bot. */
export function vpSourcesChart(byEntry: ReadonlyArray<{ label: string } & Record<VpSourceName, number>>): string {
  const used = VP_SOURCE_NAMES.filter((k) => byEntry.some((e) => e[k] > 0));
  const data = byEntry.flatMap((e) => used.map((k) => ({ bot: e.label, source: SOURCE_LABEL[k], vp: e[k] })));
  return plotSvg({
    width: WIDTH,
    marginLeft: 110,
    height: 60 + 30 * byEntry.length,
    ariaLabel: 'VP sources',
    x: { label: 'mean VP per game' },
    y: { label: null },
    color: { legend: true, type: 'ordinal', domain: used.map((k) => SOURCE_LABEL[k]), scheme: 'tableau10' },
    marks: [Plot.barX(data, { x: 'vp', y: 'bot', fill: 'source', title: (d: { bot: string; source: string; vp: number }) => `${d.bot}, ${d.source}: ${d.vp.toFixed(2)}` }), Plot.ruleX([0])],
  });
}

/** The SPRT's log-likelihood ratio after each block of games, between its two decision bounds. */
export function sprtChart(path: ReadonlyArray<{ games: number; llr: number }>, bounds: { lower: number; upper: number }): string {
  return plotSvg({
    width: WIDTH,
    height: 260,
    ariaLabel: 'SPRT path',
    x: { label: 'games' },
    y: { label: 'log-likelihood ratio', grid: true },
    marks: [
      Plot.ruleY([bounds.upper], { stroke: '#2a9d4a', strokeDasharray: '4 3' }),
      Plot.ruleY([bounds.lower], { stroke: '#c0392b', strokeDasharray: '4 3' }),
      Plot.text([{ y: bounds.upper, t: 'accept H1' }, { y: bounds.lower, t: 'accept H0' }], { y: 'y', text: 't', frameAnchor: 'left', dy: -6, textAnchor: 'start' }),
      Plot.lineY(path, { x: 'games', y: 'llr', stroke: '#1f3d63', strokeWidth: 2 }),
    ],
  });
}

/** The pairwise matrix as a heat map: share of the games where the row bot finished ahead. */
export function winMatrixChart(labels: readonly string[], m: WinMatrix): string {
  const data = labels.flatMap((row, i) =>
    labels.map((col, j) => ({ row, col, share: i === j || m.counts[i]![j] === 0 ? null : m.share[i]![j]! })).filter((d) => d.share !== null),
  );
  return plotSvg({
    width: Math.min(WIDTH, 140 + 80 * labels.length),
    marginLeft: 110,
    height: 80 + 40 * labels.length,
    ariaLabel: 'pairwise matrix',
    x: { label: 'column bot', domain: [...labels], axis: 'top' },
    y: { label: 'row bot ahead of', domain: [...labels] },
    color: { type: 'linear', domain: [0, 1], scheme: 'RdBu' },
    marks: [
      Plot.cell(data, { x: 'col', y: 'row', fill: 'share', inset: 1 }),
      Plot.text(data, { x: 'col', y: 'row', text: (d: { share: number }) => pct(d.share), fill: (d: { share: number }) => (Math.abs(d.share - 0.5) > 0.3 ? 'white' : 'black') }),
    ],
  });
}

/** Seat win rates of several subjects (generators or maps) side by side, each with its 95% intervals. */
export function seatFairnessChart(subjects: ReadonlyArray<{ label: string; seats: ReadonlyArray<{ seat: number; winRate: number; ci95: [number, number] }> }>, fair: number): string {
  const data = subjects.flatMap((s) => s.seats.filter((x) => Number.isFinite(x.winRate)).map((x) => ({ subject: s.label, seat: `seat ${x.seat}`, value: x.winRate, low: x.ci95[0], high: x.ci95[1] })));
  return plotSvg({
    width: WIDTH,
    marginLeft: 70,
    marginRight: 90,
    height: 40 + 22 * data.length + 10 * subjects.length,
    ariaLabel: 'seat fairness',
    x: { label: 'win rate of decided games (95% interval)', percent: true, grid: true },
    y: { label: null },
    fy: { label: null },
    color: { legend: true, type: 'ordinal', domain: subjects.map((s) => s.label), scheme: 'tableau10' },
    marks: [
      Plot.ruleX([fair], { stroke: '#999', strokeDasharray: '4 3' }),
      Plot.ruleY(data, { fy: 'subject', y: 'seat', x1: 'low', x2: 'high', stroke: 'subject', strokeWidth: 2 }),
      Plot.dot(data, { fy: 'subject', y: 'seat', x: 'value', fill: 'subject', r: 4 }),
      Plot.frame({ stroke: '#ddd' }),
    ],
  });
}
