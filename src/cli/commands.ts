// The commands of the command line, one function each: its arguments, its flags by group
// (flags.ts), and the module that runs it. Each module is imported when its command runs: the CLI
// is started once per command (and hundreds of times by the tests), and loading every command's
// code, openskill's 370 files among them, took most of a short command's time.

import { Option, type Command } from 'commander';
import { BUILTIN_BOTS } from '../bots/registry.js';
import { GENERATOR_DESCRIPTIONS, GENERATOR_NAMES } from '../maps/generators.js';
import { RULE_OPTIONS, RULE_SETS } from '../rules/registry.js';
import { valuesOf } from '../rules/option-table.js';
import type { RuleOption } from '../rules/rule-set.js';
import type { BalanceFlags } from './balance.js';
import {
  BOT_NAMES,
  botFlags,
  deprecatedAlias,
  flag,
  G_BOTS,
  G_GAMES,
  G_MAP,
  G_OUTPUT,
  gameFlags,
  int,
  jsonObject,
  mapFlags,
  outputFlags,
  resumeFlags,
  ruleFlags,
  runningFlags,
  verifyFlag,
  scenarioFlag,
  seedFlag,
  shardFlag,
  MAP_OPTIONS_EXAMPLE,
} from './flags.js';
import type { LadderFlags } from './ladder.js';
import type { MapFlags } from './map.js';
import type { MatchFlags } from './match.js';
import type { MergeFlags } from './merge.js';
import type { ReplayFlags } from './replay.js';
import { addSection } from './help.js';
import { writeReportLazily } from './report-html.js';
import type { RunFlags } from './run.js';
import { scenariosText } from './scenarios.js';
import type { ShowFlags } from './show.js';

export type SetExit = (code: number) => void;

const OUT_DEFAULT = 'results/<name>, numbered if taken';
const SHARD_REFUSED = 'shards are for run: a match stops on its SPRT in game order, and a ladder is rated over all its games, so each plays on one machine';

/** The groups of flags run, match and ladder all take; a flag a command adds joins its group in the help. */
function tournamentFlags(cmd: Command, o: { players: string; out: string; bots?: { description: string; default: string } }): Command {
  gameFlags(cmd, { games: '1000', players: o.players });
  botFlags(cmd, { bots: o.bots });
  mapFlags(cmd, { default: 'official; with --scenario: scenario' });
  ruleFlags(cmd);
  runningFlags(cmd);
  outputFlags(cmd, { folder: 'results', out: o.out, record: true });
  return resumeFlags(cmd);
}

/** `run [config]`: a tournament from a config and flags, or `--resume` of any interrupted folder. */
export function defineRun(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('run')
    .description('play a tournament: games fanned over all cores, tables on the terminal, files in results/')
    .argument('[config]', "a JSON config (configs/ holds examples): its fields are the defaults, and flags override them");
  tournamentFlags(cmd, { players: 'the number of bots, or 4', out: OUT_DEFAULT, bots: { description: 'comma-separated bots, one per seat', default: 'random in every seat' } });
  shardFlag(cmd);
  cmd.action(async (config: string | undefined, flags: RunFlags) => setExit(await (await import('./run.js')).runCommand(config, flags)));
}

/**
 * `--resume` on match and ladder: the folder's own line-up goes on, so none may be given. A refusal is
 * commander's error, told as its own are (help.ts); `main` makes it exit 2.
 */
function resumeInstead(cmd: Command, flags: { resume?: string; shard?: string }, given: boolean): boolean {
  if (flags.shard !== undefined) cmd.error(`error: --shard: ${SHARD_REFUSED}`, { code: 'catan-arena.shard' });
  if (flags.resume === undefined) return false;
  if (given) cmd.error(`error: --resume ${flags.resume} goes on with the folder's own bots and settings: give no bots`, { code: 'catan-arena.resume' });
  return true;
}

