// Moving resource and development cards between the bank, the deck and hands, keeping the hand
// totals with them. Shared by every rule set's effects; the random draws here come from the
// state's own stream.

import { NUM_DEV_TYPES, NUM_RESOURCES } from './constants.js';
import type { Game } from './game.js';
import { ARG_BITS } from './actions.js';
import { BANK, DEV_PLAYED, PLAYED, RNG } from './layout.js';
import type { PhaseRule } from './rule-set.js';

/**
 * A cost over hand kinds: counts by hand kind, the resources first. A cost of the five resources
 * only is five long; one with a rule set's cards (a commodity) runs to the last kind it names.
 */
export function handCost(parts: Readonly<Record<number, number>>): Int8Array {
  let len = NUM_RESOURCES;
  for (const k of Object.keys(parts)) len = Math.max(len, Number(k) + 1);
  const c = new Int8Array(len);
  for (const [k, n] of Object.entries(parts)) c[Number(k)] = n;
  return c;
}

/** Seat p pays `cost` (counts by hand kind, see handCost) to the bank. */
export function pay(game: Game, s: Int32Array, p: number, cost: Int8Array): void {
  const h = game.layout.hand + p * NUM_RESOURCES;
  let total = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const c = cost[r]!;
    s[h + r]! -= c;
    s[BANK + r]! += c;
    total += c;
  }
  // A cost of resources only (every standard one) ends here.
  const K = game.handKinds;
  for (let k = NUM_RESOURCES; k < cost.length; k++) {
    const c = cost[k]!;
    s[game.cardSlot[p * K + k]!]! -= c;
    s[game.bankSlot[k]!]! += c;
    total += c;
  }
  s[game.layout.handTotal + p]! -= total;
}

export function takeFromBank(game: Game, s: Int32Array, p: number, r: number, n: number): void {
  s[BANK + r]! -= n;
  s[game.layout.hand + p * NUM_RESOURCES + r]! += n;
  s[game.layout.handTotal + p]! += n;
}

export function moveCards(game: Game, s: Int32Array, from: number, to: number, r: number, n: number): void {
  if (n === 0) return;
  const L = game.layout;
  s[L.hand + from * NUM_RESOURCES + r]! -= n;
  s[L.handTotal + from]! -= n;
  s[L.hand + to * NUM_RESOURCES + r]! += n;
  s[L.handTotal + to]! += n;
}

/**
 * One card of hand kind k from `from` to `to` (a steal, a forced trade). On a view, where `from`'s
 * cards are hidden (zeros), only its count drops; on a real state a missing card is an engine
 * contract error named by `what`.
 */
export function takeCard(game: Game, s: Int32Array, from: number, to: number, k: number, what: string): void {
  const K = game.handKinds;
  if (s[game.cardSlot[from * K + k]!]! > 0) {
    moveHandCards(game, s, from, to, k, 1);
    return;
  }
  if (hasStream(s)) throw new Error(`${what}: seat ${from} holds no card of resource ${k}`);
  s[game.layout.handTotal + from]!--;
  s[game.cardSlot[to * K + k]!]!++;
  s[game.layout.handTotal + to]!++;
}

/** The name of hand kind k: a resource, or a card kind a rule set added. */
export function cardName(game: Game, k: number): string | undefined {
  return game.cardNames[k];
}

/** The hand kind named `name`, or -1. */
export function cardIndex(game: Game, name: string): number {
  return game.cardNames.indexOf(name);
}

/** `n` cards of hand kind k from seat `from` to seat `to`. */
export function moveHandCards(game: Game, s: Int32Array, from: number, to: number, k: number, n: number): void {
  const K = game.handKinds;
  s[game.cardSlot[from * K + k]!]! -= n;
  s[game.layout.handTotal + from]! -= n;
  s[game.cardSlot[to * K + k]!]! += n;
  s[game.layout.handTotal + to]! += n;
}

/** Seat p plays a development card of `kind` face up. */
export function playCard(game: Game, s: Int32Array, p: number, kind: number): void {
  const L = game.layout;
  s[L.dev + p * NUM_DEV_TYPES + kind]!--;
  s[L.devCount + p]!--;
  s[PLAYED + kind]!++;
  s[DEV_PLAYED] = 1;
}

/** Views have their stream zeroed; real and determinized states never do. */
export function hasStream(s: Int32Array): boolean {
  return (s[RNG]! | s[RNG + 1]! | s[RNG + 2]! | s[RNG + 3]!) !== 0;
}

/** Throws unless the state can draw chance outcomes (a view cannot). */
export function requireStream(s: Int32Array): void {
  if (!hasStream(s)) {
    throw new Error('this state has no random stream (it is a seat view): sample hidden information with determinize(), or give the outcome with applyWithOutcome()');
  }
}

/** The kind whose slice of the counts s[base..base+5) holds `ticket` (a draw weighted by the counts). */
export function pickWeighted(s: Int32Array, base: number, ticket: number): number {
  for (let k = 0; k < 5; k++) {
    ticket -= s[base + k]!;
    if (ticket < 0) return k;
  }
  return -1;
}

/**
 * A decision that takes one resource of the player's choice from the bank (Seafarers' gold, the
 * Aqueduct): action `kind` with the resource as its argument, for each resource the bank still holds.
 */
export function bankResourcePhase(name: string, kind: number): PhaseRule {
  const action = kind << ARG_BITS;
  return {
    name,
    maxActions: NUM_RESOURCES,
    legal({ s }, out) {
      let n = 0;
      for (let r = 0; r < NUM_RESOURCES; r++) if (s[BANK + r]! > 0) out[n++] = action | r;
      return n;
    },
  };
}
