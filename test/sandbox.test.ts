// Bots are untrusted: hostile fixtures (test/fixtures/hostile/) try what a cheating or careless
// bot would, and each test checks that the tournament goes on, that a forfeit is recorded with its
// reason, that the games the fixture did not spoil equal a clean run's game for game, and that the
// hostile bot gained nothing. Every fixture plays like the random bot when its attack fails, so a
// failed attack leaves exactly the clean run's games.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-sandbox-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

let dirCount = 0;
const outDir = (tag: string) => join(TMP, `${tag}-${++dirCount}`);

type Row = Record<string, string>;
const readCsv = (dir: string) => parse(readFileSync(join(dir, 'games.csv'), 'utf8'), { columns: true }) as Row[];

// 16 two-player games (8 blocks of both rotations), the fixture as line-up entry 0.
const N = 16;
const BASE = ['--games', String(N), '--players', '2', '--trade', 'off', '--seed', 'hostile', '-q', '--no-color'];
const hostile = (name: string) => `test/fixtures/hostile/${name}.js`;

function run(dir: string, bots: string, more: string[] = []) {
  return runBin(['run', '--bots', bots, ...BASE, '--out', dir, ...more], { timeoutMs: 120_000 });
}

function runOk(dir: string, bots: string, more: string[] = []) {
  const r = run(dir, bots, more);
  expect(r.status, `run --bots ${bots} exited with ${r.status ?? r.signal}; stderr: ${r.stderr}`).toBe(0);
  return r;
}

let reference: Row[];
beforeAll(() => {
  const dir = outDir('reference');
  runOk(dir, 'random,random', ['--workers', '2']);
  reference = readCsv(dir);
  expect(reference).toHaveLength(N);
});

/** Rows without what may differ between equal games: labels and decision times. */
const comparable = (rows: Row[], spoiled: Set<number> = new Set()) =>
  rows
    .filter((r) => !spoiled.has(Number(r.index)))
    .map(({ seats: _s, winner: _w, think_ms: _t, ...rest }) => rest);

function expectReferenceGames(rows: Row[], spoiled: Set<number> = new Set()): void {
  expect(rows.map((r) => Number(r.index))).toEqual([...Array(N).keys()]);
  expect(comparable(rows, spoiled)).toEqual(comparable(reference, spoiled));
}

