// Which of a folder's games are played again to check them: all, or a draw of a fixed number seeded
// with a digest of the folder's results, the same every time the folder is checked and another after
// any edit of a checked field. Why not the master seed, and what a draw cannot do:
// docs/results-format.md ("Replaying games").

import { createHash } from 'node:crypto';
import { makeRandom } from '../engine/rng.js';
import type { SortedGames } from './game-sort.js';
import { planIdentity, planSourceNames, type TournamentPlan } from './plan.js';
import { namedVp } from '../stats/added-sources.js';
import { rowOfCsvLine } from './games-csv.js';
import { resultKey } from './row-checks.js';
import type { VerifySetting } from './verify-setting.js';

/**
 * sha256 of the plan and of every game's result in index order (the added VP sources by name too,
 * in a run that has some), decision times left out: they are not checked (they differ on every
 * run), and games.csv rounds them, so the journal and games.csv of one folder give the same digest.
 */
export function resultsDigest(plan: TournamentPlan, games: SortedGames): string {
  const hash = createHash('sha256').update(planIdentity(plan));
  const names = planSourceNames(plan);
  for (const { text } of games.entries()) {
    const row = rowOfCsvLine(text, names);
    const named = names.length ? ` ${JSON.stringify(namedVp(row.result.vpSources, names))}` : '';
    hash.update(`\n${row.index} ${resultKey(row)}${named}`);
  }
  return hash.digest('hex');
}

/**
 * The indices to replay, ascending: all of `indices`, or `setting.count` of them drawn without
 * replacement (a partial Fisher-Yates shuffle) from a stream seeded with `seed`.
 */
export function drawSample(indices: readonly number[], setting: VerifySetting, seed: string): number[] {
  const pool = [...indices].sort((a, b) => a - b);
  if (setting.kind === 'all' || setting.count >= indices.length) return pool;
  return samplePositions(pool.length, setting.count, seed)
    .map((p) => pool[p]!)
    .sort((a, b) => a - b);
}

/**
 * drawSample's shuffle on positions 0..length-1 of the sorted indices, not on the indices: the
 * positions moved are kept in a map, so a draw from millions of games holds only what it moves.
 */
function samplePositions(length: number, count: number, seed: string): number[] {
  const rand = makeRandom(`verify/${seed}`);
  const moved = new Map<number, number>();
  const at = (p: number) => moved.get(p) ?? p;
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rand() * (length - i));
    const [a, b] = [at(i), at(j)];
    moved.set(i, b);
    moved.set(j, a);
  }
  return Array.from({ length: count }, (_, i) => at(i));
}

/**
 * The games of a folder to replay under a sample `setting` (all of them when it asks for as many),
 * ascending: drawSample seeded with the folder's resultsDigest, read from the sorted games without
 * listing them. `all`: use the folder's indices as they are read (SortedGames.indices).
 */
export function folderSample(plan: TournamentPlan, games: SortedGames, setting: VerifySetting): number[] {
  if (setting.kind === 'sample' && setting.count === 0) return [];
  if (setting.kind === 'all' || setting.count >= games.count) return [...games.indices()];
  const positions = samplePositions(games.count, setting.count, resultsDigest(plan, games)).sort((a, b) => a - b);
  const out: number[] = [];
  let position = 0;
  for (const index of games.indices()) {
    if (out.length === positions.length) break;
    if (positions[out.length] === position++) out.push(index);
  }
  return out;
}
