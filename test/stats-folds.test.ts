// The figures that need games in order, taken one game at a time in index order (a match's block
// means and SPRT cut, a balance subject's tallies, VP sources by bot), against the functions of
// the whole list of rows they replace: equal to the last bit (fast-check). And the prefix a
// match's stop rule reads (src/tournament/game-prefix.ts): blocks in index order whatever order
// games arrive in, a resumed folder's games read from their sorted file as the prefix reaches them.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BalanceTally, gameLength, seatFigures, seatZeroShareByBlock, type BalanceRow } from '../src/stats/balance.js';
import { eloIntervalFromMoments } from '../src/stats/elo.js';
import { matchBlockScores, matchRowsKept, matchSprtLlr, matchSprtLlrOf, MatchTally, scoreGame, type MatchRow } from '../src/stats/match.js';
import { BlockMeans, blockMoments, momentsOfMeans } from '../src/stats/paired.js';
import type { RowFacts } from '../src/stats/tournament.js';
import { vpSourcesByEntry, VpSourcesTally } from '../src/stats/vp-sources.js';
import { GamePrefix } from '../src/tournament/game-prefix.js';
import { SortedGames } from '../src/tournament/game-sort.js';
import { csvLine } from '../src/tournament/games-csv.js';
import type { GameRow } from '../src/tournament/play-spec.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-folds-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A 2-player match's games 0..n-1 (blocks of `blockSize`), A being entry 0. */
const matchGames = (blockSize: number) =>
  fc.array(fc.tuple(fc.integer({ min: -1, max: 1 }), fc.boolean(), fc.boolean()), { maxLength: 120 }).map((xs) =>
    xs.map(([winner, swap, forfeit], index): MatchRow => ({
      index,
      block: Math.floor(index / blockSize),
      seating: swap ? [1, 0] : [0, 1],
      result: { winner: forfeit ? -1 : winner, forfeit: forfeit && winner >= 0 ? { seat: winner } : null },
    })),
  );

describe('block means in index order', () => {
  it('momentsOfMeans of BlockMeans equals blockMoments of the blocks, bit for bit (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(0, 0.5, 1), { minLength: 1, maxLength: 20 }), { maxLength: 200 }), (blocks) => {
        const means = new BlockMeans();
        blocks.forEach((b, k) => b.forEach((points) => means.add(k, points)));
        expect(momentsOfMeans(means.means())).toStrictEqual(blockMoments(blocks));
        // Asking midway changes nothing: the last block goes on as it stands.
        const again = new BlockMeans();
        blocks.forEach((b, k) => b.forEach((points) => {
          again.add(k, points);
          again.means();
        }));
        expect([...again.means()]).toEqual([...means.means()]);
      }),
      { numRuns: 200 },
    );
  });

  it('MatchTally gives the match figures of its rows, and with its SPRT the rows matchRowsKept keeps (fast-check)', () => {
    const sprt = { elo0: 0, elo1: 50, alpha: 0.2, beta: 0.2 };
    const cases = fc.constantFrom(2, 6).chain((blockSize) => fc.tuple(fc.constant(blockSize), matchGames(blockSize), fc.integer({ min: 0, max: 120 })));
    fc.assert(
      fc.property(cases, ([blockSize, all, cut]) => {
        // Holes too: a folder's games need not be a complete prefix.
        const rows = all.filter((r) => r.index !== cut);
        const tally = new MatchTally(1, blockSize);
        for (const r of rows) expect(tally.add(r)).toBe(true);
        const f = tally.figures();
        const blocks = matchBlockScores(rows, 1);
        expect(f.games).toBe(rows.length);
        expect(f.wins).toBe(rows.filter((r) => scoreGame(r, 1) === 'win').length);
        expect(f.draws).toBe(rows.filter((r) => scoreGame(r, 1) === 'draw').length);
        expect(f.blocks).toBe(blocks.length);
        expect(f.elo).toStrictEqual(eloIntervalFromMoments(blockMoments(blocks)));
        expect(matchSprtLlrOf(momentsOfMeans(f.means), sprt, blockSize)).toBe(matchSprtLlr(blocks, sprt, blockSize));
        const kept = matchRowsKept(rows, sprt, blockSize, 1);
        const cutting = new MatchTally(1, blockSize, sprt);
        const added = rows.filter((r) => cutting.add(r));
        expect(added).toEqual(kept);
        expect(cutting.figures().elo).toStrictEqual(eloIntervalFromMoments(blockMoments(matchBlockScores(kept, 1))));
      }),
      { numRuns: 200 },
    );
  });
});

