// The catan-arena command line (commander).

import chalk from 'chalk';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { BUILTIN_BOTS } from '../bots/registry.js';
import { OptionsError } from '../rules/options.js';
import { RULE_SETS } from '../rules/registry.js';
import { SCENARIO_CHOICES, TURN_RULES, VARIANTS } from '../rules/options.js';
import { scenariosText } from './scenarios.js';
import { ConfigError } from '../tournament/config.js';
import { ResultsError } from '../tournament/results.js';
import { UsageError } from './errors.js';
import type { ReplayFlags } from './replay.js';
import type { RunFlags } from './run.js';
import type { MatchFlags } from './match.js';
import type { LadderFlags } from './ladder.js';
import { packageVersion } from './version.js';
import type { MapFlags } from './map.js';
import type { BalanceFlags } from './balance.js';
import { GENERATOR_DESCRIPTIONS, GENERATOR_NAMES } from '../maps/generators.js';
import { MapFileError } from '../maps/map-file.js';
import { BoundedReadError } from '../files/bounded-read.js';
import { machineCondition, OutputError } from '../files/output.js';
import { writeReportLazily } from './report-html.js';
import type { ShowFlags } from './show.js';
import type { MergeFlags } from './merge.js';
import { DEFAULT_VERIFY_SAMPLE, parseVerify, type VerifySetting } from '../tournament/verify-setting.js';

function int(name: string, lo: number, hi: number) {
  return (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < lo || n > hi) throw new InvalidArgumentError(`${name} must be an integer from ${lo} to ${hi}.`);
    return n;
  };
}

function verifyArg(v: string): VerifySetting {
  const setting = parseVerify(v);
  if (!setting) throw new InvalidArgumentError('--verify must be a whole number of games, all or none.');
  return setting;
}

