// Bot features (src/bots/features.ts) on hand-built positions of the beginner board (D22), with
// every expected figure worked out by hand from the printed tokens:
//   node A = corner SE of pasture 4 @(1,-1): pasture 4 (3 pips wool), hills 10 @(2,-1) (3 pips
//            brick), forest 3 @(1,0) (2 pips lumber) -> 8 pips.
//   node B = corner S of fields 12 @(-1,-1): fields 12 (1), fields 9 @(-2,0) (4), forest 11 @(-1,0)
//            (2) -> 5 grain + 2 lumber = 7 pips.
//   node H = corner SW of fields 12 @(-1,-1): fields 12 (1), fields 9 (4), on the lumber 2:1 harbor.
//   node G = corner NW of mountains 10 @(0,-2): mountains 10 (3 pips ore), on a generic 3:1 harbor.

import { describe, expect, it } from 'vitest';
import {
  BUILD_CITY,
  BUILD_DEV,
  BUILD_ROAD,
  BUILD_SETTLEMENT,
  buildCosts,
  DICE_WAYS,
  buildDistances,
  canAffordBuild,
  citiesBuilt,
  citiesLeft,
  devCount,
  handSize,
  harborMask,
  leader,
  maxOpponentVp,
  missingCards,
  missingWithTrades,
  nodePips,
  opponentsHolding,
  ownVp,
  pipsOnHex,
  productionPips,
  productionPerRoll,
  publicVp,
  resourceDiversity,
  roadDistances,
  roadFirstEdges,
  roadLength,
  roadsLeft,
  robbedPips,
  settlementSites,
  settlementsBuilt,
  settlementsLeft,
  totalPips,
  touchesHex,
  tradeRate,
} from '../src/bots/features.js';
import { BRICK, GRAIN, HARBOR_GENERIC, LUMBER, ORE, VICTORY_POINT, WOOL } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { giveDev, inMainPhase, putCity, putRoad, putSettlement, setHand, setRobber } from '../src/engine/position.js';
import { seatView } from '../src/engine/view.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';

function fresh(): GameState {
  const st = newState(createGame(beginnerBoard(), { players: 4 }), 'features');
  inMainPhase(st, 0);
  return st;
}

const st0 = fresh();
const b = st0.game.board;
const A = b.nodeId(1, -1, 2);
const B = b.nodeId(-1, -1, 3);
const H = b.nodeId(-1, -1, 4);
const G = b.nodeId(0, -2, 5);
const HILLS_10 = b.hexId(2, -1);
const FIELDS_9 = b.hexId(-2, 0);
const DESERT = b.hexId(0, 0);

