// The decisions that move pieces after a progress card: the Diplomat's own road placed again or
// kept off (D83), and the Deserter's two steps, the victim's choice of the knight that leaves and the
// player's knight of its strength placed or declined (D84).

import { ARG_BITS, A_ROAD, idBits } from '../../engine/actions.js';
import { edgeText, nodeText } from '../../engine/describe.js';
import { decisionData, endDecision, pushDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR } from '../../engine/layout.js';
import { placeRoad, remeasureRoadsThrough } from '../../engine/pieces.js';
import { addPiece, pieceAt, pieceAttr, pieceOwner, piecePlace, removePiece, setPieceAttr } from '../../engine/piece-tables.js';
import type { GameBuilder, KindRule, LogEntry, RecordReader } from '../../engine/rule-set.js';
import { roadSites } from '../base/build.js';
import { A_DESERTER_PLACE, A_DESERTER_REMOVE, A_DIPLOMAT_ROAD, PH_DESERTER_PLACE, PH_DESERTER_REMOVE, PH_DIPLOMAT_ROAD } from './ids.js';
import { ACTIVATED, KNIGHT_LEVELS, KNIGHTS_PER_LEVEL, knightSites, knightsRefinement, type Knights } from './knights.js';

/** The obligations the Diplomat and the Deserter push. */
export interface PieceAnswers {
  /** Data: the player | (the removed edge + 1) << 4. Ended by the road placed or kept off. */
  readonly diplomat: number;
  /** Data: the victim | the player << 4. Ended by the knight removed. */
  readonly deserter: number;
}

/** A node or edge argument plus one, 0 for none (the Diplomat's road kept off, the Deserter's knight declined). */
function optionalEntry(name: string, field: 'node' | 'edge'): KindRule['record'] {
  return {
    write: (w, arg) => ({ p: w.st.s[CUR]!, a: name, [field]: arg === 0 ? null : w[field](arg - 1) }),
    read: { [name]: (r: RecordReader, e: LogEntry) => [[e[field] === null || e[field] === undefined ? 0 : r[field](e[field]) + 1, -1]] },
  };
}

/** The Diplomat's decision: every site where p may build a road now (D65's knights included) but the edge it came from, then "keep it off". */
function diplomatPhase(g: GameBuilder, K: Knights) {
  const blocks = knightsRefinement(K);
  return {
    name: 'diplomat_road',
    maxActions: g.board.numEdges + 1,
    legal(st: GameState, out: Int32Array): number {
      const p = st.s[CUR]!;
      const removed = (decisionData(st) >>> 4) - 1;
      let n = blocks.refine(st, out, roadSites(st.game, st.s, p, out, 0, A_ROAD));
      let k = 0;
      for (let i = 0; i < n; i++) {
        const e = out[i]! & ((1 << ARG_BITS) - 1);
        if (e !== removed) out[k++] = (A_DIPLOMAT_ROAD << ARG_BITS) | (e + 1);
      }
      n = k;
      out[n++] = A_DIPLOMAT_ROAD << ARG_BITS;
      return n;
    },
  };
}

/** The Deserter's knight, placed in the removed knight's strength and state: frame data p | level << 4 | active << 6. */
const placeData = (p: number, level: number, active: number): number => p | (level << 4) | (active << 6);

/** The strength of the knight p may place for one of `level` removed (D84): that strength, else basic, from p's supply; 0 for none. */
function deserterLevel(K: Knights, s: Int32Array, p: number, level: number): number {
  if (s[K.left + p * KNIGHT_LEVELS + level - 1]! > 0) return level;
  return s[K.left + p * KNIGHT_LEVELS]! > 0 ? 1 : 0;
}

