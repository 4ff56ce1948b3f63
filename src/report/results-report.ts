// The HTML report of a run, match or ladder folder: the figures of the terminal tables, computed by
// the same functions from the same rows (readFolder: journal and games.csv, checked against the
// plan), drawn as charts, with the tables beside them so every number can be read off exactly. The
// rows are read once, in index order, into tallies (a folder of millions of games is never held).

import { eloIntervalFromMoments } from '../stats/elo.js';
import { momentsOfMeans } from '../stats/paired.js';
import { FieldRatings, WinTally } from '../stats/ratings.js';
import { sprtBounds, type SprtSpec } from '../stats/sprt.js';
import { firstForfeitLines, gamePlace, StatsTally, type TournamentStats } from '../stats/tournament.js';
import { VpSourcesTally } from '../stats/vp-sources.js';
import type { CommandSettings } from '../tournament/journal.js';
import { readFolder } from '../tournament/folder-state.js';
import { blockSeatings, mapLabel, planGameCount, planSourceNames, type TournamentPlan } from '../tournament/plan.js';
import { rowOfCsvLine } from '../tournament/games-csv.js';
import { MatchTally, matchSprtLlrOf, SPRT_MIN_BLOCKS, type MatchFigures } from '../stats/match.js';
import { eloChart, lengthChart, placementsChart, ratingsChart, seatChart, sprtChart, vpSourcesChart, winMatrixChart, winRateChart } from './charts.js';
import { esc, figure, htmlPage, section, table } from './page.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%`;
const elo = (e: number) => (Number.isFinite(e) ? `${e >= 0 ? '+' : ''}${e.toFixed(1)}` : e > 0 ? '+inf' : '-inf');

/** What the report shows of a folder's games, tallied as they are read in index order. */
interface Tallied {
  st: TournamentStats;
  /** Games by their number of turns. */
  lengths: Map<number, number>;
  vpSources: ReturnType<VpSourcesTally['byEntry']>;
  match: MatchFigures | null;
  ladder: { field: FieldRatings; pairs: WinTally } | null;
}

/**
 * Reads the folder's games in index order into every tally the report shows. A match its SPRT
 * stopped counts the games up to the stop, as its summary does (MatchTally's cut).
 */
function tally(plan: TournamentPlan, command: CommandSettings, lines: Iterable<{ text: string }>): Tallied {
  const labels = plan.lineup.map((b) => b.label);
  const names = planSourceNames(plan);
  const stats = new StatsTally(labels, plan.options.players, names);
  const lengths = new Map<number, number>();
  const vp = new VpSourcesTally(labels, names);
  const match = command.name === 'match' ? new MatchTally(command.players / 2, blockSeatings(plan).length, command.sprt) : null;
  const ladder = command.name === 'ladder' ? { field: new FieldRatings(labels), pairs: new WinTally(labels.length) } : null;
  for (const { text } of lines) {
    const row = rowOfCsvLine(text, names);
    if (match && !match.add(row)) break;
    stats.add(row);
    lengths.set(row.result.turns, (lengths.get(row.result.turns) ?? 0) + 1);
    vp.add(row);
    if (ladder) {
      const game = gamePlace(row);
      ladder.field.add(game);
      ladder.pairs.add(game);
    }
  }
  return { st: stats.stats(), lengths, vpSources: vp.byEntry(), match: match?.figures() ?? null, ladder };
}