/** `match <a> <b>`: a head-to-head, or `--resume` of an interrupted folder. */
export function defineMatch(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('match')
    .description('head-to-head of bot A against bot B in every seating, with Elo difference and optional SPRT early stop')
    .usage('[options] <a> <b>')
    .argument('[a]', `bot A: ${BOT_NAMES}`)
    .argument('[b]', 'bot B, named the same way (a bot against itself plays as <name>-A and <name>-B)');
  tournamentFlags(cmd, { players: '4 (two seats each); 2 gives one seat each, 6 three', out: 'results/match-<a>-vs-<b>, numbered if taken' });
  flag(cmd, G_BOTS, '--options-a <json>', "bot A's options as a JSON object (the same as --bot-options '{\"<A's label>\": ...}')", { parse: jsonObject('{"iterations": 100}') });
  flag(cmd, G_BOTS, '--options-b <json>', "bot B's options as a JSON object", { parse: jsonObject('{"iterations": 100}') });
  flag(cmd, 'Match:', '--sprt <elo0,elo1,alpha,beta>', 'stop when the sequential probability ratio test accepts H0 (A is at most elo0 stronger) or H1 (at least elo1)', { default: 'no early stop' });
  cmd.addOption(hiddenShard());
  cmd.action(async (a: string | undefined, b: string | undefined, flags: MatchFlags & { shard?: string }) => {
    if (resumeInstead(cmd, flags, a !== undefined)) return setExit(await (await import('./resume.js')).resumeCommand(flags.resume!, flags));
    if (b === undefined) cmd.error(`error: missing required argument '${a === undefined ? 'a' : 'b'}'`, { code: 'commander.missingArgument' });
    setExit(await (await import('./match.js')).matchCommand(a!, b!, flags));
  });
}

/** `ladder <bots...>`: a round robin, or `--resume` of an interrupted folder. */
export function defineLadder(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('ladder')
    .description('round robin of several bots over every seating, rated with a Plackett-Luce model (openskill)')
    .usage('[options] <bots...>')
    .argument('[bots...]', `two or more bots, each ${BOT_NAMES}`);
  tournamentFlags(cmd, { players: 'the number of bots, at most 4', out: 'results/ladder, numbered if taken' });
  cmd.addOption(hiddenShard());
  cmd.action(async (bots: string[], flags: LadderFlags & { shard?: string }) => {
    if (resumeInstead(cmd, flags, bots.length > 0)) return setExit(await (await import('./resume.js')).resumeCommand(flags.resume!, flags));
    if (bots.length === 0) cmd.error("error: missing required argument 'bots'", { code: 'commander.missingArgument' });
    setExit(await (await import('./ladder.js')).ladderCommand(bots, flags));
  });
}

/** `--shard` on match and ladder: refused with the reason (resumeInstead), rather than called unknown. */
function hiddenShard(): Option {
  return new Option('--shard <k/n>').hideHelp();
}

/** `map`: one map dealt or loaded, drawn and measured; the old map flags kept as hidden aliases. */
export function defineMap(program: Command, setExit: SetExit): void {
  const cmd = program.command('map').description('deal a map (or load a map file), draw it with its static measures, save it as JSON and/or SVG');
  mapFlags(cmd, { default: 'official; with --scenario: scenario' });
  scenarioFlag(cmd);
  seedFlag(cmd, 'seed of the map: block b of a run with --seed S plays the map of seed "S:b"');
  flag(cmd, G_GAMES, '-p, --players <n>', 'seats in the snake draft of the static measures; 5-6 deal the 5-6 board', { default: '4', parse: int('--players', 2, 6) });
  flag(cmd, G_OUTPUT, '--save <file>', 'save the map as a map file (JSON)');
  flag(cmd, G_OUTPUT, '--svg <file>', 'save a picture of the map (SVG)');
  flag(cmd, G_OUTPUT, '--json', 'print the map file and its static measures as JSON');
  deprecatedAlias(cmd, '-G, --generator <name>', '--map', 'map');
  deprecatedAlias(cmd, '-f, --file <map.json>', '--map', 'map');
  deprecatedAlias(cmd, '--options <json>', '--map-options', 'mapOptions', { parse: jsonObject(MAP_OPTIONS_EXAMPLE) });
  deprecatedAlias(cmd, '--variable', '--map random', 'map', { value: 'random' });
  addSection(cmd, 'Generators (--map):', GENERATOR_NAMES.map((g) => [g, GENERATOR_DESCRIPTIONS[g]]));
  cmd.action(async (flags: MapFlags) => setExit((await import('./map.js')).mapCommand(flags)));
}

