// Rule scenarios: Cities & Knights' progress cards, played from the hand (docs/rules-decisions.md
// D57, D58, D76-D94): each card's effect with its targets, when it may be played, and what the
// record says of it.

import { describe, expect, it } from 'vitest';
import { A_END_ROAD_BUILDING, A_MARITIME, A_ROAD, A_ROLL, action, actionKind } from '../src/engine/actions.js';
import { maritimeGive } from '../src/rules/base/trade.js';
import { PROGRESS_CARDS } from '../src/rules/cities-knights/progress-decks.js';
import { apply } from '../src/engine/step.js';
import { FIELDS, MOUNTAINS } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import { cardIndex } from '../src/engine/hands.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { BANK, DICE, PHASE, PH_MAIN, PH_PRE_ROLL, PH_ROAD_BUILDING } from '../src/engine/layout.js';
import { addPiece, pieceAt, setPieceAttr } from '../src/engine/piece-tables.js';
import { inMainPhase, putCity, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { A_MOVE_KNIGHT, A_PLAY_PROGRESS, A_PROMOTE_KNIGHT } from '../src/rules/cities-knights/ids.js';
import { eventOutcome, setLevel } from './helpers/ck-events.js';
import { cardsHeld, ckGame, field, giveCard, held, play, targets } from './helpers/ck.js';
import { act, argsOf, layPath, legal, pathA, sorted } from './helpers/scenario.js';

const bankOf = (st: GameState, name: string) => st.s[st.game.bankSlot[cardIndex(st.game, name)]!]!;

/** A node touching at least `count` hexes of `terrain`. */
function nodeBeside(st: GameState, terrain: number, count: number): number {
  const b = st.game.board;
  for (let node = 0; node < b.numNodes; node++) {
    let n = 0;
    for (let k = 0; k < 3; k++) {
      const h = b.nodeHexes[node * 3 + k]!;
      if (h >= 0 && b.hexTerrain[h] === terrain) n++;
    }
    if (n >= count) return node;
  }
  throw new Error(`no node beside ${count} hexes of terrain ${terrain}`);
}
const hexesOf = (st: GameState, node: number, terrain: number) =>
  [0, 1, 2].map((k) => st.game.board.nodeHexes[node * 3 + k]!).filter((h) => h >= 0 && st.game.board.hexTerrain[h] === terrain);

describe('playing a progress card (D57)', () => {
  it('every card of the 54 but the two VP cards is played by the play kind', () => {
    const st = ckGame('ck:progress-all');
    const kind = st.game.kinds[A_PLAY_PROGRESS]!;
    const played = PROGRESS_CARDS.filter((_, id) => {
      try {
        kind.describe(st.game, id);
        return true;
      } catch {
        return false;
      }
    }).map((c) => c.name);
    expect(played.length).toBe(23);
    expect(PROGRESS_CARDS.map((c) => c.name).filter((n) => !played.includes(n))).toEqual(['constitution', 'printer']);
  });

  it('only with the card in hand; the card leaves the hand and goes under its deck', () => {
    const st = ckGame('ck:progress-spend');
    putSettlement(st, 0, nodeBeside(st, FIELDS, 1));
    inMainPhase(st, 0);
    expect(targets(st, 'irrigation')).toEqual([]);
    giveCard(st, 0, 'irrigation');
    const deck = st.game.decks.find((d) => d.name === 'progress:science')!;
    const under = st.s[deck.returnedSize]!;
    expect(targets(st, 'irrigation')).toEqual([0]);
    play(st, 'irrigation');
    expect(cardsHeld(st, 0, 'irrigation')).toBe(0);
    expect(st.s[deck.pileSizes]).toBe(0);
    expect(st.s[deck.returnedSize]).toBe(under + 1);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('science (D77-D80)', () => {
  describe('Alchemist (D74)', () => {
    it('before the roll it sets the red and yellow dice; the roll then throws the event die alone', () => {
      const st = ckGame('ck:alchemist');
      skipSetup(st, 0, PH_PRE_ROLL);
      giveCard(st, 0, 'alchemist');
      expect(targets(st, 'alchemist')).toEqual([...Array(36).keys()]);
      // Red 6, yellow 2: an 8, and a red 6 for the gates.
      play(st, 'alchemist', 5 * 6 + 1);
      expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
      expect(legal(st).map(actionKind)).toEqual([A_ROLL]);
      const values = new Int32Array(1024);
      const weights = new Int32Array(1024);
      const n = st.game.kinds[A_ROLL]!.outcomes!(st, 0, values, weights);
      expect(Array.from(values.subarray(0, n)).map((v) => v % 36)).toEqual([31, 31, 31, 31]);
      expect(Array.from(weights.subarray(0, n))).toEqual([3, 1, 1, 1]);
      expect(() => act(st, action(A_ROLL), eventOutcome(6, 1, 'ship'))).toThrow(/Alchemist set the dice to 6 and 2/);
      act(st, action(A_ROLL), eventOutcome(6, 2, 'politics'));
      expect(st.s[DICE]).toBe((6 << 3) | 2);
      expect(st.s[PHASE]).toBe(PH_MAIN);
      expect(checkInvariants(st)).toEqual([]);
    });

    it('its roll draws the event die alone from the stream, with the dice the card set', () => {
      const st = ckGame('ck:alchemist-stream');
      skipSetup(st, 0, PH_PRE_ROLL);
      giveCard(st, 0, 'alchemist');
      play(st, 'alchemist', 0);
      const a = action(A_ROLL);
      const o = st.game.kinds[A_ROLL]!.sample!({ game: st.game, s: st.s.slice() }, 0);
      expect(o % 36).toBe(0);
      apply(st, a);
      expect(st.s[DICE]).toBe((1 << 3) | 1);
    });
  });

  it('Inventor: two tokens of 3-5 and 9-11 of different values swap, and production follows them (D75)', () => {
    const st = ckGame('ck:inventor');
    inMainPhase(st, 0);
    giveCard(st, 0, 'inventor');
    const b = st.game.board;
    const bits = 32 - Math.clz32(b.numHexes - 1);
    const tokens = field(st, 'ck.tokens');
    const ts = targets(st, 'inventor');
    const pairs = ts.map((t) => [t & ((1 << bits) - 1), t >>> bits] as const);
    const ok = (v: number) => [3, 4, 5, 9, 10, 11].includes(v);
    expect(pairs.every(([x, y]) => ok(b.hexToken[x]!) && ok(b.hexToken[y]!) && b.hexToken[x] !== b.hexToken[y])).toBe(true);
    // Every such pair of the 12 hexes: 66 pairs less the 6 of equal values.
    expect(pairs.length).toBe(60);
    const [x, y] = pairs.find(([h1]) => b.hexTerrain[h1]! < 5)!;
    const [tx, ty] = [b.hexToken[x]!, b.hexToken[y]!];
    play(st, 'inventor', x | (y << bits));
    expect([st.s[tokens + x], st.s[tokens + y]]).toEqual([ty, tx]);
    expect(b.hexToken[x]).toBe(tx);
    // A settlement on hex x, on a corner whose other hexes carry neither value, now produces on ty, not on tx.
    const node = [0, 1, 2, 3, 4, 5].map((c) => b.hexNodes[x * 6 + c]!).find((v) => v >= 0 && [0, 1, 2].every((k) => {
      const h = b.nodeHexes[v * 3 + k]!;
      return h < 0 || h === x || ![tx, ty].includes(st.s[tokens + h]!);
    }))!;
    putSettlement(st, 1, node);
    const resource = ['brick', 'lumber', 'wool', 'grain', 'ore'][b.hexTerrain[x]!]!;
    const before = held(st, 1, resource);
    st.game.hooks.produce(st, tx);
    expect(held(st, 1, resource)).toBe(before);
    st.game.hooks.produce(st, ty);
    expect(held(st, 1, resource)).toBe(before + 1);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('Irrigation: 2 grain for each fields hex beside one\'s buildings, counted once each; what the bank has', () => {
    const st = ckGame('ck:irrigation');
    const node = nodeBeside(st, FIELDS, 2);
    putCity(st, 0, node);
    inMainPhase(st, 0);
    giveCard(st, 0, 'irrigation');
    const fields = hexesOf(st, node, FIELDS).length;
    expect(fields).toBeGreaterThanOrEqual(2);
    play(st, 'irrigation');
    expect(held(st, 0, 'grain')).toBe(2 * fields);
    // An empty bank: not playable; a short one gives what it has.
    giveCard(st, 0, 'irrigation');
    st.s[BANK + 3] = 0;
    expect(targets(st, 'irrigation')).toEqual([]);
    st.s[BANK + 3] = 1;
    play(st, 'irrigation');
    expect(held(st, 0, 'grain')).toBe(2 * fields + 1);
  });

  it('Mining: 2 ore for each mountains hex beside one\'s buildings; not without one', () => {
    const st = ckGame('ck:mining');
    inMainPhase(st, 0);
    giveCard(st, 0, 'mining');
    const far = nodeBeside(st, FIELDS, 1);
    putSettlement(st, 0, far);
    if (hexesOf(st, far, MOUNTAINS).length === 0) expect(targets(st, 'mining')).toEqual([]);
    const node = nodeBeside(st, MOUNTAINS, 1);
    putSettlement(st, 0, node);
    const mountains = new Set([...hexesOf(st, node, MOUNTAINS), ...hexesOf(st, far, MOUNTAINS)]).size;
    play(st, 'mining');
    expect(held(st, 0, 'ore')).toBe(2 * mountains);
  });

  it('Engineer: a free wall under a city without one, within the 3 walls', () => {
    const st = ckGame('ck:engineer');
    const A = pathA(st);
    putCity(st, 0, A[0]!);
    putSettlement(st, 0, A[3]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'engineer');
    const left = field(st, 'ck.wallsLeft');
    st.s[left] = 0;
    expect(targets(st, 'engineer')).toEqual([]);
    st.s[left] = 3;
    expect(targets(st, 'engineer')).toEqual([A[0]!]);
    play(st, 'engineer', A[0]!);
    expect(st.s[left]).toBe(2);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('Medicine: a settlement becomes a city for 2 ore and 1 grain', () => {
    const st = ckGame('ck:medicine');
    const A = pathA(st);
    putSettlement(st, 0, A[0]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'medicine');
    setHand(st, 0, { ore: 2 });
    expect(targets(st, 'medicine')).toEqual([]);
    setHand(st, 0, { ore: 2, grain: 1 });
    const vp = st.s[st.game.layout.publicVp]!;
    play(st, 'medicine', A[0]!);
    expect(st.s[st.game.layout.publicVp]).toBe(vp + 1);
    expect(held(st, 0, 'ore') + held(st, 0, 'grain')).toBe(0);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('Road Building: two free roads, one at a time, or stop early', () => {
    const st = ckGame('ck:road-building');
    const A = pathA(st);
    layPath(st, 0, A, 1);
    inMainPhase(st, 0);
    giveCard(st, 0, 'road_building');
    play(st, 'road_building');
    expect(st.s[PHASE]).toBe(PH_ROAD_BUILDING);
    const roads = st.s[st.game.layout.roadsLeft]!;
    act(st, action(A_ROAD, argsOf(st, A_ROAD)[0]!));
    expect(st.s[PHASE]).toBe(PH_ROAD_BUILDING);
    expect(legal(st).map(actionKind)).toContain(A_END_ROAD_BUILDING);
    act(st, action(A_ROAD, argsOf(st, A_ROAD)[0]!));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[st.game.layout.roadsLeft]).toBe(roads - 2);
    expect(checkInvariants(st)).toEqual([]);
  });

  describe('Smith (D80)', () => {
    const table = (st: GameState) => st.game.pieceTables.find((t) => t.name === 'knights')!;
    function knights(seed: string, levels: number[]): { st: GameState; nodes: number[] } {
      const st = ckGame(seed);
      const A = pathA(st);
      layPath(st, 0, A, 4);
      const nodes = levels.map((level, i) => {
        const node = A[i + 1]!;
        const r = addPiece(st.s, table(st), 0, node);
        setPieceAttr(st.s, table(st), r, 0, level);
        st.s[field(st, 'ck.knightsLeft') + level - 1]!--;
        return node;
      });
      inMainPhase(st, 0);
      giveCard(st, 0, 'smith');
      return { st, nodes };
    }
    const level = (st: GameState, node: number) => st.s[table(st).rows + pieceAt(st.s, table(st), node) * table(st).stride + 2]!;
    const bits = (st: GameState) => 32 - Math.clz32(st.game.board.numNodes - 1);

    it('promotes one or two knights one strength each, free, and counts as their promotion this turn', () => {
      const { st, nodes } = knights('ck:smith', [1, 1]);
      const [a, b] = nodes as [number, number];
      const pair = a < b ? a | ((b + 1) << bits(st)) : b | ((a + 1) << bits(st));
      expect(targets(st, 'smith')).toEqual(sorted([a, b, pair]));
      play(st, 'smith', pair);
      expect([level(st, a), level(st, b)]).toEqual([2, 2]);
      setHand(st, 0, { wool: 2, ore: 2 });
      expect(argsOf(st, A_PROMOTE_KNIGHT)).toEqual([]);
      expect(checkInvariants(st)).toEqual([]);
    });

    it('no mighty knight without the Fortress; two of one strength need two tokens of the next', () => {
      const { st, nodes } = knights('ck:smith-limits', [2, 1, 1]);
      // Strong cannot go further; the two basics both may, with 2 strong tokens less the one on the board.
      expect(targets(st, 'smith').filter((t) => (t & ((1 << bits(st)) - 1)) === nodes[0])).toEqual([]);
      const pairs = targets(st, 'smith').filter((t) => t >>> bits(st) !== 0);
      expect(pairs).toEqual([]);
    });
  });
});

describe('cards of the cities (D76, D92, D94)', () => {
  it('Crane: the next level for a commodity less, under the purchase rules', () => {
    const st = ckGame('ck:crane');
    const A = pathA(st);
    putCity(st, 0, A[0]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'crane');
    setHand(st, 0, {});
    // Level 1 of each area for nothing.
    expect(targets(st, 'crane')).toEqual([0, 1, 2]);
    setLevel(st, 0, 'trade', 1);
    setHand(st, 0, { cloth: 1 });
    play(st, 'crane', 0);
    expect(st.s[field(st, 'ck.levels')]).toBe(2);
    expect(held(st, 0, 'cloth')).toBe(0);
    // No city, no improvement.
    const st2 = ckGame('ck:crane-no-city');
    inMainPhase(st2, 0);
    giveCard(st2, 0, 'crane');
    expect(targets(st2, 'crane')).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('Merchant: on a land hex beside one\'s building, 1 VP while in control; another Merchant takes it over', () => {
    const st = ckGame('ck:merchant');
    const A = pathA(st);
    putSettlement(st, 0, A[0]!);
    putSettlement(st, 1, A[4]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'merchant');
    const b = st.game.board;
    const beside = (node: number) => [0, 1, 2].map((k) => b.nodeHexes[node * 3 + k]!).filter((h) => h >= 0 && b.landHexes.includes(h));
    expect(targets(st, 'merchant')).toEqual(sorted(beside(A[0]!)));
    const vp = (q: number) => st.s[st.game.layout.publicVp + q]!;
    const [v0, v1] = [vp(0), vp(1)];
    play(st, 'merchant', beside(A[0]!)[0]!);
    expect(st.s[field(st, 'ck.merchantOwner')]).toBe(1);
    expect(vp(0)).toBe(v0 + 1);
    inMainPhase(st, 1);
    giveCard(st, 1, 'merchant');
    play(st, 'merchant', beside(A[4]!)[0]!);
    expect([vp(0), vp(1)]).toEqual([v0, v1 + 1]);
    expect(st.s[field(st, 'ck.merchantHex')]).toBe(beside(A[4]!)[0]! + 1);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('Merchant Fleet: the named kind at 2:1 with the bank until the turn ends', () => {
    const st = ckGame('ck:fleet');
    putSettlement(st, 0, pathA(st)[0]!);
    inMainPhase(st, 0);
    giveCard(st, 0, 'merchant_fleet');
    const wool = cardIndex(st.game, 'wool');
    const coin = cardIndex(st.game, 'coin');
    expect(targets(st, 'merchant_fleet')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    setHand(st, 0, { wool: 2, coin: 2 });
    const gives = () => new Set(argsOf(st, A_MARITIME).map((a) => maritimeGive(st.game, a)));
    expect(gives().size).toBe(0);
    play(st, 'merchant_fleet', coin);
    expect([...gives()]).toEqual([coin]);
    expect(gives().has(wool)).toBe(false);
    st.game.hooks.turnEnded(st, 0);
    inMainPhase(st, 0);
    expect(gives().size).toBe(0);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('politics (D82-D89)', () => {
  it('Warlord: every inactive knight active, free; none of them may act this turn', () => {
    const st = ckGame('ck:warlord');
    const A = pathA(st);
    layPath(st, 0, A, 4);
    const t = st.game.pieceTables.find((x) => x.name === 'knights')!;
    for (const node of [A[1]!, A[2]!]) {
      setPieceAttr(st.s, t, addPiece(st.s, t, 0, node), 0, 1);
      st.s[field(st, 'ck.knightsLeft')]!--;
    }
    inMainPhase(st, 0);
    giveCard(st, 0, 'warlord');
    play(st, 'warlord');
    expect([A[1]!, A[2]!].map((x) => st.s[t.rows + pieceAt(st.s, t, x) * t.stride + 3])).toEqual([1, 1]);
    expect(argsOf(st, A_MOVE_KNIGHT)).toEqual([]);
    giveCard(st, 0, 'warlord');
    expect(targets(st, 'warlord')).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('trade (D90-D94)', () => {
  it('Resource Monopoly: each opponent gives 2 of the named resource, or the 1 they have', () => {
    const st = ckGame('ck:resource-monopoly');
    inMainPhase(st, 0);
    giveCard(st, 0, 'resource_monopoly');
    expect(targets(st, 'resource_monopoly')).toEqual([]);
    setHand(st, 1, { wool: 3 });
    setHand(st, 2, { wool: 1, ore: 2 });
    expect(targets(st, 'resource_monopoly')).toEqual([0, 1, 2, 3, 4]);
    play(st, 'resource_monopoly', cardIndex(st.game, 'wool'));
    expect([held(st, 0, 'wool'), held(st, 1, 'wool'), held(st, 2, 'wool')]).toEqual([3, 1, 0]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('Trade Monopoly: each opponent gives 1 of the named commodity if they have one', () => {
    const st = ckGame('ck:trade-monopoly');
    inMainPhase(st, 0);
    giveCard(st, 0, 'trade_monopoly');
    setHand(st, 1, { coin: 3 });
    setHand(st, 3, { coin: 1, paper: 1 });
    expect(targets(st, 'trade_monopoly')).toEqual(['paper', 'cloth', 'coin'].map((c) => cardIndex(st.game, c)));
    play(st, 'trade_monopoly', cardIndex(st.game, 'coin'));
    expect([held(st, 0, 'coin'), held(st, 1, 'coin'), held(st, 3, 'coin'), held(st, 3, 'paper')]).toEqual([2, 2, 0, 1]);
    expect(bankOf(st, 'coin')).toBeGreaterThan(0);
    expect(checkInvariants(st)).toEqual([]);
  });
});
