// The greedy bot's robber and pirate on a Seafarers board: the pirate blocks the ship tips on its
// hex's corners, so it goes where it blocks a rival's (the leader's most) and frees the seat's own.

import { A_ROBBER, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { GameState } from '../../../engine/game.js';
import { ROBBER } from '../../../engine/layout.js';
import { leader, pipsOnHex, publicVp } from '../../../bots/features.js';
import { robberScore, stealScore } from '../../../bots/greedy/robber.js';
import { A_PIRATE } from '../ids.js';
import { A_PIRATE_CLOTH } from '../scenarios/cloth-for-catan.js';
import { A_STEAL } from '../scenarios/pirate-islands/ids.js';
import { edgeTaken, shipEdge } from '../sites.js';
import { shipTips, type Sea } from './sea.js';

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
export function seaRobberMove(st: GameState, sea: Sea, seat: number, legal: Int32Array, count: number): number {
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

