// The run's writer keeps its statistics as games arrive (a tally of the facts the workers pack):
// whatever it is given, earlier games of a resumed run, games cut where a match stopped, its
// figures must be those of the games it keeps, counted afresh from their rows; and games.csv holds
// those games in index order, whatever order they came in.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { tournamentStats } from '../src/stats/tournament.js';
import { finishedGame, finishedRow, type FinishedGame } from '../src/tournament/finished-game.js';
import type { TournamentPlan } from '../src/tournament/plan.js';
import { PlanRunner } from '../src/tournament/play-spec.js';
import { SortedGames } from '../src/tournament/game-sort.js';
import { CSV_HEADER } from '../src/tournament/games-csv.js';
import { ResultsWriter } from '../src/tournament/results.js';

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
  it('are those of the games it keeps: earlier games, games added in any order, games cut', async () => {
    const games = await play();
    // A forfeit travels beside the packed facts: one game stands in for a lost one.
    const lost = finishedGame({ row: { ...finishedRow(games[5]!), result: { ...finishedRow(games[5]!).result, winner: -1, forfeit: { seat: 2, reason: 'crash: the worker died' } } }, record: null }, labels);
    games[5] = lost;
    const dir = mkdtempSync(join(tmpdir(), 'catan-writer-'));
    // A resumed folder's games 0, 2 and 3 (game 1 was lost with the interruption).
    const previous = new SortedGames(dir);
    for (const g of [0, 2, 3].map((i) => games[i]!)) previous.push({ index: g.index, source: 0, line: 0, text: g.csv });
    const writer = new ResultsWriter(dir, plan, plan.games, tool, previous.finish());
    expect(untimed(writer.stats())).toStrictEqual(fresh([0, 2, 3].map((i) => games[i]!)));
    const order = [11, 1, 4, 9, 5, 10, 6, 8, 7];
    for (const i of order) writer.add(games[i]!);
    expect(writer.size).toBe(12);
    expect(untimed(writer.stats())).toStrictEqual(fresh(games));
    expect(writer.stats().forfeited).toBe(1);
    let summary = writer.write(true, null);
    expect(summary.completed).toBe(12);
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(CSV_HEADER + games.map((g) => g.csv).join(''));
    writer.cutAt(9);
    expect(untimed(writer.stats())).toStrictEqual(fresh(games.slice(0, 9)));
    summary = writer.write(false, null);
    expect(summary.completed).toBe(9);
    expect(untimed(summary.stats)).toStrictEqual(fresh(games.slice(0, 9)));
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(CSV_HEADER + games.slice(0, 9).map((g) => g.csv).join(''));
    writer.dispose();
  });

  it('a game added twice is a broken contract, named when the games are read back', async () => {
    const games = await play();
    const writer = new ResultsWriter(mkdtempSync(join(tmpdir(), 'catan-writer-')), plan, plan.games, tool);
    for (const g of games.slice(0, 3)) writer.add(g);
    writer.add(games[1]!);
    expect(() => writer.write(true, null)).toThrow('results: game 1 was kept twice');
    writer.dispose();
  });
});
