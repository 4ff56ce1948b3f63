// The race estimate remembered by everything it reads, for a search whose leaves differ in ways the
// race does not see (the robber off the seat's hexes, cards not yet played, others' hands): a
// turn-planning search repeats about three races in four (1000 iterations). A key is the hand,
// production, rates, towns, sites and counts the race starts from, compared value for value on a
// hit, so a remembered race is exactly the number raceCore would return.

import { NUM_RESOURCES } from '../../engine/constants.js';
import { ctx } from './context.js';
import { MAX_SITES, MAX_TOWNS, race, raceCore } from './race.js';
import type { ValueWeights } from './weights.js';
import { HASH_SEED, hashWords, mixHash } from '../word-hash.js';

const CAPACITY = 1024;
// hand, pips, rates, 6 counts, the towns (count, pips) and the sites (count, pips, roads, ship, VP).
const MAX_KEY = 3 * NUM_RESOURCES + 6 + 1 + MAX_TOWNS * NUM_RESOURCES + 1 + MAX_SITES * (NUM_RESOURCES + 3);

export class RaceMemo {
  #weights: ValueWeights | null = null;
  #count = 0;
  #slots = new Int32Array(2 * CAPACITY); // open addressing: entry index, or -1
  #hashes = new Int32Array(CAPACITY);
  #lengths = new Int32Array(CAPACITY);
  #keys = new Float64Array(CAPACITY * MAX_KEY);
  #values = new Float64Array(CAPACITY);
  #key = new Float64Array(MAX_KEY);
  #bits = new Int32Array(this.#key.buffer); // the key's words, for the hash

  /** Forgets every entry: a new search. */
  clear(): void {
    this.#count = 0;
    this.#slots.fill(-1);
  }

  /** raceCore's answer for these arguments and the ctx and race scratch it reads, from memory when met since the last clear. */
  raceCore(W: ValueWeights, hand: ArrayLike<number>, vp: number, target: number, sLeft: number, cLeft: number, rLeft: number, deck: number): number {
    if (W !== this.#weights) {
      this.#weights = W;
      this.clear();
    }
    const key = this.#key;
    let n = 0;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      key[n++] = hand[r]!;
      key[n++] = ctx.pips[r]!;
      key[n++] = ctx.rate[r]!;
    }
    key[n++] = vp;
    key[n++] = target;
    key[n++] = sLeft;
    key[n++] = cLeft;
    key[n++] = rLeft;
    key[n++] = deck;
    const nTowns = race.nTowns;
    key[n++] = nTowns;
    for (let i = 0; i < nTowns * NUM_RESOURCES; i++) key[n++] = race.townPips[i]!;
    const nSites = race.nSites;
    key[n++] = nSites;
    for (let i = 0; i < nSites * NUM_RESOURCES; i++) key[n++] = race.sitePips[i]!;
    for (let i = 0; i < nSites; i++) {
      key[n++] = race.siteRoads[i]!;
      key[n++] = race.siteShip[i]!;
      key[n++] = race.siteVp[i]!;
    }
    const h = mixHash(hashWords(this.#bits, 0, 2 * n, HASH_SEED));
    const mask = this.#slots.length - 1;
    let at = h & mask;
    for (;;) {
      const e = this.#slots[at]!;
      if (e < 0) break;
      if (this.#hashes[e] === h && this.#lengths[e] === n && this.#same(e, n)) return this.#values[e]!;
      at = (at + 1) & mask;
    }
    const v = raceCore(W, hand, vp, target, sLeft, cLeft, rLeft, deck);
    if (this.#count === CAPACITY) {
      // Full: start again rather than grow; a search holds a few hundred races.
      this.clear();
      at = h & mask;
    }
    const e = this.#count++;
    this.#slots[at] = e;
    this.#hashes[e] = h;
    this.#lengths[e] = n;
    this.#values[e] = v;
    const keys = this.#keys;
    const base = e * MAX_KEY;
    for (let i = 0; i < n; i++) keys[base + i] = key[i]!;
    return v;
  }

  #same(e: number, n: number): boolean {
    const keys = this.#keys;
    const key = this.#key;
    const base = e * MAX_KEY;
    for (let i = 0; i < n; i++) if (keys[base + i] !== key[i]) return false;
    return true;
  }
}
