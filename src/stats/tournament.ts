// Reduces game rows to the figures of a tournament: per line-up entry, per seat, game facts.
// Rows may come in any order; figures depend only on the set of rows.

import { BASE_SOURCES, namedVp, specialVp, UNNAMED } from './added-sources.js';
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
  /** Forfeits by kind: the reason's text up to its first colon (`threw`, `timeout`, ...). */
  forfeitReasons: Record<string, number>;
  /** The first forfeit of each kind (the lowest game index), with its game and whole reason. */
  firstForfeits: Record<string, { game: number; reason: string }>;
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
  /**
   * Mean VP per player by source: the base five, `special` (every source the rule sets add,
   * summed), then each source the run's rule sets add, by name (Seafarers' `chits`). The named ones
   * sum to less than `special` only over games read from files that kept the sum alone.
   */
  vpSources: SourceFigures;
}

/** Figures by VP source: the base five, `special`, and the added sources by name. */
export type SourceFigures = Record<(typeof BASE_SOURCES)[number] | typeof UNNAMED, number> & Record<string, number>;

/**
 * Places in one game (1 = best): the winner first; a forfeiting seat last; everyone else by VP,
 * equal VP sharing the better place (1, 2, 2, 4).
 */
export function placements(row: RowFacts): number[] {
  const r = row.result;
  const forfeit = r.forfeit ? r.forfeit.seat : NO_FORFEIT;
  return Array.from({ length: r.vp.length }, (_, seat) => placeOf(seat, r.vp.length, (o) => r.vp[o]!, r.winner, forfeit));
}

/** The place of `seat` among `players` seats (see placements). */
function placeOf(seat: number, players: number, vp: (seat: number) => number, winner: number, forfeit: number): number {
  const key = (o: number) => (o === winner ? 1e6 : 0) + (o === forfeit ? -1e6 : 0) + vp(o);
  const mine = key(seat);
  let better = 0;
  for (let o = 0; o < players; o++) if (key(o) > mine) better++;
  return better + 1;
}

/** Each game as the entries that played it and their places (1 = best): what ratings read. */
export function gamePlaces(rows: readonly RowFacts[]): Array<{ entries: number[]; places: number[] }> {
  return rows.map(gamePlace);
}

/** One game as gamePlaces gives it. */
export function gamePlace(row: RowFacts): { entries: number[]; places: number[] } {
  return { entries: [...row.seating], places: placements(row) };
}

function interval(k: number, n: number): [number, number] {
  const w = wilson(k, n);
  return [w.low, w.high];
}

// A row's facts as numbers (packFacts): what a worker sends with a finished game for the run's
// tally, one array to copy where the row is some 25 objects to rebuild, and what the tally reads.
const F_WINNER = 0;
const F_CAPPED = 1;
const F_TURNS = 2;
const F_STEPS = 3;
const F_DECISIONS = 4;
/** The forfeiting seat (-1: not known), or NO_FORFEIT; its reason, a string, travels beside the array. */
const F_FORFEIT = 5;
const NO_FORFEIT = -2;
const HEAD_FIELDS = 6;
/**
 * Per seat: the line-up entry, VP, thinking ms, decisions, the five base sources, special VP, then
 * the VP from each added source by name (0 where not known: special VP hold them).
 */
const S_ENTRY = 0;
const S_VP = 1;
const S_THINK = 2;
const S_DECISIONS = 3;
const S_SOURCES = 4;
const S_SPECIAL = 9;
const S_NAMED = 10;
const seatFields = (named: number) => S_NAMED + named;

/** A row's facts; `names`: the run's added VP sources, in the order the tally that reads them was given. */
export function packFacts(row: RowFacts, names: readonly string[] = []): Float64Array {
  const r = row.result;
  const P = row.seating.length;
  const stride = seatFields(names.length);
  const named = names.length ? namedVp(r.vpSources, names) : null;
  const out = new Float64Array(HEAD_FIELDS + stride * P);
  out[F_WINNER] = r.winner;
  out[F_CAPPED] = r.capped ? 1 : 0;
  out[F_TURNS] = r.turns;
  out[F_STEPS] = r.steps;
  out[F_DECISIONS] = r.decisions;
  out[F_FORFEIT] = r.forfeit ? r.forfeit.seat : NO_FORFEIT;
  for (let p = 0; p < P; p++) {
    const o = HEAD_FIELDS + stride * p;
    const src = r.vpSources[p];
    out[o + S_ENTRY] = row.seating[p]!;
    out[o + S_VP] = r.vp[p]!;
    out[o + S_THINK] = r.thinkMs[p] ?? 0;
    out[o + S_DECISIONS] = r.seatDecisions[p] ?? 0;
    if (src) {
      for (let k = 0; k < BASE_SOURCES.length; k++) out[o + S_SOURCES + k] = src[BASE_SOURCES[k]!];
      out[o + S_SPECIAL] = specialVp(src);
    }
    for (let k = 0; k < names.length; k++) out[o + S_NAMED + k] = named![k]?.[p] ?? 0;
  }
  return out;
}

