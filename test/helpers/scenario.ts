// Shared helpers for the rule-scenario tests (test/rules-*.test.ts): games on the beginner board,
// node and edge lookups, legal-action queries, acting only through legal actions, forced dice,
// hand and bank readers, and a few named road paths across the beginner board.

import { expect } from 'vitest';
import { A_ROLL, A_ROAD, A_SETTLEMENT, action, actionArg, actionKind } from '../../src/engine/actions.js';
import { newState, type GameState } from '../../src/engine/game.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { BANK } from '../../src/engine/layout.js';
import { legalActions, maxActions } from '../../src/engine/legal.js';
import type { RuleOptions } from '../../src/rules/options.js';
import { inMainPhase, putRoad, putSettlement, setHand } from '../../src/engine/position.js';
import { apply, applyWithOutcome } from '../../src/engine/step.js';
import { beginnerBoard } from '../../src/rules/base/maps.js';
import { createGame } from '../../src/rules/registry.js';

// ---- games ----

/** A fresh game on the beginner board (D22), at seat 0's first set-up placement, its random stream seeded from `seed`. */
export function beginnerGame(seed: string, options: Partial<RuleOptions> = {}): GameState {
  return newState(createGame(beginnerBoard(), options), seed);
}

/** Fails the test unless the state keeps every invariant. */
export function sound(st: GameState): void {
  expect(checkInvariants(st)).toEqual([]);
}

// ---- legal actions and acting ----

/** Every legal action, in the engine's order. */
export function legal(st: GameState): number[] {
  const out = new Int32Array(maxActions(st.game));
  const n = legalActions(st, out);
  return Array.from(out.subarray(0, n));
}
/** The arguments of the legal actions of one kind, ascending. */
export function argsOf(st: GameState, kind: number): number[] {
  return legal(st)
    .filter((a) => actionKind(a) === kind)
    .map(actionArg)
    .sort((x, y) => x - y);
}
/** Whether any action of this kind is legal. */
export function hasLegal(st: GameState, kind: number): boolean {
  return legal(st).some((a) => actionKind(a) === kind);
}
/** Applies `a` after checking it is legal; with `outcome`, that chance outcome is forced. */
export function act(st: GameState, a: number, outcome?: number): void {
  expect(legal(st)).toContain(a);
  if (outcome === undefined) apply(st, a);
  else applyWithOutcome(st, a, outcome);
}
/** The chance outcome of a roll showing d1 and d2. */
function diceOutcome(d1: number, d2: number): number {
  return (d1 - 1) * 6 + (d2 - 1);
}
/** Rolls (checking the roll is legal) with the dice forced to d1 and d2. */
export function roll(st: GameState, d1: number, d2: number): void {
  act(st, action(A_ROLL), diceOutcome(d1, d2));
}

// ---- cards ----

/** Seat p's resource hand, indexed by resource. */
export function hand(st: GameState, p: number): number[] {
  const h = st.game.layout.hand + p * 5;
  return Array.from(st.s.subarray(h, h + 5));
}
/** The bank's resources, indexed by resource. */
export function bank(st: GameState): number[] {
  return Array.from(st.s.subarray(BANK, BANK + 5));
}
/** Resource counts indexed by resource, e.g. cards({ [BRICK]: 2 }) = [2, 0, 0, 0, 0]. */
export function cards(parts: Partial<Record<number, number>>): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const [r, n] of Object.entries(parts)) c[Number(r)] = n!;
  return c;
}

export function sorted(xs: number[]): number[] {
  return [...xs].sort((a, b) => a - b);
}

// ---- board lookups ----

/** The node at corner c of hex (q, r); throws if there is none. */
export function nodeAt(st: GameState, q: number, r: number, c: number): number {
  const n = st.game.board.nodeId(q, r, c);
  if (n < 0) throw new Error(`no node ${q},${r},${c}`);
  return n;
}
/** The edge joining two adjacent nodes; throws if they are not adjacent. */
export function edgeBetween(st: GameState, a: number, b: number): number {
  const g = st.game.board;
  for (let k = 0; k < 3; k++) {
    const e = g.nodeEdges[a * 3 + k]!;
    if (e >= 0 && (g.edgeNodes[e * 2] === b || g.edgeNodes[e * 2 + 1] === b)) return e;
  }
  throw new Error(`nodes ${a} and ${b} are not adjacent`);
}
/** The edges at a node, ascending. */
export function edgesAt(st: GameState, node: number): number[] {
  return Array.from(st.game.board.nodeEdges.subarray(node * 3, node * 3 + 3))
    .filter((x) => x >= 0)
    .sort((x, y) => x - y);
}
/** The nodes adjacent to a node. */
export function neighbours(st: GameState, node: number): number[] {
  return Array.from(st.game.board.nodeNodes.subarray(node * 3, node * 3 + 3)).filter((x) => x >= 0);
}

