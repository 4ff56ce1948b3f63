// The catan-arena command line (commander): the program, its commands (commands.ts), and `main`,
// the one place where exit codes are decided.

import chalk from 'chalk';
import { Command, CommanderError } from 'commander';
import { OptionsError } from '../rules/options.js';
import { ConfigError } from '../tournament/config.js';
import { ResultsError } from '../tournament/results.js';
import { UsageError } from './errors.js';
import { packageVersion } from './version.js';
import { MapFileError } from '../maps/map-file.js';
import { BoundedReadError } from '../files/bounded-read.js';
import { machineCondition, OutputError } from '../files/output.js';
import { defineBalance, defineHelp, defineLadder, defineLists, defineMap, defineMatch, defineMerge, defineReplay, defineReport, defineRun, defineShow } from './commands.js';
import { addExamples, explainErrors, helpLayout } from './help.js';

export function buildProgram(setExit: (code: number) => void): Command {
  const program = new Command();
  program
    .name('catan-arena')
    .description('Seeded, reproducible bot-vs-bot Catan tournaments')
    .version(packageVersion())
    .option('--no-color', 'plain output without colour')
    .exitOverride();
  helpLayout(program);
  program.hook('preAction', (cmd) => {
    // NO_COLOR (https://no-color.org): any non-empty value turns colour off, as --no-color does.
    if (cmd.opts().color === false || (process.env.NO_COLOR ?? '') !== '') chalk.level = 0;
  });
  for (const define of [defineRun, defineMatch, defineLadder, defineMap, defineBalance, defineMerge, defineShow, defineReport, defineReplay]) define(program, setExit);
  defineLists(program);
  defineHelp(program);
  addExamples(program);
  explainErrors(program);
  return program;
}

const PATH_ERRORS: Record<string, string> = {
  ENOTDIR: 'a file stands where a folder is needed',
  EISDIR: 'it is a folder, a file is needed',
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EEXIST: 'a file of that name is in the way of a folder',
  ENOSPC: 'no space left on the device',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

function isPathError(err: unknown): err is NodeJS.ErrnoException & { path: string; code: string } {
  const e = err as NodeJS.ErrnoException;
  return e instanceof Error && typeof e.path === 'string' && typeof e.code === 'string' && e.code in PATH_ERRORS;
}

export async function main(argv: string[]): Promise<void> {
  let code = 0;
  const program = buildProgram((c) => (code = c));
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      code = err.exitCode === 0 ? 0 : 2;
    } else if (err instanceof UsageError || err instanceof BoundedReadError || err instanceof OptionsError || err instanceof ConfigError || err instanceof ResultsError || err instanceof MapFileError || err instanceof OutputError) {
      console.error(`error: ${err.message}`);
      code = 2;
    } else if (isPathError(err)) {
      // A path the user gave that cannot be used as asked (--out naming a file, --save naming a folder, ...).
      console.error(`error: cannot use ${err.path}: ${PATH_ERRORS[err.code]}`);
      code = 2;
    } else if (machineCondition(err) !== null) {
      // A write of the machine's condition that no module named its file for.
      console.error(`error: cannot write: ${machineCondition(err)}`);
      code = 2;
    } else {
      throw err;
    }
  }
  process.exitCode = code;
}
