// Which of a folder's games are played again to check them: all, or a draw of a fixed number seeded
// with a digest of the folder's results, the same every time the folder is checked and another after
// any edit of a checked field. Why not the master seed, and what a draw cannot do:
// docs/results-format.md ("Replaying games").

import { createHash } from 'node:crypto';
import { makeRandom } from '../engine/rng.js';
import { planIdentity, type TournamentPlan } from './plan.js';
import { resultKey } from './row-checks.js';
import type { RowStore } from './row-store.js';
import type { VerifySetting } from './verify-setting.js';

/**
 * sha256 of the plan and of every game's result in index order, decision times left out: they are
 * not checked (they differ on every run), and games.csv rounds them, so the journal and games.csv of
 * one folder give the same digest.
 */
export function resultsDigest(plan: TournamentPlan, rows: RowStore): string {
  const hash = createHash('sha256').update(planIdentity(plan));
  for (const row of rows.rows()) hash.update(`\n${row.index} ${resultKey(row)}`);
  return hash.digest('hex');
}

/**
 * The indices to replay, ascending: all of `indices`, or `setting.count` of them drawn without
 * replacement (a partial Fisher-Yates shuffle) from a stream seeded with `seed`.
 */
export function drawSample(indices: readonly number[], setting: VerifySetting, seed: string): number[] {
  if (setting.kind === 'all' || setting.count >= indices.length) return [...indices].sort((a, b) => a - b);
  const pool = [...indices].sort((a, b) => a - b);
  const rand = makeRandom(`verify/${seed}`);
  for (let i = 0; i < setting.count; i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, setting.count).sort((a, b) => a - b);
}

/** The games of a folder to replay under `setting`: drawSample seeded with the folder's resultsDigest. */
export function folderSample(plan: TournamentPlan, rows: RowStore, setting: VerifySetting): number[] {
  if (setting.kind === 'sample' && setting.count === 0) return [];
  const indices = rows.indices();
  if (setting.kind === 'all' || setting.count >= indices.length) return indices;
  return drawSample(indices, setting, resultsDigest(plan, rows));
}
