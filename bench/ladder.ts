// The measured bot ladder: each built-in bot against three copies of the level below it
// (4 players, every rotation of the line-up on each map and dice seed). Prints a Markdown table
// for the README and writes results/bench/ladder.json.
//
//   npm run build && node dist/bench/ladder.js            # all levels
//   LADDER_GAMES=400 node dist/bench/ladder.js            # fewer games per level
//   LADDER_LEVELS=mcts node dist/bench/ladder.js          # one level
//   LADDER_MCTS_OPTIONS='{"setup":"value"}' ...           # mcts options (JSON)

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { wilson } from '../src/stats/intervals.js';
import { tournamentStats } from '../src/stats/tournament.js';
import { finishedRow } from '../src/tournament/finished-game.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import { planIdentity, planIndices } from '../src/tournament/plan.js';
import { oneVsThree } from './one-vs-three.js';
import { runOnPool } from '../src/tournament/pool.js';
import { runInfo } from './run-info.js';

const games = Number(process.env.LADDER_GAMES ?? 2000);
const mctsGames = Number(process.env.LADDER_MCTS_GAMES ?? 1200);
const mctsOptions: Record<string, unknown> = {
  ...(process.env.LADDER_MCTS_OPTIONS ? (JSON.parse(process.env.LADDER_MCTS_OPTIONS) as Record<string, unknown>) : {}),
  ...(process.env.LADDER_MCTS_ITERATIONS ? { iterations: Number(process.env.LADDER_MCTS_ITERATIONS) } : {}),
};
const levels: Array<{ bot: string; below: string; games: number; options: Record<string, unknown> }> = [
  { bot: 'weighted', below: 'random', games, options: {} },
  { bot: 'greedy', below: 'weighted', games, options: {} },
  { bot: 'value', below: 'greedy', games, options: {} },
  { bot: 'mcts', below: 'value', games: mctsGames, options: mctsOptions },
].filter((l) => !process.env.LADDER_LEVELS || process.env.LADDER_LEVELS.split(',').includes(l.bot));

const rows: Array<Record<string, unknown>> = [];
for (const level of levels) {
  const plan = oneVsThree(`ladder-${level.bot}`, level.games, { bot: level.bot, label: level.bot, options: level.options }, level.below);
  const done: GameRow[] = [];
  const t0 = performance.now();
  await runOnPool(plan, planIdentity(plan), planIndices(plan), { workers: availableParallelism(), onGame: (g) => done.push(finishedRow(g)) });
  const seconds = (performance.now() - t0) / 1000;
  const st = tournamentStats(done.sort((a, b) => a.index - b.index), plan.lineup.map((b) => b.label));
  const top = st.entries[0]!;
  const below = st.entries.slice(1);
  const ci = wilson(top.wins, top.games);
  const row = {
    bot: level.bot,
    options: level.options,
    opponent: `3 x ${level.below}`,
    games: top.games,
    wins: top.wins,
    winRate: top.winRate,
    ci95: [ci.low, ci.high],
    aboveFairShare: ci.low > 0.25,
    meanDecisionMs: top.meanDecisionMs,
    opponentMeanDecisionMs: below.reduce((s, e) => s + e.meanDecisionMs * e.decisions, 0) / Math.max(1, below.reduce((s, e) => s + e.decisions, 0)),
    capped: st.capped,
    forfeits: st.forfeited,
    meanTurns: st.turns.mean,
    seconds,
  };
  rows.push(row);
  console.log(
    `${level.bot.padEnd(9)} vs 3 x ${level.below.padEnd(9)} ${String(top.games).padStart(5)} games  win ${(100 * top.winRate).toFixed(1)}% ` +
      `(95% ${(100 * ci.low).toFixed(1)}-${(100 * ci.high).toFixed(1)})  ${top.meanDecisionMs.toFixed(3)} ms/decision  ${seconds.toFixed(0)} s`,
  );
}
console.log('\n| bot | opponents | games | win % | 95% interval | mean decision time | capped / forfeited |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const ci = r.ci95 as [number, number];
  const opts = Object.keys(r.options as object).length ? ` (${JSON.stringify(r.options)})` : '';
  console.log(
    `| ${r.bot}${opts} | ${r.opponent} | ${r.games} | ${(100 * (r.winRate as number)).toFixed(1)}% | ${(100 * ci[0]).toFixed(1)}-${(100 * ci[1]).toFixed(1)}% | ${(r.meanDecisionMs as number).toFixed(3)} ms | ${r.capped} / ${r.forfeits} |`,
  );
}
mkdirSync('results/bench', { recursive: true });
writeFileSync('results/bench/ladder.json', JSON.stringify({ ...runInfo(), levels: rows }, null, 2) + '\n');
console.log('\nwritten to results/bench/ladder.json');
