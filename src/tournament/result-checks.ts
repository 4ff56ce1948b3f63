// What is true of every game's result under every rule set a plan may use, checked on each row read
// back from a results folder without playing anything. Only facts the engine guarantees are here
// (each names where): a bound that real games break now and then, such as "the winner has the most
// VP", would refuse genuine folders; docs/results-format.md lists what is not checked and why.

import { scenarioEntry } from '../rules/registry.js';
import { BASE_SOURCES, specialVp, UNNAMED } from '../stats/added-sources.js';
import type { GameRow } from './play-spec.js';
import { planSourceNames, type TournamentPlan } from './plan.js';
import { ResultsError } from './results-error.js';

function fail(where: string, field: string, expected: string, got: unknown): never {
  throw new ResultsError(`${where}, field ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const perSeat = (xs: readonly number[]) => xs.join('|');

/**
 * Checks that a row's result could have come from a game of the plan (see the list in
 * docs/results-format.md); `where` names the row for the message. The row's shape is already
 * checked (checkRowShape, parseCsv): one entry per seat, whole numbers.
 */
export function checkResult(row: GameRow, plan: TournamentPlan, where: string): void {
  checkEnding(row, plan, where);
  checkSources(row, plan, where);
  checkCounts(row, where);
  checkWinner(row, plan, where);
}

/**
 * A game ends one way: won, capped or forfeited (play-game.ts stops at the first forfeit, and only
 * a win or the cap ends the game). The cap ends a game when a turn passes at the cap
 * (`capTurns` in src/rules/base/turn.ts, which every turn rule calls), so no game goes past it.
 */
function checkEnding(row: GameRow, plan: TournamentPlan, where: string): void {
  const r = row.result;
  const ends = (r.winner >= 0 ? 1 : 0) + (r.capped ? 1 : 0) + (r.forfeit ? 1 : 0);
  if (ends === 0) fail(where, 'winner', 'a winner in a game neither capped nor forfeited', r.winner);
  if (r.winner >= 0 && ends > 1) fail(where, 'winner', 'no winner in a capped or forfeited game', r.winner);
  if (r.capped && r.forfeit) fail(where, 'forfeit', 'no forfeit in a capped game', r.forfeit);
  const cap = plan.options.turnCap;
  if (r.capped && r.turns !== cap) fail(where, 'turns', `${cap} in a capped game (the plan's turn cap)`, r.turns);
  if (r.turns > cap) fail(where, 'turns', `at most ${cap} (the plan's turn cap)`, r.turns);
}

/**
 * A seat's VP is the sum of its sources (the invariant "pieces" in src/rules/base/invariants.ts);
 * Longest Road (or Trade Route) and Largest Army are one card each, worth 2; a city is worth 2; the
 * sources beyond the base game's are those the plan's rule sets add (planSourceNames); special VP
 * (their sum) may be negative, where a rule set's source is a penalty (the Rivers' Poor Settler).
 */
function checkSources(row: GameRow, plan: TournamentPlan, where: string): void {
  const r = row.result;
  const sources = r.vpSources;
  const special = sources.map((s) => specialVp(s));
  const totals = sources.map((s, p) => s.settlements + s.cities + s.longestRoad + s.largestArmy + s.vpCards + special[p]!);
  if (totals.some((t, p) => t !== r.vp[p])) fail(where, 'vp', `each seat's VP the sum of its sources (${perSeat(totals)})`, perSeat(r.vp));
  const oneCard = (field: 'longestRoad' | 'largestArmy') => {
    const values = sources.map((s) => s[field]);
    if (values.some((v) => v !== 0 && v !== 2) || values.filter((v) => v === 2).length > 1) {
      fail(where, `vpSources.${field}`, 'one seat at most with 2, the others 0', perSeat(values));
    }
  };
  oneCard('longestRoad');
  oneCard('largestArmy');
  if (sources.some((s) => s.cities % 2 !== 0)) fail(where, 'vpSources.cities', 'even numbers (2 VP a city)', perSeat(sources.map((s) => s.cities)));
  const names = planSourceNames(plan);
  const allowed = names.length ? `the base game's sources and those the plan's rule sets add (${names.join(', ')})` : "the base game's sources (the plan's rule sets add none)";
  for (const s of sources) {
    for (const k in s) {
      if (k === UNNAMED || names.includes(k) || (BASE_SOURCES as readonly string[]).includes(k)) continue;
      fail(where, `vpSources.${k}`, `only ${allowed}`, perSeat(sources.map((x) => x[k] ?? 0)));
    }
  }
  if (names.length === 0 && special.some((v) => v !== 0)) fail(where, 'vpSources (special)', "no special VP (the plan's rule sets add no source)", perSeat(special));
}

/**
 * Every decision is one seat's (play-game.ts counts both together), and every decision but a
 * forfeited one is followed by its action, one step (src/engine/step.ts counts every action).
 */
function checkCounts(row: GameRow, where: string): void {
  const r = row.result;
  if (sum(r.seatDecisions) !== r.decisions) fail(where, 'decisions', `the sum of the seats' decisions (${sum(r.seatDecisions)})`, r.decisions);
  const unapplied = r.forfeit ? 1 : 0;
  if (r.steps < r.decisions - unapplied) fail(where, 'steps', `at least ${r.decisions - unapplied} (one a decision${unapplied ? ', but the forfeited one' : ''})`, r.steps);
}

/**
 * The winner reached the target on their own turn (`checkWin` in src/rules/base/turn.ts; The Pirate
 * Islands ask for the target too), unless the scenario has another way to win: Cloth for Catan's end
 * gives the win to the most VP, a finished wonder wins with any VP.
 */
function checkWinner(row: GameRow, plan: TournamentPlan, where: string): void {
  const r = row.result;
  if (r.winner < 0) return;
  const target = plan.options.targetVp;
  const mine = r.vp[r.winner]!;
  if (mine >= target) return;
  const scenario = plan.options.scenario;
  const other = scenarioEntry(scenario)?.otherWin ?? null;
  if (other === 'any-vp') return;
  if (other === 'most-vp') {
    if (r.vp.every((v) => v <= mine)) return;
    fail(where, 'vp', `the winner (seat ${r.winner}) at the target (${target}) or with the most VP`, perSeat(r.vp));
  }
  fail(where, 'vp', `the winner (seat ${r.winner}) at the target (${target}) or above`, perSeat(r.vp));
}
