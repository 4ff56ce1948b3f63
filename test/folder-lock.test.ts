// One run per results folder, when runs race for it (src/files/folder-lock.ts): processes released
// at one moment against a free folder, and against a stale lock they all see, end with exactly one
// holder; the others are refused. A takeover that deleted the lock without looking again once let
// two runs both take a stale lock; one that moved the lock aside to look at it, and put back what
// was not the stale lock, left a moment with no lock in which a third run took the folder too.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, watch, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './helpers/bin.js';
import { FolderLockError, lockFolder, removeStale } from '../src/files/folder-lock.js';

const LOCK_JS = pathToFileURL(join(ROOT, 'dist', 'src', 'files', 'folder-lock.js')).href;

// Says "ready", spins until the go file appears, tries the lock once, says how it went, and holds
// what it got until its stdin closes.
const CONTENDER = `
import { existsSync } from 'node:fs';
const { lockFolder } = await import(process.env.LOCK_JS);
process.stdout.write('ready\\n');
while (!existsSync(process.env.GO)) {}
let said;
try {
  lockFolder(process.env.DIR, () => {});
  said = 'won';
} catch (err) {
  said = err && err.constructor && err.constructor.name === 'FolderLockError' ? 'refused' : 'error ' + String(err);
}
process.stdout.write(said + '\\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const c of children) c.kill('SIGKILL');
  children.length = 0;
});

/** The lines a child has written so far, and a promise for its next `n`th line. */
function lines(child: ChildProcessWithoutNullStreams): (n: number) => Promise<string> {
  const got: string[] = [];
  const waiting: Array<{ n: number; resolve: (line: string) => void }> = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      got.push(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
    }
    for (const w of waiting.splice(0)) {
      if (got.length >= w.n) w.resolve(got[w.n - 1]!);
      else waiting.push(w);
    }
  });
  child.on('exit', () => {
    for (const w of waiting.splice(0)) w.resolve(got[w.n - 1] ?? `exited after ${got.length} lines: ${buffer}`);
  });
  return (n) => new Promise((resolve) => (got.length >= n ? resolve(got[n - 1]!) : waiting.push({ n, resolve })));
}

async function race(dir: string, contenders: number): Promise<string[]> {
  const go = join(dir, '..', `go-${Math.random().toString(36).slice(2)}`);
  const nth = [];
  for (let k = 0; k < contenders; k++) {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CONTENDER], { env: { ...process.env, LOCK_JS, GO: go, DIR: dir } });
    children.push(child);
    nth.push(lines(child));
  }
  expect(await Promise.all(nth.map((line) => line(1)))).toEqual(Array(contenders).fill('ready'));
  writeFileSync(go, '');
  const said = await Promise.all(nth.map((line) => line(2)));
  for (const c of children.splice(0)) c.stdin.end();
  return said.sort();
}

/** A pid no process has: one that has just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((res) => child.on('exit', res));
  return child.pid!;
}

describe('folder lock under contention', () => {
  it('of runs released at once on a free folder, one holds it', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = mkdtempSync(join(tmpdir(), 'catan-lock-'));
      const said = await race(dir, 5);
      expect(said).toEqual(['refused', 'refused', 'refused', 'refused', 'won']);
    }
  });

  it('of runs that all find the same stale lock, one takes it over', async () => {
    const pid = await deadPid();
    for (let round = 0; round < 3; round++) {
      const dir = mkdtempSync(join(tmpdir(), 'catan-lock-'));
      writeFileSync(join(dir, '.lock'), JSON.stringify({ pid, hostname: hostname(), started: 'then' }));
      const said = await race(dir, 5);
      expect(said).toEqual(['refused', 'refused', 'refused', 'refused', 'won']);
    }
  });

  it('the winner\'s lock names it, and it is gone once the winner exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-lock-'));
    const child = spawn(process.execPath, ['--input-type=module', '-e', CONTENDER], { env: { ...process.env, LOCK_JS, GO: join(dir, 'go'), DIR: dir } });
    children.push(child);
    const line = lines(child);
    expect(await line(1)).toBe('ready');
    writeFileSync(join(dir, 'go'), '');
    expect(await line(2)).toBe('won');
    expect(JSON.parse(readFileSync(join(dir, '.lock'), 'utf8'))).toMatchObject({ pid: child.pid, hostname: hostname() });
    const exited = new Promise((res) => child.on('exit', res));
    child.stdin.end();
    await exited;
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });

  it('a run that read the stale lock before another took it over leaves the new lock alone, not even moving it for a moment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-lock-'));
    const file = join(dir, '.lock');
    const stale = JSON.stringify({ pid: await deadPid(), hostname: hostname(), started: 'then' });
    writeFileSync(file, stale);
    const warned: string[] = [];
    const release = lockFolder(dir, (m) => warned.push(m));
    try {
      expect(warned).toEqual([expect.stringContaining('taking over a stale lock')]);
      const mine = readFileSync(file, 'utf8');
      // inotify reports a directory's changes in order: once the sentinel's event is in, every
      // event the late run caused is in before it.
      const events: string[] = [];
      let sawSentinel: () => void = () => {};
      const sentinel = new Promise<void>((res) => (sawSentinel = res));
      const watcher = watch(dir, (_type, name) => {
        events.push(String(name));
        if (name === 'sentinel') sawSentinel();
      });
      try {
        expect(removeStale(file, stale)).toBe(false);
        writeFileSync(join(dir, 'sentinel'), '');
        await sentinel;
      } finally {
        watcher.close();
      }
      expect(events.filter((name) => name === '.lock')).toEqual([]);
      expect(readFileSync(file, 'utf8')).toBe(mine);
      expect(readdirSync(dir).sort()).toEqual(['.lock', 'sentinel']);
    } finally {
      release();
    }
    expect(existsSync(file)).toBe(false);
  });

  it('a takeover cut short by a hard kill is named, with the files to delete', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-lock-'));
    const file = join(dir, '.lock');
    const stale = JSON.stringify({ pid: await deadPid(), hostname: hostname(), started: 'then' });
    writeFileSync(file, stale);
    const marker = `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
    writeFileSync(marker, JSON.stringify({ pid: await deadPid(), hostname: hostname() }));
    expect(() => lockFolder(dir, () => {})).toThrow(FolderLockError);
    expect(() => lockFolder(dir, () => {})).toThrow(`delete ${marker} and ${file}`);
    expect(readFileSync(file, 'utf8')).toBe(stale);
  });
});
