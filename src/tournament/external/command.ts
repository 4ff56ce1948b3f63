// A command bot's spec: `cmd:python3 my_bot.py` on the command line, `{ "command": [...] }` in a
// config. The words are split here, once, so every later layer handles an argv list and no shell
// ever reads a bot's command (a shell would add quoting rules and a process between us and the bot).

import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/** The prefix that marks a command bot in `--bots` and in a config's `bot` string. */
export const COMMAND_PREFIX = 'cmd:';

export class CommandError extends Error {}

/**
 * Splits `python3 "my bot.py" --fast` into words: blanks separate, single or double quotes group
 * (no escapes inside them). Kept this small on purpose: anything harder belongs in a config's list.
 */
export function splitCommand(text: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + ch;
    }
  }
  if (quote) throw new CommandError(`unclosed ${quote} in the command "${text}"`);
  if (word !== null) words.push(word);
  if (words.length === 0) throw new CommandError('an empty command (expected cmd:<program> [arguments])');
  return words;
}

/**
 * Checks that the program of `command` can be run from `cwd`: a path must name an executable file,
 * a bare name must be found on PATH. A typo then fails before any game, not as a forfeit in each.
 */
export function checkProgram(command: readonly string[], cwd: string, path = process.env.PATH ?? ''): void {
  const program = command[0]!;
  const candidates = program.includes('/') || isAbsolute(program) ? [resolve(cwd, program)] : path.split(delimiter).filter((d) => d !== '').map((d) => join(d, program));
  for (const file of candidates) {
    try {
      if (!statSync(file).isFile()) continue;
      accessSync(file, constants.X_OK);
      return;
    } catch {
      // Not this one.
    }
  }
  throw new CommandError(program.includes('/') ? `the program ${program} is not an executable file (looked at ${resolve(cwd, program)})` : `the program "${program}" is not on PATH`);
}