/** Balance's old `--options`, keyed by generator: the generators' options do not overlap, so they merge into one object. */
function flattenKeyed(text: string): Record<string, unknown> {
  const keyed = jsonObject('{"balanced": {"terrainCluster": 1}}')(text);
  return Object.assign({}, ...Object.values(keyed).map((v) => jsonObject('{"terrainCluster": 1}')(JSON.stringify(v))));
}

/** `balance`: maps or generators compared for fairness; the old map flags kept as hidden aliases. */
export function defineBalance(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('balance')
    .description('how fair is a map or a generator: static measures over sampled maps, seeded games between bots, seat fairness, set-up heat maps, maps side by side');
  gameFlags(cmd, { games: '400 per map compared', players: '4' });
  botFlags(cmd, { bots: { description: 'one bot for every seat, or one per seat, comma-separated', default: 'greedy' } });
  mapFlags(cmd, { default: 'official,balanced; with --scenario: scenario,random', list: true });
  flag(cmd, G_MAP, '--maps <n>', 'maps sampled for the static measures (at least one per map played)', { default: '1000', parse: int('--maps', 1, 10_000_000) });
  flag(cmd, G_MAP, '--strong <pips>', 'pips from which an intersection counts as strong', { default: '10', parse: int('--strong', 1, 45) });
  ruleFlags(cmd);
  runningFlags(cmd);
  flag(cmd, G_OUTPUT, '-n, --name <name>', 'report name: files go to results/<name>/', { default: 'balance' });
  outputFlags(cmd, { folder: 'report', out: OUT_DEFAULT });
  deprecatedAlias(cmd, '-G, --generator <list>', '--map', 'map');
  deprecatedAlias(cmd, '--options <json>', '--map-options', 'mapOptions', { parse: flattenKeyed });
  cmd.action(async (flags: BalanceFlags) => setExit(await (await import('./balance.js')).balanceCommand(flags)));
}

/** `merge <dirs...>`: the shards of one run combined, with the output flags run has. */
export function defineMerge(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('merge')
    .description('combine the results folders of the shards of one run (or any folders of one plan) into one summary')
    .argument('<dirs...>', 'results folders');
  outputFlags(cmd, { folder: 'merged results', out: 'results/<name>-merged' });
  verifyFlag(cmd, "games of each folder to play again and compare with their rows");
  runningFlags(cmd);
  cmd.action(async (dirs: string[], flags: MergeFlags) => setExit(await (await import('./merge.js')).mergeCommand(dirs, flags)));
}

const GAME_INDEX = "the game: its index in the run, as games.csv's index column counts (from 0)";

/** `show <file>`: one recorded game as a page, chosen by its index in the run. */
export function defineShow(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('show')
    .description('write an HTML page that replays one recorded game on the board: step forward and back, hands, VP, pieces, robber, dice, the log')
    .argument('<file>', 'records file, e.g. results/<name>/games.jsonl.gz or games.jsonl (or one .json record)');
  flag(cmd, G_GAMES, '--game <index>', GAME_INDEX, { default: 'the first game in the file', parse: int('--game', 0, 100_000_000) });
  flag(cmd, G_OUTPUT, '-o, --out <file>', 'the page to write', { default: 'game-<index>.html beside the records' });
  cmd.action(async (file: string, flags: ShowFlags) => setExit(await (await import('./show.js')).showCommand(file, flags)));
}

