// What the drawing and the readable view read of a Cities & Knights game: its state words by the
// names fields.ts, walls.ts, knights.ts and the events' modules give them, looked up in a built
// game's layout (those modules allocate while the game is built, which is over by the time
// anything is drawn), the knights' piece table by name and the progress decks (progressDecksOf).

import type { Game } from '../../engine/game.js';
import type { Deck } from '../../engine/decks.js';
import { keyedMemo } from '../../engine/keyed-memo.js';
import { hasBit, type Layout } from '../../engine/layout.js';
import { attrIndex, pieceAttr, pieceOwner, piecePlace } from '../../engine/piece-tables.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { AREAS } from './data.js';
import { citiesKnightsFields, type CitiesKnightsFields } from './fields.js';
import { ATTACK_BARBARIANS, ATTACK_DEFENDER, ATTACK_KNIGHTS, ATTACK_RESULT, ATTACK_RESULTS } from './barbarians.js';
import { ACTED, ACTIVATED, KNIGHT_LEVELS, PROMOTED, type Knights } from './knights.js';
import { ANY_DECK, progressDecksOf } from './progress-decks.js';
import { wallFields, type WallFields } from './walls.js';

/** Where a built game keeps Cities & Knights' state. */
export interface CkState {
  readonly F: CitiesKnightsFields;
  readonly walls: WallFields;
  /** The knights' table and fields (knights.ts) without its scratch. */
  readonly knights: Omit<Knights, 'cuts' | 'stop' | 'walk'>;
  /** Each area's progress deck. */
  readonly decks: readonly Deck[];
  /** Seat p's progress draw owed at owedDraw + p: 0 none, area + 1, ANY_DECK (a deck of its choice). */
  readonly owedDraw: number;
  /** The last attack (barbarians.ts), the city pieces lying as settlements (pillage.ts), the knights committed to the defence (-1 without the nasty variant). */
  readonly attack: number;
  readonly sideways: number;
  readonly committed: number;
}

/** One knight on the board, as the drawing and the readable view show it. */
export interface KnightOnBoard {
  readonly owner: number;
  readonly node: number;
  /** 1 basic, 2 strong, 3 mighty. */
  readonly strength: number;
  readonly active: boolean;
  readonly activated: boolean;
  readonly promoted: boolean;
  readonly acted: boolean;
  /** Committed to the defence of the barbarians' landing now (the nasty variant, D98). */
  readonly committed: boolean;
}

/** A builder that allocates nothing: each name is found where the built game put it. */
function lookup(layout: Layout, game: Game): GameBuilder {
  const field = (name: string): number => {
    const at = layout.fields[name];
    if (at === undefined) throw new Error(`cities-knights: the game has no field "${name}"`);
    return at;
  };
  return { layout, board: game.board, field } as Pick<GameBuilder, 'layout' | 'board' | 'field'> as GameBuilder;
}

const stateOf = keyedMemo((layout: Layout, game: Game): CkState => {
  const g = lookup(layout, game);
  const table = game.pieceTables.find((t) => t.name === 'knights');
  if (!table) throw new Error('cities-knights: the game has no knights table');
  return {
    F: citiesKnightsFields(g),
    walls: wallFields(g),
    knights: {
      table,
      level: attrIndex(table, 'level'),
      active: attrIndex(table, 'active'),
      turn: attrIndex(table, 'turn'),
      left: g.field('ck.knightsLeft'),
      maxLevel: g.field('ck.knightMaxLevel'),
      displaced: g.field('ck.displaced'),
      displacedFrom: g.field('ck.displacedFrom'),
      chasing: g.field('ck.chasing'),
    },
    decks: progressDecksOf(game).decks,
    owedDraw: g.field('ck.owedDraw'),
    attack: g.field('ck.attack'),
    sideways: g.field('ck.sideways'),
    committed: layout.fields['ck.committed'] ?? -1,
  };
});

/** The offsets of a Cities & Knights game (shared by every game of its shape). */
export function ckState(game: Game): CkState {
  return stateOf(game.layout, game);
}

