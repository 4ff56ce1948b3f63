// Gold coins of Traders & Barbarians (Rivers, Barbarian Attack, the Traders & Barbarians
// scenario): a hand kind of their own, public, never counted on a 7, never discarded or stolen,
// traded between players like a card (D105). The scenarios pay and charge coins through these.

import type { Game } from '../../../engine/game.js';
import { cardIndex } from '../../../engine/hands.js';

/** The hand kind's name in hands, records and views. */
export const GOLD = 'gold';

/**
 * Coins in the supply, as their value: 25 ones and 15 fives, and 8 of each more with the 5-6
 * extension (D105). The supply is large enough that it rarely runs dry; when it does, a payout
 * gives what is left.
 */
export function goldSupply(players: number): number {
  return players >= 5 ? 100 + 48 : 100;
}

/** The hand kind of gold in this game, or -1 when gold is not in play. */
export function goldKind(game: Game): number {
  return cardIndex(game, GOLD);
}

/** Seat p's coins. */
export function goldHeld(game: Game, s: Int32Array, p: number): number {
  const k = goldKind(game);
  return k < 0 ? 0 : s[game.cardSlot[p * game.handKinds + k]!]!;
}

/** Coins in the supply. */
export function goldInSupply(game: Game, s: Int32Array): number {
  const k = goldKind(game);
  return k < 0 ? 0 : s[game.bankSlot[k]!]!;
}

/** Pays seat p up to `n` coins from the supply; returns how many it got. */
export function gainGold(game: Game, s: Int32Array, p: number, n: number): number {
  const k = goldKind(game);
  if (k < 0) throw new Error('gold is not in play in this game');
  const got = Math.min(n, s[game.bankSlot[k]!]!);
  s[game.bankSlot[k]!]! -= got;
  s[game.cardSlot[p * game.handKinds + k]!]! += got;
  s[game.layout.handTotal + p]! += got;
  return got;
}

/** Seat p pays `n` coins to the supply (to = -1) or to seat `to`; the caller checks p holds them. */
export function payGold(game: Game, s: Int32Array, p: number, n: number, to = -1): void {
  const k = goldKind(game);
  const K = game.handKinds;
  const from = game.cardSlot[p * K + k]!;
  if (s[from]! < n) throw new Error(`seat ${p} holds ${s[from]} gold, cannot pay ${n}`);
  s[from]! -= n;
  s[game.layout.handTotal + p]! -= n;
  if (to < 0) {
    s[game.bankSlot[k]!]! += n;
    return;
  }
  s[game.cardSlot[to * K + k]!]! += n;
  s[game.layout.handTotal + to]! += n;
}
