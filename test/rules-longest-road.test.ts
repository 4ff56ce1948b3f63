// Rule scenarios: Longest Road (docs/rules-decisions.md D7, D10, D11).

import { describe, expect, it } from 'vitest';
import { A_ROAD, A_SETTLEMENT, action } from '../src/engine/actions.js';
import { createGame, newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { LR_HOLDER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { longestRoad } from '../src/engine/longest-road.js';
import { inMainPhase, putRoad, putSettlement, setHand } from '../src/engine/position.js';
import { apply } from '../src/engine/step.js';
import { beginnerBoard } from '../src/rules/base/maps.js';

// ---- helpers (kept local to the file) ----
function legal(st: GameState): number[] {
  const out = new Int32Array(maxActions(st.game));
  const n = legalActions(st, out);
  return Array.from(out.subarray(0, n));
}
function act(st: GameState, a: number): void {
  expect(legal(st)).toContain(a);
  apply(st, a);
}
function edgeBetween(st: GameState, a: number, b: number): number {
  const g = st.game.board;
  for (let k = 0; k < 3; k++) {
    const e = g.nodeEdges[a * 3 + k]!;
    if (e >= 0 && (g.edgeNodes[e * 2] === b || g.edgeNodes[e * 2 + 1] === b)) return e;
  }
  throw new Error(`nodes ${a} and ${b} are not adjacent`);
}
function N(st: GameState, q: number, r: number, c: number): number {
  const n = st.game.board.nodeId(q, r, c);
  if (n < 0) throw new Error(`no node ${q},${r},${c}`);
  return n;
}
function sound(st: GameState): void {
  expect(checkInvariants(st)).toEqual([]);
}
function game(players = 3): GameState {
  return newState(createGame(beginnerBoard(), { players }), 'longest-road');
}
const len = (st: GameState, p: number) => st.s[st.game.layout.roadLen + p]!;
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const holder = (st: GameState) => st.s[LR_HOLDER]!;

/** Path A: the top edge of row r = -1, west to east (9 nodes, 8 segments). */
function pathA(st: GameState): number[] {
  const p: number[] = [];
  for (let q = -1; q <= 2; q++) p.push(N(st, q, -1, 5), N(st, q, -1, 0));
  p.push(N(st, 2, -1, 1));
  return p;
}
/** Path B: the bottom edge of row r = 1, west to east (9 nodes). */
function pathB(st: GameState): number[] {
  const p: number[] = [N(st, -2, 1, 4)];
  for (let q = -2; q <= 1; q++) p.push(N(st, q, 1, 3), N(st, q, 1, 2));
  return p;
}
/** Path C: the bottom edge of row r = -1, east to west (9 nodes). */
function pathC(st: GameState): number[] {
  const p: number[] = [];
  for (let q = 2; q >= -1; q--) p.push(N(st, q, -1, 2), N(st, q, -1, 3));
  p.push(N(st, -1, -1, 4));
  return p;
}
/** A settlement at nodes[0] and `count` roads along the path. */
function lay(st: GameState, p: number, nodes: number[], count: number): void {
  putSettlement(st, p, nodes[0]!);
  for (let i = 0; i < count; i++) putRoad(st, p, edgeBetween(st, nodes[i]!, nodes[i + 1]!));
}
/** Seat p gets a settlement at (0,-2) corner 0 and roads to (0,-1) corner 0 (= path A's 4th node), ready to cut path A there. */
function breakerNetwork(st: GameState, p: number): number {
  const n0 = N(st, 0, -2, 0);
  const n4 = N(st, 0, -2, 1);
  const n8 = N(st, 0, -2, 2);
  expect(n8).toBe(pathA(st)[3]);
  putSettlement(st, p, n0);
  putRoad(st, p, edgeBetween(st, n0, n4));
  putRoad(st, p, edgeBetween(st, n4, n8));
  return n8;
}
/** Seat p, on turn, builds a settlement (paid) at node. */
function buildSettlement(st: GameState, p: number, node: number): void {
  inMainPhase(st, p);
  setHand(st, p, { brick: 1, lumber: 1, wool: 1, grain: 1 });
  act(st, action(A_SETTLEMENT, node));
}
/** Seat p, on turn, builds a road (paid) from a to b. */
function buildRoad(st: GameState, p: number, a: number, b: number): void {
  inMainPhase(st, p);
  setHand(st, p, { brick: 1, lumber: 1 });
  act(st, action(A_ROAD, edgeBetween(st, a, b)));
}

describe('Longest Road: measuring (D10)', () => {
  it('D10: 4 segments give nothing; the 5th takes the card (+2 VP)', () => {
    const st = game();
    const A = pathA(st);
    lay(st, 0, A, 4);
    expect(len(st, 0)).toBe(4);
    expect(holder(st)).toBe(-1);
    expect(vp(st, 0)).toBe(1);
    buildRoad(st, 0, A[4]!, A[5]!);
    expect(len(st, 0)).toBe(5);
    expect(holder(st)).toBe(0);
    expect(vp(st, 0)).toBe(3);
    sound(st);
  });

  it('D10: forks do not add up (three branches of 2 from one node: 4, not 6)', () => {
    const st = game();
    const c = N(st, 0, -1, 2); // hub: (0,-1) corner 2
    const branches = [
      [N(st, 0, -1, 1), N(st, 1, -1, 0)],
      [N(st, 0, 0, 1), N(st, 0, 0, 2)],
      [N(st, 0, 0, 5), N(st, 0, 0, 4)],
    ];
    putSettlement(st, 0, c);
    for (const [x, y] of branches) {
      putRoad(st, 0, edgeBetween(st, c, x!));
      putRoad(st, 0, edgeBetween(st, x!, y!));
    }
    expect(st.s[st.game.layout.roadsLeft + 0]).toBe(9);
    expect(len(st, 0)).toBe(4);
    expect(holder(st)).toBe(-1);
    // A third segment on one branch: 3 + 2 = 5, still not 7.
    buildRoad(st, 0, branches[0]![1]!, N(st, 1, -1, 1));
    expect(len(st, 0)).toBe(5);
    expect(holder(st)).toBe(0);
    sound(st);
  });

  it('D10: a closed loop of 6 counts 6, and a spur off it counts 7 (each road once)', () => {
    const st = game();
    const ring = [0, 1, 2, 3, 4, 5].map((c) => N(st, 0, -1, c));
    putSettlement(st, 0, ring[0]!);
    for (let i = 0; i < 5; i++) putRoad(st, 0, edgeBetween(st, ring[i]!, ring[i + 1]!));
    expect(len(st, 0)).toBe(5);
    buildRoad(st, 0, ring[5]!, ring[0]!); // closes the loop
    expect(len(st, 0)).toBe(6);
    buildRoad(st, 0, ring[0]!, N(st, 0, -2, 1)); // spur north from corner 0
    expect(len(st, 0)).toBe(7);
    expect(longestRoad(st.game, st.s, 0)).toBe(7);
    expect(holder(st)).toBe(0);
    sound(st);
  });

  it('D10: two loops sharing a road count every road once (11)', () => {
    const st = game();
    const ringL = [0, 1, 2, 3, 4, 5].map((c) => N(st, 0, -1, c));
    const ringR = [0, 1, 2, 3, 4, 5].map((c) => N(st, 1, -1, c));
    putSettlement(st, 0, ringL[0]!);
    const edges = new Set<number>();
    for (let i = 0; i < 6; i++) edges.add(edgeBetween(st, ringL[i]!, ringL[(i + 1) % 6]!));
    for (let i = 0; i < 6; i++) edges.add(edgeBetween(st, ringR[i]!, ringR[(i + 1) % 6]!));
    expect(edges.size).toBe(11);
    // Lay them in an order that keeps the network connected.
    const order = [...edges];
    const placed = new Set<number>();
    const g = st.game.board;
    const touches = (e: number) => {
      const a = g.edgeNodes[e * 2]!;
      const b = g.edgeNodes[e * 2 + 1]!;
      if (a === ringL[0] || b === ringL[0]) return true;
      for (const f of placed) if ([g.edgeNodes[f * 2], g.edgeNodes[f * 2 + 1]].some((n) => n === a || n === b)) return true;
      return false;
    };
    while (placed.size < order.length) {
      const e = order.find((x) => !placed.has(x) && touches(x))!;
      putRoad(st, 0, e);
      placed.add(e);
    }
    expect(len(st, 0)).toBe(11);
    sound(st);
  });

  it('D10: the player\'s own settlement in the middle does not break the road', () => {
    const st = game();
    const A = pathA(st);
    lay(st, 0, A, 5);
    putSettlement(st, 0, A[2]!);
    expect(len(st, 0)).toBe(5);
    expect(holder(st)).toBe(0);
    expect(vp(st, 0)).toBe(4);
    sound(st);
  });

  it('D10: an opponent\'s settlement in the middle breaks it (5 -> 3 at the 3rd node)', () => {
    const st = game();
    const A = pathA(st);
    lay(st, 0, A, 5);
    expect(holder(st)).toBe(0);
    putSettlement(st, 1, A[2]!);
    expect(len(st, 0)).toBe(3);
    expect(holder(st)).toBe(-1);
    expect(vp(st, 0)).toBe(1);
    sound(st);
  });

  it('D10: an opponent\'s settlement on a loop opens it into a path of the same length', () => {
    const st = game();
    const ring = [0, 1, 2, 3, 4, 5].map((c) => N(st, 0, -1, c));
    putSettlement(st, 0, ring[0]!);
    for (let i = 0; i < 6; i++) putRoad(st, 0, edgeBetween(st, ring[i]!, ring[(i + 1) % 6]!));
    expect(len(st, 0)).toBe(6);
    putSettlement(st, 1, ring[3]!);
    expect(len(st, 0)).toBe(6);
    expect(holder(st)).toBe(0);
    sound(st);
  });

  it('D10: a paid settlement that cuts the holder\'s road (6 -> 3 + 3) sets the card aside when no one has 5+', () => {
    const st = game();
    const A = pathA(st);
    lay(st, 0, A, 6);
    expect(len(st, 0)).toBe(6);
    expect(holder(st)).toBe(0);
    const cut = breakerNetwork(st, 1);
    buildSettlement(st, 1, cut);
    expect(len(st, 0)).toBe(3);
    expect(holder(st)).toBe(-1);
    expect(vp(st, 0)).toBe(1);
    expect(vp(st, 1)).toBe(2);
    sound(st);
  });
});

describe('Longest Road: changing hands (D11)', () => {
  it('D10: a tie keeps the card with the holder; strictly longer takes it', () => {
    const st = game();
    lay(st, 0, pathA(st), 5);
    const B = pathB(st);
    lay(st, 1, B, 4);
    expect(holder(st)).toBe(0);
    buildRoad(st, 1, B[4]!, B[5]!);
    expect(len(st, 1)).toBe(5);
    expect(holder(st)).toBe(0);
    expect([vp(st, 0), vp(st, 1)]).toEqual([3, 1]);
    buildRoad(st, 1, B[5]!, B[6]!);
    expect(len(st, 1)).toBe(6);
    expect(holder(st)).toBe(1);
    expect([vp(st, 0), vp(st, 1)]).toEqual([1, 3]);
    sound(st);
  });

  it('D11: a broken road moves the card to the unique longest player', () => {
    const st = game();
    lay(st, 0, pathA(st), 7);
    lay(st, 1, pathB(st), 6);
    expect(holder(st)).toBe(0);
    const cut = breakerNetwork(st, 2);
    buildSettlement(st, 2, cut);
    expect(len(st, 0)).toBe(4); // 3 + 4 around the cut
    expect(len(st, 1)).toBe(6);
    expect(holder(st)).toBe(1);
    expect([vp(st, 0), vp(st, 1), vp(st, 2)]).toEqual([1, 3, 2]);
    sound(st);
  });

  it('D11: a holder still tied for longest after the break keeps the card', () => {
    const st = game();
    const A = pathA(st);
    lay(st, 0, A, 8);
    lay(st, 1, pathB(st), 6);
    expect(holder(st)).toBe(0);
    // Seat 2 cuts A at its 3rd node, leaving 2 and 6.
    const n22 = N(st, -1, -1, 3);
    const n17 = N(st, -1, -1, 2);
    expect(N(st, 0, -1, 5)).toBe(A[2]);
    putSettlement(st, 2, n22);
    putRoad(st, 2, edgeBetween(st, n22, n17));
    putRoad(st, 2, edgeBetween(st, n17, A[2]!));
    buildSettlement(st, 2, A[2]!);
    expect(len(st, 0)).toBe(6);
    expect(len(st, 1)).toBe(6);
    expect(holder(st)).toBe(0);
    expect([vp(st, 0), vp(st, 1)]).toEqual([3, 1]);
    sound(st);
  });

  it('D11: a break that leaves a tie for longest sets the card aside; a later unique longest takes it', () => {
    const st = game();
    lay(st, 0, pathA(st), 7);
    const B = pathB(st);
    lay(st, 1, B, 5);
    lay(st, 2, pathC(st), 5);
    expect(holder(st)).toBe(0);
    const cut = breakerNetwork(st, 2);
    expect(len(st, 2)).toBe(5);
    buildSettlement(st, 2, cut);
    expect(len(st, 0)).toBe(4);
    expect([len(st, 1), len(st, 2)]).toEqual([5, 5]);
    expect(holder(st)).toBe(-1);
    expect([vp(st, 0), vp(st, 1), vp(st, 2)]).toEqual([1, 1, 3]);
    sound(st);
    // Seat 1 extends to 6: the unique longest now takes the card.
    buildRoad(st, 1, B[5]!, B[6]!);
    expect(len(st, 1)).toBe(6);
    expect(holder(st)).toBe(1);
    expect([vp(st, 0), vp(st, 1), vp(st, 2)]).toEqual([1, 3, 3]);
    sound(st);
  });

  it('D11: after a break the unique longest (5) takes the card, and a later tie does not take it away', () => {
    const st = game();
    lay(st, 0, pathA(st), 7);
    const B = pathB(st);
    lay(st, 1, B, 5);
    lay(st, 2, pathC(st), 4);
    const cut = breakerNetwork(st, 2);
    expect(len(st, 2)).toBe(4);
    buildSettlement(st, 2, cut);
    // p0 4, p1 5, p2 4: p1 is now the unique longest with 5 and takes it.
    expect(holder(st)).toBe(1);
    sound(st);
    // Seat 2 draws level at 5: the card stays with seat 1.
    const C = pathC(st);
    buildRoad(st, 2, C[4]!, C[5]!);
    expect(len(st, 2)).toBe(5);
    expect(holder(st)).toBe(1);
    sound(st);
  });
});
