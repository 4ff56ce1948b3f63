// Legal actions: writes every action the seat to act may take into `out`, returns the count.

import {
  A_ACCEPT,
  A_BUY_DEV,
  A_CANCEL,
  A_CITY,
  A_CONFIRM,
  A_DECLINE,
  A_DISCARD,
  A_END_TURN,
  A_FORCED_TRADE,
  A_GIVE,
  A_KNIGHT,
  A_MARITIME,
  A_MONOPOLY,
  A_NEUTRAL_ROAD,
  A_NEUTRAL_SETTLEMENT,
  A_OFFER,
  A_ROAD,
  A_ROAD_BUILDING,
  A_RETIRE_KNIGHT,
  A_ROBBER,
  A_ROBBER_TO_DESERT,
  A_ROLL,
  A_SETTLEMENT,
  A_YEAR_OF_PLENTY,
  ARG_BITS,
  BUNDLE_MAX,
  offerGet,
} from './actions.js';
import { DESERT, KNIGHT, MONOPOLY, NUM_DEV_TYPES, NUM_RESOURCES, ROAD_BUILDING, YEAR_OF_PLENTY } from './constants.js';
import type { Game, GameState } from './game.js';
import {
  ACCEPT_MASK,
  BANK,
  CUR,
  DECK_COUNT,
  DEV_PLAYED,
  LAST_NODE,
  OFFER,
  OFFERS_MADE,
  PHASE,
  PH_DISCARD,
  PH_FORCED_GIVE,
  PH_MAIN,
  PH_MOVE_ROBBER,
  PH_NEUTRAL_BUILD,
  PH_PRE_ROLL,
  PH_ROAD_BUILDING,
  PH_SECOND_ROLL,
  PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT,
  PH_SPECIAL_BUILD,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  NEUTRAL_KIND,
  RETIRED_THIS_TURN,
  ROBBER,
  SUBTURN,
  TOKENS,
  hasBit,
} from './layout.js';
import { canAfford, canBuildSettlementAt, edgeFree, maritimeRate, robberVictims } from './queries.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from '../rules/base/supply.js';
import { tokenPrice } from '../rules/catan-for-two/data.js';

/** An upper bound on the number of legal actions in any state of this game. */
export function maxActions(game: Game): number {
  return game.board.numEdges + 2 * game.board.numNodes + game.board.numHexes * 8 + 400;
}

export function legalActions(st: GameState, out: Int32Array): number {
  const { game, s } = st;
  const p = s[CUR]!;
  switch (s[PHASE]) {
    case PH_SETUP_SETTLEMENT:
      return setupSettlements(game, s, out);
    case PH_SETUP_ROAD:
      return setupRoads(game, s, out);
    case PH_PRE_ROLL: {
      out[0] = A_ROLL << ARG_BITS;
      return devPlays(game, s, p, out, 1);
    }
    case PH_DISCARD:
      return discards(game, s, p, out);
    case PH_MOVE_ROBBER:
      return robberMoves(game, s, p, out);
    case PH_MAIN:
      return mainActions(game, s, p, out);
    case PH_SECOND_ROLL:
      out[0] = A_ROLL << ARG_BITS;
      return 1;
    case PH_NEUTRAL_BUILD:
      return neutralBuilds(game, s, out);
    case PH_FORCED_GIVE: {
      let n = 0;
      const h = game.layout.hand + p * NUM_RESOURCES;
      for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! > 0) out[n++] = (A_GIVE << ARG_BITS) | r;
      return n;
    }
    case PH_SPECIAL_BUILD: {
      // Build and buy only: no trade of any kind, no card play (D29).
      out[0] = A_END_TURN << ARG_BITS;
      return buildActions(game, s, p, out, 1);
    }
    case PH_ROAD_BUILDING:
      return roadSites(game, s, p, out, 0, A_ROAD);
    case PH_TRADE_RESPONSE: {
      out[0] = A_DECLINE << ARG_BITS;
      return holdsBundle(game, s, p, offerGet(s[OFFER]!)) ? ((out[1] = A_ACCEPT << ARG_BITS), 2) : 1;
    }
    case PH_TRADE_CONFIRM: {
      let n = 0;
      const mask = s[ACCEPT_MASK]!;
      for (let q = 0; q < game.layout.players; q++) if (mask & (1 << q)) out[n++] = (A_CONFIRM << ARG_BITS) | q;
      out[n++] = A_CANCEL << ARG_BITS;
      return n;
    }
    default:
      return 0;
  }
}