/** The report page of the results folder `dir`; throws ResultsError for a folder that is not one. */
export function resultsReportHtml(dir: string): string {
  const read = readFolder(dir);
  const { plan, command } = read;
  let t: Tallied;
  try {
    t = tally(plan, command, read.games.entries());
  } finally {
    read.games.close();
  }
  const labels = plan.lineup.map((b) => b.label);
  const P = plan.options.players;
  const games = t.st.games;
  const expected = planGameCount(plan);
  const kind = command.name;
  const title = `${plan.name}: ${kind} report`;
  const partial = games < expected && kind !== 'match' ? ` <span class="warn">(partial: ${expected - games} games not played)</span>` : '';
  const meta = `${esc(games)} of ${esc(expected)} games, seed "${esc(plan.seed)}", ${esc(mapLabel(plan.map))} map, ${P} players, trade ${plan.options.tradeOffersPerTurn ? 'on' : 'off'}${partial}. Results folder: ${esc(dir)}.`;
  const sections: string[] = [];
  if (command.name === 'match' && t.match) sections.push(matchSection(plan, command, t.match));
  if (t.ladder) sections.push(ladderSection(labels, t.ladder));
  sections.push(...tournamentSections(t));
  return htmlPage(title, meta, sections);
}

function tournamentSections(t: Tallied): string[] {
  const st = t.st;
  const P = st.seats.length;
  const fair = 1 / Math.max(1, P);
  const bots = table(
    ['bot', 'games', 'wins', 'win %', '95% interval', 'mean VP', 'mean place', `places 1..${P}`, 'forfeits'],
    st.entries.map((e) => [e.label, e.games, e.wins, pct(e.winRate), ci(e.ci95), e.meanVp.toFixed(2), e.meanPlace.toFixed(2), e.places.join(' / '), e.forfeits]),
    'bots',
  );
  const seats = table(['seat', 'games', 'wins', 'win %', '95% interval'], st.seats.map((s) => [`${s.seat}${s.seat === 0 ? ' (starts)' : ''}`, s.games, s.wins, pct(s.winRate), ci(s.ci95)]), 'seats');
  const forfeitRows = st.entries.filter((e) => e.forfeits > 0).map((e) => [e.label, e.forfeits, Object.entries(e.forfeitReasons).map(([k, v]) => `${v} ${k}`).join(', ')]);
  const firstRows = firstForfeitLines(st).map((f) => [f.label, f.game, f.reason]);
  const facts = table(
    ['game facts', ''],
    [
      ['games: won / capped / forfeited', `${st.games}: ${st.won} / ${st.capped} / ${st.forfeited}`],
      ['turns: mean / p50 / p90 / max', `${st.turns.mean.toFixed(1)} / ${st.turns.p50} / ${st.turns.p90} / ${st.turns.max}`],
      ['steps / decisions per game', `${st.stepsPerGame.toFixed(0)} / ${st.decisionsPerGame.toFixed(0)}`],
    ],
    'facts',
  );
  return [
    section(
      'Win rates',
      figure('win-rates', `Win rate per bot with its 95% Wilson interval; dashed: the fair share ${pct(fair)}. Each interval is for one bot on its own, not corrected for comparing several.`, winRateChart(st.entries, fair)),
      bots,
    ),
    section('Win rate by seat', figure('seats', 'Every bot plays every seat on the same maps and dice, so the seats compare the seats, not the bots.', seatChart(st.seats, fair)), seats),
    section('Placements', figure('placements', 'Share of each bot\'s games finished in each place (the winner first, a forfeiting seat last, the rest by VP).', placementsChart(st.entries))),
    section('Game length', figure('game-length', `Turns per game; ${st.capped} capped game${st.capped === 1 ? '' : 's'} ended at the turn cap.`, lengthChart(t.lengths)), facts),
    section('VP sources', figure('vp-sources', 'Mean victory points per game by source, per bot.', vpSourcesChart(t.vpSources))),
    section(
      'Forfeits and capped games',
      `<p data-figure="capped">${st.capped} of ${st.games} games capped, ${st.forfeited} forfeited.</p>`,
      forfeitRows.length ? table(['bot', 'forfeits', 'reasons'], forfeitRows, 'forfeits') : '<p>No bot forfeited a game.</p>',
      firstRows.length ? table(['bot', 'game', 'the first forfeit of each kind, as games.csv gives it'], firstRows, 'first-forfeits') : '',
    ),
  ];
}

