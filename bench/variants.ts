// Every kind of game side by side: random games per second, raw engine ns per step, the state's
// size and the cost of cloning it, for the base game (4 players), 6 players, Catan for Two, every
// Seafarers scenario, Cities & Knights (4 and 6 players) and The Rivers of Catan, in one table,
// each step cost with its ratio to the base game measured in the same round. Each workload runs in a process of its
// own (as a tournament's worker plays one kind of game), in rounds whose order is reversed every
// other round, so that a slow moment of a shared machine falls on every workload alike; the table
// gives min / median / max over the rounds, and each ratio's over the rounds' own ratios.
// Games are played with domestic trade on (3 offers a turn, the default; --trade sets it). The raw
// loop (legalActions and apply with a uniform choice, no bots) runs twice, with domestic trade on
// and off, and each workload is compared with the base game under the same setting: with trade
// on, two steps in three of a random game compose offers, which cost the same in every game; with
// trade off, the step is the rules' own. Times are CPU times of the workload's process (other jobs
// on the machine move them least). Writes results/bench/variants.json.
//
//   node dist/bench/variants.js [--rounds N] [--games N] [--raw N] [--trade OFFERS] [--only w1,w2]
//
// --games and --raw scale every workload's games (those given are the base game's; the longer
// games play fewer). One part of a workload alone, as JSON on stdout (each part runs in a process of
// its own): node dist/bench/variants.js --one <workload> --part games|raw-on|raw-off

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BoardSpec } from '../src/engine/board.js';
import { cloneState, newState } from '../src/engine/game.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { apply } from '../src/engine/step.js';
import { createRandomBot } from '../src/bots/random.js';
import { generateMap } from '../src/maps/generators.js';
import type { RuleOptions } from '../src/rules/options.js';
import { frameFor, gameMaker, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIO_IDS } from '../src/rules/seafarers/scenarios.js';
import { playGame } from '../src/tournament/play-game.js';
import { runInfo } from './run-info.js';

interface Workload {
  readonly name: string;
  readonly label: string;
  readonly options: Partial<RuleOptions>;
  /** Games played per game of the base game's count (longer games, fewer of them). */
  readonly share: number;
}

const WORKLOADS: readonly Workload[] = [
  { name: 'base', label: 'base game, 4 players', options: { players: 4 }, share: 1 },
  { name: '6p', label: '6 players (5-6 board)', options: { players: 6 }, share: 0.5 },
  { name: 'catan-for-two', label: 'Catan for Two', options: { players: 2, variant: 'catan-for-two' }, share: 1 },
  ...SCENARIO_IDS.map((id) => ({ name: id, label: `Seafarers: ${id}`, options: { players: 4, scenario: id }, share: 0.2 })),
  { name: 'cities-knights', label: 'Cities & Knights, 4 players', options: { players: 4, expansion: 'cities-knights' }, share: 0.3 },
  { name: 'cities-knights-6p', label: 'Cities & Knights, 6 players', options: { players: 6, expansion: 'cities-knights' }, share: 0.15 },
  { name: 'event-cards', label: 'T&B: Catan Event Cards, 4 players', options: { players: 4, eventCards: 'new-year' }, share: 1 },
  { name: 'event-cards-ck', label: 'T&B: Catan Event Cards with Cities & Knights, 4 players', options: { players: 4, expansion: 'cities-knights', eventCards: 'new-year' }, share: 0.3 },
  { name: 'event-cards-pirate-islands', label: 'T&B: Catan Event Cards on The Pirate Islands, 4 players', options: { players: 4, scenario: 'pirate-islands', eventCards: 'new-year' }, share: 0.2 },
  { name: 'harbormaster', label: 'T&B: Harbormaster, 4 players', options: { players: 4, harbormaster: true }, share: 1 },
  { name: 'fishermen-of-catan', label: 'T&B: The Fishermen of Catan, 4 players', options: { players: 4, scenario: 'fishermen-of-catan' }, share: 0.3 },
  { name: 'rivers-of-catan', label: 'T&B: The Rivers of Catan, 4 players', options: { players: 4, scenario: 'rivers-of-catan' }, share: 0.5 },
  { name: 'traders-and-barbarians-6', label: 'T&B: the Traders & Barbarians scenario, 6 players (paired turns)', options: { players: 6, scenario: 'traders-and-barbarians' }, share: 0.3 },
  { name: 'caravans', label: 'T&B: The Caravans, 4 players', options: { players: 4, scenario: 'caravans' }, share: 0.3 },
  { name: 'barbarian-attack', label: 'T&B: Barbarian Attack, 4 players', options: { players: 4, scenario: 'barbarian-attack' }, share: 0.2 },
  { name: 'traders-and-barbarians', label: 'T&B: the Traders & Barbarians scenario, 4 players', options: { players: 4, scenario: 'traders-and-barbarians' }, share: 0.3 },
];

