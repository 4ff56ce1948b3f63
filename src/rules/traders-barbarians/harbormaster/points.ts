// The Harbormaster's state and rule (D108-D110): each colour's harbor points (a settlement on a
// harbor 1, a city 2) and the card's holder, worked out again after every action from the
// buildings on harbor intersections, so whatever changes a building (a city built, a city the
// barbarians reduce, a harbor a rule set places beside a building) moves the card without a hook.

import { boardHarborAt, type Game } from '../../../engine/game.js';
import { hasBit, setBit } from '../../../engine/layout.js';
import type { GameBuilder, Invariant } from '../../../engine/rule-set.js';

/** Victory points of the Harbormaster card. */
export const HARBORMASTER_VP = 2;
/** Harbor points that first take the card (D109). */
export const HARBORMASTER_MIN = 3;

/** Offsets of the variant's fields in one game's state. */
export interface HarbormasterFields {
  /** The holder's colour + 1 (0: nobody holds the card). */
  readonly holder: number;
  /** Harbor points of each colour (the seats, then colours that never act, which may hold the card: D112). */
  readonly points: number;
  /** Node bitset: the intersections with a harbor of the board's own, set at the start (setUpHarborNodes). */
  readonly harborNodes: number;
}

export function harbormasterFieldsOn(g: GameBuilder): HarbormasterFields {
  return { holder: g.field('hm.holder'), points: g.field('hm.points', g.layout.players), harborNodes: g.field('hm.harborNodes', g.layout.nodeWords) };
}

/** The variant's fields in a game, or null when it is not in play. */
export function harbormasterFields(game: Pick<Game, 'layout'>): HarbormasterFields | null {
  const f = game.layout.fields;
  if (f['hm.holder'] === undefined) return null;
  return { holder: f['hm.holder'], points: f['hm.points']!, harborNodes: f['hm.harborNodes']! };
}

/**
 * Marks the board's harbor intersections in the state: the count after every action then looks
 * only at buildings on them (a few words ANDed), not at every building through the hook.
 */
export function setUpHarborNodes(game: Game, s: Int32Array, H: HarbormasterFields): void {
  const harbor = game.board.nodeHarbor;
  for (let w = 0; w < game.layout.nodeWords; w++) s[H.harborNodes + w] = 0;
  for (let n = 0; n < game.board.numNodes; n++) if (harbor[n]! >= 0) setBit(s, H.harborNodes, n);
}

/** The holder's colour, or -1. */
export function harbormasterHolder(H: HarbormasterFields, s: Int32Array): number {
  return s[H.holder]! - 1;
}

/** The harbor points a colour needs to take the card now: one more than the holder's, or the minimum. */
export function pointsToTake(H: HarbormasterFields, s: Int32Array): number {
  const holder = s[H.holder]! - 1;
  return holder >= 0 ? s[H.points + holder]! + 1 : HARBORMASTER_MIN;
}

/**
 * Colour p's harbor points counted from the board: each of its buildings on an intersection with
 * a harbor (harborAt: the board's, or one a rule set placed), a city 2 (a metropolis is a city),
 * anything else 1 (a Cities & Knights city on its side stands as a settlement) (D108).
 */
export function countHarborPoints(game: Game, s: Int32Array, p: number): number {
  const L = game.layout;
  let points = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[L.settle + p * L.nodeWords + w]! | s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) {
      const node = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (game.hooks.harborAt(game, s, node) < 0) continue;
      points += hasBit(s, L.city + p * L.nodeWords, node) ? 2 : 1;
    }
  }
  return points;
}

/**
 * Counts every colour's harbor points again and passes the card as Longest Road passes (D109,
 * D110): the holder keeps it while still among the most with at least HARBORMASTER_MIN; otherwise
 * a sole leader with at least HARBORMASTER_MIN takes it; otherwise it is set aside. The card's VP
 * move with it.
 */
export function refreshHarbormaster(game: Game, s: Int32Array, H: HarbormasterFields): void {
  const L = game.layout;
  const harborAt = game.hooks.harborAt;
  // Harbors a rule set places in play are found through the hook, at every building; otherwise
  // only the buildings on the board's harbors count (the run after every action: keep it short).
  const placed = harborAt !== boardHarborAt;
  for (let p = 0; p < L.players; p++) s[H.points + p] = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = placed ? s[L.built + w]! : s[L.built + w]! & s[H.harborNodes + w]!; bits !== 0; bits &= bits - 1) {
      const node = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (placed && harborAt(game, s, node) < 0) continue;
      const p = s[L.nodeOwner + node]! - 1;
      if (p < 0) continue;
      s[H.points + p]! += hasBit(s, L.city + p * L.nodeWords, node) ? 2 : 1;
    }
  }
  let max = 0;
  let count = 0;
  let leader = -1;
  for (let p = 0; p < L.players; p++) {
    const v = s[H.points + p]!;
    if (v > max) {
      max = v;
      count = 1;
      leader = p;
    } else if (v === max) count++;
  }
  const holder = s[H.holder]! - 1;
  if (holder >= 0 && s[H.points + holder] === max && max >= HARBORMASTER_MIN) return;
  const next = max >= HARBORMASTER_MIN && count === 1 ? leader : -1;
  if (next === holder) return;
  if (holder >= 0) s[L.publicVp + holder]! -= HARBORMASTER_VP;
  if (next >= 0) s[L.publicVp + next]! += HARBORMASTER_VP;
  s[H.holder] = next + 1;
}

/** The harbor points kept equal the board's, and the holder is among the most with at least the minimum. */
export function harbormasterInvariant(H: HarbormasterFields): Invariant {
  return {
    name: 'harbormaster',
    check({ game, s }, fail) {
      const L = game.layout;
      let max = 0;
      for (let p = 0; p < L.players; p++) {
        const v = countHarborPoints(game, s, p);
        if (v !== s[H.points + p]) fail(`harbormaster: colour ${p} has ${s[H.points + p]} harbor points, counted ${v}`);
        if (v > max) max = v;
      }
      for (let n = 0; n < game.board.numNodes; n++) {
        if (hasBit(s, H.harborNodes, n) !== game.board.nodeHarbor[n]! >= 0) fail(`harbormaster: node ${n} marked ${hasBit(s, H.harborNodes, n) ? '' : 'not '}as a harbor of the board`);
      }
      const holder = harbormasterHolder(H, s);
      if (holder >= L.players) fail(`harbormaster: held by colour ${holder}, which is not in the game`);
      if (holder >= 0 && (s[H.points + holder]! < HARBORMASTER_MIN || s[H.points + holder]! < max)) {
        fail(`harbormaster: held by colour ${holder} with ${s[H.points + holder]} harbor points (most ${max}, at least ${HARBORMASTER_MIN} needed)`);
      }
    },
  };
}
