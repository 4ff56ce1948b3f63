// `catan-arena balance`: how fair is a map, or a map generator? Static measures over sampled maps,
// then games between chosen bots on those maps (every seat rotation per map and dice seed), reduced
// to seat win rates, a chi-square test of seat equality, set-up heat maps, game length and the
// correlation of each static measure with the first seat's advantage. With several generators,
// a side-by-side comparison. Files: results/<name>/balance.json, heat-map SVGs, and each
// subject's games in results/<name>/<subject>/ (summary.json, games.csv).

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import chalk from 'chalk';
import Table from 'cli-table3';
import { buildBoard, type BoardSpec } from '../engine/board.js';
import { MapGenerationError } from '../maps/balanced.js';
import { GENERATOR_NAMES } from '../maps/generators.js';
import { SCALAR_DESCRIPTIONS, SCALAR_MEASURES, scalarMeasures, staticMeasures, type ScalarMeasure, type StaticMeasures } from '../maps/measures.js';
import { boardSvg } from '../maps/svg.js';
import { gameLength, proportionDifference, seatFigures, seatZeroShareByBlock, setupHeat, spread, type SeatFigures, type SetupHeat, type Spread } from '../stats/balance.js';
import { chiSquareHomogeneity, type ChiSquareTest } from '../stats/chi-square.js';
import { pearson, spearman, type Correlation } from '../stats/correlation.js';
import { ConfigError, type BotEntry, type ConfigFile } from '../tournament/config.js';
import { boardFor, isFixedMap, mapLabel, type MapSpec } from '../tournament/plan.js';
import { resolveMap, resolvePlan } from '../tournament/resolve.js';
import { UsageError } from './errors.js';
import { executePlan } from './execute.js';
import { compact, formatMeasures, num } from './map-format.js';
import { parseJsonObject } from './map.js';
import { packageVersion } from './version.js';

export const BALANCE_FORMAT = 'catan-arena/balance@1';

export interface BalanceFlags {
  generator?: string;
  map?: string;
  options?: string;
  games?: number;
  maps?: number;
  bots?: string;
  players?: number;
  seed?: string;
  workers?: number;
  turnCap?: number;
  trade?: 'on' | 'off';
  strong?: number;
  name?: string;
  out?: string;
  force?: boolean;
  json?: boolean;
  quiet?: boolean;
}

interface Subject {
  label: string;
  /** What the config's `map` field would hold for it. */
  config: string | { generator: string; [option: string]: unknown };
  spec: MapSpec;
}

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
    results: string;
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

function subjectsOf(flags: BalanceFlags): Subject[] {
  const fail = (field: string, expected: string): never => {
    throw new ConfigError('(command line)', field, expected);
  };
  if (flags.map !== undefined && flags.generator !== undefined) throw new UsageError('give --map (one map) or --generator (one or more generators), not both');
  if (flags.map !== undefined) {
    const spec = resolveMap(flags.map, '--map', process.cwd(), fail);
    const label = spec.kind === 'file' ? basename(spec.path, extname(spec.path)) : mapLabel(spec);
    return [{ label, config: flags.map, spec }];
  }
  const names = (flags.generator ?? 'random,balanced').split(',').map((g) => g.trim()).filter((g) => g !== '');
  if (names.length === 0) throw new UsageError(`--generator: expected one or more of ${GENERATOR_NAMES.join(', ')}`);
  if (new Set(names).size !== names.length) throw new UsageError('--generator: a generator is listed twice');
  const options = parseJsonObject(flags.options, '--options');
  for (const key of Object.keys(options)) {
    if (!names.includes(key)) throw new UsageError(`--options: key "${key}" is not one of the generators compared (${names.join(', ')})`);
  }
  return names.map((g) => {
    const own = options[g] ?? {};
    if (typeof own !== 'object' || own === null || Array.isArray(own)) throw new UsageError(`--options: "${g}" must be a JSON object of options`);
    const config = { generator: g, ...(own as Record<string, unknown>) };
    return { label: g, config, spec: resolveMap(config, '--generator', process.cwd(), fail) };
  });
}

function mapOf(spec: MapSpec, seed: string, label: string): BoardSpec {
  try {
    return boardFor(spec, seed);
  } catch (err) {
    if (err instanceof MapGenerationError) throw new UsageError(`${label}: ${err.message}`);
    throw err;
  }
}

function balanceDir(name: string, explicit: string | undefined, force: boolean | undefined): string {
  if (explicit) {
    if (existsSync(join(explicit, 'balance.json')) && !force) throw new UsageError(`${explicit} already holds a balance report: use --force to overwrite it, or another --out`);
    return explicit;
  }
  const base = join('results', name);
  let dir = base;
  for (let k = 2; existsSync(join(dir, 'balance.json')); k++) dir = `${base}-${k}`;
  return dir;
}

function lineup(flags: BalanceFlags, players: number): BotEntry[] {
  const list = (flags.bots ?? 'greedy').split(',').map((b) => b.trim()).filter((b) => b !== '');
  if (list.length === 1) return new Array<BotEntry>(players).fill(list[0]!);
  if (list.length !== players) throw new UsageError(`--bots: one bot for every seat, or ${players} bots, got ${list.length}`);
  return list;
}

