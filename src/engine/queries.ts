// Read-only questions about a state, shared by legal-action generation and the step function.

import { stealableHand } from './cards.js';
import { HARBOR_GENERIC, NUM_RESOURCES } from './constants.js';
import type { Game } from './game.js';
import { hasBit } from './layout.js';

/** Whether seat p holds `cost` (counts by hand kind, see handCost in hands.ts). */
export function canAfford(game: Game, s: Int32Array, p: number, cost: Int8Array): boolean {
  const h = game.layout.hand + p * NUM_RESOURCES;
  // The five resources written out: the main phase asks this four times a list, some 2,000 times a game.
  if (!(s[h]! >= cost[0]! && s[h + 1]! >= cost[1]! && s[h + 2]! >= cost[2]! && s[h + 3]! >= cost[3]! && s[h + 4]! >= cost[4]!)) return false;
  return cost.length === NUM_RESOURCES || holdsCards(game, s, p, cost);
}

/** The rest of canAfford: the hand kinds after the resources. */
function holdsCards(game: Game, s: Int32Array, p: number, cost: Int8Array): boolean {
  const K = game.handKinds;
  for (let k = NUM_RESOURCES; k < cost.length; k++) if (s[game.cardSlot[p * K + k]!]! < cost[k]!) return false;
  return true;
}

export function ownsBuilding(game: Game, s: Int32Array, p: number, node: number): boolean {
  const L = game.layout;
  return hasBit(s, L.settle + p * L.nodeWords, node) || hasBit(s, L.city + p * L.nodeWords, node);
}

export function ownsRoad(game: Game, s: Int32Array, p: number, edge: number): boolean {
  const L = game.layout;
  return hasBit(s, L.road + p * L.edgeWords, edge);
}

/** Colour owning the building on `node`, or -1. */
export function buildingOwner(game: Game, s: Int32Array, node: number): number {
  return s[game.layout.nodeOwner + node]! - 1;
}

export function roadOwner(game: Game, s: Int32Array, edge: number): number {
  if (!hasBit(s, game.layout.roads, edge)) return -1;
  for (let p = 0; p < game.layout.players; p++) if (ownsRoad(game, s, p, edge)) return p;
  return -1;
}

export function edgeFree(game: Game, s: Int32Array, edge: number): boolean {
  return !hasBit(s, game.layout.roads, edge);
}

/** Settlement site for a paid build: distance rule and one of p's roads touching the node. */
export function canBuildSettlementAt(game: Game, s: Int32Array, p: number, node: number): boolean {
  if (hasBit(s, game.layout.blocked, node)) return false;
  const b = game.board;
  for (let j = 0; j < 3; j++) {
    const e = b.nodeEdges[node * 3 + j]!;
    if (e < 0) break;
    if (ownsRoad(game, s, p, e)) return true;
  }
  return false;
}

/**
 * Cards of hand kind `give` seat p must hand in for one card from the bank: 2 when a rule set lets
 * it give that kind at 2:1 (Layout.twoForOne) or at its 2:1 harbor, 3 at a generic one, else 4. A
 * rule set's cards traded with the bank (CARD_MARITIME) have no harbor of their own.
 */
export function maritimeRate(game: Game, s: Int32Array, p: number, give: number): number {
  const L = game.layout;
  if (L.twoForOne >= 0 && (s[L.twoForOne + p]! & (1 << give)) !== 0) return 2;
  const harbors = s[L.harbors + p]!;
  return give < NUM_RESOURCES ? rateAtHarbors(harbors, give) : (harbors & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4;
}

/** The resources' bits of a harbor mask (bit k: the 2:1 harbor of resource k). */
const RESOURCE_HARBORS = (1 << NUM_RESOURCES) - 1;

/**
 * Seat p's harbor mask as its rates for resources read it: its harbors, and each resource a rule
 * set lets it give at 2:1 (Layout.twoForOne) as if it had that resource's 2:1 harbor. With
 * rateAtHarbors it gives maritimeRate for every resource from one read of the state.
 */
export function rateMask(game: Game, s: Int32Array, p: number): number {
  const L = game.layout;
  const harbors = s[L.harbors + p]!;
  return L.twoForOne < 0 ? harbors : harbors | (s[L.twoForOne + p]! & RESOURCE_HARBORS);
}

/** maritimeRate of a resource from a rate mask (rateMask; bit k: harbor kind k), for a list that reads the mask once. */
export function rateAtHarbors(harbors: number, give: number): number {
  if ((harbors & (1 << give)) !== 0) return 2;
  if ((harbors & (1 << HARBOR_GENERIC)) !== 0) return 3;
  return 4;
}

/** The colours with a settlement or city on a corner of hex h, as a bit mask (bit q: colour q). */
export function hexOwners(game: Game, s: Int32Array, hex: number): number {
  const nodes = game.board.hexNodes;
  const nodeOwner = game.layout.nodeOwner;
  let mask = 0;
  for (let c = 0; c < 6; c++) {
    const node = nodes[hex * 6 + c]!;
    if (node < 0) continue;
    const owner = s[nodeOwner + node]! - 1;
    if (owner >= 0) mask |= 1 << owner;
  }
  return mask;
}

/** Opponents of p with a building on hex h and at least one card the robber takes: its possible victims. */
export function robberVictims(game: Game, s: Int32Array, p: number, hex: number): number {
  let owners = hexOwners(game, s, hex) & ~(1 << p);
  let mask = 0;
  while (owners !== 0) {
    const q = 31 - Math.clz32(owners);
    owners ^= 1 << q;
    if (stealableHand(game, s, q) > 0) mask |= 1 << q;
  }
  return mask;
}
