// Where each line-up entry's victory points came from, per game it played: the per-bot split of the
// tournament's overall `vpSources` (stats/tournament.ts), for the report's stacked bars.

import { BASE_SOURCES, specialVp, type RowFacts } from './tournament.js';

export const VP_SOURCE_NAMES = [...BASE_SOURCES, 'special'] as const;
export type VpSourceName = (typeof VP_SOURCE_NAMES)[number];

/** Per entry: mean VP per game it played from each source (`special`: the sources rule sets add). */
export function vpSourcesByEntry(rows: readonly RowFacts[], labels: readonly string[]): Array<{ label: string } & Record<VpSourceName, number>> {
  const games = labels.map(() => 0);
  const sums = labels.map(() => Object.fromEntries(VP_SOURCE_NAMES.map((k) => [k, 0])) as Record<VpSourceName, number>);
  for (const row of rows) {
    row.seating.forEach((entry, seat) => {
      const src = row.result.vpSources[seat];
      const e = sums[entry];
      if (!src || !e) return;
      games[entry]!++;
      for (const k of BASE_SOURCES) e[k] += src[k];
      e.special += specialVp(src);
    });
  }
  return sums.map((e, i) => {
    const n = games[i]!;
    return { label: labels[i]!, ...(Object.fromEntries(VP_SOURCE_NAMES.map((k) => [k, n ? e[k] / n : 0])) as Record<VpSourceName, number>) };
  });
}
