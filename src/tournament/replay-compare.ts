// A stored game against the same game played again: a game's result is a function of the plan, its
// seed and the bots' code, so the two must agree field by field, decision times aside. A forfeit
// caused by timing or the machine (a slow decision, a worker stopped or dead, a bot process's pipes)
// is not part of that function: such a game is checked only as far as the other one got.

import type { GameResult } from './play-game.js';
import type { GameRow } from './play-spec.js';
import { planSourceNames, type TournamentPlan } from './plan.js';
import { namedVp, specialVp } from '../stats/added-sources.js';
import { sourceColumn } from './games-csv.js';

/** A field as games.csv names it, read from a result as text for the message. */
type Field = readonly [name: string, read: (r: GameResult) => string];

const perSeat = (f: (r: GameResult) => readonly number[]) => (r: GameResult) => f(r).join('|');

/** Every compared field, in games.csv's order; think_ms is left out (decision times differ each time). */
const FIELDS: readonly Field[] = [
  ['winner_seat', (r) => (r.winner >= 0 ? `${r.winner}` : 'none')],
  ['vp', perSeat((r) => r.vp)],
  ['turns', (r) => `${r.turns}`],
  ['capped', (r) => (r.capped ? '1' : '0')],
  ['forfeit_seat', (r) => (r.forfeit ? `${r.forfeit.seat}` : 'none')],
  ['forfeit_reason', (r) => (r.forfeit ? JSON.stringify(r.forfeit.reason) : 'none')],
  ['steps', (r) => `${r.steps}`],
  ['decisions', (r) => `${r.decisions}`],
  ['seat_decisions', perSeat((r) => r.seatDecisions)],
  ['vp_settlements', perSeat((r) => r.vpSources.map((s) => s.settlements))],
  ['vp_cities', perSeat((r) => r.vpSources.map((s) => s.cities))],
  ['vp_longest_road', perSeat((r) => r.vpSources.map((s) => s.longestRoad))],
  ['vp_largest_army', perSeat((r) => r.vpSources.map((s) => s.largestArmy))],
  ['vp_cards', perSeat((r) => r.vpSources.map((s) => s.vpCards))],
  ['vp_special', perSeat((r) => r.vpSources.map((s) => specialVp(s)))],
];

/** The replay's verdict: the same (`partial` when a forfeit for timing limited the check), or the first field that differs. */
export type ReplayVerdict =
  | { same: true; partial: boolean }
  | { same: false; field: string; stored: string; replayed: string; why: string | null };

/**
 * Whether a row's ending is beyond replay: a forfeit whose cause is timing or the machine. Those are
 * a timeout of any kind (a slow decision, a worker stopped for a hang, a bot process's answer late),
 * a crash (a worker that died, from its heap limit or the machine; a bot process that exited), the
 * memory a worker's bots held (V8's count of it, and the whole process's for a call that never
 * returned), a stack overflow (its depth depends on what V8 compiled), and every failure of a
 * command bot but an illegal answer: its process, its pipes and its start are the machine's. The
 * rest (a bot that throws or answers an illegal action) recurs at the same decision every time.
 */
export function endedByMachine(row: GameRow, plan: TournamentPlan): boolean {
  const f = row.result.forfeit;
  if (!f) return false;
  if (/^(timeout|crash|memory):/.test(f.reason) || f.reason.includes('Maximum call stack size exceeded')) return true;
  const entry = f.seat >= 0 ? row.seating[f.seat] : undefined;
  return entry !== undefined && plan.lineup[entry]?.kind === 'command' && !f.reason.startsWith('illegal action:');
}

/**
 * Compares a stored game with the same game replayed. When both end as the game decides, every
 * field must be equal. When one was stopped by timing or the machine, the other, if it ended as
 * the game decides, must have got at least as far (reachedPast); when both were, nothing is compared.
 */
export function compareReplay(stored: GameRow, replayed: GameRow, plan: TournamentPlan): ReplayVerdict {
  const storedByMachine = endedByMachine(stored, plan);
  const replayedByMachine = endedByMachine(replayed, plan);
  if (!storedByMachine && !replayedByMachine) {
    for (const [name, read] of FIELDS) {
      const a = read(stored.result);
      const b = read(replayed.result);
      if (a !== b) return { same: false, field: name, stored: a, replayed: b, why: null };
    }
    return compareNamed(stored, replayed, planSourceNames(plan));
  }
  if (storedByMachine && replayedByMachine) return { same: true, partial: true };
  const short = storedByMachine
    ? reachedPast(replayed.result, stored.result)
    : reachedPast(stored.result, replayed.result);
  if (!short) return { same: true, partial: true };
  const why = storedByMachine
    ? 'the stored forfeit, for timing or the machine, comes after the end of the replayed game'
    : 'the stored game ends before the point where the replay was stopped by timing or the machine';
  const [a, b] = storedByMachine ? [short.behind, short.ahead] : [short.ahead, short.behind];
  return { same: false, field: short.field, stored: a, replayed: b, why };
}

/**
 * The added VP sources by name, after every other field: each one the stored row gives by name (a
 * games.csv of an earlier version kept only their sum, which vp_special compared).
 */
function compareNamed(stored: GameRow, replayed: GameRow, names: readonly string[]): ReplayVerdict {
  const a = namedVp(stored.result.vpSources, names);
  const b = namedVp(replayed.result.vpSources, names);
  for (let k = 0; k < names.length; k++) {
    const x = a[k]?.join('|');
    const y = b[k]?.join('|') ?? 'unknown';
    if (x !== undefined && x !== y) return { same: false, field: sourceColumn(names[k]!), stored: x, replayed: y, why: null };
  }
  return { same: true, partial: false };
}

/**
 * Whether `ahead`, a game played to the end its bots and dice decide, went at least as far as
 * `behind`, the same game stopped by timing or the machine: as many turns, steps and decisions,
 * each seat's decisions included. A game stopped at a decision (its count includes that one)
 * stands before that decision's action, which `ahead` applied if it went past it. Returns the
 * first count that falls short, or null.
 */
function reachedPast(ahead: GameResult, behind: GameResult): { field: string; ahead: string; behind: string } | null {
  const short = (field: string, a: number | readonly number[], b: number | readonly number[]) => ({
    field,
    ahead: Array.isArray(a) ? a.join('|') : `${a}`,
    behind: Array.isArray(b) ? b.join('|') : `${b}`,
  });
  if (ahead.turns < behind.turns) return short('turns', ahead.turns, behind.turns);
  if (ahead.decisions < behind.decisions) return short('decisions', ahead.decisions, behind.decisions);
  if (ahead.seatDecisions.some((d, p) => d < behind.seatDecisions[p]!)) return short('seat_decisions', ahead.seatDecisions, behind.seatDecisions);
  const applied = behind.decisions > 0 && (ahead.decisions > behind.decisions || !ahead.forfeit) ? 1 : 0;
  if (ahead.steps < behind.steps + applied) return short('steps', ahead.steps, behind.steps);
  return null;
}
