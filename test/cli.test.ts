import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(__dirname, '..', 'bin', 'catan-arena.js');
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('catan-arena CLI', () => {
  it('plays a seeded batch and prints the tables', () => {
    const r = run('play', '--games', '40', '--seed', 'cli', '--players', '3');
    expect(r.code).toBe(0);
    expect(r.out).toContain('40 games, seed "cli"');
    expect(r.out).toMatch(/win % by seat/);
    expect(r.out).toMatch(/turns mean \/ p50 \/ p90 \/ max/);
  });

  it('gives the same JSON summary for the same seed, and a different one for another seed', () => {
    const a = JSON.parse(run('play', '--games', '30', '--seed', 'x', '--json').out);
    const b = JSON.parse(run('play', '--games', '30', '--seed', 'x', '--json').out);
    const c = JSON.parse(run('play', '--games', '30', '--seed', 'y', '--json').out);
    delete a.seconds;
    delete b.seconds;
    delete c.seconds;
    expect(a).toEqual(b);
    expect(a.summary.games).toBe(30);
    expect(a.summary.entries.reduce((s: number, e: { wins: number }) => s + e.wins, 0)).toBe(a.summary.decided);
    expect(c.summary.turns).not.toEqual(a.summary.turns);
  });

  it('writes records that replay checks, and rejects a tampered one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-cli-'));
    const file = join(dir, 'games.jsonl');
    expect(run('play', '--games', '5', '--record', file, '--map', 'beginner').code).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(5);
    const ok = run('replay', file);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('5 of 5 records replayed and checked');
    const rec = JSON.parse(lines[0]!);
    const roll = rec.log.find((e: { a: string }) => e.a === 'roll');
    roll.dice = [7, 1];
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, JSON.stringify(rec) + '\n');
    const r = run('replay', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/dice must be two integers 1-6/);
  });

  it('exits with code 2 and a clear message on bad usage', () => {
    const players = run('play', '--players', '7');
    expect(players.code).toBe(2);
    expect(players.err).toMatch(/--players must be an integer from 2 to 4/);
    const bots = run('play', '--bots', 'random,nobody', '--players', '2');
    expect(bots.code).toBe(2);
    expect(bots.err).toMatch(/unknown bot "nobody"/);
    expect(run('play', '--map', 'moon').code).toBe(2);
    expect(run('no-such-command').code).toBe(2);
  });

  it('answers --help and --version with exit code 0', () => {
    const help = run('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/Usage: catan-arena/);
    expect(run('--version').out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
