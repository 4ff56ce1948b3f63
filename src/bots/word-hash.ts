// Hashing int32 words for the search bots' memos (mcts's view memo, value's board and race memos):
// FNV-style multiply-xor in four independent lanes (a single chain waits on each multiply), then
// Murmur3's finalizer, because the open-addressing tables index by the low bits, which the lanes
// alone mix poorly. A memo compares whole keys on a hash match, so the hash only places entries.

const FNV_PRIME = 0x01000193;
export const HASH_SEED = 0x811c9dc5 | 0;

/** Hash of words[from, to) from `seed`, before mixing: chain several ranges through `seed`. */
export function hashWords(words: Int32Array, from: number, to: number, seed: number): number {
  let a = seed | 0;
  let b = FNV_PRIME;
  let c = 0x2545f491;
  let d = 0x5bd1e995;
  let i = from;
  for (; i + 4 <= to; i += 4) {
    a = Math.imul(a ^ words[i]!, FNV_PRIME);
    b = Math.imul(b ^ words[i + 1]!, FNV_PRIME);
    c = Math.imul(c ^ words[i + 2]!, FNV_PRIME);
    d = Math.imul(d ^ words[i + 3]!, FNV_PRIME);
  }
  for (; i < to; i++) a = Math.imul(a ^ words[i]!, FNV_PRIME);
  return Math.imul(Math.imul(Math.imul(a ^ b, FNV_PRIME) ^ c, FNV_PRIME) ^ d, FNV_PRIME);
}

/** Murmur3's finalizer. */
export function mixHash(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