function setupSettlements(game: Game, s: Int32Array, out: Int32Array): number {
  let n = 0;
  const blocked = game.layout.blocked;
  for (let node = 0; node < game.board.numNodes; node++) {
    if (!hasBit(s, blocked, node)) out[n++] = (A_SETTLEMENT << ARG_BITS) | node;
  }
  return n;
}

function setupRoads(game: Game, s: Int32Array, out: Int32Array): number {
  let n = 0;
  const node = s[LAST_NODE]!;
  for (let k = 0; k < 3; k++) {
    const e = game.board.nodeEdges[node * 3 + k]!;
    if (e < 0) break;
    if (edgeFree(game, s, e)) out[n++] = (A_ROAD << ARG_BITS) | e;
  }
  return n;
}

function discards(game: Game, s: Int32Array, p: number, out: Int32Array): number {
  let n = 0;
  const h = game.layout.hand + p * NUM_RESOURCES;
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! > 0) out[n++] = (A_DISCARD << ARG_BITS) | r;
  return n;
}

function robberMoves(game: Game, s: Int32Array, p: number, out: Int32Array): number {
  let n = 0;
  const land = game.board.landHexes;
  const robber = s[ROBBER]!;
  for (let i = 0; i < land.length; i++) {
    const h = land[i]!;
    if (h === robber) continue;
    const victims = robberVictims(game, s, p, h);
    if (victims === 0) {
      out[n++] = (A_ROBBER << ARG_BITS) | (h * 8);
      continue;
    }
    for (let q = 0; q < game.layout.players; q++) {
      if (victims & (1 << q)) out[n++] = (A_ROBBER << ARG_BITS) | (h * 8 + q + 1);
    }
  }
  return n;
}

/**
 * The reach of p's road network as a node bitset (in game scratch): its own buildings, and the
 * ends of its roads that hold no opponent's building. A free edge with an end in it is a legal
 * road site, so each edge then costs three bit tests instead of a walk over its neighbourhood.
 */
function markReach(game: Game, s: Int32Array, p: number): Int32Array {
  const L = game.layout;
  const b = game.board;
  const reach = game.scratch.reach;
  const own = L.settle + p * L.nodeWords;
  const cities = L.city + p * L.nodeWords;
  for (let w = 0; w < L.nodeWords; w++) reach[w] = s[own + w]! | s[cities + w]!;
  const roads = L.road + p * L.edgeWords;
  for (let w = 0; w < L.edgeWords; w++) {
    let bits = s[roads + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const e = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      for (let k = 0; k < 2; k++) {
        const node = b.edgeNodes[e * 2 + k]!;
        if (!hasBit(s, L.built, node)) reach[node >>> 5]! |= 1 << (node & 31);
      }
    }
  }
  return reach;
}

function isRoadSite(game: Game, s: Int32Array, reach: Int32Array, e: number): boolean {
  if (hasBit(s, game.layout.roads, e)) return false;
  const a = game.board.edgeNodes[e * 2]!;
  const c = game.board.edgeNodes[e * 2 + 1]!;
  return (reach[a >>> 5]! & (1 << (a & 31))) !== 0 || (reach[c >>> 5]! & (1 << (c & 31))) !== 0;
}

