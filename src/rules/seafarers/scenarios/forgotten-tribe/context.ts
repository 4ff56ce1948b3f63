// What the Forgotten Tribe's rules share: the state fields they allocate (once per game shape) and
// the gifts the map marks.

import { keyedMemo } from '../../../../engine/keyed-memo.js';
import type { Game } from '../../../../engine/game.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import type { SeaBoard } from '../../board-tables.js';
import type { SeaContext } from '../../index.js';
import { seaContext } from '../../index.js';
import { MAX_GIFTS, MAX_PLACED } from './ids.js';

export interface TribeFields {
  /** Bit i: gift i is taken. */
  readonly taken: number;
  /** Per gift: the harbor kind of a harbor gift (drawn at the start). */
  readonly giftHarbor: number;
  /** Per colour: bit i = holds harbor gift i, not yet placed. */
  readonly held: number;
  /** Per colour: card gifts still to draw. */
  readonly cards: number;
  /** Placed harbors: edge, kind pairs; and how many. */
  readonly placed: number;
  readonly placedCount: number;
}

export interface Tribe {
  readonly sea: SeaContext;
  readonly TF: TribeFields;
  /** The gift marks of the game's map, in map order: edge id and what lies there. */
  readonly gifts: (game: Game) => Array<{ edge: number; gift: 'vp' | 'dev' | 'harbor' }>;
}

/** A map's gifts, worked out once per board (the rules ask after every ship). */
const giftsOf = keyedMemo((T: SeaBoard, _: null) => {
  const list: Array<{ edge: number; gift: 'vp' | 'dev' | 'harbor' }> = [];
  for (const m of T.marks) if (m.kind === 'gift') list.push({ edge: m.id, gift: m.gift! });
  return list;
});

/** Allocates the scenario's fields in a game being built (after the Seafarers core) and names its context. */
export function tribeContext(g: GameBuilder): Tribe {
  const sea = seaContext(g);
  const L = g.layout;
  const TF: TribeFields = {
    taken: g.field('tribe.taken'),
    giftHarbor: g.field('tribe.giftHarbor', MAX_GIFTS),
    held: g.field('tribe.held', L.players),
    cards: g.field('tribe.cards', L.players),
    placed: g.field('tribe.placed', 2 * MAX_PLACED),
    placedCount: g.field('tribe.placedCount'),
  };
  return { sea, TF, gifts: (game) => giftsOf(sea.tables(game), null) };
}
