// The game's own random stream: xoshiro128** whose four words live inside the state blob, so a
// clone carries its future and a game replays from its seed alone.

import { arc4SeedWords } from './seed-words.js';

/** Fills four words at `at` from any string seed (seedrandom's ARC4 as the string hash). */
export function seedWords(s: Int32Array, at: number, seed: string): void {
  arc4SeedWords(seed, s, at);
  if ((s[at]! | s[at + 1]! | s[at + 2]! | s[at + 3]!) === 0) s[at] = 1;
}

/** Next 32-bit output, as an unsigned number. */
export function nextU32(s: Int32Array, at: number): number {
  const s0 = s[at]!;
  const s1 = s[at + 1]!;
  const s2 = s[at + 2]!;
  const s3 = s[at + 3]!;
  const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
  const t = s1 << 9;
  const n2 = s2 ^ s0;
  const n3 = s3 ^ s1;
  const n1 = s1 ^ n2;
  const n0 = s0 ^ n3;
  s[at] = n0;
  s[at + 1] = n1;
  s[at + 2] = n2 ^ t;
  s[at + 3] = rotl(n3, 11);
  return result >>> 0;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Uniform integer in [0, n) by multiply-shift (bias below 2^-32 * n, irrelevant here). */
export function nextInt(s: Int32Array, at: number, n: number): number {
  return Math.floor((nextU32(s, at) * n) / 4294967296);
}

/** A JS-side generator for bots and map shuffles: () => [0, 1). */
export function makeRandom(seed: string): () => number {
  const words = new Int32Array(4);
  seedWords(words, 0, seed);
  return () => nextU32(words, 0) / 4294967296;
}
