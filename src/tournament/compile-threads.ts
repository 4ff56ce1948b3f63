// V8 optimises hot functions on background threads, which pays while a core is idle. With a worker
// on every core there is none: the background compiler then competes with the games, and measured
// it costs more CPU than compiling in the worker's own thread (20,000 random games on 2 cores, 2
// workers: 0.75 CPU-s of background threads against 0.05; with 1 worker the two ways tie). In its
// own thread, though, a compilation stalls the code that made it hot: a bot's decision, for up to
// about 20 ms a function (value, mcts). Against a budget of seconds that is noise; against a tight
// one it could cost a bot a game on time, so tight budgets keep the background compiler.

import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

/** The decision budget under which a compile's stall could matter, ms. */
export const IN_PLACE_MIN_BUDGET_MS = 1000;

/**
 * Chooses where the workers about to start will optimise their code: in their own thread when they
 * fill every core and the decision budget is roomy, on background threads otherwise. V8 reads the
 * flag as each isolate starts, so this runs before the pool starts its threads; isolates already
 * running keep their way. Returns whether the workers compile in place.
 */
export function chooseCompileThreads(workers: number, budgetMs: number, cores = availableParallelism()): boolean {
  const inPlace = workers >= cores && budgetMs >= IN_PLACE_MIN_BUDGET_MS;
  setFlagsFromString(inPlace ? '--no-concurrent-recompilation' : '--concurrent-recompilation');
  return inPlace;
}
