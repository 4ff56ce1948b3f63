// V8 does some of a thread's work on helper threads of its own: it optimises hot functions in the
// background, and its young-generation collector (the scavenger) shares each collection with
// helpers. Both pay while a core is idle. With a worker on every core there is none, and the
// helpers compete with the games:
// - the background compiler cost more CPU than compiling in the worker's own thread (20,000 random
//   games on 2 cores, 2 workers: 0.75 CPU-s of background threads against 0.05; with 1 worker the
//   two ways tie);
// - a scavenge shared with helpers took the other worker's core for a moment at every collection:
//   scavenging alone, two workers played 20,000 games 1.3% faster at the median of fifteen
//   alternated rounds, faster in 11 (docs/performance.md).
// In its own thread, though, the work stalls the code that triggered it: a compilation stalls a
// bot's decision for up to about 20 ms a function (value, mcts), a scavenge for a millisecond or
// two more. Against a budget of seconds that is noise; against a tight one it could cost a bot a
// game on time, so tight budgets keep the helpers.
//
// Only these flags are switched: V8 reads them afresh for every compilation and every scavenge.
// The collector's other helpers (concurrent and parallel marking) cannot be switched once a heap
// exists; switching them crashed V8.

import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

/** The decision budget under which a stall in the worker's own thread could matter, ms. */
export const IN_PLACE_MIN_BUDGET_MS = 1000;

/**
 * Chooses where the workers about to start will compile and scavenge: in their own thread when they
 * fill every core and the decision budget is roomy, with V8's helper threads otherwise. V8 reads the
 * compiler's flag as each isolate starts, so this runs before the pool starts its threads; isolates
 * already running keep their way of compiling. Returns whether the workers work in place.
 */
export function chooseV8Threads(workers: number, budgetMs: number, cores = availableParallelism()): boolean {
  const inPlace = workers >= cores && budgetMs >= IN_PLACE_MIN_BUDGET_MS;
  setFlagsFromString(inPlace ? '--no-concurrent-recompilation' : '--concurrent-recompilation');
  setFlagsFromString(inPlace ? '--no-parallel-scavenge' : '--parallel-scavenge');
  return inPlace;
}
