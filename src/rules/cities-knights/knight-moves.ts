// What a knight does (D66, D68-D71): an able knight (active, not activated this turn, not yet
// acted) moves along its owner's roads to an empty intersection, displaces a weaker opposing knight
// the same way, or chases the robber from a hex it touches; the act turns it inactive. A displaced
// knight's owner then moves it along their own roads, or it goes back to their supply.

import { ARG_BITS, A_ROBBER, idBits } from '../../engine/actions.js';
import { OB_ROBBER } from '../base/decisions.js';
import { nodeText } from '../../engine/describe.js';
import { endDecision, pushDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, ROBBER } from '../../engine/layout.js';
import { walkNodes } from '../../engine/node-walk.js';
import { remeasureRoadsThrough } from '../../engine/pieces.js';
import type { ActionSource } from '../../engine/phase-list.js';
import { addPiece, movePiece, pieceAt, pieceAttr, pieceOwner, piecePlace, removePiece, setPieceAttr } from '../../engine/piece-tables.js';
import type { GameBuilder, KindRule, LogEntry, RecordWriter } from '../../engine/rule-set.js';
import type { CitiesKnightsFields } from './fields.js';
import { A_CHASE_ROBBER, A_DISPLACE_KNIGHT, A_MOVE_KNIGHT, A_RETREAT_KNIGHT, PH_RETREAT_KNIGHT } from './ids.js';
import { ACTED, ACTIVATED, KNIGHT_LEVELS, KNIGHTS_PER_SEAT, knightCuts, knightsOnBoard, type Knights } from './knights.js';

/** Whether the knight in row i may act now (D66). */
export function ableKnight(K: Knights, s: Int32Array, i: number): boolean {
  return pieceAttr(s, K.table, i, K.active) === 1 && (pieceAttr(s, K.table, i, K.turn) & (ACTIVATED | ACTED)) === 0;
}

/**
 * Walks seat p's roads from `node` (D68): K.walk holds the nodes reached. A walk passes no node
 * with another colour's building or knight; it reaches such a node (a knight there may be
 * displaced) without going on.
 */
export function walkKnight(game: Game, s: Int32Array, K: Knights, p: number, node: number): void {
  markStops(game, s, K, p);
  walkFrom(game, s, K, p, node);
}

/** The nodes seat p's knights may not walk past (another colour's building or knight), into K.stop. */
function markStops(game: Game, s: Int32Array, K: Knights, p: number): void {
  const L = game.layout;
  const stop = knightCuts(K, s, p);
  const own = L.settle + p * L.nodeWords;
  const cities = L.city + p * L.nodeWords;
  const built = L.built;
  for (let w = 0; w < L.nodeWords; w++) K.stop[w] = stop[w]! | (s[built + w]! & ~(s[own + w]! | s[cities + w]!));
}

/** walkKnight with K.stop already marked for p. */
function walkFrom(game: Game, s: Int32Array, K: Knights, p: number, node: number): void {
  const L = game.layout;
  walkNodes(game, s, node, L.road + p * L.edgeWords, -1, K.stop, Number.MAX_SAFE_INTEGER, K.walk);
}

/** Whether `node` holds no building and no knight. */
function emptyNode(game: Game, s: Int32Array, K: Knights, node: number): boolean {
  return s[game.layout.nodeOwner + node] === 0 && pieceAt(s, K.table, node) < 0;
}

/** A move's or displacement's argument: the knight's node and where it goes. */
export function knightMoveArg(game: Game, from: number, to: number): number {
  return from | (to << idBits(game.board.numNodes));
}
function moveFrom(game: Game, arg: number): number {
  return arg & ((1 << idBits(game.board.numNodes)) - 1);
}
function moveTo(game: Game, arg: number): number {
  return arg >>> idBits(game.board.numNodes);
}

/** Where the displaced knight may go: the empty nodes its owner's roads reach from where it stood (D70). */
function retreats(game: Game, s: Int32Array, K: Knights, q: number, from: number, out: Int32Array | null, n: number): number {
  walkKnight(game, s, K, q, from);
  const w = K.walk;
  let count = 0;
  for (let j = 1; j < w.count; j++) {
    const x = w.order[j]!;
    if (!emptyNode(game, s, K, x)) continue;
    if (out !== null) out[n + count] = (A_RETREAT_KNIGHT << ARG_BITS) | x;
    count++;
  }
  return count;
}

/**
 * Takes the knight on `node` off the board as displaced (D70, the Intrigue's D85): it waits in
 * K.displaced, with the node it stood on, for retreatOrReturn. The caller remeasures the roads
 * through `node`.
 */
export function liftKnight(s: Int32Array, K: Knights, node: number): void {
  const T = K.table;
  const j = pieceAt(s, T, node);
  s[K.displaced] = (pieceOwner(s, T, j) + 1) | (pieceAttr(s, T, j, K.level) << 4) | (pieceAttr(s, T, j, K.active) << 6) | (pieceAttr(s, T, j, K.turn) << 7);
  s[K.displacedFrom] = node;
  removePiece(s, T, j);
}