/** The raw loop's figures under one trade setting. */
interface RawFigures {
  tradeOffersPerTurn: number;
  games: number;
  steps: number;
  nsPerStep: number;
  cpuNsPerStep: number;
}

/** What one workload measured in a round (each part in a process of its own). */
interface Figures {
  workload: string;
  games: number;
  gamesPerSecond: number;
  gamesPerCpuSecond: number;
  stepsPerGame: number;
  /** The state's bytes, and CPU ns to clone it (a new state) 400 steps into the game. */
  bytesPerState: number;
  nsPerClone: number;
  /** The raw loop with domestic trade on (the games' setting, or 3 offers if they play without), then off. */
  rawTradeOn: RawFigures;
  rawTradeOff: RawFigures;
}

/** The offers per turn of the raw loop with trade on. */
const RAW_OFFERS = 3;

function boardOf(w: Workload, seed: string): BoardSpec {
  const o = w.options;
  return o.scenario ? scenarioBoardFor({ players: o.players!, scenario: o.scenario }, false, seed) : generateMap({ generator: 'official', options: {} }, seed, frameFor(o));
}

/**
 * Plays games (`run(n, offset)`) until half a second of CPU time has gone: the optimised code is in
 * place before the clock starts, for short games and long ones alike.
 */
function warmUp(run: (n: number, offset: number) => unknown): void {
  const cpu0 = process.cpuUsage();
  for (let i = 0; ; i++) {
    run(1, 1_000_000 + i);
    const cpu = process.cpuUsage(cpu0);
    if (cpu.user + cpu.system > 500_000) return;
  }
}

const PARTS = ['games', 'raw-on', 'raw-off'] as const;
type Part = (typeof PARTS)[number];

/** Random games with bots (as engine.ts), on a new map each. */
function randomGames(w: Workload, games: number, offers: number): { games: number; gamesPerSecond: number; gamesPerCpuSecond: number; stepsPerGame: number; bytesPerState: number; nsPerClone: number } {
  const options = { ...w.options, tradeOffersPerTurn: offers };
  const maker = gameMaker(options);
  const bots = Array.from({ length: options.players! }, () => createRandomBot());
  let buffers = { legal: new Int32Array(0), offered: new Int32Array(0) };
  const play = (n: number, offset: number) => {
    let steps = 0;
    for (let i = 0; i < n; i++) {
      const seed = `bench:${offset + i}`;
      const game = maker.game(maker.board(boardOf(w, seed)));
      if (buffers.legal.length < game.maxActions) buffers = { legal: new Int32Array(game.maxActions), offered: new Int32Array(game.maxActions) };
      steps += playGame(game, seed, bots, { buffers }).result.steps;
    }
    return steps;
  };
  warmUp((n, offset) => play(n, offset));
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const steps = play(games, 0);
  const ns = Number(process.hrtime.bigint() - t0);
  const cpu = process.cpuUsage(cpu0);
  return { games, gamesPerSecond: games / (ns / 1e9), gamesPerCpuSecond: games / ((cpu.user + cpu.system) / 1e6), stepsPerGame: steps / games, ...stateCost(w) };
}

