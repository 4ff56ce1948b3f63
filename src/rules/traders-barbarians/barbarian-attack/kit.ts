// What the built-in bots know of Barbarian Attack: the greedy bot buys the scenario's cards when
// its target is a development card, sends knights where they beat barbarians (its own buildings'
// coast first), moves barbarians away from its buildings with Treason, takes the most threatening
// barbarian with Intrigue, and steals from the richest hand on a 7; the value bot counts
// prisoners and knights on the board.

import { A_END_TURN, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { BotKit, PhasePolicy } from '../../../engine/bot-kit.js';
import { stealableHand } from '../../../engine/cards.js';
import type { Game, GameState } from '../../../engine/game.js';
import { PH_MOVE_ROBBER } from '../../../engine/layout.js';
import { addPiece, movePiece, pieceAt, pieceOwner, piecePlace, piecesOf, removePiece } from '../../../engine/piece-tables.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { BUILD_DEV, hand } from '../../../bots/features.js';
import { need } from '../../../bots/greedy/scratch.js';
import { GRAIN, ORE, WOOL } from '../../../engine/constants.js';
import { buildingOwner } from '../../../engine/queries.js';
import { attackOf, type Attack } from './context.js';
import {
  A_BA_BUY,
  A_BA_EXPEL,
  A_BA_INTRIGUE,
  A_BA_LANDING,
  A_BA_MOVE_KNIGHT,
  A_BA_PLACE_KNIGHT,
  A_BA_REDRAW,
  A_BA_STEAL,
  A_BA_TREASON,
  CONQUEST,
  PH_BA_CARD,
  PH_BA_KNIGHTS,
  SUPPLY_FROM,
} from './ids.js';
import { MOVE_LONG, moveEdge, moveRow } from './knights.js';

const kindOf = (a: number): number => a >>> ARG_BITS;

/** Seat p's buildings on the corners of hex h, minus half the others': how much its barbarians threaten p. */
function threat(game: Game, s: Int32Array, h: number, p: number): number {
  let t = 0;
  for (let c = 0; c < 6; c++) {
    const node = game.board.hexNodes[h * 6 + c]!;
    if (node < 0) continue;
    const owner = buildingOwner(game, s, node);
    if (owner === p) t += 1;
    else if (owner >= 0) t -= 0.5;
  }
  return t;
}

/**
 * What p's knights are worth where they stand: a share of every victory they are in (the
 * barbarians they would take), and a smaller part for standing by barbarians not yet beaten,
 * more where those barbarians threaten p's buildings.
 */
export function knightStanding(X: Attack, game: Game, s: Int32Array, p: number): number {
  let v = 0;
  let nearCount = 0;
  for (const h of X.tables(game).coast) {
    const b = s[X.F.barbarians + h]!;
    if (b === 0) continue;
    let mine = 0;
    let all = 0;
    for (let k = 0; k < 6; k++) {
      const e = game.board.hexEdges[h * 6 + k]!;
      const row = e < 0 ? -1 : pieceAt(s, X.knights, e);
      if (row < 0) continue;
      all++;
      if (pieceOwner(s, X.knights, row) === p) mine++;
    }
    if (mine === 0) {
      near[nearCount++] = h;
      continue;
    }
    const weight = 1 + 0.5 * Math.max(0, threat(game, s, h, p)) + (b >= CONQUEST ? 0.5 : 0);
    v += all > b ? (3 * b * mine * weight) / all : (0.6 * Math.min(mine, b + 1) * b * weight) / (b + 1);
  }
  // Knights away from every barbarian head for the nearest ones (by paths).
  if (nearCount > 0) {
    const T = X.tables(game);
    const E = game.board.numEdges;
    const t = X.knights;
    for (let i = 0; i < t.capacity; i++) {
      if (pieceOwner(s, t, i) !== p) continue;
      const from = piecePlace(s, t, i);
      let d = 255;
      for (let j = 0; j < nearCount; j++) {
        for (let k = 0; k < 6; k++) {
          const e = game.board.hexEdges[near[j]! * 6 + k]!;
          if (e >= 0) d = Math.min(d, T.distance[from * E + e]!);
        }
      }
      if (d > 0 && d < 255) v -= 0.08 * d;
    }
  }
  return v;
}

/** Barbarian hexes none of the seat's knights touch (scratch of knightStanding; not re-entrant). */
const near = new Int32Array(64);

/** The best knight move by the standing it leaves (a grain's move costs a little); `must`: one is needed. */
function bestMove(X: Attack, st: GameState, seat: number, legal: Int32Array, count: number, must: boolean): number {
  const { game, s } = st;
  const base = knightStanding(X, game, s, seat);
  let best = -1;
  let bestGain = must ? -Infinity : 0.05;
  const castle = X.tables(game).castleEdge;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (kindOf(a) !== A_BA_MOVE_KNIGHT) continue;
    const arg = a & ARG_MASK;
    const row = moveRow(arg);
    const from = piecePlace(s, X.knights, row);
    if (must && castle[from] === 0) continue;
    movePiece(s, X.knights, row, moveEdge(arg));
    const gain = knightStanding(X, game, s, seat) - base - ((arg & MOVE_LONG) !== 0 ? 0.3 : 0) + (castle[from] === 1 ? 10 : 0);
    movePiece(s, X.knights, row, from);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  return best;
}

/** Knight moves at the end of the main phase and in the moving phase; the end once none gains. */
function knightsPolicy(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const X = attackOf(st.game)!;
  const end = A_END_TURN << ARG_BITS;
  let canEnd = false;
  for (let i = 0; i < count; i++) if (legal[i] === end) canEnd = true;
  const move = bestMove(X, st, seat, legal, count, !canEnd);
  if (move >= 0) return move;
  return canEnd ? end : bestMove(X, st, seat, legal, count, false);
}

/** Where a new knight goes (the standing it gives), which barbarians Treason moves, which Intrigue takes. */
function cardPolicy(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const X = attackOf(st.game)!;
  const { game, s } = st;
  const coast = X.tables(game).coast;
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const arg = a & ARG_MASK;
    let score = 0;
    switch (kindOf(a)) {
      case A_BA_PLACE_KNIGHT: {
        const row = addPiece(s, X.knights, seat, arg);
        score = knightStanding(X, game, s, seat);
        removePiece(s, X.knights, row);
        break;
      }
      case A_BA_TREASON: {
        const from = arg & 15;
        const to = coast[arg >>> 4]!;
        score = (from === SUPPLY_FROM ? 0 : threat(game, s, coast[from]!, seat)) - threat(game, s, to, seat) - (s[X.F.barbarians + to]! === CONQUEST - 1 ? 0.5 * Math.min(0, threat(game, s, to, seat)) : 0);
        break;
      }
      case A_BA_INTRIGUE: {
        const h = coast[arg]!;
        score = threat(game, s, h, seat) + (s[X.F.barbarians + h]! >= CONQUEST ? 3 : 0);
        break;
      }
      default:
        score = 0;
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** On a 7: the seat with the most cards to lose, the most VP breaking ties. */
function stealPolicy(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const { game, s } = st;
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (kindOf(a) !== A_BA_STEAL) return -1;
    const victim = (a & 7) - 1;
    const score = victim < 0 ? -1 : stealableHand(game, s, victim) + 0.1 * s[game.layout.publicVp + victim]!;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

const greedy: GreedyKitPart = {
  policies: { [PH_BA_CARD]: cardPolicy, [PH_BA_KNIGHTS]: knightsPolicy, [PH_MOVE_ROBBER]: stealPolicy },
  beforeBuilds(st, seat, legal, count, target) {
    const X = attackOf(st.game)!;
    const few = piecesOf(st.s, X.knights, seat).length < 2 && st.s[X.F.knightsLeft + seat]! > 0;
    if (target.build !== BUILD_DEV && !few) return -1;
    const buy = A_BA_BUY << ARG_BITS;
    for (let i = 0; i < count; i++) if (legal[i] === buy) return buy;
    return -1;
  },
  beforeEnd(st, seat, legal, count) {
    // A card from cards the target can spare: knights are the scenario's other way to VP.
    const buy = A_BA_BUY << ARG_BITS;
    const spare = hand(st, seat, WOOL) > need[WOOL]! && hand(st, seat, GRAIN) > need[GRAIN]! && hand(st, seat, ORE) > need[ORE]!;
    if (spare) for (let i = 0; i < count; i++) if (legal[i] === buy) return buy;
    return knightsPolicy(st, seat, legal, count);
  },
};

const policies: Readonly<Record<number, PhasePolicy>> = Object.freeze({ [PH_BA_CARD]: cardPolicy, [PH_BA_KNIGHTS]: knightsPolicy });

export const BARBARIAN_ATTACK_KIT: BotKit = Object.freeze({
  name: 'barbarian-attack',
  weights: Object.freeze({
    prisoners: Object.freeze({ default: 0.5, description: 'Barbarian Attack: per prisoner (2 are 1 VP)' }),
    knightStanding: Object.freeze({ default: 0.15, description: 'Barbarian Attack: knights by the barbarians they stand to beat' }),
  }),
  terms: Object.freeze([
    { name: 'prisoners', weight: 'prisoners', value: (st: GameState, seat: number) => st.s[attackOf(st.game)!.F.prisoners + seat]! },
    { name: 'knightStanding', weight: 'knightStanding', value: (st: GameState, seat: number) => knightStanding(attackOf(st.game)!, st.game, st.s, seat) },
  ]),
  policies,
  chanceKinds: Object.freeze([A_BA_LANDING, A_BA_BUY, A_BA_REDRAW, A_BA_EXPEL, A_BA_STEAL]),
  roles: Object.freeze({ attackBuy: A_BA_BUY, moveKnight: A_BA_MOVE_KNIGHT }),
  strategies: Object.freeze({ greedy: Object.freeze(greedy) }),
});

