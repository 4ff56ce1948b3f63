// The race estimate remembered by everything it reads, for a search whose leaves differ in ways the
// race does not see (the robber off the seat's hexes, cards not yet played, others' hands): a
// turn-planning search repeats about three races in four (1000 iterations). A key is the hand,
// production, rates, towns, sites and counts the race starts from, compared bit for bit on a hit,
// so a remembered race is exactly the number raceCore would return.

import { NUM_RESOURCES } from '../../engine/constants.js';
import { ctx } from './context.js';
import { MAX_SITES, MAX_TOWNS, race, raceCore } from './race.js';
import type { ValueWeights } from './weights.js';
import { WordTable } from '../word-table.js';

const CAPACITY = 1024;
// hand, pips, rates, 6 counts, the towns (count, pips) and the sites (count, pips, roads, ship, VP).
const MAX_KEY = 3 * NUM_RESOURCES + 6 + 1 + MAX_TOWNS * NUM_RESOURCES + 1 + MAX_SITES * (NUM_RESOURCES + 3);

export class RaceMemo {
  #weights: ValueWeights | null = null;
  #table = new WordTable(CAPACITY, 2 * MAX_KEY);
  #values = new Float64Array(CAPACITY);
  #key = new Float64Array(MAX_KEY);
  #bits = new Int32Array(this.#key.buffer); // the key's words, as the table keys them

  /** Forgets every entry: a new search. */
  clear(): void {
    this.#table.clear();
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
    const found = this.#table.find(this.#bits, 2 * n);
    if (found >= 0) return this.#values[found]!;
    const v = raceCore(W, hand, vp, target, sLeft, cLeft, rLeft, deck);
    this.#values[this.#table.add(this.#bits, 2 * n)] = v;
    return v;
  }
}
