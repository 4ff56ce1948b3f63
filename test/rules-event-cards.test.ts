// Traders & Barbarians' Catan Event Cards (option eventCards, D113-D129): the deck's make-up and
// its preparation with and without New Year, each event's rule on a hand-built position, the
// damaged road's limits, the deck hidden from the seats' views, Catan for Two's two flips, and the
// combinations refused.

import { describe, expect, it } from 'vitest';
import { A_ROAD, A_ROAD_BUILDING, A_ROBBER, A_ROLL, A_SETTLEMENT, action } from '../src/engine/actions.js';
import { BRICK, DESERT, GRAIN, LUMBER, ORE, ROAD_BUILDING, WOOL } from '../src/engine/constants.js';
import { cloneState, newState, type GameState } from '../src/engine/game.js';
import { CUR, DICE, LA_HOLDER, LR_HOLDER, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, ROBBER } from '../src/engine/layout.js';
import { giveDev, putCity, putRoad, putSettlement, setHand, setKnightsPlayed, setRobber, skipSetup } from '../src/engine/position.js';
import { determinize, seatView } from '../src/engine/view.js';
import { DICE_WAYS } from '../src/bots/features.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { PH_SECOND_ROLL } from '../src/rules/catan-for-two/fields.js';
import { createGame, resolveOptions } from '../src/rules/registry.js';
import type { RuleOptions } from '../src/rules/options.js';
import { CARD_COUNTS, CARD_NAMES, CARD_NUMBER, CARD_RED, CARD_WHITE, DECK_CARDS, SET_ASIDE } from '../src/rules/traders-barbarians/event-cards/data.js';
import { A_DAMAGE, A_GIVE_CARD, A_PICK, A_REPAIR, A_TAKE, PH_DAMAGE, PH_GIVE, PH_PICK, PH_TAKE, eventFields } from '../src/rules/traders-barbarians/event-cards/fields.js';
import { harborsHeld } from '../src/rules/traders-barbarians/event-cards/standing.js';
import { eventCardsDrawing } from '../src/rules/traders-barbarians/event-cards/drawing.js';
import { eventCardsReadable } from '../src/rules/traders-barbarians/event-cards/readable.js';
import { act, argsOf, beginnerGame, edgesAt, hand, hasLegal, legal, nodeAt, sound } from './helpers/scenario.js';

const F = (st: GameState) => eventFields(st.game)!;
/** A card of `name`: the first not yet flipped in `st`'s deck, or the first of all without a state. */
const card = (name: string, st?: GameState) => {
  const k = CARD_NAMES.findIndex((n, j) => n === name && (!st || st.s[F(st).untilRebuild] === 0 || st.s[F(st).flipped + j] === 0));
  if (k < 0) throw new Error(`no card ${name}`);
  return k;
};
/** Flips a card of `name` as the turn's card (the chance outcome forced). */
const flip = (st: GameState, name: string) => act(st, action(A_ROLL), card(name, st));
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const total = (st: GameState, p: number) => hand(st, p).reduce((a, b) => a + b, 0);

/**
 * Four seats on the beginner board, seat 0 to flip: seat 0 a city and a settlement (3 VP), seats
 * 1-3 a settlement each (1 VP), each with one road; every hand one of each resource.
 */
function position(options: Partial<RuleOptions> = {}, seed = 'ev'): GameState {
  const st = beginnerGame(seed, { players: 4, eventCards: 'new-year', ...options });
  skipSetup(st, 0);
  const sites = [nodeAt(st, 0, 0, 0), nodeAt(st, 1, -2, 0), nodeAt(st, 2, 0, 2), nodeAt(st, -1, -1, 5)];
  putCity(st, 0, sites[0]!);
  putSettlement(st, 0, nodeAt(st, -2, 2, 3));
  for (let p = 1; p < 4; p++) putSettlement(st, p, sites[p]!);
  for (let p = 0; p < 4; p++) putRoad(st, p, edgesAt(st, sites[p]!)[0]!);
  for (let p = 0; p < 4; p++) setHand(st, p, { brick: 1, lumber: 1, wool: 1, grain: 1, ore: 1 });
  return st;
}

