// The plan both the ladder and the weight tuner play: one bot against three copies of another,
// 4 players, the default map (the official generator), or a Seafarers scenario on its printed
// layout, every rotation of the line-up on each map and dice seed.

import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions, type ScenarioChoice } from '../src/rules/options.js';
import type { TournamentPlan } from '../src/tournament/plan.js';

export function oneVsThree(
  name: string,
  games: number,
  hero: { bot: string; label: string; options: Record<string, unknown> },
  others: string,
  scenario: ScenarioChoice = 'none',
): TournamentPlan {
  const sea = scenario !== 'none';
  return {
    name,
    seed: name,
    games,
    lineup: [
      { ref: hero.bot, kind: 'builtin', label: hero.label, options: hero.options },
      ...[2, 3, 4].map((k) => ({ ref: others, kind: 'builtin' as const, label: `${others}#${k}`, options: {} })),
    ],
    map: sea ? { kind: 'scenario', variable: false } : { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
    options: resolveOptions({ players: 4, scenario }),
    timeBudgetMs: 60_000,
    record: false,
    shard: null,
  };
}
