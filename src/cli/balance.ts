// `catan-arena balance`: how fair is a map, or a map generator? Static measures over sampled maps,
// then games between chosen bots on those maps (every seat rotation per map and dice seed), reduced
// to seat win rates, a chi-square test of seat equality, set-up heat maps, game length and the
// correlation of each static measure with the first seat's advantage. With several generators,
// a side-by-side comparison. Files: results/<name>/balance.json, heat-map SVGs, and each
// subject's games in results/<name>/<subject>/ (summary.json, games.csv).

import type { ScenarioChoice, TurnRule, Variant } from '../rules/options.js';
import { existsSync } from 'node:fs';
import { makeFolder, writeTextFile } from '../files/output.js';
import { basename, extname, join } from 'node:path';
import { buildBoard, type BoardSpec } from '../engine/board.js';
import { generatorOptionNames } from '../maps/generator-options.js';
import { GENERATOR_NAMES, isGeneratorName } from '../maps/generators.js';
import { SCALAR_MEASURES, scalarMeasures, staticMeasures, type ScalarMeasure, type StaticMeasures } from '../maps/measures.js';
import { boardSvg } from '../maps/svg.js';
import { BalanceTally, SetupHeatTally, spread, type Spread } from '../stats/balance.js';
import { pearson, spearman } from '../stats/correlation.js';
import { ConfigError, type BotEntry, type ConfigFile } from '../tournament/config.js';
import { isFixedMap, type MapSpec } from '../tournament/plan.js';
import { drawMasterSeed } from '../tournament/master-seed.js';
import { resolveMap, resolvePlan } from '../tournament/resolve.js';
import { UsageError } from './errors.js';
import { executePlan } from './execute.js';
import type { GameRow } from '../tournament/play-spec.js';
import { setupOfText } from '../tournament/finished-game.js';
import { BALANCE_FORMAT, compare, type SubjectReport } from '../stats/balance-compare.js';
import { formatComparison, formatSubject } from './balance-report.js';
import { boardOrUsageError } from './map.js';
import { packageVersion } from './version.js';
import { writeReportLazily } from './report-html.js';
import { RULE_OPTIONS, REGISTERED_TERRAINS } from '../rules/registry.js';


export interface BalanceFlags {
  /** Maps to compare, comma-separated. */
  map?: string;
  mapOptions?: Record<string, unknown>;
  botOptions?: Record<string, unknown>;
  targetVp?: number;
  timeBudget?: number;
  games?: number;
  maps?: number;
  bots?: string;
  players?: number;
  seed?: string;
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  turnCap?: number;
  trade?: 'on' | 'off';
  turnRule?: TurnRule;
  variant?: Variant;
  scenario?: ScenarioChoice;
  strong?: number;
  name?: string;
  out?: string;
  force?: boolean;
  json?: boolean;
  quiet?: boolean;
  report?: boolean;
}

/** The rule sets' options (RULE_OPTIONS) among `o`'s fields, by name. */
function ruleOptionsOf(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(RULE_OPTIONS.map((r) => [r.name, o[r.name]]));
}

interface Subject {
  label: string;
  /** What the config's `map` field would hold for it. */
  config: string | { generator: string; [option: string]: unknown };
  spec: MapSpec;
}

function subjectsOf(flags: BalanceFlags): Subject[] {
  const fail = (field: string, expected: string): never => {
    throw new ConfigError('(command line)', field, expected);
  };
  // A Seafarers scenario deals its own maps: its printed layout and its variable set-up, side by side.
  const scenario = flags.scenario !== undefined && flags.scenario !== 'none';
  const list = (flags.map ?? (scenario ? 'scenario,random' : 'official,balanced')).split(',').map((m) => m.trim()).filter((m) => m !== '');
  if (list.length === 0) throw new UsageError(`--map: expected one or more maps: generators (${GENERATOR_NAMES.join(', ')}) or map files`);
  if (new Set(list).size !== list.length) throw new UsageError('--map: a map is listed twice');
  const options = splitMapOptions(list, flags.mapOptions, scenario, fail);
  const field = flags.mapOptions !== undefined ? '--map-options' : '--map';
  return list.map((m) => {
    const config = options.has(m) ? { generator: m, ...options.get(m) } : m;
    const spec = resolveMap(config, field, process.cwd(), fail, scenario);
    const label = spec.kind === 'file' ? basename(spec.path, extname(spec.path)) : spec.kind === 'scenario' ? (spec.variable ? 'variable' : 'printed') : m;
    return { label, config, spec };
  });
}

