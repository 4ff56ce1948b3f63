// Terminal tables for a batch summary (cli-table3; colour only as emphasis, never the only signal).

import chalk from 'chalk';
import Table from 'cli-table3';
import type { BatchSummary } from '../tournament/summary.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}`;

export function formatSummary(sum: BatchSummary, meta: { seconds: number; title: string }): string {
  const head = (xs: string[]) => xs.map((x) => chalk.bold(x));
  const style = { head: [] as string[], border: [] as string[] };
  const fair = 1 / Math.max(1, sum.seats.length);
  const bots = new Table({ head: head(['entry', 'bot', 'games', 'wins', 'win %', '95% CI', 'mean VP']), style });
  sum.entries.forEach((e, i) => {
    const mark = e.ci95[0] > fair ? chalk.green('+') : e.ci95[1] < fair ? chalk.red('-') : ' ';
    bots.push([String(i), e.bot, e.games, e.wins, `${pct(e.winRate)} ${mark}`, ci(e.ci95), e.meanVp.toFixed(2)]);
  });
  const seats = new Table({ head: head(['seat', 'wins', 'win %', '95% CI']), style });
  for (const s of sum.seats) seats.push([String(s.seat), s.wins, pct(s.winRate), ci(s.ci95)]);
  const facts = new Table({ head: head(['game facts', '']), style });
  facts.push(
    ['games (won / capped / forfeited)', `${sum.games} (${sum.decided} / ${sum.capped} / ${sum.forfeits})`],
    ['turns mean / p50 / p90 / max', `${sum.turns.mean.toFixed(1)} / ${sum.turns.p50} / ${sum.turns.p90} / ${sum.turns.max}`],
    ['steps / decisions per game', `${sum.stepsPerGame.toFixed(0)} / ${sum.decisionsPerGame.toFixed(0)}`],
    [
      'VP per seat: settl. / cities / LR / LA / cards',
      [sum.vpSources.settlements, sum.vpSources.cities, sum.vpSources.longestRoad, sum.vpSources.largestArmy, sum.vpSources.vpCards]
        .map((x) => x.toFixed(2))
        .join(' / '),
    ],
    ['throughput', `${(sum.games / Math.max(meta.seconds, 1e-9)).toFixed(0)} games/s (${meta.seconds.toFixed(2)} s)`],
  );
  return [chalk.bold(meta.title), bots.toString(), 'win % by seat (seat 0 starts)', seats.toString(), facts.toString()].join('\n');
}
