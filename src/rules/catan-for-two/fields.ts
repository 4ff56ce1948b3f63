// Catan for Two's state fields and ids: where its scalars are in a game's layout, and the action
// kinds and phases it adds (its block in src/rules/ids.ts).

import type { Game } from '../../engine/game.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { ID_BLOCKS } from '../ids.js';

const [K0] = ID_BLOCKS['catan-for-two'].kinds;
const [P0] = ID_BLOCKS['catan-for-two'].phases;

export const A_NEUTRAL_ROAD = K0; // arg: edge * 2 + neutral (0 or 1)
export const A_NEUTRAL_SETTLEMENT = K0 + 1; // arg: node * 2 + neutral
export const A_FORCED_TRADE = K0 + 2; // outcome: r1 * 6 + r2 (r2 = 5: only one card taken)
export const A_GIVE = K0 + 3; // arg: resource (one card, to the opponent, after a forced trade)
export const A_ROBBER_TO_DESERT = K0 + 4;
export const A_RETIRE_KNIGHT = K0 + 5;

/** The turn's second roll (its total must differ from the first). */
export const PH_SECOND_ROLL = P0;
/** The builder places the free neutral road or settlement its build triggered. */
export const PH_NEUTRAL_BUILD = P0 + 1;
/** After a forced trade, the player on turn gives cards of their choice. */
export const PH_FORCED_GIVE = P0 + 2;

/** Offsets of the variant's scalars in one game's state. */
export interface CatanForTwoFields {
  /** Total of the turn's first roll while the second is still to come; 0 otherwise. */
  readonly firstTotal: number;
  /** Trade tokens held by seats 0 and 1 (2 words), and left in the supply. */
  readonly tokens: number;
  readonly tokenSupply: number;
  /** Knight cards discarded for trade tokens (out of the game), and whether one was this turn. */
  readonly retired: number;
  readonly retiredThisTurn: number;
  /** Pending free neutral build: 1 a road, 2 a settlement (the decision queue keeps where play resumes). */
  readonly neutralKind: number;
  /** Cards the player on turn still gives back after a forced trade. */
  readonly toGive: number;
}

/** Each field's words, in layout order; its state name is "c42.<key>". */
const FIELD_WORDS: Readonly<Record<keyof CatanForTwoFields, number>> = {
  firstTotal: 1,
  tokens: 2,
  tokenSupply: 1,
  retired: 1,
  retiredThisTurn: 1,
  neutralKind: 1,
  toGive: 1,
};
const KEYS = Object.keys(FIELD_WORDS) as Array<keyof CatanForTwoFields>;

export function allocateFields(g: GameBuilder): CatanForTwoFields {
  return Object.fromEntries(KEYS.map((k) => [k, g.field(`c42.${k}`, FIELD_WORDS[k])])) as unknown as CatanForTwoFields;
}

/** The variant's field offsets in `game`, or null when Catan for Two is not in play. */
export function catanForTwoFields(game: Pick<Game, 'layout'>): CatanForTwoFields | null {
  const f = game.layout.fields;
  if (f['c42.tokens'] === undefined) return null;
  return Object.fromEntries(KEYS.map((k) => [k, f[`c42.${k}`]!])) as unknown as CatanForTwoFields;
}
