// Checks that game rows read back from a results folder are games of its plan: a row whose index,
// seed or seating the plan does not give, or whose result could not have come from a game (a
// winner outside the table, a number that is not finite; and result-checks.ts), is refused before
// it is counted, so an edited or mixed-up folder never turns into a summary.

import { BASE_SOURCES, namedVp, specialVp } from '../stats/added-sources.js';
import type { GameRow } from './play-spec.js';
import { blockSeatings, gameSpec, type TournamentPlan } from './plan.js';
import { ResultsError } from './results-error.js';

function fail(where: string, field: string, expected: string, got: unknown): never {
  throw new ResultsError(`${where}, field ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
/** VP may be below 0 where a rule set's source is a penalty (The Rivers of Catan's Poor Settler). */
const isSigned = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/**
 * The shape of a row parsed from JSON (a journal line): every field present with its type, one
 * entry per seat in the per-seat lists, every number finite. Returns the row typed.
 */
export function checkRowShape(value: unknown, players: number, where: string): GameRow {
  const o = value as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || Array.isArray(o)) fail(where, '(the line)', 'a game row (a JSON object)', value);
  const r = o.result as Record<string, unknown> | null;
  if (!r || typeof r !== 'object' || Array.isArray(r)) fail(where, 'result', 'an object', o.result);
  for (const f of ['index', 'block', 'rotation'] as const) if (!isWhole(o[f])) fail(where, f, 'a whole number', o[f]);
  if (typeof o.seed !== 'string') fail(where, 'seed', 'a string', o.seed);
  const perSeat = (name: string, v: unknown, ok: (x: unknown) => boolean, what: string) => {
    if (!Array.isArray(v) || v.length !== players || !v.every(ok)) fail(where, name, `${players} ${what}`, v);
  };
  perSeat('seating', o.seating, isWhole, 'line-up entries');
  if (!Number.isInteger(r.winner) || (r.winner as number) < -1 || (r.winner as number) >= players) fail(where, 'result.winner', `-1 (none) or a seat from 0 to ${players - 1}`, r.winner);
  if (typeof r.capped !== 'boolean') fail(where, 'result.capped', 'true or false', r.capped);
  for (const f of ['turns', 'steps', 'decisions'] as const) if (!isWhole(r[f])) fail(where, `result.${f}`, 'a whole number', r[f]);
  perSeat('result.vp', r.vp, isSigned, 'integers');
  perSeat('result.seatDecisions', r.seatDecisions, isWhole, 'whole numbers');
  perSeat('result.thinkMs', r.thinkMs, (x) => isFiniteNumber(x) && x >= 0, 'finite numbers');
  const source = (x: unknown) => {
    const s = x as Record<string, unknown> | null;
    // A rule set may add sources of its own (Seafarers' chits) besides the base game's five; which ones, checkResult checks.
    return !!s && typeof s === 'object' && BASE_SOURCES.every((k) => isWhole(s[k])) && Object.values(s).every(isSigned);
  };
  perSeat('result.vpSources', r.vpSources, source, `VP sources (${BASE_SOURCES.join(', ')}, whole numbers; a rule set's own, integers)`);
  const forfeit = r.forfeit as Record<string, unknown> | null;
  if (forfeit !== null) {
    if (typeof forfeit !== 'object' || !Number.isInteger(forfeit.seat) || (forfeit.seat as number) < -1 || (forfeit.seat as number) >= players || typeof forfeit.reason !== 'string') {
      fail(where, 'result.forfeit', 'null or { seat, reason }', r.forfeit);
    }
  }
  return o as unknown as GameRow;
}

/** True when game `index` is one the plan (its shard, if any) plays: planIndices without the list. */
export function playsIndex(plan: TournamentPlan, index: number): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= plan.games) return false;
  return !plan.shard || Math.floor(index / blockSeatings(plan).length) % plan.shard.n === plan.shard.k - 1;
}

/**
 * Checks one row against the plan: an index the plan (or its shard) plays, and the seed, block,
 * rotation and seating that `gameSpec(plan, index)` gives it. Whether its result is one a game of
 * the plan could have is checkResult's (result-checks.ts).
 */
export function checkRowAgainstPlan(row: GameRow, plan: TournamentPlan, where: string): void {
  if (!playsIndex(plan, row.index)) {
    const shard = plan.shard ? ` in shard ${plan.shard.k}/${plan.shard.n}` : '';
    fail(where, 'index', `a game of this run (0 to ${plan.games - 1}${shard})`, row.index);
  }
  const spec = gameSpec(plan, row.index);
  if (row.seed !== spec.seed) fail(where, 'seed', `"${spec.seed}" (game ${row.index} of the plan)`, row.seed);
  if (row.block !== spec.block) fail(where, 'block', `${spec.block} (game ${row.index} of the plan)`, row.block);
  if (row.rotation !== spec.rotation) fail(where, 'rotation', `${spec.rotation} (game ${row.index} of the plan)`, row.rotation);
  if (row.seating.join('|') !== spec.seating.join('|')) fail(where, 'seating', `${spec.seating.join('|')} (game ${row.index} of the plan)`, row.seating.join('|'));
  const r = row.result;
  if (r.winner >= spec.seating.length) fail(where, 'winner', `no winner or a seat from 0 to ${spec.seating.length - 1}`, r.winner);
}

/**
 * Checks a file's rows, one at a time as they are read, against the plan (see checkRowAgainstPlan)
 * and that no index appears twice; `place` names a row (its position in the file and its game) for
 * messages.
 */
export class RowChecker {
  private readonly seen = new Map<number, number>();
  constructor(
    private readonly plan: TournamentPlan,
    private readonly place: (i: number, index: number) => string,
  ) {}

  check(row: GameRow, i: number): void {
    checkRowAgainstPlan(row, this.plan, this.place(i, row.index));
    const first = this.seen.get(row.index);
    if (first !== undefined) fail(this.place(i, row.index), 'index', `a game not already in the file (${this.place(first, row.index)} is game ${row.index} too)`, row.index);
    this.seen.set(row.index, i);
  }
}

/**
 * A game's result as a comparable string, whatever file it came from: everything but the decision
 * times, which differ each time a game is played (and are rounded in games.csv), and the added VP
 * sources by name, which a games.csv of an earlier version keeps only as their sum (sameResult).
 */
export function resultKey(row: GameRow): string {
  const r = row.result;
  const sources = r.vpSources.map((s) => [s.settlements, s.cities, s.longestRoad, s.largestArmy, s.vpCards, specialVp(s)]);
  return JSON.stringify([r.winner, r.capped, r.turns, r.vp, r.steps, r.decisions, r.forfeit?.seat ?? null, r.forfeit?.reason ?? null, r.seatDecisions, sources]);
}

/**
 * Whether two rows of one game hold the same result: the same resultKey, and the same VP from each
 * of the added sources `names` wherever both rows give them by name.
 */
export function sameResult(a: GameRow, b: GameRow, names: readonly string[]): boolean {
  if (resultKey(a) !== resultKey(b)) return false;
  const x = namedVp(a.result.vpSources, names);
  const y = namedVp(b.result.vpSources, names);
  return x.every((values, k) => values === null || y[k] === null || values.join('|') === y[k]!.join('|'));
}
