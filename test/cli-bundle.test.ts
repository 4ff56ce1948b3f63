// The binary runs the command line as the build bundled it (scripts/bundle.mjs), unless the modules
// were compiled after the bundle (bin/cli-module.js); both builds do the same.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module of the binary's, without types
import { cliModule } from '../bin/cli-module.js';
import { ROOT, runBin } from './helpers/bin.js';

const dist = (dir: string) => pathToFileURL(join(dir, 'dist') + '/');

describe('the command line bundle', () => {
  it('is what the binary loads after the build', () => {
    expect((cliModule(dist(ROOT)) as URL).pathname).toBe(join(ROOT, 'dist', 'src', 'cli', 'bundle', 'main.js'));
  });

  it('gives way to the modules when they are newer, or when there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-cli-module-'));
    mkdirSync(join(dir, 'dist', 'src', 'cli', 'bundle'), { recursive: true });
    const modules = join(dir, 'dist', 'src', 'cli', 'main.js');
    const bundle = join(dir, 'dist', 'src', 'cli', 'bundle', 'main.js');
    writeFileSync(modules, '');
    expect((cliModule(dist(dir)) as URL).pathname).toBe(modules);
    writeFileSync(bundle, '');
    utimesSync(modules, 1000, 1000);
    utimesSync(bundle, 2000, 2000);
    expect((cliModule(dist(dir)) as URL).pathname).toBe(bundle);
    utimesSync(modules, 3000, 3000);
    expect((cliModule(dist(dir)) as URL).pathname).toBe(modules);
  });

  it('runs a tournament exactly as the modules do', () => {
    const args = ['run', '--bots', 'random,greedy,value', '--games', '6', '--seed', 'bundle-check', '--workers', '1', '--force'];
    const viaBundle = mkdtempSync(join(tmpdir(), 'catan-cli-bundle-'));
    const viaModules = mkdtempSync(join(tmpdir(), 'catan-cli-modules-'));
    const a = runBin([...args, '--out', viaBundle]);
    expect(a.status, a.stderr).toBe(0);
    // The modules themselves, as a bare tsc leaves them.
    const main = pathToFileURL(join(ROOT, 'dist', 'src', 'cli', 'main.js')).href;
    const b = spawnSync(process.execPath, ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(main)}); await main(['node', 'catan-arena', ...process.argv.slice(1)]);`, ...args, '--out', viaModules], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
      timeout: 120_000,
    });
    expect(b.status, b.stderr).toBe(0);
    // Every column but the thinking times.
    const games = (dir: string) =>
      readFileSync(join(dir, 'games.csv'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(',').filter((_, k) => k !== 16));
    expect(games(viaBundle)).toEqual(games(viaModules));
    expect(games(viaBundle)).toHaveLength(7);
  }, 120_000);
});
