// Building: road sites from a colour's network, the paid builds of the main phase, and the road,
// settlement, city and development-card kinds (set-up placements share the road and settlement
// kinds, so one kind names one piece in every phase).

import { A_BUY_DEV, A_CITY, A_END_ROAD_BUILDING, A_ROAD, A_SETTLEMENT, ARG_BITS, idBits } from '../../engine/actions.js';
import { BRICK, DEV_NAMES, GRAIN, LUMBER, NUM_DEV_TYPES, NUM_RESOURCES, ORE, WOOL, devIndex } from '../../engine/constants.js';
import { endDecision } from '../../engine/decision-queue.js';
import { edgeText, nodeText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { DEVELOPMENT_DECK, deckOutcomes, deckSample, deckTake } from '../../engine/decks.js';
import { pay } from '../../engine/hands.js';
import {
  CUR,
  DECK_COUNT,
  PHASE,
  PH_ROAD_BUILDING,
  PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT,
  ROADS_FREE,
  hasBit,
} from '../../engine/layout.js';
import { placeCity, placeRoad, placeSettlement } from '../../engine/pieces.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { GameBuilder, KindRule } from '../../engine/rule-set.js';
import { OB_ROAD_BUILDING } from './decisions.js';
import { nextSetupStep, placeSetupSettlement } from './setup.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from './supply.js';

/**
 * The reach of p's road network as a node bitset (in game scratch): its own buildings, and the
 * ends of its roads that hold no opponent's building. A free edge with an end in it is a legal
 * road site (isRoadSite for one edge, markRoadSites for all).
 */
export function markReach(game: Game, s: Int32Array, p: number): Int32Array {
  const L = game.layout;
  return reachFromEnds(game, s, p, s, L.roadEnds + p * L.nodeWords, game.scratch.reach);
}

/**
 * The reach of one network of p's pieces (an edge bitset at `pieces`), into `reach`: p's buildings
 * and the ends of its pieces that hold no building: Seafarers' ships (a colour's road ends are kept
 * in the state, so markReach reads them there).
 */
export function markNetworkReach(game: Game, s: Int32Array, p: number, pieces: number, reach: Int32Array): Int32Array {
  return reachFromEnds(game, s, p, markEnds(game, s, pieces, reach), 0, reach);
}

/** p's buildings and the nodes of the bitset ends[at..] that hold no building, into `reach`. */
function reachFromEnds(game: Game, s: Int32Array, p: number, ends: Int32Array, at: number, reach: Int32Array): Int32Array {
  const L = game.layout;
  // The layout's fields in locals, here and in the lists below (docs/performance.md, "fields read into locals"): a search's
  // rollouts list the main phase's builds at nearly every other step.
  const nodeWords = L.nodeWords;
  const built = L.built;
  const own = L.settle + p * nodeWords;
  const cities = L.city + p * nodeWords;
  for (let w = 0; w < nodeWords; w++) reach[w] = s[own + w]! | s[cities + w]! | (ends[at + w]! & ~s[built + w]!);
  return reach;
}

/** The nodes at either end of the pieces in the edge bitset at `pieces`, into the node bitset `ends`. */
export function markEnds(game: Game, s: Int32Array, pieces: number, ends: Int32Array): Int32Array {
  const L = game.layout;
  const edgeNodes = game.board.edgeNodes;
  // Plain stores, here and in the engine's other per-step clears: a typed array's fill() is a call
  // into the runtime, which on a few words costs several times the stores.
  const nodeWords = L.nodeWords;
  for (let w = 0; w < nodeWords; w++) ends[w] = 0;
  for (let w = 0; w < L.edgeWords; w++) {
    let bits = s[pieces + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const e = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      const a = edgeNodes[e * 2]!;
      const c = edgeNodes[e * 2 + 1]!;
      ends[a >>> 5]! |= 1 << (a & 31);
      ends[c >>> 5]! |= 1 << (c & 31);
    }
  }
  return ends;
}

export function isRoadSite(game: Game, s: Int32Array, reach: Int32Array, e: number): boolean {
  if (hasBit(s, game.layout.roads, e)) return false;
  const a = game.board.edgeNodes[e * 2]!;
  const c = game.board.edgeNodes[e * 2 + 1]!;
  return (reach[a >>> 5]! & (1 << (a & 31))) !== 0 || (reach[c >>> 5]! & (1 << (c & 31))) !== 0;
}

/**
 * Free edges touching p's network as an edge bitset (in game scratch): the edges at the nodes of
 * its reach, less every road. Walking the few nodes of the reach instead of testing every edge of
 * the board is what makes the main phase's list cheap.
 */
function markRoadSites(game: Game, s: Int32Array, p: number): Int32Array {
  const L = game.layout;
  const sites = markEdgesAt(game, markReach(game, s, p), game.scratch.edgeSites);
  const edgeWords = L.edgeWords;
  const roads = L.roads;
  for (let w = 0; w < edgeWords; w++) sites[w] = sites[w]! & ~s[roads + w]!;
  return sites;
}

/** The edges at the nodes of the node bitset `nodes`, as an edge bitset written over `into`. */
export function markEdgesAt(game: Game, nodes: Int32Array, into: Int32Array): Int32Array {
  const L = game.layout;
  const nodeEdges = game.board.nodeEdges;
  const edgeWords = L.edgeWords;
  for (let w = 0; w < edgeWords; w++) into[w] = 0; // plain stores (see markEnds)
  for (let w = 0; w < L.nodeWords; w++) {
    let bits = nodes[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const node = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      for (let k = 0; k < 3; k++) {
        const e = nodeEdges[node * 3 + k]!;
        if (e < 0) break;
        into[e >>> 5]! |= 1 << (e & 31);
      }
    }
  }
  return into;
}

/** Free edges touching p's network, appended from out[n] in id order as actions of `kind`. */
export function roadSites(game: Game, s: Int32Array, p: number, out: Int32Array, n: number, kind: number): number {
  const sites = markRoadSites(game, s, p);
  const edgeWords = game.layout.edgeWords;
  const base = kind << ARG_BITS;
  for (let w = 0; w < edgeWords; w++) {
    let bits = sites[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      out[n++] = base | ((w << 5) + 31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return n;
}

export function anyRoadSite(game: Game, s: Int32Array, p: number): boolean {
  const sites = markRoadSites(game, s, p);
  for (let w = 0; w < game.layout.edgeWords; w++) if (sites[w] !== 0) return true;
  return false;
}

/**
 * Settlement sites for a paid build, appended from out[n] in id order: the ends of p's roads that
 * the distance rule leaves free (canBuildSettlementAt, for every node at once).
 */
export function settlementSites(game: Game, s: Int32Array, p: number, out: Int32Array, n: number, kind: number): number {
  const L = game.layout;
  const nodeWords = L.nodeWords; // locals (see reachFromEnds)
  const blocked = L.blocked;
  const base = kind << ARG_BITS;
  const ends = L.roadEnds + p * nodeWords;
  for (let w = 0; w < nodeWords; w++) {
    let bits = s[ends + w]! & ~s[blocked + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      out[n++] = base | ((w << 5) + 31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return n;
}

/** Road Building has something to build: a road piece left and a free site for it. */
export function roadBuildingPlayable(game: Game, s: Int32Array, p: number): boolean {
  return s[game.layout.roadsLeft + p]! > 0 && anyRoadSite(game, s, p);
}

/** What p's hand pays for among the four paid builds: a mask of these bits (affordable). */
export const PAYS_ROAD = 1;
export const PAYS_SETTLEMENT = 2;
export const PAYS_CITY = 4;
export const PAYS_DEV = 8;

/**
 * The paid builds p's hand pays for, as a PAYS_* mask, asked once for the whole list. The main
 * phase asks this some 500 times a game, mostly of hands that pay for nothing: the list of builds
 * then ends at once. The costs are supply.ts's, written out as comparisons: loading four cost
 * arrays took more instructions than the whole test (a test holds the two equal).
 */
export function affordable(game: Game, s: Int32Array, p: number): number {
  const h = game.layout.hand + p * NUM_RESOURCES;
  const brick = s[h + BRICK]!;
  const lumber = s[h + LUMBER]!;
  const wool = s[h + WOOL]!;
  const grain = s[h + GRAIN]!;
  const ore = s[h + ORE]!;
  let mask = 0;
  if (brick >= 1 && lumber >= 1) {
    mask |= PAYS_ROAD;
    if (wool >= 1 && grain >= 1) mask |= PAYS_SETTLEMENT;
  }
  if (grain >= 2 && ore >= 3) mask |= PAYS_CITY;
  if (wool >= 1 && grain >= 1 && ore >= 1) mask |= PAYS_DEV;
  return mask;
}

/** Paid builds and the development-card purchase p can make now, appended from out[n]. */
export function buildActions(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const L = game.layout;
  const pays = affordable(game, s, p);
  if (pays === 0) return n;
  if ((pays & PAYS_ROAD) !== 0 && s[L.roadsLeft + p]! > 0) n = roadSites(game, s, p, out, n, A_ROAD);
  if ((pays & PAYS_SETTLEMENT) !== 0 && s[L.settlementsLeft + p]! > 0) n = settlementSites(game, s, p, out, n, A_SETTLEMENT);
  return cityAndCardActionsFor(game, s, p, out, n, pays);
}

/** The main phase's source of paid builds: a road per edge, a settlement or a city per node, a card. */
export function buildsSource(g: Pick<GameBuilder, 'board'>): ActionSource {
  return { name: 'builds', maxActions: g.board.numEdges + 2 * g.board.numNodes + 1, list: listBuilds };
}

function listBuilds({ game, s }: GameState, out: Int32Array, n: number): number {
  return buildActions(game, s, s[CUR]!, out, n);
}

/** Road Building's free roads: any site touching the network. */
export function freeRoadsSource(g: Pick<GameBuilder, 'board'>): ActionSource {
  return { name: 'roads', maxActions: g.board.numEdges, list: ({ game, s }, out, n) => roadSites(game, s, s[CUR]!, out, n, A_ROAD) };
}

/** Road Building's stop, last after every free piece (D7). */
export const ROAD_BUILDING_STOP: ActionSource = { name: 'stop', maxActions: 1, list: (_st, out, n) => roadBuildingStop(out, n) };

/** The city upgrades and the development-card purchase p can make now, appended from out[n]. */
export function cityAndCardActions(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  return cityAndCardActionsFor(game, s, p, out, n, affordable(game, s, p));
}

/** cityAndCardActions with p's `pays` (affordable) known. */
export function cityAndCardActionsFor(game: Game, s: Int32Array, p: number, out: Int32Array, n: number, pays: number): number {
  const L = game.layout;
  if ((pays & PAYS_CITY) !== 0 && s[L.citiesLeft + p]! > 0) {
    const nodeWords = L.nodeWords; // locals (see reachFromEnds)
    const city = A_CITY << ARG_BITS;
    const base = L.settle + p * nodeWords;
    for (let w = 0; w < nodeWords; w++) {
      let bits = s[base + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        out[n++] = city | ((w << 5) + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
  }
  if ((pays & PAYS_DEV) !== 0 && s[DECK_COUNT]! > 0) out[n++] = A_BUY_DEV << ARG_BITS;
  return n;
}

/** Road Building's free roads end: the phase that was interrupted resumes. */
export function endRoadBuilding(st: GameState): void {
  st.s[ROADS_FREE] = 0;
  endDecision(st, OB_ROAD_BUILDING);
}

/**
 * "You may place 2 free roads" (D7): the player may stop after one or none. Road Building phases
 * list it last, after every free piece, so a bot that always builds takes the first actions.
 */
export const END_ROAD_BUILDING: KindRule = {
  name: 'end_road_building',
  argBits: 0,
  apply(st) {
    endRoadBuilding(st);
  },
  describe: () => '',
  record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'end_road_building' }), read: { end_road_building: () => [[0, -1]] } },
};

/** The stop of Road Building, appended at out[n] (D7). */
export function roadBuildingStop(out: Int32Array, n: number): number {
  out[n] = A_END_ROAD_BUILDING << ARG_BITS;
  return n + 1;
}

/** Road Building ends when its free roads are used, p has no road piece left, or no site is free. */
export function endRoadBuildingIfDone(st: GameState, p: number): void {
  const { game, s } = st;
  if (s[ROADS_FREE]! <= 0 || s[game.layout.roadsLeft + p]! <= 0 || !anyRoadSite(game, s, p)) endRoadBuilding(st);
}

/** The rule without its sizes: the same functions for every game, whatever its board. */
const ROAD: Omit<KindRule, 'argBits'> = {
  name: 'road',
  apply(st: GameState, e: number) {
    const { game, s } = st;
    const p = s[CUR]!;
    const phase = s[PHASE]!;
    if (phase === PH_SETUP_ROAD) {
      placeRoad(game, s, p, e);
      nextSetupStep(game, s);
    } else if (phase === PH_ROAD_BUILDING) {
      placeRoad(game, s, p, e);
      s[ROADS_FREE]!--;
      endRoadBuildingIfDone(st, p);
    } else {
      pay(game, s, p, COST_ROAD);
      placeRoad(game, s, p, e);
    }
  },
  describe: (g, e) => edgeText(g.board, e),
  record: {
    write(w, e) {
      const phase = w.st.s[PHASE]!;
      const entry = { p: w.st.s[CUR]!, a: phase === PH_SETUP_ROAD ? 'place_road' : 'build_road', edge: w.edge(e) } as { p: number; a: string; edge: number[]; free?: boolean };
      if (phase === PH_ROAD_BUILDING) entry.free = true;
      return entry;
    },
    read: {
      place_road: (r, e) => [[r.edge(e.edge), -1]],
      build_road: (r, e) => [[r.edge(e.edge), -1]],
    },
  },
};

export function roadKind(game: Pick<GameBuilder, 'board'>): KindRule {
  return {
    ...ROAD,
    argBits: idBits(game.board.numEdges),
  };
}

/** The rule without its sizes: the same functions for every game, whatever its board. */
const SETTLEMENT: Omit<KindRule, 'argBits'> = {
  name: 'settlement',
  apply({ game, s }: GameState, node: number) {
    const p = s[CUR]!;
    if (s[PHASE] === PH_SETUP_SETTLEMENT) {
      placeSetupSettlement(game, s, p, node);
      return;
    }
    pay(game, s, p, COST_SETTLEMENT);
    placeSettlement(game, s, p, node);
  },
  describe: (g, node) => nodeText(g.board, node),
  record: {
    write: (w, node) => ({ p: w.st.s[CUR]!, a: w.st.s[PHASE] === PH_SETUP_SETTLEMENT ? 'place_settlement' : 'build_settlement', node: w.node(node) }),
    read: {
      place_settlement: (r, e) => [[r.node(e.node), -1]],
      build_settlement: (r, e) => [[r.node(e.node), -1]],
    },
  },
};

export function settlementKind(game: Pick<GameBuilder, 'board'>): KindRule {
  return {
    ...SETTLEMENT,
    argBits: idBits(game.board.numNodes),
  };
}

/** The rule without its sizes: the same functions for every game, whatever its board. */
const CITY: Omit<KindRule, 'argBits'> = {
  name: 'city',
  apply({ game, s }: GameState, node: number) {
    const p = s[CUR]!;
    pay(game, s, p, COST_CITY);
    placeCity(game, s, p, node);
  },
  describe: (g, node) => nodeText(g.board, node),
  record: {
    write: (w, node) => ({ p: w.st.s[CUR]!, a: 'build_city', node: w.node(node) }),
    read: { build_city: (r, e) => [[r.node(e.node), -1]] },
  },
};

export function cityKind(game: Pick<GameBuilder, 'board'>): KindRule {
  return {
    ...CITY,
    argBits: idBits(game.board.numNodes),
  };
}

/** Buying a development card: the card drawn is the chance outcome (its kind). */
export const BUY_DEV: KindRule = {
  name: 'buy_dev',
  argBits: 0,
  maxOutcomes: NUM_DEV_TYPES,
  outcomes: ({ s }, _arg, values, weights) => deckOutcomes(s, DEVELOPMENT_DECK, values, weights),
  sample: ({ s }) => deckSample(s, DEVELOPMENT_DECK),
  apply({ game, s }, _arg, outcome) {
    const L = game.layout;
    const p = s[CUR]!;
    deckTake(s, DEVELOPMENT_DECK, outcome, 'buy_dev');
    pay(game, s, p, COST_DEV);
    s[L.devNew + p * NUM_DEV_TYPES + outcome]!++;
    s[L.devCount + p]!++;
    s[L.newCount + p]!++;
  },
  describe: () => '',
  record: {
    write: (w, _arg, outcome) => ({ p: w.st.s[CUR]!, a: 'buy_dev', card: DEV_NAMES[outcome] }),
    read: {
      buy_dev(r, e) {
        const k = devIndex(String(e.card));
        if (k < 0) throw r.error(`unknown card ${JSON.stringify(e.card)}`);
        return [[0, k]];
      },
    },
  },
};
