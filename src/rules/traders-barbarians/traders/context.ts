// The scenario's state fields and what its rules share: each seat's wagon, movement, cargo and
// baggage train, the barbarians, the roads on interior paths and the commodity stacks. Every field
// is public: a drawn token is shown at once, so what is left in each stack follows from what
// everyone saw (D199), and only its order is unknown, which the draws model as chance.

import type { Game } from '../../../engine/game.js';
import { keyedMemo } from '../../../engine/keyed-memo.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { eventFields } from '../event-cards/fields.js';
import { goldHeld } from '../gold/coins.js';
import { interiorSlots, tradersTables, type TradersTables } from './board.js';
import { BAGGAGE_CARDS, BARBARIANS, COST_BARBARIAN, COST_BARE, COST_ROAD, STACK_KINDS } from './tables.js';

export interface TradersFields {
  /** Per seat: the wagon's path-graph node. */
  readonly wagonAt: number;
  /** Per seat: movement points spent this turn; a stop at a plaza spends them all (STOPPED). */
  readonly spent: number;
  /** Per seat: movement points added this turn (grain, Swift Journey). */
  readonly bonus: number;
  /** Per seat: 1 once grain was paid this turn. */
  readonly grainUsed: number;
  /** Per seat: bit b set once barbarian b was attacked this turn. */
  readonly attempts: number;
  /** Per seat: the commodity carried, -1 for none. */
  readonly carried: number;
  /** Per seat: the active baggage-train card, 0-4. */
  readonly level: number;
  /** Per seat: commodities delivered (1 VP each). */
  readonly delivered: number;
  /** Per barbarian: its edge. */
  readonly barbarian: number;
  /** Per interior index (TradersTables.interiorStart): its road's owner + 1, 0 for none. */
  readonly interiorRoad: number;
  /** Per kind of trade hex (D210: one stack shared by the hexes of a kind): tokens left of each of its two commodities. */
  readonly stack: number;
  /** The barbarian being driven off (PH_BARBARIAN_AWAY), -1 otherwise. */
  readonly away: number;
}

/** Spent movement points once a wagon has stopped for the turn. */
export const STOPPED = 1 << 20;

export function tradersFields(g: GameBuilder): TradersFields {
  const P = g.layout.players;
  return {
    wagonAt: g.field('traders.wagonAt', P),
    spent: g.field('traders.spent', P),
    bonus: g.field('traders.bonus', P),
    grainUsed: g.field('traders.grainUsed', P),
    attempts: g.field('traders.attempts', P),
    carried: g.field('traders.carried', P),
    level: g.field('traders.level', P),
    delivered: g.field('traders.delivered', P),
    barbarian: g.field('traders.barbarian', BARBARIANS),
    interiorRoad: g.field('traders.interiorRoad', interiorSlots(g.options.players)),
    stack: g.field('traders.stack', STACK_KINDS.length * 2),
    away: g.field('traders.away'),
  };
}

/** The fields of a game the scenario is installed in (read back from the layout by name, once per game shape). */
export const fieldsOf = (game: Game): TradersFields => fieldsOfLayout(game.layout, null);

const fieldsOfLayout = keyedMemo((layout: Game['layout'], _: null): TradersFields => {
  const f = layout.fields;
  return {
    wagonAt: f['traders.wagonAt']!,
    spent: f['traders.spent']!,
    bonus: f['traders.bonus']!,
    grainUsed: f['traders.grainUsed']!,
    attempts: f['traders.attempts']!,
    carried: f['traders.carried']!,
    level: f['traders.level']!,
    delivered: f['traders.delivered']!,
    barbarian: f['traders.barbarian']!,
    interiorRoad: f['traders.interiorRoad']!,
    stack: f['traders.stack']!,
    away: f['traders.away']!,
  };
});

export const tablesOf = (game: Game): TradersTables => tradersTables(game.board, null);

/** Movement points seat p has left this turn. */
export function pointsLeft(F: TradersFields, s: Int32Array, p: number): number {
  return Math.max(0, BAGGAGE_CARDS[s[F.level + p]!]!.mp + s[F.bonus + p]! - s[F.spent + p]!);
}

/** The owner of the road on path-graph edge e, or -1 (a board edge or an interior path). */
export function roadOwner(game: Game, F: TradersFields, s: Int32Array, e: number): number {
  const L = game.layout;
  const E = game.board.numEdges;
  if (e >= E) return s[F.interiorRoad + e - E]! - 1;
  if ((s[L.roads + (e >>> 5)]! & (1 << (e & 31))) === 0) return -1;
  for (let q = 0; q < L.players; q++) if ((s[L.road + q * L.edgeWords + (e >>> 5)]! & (1 << (e & 31))) !== 0) return q;
  return -1;
}

/** The barbarian on edge e, or -1. */
export function barbarianOn(F: TradersFields, s: Int32Array, e: number): number {
  for (let b = 0; b < BARBARIANS; b++) if (s[F.barbarian + b] === e) return b;
  return -1;
}

/** Whether the road of `owner` on board path e is turned sideways by the Event Cards' Earthquake (D117). */
function damagedRoad(game: Game, s: Int32Array, owner: number, e: number): boolean {
  const E = eventFields(game);
  return E !== null && s[E.damaged + owner] === e;
}

/**
 * What taking path e costs seat p's wagon, or -1 when it may not (another's road with no gold
 * for the toll): 2 bare, 1 on a road, 2 more past a barbarian [675-726]; a road turned sideways
 * by an Earthquake costs 2 as a bare path, its toll still due (D219).
 */
export function pathCost(game: Game, F: TradersFields, s: Int32Array, p: number, e: number): number {
  const owner = roadOwner(game, F, s, e);
  if (owner >= 0 && owner !== p && goldHeld(game, s, p) < 1) return -1;
  return (owner >= 0 && !damagedRoad(game, s, owner, e) ? COST_ROAD : COST_BARE) + (barbarianOn(F, s, e) >= 0 ? COST_BARBARIAN : 0);
}
