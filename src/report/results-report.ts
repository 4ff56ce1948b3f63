// The HTML report of a run, match or ladder folder: the figures of the terminal tables, computed by
// the same functions from the same rows (readFolder: journal and games.csv, checked against the
// plan), drawn as charts, with the tables beside them so every number can be read off exactly.

import { eloIntervalFromMoments } from '../stats/elo.js';
import { blockMoments } from '../stats/paired.js';
import { rateField, winMatrix } from '../stats/ratings.js';
import { sprtBounds, type SprtSpec } from '../stats/sprt.js';
import { firstForfeitLines, gamePlaces, tournamentStats, type TournamentStats } from '../stats/tournament.js';
import { vpSourcesByEntry } from '../stats/vp-sources.js';
import { readFolder, type FolderState } from '../tournament/folder-state.js';
import { blockSeatings, mapLabel, planGameCount } from '../tournament/plan.js';
import type { GameRow } from '../tournament/play-spec.js';
import { matchBlockScores, matchRowsKept, matchSprtLlr, scoreGame, SPRT_MIN_BLOCKS } from '../stats/match.js';
import { eloChart, lengthChart, placementsChart, ratingsChart, seatChart, sprtChart, vpSourcesChart, winMatrixChart, winRateChart } from './charts.js';
import { esc, figure, htmlPage, section, table } from './page.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%`;
const elo = (e: number) => (Number.isFinite(e) ? `${e >= 0 ? '+' : ''}${e.toFixed(1)}` : e > 0 ? '+inf' : '-inf');

/** The report page of the results folder `dir`; throws ResultsError for a folder that is not one. */
export function resultsReportHtml(dir: string): string {
  const read = readFolder(dir);
  const { plan, command } = read;
  // A match that its SPRT stopped keeps the games up to the stop, as its summary does.
  const all = read.rows.sorted();
  const rows = command.name === 'match' ? matchRowsKept(all, command.sprt, blockSeatings(plan).length, command.players / 2) : all;
  const folder = { ...read, rows: [...rows] };
  const labels = plan.lineup.map((b) => b.label);
  const P = plan.options.players;
  const st = tournamentStats(rows, labels, P);
  const expected = planGameCount(plan);
  const kind = command.name;
  const title = `${plan.name}: ${kind} report`;
  const partial = rows.length < expected && kind !== 'match' ? ` <span class="warn">(partial: ${expected - rows.length} games not played)</span>` : '';
  const meta = `${esc(rows.length)} of ${esc(expected)} games, seed "${esc(plan.seed)}", ${esc(mapLabel(plan.map))} map, ${P} players, trade ${plan.options.tradeOffersPerTurn ? 'on' : 'off'}${partial}. Results folder: ${esc(dir)}.`;
  const sections: string[] = [];
  if (kind === 'match') sections.push(matchSection(folder));
  if (kind === 'ladder') sections.push(ladderSection(folder));
  sections.push(...tournamentSections(st, rows, labels));
  return htmlPage(title, meta, sections);
}

function tournamentSections(st: TournamentStats, rows: readonly GameRow[], labels: readonly string[]): string[] {
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
    section('Game length', figure('game-length', `Turns per game; ${st.capped} capped game${st.capped === 1 ? '' : 's'} ended at the turn cap.`, lengthChart(rows.map((r) => r.result.turns))), facts),
    section('VP sources', figure('vp-sources', 'Mean victory points per game by source, per bot.', vpSourcesChart(vpSourcesByEntry(rows, labels)))),
    section(
      'Forfeits and capped games',
      `<p data-figure="capped">${st.capped} of ${st.games} games capped, ${st.forfeited} forfeited.</p>`,
      forfeitRows.length ? table(['bot', 'forfeits', 'reasons'], forfeitRows, 'forfeits') : '<p>No bot forfeited a game.</p>',
      firstRows.length ? table(['bot', 'game', 'the first forfeit of each kind, as games.csv gives it'], firstRows, 'first-forfeits') : '',
    ),
  ];
}

/** A folder read back, its games as rows in index order. */
type Folder = Omit<FolderState, 'rows'> & { rows: readonly GameRow[] };

