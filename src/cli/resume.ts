// `catan-arena run --resume DIR`: continues a folder as the command that started it (run, match or
// ladder, from the journal's header or the summary), with its plan, its finished games and, for a
// match, its SPRT, once every row has been checked and every module bot found unchanged.

import { readFolder } from '../tournament/folder-state.js';
import { existsSync } from 'node:fs';
import { recordedIndices, ResultsError } from '../tournament/results.js';
import { BotLoadError } from '../tournament/bot-loader.js';
import { checkBotsUnchanged } from '../tournament/resolve.js';
import { UsageError } from './errors.js';
import { lockOrFail } from './execute.js';
import { playLadder } from './ladder.js';
import { playMatch } from './match.js';
import { playRun } from './run.js';

export interface ResumeFlags {
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  json?: boolean;
  quiet?: boolean;
  report?: boolean;
}

export async function resumeCommand(dir: string, flags: ResumeFlags): Promise<number> {
  if (!existsSync(dir)) throw new ResultsError(`${dir}: no such folder (no summary.json or journal.jsonl to resume)`);
  const release = lockOrFail(dir);
  try {
    const state = readFolder(dir);
    let plan;
    try {
      plan = await checkBotsUnchanged(state.plan, dir);
    } catch (err) {
      if (err instanceof BotLoadError) throw new UsageError(err.message);
      throw err;
    }
    const previous = state.rows;
    if (plan.record) {
      // A game whose record was lost with the interruption is played again.
      const have = recordedIndices(dir);
      for (const i of previous.indices()) if (!have.has(i)) previous.delete(i);
    }
    const o = { workers: flags.workers, workerMemory: flags.workerMemory, quietBots: flags.quietBots, quiet: flags.quiet, json: flags.json, report: flags.report, previous, resume: true };
    switch (state.command.name) {
      case 'match':
        return await playMatch(plan, state.command, dir, o);
      case 'ladder':
        return await playLadder(plan, dir, o);
      case 'run':
        return await playRun(plan, dir, o);
    }
  } finally {
    release();
  }
}