/**
 * The row facts packFacts packed with `names`, back as a row (the added sources by name, and the
 * special VP not among them as `special`; thinking times as packed): what a stop rule reads of a
 * game that arrived as a FinishedGame.
 */
export function unpackFacts(f: Float64Array, forfeitReason: string | null, index: number, names: readonly string[] = []): RowFacts {
  const stride = seatFields(names.length);
  const P = (f.length - HEAD_FIELDS) / stride;
  const seat = (p: number, field: number) => f[HEAD_FIELDS + stride * p + field]!;
  const sources = (p: number) => {
    const src: Record<string, number> = {
      settlements: seat(p, S_SOURCES),
      cities: seat(p, S_SOURCES + 1),
      longestRoad: seat(p, S_SOURCES + 2),
      largestArmy: seat(p, S_SOURCES + 3),
      vpCards: seat(p, S_SOURCES + 4),
    };
    let unnamed = seat(p, S_SPECIAL);
    for (let k = 0; k < names.length; k++) {
      src[names[k]!] = seat(p, S_NAMED + k);
      unnamed -= seat(p, S_NAMED + k);
    }
    src[UNNAMED] = unnamed;
    return src as RowFacts['result']['vpSources'][number];
  };
  const seats = Array.from({ length: P }, (_, p) => p);
  const forfeit = f[F_FORFEIT]!;
  return {
    index,
    seating: seats.map((p) => seat(p, S_ENTRY)),
    result: {
      winner: f[F_WINNER]!,
      capped: f[F_CAPPED] === 1,
      turns: f[F_TURNS]!,
      vp: seats.map((p) => seat(p, S_VP)),
      steps: f[F_STEPS]!,
      decisions: f[F_DECISIONS]!,
      forfeit: forfeit === NO_FORFEIT ? null : { seat: forfeit, reason: forfeitReason ?? '' },
      thinkMs: seats.map((p) => seat(p, S_THINK)),
      seatDecisions: seats.map((p) => seat(p, S_DECISIONS)),
      vpSources: seats.map(sources),
    },
  };
}

/**
 * The figures of a growing set of games, kept up to date as each is added: a run adds its games
 * as they finish, so a checkpoint or the run's end reads the figures without parsing every game
 * again (some 8 us a game, a second and a half for 200,000, on the thread the workers wait on).
 * Games may come in any order; the figures depend only on the set (thinking times aside, whose
 * fractions add up in the order they come).
 */
export class StatsTally {
  private n = 0;
  private readonly entries;
  private readonly seatWins: number[];
  private readonly sources = { settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0, special: 0 };
  /** VP summed by added source, in the order of `names`. */
  private readonly named: number[];
  /** Games by their number of turns: the percentiles read it in order. */
  private readonly turns = new Map<number, number>();
  private turnSum = 0;
  private won = 0;
  private capped = 0;
  private forfeited = 0;
  private steps = 0;
  private decisions = 0;

  /**
   * `labels` names the line-up entries; `players` is seats per game (default: one per entry);
   * `names`, the added VP sources kept by name (the plan's: planSourceNames), packFacts's too.
   */
  constructor(
    labels: readonly string[],
    private readonly players = labels.length,
    private readonly names: readonly string[] = [],
  ) {
    this.named = names.map(() => 0);
    this.entries = labels.map((label) => ({
      label,
      games: 0,
      wins: 0,
      vp: 0,
      place: 0,
      places: new Array<number>(players).fill(0),
      forfeits: 0,
      forfeitReasons: {} as Record<string, number>,
      firstForfeits: {} as Record<string, { game: number; reason: string }>,
      decisions: 0,
      thinkMs: 0,
    }));
    this.seatWins = new Array<number>(players).fill(0);
  }

  get games(): number {
    return this.n;
  }

  add(row: RowFacts): void {
    this.addPacked(packFacts(row, this.names), row.result.forfeit?.reason ?? null, row.index);
  }

