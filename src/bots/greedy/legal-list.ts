// Lookups in the legal list, for the phase handlers, the trades and the card plays: a bot may
// only return an action from that list, so every plan is checked against it before it is played.

import { ARG_BITS, ARG_MASK } from '../../engine/actions.js';

export function find(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}
export function findKind(legal: Int32Array, count: number, kind: number): number {
  for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === kind) return legal[i]!;
  return -1;
}

/** The legal action of `kind` whose argument scores highest (the first of equals), or -1 for none. */
export function bestOfKind(legal: Int32Array, count: number, kind: number, score: (arg: number) => number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== kind) continue;
    const sc = score(a & ARG_MASK);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best;
}
