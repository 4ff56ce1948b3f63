// Bad paths and bad records are usage errors with a one-line message, never a stack trace:
// --out naming a file or a folder under /proc, map --save naming a folder, a record that is not an
// object; and a bot whose decide answers with a Promise; a bot's console output, which never
// reaches stdout; more workers than cores or games.

import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';
import { parse } from 'csv-parse/sync';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TMP = mkdtempSync(join(tmpdir(), 'catan-paths-'));
const cli = (...args: readonly string[]) => runBin(args);

describe('bad paths and records', () => {
  const file = join(TMP, 'a-file');
  writeFileSync(file, 'not a folder');

  it('--out naming a file exits 2 with one line (run, balance, merge)', () => {
    const results = join(TMP, 'results');
    expect(cli('run', '--games', '2', '--workers', '1', '--out', results, '-q').status).toBe(0);
    for (const args of [
      ['run', '--games', '2', '--workers', '1', '--out', file, '-q'],
      ['balance', '--games', '4', '--workers', '1', '--out', file],
      ['merge', results, '--out', join(file, 'sub')],
    ]) {
      const r = cli(...args);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr.startsWith(`error: cannot use ${file}`), r.stderr).toBe(true);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('an output under /proc (a folder that takes no new entries) exits 2 at once, naming it: every command that writes', () => {
    if (!existsSync('/proc/self')) return;
    const results = join(TMP, 'for-proc');
    expect(cli('run', '--games', '2', '--workers', '1', '--out', results, '--record', '-q').status).toBe(0);
    const records = join(results, 'games.jsonl.gz');
    const quick = ['--games', '2', '--workers', '1', '-q'];
    for (const [args, path, what] of [
      [['run', ...quick, '--out', '/proc/catan/results'], '/proc/catan/results', 'folders'],
      [['match', 'random', 'greedy', ...quick, '--out', '/proc/catan'], '/proc/catan', 'folders'],
      [['ladder', 'random', 'greedy', ...quick, '--out', '/proc/self/catan'], '/proc/self/catan', 'folders'],
      [['balance', '--games', '2', '--maps', '2', '--workers', '1', '--out', '/proc/catan'], '/proc/catan', 'folders'],
      [['merge', results, '--out', '/proc/catan'], '/proc/catan', 'folders'],
      [['show', records, '--out', '/proc/catan.html'], '/proc/catan.html', 'files'],
      [['map', '--save', '/proc/catan.json'], '/proc/catan.json', 'files'],
      [['replay', records, '--svg', '/proc/catan.svg'], '/proc/catan.svg', 'files'],
    ] as const) {
      // Node's recursive mkdir loops forever on such a path: a hang ends at the bound as a failure.
      const r = runBin(args, { timeoutMs: 60_000 });
      const folder = path.startsWith('/proc/self') ? '/proc/self' : '/proc';
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toBe(`error: cannot use ${path}: the folder ${folder} takes no new ${what}\n`);
    }
  });

  it('no module makes folders with Node\'s recursive mkdir (src/files/output.ts makeFolder does)', () => {
    const sources = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const offenders = sources.filter((f) => /mkdirSync\([^)]*recursive/.test(readFileSync(join(ROOT, 'src', f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('map --save naming a folder exits 2', () => {
    const r = cli('map', '--save', TMP);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`error: cannot use ${TMP}: it is a folder, a file is needed\n`);
  });

  it('replay reports a null or non-object line as that record\'s failure (exit 1), and goes on', () => {
    const f = join(TMP, 'records.jsonl');
    writeFileSync(f, 'null\n[1, 2]\n{"format": "catan-arena/record@2", "log": 5}\n');
    const r = cli('replay', f);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/records\.jsonl:1: not a game record \(expected a JSON object, got null\)/);
    expect(r.stderr).toMatch(/records\.jsonl:2: not a game record \(expected a JSON object, got an array\)/);
    expect(r.stderr).toMatch(/records\.jsonl:3: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toMatch(/0 of 3 records replayed and checked/);
  });
});

describe('bots that answer with a Promise', () => {
  it('an async decide is refused when the bot is loaded (exit 2, naming the Promise)', () => {
    const r = cli('run', '--bots', 'test/fixtures/async-decide.js,random', '--players', '2', '--games', '2', '--workers', '1', '--out', join(TMP, 'async'), '-q');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/decide is an async function, so it returns a Promise; it must return an action \(a number\) synchronously/);
  });

  it('a decide returning a Promise forfeits each game with that reason; the tournament goes on', () => {
    const out = join(TMP, 'promise');
    const r = cli('run', '--bots', 'test/fixtures/promise-decide.js,random', '--players', '2', '--games', '4', '--workers', '1', '--out', out, '-q', '--json');
    expect(r.status).toBe(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { stats: { forfeited: number; entries: Array<{ forfeitReasons: Record<string, number> }> } };
    expect(summary.stats.forfeited).toBe(4);
    expect(readFileSync(join(out, 'games.csv'), 'utf8')).toContain('illegal action: decide returned a Promise; it must return an action (a number) synchronously');
  });
});

describe("a bot's console output", () => {
  it('goes to stderr, each line prefixed with the bot\'s label, never into the JSON on stdout (load check, factory, decisions)', () => {
    for (const workers of ['1', '2']) {
      const r = cli('run', '--bots', 'test/fixtures/chatty.js,random', '--players', '2', '--games', '2', '--workers', workers, '--seed', 'chatty', '--out', join(TMP, `chatty-${workers}`), '--json');
      expect(r.status).toBe(0);
      expect(r.stdout).not.toMatch(/chatty: /);
      expect(() => JSON.parse(r.stdout)).not.toThrow();
      expect(r.stderr).toMatch(/^\[chatty\] chatty: factory$/m);
      expect(r.stderr).toMatch(/^\[chatty\] chatty: info$/m);
      // Every line arrives, the last game's too: one per decision the bot made.
      const rows = parse(readFileSync(join(TMP, `chatty-${workers}`, 'games.csv'), 'utf8'), { columns: true }) as Array<Record<string, string>>;
      const decisions = rows.reduce((sum, row) => sum + Number(row.seat_decisions.split('|')[row.seating.split('|').indexOf('0')]), 0);
      expect(decisions).toBeGreaterThan(0);
      expect(r.stderr.match(/^\[chatty\] chatty: deciding$/gm)?.length).toBe(decisions);
    }
  });
});

describe("a command bot's stderr", () => {
  it('reaches the terminal a line at a time, prefixed with its label, as a module bot\'s console does', () => {
    const r = cli('run', '--bots', 'cmd:python3 test/fixtures/command/chatty.py,random', '--players', '2', '--games', '2', '--workers', '1', '--seed', 'chatty', '--out', join(TMP, 'chatty-cmd'), '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/chatty\.py: /);
    expect(r.stderr.match(/^\[chatty\] chatty\.py: a game starts$/gm)?.length).toBe(2);
    expect(r.stderr).toMatch(/^\[chatty\] chatty\.py: deciding$/m);
  });

  it('--quiet-bots keeps every bot\'s own output off the terminal: command bots\' stderr and module bots\' console', () => {
    const r = cli('run', '--bots', 'cmd:python3 test/fixtures/command/chatty.py,test/fixtures/chatty.js', '--players', '2', '--games', '2', '--workers', '1', '--seed', 'chatty', '--out', join(TMP, 'chatty-quiet'), '--json', '--quiet-bots');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/chatty/);
  });
});

describe('more workers than cores or games', () => {
  it('warns about workers beyond the cores and starts no thread without a batch (no fatal error)', () => {
    for (let i = 0; i < 3; i++) {
      const r = cli('run', '--games', '4', '--workers', '64', '--out', join(TMP, `workers-${i}`), '-q');
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/^warning: --workers 64 is more than this machine's \d+ cores/);
      expect(r.stderr).not.toMatch(/FATAL/);
    }
  });
});
