// Search-bot benchmark: `mcts` iterations per second (both modes) and `value` decisions per
// second, on a fixed set of positions taken from seeded games of four value bots, so every version
// times the same work. Prints the figures, a hash of the decisions (equal hashes: the same moves)
// and writes results/bench/bots.json. Rates are given per second of wall time and per second of
// this process's CPU time, which moves far less when other jobs share the machine.
//
//   node dist/bench/bots.js          (BENCH_BOTS_GAMES, BENCH_MCTS_POSITIONS scale it)

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Bot } from '../src/bots/bot.js';
import { withoutRoadBuildingStop } from '../src/bots/features.js';
import { createMctsBot } from '../src/bots/mcts/index.js';
import { winningIndex } from '../src/bots/mcts/tree.js';
import { createValueBot } from '../src/bots/value/index.js';
import { A_OFFER, ARG_BITS } from '../src/engine/actions.js';
import type { GameState } from '../src/engine/game.js';
import { CUR, PHASE, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, TURN_PLAYER } from '../src/engine/layout.js';
import { makeRandom } from '../src/engine/rng.js';
import type { SeatView } from '../src/engine/view.js';
import { generateMap } from '../src/maps/generators.js';
import { BASE_FRAME } from '../src/rules/base/frame.js';
import { buildGameBoard, createGame } from '../src/rules/registry.js';
import { playGame } from '../src/tournament/play-game.js';
import { runInfo } from './run-info.js';

const GAMES = Number(process.env.BENCH_BOTS_GAMES ?? 6);
const MCTS_POSITIONS = Number(process.env.BENCH_MCTS_POSITIONS ?? 240);
const TURN_ITERATIONS = 1000; // the turn mode's default budget
const GAME_ITERATIONS = 200; // the game mode's default budget
const options = { players: 4, tradeOffersPerTurn: 3 };

/** One decision as a bot saw it: its view, its seat and the legal list it was given. */
interface Position {
  state: GameState;
  seat: number;
  legal: Int32Array;
  count: number;
}

/** Whether the turn-mode search runs its iterations here (it plays as the value bot otherwise). */
function turnSearches(p: Position, scratch: GameState): boolean {
  const s = p.state.s;
  const phase = s[PHASE]!;
  if (s[TURN_PLAYER] !== p.seat || s[CUR] !== p.seat) return false;
  if (phase === PH_TRADE_CONFIRM || phase === PH_TRADE_RESPONSE || phase === PH_TRADE_COMPOSE) return false;
  if (phase === PH_SETUP_SETTLEMENT || phase === PH_SETUP_ROAD) return false;
  const count = withoutRoadBuildingStop(p.legal, p.count);
  if (count < 2 || winningIndex(p.state, p.seat, p.legal, count, scratch) >= 0) return false;
  let moves = 0;
  for (let i = 0; i < count; i++) if (p.legal[i]! >>> ARG_BITS !== A_OFFER) moves++;
  return moves > 1;
}

/** Plays seeded games of four value bots and keeps every decision they were asked for. */
function collect(): Position[] {
  const positions: Position[] = [];
  for (let g = 0; g < GAMES; g++) {
    const seed = `bench-bots:${g}`;
    const game = createGame(buildGameBoard(generateMap({ generator: 'official', options: {} }, seed, BASE_FRAME), options), options);
    const bots = Array.from({ length: 4 }, (): Bot => {
      const inner = createValueBot();
      return {
        name: 'value',
        decide(view, legal, count, rng) {
          const st = view.state;
          positions.push({ state: { game: st.game, s: st.s.slice() }, seat: view.seat, legal: legal.slice(0, count), count });
          return inner.decide(view, legal, count, rng);
        },
      };
    });
    playGame(game, seed, bots);
  }
  return positions;
}

/** What a bot reads of its view (state and seat): enough to replay a decision off the game. */
function viewOf(p: Position): SeatView {
  return { seat: p.seat, state: p.state, game: p.state.game } as unknown as SeatView;
}

interface Timing {
  decisions: number;
  wallNs: number;
  cpuUs: number;
  hash: string;
}

