// Memory a bot holds outside the JavaScript heap (typed arrays' buffers), which the worker's heap
// limit does not count. V8 reports it per thread; garbage not yet collected counts there too, so a
// reading over the limit is confirmed after a full collection before any bot is blamed for it.

import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/**
 * Full garbage collections until what they free is counted. V8 hands out its `gc` function only to
 * contexts made after the flag is set: a context of its own, never a bot's compartment. It frees
 * dead buffers in the background after a collection and counts them freed only once done, which
 * the next collection waits for: the count is right after the second.
 */
function fullCollection(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
  collect();
}

/** Bytes held outside the heap when they pass `limit`, live after a full collection; else null. */
export function outsideHeapOver(limit: number): number | null {
  if (getHeapStatistics().external_memory <= limit) return null;
  fullCollection();
  const held = getHeapStatistics().external_memory;
  return held > limit ? held : null;
}
