// What Cloth for Catan's rules share: the state fields they allocate (once per game shape), the
// villages the map marks, and cloth changing hands with the VP it is worth.

import { keyedMemo } from '../../../../engine/keyed-memo.js';
import type { Game } from '../../../../engine/game.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import type { SeaBoard } from '../../board-tables.js';
import type { SeaFields } from '../../fields.js';
import { seaContext } from '../../index.js';
import { MAX_VILLAGES } from './ids.js';

export interface ClothFields {
  /** Cloth left in each village's pile, and in the general supply. */
  readonly pile: number;
  readonly general: number;
  /** Cloth per colour, and bit v = trade relations with village v. */
  readonly cloth: number;
  readonly links: number;
}

export interface Cloth {
  readonly F: SeaFields;
  readonly C: ClothFields;
  readonly tables: (game: Game) => SeaBoard;
  /** The villages of the game's map, in map order: node and number. */
  readonly villages: (game: Game) => Array<{ node: number; token: number }>;
}

/** A map's villages, worked out once per board (the rules ask at every roll and every ship placed). */
const villagesOf = keyedMemo((T: SeaBoard, _: null) => {
  const list: Array<{ node: number; token: number }> = [];
  for (const m of T.marks) if (m.kind === 'village') list.push({ node: m.id, token: m.token! });
  return list;
});

/** Allocates the scenario's fields in a game being built (after the Seafarers core) and names its context. */
export function clothContext(g: GameBuilder): Cloth {
  const { F, tables } = seaContext(g);
  const L = g.layout;
  const C: ClothFields = {
    pile: g.field('cloth.pile', MAX_VILLAGES),
    general: g.field('cloth.general'),
    cloth: g.field('cloth.cloth', L.players),
    links: g.field('cloth.links', L.players),
  };
  return { F, C, tables, villages: (game) => villagesOf(tables(game), null) };
}

/** Cloth changes hands: p's count and the VP its pairs are worth move together. */
export function addCloth(game: Game, s: Int32Array, C: ClothFields, p: number, n: number): void {
  const before = s[C.cloth + p]! >> 1;
  s[C.cloth + p]! += n;
  s[game.layout.publicVp + p]! += (s[C.cloth + p]! >> 1) - before;
}
