// The science deck's cards that act on the board and the bank (D75, D77-D80): the Inventor's
// token swap, Irrigation and Mining, the Engineer's free wall, Medicine's cheap city, Road
// Building's two free roads and the Smith's two free promotions.

import { idBits } from '../../engine/actions.js';
import { FIELDS, GRAIN, MOUNTAINS, ORE } from '../../engine/constants.js';
import { hexText, nodeText } from '../../engine/describe.js';
import { pushDecision } from '../../engine/decision-queue.js';
import type { Game } from '../../engine/game.js';
import { handCost, pay, takeFromBank } from '../../engine/hands.js';
import { BANK, ROADS_FREE, setBit } from '../../engine/layout.js';
import { pieceAt, pieceAttr, pieceOwner, piecePlace, setPieceAttr } from '../../engine/piece-tables.js';
import { canAfford } from '../../engine/queries.js';
import { OB_ROAD_BUILDING } from '../base/decisions.js';
import { KNIGHT_LEVELS, PROMOTED, knightsOnBoard, type Knights } from './knights.js';
import { CARD_BITS, type ProgressPlay } from './progress.js';
import type { WallFields } from './walls.js';
import type { CitiesKnightsFields } from './fields.js';
import { cityPieceFor, raiseCity, type Pillage } from './pillage.js';

/** Medicine's price for a city (D78). */
export const COST_MEDICINE = handCost({ [ORE]: 2, [GRAIN]: 1 });

/** Hexes of `terrain` next to at least one of seat p's buildings, each counted once (D77). */
export function hexesBesideBuildings(game: Game, s: Int32Array, p: number, terrain: number): number {
  const b = game.board;
  const L = game.layout;
  let count = 0;
  for (let h = 0; h < b.numHexes; h++) {
    if (b.hexTerrain[h] !== terrain) continue;
    for (let c = 0; c < 6; c++) {
      const node = b.hexNodes[h * 6 + c]!;
      if (node >= 0 && s[L.nodeOwner + node] === p + 1) {
        count++;
        break;
      }
    }
  }
  return count;
}

/** Whether a hex of `terrain` lies next to one of seat p's buildings: hexesBesideBuildings > 0, asked at every step while the card is held. */
function anyHexBesideBuildings(game: Game, s: Int32Array, p: number, terrain: number): boolean {
  const b = game.board;
  const hexTerrain = b.hexTerrain;
  const hexNodes = b.hexNodes;
  const nodeOwner = game.layout.nodeOwner;
  for (let h = 0; h < b.numHexes; h++) {
    if (hexTerrain[h] !== terrain) continue;
    for (let c = 0; c < 6; c++) {
      const node = hexNodes[h * 6 + c]!;
      if (node >= 0 && s[nodeOwner + node] === p + 1) return true;
    }
  }
  return false;
}

/** Irrigation (fields, grain) or Mining (mountains, ore): 2 of the resource per such hex, what the bank has (D77). */
function harvest(name: string, terrain: number, resource: number): ProgressPlay {
  return {
    name,
    maxTargets: () => 1,
    plays({ game, s }, p, base, out, n) {
      if (s[BANK + resource]! > 0 && anyHexBesideBuildings(game, s, p, terrain)) out[n++] = base;
      return n;
    },
    apply({ game, s }, p) {
      takeFromBank(game, s, p, resource, Math.min(s[BANK + resource]!, 2 * hexesBesideBuildings(game, s, p, terrain)));
    },
    describe: () => '',
    effect: {
      before: ({ game, s }, p) => s[game.layout.hand + p * 5 + resource]!,
      report: ({ game, s }, p, _t, before) => ({ taken: s[game.layout.hand + p * 5 + resource]! - before }),
    },
  };
}

/** A card whose target is a node (nodeEntry: recorded as `node`). */
const nodeEntry = {
  describe: (game: Game, node: number) => nodeText(game.board, node),
  write: (w: { node(n: number): number[] }, node: number) => ({ node: w.node(node) }),
  read: (r: { node(v: unknown): number }, e: Record<string, unknown>) => r.node(e.node),
};