describe('balance and VP sources one game at a time', () => {
  it('BalanceTally gives seatFigures, gameLength and seat 0 by block of the rows (fast-check)', () => {
    const row = (index: number) =>
      fc.record({ winner: fc.integer({ min: -1, max: 3 }), turns: fc.integer({ min: 0, max: 500 }), capped: fc.boolean() }).map(
        (r): BalanceRow => ({ index, block: Math.floor(index / 4), result: r }),
      );
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 150 }).chain((xs) => fc.tuple(...xs.map((_, i) => row(i)))), (rows) => {
        const tally = new BalanceTally(4);
        for (const r of rows) tally.add(r);
        expect(tally.seatFigures()).toStrictEqual(seatFigures(rows, 4));
        expect(tally.gameLength()).toStrictEqual(gameLength(rows));
        expect(tally.seatZeroShareByBlock()).toStrictEqual(seatZeroShareByBlock(rows));
        expect(tally.blocks).toBe(new Set(rows.map((r) => r.block)).size);
      }),
      { numRuns: 200 },
    );
  });

  it('VpSourcesTally gives vpSourcesByEntry', () => {
    const rows: RowFacts[] = [0, 1, 2].map((index) => ({
      index,
      seating: [(index + 1) % 3, index % 3, (index + 2) % 3],
      result: {
        winner: -1, capped: true, turns: 9, vp: [1, 2, 3], steps: 1, decisions: 1, forfeit: null, thinkMs: [0, 0, 0], seatDecisions: [0, 0, 0],
        vpSources: [0, 1, 2].map((s) => ({ settlements: s + index, cities: 1, longestRoad: 0, largestArmy: 2, vpCards: index, chits: s })),
      },
    }));
    const tally = new VpSourcesTally(['a', 'b', 'c']);
    for (const r of rows) tally.add(r);
    expect(tally.byEntry()).toStrictEqual(vpSourcesByEntry(rows, ['a', 'b', 'c']));
  });
});

describe('GamePrefix', () => {
  const row = (index: number): GameRow => ({
    index,
    seed: `s:${Math.floor(index / 2)}`,
    block: Math.floor(index / 2),
    rotation: index % 2,
    seating: [index % 2, 1 - (index % 2)],
    result: {
      winner: index % 3 === 0 ? -1 : index % 2, capped: index % 3 === 0, turns: index, vp: [index % 7, 3], steps: 1, decisions: 1,
      forfeit: null, thinkMs: [0, 0], seatDecisions: [1, 1],
      vpSources: [0, 1].map(() => ({ settlements: 2, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0, special: 0 })),
    },
  });

  it('feeds whole blocks in index order as the prefix completes them, earlier games read from their sorted file', () => {
    const previous = new SortedGames(TMP, 0);
    for (const i of [0, 1, 3, 6, 7]) previous.push({ index: i, source: 0, line: 0, text: csvLine(row(i), ['a', 'b']) });
    previous.finish();
    const prefix = new GamePrefix(previous, 2, 11);
    const fed: number[][] = [];
    const onBlock = (block: RowFacts[]) => {
      fed.push(block.map((r) => r.index));
      return false;
    };
    expect(prefix.advance(onBlock)).toBeNull();
    expect(fed).toEqual([[0, 1]]);
    for (const i of [5, 4, 9]) prefix.arrive(row(i));
    expect(prefix.advance(onBlock)).toBeNull();
    expect(fed).toEqual([[0, 1]]);
    expect(prefix.pending).toBe(3);
    prefix.arrive(row(2));
    prefix.advance(onBlock);
    expect(fed).toEqual([[0, 1], [2, 3], [4, 5], [6, 7]]);
    // The rows read back from the file are the rows written.
    prefix.arrive(row(8));
    prefix.arrive(row(10));
    const last: RowFacts[][] = [];
    expect(prefix.advance((b) => (last.push(b), b[0]!.index === 10))).toBe(11);
    expect(last.map((b) => b.map((r) => r.index))).toEqual([[8, 9], [10]]);
    prefix.close();
    previous.close();
  });

  it('stops where the rule says, and tells how many games wait past it', () => {
    const prefix = new GamePrefix(null, 2, 20);
    for (const i of [0, 1, 2, 3, 5, 8]) prefix.arrive(row(i));
    expect(prefix.advance((b) => b[0]!.index === 2)).toBe(4);
    expect(prefix.pending).toBe(2);
    prefix.close();
  });
});
