// The report's charts, each a pure function from figures already computed (stats/*) to SVG markup.
// Observable Plot does the scales, axes and layout; this file only says which marks show which
// figure, so no chart here does its own pixel arithmetic. Every chart of bots takes them in the
// order given (the line-up's), and facets come in the order of their subjects, never sorted by name.

import type { EntryStats, SeatStats, SourceFigures } from '../stats/tournament.js';
import type { EntryRating, WinMatrix } from '../stats/ratings.js';
import { BASE_SOURCES, namedKeys, sourceWords, unnamedVp } from '../stats/added-sources.js';
import type { EntrySources } from '../stats/vp-sources.js';
import { Plot, plotSvg } from './plot.js';

const WIDTH = 640;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const BAR = '#3b6ea8';

/** A value with its 95% interval, one row of an error-bar chart; an infinite bound is an open end. */
interface Estimate {
  name: string;
  value: number;
  low: number;
  high: number;
}

interface ErrorBarOptions {
  label: string;
  reference: number;
  percent: boolean;
  ariaLabel: string;
  text?: (d: Estimate) => string;
}

/** The x domain: the finite figures and the reference, with room on a side where an interval is open. */
function openDomain(rows: readonly Estimate[], reference: number): [number, number] {
  const finite = [reference, ...rows.flatMap((r) => [r.value, r.low, r.high])].filter(Number.isFinite);
  const [lo, hi] = [Math.min(...finite), Math.max(...finite)];
  const pad = Math.max(20, 0.15 * (hi - lo));
  return [rows.some((r) => r.low === -Infinity) ? lo - pad : lo, rows.some((r) => r.high === Infinity) ? hi + pad : hi];
}

/**
 * Dots with horizontal 95% error bars and a dashed reference line (the fair share, or 0 Elo). An
 * interval that is unbounded on a side runs to the axis edge and ends in an arrow there, with no
 * end tick: the edge is where the picture stops, not where the interval does.
 */
