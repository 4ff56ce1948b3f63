// The command line explains itself, through the real binary: a usage error is one line and where
// to look (exit 2), every command's help groups its flags, shows each default as commander's
// `(default: ...)`, describes a flag shared by several commands in the same words, and ends with
// examples (test/docs-samples.test.ts runs them).

import { describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';

function cli(...args: string[]) {
  const r = runBin(args);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const COMMANDS = ['run', 'match', 'ladder', 'map', 'balance', 'merge', 'show', 'replay', 'report', 'rules', 'scenarios', 'bots'];
const HELP = new Map(COMMANDS.map((c) => [c, cli(c, '--help').out]));
const help = (command: string) => HELP.get(command)!;

/** The options part of a help text: from its first group of flags to the end of the last, "Options:" (-h). */
function optionsPart(text: string): string {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => /^[A-Z][\w ]*:$/.test(l) && l !== 'Arguments:');
  const last = lines.indexOf('Options:');
  const to = lines.findIndex((l, k) => k > last && /^\S/.test(l));
  return lines.slice(from, to < 0 ? undefined : to).join('\n');
}

/** Each flag's description in a help text, by its long name, with the wrapping undone. */
function flagDescriptions(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let current: string | null = null;
  for (const line of optionsPart(text).split('\n')) {
    const start = /^ {2}(?:-\w, )?(--[\w-]+)(?: <[^>]+>)?\s{2,}(.*)$/.exec(line);
    if (start) {
      current = start[1]!;
      out.set(current, start[2]!);
    } else if (current && /^\s{10,}\S/.test(line)) out.set(current, `${out.get(current)} ${line.trim()}`);
    else current = null;
  }
  return out;
}

describe('a usage error is one line, then where to look; exit 2', () => {
  const cases: Array<[string[], string, string]> = [
    [['run', '--gmaes', '3'], "error: unknown option '--gmaes' (did you mean --games?)", 'see catan-arena run --help'],
    [['match', 'random'], "error: missing required argument 'b'", 'see catan-arena match --help'],
    [['ladder', 'random', 'greedy', '--games', 'lots'], "error: option '-g, --games <n>' argument 'lots' is invalid. --games must be an integer from 1 to 100000000.", 'see catan-arena ladder --help'],
    [['balance', '--trade', 'maybe'], 'error: option \'--trade <on|off>\' argument \'maybe\' is invalid. Allowed choices are on, off.', 'see catan-arena balance --help'],
    [['map', '--players', '9'], "error: option '-p, --players <n>' argument '9' is invalid. --players must be an integer from 2 to 6.", 'see catan-arena map --help'],
    [['replay'], "error: missing required argument 'file'", 'see catan-arena replay --help'],
    [['plya'], "error: unknown command 'plya' (did you mean replay?)", 'see catan-arena --help'],
  ];
  for (const [args, line, hint] of cases) {
    it(args.join(' '), () => {
      const r = cli(...args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')).toEqual([line, hint, '']);
    });
  }
});

describe("every command's help", () => {
  it('shows each default the one way, as commander does: "(default: ...)"', () => {
    for (const command of COMMANDS) {
      const part = optionsPart(help(command)).replace(/\s+/g, ' ');
      const defaults = part.match(/default/gi) ?? [];
      // Commander writes "(default: x)", or "(choices: ..., default: x)" after a flag's choices.
      expect(part.match(/(\(|, )default: /g) ?? [], `${command}: ${part}`).toHaveLength(defaults.length);
    }
  });

  it('describes --seed and its default in the same words on every command that takes it', () => {
    const seeds = ['run', 'match', 'ladder', 'balance', 'map'].map((c) => flagDescriptions(help(c)).get('--seed'));
    for (const s of seeds) expect(s).toMatch(/\(default: 128 random bits, printed in the title line\)$/);
  });

  it('describes a flag shared by several commands in the same words', () => {
    const byFlag = new Map<string, Map<string, string>>();
    for (const command of ['run', 'match', 'ladder', 'balance']) {
      for (const [flag, text] of flagDescriptions(help(command))) {
        if (!byFlag.has(flag)) byFlag.set(flag, new Map());
        byFlag.get(flag)!.set(command, text);
      }
    }
    const shared = ['--bot-options', '--time-budget', '--map-options', '--turn-cap', '--target-vp', '--trade', '--turn-rule', '--variant', '--scenario', '--workers', '--worker-memory', '--json', '--quiet', '--resume'];
    for (const flag of shared) {
      const texts = byFlag.get(flag);
      expect(texts, flag).toBeDefined();
      // balance compares several maps, so its --map-options says how they share them.
      const wording = new Set([...texts!].filter(([c]) => !(flag === '--map-options' && c === 'balance')).map(([, t]) => t));
      expect([...wording], flag).toHaveLength(1);
    }
    expect([...byFlag.get('--resume')!.keys()]).toEqual(['run', 'match', 'ladder']);
  });

  it('names the three kinds of bot, cmd: programs among them, wherever bots are chosen', () => {
    expect(flagDescriptions(help('run')).get('--bots')).toMatch(/built-in name .* bot module, or "cmd:<program> <args>"/);
    expect(flagDescriptions(help('balance')).get('--bots')).toContain('"cmd:<program> <args>"');
    for (const command of ['match', 'ladder']) expect(help(command).replace(/\s+/g, ' ')).toMatch(/Arguments: .*"cmd:<program> <args>" for a program in any language/);
  });

  it('documents every turn rule, standard included', () => {
    const turnRule = flagDescriptions(help('run')).get('--turn-rule')!;
    for (const rule of ['standard: one player a turn', 'special-building:', 'paired:']) expect(turnRule).toContain(rule);
  });

  it('says how show and replay count --game: the index of games.csv', () => {
    for (const command of ['show', 'replay']) expect(flagDescriptions(help(command)).get('--game')).toMatch(/its index in the run, as games\.csv's index column counts \(from 0\)/);
  });

  it('ends with examples', () => {
    for (const command of COMMANDS) {
      const [, examples] = help(command).split('\nExamples:\n');
      expect(examples, command).toBeDefined();
      expect(examples!.match(/^ {2}catan-arena /gm)!.length, command).toBeGreaterThanOrEqual(2);
      expect(examples!.match(new RegExp(`^ {2}catan-arena ${command}\\b`, 'm')), command).not.toBeNull();
    }
  });
});
