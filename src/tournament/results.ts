// The results folder of a run: summary.json, games.csv and (with --record) games.jsonl.
// summary.json and games.csv are always replaced atomically (temp file, then rename), so an
// interrupted run leaves the last complete checkpoint, never a half-written file.

import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specialVp, tournamentStats, type TournamentStats } from '../stats/tournament.js';
import type { GameOutput, GameRow } from './play-spec.js';
import { planIdentity, type TournamentPlan } from './plan.js';

export const SUMMARY_FORMAT = 'catan-arena/summary@1';

export interface SummaryFile {
  format: string;
  tool: { name: string; version: string; node: string };
  partial: boolean;
  updatedAt: string;
  plan: TournamentPlan;
  seeds: { master: string; scheme: string };
  completed: number;
  expected: number;
  stats: TournamentStats;
  throughput: { seconds: number; gamesPerSecond: number; workers: number } | null;
  /** Command-specific figures: `match` (score, Elo, SPRT) or `ladder` (ratings, win matrix). */
  [section: string]: unknown;
}

export class ResultsError extends Error {}

export function writeAtomic(path: string, content: string): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, content);
  renameSync(tmp, path);
}

const CSV_COLUMNS = [
  'index', 'seed', 'block', 'rotation', 'seating', 'seats', 'winner_seat', 'winner', 'vp', 'turns', 'capped',
  'forfeit_seat', 'forfeit_reason', 'steps', 'decisions', 'seat_decisions', 'think_ms',
  'vp_settlements', 'vp_cities', 'vp_longest_road', 'vp_largest_army', 'vp_cards', 'vp_special',
] as const;
/** Files of earlier versions have no vp_special column; they read as 0 special VP. */
const OLD_COLUMNS = CSV_COLUMNS.length - 1;


