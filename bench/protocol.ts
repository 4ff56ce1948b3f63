// What the command-bot protocol costs per decision, on one thread: the same seeded games with seat
// 0 held by the built-in random bot, by that bot plus the encoding of every decision message (the
// seat's readable view and legal actions as JSON, sent nowhere), and by the Python random bot over
// the protocol (bots/python/random_bot.py: encoding, the pipes, Python's JSON and the wake-up of
// the waiting thread). The three alternate round by round, so a machine that speeds up or slows
// down weighs on each alike; each figure is min / median / max µs per decision of seat 0 over the
// rounds. Writes results/bench/protocol.json.

import { mkdirSync, writeFileSync } from 'node:fs';
import type { Bot } from '../src/bots/bot.js';
import { createRandomBot } from '../src/bots/random.js';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { buildGameBoard, createGame } from '../src/rules/registry.js';
import { CommandProcess, createCommandBot } from '../src/tournament/external/command-bot.js';
import { closeThreadProcessHost, threadProcessHost } from '../src/tournament/external/host.js';
import { decideMessage } from '../src/tournament/external/protocol.js';
import { readableActions, readableBoard, readableView } from '../src/tournament/external/readable.js';
import { boardFor, type MapSpec } from '../src/tournament/plan.js';
import { playGame } from '../src/tournament/play-game.js';
import { runInfo } from './run-info.js';

const GAMES = Number(process.env.BENCH_PROTOCOL_GAMES ?? 20);
const ROUNDS = Number(process.env.BENCH_PROTOCOL_ROUNDS ?? 5);
const PYTHON = process.env.PYTHON ?? 'python3';

const options = resolveOptions({ players: 4, tradeOffersPerTurn: 0 });
const map: MapSpec = { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } };
const host = await threadProcessHost();
const proc = new CommandProcess(host, { id: 0, label: 'python-random', command: [PYTHON, 'bots/python/random_bot.py'], cwd: process.cwd(), echo: false }, 5000);

/** The built-in random bot that also builds each decision's message, as a command bot's runner does. */
function encodingRandom(): Bot {
  const random = createRandomBot();
  let bytes = 0;
  return {
    name: 'random+encoding',
    decide(view, legal, count, rng) {
      const state = view.state;
      bytes += decideMessage(readableView(state, view.seat), readableActions(state, legal, count)).length;
      return random.decide(view, legal, count, rng);
    },
    onGameEnd() {
      if (bytes < 0) console.log(bytes); // keeps the encoding from being optimised away
    },
  };
}

const seat0: Array<{ name: string; make: (game: ReturnType<typeof createGame>, seed: string) => Bot }> = [
  { name: 'built-in random', make: () => createRandomBot() },
  { name: 'built-in random + message encoding', make: () => encodingRandom() },
  {
    name: 'Python random over the protocol',
    make: (game, seed) => createCommandBot(proc, { seed: 1, ruleset: game.ruleset, options: game.options, board: readableBoard(game), botOptions: {} }),
  },
];

/** µs per decision of seat 0 over GAMES games, and how many decisions that was. */
function measure(make: (typeof seat0)[number]['make']): { us: number; decisions: number } {
  let ms = 0;
  let decisions = 0;
  for (let i = 0; i < GAMES; i++) {
    const seed = `bench-protocol/${i}`;
    const game = createGame(buildGameBoard(boardFor(map, seed, options), options), options);
    // A budget no decision reaches: decisions are timed only when one is set.
    const { result } = playGame(game, seed, (seat) => (seat === 0 ? make(game, seed) : createRandomBot()), { index: i, timeBudgetMs: 3_600_000 });
    if (result.forfeit) throw new Error(`game ${i}: seat ${result.forfeit.seat} forfeited: ${result.forfeit.reason}`);
    ms += result.thinkMs[0]!;
    decisions += result.seatDecisions[0]!;
  }
  return { us: (ms * 1000) / decisions, decisions };
}

/** Milliseconds from spawning the Python bot to its hello (what a restart after a failure costs). */
function startMs(): number {
  host.kill(0);
  const restarted = new CommandProcess(host, proc.spec, 5000);
  const t0 = performance.now();
  restarted.ensureRunning();
  const ms = performance.now() - t0;
  host.kill(0);
  return ms;
}

measure(seat0[2]!.make); // warm up: the Python process, the JIT
const samples = seat0.map(() => [] as number[]);
const decisions = seat0.map(() => 0);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
  for (const i of order) {
    const r = measure(seat0[i]!.make);
    samples[i]!.push(r.us);
    decisions[i] = r.decisions;
  }
}
const starts = Array.from({ length: ROUNDS }, startMs);
await closeThreadProcessHost();

const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};
const rows = seat0.map((s, i) => ({ seat0: s.name, decisionsPerRound: decisions[i]!, usPerDecision: summary(samples[i]!), samples: samples[i]! }));
const med = (i: number) => rows[i]!.usPerDecision.median;
const figures = {
  ...runInfo(),
  python: PYTHON,
  games: GAMES,
  rounds: ROUNDS,
  rows,
  overheadUsPerDecision: { encoding: med(1) - med(0), protocol: med(2) - med(0) },
  startMs: summary(starts),
};

console.log(`catan-arena protocol benchmark (${GAMES} 4-player games per run, official maps, trade off, seat 0 measured, ${ROUNDS} alternated rounds)`);
const mmm = (g: { min: number; median: number; max: number }) => `${g.min.toFixed(1).padStart(7)} / ${g.median.toFixed(1).padStart(7)} / ${g.max.toFixed(1).padStart(7)}`;
console.log(`  ${'seat 0'.padEnd(38)} decisions   µs per decision (min / median / max)`);
for (const r of rows) console.log(`  ${r.seat0.padEnd(38)} ${String(r.decisionsPerRound).padStart(9)}   ${mmm(r.usPerDecision)}`);
console.log(`  median overhead per decision: encoding ${figures.overheadUsPerDecision.encoding.toFixed(1)} µs, the whole protocol ${figures.overheadUsPerDecision.protocol.toFixed(1)} µs`);
console.log(`  starting the Python bot (spawn to hello): ${mmm(figures.startMs)} ms`);
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/protocol.json', JSON.stringify(figures, null, 2) + '\n');
console.log('  written to results/bench/protocol.json');
