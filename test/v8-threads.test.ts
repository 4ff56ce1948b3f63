// Where V8 does a worker's background work (src/tournament/v8-threads.ts): with its helper threads
// while a core is idle, in the worker's own thread once the workers fill every core. V8's own traces
// say how each compilation ran and how many tasks shared each scavenge, so the test reads them, in a
// process of its own: the flags are process-wide.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/bin.js';

const MODULE = pathToFileURL(join(ROOT, 'dist', 'src', 'tournament', 'v8-threads.js')).href;

// Chooses for `workers` on 2 cores and a decision budget, then starts a worker with one hot function
// for V8 to optimise and enough short-lived objects for a dozen scavenges.
const SCRIPT = `
import { Worker } from 'node:worker_threads';
const { chooseV8Threads } = await import(process.env.MODULE);
process.stdout.write('in place: ' + chooseV8Threads(Number(process.env.WORKERS), Number(process.env.BUDGET), 2) + '\\n');
const hot = 'function hotSquareSum(n) { let s = 0; for (let i = 0; i < n; i++) s += i * i; return s; }'
  + 'let t = 0; for (let k = 0; k < 5000; k++) t += hotSquareSum(1000);'
  + 'let keep = []; for (let k = 0; k < 400000; k++) { keep.push({ k, s: "x" + k }); if (keep.length > 20000) keep = []; }'
  + 'require("node:worker_threads").parentPort.postMessage(t + keep.length);';
const worker = new Worker(hot, { eval: true, execArgv: [] });
worker.on('message', () => worker.terminate());
`;

interface Modes {
  inPlace: string;
  /** How each compilation of the hot function ran. */
  compiles: string[];
  /** Per isolate that scavenged: scavenger tasks per scavenge (1: the thread alone). */
  tasksPerScavenge: number[];
}

function modes(workers: number, budgetMs = 5000): Modes {
  const r = spawnSync(process.execPath, ['--trace-opt', '--trace-gc', '--trace-parallel-scavenge', '--input-type=module', '-e', SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, MODULE, WORKERS: String(workers), BUDGET: String(budgetMs) },
    timeout: 60_000,
  });
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout.split('\n');
  const compiles = lines.filter((l) => l.startsWith('[compiling method') && l.includes('hotSquareSum')).map((l) => /mode: ConcurrencyMode::(\w+)/.exec(l)?.[1] ?? l);
  // "[pid:0xisolate] scavenge[0xtask]: time=..." per task, "[pid:0xisolate]   12 ms: Scavenge ..." per collection.
  const tasks = new Map<string, number>();
  const scavenges = new Map<string, number>();
  for (const l of lines) {
    const isolate = /^\[\d+:(0x[0-9a-f]+)\]/.exec(l)?.[1];
    if (!isolate) continue;
    if (/\] scavenge\[/.test(l)) tasks.set(isolate, (tasks.get(isolate) ?? 0) + 1);
    else if (/ ms: Scavenge /.test(l)) scavenges.set(isolate, (scavenges.get(isolate) ?? 0) + 1);
  }
  const tasksPerScavenge = [...scavenges].map(([isolate, n]) => (tasks.get(isolate) ?? 0) / n);
  return { inPlace: lines.find((l) => l.startsWith('in place: ')) ?? r.stdout, compiles, tasksPerScavenge };
}

describe('V8 helper threads', () => {
  it('a worker compiles in the background and scavenges with helpers while a core is left idle', () => {
    const { inPlace, compiles, tasksPerScavenge } = modes(1);
    expect(inPlace).toBe('in place: false');
    expect(compiles.length).toBeGreaterThan(0);
    expect(new Set(compiles)).toEqual(new Set(['kConcurrent']));
    expect(Math.max(...tasksPerScavenge)).toBeGreaterThan(1);
  });

  it('with a tight decision budget, the helpers stay even when the workers fill the cores', () => {
    const { inPlace, compiles, tasksPerScavenge } = modes(2, 999);
    expect(inPlace).toBe('in place: false');
    expect(new Set(compiles)).toEqual(new Set(['kConcurrent']));
    expect(Math.max(...tasksPerScavenge)).toBeGreaterThan(1);
  });

  it('a worker compiles and scavenges in its own thread when the workers fill the cores and the budget is roomy', () => {
    for (const [workers, budget] of [[2, 1000], [3, 5000]] as const) {
      const { inPlace, compiles, tasksPerScavenge } = modes(workers, budget);
      expect(inPlace).toBe('in place: true');
      expect(compiles.length).toBeGreaterThan(0);
      expect(new Set(compiles)).toEqual(new Set(['kSynchronous']));
      expect(tasksPerScavenge.length).toBeGreaterThan(0);
      expect(new Set(tasksPerScavenge)).toEqual(new Set([1]));
    }
  });
});
