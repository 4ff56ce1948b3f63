// The one-ply search: a copy of the position per action (reused buffers, one set per depth),
// expectations over the chance outcomes the seat can estimate from its view, and the forced
// sub-decisions (robber, free roads) followed to a few plies.

import { A_BUY_DEV, A_CITY, A_MARITIME, A_MONOPOLY, A_ROBBER, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { NUM_DEV_TYPES, NUM_RESOURCES } from '../../engine/constants.js';
import { copyState, type Game, type GameState } from '../../engine/game.js';
import { CUR, PHASE, PH_MAIN, PH_MOVE_ROBBER, PH_ROAD_BUILDING, PLAYED } from '../../engine/layout.js';
import { legalActions, maxActions } from '../../engine/legal.js';
import { applyWithOutcome, chanceOutcomes, NO_OUTCOME } from '../../engine/step.js';
import { opponentsHolding, withoutRoadBuildingStop } from '../features.js';
import { robberMove } from '../greedy/index.js';
import { known, type Known } from '../kits.js';
import { boardValue } from './evaluation.js';
import { handValue } from './hand.js';
import type { ValueWeights } from './weights.js';

export const MAX_DEPTH = 4;

interface Buffers {
  game: Game;
  /** The roles of the game's kits: the kinds and phases played by id below. */
  role: Known['role'];
  /** 1 at the kinds of the kits' own builds (walls, knights, improvements), which a trade may make possible. */
  extra: Uint8Array;
  clones: GameState[];
  legal: Int32Array[];
  values: Int32Array[];
  weights: Int32Array[];
}

function makeBuffers(game: Game): Buffers {
  const size = game.layout.size;
  const m = maxActions(game);
  const clones: GameState[] = [];
  const legal: Int32Array[] = [];
  const values: Int32Array[] = [];
  const weights: Int32Array[] = [];
  for (let d = 0; d <= MAX_DEPTH; d++) {
    clones.push({ game, s: new Int32Array(size) });
    legal.push(new Int32Array(m));
    values.push(new Int32Array(game.maxOutcomes));
    weights.push(new Int32Array(game.maxOutcomes));
  }
  return { game, role: known(game).role, extra: known(game).extraBuilds, clones, legal, values, weights };
}

/**
 * Chance outcomes of `a` as the seat can estimate them: the engine's own when the state shows
 * them; otherwise (a view) a development card over the cards the seat has not seen, and a steal
 * over what the opponents hold between them.
 */
function outcomesFor(st: GameState, role: Known['role'], seat: number, a: number, values: Int32Array, weights: Int32Array): number {
  const n = chanceOutcomes(st, a, values, weights);
  if (n > 0) return n;
  const kind = a >>> ARG_BITS;
  const { game, s } = st;
  const L = game.layout;
  let m = 0;
  if (kind === A_BUY_DEV) {
    for (let k = 0; k < NUM_DEV_TYPES; k++) {
      const unseen = game.supply.devDeck[k]! - s[PLAYED + k]! - s[L.dev + seat * NUM_DEV_TYPES + k]! - s[L.devNew + seat * NUM_DEV_TYPES + k]!;
      if (unseen > 0) {
        values[m] = k;
        weights[m++] = unseen;
      }
    }
  } else if (kind === role.forcedTrade) {
    // Catan for Two: two cards from the opponent's hidden hand, estimated from what it can hold.
    const o = 1 - seat;
    const one = s[L.handTotal + o]! < 2;
    for (let r1 = 0; r1 < NUM_RESOURCES; r1++) {
      const h1 = opponentsHolding(st, seat, r1);
      if (h1 <= 0) continue;
      if (one) {
        values[m] = r1 * 6 + 5;
        weights[m++] = h1;
        continue;
      }
      for (let r2 = 0; r2 < NUM_RESOURCES; r2++) {
        const h2 = opponentsHolding(st, seat, r2) - (r1 === r2 ? 1 : 0);
        if (h2 <= 0) continue;
        values[m] = r1 * 6 + r2;
        weights[m++] = h1 * h2;
      }
    }
  } else if (kind === A_ROBBER || kind === role.pirate || kind === role.steal) {
    const victim = (a & 7) - 1;
    if (victim >= 0 && s[L.handTotal + victim]! > 0) {
      for (let r = 0; r < NUM_RESOURCES; r++) {
        const held = opponentsHolding(st, seat, r);
        if (held > 0) {
          values[m] = r;
          weights[m++] = held;
        }
      }
    }
  }
  return m;
}

export class Searcher {
  W: ValueWeights;
  greedyRobber: boolean;
  buf: Buffers | null = null;
  constructor(W: ValueWeights, greedyRobber: boolean) {
    this.W = W;
    this.greedyRobber = greedyRobber;
  }

  buffers(game: Game): Buffers {
    if (!this.buf || this.buf.game !== game) this.buf = makeBuffers(game);
    return this.buf;
  }

  /** Expected value of playing `a` in `st` (depth = buffer level to use). */
  q(st: GameState, seat: number, a: number, depth: number): number {
    const B = this.buffers(st.game);
    const child = B.clones[depth]!;
    const kind = a >>> ARG_BITS;
    const n = outcomesFor(st, B.role, seat, a, B.values[depth]!, B.weights[depth]!);
    if (n === 0) {
      if (kind === A_BUY_DEV) return -Infinity;
      copyState(child, st);
      // A robber's victim whose cards the estimate finds none of (it holds commodities, which a
      // view does not count): the move is valued without the card.
      applyWithOutcome(child, kind === A_ROBBER && (a & 7) !== 0 ? a & ~7 : a, NO_OUTCOME);
      if (kind === A_MONOPOLY) this.fixMonopoly(st, child, seat, a & ARG_MASK);
      let v = this.follow(child, seat, depth + 1);
      if (kind === A_MARITIME && depth + 1 < MAX_DEPTH) v = Math.max(v, this.bestBuild(child, seat, depth + 1));
      return v;
    }
    const values = B.values[depth]!;
    const weights = B.weights[depth]!;
    let total = 0;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      copyState(child, st);
      applyWithOutcome(child, a, values[i]!);
      sum += weights[i]! * this.follow(child, seat, depth + 1);
      total += weights[i]!;
    }
    return sum / total;
  }

  /** A view shows no opponent's cards, so Monopoly took nothing there: credit what they hold. */
  fixMonopoly(before: GameState, after: GameState, seat: number, r: number): void {
    const L = before.game.layout;
    const got = after.s[L.hand + seat * NUM_RESOURCES + r]! - before.s[L.hand + seat * NUM_RESOURCES + r]!;
    const held = opponentsHolding(before, seat, r);
    if (got < held) {
      after.s[L.hand + seat * NUM_RESOURCES + r]! += held - got;
      after.s[L.handTotal + seat]! += held - got;
    }
  }

  /** Value of a position, following the seat's own forced sub-decisions (robber, free roads). */
  follow(st: GameState, seat: number, depth: number): number {
    const s = st.s;
    const phase = s[PHASE]!;
    if (depth < MAX_DEPTH && s[CUR] === seat && phase !== PH_MAIN && this.followed(st.game, phase)) {
      const legal = this.buffers(st.game).legal[depth]!;
      const n = withoutRoadBuildingStop(legal, legalActions(st, legal));
      // The robber goes where the greedy rule puts it (against the leader).
      if (phase === PH_MOVE_ROBBER && this.greedyRobber && n > 0) return this.q(st, seat, robberMove(st, seat, legal, n), depth);
      let best = -Infinity;
      for (let i = 0; i < n; i++) {
        const v = this.q(st, seat, legal[i]!, depth);
        if (v > best) best = v;
      }
      if (best > -Infinity) return best;
    }
    return boardValue(st, seat, this.W) + handValue(st, seat, this.W, null);
  }

  /** Whether the seat's own decision in `phase` is followed: the robber, free roads, and the kits' gold, discovery and forced give. */
  followed(game: Game, phase: number): boolean {
    if (phase === PH_MOVE_ROBBER || phase === PH_ROAD_BUILDING) return true;
    const role = this.buffers(game).role;
    return phase === role.forcedGivePhase || phase === role.goldPhase || phase === role.discoverPhase;
  }

  /** The best city, settlement, development card or (Seafarers) ship legal in `st` (after a trade), or -Infinity. */
  bestBuild(st: GameState, seat: number, depth: number): number {
    const B = this.buffers(st.game);
    const legal = B.legal[depth]!;
    const n = legalActions(st, legal);
    let best = -Infinity;
    for (let i = 0; i < n; i++) {
      const a = legal[i]!;
      const k = a >>> ARG_BITS;
      if (k !== A_CITY && k !== A_SETTLEMENT && k !== A_BUY_DEV && k !== B.role.ship && !(k < B.extra.length && B.extra[k] === 1)) continue;
      const v = this.q(st, seat, a, depth);
      if (v > best) best = v;
    }
    return best;
  }
}
