// The catan-arena command line.

import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import chalk from 'chalk';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { BUILTIN_BOTS, builtinBot } from '../bots/registry.js';
import { resolveOptions, OptionsError } from '../engine/options.js';
import { replayRecord, RecordError, type GameRecord } from '../engine/record.js';
import { runBatch, type GameRow, type MapChoice } from '../tournament/batch.js';
import { summarize } from '../tournament/summary.js';
import { formatSummary } from './format.js';
import { packageVersion } from './version.js';

const VERSION = packageVersion();

class UsageError extends Error {}

function int(name: string, lo: number, hi: number) {
  return (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < lo || n > hi) throw new InvalidArgumentError(`${name} must be an integer from ${lo} to ${hi}.`);
    return n;
  };
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('catan-arena')
    .description('Seeded, reproducible bot-vs-bot Catan games and tournaments')
    .version(VERSION)
    .option('--no-color', 'plain output without colour')
    .showHelpAfterError()
    .exitOverride();
  program.hook('preAction', (cmd) => {
    if (cmd.opts().color === false) chalk.level = 0;
  });

  program
    .command('play')
    .description('play a seeded batch of games in this process and print a summary')
    .option('-g, --games <n>', 'number of games', int('--games', 1, 100_000_000), 1000)
    .option('-s, --seed <seed>', 'master seed; game i uses "<seed>:<i>"', '1')
    .option('-p, --players <n>', 'players per game (2-4)', int('--players', 2, 4), 4)
    .option('-b, --bots <list>', `comma-separated bots, one per seat (built-in: ${Object.keys(BUILTIN_BOTS).join(', ')})`)
    .addOption(new Option('-m, --map <kind>', 'board').choices(['random', 'beginner']).default('random'))
    .option('--turn-cap <n>', 'regular turns before a game ends as capped', int('--turn-cap', 1, 1_000_000), 1000)
    .option('--target-vp <n>', 'victory points to win', int('--target-vp', 3, 30), 10)
    .addOption(new Option('--trade <on|off>', 'domestic trade between players').choices(['on', 'off']).default('on'))
    .option('--trade-offers <n>', 'domestic offers per turn when trade is on', int('--trade-offers', 1, 100), 3)
    .option('--record <file>', 'write every game record to this .jsonl file')
    .option('--json', 'print the summary as JSON instead of tables')
    .action((o) => play(o));

  program
    .command('replay')
    .description('re-run game records (.jsonl or .json) and check every move and result')
    .argument('<file>', 'records file')
    .action((file: string) => replay(file));

  program
    .command('bots')
    .description('list the built-in bots')
    .action(() => {
      for (const [name, b] of Object.entries(BUILTIN_BOTS)) console.log(`${name.padEnd(10)} ${b.description}`);
    });
  return program;
}

interface PlayOpts {
  games: number;
  seed: string;
  players: number;
  bots?: string;
  map: MapChoice;
  turnCap: number;
  targetVp: number;
  trade: 'on' | 'off';
  tradeOffers: number;
  record?: string;
  json?: boolean;
}

function play(o: PlayOpts): void {
  const lineup = o.bots ? o.bots.split(',').map((b) => b.trim()) : Array<string>(o.players).fill('random');
  if (lineup.length !== o.players) throw new UsageError(`--bots names ${lineup.length} bots but --players is ${o.players}`);
  for (const b of lineup) if (!builtinBot(b)) throw new UsageError(`--bots: unknown bot "${b}" (built-in: ${Object.keys(BUILTIN_BOTS).join(', ')})`);
  const options = resolveOptions({
    players: o.players,
    turnCap: o.turnCap,
    targetVp: o.targetVp,
    tradeOffersPerTurn: o.trade === 'on' ? o.tradeOffers : 0,
  });
  const rows: GameRow[] = [];
  const records: string[] = [];
  const t0 = performance.now();
  for (const row of runBatch({ seed: o.seed, games: o.games, map: o.map, options, lineup, makeBot: (n) => builtinBot(n)!(), record: !!o.record })) {
    if (row.record) {
      records.push(JSON.stringify(row.record));
      delete row.record;
    }
    rows.push(row);
  }
  const seconds = (performance.now() - t0) / 1000;
  if (o.record) {
    const tmp = `${o.record}.tmp-${process.pid}`;
    writeFileSync(tmp, records.join('\n') + '\n');
    renameSync(tmp, o.record);
  }
  const sum = summarize(rows, lineup);
  if (o.json) {
    console.log(JSON.stringify({ version: VERSION, seed: o.seed, map: o.map, options, lineup, seconds, summary: sum }, null, 2));
    return;
  }
  console.log(formatSummary(sum, { seconds, title: `${o.games} games, seed "${o.seed}", ${o.map} map, ${o.players} players, trade ${o.trade}` }));
  if (o.record) console.log(`records written to ${o.record}`);
}

function replay(file: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as Error).message}`);
  }
  const lines = file.endsWith('.json') ? [text] : text.split('\n').filter((l) => l.trim() !== '');
  let ok = 0;
  const failures: string[] = [];
  lines.forEach((line, i) => {
    let rec: GameRecord;
    try {
      rec = JSON.parse(line) as GameRecord;
    } catch (err) {
      failures.push(`${file}:${i + 1}: not JSON (${(err as Error).message})`);
      return;
    }
    try {
      replayRecord(rec);
      ok++;
    } catch (err) {
      if (!(err instanceof RecordError)) throw err;
      failures.push(`${file}:${i + 1}: game ${rec.index ?? '?'} (seed ${rec.seed}): ${err.message}`);
    }
  });
  for (const f of failures) console.error(chalk.red('FAIL ') + f);
  console.log(`${ok} of ${lines.length} records replayed and checked`);
  if (failures.length) process.exitCode = 1;
}

export function main(argv: string[]): void {
  const program = buildProgram();
  try {
    program.parse(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      process.exitCode = err.exitCode === 0 ? 0 : 2;
      return;
    }
    if (err instanceof UsageError || err instanceof OptionsError) {
      console.error(`error: ${err.message}`);
      process.exitCode = 2;
      return;
    }
    throw err;
  }
}