/** The Engineer: a free wall under one of the player's cities without one, within the limit of 3 (D78). */
function engineer(W: WallFields): ProgressPlay {
  return {
    name: 'engineer',
    maxTargets: (b) => b.numNodes,
    plays({ game, s }, p, base, out, n) {
      if (s[W.wallsLeft + p]! <= 0) return n;
      const L = game.layout;
      const cities = L.city + p * L.nodeWords;
      for (let w = 0; w < L.nodeWords; w++) {
        for (let bits = s[cities + w]! & ~s[W.walls + w]!; bits !== 0; bits &= bits - 1) out[n++] = base | (((w << 5) + 31 - Math.clz32(bits & -bits)) << CARD_BITS);
      }
      return n;
    },
    apply({ s }, p, node) {
      setBit(s, W.walls, node);
      s[W.wallsLeft + p]!--;
    },
    ...nodeEntry,
  };
}

/** Medicine: one of the player's settlements becomes a city for 2 ore and 1 grain (D78); a city piece on its side stands up. */
function medicine(X: Pillage): ProgressPlay {
  return {
    name: 'medicine',
    maxTargets: (b) => b.numNodes,
    plays({ game, s }, p, base, out, n) {
      const L = game.layout;
      if (!canAfford(game, s, p, COST_MEDICINE)) return n;
      const settle = L.settle + p * L.nodeWords;
      for (let w = 0; w < L.nodeWords; w++) {
        for (let bits = s[settle + w]!; bits !== 0; bits &= bits - 1) {
          const node = (w << 5) + 31 - Math.clz32(bits & -bits);
          if (cityPieceFor(game, s, X, p, node)) out[n++] = base | (node << CARD_BITS);
        }
      }
      return n;
    },
    apply({ game, s }, p, node) {
      pay(game, s, p, COST_MEDICINE);
      raiseCity(game, s, X, p, node);
    },
    ...nodeEntry,
  };
}

/** Road Building: up to 2 free roads by the base game's procedure (D79, D7). */
const ROAD_BUILDING: ProgressPlay = {
  name: 'road_building',
  maxTargets: () => 1,
  plays({ game, s }, p, base, out, n) {
    if (game.hooks.roadBuildingPlayable(game, s, p)) out[n++] = base;
    return n;
  },
  apply(st, p) {
    st.s[ROADS_FREE] = Math.min(2, st.s[st.game.layout.roadsLeft + p]!);
    pushDecision(st, OB_ROAD_BUILDING, p);
  },
  describe: () => '',
};

/** Whether seat p may promote the knight in row i for free now (D67, D80), with `extra` tokens of its next strength spoken for. */
function promotable(K: Knights, s: Int32Array, p: number, i: number, extra: number): boolean {
  const level = pieceAttr(s, K.table, i, K.level);
  return level < s[K.maxLevel + p]! && (pieceAttr(s, K.table, i, K.turn) & PROMOTED) === 0 && s[K.left + p * KNIGHT_LEVELS + level]! > extra;
}