  /** A game's packFacts (with this tally's names), its forfeit's reason when a seat forfeited, and its index. */
  addPacked(f: Float64Array, forfeitReason: string | null, index: number): void {
    const stride = seatFields(this.names.length);
    const P = (f.length - HEAD_FIELDS) / stride;
    const winner = f[F_WINNER]!;
    const forfeit = f[F_FORFEIT]!;
    const turns = f[F_TURNS]!;
    this.n++;
    this.turns.set(turns, (this.turns.get(turns) ?? 0) + 1);
    this.turnSum += turns;
    this.steps += f[F_STEPS]!;
    this.decisions += f[F_DECISIONS]!;
    if (winner >= 0) {
      this.won++;
      this.seatWins[winner]!++;
    }
    if (f[F_CAPPED] === 1) this.capped++;
    if (forfeit !== NO_FORFEIT) this.forfeited++;
    const vp = (seat: number) => f[HEAD_FIELDS + stride * seat + S_VP]!;
    const sources = this.sources;
    for (let seat = 0; seat < P; seat++) {
      const o = HEAD_FIELDS + stride * seat;
      const e = this.entries[f[o + S_ENTRY]!]!;
      const place = placeOf(seat, P, vp, winner, forfeit);
      e.games++;
      if (winner === seat) e.wins++;
      e.vp += f[o + S_VP]!;
      e.place += place;
      e.places[place - 1]!++;
      e.thinkMs += f[o + S_THINK]!;
      e.decisions += f[o + S_DECISIONS]!;
      if (forfeit === seat) {
        e.forfeits++;
        const reason = forfeitReason ?? '';
        const kind = reason.split(':')[0]!;
        e.forfeitReasons[kind] = (e.forfeitReasons[kind] ?? 0) + 1;
        const first = e.firstForfeits[kind];
        if (!first || index < first.game || (index === first.game && reason < first.reason)) e.firstForfeits[kind] = { game: index, reason };
      }
      for (let k = 0; k < BASE_SOURCES.length; k++) sources[BASE_SOURCES[k]!] += f[o + S_SOURCES + k]!;
      sources.special += f[o + S_SPECIAL]!;
      for (let k = 0; k < this.named.length; k++) this.named[k]! += f[o + S_NAMED + k]!;
    }
  }

  stats(): TournamentStats {
    const n = this.n;
    const P = this.players;
    const sources: SourceFigures = { ...this.sources };
    this.names.forEach((name, k) => (sources[name] = this.named[k]!));
    for (const k of Object.keys(sources)) sources[k] = n ? sources[k]! / (n * P) : 0;
    return {
      games: n,
      won: this.won,
      capped: this.capped,
      forfeited: this.forfeited,
      entries: this.entries.map((e) => ({
        label: e.label,
        games: e.games,
        wins: e.wins,
        winRate: e.games ? e.wins / e.games : 0,
        ci95: interval(e.wins, e.games),
        meanVp: e.games ? e.vp / e.games : 0,
        meanPlace: e.games ? e.place / e.games : 0,
        places: [...e.places],
        forfeits: e.forfeits,
        forfeitReasons: { ...e.forfeitReasons },
        firstForfeits: { ...e.firstForfeits },
        decisions: e.decisions,
        meanDecisionMs: e.decisions ? e.thinkMs / e.decisions : 0,
      })),
      seats: this.seatWins.map((wins, seat) => ({ seat, games: n, wins, winRate: n ? wins / n : 0, ci95: interval(wins, n) })),
      turns: this.turnFigures(),
      stepsPerGame: n ? this.steps / n : 0,
      decisionsPerGame: n ? this.decisions / n : 0,
      vpSources: sources,
    };
  }

  /** Mean, nearest-rank percentiles (as describe.ts's percentile) and maximum of the turn counts. */
  private turnFigures(): TournamentStats['turns'] {
    const n = this.n;
    if (n === 0) return { mean: NaN, p50: NaN, p90: NaN, max: 0 };
    const values = [...this.turns.keys()].sort((a, b) => a - b);
    const at = (q: number) => {
      const rank = Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1));
      let seen = 0;
      for (const v of values) {
        seen += this.turns.get(v)!;
        if (seen > rank) return v;
      }
      return values[values.length - 1]!;
    };
    return { mean: this.turnSum / n, p50: at(0.5), p90: at(0.9), max: values[values.length - 1]! };
  }
}

/**
 * The first forfeit of each kind for each entry, in game order, as one line each: `label`,
 * `game`, `reason` with its line breaks folded and cut to `width` characters, for tables.
 */
export function firstForfeitLines(st: TournamentStats, width = 240): Array<{ label: string; game: number; kind: string; reason: string }> {
  const out: Array<{ label: string; game: number; kind: string; reason: string }> = [];
  for (const e of st.entries) {
    for (const [kind, f] of Object.entries(e.firstForfeits)) {
      const flat = f.reason.replace(/\s*[\r\n]+\s*/g, ' / ');
      out.push({ label: e.label, game: f.game, kind, reason: flat.length > width ? `${flat.slice(0, width - 3)}...` : flat });
    }
  }
  return out.sort((a, b) => a.game - b.game);
}

/** `rows`: any iterable, read once (a folder's store parses its games one at a time); `names` as StatsTally's. */
export function tournamentStats(rows: Iterable<RowFacts>, labels: readonly string[], players = labels.length, names: readonly string[] = []): TournamentStats {
  const tally = new StatsTally(labels, players, names);
  for (const row of rows) tally.add(row);
  return tally.stats();
}