/** The state of a game some steps past its set-up: its size, and what a clone of it costs. */
function stateCost(w: Workload): { bytesPerState: number; nsPerClone: number } {
  const maker = gameMaker(w.options);
  const game = maker.game(maker.board(boardOf(w, 'clone')));
  const st = newState(game, 'clone');
  const legal = new Int32Array(maxActions(game));
  for (let i = 0; i < 400 && st.s[PHASE] !== PH_GAME_OVER; i++) apply(st, legal[(i * 7) % legalActions(st, legal)]!);
  let sink = 0;
  const reps = 200_000;
  for (let i = 0; i < reps; i++) sink += cloneState(st).s.length;
  // CPU time, as the other figures: on a shared machine the wall clock spreads twofold.
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < reps; i++) sink += cloneState(st).s.length;
  const cpu = process.cpuUsage(cpu0);
  if (sink === 0) throw new Error('unreachable: a state has a length');
  return { bytesPerState: st.s.byteLength, nsPerClone: ((cpu.user + cpu.system) * 1000) / reps };
}

/** The raw loop: legalActions and apply with a uniform choice (a fixed LCG), no bots, on one board. */
function rawLoop(w: Workload, games: number, offers: number): RawFigures {
  const maker = gameMaker({ ...w.options, tradeOffersPerTurn: offers });
  const game = maker.game(maker.board(boardOf(w, 'raw')));
  const legal = new Int32Array(maxActions(game));
  let x = 12345;
  const raw = (n: number, offset: number) => {
    let steps = 0;
    for (let i = 0; i < n; i++) {
      const st = newState(game, `raw:${offset + i}`);
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const k = legalActions(st, legal);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        apply(st, legal[x % k]!);
        steps++;
      }
    }
    return steps;
  };
  warmUp((n, offset) => raw(n, offset));
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const steps = raw(games, 0);
  const ns = Number(process.hrtime.bigint() - t0);
  const cpu = process.cpuUsage(cpu0);
  return { tradeOffersPerTurn: offers, games, steps, nsPerStep: ns / steps, cpuNsPerStep: ((cpu.user + cpu.system) * 1000) / steps };
}

