// Where each line-up entry's victory points came from, per game it played: the per-bot split of the
// tournament's overall `vpSources` (stats/tournament.ts), for the report's stacked bars.

import { BASE_SOURCES, namedVp, specialVp, UNNAMED } from './added-sources.js';
import type { RowFacts, SourceFigures } from './tournament.js';

/** An entry's mean VP per game it played from each source, keyed as TournamentStats' vpSources. */
export interface EntrySources {
  label: string;
  sources: SourceFigures;
}

/** Per entry: mean VP per game it played from each source; `names`: the added sources kept by name. */
export function vpSourcesByEntry(rows: Iterable<RowFacts>, labels: readonly string[], names: readonly string[] = []): EntrySources[] {
  const tally = new VpSourcesTally(labels, names);
  for (const row of rows) tally.add(row);
  return tally.byEntry();
}

/** vpSourcesByEntry one game at a time: sums of whole VP, so the order of the games does not matter. */
export class VpSourcesTally {
  private readonly games: number[];
  /** Per entry: VP by source, in the order of `keys`. */
  private readonly sums: number[][];
  /** The base five, `special`, then the added sources by name. */
  private readonly keys: readonly string[];

  constructor(
    private readonly labels: readonly string[],
    private readonly names: readonly string[] = [],
  ) {
    this.keys = [...BASE_SOURCES, UNNAMED, ...names];
    this.games = labels.map(() => 0);
    this.sums = labels.map(() => this.keys.map(() => 0));
  }

  add(row: RowFacts): void {
    const named = namedVp(row.result.vpSources, this.names);
    const extra = BASE_SOURCES.length + 1;
    row.seating.forEach((entry, seat) => {
      const src = row.result.vpSources[seat];
      const e = this.sums[entry];
      if (!src || !e) return;
      this.games[entry]!++;
      BASE_SOURCES.forEach((k, i) => (e[i]! += src[k]));
      e[BASE_SOURCES.length]! += specialVp(src);
      named.forEach((values, k) => (e[extra + k]! += values?.[seat] ?? 0));
    });
  }

  byEntry(): EntrySources[] {
    return this.sums.map((e, i) => {
      const n = this.games[i]!;
      return { label: this.labels[i]!, sources: Object.fromEntries(this.keys.map((k, j) => [k, n ? e[j]! / n : 0])) as SourceFigures };
    });
  }
}
