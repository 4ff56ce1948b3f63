// A match's report uses the games its SPRT kept: workers finish games past the stop, which the
// journal holds but the match's figures leave out, and the report must agree with the summary.

import { describe, expect, it } from 'vitest';
import { matchRowsKept, matchSprtDecision } from '../src/stats/match.js';
import type { GameRow } from '../src/tournament/play-spec.js';

/** Game i of a 2-player match (seatings [0,1] and [1,0]); A (entry 0) wins every game. */
function row(index: number): GameRow {
  const seating = index % 2 === 0 ? [0, 1] : [1, 0];
  const result = { winner: seating.indexOf(0), capped: false, turns: 50, vp: [10, 5], steps: 0, decisions: 0, forfeit: null, thinkMs: [0, 0], seatDecisions: [0, 0], vpSources: [] };
  return { index, seed: `s:${index >> 1}`, block: index >> 1, rotation: index % 2, seating, result } as unknown as GameRow;
}

describe('report: a match folder read back', () => {
  const sprt = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };
  it('keeps the games up to the block where the SPRT decided, and all of them when it never did', () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(i));
    const kept = matchRowsKept(rows, sprt, 2, 1);
    const blocks = kept.length / 2;
    expect(kept.length % 2).toBe(0);
    expect(kept.length).toBeLessThan(rows.length);
    // Decided at the last kept block, not before.
    const scores = Array.from({ length: blocks }, () => [1, 1]);
    expect(matchSprtDecision(scores, sprt, 2)).toBe('H1');
    expect(matchSprtDecision(scores.slice(0, -1), sprt, 2)).toBeNull();
    expect(matchRowsKept(rows, null, 2, 1)).toHaveLength(60);
    // A gap in the games: the stop rule never saw past it.
    const gap = rows.filter((r) => r.index !== 3);
    expect(matchRowsKept(gap, sprt, 2, 1)).toHaveLength(59);
  });
});
