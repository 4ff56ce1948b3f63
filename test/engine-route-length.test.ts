// The engine's route length over one or two kinds of edge piece (src/engine/route-length.ts), on
// hand-made networks of the base board: the second kind is played by another colour's road bitset,
// so a ring can be half of each kind. Closed rings (no odd end to start from) count whole; kinds
// join only at the colour's own building; an opponent's building ends trails; a piece taken away
// from a tip keeps or shortens the route as a whole search says. Networks with loops are searched
// trail by trail over chains (route-trails.ts): a loop hanging from one node, two loops sharing a
// piece.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/game.js';
import { putRoad, putSettlement } from '../src/engine/position.js';
import { routeLength, routeLengthAfterMove, routeLengthWithPiece } from '../src/engine/route-length.js';
import { trailLength, trailLengthWithPiece } from '../src/engine/route-trails.js';
import { beginnerGame, edgeBetween, neighbours, nodeAt } from './helpers/scenario.js';

const game = () => beginnerGame('route-length', { players: 3 });
const roadsOf = (st: GameState, p: number) => st.game.layout.road + p * st.game.layout.edgeWords;
/** Colour 0's route with its own roads as the first kind and colour 1's roads as the second. */
const mixed = (st: GameState) => routeLength(st.game, st.s, 0, roadsOf(st, 0), roadsOf(st, 1));
const single = (st: GameState, p = 0) => routeLength(st.game, st.s, p, roadsOf(st, p), -1);
const ringOf = (st: GameState) => [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 0, -1, c));
/** The edge from ring node `at` to its neighbour off the ring. */
const spurAt = (st: GameState, ring: number[], at: number) => edgeBetween(st, ring[at]!, neighbours(st, ring[at]!).find((n) => !ring.includes(n))!);
const ringEdges = (st: GameState, ring: number[]) => ring.map((n, i) => edgeBetween(st, n, ring[(i + 1) % 6]!));

describe('route length', () => {
  it('a closed ring with no building counts whole (no odd end to start from): 6', () => {
    const st = game();
    for (const e of ringEdges(st, ringOf(st))) putRoad(st, 0, e);
    expect(single(st)).toBe(6);
  });

  it('a ring with a spur runs round from the spur: 7; an opponent\'s building on the ring ends trails there: 6', () => {
    const st = game();
    const ring = ringOf(st);
    for (const e of ringEdges(st, ring)) putRoad(st, 0, e);
    putRoad(st, 0, spurAt(st, ring, 3));
    expect(single(st)).toBe(7);
    putSettlement(st, 1, ring[0]!);
    expect(single(st)).toBe(6);
  });

  it('two kinds join only at the colour\'s own building: a half-and-half ring is 3, 6 with a settlement at one junction', () => {
    const st = game();
    const ring = ringOf(st);
    const edges = ringEdges(st, ring);
    for (let i = 0; i < 3; i++) putRoad(st, 0, edges[i]!);
    for (let i = 3; i < 6; i++) putRoad(st, 1, edges[i]!);
    expect(mixed(st)).toBe(3);
    putSettlement(st, 0, ring[3]!);
    expect(mixed(st)).toBe(6);
  });

  it('a new piece: the longer of the route before and the trails through it', () => {
    const st = game();
    const ring = ringOf(st);
    const edges = ringEdges(st, ring);
    for (let i = 0; i < 5; i++) putRoad(st, 0, edges[i]!);
    const before = single(st);
    expect(before).toBe(5);
    putRoad(st, 0, edges[5]!);
    expect(routeLengthWithPiece(st.game, st.s, 0, roadsOf(st, 0), -1, edges[5]!, before)).toBe(6);
  });

  it('a moved piece: the route without it (kept when its tip did not end the only longest trail) or the trails through its new edge', () => {
    const st = game();
    const ring = ringOf(st);
    const edges = ringEdges(st, ring);
    const roads = roadsOf(st, 0);
    const bit = (e: number, on: boolean) => {
      const w = roads + (e >>> 5);
      st.s[w] = on ? st.s[w]! | (1 << (e & 31)) : st.s[w]! & ~(1 << (e & 31));
    };
    /** Moves colour 0's road from `from` to `to` in the bitset alone and measures as the move would. */
    const move = (from: number, to: number, before: number) => {
      bit(from, false);
      bit(to, true);
      const len = routeLengthAfterMove(st.game, st.s, 0, roads, -1, to, before);
      bit(to, false);
      bit(from, true);
      return len;
    };
    // A path of 4 round the ring with a spur of 1 at its second node: 4 long.
    for (let i = 0; i < 4; i++) putRoad(st, 0, edges[i]!);
    const spur = spurAt(st, ring, 1);
    putRoad(st, 0, spur);
    expect(single(st)).toBe(4);
    const far = spurAt(st, ring, 4);
    // The spur's trail (spur, then on to an end) is 4 too, but not the only longest one: still 4.
    expect(move(spur, edges[5]!, 4)).toBe(5);
    expect(move(spur, spurAt(st, ring, 3), 4)).toBe(4);
    // The far end of the path ended every longest trail: 3, or 4 where it closes the ring's gap.
    expect(move(edges[3]!, spurAt(st, ring, 2), 4)).toBe(3);
    expect(move(edges[3]!, edges[5]!, 4)).toBe(4);
    // A piece inside the path (no tip), moved on from its far end: the network searched whole, 3.
    expect(move(edges[1]!, far, 4)).toBe(3);
  });

  it('with loops, over chains: a ring and a spur (the ring one chain hanging from the spur\'s node) is 7; a second spur across adds nothing (four odd ends)', () => {
    const st = game();
    const ring = ringOf(st);
    for (const e of ringEdges(st, ring)) putRoad(st, 0, e);
    putRoad(st, 0, spurAt(st, ring, 0));
    expect(trailLength(st.game, st.s, 0, roadsOf(st, 0), -1)).toBe(7);
    const far = spurAt(st, ring, 3);
    putRoad(st, 0, far);
    expect(trailLength(st.game, st.s, 0, roadsOf(st, 0), -1)).toBe(7);
    expect(trailLengthWithPiece(st.game, st.s, 0, roadsOf(st, 0), -1, far, 5)).toBe(7);
    expect(routeLength(st.game, st.s, 0, roadsOf(st, 0), -1)).toBe(7);
  });

  it('with loops, over chains: two rings sharing a piece count every piece once (11)', () => {
    const st = game();
    const left = [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 0, -1, c));
    const right = [0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 1, -1, c));
    const edges = new Set([...ringEdges(st, left), ...ringEdges(st, right)]);
    expect(edges.size).toBe(11);
    for (const e of edges) putRoad(st, 0, e);
    expect(trailLength(st.game, st.s, 0, roadsOf(st, 0), -1)).toBe(11);
    // An opponent's building on the far corner of one ring: trails end there; the longest runs from
    // it round that ring to the shared corner, round the other ring and back (10, the shared piece out).
    putSettlement(st, 1, left[4]!);
    expect(trailLength(st.game, st.s, 0, roadsOf(st, 0), -1)).toBe(10);
    expect(routeLength(st.game, st.s, 0, roadsOf(st, 0), -1)).toBe(10);
  });
});
