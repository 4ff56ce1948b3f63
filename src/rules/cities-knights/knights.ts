// Knights (D64-D67): hired as basic knights on a free intersection at the end of one's roads for a
// wool and an ore, activated for a grain, promoted one level a turn for a wool and an ore (mighty
// only with the Fortress, D67), each player having two tokens of each strength; kept in a piece
// table with their level, whether active, and what they did this turn. An opponent's knight blocks
// a road past its intersection and cuts Longest Road there, and no settlement goes where a knight
// stands (D65, D69).

import { ARG_BITS, A_ROAD, A_SETTLEMENT, idBits } from '../../engine/actions.js';
import { GRAIN, ORE, WOOL } from '../../engine/constants.js';
import { nodeText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { handCost, pay } from '../../engine/hands.js';
import { CUR, hasBit } from '../../engine/layout.js';
import { longestRoad, longestRoadWithRoad } from '../../engine/longest-road.js';
import { nodeWalk, type NodeWalk } from '../../engine/node-walk.js';
import { remeasureRoadsThrough } from '../../engine/pieces.js';
import type { ActionRefinement, ActionSource } from '../../engine/phase-list.js';
import { addPiece, attrIndex, pieceAt, pieceAttr, pieceOwner, piecePlace, pieceTableErrors, setPieceAttr, type PieceTable } from '../../engine/piece-tables.js';
import { canAfford } from '../../engine/queries.js';
import type { GameBuilder, Invariant, KindRule } from '../../engine/rule-set.js';
import { markReach } from '../base/build.js';

/** Strengths: basic 1, strong 2, mighty 3; two tokens of each per player (D39, D64). */
export const KNIGHT_LEVELS = 3;
export const KNIGHTS_PER_LEVEL = 2;
export const COST_KNIGHT = handCost({ [WOOL]: 1, [ORE]: 1 });
export const COST_ACTIVATE = handCost({ [GRAIN]: 1 });
export const COST_PROMOTE = COST_KNIGHT;

/** A knight's `turn` bits: what it did in its owner's turn now. */
export const PROMOTED = 1;
export const ACTIVATED = 2;
export const ACTED = 4;

/** The knights' table, its attribute indices, each seat's tokens left by level, and scratch for the cuts. */
export interface Knights {
  readonly table: PieceTable;
  readonly level: number;
  readonly active: number;
  readonly turn: number;
  /** Seat p's tokens of strength l still in its supply: at left + p * 3 + (l - 1). */
  readonly left: number;
  /** The strongest level a seat may promote to (the Fortress raises it to 3), at maxLevel + p. */
  readonly maxLevel: number;
  /**
   * A displaced knight waiting for its owner to move it (D70): owner + 1 | level << 4 | active << 6
   * | turn << 7 (0: none), and the node it was displaced from.
   */
  readonly displaced: number;
  readonly displacedFrom: number;
  /** 1 while a knight's chase has the robber to move (D71: only to a hex with a number). */
  readonly chasing: number;
  readonly cuts: Int32Array;
  /** Scratch: the nodes a knight's walk may not pass, and the walk. */
  readonly stop: Int32Array;
  readonly walk: NodeWalk;
}

export function knightFields(g: GameBuilder): Knights {
  const table = g.pieceTable('knights', { place: 'node', capacity: g.layout.players * KNIGHT_LEVELS * KNIGHTS_PER_LEVEL, attributes: ['level', 'active', 'turn'] });
  return {
    table,
    level: attrIndex(table, 'level'),
    active: attrIndex(table, 'active'),
    turn: attrIndex(table, 'turn'),
    left: g.field('ck.knightsLeft', g.layout.players * KNIGHT_LEVELS),
    maxLevel: g.field('ck.knightMaxLevel', g.layout.players),
    displaced: g.field('ck.displaced'),
    displacedFrom: g.field('ck.displacedFrom'),
    chasing: g.field('ck.chasing'),
    cuts: new Int32Array(g.layout.nodeWords),
    stop: new Int32Array(g.layout.nodeWords),
    walk: nodeWalk(g.board.numNodes),
  };
}

/** Every seat's tokens in its supply and the strong limit of promotion, at the start. */
export function setUpKnights(K: Knights, s: Int32Array, players: number): void {
  for (let p = 0; p < players; p++) {
    for (let l = 0; l < KNIGHT_LEVELS; l++) s[K.left + p * KNIGHT_LEVELS + l] = KNIGHTS_PER_LEVEL;
    s[K.maxLevel + p] = 2;
  }
}

/** Knights a seat may have on the board. */
export const KNIGHTS_PER_SEAT = KNIGHT_LEVELS * KNIGHTS_PER_LEVEL;

/**
 * Seat p's knights on the board, from its tokens in supply and the one waiting to retreat: a few
 * loads, where the table's rows are a scan. The lists ask it first, since most seats on most turns
 * have no knight to act with.
 */
export function knightsOnBoard(K: Knights, s: Int32Array, p: number): number {
  const left = K.left + p * KNIGHT_LEVELS;
  const d = s[K.displaced]!;
  return KNIGHTS_PER_SEAT - s[left]! - s[left + 1]! - s[left + 2]! - ((d & 15) === p + 1 ? 1 : 0);
}

/** Whether any seat has a knight on the board. */
export function anyKnightOnBoard(K: Knights, s: Int32Array, players: number): boolean {
  for (let p = 0; p < players; p++) if (knightsOnBoard(K, s, p) > 0) return true;
  return false;
}

/** The nodes where a knight of another colour than p stands, into K.cuts. */
export function knightCuts(K: Knights, s: Int32Array, p: number): Int32Array {
  const cuts = K.cuts;
  for (let w = 0; w < cuts.length; w++) cuts[w] = 0;
  const T = K.table;
  for (let i = 0; i < T.capacity; i++) {
    const q = pieceOwner(s, T, i);
    if (q < 0 || q === p) continue;
    const x = piecePlace(s, T, i);
    cuts[x >>> 5]! |= 1 << (x & 31);
  }
  return cuts;
}

/** Longest Road with opponents' knights cutting it (GameHooks.routeLength). */
export function knightRouteLength(K: Knights): (game: Game, s: Int32Array, p: number) => number {
  return (game, s, p) => longestRoad(game, s, p, knightCuts(K, s, p));
}

/** knightRouteLength just after p placed a road at `edge`: the trails through it (GameHooks.routeLengthWithRoad). */
export function knightRouteLengthWithRoad(K: Knights): (game: Game, s: Int32Array, p: number, edge: number) => number {
  return (game, s, p, edge) => longestRoadWithRoad(game, s, p, edge, s[game.layout.roadLen + p]!, knightCuts(K, s, p));
}

/** The knight of seat p's on node `node` (the table's row), or -1. */
function ownKnight(K: Knights, s: Int32Array, p: number, node: number): number {
  const i = pieceAt(s, K.table, node);
  return i >= 0 && pieceOwner(s, K.table, i) === p ? i : -1;
}

/** Hire, activate and promote: each argument the knight's node, each recorded by its name and node. */
export function knightKinds(g: GameBuilder, K: Knights): { hire: KindRule; activate: KindRule; promote: KindRule } {
  const argBits = idBits(g.board.numNodes);
  const kind = (name: string, apply: (game: Game, s: Int32Array, p: number, node: number) => void): KindRule => ({
    name,
    argBits,
    apply: ({ game, s }, node) => apply(game, s, s[CUR]!, node),
    describe: (g2, node) => nodeText(g2.board, node),
    record: {
      write: (w, node) => ({ p: w.st.s[CUR]!, a: name, node: w.node(node) }),
      read: { [name]: (r, e) => [[r.node(e.node), -1]] },
    },
  });
  const mark = (s: Int32Array, i: number, bit: number) => setPieceAttr(s, K.table, i, K.turn, pieceAttr(s, K.table, i, K.turn) | bit);
  return {
    hire: kind('hire_knight', (game, s, p, node) => {
      pay(game, s, p, COST_KNIGHT);
      s[K.left + p * KNIGHT_LEVELS]!--;
      setPieceAttr(s, K.table, addPiece(s, K.table, p, node), K.level, 1);
      remeasureRoadsThrough(game, s, node, p);
    }),
    activate: kind('activate_knight', (game, s, p, node) => {
      const i = ownKnight(K, s, p, node);
      pay(game, s, p, COST_ACTIVATE);
      setPieceAttr(s, K.table, i, K.active, 1);
      mark(s, i, ACTIVATED);
    }),
    promote: kind('promote_knight', (game, s, p, node) => {
      const i = ownKnight(K, s, p, node);
      const level = pieceAttr(s, K.table, i, K.level);
      pay(game, s, p, COST_PROMOTE);
      // The stronger token replaces the weaker on the same intersection (D67).
      s[K.left + p * KNIGHT_LEVELS + level]!--;
      s[K.left + p * KNIGHT_LEVELS + level - 1]!++;
      setPieceAttr(s, K.table, i, K.level, level + 1);
      mark(s, i, PROMOTED);
    }),
  };
}

/**
 * Where seat p may put a new knight (D64): each empty intersection (no building, no knight) at an
 * end of its roads, appended from out[n] as `base | (node + plus)`.
 */
export function knightSites(game: Game, s: Int32Array, K: Knights, p: number, base: number, plus: number, out: Int32Array, n: number): number {
  const L = game.layout;
  const ends = L.roadEnds + p * L.nodeWords;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[ends + w]! & ~s[L.built + w]!; bits !== 0; bits &= bits - 1) {
      const x = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (pieceAt(s, K.table, x) < 0) out[n++] = base | (x + plus);
    }
  }
  return n;
}

