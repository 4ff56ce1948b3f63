// A run that names no seed draws one (128 bits from node:crypto), prints it in its title, keeps it
// in the plan, and replays the same games when it is given back with --seed. match, ladder and
// balance do the same; bots are told the game index, never the seed.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawMasterSeed } from '../src/tournament/master-seed.js';
import { resolvePlan } from '../src/tournament/resolve.js';
import { ROOT, runBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-seed-'));
const cli = (...args: string[]) => runBin(args, { timeoutMs: 60_000 });

const HEX128 = /^[0-9a-f]{32}$/;
/** games.csv without the thinking times, which vary from run to run. */
function games(dir: string): string[][] {
  const [head, ...rows] = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n').map((l) => l.split(','));
  const think = head!.indexOf('think_ms');
  return rows.map((r) => r.filter((_, i) => i !== think));
}
const titleSeed = (stdout: string) => /seed "([^"]*)"/.exec(stdout)?.[1];

describe('the default master seed', () => {
  it('is 128 random bits in hex, a new one each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, drawMasterSeed));
    expect(seeds.size).toBe(20);
    for (const s of seeds) expect(s).toMatch(HEX128);
    const a = resolvePlan({}, {}, '(defaults)', ROOT).seed;
    const b = resolvePlan({}, {}, '(defaults)', ROOT).seed;
    expect(a).toMatch(HEX128);
    expect(a).not.toBe(b);
    expect(resolvePlan({ seed: 7 }, {}, 'x.json', ROOT).seed).toBe('7');
    expect(resolvePlan({ seed: 7 }, { seed: 'flag' }, 'x.json', ROOT).seed).toBe('flag');
  });

  it('run: printed in the title and kept in summary.json; --seed with it plays the same games', () => {
    const args = ['--games', '4', '--players', '3', '--workers', '1', '--turn-cap', '60', '--trade', 'off'];
    const first = cli('run', ...args, '--out', join(TMP, 'a'));
    expect(first.status, first.stderr).toBe(0);
    const seed = titleSeed(first.stdout)!;
    expect(seed).toMatch(HEX128);
    const summary = JSON.parse(readFileSync(join(TMP, 'a', 'summary.json'), 'utf8')) as { plan: { seed: string } };
    expect(summary.plan.seed).toBe(seed);
    const again = cli('run', ...args, '--seed', seed, '--out', join(TMP, 'b'), '-q');
    expect(again.status, again.stderr).toBe(0);
    expect(games(join(TMP, 'b'))).toEqual(games(join(TMP, 'a')));
    const other = cli('run', ...args, '--out', join(TMP, 'c'), '-q', '--json');
    expect((JSON.parse(other.stdout) as { plan: { seed: string } }).plan.seed).not.toBe(seed);
  });

  it('--shard needs a seed that every shard shares', () => {
    const r = cli('run', '--games', '4', '--shard', '1/2', '--out', join(TMP, 'shard'), '-q');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/field "--shard": a seed shared by all shards: give --seed/);
  });

  it('match, ladder and balance draw one too and print it', () => {
    const match = cli('match', 'random', 'weighted', '--games', '2', '--workers', '1', '--turn-cap', '40', '--out', join(TMP, 'm'));
    expect(match.status, match.stderr).toBe(0);
    expect(titleSeed(match.stdout)).toMatch(HEX128);
    const ladder = cli('ladder', 'random', 'weighted', 'random', '--players', '2', '--games', '3', '--workers', '1', '--turn-cap', '40', '--out', join(TMP, 'l'));
    expect(ladder.status, ladder.stderr).toBe(0);
    expect(titleSeed(ladder.stdout)).toMatch(HEX128);
    const balance = cli('balance', '--games', '2', '--maps', '2', '--workers', '1', '--turn-cap', '40', '--out', join(TMP, 'bal'), '-q');
    expect(balance.status, balance.stderr).toBe(0);
    const seed = titleSeed(balance.stdout)!;
    expect(seed).toMatch(HEX128);
    expect((JSON.parse(readFileSync(join(TMP, 'bal', 'balance.json'), 'utf8')) as { settings: { seed: string } }).settings.seed).toBe(seed);
  });
});
