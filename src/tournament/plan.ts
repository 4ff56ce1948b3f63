// A tournament plan: everything that decides the games, resolved from config and flags and
// serialisable to workers. Game i's seed, map and seating depend only on (plan, i).

import type { BoardSpec } from '../engine/board.js';
import type { RuleOptions } from '../rules/options.js';
import { beginnerMap } from '../maps/beginner.js';
import { frameFor, scenarioDealer, vpSourceNamesFor } from '../rules/registry.js';
import { mapGenerator, type GeneratorName } from '../maps/generators.js';
import type { RecordFileFormat } from './records-format.js';

export interface BotSpec {
  /** A built-in bot's name, the absolute path of a bot module, or a command bot's command as written. */
  ref: string;
  kind: 'builtin' | 'module' | 'command';
  /** A command bot's program and arguments, and the folder it runs in (src/tournament/external). */
  command?: string[];
  cwd?: string;
  /**
   * A module bot's identity: sha256 of its esbuild bundle (the code that runs, its imports
   * included), set when the plan is resolved. Absent for built-ins and in older summaries.
   */
  hash?: string;
  /** Label in tables and files (unique within the line-up). */
  label: string;
  options: Record<string, unknown>;
}

/**
 * Where each game's board comes from. `random` and `beginner` keep their original short form (so
 * older summaries still resume); other generators carry their options with defaults filled in.
 */
export type MapSpec =
  | { kind: 'random' }
  | { kind: 'beginner' }
  | { kind: 'file'; path: string; board: BoardSpec }
  | { kind: 'generator'; generator: GeneratorName; options: Record<string, unknown> }
  /** A Seafarers scenario's map: the printed layout (harbors drawn from the seed), or its variable set-up. */
  | { kind: 'scenario'; variable: boolean };

/** A map spec's name in titles and tables. */
export function mapLabel(map: MapSpec): string {
  if (map.kind === 'generator') return map.generator;
  if (map.kind === 'scenario') return map.variable ? 'scenario (variable set-up)' : 'scenario';
  if (map.kind === 'file') return map.path.replace(/^.*[\\/]/, '');
  return map.kind;
}

/** True when every game of the plan plays the same board. */
export function isFixedMap(map: MapSpec): boolean {
  return map.kind === 'beginner' || map.kind === 'file' || (map.kind === 'generator' && map.generator === 'beginner');
}

/**
 * The board of a block seed: a function of the map spec, the seed and the options' player count
 * and scenario alone (5-6 players deal on the 5-6 frame; a scenario deals its own map).
 */
export function boardFor(map: MapSpec, seed: string, options: number | Pick<RuleOptions, 'players' | 'scenario'> = 4): BoardSpec {
  return mapDealer(map, options)(seed);
}

/**
 * boardFor of one map spec and options, by block seed, with the frame and the generator's options
 * worked out once (a run deals a map per block).
 */
export function mapDealer(map: MapSpec, options: number | Pick<RuleOptions, 'players' | 'scenario'> = 4): (seed: string) => BoardSpec {
  const o = typeof options === 'number' ? { players: options, scenario: 'none' as const } : options;
  if (map.kind === 'scenario') return scenarioDealer(o, map.variable);
  const frame = frameFor(o.players);
  switch (map.kind) {
    case 'random':
      return mapGenerator({ generator: 'random', options: {} }, frame);
    case 'beginner':
      return () => beginnerMap(frame);
    case 'file':
      return () => map.board;
    case 'generator':
      return mapGenerator({ generator: map.generator, options: map.options }, frame);
  }
}

export interface TournamentPlan {
  name: string;
  seed: string;
  games: number;
  lineup: BotSpec[];
  map: MapSpec;
  options: RuleOptions;
  /** A decision slower than this forfeits the game. */
  timeBudgetMs: number;
  record: boolean;
  /** The records file's format when `record` (absent: plain JSONL, as folders of earlier versions wrote). */
  recordFormat?: RecordFileFormat;
  shard: { k: number; n: number } | null;
  /**
   * The seatings of one block: seatings[j][seat] = line-up entry. Absent: every rotation of the
   * line-up (which then has one entry per seat). `match` and `ladder` give their own.
   */
  seatings?: number[][];
}

