// Rule scenarios: Longest Road (docs/rules-decisions.md D7, D10, D11).

import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/game.js';
import { LR_HOLDER } from '../src/engine/layout.js';
import { longestRoad } from '../src/engine/longest-road.js';
import { putRoad, putSettlement } from '../src/engine/position.js';
import {
  beginnerGame,
  breakerNetwork,
  buildRoad,
  buildSettlement,
  edgeBetween,
  layPath,
  nodeAt,
  pathA,
  pathB,
  pathC,
  sound,
} from './helpers/scenario.js';

const game = () => beginnerGame('longest-road', { players: 3 });
const len = (st: GameState, p: number) => st.s[st.game.layout.roadLen + p]!;
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const holder = (st: GameState) => st.s[LR_HOLDER]!;

describe('Longest Road: measuring (D10)', () => {
  it('D10: 4 segments give nothing; the 5th takes the card (+2 VP)', () => {
    const st = game();
    const A = pathA(st);
    layPath(st, 0, A, 4);
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
    const c = nodeAt(st, 0, -1, 2); // hub: (0,-1) corner 2
    const branches = [
      [nodeAt(st, 0, -1, 1), nodeAt(st, 1, -1, 0)],
      [nodeAt(st, 0, 0, 1), nodeAt(st, 0, 0, 2)],
      [nodeAt(st, 0, 0, 5), nodeAt(st, 0, 0, 4)],
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
    buildRoad(st, 0, branches[0]![1]!, nodeAt(st, 1, -1, 1));
    expect(len(st, 0)).toBe(5);
    expect(holder(st)).toBe(0);
    sound(st);
  });

  it('D10: a closed loop of 6 counts 6, and a spur off it counts 7 (each road once)', () => {
    const st = game();
    const ring = [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 0, -1, c));
    putSettlement(st, 0, ring[0]!);
    for (let i = 0; i < 5; i++) putRoad(st, 0, edgeBetween(st, ring[i]!, ring[i + 1]!));
    expect(len(st, 0)).toBe(5);
    buildRoad(st, 0, ring[5]!, ring[0]!); // closes the loop
    expect(len(st, 0)).toBe(6);
    buildRoad(st, 0, ring[0]!, nodeAt(st, 0, -2, 1)); // spur north from corner 0
    expect(len(st, 0)).toBe(7);
    expect(longestRoad(st.game, st.s, 0)).toBe(7);
    expect(holder(st)).toBe(0);
    sound(st);
  });

  it('D10: two loops sharing a road count every road once (11)', () => {
    const st = game();
    const ringL = [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 0, -1, c));
    const ringR = [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 1, -1, c));
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
    layPath(st, 0, A, 5);
    putSettlement(st, 0, A[2]!);
    expect(len(st, 0)).toBe(5);
    expect(holder(st)).toBe(0);
    expect(vp(st, 0)).toBe(4);
    sound(st);
  });

  it('D10: an opponent\'s settlement in the middle breaks it (5 -> 3 at the 3rd node)', () => {
    const st = game();
    const A = pathA(st);
    layPath(st, 0, A, 5);
    expect(holder(st)).toBe(0);
    putSettlement(st, 1, A[2]!);
    expect(len(st, 0)).toBe(3);
    expect(holder(st)).toBe(-1);
    expect(vp(st, 0)).toBe(1);
    sound(st);
  });

  it('D10: an opponent\'s settlement on a loop opens it into a path of the same length', () => {
    const st = game();
    const ring = [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 0, -1, c));
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
    layPath(st, 0, A, 6);
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
    layPath(st, 0, pathA(st), 5);
    const B = pathB(st);
    layPath(st, 1, B, 4);
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
    layPath(st, 0, pathA(st), 7);
    layPath(st, 1, pathB(st), 6);
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
    layPath(st, 0, A, 8);
    layPath(st, 1, pathB(st), 6);
    expect(holder(st)).toBe(0);
    // Seat 2 cuts A at its 3rd node, leaving 2 and 6.
    const n22 = nodeAt(st, -1, -1, 3);
    const n17 = nodeAt(st, -1, -1, 2);
    expect(nodeAt(st, 0, -1, 5)).toBe(A[2]);
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
    layPath(st, 0, pathA(st), 7);
    const B = pathB(st);
    layPath(st, 1, B, 5);
    layPath(st, 2, pathC(st), 5);
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
    layPath(st, 0, pathA(st), 7);
    const B = pathB(st);
    layPath(st, 1, B, 5);
    layPath(st, 2, pathC(st), 4);
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

describe('Longest Road: rings', () => {
  it('D10: a ring of six roads counts six; cut by two opponent settlements on opposite corners, three', () => {
    // Every node of the ring has two of the seat's roads: a trail around it ends where it began,
    // unless a building cuts it, and then it may start and end only at the cuts.
    const st = game();
    const b = st.game.board;
    const h = b.hexId(0, 0);
    for (let side = 0; side < 6; side++) putRoad(st, 0, b.hexEdges[h * 6 + side]!);
    expect(longestRoad(st.game, st.s, 0)).toBe(6);
    putSettlement(st, 1, b.hexNodes[h * 6 + 0]!);
    putSettlement(st, 2, b.hexNodes[h * 6 + 3]!);
    expect(longestRoad(st.game, st.s, 0)).toBe(3);
    expect(len(st, 0)).toBe(3);
  });
});
