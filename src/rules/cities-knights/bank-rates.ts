// Cities & Knights' 2:1 trades with the bank (D53): every commodity with the Trading House (D62),
// the resource of the merchant's hex for its controller (D94), the kinds named with a Merchant
// Fleet this turn (D92). They live in the engine's per-seat 2:1 mask (Layout.twoForOne), which
// listing, applying and recording maritime trades and the bots' rates read; each seat's word is
// recomputed from these sources whenever one of them changes, and the invariant recomputes it.

import { NUM_RESOURCES } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import type { Invariant } from '../../engine/rule-set.js';
import { COMMODITIES, TRADE } from './data.js';
import { levelOf, type CitiesKnightsFields } from './fields.js';

/** The level that gives an area's ability: Trading House, Fortress, Aqueduct (D62). */
export const ABILITY_LEVEL = 3;

/** The commodities' hand kinds as bits: the rule set adds them first, right after the resources (D59). */
export const COMMODITY_KINDS = ((1 << COMMODITIES.length) - 1) << NUM_RESOURCES;

/** The hand kinds seat p gives to the bank at 2:1 beside its harbors, as bits. */
export function twoForOneOf(game: Game, s: Int32Array, F: CitiesKnightsFields, p: number): number {
  let mask = s[F.fleet + p]!;
  if (levelOf(F, s, p, TRADE) >= ABILITY_LEVEL) mask |= COMMODITY_KINDS;
  if (s[F.merchantOwner] === p + 1) {
    // A hex's terrain index is the index of the resource it yields; the desert yields none.
    const terrain = game.board.hexTerrain[s[F.merchantHex]! - 1]!;
    if (terrain < NUM_RESOURCES) mask |= 1 << terrain;
  }
  return mask;
}

/** Rewrites seat p's 2:1 mask after one of its sources changed. */
export function refreshRates(game: Game, s: Int32Array, F: CitiesKnightsFields, p: number): void {
  s[game.layout.twoForOne + p] = twoForOneOf(game, s, F, p);
}

/**
 * A Merchant Fleet's effect (D92): seat p gives hand kind `kind` (a resource or a commodity) at 2:1
 * for the rest of its turn. For the card's kind, which comes with the progress cards.
 */
export function nameFleetKind(game: Game, s: Int32Array, F: CitiesKnightsFields, p: number, kind: number): void {
  if (!(kind >= 0 && kind < NUM_RESOURCES + COMMODITIES.length)) throw new Error(`merchant fleet: ${kind} is not a resource or commodity`);
  s[F.fleet + p]! |= 1 << kind;
  refreshRates(game, s, F, p);
}

/** The fleets of seat p's turn are over (GameHooks.turnEnded). */
export function fleetTurnEnded(game: Game, s: Int32Array, F: CitiesKnightsFields, p: number): void {
  if (s[F.fleet + p] === 0) return;
  s[F.fleet + p] = 0;
  refreshRates(game, s, F, p);
}

/** Every seat's 2:1 mask is what its sources give. */
export function ratesInvariant(F: CitiesKnightsFields): Invariant {
  return {
    name: 'ck-bank-rates',
    check({ game, s }, fail) {
      for (let p = 0; p < game.layout.players; p++) {
        const want = p < game.seats ? twoForOneOf(game, s, F, p) : 0;
        const got = s[game.layout.twoForOne + p]!;
        if (got !== want) fail(`seat ${p}: 2:1 mask ${got.toString(2)}, its sources give ${want.toString(2)}`);
      }
    },
  };
}
