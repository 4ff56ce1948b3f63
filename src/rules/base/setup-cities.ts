// A set-up whose second placement is a city (Cities & Knights D40, Barbarian Attack D177): a
// settlement and a road each, seat 0 first; then a city and a road each, the last seat first. The
// base game's second round already pays one card per land hex around the piece, which is what the
// city yields at set-up (never a commodity, one grain from fields).

import { CUR, PHASE, PH_SETUP_SETTLEMENT, SETUP_STEP } from '../../engine/layout.js';
import { placeCity } from '../../engine/pieces.js';
import type { KindRule } from '../../engine/rule-set.js';

/** Whether the set-up placement now is the second round's, a city. */
export function placingCity(s: Int32Array, seats: number): boolean {
  return s[PHASE] === PH_SETUP_SETTLEMENT && s[SETUP_STEP]! >= seats;
}

/** The settlement kind whose second-round set-up placement becomes a city, recorded as `place_city`. */
export function setupCities(settlement: KindRule): KindRule {
  return {
    ...settlement,
    apply(st, node, outcome) {
      const city = placingCity(st.s, st.game.seats);
      const p = st.s[CUR]!;
      settlement.apply(st, node, outcome);
      if (city) placeCity(st.game, st.s, p, node);
    },
    record: {
      write: (w, node, o) => (placingCity(w.st.s, w.st.game.seats) ? { p: w.st.s[CUR]!, a: 'place_city', node: w.node(node) } : settlement.record!.write(w, node, o)),
      read: { ...settlement.record!.read, place_city: (r, e) => [[r.node(e.node), -1]] },
    },
  };
}
