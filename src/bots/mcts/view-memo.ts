// Answers of one turn-mode search remembered by what the seat can see: its leaf values (`evaluate`
// reads only the seat's view of a state, its own cards and public counts) and its winning moves
// (placing a piece or playing a knight reads nothing hidden). The determinizations of one line of
// play differ only in what the seat cannot see, so a search meets the same views again and again
// (about three leaves in five, 1000 iterations). A key is the whole view (less words that follow
// from the rest), compared word for word on a hit, so a remembered answer is exactly what the call
// would return: no decision changes. Storage is typed arrays kept from search to search; it grows
// (doubling) only when a search holds more views than any before it.

import type { Game, GameState } from '../../engine/game.js';
import { DICE, STEPS } from '../../engine/layout.js';
import { seatViewInto } from '../../engine/view.js';
import { HASH_SEED, hashWords, mixHash } from '../word-hash.js';

const FIRST_CAPACITY = 1024;

export class ViewMemo {
  #width = 0; // words in a view
  #count = 0;
  #capacity = 0;
  #slots = new Int32Array(0); // open addressing, twice the capacity: entry index, or -1
  #hashes = new Int32Array(0);
  #views = new Int32Array(0);
  #values = new Float64Array(0);
  #key = new Int32Array(0);
  #pendingHash = 0;
  #pendingSlot = 0;

  // The node owners' words and the colours' road ends (laid out right after them), left out of
  // hashes and comparisons: they follow from the settlement, city and road bitsets (kept together
  // by placeSettlement and placeRoad, checked by the fast-path tests and the pieces invariant),
  // which the key holds, and they are a fifth of a view.
  #ownersAt = 0;
  #ownersEnd = 0;

  /** Forgets every entry: a new search, in `game`. */
  clear(game: Game): void {
    const L = game.layout;
    const width = L.size;
    this.#ownersAt = L.nodeOwner;
    const ownersEnd = L.nodeOwner + game.board.numNodes;
    this.#ownersEnd = L.roadEnds === ownersEnd ? L.roadEnds + L.players * L.nodeWords : ownersEnd;
    if (width !== this.#width) {
      this.#width = width;
      this.#key = new Int32Array(width);
      this.#allocate(Math.max(FIRST_CAPACITY, this.#capacity));
    }
    this.#count = 0;
    this.#slots.fill(-1);
  }

  /**
   * The answer remembered for the seat's view of `st`, or NaN (then `store` records the answer for
   * this view). Answers must depend on `seatViewInto(st, seat)` alone, and read neither the last
   * roll (DICE) nor the step count (STEPS): no rule reads them, and the key leaves them out so that
   * rolls of one sum and lines of different length share an entry.
   */
  lookup(st: GameState, seat: number): number {
    const key = this.#key;
    const width = this.#width;
    seatViewInto(st, seat, key);
    key[DICE] = 0;
    key[STEPS] = 0;
    const a = this.#ownersAt;
    const b = this.#ownersEnd;
    const h = mixHash(hashWords(key, b, width, hashWords(key, 0, a, HASH_SEED)));
    const mask = this.#slots.length - 1;
    const views = this.#views;
    let at = h & mask;
    for (;;) {
      const e = this.#slots[at]!;
      if (e < 0) break;
      if (this.#hashes[e] === h && sameView(views, e * width, key, 0, a) && sameView(views, e * width, key, b, width)) return this.#values[e]!;
      at = (at + 1) & mask;
    }
    this.#pendingHash = h;
    this.#pendingSlot = at;
    return NaN;
  }

  /** Records `v` for the view of the last `lookup` that found nothing; returns `v`. */
  store(v: number): number {
    if (this.#count === this.#capacity) {
      this.#grow();
      return this.#insert(this.#pendingHash, v);
    }
    this.#place(this.#pendingSlot, this.#pendingHash, v);
    return v;
  }

  #insert(h: number, v: number): number {
    const mask = this.#slots.length - 1;
    let at = h & mask;
    while (this.#slots[at]! >= 0) at = (at + 1) & mask;
    this.#place(at, h, v);
    return v;
  }

  #place(at: number, h: number, v: number): void {
    const e = this.#count++;
    this.#slots[at] = e;
    this.#hashes[e] = h;
    this.#values[e] = v;
    this.#views.set(this.#key, e * this.#width);
  }

  #allocate(capacity: number): void {
    this.#capacity = capacity;
    this.#slots = new Int32Array(capacity * 2);
    this.#hashes = new Int32Array(capacity);
    this.#views = new Int32Array(capacity * this.#width);
    this.#values = new Float64Array(capacity);
  }

  /** Doubles the capacity, keeping the entries (their indices do not move; slots are rebuilt). */
  #grow(): void {
    const { hashes, views, values } = { hashes: this.#hashes, views: this.#views, values: this.#values };
    const n = this.#count;
    this.#allocate(this.#capacity * 2);
    this.#hashes.set(hashes);
    this.#views.set(views);
    this.#values.set(values);
    this.#slots.fill(-1);
    const mask = this.#slots.length - 1;
    for (let e = 0; e < n; e++) {
      let at = hashes[e]! & mask;
      while (this.#slots[at]! >= 0) at = (at + 1) & mask;
      this.#slots[at] = e;
    }
  }
}

function sameView(views: Int32Array, at: number, key: Int32Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (views[at + i] !== key[i]) return false;
  return true;
}
