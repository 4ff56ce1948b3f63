// The figures of small seeded runs, pinned as files a reader can diff (test/pinned/): the summary
// JSON, the printed tables and report.html of a run (with forfeits and capped games), a match its
// SPRT stops, a ladder and a balance comparison, and what `run --resume` and `merge` of shards
// print for the run. Whatever way the statistics are computed, they must give these figures, and
// the same again when every sort of games goes to disk after a few lines (as a run of millions
// does). Only what differs between two runs of the same games is masked: timings, dates,
// versions, paths.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-pinned-'));
/** The checkout: a module bot's path in the plan names it, and a clone may be anywhere. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
const PINNED = './pinned';

/** Set by the second pass: every sort of games goes to disk after a few lines. */
let env: Record<string, string> = {};

function cli(args: string[]): string {
  const r = runBin([...args, '--no-color'], { env });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** What differs between two runs of the same games: timings, dates, the tool's version, folders. */
function maskText(text: string): string {
  return text
    .replaceAll(TMP, '<tmp>')
    .replaceAll(ROOT, '<checkout>')
    .split('\n')
    .map(maskDecisionTime)
    .join('\n')
    .replace(/│ (\d+ games\/s \([^)]*\)|no game left to play \([\d.]+ s\)) *│/g, '│ <throughput> │');
}

/** The bots table's last column (ms/decision): the one row of 10 columns whose last cell is a time. */
function maskDecisionTime(line: string): string {
  if (line.split('│').length !== 12) return line;
  return line.replace(/│ (<0\.01|\d+\.\d\d)( +)│$/, (_, v: string, pad: string) => `│ ${'<ms>'.padEnd(v.length + pad.length)}│`);
}

/** The summary without what differs between two runs of the same games. */
function maskSummary(file: string): string {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { stats: { entries: Array<Record<string, unknown>> }; plan: { lineup: Array<{ ref: string }> } };
  delete s.updatedAt;
  delete s.tool;
  delete s.throughput;
  for (const e of s.stats.entries) delete e.meanDecisionMs;
  return maskText(JSON.stringify(s, null, 2)) + '\n';
}

const THROWER = 'test/fixtures/throw-fifth.js';
const RUN = ['--games', '24', '--seed', 'pinned', '--bots', `random,weighted,${THROWER},random`, '--trade', 'off', '--target-vp', '5', '--turn-cap', '120', '--workers', '1'];

describe.each([
  ['pinned figures', {}],
  ['pinned figures, the games sorted on disk', { CATAN_ARENA_SORT_BYTES: '1500' }],
])('%s', (_name, sortEnv: Record<string, string>) => {
  beforeAll(() => {
    env = sortEnv;
    // The same folder names in both passes: the pinned files name them.
    for (const f of readdirSync(TMP)) rmSync(join(TMP, f), { recursive: true, force: true });
  });

  it('run: summary.json, tables and report.html', async () => {
    const dir = join(TMP, 'run');
    const out = cli(['run', ...RUN, '--out', dir, '--report']);
    await expect(maskText(out)).toMatchFileSnapshot(`${PINNED}/run-tables.txt`);
    await expect(maskSummary(join(dir, 'summary.json'))).toMatchFileSnapshot(`${PINNED}/run-summary.json`);
    await expect(maskText(readFileSync(join(dir, 'report.html'), 'utf8'))).toMatchFileSnapshot(`${PINNED}/run-report.html`);
    // A resume of the finished folder reads every game back and prints the same figures.
    const resumed = cli(['run', '--resume', dir, '--workers', '1', '--quiet']);
    await expect(maskText(resumed)).toMatchFileSnapshot(`${PINNED}/run-resumed-tables.txt`);
    await expect(maskSummary(join(dir, 'summary.json'))).toMatchFileSnapshot(`${PINNED}/run-resumed-summary.json`);
  });

  it('merge of two shards: the run\'s figures', async () => {
    const [s1, s2, merged] = ['s1', 's2', 'merged'].map((d) => join(TMP, d));
    cli(['run', ...RUN, '--shard', '1/2', '--out', s1!, '--quiet']);
    cli(['run', ...RUN, '--shard', '2/2', '--out', s2!, '--quiet']);
    const out = cli(['merge', s2!, s1!, '--out', merged!, '--workers', '1']);
    await expect(maskText(out)).toMatchFileSnapshot(`${PINNED}/merge-tables.txt`);
    await expect(maskSummary(join(merged!, 'summary.json'))).toMatchFileSnapshot(`${PINNED}/merge-summary.json`);
  });

  it('match stopped by its SPRT: summary.json, tables and report.html', async () => {
    const dir = join(TMP, 'match');
    const out = cli(['match', 'greedy', 'random', '--games', '80', '--players', '2', '--sprt', '0,50,0.05,0.05', '--seed', 'pinned', '--trade', 'off', '--workers', '2', '--out', dir, '--report']);
    await expect(maskText(out)).toMatchFileSnapshot(`${PINNED}/match-tables.txt`);
    await expect(maskSummary(join(dir, 'summary.json'))).toMatchFileSnapshot(`${PINNED}/match-summary.json`);
    await expect(maskText(readFileSync(join(dir, 'report.html'), 'utf8'))).toMatchFileSnapshot(`${PINNED}/match-report.html`);
  });
});

// Their figures are fed in index order from the same pass as the run's (SummaryFold): once is enough.
describe('pinned figures of a ladder and a balance comparison', () => {
  beforeAll(() => {
    env = {};
  });

  it('ladder: summary.json, tables and report.html', async () => {
    const dir = join(TMP, 'ladder');
    const out = cli(['ladder', 'random', 'weighted', 'greedy', '--games', '18', '--players', '2', '--seed', 'pinned', '--trade', 'off', '--workers', '1', '--out', dir, '--report']);
    await expect(maskText(out)).toMatchFileSnapshot(`${PINNED}/ladder-tables.txt`);
    await expect(maskSummary(join(dir, 'summary.json'))).toMatchFileSnapshot(`${PINNED}/ladder-summary.json`);
    await expect(maskText(readFileSync(join(dir, 'report.html'), 'utf8'))).toMatchFileSnapshot(`${PINNED}/ladder-report.html`);
  });

  it('balance: balance.json and tables', async () => {
    const dir = join(TMP, 'balance');
    const out = cli(['balance', '--games', '32', '--maps', '8', '--map', 'official,random', '--bots', 'random,weighted,random,random', '--seed', 'pinned', '--trade', 'off', '--workers', '1', '--out', dir]);
    await expect(maskText(out)).toMatchFileSnapshot(`${PINNED}/balance-tables.txt`);
    const b = JSON.parse(readFileSync(join(dir, 'balance.json'), 'utf8')) as Record<string, unknown>;
    delete b.tool;
    await expect(maskText(JSON.stringify(b, null, 2)) + '\n').toMatchFileSnapshot(`${PINNED}/balance.json`);
  });
});
