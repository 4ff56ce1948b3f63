// The built-in bots under Cities & Knights, 4 players on official boards (the official generator),
// to 13 VP: (a) how many games of four greedy bots end by a win rather than the turn cap, (b)
// greedy against three random bots, (c) value against three greedy, (d) mcts against three value
// (win rate, 95% Wilson interval), every rotation of a line-up on each map and dice seed, as the
// ladder plays them; and (e) random games per second and mean steps per game, Cities & Knights
// beside the base game, runs alternated (the option expansion: 'cities-knights'). Seeded: the same arguments give
// the same games, whatever the number of workers. Prints a table and writes results/bench/ck-bots.json.
//
//   npm run build && node dist/bench/ck-bots.js
//   CK_GAMES=400 node dist/bench/ck-bots.js              # games per line-up for (a)-(c) (default 400)
//   CK_MCTS_GAMES=200 node dist/bench/ck-bots.js         # games of (d) (default 1200, as the base ladder; 0 skips it)
//   CK_LINEUPS=greedy-vs-random node dist/bench/ck-bots.js   # only these line-ups
//   CK_SPEED_GAMES=300 node dist/bench/ck-bots.js        # random games per speed run (default 300; 0 skips it)
//   CK_WORKERS=1 node dist/bench/ck-bots.js              # worker threads (default: the cores)
//   CK_VALUE_OPTIONS='{"weights":{"ckLevel":0.5}}' ...    # the value hero's options (JSON); CK_MCTS_OPTIONS the mcts hero's
//   CK_SEED=tuning node dist/bench/ck-bots.js            # another set of maps and dice (default ck-bots)
//   CK_SELF_GAMES=800 CK_LINEUPS=value-vs-value ...      # self-play for tuning: value (CK_VALUE_OPTIONS) against three value bots

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Bot } from '../src/bots/bot.js';
import { builtinBot } from '../src/bots/registry.js';
import type { BoardSpec } from '../src/engine/board.js';
import { mapGenerator } from '../src/maps/generators.js';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { gameMaker } from '../src/rules/registry.js';
import { wilson } from '../src/stats/intervals.js';
import { rotations } from '../src/tournament/plan.js';
import { playGame } from '../src/tournament/play-game.js';
import { runInfo } from './run-info.js';

const GAMES = Number(process.env.CK_GAMES ?? 400);
const MCTS_GAMES = Number(process.env.CK_MCTS_GAMES ?? 1200);
const SPEED_GAMES = Number(process.env.CK_SPEED_GAMES ?? 300);
const WORKERS = Number(process.env.CK_WORKERS ?? availableParallelism());
const SEED = process.env.CK_SEED ?? 'ck-bots';
const json = (name: string): Record<string, unknown> => (process.env[name] ? (JSON.parse(process.env[name]!) as Record<string, unknown>) : {});

/** A line-up: the hero's bot against copies of another; `heroes` copies of the hero (4: all four the same). */
interface Lineup {
  name: string;
  hero: string;
  heroOptions: Record<string, unknown>;
  others: string;
  games: number;
  goal: string;
}

const LINEUPS: Lineup[] = [
  { name: 'four-greedy', hero: 'greedy', heroOptions: {}, others: 'greedy', games: GAMES, goal: 'games ending by a win >= 95%' },
  { name: 'greedy-vs-random', hero: 'greedy', heroOptions: {}, others: 'random', games: GAMES, goal: 'lower bound > 25%' },
  { name: 'value-vs-greedy', hero: 'value', heroOptions: json('CK_VALUE_OPTIONS'), others: 'greedy', games: GAMES, goal: 'lower bound > 25%' },
  { name: 'mcts-vs-value', hero: 'mcts', heroOptions: json('CK_MCTS_OPTIONS'), others: 'value', games: MCTS_GAMES, goal: 'lower bound > 25%' },
  // Self-play for tuning weights (none by default): value with CK_VALUE_OPTIONS against three default value bots.
  { name: 'value-vs-value', hero: 'value', heroOptions: json('CK_VALUE_OPTIONS'), others: 'value', games: Number(process.env.CK_SELF_GAMES ?? 0), goal: 'lower bound > 25%' },
].filter((l) => l.games > 0 && (!process.env.CK_LINEUPS || process.env.CK_LINEUPS.split(',').includes(l.name)));

const deal = mapGenerator({ generator: 'official', options: { ...DEFAULT_OFFICIAL } });
const ck = gameMaker({ expansion: 'cities-knights', players: 4, targetVp: 13 });
const base = gameMaker({ players: 4 });

/** One game's result as the workers send it back. */
interface GameOut {
  index: number;
  heroSeat: number;
  winner: number;
  capped: boolean;
  forfeit: string | null;
  turns: number;
  steps: number;
}

const SEATINGS = rotations(4);

/**
 * Game `index` of a line-up: block index / 4 shares its map and dice seed, rotation index % 4 seats
 * the hero (line-up entry 0) in seat (4 - rotation) % 4, as the ladder's plans do.
 */
function playOne(l: Lineup, index: number): GameOut {
  const block = Math.floor(index / 4);
  const seating = SEATINGS[index % 4]!;
  const seed = `${SEED}:${l.name}:${block}`;
  const make = (entry: number): Bot => (entry === 0 ? builtinBot(l.hero)!(l.heroOptions) : builtinBot(l.others)!({}));
  const bots = seating.map(make);
  const heroSeat = seating.indexOf(0);
  const { result } = playGame(ck.game(ck.board(deal(seed))), seed, bots);
  return { index, heroSeat, winner: result.winner, capped: result.capped, forfeit: result.forfeit?.reason ?? null, turns: result.turns, steps: result.steps };
}