/** Every knight on the board, by owner, then node. */
export function knightsOnBoard(C: CkState, s: Int32Array): KnightOnBoard[] {
  const K = C.knights;
  const T = K.table;
  const out: KnightOnBoard[] = [];
  for (let i = 0; i < T.capacity; i++) {
    const owner = pieceOwner(s, T, i);
    if (owner < 0) continue;
    const turn = pieceAttr(s, T, i, K.turn);
    out.push({
      owner,
      node: piecePlace(s, T, i),
      strength: pieceAttr(s, T, i, K.level),
      active: pieceAttr(s, T, i, K.active) !== 0,
      activated: (turn & ACTIVATED) !== 0,
      promoted: (turn & PROMOTED) !== 0,
      acted: (turn & ACTED) !== 0,
      committed: C.committed >= 0 && hasBit(s, C.committed, piecePlace(s, T, i)),
    });
  }
  return out.sort((a, b) => a.owner - b.owner || a.node - b.node);
}

/** The displaced knight waiting for its owner to move it (D70), its `node` the one it was displaced from; null when none waits. */
export function displacedKnight(C: CkState, s: Int32Array): KnightOnBoard | null {
  const d = s[C.knights.displaced]!;
  if (d === 0) return null;
  const turn = d >>> 7;
  return {
    owner: (d & 15) - 1,
    node: s[C.knights.displacedFrom]!,
    strength: (d >>> 4) & 3,
    active: ((d >>> 6) & 1) !== 0,
    activated: (turn & ACTIVATED) !== 0,
    promoted: (turn & PROMOTED) !== 0,
    acted: (turn & ACTED) !== 0,
    committed: false,
  };
}

/** The hexes whose number token is not the board's now (the Inventor swaps them, D75), with the token each carries. */
export function movedTokens(C: CkState, game: Game, s: Int32Array): Array<{ hex: number; token: number }> {
  const out: Array<{ hex: number; token: number }> = [];
  const printed = game.board.hexToken;
  for (let h = 0; h < game.board.numHexes; h++) if (s[C.F.tokens + h] !== printed[h]) out.push({ hex: h, token: s[C.F.tokens + h]! });
  return out;
}

/** Seat p's knight tokens left in its supply, by strength (basic, strong, mighty). */
export function knightsLeft(C: CkState, s: Int32Array, p: number): number[] {
  return Array.from({ length: KNIGHT_LEVELS }, (_, l) => s[C.knights.left + p * KNIGHT_LEVELS + l]!);
}

/** Seat p's progress cards of area a in hand. */
export function progressCount(C: CkState, s: Int32Array, p: number, a: number): number {
  return s[C.decks[a]!.pileSizes + p]!;
}

/** The draw seat p is owed: an area's name, 'any' (a deck of its choice, D47), or null. */
export function owedDraw(C: CkState, s: Int32Array, p: number): string | null {
  const v = s[C.owedDraw + p]!;
  return v === 0 ? null : v === ANY_DECK ? 'any' : AREAS[v - 1]!;
}

/** The last attack (D45-D47), null before the first. */
export interface LastAttack {
  readonly barbarians: number;
  readonly knights: number;
  readonly result: (typeof ATTACK_RESULTS)[number];
  /** The seat that took a Defender VP, or -1. */
  readonly defender: number;
  /** Each seat's defence: its knights' strength, -1 for one that had no free city to lose. */
  readonly defence: number[];
}

export function lastAttack(C: CkState, s: Int32Array, seats: number): LastAttack | null {
  const at = C.attack;
  const result = s[at + ATTACK_RESULT]!;
  if (result === 0) return null;
  return {
    barbarians: s[at + ATTACK_BARBARIANS]!,
    knights: s[at + ATTACK_KNIGHTS]!,
    result: ATTACK_RESULTS[result - 1]!,
    defender: s[at + ATTACK_DEFENDER]! - 1,
    defence: Array.from(s.subarray(at + ATTACK_DEFENDER + 1, at + ATTACK_DEFENDER + 1 + seats)),
  };
}
