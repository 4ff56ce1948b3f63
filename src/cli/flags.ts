// The command line's flags, grouped by what they choose (games, bots, map, rules, running, output,
// resume): each group is one function that adds its flags to a command, so a flag is spelled,
// described and defaulted once and means the same on every command that takes it.

import { Command, InvalidArgumentError, Option } from 'commander';
import { BUILTIN_BOTS } from '../bots/registry.js';
import { GENERATOR_NAMES } from '../maps/generators.js';
import { flagHelp, valuesOf } from '../rules/option-table.js';
import { RULE_OPTIONS } from '../rules/registry.js';
import { DEFAULT_RECORD_FILE_FORMAT, RECORD_FILE_FORMATS } from '../tournament/records-format.js';
import { DEFAULT_VERIFY_SAMPLE, parseVerify, type VerifySetting } from '../tournament/verify-setting.js';

/** A parser of whole numbers from `lo` to `hi`: a bad value is commander's one-line error. */
export function int(name: string, lo: number, hi: number): (v: string) => number {
  return (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < lo || n > hi) throw new InvalidArgumentError(`${name} must be an integer from ${lo} to ${hi}.`);
    return n;
  };
}

/** A parser of a JSON object (options of a bot or a generator); `example` shows the shape. */
export function jsonObject(example: string): (v: string) => Record<string, unknown> {
  return (v: string) => {
    try {
      const value = JSON.parse(v) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    throw new InvalidArgumentError(`Expected a JSON object, e.g. '${example}'.`);
  };
}

interface FlagSpec {
  /** Shown as commander's own `(default: ...)`; the value itself stays unset, so a config's field can fill it. */
  default?: string;
  parse?: (v: string) => unknown;
  choices?: readonly string[];
}

/** Adds one option to `cmd` under the help heading `group`. */
export function flag(cmd: Command, group: string, flags: string, description: string, spec: FlagSpec = {}): Command {
  const option = new Option(flags, description).helpGroup(group);
  if (spec.parse) option.argParser(spec.parse);
  if (spec.choices) option.choices(spec.choices);
  if (spec.default !== undefined) option.default(undefined, spec.default);
  return cmd.addOption(option);
}

export const G_GAMES = 'Games:';
export const G_BOTS = 'Bots:';
export const G_MAP = 'Map:';
export const G_RULES = 'Rules:';
export const G_RUNNING = 'Running:';
export const G_OUTPUT = 'Output:';
export const G_RESUME = 'Resume and shards:';

/** Every command that takes `--seed` describes its default so. */
export const SEED_DEFAULT = '128 random bits, printed in the title line';

/** What names a bot, in every `--bots` and bot argument. */
export const BOT_NAMES = `a built-in name (${Object.keys(BUILTIN_BOTS).join(', ')}), the path of a .js/.ts bot module, or "cmd:<program> <args>" for a program in any language (docs/bot-protocol.md)`;

export const BOT_OPTIONS_EXAMPLE = '{"value": {"trade": "simple"}}';
export const MAP_OPTIONS_EXAMPLE = '{"terrainCluster": 1}';

/** `--seed`, described by `what` (a run's master seed, a map's seed), its default the same everywhere. */
export function seedFlag(cmd: Command, what: string): Command {
  return flag(cmd, G_GAMES, '-s, --seed <seed>', what, { default: SEED_DEFAULT });
}

/** `--games`, `--seed`, `--players`: how many games and from which seed. */
export function gameFlags(cmd: Command, o: { games: string; players: string }): Command {
  flag(cmd, G_GAMES, '-g, --games <n>', 'number of games', { default: o.games, parse: int('--games', 1, 100_000_000) });
  seedFlag(cmd, 'master seed: the same seed plays the same games');
  return flag(cmd, G_GAMES, '-p, --players <n>', 'players per game, 2-6', { default: o.players, parse: int('--players', 2, 6) });
}

/** `--bots` (when the line-up is a flag), `--bot-options`, `--time-budget` and `--quiet-bots`. */
export function botFlags(cmd: Command, o: { bots?: { description: string; default: string } }): Command {
  if (o.bots) flag(cmd, G_BOTS, '-b, --bots <list>', `${o.bots.description}; a bot is ${BOT_NAMES}`, { default: o.bots.default });
  flag(
    cmd,
    G_BOTS,
    '--bot-options <json>',
    `bots' options by label, as the tables name them: "greedy" sets every greedy of the line-up, "greedy#2" the second only; merged over a config's options (catan-arena bots lists them), e.g. '${BOT_OPTIONS_EXAMPLE}'`,
    { parse: jsonObject(BOT_OPTIONS_EXAMPLE) },
  );
  flag(cmd, G_BOTS, '--time-budget <ms>', 'per-decision time budget: a slower bot forfeits the game', { default: '5000', parse: int('--time-budget', 1, 3_600_000) });
  return flag(cmd, G_BOTS, '--quiet-bots', "keep the bots' own output off the terminal (a module bot's console, a command bot's stderr)");
}

const MAP_CHOICES = `a generator (${GENERATOR_NAMES.join(', ')}), a map file, or with --scenario: scenario (its printed layout) or random (its variable set-up)`;

/** `--map` and `--map-options`: which map, and the generator's options. `list`: several maps to compare (balance). */
export function mapFlags(cmd: Command, o: { default: string; list?: boolean }): Command {
  const what = o.list ? `maps to compare, comma-separated: each ${MAP_CHOICES}` : `the map: ${MAP_CHOICES}`;
  flag(cmd, G_MAP, o.list ? '-m, --map <list>' : '-m, --map <map>', what, { default: o.default });
  const takes = o.list ? "; each generator compared takes the options it knows" : '';
  return flag(cmd, G_MAP, '--map-options <json>', `the generator's options as a JSON object (docs/maps-and-balance.md)${takes}, e.g. '${MAP_OPTIONS_EXAMPLE}'`, {
    parse: jsonObject(MAP_OPTIONS_EXAMPLE),
  });
}

/** The flag of the rule option `name`, as the rule set declaring it spells and describes it. */
export function ruleOptionFlag(cmd: Command, name: string): Command {
  const entry = RULE_OPTIONS.find((o) => o.name === name && o.flag);
  if (!entry?.flag) throw new Error(`no rule option ${name} with a flag`);
  const choices = valuesOf(entry);
  return flag(cmd, G_RULES, entry.flag.flags, flagHelp(entry), { default: entry.flag.defaultHelp, ...(choices.length ? { choices } : {}) });
}

/** `--scenario`: a Seafarers scenario, and with it Seafarers' rules and maps. */
export function scenarioFlag(cmd: Command): Command {
  return ruleOptionFlag(cmd, 'scenario');
}

/** The rule options: turn cap, victory target and trade, then every flag the rule sets declare (turn rule, variant, scenario). */
export function ruleFlags(cmd: Command): Command {
  flag(cmd, G_RULES, '--turn-cap <n>', 'regular turns before a game ends as capped', { default: '1000', parse: int('--turn-cap', 1, 1_000_000) });
  flag(cmd, G_RULES, '--target-vp <n>', 'victory points to win', { default: "10, or the scenario's, or 13 with Cities & Knights; one more with --harbormaster", parse: int('--target-vp', 3, 30) });
  flag(cmd, G_RULES, '--trade <on|off>', 'domestic trade between players', { default: 'on', choices: ['on', 'off'] });
  for (const o of RULE_OPTIONS) if (o.flag) ruleOptionFlag(cmd, o.name);
  return cmd;
}

/** `--workers` and `--worker-memory`: how the games are spread over the machine. */
export function runningFlags(cmd: Command): Command {
  flag(cmd, G_RUNNING, '-w, --workers <n>', 'worker threads', { default: 'one per core', parse: int('--workers', 1, 1024) });
  return flag(cmd, G_RUNNING, '--worker-memory <mb>', 'heap limit of each worker thread in MB: a bot that exceeds it forfeits that game', {
    default: "the machine's memory shared among the workers, 512-4096",
    parse: int('--worker-memory', 64, 1_048_576),
  });
}

/** `--out`, `--force`, `--json`, `--report`, `--quiet`, and `--record` with `--record-format` where games are recorded. */
export function outputFlags(cmd: Command, o: { folder: string; out: string; record?: boolean }): Command {
  flag(cmd, G_OUTPUT, '-o, --out <dir>', `${o.folder} folder`, { default: o.out });
  flag(cmd, G_OUTPUT, '--force', `overwrite an existing ${o.folder} folder given with --out`);
  if (o.record) {
    flag(cmd, G_OUTPUT, '--record', 'also write every game record to games.jsonl.gz (for replay and show; gzip-compressed JSON Lines)');
    flag(cmd, G_OUTPUT, '--record-format <format>', 'with --record: jsonl.gz, or jsonl for plain JSON Lines in games.jsonl', { default: DEFAULT_RECORD_FILE_FORMAT, choices: RECORD_FILE_FORMATS });
  }
  flag(cmd, G_OUTPUT, '--json', 'print the summary as JSON on stdout (no tables, no progress)');
  flag(cmd, G_OUTPUT, '--report', `also write report.html (charts, self-contained) into the ${o.folder} folder`);
  return flag(cmd, G_OUTPUT, '-q, --quiet', 'no progress output');
}

/** `--resume`: run, match and ladder each continue any interrupted folder as the command that started it. */
export function resumeFlags(cmd: Command): Command {
  flag(cmd, G_RESUME, '--resume <dir>', 'continue the interrupted run, match or ladder in <dir> as the command that started it, with its settings (give no others)');
  return verifyFlag(cmd, 'with --resume: games of the folder to play again and compare with their rows before going on');
}

function verifyArg(v: string): VerifySetting {
  const setting = parseVerify(v);
  if (!setting) throw new InvalidArgumentError('--verify must be a whole number of games, all or none.');
  return setting;
}

/** `--verify`: how many of a folder's games resume and merge play again to check its rows (docs/results-format.md). */
export function verifyFlag(cmd: Command, what: string): Command {
  return flag(cmd, G_RESUME, '--verify <n|all|none>', `${what}: a number drawn from the folder, all, or none`, { default: String(DEFAULT_VERIFY_SAMPLE), parse: verifyArg });
}

/** `--shard`: run plays a part of the games; merge combines the parts. */
export function shardFlag(cmd: Command): Command {
  return flag(cmd, G_RESUME, '--shard <k/n>', 'play only shard k of n (whole seat-rotation blocks, needs a --seed); combine the shards with merge');
}

/**
 * An old spelling kept working, hidden from the help: it warns and sets the current flag (`target`,
 * an attribute name such as `map`) to its value, parsed by `parse` or, for a switch, `value`.
 */
export function deprecatedAlias(cmd: Command, flags: string, current: string, target: string, o: { parse?: (v: string) => unknown; value?: unknown } = {}): Command {
  const option = new Option(flags).hideHelp();
  if (o.parse) option.argParser(o.parse);
  cmd.addOption(option);
  cmd.on(`option:${option.name()}`, () => {
    console.error(`warning: ${option.long} is an old spelling: use ${current}`);
    cmd.setOptionValueWithSource(target, o.value ?? cmd.getOptionValue(option.attributeName()), 'cli');
  });
  return cmd;
}