describe('production', () => {
  it('dice ways: 2 and 12 one way, 6 and 8 five ways', () => {
    expect(Array.from(DICE_WAYS)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('node pips add the tokens of the node\'s land hexes; the robber\'s hex is skipped on request', () => {
    expect(nodePips(st0.game, A)).toBe(8);
    expect(nodePips(st0.game, B)).toBe(7);
    expect(nodePips(st0.game, G)).toBe(3);
    expect(nodePips(st0.game, A, HILLS_10)).toBe(5);
    // A corner of the desert and two tokens: S corner of hills 6 @(0,-1) = hills 6 + forest 11.
    expect(nodePips(st0.game, b.nodeId(0, -1, 3))).toBe(5 + 2);
  });

  it('per-resource production: settlements once, cities twice, robber excluded', () => {
    const st = fresh();
    putSettlement(st, 0, A);
    putCity(st, 0, B);
    const pips = new Float64Array(5);
    expect(productionPips(st, 0, pips)).toBe(8 + 2 * 7);
    expect(Array.from(pips)).toEqual([3, 2 + 4, 3, 10, 0]);
    const perRoll = new Float64Array(5);
    expect(productionPerRoll(st, 0, perRoll)).toBeCloseTo(22 / 36, 12);
    expect(perRoll[GRAIN]).toBeCloseTo(10 / 36, 12);
    expect(resourceDiversity(pips)).toBe(4);
    expect(totalPips(st, 0)).toBe(22);
    expect(totalPips(st, 1)).toBe(0);

    // The robber on hills 10 takes A's brick.
    setRobber(st, HILLS_10);
    expect(productionPips(st, 0, pips)).toBe(19);
    expect(pips[BRICK]).toBe(0);
    expect(resourceDiversity(pips)).toBe(3);
    expect(robbedPips(st, 0)).toBe(3);
    // On fields 9 it takes 4 pips from the city twice over.
    setRobber(st, FIELDS_9);
    expect(robbedPips(st, 0)).toBe(8);
    expect(pipsOnHex(st, 0, FIELDS_9)).toBe(8);
    expect(productionPips(st, 0, pips)).toBe(14);
    setRobber(st, DESERT);
    expect(robbedPips(st, 0)).toBe(0);
    expect(touchesHex(st, 0, HILLS_10)).toBe(true);
    expect(touchesHex(st, 0, DESERT)).toBe(false);
    expect(touchesHex(st, 1, HILLS_10)).toBe(false);
  });
});

describe('harbors', () => {
  it('a 2:1 harbor trades its resource at 2 and nothing else better than 4; a generic one at 3', () => {
    const st = fresh();
    expect(harborMask(st, 0)).toBe(0);
    expect(tradeRate(st, 0, LUMBER)).toBe(4);
    putSettlement(st, 0, H);
    expect(harborMask(st, 0)).toBe(1 << LUMBER);
    expect(tradeRate(st, 0, LUMBER)).toBe(2);
    expect(tradeRate(st, 0, ORE)).toBe(4);
    putSettlement(st, 0, G);
    expect(harborMask(st, 0)).toBe((1 << LUMBER) | (1 << HARBOR_GENERIC));
    expect(tradeRate(st, 0, LUMBER)).toBe(2);
    expect(tradeRate(st, 0, ORE)).toBe(3);
  });
});

describe('cards and builds', () => {
  it('missing cards to each build', () => {
    const st = fresh();
    setHand(st, 0, { brick: 1, lumber: 1, grain: 2, ore: 1 });
    expect(handSize(st, 0)).toBe(5);
    expect(missingCards(st, 0, buildCosts(st.game)[BUILD_ROAD]!)).toBe(0);
    expect(missingCards(st, 0, buildCosts(st.game)[BUILD_SETTLEMENT]!)).toBe(1);
    expect(missingCards(st, 0, buildCosts(st.game)[BUILD_CITY]!)).toBe(2);
    expect(missingCards(st, 0, buildCosts(st.game)[BUILD_DEV]!)).toBe(1);
    const d = new Int32Array(4);
    buildDistances(st, 0, d);
    expect(Array.from(d)).toEqual([0, 1, 2, 1]);
    expect(canAffordBuild(st, 0, BUILD_ROAD)).toBe(true);
    expect(canAffordBuild(st, 0, BUILD_SETTLEMENT)).toBe(false);
  });

  it('missing cards once surplus cards are traded at the seat\'s rates', () => {
    const st = fresh();
    // City: 2 grain 3 ore. Holding 2 grain, 1 ore and 5 brick: 4 brick buy one ore at 4:1.
    setHand(st, 0, { brick: 5, grain: 2, ore: 1 });
    expect(missingCards(st, 0, buildCosts(st.game)[BUILD_CITY]!)).toBe(2);
    expect(missingWithTrades(st, 0, buildCosts(st.game)[BUILD_CITY]!)).toBe(1);
    // With a generic harbor, 3 brick per card: 5 brick still buy only one.
    putSettlement(st, 0, G);
    expect(missingWithTrades(st, 0, buildCosts(st.game)[BUILD_CITY]!)).toBe(1);
    setHand(st, 0, { brick: 6, grain: 2, ore: 1 });
    expect(missingWithTrades(st, 0, buildCosts(st.game)[BUILD_CITY]!)).toBe(0);
  });

  it('VP (public and own), pieces left, development cards', () => {
    const st = fresh();
    putSettlement(st, 0, A);
    putCity(st, 0, B);
    expect(publicVp(st, 0)).toBe(3);
    expect(ownVp(st, 0)).toBe(3);
    giveDev(st, 0, VICTORY_POINT);
    giveDev(st, 0, VICTORY_POINT, true);
    expect(publicVp(st, 0)).toBe(3);
    expect(ownVp(st, 0)).toBe(5);
    expect(devCount(st, 0)).toBe(2);
    // Another seat's view shows the public VP only (the VP cards are hidden).
    expect(ownVp(seatView(st, 1), 0)).toBe(3);
    expect(devCount(seatView(st, 1), 0)).toBe(2);
    expect(settlementsLeft(st, 0)).toBe(4);
    expect(citiesLeft(st, 0)).toBe(3);
    expect(settlementsBuilt(st, 0)).toBe(1);
    expect(citiesBuilt(st, 0)).toBe(1);
    expect(roadsLeft(st, 0)).toBe(15);
  });

  it('what the opponents hold between them follows from the bank and the own hand', () => {
    const st = fresh();
    setHand(st, 0, { ore: 1 });
    setHand(st, 1, { ore: 3, wool: 1 });
    setHand(st, 2, { ore: 2 });
    expect(opponentsHolding(st, 0, ORE)).toBe(5);
    expect(opponentsHolding(st, 0, WOOL)).toBe(1);
    expect(opponentsHolding(st, 1, ORE)).toBe(3);
    // The same on seat 0's view, where the opponents' hands are hidden.
    expect(opponentsHolding(seatView(st, 0), 0, ORE)).toBe(5);
  });

  it('leader: the opponent with the most public VP', () => {
    const st = fresh();
    putSettlement(st, 1, A);
    putCity(st, 2, B);
    expect(leader(st, 0)).toBe(2);
    expect(leader(st, 2)).toBe(1);
    expect(maxOpponentVp(st, 0)).toBe(2);
    expect(maxOpponentVp(st, 2)).toBe(1);
  });
});

describe('roads and sites', () => {
  it('road length and settlement sites along a road', () => {
    const st = fresh();
    putSettlement(st, 0, A);
    expect(settlementSites(st, 0)).toBe(0);
    // A road A-X: X is next to A (distance rule), so still no site; a second road X-Y opens Y.
    const [eAX] = [b.nodeEdges[A * 3]!];
    const X = b.edgeNodes[eAX * 2]! === A ? b.edgeNodes[eAX * 2 + 1]! : b.edgeNodes[eAX * 2]!;
    putRoad(st, 0, eAX);
    expect(roadLength(st, 0)).toBe(1);
    expect(settlementSites(st, 0)).toBe(0);
    let eXY = -1;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[X * 3 + k]!;
      if (e >= 0 && e !== eAX) {
        eXY = e;
        break;
      }
    }
    putRoad(st, 0, eXY);
    expect(roadLength(st, 0)).toBe(2);
    expect(settlementSites(st, 0)).toBe(1);
    const Y = b.edgeNodes[eXY * 2]! === X ? b.edgeNodes[eXY * 2 + 1]! : b.edgeNodes[eXY * 2]!;
    const dist = roadDistances(st, 0, 2);
    const first = roadFirstEdges();
    expect(dist[A]).toBe(0);
    expect(dist[X]).toBe(0);
    expect(dist[Y]).toBe(0);
    expect(first[Y]).toBe(-1);
    // Every neighbour of Y off the road is one road away, reached through an edge at Y.
    for (let k = 0; k < 3; k++) {
      const m = b.nodeNodes[Y * 3 + k]!;
      if (m < 0 || m === X) continue;
      expect(dist[m]).toBe(1);
      const e = first[m]!;
      expect([b.edgeNodes[e * 2], b.edgeNodes[e * 2 + 1]]).toContain(Y);
    }
    // An opponent's settlement on Y cuts the road there: Y no longer reaches anything.
    const cut = fresh();
    putSettlement(cut, 0, A);
    putRoad(cut, 0, eAX);
    putRoad(cut, 0, eXY);
    putSettlement(cut, 1, Y);
    const r = { dist: roadDistances(cut, 0, 1) };
    for (let k = 0; k < 3; k++) {
      const m = b.nodeNodes[Y * 3 + k]!;
      if (m < 0 || m === X) continue;
      expect(r.dist[m]).not.toBe(1);
    }
    expect(settlementSites(cut, 0)).toBe(0);
  });
});
