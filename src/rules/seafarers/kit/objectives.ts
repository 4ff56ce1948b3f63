// What the Seafarers scenarios with rules of their own put within a ship's reach, for the bots:
// The Forgotten Tribe's gifts (a ship on the gift's edge claims it: a victory point, a
// development card or a harbor), Cloth for Catan's villages (a ship reaching one brings a cloth at
// once and more on its number; two cloth are a VP), and The Pirate Islands' own route, warships
// and fortress, and The Wonders of Catan's wonder levels. Each is read from the state by the
// rule sets' field names (Layout.fields), so a game without the scenario has none of them.

import type { Game, GameState } from '../../../engine/game.js';
import { WONDERS, WONDER_LEVELS } from '../scenarios/wonders.js';
import { DICE_WAYS } from '../../../bots/features.js';
import type { Sea } from './sea.js';

/** A place to reach by ship: a node (a ship ending there) or an edge (a ship on it), and its worth in VP. */
export interface Objectives {
  n: number;
  node: Int32Array;
  edge: Int32Array;
  worth: Float64Array;
}

export function makeObjectives(): Objectives {
  return { n: 0, node: new Int32Array(64), edge: new Int32Array(64), worth: new Float64Array(64) };
}

/** Worth in VP of the tribe's gifts: a VP, a development card, a harbor. */
const GIFT_WORTH = { vp: 1.0, dev: 0.45, harbor: 0.35 } as const;

function push(o: Objectives, node: number, edge: number, worth: number): void {
  if (o.n >= o.node.length) return;
  o.node[o.n] = node;
  o.edge[o.n] = edge;
  o.worth[o.n] = worth;
  o.n++;
}

/** The ship objectives of `seat` now (gifts not taken, villages it does not trade with yet that have cloth), into `o`. */
export function seaObjectives(st: GameState, sea: Sea, seat: number, o: Objectives): void {
  o.n = 0;
  const { game, s } = st;
  const f = game.layout.fields;
  const marks = sea.T.marks;
  const taken = f['tribe.taken'];
  if (taken !== undefined) {
    let i = 0;
    for (const m of marks) {
      if (m.kind !== 'gift') continue;
      if ((s[taken]! & (1 << i)) === 0 && m.gift) push(o, -1, m.id, GIFT_WORTH[m.gift]);
      i++;
    }
  }
  const links = f['cloth.links'];
  const pile = f['cloth.pile'];
  if (links !== undefined && pile !== undefined) {
    let v = 0;
    for (const m of marks) {
      if (m.kind !== 'village') continue;
      const left = s[pile + v]!;
      if ((s[links + seat]! & (1 << v)) === 0 && left > 0) {
        // A cloth at once (half a VP), and about one a roll of its number while the pile lasts.
        const pips = DICE_WAYS[m.token ?? 0] ?? 0;
        push(o, m.id, -1, 0.5 + 0.3 * Math.min(left - 1, pips));
      }
      v++;
    }
  }
}

/** The Pirate Islands: the seat's route, warships and fortress, or null when the scenario is not in play. */
export interface PirateRoute {
  routeLen: number;
  warships: number;
  /** Chits left under its fortress (3 to take it); the fortress node and whether the route ends there. */
  chits: number;
  fortress: number;
  atFortress: boolean;
}

const routeOut: PirateRoute = { routeLen: 0, warships: 0, chits: 0, fortress: -1, atFortress: false };

/** The seat's Pirate Islands route (module scratch), or null outside that scenario. */
export function pirateRoute(st: GameState, sea: Sea, seat: number): PirateRoute | null {
  const { game, s } = st;
  const f = game.layout.fields;
  const len = f['pirates.routeLen'];
  if (len === undefined) return null;
  routeOut.routeLen = s[len + seat]!;
  routeOut.warships = s[f['pirates.warships']! + seat]!;
  routeOut.chits = s[f['pirates.chits']! + seat]!;
  routeOut.fortress = -1;
  for (const m of sea.T.marks) if (m.kind === 'fortress' && m.colour === seat) routeOut.fortress = m.id;
  routeOut.atFortress = routeOut.fortress >= 0 && routeEnd(game, s, sea, seat, routeOut.routeLen) === routeOut.fortress;
  return routeOut;
}

