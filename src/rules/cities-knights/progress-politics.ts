// The politics deck's cards (D82-D89) but the Constitution, which is shown when drawn (D81). Their
// answers are decisions on the queue (progress-answers.ts, progress-pieces.ts); the Intrigue's
// knight retreats as a displaced one does (knight-moves.ts), the Saboteur's discards are a 7's.

import { discardableHand } from '../../engine/cards.js';
import { edgeText, hexText, nodeText } from '../../engine/describe.js';
import { pushDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { ROBBER, hasBit } from '../../engine/layout.js';
import { remeasureRoadsThrough, removeRoad, roadsAt } from '../../engine/pieces.js';
import { pieceAt, pieceAttr, pieceOwner, piecePlace, setPieceAttr } from '../../engine/piece-tables.js';
import { robberVictims } from '../../engine/queries.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { startOwedDiscards } from '../base/dice.js';
import type { CitiesKnightsFields } from './fields.js';
import { liftKnight, retreatOrReturn } from './knight-moves.js';
import { ACTIVATED, knightsOnBoard, type Knights } from './knights.js';
import { holdsProgress, pairData, seatTarget, type CardAnswers } from './progress-answers.js';
import { installPieceAnswers, type PieceAnswers } from './progress-pieces.js';
import { CARD_BITS, type ProgressPlay } from './progress.js';

/** Public VP of seat q (every C&K point is public, D95). */
const vp = ({ game, s }: GameState, q: number): number => s[game.layout.publicVp + q]!;

/** Whether colour c has a knight on `node`. */
function knightOf(K: Knights, s: Int32Array, c: number, node: number): boolean {
  const i = pieceAt(s, K.table, node);
  return i >= 0 && pieceOwner(s, K.table, i) === c;
}

/**
 * Whether colour c's road on `edge` is open (D83): at one of its ends c has no other road, no
 * settlement or city and no knight. Pieces of other colours do not count.
 */
function openRoad(game: Game, s: Int32Array, K: Knights, c: number, edge: number): boolean {
  const L = game.layout;
  for (let k = 0; k < 2; k++) {
    const node = game.board.edgeNodes[edge * 2 + k]!;
    if (s[L.nodeOwner + node] !== c + 1 && roadsAt(game, s, c, node, edge) === 0 && !knightOf(K, s, c, node)) return true;
  }
  return false;
}

/** The colour whose road is on `edge`, or -1. */
function roadOwner(game: Game, s: Int32Array, edge: number): number {
  const L = game.layout;
  for (let c = 0; c < L.players; c++) if (hasBit(s, L.road + c * L.edgeWords, edge)) return c;
  return -1;
}

/** The Bishop: the robber moved by D8 after the first attack, then one random card from each opponent beside it (D82). */
function bishop(F: CitiesKnightsFields, A: CardAnswers): ProgressPlay {
  return {
    name: 'bishop',
    maxTargets: (b) => b.numHexes,
    plays({ game, s }, _p, base, out, n) {
      if (s[F.attacks] === 0) return n;
      const land = game.board.landHexes;
      for (let i = 0; i < land.length; i++) if (land[i] !== s[ROBBER]) out[n++] = base | (land[i]! << CARD_BITS);
      return n;
    },
    apply(st, p, hex) {
      const { game, s } = st;
      s[ROBBER] = hex;
      // C&K has no colour that never acts (D38), so every victim is a seat.
      const victims = robberVictims(game, s, p, hex);
      for (let q = 0; q < game.seats; q++) if (victims & (1 << q)) s[A.owed + q] = 1;
      pushDecision(st, A.bishop, p);
    },
    describe: (game, hex) => hexText(game.board, hex),
    write: (w, hex) => ({ hex: w.hex(hex) }),
    read: (r, e) => r.hex(e.hex),
  };
}

/** The Diplomat: an open road of any colour removed; the player's own may be placed again (D83). */
function diplomat(K: Knights, P: PieceAnswers): ProgressPlay {
  return {
    name: 'diplomat',
    maxTargets: (b) => b.numEdges,
    plays({ game, s }, _p, base, out, n) {
      const L = game.layout;
      for (let w = 0; w < L.edgeWords; w++) {
        for (let bits = s[L.roads + w]!; bits !== 0; bits &= bits - 1) {
          const e = (w << 5) + 31 - Math.clz32(bits & -bits);
          const c = roadOwner(game, s, e);
          if (c >= 0 && openRoad(game, s, K, c, e)) out[n++] = base | (e << CARD_BITS);
        }
      }
      return n;
    },
    apply(st, p, edge) {
      const c = roadOwner(st.game, st.s, edge);
      removeRoad(st.game, st.s, c, edge);
      if (c === p) pushDecision(st, P.diplomat, p | ((edge + 1) << 4));
    },
    describe: (game, edge) => edgeText(game.board, edge),
    write: (w, edge) => ({ edge: w.edge(edge) }),
    read: (r, e) => r.edge(e.edge),
  };
}

/** The Deserter: a named opponent removes a knight of its choice; the player may place one of that strength (D84). */
function deserter(K: Knights, P: PieceAnswers): ProgressPlay {
  return {
    name: 'deserter',
    plays({ game, s }, p, base, out, n) {
      for (let q = 0; q < game.seats; q++) if (q !== p && knightsOnBoard(K, s, q) > 0) out[n++] = base | (q << CARD_BITS);
      return n;
    },
    apply(st, p, q) {
      pushDecision(st, P.deserter, pairData(q, p));
    },
    ...seatTarget,
  };
}

/** The Intrigue: another colour's knight at an end of one of the player's roads displaced, no knight of the player moving (D85). */
function intrigue(K: Knights, retreat: number): ProgressPlay {
  return {
    name: 'intrigue',
    maxTargets: () => K.table.capacity,
    plays({ game, s }, p, base, out, n) {
      const L = game.layout;
      const T = K.table;
      for (let i = 0; i < T.capacity; i++) {
        const q = pieceOwner(s, T, i);
        if (q < 0 || q === p) continue;
        const x = piecePlace(s, T, i);
        if (hasBit(s, L.roadEnds + p * L.nodeWords, x)) out[n++] = base | (x << CARD_BITS);
      }
      return n;
    },
    apply(st, _p, node) {
      const { game, s } = st;
      const q = pieceOwner(s, K.table, pieceAt(s, K.table, node));
      liftKnight(s, K, node);
      remeasureRoadsThrough(game, s, node, q);
      retreatOrReturn(st, K, retreat);
    },
    describe: (game, node) => nodeText(game.board, node),
    write: (w, node) => ({ node: w.node(node) }),
    read: (r, e) => r.node(e.node),
  };
}

/** Opponents of p that the Saboteur hits: VP at least p's (D86). */
const sabotaged = (st: GameState, p: number, q: number): boolean => q !== p && vp(st, q) >= vp(st, p);

/** The Saboteur: each opponent with as many VP or more discards half its cards, by the 7's procedure (D86). */
const SABOTEUR: ProgressPlay = {
  name: 'saboteur',
  maxTargets: () => 1,
  plays(st, p, base, out, n) {
    for (let q = 0; q < st.game.seats; q++) {
      if (sabotaged(st, p, q) && discardableHand(st.game, st.s, q) >= 2) {
        out[n++] = base;
        break;
      }
    }
    return n;
  },
  apply(st, p) {
    const { game, s } = st;
    for (let q = 0; q < game.seats; q++) s[game.layout.toDiscard + q] = sabotaged(st, p, q) ? discardableHand(game, s, q) >> 1 : 0;
    startOwedDiscards(st);
  },
  describe: () => '',
};

/** The Spy: a named opponent holding a progress card shows its hand and the player takes one (D87). */
function spy(A: CardAnswers): ProgressPlay {
  return {
    name: 'spy',
    plays({ game, s }, p, base, out, n) {
      for (let q = 0; q < game.seats; q++) if (q !== p && holdsProgress(A.hands, s, q)) out[n++] = base | (q << CARD_BITS);
      return n;
    },
    apply(st, p, q) {
      pushDecision(st, A.spy, pairData(q, p));
    },
    ...seatTarget,
  };
}

/** The Warlord: every inactive knight of the player active, free, each activated this turn (D88). */
function warlord(K: Knights): ProgressPlay {
  return {
    name: 'warlord',
    maxTargets: () => 1,
    plays({ s }, p, base, out, n) {
      if (knightsOnBoard(K, s, p) === 0) return n;
      const T = K.table;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) === p && pieceAttr(s, T, i, K.active) === 0) {
          out[n++] = base;
          break;
        }
      }
      return n;
    },
    apply({ s }, p) {
      const T = K.table;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) !== p || pieceAttr(s, T, i, K.active) !== 0) continue;
        setPieceAttr(s, T, i, K.active, 1);
        setPieceAttr(s, T, i, K.turn, pieceAttr(s, T, i, K.turn) | ACTIVATED);
      }
    },
    describe: () => '',
  };
}

