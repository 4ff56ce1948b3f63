// The merchant piece (D94): a Merchant card places it on a land hex next to one of the player's
// settlements or cities (the desert allowed, where it gives no trade) and makes the player its
// controller: 1 public VP and 2:1 trades of that hex's resource (bank-rates.ts). Control, the VP
// and the trade pass only with another Merchant card; the robber changes nothing. The card's kind
// comes with the progress cards and calls placeMerchant.

import type { Game } from '../../engine/game.js';
import type { Invariant } from '../../engine/rule-set.js';
import { refreshRates } from './bank-rates.js';
import type { CitiesKnightsFields } from './fields.js';

/** Victory points the merchant's controller has (D95). */
export const MERCHANT_VP = 1;

/** The merchant's controller, or -1 before the first Merchant card. */
export function merchantController(F: CitiesKnightsFields, s: Int32Array): number {
  return s[F.merchantOwner]! - 1;
}

/** The merchant's hex, or -1 before the first Merchant card. */
export function merchantHex(F: CitiesKnightsFields, s: Int32Array): number {
  return s[F.merchantHex]! - 1;
}

/** Whether seat p may place the merchant on `hex`: a land hex with a settlement or city of p's at a corner. */
export function isMerchantSite(game: Game, s: Int32Array, p: number, hex: number): boolean {
  return game.board.landHexes.includes(hex) && besideBuilding(game, s, p, hex);
}

/** Whether a settlement or city of seat p's stands at a corner of `hex`. */
function besideBuilding(game: Game, s: Int32Array, p: number, hex: number): boolean {
  const hexNodes = game.board.hexNodes;
  const nodeOwner = game.layout.nodeOwner;
  for (let c = 0; c < 6; c++) {
    const node = hexNodes[hex * 6 + c]!;
    if (node >= 0 && s[nodeOwner + node] === p + 1) return true;
  }
  return false;
}

/** The hexes where seat p may place the merchant, written from out[n]; returns the new count. */
export function merchantSites(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const land = game.board.landHexes;
  for (let i = 0; i < land.length; i++) if (besideBuilding(game, s, p, land[i]!)) out[n++] = land[i]!;
  return n;
}

/**
 * Seat p places the merchant on `hex` (a site by isMerchantSite) and takes control: the VP and the
 * 2:1 trade move from the former controller, who may be p.
 */
export function placeMerchant(game: Game, s: Int32Array, F: CitiesKnightsFields, p: number, hex: number): void {
  if (!isMerchantSite(game, s, p, hex)) throw new Error(`merchant: hex ${hex} is not land next to a building of seat ${p}`);
  const L = game.layout;
  const former = merchantController(F, s);
  if (former >= 0) s[L.publicVp + former]! -= MERCHANT_VP;
  s[F.merchantHex] = hex + 1;
  s[F.merchantOwner] = p + 1;
  s[L.publicVp + p]! += MERCHANT_VP;
  if (former >= 0 && former !== p) refreshRates(game, s, F, former);
  refreshRates(game, s, F, p);
}

/** The merchant is on land under a seat's control, or not yet placed. */
export function merchantInvariant(F: CitiesKnightsFields): Invariant {
  return {
    name: 'ck-merchant',
    check({ game, s }, fail) {
      const hex = merchantHex(F, s);
      const owner = merchantController(F, s);
      if ((hex < 0) !== (owner < 0)) fail(`merchant: hex ${hex} but controller ${owner}`);
      if (hex >= 0 && !game.board.landHexes.includes(hex)) fail(`merchant on hex ${hex}, not a land hex`);
      if (owner >= game.seats) fail(`merchant controlled by colour ${owner}, which never acts`);
    },
  };
}