function matchSection(plan: TournamentPlan, command: Extract<CommandSettings, { name: 'match' }>, m: MatchFigures): string {
  const blockSize = blockSeatings(plan).length;
  const e = m.elo;
  const parts = [
    figure('elo', `Elo difference of ${command.a} over ${command.b}, with its 95% interval over ${m.blocks} blocks of ${blockSize} seatings.`, eloChart(`${command.a} vs ${command.b}`, e.elo, [e.low, e.high])),
    table(
      [`${command.a} vs ${command.b}`, ''],
      [
        ['games (wins / draws / losses of A)', `${m.games} (${m.wins} / ${m.draws} / ${m.losses})`],
        ['score of A', pct(e.score)],
        ['Elo difference (95% interval)', `${elo(e.elo)} (${elo(e.low)} to ${elo(e.high)})`],
      ],
      'match',
    ),
  ];
  if (command.sprt) parts.push(sprtPart(m.means, command.sprt, blockSize));
  return section('Match', ...parts);
}

/**
 * The SPRT's log-likelihood ratio where the stop rule evaluated it: 0 at 0 games, then after each
 * block from SPRT_MIN_BLOCKS on (every few blocks past 300, for the path's shape at a cost linear
 * in the games), and after the last block. Before SPRT_MIN_BLOCKS nothing is evaluated: the path
 * holds at 0, so a chart of it steps, never slopes, to the first value.
 */
export function sprtPath(means: ArrayLike<number>, sprt: SprtSpec, blockSize: number): Array<{ games: number; llr: number }> {
  const step = Math.max(1, Math.ceil(means.length / 300));
  const ks: number[] = [];
  for (let k = SPRT_MIN_BLOCKS; k < means.length; k += step) ks.push(k);
  if (means.length > 0) ks.push(means.length);
  return [{ games: 0, llr: 0 }, ...ks.map((k) => ({ games: k * blockSize, llr: k < SPRT_MIN_BLOCKS ? 0 : matchSprtLlrOf(momentsOfMeans(means, k), sprt, blockSize) }))];
}

function sprtPart(means: ArrayLike<number>, sprt: SprtSpec, blockSize: number): string {
  const bounds = sprtBounds(sprt.alpha, sprt.beta);
  const path = sprtPath(means, sprt, blockSize);
  const last = path[path.length - 1]!.llr;
  const decision = last >= bounds.upper ? 'H1 accepted' : last <= bounds.lower ? 'H0 accepted' : 'no decision yet';
  return [
    figure('sprt', `SPRT [${sprt.elo0}, ${sprt.elo1}], alpha ${sprt.alpha}, beta ${sprt.beta}: the log-likelihood ratio after each block where the stop rule evaluated it (from ${SPRT_MIN_BLOCKS} blocks on; 0 before).`, sprtChart(path, bounds)),
    `<p data-figure="sprt">LLR ${last.toFixed(3)} (bounds ${bounds.lower.toFixed(3)} to ${bounds.upper.toFixed(3)}): ${decision}.</p>`,
  ].join('\n');
}

function ladderSection(labels: readonly string[], ladder: { field: FieldRatings; pairs: WinTally }): string {
  const ratings = ladder.field.ratings();
  const m = ladder.pairs.matrix();
  const ranked = [...ratings].sort((p, q) => q.ordinal - p.ordinal);
  return section(
    'Ladder',
    figure('ratings', 'Plackett-Luce ratings (openskill): mu with mu ± 1.96 sigma.', ratingsChart(ratings)),
    table(['rank', 'bot', 'rating (mu)', '± sigma', 'ordinal (mu - 3 sigma)', 'games'], ranked.map((r, i) => [i + 1, r.label, r.mu.toFixed(2), r.sigma.toFixed(2), r.ordinal.toFixed(2), r.games]), 'ratings'),
    figure('win-matrix', 'Share of the games both played in which the row bot finished ahead of the column bot (ties count half).', winMatrixChart(labels, m)),
  );
}
