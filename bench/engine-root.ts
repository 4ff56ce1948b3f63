// The build a bench script measures: the checkout named by ENGINE_ROOT (any version with dist/),
// else the working directory. Its modules are loaded by path, so one script of this checkout
// plays the same workload on two builds and only the engine differs.
//
// With BENCH_BUNDLE=1 each module is first bundled with everything it imports into one file beside
// it, as scripts/bundle.mjs bundles the tournament's worker (constants written in place), so the
// figures are those of the code a tournament runs, not of some 240 separate modules, where V8 reads
// every imported constant through a checked binding. BENCH_BUNDLE=plain bundles without writing
// the constants in place, as the worker was bundled before.

import { rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const engineRoot = resolve(process.env.ENGINE_ROOT ?? process.cwd());
const bundling = process.env.BENCH_BUNDLE ?? '0';
if (!['0', '1', 'plain'].includes(bundling)) throw new Error(`BENCH_BUNDLE: expected 0, 1 or plain, got ${bundling}`);

/** A module of the measured build, by its path under dist/src. */
export async function loadEngine<T>(path: string): Promise<T> {
  const file = join(engineRoot, 'dist/src', path);
  if (bundling === '0') return (await import(pathToFileURL(file).href)) as T;
  // Beside the module, so that its relative URLs still hold; named for this process, since two
  // measurements of one build may run at once, and gone once loaded.
  const out = join(dirname(file), `.bench-bundle.${process.pid}.${basename(file)}`);
  const { build } = await import('esbuild');
  // The same externals as the worker's bundle: native, or loaded on demand by path.
  await build({ entryPoints: [file], outfile: out, bundle: true, format: 'esm', platform: 'node', external: ['esbuild', 'ses', 'piscina', 'playwright-core'], minifySyntax: bundling === '1', logLevel: 'error' });
  try {
    return (await import(pathToFileURL(out).href)) as T;
  } finally {
    rmSync(out, { force: true });
  }
}

export interface RawState {
  s: Int32Array;
}

/** What the raw-engine scripts use of the build's index: every version since the rule-set seam exports it. */
export interface RawEngine {
  createGame(board: unknown, options: Record<string, unknown>): unknown;
  newState(game: unknown, seed: string): RawState;
  cloneState(st: RawState): RawState;
  copyState(target: RawState, source: RawState): void;
  legalActions(st: RawState, out: Int32Array): number;
  apply(st: RawState, a: number): number;
  applyWithOutcome(st: RawState, a: number, outcome: number): void;
  maxActions(game: unknown): number;
  randomBoard(seed: string): unknown;
  ARG_BITS: number;
  A_ROLL: number;
  layout: Record<string, number>;
}