/**
 * The knight actions of the player on turn: hires on each free end of its roads (no building, no
 * knight) while it has a basic token and the cost, then for each of its knights an activation (if
 * inactive) and a promotion (once a turn, below its limit, with a token of the next strength left).
 */
export function knightSource(g: GameBuilder, K: Knights, kinds: { hire: number; activate: number; promote: number }): ActionSource {
  return {
    name: 'knights',
    maxActions: g.board.numNodes + 2 * K.table.capacity,
    list({ game, s }, out, n) {
      const p = s[CUR]!;
      const T = K.table;
      if (s[K.left + p * KNIGHT_LEVELS]! > 0 && canAfford(game, s, p, COST_KNIGHT)) n = knightSites(game, s, K, p, kinds.hire << ARG_BITS, 0, out, n);
      if (knightsOnBoard(K, s, p) === 0) return n;
      const grain = canAfford(game, s, p, COST_ACTIVATE);
      const promote = canAfford(game, s, p, COST_PROMOTE);
      if (!grain && !promote) return n;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) !== p) continue;
        const x = piecePlace(s, T, i);
        if (grain && pieceAttr(s, T, i, K.active) === 0) out[n++] = (kinds.activate << ARG_BITS) | x;
        const level = pieceAttr(s, T, i, K.level);
        if (promote && level < s[K.maxLevel + p]! && (pieceAttr(s, T, i, K.turn) & PROMOTED) === 0 && s[K.left + p * KNIGHT_LEVELS + level]! > 0) out[n++] = (kinds.promote << ARG_BITS) | x;
      }
      return n;
    },
  };
}

