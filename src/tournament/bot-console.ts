// Bot code may print (console.log while debugging), but stdout is the tool's: a table, or JSON
// under --json that another program parses. Wherever bot code runs, its console writes to stderr.

import { Console } from 'node:console';
import { stderrSync } from './stderr-sync.js';

const toStderr = new Console({ stdout: stderrSync, stderr: stderrSync });

/** Sends every console method of this thread to stderr (a worker that runs only bot games). */
export function botConsoleToStderr(): void {
  globalThis.console = toStderr;
}

/** Runs `f` (which calls bot code) with the console sent to stderr, then restores it. */
export async function withBotConsole<T>(f: () => Promise<T>): Promise<T> {
  const own = globalThis.console;
  globalThis.console = toStderr;
  try {
    return await f();
  } finally {
    globalThis.console = own;
  }
}
