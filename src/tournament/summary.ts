// Reduces game rows to the figures users read: per line-up entry, per seat, game facts.

import { mean, percentile } from '../stats/describe.js';
import { wilson } from '../stats/intervals.js';
import type { GameRow } from './batch.js';
import type { VpSources } from './play-game.js';

export interface EntrySummary {
  bot: string;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanVp: number;
}
export interface SeatSummary {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
}
export interface BatchSummary {
  games: number;
  decided: number;
  capped: number;
  forfeits: number;
  entries: EntrySummary[];
  seats: SeatSummary[];
  turns: { mean: number; p50: number; p90: number; max: number };
  stepsPerGame: number;
  decisionsPerGame: number;
  /** Mean VP per seat-game from each source. */
  vpSources: VpSources;
}

export function summarize(rows: readonly GameRow[], lineup: readonly string[]): BatchSummary {
  const P = lineup.length;
  const winsByEntry = new Array<number>(P).fill(0);
  const vpByEntry = new Array<number>(P).fill(0);
  const winsBySeat = new Array<number>(P).fill(0);
  const src: VpSources = { settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 };
  let capped = 0;
  let forfeits = 0;
  let steps = 0;
  let decisions = 0;
  const turns: number[] = [];
  for (const row of rows) {
    const r = row.result;
    if (r.capped) capped++;
    if (r.forfeit) forfeits++;
    steps += r.steps;
    decisions += r.decisions;
    turns.push(r.turns);
    row.seating.forEach((entry, seat) => {
      vpByEntry[entry]! += r.vp[seat]!;
      const v = r.vpSources[seat]!;
      for (const k of Object.keys(src) as Array<keyof VpSources>) src[k] += v[k];
    });
    if (r.winner >= 0) {
      winsBySeat[r.winner]!++;
      winsByEntry[row.seating[r.winner]!]!++;
    }
  }
  const n = rows.length;
  const interval = (k: number): [number, number] => {
    const w = wilson(k, n);
    return [w.low, w.high];
  };
  for (const k of Object.keys(src) as Array<keyof VpSources>) src[k] = n ? src[k] / (n * P) : 0;
  return {
    games: n,
    decided: winsBySeat.reduce((a, b) => a + b, 0),
    capped,
    forfeits,
    entries: lineup.map((bot, i) => ({
      bot,
      games: n,
      wins: winsByEntry[i]!,
      winRate: n ? winsByEntry[i]! / n : 0,
      ci95: interval(winsByEntry[i]!),
      meanVp: n ? vpByEntry[i]! / n : 0,
    })),
    seats: winsBySeat.map((wins, seat) => ({ seat, games: n, wins, winRate: n ? wins / n : 0, ci95: interval(wins) })),
    turns: { mean: mean(turns), p50: percentile(turns, 0.5), p90: percentile(turns, 0.9), max: Math.max(0, ...turns) },
    stepsPerGame: n ? steps / n : 0,
    decisionsPerGame: n ? decisions / n : 0,
    vpSources: src,
  };
}
