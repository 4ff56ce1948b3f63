// `--verify` of run --resume and merge: plays a folder's games again on the worker pool (the code
// path that played them, so module, sandboxed and command bots replay too) and compares each with
// its stored row. Results are judged in index order, whatever order the workers finish in, so the
// same folder always gets the same verdict and the same message.

import { availableParallelism } from 'node:os';
import { BUILTIN_BOTS } from '../bots/registry.js';
import { finishedRow } from '../tournament/finished-game.js';
import type { SortEntry, SortedGames } from '../tournament/game-sort.js';
import { planIdentity, planSourceNames, type TournamentPlan } from '../tournament/plan.js';
import type { GameRow, PlanCode } from '../tournament/play-spec.js';
import { runOnPool } from '../tournament/pool.js';
import { compareReplay, type ReplayVerdict } from '../tournament/replay-compare.js';
import { ResultsError } from '../tournament/results-error.js';
import { rowOfCsvLine } from '../tournament/games-csv.js';
import { folderSample } from '../tournament/verify-sample.js';
import type { VerifySetting } from '../tournament/verify-setting.js';

/** A folder to check: its own plan (which seeds its draw) and its games. */
export interface FolderToVerify {
  dir: string;
  plan: TournamentPlan;
  games: SortedGames;
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

interface Mismatch {
  index: number;
  folder: number;
  verdict: Extract<ReplayVerdict, { same: false }>;
}

/** A game to replay and the folders (by position) that hold it. */
interface Wanted {
  index: number;
  holders: number[];
}

/** The union of ascending index lists, in order, each index once with the lists that hold it. */
function* union(lists: ReadonlyArray<Iterable<number>>): Generator<Wanted> {
  const its = lists.map((l) => l[Symbol.iterator]());
  const heads = its.map((it) => it.next());
  try {
    for (;;) {
      let index = Infinity;
      for (const h of heads) if (!h.done && h.value < index) index = h.value;
      if (index === Infinity) return;
      const holders: number[] = [];
      heads.forEach((h, k) => {
        if (h.done || h.value !== index) return;
        holders.push(k);
        heads[k] = its[k]!.next();
      });
      yield { index, holders };
    }
  } finally {
    for (const it of its) it.return?.();
  }
}

/** A folder's stored rows read in index order: `at(index)` moves on to that game. */
class StoredRows {
  private readonly it: Iterator<SortEntry>;
  private readonly names: readonly string[];

  constructor(f: FolderToVerify) {
    this.it = f.games.entries();
    this.names = planSourceNames(f.plan);
  }

  at(index: number): GameRow {
    for (let r = this.it.next(); !r.done; r = this.it.next()) if (r.value.index === index) return rowOfCsvLine(r.value.text, this.names);
    throw new Error(`verify: game ${index} is not in the folder's games`);
  }

  close(): void {
    this.it.return?.();
  }
}

/**
 * Replays the games `folderSample` picks from each folder (every game, with `all`) with `plan` (the
 * folders' common plan, its bots found here) and compares them with the stored rows: the first
 * game that differs, in index order (folders in the order given), is a ResultsError naming the
 * folder, the game and the field. Prints how many games each folder had replayed, and how many of
 * them were forfeits for timing or the machine, only partly checked. Replays are judged in index
 * order as they come in, the stored rows read alongside: a replay waits only for those before it.
 */
export async function verifyFolders(plan: TournamentPlan, folders: readonly FolderToVerify[], o: VerifyOptions): Promise<void> {
  const all = o.setting.kind === 'all';
  const samples = all ? null : folders.map((f) => folderSample(f.plan, f.games, o.setting));
  const picked = (k: number) => (samples ? samples[k]!.length : folders[k]!.games.count);
  const wanted = () => union(folders.map((f, k) => (samples ? samples[k]! : f.games.indices())));
  if (folders.every((_, k) => picked(k) === 0)) return;
  const clock = clockBoundBots(plan);
  if (clock.length > 0) {
    for (const f of folders) note(o, `${f.dir}: no game replayed: ${clock.join(', ')} decides by the clock, so its games do not replay the same`);
    return;
  }
  let count = 0;
  for (const _ of wanted()) count++;
  const order = wanted();
  const stored = folders.map((f) => new StoredRows(f));
  const replayed = new Map<number, GameRow>();
  const partly = folders.map(() => 0);
  const abort = new AbortController();
  let next = order.next();
  let mismatch = null as Mismatch | null;
  // Advances over the games in index order while their replays are in: the first mismatch found
  // this way is the first in index order, whichever worker finished first.
  const advance = () => {
    for (; !next.done && replayed.has(next.value.index); next = order.next()) {
      const { index, holders } = next.value;
      const row = replayed.get(index)!;
      replayed.delete(index);
      for (const k of holders) {
        const verdict = compareReplay(stored[k]!.at(index), row, plan);
        if (!verdict.same) {
          mismatch = { index, folder: k, verdict };
          abort.abort();
          return;
        }
        if (verdict.partial) partly[k]!++;
      }
    }
  };
  // Records are not compared: the games are played without making them.
  const replayPlan = { ...plan, record: false };
  const indices = (function* () {
    for (const w of wanted()) yield w.index;
  })();
  try {
    await runOnPool(replayPlan, planIdentity(replayPlan), indices, {
      workers: o.workers ?? availableParallelism(),
      count,
      memoryMb: o.workerMemory,
      // The games were played and their bots heard once: replaying them prints nothing of the bots'.
      quietBots: true,
      code: o.code,
      signal: abort.signal,
      onGame: (game) => {
        if (mismatch) return;
        replayed.set(game.index, finishedRow(game));
        advance();
      },
    });
  } finally {
    indices.return(undefined);
    order.return(undefined);
    for (const s of stored) s.close();
  }
  if (mismatch) throw new ResultsError(mismatchMessage(folders, mismatch));
  folders.forEach((f, k) => {
    if (picked(k) > 0) note(o, passedLine(f, picked(k), partly[k]!));
  });
}

/** What was played of a folder that passed, and how many of its games were only partly checked. */
function passedLine(f: FolderToVerify, replayed: number, partly: number): string {
  const played = replayed === f.games.count ? 'every game' : `${replayed} of ${f.games.count} games (drawn)`;
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