describe('the deck (D113, D114)', () => {
  it('36 cards whose numbers are spread as two dice, and an event on 20 of them', () => {
    expect(CARD_COUNTS.reduce((a, b) => a + b, 0)).toBe(DECK_CARDS);
    const ways = new Array(13).fill(0);
    CARD_NAMES.forEach((_, k) => (ways[CARD_NUMBER[k]!] += CARD_COUNTS[k]!));
    expect(ways).toEqual(Array.from(DICE_WAYS));
    const prospers = CARD_NAMES.map((n, k) => (n.startsWith('catan-prospers') ? CARD_COUNTS[k]! : 0)).reduce((a, b) => a + b, 0);
    expect(prospers).toBe(16);
    expect(CARD_NAMES.filter((n) => n === 'robber-attacks-7')).toHaveLength(6);
  });

  it('D223: the 36 cards are the 36 ordered pairs of a red and a white die, each once, red + white their number', () => {
    const pairs = new Set<string>();
    CARD_NAMES.forEach((_, k) => {
      expect(CARD_RED[k]! + CARD_WHITE[k]!).toBe(CARD_NUMBER[k]);
      expect(CARD_RED[k]).toBeGreaterThanOrEqual(1);
      expect(CARD_WHITE[k]).toBeLessThanOrEqual(6);
      pairs.add(`${CARD_RED[k]}+${CARD_WHITE[k]}`);
    });
    expect(pairs.size).toBe(36);
    expect(CARD_COUNTS.every((c) => c === 1)).toBe(true);
    // The fixed assignment: within a number, red goes up in the order of the cards.
    const reds = (name: string) => CARD_NAMES.flatMap((n, k) => (n === name ? [CARD_RED[k]] : []));
    expect(reds('robber-attacks-7')).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...reds('epidemic-6'), ...reds('earthquake-6'), ...reds('good-neighbors-6'), ...reds('catan-prospers-6')]).toEqual([1, 2, 3, 4, 5]);
    expect([...reds('epidemic-8'), ...reds('catan-prospers-8')]).toEqual([2, 3, 4, 5, 6]);
    expect(reds('plentiful-year-2')).toEqual([1]);
    expect(reds('calm-seas-12')).toEqual([6]);
    expect(reds('conflict-3')).toEqual([1]);
    expect(reds('catan-prospers-3')).toEqual([2]);
  });

  it('D223: a whole deck flipped shows each of the 36 pairs of dice once', () => {
    const st = position({ eventCards: 'reshuffle' }, 'pairs');
    const seen: string[] = [];
    for (let i = 0; i < DECK_CARDS; i++) {
      st.s[PHASE] = PH_PRE_ROLL;
      const k = st.game.kinds[A_ROLL]!.sample!(st, 0);
      act(st, action(A_ROLL), k);
      const d = st.s[DICE]!;
      expect([d >> 3, d & 7]).toEqual([CARD_RED[k], CARD_WHITE[k]]);
      seen.push(`${d >> 3}+${d & 7}`);
      // Settle what the event asks, then flip again.
      while (st.s[PHASE] !== PH_MAIN && st.s[PHASE] !== PH_PRE_ROLL) act(st, legal(st)[0]!);
    }
    expect(new Set(seen).size).toBe(36);
    expect(st.s[F(st).untilRebuild]).toBe(0);
    sound(st);
  });

  it('D113: 31 cards come before New Year; the 5 under it are unknown, so every unflipped card may come next; then the deck is built again', () => {
    const st = position();
    const game = st.game;
    const values = new Int32Array(64);
    const weights = new Int32Array(64);
    const roll = game.kinds[A_ROLL]!;
    expect(st.s[F(st).untilRebuild]).toBe(DECK_CARDS - SET_ASIDE);
    // Flip 31 cards (through whatever each asks), checking the outcomes: every card not yet flipped.
    let flips = 0;
    while (flips < DECK_CARDS - SET_ASIDE) {
      if (st.s[PHASE] === PH_PRE_ROLL) {
        const n = roll.outcomes!(st, 0, values, weights);
        let w = 0;
        for (let i = 0; i < n; i++) w += weights[i]!;
        expect(w).toBe(DECK_CARDS - flips);
        act(st, action(A_ROLL), values[0]!);
        flips++;
      } else act(st, legal(st)[legal(st).length - 1]!);
      if (st.s[PHASE] === PH_MAIN) {
        st.s[PHASE] = PH_PRE_ROLL; // the same seat flips again: the deck is what is tested
      }
      sound(st);
    }
    expect(st.s[F(st).untilRebuild]).toBe(0);
    expect(st.s[game.decks[1]!.size]).toBe(SET_ASIDE);
    // New Year: the next flip builds the deck again, every card back in it.
    const n = roll.outcomes!(st, 0, values, weights);
    let w = 0;
    for (let i = 0; i < n; i++) w += weights[i]!;
    expect(w).toBe(DECK_CARDS);
    flip(st, 'catan-prospers-8');
    expect(st.s[F(st).rebuilds]).toBe(1);
    expect(st.s[F(st).untilRebuild]).toBe(DECK_CARDS - SET_ASIDE - 1);
    expect(st.s[game.decks[1]!.size]).toBe(DECK_CARDS - 1);
    expect((eventCardsReadable(st) as { flippedThisCycle: unknown }).flippedThisCycle).toEqual({ 'catan-prospers-8': 1 });
    sound(st);
  });

  it('D113: reshuffled, all 36 come before the deck is shuffled again', () => {
    const st = position({ eventCards: 'reshuffle' });
    expect(st.s[F(st).untilRebuild]).toBe(DECK_CARDS);
    const nines = CARD_NAMES.flatMap((n, k) => (n === 'catan-prospers-9' ? [k] : []));
    expect(nines).toHaveLength(3);
    for (let i = 0; i < nines.length; i++) {
      flip(st, 'catan-prospers-9');
      st.s[PHASE] = PH_PRE_ROLL;
    }
    // No fourth 9 of Catan Prospers left until the reshuffle.
    const values = new Int32Array(64);
    const weights = new Int32Array(64);
    const n = st.game.kinds[A_ROLL]!.outcomes!(st, 0, values, weights);
    for (const k of nines) expect(Array.from(values.subarray(0, n))).not.toContain(k);
    expect(() => act(st, action(A_ROLL), nines[0]!)).toThrow();
  });

  it("D115, D223: a flip shows the card's red and white die, which make its number", () => {
    const st = position();
    flip(st, 'catan-prospers-10');
    const d = st.s[DICE]!;
    expect((d >> 3) + (d & 7)).toBe(10);
    expect(d >> 3).toBe(CARD_RED[card('catan-prospers-10')]);
    expect(st.s[F(st).last]).toBe(card('catan-prospers-10'));
    st.s[PHASE] = PH_PRE_ROLL;
    flip(st, 'catan-prospers-10');
    const d2 = st.s[DICE]!;
    // Neighborly Assistance's 10 shows red 4; Catan Prospers' two 10s red 5 and 6.
    expect([d >> 3, d & 7]).toEqual([5, 5]);
    expect([d2 >> 3, d2 & 7]).toEqual([6, 4]);
  });
});

