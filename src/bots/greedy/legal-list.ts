// Lookups in the legal list, for the phase handlers, the trades and the card plays: a bot may
// only return an action from that list, so every plan is checked against it before it is played.

import { ARG_BITS } from '../../engine/actions.js';

export function find(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}
export function findKind(legal: Int32Array, count: number, kind: number): number {
  for (let i = 0; i < count; i++) if (legal[i]! >>> ARG_BITS === kind) return legal[i]!;
  return -1;
}
