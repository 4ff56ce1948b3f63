// The Poor Settler and Wealthiest Settler tiles (D152, D153): whoever holds the fewest coins holds
// a Poor Settler (-2 VP), every player tied for fewest included, unless every player is tied (then
// nobody is poorer than anyone); the sole player with the most coins holds the Wealthiest Settler
// (+1 VP), which is set aside while the most coins are shared. Both follow the coins, so after
// every action the tiles are dealt again from the coins and the public VP moved by the change.

import type { Game, GameState } from '../../../engine/game.js';
import type { GameBuilder, Invariant } from '../../../engine/rule-set.js';
import { goldKind } from '../gold/coins.js';

export const POOR_VP = -2;
export const WEALTHIEST_VP = 1;

/** The tiles each seat holds: 1 or 0 per seat. */
export interface WealthFields {
  readonly poor: number;
  readonly wealthiest: number;
}

export function wealthFields(g: GameBuilder): WealthFields {
  return { poor: g.field('poorSettler', g.layout.players), wealthiest: g.field('wealthiestSettler', g.layout.players) };
}

/** Tiles due, as bits of tilesDue's answer. */
export const DUE_POOR = 1;
export const DUE_WEALTHIEST = 2;

/**
 * The tiles every seat should hold, from the coins alone: bits DUE_* per seat, 2 bits each, seat 0
 * lowest (at most 6 seats, so 12 bits).
 */
export function tilesDue(game: Game, s: Int32Array): number {
  // The coins' slots read directly: this runs after every action of the game.
  const k = goldKind(game);
  const K = game.handKinds;
  const slot = game.cardSlot;
  let min = 0x7fffffff;
  let max = -1;
  let atMax = 0;
  for (let q = 0; q < game.seats; q++) {
    const c = s[slot[q * K + k]!]!;
    if (c < min) min = c;
    if (c > max) {
      max = c;
      atMax = 1;
    } else if (c === max) atMax++;
  }
  let due = 0;
  for (let q = 0; q < game.seats; q++) {
    const c = s[slot[q * K + k]!]!;
    if (min !== max && c === min) due |= DUE_POOR << (2 * q);
    if (c === max && atMax === 1) due |= DUE_WEALTHIEST << (2 * q);
  }
  return due;
}

/** The VP the tiles give seat p as held. */
export function tileVp(s: Int32Array, F: WealthFields, p: number): number {
  return s[F.poor + p]! * POOR_VP + s[F.wealthiest + p]! * WEALTHIEST_VP;
}

/** Deals the tiles from the coins, moving each seat's public VP by what its tiles changed. */
export function settleTiles(game: Game, s: Int32Array, F: WealthFields): void {
  const vp = game.layout.publicVp;
  const due = tilesDue(game, s);
  for (let p = 0; p < game.seats; p++) {
    const before = tileVp(s, F, p);
    s[F.poor + p] = (due >> (2 * p)) & DUE_POOR;
    s[F.wealthiest + p] = (due >> (2 * p + 1)) & 1;
    s[vp + p]! += tileVp(s, F, p) - before;
  }
}

/** The tiles follow the coins after every action, before the win check; they are VP sources of their own. */
export function installWealth(g: GameBuilder, F: WealthFields): void {
  const H = g.hooks;
  const afterAction = H.afterAction;
  H.afterAction = (st: GameState) => {
    settleTiles(st.game, st.s, F);
    afterAction(st);
  };
  const vpSources = H.vpSources;
  H.vpSources = (st, p) => ({ ...vpSources(st, p), poorSettler: st.s[F.poor + p] === 1 ? POOR_VP : 0, wealthiestSettler: st.s[F.wealthiest + p] === 1 ? WEALTHIEST_VP : 0 });
  const tiles: Invariant = {
    name: 'rivers-tiles',
    check({ game, s }, fail) {
      const due = tilesDue(game, s);
      for (let p = 0; p < game.seats; p++) {
        const poor = (due >> (2 * p)) & DUE_POOR;
        const rich = (due >> (2 * p + 1)) & 1;
        if (s[F.poor + p] !== poor) fail(`seat ${p}: Poor Settler tile ${s[F.poor + p]}, the coins say ${poor}`);
        if (s[F.wealthiest + p] !== rich) fail(`seat ${p}: Wealthiest Settler tile ${s[F.wealthiest + p]}, the coins say ${rich}`);
      }
    },
  };
  g.invariants.push(tiles);
}