describe('the events', () => {
  it('D115 Catan Prospers: nothing happens but production with its number, as a roll of that total would pay', () => {
    const st = position();
    const { game } = st;
    const { board } = game;
    const L = game.layout;
    // What a 5 pays, worked out by hand from the buildings on the hexes with a 5.
    const expected = [0, 1, 2, 3].map((p) => hand(st, p));
    for (const h of board.tokenHexList.subarray(board.tokenHexStart[5]!, board.tokenHexStart[6]!)) {
      if (h === st.s[ROBBER]) continue;
      for (let c = 0; c < 6; c++) {
        const node = board.hexNodes[h * 6 + c]!;
        const owner = node < 0 ? -1 : st.s[L.nodeOwner + node]! - 1;
        if (owner < 0) continue;
        const city = (st.s[L.city + owner * L.nodeWords + (node >> 5)]! >>> (node & 31)) & 1;
        expected[owner]![board.hexTerrain[h]!]! += city ? 2 : 1;
      }
    }
    expect(expected.flat()).not.toEqual([0, 1, 2, 3].flatMap((p) => hand(st, p)));
    flip(st, 'catan-prospers-5');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect([0, 1, 2, 3].map((p) => hand(st, p))).toEqual(expected);
    sound(st);
  });

  it('D115 Robber Attacks is the 7: a hand over 7 discards half, then the robber moves and robs', () => {
    const st = position();
    setHand(st, 2, { brick: 3, lumber: 3, wool: 3 });
    flip(st, 'robber-attacks-7');
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    expect(st.s[CUR]).toBe(2);
    expect(st.s[st.game.layout.toDiscard + 2]).toBe(4);
    for (let i = 0; i < 4; i++) act(st, legal(st)[0]!);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });

  it('D118 Epidemic: a city yields one card like a settlement', () => {
    const eight = (st: GameState) => st.game.board.tokenHexList[st.game.board.tokenHexStart[8]!]!;
    const setUp = () => {
      const st = beginnerGame('epi', { players: 3, eventCards: 'new-year' });
      skipSetup(st, 0);
      const h = eight(st);
      const corners = [0, 2, 4].map((c) => st.game.board.hexNodes[h * 6 + c]!);
      putCity(st, 0, corners[0]!);
      putSettlement(st, 1, corners[1]!);
      return st;
    };
    const st = setUp();
    const r = st.game.board.hexTerrain[eight(st)]!;
    const before = [hand(st, 0)[r]!, hand(st, 1)[r]!];
    flip(st, 'epidemic-8');
    expect([hand(st, 0)[r]! - before[0]!, hand(st, 1)[r]! - before[1]!]).toEqual([1, 1]);
    expect(st.s[st.game.layout.city] | 0).not.toBe(0); // the city is still a city
    sound(st);
    const plain = setUp();
    flip(plain, 'catan-prospers-8');
    expect([hand(plain, 0)[r]! - before[0]!, hand(plain, 1)[r]! - before[1]!]).toEqual([2, 1]);
  });

  it('D116-D117 Earthquake: each seat damages one road; no road building nor settling beside it until repaired', () => {
    const st = position();
    const roads = [0, 1, 2, 3].map((p) => argsOfRoad(st, p));
    flip(st, 'earthquake-6');
    for (const p of [0, 1, 2, 3]) {
      expect(st.s[PHASE]).toBe(PH_DAMAGE);
      expect(st.s[CUR]).toBe(p);
      expect(argsOf(st, A_DAMAGE)).toEqual(roads[p]);
      act(st, action(A_DAMAGE, roads[p]![0]!));
    }
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect([0, 1, 2, 3].map((p) => st.s[F(st).damaged + p])).toEqual(roads.map((r) => r[0]));
    sound(st);
    // The drawing crosses each damaged road out (SVG) and names them under the board (terminal too).
    const g = { centre: (q: number, r: number): [number, number] => [q * 10, r * 10], corner: (q: number, r: number, c: number): [number, number] => [q * 10 + c, r * 10 + c], f: (x: number) => x };
    expect(eventCardsDrawing.positionItems!(st, g).map((i) => i.key)).toEqual(roads.map((r, p) => `damaged-road:${p}:${r[0]}`));
    expect(eventCardsDrawing.positionNotes!(st).join('\n')).toMatch(/^damaged roads \(crossed out in SVG\): seat 0 \[.*seat 3 \[/m);
    // Seat 0 holds a road's cards and more, but may build no road until it repairs.
    setHand(st, 0, { brick: 3, lumber: 3, wool: 2, grain: 2, ore: 1 });
    expect(hasLegal(st, A_ROAD)).toBe(false);
    expect(hasLegal(st, A_REPAIR)).toBe(true);
    const e0 = roads[0]![0]!;
    const ends = [st.game.board.edgeNodes[e0 * 2]!, st.game.board.edgeNodes[e0 * 2 + 1]!];
    expect(argsOf(st, A_SETTLEMENT).some((n) => ends.includes(n))).toBe(false);
    const lr = st.s[st.game.layout.roadLen]!;
    act(st, action(A_REPAIR));
    expect(hand(st, 0)[BRICK]).toBe(2);
    expect(hand(st, 0)[LUMBER]).toBe(2);
    expect(st.s[F(st).damaged]).toBe(-1);
    expect(hasLegal(st, A_ROAD)).toBe(true);
    expect(st.s[st.game.layout.roadLen]).toBe(lr);
    sound(st);
    // A seat still with a damaged road plays no Road Building.
    st.s[F(st).damaged] = e0;
    giveDev(st, 0, ROAD_BUILDING);
    expect(hasLegal(st, A_ROAD_BUILDING)).toBe(false);
    st.s[F(st).damaged] = -1;
    expect(hasLegal(st, A_ROAD_BUILDING)).toBe(true);
  });

  it('D116: a second Earthquake passes over a seat whose road is still damaged, and one without roads', () => {
    const st = position();
    st.s[F(st).damaged + 1] = argsOfRoad(st, 1)[0]!;
    const L = st.game.layout;
    // Seat 3's road taken back: it has none.
    const e3 = argsOfRoad(st, 3)[0]!;
    st.s[L.road + 3 * L.edgeWords + (e3 >> 5)]! &= ~(1 << (e3 & 31));
    st.s[L.roads + (e3 >> 5)]! &= ~(1 << (e3 & 31));
    st.s[L.roadsLeft + 3]!++;
    flip(st, 'earthquake-6');
    const seen: number[] = [];
    while (st.s[PHASE] === PH_DAMAGE) {
      seen.push(st.s[CUR]!);
      act(st, legal(st)[0]!);
    }
    expect(seen).toEqual([0, 2]);
  });

  it('D129 Good Neighbors: each seat gives its left-hand neighbour a card of its choice; a seat with none gives nothing', () => {
    const st = position();
    setHand(st, 2, {});
    flip(st, 'good-neighbors-6');
    const order: Array<[number, number[]]> = [];
    while (st.s[PHASE] === PH_GIVE) {
      const p = st.s[CUR]!;
      const targets = [...new Set(argsOf(st, A_GIVE_CARD).map((a) => a >> 3))];
      order.push([p, targets]);
      act(st, action(A_GIVE_CARD, ((p + 1) % 4) * 8 + ORE));
    }
    expect(order).toEqual([
      [0, [1]],
      [1, [2]],
      [3, [0]],
    ]);
    // Seat 2 held nothing when the card was flipped: the ore it got from seat 1 stays with it.
    expect([0, 1, 2, 3].map((p) => hand(st, p)[ORE])).toEqual([1, 1, 1, 0]);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
  });

  it('D119 Tournament: the seat(s) with the most knights played take a resource of their choice; none played, nobody', () => {
    const st = position();
    setKnightsPlayed(st, 1, 2);
    setKnightsPlayed(st, 3, 2);
    setKnightsPlayed(st, 0, 1);
    flip(st, 'tournament-5');
    const takers: number[] = [];
    while (st.s[PHASE] === PH_PICK) {
      takers.push(st.s[CUR]!);
      const before = hand(st, st.s[CUR]!)[WOOL]!;
      const p = st.s[CUR]!;
      act(st, action(A_PICK, WOOL));
      expect(hand(st, p)[WOOL]).toBe(before + 1);
    }
    expect(takers).toEqual([1, 3]);
    const none = position();
    flip(none, 'tournament-5');
    expect(none.s[PHASE]).toBe(PH_MAIN);
  });

  it('D120 Trade Advantage: the Longest Road holder, else the one seat with strictly most roads, takes a card from a player it chooses', () => {
    const st = position();
    st.s[LR_HOLDER] = 2;
    flip(st, 'trade-advantage-5');
    expect(st.s[PHASE]).toBe(PH_TAKE);
    expect(st.s[CUR]).toBe(2);
    expect(argsOf(st, A_TAKE)).toEqual([0, 1, 3]);
    act(st, action(A_TAKE, 3), GRAIN);
    expect(hand(st, 3)[GRAIN]).toBe(0);
    expect(hand(st, 2)[GRAIN]).toBe(2);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    // No holder and every seat one road: a tie, nobody takes.
    const tie = position();
    flip(tie, 'trade-advantage-5');
    expect(tie.s[PHASE]).toBe(PH_MAIN);
    // No holder, seat 1 strictly most roads.
    const most = position();
    const s1 = nodeAt(most, 1, -2, 0);
    const [first] = argsOfRoad(most, 1);
    const other = edgesAt(most, s1).find((e) => e !== first)!;
    putRoad(most, 1, other);
    flip(most, 'trade-advantage-5');
    expect(most.s[CUR]).toBe(1);
    expect(most.s[PHASE]).toBe(PH_TAKE);
  });

  it('D121 Calm Seas: the seat(s) with the most buildings on harbors take a resource of choice', () => {
    const st = position();
    const { board } = st.game;
    const harborNode = Array.from({ length: board.numNodes }, (_, n) => n).find((n) => board.nodeHarbor[n]! >= 0 && !(st.s[st.game.layout.blocked + (n >> 5)]! & (1 << (n & 31))))!;
    putSettlement(st, 3, harborNode);
    expect([0, 1, 2, 3].map((p) => harborsHeld(st.game, st.s, p))).toEqual([1, 1, 1, 2]);
    flip(st, 'calm-seas-12');
    expect(st.s[PHASE]).toBe(PH_PICK);
    expect(st.s[CUR]).toBe(3);
    act(st, action(A_PICK, ORE));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(hand(st, 3)[ORE]).toBe(2);
    // Tied at one harbor each: all four take.
    const tied = position();
    flip(tied, 'calm-seas-9');
    const takers: number[] = [];
    while (tied.s[PHASE] === PH_PICK) {
      takers.push(tied.s[CUR]!);
      act(tied, legal(tied)[0]!);
    }
    expect(takers).toEqual([0, 1, 2, 3]);
    // Nobody on a harbor: nobody takes.
    const none = beginnerGame('calm', { players: 3, eventCards: 'new-year' });
    skipSetup(none, 0);
    putSettlement(none, 1, nodeAt(none, 0, 0, 0));
    expect([0, 1, 2].map((p) => harborsHeld(none.game, none.s, p))).toEqual([0, 0, 0]);
    flip(none, 'calm-seas-9');
    expect(none.s[PHASE]).toBe(PH_MAIN);
  });

  it('D123 Robber Flees: the robber back to the desert, robbing nobody; off the board where there is no desert', () => {
    const st = position();
    const { board } = st.game;
    const desert = Array.from(board.landHexes).find((h) => board.hexTerrain[h] === DESERT)!;
    setRobber(st, Array.from(board.landHexes).find((h) => h !== desert)!);
    const hands = [0, 1, 2, 3].map((p) => total(st, p));
    flip(st, 'robber-flees-4');
    expect(st.s[ROBBER]).toBe(desert);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect([0, 1, 2, 3].every((p) => total(st, p) >= hands[p]!)).toBe(true);

    const spec = beginnerBoard();
    const d = spec.hexes.find((h) => h.terrain === 'desert')!;
    d.terrain = 'pasture';
    d.token = 12;
    spec.robber = spec.hexes.find((h) => h !== d)!.hex;
    const off = newState(createGame(spec, { players: 3, eventCards: 'new-year' }), 'flees');
    skipSetup(off, 0);
    expect(off.s[ROBBER]).toBeGreaterThanOrEqual(0);
    flip(off, 'robber-flees-4');
    expect(off.s[ROBBER]).toBe(-1);
    sound(off);
    // The next 7 puts it back on the board.
    off.s[PHASE] = PH_PRE_ROLL;
    flip(off, 'robber-attacks-7');
    expect(off.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(argsOf(off, A_ROBBER).length).toBeGreaterThan(0);
  });

  it('D122 Neighborly Assistance: the seat(s) with the most VP each give a card of choice to a seat with fewer', () => {
    const st = position();
    expect([0, 1, 2, 3].map((p) => vp(st, p))).toEqual([3, 1, 1, 1]);
    flip(st, 'neighborly-assistance-10');
    expect(st.s[PHASE]).toBe(PH_GIVE);
    expect(st.s[CUR]).toBe(0);
    expect([...new Set(argsOf(st, A_GIVE_CARD).map((a) => a >> 3))]).toEqual([1, 2, 3]);
    act(st, action(A_GIVE_CARD, 2 * 8 + BRICK));
    expect(hand(st, 2)[BRICK]).toBe(2);
    expect(hand(st, 0)[BRICK]).toBe(0);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    // All tied: nobody has fewer, nobody gives.
    const tied = beginnerGame('tied', { players: 3, eventCards: 'new-year' });
    skipSetup(tied, 0);
    for (const [p, n] of [[0, nodeAt(tied, 0, 0, 0)], [1, nodeAt(tied, 1, -2, 0)], [2, nodeAt(tied, 2, 0, 2)]] as const) putSettlement(tied, p, n);
    for (const p of [0, 1, 2]) setHand(tied, p, { wool: 1 });
    flip(tied, 'neighborly-assistance-11');
    expect(tied.s[PHASE]).toBe(PH_MAIN);
  });

  it('D124 Conflict (the card face): the Largest Army holder, else each seat tied for most knights, takes a random card from a player of choice', () => {
    const st = position();
    st.s[LA_HOLDER] = 1;
    setKnightsPlayed(st, 1, 3);
    flip(st, 'conflict-3');
    expect(st.s[PHASE]).toBe(PH_TAKE);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_TAKE, 0), LUMBER);
    expect(hand(st, 1)[LUMBER]).toBe(2);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    const tied = position();
    setKnightsPlayed(tied, 2, 1);
    setKnightsPlayed(tied, 3, 1);
    flip(tied, 'conflict-3');
    const takers: number[] = [];
    while (tied.s[PHASE] === PH_TAKE) {
      takers.push(tied.s[CUR]!);
      act(tied, legal(tied)[0]!);
    }
    expect(takers).toEqual([2, 3]);
    const none = position();
    flip(none, 'conflict-3');
    expect(none.s[PHASE]).toBe(PH_MAIN);
  });

  it('D129 Plentiful Year: every seat, from the one on turn, takes a resource of choice', () => {
    const st = position();
    st.s[2] = 2; // TURN_PLAYER: seat 2 flips
    st.s[CUR] = 2;
    flip(st, 'plentiful-year-2');
    const takers: number[] = [];
    while (st.s[PHASE] === PH_PICK) {
      takers.push(st.s[CUR]!);
      act(st, action(A_PICK, GRAIN));
    }
    expect(takers).toEqual([2, 3, 0, 1]);
    expect([0, 1, 2, 3].map((p) => hand(st, p)[GRAIN])).toEqual([2, 2, 2, 2]);
    expect(st.s[CUR]).toBe(2);
    sound(st);
  });
});

/** Seat p's roads, ascending. */
function argsOfRoad(st: GameState, p: number): number[] {
  const L = st.game.layout;
  const out: number[] = [];
  for (let e = 0; e < st.game.board.numEdges; e++) if (st.s[L.road + p * L.edgeWords + (e >> 5)]! & (1 << (e & 31))) out.push(e);
  return out;
}

describe('what the seats see (D125)', () => {
  it("a seat's view holds no deck order: two games with the same flips and different seeds look the same, yet flip different cards next", () => {
    const seen = (seed: string) => {
      const st = position({}, seed);
      for (const name of ['catan-prospers-8', 'catan-prospers-9', 'robber-flees-4']) {
        flip(st, name);
        st.s[PHASE] = PH_PRE_ROLL;
      }
      return st;
    };
    const a = seen('one');
    const nexts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const b = seen(`seed-${i}`);
      expect(Array.from(seatView(b, 1).s)).toEqual(Array.from(seatView(a, 1).s));
      nexts.add(b.game.kinds[A_ROLL]!.sample!(b, 0));
    }
    expect(nexts.size).toBeGreaterThan(3);
    // The view's deck counts are blank; determinizing fills them with the unflipped cards.
    const view = seatView(a, 1);
    const deck = a.game.decks[1]!;
    expect(Array.from(view.s.subarray(deck.counts, deck.counts + CARD_NAMES.length)).every((x) => x === 0)).toBe(true);
    let x = 1;
    const filled = determinize(view, 1, () => ((x = (x * 48271) % 2147483647) / 2147483647));
    const left = CARD_COUNTS.map((c, k) => c - a.s[F(a).flipped + k]!);
    expect(left.reduce((x, y) => x + y, 0)).toBe(DECK_CARDS - 3);
    expect(Array.from(filled.s.subarray(deck.counts, deck.counts + CARD_NAMES.length))).toEqual(left);
    sound(filled);
    const readable = eventCardsReadable(view) as Record<string, unknown>;
    expect(readable).toMatchObject({ deck: 'new-year', lastCard: { card: 'robber-flees-4', number: 4, red: 1, white: 3 }, untilRebuild: 28, setAside: 5 });
  });
});

