// V8 optimises hot functions on background threads, which pays while a core is idle. With a worker
// on every core there is none: the background compiler then competes with the games, and measured
// it costs more CPU than compiling in the worker's own thread (20,000 random games on 2 cores, 2
// workers: 0.75 CPU-s of background threads against 0.05, 4.3 s of wall time against 4.1 s; with
// 1 worker the two ways tie). Details in docs/performance.md.

import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

/**
 * Chooses where the workers about to start will optimise their code: in their own thread when they
 * fill every core, on background threads otherwise. V8 reads the flag as each isolate starts, so
 * this must run before the pool starts its threads; isolates already running keep their way.
 */
export function chooseCompileThreads(workers: number, cores = availableParallelism()): boolean {
  const inPlace = workers >= cores;
  setFlagsFromString(inPlace ? '--no-concurrent-recompilation' : '--concurrent-recompilation');
  return inPlace;
}
