// The robber and discards: where the robber goes (against the leader) and which cards to shed
// (those the target needs least). The value bot plays these rules too, which measured stronger
// than its own search for them.

import { A_DISCARD, A_ROBBER, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import type { GameState } from '../../engine/game.js';
import { ROBBER } from '../../engine/layout.js';
import { A_PIRATE } from '../../rules/seafarers/ids.js';
import { A_PIRATE_CLOTH } from '../../rules/seafarers/scenarios/cloth-for-catan.js';
import { A_STEAL } from '../../rules/seafarers/scenarios/pirate-islands/ids.js';
import { edgeTaken, shipEdge } from '../../rules/seafarers/sites.js';
import { hand, handSize, leader, pipsOnHex, publicVp, touchesHex } from '../features.js';
import { seaOf, shipTips, type Sea } from '../sea.js';
import { need } from './scratch.js';
import { chooseTarget, targetNeed, type Target } from './targets.js';

/** Robber move: against the leader's best hex, never one touching the seat's own buildings. */
export function robberMove(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const sea = seaOf(st.game);
  if (sea) return seaRobberMove(st, sea, seat, legal, count);
  const lead = leader(st, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_ROBBER) continue;
    const score = robberScore(st, seat, a & ARG_MASK, lead);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** A robber move's worth (arg hex * 8 + victim + 1): the pips it blocks, the leader's most, and the steal. */
function robberScore(st: GameState, seat: number, arg: number, lead: number): number {
  const P = st.game.seats;
  const hex = arg >>> 3;
  let score = 0;
  if (touchesHex(st, seat, hex)) score -= 1000 + pipsOnHex(st, seat, hex);
  for (let q = 0; q < P; q++) {
    if (q === seat) continue;
    const pips = pipsOnHex(st, q, hex);
    if (pips === 0) continue;
    score += pips * (q === lead ? 3 : 1) * (1 + publicVp(st, q) / 5);
  }
  return score + stealScore(st, (arg & 7) - 1, lead);
}

function stealScore(st: GameState, victim: number, lead: number): number {
  return victim >= 0 ? 1 + (victim === lead ? 2 : 0) + 0.1 * handSize(st, victim) : 0;
}

// Seafarers: the pirate. A side of its hex takes no new ship and no ship beside it moves, so it
// blocks the ship tips on its corners.
const tipBuf = new Int32Array(64);
/**
 * What one blocked side of a rival's ship tip is worth beside the robber's pips (x3 for the
 * leader, x (1 + VP / 5)): a blocked tip costs a turn or more of sailing, about what the robber
 * on 2-3 of the rival's pips costs it.
 */
const PIRATE_BLOCK = 2.5;
/** The seat's own blocked tip sides, per side (freeing them counts the same). */
const OWN_BLOCK = 12;
/** Cloth for Catan: taking a cloth rather than a card (half a VP off the victim). */
const CLOTH_STEAL = 4;

/** Sides of hex h beside one of `seat`'s ship tips that a ship could take but for the pirate. */
function blockedSides(st: GameState, sea: Sea, seat: number, h: number): number {
  if (h < 0) return 0;
  const n = shipTips(st, sea, seat, tipBuf);
  if (n === 0) return 0;
  const b = st.game.board;
  let count = 0;
  for (let k = 0; k < 6; k++) {
    const e = b.hexEdges[h * 6 + k]!;
    if (e < 0 || !shipEdge(st.game, st.s, sea.F, sea.T, e) || edgeTaken(st.game, st.s, sea.F, e)) continue;
    const x = b.edgeNodes[e * 2]!;
    const y = b.edgeNodes[e * 2 + 1]!;
    for (let i = 0; i < n; i++) {
      if (tipBuf[i] === x || tipBuf[i] === y) {
        count++;
        break;
      }
    }
  }
  return count;
}

/** Whether the pirate blocks a ship tip of `seat` (a knight would free it). */
export function pirateBlocks(st: GameState, sea: Sea, seat: number): boolean {
  return sea.T.scenario.pirate && blockedSides(st, sea, seat, st.s[sea.F.pirate]!) > 0;
}

/**
 * Robber or pirate (Seafarers): the robber as robberMove has it, the pirate where it blocks the
 * ship tips of a rival (the leader's most) and not the seat's own, each with its steal; moving
 * one leaves the other where it is, so freeing the seat's own hex or tips counts for the move.
 * Scenarios: a cloth taken by the pirate (Cloth for Catan) beats a card; the Pirate Islands' 7
 * steals from the leader first.
 */
function seaRobberMove(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
  const P = st.game.seats;
  const s = st.s;
  const lead = leader(st, seat);
  const robber = s[ROBBER]!;
  const pirate = s[sea.F.pirate]!;
  const robberRelief = robber >= 0 ? 3 * pipsOnHex(st, seat, robber) : 0;
  const pirateRelief = OWN_BLOCK * blockedSides(st, sea, seat, pirate);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const kind = a >>> ARG_BITS;
    const arg = a & ARG_MASK;
    let score: number;
    if (kind === A_ROBBER) score = robberScore(st, seat, arg, lead) + robberRelief;
    else if (kind === A_STEAL) score = stealScore(st, arg - 1, lead);
    else if (kind === A_PIRATE || kind === A_PIRATE_CLOTH) {
      const h = arg >>> 3;
      // Cloth for Catan: a cloth taken is half a VP from the victim.
      const cloth = kind === A_PIRATE_CLOTH && (arg & 7) > 0 ? CLOTH_STEAL : 0;
      score = pirateRelief - OWN_BLOCK * blockedSides(st, sea, seat, h) + stealScore(st, (arg & 7) - 1, lead) + cloth;
      for (let q = 0; q < P; q++) {
        if (q === seat) continue;
        score += Math.min(2, blockedSides(st, sea, q, h)) * PIRATE_BLOCK * (q === lead ? 3 : 1) * (1 + publicVp(st, q) / 5);
      }
    } else continue;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

const targetScratch: Target = { build: -1, site: -1, roads: 0, firstEdge: -1, ships: 0, firstShip: -1 };

/** Discards the card its target needs least (largest surplus over the target's cost). */
export function discardCard(st: GameState, seat: number, legal: Int32Array, count: number): number {
  return shedCard(st, seat, legal, count, A_DISCARD);
}

/** The card (an action of `kind` with a resource argument) the seat needs least: for discards and forced-trade gives. */
export function shedCard(st: GameState, seat: number, legal: Int32Array, count: number, kind: number): number {
  const t = chooseTarget(st, seat, targetScratch);
  targetNeed(t, need);
  // A city and a settlement are always worth keeping toward as well.
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== kind) continue;
    const r = a & ARG_MASK;
    const h = hand(st, seat, r);
    const score = (h - need[r]!) * 10 + h;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
