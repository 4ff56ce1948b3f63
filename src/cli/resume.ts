// `catan-arena run --resume DIR`: continues a folder as the command that started it (run, match or
// ladder, from the journal's header or the summary), with its plan, its finished games and, for a
// match, its SPRT, once every row has been checked, every module bot found unchanged and a sample
// of the games (--verify) replayed as stored.

import { keepGames, readFolder } from '../tournament/folder-state.js';
import { existsSync } from 'node:fs';
import { recordedIndices } from '../tournament/records-file.js';
import { ResultsError } from '../tournament/results.js';
import { BotLoadError } from '../tournament/bot-loader.js';
import { checkBotsUnchanged } from '../tournament/resolve.js';
import { DEFAULT_VERIFY, type VerifySetting } from '../tournament/verify-setting.js';
import { UsageError } from './errors.js';
import { checkMapOrFail, loadBotsOrFail, lockOrFail } from './execute.js';
import { playLadder } from './ladder.js';
import { playMatch } from './match.js';
import { playRun } from './run.js';
import { verifyFolders } from './verify.js';

export interface ResumeFlags {
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  json?: boolean;
  quiet?: boolean;
  report?: boolean;
  /** The folder's games to replay and compare before going on (default DEFAULT_VERIFY). */
  verify?: VerifySetting;
}

export async function resumeCommand(dir: string, flags: ResumeFlags): Promise<number> {
  if (!existsSync(dir)) throw new ResultsError(`${dir}: no such folder (no summary.json or journal.jsonl to resume)`);
  const release = lockOrFail(dir);
  try {
    const state = readFolder(dir);
    let previous = state.games;
    try {
      let plan;
      try {
        plan = await checkBotsUnchanged(state.plan, dir);
      } catch (err) {
        if (err instanceof BotLoadError) throw new UsageError(err.message);
        throw err;
      }
      if (plan.record) {
        // A game whose record was lost with the interruption is played again.
        const have = recordedIndices(dir, plan);
        previous = keepGames(previous, (i) => have.has(i), dir);
      }
      checkMapOrFail(plan);
      const code = await loadBotsOrFail(plan, flags.workerMemory, flags.quietBots);
      // The folder's own plan seeds the draw: the games it holds decide which are replayed, not this machine.
      await verifyFolders(plan, [{ dir, plan: state.plan, games: previous }], { setting: flags.verify ?? DEFAULT_VERIFY, code, workers: flags.workers, workerMemory: flags.workerMemory, quiet: flags.quiet });
      const o = { workers: flags.workers, workerMemory: flags.workerMemory, quietBots: flags.quietBots, quiet: flags.quiet, json: flags.json, report: flags.report, previous, resume: true, code };
      switch (state.command.name) {
        case 'match':
          return await playMatch(plan, state.command, dir, o);
        case 'ladder':
          return await playLadder(plan, dir, o);
        case 'run':
          return await playRun(plan, dir, o);
      }
    } finally {
      // The run took the games over and removed their file; this is for a failure before it.
      previous.close();
    }
  } finally {
    release();
  }
}