const { values } = parseArgs({
  options: {
    one: { type: 'string' },
    part: { type: 'string', default: 'games' },
    rounds: { type: 'string', default: '3' },
    games: { type: 'string', default: '2000' },
    raw: { type: 'string', default: '1000' },
    trade: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const count = (name: string, v: string, min: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    console.error(`variants: --${name} expects an integer >= ${min}, got ${v}`);
    process.exit(2);
  }
  return n;
};
const rounds = count('rounds', values.rounds!, 1);
const baseGames = count('games', values.games!, 1);
const baseRaw = count('raw', values.raw!, 1);
const offers = count('trade', values.trade!, 0);
const scaled = (w: Workload, n: number) => Math.max(10, Math.round(n * w.share));

if (values.one !== undefined) {
  const w = WORKLOADS.find((x) => x.name === values.one);
  const part = values.part as Part;
  if (!w || !PARTS.includes(part)) {
    console.error(`variants: --one expects one of ${WORKLOADS.map((x) => x.name).join(', ')} and --part one of ${PARTS.join(', ')}, got ${values.one}, ${values.part}`);
    process.exit(2);
  }
  const figures = part === 'games' ? randomGames(w, scaled(w, baseGames), offers) : rawLoop(w, scaled(w, baseRaw), part === 'raw-off' ? 0 : offers > 0 ? offers : RAW_OFFERS);
  console.log(JSON.stringify(figures));
} else {
  const chosen = values.only ? values.only.split(',') : WORKLOADS.map((w) => w.name);
  for (const name of chosen) {
    if (!WORKLOADS.some((w) => w.name === name)) {
      console.error(`variants: --only expects workloads among ${WORKLOADS.map((x) => x.name).join(', ')}, got ${name}`);
      process.exit(2);
    }
  }
  // The base game always runs: every ratio is to it, round by round.
  const list = WORKLOADS.filter((w) => w.name === 'base' || chosen.includes(w.name));
  const script = fileURLToPath(import.meta.url);
  const runs: Figures[][] = [];
  const started = Date.now();
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? list : [...list].reverse();
    const round: Figures[] = [];
    for (const w of order) {
      const part = (name: Part) => {
        const args = [script, '--one', w.name, '--part', name, '--games', String(baseGames), '--raw', String(baseRaw), '--trade', String(offers)];
        const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
        if (child.status !== 0) throw new Error(`variants: ${w.name} (${name}) failed (exit ${child.status}): ${child.stderr}`);
        return JSON.parse(child.stdout.trim()) as unknown;
      };
      const games = part('games') as ReturnType<typeof randomGames>;
      round.push({ workload: w.name, ...games, rawTradeOn: part('raw-on') as RawFigures, rawTradeOff: part('raw-off') as RawFigures });
      if (process.stderr.isTTY) process.stderr.write(`\rround ${r + 1}/${rounds}: ${w.name.padEnd(24)}`);
    }
    runs.push(round);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  report(list, runs, Date.now() - started);
}

/** min / median / max of xs. */
function spread(xs: number[]): { min: number; median: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return { min: s[0]!, median: s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2, max: s[s.length - 1]! };
}

function report(list: readonly Workload[], runs: Figures[][], ms: number): void {
  const of = (round: Figures[], name: string) => round.find((f) => f.workload === name)!;
  const onNs = (f: Figures) => f.rawTradeOn.cpuNsPerStep;
  const offNs = (f: Figures) => f.rawTradeOff.cpuNsPerStep;
  const rows = list.map((w) => {
    const figs = runs.map((round) => of(round, w.name));
    // Each round's own ratio to the base game's raw step, under the same trade setting.
    const ratio = (ns: (f: Figures) => number) => spread(runs.map((round) => ns(of(round, w.name)) / ns(of(round, 'base'))));
    return {
      workload: w.name,
      label: w.label,
      stepsPerGame: figs[0]!.stepsPerGame,
      bytesPerState: figs[0]!.bytesPerState,
      nsPerClone: spread(figs.map((f) => f.nsPerClone)),
      gamesPerSecond: spread(figs.map((f) => f.gamesPerSecond)),
      gamesPerCpuSecond: spread(figs.map((f) => f.gamesPerCpuSecond)),
      rawTradeOnCpuNsPerStep: spread(figs.map(onNs)),
      rawTradeOnToBase: ratio(onNs),
      rawTradeOffCpuNsPerStep: spread(figs.map(offNs)),
      rawTradeOffToBase: ratio(offNs),
    };
  });
  const info = runInfo();
  console.log(`catan-arena workloads side by side: ${runs.length} rounds, a process per workload and round; min / median / max`);
  console.log(`  games: random bots, domestic trade ${offers === 0 ? 'off' : `on (${offers} offers a turn)`}; raw: legalActions + apply, uniform choice, CPU ns per step, trade on (${offers > 0 ? offers : RAW_OFFERS} offers) and off, each to the base game's`);
  const f0 = (x: number) => x.toFixed(0);
  const f2 = (x: number) => x.toFixed(2);
  const cell = (s: { min: number; median: number; max: number }, f: (x: number) => string) => `${f(s.min)} / ${f(s.median)} / ${f(s.max)}`;
  const header = ['workload', 'games/s', 'games/cpu-s', 'steps/game', 'state B', 'clone cpu-ns', 'raw ns, trade on', 'x base', 'raw ns, trade off', 'x base'];
  const table = rows.map((r) => [
    r.label,
    cell(r.gamesPerSecond, f0),
    cell(r.gamesPerCpuSecond, f0),
    f0(r.stepsPerGame),
    String(r.bytesPerState),
    cell(r.nsPerClone, f0),
    cell(r.rawTradeOnCpuNsPerStep, f0),
    cell(r.rawTradeOnToBase, f2),
    cell(r.rawTradeOffCpuNsPerStep, f0),
    cell(r.rawTradeOffToBase, f2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
  const line = (cols: string[]) => '  ' + cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const t of table) console.log(line(t));
  console.log(`  ${(ms / 1000).toFixed(0)} s; load average ${info.loadAverage.toFixed(1)} at the end`);
  mkdirSync('results/bench', { recursive: true });
  const out = 'results/bench/variants.json';
  writeFileSync(out, JSON.stringify({ ...info, rounds: runs.length, tradeOffersPerTurn: offers, rows, runs }, null, 2) + '\n');
  console.log(`  written to ${out}`);
}
