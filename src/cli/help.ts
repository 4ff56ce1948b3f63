// How the command line explains itself: help that shows each flag's default the one way commander
// shows defaults, ends with examples that run, and a usage error told in one line with where to
// look, instead of the whole help text. Exit codes stay with `main` (main.ts).

import { Command, Help, type Option } from 'commander';
import { EXAMPLES } from './examples.js';

/**
 * Help that shows a default given only as text (`flag` in flags.ts leaves the value unset, so that a
 * config's field can fill it) as commander shows a real one, `(default: ...)`, and lists each
 * command as its usage line says it (`match [options] <a> <b>`: the bots are optional only beside
 * `--resume`).
 */
export function helpLayout(program: Command): void {
  program.configureHelp({
    optionDescription(option: Option): string {
      const shown = option.defaultValue === undefined && option.defaultValueDescription ? Object.create(option, { defaultValue: { value: option.defaultValueDescription } }) : option;
      return Help.prototype.optionDescription.call(this, shown as Option);
    },
    subcommandTerm: (cmd: Command) => `${cmd.name()} ${cmd.usage()}`.trimEnd(),
  });
}

/** Adds a section of terms and their descriptions after a command's flags, wrapped as commander wraps them. */
export function addSection(cmd: Command, heading: string, items: ReadonlyArray<readonly [string, string]>): void {
  const help = new Help();
  const width = Math.max(...items.map(([term]) => term.length));
  cmd.addHelpText('after', `\n${heading}\n${items.map(([term, text]) => help.formatItem(term, width, text, help)).join('\n')}`);
}

/** Commander's error text as one line: its own suggestion, "(Did you mean --games?)", joins the message. */
export function oneLine(text: string): string {
  const [first = '', ...rest] = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const more = rest.map((l) => l.replace(/^\((.*)\)$/, '$1')).map((l) => l.charAt(0).toLowerCase() + l.slice(1));
  return more.length ? `${first} (${more.join('; ')})` : first;
}

/** Every command's usage errors as one line and a pointer to its help (`see catan-arena run --help`). */
export function explainErrors(cmd: Command, path = cmd.name()): void {
  cmd.configureOutput({ outputError: (text, write) => write(`${oneLine(text)}\nsee ${path} --help\n`) });
  for (const sub of cmd.commands) explainErrors(sub, `${path} ${sub.name()}`);
}

/** Ends each command's help with its examples (examples.ts), each a comment and a command line. */
export function addExamples(program: Command): void {
  for (const cmd of [program, ...program.commands]) {
    const examples = EXAMPLES[cmd === program ? 'catan-arena' : cmd.name()];
    if (!examples) continue;
    // A line without its own comment goes on from the one above.
    const lines = examples.flatMap(([what, line]) => (what ? [`  # ${what}`, `  ${line}`] : [`  ${line}`]));
    cmd.addHelpText('after', `\nExamples:\n${lines.join('\n')}`);
  }
}