// Each command's module is imported when that command runs: the CLI is started once per command
// (and hundreds of times by the tests), and loading every command's code, openskill's 370 files
// among them, took most of a short command's time.
export function buildProgram(setExit: (code: number) => void): Command {
  const program = new Command();
  program
    .name('catan-arena')
    .description('Seeded, reproducible bot-vs-bot Catan tournaments')
    .version(packageVersion())
    .option('--no-color', 'plain output without colour')
    .showHelpAfterError()
    .exitOverride();
  program.hook('preAction', (cmd) => {
    // NO_COLOR (https://no-color.org): any non-empty value turns colour off, as --no-color does.
    if (cmd.opts().color === false || (process.env.NO_COLOR ?? '') !== '') chalk.level = 0;
  });

  const gameOptions = (cmd: Command, defaults: { games: number }) =>
    cmd
      .option('-g, --games <n>', `number of games (default ${defaults.games})`, int('--games', 1, 100_000_000))
      .option('-s, --seed <seed>', 'master seed (default: 128 random bits, printed in the title line)')
      .option('-w, --workers <n>', 'worker threads (default: number of cores)', int('--workers', 1, 1024))
      .option('-m, --map <map>', `a map generator (${GENERATOR_NAMES.join(', ')}; default official) or a map JSON file; with --scenario: scenario (default) or random`)
      .option('--turn-cap <n>', 'regular turns before a game ends as capped (default 1000)', int('--turn-cap', 1, 1_000_000))
      .option('--target-vp <n>', "victory points to win (default 10, or the scenario's)", int('--target-vp', 3, 30))
      .addOption(new Option('--trade <on|off>', 'domestic trade between players (default on)').choices(['on', 'off']))
      .addOption(variantOption())
      .addOption(scenarioOption())
      .addOption(
        turnRuleOption(),
      )
      .option('--time-budget <ms>', 'per-decision time budget; a slower bot forfeits the game (default 5000)', int('--time-budget', 1, 3_600_000))
      .option('--worker-memory <mb>', "heap limit of each worker thread in MB; a bot that exceeds it forfeits that game (default: the machine's memory shared among the workers, 512-4096)", int('--worker-memory', 64, 1_048_576))
      .option('-o, --out <dir>', 'results folder (default under results/, numbered if taken)')
      .option('--record', 'also write every game record to games.jsonl')
      .option('--force', 'overwrite an existing results folder')
      .option('--json', 'print the summary as JSON on stdout (no tables, no progress)')
      .option('--report', 'also write report.html (charts, self-contained) into the results folder')
      .option('-q, --quiet', 'no progress output')
      .option('--quiet-bots', "keep the bots' own output off the terminal (a module bot's console, a command bot's stderr)");

  gameOptions(
    program
      .command('run')
      .description('play a tournament: games fanned over all cores, tables on the terminal, files in results/')
      .argument('[config]', 'a JSON config (see configs/); flags override its fields')
      .option('-b, --bots <list>', `comma-separated bots, one per seat: built-in names (${Object.keys(BUILTIN_BOTS).join(', ')}) or paths to .js/.ts bot modules`)
      .option('-p, --players <n>', 'players per game, 2-6 (default: number of bots, or 4)', int('--players', 2, 6)),
    { games: 1000 },
  )
    .option('--shard <k/n>', 'play only shard k of n (whole seat-rotation blocks); combine shards with merge')
    .option('--resume <dir>', 'continue the interrupted run in <dir> (its settings are used)')
    .option('--verify <n|all|none>', `with --resume: games of the folder to play again and compare with their rows before going on: a number drawn from the folder (default ${DEFAULT_VERIFY_SAMPLE}), all, or none`, verifyArg)
    .action(async (config: string | undefined, flags: RunFlags) => setExit(await (await import('./run.js')).runCommand(config, flags)));

  gameOptions(
    program
      .command('match')
      .description('head-to-head of bot A against bot B in every seating, with Elo difference and optional SPRT early stop')
      .argument('<a>', 'bot A: built-in name or path to a bot module')
      .argument('<b>', 'bot B')
      .option('-p, --players <n>', 'players per game: 2 (one seat each), 4 (two seats each, default) or 6 (three each)', int('--players', 2, 6))
      .option('--sprt <elo0,elo1,alpha,beta>', 'stop when the sequential probability ratio test accepts H0 (A is at most elo0 stronger) or H1 (at least elo1)')
      .option('--options-a <json>', "bot A's options as a JSON object")
      .option('--options-b <json>', "bot B's options as a JSON object"),
    { games: 1000 },
  ).action(async (a: string, b: string, flags: MatchFlags) => setExit(await (await import('./match.js')).matchCommand(a, b, flags)));

  gameOptions(
    program
      .command('ladder')
      .description('round robin of several bots over every seating, rated with a Plackett-Luce model (openskill)')
      .argument('<bots...>', 'two or more bots: built-in names or paths to bot modules')
      .option('-p, --players <n>', 'players per game, 2-6 (default: min(4, number of bots))', int('--players', 2, 6)),
    { games: 1000 },
  ).action(async (bots: string[], flags: LadderFlags) => setExit(await (await import('./ladder.js')).ladderCommand(bots, flags)));

  program
    .command('map')
    .description('deal a map with a generator (or load a map file), draw it with its static measures, save it as JSON and/or SVG')
    .option('-s, --seed <seed>', 'seed of the map (default "1"); a run\'s block b plays the map of seed "<master>:<b>"')
    .option('-G, --generator <name>', `generator: ${GENERATOR_NAMES.map((g) => `${g} (${GENERATOR_DESCRIPTIONS[g]})`).join('; ')}. Default official`)
    .option('--options <json>', 'generator options as a JSON object, e.g. \'{"terrainCluster": 1, "desert": "inland"}\'')
    .option('-f, --file <map.json>', 'show a saved map file instead of dealing one')
    .option('--save <file>', 'save the map as a map file (JSON)')
    .option('--svg <file>', 'save a picture of the map (SVG)')
    .option('-p, --players <n>', 'seats in the snake draft of the static measures; 5-6 deal the 5-6 board (default 4)', int('--players', 2, 6))
    .option('--json', 'print the map file and its static measures as JSON')
    .addOption(scenarioOption())
    .option('--variable', "with --scenario: deal the scenario's variable set-up instead of its printed layout")
    .action(async (flags: MapFlags) => setExit((await import('./map.js')).mapCommand(flags)));

  program
    .command('balance')
    .description('how fair is a map or a generator: static measures over sampled maps, seeded games between bots, seat fairness, set-up heat maps, generators side by side')
    .option('-G, --generator <list>', `comma-separated generators to compare (${GENERATOR_NAMES.join(', ')}; default official,balanced)`)
    .option('-m, --map <map>', 'one map instead: beginner or a map JSON file')
    .option('--options <json>', 'generator options keyed by generator, e.g. \'{"balanced": {"terrainCluster": 1}}\'')
    .option('-g, --games <n>', 'games per generator or map (default 400): one game per map and dice seed when every seat has the same bot, else every seat rotation of each', int('--games', 1, 100_000_000))
    .option('--maps <n>', 'maps sampled for the static measures (default 1000, at least one per simulated map)', int('--maps', 1, 10_000_000))
    .option('-b, --bots <list>', 'one bot for every seat, or one per seat (default greedy)')
    .option('-p, --players <n>', 'players per game, 2-6 (default 4); 5-6 players play on the 5-6 board', int('--players', 2, 6))
    .addOption(turnRuleOption())
    .addOption(variantOption())
    .addOption(scenarioOption())
    .option('-s, --seed <seed>', 'master seed (default: 128 random bits, printed in the title line)')
    .option('-w, --workers <n>', 'worker threads (default: number of cores)', int('--workers', 1, 1024))
    .option('--worker-memory <mb>', 'heap limit of each worker thread in MB (default: a share of the memory, 512-4096)', int('--worker-memory', 64, 1_048_576))
    .option('--turn-cap <n>', 'regular turns before a game ends as capped (default 1000)', int('--turn-cap', 1, 1_000_000))
    .addOption(new Option('--trade <on|off>', 'domestic trade between players (default on)').choices(['on', 'off']))
    .option('--strong <pips>', 'pips from which an intersection counts as strong (default 10)', int('--strong', 1, 45))
    .option('-n, --name <name>', 'report name: files go to results/<name>/ (default balance, numbered if taken)')
    .option('-o, --out <dir>', 'report folder (instead of results/<name>)')
    .option('--force', 'overwrite an existing report folder given with --out')
    .option('--json', 'print balance.json on stdout (no tables, no progress)')
    .option('--report', 'also write report.html (charts, heat maps, example maps) into the report folder')
    .option('-q, --quiet', 'no progress output')
    .action(async (flags: BalanceFlags) => setExit(await (await import('./balance.js')).balanceCommand(flags)));

  program
    .command('merge')
    .description('combine results folders of shards of one run into one summary')
    .argument('<dirs...>', 'results folders')
    .option('-o, --out <dir>', 'merged results folder (default results/<name>-merged)')
    .option('--force', 'overwrite an existing results folder')
    .option('--json', 'print the merged summary as JSON')
    .option('--verify <n|all|none>', `games of each folder to play again and compare with their rows: a number drawn from the folder (default ${DEFAULT_VERIFY_SAMPLE}), all, or none`, verifyArg)
    .option('-w, --workers <n>', 'worker threads for the games played again (default: number of cores)', int('--workers', 1, 1024))
    .option('--worker-memory <mb>', 'heap limit of each worker thread in MB (default: a share of the memory, 512-4096)', int('--worker-memory', 64, 1_048_576))
    .action(async (dirs: string[], flags: MergeFlags) => setExit(await (await import('./merge.js')).mergeCommand(dirs, flags)));

  program
    .command('show')
    .description('write an HTML page that replays one recorded game on the board: step forward and back, hands, VP, pieces, robber, dice, the log')
    .argument('<file>', 'records file, e.g. results/<name>/games.jsonl (or one .json record)')
    .option('--game <n>', 'the game: its line in the file, from 1 (default 1)', int('--game', 1, 100_000_000))
    .option('-o, --out <file>', 'the page to write (default game-<n>.html beside the records)')
    .action(async (file: string, flags: ShowFlags) => setExit((await import('./show.js')).showCommand(file, flags)));

  program
    .command('report')
    .description('write report.html into a results folder (run, match, ladder or balance): charts with intervals, self-contained, opens from the file system')
    .argument('<results-dir>', 'a results folder, e.g. results/default')
    .action(async (dir: string) => {
      console.log(`report: ${await writeReportLazily(dir)}`);
      setExit(0);
    });

  program
    .command('replay')
    .description('re-run game records (.jsonl or .json) and check every move and result')
    .argument('<file>', 'records file, e.g. results/<name>/games.jsonl')
    .option('--svg <file>', 'also draw the final position of one game (its map, pieces, robber, pirate, fog turned over, VP by source)')
    .option('--draw', 'also draw the final position of one game in the terminal')
    .option('--game <n>', 'the game to draw: its line in the file, from 1 (default 1)', int('--game', 1, 100_000_000))
    .action(async (file: string, flags: ReplayFlags) => setExit((await import('./replay.js')).replayCommand(file, flags)));

  program
    .command('rules')
    .description('list the rule sets and the options that put them in play')
    .action(() => {
      for (const r of RULE_SETS) {
        console.log(`${r.name.padEnd(17)} ${r.summary}`);
        for (const o of r.options ?? []) console.log(`${''.padEnd(17)} option ${o.name}: ${o.description}`);
      }
      console.log(`\noptions: --players; --turn-rule ${TURN_RULES.join('|')}; --variant ${VARIANTS.join('|')}; --scenario (catan-arena scenarios)`);
    });
  program
    .command('scenarios')
    .description('list the Seafarers scenarios: victory target, player counts, configs')
    .option('--json', 'print them as JSON')
    .action((flags: { json?: boolean }) => console.log(scenariosText(flags.json === true)));
  program
    .command('bots')
    .description('list the built-in bots and their options')
    .action(() => {
      for (const [name, b] of Object.entries(BUILTIN_BOTS)) console.log(`${name.padEnd(10)} ${b.description}\n${''.padEnd(10)} options: ${b.options}`);
    });
  return program;
}