describe('Catan for Two (D126)', () => {
  it('two flips a turn, each with its event and production; the same number twice produces twice', () => {
    const st = beginnerGame('c42', { players: 2, variant: 'catan-for-two', eventCards: 'new-year' });
    skipSetup(st, 0);
    const h = st.game.board.tokenHexList[st.game.board.tokenHexStart[9]!]!;
    const node = st.game.board.hexNodes[h * 6 + 1]!;
    putSettlement(st, 0, node);
    const r = st.game.board.hexTerrain[h]!;
    const before = hand(st, 0)[r]!;
    flip(st, 'catan-prospers-9');
    expect(st.s[PHASE]).toBe(PH_SECOND_ROLL);
    flip(st, 'calm-seas-9');
    // Calm Seas asks first (seat 0 has no harbor: nobody), then the second 9 produces.
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(hand(st, 0)[r]! - before).toBe(2);
    sound(st);
  });
});

describe('combinations', () => {
  it('D128, D226: with Cities & Knights but not its Easy Start, named by the option; The Pirate Islands plays (D127)', () => {
    expect(resolveOptions({ players: 4, eventCards: 'new-year', expansion: 'cities-knights' }).eventCards).toBe('new-year');
    expect(() => resolveOptions({ players: 4, eventCards: 'new-year', expansion: 'cities-knights', easyStart: true })).toThrow(/^option eventCards: the Catan Event deck is not combined with Cities & Knights' Easy Start/);
    expect(resolveOptions({ players: 4 }).eventCards).toBe('none');
    expect(() => resolveOptions({ players: 4, eventCards: 'sometimes' as never })).toThrow(/eventCards/);
    expect(resolveOptions({ players: 4, eventCards: 'new-year', scenario: 'pirate-islands' }).eventCards).toBe('new-year');
    expect(resolveOptions({ players: 4, eventCards: 'reshuffle', scenario: 'wonders-of-catan' }).eventCards).toBe('reshuffle');
  });

  it('without the option the dice are rolled as ever: no event fields, a roll shows two dice', () => {
    const st = beginnerGame('plain', { players: 4 });
    expect(eventFields(st.game)).toBeNull();
    skipSetup(st, 0);
    act(st, action(A_ROLL), 35);
    expect(st.s[DICE]).toBe(6 * 8 + 6);
  });
});