/** Free edges touching p's network. */
function roadSites(game: Game, s: Int32Array, p: number, out: Int32Array, n: number, kind: number): number {
  const reach = markReach(game, s, p);
  for (let e = 0; e < game.board.numEdges; e++) if (isRoadSite(game, s, reach, e)) out[n++] = (kind << ARG_BITS) | e;
  return n;
}

export function anyRoadSite(game: Game, s: Int32Array, p: number): boolean {
  const reach = markReach(game, s, p);
  for (let e = 0; e < game.board.numEdges; e++) if (isRoadSite(game, s, reach, e)) return true;
  return false;
}

function devPlays(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  if (s[DEV_PLAYED] !== 0) return n;
  const L = game.layout;
  const d = L.dev + p * NUM_DEV_TYPES;
  if (s[d + KNIGHT]! > 0) out[n++] = A_KNIGHT << ARG_BITS;
  if (s[d + ROAD_BUILDING]! > 0 && s[L.roadsLeft + p]! > 0 && anyRoadSite(game, s, p)) out[n++] = A_ROAD_BUILDING << ARG_BITS;
  if (s[d + YEAR_OF_PLENTY]! > 0) {
    for (let a = 0; a < NUM_RESOURCES; a++) {
      for (let b = a; b < NUM_RESOURCES; b++) {
        const ok = a === b ? s[BANK + a]! >= 2 : s[BANK + a]! >= 1 && s[BANK + b]! >= 1;
        if (ok) out[n++] = (A_YEAR_OF_PLENTY << ARG_BITS) | (a * 5 + b);
      }
    }
  }
  if (s[d + MONOPOLY]! > 0) for (let r = 0; r < NUM_RESOURCES; r++) out[n++] = (A_MONOPOLY << ARG_BITS) | r;
  return n;
}

