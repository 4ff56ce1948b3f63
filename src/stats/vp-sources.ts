// Where each line-up entry's victory points came from, per game it played: the per-bot split of the
// tournament's overall `vpSources` (stats/tournament.ts), for the report's stacked bars.

import { BASE_SOURCES, specialVp, type RowFacts } from './tournament.js';

export const VP_SOURCE_NAMES = [...BASE_SOURCES, 'special'] as const;
export type VpSourceName = (typeof VP_SOURCE_NAMES)[number];

/** Per entry: mean VP per game it played from each source (`special`: the sources rule sets add). */
export function vpSourcesByEntry(rows: Iterable<RowFacts>, labels: readonly string[]): Array<{ label: string } & Record<VpSourceName, number>> {
  const tally = new VpSourcesTally(labels);
  for (const row of rows) tally.add(row);
  return tally.byEntry();
}

/** vpSourcesByEntry one game at a time: sums of whole VP, so the order of the games does not matter. */
export class VpSourcesTally {
  private readonly games: number[];
  private readonly sums: Array<Record<VpSourceName, number>>;

  constructor(private readonly labels: readonly string[]) {
    this.games = labels.map(() => 0);
    this.sums = labels.map(() => Object.fromEntries(VP_SOURCE_NAMES.map((k) => [k, 0])) as Record<VpSourceName, number>);
  }

  add(row: RowFacts): void {
    row.seating.forEach((entry, seat) => {
      const src = row.result.vpSources[seat];
      const e = this.sums[entry];
      if (!src || !e) return;
      this.games[entry]!++;
      for (const k of BASE_SOURCES) e[k] += src[k];
      e.special += specialVp(src);
    });
  }

  byEntry(): Array<{ label: string } & Record<VpSourceName, number>> {
    return this.sums.map((e, i) => {
      const n = this.games[i]!;
      return { label: this.labels[i]!, ...(Object.fromEntries(VP_SOURCE_NAMES.map((k) => [k, n ? e[k] / n : 0])) as Record<VpSourceName, number>) };
    });
  }
}
