import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arrangements, matchSeatings, roundRobinSeatings } from '../src/tournament/seatings.js';
import { runBin } from './helpers/bin.js';

const ROOT = join(__dirname, '..');
function run(...args: string[]) {
  const r = runBin(args);
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const TMP = mkdtempSync(join(tmpdir(), 'catan-match-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
const tmp = () => mkdtempSync(join(TMP, 'run-'));
const summaryOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));
const csvRows = (dir: string) => readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n').slice(1);

describe('seatings', () => {
  it('a 4-player match plays all 6 arrangements of two seats each, every copy once per game', () => {
    const s = matchSeatings(4);
    expect(s).toHaveLength(6);
    expect(new Set(s.map((x) => x.join(''))).size).toBe(6);
    for (const seating of s) expect([...seating].sort()).toEqual([0, 1, 2, 3]);
    // Over a block, side A (entries 0, 1) holds every seat exactly 3 times.
    for (let seat = 0; seat < 4; seat++) expect(s.filter((x) => x[seat]! < 2)).toHaveLength(3);
    expect(matchSeatings(2)).toEqual([[0, 1], [1, 0]]);
    expect(arrangements([0, 0, 1])).toEqual([[0, 0, 1], [0, 1, 0], [1, 0, 0]]);
  });

  it('a round robin seats every subset in every rotation', () => {
    const s = roundRobinSeatings(5, 4);
    expect(s).toHaveLength(5 * 4);
    const counts = new Array<number>(5).fill(0);
    for (const seating of s) for (const e of seating) counts[e]!++;
    expect(counts).toEqual([16, 16, 16, 16, 16]);
    expect(roundRobinSeatings(3, 2)).toEqual([[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]]);
  });
});

describe('catan-arena match', () => {
  it('scores A against B with an Elo interval, and the files agree with the table', () => {
    const dir = tmp();
    const r = run('match', 'bots/builder.js', 'random', '--games', '48', '--trade', 'off', '--seed', '1', '--out', dir, '--quiet');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/builder vs random/);
    const m = summaryOf(dir).match;
    expect(m.wins + m.draws + m.losses).toBe(48);
    expect(m.blocks).toBe(8);
    expect(m.elo95[0]).toBeLessThan(m.elo);
    expect(m.elo95[1]).toBeGreaterThan(m.elo);
    expect(r.out).toContain(`${m.games} (${m.wins} / ${m.draws} / ${m.losses})`);
    expect(csvRows(dir)).toHaveLength(48);
  });

  it('SPRT accepts H1 for a clearly stronger bot and stops early, the same with 1 or 2 workers', () => {
    const results = ['1', '2'].map((w) => {
      const dir = tmp();
      const r = run('match', 'greedy', 'random', '--games', '3000', '--trade', 'off', '--seed', '1', '--sprt', '0,50,0.05,0.05', '--workers', w, '--out', dir, '--quiet');
      expect(r.code).toBe(0);
      return { m: summaryOf(dir).match, csv: csvRows(dir).map((l) => l.split(',').slice(0, 16).join(',')) };
    });
    for (const { m } of results) {
      expect(m.sprt.decision).toBe('H1');
      expect(m.sprt.llr).toBeGreaterThanOrEqual(m.sprt.upper);
      expect(m.games).toBeLessThan(3000);
      expect(m.games % 6).toBe(0);
    }
    expect(results[1]!.m.games).toBe(results[0]!.m.games);
    expect(results[1]!.csv).toEqual(results[0]!.csv);
  });

  it('SPRT accepts H0 for identical bots', () => {
    const dir = tmp();
    const r = run('match', 'random', 'random', '--games', '20000', '--trade', 'off', '--seed', '1', '--sprt', '0,50,0.05,0.05', '--out', dir, '--quiet');
    expect(r.code).toBe(0);
    const m = summaryOf(dir).match;
    expect(m.sprt.decision).toBe('H0');
    expect(m.sprt.llr).toBeLessThanOrEqual(m.sprt.lower);
    expect(m.games).toBeLessThan(20000);
    // Worded as fishtest and fastchess do: which Elo value the games favour, not a bound on the difference.
    expect(r.out).toMatch(/H0 accepted: the games favour random-A at \+0\.0 Elo over \+50\.0/);
    expect(r.out).not.toMatch(/at least|at most/);
    // The + / - marks are explained under the tables, with the caveat about several comparisons.
    expect(r.out).toMatch(/\+ \/ -: the 95% interval lies above \/ below the fair share \(25\.0%\)\. .*not corrected for comparing several/);
  });

  it('rejects bad usage with exit code 2', () => {
    expect(run('match', 'random', 'random', '--sprt', '50,0,0.05,0.05').err).toMatch(/--sprt: elo0 must be less than elo1/);
    expect(run('match', 'random', 'random', '--sprt', '0,50').code).toBe(2);
    const odd = run('match', 'random', 'random', '--players', '3');
    expect(odd.code).toBe(2);
    expect(odd.err).toMatch(/even number of players/);
    expect(run('match', 'random', 'nobody').code).toBe(2);
    expect(run('match', 'random', 'random', '--options-a', '[1]').err).toMatch(/'--options-a <json>' argument '\[1\]' is invalid\. Expected a JSON object/);
  });
});

describe('catan-arena ladder', () => {
  it('rates a round robin and prints the pairwise matrix', () => {
    const dir = tmp();
    const r = run('ladder', 'random', 'weighted', 'greedy', '--games', '120', '--trade', 'off', '--seed', '1', '--out', dir, '--quiet');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ratings \(Plackett-Luce, openskill\)/);
    const s = summaryOf(dir);
    const ratings = s.ladder.ratings as Array<{ label: string; mu: number; ordinal: number; games: number }>;
    expect(ratings.map((x) => x.label)).toEqual(['random', 'weighted', 'greedy']);
    // 3 bots, 3 seats: every game seats all three.
    for (const x of ratings) expect(x.games).toBe(120);
    const best = [...ratings].sort((a, b) => b.ordinal - a.ordinal)[0]!;
    expect(best.label).toBe('greedy');
    const share = s.ladder.winMatrix.share as Array<Array<number | null>>;
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if (i !== j) expect(share[i]![j]! + share[j]![i]!).toBeCloseTo(1, 9);
    expect(share[2]![0]!).toBeGreaterThan(0.8);
  });

  it('seats subsets when there are more bots than seats', () => {
    const dir = tmp();
    const r = run('ladder', 'random', 'random', 'bots/builder.js', '--players', '2', '--games', '60', '--trade', 'off', '--seed', '1', '--out', dir, '--quiet');
    expect(r.code).toBe(0);
    const s = summaryOf(dir);
    expect(s.ladder.ratings.map((x: { games: number }) => x.games)).toEqual([40, 40, 40]);
    expect(s.plan.options.players).toBe(2);
  });

  it('rejects a ladder of one bot, or more seats than bots', () => {
    expect(run('ladder', 'random').code).toBe(2);
    expect(run('ladder', 'random', 'random', '--players', '3').code).toBe(2);
  });
});
