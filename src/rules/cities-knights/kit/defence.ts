// The barbarians as a seat sees them coming (D43-D48): how far the ship is from landing, the
// barbarians' strength (every city on the board) against the active knights' (every seat's), and
// where a seat stands among the seats that could lose a city. Everything is public, so the same on
// a view and on the full state. Results go into one module scratch object (no allocation).

import type { GameState } from '../../../engine/game.js';
import { BARBARIAN_TRACK } from '../data.js';
import { activeStrengthOf, type Ck } from './state.js';

export interface Defence {
  /** Ship spaces left before the attack (1..BARBARIAN_TRACK; 0 while the nasty variant's commitments last). */
  distance: number;
  /** The barbarians' strength: the cities on the board (D45). */
  barbarians: number;
  /** Every seat's active strength together, and the seat's own. */
  total: number;
  mine: number;
  /** The lowest active strength among the other seats with a free city (Infinity: none has one). */
  lowOther: number;
  /** The highest active strength among the other seats. */
  highOther: number;
  /** Whether the seat has a city without a metropolis, which it would lose (D46). */
  free: boolean;
}

const scratch: Defence = { distance: 0, barbarians: 0, total: 0, mine: 0, lowOther: Infinity, highOther: 0, free: false };

/** Whether seat p has a city carrying no metropolis. */
export function hasFreeCity(C: Ck, st: GameState, p: number): boolean {
  const { game, s } = st;
  const L = game.layout;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) {
      const node = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (!isMetropolis(C, s, node)) return true;
    }
  }
  return false;
}

/** Whether a metropolis stands on `node`. */
export function isMetropolis(C: Ck, s: Int32Array, node: number): boolean {
  for (let a = 0; a < 3; a++) if (s[C.metropolis + a] === node + 1) return true;
  return false;
}

/** The cities on the board, of every colour. */
export function citiesOnBoard(st: GameState): number {
  const { game, s } = st;
  const L = game.layout;
  let n = 0;
  for (let p = 0; p < L.players; p++) {
    for (let w = 0; w < L.nodeWords; w++) for (let bits = s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) n++;
  }
  return n;
}

/** The defence as seat `seat` sees it now (module scratch, valid until the next call). */
export function defenceOf(C: Ck, st: GameState, seat: number): Defence {
  const { game, s } = st;
  const d = scratch;
  d.distance = Math.max(0, BARBARIAN_TRACK - s[C.barbarians]!);
  d.barbarians = citiesOnBoard(st);
  d.total = 0;
  d.lowOther = Infinity;
  d.highOther = 0;
  for (let p = 0; p < game.seats; p++) {
    const a = activeStrengthOf(C, s, p);
    d.total += a;
    if (p === seat) {
      d.mine = a;
      continue;
    }
    if (a > d.highOther) d.highOther = a;
    if (a < d.lowOther && hasFreeCity(C, st, p)) d.lowOther = a;
  }
  d.free = hasFreeCity(C, st, seat);
  return d;
}

/** Whether, were the ship to land now, the seat would lose a city: the barbarians win and it is among the weakest that have one. */
export function wouldLose(d: Defence): boolean {
  return d.free && d.total < d.barbarians && d.mine <= d.lowOther;
}

/** Whether, were the ship to land now, the seat would be the Defender of Catan (the sole strongest of a won defence). */
export function wouldDefend(d: Defence): boolean {
  return d.total >= d.barbarians && d.mine > d.highOther;
}

/**
 * How soon the attack is, 1 when the ship lands on the next ship face and less the further it is:
 * each roll moves it with chance 1/2, so it takes about two rolls a space.
 */
export function urgency(distance: number): number {
  return distance <= 1 ? 1 : 2 / (1 + distance);
}
