// Reduces game rows to the figures of a tournament: per line-up entry, per seat, game facts.
// Rows may come in any order; figures depend only on the set of rows.

import { maxOf, mean, percentile } from './describe.js';
import { wilson } from './intervals.js';

/** The parts of a game row the statistics read (see tournament/play-spec.ts). */
export interface RowFacts {
  index: number;
  seating: number[];
  result: {
    winner: number;
    capped: boolean;
    turns: number;
    vp: number[];
    steps: number;
    decisions: number;
    forfeit: { seat: number; reason: string } | null;
    thinkMs: number[];
    seatDecisions: number[];
    vpSources: Array<{ settlements: number; cities: number; longestRoad: number; largestArmy: number; vpCards: number; [source: string]: number }>;
  };
}

export interface EntryStats {
  label: string;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanVp: number;
  meanPlace: number;
  /** places[k] = games finished in place k + 1. */
  places: number[];
  forfeits: number;
  forfeitReasons: Record<string, number>;
  decisions: number;
  meanDecisionMs: number;
}

export interface SeatStats {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface TournamentStats {
  games: number;
  won: number;
  capped: number;
  forfeited: number;
  entries: EntryStats[];
  seats: SeatStats[];
  turns: { mean: number; p50: number; p90: number; max: number };
  stepsPerGame: number;
  decisionsPerGame: number;
  /** Mean VP per player per game from each source. */
  /** Mean VP per player by source; `special`: the sources rule sets add (Seafarers' chits). */
  vpSources: { settlements: number; cities: number; longestRoad: number; largestArmy: number; vpCards: number; special: number };
}

/**
 * Places in one game (1 = best): the winner first; a forfeiting seat last; everyone else by VP,
 * equal VP sharing the better place (1, 2, 2, 4).
 */
export function placements(row: RowFacts): number[] {
  const r = row.result;
  const P = r.vp.length;
  const key = (seat: number) => (seat === r.winner ? 1e6 : 0) + (r.forfeit?.seat === seat ? -1e6 : 0) + r.vp[seat]!;
  return Array.from({ length: P }, (_, seat) => {
    let better = 0;
    for (let o = 0; o < P; o++) if (key(o) > key(seat)) better++;
    return better + 1;
  });
}

function interval(k: number, n: number): [number, number] {
  const w = wilson(k, n);
  return [w.low, w.high];
}

/** `labels` names the line-up entries; `players` is seats per game (default: one per entry). */
/** The base game's five VP sources; rule sets may add others (counted together as special VP). */
export const BASE_SOURCES = ['settlements', 'cities', 'longestRoad', 'largestArmy', 'vpCards'] as const;

/** Special VP: the sources a rule set adds beyond the base game's five (Seafarers' chits), summed. */
export function specialVp(src: Readonly<Record<string, number>>): number {
  let n = 0;
  for (const k in src) if (!(BASE_SOURCES as readonly string[]).includes(k)) n += src[k]!;
  return n;
}

/** `rows`: any iterable, read once (a run's store parses its games one at a time). */
export function tournamentStats(rows: Iterable<RowFacts>, labels: readonly string[], players = labels.length): TournamentStats {
  const P = players;
  let n = 0;
  const entries = labels.map((label) => ({
    label,
    games: 0,
    wins: 0,
    vp: 0,
    place: 0,
    places: new Array<number>(P).fill(0),
    forfeits: 0,
    forfeitReasons: {} as Record<string, number>,
    decisions: 0,
    thinkMs: 0,
  }));
  const seatWins = new Array<number>(P).fill(0);
  const sources = { settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0, special: 0 };
  const turns: number[] = [];
  let won = 0;
  let capped = 0;
  let forfeited = 0;
  let steps = 0;
  let decisions = 0;
  for (const row of rows) {
    n++;
    const r = row.result;
    turns.push(r.turns);
    steps += r.steps;
    decisions += r.decisions;
    if (r.winner >= 0) {
      won++;
      seatWins[r.winner]!++;
    }
    if (r.capped) capped++;
    if (r.forfeit) forfeited++;
    const place = placements(row);
    row.seating.forEach((entry, seat) => {
      const e = entries[entry]!;
      e.games++;
      if (r.winner === seat) e.wins++;
      e.vp += r.vp[seat]!;
      e.place += place[seat]!;
      e.places[place[seat]! - 1]!++;
      e.thinkMs += r.thinkMs[seat] ?? 0;
      e.decisions += r.seatDecisions[seat] ?? 0;
      if (r.forfeit?.seat === seat) {
        e.forfeits++;
        const kind = r.forfeit.reason.split(':')[0]!;
        e.forfeitReasons[kind] = (e.forfeitReasons[kind] ?? 0) + 1;
      }
      const src = r.vpSources[seat];
      if (src) {
        for (const k of BASE_SOURCES) sources[k] += src[k];
        sources.special += specialVp(src);
      }
    });
  }
  for (const k of Object.keys(sources) as Array<keyof typeof sources>) sources[k] = n ? sources[k] / (n * P) : 0;
  return {
    games: n,
    won,
    capped,
    forfeited,
    entries: entries.map((e) => ({
      label: e.label,
      games: e.games,
      wins: e.wins,
      winRate: e.games ? e.wins / e.games : 0,
      ci95: interval(e.wins, e.games),
      meanVp: e.games ? e.vp / e.games : 0,
      meanPlace: e.games ? e.place / e.games : 0,
      places: e.places,
      forfeits: e.forfeits,
      forfeitReasons: e.forfeitReasons,
      decisions: e.decisions,
      meanDecisionMs: e.decisions ? e.thinkMs / e.decisions : 0,
    })),
    seats: seatWins.map((wins, seat) => ({ seat, games: n, wins, winRate: n ? wins / n : 0, ci95: interval(wins, n) })),
    turns: { mean: mean(turns), p50: percentile(turns, 0.5), p90: percentile(turns, 0.9), max: turns.length ? maxOf(turns) : 0 },
    stepsPerGame: n ? steps / n : 0,
    decisionsPerGame: n ? decisions / n : 0,
    vpSources: sources,
  };
}
