// A match's arithmetic: A's result in each game, its points by block (the games of one block share
// a map and dice, so a block is one observation), and the SPRT's stop rule over them. Pure
// functions of game rows, and a tally fed the games one at a time in index order, shared by the
// match command and its report.

import { eloIntervalFromMoments, type EloEstimate } from './elo.js';
import { BlockMeans, blockMoments, momentsOfMeans, type Moments } from './paired.js';
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
export function scoreGame(row: Pick<MatchRow, 'seating' | 'result'>, copies: number): 'win' | 'draw' | 'loss' {
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
  return matchSprtLlrOf(blockMoments(blocks), sprt, blockSize);
}

/** The match's SPRT log-likelihood ratio from the moments of its block means. */
export function matchSprtLlrOf(m: Moments, sprt: SprtSpec, blockSize: number): number {
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
  return matchSprtDecisionOf(blockMoments(blocks), sprt, blockSize);
}

/** matchSprtDecision from the moments of the block means so far. */
export function matchSprtDecisionOf(m: Moments, sprt: SprtSpec, blockSize: number): 'H0' | 'H1' | null {
  if (m.n < SPRT_MIN_BLOCKS) return null;
  const llr = matchSprtLlrOf(m, sprt, blockSize);
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

/** What a match reports of its games: A's results, its Elo with its interval, and the block means behind them. */
export interface MatchFigures extends Wdl {
  games: number;
  blocks: number;
  elo: EloEstimate;
  /** The block means in block order (one number a block), for the SPRT. */
  means: Float64Array;
}

/**
 * A match's figures from its games fed one at a time in index order: wins, draws and losses of A,
 * and A's points by block (BlockMeans), from which the Elo interval and the SPRT are computed as
 * from the whole list of rows. `cutAtStop`: for a reader of a folder, games past the block where
 * the SPRT stopped the match are not counted (see matchRowsKept); `add` then returns false.
 */
export class MatchTally {
  private readonly wdl: Wdl = { wins: 0, draws: 0, losses: 0 };
  private games = 0;
  private readonly blocks = new BlockMeans();
  /** Stop-rule state: the next index a complete prefix expects, the games of the current block. */
  private next = 0;
  private inBlock = 0;
  private stoppedAt = false;

  constructor(
    private readonly copies: number,
    private readonly blockSize: number,
    private readonly cutAtStop: SprtSpec | null = null,
  ) {}

  /** Adds a game (index order); false once the match stopped before it (with cutAtStop). */
  add(row: MatchRow): boolean {
    if (this.stoppedAt) return false;
    const r = scoreGame(row, this.copies);
    if (r === 'win') this.wdl.wins++;
    else if (r === 'loss') this.wdl.losses++;
    else this.wdl.draws++;
    this.games++;
    this.blocks.add(row.block, POINTS[r]);
    if (this.cutAtStop) this.checkStop(row.index);
    return true;
  }

  figures(): MatchFigures {
    const means = this.blocks.means();
    return { ...this.wdl, games: this.games, blocks: means.length, elo: eloIntervalFromMoments(momentsOfMeans(means)), means };
  }

  // As matchRowsKept: only while the games so far are the complete prefix 0..n-1 were blocks fed
  // to the stop rule; once the rule decides at the end of a block, what follows is not kept.
  private checkStop(index: number): void {
    if (this.next < 0) return;
    if (index !== this.next) {
      this.next = -1;
      return;
    }
    this.next++;
    if (++this.inBlock < this.blockSize) return;
    this.inBlock = 0;
    if (matchSprtDecisionOf(momentsOfMeans(this.blocks.means()), this.cutAtStop!, this.blockSize) !== null) this.stoppedAt = true;
  }
}