/** The Smith: one or two different knights promoted one strength each, free (D80). Target: first node | (second node + 1) << bits. */
function smith(K: Knights): ProgressPlay {
  const first = (game: Game, t: number) => t & ((1 << idBits(game.board.numNodes)) - 1);
  const second = (game: Game, t: number) => (t >>> idBits(game.board.numNodes)) - 1;
  const promote = (s: Int32Array, p: number, node: number) => {
    const T = K.table;
    const i = pieceAt(s, T, node);
    const level = pieceAttr(s, T, i, K.level);
    s[K.left + p * KNIGHT_LEVELS + level]!--;
    s[K.left + p * KNIGHT_LEVELS + level - 1]!++;
    setPieceAttr(s, T, i, K.level, level + 1);
    setPieceAttr(s, T, i, K.turn, pieceAttr(s, T, i, K.turn) | PROMOTED);
  };
  return {
    name: 'smith',
    maxTargets: () => 6 + 15,
    plays({ game, s }, p, base, out, n) {
      if (knightsOnBoard(K, s, p) === 0) return n;
      const nodeBits = idBits(game.board.numNodes);
      const T = K.table;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) !== p || !promotable(K, s, p, i, 0)) continue;
        const a = piecePlace(s, T, i);
        out[n++] = base | (a << CARD_BITS);
        const level = pieceAttr(s, T, i, K.level);
        for (let j = i + 1; j < T.capacity; j++) {
          if (pieceOwner(s, T, j) !== p) continue;
          // Two knights of one strength need two tokens of the next.
          if (promotable(K, s, p, j, pieceAttr(s, T, j, K.level) === level ? 1 : 0)) out[n++] = base | ((a | ((piecePlace(s, T, j) + 1) << nodeBits)) << CARD_BITS);
        }
      }
      return n;
    },
    apply({ game, s }, p, t) {
      promote(s, p, first(game, t));
      const b = second(game, t);
      if (b >= 0) promote(s, p, b);
    },
    describe: (game, t) => (second(game, t) >= 0 ? `${nodeText(game.board, first(game, t))} ${nodeText(game.board, second(game, t))}` : nodeText(game.board, first(game, t))),
    write: (w, t) => ({ nodes: second(w.st.game, t) >= 0 ? [w.node(first(w.st.game, t)), w.node(second(w.st.game, t))] : [w.node(first(w.st.game, t))] }),
    read(r, e) {
      const nodes = Array.isArray(e.nodes) ? e.nodes : [];
      if (nodes.length < 1 || nodes.length > 2) throw r.error('smith: `nodes` names one or two knights');
      const bits = idBits(r.st.game.board.numNodes);
      return r.node(nodes[0]) | (nodes.length === 2 ? (r.node(nodes[1]) + 1) << bits : 0);
    },
  };
}

/** Whether the Inventor may move a token of this value (D75: never 2, 12, 6 or 8). */
const SWAPPABLE = (token: number): boolean => (token >= 3 && token <= 5) || (token >= 9 && token <= 11);

/** The Inventor: the tokens of two hexes swapped, both swappable and of different values (D75). Target: hex | other hex << bits. */
function inventor(F: CitiesKnightsFields, numHexes: number): ProgressPlay {
  const first = (game: Game, t: number) => t & ((1 << idBits(game.board.numHexes)) - 1);
  const second = (game: Game, t: number) => t >>> idBits(game.board.numHexes);
  // Scratch: the hexes whose token may move, in id order (not re-entrant; a list is never).
  const movable = new Int32Array(numHexes);
  return {
    name: 'inventor',
    maxTargets: (b) => (b.numHexes * (b.numHexes - 1)) / 2,
    plays({ game, s }, _p, base, out, n) {
      const H = game.board.numHexes;
      const bits = idBits(H);
      const tokens = F.tokens;
      let m = 0;
      for (let h = 0; h < H; h++) if (SWAPPABLE(s[tokens + h]!)) movable[m++] = h;
      for (let i = 0; i < m; i++) {
        const a = movable[i]!;
        const ta = s[tokens + a]!;
        for (let j = i + 1; j < m; j++) {
          const b = movable[j]!;
          if (s[tokens + b]! !== ta) out[n++] = base | ((a | (b << bits)) << CARD_BITS);
        }
      }
      return n;
    },
    apply({ game, s }, _p, t) {
      const a = F.tokens + first(game, t);
      const b = F.tokens + second(game, t);
      const x = s[a]!;
      s[a] = s[b]!;
      s[b] = x;
    },
    describe: (game, t) => `${hexText(game.board, first(game, t))} ${hexText(game.board, second(game, t))}`,
    write: (w, t) => ({ hexes: [w.hex(first(w.st.game, t)), w.hex(second(w.st.game, t))] }),
    read(r, e) {
      const hexes = Array.isArray(e.hexes) ? e.hexes : [];
      if (hexes.length !== 2) throw r.error('inventor: `hexes` names two hexes');
      return r.hex(hexes[0]) | (r.hex(hexes[1]) << idBits(r.st.game.board.numHexes));
    },
  };
}

/** The science cards played on the board and the bank, by name. */
export function scienceCards(F: CitiesKnightsFields, K: Knights, W: WallFields, X: Pillage, numHexes: number): ProgressPlay[] {
  return [inventor(F, numHexes), harvest('irrigation', FIELDS, GRAIN), harvest('mining', MOUNTAINS, ORE), engineer(W), medicine(X), ROAD_BUILDING, smith(K)];
}
