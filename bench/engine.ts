// Engine benchmark: single-thread random games, step cost, clone cost, state size. The player
// count is the first argument (default 4; 5-6 play on the 5-6 board with the special building
// phase); a Seafarers scenario may follow (its printed layout, harbors dealt per game). Prints the
// figures and writes them to results/bench/engine.json (engine-<n>p.json for other player
// counts, engine-<scenario>-<n>p.json for a scenario). Domestic trade is on (3 offers a turn, the
// default) unless BENCH_TRADE sets the offers per turn: BENCH_TRADE=0 is the workload other
// engines are compared on (fastCatan has no domestic trade), written with a "-no-trade" suffix.
// Maps are the default, official boards; BENCH_MAP=random deals the unconstrained shuffle (what
// versions before official boards dealt, so side-by-side runs use it).

import { mkdirSync, writeFileSync } from 'node:fs';
import type { BoardSpec } from '../src/engine/board.js';
import { cloneState, copyState, newState } from '../src/engine/game.js';
import { generateMap } from '../src/maps/generators.js';
import { BASE_FRAME } from '../src/rules/base/frame.js';
import { FIVE_SIX_FRAME } from '../src/rules/five-six/maps.js';
import { createRandomBot } from '../src/bots/random.js';
import { playGame } from '../src/tournament/play-game.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { apply } from '../src/engine/step.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { createGame, gameMaker, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIO_CHOICES, type ScenarioChoice } from '../src/rules/options.js';
import { runInfo } from './run-info.js';

const PLAYERS = Number(process.argv[2] ?? 4);
if (!Number.isInteger(PLAYERS) || PLAYERS < 2 || PLAYERS > 6) throw new Error(`players: expected 2-6, got ${process.argv[2]}`);
const SCENARIO = (process.argv[3] ?? 'none') as ScenarioChoice;
if (!(SCENARIO_CHOICES as readonly string[]).includes(SCENARIO)) throw new Error(`scenario: expected one of ${SCENARIO_CHOICES.join(', ')}, got ${SCENARIO}`);
// Seafarers games are some five times longer (targets of 12-14 VP, ships to move): fewer of them.
const GAMES = Number(process.env.BENCH_GAMES ?? (SCENARIO === 'none' ? 20000 : 2000));
const OFFERS = Number(process.env.BENCH_TRADE ?? 3);
if (!Number.isInteger(OFFERS) || OFFERS < 0) throw new Error(`BENCH_TRADE: expected offers per turn (an integer >= 0), got ${process.env.BENCH_TRADE}`);
const options = { players: PLAYERS, tradeOffersPerTurn: OFFERS, scenario: SCENARIO };
const MAP = process.env.BENCH_MAP ?? 'official';
if (MAP !== 'official' && MAP !== 'random') throw new Error(`BENCH_MAP: expected official or random, got ${MAP}`);
const boardOf = (seed: string) =>
  SCENARIO !== 'none'
    ? scenarioBoardFor({ players: PLAYERS, scenario: SCENARIO }, false, seed)
    : generateMap({ generator: MAP, options: {} }, seed, PLAYERS >= 5 ? FIVE_SIX_FRAME : BASE_FRAME);
// Options resolved and rule sets chosen once: what a run of many maps does (gameMaker).
const maker = gameMaker(options);
const build = (spec: BoardSpec) => maker.board(spec);

function randomGames(n: number, offset: number) {
  const bots = Array.from({ length: PLAYERS }, () => createRandomBot());
  let buffers = { legal: new Int32Array(0), offered: new Int32Array(0) };
  let steps = 0;
  let decisions = 0;
  let turns = 0;
  let capped = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const seed = `bench:${offset + i}`;
    const game = maker.game(build(boardOf(seed)));
    // Action buffers reused across games, as the tournament runner does.
    if (buffers.legal.length < game.maxActions) buffers = { legal: new Int32Array(game.maxActions), offered: new Int32Array(game.maxActions) };
    const { result } = playGame(game, seed, bots, { buffers });
    steps += result.steps;
    decisions += result.decisions;
    turns += result.turns;
    if (result.capped) capped++;
  }
  const ns = Number(process.hrtime.bigint() - t0);
  const cpu = process.cpuUsage(cpu0);
  return { n, ns, cpuUs: cpu.user + cpu.system, steps, decisions, turns, capped };
}