function deserterKinds(g: GameBuilder, K: Knights, ob: { remove: number; place: number }): { remove: KindRule; place: KindRule } {
  const nodeBits = idBits(g.board.numNodes);
  // Scratch for the sites where the player's knight could go (not re-entrant).
  const sites = new Int32Array(g.board.numNodes);
  return {
    remove: {
      name: 'deserter_remove',
      argBits: nodeBits,
      apply(st, node) {
        const { game, s } = st;
        const q = s[CUR]!;
        const p = decisionData(st) >>> 4;
        const T = K.table;
        const i = pieceAt(s, T, node);
        const level = pieceAttr(s, T, i, K.level);
        const active = pieceAttr(s, T, i, K.active);
        removePiece(s, T, i);
        s[K.left + q * KNIGHT_LEVELS + level - 1]!++;
        remeasureRoadsThrough(game, s, node, q);
        endDecision(st, ob.remove);
        const placed = deserterLevel(K, s, p, level);
        if (placed > 0 && knightSites(game, s, K, p, 0, 0, sites, 0) > 0) pushDecision(st, ob.place, placeData(p, placed, active));
      },
      describe: (game, node) => nodeText(game.board, node),
      record: {
        write: (w, node) => ({ p: w.st.s[CUR]!, a: 'deserter_remove', node: w.node(node) }),
        read: { deserter_remove: (r, e) => [[r.node(e.node), -1]] },
      },
    },
    place: {
      name: 'deserter_place',
      argBits: idBits(g.board.numNodes + 1),
      apply(st, arg) {
        const { game, s } = st;
        const data = decisionData(st);
        if (arg > 0) {
          const p = s[CUR]!;
          const node = arg - 1;
          const level = (data >>> 4) & 3;
          const active = (data >>> 6) & 1;
          const i = addPiece(s, K.table, p, node);
          setPieceAttr(s, K.table, i, K.level, level);
          setPieceAttr(s, K.table, i, K.active, active);
          // Placed active, it was activated this turn (D84, D66).
          setPieceAttr(s, K.table, i, K.turn, active === 1 ? ACTIVATED : 0);
          s[K.left + p * KNIGHT_LEVELS + level - 1]!--;
          remeasureRoadsThrough(game, s, node, p);
        }
        endDecision(st, ob.place);
      },
      describe: (game, arg) => (arg === 0 ? 'none' : nodeText(game.board, arg - 1)),
      record: optionalEntry('deserter_place', 'node'),
    },
  };
}

/** Registers the decisions, their phases and kinds; returns the obligations the cards push. */
export function installPieceAnswers(g: GameBuilder, K: Knights): PieceAnswers {
  const low = (_st: GameState, data: number) => data & 15;
  const diplomat = g.obligation({ name: 'diplomat_road', phase: PH_DIPLOMAT_ROAD, next: low });
  const deserter = g.obligation({ name: 'deserter_remove', phase: PH_DESERTER_REMOVE, next: low });
  const place = g.obligation({ name: 'deserter_place', phase: PH_DESERTER_PLACE, next: low });

  g.phases[PH_DIPLOMAT_ROAD] = diplomatPhase(g, K);
  g.kinds[A_DIPLOMAT_ROAD] = {
    name: 'diplomat_road',
    argBits: idBits(g.board.numEdges + 1),
    apply(st, arg) {
      if (arg > 0) placeRoad(st.game, st.s, st.s[CUR]!, arg - 1);
      endDecision(st, diplomat);
    },
    describe: (game: Game, arg) => (arg === 0 ? 'none' : edgeText(game.board, arg - 1)),
    record: optionalEntry('diplomat_road', 'edge'),
  };

  const kinds = deserterKinds(g, K, { remove: deserter, place });
  g.kinds[A_DESERTER_REMOVE] = kinds.remove;
  g.kinds[A_DESERTER_PLACE] = kinds.place;
  g.phases[PH_DESERTER_REMOVE] = {
    name: 'deserter_remove',
    maxActions: KNIGHT_LEVELS * KNIGHTS_PER_LEVEL,
    legal({ s }, out) {
      const q = s[CUR]!;
      const T = K.table;
      let n = 0;
      for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === q) out[n++] = (A_DESERTER_REMOVE << ARG_BITS) | piecePlace(s, T, i);
      return n;
    },
  };
  g.phases[PH_DESERTER_PLACE] = {
    name: 'deserter_place',
    maxActions: g.board.numNodes + 1,
    legal({ game, s }, out) {
      const n = knightSites(game, s, K, s[CUR]!, A_DESERTER_PLACE << ARG_BITS, 1, out, 0);
      out[n] = A_DESERTER_PLACE << ARG_BITS;
      return n + 1;
    },
  };
  return { diplomat, deserter };
}