/**
 * The displaced knight's owner must move it (the retreat decision, obligation `obRetreat`) or, when
 * its roads reach no empty intersection, it goes back to their supply (D70).
 */
export function retreatOrReturn(st: GameState, K: Knights, obRetreat: number): void {
  const { game, s } = st;
  const d = s[K.displaced]!;
  const q = (d & 15) - 1;
  if (retreats(game, s, K, q, s[K.displacedFrom]!, null, 0) === 0) {
    s[K.left + q * KNIGHT_LEVELS + ((d >>> 4) & 3) - 1]!++;
    s[K.displaced] = 0;
    s[K.displacedFrom] = 0;
  } else pushDecision(st, obRetreat, q);
}

/** Whether the knight on `node` touches the robber's hex. */
function besideRobber(game: Game, s: Int32Array, node: number): boolean {
  const hexes = game.board.nodeHexes;
  for (let k = 0; k < 3; k++) if (hexes[node * 3 + k] === s[ROBBER]) return true;
  return false;
}

/**
 * Knight-Errant (D96): before the roll, one chase by an able knight beside the robber once it is
 * unlocked. A knight that acted before the roll is the chase made: the turn flags are cleared
 * when a turn ends.
 */
function knightErrantSource(K: Knights, F: CitiesKnightsFields): ActionSource {
  return {
    name: 'knight_errant',
    maxActions: KNIGHTS_PER_SEAT,
    list({ game, s }, out, n) {
      if (s[F.attacks] === 0) return n;
      const p = s[CUR]!;
      const T = K.table;
      const first = n;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) !== p) continue;
        if ((pieceAttr(s, T, i, K.turn) & ACTED) !== 0) return first;
        if (ableKnight(K, s, i) && besideRobber(game, s, piecePlace(s, T, i))) out[n++] = (A_CHASE_ROBBER << ARG_BITS) | piecePlace(s, T, i);
      }
      return n;
    },
  };
}

/** The moves, displacements and chases of the player's able knights. */
function knightMoveSource(g: GameBuilder, K: Knights, F: CitiesKnightsFields): ActionSource {
  return {
    name: 'knight_moves',
    maxActions: KNIGHTS_PER_SEAT * (g.board.numNodes + 1),
    list({ game, s }, out, n) {
      const p = s[CUR]!;
      // Most seats on most turns have no knight: no scan of the table (docs/performance.md, "Cities & Knights").
      if (knightsOnBoard(K, s, p) === 0) return n;
      const T = K.table;
      const nodeOwner = game.layout.nodeOwner;
      const unlocked = s[F.attacks]! > 0;
      let stops = false;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) !== p || !ableKnight(K, s, i)) continue;
        const from = piecePlace(s, T, i);
        const level = pieceAttr(s, T, i, K.level);
        if (unlocked && besideRobber(game, s, from)) out[n++] = (A_CHASE_ROBBER << ARG_BITS) | from;
        // The stops are the same for each of p's knights: marked once a list.
        if (!stops) {
          markStops(game, s, K, p);
          stops = true;
        }
        walkFrom(game, s, K, p, from);
        const w = K.walk;
        for (let j = 1; j < w.count; j++) {
          const x = w.order[j]!;
          const there = pieceAt(s, T, x);
          if (there < 0) {
            if (s[nodeOwner + x] === 0) out[n++] = (A_MOVE_KNIGHT << ARG_BITS) | knightMoveArg(game, from, x);
          } else if (pieceOwner(s, T, there) !== p && pieceAttr(s, T, there, K.level) < level) {
            out[n++] = (A_DISPLACE_KNIGHT << ARG_BITS) | knightMoveArg(game, from, x);
          }
        }
      }
      return n;
    },
  };
}

/** The knight that acted: inactive, and done for the turn (D66). */
function acted(K: Knights, s: Int32Array, i: number): void {
  setPieceAttr(s, K.table, i, K.active, 0);
  setPieceAttr(s, K.table, i, K.turn, pieceAttr(s, K.table, i, K.turn) | ACTED);
}

const moveRecord = (name: string): KindRule['record'] => ({
  write: (w: RecordWriter, arg: number): LogEntry => ({ p: w.st.s[CUR]!, a: name, from: w.node(moveFrom(w.st.game, arg)), to: w.node(moveTo(w.st.game, arg)) }),
  read: { [name]: (r, e) => [[knightMoveArg(r.st.game, r.node(e.from), r.node(e.to)), -1]] },
});

