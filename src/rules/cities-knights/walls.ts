// City walls (D72): 2 brick, under one of one's cities that has none, at most 3 on the board per
// player; each raises its owner's safe hand on a 7 by 2 (D51). A wall goes with its city when the
// barbarians reduce it.

import { ARG_BITS, idBits } from '../../engine/actions.js';
import { BRICK } from '../../engine/constants.js';
import { nodeText } from '../../engine/describe.js';
import { handCost, pay } from '../../engine/hands.js';
import { CUR, hasBit, setBit } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { GameBuilder, Invariant, KindRule } from '../../engine/rule-set.js';
import { canAfford } from '../../engine/queries.js';

/** Walls each player has (D39). */
export const WALLS_PER_PLAYER = 3;
/** Cards a wall adds to the safe hand (D51). */
export const WALL_HAND = 2;
export const COST_WALL = handCost({ [BRICK]: 2 });

/** The walls' fields: a node bitset of the cities with a wall, and each seat's walls still in its supply. */
export interface WallFields {
  readonly walls: number;
  readonly wallsLeft: number;
}

export function wallFields(g: GameBuilder): WallFields {
  return { walls: g.field('ck.walls', g.layout.nodeWords), wallsLeft: g.field('ck.wallsLeft', g.layout.players) };
}

/** The build_wall kind: argument the city's node. */
export function wallKind(g: GameBuilder, F: WallFields): KindRule {
  return {
    name: 'build_wall',
    argBits: idBits(g.board.numNodes),
    apply({ game, s }, node) {
      const p = s[CUR]!;
      pay(game, s, p, COST_WALL);
      setBit(s, F.walls, node);
      s[F.wallsLeft + p]!--;
    },
    describe: (g2, node) => nodeText(g2.board, node),
    record: {
      write: (w, node) => ({ p: w.st.s[CUR]!, a: 'build_wall', node: w.node(node) }),
      read: { build_wall: (r, e) => [[r.node(e.node), -1]] },
    },
  };
}

/** The walls the player on turn may build: under each of its cities without one, while it has a wall and 2 brick. */
export function wallSource(g: GameBuilder, F: WallFields, kind: number): ActionSource {
  return {
    name: 'walls',
    maxActions: g.supply.cities,
    list({ game, s }, out, n) {
      const p = s[CUR]!;
      if (s[F.wallsLeft + p]! <= 0 || !canAfford(game, s, p, COST_WALL)) return n;
      const L = game.layout;
      const cities = L.city + p * L.nodeWords;
      for (let w = 0; w < L.nodeWords; w++) {
        for (let bits = s[cities + w]! & ~s[F.walls + w]!; bits !== 0; bits &= bits - 1) out[n++] = (kind << ARG_BITS) | ((w << 5) + 31 - Math.clz32(bits & -bits));
      }
      return n;
    },
  };
}

/** A 7's safe hand: the option's limit and 2 a wall (GameHooks.discardLimit). */
export function wallLimit(F: WallFields, before: GameBuilder['hooks']['discardLimit']): GameBuilder['hooks']['discardLimit'] {
  return (game, s, p) => before(game, s, p) + WALL_HAND * (WALLS_PER_PLAYER - s[F.wallsLeft + p]!);
}

/** Every wall stands under a city, and each seat's walls on the board and in its supply make 3. */
export function wallInvariant(F: WallFields): Invariant {
  return {
    name: 'city-walls',
    check({ game, s }, fail) {
      const L = game.layout;
      const built = new Array<number>(L.players).fill(0);
      for (let node = 0; node < game.board.numNodes; node++) {
        if (!hasBit(s, F.walls, node)) continue;
        const q = s[L.nodeOwner + node]! - 1;
        if (q < 0 || !hasBit(s, L.city + q * L.nodeWords, node)) fail(`a wall on node ${node} stands under no city`);
        else built[q]!++;
      }
      for (let q = 0; q < L.players; q++) if (built[q]! + s[F.wallsLeft + q]! !== WALLS_PER_PLAYER) fail(`seat ${q}: walls on the board (${built[q]}) and in supply (${s[F.wallsLeft + q]}) do not make ${WALLS_PER_PLAYER}`);
    },
  };
}
