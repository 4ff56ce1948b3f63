// Moving knights (D183): after trading and building, each knight may move once along up to 3 paths,
// or 4-5 for a grain, through any pieces, but never ends on a path holding a knight nor on a
// castle path; the turn cannot end while one of the player's knights still stands by the castle.
// The first move ends building and trading: the rest of the turn is moves and its end.

import { A_END_TURN, ARG_BITS } from '../../../engine/actions.js';
import { GRAIN } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { edgeText } from '../../../engine/describe.js';
import { BANK, CUR, PHASE, PH_MAIN } from '../../../engine/layout.js';
import { movePiece, pieceAt, pieceAttr, pieceOwner, piecePlace, setPieceAttr } from '../../../engine/piece-tables.js';
import type { ActionSource } from '../../../engine/phase-list.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import type { Attack } from './context.js';
import { A_BA_MOVE_KNIGHT, KNIGHT_STEPS, KNIGHT_STEPS_PAID, PH_BA_KNIGHTS } from './ids.js';

export const MOVE_LONG = 1 << 18;

/** The move's knight row, destination edge and whether it is paid, from its argument. */
export const moveRow = (arg: number): number => arg & 63;
export const moveEdge = (arg: number): number => (arg >>> 6) & 4095;

/** Appends p's knight moves from out[n] (out null: only counts them). */
export function knightMoves(X: Attack, game: Game, s: Int32Array, p: number, out: Int32Array | null, n: number, onlyRow = -1): number {
  const t = X.knights;
  const T = X.tables(game);
  const E = game.board.numEdges;
  const grain = s[game.layout.hand + p * 5 + GRAIN]! > 0;
  const reach = grain ? KNIGHT_STEPS_PAID : KNIGHT_STEPS;
  for (let i = 0; i < t.capacity; i++) {
    if (pieceOwner(s, t, i) !== p || pieceAttr(s, t, i, X.moved) !== 0 || (onlyRow >= 0 && i !== onlyRow)) continue;
    const from = piecePlace(s, t, i);
    for (let e = 0; e < E; e++) {
      const d = T.distance[from * E + e]!;
      if (d === 0 || d > reach || T.castleEdge[e] === 1 || pieceAt(s, t, e) >= 0) continue;
      if (out) out[n] = (A_BA_MOVE_KNIGHT << ARG_BITS) | i | (e << 6) | (d > KNIGHT_STEPS ? MOVE_LONG : 0);
      n++;
    }
  }
  return n;
}

/** Whether p may not end the turn yet: a knight of theirs stands on a castle path and can leave it. */
export function mustLeaveCastle(X: Attack, game: Game, s: Int32Array, p: number): boolean {
  for (const e of X.tables(game).castleEdges) {
    const row = pieceAt(s, X.knights, e);
    if (row >= 0 && pieceOwner(s, X.knights, row) === p && knightMoves(X, game, s, p, null, 0, row) > 0) return true;
  }
  return false;
}

function moveKind(X: Attack): KindRule {
  return {
    name: 'move_knight',
    argBits: 19,
    apply({ game, s }, arg) {
      const p = s[CUR]!;
      const row = moveRow(arg);
      movePiece(s, X.knights, row, moveEdge(arg));
      setPieceAttr(s, X.knights, row, X.moved, 1);
      if ((arg & MOVE_LONG) !== 0) {
        s[game.layout.hand + p * 5 + GRAIN]!--;
        s[game.layout.handTotal + p]!--;
        s[BANK + GRAIN]!++;
      }
      if (s[PHASE] === PH_MAIN) s[PHASE] = PH_BA_KNIGHTS;
    },
    describe: (game, arg) => `knight ${moveRow(arg)} -> ${edgeText(game.board, moveEdge(arg))}${(arg & MOVE_LONG) !== 0 ? ' (1 grain)' : ''}`,
    record: {
      write: (w, arg) => ({
        p: w.st.s[CUR]!,
        a: 'move_knight',
        from: w.edge(piecePlace(w.st.s, X.knights, moveRow(arg))),
        to: w.edge(moveEdge(arg)),
        ...((arg & MOVE_LONG) !== 0 ? { grain: 1 } : {}),
      }),
      read: {
        move_knight(r, e) {
          const from = r.edge(e.from);
          const row = pieceAt(r.st.s, X.knights, from);
          if (row < 0) throw r.error(`no knight on ${JSON.stringify(e.from)}`);
          return [[row | (r.edge(e.to) << 6) | (e.grain === 1 ? MOVE_LONG : 0), -1]];
        },
      },
    },
  };
}

export function installKnights(g: GameBuilder, X: Attack): void {
  g.kinds[A_BA_MOVE_KNIGHT] = moveKind(X);
  const maxMoves = X.knights.capacity * g.board.numEdges;
  const moves: ActionSource = { name: 'knight_moves', maxActions: maxMoves, list: ({ game, s }, out, n) => knightMoves(X, game, s, s[CUR]!, out, n) };
  g.phaseList(PH_MAIN).add(moves);
  const end = A_END_TURN << ARG_BITS;
  g.phaseList(PH_MAIN).refine({
    name: 'castle_knights',
    maxActions: 0,
    refine({ game, s }, out, n) {
      if (out[0] !== end || !mustLeaveCastle(X, game, s, s[CUR]!)) return n;
      out.copyWithin(0, 1, n);
      return n - 1;
    },
  });
  g.phases[PH_BA_KNIGHTS] = {
    name: 'move_knights',
    maxActions: maxMoves + 1,
    legal({ game, s }: GameState, out: Int32Array): number {
      const p = s[CUR]!;
      let n = 0;
      if (!mustLeaveCastle(X, game, s, p)) out[n++] = end;
      return knightMoves(X, game, s, p, out, n);
    },
  };
  const turnEnded = g.hooks.turnEnded;
  g.hooks.turnEnded = (st, p) => {
    const t = X.knights;
    for (let i = 0; i < t.capacity; i++) if (pieceOwner(st.s, t, i) === p) setPieceAttr(st.s, t, i, X.moved, 0);
    turnEnded(st, p);
  };
}