/** Raw step loop (no bots, no views): the engine's own cost per applied action. */
function rawSteps(n: number) {
  const game = createGame(build(boardOf('raw')), options);
  const legal = new Int32Array(maxActions(game));
  let x = 12345;
  let steps = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const st = newState(game, `raw:${i}`);
    while (st.s[PHASE] !== PH_GAME_OVER) {
      const k = legalActions(st, legal);
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      apply(st, legal[x % k]!);
      steps++;
    }
  }
  return { steps, ns: Number(process.hrtime.bigint() - t0) };
}

function cloneCost() {
  const game = createGame(build(boardOf('clone')), options);
  const st = newState(game, 'clone');
  const reps = 2_000_000;
  let sink = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) sink += cloneState(st).s.length;
  const ns = Number(process.hrtime.bigint() - t0);
  const target = cloneState(st);
  const t1 = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) {
    copyState(target, st);
    sink += target.s[0]!;
  }
  const nsCopy = Number(process.hrtime.bigint() - t1);
  if (sink === 0) console.log('');
  return { nsPerClone: ns / reps, nsPerCopyInto: nsCopy / reps, bytes: st.s.byteLength };
}

randomGames(SCENARIO === 'none' ? 500 : 50, 1_000_000); // warm-up
const g = randomGames(GAMES, 0);
const raw = rawSteps(SCENARIO === 'none' ? 2000 : 200);
const c = cloneCost();
const figures = {
  ...runInfo(),
  games: g.n,
  gamesPerSecond: g.n / (g.ns / 1e9),
  // Games per second of this process's own CPU time (every thread: the JIT and the garbage
  // collector count too): on a shared machine it moves far less with other jobs than wall time.
  gamesPerCpuSecond: g.n / (g.cpuUs / 1e6),
  meanStepsPerGame: g.steps / g.n,
  meanDecisionsPerGame: g.decisions / g.n,
  meanTurnsPerGame: g.turns / g.n,
  cappedGames: g.capped,
  nsPerStepInGames: g.ns / g.steps,
  nsPerStepRawEngine: raw.ns / raw.steps,
  nsPerClone: c.nsPerClone,
  nsPerCopyInto: c.nsPerCopyInto,
  bytesPerState: c.bytes,
};
const what = SCENARIO !== 'none' ? `Seafarers ${SCENARIO} (printed layout)` : `${MAP} maps`;
const turnRule = SCENARIO !== 'none' ? (PLAYERS >= 5 ? ', paired players' : '') : PLAYERS >= 5 ? ', special building phase' : '';
const trade = OFFERS === 0 ? 'domestic trade off' : `domestic trade on (${OFFERS} offers a turn)`;
console.log(`catan-arena engine benchmark (single thread, ${PLAYERS} random bots, ${what}, ${trade}${turnRule})`);
console.log(`  games/s            ${figures.gamesPerSecond.toFixed(0)}  (${g.n} games; ${figures.gamesPerCpuSecond.toFixed(0)} per second of CPU time; load average ${figures.loadAverage.toFixed(1)})`);
console.log(`  steps/game         ${figures.meanStepsPerGame.toFixed(1)}  decisions/game ${figures.meanDecisionsPerGame.toFixed(1)}  turns/game ${figures.meanTurnsPerGame.toFixed(1)}  capped ${g.capped}`);
console.log(`  ns/step            ${figures.nsPerStepInGames.toFixed(0)} in games (bots, views, map build)  ${figures.nsPerStepRawEngine.toFixed(0)} raw engine`);
console.log(`  clone              ${figures.nsPerClone.toFixed(0)} ns (new state)  ${figures.nsPerCopyInto.toFixed(0)} ns (copy into a reused state)`);
console.log(`  state              ${figures.bytesPerState} bytes`);
mkdirSync('results/bench', { recursive: true });
const stem = SCENARIO !== 'none' ? `engine-${SCENARIO}-${PLAYERS}p` : PLAYERS === 4 ? 'engine' : `engine-${PLAYERS}p`;
const out = `results/bench/${stem}${OFFERS === 0 ? '-no-trade' : ''}.json`;
writeFileSync(out, JSON.stringify({ players: PLAYERS, scenario: SCENARIO, map: SCENARIO !== 'none' ? 'scenario' : MAP, tradeOffersPerTurn: OFFERS, ...figures }, null, 2) + '\n');
console.log(`  written to ${out}`);