/** Times `bot` over `list`, each decision with its own seeded stream; hashes the answers. */
function time(bot: Bot, list: readonly Position[], label: string): Timing {
  const h = createHash('sha256');
  const legal = new Int32Array(list.reduce((m, p) => Math.max(m, p.count), 0));
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  list.forEach((p, i) => {
    legal.set(p.legal);
    h.update(`${bot.decide(viewOf(p), legal, p.count, makeRandom(`${label}:${i}`))},`);
  });
  const wallNs = Number(process.hrtime.bigint() - t0);
  const cpu = process.cpuUsage(cpu0);
  return { decisions: list.length, wallNs, cpuUs: cpu.user + cpu.system, hash: h.digest('hex').slice(0, 16) };
}

/** Evenly spaced picks from `list`, at most `n`. */
function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return list.slice();
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);
}

const all = collect();
const turnSet = spread(
  all.filter((p) => turnSearches(p, { game: p.state.game, s: new Int32Array(p.state.s.length) })),
  MCTS_POSITIONS,
);
const gameSet = spread(
  all.filter((p) => withoutRoadBuildingStop(p.legal, p.count) > 1),
  MCTS_POSITIONS,
);

// Warm-up on a few positions of each kind, so the timed runs measure compiled code.
time(createMctsBot({ iterations: TURN_ITERATIONS }), turnSet.slice(0, 8), 'warm');
time(createMctsBot({ mode: 'game', iterations: GAME_ITERATIONS }), gameSet.slice(0, 8), 'warm');
time(createValueBot(), all.slice(0, 200), 'warm');

const turn = time(createMctsBot({ iterations: TURN_ITERATIONS }), turnSet, 'turn');
const whole = time(createMctsBot({ mode: 'game', iterations: GAME_ITERATIONS }), gameSet, 'game');
// Value decisions are short: every collected one, several times over.
const VALUE_ROUNDS = 5;
const valueList = Array.from({ length: VALUE_ROUNDS }, () => all).flat();
const value = time(createValueBot(), valueList, 'value');

const perSecond = (n: number, t: Timing) => ({ wall: n / (t.wallNs / 1e9), cpu: n / (t.cpuUs / 1e6) });
const turnRate = perSecond(turn.decisions * TURN_ITERATIONS, turn);
const gameRate = perSecond(whole.decisions * GAME_ITERATIONS, whole);
const valueRate = perSecond(value.decisions, value);
const figures = {
  ...runInfo(),
  games: GAMES,
  positions: all.length,
  mctsTurn: { decisions: turn.decisions, iterations: TURN_ITERATIONS, iterationsPerSecond: turnRate.wall, iterationsPerCpuSecond: turnRate.cpu, hash: turn.hash },
  mctsGame: { decisions: whole.decisions, iterations: GAME_ITERATIONS, iterationsPerSecond: gameRate.wall, iterationsPerCpuSecond: gameRate.cpu, hash: whole.hash },
  value: { decisions: value.decisions, decisionsPerSecond: valueRate.wall, decisionsPerCpuSecond: valueRate.cpu, hash: value.hash },
};
const f0 = (x: number) => x.toFixed(0);
console.log(`catan-arena search-bot benchmark (${all.length} positions from ${GAMES} seeded games of 4 value bots, official maps, trade on)`);
console.log(`  mcts turn  iterations/s  ${f0(turnRate.wall)}  (${f0(turnRate.cpu)} per CPU-second; ${turn.decisions} decisions x ${TURN_ITERATIONS}; hash ${turn.hash})`);
console.log(`  mcts game  iterations/s  ${f0(gameRate.wall)}  (${f0(gameRate.cpu)} per CPU-second; ${whole.decisions} decisions x ${GAME_ITERATIONS}; hash ${whole.hash})`);
console.log(`  value      decisions/s   ${f0(valueRate.wall)}  (${f0(valueRate.cpu)} per CPU-second; ${value.decisions} decisions; hash ${value.hash})`);
console.log(`  load average ${figures.loadAverage.toFixed(1)}`);
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/bots.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/bots.json');
