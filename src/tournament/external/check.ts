// Starts each command bot of a plan once, before any game, and reads its hello: a bot that does
// not start (a syntax error, a missing module, a wrong protocol version) is then one clear error
// instead of a forfeit in every game it sits in.

import type { TournamentPlan } from '../plan.js';
import { ForfeitError } from '../play-game.js';
import { CommandProcess } from './command-bot.js';
import { ProcessHost } from './host.js';

/** The first command bot that fails to start, with the reason, or null. */
export async function checkCommandBots(plan: TournamentPlan): Promise<{ entry: number; reason: string } | null> {
  const entries = plan.lineup.map((b, entry) => ({ b, entry })).filter(({ b }) => b.kind === 'command');
  if (entries.length === 0) return null;
  const host = await ProcessHost.start(null);
  try {
    for (const { b, entry } of entries) {
      const proc = new CommandProcess(host, { id: entry, label: b.label, command: b.command!, cwd: b.cwd!, echo: false }, plan.timeBudgetMs);
      try {
        proc.ensureRunning();
      } catch (err) {
        if (err instanceof ForfeitError) return { entry, reason: err.message };
        throw err;
      }
    }
    return null;
  } finally {
    await host.close();
  }
}