/**
 * `--map-options` shared among the generators compared: each takes the options it knows (the
 * generators' options do not overlap), and an option none of them knows is an error.
 */
function splitMapOptions(list: string[], options: Record<string, unknown> | undefined, scenario: boolean, fail: (field: string, expected: string) => never): Map<string, Record<string, unknown>> {
  if (options === undefined) return new Map();
  const generators = scenario ? [] : list.filter(isGeneratorName);
  if (generators.length === 0) fail('--map-options', `options of a generator, but no map compared is dealt by one (${list.join(', ')})`);
  for (const key of Object.keys(options)) {
    if (generators.some((g) => generatorOptionNames(g).includes(key))) continue;
    const allowed = generators.flatMap((g) => generatorOptionNames(g));
    const whose = generators.length === 1 ? `generator "${generators[0]}"` : `the generators compared (${generators.join(', ')})`;
    fail(`--map-options.${key}`, `unknown option of ${whose} (allowed: ${allowed.length ? allowed.join(', ') : 'none'})`);
  }
  return new Map(generators.map((g) => [g, Object.fromEntries(Object.entries(options).filter(([k]) => generatorOptionNames(g).includes(k)))]));
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

interface StaticSample {
  fixed: boolean;
  count: number;
  /** One-number measures of map b (the map of block b's seed). */
  scalars: Array<Record<ScalarMeasure, number>>;
  /** Snake-draft pips per seat on map b. */
  seatPips: number[][];
  resourcePips: number[];
  single?: StaticMeasures;
  /** The first map: its shape (and, for a fixed map, its layout) carries the heat map. */
  shape: BoardSpec;
}

/** Static measures of the maps of blocks 0..count-1 (one map when the map is fixed). */
function sampleStatic(subject: Subject, sampled: number, seed: string, players: number, scenario: ScenarioChoice, strong: number | undefined): StaticSample {
  const fixed = isFixedMap(subject.spec);
  const count = fixed ? 1 : sampled;
  const scalars: Array<Record<ScalarMeasure, number>> = [];
  const seatPips: number[][] = [];
  const resourceSum = [0, 0, 0, 0, 0];
  let single: StaticMeasures | undefined;
  let shape: BoardSpec | undefined;
  for (let b = 0; b < count; b++) {
    const board = boardOrUsageError(subject.spec, `${seed}:${b}`, { players, scenario }, subject.label);
    shape ??= board;
    const m = staticMeasures(buildBoard(board, { terrains: REGISTERED_TERRAINS }), { players, strongThreshold: strong });
    if (fixed) single = m;
    scalars.push(scalarMeasures(m));
    seatPips.push(m.draft.seatPips);
    m.pips.forEach((p, k) => (resourceSum[k]! += p));
  }
  return { fixed, count, scalars, seatPips, resourcePips: resourceSum.map((x) => x / count), single, shape: shape! };
}

/** Per static measure, its correlation over maps with seat 0's share of that map's decided games. */
function correlationsByMap(shareByBlock: ReadonlyMap<number, number>, sample: StaticSample): SubjectReport['simulated']['correlations'] {
  const out: SubjectReport['simulated']['correlations'] = {};
  const blocks = [...shareByBlock.keys()].filter((b) => Number.isFinite(shareByBlock.get(b)!)).sort((a, b) => a - b);
  if (sample.fixed || blocks.length < 4) return out;
  const ys = blocks.map((b) => shareByBlock.get(b)!);
  for (const k of SCALAR_MEASURES) {
    const xs = blocks.map((b) => sample.scalars[b]![k]);
    out[k] = { pearson: pearson(xs, ys), spearman: spearman(xs, ys) };
  }
  return out;
}

/**
 * One subject's figures from its games, fed in index order as its summary is written (set-up
 * settlements as games arrive: games.csv has none): seats, game length, the heat map, the draft
 * favourite's wins (how often the seat the static draft favours, when one seat is strictly best,
 * won) and seat 0's share per map.
 */
class SubjectTally {
  readonly games: BalanceTally;
  readonly heat: SetupHeatTally;
  private favourite = { games: 0, wins: 0 };

  constructor(
    private readonly sample: StaticSample,
    players: number,
  ) {
    this.games = new BalanceTally(players);
    this.heat = new SetupHeatTally(buildBoard(sample.shape, { terrains: REGISTERED_TERRAINS }).numNodes);
  }

  add(r: GameRow): void {
    this.games.add(r);
    if (r.result.winner < 0) return;
    const sp = this.sample.seatPips[this.sample.fixed ? 0 : r.block]!;
    const best = Math.max(...sp);
    if (sp.filter((p) => p === best).length !== 1) return;
    this.favourite.games++;
    if (sp[r.result.winner] === best) this.favourite.wins++;
  }

  draftFavourite(): SubjectReport['simulated']['draftFavourite'] {
    const { games, wins } = this.favourite;
    return { games, wins, winRate: games ? wins / games : NaN };
  }
}

/**
 * One subject's report from its static sample and the games it played (none, when a run was
 * interrupted before any finished or before the subject was reached); writes its heat map.
 */
function subjectReport(subject: Subject, sample: StaticSample, tally: SubjectTally, where: { dir: string; results: string | null }): SubjectReport {
  const heat = tally.heat.heat();
  const seats = tally.games.seatFigures();
  const heatmap = join(where.dir, `heatmap-${subject.label}.svg`);
  const heatTitle = `${subject.label}: share of games with a set-up settlement on each intersection (${seats.games} games)`;
  writeTextFile(heatmap, boardSvg(sample.shape, { title: heatTitle, heat: heat.taken, neutral: !sample.fixed }));
  const measures = Object.fromEntries(SCALAR_MEASURES.map((k) => [k, spread(sample.scalars.map((s) => s[k]))])) as Record<ScalarMeasure, Spread>;
  const report: SubjectReport = {
    label: subject.label,
    map: subject.spec,
    static: { maps: sample.count, measures, resourcePips: sample.resourcePips },
    simulated: {
      results: where.results,
      games: seats.games,
      blocks: tally.games.blocks,
      seats,
      turns: tally.games.gameLength(),
      heat,
      draftFavourite: tally.draftFavourite(),
      correlations: correlationsByMap(tally.games.seatZeroShareByBlock(), sample),
    },
    heatmap,
  };
  if (sample.single) {
    const { nodePips: _n, ...rest } = sample.single;
    report.static.single = rest;
  }
  return report;
}

export async function balanceCommand(flags: BalanceFlags): Promise<number> {
  const players = flags.players ?? 4;
  // No seed given: drawn afresh, as a run's is; it is in balance.json and printed, to reproduce the report.
  const seed = flags.seed ?? drawMasterSeed();
  const games = flags.games ?? 400;
  const subjects = subjectsOf(flags);
  if (new Set(subjects.map((s) => s.label)).size !== subjects.length) throw new UsageError('two subjects share a name');
  const bots = lineup(flags, players);
  // The same bot in every seat: rotating the seats would replay the very same game (the bots see
  // the same map and dice), and counting the copies as separate games would overstate every test.
  // So each game gets its own map and dice instead. Mixed bots rotate over each map (and games of
  // one map are then correlated through it).
  const sameBots = bots.every((b) => JSON.stringify(b) === JSON.stringify(bots[0]));
  const gamesPerMap = sameBots ? 1 : players;
  const sampled = Math.max(flags.maps ?? 1000, Math.ceil(games / gamesPerMap));
  const name = flags.name ?? 'balance';
  if (!/^[\w.-]+$/.test(name)) throw new UsageError('--name: letters, digits, "_", "-" or "."');
  const dir = balanceDir(name, flags.out, flags.force);
  const quiet = flags.quiet || flags.json;

  // Every subject's static measures first: a generator whose constraints cannot be met is an
  // error before any game is played or any folder made.
  const samples = subjects.map((subject) => sampleStatic(subject, sampled, seed, players, flags.scenario ?? 'none', flags.strong));
  const plans = subjects.map((subject) => {
    const plan = resolvePlan(
      { bots, players, map: subject.config as ConfigFile['map'] },
      {
        games,
        seed,
        name: `${name}-${subject.label}`,
        turnCap: flags.turnCap,
        targetVp: flags.targetVp,
        trade: flags.trade,
        // Every rule set's options by their flags (turn rule, variant, scenario, expansion, ...).
        ...ruleOptionsOf(flags as unknown as Record<string, unknown>),
        timeBudget: flags.timeBudget,
        botOptions: flags.botOptions,
      },
      '(command line)',
      process.cwd(),
    );
    return sameBots ? { ...plan, seatings: [Array.from({ length: players }, (_, seat) => seat)] } : plan;
  });
  makeFolder(dir);

  const reports: SubjectReport[] = [];
  let interruptedAt: string | null = null;
  for (const [i, subject] of subjects.entries()) {
    const sample = samples[i]!;
    const subDir = join(dir, subject.label);
    // Ctrl-C: the report covers the games played so far, this subject's included, and says so;
    // the subjects not reached are still listed, with their static measures and no games.
    const tally = new SubjectTally(sample, players);
    let played = false;
    if (interruptedAt === null) {
      if (!quiet) process.stderr.write(`${subject.label}: static measures of ${sample.count} map${sample.count > 1 ? 's' : ''} done; playing ${games} games\n`);
      const x = await executePlan(plans[i]!, subDir, {
        workers: flags.workers,
        workerMemory: flags.workerMemory,
        quietBots: flags.quietBots,
        quiet,
        command: { name: 'run' },
        resumable: false,
        extra: { add: (row) => tally.add(row), figures: () => ({}) },
        onGame: (game) => {
          if (game.setup !== null) tally.heat.add(setupOfText(game.setup));
        },
      });
      if (!x.finished) interruptedAt = subject.label;
      played = true;
    }
    reports.push(subjectReport(subject, sample, tally, { dir, results: played ? subDir : null }));
  }

  // Seat statistics of a subject without games are undefined, so an interrupted report compares nothing.
  const comparison = reports.length > 1 && reports.every((r) => r.simulated.games > 0) ? compare(reports, players) : null;
  const out = {
    format: BALANCE_FORMAT,
    tool: { name: 'catan-arena', version: packageVersion(), node: process.version },
    /** Set when Ctrl-C stopped the games: the figures cover the games played until then. */
    partial: interruptedAt !== null,
    settings: {
      seed,
      games,
      players,
      ...ruleOptionsOf(plans[0]!.options as unknown as Record<string, unknown>),
      targetVp: plans[0]!.options.targetVp,
      bots,
      gamesPerMap,
      maps: sampled,
      turnCap: flags.turnCap ?? null,
      trade: flags.trade ?? 'on',
      strongThreshold: flags.strong ?? 10,
    },
    subjects: reports,
    comparison,
  };
  writeTextFile(join(dir, 'balance.json'), JSON.stringify(out, null, 2) + '\n');
  const html = flags.report ? await writeReportLazily(dir) : null;
  if (html && flags.json) process.stderr.write(`report: ${html}\n`);
  const code = interruptedAt === null ? 0 : 130;
  if (interruptedAt !== null) {
    process.stderr.write(`interrupted during ${interruptedAt}: the report covers the games played so far (partial: true); the games are in ${dir}\n`);
  }
  if (flags.json) {
    process.stdout.write(JSON.stringify({ ...out, out: dir }, null, 2) + '\n');
    return code;
  }
  console.log(`${name}: seed "${seed}", ${games} games per subject, ${players} players`);
  for (const r of reports) console.log(formatSubject(r, players, out.settings.strongThreshold));
  if (comparison) console.log(formatComparison(reports, comparison));
  console.log(`results: ${join(dir, 'balance.json')}, ${reports.map((r) => r.heatmap).join(', ')}`);
  if (html) console.log(`report: ${html} (open it in a browser)`);
  return code;
}
