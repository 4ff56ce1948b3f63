// Terminal tables for tournament figures (cli-table3). Colour only emphasises; every signal is
// also in the text (+ / - marks beside win rates whose interval excludes the fair share).

import chalk from 'chalk';
import Table from 'cli-table3';
import { BASE_SOURCES, namedKeys, sourceWords, unnamedVp } from '../stats/added-sources.js';
import { firstForfeitLines, type TournamentStats } from '../stats/tournament.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}`;
const style = { head: [] as string[], border: [] as string[] };
const head = (xs: string[]) => xs.map((x) => chalk.bold(x));

function mark(interval: [number, number], fair: number): string {
  if (interval[0] > fair) return chalk.green('+');
  if (interval[1] < fair) return chalk.red('-');
  return ' ';
}

const BASE_WORDS = ['settlements', 'cities', 'longest road', 'largest army', 'VP cards'];

/**
 * The game facts' row of VP per player by source: the base five, each added source by name, and
 * the special VP not known by name when there are any (all of them, as `special`, when the run
 * names none).
 */
function vpSourcesRow(v: TournamentStats['vpSources']): [string, string] {
  const named = namedKeys(v);
  const unnamed = unnamedVp(v);
  const parts: Array<[string, number]> = [...BASE_SOURCES.map((k, i): [string, number] => [BASE_WORDS[i]!, v[k]]), ...named.map((k): [string, number] => [sourceWords(k), v[k]!])];
  if (unnamed > 0) parts.push([named.length ? 'special not by name' : 'special', unnamed]);
  return [`VP per player: ${parts.map(([name]) => name).join(' / ')}`, parts.map(([, x]) => x.toFixed(2)).join(' / ')];
}

/** `played`: the games this execution played in `seconds` (a resumed run's earlier ones are not timed). */
export function formatStats(st: TournamentStats, meta: { title: string; seconds?: number; played?: number; workers?: number }): string {
  const P = st.seats.length;
  const fair = 1 / Math.max(1, P);
  const bots = new Table({
    head: head(['bot', 'games', 'wins', 'win %', '95% CI', 'mean VP', 'mean place', `places 1..${P}`, 'forfeits', 'ms/decision']),
    style,
  });
  for (const e of st.entries) {
    const reasons = Object.entries(e.forfeitReasons).map(([k, v]) => `${v} ${k}`).join(', ');
    bots.push([
      e.label,
      e.games,
      e.wins,
      `${pct(e.winRate)} ${mark(e.ci95, fair)}`,
      ci(e.ci95),
      e.meanVp.toFixed(2),
      e.meanPlace.toFixed(2),
      e.places.join(' / '),
      e.forfeits ? chalk.yellow(`${e.forfeits} (${reasons})`) : '0',
      e.meanDecisionMs < 0.01 ? '<0.01' : e.meanDecisionMs.toFixed(2),
    ]);
  }
  const seats = new Table({ head: head(['seat', 'games', 'wins', 'win %', '95% CI']), style });
  for (const s of st.seats) seats.push([`${s.seat}${s.seat === 0 ? ' (starts)' : ''}`, s.games, s.wins, `${pct(s.winRate)} ${mark(s.ci95, fair)}`, ci(s.ci95)]);
  const v = st.vpSources;
  const facts = new Table({ head: head(['game facts', '']), style });
  facts.push(
    ['games: won / capped / forfeited', `${st.games}: ${st.won} / ${st.capped} / ${st.forfeited}`],
    ['turns: mean / p50 / p90 / max', `${st.turns.mean.toFixed(1)} / ${st.turns.p50} / ${st.turns.p90} / ${st.turns.max}`],
    ['steps / decisions per game', `${st.stepsPerGame.toFixed(0)} / ${st.decisionsPerGame.toFixed(0)}`],
    vpSourcesRow(st.vpSources),
  );
  if (meta.seconds !== undefined) {
    const played = meta.played ?? st.games;
    const workers = meta.workers ? `, ${meta.workers} workers` : '';
    facts.push([
      'throughput',
      played > 0
        ? `${(played / Math.max(meta.seconds, 1e-9)).toFixed(0)} games/s (${played === st.games ? '' : `${played} games in `}${meta.seconds.toFixed(1)} s${workers})`
        : `no game left to play (${meta.seconds.toFixed(1)} s)`,
    ]);
  }
  const legend =
    `+ / -: the 95% interval lies above / below the fair share (${pct(fair)}). Each interval is for one bot or seat on its own,` +
    ' not corrected for comparing several: among many rows, one may be marked by chance.';
  const forfeits = firstForfeitLines(st).map((f) => chalk.yellow(`  ${f.label}, game ${f.game}: ${f.reason}`));
  const why = forfeits.length ? ['forfeits, the first of each kind (every reason: games.csv, forfeit_reason)', ...forfeits] : [];
  return [chalk.bold(meta.title), bots.toString(), ...why, 'win % by seat', seats.toString(), chalk.dim(legend), facts.toString()].join('\n');
}
