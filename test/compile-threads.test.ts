// Where V8 optimises a worker's code (src/tournament/compile-threads.ts): on background threads
// while a core is idle, in the worker's own thread once the workers fill every core. V8's own trace
// says which mode each compilation ran in, so the test reads that, in a process of its own: the
// flag is process-wide.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/bin.js';

const MODULE = pathToFileURL(join(ROOT, 'dist', 'src', 'tournament', 'compile-threads.js')).href;

// Chooses for `workers` on 2 cores and a decision budget, then starts a worker whose one hot function V8 must optimise.
const SCRIPT = `
import { Worker } from 'node:worker_threads';
const { chooseCompileThreads } = await import(process.env.MODULE);
process.stdout.write('in place: ' + chooseCompileThreads(Number(process.env.WORKERS), Number(process.env.BUDGET), 2) + '\\n');
const hot = 'function hotSquareSum(n) { let s = 0; for (let i = 0; i < n; i++) s += i * i; return s; }'
  + 'let t = 0; for (let k = 0; k < 5000; k++) t += hotSquareSum(1000);'
  + 'require("node:worker_threads").parentPort.postMessage(t);';
const worker = new Worker(hot, { eval: true, execArgv: [] });
worker.on('message', () => worker.terminate());
`;

function compileModes(workers: number, budgetMs = 5000): { inPlace: string; modes: string[] } {
  const r = spawnSync(process.execPath, ['--trace-opt', '--input-type=module', '-e', SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, MODULE, WORKERS: String(workers), BUDGET: String(budgetMs) },
    timeout: 60_000,
  });
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout.split('\n');
  const modes = lines.filter((l) => l.startsWith('[compiling method') && l.includes('hotSquareSum')).map((l) => /mode: ConcurrencyMode::(\w+)/.exec(l)?.[1] ?? l);
  return { inPlace: lines.find((l) => l.startsWith('in place: ')) ?? r.stdout, modes };
}

describe('compile threads', () => {
  it('a worker compiles on background threads while a core is left idle', () => {
    const { inPlace, modes } = compileModes(1);
    expect(inPlace).toBe('in place: false');
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['kConcurrent']));
  });

  it('with a tight decision budget, a worker compiles on background threads even when the workers fill the cores', () => {
    const { inPlace, modes } = compileModes(2, 999);
    expect(inPlace).toBe('in place: false');
    expect(new Set(modes)).toEqual(new Set(['kConcurrent']));
  });

  it('a worker compiles in its own thread when the workers fill the cores and the budget is roomy', () => {
    for (const [workers, budget] of [[2, 1000], [3, 5000]] as const) {
      const { inPlace, modes } = compileModes(workers, budget);
      expect(inPlace).toBe('in place: true');
      expect(modes.length).toBeGreaterThan(0);
      expect(new Set(modes)).toEqual(new Set(['kSynchronous']));
    }
  });
});