export async function balanceCommand(flags: BalanceFlags): Promise<number> {
  const players = flags.players ?? 4;
  const seed = flags.seed ?? '1';
  const games = flags.games ?? 400;
  const subjects = subjectsOf(flags);
  if (new Set(subjects.map((s) => s.label)).size !== subjects.length) throw new UsageError('two subjects share a name');
  const bots = lineup(flags, players);
  const blocks = Math.ceil(games / players);
  const sampled = Math.max(flags.maps ?? 1000, blocks);
  const name = flags.name ?? 'balance';
  if (!/^[\w.-]+$/.test(name)) throw new UsageError('--name: letters, digits, "_", "-" or "."');
  const dir = balanceDir(name, flags.out, flags.force);
  mkdirSync(dir, { recursive: true });
  const quiet = flags.quiet || flags.json;

  const reports: SubjectReport[] = [];
  for (const subject of subjects) {
    // Static measures first: a generator whose constraints cannot be met fails before any game.
    const fixed = isFixedMap(subject.spec);
    const count = fixed ? 1 : sampled;
    const scalars: Array<Record<ScalarMeasure, number>> = [];
    const seatPips: number[][] = [];
    const resourceSum = [0, 0, 0, 0, 0];
    let single: StaticMeasures | undefined;
    let shape: BoardSpec | undefined;
    for (let b = 0; b < count; b++) {
      const board = mapOf(subject.spec, `${seed}:${b}`, subject.label);
      shape ??= board;
      const m = staticMeasures(buildBoard(board), { players, strongThreshold: flags.strong });
      if (fixed) single = m;
      scalars.push(scalarMeasures(m));
      seatPips.push(m.draft.seatPips);
      m.pips.forEach((p, k) => (resourceSum[k]! += p));
    }
    if (!quiet) process.stderr.write(`${subject.label}: static measures of ${count} map${count > 1 ? 's' : ''} done; playing ${games} games\n`);

    const plan = resolvePlan(
      { bots, players, map: subject.config as ConfigFile['map'] },
      { games, seed, name: `${name}-${subject.label}`, turnCap: flags.turnCap, trade: flags.trade },
      '(command line)',
      process.cwd(),
    );
    const subDir = join(dir, subject.label);
    const x = await executePlan(plan, subDir, { workers: flags.workers, quiet });
    if (!x.finished) {
      process.stderr.write(`interrupted: the games so far are in ${subDir}; no balance report was written\n`);
      return 130;
    }
    const rows = x.rows;
    const board0 = buildBoard(shape!);
    const heat = setupHeat(rows, board0.numNodes);
    const heatmap = join(dir, `heatmap-${subject.label}.svg`);
    const heatTitle = `${subject.label}: share of games with a set-up settlement on each intersection (${rows.length} games)`;
    writeFileSync(heatmap, boardSvg(shape!, { title: heatTitle, heat: heat.taken, neutral: !fixed }));

    const shareByBlock = seatZeroShareByBlock(rows);
    const blockIds = [...shareByBlock.keys()].filter((b) => Number.isFinite(shareByBlock.get(b)!)).sort((a, b) => a - b);
    const correlations: SubjectReport['simulated']['correlations'] = {};
    if (!fixed && blockIds.length >= 4) {
      const ys = blockIds.map((b) => shareByBlock.get(b)!);
      for (const k of SCALAR_MEASURES) {
        const xs = blockIds.map((b) => scalars[b]![k]);
        correlations[k] = { pearson: pearson(xs, ys), spearman: spearman(xs, ys) };
      }
    }
    let favGames = 0;
    let favWins = 0;
    for (const r of rows) {
      if (r.result.winner < 0) continue;
      const sp = seatPips[fixed ? 0 : r.block]!;
      const best = Math.max(...sp);
      if (sp.filter((p) => p === best).length !== 1) continue;
      favGames++;
      if (sp[r.result.winner] === best) favWins++;
    }
    const measures = Object.fromEntries(SCALAR_MEASURES.map((k) => [k, spread(scalars.map((s) => s[k]))])) as Record<ScalarMeasure, Spread>;
    const report: SubjectReport = {
      label: subject.label,
      map: subject.spec.kind === 'file' ? { kind: 'file', path: subject.spec.path, board: subject.spec.board } : subject.spec,
      static: { maps: count, measures, resourcePips: resourceSum.map((s) => s / count) },
      simulated: {
        results: subDir,
        games: rows.length,
        blocks: new Set(rows.map((r) => r.block)).size,
        seats: seatFigures(rows, players),
        turns: gameLength(rows),
        heat,
        draftFavourite: { games: favGames, wins: favWins, winRate: favGames ? favWins / favGames : NaN },
        correlations,
      },
      heatmap,
    };
    if (single) {
      const { nodePips: _n, ...rest } = single;
      report.static.single = rest;
    }
    reports.push(report);
  }

  const comparison = reports.length > 1 ? compare(reports, players) : null;
  const out = {
    format: BALANCE_FORMAT,
    tool: { name: 'catan-arena', version: packageVersion(), node: process.version },
    settings: { seed, games, players, bots, maps: sampled, turnCap: flags.turnCap ?? null, trade: flags.trade ?? 'on', strongThreshold: flags.strong ?? 10 },
    subjects: reports,
    comparison,
  };
  writeFileSync(join(dir, 'balance.json'), JSON.stringify(out, null, 2) + '\n');
  if (flags.json) {
    process.stdout.write(JSON.stringify({ ...out, out: dir }, null, 2) + '\n');
    return 0;
  }
  for (const r of reports) console.log(formatSubject(r, players, out.settings.strongThreshold));
  if (comparison) console.log(formatComparison(reports, comparison));
  console.log(`results: ${join(dir, 'balance.json')}, ${reports.map((r) => r.heatmap).join(', ')}`);
  return 0;
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

function compare(reports: SubjectReport[], players: number): Comparison {
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

function formatSubject(r: SubjectReport, players: number, strong: number): string {
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

function formatComparison(reports: SubjectReport[], c: Comparison): string {
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
