// A bundle of cards in one integer: five bits per kind, so any hand of one resource (24 cards at
// most in every supply) fits, and six kinds fill a word without its sign bit. The functions here
// read the five resources of one word, the first of every bundle; a game trading other kinds
// between players keeps them after the resources, in that word and further ones
// (src/engine/trade-sides.ts).

import { NUM_RESOURCES, RESOURCE_NAMES } from './constants.js';

export const BUNDLE_BITS = 5;
/** Most cards of one kind a bundle holds. */
export const BUNDLE_MAX = (1 << BUNDLE_BITS) - 1;
/** Kinds one 32-bit word of a bundle holds: 30 bits, so a word is never negative (an offer's -1 means none). */
export const KINDS_PER_WORD = 6;
/** The bits of a word that hold the five resources. */
export const RESOURCE_BITS = (1 << (BUNDLE_BITS * NUM_RESOURCES)) - 1;

export function bundleCount(bundle: number, r: number): number {
  return (bundle >>> (BUNDLE_BITS * r)) & BUNDLE_MAX;
}

/** The bundle with `n` more cards of r (the caller keeps the count within BUNDLE_MAX). */
export function bundleAdd(bundle: number, r: number, n = 1): number {
  return bundle + (n << (BUNDLE_BITS * r));
}

export function bundleTotal(bundle: number): number {
  let n = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) n += bundleCount(bundle, r);
  return n;
}

export function packBundle(counts: ArrayLike<number>): number {
  let b = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const c = counts[r] ?? 0;
    if (!Number.isInteger(c) || c < 0 || c > BUNDLE_MAX) throw new RangeError(`bundle count ${c} out of 0..${BUNDLE_MAX}`);
    b |= c << (BUNDLE_BITS * r);
  }
  return b;
}

/** Each resource of `part` at most as often as in `whole`. */
export function bundleWithin(part: number, whole: number): boolean {
  for (let r = 0; r < NUM_RESOURCES; r++) if (bundleCount(part, r) > bundleCount(whole, r)) return false;
  return true;
}

/** True when no resource is in both bundles. */
export function bundlesDisjoint(a: number, b: number): boolean {
  for (let r = 0; r < NUM_RESOURCES; r++) if (bundleCount(a, r) > 0 && bundleCount(b, r) > 0) return false;
  return true;
}

/** Resources a bundle holds at least one card of. */
export function bundleKinds(bundle: number): number {
  let k = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) if (bundleCount(bundle, r) > 0) k++;
  return k;
}

/** True when the counts at `hand` (one per resource) cover the bundle. */
export function handHolds(s: Int32Array, hand: number, bundle: number): boolean {
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[hand + r]! < bundleCount(bundle, r)) return false;
  return true;
}

/** `{ wool: 2, ore: 1 }`: a bundle as records and logs name it. */
export function bundleNames(bundle: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const n = bundleCount(bundle, r);
    if (n) out[RESOURCE_NAMES[r]!] = n;
  }
  return out;
}

export function bundleText(bundle: number): string {
  return Object.entries(bundleNames(bundle))
    .map(([name, n]) => `${n} ${name}`)
    .join(' + ');
}