// ---- named places on the beginner board ----

/** Corners 0, 1 and 2 of the hills hex (0,-1): a walk of two edges along its border. */
export function hillsWalk(st: GameState): [number, number, number] {
  return [nodeAt(st, 0, -1, 0), nodeAt(st, 0, -1, 1), nodeAt(st, 0, -1, 2)];
}
/**
 * Seat p gets a settlement at the first of hillsWalk and roads through the second to the third, which is
 * then a legal site for a paid settlement. Returns the three nodes.
 */
export function roadToSite(st: GameState, p: number): [number, number, number] {
  const nodes = hillsWalk(st);
  layPath(st, p, nodes, 2);
  return nodes;
}
/** Four nodes far apart from each other and from hillsWalk: room for a seat's whole supply of 4 cities (8 VP). */
export function farApartSites(st: GameState): number[] {
  return [nodeAt(st, 0, -2, 0), nodeAt(st, 2, 0, 3), nodeAt(st, 1, 1, 3), nodeAt(st, -2, 2, 3)];
}

// ---- road paths across the beginner board ----

/** Path A: the top edge of row r = -1, west to east (9 nodes, 8 segments). */
export function pathA(st: GameState): number[] {
  const p: number[] = [];
  for (let q = -1; q <= 2; q++) p.push(nodeAt(st, q, -1, 5), nodeAt(st, q, -1, 0));
  p.push(nodeAt(st, 2, -1, 1));
  return p;
}
/** Path B: the bottom edge of row r = 1, west to east (9 nodes). */
export function pathB(st: GameState): number[] {
  const p: number[] = [nodeAt(st, -2, 1, 4)];
  for (let q = -2; q <= 1; q++) p.push(nodeAt(st, q, 1, 3), nodeAt(st, q, 1, 2));
  return p;
}
/** Path C: the bottom edge of row r = -1, east to west (9 nodes). */
export function pathC(st: GameState): number[] {
  const p: number[] = [];
  for (let q = 2; q >= -1; q--) p.push(nodeAt(st, q, -1, 2), nodeAt(st, q, -1, 3));
  p.push(nodeAt(st, -1, -1, 4));
  return p;
}
/** A 16-node path, room for a player's whole supply of 15 roads: path A, down the right of (2,0), along (1,1). */
export function fifteenRoadPath(st: GameState): number[] {
  return [
    ...pathA(st),
    ...[0, 1, 2, 3].map((c) => nodeAt(st, 2, 0, c)),
    ...[2, 3, 4].map((c) => nodeAt(st, 1, 1, c)),
  ];
}
/** Seat p gets a settlement at nodes[0] and `roads` roads along the path (placed free, outside the rules). */
export function layPath(st: GameState, p: number, nodes: number[], roads: number): void {
  putSettlement(st, p, nodes[0]!);
  for (let i = 0; i < roads; i++) putRoad(st, p, edgeBetween(st, nodes[i]!, nodes[i + 1]!));
}
/** Seat p gets a settlement at (0,-2) corner 0 and roads to (0,-1) corner 0 (= path A's 4th node), ready to cut path A there. */
export function breakerNetwork(st: GameState, p: number): number {
  const n0 = nodeAt(st, 0, -2, 0);
  const n4 = nodeAt(st, 0, -2, 1);
  const n8 = nodeAt(st, 0, -2, 2);
  expect(n8).toBe(pathA(st)[3]);
  putSettlement(st, p, n0);
  putRoad(st, p, edgeBetween(st, n0, n4));
  putRoad(st, p, edgeBetween(st, n4, n8));
  return n8;
}
/** Seat p, on turn, builds a settlement (paid) at node. */
export function buildSettlement(st: GameState, p: number, node: number): void {
  inMainPhase(st, p);
  setHand(st, p, { brick: 1, lumber: 1, wool: 1, grain: 1 });
  act(st, action(A_SETTLEMENT, node));
}
/** Seat p, on turn, builds a road (paid) from a to b. */
export function buildRoad(st: GameState, p: number, a: number, b: number): void {
  inMainPhase(st, p);
  setHand(st, p, { brick: 1, lumber: 1 });
  act(st, action(A_ROAD, edgeBetween(st, a, b)));
}
