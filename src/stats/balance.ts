// Reduces the games of a balance run: wins per seat with intervals and a chi-square test of seat
// equality, where set-up settlements went, and each map's seat advantage. Figures depend only on
// the set of rows (never on their order), so any worker count gives the same numbers; the tallies
// take the games one at a time (BalanceTally in index order, SetupHeatTally in any).

import { chiSquareTest, type ChiSquareTest } from './chi-square.js';
import { maxOf, mean, minOf, percentile } from './describe.js';
import { wilson } from './intervals.js';

/** The parts of a game row these figures read. */
export interface BalanceRow {
  index: number;
  block: number;
  result: { winner: number; turns: number; capped: boolean; setup?: number[][] };
}

export interface SeatFigures {
  games: number;
  /** Games with a winner (capped and forfeited games have none). */
  decided: number;
  seats: Array<{ seat: number; wins: number; winRate: number; ci95: [number, number] }>;
  /** Wins per seat against equal shares. */
  chiSquare: ChiSquareTest;
  /** Largest minus smallest seat win rate. */
  range: number;
  /**
   * Cohen's w = sqrt(chi-square / decided games): seat imbalance as an effect size that does not
   * grow with the number of games (0 when every seat wins equally often).
   */
  imbalance: number;
}

export function seatFigures(rows: readonly BalanceRow[], players: number): SeatFigures {
  const wins = new Array<number>(players).fill(0);
  for (const r of rows) if (r.result.winner >= 0) wins[r.result.winner]!++;
  return seatFiguresOf(wins, rows.length);
}

/** seatFigures from the wins of each seat in `games` games. */
function seatFiguresOf(wins: readonly number[], games: number): SeatFigures {
  const decided = wins.reduce((a, b) => a + b, 0);
  const seats = wins.map((w, seat) => {
    const ci = wilson(w, decided);
    return { seat, wins: w, winRate: decided ? w / decided : NaN, ci95: [ci.low, ci.high] as [number, number] };
  });
  const rates = seats.map((s) => s.winRate);
  const chiSquare = chiSquareTest(wins);
  return { games, decided, seats, chiSquare, range: maxOf(rates) - minOf(rates), imbalance: decided ? Math.sqrt(chiSquare.statistic / decided) : NaN };
}

export interface SetupHeat {
  /** Per node: share of games in which a set-up settlement went there (any seat, either round). */
  taken: number[];
  /** Per node: share of games whose very first settlement went there. */
  first: number[];
}

export function setupHeat(rows: readonly BalanceRow[], numNodes: number): SetupHeat {
  const tally = new SetupHeatTally(numNodes);
  for (const r of rows) if (r.result.setup) tally.add(r.result.setup);
  return tally.heat();
}

/** setupHeat one game's set-up settlements at a time (counts: any order). */
export class SetupHeatTally {
  private readonly taken: number[];
  private readonly first: number[];
  private games = 0;

  constructor(numNodes: number) {
    this.taken = new Array<number>(numNodes).fill(0);
    this.first = new Array<number>(numNodes).fill(0);
  }

  /** A game's set-up settlements, per seat. */
  add(setup: readonly (readonly number[])[]): void {
    this.games++;
    for (const nodes of setup) for (const n of nodes) this.taken[n]!++;
    const opening = setup[0]?.[0];
    if (opening !== undefined) this.first[opening]!++;
  }

  heat(): SetupHeat {
    const share = (xs: number[]) => xs.map((x) => (this.games ? x / this.games : 0));
    return { taken: share(this.taken), first: share(this.first) };
  }
}

/** Per block (map): seat 0's share of the block's decided games, or NaN when none was decided. */
export function seatZeroShareByBlock(rows: readonly BalanceRow[]): Map<number, number> {
  const tally = new BalanceTally(0);
  for (const r of rows) tally.add(r);
  return tally.seatZeroShareByBlock();
}

export interface Spread {
  mean: number;
  sd: number;
  min: number;
  p50: number;
  max: number;
}

/** Mean, sample standard deviation and range of a sample (NaN values skipped). */
export function spread(xs: readonly number[]): Spread {
  const v = xs.filter((x) => Number.isFinite(x));
  const m = mean(v);
  const sd = v.length > 1 ? Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1)) : 0;
  return { mean: m, sd, min: minOf(v), p50: percentile(v, 0.5), max: maxOf(v) };
}

export function gameLength(rows: readonly BalanceRow[]): Spread & { capped: number } {
  return { ...spread(rows.map((r) => r.result.turns)), capped: rows.filter((r) => r.result.capped).length };
}

/**
 * A balance subject's figures from its games, fed one at a time in index order: wins per seat,
 * game length, and per block (map) seat 0's decided games. Each game's length is kept (4 bytes)
 * for the standard deviation, which is taken about the mean of them all, summed in game order.
 */
export class BalanceTally {
  private games = 0;
  private readonly wins: number[];
  private turns = new Int32Array(1024);
  private capped = 0;
  private readonly byBlock = new Map<number, { won: number; decided: number }>();

  constructor(private readonly players: number) {
    this.wins = new Array<number>(players).fill(0);
  }

  add(r: BalanceRow): void {
    if (this.games === this.turns.length) {
      const grown = new Int32Array(this.turns.length * 2);
      grown.set(this.turns);
      this.turns = grown;
    }
    this.turns[this.games++] = r.result.turns;
    if (r.result.capped) this.capped++;
    const t = this.byBlock.get(r.block) ?? { won: 0, decided: 0 };
    if (r.result.winner >= 0) {
      if (r.result.winner < this.players) this.wins[r.result.winner]!++;
      t.decided++;
      if (r.result.winner === 0) t.won++;
    }
    this.byBlock.set(r.block, t);
  }

  seatFigures(): SeatFigures {
    return seatFiguresOf(this.wins, this.games);
  }

  gameLength(): Spread & { capped: number } {
    return { ...spread(Array.from(this.turns.subarray(0, this.games))), capped: this.capped };
  }

  /** Blocks (maps) with at least one game. */
  get blocks(): number {
    return this.byBlock.size;
  }

  /** Per block (map), in the order first met: seat 0's share of the block's decided games, or NaN when none was decided. */
  seatZeroShareByBlock(): Map<number, number> {
    return new Map([...this.byBlock].map(([b, t]) => [b, t.decided ? t.won / t.decided : NaN]));
  }
}

/**
 * Difference of two independent proportions k1/n1 - k2/n2 with its 95% Wald interval (fine for
 * the thousands of games a comparison uses).
 */
export function proportionDifference(k1: number, n1: number, k2: number, n2: number): { difference: number; ci95: [number, number] } {
  const p1 = k1 / n1;
  const p2 = k2 / n2;
  const se = Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
  const d = p1 - p2;
  return { difference: d, ci95: [d - 1.959963984540054 * se, d + 1.959963984540054 * se] };
}
