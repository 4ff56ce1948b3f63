// The build a bench script measures: the checkout named by ENGINE_ROOT (any version with dist/),
// else the working directory. Its modules are loaded by path, so one script of this checkout
// plays the same workload on two builds and only the engine differs.

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const engineRoot = resolve(process.env.ENGINE_ROOT ?? process.cwd());

/** A module of the measured build, by its path under dist/src. */
export async function loadEngine<T>(path: string): Promise<T> {
  return (await import(pathToFileURL(join(engineRoot, 'dist/src', path)).href)) as T;
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
