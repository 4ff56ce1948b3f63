// Random games on the engine of any build of catan-arena, by this driver: for side-by-side runs of
// workloads an older version's own bench/engine.js cannot play (Catan for Two), both sides then run
// the very same loop and differ only in the engine they import. Uses only what every version since
// the rule-set seam exports (generateMap, frameFor, createGame, buildGameBoard, playGame, the random
// bot), and gameMaker where the build has it, as each version's own runner would.
//
//   ENGINE_ROOT=<checkout with dist/> BENCH_GAMES=N BENCH_VARIANT=catan-for-two node dist/bench/games-on.js <players>
//   BENCH_VARIANT=scenario:<id> plays a Seafarers scenario on its own board instead.
//
// Domestic trade off, random maps on the options' frame, four-stream seeding as in playGame.
// Prints one JSON line with the figures side-by-side.ts reads (and writes it to BENCH_OUT if set).

import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { engineRoot as root, loadEngine as load } from './engine-root.js';

const players = Number(process.argv[2] ?? 4);
const variant = process.env.BENCH_VARIANT ?? 'none';
const games = Number(process.env.BENCH_GAMES ?? 5000);
if (!Number.isInteger(players) || players < 2 || players > 6) throw new Error(`players: expected 2-6, got ${process.argv[2]}`);
if (!Number.isInteger(games) || games < 1) throw new Error(`BENCH_GAMES: expected a positive integer, got ${process.env.BENCH_GAMES}`);

type Options = Record<string, unknown>;
interface Registry {
  createGame(board: unknown, options: Options): { maxActions: number };
  buildGameBoard(spec: unknown, options: Options): unknown;
  frameFor(options: Options): unknown;
  gameMaker?: (options: Options) => { board(spec: unknown): unknown; game(board: unknown): { maxActions: number } };
  scenarioBoardFor?: (options: Options, variable: boolean, seed: string) => unknown;
}
interface Result {
  steps: number;
  turns: number;
  winner: number;
}
const registry = await load<Registry>('rules/registry.js');
const { generateMap } = await load<{ generateMap(choice: unknown, seed: string, frame: unknown): unknown }>('maps/generators.js');
const { playGame } = await load<{ playGame(game: unknown, seed: string, bots: unknown[]): { result: Result } }>('tournament/play-game.js');
const { createRandomBot } = await load<{ createRandomBot(): unknown }>('bots/random.js');

const scenario = variant.startsWith('scenario:') ? variant.slice('scenario:'.length) : null;
const options: Options = { players, tradeOffersPerTurn: 0, ...(scenario ? { scenario } : variant === 'none' ? {} : { variant }) };
const frame = registry.frameFor(options);
const maker = registry.gameMaker?.(options);
const makeGame = (seed: string) => {
  const spec = scenario ? registry.scenarioBoardFor!(options, false, seed) : generateMap({ generator: 'random', options: {} }, seed, frame);
  return maker ? maker.game(maker.board(spec)) : registry.createGame(registry.buildGameBoard(spec, options), options);
};

function play(n: number, offset: number) {
  const bots = Array.from({ length: players }, () => createRandomBot());
  let steps = 0;
  let turns = 0;
  let check = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const seed = `bench:${offset + i}`;
    const { result } = playGame(makeGame(seed), seed, bots);
    steps += result.steps;
    turns += result.turns;
    check = (Math.imul(check, 31) + result.steps * 7 + result.winner) | 0;
  }
  const ns = Number(process.hrtime.bigint() - t0);
  const cpu = process.cpuUsage(cpu0);
  return { ns, cpuUs: cpu.user + cpu.system, steps, turns, check };
}

play(Math.min(300, games), 1_000_000); // warm-up
const g = play(games, 0);
const figures = {
  engineRoot: root,
  players,
  variant,
  games,
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  loadAverage: os.loadavg()[0],
  gamesPerSecond: games / (g.ns / 1e9),
  gamesPerCpuSecond: games / (g.cpuUs / 1e6),
  meanStepsPerGame: g.steps / games,
  meanTurnsPerGame: g.turns / games,
  // Equal on both sides when the two engines play the same games.
  resultsCheck: g.check,
};
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(figures, null, 2) + '\n');
console.log(JSON.stringify(figures));