/** Where the seat's route ends: its pre-placed settlement, then along the route's ships in order. */
function routeEnd(game: Game, s: Int32Array, sea: Sea, seat: number, len: number): number {
  const b = game.board;
  let node = -1;
  for (const m of sea.T.marks) if (m.kind === 'settlement' && m.colour === seat) node = m.id;
  const route = game.layout.fields['pirates.route']!;
  const MAX_ROUTE = 15;
  for (let i = 0; i < len && node >= 0; i++) {
    const e = s[route + seat * MAX_ROUTE + i]!;
    node = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
  }
  return node;
}

/** The Wonders of Catan: the seat's wonder (-1 none) and its level, or null outside that scenario. */
export function wonderOf(st: GameState, seat: number): { wonder: number; level: number } | null {
  const f = st.game.layout.fields;
  const w = f['wonders.wonder'];
  if (w === undefined) return null;
  wonderOut.wonder = st.s[w + seat]!;
  wonderOut.level = st.s[f['wonders.level']! + seat]!;
  return wonderOut;
}
const wonderOut = { wonder: -1, level: 0 };

/** The highest wonder level of the seat's opponents (0 outside the scenario). */
export function rivalWonderLevel(st: GameState, seat: number): number {
  const f = st.game.layout.fields['wonders.level'];
  if (f === undefined) return 0;
  let best = 0;
  for (let q = 0; q < st.game.seats; q++) if (q !== seat && st.s[f + q]! > best) best = st.s[f + q]!;
  return best;
}

/**
 * Whether `seat` may claim wonder w now if it had the cards: the wonder is free and the seat meets
 * its condition (src/rules/seafarers/scenarios/wonders.ts: a building on a "!" intersection or a
 * coloured square, a city on a harbor with a trade route of 5, two cities, a building on a small
 * island, three knights). False outside the scenario.
 */
export function wonderClaimable(st: GameState, sea: Sea, seat: number, w: number): boolean {
  const { game, s } = st;
  const f = game.layout.fields;
  const owner = f['wonders.owner'];
  if (owner === undefined || s[owner + w] !== -1) return false;
  const L = game.layout;
  const owns = (n: number) => ((s[L.settle + seat * L.nodeWords + (n >>> 5)]! | s[L.city + seat * L.nodeWords + (n >>> 5)]!) & (1 << (n & 31))) !== 0;
  const onMark = (kind: string, colour?: string) => sea.T.marks.some((m) => m.kind === kind && (colour === undefined || m.colour === colour) && owns(m.id));
  const T = sea.T;
  switch (WONDERS[w]!.condition) {
    case 'exclamation':
      return onMark('no-setup');
    case 'brown':
    case 'purple':
      return onMark('square', WONDERS[w]!.condition);
    case 'harbor-city-route': {
      if (s[L.roadLen + seat]! < 5) return false;
      for (let n = 0; n < game.board.numNodes; n++) {
        if (((s[L.city + seat * L.nodeWords + (n >>> 5)]! >>> (n & 31)) & 1) !== 0 && game.hooks.harborAt(game, s, n) >= 0) return true;
      }
      return false;
    }
    case 'two-cities':
      return game.supply.cities - s[L.citiesLeft + seat]! >= 2;
    case 'island':
      for (let n = 0; n < game.board.numNodes; n++) if (owns(n) && T.nodeArea[n]! >= 0 && T.areaStart[T.nodeArea[n]!] === 0) return true;
      return false;
    case 'knights':
      return s[L.knights + seat]! >= 3;
  }
  return false;
}

/** How many wonders the game has (5; 7 with 5-6 players). */
export function wonderCount(game: Game): number {
  return game.options.players >= 5 ? WONDERS.length : 5;
}

/** A bot target's build id for a wonder level (its site: the wonder), beside features.ts BUILD_*. */
export const BUILD_WONDER = 10;

/** A wonder level's cost (brick, lumber, wool, grain, ore). */
export function wonderCost(w: number): readonly number[] {
  return WONDERS[w]!.cost;
}

export { WONDER_LEVELS };
