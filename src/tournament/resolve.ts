// Builds a TournamentPlan from a config file and command-line overrides.

import { basename, extname, resolve } from 'node:path';
import { checkGeneratorOptions, GENERATOR_OPTIONS } from '../maps/generator-options.js';
import { GENERATOR_NAMES, isGeneratorName } from '../maps/generators.js';
import { MapFileError, readMapFile } from '../maps/map-file.js';
import { newState } from '../engine/game.js';
import type { CoreOptions } from '../engine/options.js';
import { OptionsError, resolveOptions, type RuleOptions } from '../rules/options.js';
import { createGame, REGISTERED_TERRAINS, RULE_OPTIONS, RULE_SETS, ruleSetsFor } from '../rules/registry.js';
import type { RuleSetModule } from '../rules/rule-set.js';
import { checkBotOptions } from '../bots/options.js';
import { MAX_JSON_DEPTH, tooDeep } from '../files/json-file.js';
import { BotLoadError, bundleModuleBot, commandLabel, resolveBotRef, resolveCommandRef } from './bot-loader.js';
import { ResultsError } from './results-error.js';
import { ConfigError, type BotEntry, type ConfigFile } from './config.js';
import { drawMasterSeed } from './master-seed.js';
import type { BotSpec, MapSpec, TournamentPlan } from './plan.js';
import { DEFAULT_RECORD_FILE_FORMAT, type RecordFileFormat } from './records-format.js';

/** Command-line values over a config's fields; the rule options (turnRule, variant, scenario, ...) by their own names. */
export interface Overrides extends Partial<Omit<RuleOptions, keyof CoreOptions>> {
  bots?: string;
  games?: number;
  seed?: string;
  players?: number;
  map?: string;
  turnCap?: number;
  targetVp?: number;
  trade?: 'on' | 'off';
  timeBudget?: number;
  record?: boolean;
  /** `--record-format`: how the records are stored (with `record`). */
  recordFormat?: RecordFileFormat;
  shard?: string;
  /** `--bot-options`: options by line-up label (or label stem, for every copy of a bot). */
  botOptions?: Record<string, unknown>;
  /** `--map-options`: the options of the generator the map names. */
  mapOptions?: Record<string, unknown>;
  name?: string;
  /** Line-up size when it differs from players (a ladder seats subsets of its bots). */
  lineupSize?: number;
}

/** A config's `map` field, or `--map`: a generator's name, a map file's path, or a generator with its options. */
export type MapValue = string | { generator: string; [option: string]: unknown };

type Fail = (field: string, expected: string) => never;

export const DEFAULTS = {
  name: 'run',
  games: 1000,
  map: 'official',
  turnCap: 1000,
  targetVp: 10,
  discardLimit: 7,
  tradeOffersPerTurn: 3,
  timeBudgetMs: 5000,
};