function moveKinds(g: GameBuilder, K: Knights, obRetreat: number): { move: KindRule; displace: KindRule; retreat: KindRule; chase: KindRule } {
  const nodeBits = idBits(g.board.numNodes);
  const describeMove = (game: Game, arg: number) => `${nodeText(game.board, moveFrom(game, arg))} -> ${nodeText(game.board, moveTo(game, arg))}`;
  return {
    move: {
      name: 'move_knight',
      argBits: 2 * nodeBits,
      apply({ game, s }, arg) {
        const p = s[CUR]!;
        const from = moveFrom(game, arg);
        const to = moveTo(game, arg);
        const i = pieceAt(s, K.table, from);
        movePiece(s, K.table, i, to);
        acted(K, s, i);
        remeasureRoadsThrough(game, s, from, p);
        remeasureRoadsThrough(game, s, to, p);
      },
      describe: describeMove,
      record: moveRecord('move_knight'),
    },
    displace: {
      name: 'displace_knight',
      argBits: 2 * nodeBits,
      apply(st, arg) {
        const { game, s } = st;
        const p = s[CUR]!;
        const from = moveFrom(game, arg);
        const to = moveTo(game, arg);
        const T = K.table;
        liftKnight(s, K, to);
        const i = pieceAt(s, T, from);
        movePiece(s, T, i, to);
        acted(K, s, i);
        remeasureRoadsThrough(game, s, from, p);
        // The colour cut at `to` changed: every colour's roads through it, the mover's included.
        remeasureRoadsThrough(game, s, to, -1);
        retreatOrReturn(st, K, obRetreat);
      },
      describe: describeMove,
      record: {
        ...moveRecord('displace_knight'),
        // Whether the displaced knight had nowhere to go and went back to its owner's supply.
        effect: {
          before: () => 0,
          report: ({ s }) => ({ removed: s[K.displaced] === 0 ? 1 : 0 }),
        },
      },
    },
    retreat: {
      name: 'retreat_knight',
      argBits: nodeBits,
      apply(st, node) {
        const { game, s } = st;
        const d = s[K.displaced]!;
        const q = (d & 15) - 1;
        const i = addPiece(s, K.table, q, node);
        setPieceAttr(s, K.table, i, K.level, (d >>> 4) & 3);
        setPieceAttr(s, K.table, i, K.active, (d >>> 6) & 1);
        setPieceAttr(s, K.table, i, K.turn, d >>> 7);
        s[K.displaced] = 0;
        s[K.displacedFrom] = 0;
        remeasureRoadsThrough(game, s, node, q);
        endDecision(st, obRetreat);
      },
      describe: (game, node) => nodeText(game.board, node),
      record: {
        write: (w, node) => ({ p: w.st.s[CUR]!, a: 'retreat_knight', node: w.node(node) }),
        read: { retreat_knight: (r, e) => [[r.node(e.node), -1]] },
      },
    },
    chase: {
      name: 'chase_robber',
      argBits: nodeBits,
      apply(st, node) {
        const s = st.s;
        acted(K, s, pieceAt(s, K.table, node));
        s[K.chasing] = 1;
        pushDecision(st, OB_ROBBER, s[CUR]!);
      },
      describe: (game, node) => nodeText(game.board, node),
      record: {
        write: (w, node) => ({ p: w.st.s[CUR]!, a: 'chase_robber', node: w.node(node) }),
        read: { chase_robber: (r, e) => [[r.node(e.node), -1]] },
      },
    },
  };
}

/**
 * Installs the knights' actions: their kinds, the main phase's source (and the chase before the
 * roll with the knightErrant option), the retreat decision, and the robber's move after a chase
 * limited to hexes with a number (D71). Returns the retreat's obligation, for other displacements
 * (retreatOrReturn).
 */
export function installKnightMoves(g: GameBuilder, K: Knights, F: CitiesKnightsFields): { readonly retreat: number } {
  const obRetreat = g.obligation({ name: 'retreat_knight', phase: PH_RETREAT_KNIGHT });
  const kinds = moveKinds(g, K, obRetreat);
  g.kinds[A_MOVE_KNIGHT] = kinds.move;
  g.kinds[A_DISPLACE_KNIGHT] = kinds.displace;
  g.kinds[A_RETREAT_KNIGHT] = kinds.retreat;
  g.kinds[A_CHASE_ROBBER] = kinds.chase;
  g.phaseList(PH_MAIN).add(knightMoveSource(g, K, F), { after: 'knights' });
  if (g.options.knightErrant === true) g.phaseList(PH_PRE_ROLL).add(knightErrantSource(K, F));
  g.phases[PH_RETREAT_KNIGHT] = {
    name: 'retreat_knight',
    maxActions: g.board.numNodes,
    legal({ game, s }, out) {
      const d = s[K.displaced]!;
      return retreats(game, s, K, (d & 15) - 1, s[K.displacedFrom]!, out, 0);
    },
  };

  const robberPhase = g.phases[PH_MOVE_ROBBER]!;
  g.phases[PH_MOVE_ROBBER] = {
    ...robberPhase,
    legal(st: GameState, out: Int32Array): number {
      const n = robberPhase.legal(st, out);
      if (st.s[K.chasing] === 0) return n;
      const token = st.game.board.hexToken;
      let k = 0;
      for (let i = 0; i < n; i++) if (token[(out[i]! & ((1 << ARG_BITS) - 1)) >>> 3]! > 0) out[k++] = out[i]!;
      return k;
    },
  };
  const robberKind = g.kinds[A_ROBBER]!;
  g.kinds[A_ROBBER] = {
    ...robberKind,
    apply(st, arg, outcome) {
      st.s[K.chasing] = 0;
      robberKind.apply(st, arg, outcome);
    },
  };
  return { retreat: obRetreat };
}
