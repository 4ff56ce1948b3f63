// What every row of a results folder must satisfy (result-checks.ts), held to real games that break
// the folklore ("the winner has the most VP", "nobody else reaches the target"), found among
// thousands of random-bot games and played again here; and what no game ends with, refused with
// the field named.

import { describe, expect, it } from 'vitest';
import type { GameRow } from '../src/tournament/play-spec.js';
import { checkResult } from '../src/tournament/result-checks.js';
import { ResultsError } from '../src/tournament/results-error.js';
import { playOne } from './helpers/play-one.js';

const vpOf = (row: GameRow, seat: number) => row.result.vp[seat]!;
/** Sets one of a seat's VP sources, its VP following: the sum stays right, whatever else breaks. */
function setSource(r: GameRow['result'], seat: number, source: string, value: number): void {
  const sources = r.vpSources[seat] as unknown as Record<string, number>;
  r.vp[seat]! += value - (sources[source] ?? 0);
  sources[source] = value;
}
const othersBest = (row: GameRow) => Math.max(...row.result.vp.filter((_, p) => p !== row.result.winner));

describe('every row: only what every real game satisfies', () => {
  // Games found among thousands of random-bot games: each breaks a rule that is not a rule.
  it('3 players: Longest Road passes to a seat off its turn; it ends with 11 VP to the winner\'s 10', async () => {
    const { plan, row } = await playOne({ bots: 'random,random,random', seed: 'emp3', games: 8000 }, 4997);
    expect(vpOf(row, row.result.winner)).toBe(10);
    expect(othersBest(row)).toBe(11);
    expect(() => checkResult(row, plan, 'game 4997')).not.toThrow();
  });

  it('6 players, special building phase: a builder off turn ends above the winner', async () => {
    const { plan, row } = await playOne({ bots: 'random,random,random,random,random,random', seed: 'emp6', games: 6000 }, 539);
    expect(othersBest(row)).toBeGreaterThan(vpOf(row, row.result.winner));
    expect(() => checkResult(row, plan, 'game 539')).not.toThrow();
  });

  it('Cloth for Catan: the villages run dry and the most VP wins, below the target', async () => {
    const { plan, row } = await playOne({ bots: 'random,random,random,random', seed: 'empc', games: 2000, scenario: 'cloth-for-catan' }, 1);
    expect(vpOf(row, row.result.winner)).toBeLessThan(plan.options.targetVp);
    expect(() => checkResult(row, plan, 'game 1')).not.toThrow();
    // The same VP without the most: no way to win there.
    const beaten = structuredClone(row);
    const other = row.result.winner === 0 ? 1 : 0;
    beaten.result.vp[other] = vpOf(row, row.result.winner) + 1;
    beaten.result.vpSources[other]!.settlements += beaten.result.vp[other]! - row.result.vp[other]!;
    expect(() => checkResult(beaten, plan, 'game 1')).toThrow(/field vp: expected the winner \(seat \d\) at the target \(14\) or with the most VP/);
    // Its rule sets add chits and cloth, and no other source.
    expect(Object.keys(row.result.vpSources[0]!)).toEqual(['settlements', 'cities', 'longestRoad', 'largestArmy', 'vpCards', 'chits', 'cloth']);
    const foreign = structuredClone(row);
    setSource(foreign.result, other, 'wonder', 0);
    expect(() => checkResult(foreign, plan, 'game 1')).toThrow(/field vpSources\.wonder: expected only the base game's sources and those the plan's rule sets add \(chits, cloth\)/);
  });

  it('The Wonders of Catan: a finished wonder wins below the target, another seat ahead', async () => {
    const { plan, row } = await playOne({ bots: 'random,random,random,random', seed: 'empw', games: 2000, scenario: 'wonders-of-catan' }, 4);
    expect(vpOf(row, row.result.winner)).toBeLessThan(plan.options.targetVp);
    expect(othersBest(row)).toBeGreaterThan(vpOf(row, row.result.winner));
    expect(() => checkResult(row, plan, 'game 4')).not.toThrow();
  });

  it('refuses what no game ends with, naming the field', async () => {
    const { plan, row } = await playOne({ bots: 'random,random,random', seed: 'emp3', games: 8000 }, 4997);
    const w = row.result.winner;
    const cases: Array<[(r: GameRow['result']) => void, RegExp]> = [
      [(r) => (r.winner = -1), /field winner: expected a winner in a game neither capped nor forfeited/],
      [(r) => ((r.winner = -1), (r.capped = true), (r.turns = 1000), (r.forfeit = { seat: 0, reason: 'threw: x' })), /field forfeit: expected no forfeit in a capped game/],
      [(r) => (r.turns = 1001), /field turns: expected at most 1000/],
      [(r) => (r.vp[0]! += 1), /field vp: expected each seat's VP the sum of its sources/],
      [(r) => [0, 1, 2].forEach((p) => setSource(r, p, 'longestRoad', 2)), /field vpSources\.longestRoad: expected one seat at most with 2/],
      [(r) => setSource(r, 2, 'cities', r.vpSources[2]!.cities + 1), /field vpSources\.cities: expected even numbers/],
      [(r) => setSource(r, 2, 'chits', 1), /field vpSources\.chits: expected only the base game's sources \(the plan's rule sets add none\), got "0\|0\|1"/],
      [(r) => setSource(r, 1, 'special', 2), /field vpSources \(special\): expected no special VP \(the plan's rule sets add no source\), got "0\|2\|0"/],
      [(r) => (r.seatDecisions[0]! += 1), /field decisions: expected the sum of the seats' decisions/],
      [(r) => (r.steps = r.decisions - 1), /field steps: expected at least/],
      [(r) => ((r.vp[w]! -= 1), (r.vpSources[w]!.settlements -= 1)), new RegExp(`field vp: expected the winner \\(seat ${w}\\) at the target \\(10\\) or above`)],
    ];
    for (const [edit, message] of cases) {
      const bad = structuredClone(row);
      edit(bad.result);
      expect(() => checkResult(bad, plan, 'game 4997')).toThrow(ResultsError);
      expect(() => checkResult(bad, plan, 'game 4997')).toThrow(message);
    }
  });
});