function csvField(v: string): string {
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
const join_ = (xs: readonly (number | string)[]) => xs.join('|');

export function csvRow(row: GameRow, labels: readonly string[]): string {
  const r = row.result;
  const src = r.vpSources;
  const fields = [
    row.index, row.seed, row.block, row.rotation, join_(row.seating), join_(row.seating.map((e) => labels[e]!)),
    r.winner >= 0 ? r.winner : '', r.winner >= 0 ? labels[row.seating[r.winner]!]! : '', join_(r.vp), r.turns, r.capped ? 1 : 0,
    r.forfeit ? r.forfeit.seat : '', r.forfeit ? r.forfeit.reason : '', r.steps, r.decisions, join_(r.seatDecisions),
    join_(r.thinkMs.map((x) => Number(x.toFixed(3)))),
    join_(src.map((s) => s.settlements)), join_(src.map((s) => s.cities)), join_(src.map((s) => s.longestRoad)),
    join_(src.map((s) => s.largestArmy)), join_(src.map((s) => s.vpCards)), join_(src.map(specialVp)),
  ];
  return fields.map((f) => csvField(String(f))).join(',');
}

export function csvHeader(): string {
  return CSV_COLUMNS.join(',');
}

/** Splits one CSV line (RFC 4180 quoting, no embedded newlines). */
function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

export function parseCsv(text: string, file: string): GameRow[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const old = lines[0] === CSV_COLUMNS.slice(0, OLD_COLUMNS).join(',');
  if (lines[0] !== csvHeader() && !old) throw new ResultsError(`${file}: unexpected header (not written by this version of catan-arena?)`);
  const width = old ? OLD_COLUMNS : CSV_COLUMNS.length;
  const nums = (v: string) => (v === '' ? [] : v.split('|').map(Number));
  return lines.slice(1).map((line, i) => {
    const f = splitCsv(line);
    if (f.length !== width) throw new ResultsError(`${file}:${i + 2}: expected ${width} fields, got ${f.length}`);
    const get = (name: (typeof CSV_COLUMNS)[number]) => f[CSV_COLUMNS.indexOf(name)]!;
    const P = nums(get('seating')).length;
    const per = (name: (typeof CSV_COLUMNS)[number]) => nums(get(name));
    const [st, ci, lr, la, vc] = [per('vp_settlements'), per('vp_cities'), per('vp_longest_road'), per('vp_largest_army'), per('vp_cards')];
    const sp = old ? [] : per('vp_special');
    return {
      index: Number(get('index')),
      seed: get('seed'),
      block: Number(get('block')),
      rotation: Number(get('rotation')),
      seating: nums(get('seating')),
      result: {
        winner: get('winner_seat') === '' ? -1 : Number(get('winner_seat')),
        capped: get('capped') === '1',
        turns: Number(get('turns')),
        vp: per('vp'),
        steps: Number(get('steps')),
        decisions: Number(get('decisions')),
        forfeit: get('forfeit_seat') === '' ? null : { seat: Number(get('forfeit_seat')), reason: get('forfeit_reason') },
        thinkMs: per('think_ms'),
        seatDecisions: per('seat_decisions'),
        vpSources: Array.from({ length: P }, (_, s) => ({
          settlements: st[s]!,
          cities: ci[s]!,
          longestRoad: lr[s]!,
          largestArmy: la[s]!,
          vpCards: vc[s]!,
          special: sp[s] ?? 0,
        })),
      },
    };
  });
}

export function readSummary(dir: string): SummaryFile {
  const file = join(dir, 'summary.json');
  if (!existsSync(file)) throw new ResultsError(`${dir}: no summary.json (not a catan-arena results folder?)`);
  let s: SummaryFile;
  try {
    s = JSON.parse(readFileSync(file, 'utf8')) as SummaryFile;
  } catch (err) {
    throw new ResultsError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  if (s.format !== SUMMARY_FORMAT) throw new ResultsError(`${file}: unknown format "${s.format}"`);
  return s;
}

export function readRows(dir: string): GameRow[] {
  const file = join(dir, 'games.csv');
  if (!existsSync(file)) return [];
  return parseCsv(readFileSync(file, 'utf8'), file);
}

/** Collects the games of one run and writes its folder. */
export class ResultsWriter {
  readonly rows = new Map<number, GameRow>();
  private readonly labels: string[];
  private readonly recordsFile: string;

  constructor(
    readonly dir: string,
    readonly plan: TournamentPlan,
    readonly expected: number,
    readonly tool: SummaryFile['tool'],
    previous: GameRow[] = [],
  ) {
    mkdirSync(dir, { recursive: true });
    this.labels = plan.lineup.map((b) => b.label);
    this.recordsFile = join(dir, 'games.jsonl');
    for (const row of previous) this.rows.set(row.index, row);
    if (plan.record) this.keepRecords((i) => this.rows.has(i));
  }

  add(out: GameOutput): void {
    this.rows.set(out.row.index, out.row);
    if (out.record !== null) appendFileSync(this.recordsFile, out.record + '\n');
  }

  sortedRows(): GameRow[] {
    return [...this.rows.values()].sort((a, b) => a.index - b.index);
  }

  stats(): TournamentStats {
    return tournamentStats(this.sortedRows(), this.labels, this.plan.options.players);
  }

  /** Writes games.csv and summary.json (atomically) for the games so far. */
  write(partial: boolean, throughput: SummaryFile['throughput'], extra: Record<string, unknown> = {}): SummaryFile {
    const rows = this.sortedRows();
    writeAtomic(join(this.dir, 'games.csv'), [csvHeader(), ...rows.map((r) => csvRow(r, this.labels))].join('\n') + '\n');
    const summary: SummaryFile = {
      format: SUMMARY_FORMAT,
      tool: this.tool,
      partial,
      updatedAt: new Date().toISOString(),
      plan: this.plan,
      seeds: {
        master: this.plan.seed,
        scheme: this.plan.seatings
          ? 'game i plays seed "<master>:<block>" with block = floor(i / seatings), seated as plan.seatings[i mod seatings]'
          : 'game i plays seed "<master>:<block>" with block = floor(i / players), seat k holding line-up entry (k + i mod players) mod players',
      },
      completed: rows.length,
      expected: this.expected,
      stats: tournamentStats(rows, this.labels, this.plan.options.players),
      throughput,
      ...extra,
    };
    writeAtomic(join(this.dir, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
    if (!partial && this.plan.record) this.keepRecords(() => true);
    return summary;
  }

  /** Rewrites games.jsonl in index order, keeping one record per kept game (drops torn lines). */
  private keepRecords(keep: (index: number) => boolean): void {
    if (!existsSync(this.recordsFile)) return;
    const byIndex = new Map<number, string>();
    for (const line of readFileSync(this.recordsFile, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const index = (JSON.parse(line) as { index: number }).index;
        if (keep(index)) byIndex.set(index, line);
      } catch {
        // a line torn by an interrupted write: its game is re-run
      }
    }
    const lines = [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l);
    writeAtomic(this.recordsFile, lines.length ? lines.join('\n') + '\n' : '');
  }
}

export function checkSamePlan(a: TournamentPlan, b: TournamentPlan, what: string): void {
  if (planIdentity(a) !== planIdentity(b)) throw new ResultsError(`${what}: the runs were made with different settings (seed, games, bots, map or rules)`);
}

/** Indices of the games whose record line is intact in dir/games.jsonl. */
export function recordedIndices(dir: string): Set<number> {
  const file = join(dir, 'games.jsonl');
  const out = new Set<number>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.add((JSON.parse(line) as { index: number }).index);
    } catch {
      // torn line
    }
  }
  return out;
}