describe('a bot sees and touches only its own seat', () => {
  it('patching the shared prototypes is refused; its own library copy and globals are gone by its next game', () => {
    const dir = outDir('patcher');
    const r = runOk(dir, `${hostile('patcher')},random`, ['--workers', '1']);
    expect(r.stderr).not.toMatch(/patched:|leaked:/);
    expectReferenceGames(readCsv(dir));
  });

  it('finds no process, clock date, timers, network, shared memory or seed; Math.random is its seat\'s stream', () => {
    const dir = outDir('spy');
    const r = runOk(dir, `${hostile('spy')},random`, ['--workers', '1']);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('[spy] spy: '));
    expect(lines).toHaveLength(N);
    const found = JSON.parse(lines[0]!.slice('[spy] spy: '.length)) as Record<string, unknown> & { globals: string[] };
    expect(found).toMatchObject({
      process: 'undefined',
      dateNow: 'throws TypeError',
      newDate: 'throws TypeError',
      setTimeout: 'undefined',
      fetch: 'undefined',
      sharedArrayBuffer: 'undefined',
      // What numeric code needs is there.
      float64Array: 'number',
      info: ['index', 'players', 'seat'],
      viewKeys: ['game', 'seat', 'state'],
    });
    for (const g of ['process', 'Buffer', 'setTimeout', 'setImmediate', 'queueMicrotask', 'fetch', 'SharedArrayBuffer', 'Atomics', 'WebAssembly']) {
      expect(found.globals, g).not.toContain(g);
    }
    expectReferenceGames(readCsv(dir));
  });

  it('module state does not survive from game to game or reach another seat, so worker counts agree', () => {
    // Two copies of the fixture in one game, each one's module evaluated afresh per game and seat.
    // The reference ran on two workers: one worker (batches of games in one thread) must agree.
    const one = outDir('state-1');
    runOk(one, `${hostile('module-state')},random`, ['--workers', '1']);
    expectReferenceGames(readCsv(one));
    const pair = outDir('state-pair');
    runOk(pair, `${hostile('module-state')},${hostile('module-state')}`, ['--workers', '1']);
    expectReferenceGames(readCsv(pair));
  });

  it('a Node module cannot be imported: exit 2 before any game, naming the module', () => {
    const dir = outDir('fs');
    const r = run(dir, `${hostile('fs-import')},random`);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/fs-import\.js failed to load: .*"node:fs" is not available to bots/);
    expect(existsSync(join(dir, 'games.csv'))).toBe(false);
  });

  it("a bot outside the repository imports 'catan-arena'", () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'catan-outside-'));
    try {
      const file = join(elsewhere, 'outside.js');
      writeFileSync(
        file,
        "import { createRandomBot } from 'catan-arena';\n" +
          'export default function createOutside() {\n' +
          "  const inner = createRandomBot();\n  return { name: 'outside', decide: (view, legal, count, rng) => inner.decide(view, legal, count, rng) };\n}\n",
      );
      const dir = outDir('outside');
      runOk(dir, `${file},random`, ['--workers', '2']);
      expectReferenceGames(readCsv(dir));
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('the library each seat evaluates', () => {
  it('holds no package but chalk: every sandboxed seat of every worker runs its own copy', async () => {
    // zod made 60% of it and cost a 4-seat worker some 0.4 s of start-up (docs/performance.md).
    const { libraryBundle } = await import('../src/tournament/sandbox/bundle.js');
    const code = await libraryBundle();
    const packages = new Set([...code.matchAll(/^\/\/ (?:.*\/)?node_modules\/((?:@[^/\n]+\/)?[^/\n]+)/gm)].map((m) => m[1]));
    expect([...packages]).toEqual(['chalk']);
    expect(code).toMatch(/^\/\/ .*src\/maps\/map-file\.(js|ts)$/m);
  });
});

describe('a faithful sandbox', () => {
  it('the built-in value bot run sandboxed plays the built-in games exactly (domestic trade on)', () => {
    const args = ['--games', '6', '--players', '3', '--seed', 'faithful', '-q', '--no-color', '--workers', '2'];
    const plain = outDir('value-plain');
    const boxed = outDir('value-boxed');
    for (const [dir, bots] of [[plain, 'value,greedy,random'], [boxed, 'test/fixtures/sandboxed-value.js,greedy,random']] as const) {
      const r = runBin(['run', '--bots', bots, ...args, '--out', dir], { timeoutMs: 120_000 });
      expect(r.status, r.stderr).toBe(0);
    }
    const a = readCsv(plain);
    expect(a).toHaveLength(6);
    expect(a.every((r) => r.forfeit_reason === '')).toBe(true);
    const strip = (rows: Row[]) => rows.map(({ seats: _s, winner: _w, think_ms: _t, ...rest }) => rest);
    expect(strip(readCsv(boxed))).toEqual(strip(a));
  });
});

describe('a bot cannot change an outcome by failing', () => {
  it('a throw from onGameEnd after a loss changes nothing: the win stands, no forfeit', () => {
    const dir = outDir('sore');
    runOk(dir, `${hostile('sore-loser')},random`, ['--workers', '2']);
    const rows = readCsv(dir);
    expectReferenceGames(rows);
    expect(rows.filter((r) => r.winner_seat !== '').length).toBeGreaterThan(N / 2);
    const s = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { stats: { forfeited: number; entries: Array<{ wins: number }> } };
    expect(s.stats.forfeited).toBe(0);
    expect(s.stats.entries[1]!.wins).toBeGreaterThan(0);
  });

  it('a throw from onGameStart forfeits that bot its own game, and only that game', () => {
    const dir = outDir('start');
    runOk(dir, `${hostile('start-throw')},random`, ['--workers', '2']);
    const rows = readCsv(dir);
    const spoiled = new Set([...Array(N).keys()].filter((i) => Math.floor(i / 2) % 3 === 0));
    expectReferenceGames(rows, spoiled);
    for (const r of rows.filter((x) => spoiled.has(Number(x.index)))) {
      expect(r.forfeit_reason).toBe('onGameStart threw: not starting this one');
      expect(r.seating.split('|').map(Number).indexOf(0)).toBe(Number(r.forfeit_seat));
      expect(r.winner_seat).toBe('');
    }
  });

  it('an endless loop in a hook is stopped by the watchdog: that game is forfeited, the run completes', () => {
    // A budget no ordinary decision reaches even on a loaded machine: only the hang may forfeit.
    const dir = outDir('hook-hang');
    runOk(dir, `${hostile('hook-hang')},random`, ['--workers', '1', '--time-budget', '1000']);
    const rows = readCsv(dir);
    expectReferenceGames(rows, new Set([2]));
    expect(rows[2]!.forfeit_reason).toMatch(/^timeout: no answer after \d+ ms, worker stopped$/);
    expect(rows[2]!.forfeit_seat).toBe('0');
  });

  it('a module or factory that never returns is a clear error before any game (exit 2)', () => {
    for (const name of ['load-hang', 'factory-hang']) {
      const dir = outDir(name);
      const r = run(dir, `${hostile(name)},random`, ['--time-budget', '50']);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`${name}\\.js: still loading after \\d+ ms`));
      expect(existsSync(join(dir, 'games.csv'))).toBe(false);
    }
  });
});