/** Opponents of p that give at a Wedding: strictly more VP and a card to give (D89). */
const givesAtWedding = (st: GameState, p: number, q: number): boolean => q !== p && vp(st, q) > vp(st, p) && st.s[st.game.layout.handTotal + q]! > 0;

/** The Wedding: each opponent with more VP gives 2 cards of its choice, 1 if it holds 1, in seat order (D89). */
function wedding(A: CardAnswers): ProgressPlay {
  return {
    name: 'wedding',
    maxTargets: () => 1,
    plays(st, p, base, out, n) {
      for (let q = 0; q < st.game.seats; q++) {
        if (givesAtWedding(st, p, q)) {
          out[n++] = base;
          break;
        }
      }
      return n;
    },
    apply(st, p) {
      const { game, s } = st;
      for (let q = 0; q < game.seats; q++) if (givesAtWedding(st, p, q)) s[A.owed + q] = Math.min(2, s[game.layout.handTotal + q]!);
      pushDecision(st, A.wedding, p);
    },
    describe: () => '',
  };
}

/**
 * Registers the politics cards' decisions and returns the cards. `retreat` is the displaced
 * knight's obligation (installKnightMoves), shared with the Intrigue.
 */
export function installPoliticsCards(g: GameBuilder, K: Knights, F: CitiesKnightsFields, A: CardAnswers, retreat: number): ProgressPlay[] {
  const P = installPieceAnswers(g, K);
  return [bishop(F, A), diplomat(K, P), deserter(K, P), intrigue(K, retreat), SABOTEUR, spy(A), warlord(K), wedding(A)];
}
