// Who an event names, read from what every seat sees: the most knights played, the most roads,
// the most harbors, the most victory points (D119-D124). Each returns the seats as a bit mask.

import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { Game } from '../../../engine/game.js';
import { LA_HOLDER, LR_HOLDER } from '../../../engine/layout.js';

/** The seats whose value is the highest and above zero (none when every value is 0). */
export function most(n: number, value: (p: number) => number): number {
  let best = 0;
  let mask = 0;
  for (let p = 0; p < n; p++) {
    const v = value(p);
    if (v > best) {
      best = v;
      mask = 1 << p;
    } else if (v === best && v > 0) mask |= 1 << p;
  }
  return mask;
}

/** Tournament: the seats with the most knight cards played, at least one (D119). */
export function mostKnights(game: Game, s: Int32Array): number {
  return most(game.seats, (p) => s[game.layout.knights + p]!);
}

/** Conflict, as the card's face says (D124): the Largest Army holder, else every seat tied for most knights. */
export function conflictTakers(game: Game, s: Int32Array): number {
  const holder = s[LA_HOLDER]!;
  if (holder >= 0 && holder < game.seats) return 1 << holder;
  return mostKnights(game, s);
}

/** Roads seat p has on the board. */
export function roadsBuilt(game: Game, s: Int32Array, p: number): number {
  return game.supply.roads - s[game.layout.roadsLeft + p]!;
}

/** Trade Advantage: the Longest Road holder, else the one seat with strictly the most roads (D120). */
export function tradeAdvantageTaker(game: Game, s: Int32Array): number {
  const holder = s[LR_HOLDER]!;
  if (holder >= 0) return holder < game.seats ? 1 << holder : 0;
  const mask = most(game.seats, (p) => roadsBuilt(game, s, p));
  return (mask & (mask - 1)) === 0 ? mask : 0;
}

/** Buildings of seat p on harbor intersections (D121). */
export function harborsHeld(game: Game, s: Int32Array, p: number): number {
  const owner = game.layout.nodeOwner;
  const harborAt = game.hooks.harborAt;
  let n = 0;
  for (let node = 0; node < game.board.numNodes; node++) if (s[owner + node] === p + 1 && harborAt(game, s, node) >= 0) n++;
  return n;
}

/** Calm Seas: the seats with the most buildings on harbors, at least one. */
export function mostHarbors(game: Game, s: Int32Array): number {
  return most(game.seats, (p) => harborsHeld(game, s, p));
}

/** Neighborly Assistance: the seats with the most public VP, when some seat has fewer (D122). */
export function mostVp(game: Game, s: Int32Array): number {
  const vp = game.layout.publicVp;
  const mask = most(game.seats, (p) => s[vp + p]! + 1);
  return mask === (1 << game.seats) - 1 ? 0 : mask;
}

/** The seats with fewer public VP than p. */
export function poorerThan(game: Game, s: Int32Array, p: number): number {
  const vp = game.layout.publicVp;
  let mask = 0;
  for (let q = 0; q < game.seats; q++) if (s[vp + q]! < s[vp + p]!) mask |= 1 << q;
  return mask;
}

/** Resource cards seat p holds (the public hand size when the hands hold nothing else, so a view reads it too). */
export function resourcesHeld(game: Game, s: Int32Array, p: number): number {
  if (game.handKinds === NUM_RESOURCES) return s[game.layout.handTotal + p]!;
  const h = game.layout.hand + p * NUM_RESOURCES;
  let n = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) n += s[h + r]!;
  return n;
}

/** Every seat that holds at least one resource card. */
export function holders(game: Game, s: Int32Array): number {
  let mask = 0;
  for (let p = 0; p < game.seats; p++) if (resourcesHeld(game, s, p) > 0) mask |= 1 << p;
  return mask;
}