/**
 * What knights take out of the builds: a road past an opponent's knight (its only way to the
 * player's network is through that intersection) and a settlement where any knight stands.
 */
export function knightsRefinement(K: Knights): ActionRefinement {
  return { name: 'knights_block', maxActions: 0, refine: (st, out, n) => blockBuilds(K, st, out, 0, n) };
}

/**
 * A source of builds (the main phase's, Road Building's roads) with knightsRefinement applied to
 * what it lists: no other source lists a road or a settlement, and the refinement of the whole
 * list scanned every action of it at every step (docs/performance.md, "Cities & Knights").
 */
export function knightsBlocking(source: ActionSource, K: Knights): ActionSource {
  const list = source.list;
  return { ...source, list: (st, out, n) => blockBuilds(K, st, out, n, list(st, out, n)) };
}

/** knightsRefinement over out[from..n): keeps the actions it allows, in order; returns the new count. */
function blockBuilds(K: Knights, { game, s }: GameState, out: Int32Array, from: number, n: number): number {
  // With no knight on the board the list is the builds' own.
  if (n === from || !anyKnightOnBoard(K, s, game.seats)) return n;
  const p = s[CUR]!;
  const T = K.table;
  const edgeNodes = game.board.edgeNodes;
  let reach: Int32Array | null = null;
  let cuts: Int32Array | null = null;
  let k = from;
  for (let i = from; i < n; i++) {
    const a = out[i]!;
    const kind = a >>> ARG_BITS;
    const arg = a & ((1 << ARG_BITS) - 1);
    if (kind === A_SETTLEMENT && pieceAt(s, T, arg) >= 0) continue;
    if (kind === A_ROAD) {
      if (reach === null || cuts === null) {
        reach = markReach(game, s, p);
        cuts = knightCuts(K, s, p);
      }
      const x = edgeNodes[arg * 2]!;
      const y = edgeNodes[arg * 2 + 1]!;
      const open = (reach[x >>> 5]! & ~cuts[x >>> 5]! & (1 << (x & 31))) | (reach[y >>> 5]! & ~cuts[y >>> 5]! & (1 << (y & 31)));
      if (open === 0) continue;
    }
    out[k++] = a;
  }
  return k;
}