function errorBars(rows: Estimate[], o: ErrorBarOptions): string {
  const text = o.text ?? ((d: Estimate) => (o.percent ? `${pct(d.value)} (${pct(d.low)}-${pct(d.high)})` : `${d.value.toFixed(1)} (${d.low.toFixed(1)} to ${d.high.toFixed(1)})`));
  const closed = rows.filter((r) => Number.isFinite(r.low) && Number.isFinite(r.high));
  const domain = o.percent ? [0, Math.max(o.reference * 2, ...rows.map((r) => r.high))] : closed.length < rows.length ? openDomain(rows, o.reference) : undefined;
  // An open end: an arrow from the interval's finite end (the axis's middle when both are open) to the edge.
  const from = (x: number) => (Number.isFinite(x) ? x : (domain![0]! + domain![1]!) / 2);
  const arrows = rows.flatMap((r) => [
    ...(r.high === Infinity ? [{ name: r.name, from: from(r.low), to: domain![1]! }] : []),
    ...(r.low === -Infinity ? [{ name: r.name, from: from(r.high), to: domain![0]! }] : []),
  ]);
  return plotSvg({
    width: WIDTH,
    marginLeft: 110,
    marginRight: 150,
    height: 40 + 30 * rows.length,
    ariaLabel: o.ariaLabel,
    x: { label: o.label, grid: true, tickFormat: o.percent ? '.0%' : undefined, domain },
    y: { label: null, domain: rows.map((r) => r.name) },
    marks: [
      Plot.ruleX([o.reference], { stroke: '#999', strokeDasharray: '4 3' }),
      Plot.ruleY(closed, { y: 'name', x1: 'low', x2: 'high', stroke: BAR, strokeWidth: 2 }),
      Plot.tickX(rows.filter((r) => Number.isFinite(r.low)), { y: 'name', x: 'low', stroke: BAR }),
      Plot.tickX(rows.filter((r) => Number.isFinite(r.high)), { y: 'name', x: 'high', stroke: BAR }),
      Plot.arrow(arrows, { y: 'name', x1: 'from', x2: 'to', stroke: BAR, strokeWidth: 2, headLength: 10 }),
      Plot.dot(rows.filter((r) => Number.isFinite(r.value)), { y: 'name', x: 'value', fill: '#1f3d63', r: 4 }),
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

/**
 * An Elo difference with its 95% interval; the dashed line is equal strength. A side that won or
 * lost every game has an infinite estimate and an interval open on that side: drawn to the edge as
 * an arrow and labelled unbounded.
 */
export function eloChart(name: string, elo: number, interval: [number, number]): string {
  const show = (x: number) => (Number.isNaN(x) ? '-' : Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}` : x > 0 ? '+inf' : '-inf');
  const end = (x: number) => (x === Infinity || x === -Infinity ? 'unbounded' : show(x));
  const label = `${show(elo)} (${end(interval[0])} to ${end(interval[1])})`;
  return errorBars([{ name, value: elo, low: interval[0], high: interval[1] }], { label: 'Elo difference (95% interval)', reference: 0, percent: false, ariaLabel: 'Elo estimate', text: () => label });
}

/** Ratings (openskill mu) with mu ± 1.96 sigma, in the order given (the line-up's; the table ranks them). */
export function ratingsChart(ratings: readonly EntryRating[]): string {
  const rows = ratings.map((r) => ({ name: r.label, value: r.mu, low: r.mu - 1.96 * r.sigma, high: r.mu + 1.96 * r.sigma }));
  const mean = rows.reduce((s, r) => s + r.value, 0) / Math.max(1, rows.length);
  return errorBars(rows, { label: 'rating mu (mu ± 1.96 sigma); dashed: the field mean', reference: mean, percent: false, ariaLabel: 'ratings' });
}

// Places from first to last: dark blue through purple and orange to dark red, every colour at
// least 3:1 against the white page (WCAG's minimum for graphics), so no place fades into it.
const PLACE_FILL = ['#08519c', '#3182bd', '#756bb1', '#d95f0e', '#b2182b', '#67000d'] as const;

/** `n` place colours, first and last always the ends of PLACE_FILL, the rest spread between them. */
export function placeColours(n: number): string[] {
  const last = PLACE_FILL.length - 1;
  return Array.from({ length: n }, (_, k) => PLACE_FILL[n === 1 ? 0 : Math.round((k * last) / (n - 1))]!);
}

/** Share of each bot's games finished in each place, stacked (place 1 first), bots in the order given. */
export function placementsChart(entries: readonly EntryStats[]): string {
  const places = Math.max(0, ...entries.map((e) => e.places.length));
  const names = Array.from({ length: places }, (_, k) => `place ${k + 1}`);
  const data = entries.flatMap((e) => e.places.map((n, k) => ({ bot: e.label, place: names[k]!, share: e.games ? n / e.games : 0 })));
  return plotSvg({
    width: WIDTH,
    marginLeft: 110,
    height: 60 + 30 * entries.length,
    ariaLabel: 'placements',
    x: { label: 'share of games', percent: true },
    y: { label: null, domain: entries.map((e) => e.label) },
    color: { legend: true, type: 'ordinal', domain: names, range: placeColours(places) },
    marks: [Plot.barX(data, { x: 'share', y: 'bot', fill: 'place', order: names, title: (d: { bot: string; place: string; share: number }) => `${d.bot}, ${d.place}: ${pct(d.share)}` })],
  });
}

// Below this many turn counts between the shortest and longest game, each count gets its own bar.
const LENGTH_BINS = 30;

/**
 * Histogram of game length in turns, from the number of games of each length; capped games sit at
 * the cap, so they show as their own bar. Games that span fewer than LENGTH_BINS turn counts (all
 * forfeited at 0, say) get a bar per count, labelled with it, and never less than a twelfth of the
 * width; no games at all, a note.
 */
export function lengthChart(gamesByTurns: ReadonlyMap<number, number>): string {
  const lengths = [...gamesByTurns.keys()].sort((a, b) => a - b);
  if (lengths.length === 0) return '<p>No games to count.</p>';
  const [lo, hi] = [lengths[0]!, lengths[lengths.length - 1]!];
  const frame = { width: WIDTH, height: 220, ariaLabel: 'game length', y: { label: 'games', grid: true } };
  if (hi - lo >= LENGTH_BINS) {
    const data = lengths.map((t) => ({ turns: t, games: gamesByTurns.get(t)! }));
    return plotSvg({
      ...frame,
      x: { label: 'turns' },
      marks: [Plot.rectY(data, { ...Plot.binX<Plot.RectYOptions>({ y: 'sum' }, { x: 'turns', y: 'games', thresholds: LENGTH_BINS }), fill: BAR }), Plot.ruleY([0])],
    });
  }
  const counts = Array.from({ length: hi - lo + 1 }, (_, k) => ({ turns: lo + k, games: gamesByTurns.get(lo + k) ?? 0 }));
  const every = counts.length > 15 ? 5 : 1;
  const most = Math.max(...counts.map((c) => c.games));
  return plotSvg({
    ...frame,
    // No more ticks than games in the tallest bar, so counts stay whole numbers.
    y: { ...frame.y, ticks: Math.min(5, most) },
    x: { label: 'turns', type: 'band', domain: counts.map((c) => c.turns), paddingInner: 0.1, paddingOuter: Math.max(0.1, (12 - counts.length) / 2), ticks: counts.map((c) => c.turns).filter((t) => t % every === 0) },
    marks: [Plot.barY(counts, { x: 'turns', y: 'games', fill: BAR }), Plot.ruleY([0])],
  });
}

const SOURCE_LABEL: Record<string, string> = {
  settlements: 'settlements',
  cities: 'cities',
  longestRoad: 'longest road',
  largestArmy: 'largest army',
  vpCards: 'VP cards',
};

/**
 * Mean VP per game by source, one stacked bar per bot, bots in the order given: the base sources,
 * then each added source by name, then the special VP not known by name (all of them when the run
 * names none).
 */
export function vpSourcesChart(byEntry: readonly EntrySources[]): string {
  const bars = byEntry.map((e) => sourceBars(e.sources));
  const used = [...new Set(bars.flatMap((b) => b.filter((x) => x.vp > 0).map((x) => x.source)))];
  const order = bars[0]?.map((x) => x.source) ?? [];
  const domain = order.filter((k) => used.includes(k));
  const data = byEntry.flatMap((e, i) => bars[i]!.filter((x) => domain.includes(x.source)).map((x) => ({ bot: e.label, source: x.source, vp: x.vp })));
  return plotSvg({
    width: WIDTH,
    marginLeft: 110,
    height: 60 + 30 * byEntry.length,
    ariaLabel: 'VP sources',
    x: { label: 'mean VP per game' },
    y: { label: null, domain: byEntry.map((e) => e.label) },
    color: { legend: true, type: 'ordinal', domain, scheme: 'tableau10' },
    marks: [Plot.barX(data, { x: 'vp', y: 'bot', fill: 'source', title: (d: { bot: string; source: string; vp: number }) => `${d.bot}, ${d.source}: ${d.vp.toFixed(2)}` }), Plot.ruleX([0])],
  });
}

/** One entry's bar: each source's label and mean VP, in the chart's order. */
function sourceBars(e: SourceFigures): Array<{ source: string; vp: number }> {
  const named = namedKeys(e);
  const unnamed = unnamedVp(e);
  return [
    ...BASE_SOURCES.map((k) => ({ source: SOURCE_LABEL[k]!, vp: e[k] })),
    ...named.map((k) => ({ source: sourceWords(k), vp: e[k]! })),
    { source: named.length ? 'special (not by name)' : 'special (scenario)', vp: unnamed },
  ];
}

/**
 * The SPRT's log-likelihood ratio between its two decision bounds, as steps: `path` gives the
 * ratio where it was evaluated (from 0 games at 0), and it holds until the next evaluation.
 */
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
      Plot.lineY(path, { x: 'games', y: 'llr', curve: 'step-after', stroke: '#1f3d63', strokeWidth: 2 }),
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

/** Seat win rates of several subjects (generators or maps) side by side, each with its 95% intervals, in the order given. */
export function seatFairnessChart(subjects: ReadonlyArray<{ label: string; seats: ReadonlyArray<{ seat: number; winRate: number; ci95: [number, number] }> }>, fair: number): string {
  const data = subjects.flatMap((s) => s.seats.filter((x) => Number.isFinite(x.winRate)).map((x) => ({ subject: s.label, seat: `seat ${x.seat}`, value: x.winRate, low: x.ci95[0], high: x.ci95[1] })));
  return plotSvg({
    width: WIDTH,
    marginLeft: 70,
    marginRight: 90,
    height: 40 + 22 * data.length + 10 * subjects.length,
    ariaLabel: 'seat fairness',
    x: { label: 'win rate of decided games (95% interval)', percent: true, grid: true },
    y: { label: null, domain: [...new Set(data.map((d) => d.seat))] },
    fy: { label: null, domain: subjects.map((s) => s.label) },
    color: { legend: true, type: 'ordinal', domain: subjects.map((s) => s.label), scheme: 'tableau10' },
    marks: [
      Plot.ruleX([fair], { stroke: '#999', strokeDasharray: '4 3' }),
      Plot.ruleY(data, { fy: 'subject', y: 'seat', x1: 'low', x2: 'high', stroke: 'subject', strokeWidth: 2 }),
      Plot.dot(data, { fy: 'subject', y: 'seat', x: 'value', fill: 'subject', r: 4 }),
      Plot.frame({ stroke: '#ddd' }),
    ],
  });
}