/** Paid builds and the development-card purchase p can make now, appended from out[n]. */
function buildActions(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const L = game.layout;
  const b = game.board;
  if (s[L.roadsLeft + p]! > 0 && canAfford(game, s, p, COST_ROAD)) n = roadSites(game, s, p, out, n, A_ROAD);
  if (s[L.settlementsLeft + p]! > 0 && canAfford(game, s, p, COST_SETTLEMENT)) {
    for (let node = 0; node < b.numNodes; node++) {
      if (canBuildSettlementAt(game, s, p, node)) out[n++] = (A_SETTLEMENT << ARG_BITS) | node;
    }
  }
  if (s[L.citiesLeft + p]! > 0 && canAfford(game, s, p, COST_CITY)) {
    const base = L.settle + p * L.nodeWords;
    for (let w = 0; w < L.nodeWords; w++) {
      let bits = s[base + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        out[n++] = (A_CITY << ARG_BITS) | ((w << 5) + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
  }
  if (s[DECK_COUNT]! > 0 && canAfford(game, s, p, COST_DEV)) out[n++] = A_BUY_DEV << ARG_BITS;
  return n;
}

function mainActions(game: Game, s: Int32Array, p: number, out: Int32Array): number {
  const L = game.layout;
  out[0] = A_END_TURN << ARG_BITS;
  let n = buildActions(game, s, p, out, 1);
  n = devPlays(game, s, p, out, n);
  const h = L.hand + p * NUM_RESOURCES;
  for (let give = 0; give < NUM_RESOURCES; give++) {
    if (s[h + give]! < maritimeRate(game, s, p, give)) continue;
    for (let get = 0; get < NUM_RESOURCES; get++) {
      if (get !== give && s[BANK + get]! > 0) out[n++] = (A_MARITIME << ARG_BITS) | (give * 5 + get);
    }
  }
  // The second player of a paired turn trades only with the supply (D28).
  if (s[OFFERS_MADE]! < game.options.tradeOffersPerTurn && s[SUBTURN] === 0) {
    for (let give = 0; give < NUM_RESOURCES; give++) {
      const have = Math.min(s[h + give]!, BUNDLE_MAX);
      for (let cg = 1; cg <= have; cg++) {
        for (let get = 0; get < NUM_RESOURCES; get++) {
          if (get === give) continue;
          for (let ct = 1; ct <= BUNDLE_MAX; ct++) {
            out[n++] = (A_OFFER << ARG_BITS) | (cg << (2 * give)) | ((ct << (2 * get)) << 10);
          }
        }
      }
    }
  }
  if (game.twoPlayer) n = tokenActions(game, s, p, out, n);
  return n;
}

// ---- Catan for Two (D31-D37) ----

/** What a token action costs seat p now (D34). */
export function tokenActionPrice(game: Game, s: Int32Array, p: number): number {
  const L = game.layout;
  return tokenPrice(s[L.publicVp + p]!, s[L.publicVp + 1 - p]!);
}

/** The board's first desert hex, or -1. */
export function desertHex(game: Game): number {
  const b = game.board;
  for (let i = 0; i < b.landHexes.length; i++) if (b.hexTerrain[b.landHexes[i]!] === DESERT) return b.landHexes[i]!;
  return -1;
}

/** Forced trade, robber to the desert, a knight card for tokens: appended from out[n]. */
function tokenActions(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const L = game.layout;
  const price = tokenActionPrice(game, s, p);
  if (s[TOKENS + p]! >= price) {
    if (s[L.handTotal + 1 - p]! > 0) out[n++] = A_FORCED_TRADE << ARG_BITS;
    const desert = desertHex(game);
    if (desert >= 0 && s[ROBBER] !== desert) out[n++] = A_ROBBER_TO_DESERT << ARG_BITS;
  }
  if (s[RETIRED_THIS_TURN] === 0 && s[L.knights + p]! > 0) out[n++] = A_RETIRE_KNIGHT << ARG_BITS;
  return n;
}

/** A free intersection some neutral colour may settle (distance rule, touching its road). */
export function anyNeutralSettlementSite(game: Game, s: Int32Array): boolean {
  for (let k = 0; k < 2; k++) {
    const colour = game.seats + k;
    if (s[game.layout.settlementsLeft + colour]! <= 0) continue;
    for (let node = 0; node < game.board.numNodes; node++) if (canBuildSettlementAt(game, s, colour, node)) return true;
  }
  return false;
}

/** The neutral pieces the builder may place: settlements, or roads, for either neutral colour. */
function neutralBuilds(game: Game, s: Int32Array, out: Int32Array): number {
  const L = game.layout;
  let n = 0;
  for (let k = 0; k < 2; k++) {
    const colour = game.seats + k;
    if (s[NEUTRAL_KIND] === 2) {
      if (s[L.settlementsLeft + colour]! <= 0) continue;
      for (let node = 0; node < game.board.numNodes; node++) {
        if (canBuildSettlementAt(game, s, colour, node)) out[n++] = (A_NEUTRAL_SETTLEMENT << ARG_BITS) | (node * 2 + k);
      }
    } else {
      if (s[L.roadsLeft + colour]! <= 0) continue;
      const reach = markReach(game, s, colour);
      for (let e = 0; e < game.board.numEdges; e++) if (isRoadSite(game, s, reach, e)) out[n++] = (A_NEUTRAL_ROAD << ARG_BITS) | (e * 2 + k);
    }
  }
  return n;
}

export function holdsBundle(game: Game, s: Int32Array, p: number, bundle: number): boolean {
  const h = game.layout.hand + p * NUM_RESOURCES;
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! < ((bundle >>> (2 * r)) & 3)) return false;
  return true;
}

/** True when `a` is among the legal actions (a fresh scan; for validating a bot's answer). */
export function isLegal(st: GameState, a: number, scratch: Int32Array): boolean {
  const n = legalActions(st, scratch);
  for (let i = 0; i < n; i++) if (scratch[i] === a) return true;
  return false;
}