function matchSection(folder: Folder): string {
  const { plan, command, rows } = folder;
  if (command.name !== 'match') return '';
  const h = command.players / 2;
  const blockSize = blockSeatings(plan).length;
  const blocks = matchBlockScores(rows, h);
  const e = eloIntervalFromMoments(blockMoments(blocks));
  const wdl = { wins: 0, draws: 0, losses: 0 };
  for (const row of rows) {
    const r = scoreGame(row, h);
    if (r === 'win') wdl.wins++;
    else if (r === 'loss') wdl.losses++;
    else wdl.draws++;
  }
  const parts = [
    figure('elo', `Elo difference of ${command.a} over ${command.b}, with its 95% interval over ${blocks.length} blocks of ${blockSize} seatings.`, eloChart(`${command.a} vs ${command.b}`, e.elo, [e.low, e.high])),
    table(
      [`${command.a} vs ${command.b}`, ''],
      [
        ['games (wins / draws / losses of A)', `${rows.length} (${wdl.wins} / ${wdl.draws} / ${wdl.losses})`],
        ['score of A', pct(e.score)],
        ['Elo difference (95% interval)', `${elo(e.elo)} (${elo(e.low)} to ${elo(e.high)})`],
      ],
      'match',
    ),
  ];
  if (command.sprt) parts.push(sprtPart(blocks, command.sprt, blockSize));
  return section('Match', ...parts);
}

/**
 * The SPRT's log-likelihood ratio where the stop rule evaluated it: 0 at 0 games, then after each
 * block from SPRT_MIN_BLOCKS on (every few blocks past 300, for the path's shape at a cost linear
 * in the games), and after the last block. Before SPRT_MIN_BLOCKS nothing is evaluated: the path
 * holds at 0, so a chart of it steps, never slopes, to the first value.
 */
export function sprtPath(blocks: ReadonlyArray<ReadonlyArray<number>>, sprt: SprtSpec, blockSize: number): Array<{ games: number; llr: number }> {
  const step = Math.max(1, Math.ceil(blocks.length / 300));
  const ks: number[] = [];
  for (let k = SPRT_MIN_BLOCKS; k < blocks.length; k += step) ks.push(k);
  if (blocks.length > 0) ks.push(blocks.length);
  return [{ games: 0, llr: 0 }, ...ks.map((k) => ({ games: k * blockSize, llr: k < SPRT_MIN_BLOCKS ? 0 : matchSprtLlr(blocks.slice(0, k), sprt, blockSize) }))];
}

function sprtPart(blocks: number[][], sprt: SprtSpec, blockSize: number): string {
  const bounds = sprtBounds(sprt.alpha, sprt.beta);
  const path = sprtPath(blocks, sprt, blockSize);
  const last = path[path.length - 1]!.llr;
  const decision = last >= bounds.upper ? 'H1 accepted' : last <= bounds.lower ? 'H0 accepted' : 'no decision yet';
  return [
    figure('sprt', `SPRT [${sprt.elo0}, ${sprt.elo1}], alpha ${sprt.alpha}, beta ${sprt.beta}: the log-likelihood ratio after each block where the stop rule evaluated it (from ${SPRT_MIN_BLOCKS} blocks on; 0 before).`, sprtChart(path, bounds)),
    `<p data-figure="sprt">LLR ${last.toFixed(3)} (bounds ${bounds.lower.toFixed(3)} to ${bounds.upper.toFixed(3)}): ${decision}.</p>`,
  ].join('\n');
}

function ladderSection(folder: Folder): string {
  const labels = folder.plan.lineup.map((b) => b.label);
  const games = gamePlaces(folder.rows);
  const ratings = rateField(games, labels);
  const m = winMatrix(games, labels.length);
  const ranked = [...ratings].sort((p, q) => q.ordinal - p.ordinal);
  return section(
    'Ladder',
    figure('ratings', 'Plackett-Luce ratings (openskill): mu with mu ± 1.96 sigma.', ratingsChart(ratings)),
    table(['rank', 'bot', 'rating (mu)', '± sigma', 'ordinal (mu - 3 sigma)', 'games'], ranked.map((r, i) => [i + 1, r.label, r.mu.toFixed(2), r.sigma.toFixed(2), r.ordinal.toFixed(2), r.games]), 'ratings'),
    figure('win-matrix', 'Share of the games both played in which the row bot finished ahead of the column bot (ties count half).', winMatrixChart(labels, m)),
  );
}
