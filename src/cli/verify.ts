// `--verify` of run --resume and merge: plays a folder's games again on the worker pool (the code
// path that played them, so module, sandboxed and command bots replay too) and compares each with
// its stored row. Results are judged in index order, whatever order the workers finish in, so the
// same folder always gets the same verdict and the same message.

import { availableParallelism } from 'node:os';
import { BUILTIN_BOTS } from '../bots/registry.js';
import { finishedRow } from '../tournament/finished-game.js';
import { planIdentity, type TournamentPlan } from '../tournament/plan.js';
import type { PlanCode } from '../tournament/play-spec.js';
import { runOnPool } from '../tournament/pool.js';
import { compareReplay, type ReplayVerdict } from '../tournament/replay-compare.js';
import { ResultsError } from '../tournament/results-error.js';
import type { RowStore } from '../tournament/row-store.js';
import { folderSample } from '../tournament/verify-sample.js';
import type { VerifySetting } from '../tournament/verify-setting.js';

/** A folder to check: its own plan (which seeds its draw) and its games. */
export interface FolderToVerify {
  dir: string;
  plan: TournamentPlan;
  rows: RowStore;
}

export interface VerifyOptions {
  setting: VerifySetting;
  /** The module bots' bundled code (loadBotsOrFail). */
  code: PlanCode | null;
  workers?: number;
  workerMemory?: number;
  /** No line per folder on stderr (a mismatch is still an error). */
  quiet?: boolean;
}

/** Line-up entries whose options bound their thinking by the clock (their games do not replay). */
export function clockBoundBots(plan: TournamentPlan): string[] {
  return plan.lineup
    .filter((b) => {
      const option = b.kind === 'builtin' && Object.hasOwn(BUILTIN_BOTS, b.ref) ? BUILTIN_BOTS[b.ref]!.clockOption : undefined;
      return option !== undefined && b.options[option] !== undefined;
    })
    .map((b) => `${b.label} (${BUILTIN_BOTS[b.ref]!.clockOption})`);
}

interface Comparison {
  folder: number;
  verdict: ReplayVerdict;
}

interface Mismatch {
  index: number;
  folder: number;
  verdict: Extract<ReplayVerdict, { same: false }>;
}

/**
 * Replays the games `folderSample` picks from each folder with `plan` (the folders' common plan,
 * its bots found here) and compares them with the stored rows: the first game that differs, in
 * index order (folders in the order given), is a ResultsError naming the folder, the game and the
 * field. Prints how many games each folder had replayed, and how many of them were forfeits for
 * timing or the machine, only partly checked.
 */
export async function verifyFolders(plan: TournamentPlan, folders: readonly FolderToVerify[], o: VerifyOptions): Promise<void> {
  const samples = folders.map((f) => folderSample(f.plan, f.rows, o.setting));
  if (samples.every((s) => s.length === 0)) return;
  const clock = clockBoundBots(plan);
  if (clock.length > 0) {
    for (const f of folders) note(o, `${f.dir}: no game replayed: ${clock.join(', ')} decides by the clock, so its games do not replay the same`);
    return;
  }
  // Game index -> the folders that hold it in their sample (shards hold different games; two runs of one plan the same).
  const wanted = new Map<number, number[]>();
  samples.forEach((s, k) => s.forEach((i) => wanted.set(i, [...(wanted.get(i) ?? []), k])));
  const order = [...wanted.keys()].sort((a, b) => a - b);
  const judged = new Map<number, Comparison[]>();
  const abort = new AbortController();
  let next = 0;
  let mismatch = null as Mismatch | null;
  // Advances over the games in index order while their verdicts are in: the first mismatch found
  // this way is the first in index order, whichever worker finished first.
  const advance = () => {
    for (; next < order.length && judged.has(order[next]!); next++) {
      const bad = judged.get(order[next]!)!.find((c): c is Comparison & { verdict: { same: false } } => !c.verdict.same);
      if (bad) {
        mismatch = { index: order[next]!, folder: bad.folder, verdict: bad.verdict };
        abort.abort();
        return;
      }
    }
  };
  // Records are not compared: the games are played without making them.
  const replayPlan = { ...plan, record: false };
  await runOnPool(replayPlan, planIdentity(replayPlan), order, {
    workers: o.workers ?? availableParallelism(),
    memoryMb: o.workerMemory,
    // The games were played and their bots heard once: replaying them prints nothing of the bots'.
    quietBots: true,
    code: o.code,
    signal: abort.signal,
    onGame: (game) => {
      if (mismatch) return;
      const replayed = finishedRow(game);
      const holders = wanted.get(replayed.index) ?? [];
      judged.set(replayed.index, holders.map((k) => ({ folder: k, verdict: compareReplay(folders[k]!.rows.get(replayed.index)!, replayed, plan) })));
      advance();
    },
  });
  if (mismatch) throw new ResultsError(mismatchMessage(folders, mismatch));
  folders.forEach((f, k) => {
    if (samples[k]!.length > 0) note(o, passedLine(f, samples[k]!, (i) => judged.get(i)?.find((c) => c.folder === k)?.verdict));
  });
}

/** What was played of a folder that passed, and how many of its games were only partly checked. */
function passedLine(f: FolderToVerify, sample: readonly number[], verdict: (index: number) => ReplayVerdict | undefined): string {
  const partly = sample.filter((i) => {
    const v = verdict(i);
    return v?.same === true && v.partial;
  }).length;
  const played = sample.length === f.rows.size ? 'every game' : `${sample.length} of ${f.rows.size} games (drawn)`;
  const partial = partly > 0 ? `; ${partly} of them only partly checked (a forfeit for timing or the machine, stored or replayed)` : '';
  return `${f.dir}: ${played} replayed as stored${partial}`;
}

function mismatchMessage(folders: readonly FolderToVerify[], m: Mismatch): string {
  const v = m.verdict;
  const why = v.why ? ` (${v.why})` : '';
  return `${folders[m.folder]!.dir}: game ${m.index} does not replay as stored: field ${v.field}: stored ${v.stored}, replayed ${v.replayed}${why}`;
}

function note(o: VerifyOptions, line: string): void {
  if (!o.quiet) process.stderr.write(`verify: ${line}\n`);
}