/** `file` names where the config came from (for errors); relative bot and map paths resolve against `baseDir` (the working directory). */
export function resolvePlan(cfg: ConfigFile, o: Overrides, file: string, baseDir: string): TournamentPlan {
  // A field named by its flag came from the command line, not from the config.
  const fail = (field: string, expected: string): never => {
    throw new ConfigError(field.startsWith('--') ? '(command line)' : file, field, expected);
  };
  const { lineup, players, playersField, optionFields } = resolveLineup(cfg, o, baseDir, fail);

  const scenario = o.scenario ?? cfg.scenario ?? 'none';
  const mapField = o.mapOptions !== undefined ? '--map-options' : o.map !== undefined ? '--map' : 'map';
  const mapValue = withMapOptions(o.map ?? cfg.map ?? (scenario !== 'none' ? 'scenario' : DEFAULTS.map), o.mapOptions, fail);
  const map = resolveMap(mapValue, mapField, baseDir, fail, scenario !== 'none');

  // The rule sets' options: a flag over the config's field of the same name.
  const given = o as Record<string, unknown>;
  const ruleOptions = Object.fromEntries(RULE_OPTIONS.map((r) => [r.name, given[r.name] ?? (cfg as Record<string, unknown>)[r.name]]));
  let options;
  try {
    const trade = o.trade !== undefined ? o.trade === 'on' : cfg.trade ?? true;
    options = resolveOptions({
      ...ruleOptions,
      players,
      turnCap: o.turnCap ?? cfg.turnCap ?? DEFAULTS.turnCap,
      // Left out when not given, so a scenario's own target applies.
      targetVp: o.targetVp ?? cfg.targetVp,
      discardLimit: cfg.discardLimit ?? DEFAULTS.discardLimit,
      tradeOffersPerTurn: trade ? cfg.tradeOffersPerTurn ?? DEFAULTS.tradeOffersPerTurn : 0,
      scenario,
    });
  } catch (err) {
    if (err instanceof OptionsError) {
      // Name the field the message is about ("option turnRule: ..."), as config errors do: its flag when a flag set it.
      const field = /^option (\w+):/.exec(err.message)?.[1];
      const flag = RULE_OPTIONS.find((r) => r.name === field && r.flag && given[r.name] !== undefined)?.flag!.flags.split(' ')[0];
      return fail(flag ?? (field === 'players' ? playersField : field) ?? 'rules', err.message);
    }
    throw err;
  }
  checkLineupOptions(lineup, optionFields, ruleSetsFor(options), fail);

  // A board file must also fit the rules' fixed pieces (neutral or inactive settlements) and a scenario's marks.
  if (map.kind === 'file' && (options.variant !== 'none' || options.inactiveColour || options.scenario !== 'none')) {
    try {
      newState(createGame(map.board, options), 'check');
    } catch (err) {
      return fail(o.map !== undefined ? '--map' : 'map', `a board the rules can set up on; ${(err as Error).message}`);
    }
  }

  const record = o.record ?? cfg.record ?? false;
  // A config's recordFormat is a preference for when it records; the flag asks for records.
  if (o.recordFormat !== undefined && !record) fail('--record-format', 'to go with --record (or "record": true in the config): no records are written without it');

  let shard: TournamentPlan['shard'] = null;
  if (o.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(o.shard);
    const k = m ? Number(m[1]) : 0;
    const n = m ? Number(m[2]) : 0;
    if (!m || n < 1 || k < 1 || k > n) fail('--shard', `k/n with 1 <= k <= n, got "${o.shard}"`);
    // Each shard is its own process: a seed drawn in each would make them parts of different runs.
    if (o.seed === undefined && cfg.seed === undefined) fail('--shard', 'a seed shared by all shards: give --seed (or "seed" in the config)');
    shard = { k, n };
  }
  return {
    name: o.name ?? cfg.name ?? (file === '(defaults)' ? DEFAULTS.name : basename(file, extname(file))),
    // No seed given: drawn afresh, so no bot can know the dice (src/tournament/master-seed.ts).
    seed: String(o.seed ?? cfg.seed ?? drawMasterSeed()),
    games: o.games ?? cfg.games ?? DEFAULTS.games,
    lineup,
    map,
    options,
    timeBudgetMs: o.timeBudget ?? cfg.timeBudgetMs ?? DEFAULTS.timeBudgetMs,
    record,
    ...(record ? { recordFormat: o.recordFormat ?? cfg.recordFormat ?? DEFAULT_RECORD_FILE_FORMAT } : {}),
    shard,
  };
}

/**
 * The line-up from the config's bots or `--bots`, labelled, with `--bot-options` merged in and the
 * depth of every entry's options bounded; with the field each entry's options came from, and the
 * field the player count came from.
 */
