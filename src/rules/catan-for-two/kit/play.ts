// Decisions specific to Catan for Two, shared by the built-in bots: where to put the free neutral
// piece (block the opponent, not oneself), and when to spend trade tokens.

import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { GameState } from '../../../engine/game.js';
import { LA_HOLDER, ROBBER } from '../../../engine/layout.js';
import { handSize, knightsPlayed, nodePips, pipsOnHex, roadDistances } from '../../../bots/features.js';
import { A_FORCED_TRADE, A_NEUTRAL_ROAD, A_NEUTRAL_SETTLEMENT, A_RETIRE_KNIGHT, A_ROBBER_TO_DESERT, catanForTwoFields } from '../fields.js';

const near = (d: number) => d >= 0 && d <= 2;

/**
 * The neutral road or settlement that hurts the opponent most and the seat least: a settlement on
 * the best site the opponent can reach soon and the seat cannot; a road across the opponent's
 * way out, away from the seat's own.
 */
export function neutralBuild(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const b = st.game.board;
  const opp = Int8Array.from(roadDistances(st, 1 - seat, 2).subarray(0, b.numNodes));
  const own = roadDistances(st, seat, 2);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const kind = a >>> ARG_BITS;
    const item = (a & ARG_MASK) >>> 1;
    let score = -Infinity;
    if (kind === A_NEUTRAL_SETTLEMENT) {
      score = nodePips(st.game, item) * (near(opp[item]!) ? 2 : 1) - (near(own[item]!) ? 20 : 0);
    } else if (kind === A_NEUTRAL_ROAD) {
      for (let k = 0; k < 2; k++) {
        const node = b.edgeNodes[item * 2 + k]!;
        const sc = (near(opp[node]!) ? 2 : 0) + nodePips(st.game, node) / 10 - (near(own[node]!) ? 3 : 0);
        if (sc > score) score = sc;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * A token action worth taking now, or -1: the robber back to the desert when it blocks 3+ of the
 * seat's pips; a forced trade when cards are missing and the opponent holds a few; a played knight
 * for tokens when that cannot cost Largest Army and tokens run low.
 */
export function tokenPlay(st: GameState, seat: number, legal: Int32Array, count: number, missing: number): number {
  const s = st.s;
  let forced = -1;
  let desert = -1;
  let retire = -1;
  for (let i = 0; i < count; i++) {
    const k = legal[i]! >>> ARG_BITS;
    if (k === A_FORCED_TRADE) forced = legal[i]!;
    else if (k === A_ROBBER_TO_DESERT) desert = legal[i]!;
    else if (k === A_RETIRE_KNIGHT) retire = legal[i]!;
  }
  if (desert >= 0 && pipsOnHex(st, seat, s[ROBBER]!) >= 3) return desert;
  if (forced >= 0 && missing > 0 && handSize(st, 1 - seat) >= 3 && handSize(st, seat) >= 2) return forced;
  if (retire >= 0 && s[catanForTwoFields(st.game)!.tokens + seat]! < 2) {
    const mine = knightsPlayed(st, seat) - 1;
    const keepsArmy = s[LA_HOLDER] !== seat || (mine >= st.game.supply.largestArmyMin && mine > knightsPlayed(st, 1 - seat));
    if (keepsArmy) return retire;
  }
  return -1;
}