describe('bot code of every kind runs under the watch, the promise jobs it queues included', () => {
  // On a sandbox that let jobs run after the seat was unmarked, each of these hung the run for good:
  // the time limit turns that into a failed test rather than a blocked file.
  const limit = { timeoutMs: 90_000 };

  it('a job that never ends, queued by decide, forfeits its own game by timeout; the run completes', () => {
    const dir = outDir('job-loop');
    const r = runBin(['run', '--bots', `${hostile('job-loop')},random`, ...BASE, '--out', dir, '--workers', '1', '--time-budget', '1000'], limit);
    expect(r.status, r.stderr).toBe(0);
    const rows = readCsv(dir);
    expectReferenceGames(rows, new Set([2]));
    expect(rows[2]!.forfeit_reason).toMatch(/^timeout: no answer after \d+ ms, worker stopped$/);
    expect(rows[2]!.forfeit_seat).toBe('0');
  });

  it("a thenable answer is an illegal action at once: its `then` is never called", () => {
    const dir = outDir('thenable');
    const r = runBin(['run', '--bots', `${hostile('thenable')},random`, ...BASE, '--out', dir, '--workers', '1', '--time-budget', '1000'], limit);
    expect(r.status, r.stderr).toBe(0);
    const rows = readCsv(dir);
    expectReferenceGames(rows, new Set([2]));
    expect(rows[2]!.forfeit_reason).toBe('illegal action: decide returned a Promise; it must return an action (a number) synchronously');
    expect(rows[2]!.forfeit_seat).toBe('0');
  });

  it('a module that queues a never-ending job as it loads is a clear error before any game (exit 2)', () => {
    const dir = outDir('load-job');
    const r = runBin(['run', '--bots', `${hostile('load-job')},random`, ...BASE, '--out', dir, '--time-budget', '50'], limit);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/load-job\.js: still loading after \d+ ms/);
    expect(existsSync(join(dir, 'games.csv'))).toBe(false);
  });

  it("a promise rejected with no handler is the bot's line on stderr, not its worker's end", () => {
    const dir = outDir('rejecting');
    const r = runOk(dir, `${hostile('rejecting')},random`, ['--workers', '1']);
    expect(r.stderr).toMatch(/^\[rejecting\] unhandled promise rejection: nobody listens$/m);
    expectReferenceGames(readCsv(dir));
  });
});

describe('a bot learns nothing from the worker it runs in', () => {
  it("Math.random at load, in the factory and in onGameStart draws from the seat's stream: one worker or two agree", () => {
    const runs = [['--workers', '1'], ['--workers', '2'], ['--workers', '2']].map((w, i) => {
      const dir = outDir(`load-random-${i}`);
      runOk(dir, `${hostile('load-random')},random`, w);
      return comparable(readCsv(dir));
    });
    expect(runs[0]).toHaveLength(N);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('marks left on the objects a game hands a bot (library caches included) are gone in its next game', () => {
    const dir = outDir('object-mark');
    const r = runOk(dir, `${hostile('object-mark')},random`, ['--workers', '1']);
    expect(r.stderr).not.toMatch(/found a mark/);
    expectReferenceGames(readCsv(dir));
  });

  it("a seat's clock stands still while another seat thinks: two seats of one bot cannot talk through it", () => {
    const dir = outDir('clock-spy');
    const r = run(dir, `${hostile('clock-spy')},${hostile('clock-spy')}`, ['--workers', '1', '--games', '2']);
    expect(r.status, r.stderr).toBe(0);
    const total = (what: string) =>
      [...r.stderr.matchAll(new RegExp(`clock-spy: seat \\d ${what} ([\\d.]+)`, 'g'))].reduce((sum, m) => sum + Number(m[1]), 0);
    const waited = total('waited');
    // The sender waited 4 ms at each of its decisions, some hundreds of them.
    expect(waited).toBeGreaterThan(400);
    // What the receiver's clock moved between its calls: the few microseconds around each return.
    expect(total('gaps')).toBeLessThan(waited / 10);
  });
});

describe('memory a bot holds outside the JavaScript heap counts against its worker', () => {
  const args = ['--workers', '1', '--worker-memory', '128'];

  it('typed arrays kept past the limit forfeit that game ("memory"); the run completes', () => {
    const dir = outDir('typed-hoard');
    runOk(dir, `${hostile('typed-hoard')},random`, args);
    const rows = readCsv(dir);
    expectReferenceGames(rows, new Set([2]));
    expect(rows[2]!.forfeit_reason).toMatch(/^memory: \d+ MB held outside the JavaScript heap \(typed arrays\), over the worker's 128 MB$/);
    expect(rows[2]!.forfeit_seat).toBe('0');
  });

  it('a single call that fills gigabytes is stopped by the memory guard: played again, then forfeited', () => {
    const dir = outDir('typed-burst');
    runOk(dir, `${hostile('typed-burst')},random`, args);
    const rows = readCsv(dir);
    expectReferenceGames(rows, new Set([2]));
    expect(rows[2]!.forfeit_reason).toMatch(/^memory: the run passed \d+ MB \(limit \d+ MB\) while this game's bot code ran, worker stopped$/);
    expect(rows[2]!.forfeit_seat).toBe('0');
  });
});