/** Clears the per-turn marks of seat p's knights (GameHooks.turnEnded). */
export function knightsTurnEnded(K: Knights, s: Int32Array, p: number): void {
  if (knightsOnBoard(K, s, p) === 0) return;
  const T = K.table;
  for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p) setPieceAttr(s, T, i, K.turn, 0);
}

/** Seat p's strength of active knights (D45). */
export function activeStrength(K: Knights, s: Int32Array, p: number): number {
  const T = K.table;
  let sum = 0;
  for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p && pieceAttr(s, T, i, K.active) === 1) sum += pieceAttr(s, T, i, K.level);
  return sum;
}

/** The table's own checks; no knight shares a node with a building; each seat's tokens of each strength (a displaced one included) make 2. */
export function knightInvariant(K: Knights): Invariant {
  return {
    name: 'knights',
    check({ game, s }, fail) {
      for (const e of pieceTableErrors(game, s, K.table)) fail(e);
      const L = game.layout;
      const T = K.table;
      const on = new Array<number>(L.players * KNIGHT_LEVELS).fill(0);
      for (let i = 0; i < T.capacity; i++) {
        const q = pieceOwner(s, T, i);
        if (q < 0) continue;
        const x = piecePlace(s, T, i);
        const level = pieceAttr(s, T, i, K.level);
        if (hasBit(s, L.built, x)) fail(`a knight of seat ${q} shares node ${x} with a building`);
        if (level < 1 || level > KNIGHT_LEVELS) fail(`a knight of seat ${q} has strength ${level}`);
        else on[q * KNIGHT_LEVELS + level - 1]!++;
      }
      const d = s[K.displaced]!;
      if (d !== 0) on[((d & 15) - 1) * KNIGHT_LEVELS + ((d >>> 4) & 3) - 1]!++;
      for (let i = 0; i < on.length; i++) {
        if (on[i]! + s[K.left + i]! !== KNIGHTS_PER_LEVEL) fail(`seat ${Math.floor(i / KNIGHT_LEVELS)}: knights of strength ${(i % KNIGHT_LEVELS) + 1} on the board and in supply do not make ${KNIGHTS_PER_LEVEL}`);
      }
    },
  };
}
