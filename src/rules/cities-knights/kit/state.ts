// What the bots read of a Cities & Knights state, found by name in a game's layout (its fields,
// piece tables and decks), so the kit needs nothing the install returns: the knights' table and
// attributes, the walls, the barbarians, the levels and metropolises, the progress hands, and the
// commodities' hand kinds. Built once per game (a bot's isolated copy is a game of its own) and
// null when Cities & Knights is not in play. The readers below take a state that may be a seat's
// view: they read only what every seat sees, or the seat's own cards.

import type { Game } from '../../../engine/game.js';
import { cardIndex } from '../../../engine/hands.js';
import { attrIndex, pieceAttr, pieceOwner, piecePlace, type PieceTable } from '../../../engine/piece-tables.js';
import type { Deck } from '../../../engine/decks.js';
import { AREAS, COMMODITIES } from '../data.js';

/** A Cities & Knights game's offsets and tables, as the bots read them. */
export interface Ck {
  readonly attacks: number;
  readonly barbarians: number;
  readonly levels: number;
  readonly metropolis: number;
  readonly defenders: number;
  /** The merchant's controller + 1 (0: nobody). */
  readonly merchantOwner: number;
  readonly tokens: number;
  readonly walls: number;
  readonly wallsLeft: number;
  readonly knightsLeft: number;
  readonly maxLevel: number;
  readonly displaced: number;
  readonly displacedFrom: number;
  readonly owedDraw: number;
  readonly alchemist: number;
  readonly knights: PieceTable;
  readonly level: number;
  readonly active: number;
  readonly turn: number;
  /** The progress decks by area (their piles are the seats' hands). */
  readonly decks: readonly Deck[];
  /** The commodities' hand kinds: paper, cloth, coin. */
  readonly commodity: Int32Array;
}

const CACHE = new WeakMap<Game, Ck | null>();

/** The Cities & Knights tables of a game, or null when it is not in play. */
export function ckOf(game: Game): Ck | null {
  let v = CACHE.get(game);
  if (v === undefined) {
    v = read(game);
    CACHE.set(game, v);
  }
  return v;
}

function read(game: Game): Ck | null {
  const f = game.layout.fields;
  const knights = game.pieceTables.find((t) => t.name === 'knights');
  if (f['ck.barbarians'] === undefined || knights === undefined) return null;
  const field = (name: string): number => {
    const at = f[name];
    if (at === undefined) throw new Error(`cities-knights kit: no field ${name} in the game`);
    return at;
  };
  return {
    attacks: field('ck.attacks'),
    barbarians: field('ck.barbarians'),
    levels: field('ck.levels'),
    metropolis: field('ck.metropolis'),
    defenders: field('ck.defenders'),
    merchantOwner: field('ck.merchantOwner'),
    tokens: field('ck.tokens'),
    walls: field('ck.walls'),
    wallsLeft: field('ck.wallsLeft'),
    knightsLeft: field('ck.knightsLeft'),
    maxLevel: field('ck.knightMaxLevel'),
    displaced: field('ck.displaced'),
    displacedFrom: field('ck.displacedFrom'),
    owedDraw: field('ck.owedDraw'),
    alchemist: field('ck.alchemist'),
    knights,
    level: attrIndex(knights, 'level'),
    active: attrIndex(knights, 'active'),
    turn: attrIndex(knights, 'turn'),
    decks: AREAS.map((a) => {
      const d = game.decks.find((x) => x.name === `progress:${a}`);
      if (!d) throw new Error(`cities-knights kit: no progress deck ${a} in the game`);
      return d;
    }),
    commodity: Int32Array.from(COMMODITIES, (c) => cardIndex(game, c)),
  };
}

/** Seat p's level in area a. */
export function levelAt(C: Ck, s: Int32Array, p: number, a: number): number {
  return s[C.levels + p * AREAS.length + a]!;
}

/** The knights of seat p: how many, their strength, their active strength, and how many are inactive (into out[0..4)). */
export function knightCounts(C: Ck, s: Int32Array, p: number, out: Int32Array): Int32Array {
  const T = C.knights;
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  for (let i = 0; i < T.capacity; i++) {
    if (pieceOwner(s, T, i) !== p) continue;
    const level = pieceAttr(s, T, i, C.level);
    out[0]!++;
    out[1]! += level;
    if (pieceAttr(s, T, i, C.active) === 1) out[2]! += level;
    else out[3]!++;
  }
  return out;
}

/** Seat p's active knights' strength (its part in the defence, D45). */
export function activeStrengthOf(C: Ck, s: Int32Array, p: number): number {
  const T = C.knights;
  let sum = 0;
  for (let i = 0; i < T.capacity; i++) if (pieceOwner(s, T, i) === p && pieceAttr(s, T, i, C.active) === 1) sum += pieceAttr(s, T, i, C.level);
  return sum;
}

/** The row of the knight on `node`, or -1. */
export function knightRowAt(C: Ck, s: Int32Array, node: number): number {
  return s[C.knights.occupancy + node]! - 1;
}

/** The node of the knight in row i. */
export function knightNode(C: Ck, s: Int32Array, i: number): number {
  return piecePlace(s, C.knights, i);
}

/** Seat p's progress cards in hand (its own, or a count another seat sees). */
export function progressCount(C: Ck, s: Int32Array, p: number): number {
  let n = 0;
  for (const d of C.decks) n += s[d.pileSizes + p]!;
  return n;
}

/** How many of the card `kind` of area `area`'s deck seat p holds (on a view: its own hand only). */
export function progressHeldAt(C: Ck, s: Int32Array, p: number, area: number, kind: number): number {
  const d = C.decks[area]!;
  return s[d.piles + p * d.names.length + kind]!;
}

/** Seat p's cards of hand kind k (a commodity's, or a resource's). */
export function cardsOf(game: Game, s: Int32Array, p: number, k: number): number {
  return s[game.cardSlot[p * game.handKinds + k]!]!;
}