/** Random games, `n` of them from seed offset `at`, on the base game or with Cities & Knights: games per second and steps. */
function randomRun(withCk: boolean, n: number, at: number): { perSecond: number; steps: number } {
  const maker = withCk ? ck : base;
  const bots = [0, 1, 2, 3].map(() => builtinBot('random')!({}));
  let steps = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const seed = `${SEED}:speed:${at + i}`;
    const spec: BoardSpec = deal(seed);
    steps += playGame(maker.game(maker.board(spec)), seed, bots).result.steps;
  }
  return { perSecond: n / ((performance.now() - t0) / 1000), steps: steps / n };
}

async function runLineup(l: Lineup): Promise<GameOut[]> {
  const n = Math.max(1, Math.min(WORKERS, l.games));
  const parts = await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const indices: number[] = [];
      for (let i = w; i < l.games; i += n) indices.push(i);
      return new Promise<GameOut[]>((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { lineup: l, indices } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return parts.flat().sort((a, b) => a.index - b.index);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main(): Promise<void> {
  const rows: Array<Record<string, unknown>> = [];
  for (const l of LINEUPS) {
    const t0 = performance.now();
    const games = await runLineup(l);
    const seconds = (performance.now() - t0) / 1000;
    const capped = games.filter((g) => g.capped).length;
    const forfeits = games.filter((g) => g.forfeit !== null);
    const wins = games.filter((g) => g.winner === g.heroSeat).length;
    const won = games.filter((g) => g.winner >= 0).length;
    const k = l.name === 'four-greedy' ? won : wins;
    const ci = wilson(k, games.length);
    const share = k / games.length;
    const met = l.name === 'four-greedy' ? share >= 0.95 : ci.low > 0.25;
    rows.push({
      lineup: l.name,
      hero: l.hero,
      heroOptions: l.heroOptions,
      opponents: `3 x ${l.others}`,
      games: games.length,
      [l.name === 'four-greedy' ? 'endedByWin' : 'wins']: k,
      share,
      ci95: [ci.low, ci.high],
      goal: l.goal,
      goalMet: met,
      capped,
      forfeits: forfeits.length,
      firstForfeit: forfeits[0]?.forfeit ?? null,
      meanTurns: games.reduce((s, g) => s + g.turns, 0) / games.length,
      medianTurns: median(games.map((g) => g.turns)),
      meanSteps: games.reduce((s, g) => s + g.steps, 0) / games.length,
      seconds,
    });
    console.log(
      `${l.name.padEnd(17)} ${String(games.length).padStart(4)} games  ${l.name === 'four-greedy' ? 'ended by a win' : `${l.hero} wins`} ${pct(share)} ` +
        `(95% ${pct(ci.low)}-${pct(ci.high)})  ${met ? 'goal met' : 'goal NOT met'}  capped ${capped}  forfeits ${forfeits.length}  ${seconds.toFixed(0)} s`,
    );
  }

  let speed: Record<string, unknown> | null = null;
  if (SPEED_GAMES > 0) {
    // One thread, base and Cities & Knights alternated, after a warm-up of each.
    randomRun(false, 50, 1_000_000);
    randomRun(true, 20, 1_000_000);
    const runs: { base: number[]; ck: number[]; baseSteps: number; ckSteps: number } = { base: [], ck: [], baseSteps: 0, ckSteps: 0 };
    for (let r = 0; r < 3; r++) {
      const b = randomRun(false, SPEED_GAMES * 4, r * SPEED_GAMES * 4);
      const c = randomRun(true, SPEED_GAMES, r * SPEED_GAMES);
      runs.base.push(b.perSecond);
      runs.ck.push(c.perSecond);
      runs.baseSteps += b.steps / 3;
      runs.ckSteps += c.steps / 3;
    }
    const mmm = (xs: number[]) => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });
    speed = {
      gamesPerRun: { base: SPEED_GAMES * 4, ck: SPEED_GAMES },
      baseGamesPerSecond: mmm(runs.base),
      ckGamesPerSecond: mmm(runs.ck),
      baseMeanSteps: runs.baseSteps,
      ckMeanSteps: runs.ckSteps,
    };
    const f = (x: { min: number; median: number; max: number }) => `${x.median.toFixed(0)} (${x.min.toFixed(0)}-${x.max.toFixed(0)})`;
    console.log(
      `random games/s, one thread, median (min-max) of 3 alternated runs: base ${f(speed.baseGamesPerSecond as never)}, Cities & Knights ${f(speed.ckGamesPerSecond as never)}; ` +
        `mean steps a game: base ${runs.baseSteps.toFixed(0)}, Cities & Knights ${runs.ckSteps.toFixed(0)}`,
    );
  }

  mkdirSync('results/bench', { recursive: true });
  writeFileSync('results/bench/ck-bots.json', `${JSON.stringify({ ...runInfo(), seed: SEED, players: 4, targetVp: 13, map: 'official', workers: WORKERS, rows, speed }, null, 2)}\n`);
  console.log('written to results/bench/ck-bots.json');
}

if (isMainThread) await main();
else {
  const { lineup, indices } = workerData as { lineup: Lineup; indices: number[] };
  parentPort!.postMessage(indices.map((i) => playOne(lineup, i)));
}
