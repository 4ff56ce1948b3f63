// The barbarians on the paths [675-726]: three, one at most per path. A 7 (after the discards)
// and a knight move one to any free path, and the mover takes a resource card from the owner of
// the road there (D203); a barbarian driven off by a wagon goes to a free path its attacker picks,
// with no theft. A roll of 2 or 12 is rolled again at 3-4 players (D204).

import { ARG_BITS, idBits } from '../../../engine/actions.js';
import { MAX_HAND_KINDS, type Game } from '../../../engine/game.js';
import { cardName, hasStream, takeCard } from '../../../engine/hands.js';
import { endDecision } from '../../../engine/decision-queue.js';
import { CUR, PHASE, PH_MOVE_ROBBER, PH_PRE_ROLL } from '../../../engine/layout.js';
import type { KindRule, PhaseRule } from '../../../engine/rule-set.js';
import type { RollStep } from '../../../engine/roll-steps.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { stealableHand } from '../../../engine/cards.js';
import { OB_ROBBER } from '../../base/decisions.js';
import { sampleSteal, stealOutcomes } from '../../base/dice.js';
import { barbarianOn, fieldsOf, roadOwner } from './context.js';
import { A_MOVE_BARBARIAN, EDGE_BITS, PH_BARBARIAN_AWAY, PH_WAGON } from './ids.js';
import { BARBARIANS } from './tables.js';

const EDGE_MASK = (1 << EDGE_BITS) - 1;

/** The seat robbed when a barbarian moved by seat p's 7 or knight lands on edge e: the road's owner, if another seat with a card to lose; else -1. */
export function barbarianVictim(st: { game: Game; s: Int32Array }, p: number, e: number): number {
  const { game, s } = st;
  const o = roadOwner(game, fieldsOf(game), s, e);
  return o >= 0 && o !== p && o < game.seats && stealableHand(game, s, o) > 0 ? o : -1;
}

/** Moves of barbarian b (every barbarian when b < 0) to the free board paths, appended. */
function barbarianMoves(st: { game: Game; s: Int32Array }, b: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  const F = fieldsOf(game);
  const kind = A_MOVE_BARBARIAN << ARG_BITS;
  const E = game.board.numEdges;
  for (let x = 0; x < BARBARIANS; x++) {
    if (b >= 0 && x !== b) continue;
    for (let e = 0; e < E; e++) if (barbarianOn(F, s, e) < 0) out[n++] = kind | (x << EDGE_BITS) | e;
  }
  return n;
}

/** A 7's or a knight's move (in place of the robber's, D203): any barbarian to any free path. */
export function barbarianSevenPhase(numEdges: number): PhaseRule {
  return { name: 'move_barbarian', maxActions: BARBARIANS * numEdges, legal: (st, out) => barbarianMoves(st, -1, out, 0) };
}

/** The barbarian just driven off to a free path. */
export function barbarianAwayPhase(numEdges: number): PhaseRule {
  return { name: 'barbarian_away', maxActions: numEdges, legal: (st, out) => barbarianMoves(st, st.s[fieldsOf(st.game).away]!, out, 0) };
}

/** Whether this move robs: a 7's or a knight's (the robber's decision), not a drive-off's. */
const robs = (s: Int32Array) => s[PHASE] === PH_MOVE_ROBBER;

export const MOVE_BARBARIAN: KindRule = {
  name: 'move_barbarian',
  argBits: 2 + EDGE_BITS,
  maxOutcomes: MAX_HAND_KINDS,
  outcomes(st, arg, values, weights) {
    if (!robs(st.s)) return 0;
    const v = barbarianVictim(st, st.s[CUR]!, arg & EDGE_MASK);
    return v < 0 ? 0 : stealOutcomes(st.game, st.s, v, values, weights);
  },
  sample(st, arg) {
    if (!robs(st.s)) return NO_OUTCOME;
    const v = barbarianVictim(st, st.s[CUR]!, arg & EDGE_MASK);
    return v < 0 ? NO_OUTCOME : sampleSteal(st.game, st.s, v);
  },
  apply(st, arg, outcome) {
    const { game, s } = st;
    const F = fieldsOf(game);
    const b = arg >>> EDGE_BITS;
    const e = arg & EDGE_MASK;
    if (!(b < BARBARIANS && e < game.board.numEdges) || barbarianOn(F, s, e) >= 0) throw new Error(`move_barbarian: barbarian ${b} cannot go to edge ${e}`);
    s[F.barbarian + b] = e;
    if (robs(s)) {
      const v = barbarianVictim(st, s[CUR]!, e);
      // A search on a view may leave a steal's card unknown: nothing is taken there.
      if (v >= 0 && (outcome >= 0 || hasStream(s))) {
        if (!(outcome >= 0 && outcome < game.handKinds)) throw new Error(`move_barbarian: outcome ${outcome} names no card to take`);
        takeCard(game, s, v, s[CUR]!, outcome, 'move_barbarian');
      }
      endDecision(st, OB_ROBBER);
      return;
    }
    s[F.away] = -1;
    s[PHASE] = PH_WAGON;
  },
  describe: (game, arg) => `barbarian ${arg >>> EDGE_BITS} to [${game.board.edgeName[arg & EDGE_MASK]?.join(', ')}]`,
  record: {
    write(w, arg, o) {
      const entry = { p: w.st.s[CUR]!, a: 'move_barbarian', barbarian: arg >>> EDGE_BITS, edge: w.edge(arg & EDGE_MASK) } as Record<string, unknown> & { p: number; a: string };
      if (o >= 0) entry.stolen = cardName(w.st.game, o) ?? null;
      return entry;
    },
    read: {
      move_barbarian(r, e) {
        const b = Number(e.barbarian);
        if (!(Number.isInteger(b) && b >= 0 && b < BARBARIANS)) throw r.error(`barbarian must be 0-${BARBARIANS - 1}`);
        const stolen = e.stolen === undefined || e.stolen === null ? NO_OUTCOME : r.card(e.stolen);
        return [[(b << EDGE_BITS) | r.edge(e.edge), stolen]];
      },
    },
  },
};

export function checkEdgeBits(numEdges: number): void {
  if (idBits(numEdges) > EDGE_BITS) throw new Error(`traders-and-barbarians: ${numEdges} edges do not fit the barbarian's ${EDGE_BITS} bits`);
}

/** 2 and 12 are rolled again at 3-4 players (D204): the roll goes back to its phase before anything is paid. */
export const REROLL_STEP: RollStep = {
  name: 'reroll-2-12',
  run(st, total) {
    if (total !== 2 && total !== 12) return true;
    st.s[PHASE] = PH_PRE_ROLL;
    return false;
  },
};
