// Which games of a results folder are played again (verify-sample.ts: a draw that is reproducible
// and moved by any edit of a checked field), and how a stored game is compared with its replay
// when a forfeit came from timing or the machine (replay-compare.ts).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFolder } from '../src/tournament/folder-state.js';
import { SortedGames } from '../src/tournament/game-sort.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import type { TournamentPlan } from '../src/tournament/plan.js';
import { compareReplay, endedByMachine } from '../src/tournament/replay-compare.js';
import { csvLine, rowOfCsvLine } from '../src/tournament/games-csv.js';
import { drawSample, folderSample } from '../src/tournament/verify-sample.js';
import { makeRandom } from '../src/engine/rng.js';
import { runBin } from './helpers/bin.js';
import { playOne } from './helpers/play-one.js';

describe('the games replayed: a draw seeded by the results', () => {
  const TMP = mkdtempSync(join(tmpdir(), 'catan-verify-'));
  const dir = join(TMP, 'forty');
  afterAll(() => rmSync(TMP, { recursive: true, force: true }));
  beforeAll(() => {
    const r = runBin(['run', '--games', '40', '--seed', 'draw', '--workers', '1', '--players', '2', '--trade', 'off', '--turn-cap', '100', '-q', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
  });

  /** The folder's games with each row changed by `edit`, as a new sorted set. */
  function edited(games: SortedGames, labels: string[], edit: (row: GameRow) => void): SortedGames {
    const out = new SortedGames(TMP);
    for (const e of games.entries()) {
      const row = rowOfCsvLine(e.text);
      edit(row);
      out.push({ ...e, text: csvLine(row, labels) });
    }
    return out.finish();
  }

  it('the same folder draws the same games, read from the journal or from games.csv alone', () => {
    const setting = { kind: 'sample', count: 5 } as const;
    const first = readFolder(dir);
    const labels = first.plan.lineup.map((b) => b.label);
    const indices = [...first.games.indices()];
    const sample = folderSample(first.plan, first.games, setting);
    expect(sample).toHaveLength(5);
    expect(new Set(sample).size).toBe(5);
    expect(sample).toEqual([...sample].sort((a, b) => a - b));
    expect(sample.every((i) => indices.includes(i))).toBe(true);
    // The draw over the sorted games is the one drawSample makes from their list, seeded alike.
    const again = readFolder(dir);
    expect(folderSample(again.plan, again.games, setting)).toEqual(sample);
    // games.csv rounds the decision times, which the draw leaves out: the same draw.
    const slower = edited(first.games, labels, (row) => (row.result.thinkMs = row.result.thinkMs.map((t) => t + 1)));
    expect(folderSample(first.plan, slower, setting)).toEqual(sample);
    expect(folderSample(first.plan, first.games, { kind: 'all' })).toEqual(indices);
    expect(folderSample(first.plan, first.games, { kind: 'sample', count: 0 })).toEqual([]);
    expect(folderSample(first.plan, first.games, { kind: 'sample', count: 400 })).toEqual(indices);
  });

  it('an edit of one checked field draws other games', () => {
    const setting = { kind: 'sample', count: 5 } as const;
    const { plan, games } = readFolder(dir);
    const labels = plan.lineup.map((b) => b.label);
    const sample = folderSample(plan, games, setting);
    const outside = [...games.indices()].find((i) => !sample.includes(i))!;
    const changed = edited(games, labels, (row) => {
      if (row.index === outside) row.result.steps += 1;
    });
    expect(folderSample(plan, changed, setting)).not.toEqual(sample);
  });

  it('drawSample is a function of its seed', () => {
    const indices = Array.from({ length: 100 }, (_, i) => i * 3);
    const a = drawSample(indices, { kind: 'sample', count: 10 }, 'x');
    expect(drawSample([...indices].reverse(), { kind: 'sample', count: 10 }, 'x')).toEqual(a);
    expect(drawSample(indices, { kind: 'sample', count: 10 }, 'y')).not.toEqual(a);
    expect(a.every((i) => indices.includes(i))).toBe(true);
  });

  it('drawSample draws as a partial Fisher-Yates shuffle of the sorted indices (positions moved in a map)', () => {
    const indices = Array.from({ length: 1000 }, (_, i) => 5 * i + 2);
    const rand = makeRandom('verify/seed');
    const pool = [...indices];
    for (let i = 0; i < 40; i++) {
      const j = i + Math.floor(rand() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    expect(drawSample(indices, { kind: 'sample', count: 40 }, 'seed')).toEqual(pool.slice(0, 40).sort((a, b) => a - b));
  });
});

describe('a stored game against its replay', () => {
  let plan: TournamentPlan;
  let won: GameRow;
  beforeAll(async () => {
    ({ plan, row: won } = await playOne({ bots: 'random,random,random', seed: 'emp3', games: 8000 }, 4997));
  });
  /** The game stopped by a slow decision at decision `d` (as play-game.ts records it: counts before that decision's action). */
  const slowAt = (row: GameRow, steps: number, decisions: number): GameRow => {
    const r = structuredClone(row);
    r.result = { ...r.result, winner: -1, steps, decisions, forfeit: { seat: 0, reason: 'timeout: a decision took 6000 ms (budget 5000 ms)' } };
    return r;
  };

  it('two deterministic ends: every field but the decision times', () => {
    const timed = structuredClone(won);
    timed.result.thinkMs = timed.result.thinkMs.map((t) => t + 5);
    expect(compareReplay(timed, won, plan)).toEqual({ same: true, partial: false });
    const other = structuredClone(won);
    other.result.seatDecisions = [...other.result.seatDecisions].reverse();
    expect(compareReplay(other, won, plan)).toMatchObject({ same: false, field: 'seat_decisions' });
  });

  it('a forfeit for timing stands where the game replayed went past it, and falls where it did not', () => {
    const r = won.result;
    expect(compareReplay(slowAt(won, r.steps - 1, r.decisions), won, plan)).toEqual({ same: true, partial: true });
    expect(compareReplay(slowAt(won, r.steps, r.decisions), won, plan)).toMatchObject({ same: false, field: 'steps' });
    expect(compareReplay(slowAt(won, r.steps - 1, r.decisions + 1), won, plan)).toMatchObject({ same: false, field: 'decisions' });
    // And the other way: a replay stopped by timing is checked against the stored game's end.
    expect(compareReplay(won, slowAt(won, r.steps - 1, r.decisions), plan)).toEqual({ same: true, partial: true });
    expect(compareReplay(won, slowAt(won, r.steps, r.decisions), plan)).toMatchObject({ same: false, field: 'steps', stored: `${r.steps}`, replayed: `${r.steps}` });
  });

  it('which forfeits are the machine\'s: timeouts, crashes, memory, stack overflows, a command bot\'s process', () => {
    const withReason = (reason: string, p: TournamentPlan = plan) => endedByMachine({ ...won, result: { ...won.result, winner: -1, forfeit: { seat: 0, reason } } }, p);
    expect(withReason('timeout: no answer after 7000 ms, worker stopped')).toBe(true);
    expect(withReason('crash: the worker died during this game (out of memory)')).toBe(true);
    expect(withReason('threw: Maximum call stack size exceeded')).toBe(true);
    expect(withReason('memory: 131 MB held outside the JavaScript heap (typed arrays), over the worker\'s 128 MB')).toBe(true);
    expect(withReason("memory: the run passed 596 MB (limit 585 MB) while this game's bot code ran, worker stopped")).toBe(true);
    expect(withReason('threw: Error: no')).toBe(false);
    expect(withReason('illegal action: 7 is not among the 3 legal actions')).toBe(false);
    const commandPlan: TournamentPlan = { ...plan, lineup: plan.lineup.map((b) => ({ ...b, kind: 'command' as const })) };
    expect(withReason('garbage: expected a decision as one JSON line, got "x"', commandPlan)).toBe(true);
    expect(withReason('illegal action: 7 is not among the 3 legal actions', commandPlan)).toBe(false);
    expect(endedByMachine(won, plan)).toBe(false);
  });
});
