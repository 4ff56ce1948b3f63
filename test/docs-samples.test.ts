// Every code sample in the README and docs/ runs as printed: each page's `catan-arena` command lines
// in order, in a scratch folder holding copies of configs/ and bots/ (games cut to two, so
// the page's commands take seconds), each bot module it shows played for a few games, and each
// program it shows run. So do the examples that end each command's --help. A sample that stops
// working fails here, not in a user's first hour.

import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { gameMaker } from '../src/rules/registry.js';
import type { RuleOptions } from '../src/rules/options.js';
import { SCENARIO_IDS } from '../src/rules/seafarers/scenarios.js';
import { mapDealer, type MapSpec } from '../src/tournament/plan.js';
import { BIN, ROOT } from './helpers/bin.js';

const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const TMP = mkdtempSync(join(tmpdir(), 'catan-samples-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

interface Block {
  lang: string;
  code: string;
}

function blocks(page: string): Block[] {
  const text = readFileSync(join(ROOT, page), 'utf8');
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

/** A page's command lines: `catan-arena ...` in its shell blocks, as a user would type them. */
function commands(page: string): string[] {
  return blocks(page)
    .filter((b) => ['sh', 'bash', ''].includes(b.lang))
    .flatMap((b) => b.code.replace(/\\\n\s*/g, '').split('\n'))
    .map((l) => l.trim().replace(/^npx /, '').replace(/^node bin\/catan-arena\.js/, 'catan-arena'))
    .filter((l) => l.startsWith('catan-arena '));
}

const PLAYS = /^catan-arena (run|match|ladder|balance)\b/;

/**
 * The same command made small: at most 2 games (4 when it records them, for the pages that show
 * game 3), one worker unless it names its own, and 20 sampled maps for balance.
 */
function small(line: string): string {
  const games = line.includes('--record') ? 4 : 2;
  let out = line.replace(/--games (\d+)/g, (_, n: string) => `--games ${Math.min(Number(n), games)}`);
  if (PLAYS.test(out) && !out.includes('--games') && !out.includes('--resume')) out = out.replace(PLAYS, (m) => `${m} --games ${games}`);
  if (PLAYS.test(out) && !out.includes('--workers')) out = out.replace(PLAYS, (m) => `${m} --workers 1`);
  if (/^catan-arena balance\b/.test(out) && !out.includes('--maps')) out = out.replace(/^catan-arena balance/, 'catan-arena balance --maps 20');
  return out;
}

/** A scratch folder as a user's clone would be: configs/, bots/, and `catan-arena` on the PATH. */
function workspace(name: string): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = join(TMP, name.replace(/[^\w.-]/g, '_'));
  mkdirSync(join(dir, '.bin'), { recursive: true });
  cpSync(join(ROOT, 'configs'), join(dir, 'configs'), { recursive: true });
  cpSync(join(ROOT, 'bots'), join(dir, 'bots'), { recursive: true });
  const shim = join(dir, '.bin', 'catan-arena');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(shim, 0o755);
  // What a cluster's scheduler sets for the sharding page's job templates.
  const scheduler = { SLURM_CPUS_PER_TASK: '2', SLURM_ARRAY_TASK_ID: '1', JOB_COMPLETION_INDEX: '0' };
  return { dir, env: { ...process.env, ...scheduler, FORCE_COLOR: '0', PATH: `${join(dir, '.bin')}:${process.env.PATH}` } };
}

/** Runs each command line, made small, in order in `dir`: each must exit 0. */
function runLines(where: string, lines: readonly string[], dir: string, env: NodeJS.ProcessEnv): void {
  for (const line of lines) {
    const r = spawnSync('bash', ['-c', small(line)], { cwd: dir, env, encoding: 'utf8', timeout: 120_000, killSignal: 'SIGKILL' });
    expect(r.status, `${where}: \`${line}\` exited ${r.status ?? r.signal}: ${r.stderr.slice(-1500)}`).toBe(0);
  }
}

/** The bot modules a page shows (a default export), as files its commands can name. */
function botSamples(page: string): Block[] {
  return blocks(page).filter((b) => ['js', 'ts'].includes(b.lang) && /export default/.test(b.code));
}

describe('the samples of every page run as printed', () => {
  for (const page of PAGES) {
    const lines = commands(page);
    const bots = botSamples(page);
    if (lines.length === 0 && bots.length === 0) continue;
    it(`${page}: ${lines.length} commands, ${bots.length} bot modules`, () => {
      const { dir, env } = workspace(page);
      // A bot shown on the page is saved under the name its commands use (my-bot.js), or its own.
      bots.forEach((b, i) => {
        const named = lines.join('\n').match(new RegExp(`([\\w-]+\\.${b.lang})\\b`))?.[1];
        const file = join(dir, named ?? `sample-${i}.${b.lang}`);
        writeFileSync(file, b.code);
        const r = spawnSync(process.execPath, [BIN, 'run', '--bots', `${file},random`, '--players', '2', '--games', '2', '--json', '-q', '--out', join(dir, `bot-${i}`)], { cwd: dir, env, encoding: 'utf8' });
        expect(r.status, `${page}: the bot sample ${i} did not run: ${r.stderr}`).toBe(0);
        expect((JSON.parse(r.stdout) as { stats: { forfeited: number } }).stats.forfeited, `${page}: bot sample ${i}`).toBe(0);
      });
      runLines(page, lines, dir, env);
    });
  }

  it('docs/library.md: the engine example runs and plays a game to its end', () => {
    const code = blocks('docs/library.md').find((b) => b.lang === 'ts' && b.code.includes('createGame'))!.code;
    // The package refers to itself by name from inside its folder, as a user's program refers to it.
    const dir = join(ROOT, 'test', `.samples-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      const file = join(dir, 'engine.mjs');
      writeFileSync(file, transformSync(code, { loader: 'ts', format: 'esm' }).code + "\nconsole.log('game over at step', state.s[layout.STEPS]);\n");
      const r = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^game over at step \d+$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("every command's --help ends with examples that run as printed", () => {
  const helpOf = (args: string[]) => spawnSync(process.execPath, [BIN, ...args, '--help'], { encoding: 'utf8' }).stdout;
  const listed = helpOf([]).split('\nCommands:\n')[1]!.split('\n\n')[0]!;
  const names = [...listed.matchAll(/^ {2}(\w+)/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
  for (const name of ['', ...names]) {
    it(`catan-arena ${name} --help`.replace('  ', ' '), () => {
      const examples = helpOf(name ? [name] : []).split('\nExamples:\n')[1] ?? '';
      const lines = examples.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('catan-arena '));
      expect(lines.length, `${name || 'catan-arena'}: no examples`).toBeGreaterThan(0);
      const { dir, env } = workspace(`help-${name || 'program'}`);
      runLines(`${name || 'catan-arena'} --help`, lines, dir, env);
    });
  }
});

describe('the docs name what a bot meets', () => {
  it('docs/bot-protocol.md lists every action kind of every rule set', () => {
    const official: MapSpec = { kind: 'generator', generator: 'official', options: {} };
    const games: Array<[Partial<RuleOptions>, MapSpec]> = [
      [{ players: 4 }, official],
      [{ players: 6 }, official],
      [{ players: 2, variant: 'catan-for-two' }, official],
      ...SCENARIO_IDS.map((scenario): [Partial<RuleOptions>, MapSpec] => [{ players: 4, scenario }, { kind: 'scenario', variable: false }]),
    ];
    const doc = readFileSync(join(ROOT, 'docs/bot-protocol.md'), 'utf8');
    for (const [options, map] of games) {
      const maker = gameMaker(options);
      const game = maker.game(maker.board(mapDealer(map, options as RuleOptions)('kinds')));
      for (const kind of game.kinds) if (kind) expect(doc, `${JSON.stringify(options)}: ${kind.name}`).toContain(`\`${kind.name}\``);
    }
  });
});
