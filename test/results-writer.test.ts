// The run's writer keeps its statistics as games arrive (a tally of the facts the workers pack):
// whatever it is given, earlier games of a resumed run, a game sent again, games dropped where a
// match stopped, its figures must be those of the games it keeps, counted afresh from their rows.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { tournamentStats } from '../src/stats/tournament.js';
import { finishedGame, finishedRow, type FinishedGame } from '../src/tournament/finished-game.js';
import type { TournamentPlan } from '../src/tournament/plan.js';
import { PlanRunner } from '../src/tournament/play-spec.js';
import { ResultsWriter } from '../src/tournament/results.js';
import { RowStore } from '../src/tournament/row-store.js';

const plan: TournamentPlan = {
  name: 'writer',
  seed: 'writer',
  games: 12,
  lineup: ['random', 'weighted', 'greedy', 'random'].map((ref, i) => ({ ref, kind: 'builtin' as const, label: `${ref}#${i + 1}`, options: {} })),
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players: 4, tradeOffersPerTurn: 0 }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
};
const labels = plan.lineup.map((b) => b.label);
const tool = { name: 'catan-arena', version: 'test', node: process.version };

async function play(): Promise<FinishedGame[]> {
  const runner = await PlanRunner.load(plan, null);
  const games: FinishedGame[] = [];
  for (let i = 0; i < plan.games; i++) runner.play(i, (out) => games.push(finishedGame(out, labels)));
  return games;
}

/** The figures counted afresh from the rows of `games`; thinking times, which are not reproducible, aside. */
const untimed = (st: ReturnType<typeof tournamentStats>) => ({ ...st, entries: st.entries.map(({ meanDecisionMs: _ms, ...e }) => e) });
const fresh = (games: FinishedGame[]) => untimed(tournamentStats(games.map(finishedRow), labels));

describe('ResultsWriter statistics', () => {
  it('are those of the games it keeps: earlier games, games added, a game sent again, games dropped', async () => {
    const games = await play();
    // A forfeit travels beside the packed facts: one game stands in for a lost one.
    const lost = finishedGame({ row: { ...finishedRow(games[5]!), result: { ...finishedRow(games[5]!).result, winner: -1, forfeit: { seat: 2, reason: 'crash: the worker died' } } }, record: null }, labels);
    games[5] = lost;
    const previous = new RowStore();
    for (const g of games.slice(0, 4)) previous.add(finishedRow(g), g.journal);
    const writer = new ResultsWriter(mkdtempSync(join(tmpdir(), 'catan-writer-')), plan, plan.games, tool, previous);
    expect(untimed(writer.stats())).toStrictEqual(fresh(games.slice(0, 4)));
    for (const g of games.slice(4)) writer.add(g);
    expect(untimed(writer.stats())).toStrictEqual(fresh(games));
    expect(writer.stats().forfeited).toBe(1);
    writer.add(games[7]!);
    expect(untimed(writer.stats())).toStrictEqual(fresh(games));
    for (const i of [9, 10, 11]) writer.drop(i);
    expect(untimed(writer.stats())).toStrictEqual(fresh(games.slice(0, 9)));
    writer.add(games[10]!);
    expect(untimed(writer.stats())).toStrictEqual(fresh([...games.slice(0, 9), games[10]!]));
  });
});