/**
 * The VP sources the plan's rule sets add (vpSourceNamesFor), which its results keep by name:
 * worked out once per plan object, as rows are checked one by one against it.
 */
export function planSourceNames(plan: TournamentPlan): readonly string[] {
  let names = sourceNamesByPlan.get(plan);
  if (!names) sourceNamesByPlan.set(plan, (names = vpSourceNamesFor(plan.options)));
  return names;
}
const sourceNamesByPlan = new WeakMap<TournamentPlan, readonly string[]>();

/** Whether a line-up entry is a command bot: its workers then need a thread that runs processes. */
export function hasCommandBots(plan: TournamentPlan): boolean {
  return plan.lineup.some((b) => b.kind === 'command');
}

/** Every rotation of entries 0..P-1: seat k of rotation r holds entry (k + r) mod P. */
export function rotations(P: number): number[][] {
  return Array.from({ length: P }, (_, r) => Array.from({ length: P }, (_, seat) => (seat + r) % P));
}

export function blockSeatings(plan: TournamentPlan): number[][] {
  return plan.seatings ?? rotations(plan.lineup.length);
}

export interface GameSpec {
  index: number;
  /** Block of games sharing map and dice seed; one game per seating of the block. */
  block: number;
  /** Which seating of the block (for the default seatings: which rotation of the line-up). */
  rotation: number;
  seed: string;
  /** seating[seat] = line-up entry in that seat (seat 0 starts). */
  seating: number[];
}

/** Game `index` of the plan; `seatings` is blockSeatings(plan), for a caller that keeps it. */
export function gameSpec(plan: TournamentPlan, index: number, seatings: number[][] = blockSeatings(plan)): GameSpec {
  const block = Math.floor(index / seatings.length);
  const rotation = index % seatings.length;
  return { index, block, rotation, seed: `${plan.seed}:${block}`, seating: [...seatings[rotation]!] };
}

/**
 * Game indices this run plays, in order: all of them, or its shard's blocks (whole blocks stay
 * together). Generated as they are needed: a run of a hundred million games holds no list of them.
 */
export function* planIndices(plan: TournamentPlan): Generator<number> {
  const size = blockSeatings(plan).length;
  const { n, k } = plan.shard ?? { n: 1, k: 1 };
  for (let start = (k - 1) * size; start < plan.games; start += n * size) {
    const end = Math.min(start + size, plan.games);
    for (let i = start; i < end; i++) yield i;
  }
}

/** The game planIndices yields after game `index`: the next of its block, or the first of the shard's next block. */
export function nextPlannedIndex(plan: TournamentPlan, index: number): number {
  const size = blockSeatings(plan).length;
  const n = plan.shard?.n ?? 1;
  return (index + 1) % size !== 0 ? index + 1 : index + 1 + (n - 1) * size;
}

/** How many games planIndices yields, without listing them. */
export function planGameCount(plan: TournamentPlan): number {
  const size = blockSeatings(plan).length;
  const { n, k } = plan.shard ?? { n: 1, k: 1 };
  const blocks = Math.ceil(plan.games / size);
  // The shard's blocks are k-1, k-1+n, ...; only the last block of the run may be short.
  const mine = blocks >= k ? Math.floor((blocks - k) / n) + 1 : 0;
  if (mine === 0) return 0;
  const lastBlock = k - 1 + (mine - 1) * n;
  return (mine - 1) * size + Math.min(size, plan.games - lastBlock * size);
}

/**
 * The fields that must agree for two runs' games to be combined (merge, resume). A module bot is
 * known by its bundle's hash, not its path, so one bot run from two folders (two machines, two
 * checkouts) is the same bot; without a hash (an older summary) the path is all there is.
 */
export function planIdentity(plan: TournamentPlan): string {
  // How the records are stored decides no game: shards that store them differently merge.
  const { shard: _shard, name: _name, recordFormat: _recordFormat, ...rest } = plan;
  const lineup = plan.lineup.map(({ ref, hash, ...b }) => ({ ...b, ref: hash ?? ref }));
  return JSON.stringify({ ...rest, lineup });
}
