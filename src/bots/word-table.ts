// The search memos' index: entries keyed by runs of int32 words, found by open addressing on a
// word hash and confirmed word for word, so a hit is exactly the key asked for. A memo keeps its
// own payload per entry index. Fixed capacity: a full table starts again rather than grow (a
// search holds a few hundred entries).

import { HASH_SEED, hashWords, mixHash } from './word-hash.js';

export class WordTable {
  #count = 0;
  readonly #slots: Int32Array; // entry index, or -1
  readonly #hashes: Int32Array;
  readonly #lengths: Int32Array;
  readonly #keys: Int32Array;
  // Where the last find stopped: an add after a miss goes there.
  #hash = 0;
  #at = 0;

  constructor(
    readonly capacity: number,
    readonly maxWidth: number,
  ) {
    this.#slots = new Int32Array(2 * capacity);
    this.#hashes = new Int32Array(capacity);
    this.#lengths = new Int32Array(capacity);
    this.#keys = new Int32Array(capacity * maxWidth);
    this.clear();
  }

  clear(): void {
    this.#count = 0;
    this.#slots.fill(-1);
  }

  /** The entry keyed by key[0, n), or -1. */
  find(key: Int32Array, n: number): number {
    const h = mixHash(hashWords(key, 0, n, HASH_SEED));
    const slots = this.#slots;
    const mask = slots.length - 1;
    let at = h & mask;
    for (;;) {
      const e = slots[at]!;
      if (e < 0) break;
      if (this.#hashes[e] === h && this.#lengths[e] === n && this.#same(e, key, n)) return e;
      at = (at + 1) & mask;
    }
    this.#hash = h;
    this.#at = at;
    return -1;
  }

  /** Adds key[0, n), just missed by find, and returns its entry (entry 0 of a table started again when full). */
  add(key: Int32Array, n: number): number {
    let at = this.#at;
    if (this.#count === this.capacity) {
      this.clear();
      at = this.#hash & (this.#slots.length - 1);
    }
    const e = this.#count++;
    this.#slots[at] = e;
    this.#hashes[e] = this.#hash;
    this.#lengths[e] = n;
    const keys = this.#keys;
    const base = e * this.maxWidth;
    for (let i = 0; i < n; i++) keys[base + i] = key[i]!;
    return e;
  }

  #same(e: number, key: Int32Array, n: number): boolean {
    const keys = this.#keys;
    const base = e * this.maxWidth;
    for (let i = 0; i < n; i++) if (keys[base + i] !== key[i]) return false;
    return true;
  }
}
