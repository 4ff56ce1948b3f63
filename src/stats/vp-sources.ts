// Where each line-up entry's victory points came from, per game it played: the per-bot split of the
// tournament's overall `vpSources` (stats/tournament.ts), for the report's stacked bars.

import { specialVp, type RowFacts } from './tournament.js';

export const VP_SOURCE_NAMES = ['settlements', 'cities', 'longestRoad', 'largestArmy', 'vpCards', 'special'] as const;
export type VpSourceName = (typeof VP_SOURCE_NAMES)[number];

/** Per entry: mean VP per game it played from each source (`special`: the sources rule sets add). */
export function vpSourcesByEntry(rows: readonly RowFacts[], labels: readonly string[]): Array<{ label: string } & Record<VpSourceName, number>> {
  const sums = labels.map(() => ({ games: 0, settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0, special: 0 }));
  for (const row of rows) {
    row.seating.forEach((entry, seat) => {
      const src = row.result.vpSources[seat];
      const e = sums[entry];
      if (!src || !e) return;
      e.games++;
      e.settlements += src.settlements;
      e.cities += src.cities;
      e.longestRoad += src.longestRoad;
      e.largestArmy += src.largestArmy;
      e.vpCards += src.vpCards;
      e.special += specialVp(src);
    });
  }
  return sums.map((e, i) => {
    const per = (x: number) => (e.games ? x / e.games : 0);
    return { label: labels[i]!, settlements: per(e.settlements), cities: per(e.cities), longestRoad: per(e.longestRoad), largestArmy: per(e.largestArmy), vpCards: per(e.vpCards), special: per(e.special) };
  });
}
