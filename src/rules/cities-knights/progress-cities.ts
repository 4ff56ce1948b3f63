// The progress cards that use the cities' rules: the Crane's cheaper improvement (D76), the
// Merchant's placing (D94) and the Merchant Fleet's 2:1 kind (D92).

import { NUM_RESOURCES } from '../../engine/constants.js';
import { hexText } from '../../engine/describe.js';
import { cardName } from '../../engine/hands.js';
import { nameFleetKind } from './bank-rates.js';
import { AREAS, COMMODITIES } from './data.js';
import type { CitiesKnightsFields } from './fields.js';
import { buyImprovement, mayImprove, type CityRules } from './improvements.js';
import { merchantSites, placeMerchant } from './merchant.js';
import { CARD_BITS, type ProgressPlay } from './progress.js';

/** The Crane: the next level of an area for one commodity less, under every other purchase rule (D76). */
function crane(X: CityRules): ProgressPlay {
  return {
    name: 'crane',
    maxTargets: () => AREAS.length,
    plays({ game, s }, p, base, out, n) {
      for (let a = 0; a < AREAS.length; a++) if (mayImprove(game, s, X, p, a, true)) out[n++] = base | (a << CARD_BITS);
      return n;
    },
    apply(st, p, area) {
      buyImprovement(st, X, p, area, true);
    },
    describe: (_game, area) => AREAS[area] ?? '',
    write: (_w, area) => ({ area: AREAS[area] }),
    read(r, e) {
      const area = AREAS.indexOf(e.area as (typeof AREAS)[number]);
      if (area < 0) throw r.error(`crane: area must be one of ${AREAS.join(', ')}`);
      return area;
    },
  };
}

/** The Merchant: placed on a land hex beside one of the player's buildings, which takes control (D94). */
function merchant(F: CitiesKnightsFields): ProgressPlay {
  return {
    name: 'merchant',
    maxTargets: (b) => b.numHexes,
    plays({ game, s }, p, base, out, n) {
      const from = n;
      n = merchantSites(game, s, p, out, n);
      for (let i = from; i < n; i++) out[i] = base | (out[i]! << CARD_BITS);
      return n;
    },
    apply({ game, s }, p, hex) {
      placeMerchant(game, s, F, p, hex);
    },
    describe: (game, hex) => hexText(game.board, hex),
    write: (w, hex) => ({ hex: w.hex(hex) }),
    read: (r, e) => r.hex(e.hex),
  };
}

/** The Merchant Fleet: one resource or commodity at 2:1 with the bank for the rest of the turn (D92). */
function merchantFleet(F: CitiesKnightsFields): ProgressPlay {
  const kinds = NUM_RESOURCES + COMMODITIES.length;
  return {
    name: 'merchant_fleet',
    maxTargets: () => kinds,
    plays(_st, _p, base, out, n) {
      for (let k = 0; k < kinds; k++) out[n++] = base | (k << CARD_BITS);
      return n;
    },
    apply({ game, s }, p, kind) {
      nameFleetKind(game, s, F, p, kind);
    },
    describe: (game, kind) => cardName(game, kind) ?? '',
    write: (w, kind) => ({ kind: cardName(w.st.game, kind) }),
    read: (r, e) => r.card(e.kind),
  };
}

/** The cards that buy, place or trade through the cities' rules, by name. */
export function cityCards(F: CitiesKnightsFields, X: CityRules): ProgressPlay[] {
  return [crane(X), merchant(F), merchantFleet(F)];
}
