// A match's arithmetic: A's result in each game, its points by block (the games of one block share
// a map and dice, so a block is one observation), and the SPRT's stop rule over them. Pure
// functions of game rows, shared by the match command and its report.

import { blockMoments } from './paired.js';
import { sprtBounds, sprtLlrFromMoments, type SprtSpec } from './sprt.js';

/** The parts of a game row a match reads (see tournament/play-spec.ts GameRow). */
export interface MatchRow {
  index: number;
  block: number;
  /** seating[seat] = line-up entry: A's copies are the first `copies` entries. */
  seating: readonly number[];
  result: { winner: number; forfeit: { seat: number } | null };
}

export interface Wdl {
  wins: number;
  draws: number;
  losses: number;
}

/** A's result in one game: its side won, lost (B won, or A forfeited), or neither (a draw). */
export function scoreGame(row: MatchRow, copies: number): 'win' | 'draw' | 'loss' {
  const r = row.result;
  const sideOf = (seat: number) => (row.seating[seat]! < copies ? 'A' : 'B');
  if (r.winner >= 0) return sideOf(r.winner) === 'A' ? 'win' : 'loss';
  if (r.forfeit && r.forfeit.seat >= 0) return sideOf(r.forfeit.seat) === 'A' ? 'loss' : 'win';
  return 'draw';
}

/** A's points for each result. */
export const POINTS = { win: 1, draw: 0.5, loss: 0 } as const;

/** A's points (win 1, draw 1/2, loss 0) grouped by block: games of one block share map and dice. */
export function matchBlockScores(rows: readonly MatchRow[], copies: number): number[][] {
  const byBlock = new Map<number, number[]>();
  for (const row of rows) {
    const list = byBlock.get(row.block) ?? [];
    list.push(POINTS[scoreGame(row, copies)]);
    byBlock.set(row.block, list);
  }
  return [...byBlock.values()];
}

// Small samples understate the spread (two lucky blocks have almost no variance), so the SPRT
// shrinks the block variance toward the binomial one with the weight of SPRT_PRIOR_BLOCKS blocks
// and decides nothing before SPRT_MIN_BLOCKS blocks.
export const SPRT_PRIOR_BLOCKS = 8;
export const SPRT_MIN_BLOCKS = 8;

/** The match's SPRT log-likelihood ratio over `blocks` (block means as observations, shrunk variance). */
export function matchSprtLlr(blocks: ReadonlyArray<ReadonlyArray<number>>, sprt: SprtSpec, blockSize: number): number {
  const m = blockMoments(blocks);
  const s0 = 1 / (1 + 10 ** (-sprt.elo0 / 400));
  const s1 = 1 / (1 + 10 ** (-sprt.elo1 / 400));
  const sm = (s0 + s1) / 2;
  const prior = (sm * (1 - sm)) / blockSize;
  const variance = (m.n * m.variance + SPRT_PRIOR_BLOCKS * prior) / (m.n + SPRT_PRIOR_BLOCKS);
  return sprtLlrFromMoments({ ...m, variance }, sprt.elo0, sprt.elo1, blockSize);
}

/** The stop rule after each block: H1 or H0 once SPRT_MIN_BLOCKS blocks are in and the LLR crosses a bound, else null. */
export function matchSprtDecision(blocks: ReadonlyArray<ReadonlyArray<number>>, sprt: SprtSpec, blockSize: number): 'H0' | 'H1' | null {
  if (blocks.length < SPRT_MIN_BLOCKS) return null;
  const llr = matchSprtLlr(blocks, sprt, blockSize);
  const bounds = sprtBounds(sprt.alpha, sprt.beta);
  return llr >= bounds.upper ? 'H1' : llr <= bounds.lower ? 'H0' : null;
}

/**
 * The games a match kept: where its SPRT stopped, the rows up to that block. Games finished past
 * the stop are in the journal (workers were still playing them) but not in the match's figures,
 * so a reader of the folder cuts them as the run did. `rows` in index order.
 */
export function matchRowsKept<R extends MatchRow>(rows: readonly R[], sprt: SprtSpec | null, blockSize: number, copies: number): readonly R[] {
  if (!sprt) return rows;
  const blocks: number[][] = [];
  for (let start = 0; start < rows.length; start += blockSize) {
    const block = rows.slice(start, start + blockSize);
    // Only a complete prefix of games was ever fed to the stop rule.
    if (block.length < blockSize || block.some((row, k) => row.index !== start + k)) break;
    blocks.push(block.map((row) => POINTS[scoreGame(row, copies)]));
    if (matchSprtDecision(blocks, sprt, blockSize) !== null) return rows.slice(0, start + blockSize);
  }
  return rows;
}
