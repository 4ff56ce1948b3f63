// The HTML report of a balance folder: the seat-fairness comparison of its subjects (generators or
// maps), each subject's set-up heat map and example maps. The figures are balance.json's, as the
// terminal printed them; the pictures are drawn again from the seed (boardSvg), never copied from
// SVG files in the folder, so the page holds only markup this program wrote.

import { join } from 'node:path';
import type { BoardSpec } from '../engine/board.js';
import { readBoundedText } from '../files/bounded-read.js';
import { boardSvg } from '../maps/svg.js';
import type { RuleOptions } from '../rules/options.js';
import { readFolderPlan } from '../tournament/folder-state.js';
import { boardFor, isFixedMap, mapLabel } from '../tournament/plan.js';
import { ResultsError } from '../tournament/results-error.js';
import { BALANCE_FORMAT, type Comparison, type SubjectReport } from '../stats/balance-compare.js';
import { seatFairnessChart } from './charts.js';
import { esc, figure, htmlPage, section, table } from './page.js';

interface BalanceFile {
  format: string;
  partial: boolean;
  settings: { seed: string; games: number; players: number; bots: unknown[] };
  subjects: SubjectReport[];
  comparison: Comparison | null;
}

const MAX_BALANCE_BYTES = 64 * 1024 * 1024;
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const pval = (p: number) => (!Number.isFinite(p) ? '-' : p >= 0.001 ? p.toFixed(3) : p.toExponential(1));

/** balance.json of `dir`, with the fields the report reads checked; a ResultsError names the problem. */
export function readBalance(dir: string): BalanceFile {
  const file = join(dir, 'balance.json');
  let v: BalanceFile;
  try {
    v = JSON.parse(readBoundedText(file, MAX_BALANCE_BYTES, 'a balance report')) as BalanceFile;
  } catch (err) {
    throw new ResultsError(`${file}: not readable as JSON (${(err as Error).message})`);
  }
  if (v?.format !== BALANCE_FORMAT) throw new ResultsError(`${file}: format is not ${BALANCE_FORMAT}`);
  if (!Array.isArray(v.subjects) || typeof v.settings?.players !== 'number') throw new ResultsError(`${file}: no subjects or settings (not written by catan-arena balance?)`);
  return v;
}

/** The rule options a subject's games were played with (its scenario decides the board), from its folder. */
function subjectOptions(dir: string, s: SubjectReport, players: number): Pick<RuleOptions, 'players' | 'scenario'> {
  try {
    return readFolderPlan(join(dir, s.label)).options;
  } catch {
    return { players, scenario: 'none' };
  }
}

function subjectPictures(dir: string, b: BalanceFile, s: SubjectReport): string {
  const options = subjectOptions(dir, s, b.settings.players);
  const fixed = isFixedMap(s.map);
  const board = (k: number): BoardSpec => boardFor(s.map, `${b.settings.seed}:${k}`, options);
  const heatTitle = `${s.label}: set-up settlements (${s.simulated.games} games)`;
  const pictures = [figure(`heatmap-${s.label}`, `Share of games with a set-up settlement on each intersection${fixed ? '' : ' (over different maps: the shape only)'}.`, boardSvg(board(0), { title: heatTitle, heat: s.simulated.heat.taken, neutral: !fixed }))];
  for (let k = 0; k < (fixed ? 1 : 2); k++) pictures.push(figure(`map-${s.label}-${k}`, `${s.label}: the map of block ${k} (seed "${b.settings.seed}:${k}").`, boardSvg(board(k), { title: `${s.label}, map ${k}` })));
  return section(`${s.label}: set-up heat map and example maps`, `<div class="maps">${pictures.join('\n')}</div>`);
}

/** The report page of the balance folder `dir`. */
export function balanceReportHtml(dir: string): string {
  const b = readBalance(dir);
  const P = b.settings.players;
  const subjects = b.subjects.map((s) => ({ label: s.label, seats: s.simulated.seats.seats }));
  const rows = b.subjects.map((s) => {
    const f = s.simulated.seats;
    return [s.label, mapLabel(s.map), s.simulated.games, f.decided, ...f.seats.map((x) => pct(x.winRate)), (100 * f.range).toFixed(1), f.imbalance.toFixed(3), pval(f.chiSquare.p)];
  });
  const seatHead = Array.from({ length: P }, (_, k) => `seat ${k} win %`);
  const verdict = b.comparison ? b.comparison.verdict.map((v) => `<p>${esc(v)}</p>`).join('\n') : '<p>One subject, or a run stopped early: nothing to compare.</p>';
  const meta = `seed "${esc(b.settings.seed)}", ${esc(b.settings.games)} games per subject, ${P} players${b.partial ? ' <span class="warn">(partial: interrupted)</span>' : ''}. Folder: ${esc(dir)}.`;
  return htmlPage('Map balance report', meta, [
    section(
      'Seat fairness',
      figure('seat-fairness', `Win rate of each seat in decided games, with 95% intervals, per subject; dashed: the fair share ${pct(1 / P)}.`, seatFairnessChart(subjects, 1 / P)),
      table(['subject', 'map', 'games', 'decided', ...seatHead, 'range (points)', "imbalance (Cohen's w)", 'chi-square p'], rows, 'seat-fairness'),
      verdict,
    ),
    ...b.subjects.map((s) => subjectPictures(dir, b, s)),
  ]);
}