/** The rule options' choices come from their lists, so a new rule set shows up in the help. */
function variantOption(): Option {
  const named = RULE_SETS.filter((r) => (VARIANTS as readonly string[]).includes(r.name)).map((r) => `${r.name}: ${r.summary}`);
  return new Option('--variant <name>', `rule variant: none (default)${named.map((n) => `; ${n}`).join('')}`).choices([...VARIANTS]);
}
function turnRuleOption(): Option {
  return new Option('--turn-rule <rule>', '5-6 players: special-building (default; paired with a scenario) or paired').choices([...TURN_RULES]);
}
function scenarioOption(): Option {
  return new Option('--scenario <name>', 'a Seafarers scenario (see catan-arena scenarios), default none').choices([...SCENARIO_CHOICES]);
}

const PATH_ERRORS: Record<string, string> = {
  ENOTDIR: 'a file stands where a folder is needed',
  EISDIR: 'it is a folder, a file is needed',
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EEXIST: 'a file of that name is in the way of a folder',
  ENOSPC: 'no space left on the device',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

function isPathError(err: unknown): err is NodeJS.ErrnoException & { path: string; code: string } {
  const e = err as NodeJS.ErrnoException;
  return e instanceof Error && typeof e.path === 'string' && typeof e.code === 'string' && e.code in PATH_ERRORS;
}

export async function main(argv: string[]): Promise<void> {
  let code = 0;
  const program = buildProgram((c) => (code = c));
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      code = err.exitCode === 0 ? 0 : 2;
    } else if (err instanceof UsageError || err instanceof BoundedReadError || err instanceof OptionsError || err instanceof ConfigError || err instanceof ResultsError || err instanceof MapFileError || err instanceof OutputError) {
      console.error(`error: ${err.message}`);
      code = 2;
    } else if (isPathError(err)) {
      // A path the user gave that cannot be used as asked (--out naming a file, --save naming a folder, ...).
      console.error(`error: cannot use ${err.path}: ${PATH_ERRORS[err.code]}`);
      code = 2;
    } else if (machineCondition(err) !== null) {
      // A write of the machine's condition that no module named its file for.
      console.error(`error: cannot write: ${machineCondition(err)}`);
      code = 2;
    } else {
      throw err;
    }
  }
  process.exitCode = code;
}
