// The state a Seafarers game keeps beyond the standard fields, allocated when the game is built
// (GameBuilder.field). Offsets are per game shape; rules get them from the game's layout by name.

import type { Game } from '../../engine/game.js';
import type { GameBuilder } from '../../engine/rule-set.js';

export interface SeaFields {
  /** Ships per colour over edges: + p * edgeWords. */
  readonly ships: number;
  /** Any ship, over edges. */
  readonly anyShip: number;
  /** Ships built in the part of a turn now being played (they may not move), over edges. */
  readonly newShips: number;
  /** Ship pieces left per colour. */
  readonly shipsLeft: number;
  /** 1 once a ship was moved in this part of a turn. */
  readonly moved: number;
  /** The pirate's hex, -1 beside the board. */
  readonly pirate: number;
  /** Resources each seat still picks for its gold fields. */
  readonly goldOwed: number;
  /** Special victory points (Catan chits) per colour. */
  readonly chits: number;
  /** Per colour: bit a = has had its special VP for area a. */
  readonly claimed: number;
  /** Per colour: bit a = area a is a home area (set-up settlements). */
  readonly home: number;
  /** Per hex: 0 while face down, else (terrain + 1) | token << 4 once discovered. */
  readonly fogHex: number;
  /** Hexes waiting to be discovered (over hex ids) and who discovers them. */
  readonly fogPending: number;
  readonly discoverer: number;
  /** The face-down stacks: terrains left by terrain index (8), tokens left by value (13). */
  readonly fogTerrains: number;
  readonly fogTokens: number;
  /**
   * Where each colour's ships end (engine/piece-ends.ts), over nodes: + p * nodeWords. Kept by
   * placeShip and removeShip, so the ship lists read a network's reach without a pass over it.
   */
  readonly shipEnds: number;
  readonly shipJoints: number;
  /**
   * Kept beside the pieces by networks.ts, per colour over edges (+ p * edgeWords): the edges at
   * the reach of its roads, those at the reach of its ships (its buildings and the ends of its
   * pieces that hold no building), and its ships with a loose end.
   */
  readonly roadReach: number;
  readonly shipReach: number;
  readonly looseShips: number;
}

const NAMES: Array<[keyof SeaFields, (g: GameBuilder) => number]> = [
  ['ships', (g) => g.layout.players * g.layout.edgeWords],
  ['anyShip', (g) => g.layout.edgeWords],
  ['newShips', (g) => g.layout.edgeWords],
  ['shipsLeft', (g) => g.layout.players],
  ['moved', () => 1],
  ['pirate', () => 1],
  ['goldOwed', (g) => g.layout.players],
  ['chits', (g) => g.layout.players],
  ['claimed', (g) => g.layout.players],
  ['home', (g) => g.layout.players],
  ['fogHex', (g) => g.board.numHexes],
  ['fogPending', (g) => (g.board.numHexes + 31) >>> 5],
  ['discoverer', () => 1],
  ['fogTerrains', () => 8],
  ['fogTokens', () => 13],
  ['shipEnds', (g) => g.layout.players * g.layout.nodeWords],
  ['shipJoints', (g) => g.layout.players * g.layout.nodeWords],
  ['roadReach', (g) => g.layout.players * g.layout.edgeWords],
  ['shipReach', (g) => g.layout.players * g.layout.edgeWords],
  ['looseShips', (g) => g.layout.players * g.layout.edgeWords],
];

/** Allocates the fields (named `seafarers.<field>`) and returns their offsets. */
export function allocSeaFields(g: GameBuilder): SeaFields {
  const at: Record<string, number> = {};
  for (const [name, words] of NAMES) at[name] = g.field(`seafarers.${name}`, words(g));
  return Object.freeze(offsets(at));
}

/** The offsets of a game's Seafarers fields, or null when Seafarers is not in play (bots, drawings). */
export function seaFieldsOf(game: Game): SeaFields | null {
  const f = game.layout.fields;
  if (f['seafarers.ships'] === undefined) return null;
  const at: Record<string, number> = {};
  for (const [name] of NAMES) at[name] = f[`seafarers.${name}`]!;
  return offsets(at);
}

/**
 * The offsets as an object literal: V8 then gives it a map of its own with every field in place,
 * which the rules' compiled code reads directly, where an object grown key by key past a dozen
 * fields falls back to a dictionary read through a call at every use.
 */
function offsets(at: Record<string, number>): SeaFields {
  return {
    ships: at.ships!,
    anyShip: at.anyShip!,
    newShips: at.newShips!,
    shipsLeft: at.shipsLeft!,
    moved: at.moved!,
    pirate: at.pirate!,
    goldOwed: at.goldOwed!,
    chits: at.chits!,
    claimed: at.claimed!,
    home: at.home!,
    fogHex: at.fogHex!,
    fogPending: at.fogPending!,
    discoverer: at.discoverer!,
    fogTerrains: at.fogTerrains!,
    fogTokens: at.fogTokens!,
    shipEnds: at.shipEnds!,
    shipJoints: at.shipJoints!,
    roadReach: at.roadReach!,
    shipReach: at.shipReach!,
    looseShips: at.looseShips!,
  };
}