function resolveLineup(cfg: ConfigFile, o: Overrides, baseDir: string, fail: Fail): { lineup: BotSpec[]; players: number; playersField: string; optionFields: string[] } {
  let entries: BotEntry[] | undefined = cfg.bots;
  if (o.bots !== undefined) entries = o.bots.split(',').map((b) => b.trim()).filter((b) => b !== '');
  const players = o.players ?? cfg.players ?? entries?.length ?? 4;
  // Where the count came from, for the errors a rule set gives about it.
  const playersField = o.players !== undefined ? '--players' : cfg.players !== undefined ? 'players' : o.bots !== undefined ? '--bots' : 'bots';
  entries ??= new Array<BotEntry>(players).fill('random');
  const wanted = o.lineupSize ?? players;
  if (entries.length !== wanted) {
    // Where --players changed a config's table, say what to pass rather than guess which bots go.
    const names = entries.map((e) => (typeof e === 'string' ? e : 'bot' in e && e.bot ? e.bot : 'command' in e && e.command ? `cmd:${e.command.join(' ')}` : '?'));
    const hint =
      o.bots === undefined && o.players !== undefined && o.lineupSize === undefined
        ? `; --players ${o.players} needs a line-up of ${o.players}: add --bots ${names.slice(0, o.players).concat(new Array(Math.max(0, o.players - names.length)).fill('random')).join(',')} (or others)`
        : '';
    fail(o.bots !== undefined ? '--bots' : 'bots', `expected ${wanted} bots (one per player), got ${entries.length}${hint}`);
  }
  const where = (i: number) => (o.bots !== undefined ? '--bots' : `bots[${i}]`);
  const lineup: BotSpec[] = entries.map((e, i) => {
    const entry = typeof e === 'string' ? { bot: e } : e;
    try {
      if ('command' in entry) {
        const ref = resolveCommandRef(entry.command, baseDir);
        return { ...ref, label: entry.name ?? commandLabel(entry.command), options: entry.options ?? {} };
      }
      const ref = resolveBotRef(entry.bot, baseDir);
      const label = entry.name ?? (ref.kind === 'builtin' ? ref.ref : ref.kind === 'command' ? commandLabel(ref.command!) : basename(ref.ref, extname(ref.ref)));
      return { ...ref, label, options: entry.options ?? {} };
    } catch (err) {
      if (err instanceof BotLoadError) return fail('command' in entry ? `${where(i)}.command` : where(i), err.message);
      throw err;
    }
  });
  const seen = new Map<string, number>();
  for (const b of lineup) {
    const n = (seen.get(b.label) ?? 0) + 1;
    seen.set(b.label, n);
    if (n > 1) b.label = `${b.label}#${n}`;
  }
  for (const b of lineup) if (/[|,\n"]/.test(b.label)) fail('bots', `bot name "${b.label}" may not contain | , " or a newline`);
  const fromFlag = o.botOptions ? applyBotOptions(lineup, o.botOptions, fail) : new Map<number, string>();
  const optionFields = lineup.map((b, i) => {
    const at = fromFlag.get(i) ?? `${where(i)}.options`;
    // Options travel to workers and into summaries by copies that recurse: bound their depth first.
    const deep = tooDeep(b.options, MAX_JSON_DEPTH);
    if (deep) fail([at, ...deep.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))].join(''), `nested more than ${MAX_JSON_DEPTH} levels deep`);
    return at;
  });
  return { lineup, players, playersField, optionFields };
}

/**
 * Every built-in bot's options, checked here, before any game, not when a worker first makes the
 * bot: once the rules are known, since the value evaluation's weights include those of the kits
 * of the rule sets in play (`inPlay`).
 */
function checkLineupOptions(lineup: readonly BotSpec[], fields: readonly string[], inPlay: readonly RuleSetModule[], fail: Fail): void {
  const kitsOf = (sets: readonly RuleSetModule[]) => sets.flatMap((r) => (r.kit ? [r.kit] : []));
  const kits = kitsOf(inPlay);
  const others = kitsOf(RULE_SETS.filter((r) => !inPlay.includes(r)));
  lineup.forEach((b, i) => {
    const problem = b.kind === 'builtin' ? checkBotOptions(b.ref, b.options, kits, others) : null;
    if (problem) fail(`${fields[i]!}${problem.field ? `.${problem.field}` : ''}`.replace('.[', '['), problem.expected);
  });
}

/**
 * `--bot-options`, keyed by label: `greedy` sets every entry labelled greedy, greedy#2, ...;
 * `greedy#2` that entry only (and wins over `greedy`). Merged over the entry's own options. Returns
 * the flag's field for each entry it touched, to name it in errors.
 */
function applyBotOptions(lineup: BotSpec[], byLabel: Record<string, unknown>, fail: Fail): Map<number, string> {
  const touched = new Map<number, string>();
  const stem = (label: string) => label.replace(/#\d+$/, '');
  const keys = Object.keys(byLabel).sort((a, b) => Number(a.includes('#')) - Number(b.includes('#')));
  for (const key of keys) {
    const value = byLabel[key];
    const field = `--bot-options.${key}`;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(field, "a JSON object of the bot's options");
    const hits = lineup.flatMap((b, i) => (b.label === key || (!key.includes('#') && stem(b.label) === key) ? [i] : []));
    if (hits.length === 0) fail(field, `the label of a bot in the line-up (${lineup.map((b) => b.label).join(', ')})`);
    for (const i of hits) {
      lineup[i]!.options = { ...lineup[i]!.options, ...(value as Record<string, unknown>) };
      touched.set(i, field);
    }
  }
  return touched;
}

/**
 * A map with `--map-options` (a generator's options) applied: the map must then be a generator,
 * by name or as `{ "generator": name, ...options }`, whose options these replace key by key.
 */
export function withMapOptions(map: MapValue, options: Record<string, unknown> | undefined, fail: Fail): MapValue {
  if (options === undefined) return map;
  if (typeof map === 'object') return { ...map, ...options };
  if (isGeneratorName(map)) return { generator: map, ...options };
  return fail('--map-options', `options of a generator, but the map is ${JSON.stringify(map)}`);
}

/**
 * A config's or flag's `map`: a generator name, `{ "generator": name, ...options }`, or the path of
 * a map file. A name wins over a file of the same name (write `./balanced` for the file).
 */
export function resolveMap(value: MapValue, field: string, baseDir: string, fail: Fail, scenario = false): MapSpec {
  // A scenario deals its own map: printed ("scenario") or its variable set-up ("random").
  if (value === 'scenario' || (scenario && typeof value === 'string' && isGeneratorName(value))) {
    if (!scenario) return fail(field, 'a generator or a map file ("scenario" is the map of a scenario: set "scenario" first)');
    if (value !== 'scenario' && value !== 'random') return fail(field, '"scenario" (the printed layout), "random" (its variable set-up) or a map file, for a scenario');
    return { kind: 'scenario', variable: value === 'random' };
  }
  if (scenario && typeof value === 'object') return fail(field, '"scenario", "random" or a map file: generators do not deal scenario maps');
  if (typeof value === 'object' || isGeneratorName(value)) {
    const { generator, ...options } = typeof value === 'object' ? value : { generator: value };
    if (!isGeneratorName(generator)) return fail(`${field}.generator`, `one of ${GENERATOR_NAMES.join(', ')}`);
    const problem = checkGeneratorOptions(generator, options);
    if (problem) return fail(`${field}.${problem.field}`, problem.message);
    if (generator === 'random' || generator === 'beginner') return { kind: generator };
    return { kind: 'generator', generator, options: GENERATOR_OPTIONS[generator].parse(options) };
  }
  const path = resolve(baseDir, value);
  try {
    return { kind: 'file', path, board: readMapFile(path, REGISTERED_TERRAINS) };
  } catch (err) {
    if (err instanceof MapFileError) return fail(field, `a generator (${GENERATOR_NAMES.join(', ')}) or a readable map file; ${err.message}`);
    throw err;
  }
}

/**
 * The plan with each module bot's identity filled in: the hash of its bundle, the code that will
 * run (bundle.ts: where the bot lies does not count). Runs are compared by it (planIdentity), so
 * the same bot at two paths is one bot.
 */
export async function resolveBotHashes(plan: TournamentPlan): Promise<TournamentPlan> {
  const lineup = await Promise.all(plan.lineup.map(async (b) => (b.kind === 'module' ? { ...b, hash: (await bundleModuleBot(b.ref)).hash } : b)));
  return { ...plan, lineup };
}

/**
 * Before a resume: each module bot bundled again must hash as it did when the run started, or its
 * new games would be another bot's. A plan from before hashes were kept gets them now.
 */
export async function checkBotsUnchanged(plan: TournamentPlan, dir: string): Promise<TournamentPlan> {
  const now = await resolveBotHashes(plan);
  now.lineup.forEach((b, i) => {
    const then = plan.lineup[i]!.hash;
    if (then !== undefined && then !== b.hash) {
      throw new ResultsError(`${dir}: bot ${b.label} (${b.ref}) changed since the run started (its bundle's sha256 is ${b.hash!.slice(0, 12)}..., was ${then.slice(0, 12)}...): restore it, or start a new run`);
    }
  });
  return now;
}
