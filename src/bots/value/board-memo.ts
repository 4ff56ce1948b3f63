// The board part of `evaluate` remembered by what it reads, for a search that meets the same board
// again and again with other hands: a turn-planning search changes a few pieces, the robber and
// the seat's cards, so about five board parts in six repeat one it has valued (1000 iterations).
// A key holds every word boardValue reads (off a Seafarers board), compared word for word on a hit,
// and an entry keeps what boardValue leaves in ctx and race for the hand part, so a remembered
// board part gives evaluate exactly the value and the scratch a fresh one would.

import { NUM_DEV_TYPES, NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { LA_HOLDER, LR_HOLDER, PHASE, PH_GAME_OVER, ROBBER, WINNER } from '../../engine/layout.js';
import { ctx } from './context.js';
import { boardValue } from './evaluation.js';
import { MAX_SITES, MAX_TOWNS, race } from './race.js';
import type { ValueWeights } from './weights.js';
import { WordTable } from '../word-table.js';

const CAPACITY = 1024;
// An entry's saved scratch: value, pips, total, rates, best sites, sites0, city gain, then the
// race's sites (count, pips, roads, score, VP, ship) and towns (count, pips).
const SITES_AT = 18;
const TOWNS_AT = SITES_AT + 1 + MAX_SITES * (NUM_RESOURCES + 4);
const SAVED = TOWNS_AT + 1 + MAX_TOWNS * NUM_RESOURCES;

export class BoardMemo {
  #game: Game | null = null;
  #weights: ValueWeights | null = null;
  #table: WordTable | null = null;
  #saved = new Float64Array(CAPACITY * SAVED);
  #key = new Int32Array(0);

  /** Forgets every entry: a new search. */
  clear(): void {
    this.#table?.clear();
  }

  /**
   * boardValue(st, seat, W), and the ctx and race scratch it leaves, from memory when this board
   * was valued for this seat since the last clear. Only where the kits add neither a board part
   * nor terms (ValueKit.plain): those read more of the state.
   */
  boardValue(st: GameState, seat: number, W: ValueWeights): number {
    const { game, s } = st;
    if (game !== this.#game || W !== this.#weights) this.#reset(game, W);
    const L = game.layout;
    const key = this.#key;
    key[0] = seat;
    key[1] = s[PHASE] === PH_GAME_OVER ? s[WINNER]! : -2;
    key[2] = s[ROBBER]!;
    key[3] = s[LA_HOLDER]!;
    key[4] = s[LR_HOLDER]!;
    let k = 5;
    // Pieces left, VP, knights, road lengths and harbors of every colour; then every bitset of pieces.
    for (let i = L.knights; i < L.toDiscard; i++) key[k++] = s[i]!;
    for (let i = L.settle; i < L.nodeOwner; i++) key[k++] = s[i]!;
    const d = L.dev + seat * NUM_DEV_TYPES;
    const dn = L.devNew + seat * NUM_DEV_TYPES;
    for (let i = 0; i < NUM_DEV_TYPES; i++) key[k++] = s[d + i]!;
    for (let i = 0; i < NUM_DEV_TYPES; i++) key[k++] = s[dn + i]!;
    // The seat's 2:1 trades a rule set gives, read with its harbors (rateMask).
    if (L.twoForOne >= 0) key[k++] = s[L.twoForOne + seat]!;
    const table = this.#table!;
    const found = table.find(key, key.length);
    if (found >= 0) return this.#restore(found);
    const v = boardValue(st, seat, W);
    // Without settlements left boardValue picks no sites and the race's sites stay as the last
    // evaluation left them (a race that builds a city frees a settlement and may read them), so
    // such an entry keeps no sites and leaves the current ones in place.
    const picked = W.tempo !== 0 && s[L.settlementsLeft + seat]! > 0;
    this.#save(table.add(key, key.length), v, picked);
    return v;
  }

  #reset(game: Game, W: ValueWeights): void {
    this.#game = game;
    this.#weights = W;
    const L = game.layout;
    const width = 5 + (L.toDiscard - L.knights) + (L.nodeOwner - L.settle) + 2 * NUM_DEV_TYPES + (L.twoForOne >= 0 ? 1 : 0);
    this.#key = new Int32Array(width);
    this.#table = new WordTable(CAPACITY, width);
  }

  #save(e: number, v: number, picked: boolean): void {
    const m = this.#saved;
    const at = e * SAVED;
    m[at] = v;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      m[at + 1 + r] = ctx.pips[r]!;
      m[at + 7 + r] = ctx.rate[r]!;
    }
    m[at + 6] = ctx.total;
    for (let i = 0; i < 3; i++) m[at + 12 + i] = ctx.siteBest[i]!;
    m[at + 15] = ctx.sites0;
    m[at + 16] = ctx.cityGain;
    const nSites = picked ? race.nSites : -1;
    let j = at + SITES_AT;
    m[j++] = nSites;
    for (let i = 0; i < nSites * NUM_RESOURCES; i++) m[j++] = race.sitePips[i]!;
    for (let i = 0; i < nSites; i++) {
      m[j++] = race.siteRoads[i]!;
      m[j++] = race.siteScore[i]!;
      m[j++] = race.siteVp[i]!;
      m[j++] = race.siteShip[i]!;
    }
    const nTowns = race.nTowns;
    j = at + TOWNS_AT;
    m[j++] = nTowns;
    for (let i = 0; i < nTowns * NUM_RESOURCES; i++) m[j++] = race.townPips[i]!;
  }

  #restore(e: number): number {
    const m = this.#saved;
    const at = e * SAVED;
    ctx.sea = false;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      ctx.pips[r] = m[at + 1 + r]!;
      ctx.rate[r] = m[at + 7 + r]!;
    }
    ctx.total = m[at + 6]!;
    for (let i = 0; i < 3; i++) ctx.siteBest[i] = m[at + 12 + i]!;
    ctx.sites0 = m[at + 15]!;
    ctx.cityGain = m[at + 16]!;
    let j = at + SITES_AT;
    const nSites = m[j++]!;
    if (nSites >= 0) race.nSites = nSites;
    for (let i = 0; i < nSites * NUM_RESOURCES; i++) race.sitePips[i] = m[j++]!;
    for (let i = 0; i < nSites; i++) {
      race.siteRoads[i] = m[j++]!;
      race.siteScore[i] = m[j++]!;
      race.siteVp[i] = m[j++]!;
      race.siteShip[i] = m[j++]!;
    }
    j = at + TOWNS_AT;
    const nTowns = m[j++]!;
    race.nTowns = nTowns;
    for (let i = 0; i < nTowns * NUM_RESOURCES; i++) race.townPips[i] = m[j++]!;
    return m[at]!;
  }
}
