// The nasty variant (D98, an install-time option): when the barbarians land, each seat with active
// knights, in seat order from the roller, commits them to the defence one at a time and then says
// it is done; commitments are public and binding. Only committed knights count for Catan and for
// the weakest and strongest seats, and only they go home inactive. One knight per action keeps the
// action space small.

import { ARG_BITS, idBits } from '../../engine/actions.js';
import { hasDecision, pushDecision } from '../../engine/decision-queue.js';
import { nodeText } from '../../engine/describe.js';
import type { GameState } from '../../engine/game.js';
import { CUR, TURN_PLAYER, hasBit, setBit } from '../../engine/layout.js';
import { pieceAttr, pieceOwner, piecePlace } from '../../engine/piece-tables.js';
import type { GameBuilder, KindRule } from '../../engine/rule-set.js';
import { A_COMMIT_DONE, A_COMMIT_KNIGHT, PH_COMMIT_KNIGHTS } from './ids.js';
import type { Knights } from './knights.js';

export interface Commitments {
  /** The kinds of the commitments, whose last one resolves the attack. */
  readonly kinds: readonly number[];
  /** Seat p's committed strength. */
  strength(s: Int32Array, p: number): number;
  /** Whether the knight on `node` is committed. */
  committed(s: Int32Array, node: number): boolean;
  /** Forgets the commitments (after the attack). */
  clear(s: Int32Array): void;
  /** Starts the commitments of a roll at step `at`, going on to `after`; false when no seat has an active knight to commit. */
  start(st: GameState, at: number, after: number): boolean;
  /** Whether the commitments are under way. */
  pending(st: GameState): boolean;
}

/**
 * The commitments, their kinds and phase; `landed` runs once every seat is done (the roll's pause
 * data as its argument: the attack, then the rest of the roll).
 */
export function installCommitments(g: GameBuilder, K: Knights, landed: (st: GameState, data: number) => void): Commitments {
  const T = K.table;
  const words = g.layout.nodeWords;
  const committed = g.field('ck.committed', words);
  // Seats in order from the roller that have said they are done: the next to commit is the first
  // after them with an active knight not yet committed.
  const done = g.field('ck.commitDone');
  const free = (s: Int32Array, i: number) => pieceAttr(s, T, i, K.active) === 1 && !hasBit(s, committed, piecePlace(s, T, i));
  const hasFree = (s: Int32Array, p: number) => {
    for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p && free(s, i)) return true;
    return false;
  };
  const next = ({ game, s }: GameState): number => {
    const roller = s[TURN_PLAYER]!;
    for (let i = s[done]!; i < game.seats; i++) {
      const q = (roller + i) % game.seats;
      if (hasFree(s, q)) return q;
    }
    return -1;
  };
  const obligation = g.obligation({ name: 'commit_knights', phase: PH_COMMIT_KNIGHTS, next, resume: landed });
  g.kinds[A_COMMIT_KNIGHT] = commitKind(g, committed);
  g.kinds[A_COMMIT_DONE] = {
    name: 'commit_done',
    argBits: 0,
    apply({ game, s }) {
      s[done] = ((s[CUR]! - s[TURN_PLAYER]! + game.seats) % game.seats) + 1;
    },
    describe: () => '',
    record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'commit_done' }), read: { commit_done: () => [[0, -1]] } },
  };
  g.phases[PH_COMMIT_KNIGHTS] = {
    name: 'commit_knights',
    maxActions: T.capacity + 1,
    legal({ s }, out) {
      const p = s[CUR]!;
      let n = 0;
      out[n++] = A_COMMIT_DONE << ARG_BITS;
      for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p && free(s, i)) out[n++] = (A_COMMIT_KNIGHT << ARG_BITS) | piecePlace(s, T, i);
      return n;
    },
  };
  return {
    kinds: [A_COMMIT_KNIGHT, A_COMMIT_DONE],
    strength(s, p) {
      let n = 0;
      for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p && hasBit(s, committed, piecePlace(s, T, i))) n += pieceAttr(s, T, i, K.level);
      return n;
    },
    committed: (s, node) => hasBit(s, committed, node),
    clear(s) {
      for (let w = 0; w < words; w++) s[committed + w] = 0;
      s[done] = 0;
    },
    start(st, at, after) {
      st.s[done] = 0;
      if (next(st) < 0) return false;
      pushDecision(st, obligation, (at << 16) | after);
      return true;
    },
    pending: (st) => hasDecision(st, obligation),
  };
}

/** commit_knight: argument the knight's node. */
function commitKind(g: GameBuilder, committed: number): KindRule {
  return {
    name: 'commit_knight',
    argBits: idBits(g.board.numNodes),
    apply: ({ s }, node) => setBit(s, committed, node),
    describe: (g2, node) => nodeText(g2.board, node),
    record: {
      write: (w, node) => ({ p: w.st.s[CUR]!, a: 'commit_knight', node: w.node(node) }),
      read: { commit_knight: (r, e) => [[r.node(e.node), -1]] },
    },
  };
}
