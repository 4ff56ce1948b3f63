// Production with commodities (D50): a settlement takes one resource from each hex whose number is
// rolled, a city two cards, on forest, pasture and mountains its resource and that terrain's
// commodity, on fields and hills two of the resource; the robber's hex yields nothing. The bank's
// shortage rule (D1) holds for each of the eight kinds apart.

import { NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { takeFromBank } from '../../engine/hands.js';
import { BANK, ROBBER } from '../../engine/layout.js';
import type { CardKinds } from '../../engine/rule-set.js';
import { shortageShare } from '../base/dice.js';
import { CITY_COMMODITY, COMMODITIES } from './data.js';

/** Kinds a roll may owe: the resources, then the commodities. */
const OWED_KINDS = NUM_RESOURCES + COMMODITIES.length;

/** The commodity of each terrain as an array (-1: none), for the loop. */
const COMMODITY_OF = Int8Array.from({ length: NUM_RESOURCES }, (_, t) => CITY_COMMODITY[t] ?? -1);

/** The produce hook, reading each hex's token at `tokens` (CitiesKnightsFields): `owed` is scratch of seats * 8 words, all zero between rolls. */
export function commodityProduce(C: CardKinds, tokens: number, owed: Int32Array): (st: GameState, roll: number) => void {
  return ({ game, s }, roll) => {
    const b = game.board;
    const L = game.layout;
    // Locals (docs/performance.md, "fields read into locals").
    const land = b.landHexes;
    const terrain = b.hexTerrain;
    const hexNodes = b.hexNodes;
    const nodeOwner = L.nodeOwner;
    const city = L.city;
    const nodeWords = L.nodeWords;
    const P = game.seats;
    const robber = s[ROBBER]!;
    // The kinds owed, a bit each: most rolls owe two or three of the eight.
    let kinds = 0;
    // The tokens are the state's, which the Inventor swaps (D75), not the board's lists.
    for (let i = 0; i < land.length; i++) {
      const h = land[i]!;
      if (s[tokens + h] !== roll) continue;
      const r = terrain[h]!;
      if (h === robber || r >= NUM_RESOURCES) continue;
      const c = COMMODITY_OF[r]!;
      for (let k = 0; k < 6; k++) {
        const node = hexNodes[h * 6 + k]!;
        if (node < 0) continue;
        const p = s[nodeOwner + node]! - 1;
        if (p < 0 || p >= P) continue;
        kinds |= 1 << r;
        if ((s[city + p * nodeWords + (node >>> 5)]! & (1 << (node & 31))) === 0) owed[p * OWED_KINDS + r]!++;
        else if (c < 0) owed[p * OWED_KINDS + r]! += 2;
        else {
          owed[p * OWED_KINDS + r]!++;
          owed[p * OWED_KINDS + NUM_RESOURCES + c]!++;
          kinds |= 1 << (NUM_RESOURCES + c);
        }
      }
    }
    // In kind order, as the bank pays (a kind nobody is owed pays nothing).
    while (kinds !== 0) {
      const low = kinds & -kinds;
      const k = 31 - Math.clz32(low);
      kinds ^= low;
      const commodity = k - NUM_RESOURCES;
      const share = shortageShare(owed, OWED_KINDS, k, P, commodity < 0 ? s[BANK + k]! : s[C.bank + commodity]!);
      for (let p = 0; p < P; p++) {
        const n = owed[p * OWED_KINDS + k]!;
        if (n === 0) continue;
        owed[p * OWED_KINDS + k] = 0;
        const paid = share < 0 ? n : share;
        if (paid === 0) continue;
        if (commodity < 0) takeFromBank(game, s, p, k, paid);
        else {
          s[C.bank + commodity]! -= paid;
          s[C.hand + p * COMMODITIES.length + commodity]! += paid;
          s[L.handTotal + p]! += paid;
        }
      }
    }
  };
}

/** Scratch for commodityProduce on a game of `seats` seats. */
export function owedScratch(seats: number): Int32Array {
  return new Int32Array(seats * OWED_KINDS);
}