/** `replay <file>`: every record re-run and checked; one game's final position drawn. */
export function defineReplay(program: Command, setExit: SetExit): void {
  const cmd = program
    .command('replay')
    .description('re-run game records (.jsonl.gz, .jsonl or .json) and check every move, and the board, dice and cards against the seed')
    .argument('<file>', 'records file, e.g. results/<name>/games.jsonl.gz or games.jsonl');
  flag(cmd, G_GAMES, '--game <index>', `${GAME_INDEX} to draw with --draw or --svg`, { default: 'the first game in the file', parse: int('--game', 0, 100_000_000) });
  flag(cmd, G_OUTPUT, '--draw', 'also draw the final position of one game in the terminal');
  flag(cmd, G_OUTPUT, '--svg <file>', 'also draw the final position of one game as SVG (its map, pieces, robber, pirate, fog turned over, VP by source)');
  cmd.action(async (file: string, flags: ReplayFlags) => setExit(await (await import('./replay.js')).replayCommand(file, flags)));
}

/** `report <results-dir>`: report.html for a results folder. */
export function defineReport(program: Command, setExit: SetExit): void {
  program
    .command('report')
    .description('write report.html into a results folder (run, match, ladder, merge or balance): charts with intervals, self-contained, opens from the file system')
    .argument('<results-dir>', 'a results folder, e.g. results/default')
    .action(async (dir: string) => {
      console.log(`report: ${await writeReportLazily(dir)}`);
      setExit(0);
    });
}

/** A rule option as a rule set declares it: its values (with their meaning when it brings one), or a switch and what it does. */
function optionLine(o: RuleOption): string {
  if (o.values === 'boolean') return `${o.name} true|false: ${o.description}`;
  if (o.values.length === 1 && o.values[0]![1]) return `${o.name} ${o.values[0]![0]}: ${o.values[0]![1]}`;
  return `${o.name} ${o.values.map(([v]) => v).join('|')}: ${o.description}`;
}

/** `rules`, `scenarios`, `bots`: what can be played, and by whom. */
export function defineLists(program: Command): void {
  program
    .command('rules')
    .description('list the rule sets and the options that put them in play')
    .action(() => {
      for (const r of RULE_SETS) {
        console.log(`${r.name.padEnd(17)} ${r.summary}`);
        for (const o of r.options ?? []) console.log(`${''.padEnd(17)} option ${optionLine(o)}`);
      }
      const flags = RULE_OPTIONS.filter((o) => o.flag).map((o) => `${o.flag!.flags.split(' ')[0]} ${valuesOf(o).join('|')}`);
      console.log(`\noptions: --players; ${flags.join('; ')}`);
    });
  program
    .command('scenarios')
    .description('list the Seafarers scenarios: victory target, player counts, configs')
    .option('--json', 'print them as JSON')
    .action((flags: { json?: boolean }) => console.log(scenariosText(flags.json === true)));
  program
    .command('bots')
    .description('list the built-in bots and their options, and the evaluation weights the rule sets\' kits add')
    .action(() => {
      for (const [name, b] of Object.entries(BUILTIN_BOTS)) console.log(`${name.padEnd(10)} ${b.description}\n${''.padEnd(10)} options: ${b.options}`);
      console.log("\nweights the rule sets' kits add to the value evaluation (value and mcts option weights, in games of that rule set):");
      for (const r of RULE_SETS) {
        for (const [name, w] of Object.entries(r.kit?.weights ?? {})) console.log(`${r.name.padEnd(17)} ${name} (default ${w.default}): ${w.description}`);
      }
    });
}

/** `help [command]`: a command's help, or the program's; an unknown topic is a usage error of one line, not the whole help. */
export function defineHelp(program: Command): void {
  program.helpCommand(false);
  program
    .command('help')
    .usage('[command]')
    .argument('[command]')
    .description('display help for command')
    .action((name: string | undefined) => {
      if (name === undefined) program.help();
      const topic = program.commands.find((c) => c.name() === name && c.name() !== 'help');
      if (!topic) program.error(`error: unknown help topic '${name}' (commands: ${program.commands.map((c) => c.name()).filter((n) => n !== 'help').join(', ')})`, { code: 'catan-arena.help' });
      topic.help();
    });
}
