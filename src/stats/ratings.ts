// Ratings for a field of bots from multi-player games (the Weng-Lin Bayesian rating system with
// the Plackett-Luce model, from the `openskill` package) and a pairwise win matrix.
//
// A game is described by the places its entries finished in (1 = best, equal places are ties).
// Two shapes are accepted:
// - `{ places }`: places[e] is the place of line-up entry e; null or undefined (or a shorter
//   array) means entry e did not play that game.
// - `{ entries, places }`: entries[k] is the line-up entry in seat k and places[k] its place
//   (e.g. a game row's `seating` and `placements(row)`).

import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';

export interface PlacedGame {
  places: ReadonlyArray<number | null | undefined>;
  entries?: readonly number[];
}

export interface RateOptions {
  /** Prior mean of every entry (openskill default 25). */
  mu?: number;
  /** Prior standard deviation (default 25/3). */
  sigma?: number;
  /** Performance spread within a game (default 25/6). */
  beta?: number;
  /** Added uncertainty per game, which lets ratings drift (default 25/300). */
  tau?: number;
}

export interface EntryRating {
  label: string;
  mu: number;
  sigma: number;
  /** Conservative estimate mu - 3 sigma: the figure to rank by. */
  ordinal: number;
  /** Rated games the entry played (games with at least two entries). */
  games: number;
}

export interface WinMatrix {
  /**
   * share[i][j]: fraction of the games both i and j played in which i finished ahead of j, a tie
   * counting one half; NaN on the diagonal and where the two never met (null in JSON).
   * share[i][j] + share[j][i] = 1 wherever they met.
   */
  share: number[][];
  /** counts[i][j]: games both i and j played (0 on the diagonal). */
  counts: number[][];
  /** ahead[i][j]: games in which i finished strictly ahead of j. */
  ahead: number[][];
  /** ties[i][j]: games in which i and j shared a place. */
  ties: number[][];
}

/** The (entry, place) pairs of one game, checked. */
function participants(game: PlacedGame, n: number, at: number): Array<{ entry: number; place: number }> {
  const out: Array<{ entry: number; place: number }> = [];
  const { places, entries } = game;
  const checkPlace = (p: unknown, what: string) => {
    if (typeof p !== 'number' || !Number.isFinite(p) || p < 1) throw new RangeError(`game ${at}: ${what} must be a place >= 1, got ${String(p)}`);
  };
  if (entries) {
    if (entries.length !== places.length) throw new RangeError(`game ${at}: ${entries.length} entries but ${places.length} places`);
    const seen = new Set<number>();
    entries.forEach((e, k) => {
      if (!Number.isInteger(e) || e < 0 || e >= n) throw new RangeError(`game ${at}: entry ${e} in seat ${k} is not a line-up entry 0..${n - 1}`);
      if (seen.has(e)) throw new RangeError(`game ${at}: entry ${e} appears twice`);
      seen.add(e);
      checkPlace(places[k], `the place of seat ${k}`);
      out.push({ entry: e, place: places[k]! });
    });
  } else {
    if (places.length > n) throw new RangeError(`game ${at}: ${places.length} places for a line-up of ${n}`);
    places.forEach((p, e) => {
      if (p === null || p === undefined) return;
      checkPlace(p, `the place of entry ${e}`);
      out.push({ entry: e, place: p });
    });
  }
  return out;
}

/**
 * Rates every line-up entry from the games, processed in the order given (the rating is online,
 * so the order matters: pass games sorted by index for reproducible results). Each game updates
 * its players with openskill's Plackett-Luce model, ties sharing a rank. Games with fewer than two
 * players are skipped. Returns one rating per label, in label order (entries that never played
 * keep the prior).
 */
export function rateField(games: Iterable<PlacedGame>, labels: readonly string[], opts: RateOptions = {}): EntryRating[] {
  const field = new FieldRatings(labels, opts);
  for (const game of games) field.add(game);
  return field.ratings();
}

/** rateField one game at a time: each `add` updates the ratings of the game's players. */
export class FieldRatings {
  private readonly options;
  private readonly state: Array<{ mu: number; sigma: number }>;
  private readonly played: number[];
  private at = 0;

  constructor(
    private readonly labels: readonly string[],
    opts: RateOptions = {},
  ) {
    this.options = { ...opts, model: plackettLuce };
    const prior = rating({ mu: opts.mu, sigma: opts.sigma }, this.options);
    this.state = labels.map(() => ({ mu: prior.mu, sigma: prior.sigma }));
    this.played = new Array<number>(labels.length).fill(0);
  }

  add(game: PlacedGame): void {
    const ps = participants(game, this.labels.length, this.at++);
    if (ps.length < 2) return;
    const updated = rate(
      ps.map(({ entry }) => [this.state[entry]!]),
      { ...this.options, rank: ps.map(({ place }) => place) },
    );
    ps.forEach(({ entry }, k) => {
      const r = updated[k]![0]!;
      this.state[entry] = { mu: r.mu, sigma: r.sigma };
      this.played[entry]!++;
    });
  }

  ratings(): EntryRating[] {
    return this.labels.map((label, e) => {
      const { mu, sigma } = this.state[e]!;
      return { label, mu, sigma, ordinal: mu - 3 * sigma, games: this.played[e]! };
    });
  }
}

/** Pairwise results of n line-up entries over the games (see `WinMatrix`). */
export function winMatrix(games: Iterable<PlacedGame>, n: number): WinMatrix {
  const tally = new WinTally(n);
  for (const game of games) tally.add(game);
  return tally.matrix();
}

/** winMatrix one game at a time. */
export class WinTally {
  private readonly counts: number[][];
  private readonly ahead: number[][];
  private readonly ties: number[][];
  private at = 0;

  constructor(private readonly n: number) {
    if (!(Number.isInteger(n) && n >= 0)) throw new RangeError(`n must be a whole number >= 0, got ${n}`);
    const grid = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
    this.counts = grid();
    this.ahead = grid();
    this.ties = grid();
  }

  add(game: PlacedGame): void {
    const ps = participants(game, this.n, this.at++);
    for (const a of ps) {
      for (const b of ps) {
        if (a.entry === b.entry) continue;
        this.counts[a.entry]![b.entry]!++;
        if (a.place < b.place) this.ahead[a.entry]![b.entry]!++;
        else if (a.place === b.place) this.ties[a.entry]![b.entry]!++;
      }
    }
  }

  matrix(): WinMatrix {
    const { counts, ahead, ties } = this;
    const copy = (g: number[][]) => g.map((row) => [...row]);
    const share = counts.map((row, i) => row.map((c, j) => (i === j || c === 0 ? NaN : (ahead[i]![j]! + ties[i]![j]! / 2) / c)));
    return { share, counts: copy(counts), ahead: copy(ahead), ties: copy(ties) };
  }
}
