// What the Pirate Islands' rules share: the state fields they allocate (once per game shape) and
// the places the map marks (each colour's settlement, ship, circle and fortress, the fleet's
// track and its calm hex), read once per board and kept beside it.

import { keyedMemo } from '../../../../engine/keyed-memo.js';
import type { Game } from '../../../../engine/game.js';
import { hasBit, type Layout } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import type { SeaBoard } from '../../board-tables.js';
import type { SeaFields } from '../../fields.js';
import { seaContext } from '../../index.js';
import { SHIPS_PER_COLOUR } from '../../phases.js';

/** Ships a route may hold: a colour's whole supply. */
export const MAX_ROUTE = SHIPS_PER_COLOUR;

export interface IslandFields {
  /** Per colour: MAX_ROUTE edges, in order from the settlement. */
  readonly route: number;
  readonly routeLen: number;
  readonly warships: number;
  /** Per colour: 1 once the route passed its circle. */
  readonly circle: number;
  /** Per colour: chits left under its fortress. */
  readonly chits: number;
  /** Index on the track, -1 when removed. */
  readonly fleet: number;
  /** Per colour: cards still to give up to the fleet. */
  readonly losses: number;
}

export interface Places {
  /** By colour, -1 if absent. */
  readonly fortress: Int32Array;
  readonly circle: Int32Array;
  readonly settlement: Int32Array;
  readonly ship: Int32Array;
  /** The fleet's track, hex ids in sailing order. */
  readonly track: Int32Array;
  readonly calm: number;
  /** Area id of the eastern island. */
  readonly main: number;
  /** Scratch for a route's search (distances and queue per node, the route's own nodes): used within one call. */
  readonly dist: Int32Array;
  readonly queue: Int32Array;
  readonly onRoute: Uint8Array;
}

export interface Islands {
  readonly F: SeaFields;
  readonly tables: (game: Game) => SeaBoard;
  readonly L: Layout;
  readonly I: IslandFields;
  readonly places: (game: Game) => Places;
  /** Seat p has a settlement or a city on node n. */
  readonly owns: (s: Int32Array, p: number, n: number) => boolean;
}

// The rules ask at nearly every step, for one board a game.
const placesOf = keyedMemo((T: SeaBoard, game: Game): Places => {
  const byColour = (kind: string) => {
    const out = new Int32Array(6).fill(-1);
    for (const m of T.marks) if (m.kind === kind && typeof m.colour === 'number') out[m.colour] = m.id;
    return out;
  };
  const track = Int32Array.from((T.data.track ?? []).map(([q, r]) => game.board.hexId(q, r)));
  if (track.length < 2 || track.some((h) => h < 0)) throw new Error('pirate-islands: the map has no pirate fleet track');
  const nodes = game.board.numNodes;
  return {
    fortress: byColour('fortress'),
    circle: byColour('circle'),
    settlement: byColour('settlement'),
    ship: byColour('ship'),
    track,
    calm: T.marks.find((m) => m.kind === 'calm')?.id ?? -1,
    main: T.areaNames.indexOf('main'),
    dist: new Int32Array(nodes),
    queue: new Int32Array(nodes),
    onRoute: new Uint8Array(nodes),
  };
});

/** Allocates the scenario's fields in a game being built (after the Seafarers core) and names its context. */
export function islandsContext(g: GameBuilder): Islands {
  const { F, tables } = seaContext(g);
  const L = g.layout;
  const I: IslandFields = {
    route: g.field('pirates.route', L.players * MAX_ROUTE),
    routeLen: g.field('pirates.routeLen', L.players),
    warships: g.field('pirates.warships', L.players),
    circle: g.field('pirates.circle', L.players),
    chits: g.field('pirates.chits', L.players),
    fleet: g.field('pirates.fleet'),
    losses: g.field('pirates.losses', L.players),
  };
  return {
    F,
    tables,
    L,
    I,
    places: (game) => placesOf(tables(game), game),
    owns: (s, p, n) => hasBit(s, L.settle + p * L.nodeWords, n) || hasBit(s, L.city + p * L.nodeWords, n),
  };
}
