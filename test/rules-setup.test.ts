// Rule scenarios: the set-up phase (docs/rules-decisions.md D15, D16, D21).

import { describe, expect, it } from 'vitest';
import { A_ROAD, A_ROLL, A_SETTLEMENT, action } from '../src/engine/actions.js';
import { BRICK, GRAIN, LUMBER, ORE, WOOL } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import { CUR, PHASE, PH_PRE_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, TURN, TURN_PLAYER } from '../src/engine/layout.js';
import { act, argsOf, bank, beginnerGame, edgesAt, hand, legal, neighbours, sound } from './helpers/scenario.js';

function fresh(players: number): GameState {
  return beginnerGame(`setup-${players}`, { players });
}

describe('set-up phase (D15)', () => {
  for (const [players, order] of [
    [2, [0, 1, 1, 0]],
    [3, [0, 1, 2, 2, 1, 0]],
    [4, [0, 1, 2, 3, 3, 2, 1, 0]],
  ] as Array<[number, number[]]>) {
    it(`D15: snake order with ${players} players is ${order.join(',')}, and seat 0 then opens the first turn in pre_roll`, () => {
      const st = fresh(players);
      const seen: Array<[number, number]> = [];
      for (let i = 0; i < 2 * players; i++) {
        expect(st.s[PHASE]).toBe(PH_SETUP_SETTLEMENT);
        seen.push([PH_SETUP_SETTLEMENT, st.s[CUR]!]);
        const settlements = argsOf(st, A_SETTLEMENT);
        act(st, action(A_SETTLEMENT, settlements[0]!));
        expect(st.s[PHASE]).toBe(PH_SETUP_ROAD);
        seen.push([PH_SETUP_ROAD, st.s[CUR]!]);
        const roads = argsOf(st, A_ROAD);
        act(st, action(A_ROAD, roads[0]!));
        sound(st);
      }
      const expected: Array<[number, number]> = [];
      for (const seat of order) expected.push([PH_SETUP_SETTLEMENT, seat], [PH_SETUP_ROAD, seat]);
      expect(seen).toEqual(expected);
      // D15/D16: seat 0 takes the first regular turn, before the roll.
      expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
      expect(st.s[CUR]).toBe(0);
      expect(st.s[TURN_PLAYER]).toBe(0);
      expect(st.s[TURN]).toBe(1);
      expect(legal(st)).toEqual([action(A_ROLL)]);
      // Every seat has exactly 2 settlements and 2 roads on the board.
      const L = st.game.layout;
      for (let p = 0; p < players; p++) {
        expect(st.s[L.settlementsLeft + p]).toBe(3);
        expect(st.s[L.roadsLeft + p]).toBe(13);
        expect(st.s[L.publicVp + p]).toBe(2);
      }
    });
  }

  it('D15: the 2-player placement sequence is seat 0, 1, 1, 0 with each road placed by the same seat', () => {
    const st = fresh(2);
    const b = st.game.board;
    const nodes = [b.nodeId(0, 0, 2), b.nodeId(0, -2, 2), b.nodeId(-1, 1, 2), b.nodeId(0, -1, 2)];
    const seats: number[] = [];
    for (const node of nodes) {
      seats.push(st.s[CUR]!);
      act(st, action(A_SETTLEMENT, node));
      seats.push(st.s[CUR]!);
      act(st, action(A_ROAD, edgesAt(st, node)[0]!));
    }
    expect(seats).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
    const L = st.game.layout;
    const owns = (p: number, n: number) => (st.s[L.settle + p * L.nodeWords + (n >>> 5)]! & (1 << (n & 31))) !== 0;
    expect([owns(0, nodes[0]!), owns(1, nodes[1]!), owns(1, nodes[2]!), owns(0, nodes[3]!)]).toEqual([true, true, true, true]);
    sound(st);
  });

  it('D15: set-up settlements obey the distance rule (the placed node and its neighbours are excluded)', () => {
    const st = fresh(3);
    const b = st.game.board;
    expect(argsOf(st, A_SETTLEMENT).length).toBe(b.numNodes); // 54 nodes, all free
    const x = b.nodeId(0, 0, 0); // interior node, three neighbours
    expect(neighbours(st, x).length).toBe(3);
    act(st, action(A_SETTLEMENT, x));
    act(st, action(A_ROAD, edgesAt(st, x)[0]!));
    const sites = argsOf(st, A_SETTLEMENT);
    expect(sites.length).toBe(b.numNodes - 4);
    expect(sites).not.toContain(x);
    for (const m of neighbours(st, x)) expect(sites).not.toContain(m);
    // Two steps away is fine.
    const twoAway = neighbours(st, neighbours(st, x)[0]!).find((m) => m !== x && !neighbours(st, x).includes(m))!;
    expect(sites).toContain(twoAway);
    // A second seat's placement blocks its own neighbourhood too.
    const y = b.nodeId(0, 2, 3);
    act(st, action(A_SETTLEMENT, y));
    act(st, action(A_ROAD, edgesAt(st, y)[0]!));
    const sites2 = argsOf(st, A_SETTLEMENT);
    expect(sites2.length).toBe(b.numNodes - 4 - 1 - neighbours(st, y).length);
    for (const m of [y, ...neighbours(st, y)]) expect(sites2).not.toContain(m);
    sound(st);
  });

  it('D15: each set-up road must touch the settlement just placed (the second road the second settlement)', () => {
    const st = fresh(2);
    const b = st.game.board;
    const s0 = b.nodeId(0, 0, 2);
    act(st, action(A_SETTLEMENT, s0));
    expect(argsOf(st, A_ROAD)).toEqual(edgesAt(st, s0));
    act(st, action(A_ROAD, edgesAt(st, s0)[0]!));
    const s1 = b.nodeId(0, -2, 2);
    act(st, action(A_SETTLEMENT, s1));
    act(st, action(A_ROAD, edgesAt(st, s1)[0]!));
    // Seat 1's second settlement, far from its first one (it need not connect).
    expect(st.s[CUR]).toBe(1);
    const s2 = b.nodeId(-1, 1, 2);
    expect(argsOf(st, A_SETTLEMENT)).toContain(s2);
    act(st, action(A_SETTLEMENT, s2));
    expect(argsOf(st, A_ROAD)).toEqual(edgesAt(st, s2));
    for (const e of edgesAt(st, s1)) expect(argsOf(st, A_ROAD)).not.toContain(e);
    act(st, action(A_ROAD, edgesAt(st, s2)[1]!));
    // Seat 0's second road: only at its second settlement; a road already there is excluded.
    const s3 = b.nodeId(0, -1, 2);
    act(st, action(A_SETTLEMENT, s3));
    expect(st.s[CUR]).toBe(0);
    expect(argsOf(st, A_ROAD)).toEqual(edgesAt(st, s3));
    sound(st);
  });

  it('D15: starting resources come only from the second settlement, one per land hex, none from the desert', () => {
    const st = fresh(2);
    const b = st.game.board;
    // Seat 0 first: desert (0,0), forest (1,0), fields (0,1): nothing collected.
    const a0 = b.nodeId(0, 0, 2);
    act(st, action(A_SETTLEMENT, a0));
    expect(hand(st, 0)).toEqual([0, 0, 0, 0, 0]);
    act(st, action(A_ROAD, edgesAt(st, a0)[0]!));
    // Seat 1 first: mountains (0,-2), pasture (1,-2), hills (0,-1): nothing collected.
    const a1 = b.nodeId(0, -2, 2);
    act(st, action(A_SETTLEMENT, a1));
    expect(hand(st, 1)).toEqual([0, 0, 0, 0, 0]);
    act(st, action(A_ROAD, edgesAt(st, a1)[0]!));
    expect(bank(st)).toEqual([19, 19, 19, 19, 19]);
    // Seat 1 second: mountains (-1,1), fields (0,1), fields (-1,2): 1 ore, 2 grain.
    const b1 = b.nodeId(-1, 1, 2);
    act(st, action(A_SETTLEMENT, b1));
    expect(hand(st, 1)).toEqual([0, 0, 0, 2, 1]);
    act(st, action(A_ROAD, edgesAt(st, b1)[0]!));
    // Seat 0 second: hills (0,-1), pasture (1,-1), desert (0,0): 1 brick, 1 wool, nothing for the desert.
    const b0 = b.nodeId(0, -1, 2);
    expect(b.nodeId(0, 0, 0)).toBe(b0); // the node touches the desert
    act(st, action(A_SETTLEMENT, b0));
    const expected0 = [0, 0, 0, 0, 0];
    expected0[BRICK] = 1;
    expected0[WOOL] = 1;
    expect(hand(st, 0)).toEqual(expected0);
    expect(st.s[st.game.layout.handTotal + 0]).toBe(2);
    act(st, action(A_ROAD, edgesAt(st, b0)[0]!));
    const bk = [19, 19, 19, 19, 19];
    bk[BRICK] = 18;
    bk[WOOL] = 18;
    bk[GRAIN] = 17;
    bk[ORE] = 18;
    expect(bank(st)).toEqual(bk);
    expect(hand(st, 0)[LUMBER]).toBe(0);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });

  it('D15: in a 4-player set-up only second-round settlements collect (every seat)', () => {
    const st = fresh(4);
    const L = st.game.layout;
    const round1Totals: number[] = [];
    for (let i = 0; i < 8; i++) {
      const p = st.s[CUR]!;
      const node = argsOf(st, A_SETTLEMENT)[0]!;
      act(st, action(A_SETTLEMENT, node));
      // Land hexes around the node, excluding the desert.
      let producing = 0;
      for (let k = 0; k < 3; k++) {
        const h = st.game.board.nodeHexes[node * 3 + k]!;
        if (h >= 0 && st.game.board.hexTerrain[h]! < 5) producing++;
      }
      if (i < 4) round1Totals.push(st.s[L.handTotal + p]!);
      else expect(st.s[L.handTotal + p]).toBe(producing);
      act(st, action(A_ROAD, argsOf(st, A_ROAD)[0]!));
    }
    expect(round1Totals).toEqual([0, 0, 0, 0]);
    sound(st);
  });
});
