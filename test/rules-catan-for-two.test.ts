// Rule scenarios for Catan for Two, the two-player variant of Traders & Barbarians
// (docs/rules-decisions.md D31-D37): neutral colours and their free builds, trade tokens (earned
// for settlements, spent on forced trades and on moving the robber to the desert, won back from
// played knights), and the two rolls with different totals.

import { describe, expect, it } from 'vitest';
import {
  A_BUY_DEV,
  A_CITY,
  A_END_TURN,
  A_ROAD,
  A_ROAD_BUILDING,
  A_ROLL,
  A_SETTLEMENT,
  action,
  actionArg,
  actionKind,
} from '../src/engine/actions.js';
import type { BoardSpec } from '../src/engine/board.js';
import { BRICK, GRAIN, ORE, ROAD_BUILDING, VICTORY_POINT, WOOL } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import {
  CUR,
  LA_HOLDER,
  LR_HOLDER,
  PHASE,
  PH_DISCARD,
  PH_GAME_OVER,
  PH_MAIN,
  PH_MOVE_ROBBER,
  PH_PRE_ROLL,
  ROBBER,
  hasBit,
} from '../src/engine/layout.js';
import { OptionsError, resolveOptions } from '../src/rules/options.js';
import { giveDev, inMainPhase, putRoad, putSettlement, setHand, setKnightsPlayed, skipSetup } from '../src/engine/position.js';
import { applyWithOutcome, chanceOutcomes } from '../src/engine/step.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { makeRandom } from '../src/engine/rng.js';
import { determinize, seatView } from '../src/engine/view.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { NEUTRAL_SETTLEMENTS, TRADE_TOKENS } from '../src/rules/catan-for-two/data.js';
import { act, edgeBetween, hand, legal, nodeAt, roll, sound } from './helpers/scenario.js';
import { createGame } from '../src/rules/registry.js';
import { A_FORCED_TRADE, A_GIVE, A_NEUTRAL_ROAD, A_NEUTRAL_SETTLEMENT, A_RETIRE_KNIGHT, A_ROBBER_TO_DESERT, PH_FORCED_GIVE, PH_NEUTRAL_BUILD, PH_SECOND_ROLL, catanForTwoFields } from '../src/rules/catan-for-two/fields.js';
/** The variant's field offsets in st's game. */
const F = (st: { game: GameState['game'] }) => catanForTwoFields(st.game)!;

const two = (board: BoardSpec = beginnerBoard()): GameState => newState(createGame(board, { players: 2, variant: 'catan-for-two' }), 'two');
const kindsOf = (st: GameState) => new Set(legal(st).map(actionKind));
const tokens = (st: GameState, p: number) => st.s[F(st).tokens + p]!;

/** The beginner board with the desert moved to the top-left coastal hex (0,-2). */
function coastalDesertBoard(): BoardSpec {
  const b = beginnerBoard();
  const centre = b.hexes.find((h) => h.hex[0] === 0 && h.hex[1] === 0)!;
  const corner = b.hexes.find((h) => h.hex[0] === 0 && h.hex[1] === -2)!;
  [centre.terrain, corner.terrain] = [corner.terrain, centre.terrain];
  [centre.token, corner.token] = [corner.token, undefined];
  b.robber = [0, -2];
  return b;
}

/** Seat p gets a settlement at `from` and a road to `to`, the first step to a site two away. */
function spur(st: GameState, p: number, nodes: number[]): void {
  putSettlement(st, p, nodes[0]!);
  for (let i = 0; i + 1 < nodes.length; i++) putRoad(st, p, edgeBetween(st, nodes[i]!, nodes[i + 1]!));
}

/** Seat p, on turn, builds a paid settlement at `node` (a road to it is laid first). */
function settle(st: GameState, p: number, node: number): void {
  inMainPhase(st, p);
  putRoad(st, p, st.game.board.nodeEdges[node * 3]!);
  setHand(st, p, { brick: 1, lumber: 1, wool: 1, grain: 1 });
  act(st, action(A_SETTLEMENT, node));
}

describe('set-up (D31-D33)', () => {
  it('options: the variant is for two players only', () => {
    expect(resolveOptions({ players: 2, variant: 'catan-for-two' }).variant).toBe('catan-for-two');
    expect(() => resolveOptions({ players: 3, variant: 'catan-for-two' })).toThrow(OptionsError);
  });

  it('each neutral colour starts with one settlement and no road; each player with 5 of the 20 trade tokens', () => {
    const st = two();
    const L = st.game.layout;
    expect(L.players).toBe(4);
    expect(st.game.seats).toBe(2);
    NEUTRAL_SETTLEMENTS.forEach(([q, r, c], i) => {
      expect(hasBit(st.s, L.settle + (2 + i) * L.nodeWords, nodeAt(st, q, r, c))).toBe(true);
      expect(st.s[L.roadsLeft + 2 + i]).toBe(15);
      expect(st.s[L.settlementsLeft + 2 + i]).toBe(4);
    });
    expect([tokens(st, 0), tokens(st, 1), st.s[F(st).tokenSupply]]).toEqual([5, 5, 10]);
    sound(st);
  });

  it('set-up places 2 settlements and 2 roads per player in snake order; coastal settlements earn a token', () => {
    const st = two();
    const order: number[] = [];
    const coast = nodeAt(st, 0, -2, 0); // only the top-left hex touches it
    const inland = nodeAt(st, 1, 0, 1); // three land hexes, none the desert
    const sites = [coast, inland, nodeAt(st, -2, 2, 3), nodeAt(st, 2, -2, 0)];
    let k = 0;
    while (st.s[PHASE] !== PH_PRE_ROLL) {
      const a = legal(st);
      if (actionKind(a[0]!) === A_SETTLEMENT) {
        order.push(st.s[CUR]!);
        act(st, action(A_SETTLEMENT, sites[k++]!));
      } else act(st, a[0]!);
    }
    expect(order).toEqual([0, 1, 1, 0]);
    // Seat 0: two coastal settlements (1 + 1); seat 1: one inland (0) and one coastal (1).
    expect([tokens(st, 0), tokens(st, 1)]).toEqual([7, 6]);
    sound(st);
  });

  it('a settlement next to the desert earns 2 tokens, on the coast as well 3', () => {
    const st = two(coastalDesertBoard());
    settle(st, 0, nodeAt(st, 0, -2, 0));
    expect(tokens(st, 0)).toBe(8);
    const st2 = two();
    settle(st2, 1, nodeAt(st2, 0, 0, 2)); // a desert corner, inland
    expect(tokens(st2, 1)).toBe(7);
    const st3 = two();
    settle(st3, 0, nodeAt(st3, 1, 0, 1)); // inland, no desert
    expect(tokens(st3, 0)).toBe(5);
  });

  it('tokens come from the supply and stop when it is empty', () => {
    const st = two();
    st.s[F(st).tokenSupply] = 1;
    st.s[F(st).tokens]! += 9;
    settle(st, 0, nodeAt(st, 0, 0, 2));
    expect(tokens(st, 0)).toBe(15);
    expect(st.s[F(st).tokenSupply]).toBe(0);
    sound(st);
  });
});

describe('two rolls per turn (D31)', () => {
  it('both rolls produce; the second total must differ from the first', () => {
    const st = two();
    inMainPhase(st, 0);
    st.s[PHASE] = PH_PRE_ROLL;
    putSettlement(st, 1, nodeAt(st, 1, -1, 0)); // pasture 4 (wool) and its neighbours
    roll(st, 1, 3);
    expect(st.s[PHASE]).toBe(PH_SECOND_ROLL);
    expect(st.s[F(st).firstTotal]).toBe(4);
    expect(hand(st, 1)[WOOL]).toBe(1);
    expect(legal(st)).toEqual([action(A_ROLL)]);
    const values = new Int32Array(64);
    const weights = new Int32Array(64);
    const n = chanceOutcomes(st, action(A_ROLL), values, weights);
    expect(n).toBe(33);
    for (const v of values.subarray(0, n)) expect(((v / 6) | 0) + (v % 6) + 2).not.toBe(4);
    expect(() => applyWithOutcome(st, action(A_ROLL), 2 * 6 + 0)).toThrow(/differ/);
    const st2 = two();
    inMainPhase(st2, 0);
    st2.s[PHASE] = PH_PRE_ROLL;
    putSettlement(st2, 1, nodeAt(st2, 1, -1, 0));
    roll(st2, 1, 3);
    roll(st2, 2, 3);
    expect(st2.s[PHASE]).toBe(PH_MAIN);
    sound(st2);
  });

  it('a 7 on the first roll is resolved (discards, robber) before the second roll', () => {
    const st = two();
    inMainPhase(st, 0);
    st.s[PHASE] = PH_PRE_ROLL;
    setHand(st, 1, { brick: 4, ore: 4 });
    putSettlement(st, 1, nodeAt(st, 1, -1, 0));
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    for (let i = 0; i < 4; i++) act(st, action(11, i < 2 ? BRICK : ORE));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    act(st, legal(st)[0]!);
    expect(st.s[PHASE]).toBe(PH_SECOND_ROLL);
    expect(st.s[CUR]).toBe(0);
    sound(st);
  });
});

describe('neutral building (D32)', () => {
  it('a road brings a free neutral road for either neutral, at its network', () => {
    const st = two();
    inMainPhase(st, 0);
    const [a, b] = [nodeAt(st, -2, 1, 4), nodeAt(st, -2, 1, 3)];
    putSettlement(st, 0, a);
    setHand(st, 0, { brick: 1, lumber: 1 });
    act(st, action(A_ROAD, edgeBetween(st, a, b)));
    expect(st.s[PHASE]).toBe(PH_NEUTRAL_BUILD);
    const opts = legal(st);
    expect(new Set(opts.map(actionKind))).toEqual(new Set([A_NEUTRAL_ROAD]));
    // Each neutral's settlement has three sides.
    const L = st.game.layout;
    expect(opts.filter((x) => (actionArg(x) & 1) === 0)).toHaveLength(3);
    expect(opts.filter((x) => (actionArg(x) & 1) === 1)).toHaveLength(3);
    act(st, opts[4]!);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[L.roadsLeft + 3]).toBe(14);
    sound(st);
  });

  it('a settlement brings a neutral settlement where one fits, else a neutral road', () => {
    const st = two();
    inMainPhase(st, 0);
    const site = [nodeAt(st, -2, 1, 4), nodeAt(st, -2, 1, 3), nodeAt(st, -2, 1, 2)];
    spur(st, 0, site);
    setHand(st, 0, { brick: 2, lumber: 2, wool: 2, grain: 2 });
    act(st, action(A_SETTLEMENT, site[2]!));
    expect(kindsOf(st)).toEqual(new Set([A_NEUTRAL_ROAD])); // no neutral has a road yet
    act(st, legal(st)[0]!);
    // Give neutral 0 a road two steps out from its settlement: then a neutral settlement fits.
    const [n0] = NEUTRAL_SETTLEMENTS;
    const start = nodeAt(st, n0![0], n0![1], n0![2]);
    const s1 = nodeAt(st, 0, -1, 5);
    const s2 = nodeAt(st, -1, -1, 0);
    putRoad(st, 2, edgeBetween(st, start, s1));
    putRoad(st, 2, edgeBetween(st, s1, s2));
    const more = [nodeAt(st, 2, 0, 2), nodeAt(st, 2, 0, 3), nodeAt(st, 2, 0, 4)];
    spur(st, 0, more.slice(0, 2));
    putRoad(st, 0, edgeBetween(st, more[1]!, more[2]!));
    act(st, action(A_SETTLEMENT, more[2]!));
    expect(kindsOf(st)).toEqual(new Set([A_NEUTRAL_SETTLEMENT]));
    expect(legal(st)).toContain(action(A_NEUTRAL_SETTLEMENT, s2 * 2 + 0));
    act(st, action(A_NEUTRAL_SETTLEMENT, s2 * 2 + 0));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
  });

  it('cities and development cards bring no neutral build', () => {
    const st = two();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, -2, 1, 4));
    setHand(st, 0, { grain: 3, ore: 4, wool: 1 });
    act(st, action(A_CITY, nodeAt(st, -2, 1, 4)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    act(st, action(A_BUY_DEV), 0);
    expect(st.s[PHASE]).toBe(PH_MAIN);
  });

  it('each free road of Road Building brings a neutral road', () => {
    const st = two();
    inMainPhase(st, 0);
    putSettlement(st, 0, nodeAt(st, -2, 1, 4));
    giveDev(st, 0, ROAD_BUILDING);
    act(st, action(A_ROAD_BUILDING));
    for (let i = 0; i < 2; i++) {
      act(st, legal(st)[0]!);
      expect(st.s[PHASE]).toBe(PH_NEUTRAL_BUILD);
      act(st, legal(st)[0]!);
    }
    expect(st.s[PHASE]).toBe(PH_MAIN);
    const L = st.game.layout;
    expect(st.s[L.roadsLeft + 2] + st.s[L.roadsLeft + 3]).toBe(28);
    sound(st);
  });

  it('neutrals never collect, and a neutral can hold Longest Road', () => {
    const st = two();
    inMainPhase(st, 0);
    st.s[PHASE] = PH_PRE_ROLL;
    roll(st, 4, 2); // 6: hills (0,-1) touches neutral 0's settlement
    const L = st.game.layout;
    expect(st.s[L.handTotal + 2]).toBe(0);
    // Five neutral roads in a row along the top of row -1.
    const [n0] = NEUTRAL_SETTLEMENTS;
    const path = [nodeAt(st, n0![0], n0![1], n0![2]), nodeAt(st, 0, -1, 1), nodeAt(st, 1, -1, 0), nodeAt(st, 1, -1, 1), nodeAt(st, 2, -1, 0), nodeAt(st, 2, -1, 1)];
    for (let i = 0; i + 1 < path.length; i++) putRoad(st, 2, edgeBetween(st, path[i]!, path[i + 1]!));
    expect(st.s[LR_HOLDER]).toBe(2);
    sound(st);
  });
});

describe('trade tokens (D34-D36)', () => {
  it('forced trade: 1 token while behind or level, 2 when ahead; takes 2 random cards, gives 2 chosen', () => {
    const st = two();
    inMainPhase(st, 0);
    setHand(st, 1, { brick: 2, wool: 1 });
    setHand(st, 0, { ore: 2 });
    expect(kindsOf(st).has(A_FORCED_TRADE)).toBe(true);
    const values = new Int32Array(64);
    const weights = new Int32Array(64);
    const n = chanceOutcomes(st, action(A_FORCED_TRADE), values, weights);
    // Ordered pairs: brick-brick 2*1, brick-wool 2*1, wool-brick 1*2.
    expect(Array.from(weights.subarray(0, n)).reduce((x, y) => x + y, 0)).toBe(6);
    act(st, action(A_FORCED_TRADE), BRICK * 6 + WOOL);
    expect(tokens(st, 0)).toBe(4);
    expect(st.s[PHASE]).toBe(PH_FORCED_GIVE);
    expect(hand(st, 0)).toEqual([1, 0, 1, 0, 2]);
    act(st, action(A_GIVE, ORE));
    act(st, action(A_GIVE, ORE));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(hand(st, 1)).toEqual([1, 0, 0, 0, 2]);
    // Ahead on VP: the price is 2.
    putSettlement(st, 0, nodeAt(st, -2, 1, 4));
    const before = tokens(st, 0);
    act(st, action(A_FORCED_TRADE), BRICK * 6 + ORE);
    expect(tokens(st, 0)).toBe(before - 2);
    sound(st);
  });

  it('forced trade against a single card: it is taken and still two go back', () => {
    const st = two();
    inMainPhase(st, 0);
    setHand(st, 1, { grain: 1 });
    setHand(st, 0, { ore: 3 });
    act(st, action(A_FORCED_TRADE), GRAIN * 6 + 5);
    expect(st.s[PHASE]).toBe(PH_FORCED_GIVE);
    act(st, action(A_GIVE, GRAIN));
    act(st, action(A_GIVE, ORE));
    expect(hand(st, 1)).toEqual([0, 0, 0, 1, 1]);
    sound(st);
  });

  it('no forced trade against an empty hand or without enough tokens', () => {
    const st = two();
    inMainPhase(st, 0);
    expect(kindsOf(st).has(A_FORCED_TRADE)).toBe(false);
    setHand(st, 1, { grain: 1 });
    st.s[F(st).tokenSupply]! += st.s[F(st).tokens]!;
    st.s[F(st).tokens] = 0;
    expect(kindsOf(st).has(A_FORCED_TRADE)).toBe(false);
  });

  it('the robber can be sent back to the desert for a token, only from elsewhere', () => {
    const st = two();
    inMainPhase(st, 0);
    expect(kindsOf(st).has(A_ROBBER_TO_DESERT)).toBe(false);
    const desert = st.s[ROBBER]!;
    st.s[ROBBER] = st.game.board.hexId(1, -1);
    act(st, action(A_ROBBER_TO_DESERT));
    expect(st.s[ROBBER]).toBe(desert);
    expect(tokens(st, 0)).toBe(4);
    sound(st);
  });

  it('a played knight can be discarded for 2 tokens once per turn; Largest Army follows the new counts', () => {
    const st = two();
    inMainPhase(st, 0);
    setKnightsPlayed(st, 0, 3);
    setKnightsPlayed(st, 1, 2);
    expect(st.s[LA_HOLDER]).toBe(0);
    act(st, action(A_RETIRE_KNIGHT));
    expect(tokens(st, 0)).toBe(7);
    expect(st.s[LA_HOLDER]).toBe(-1); // down to 2: set aside
    expect(kindsOf(st).has(A_RETIRE_KNIGHT)).toBe(false); // once per turn
    sound(st);
    const st2 = two();
    inMainPhase(st2, 1);
    setKnightsPlayed(st2, 0, 4);
    setKnightsPlayed(st2, 1, 3);
    expect(st2.s[LA_HOLDER]).toBe(0);
    inMainPhase(st2, 0);
    act(st2, action(A_RETIRE_KNIGHT));
    expect(st2.s[LA_HOLDER]).toBe(-1); // 3 against 3: nobody has the most
    const st3 = two();
    setKnightsPlayed(st3, 0, 4);
    setKnightsPlayed(st3, 1, 5);
    setKnightsPlayed(st3, 0, 5);
    inMainPhase(st3, 1);
    expect(st3.s[LA_HOLDER]).toBe(1);
    act(st3, action(A_RETIRE_KNIGHT));
    expect(st3.s[LA_HOLDER]).toBe(0); // 4 against 5: the opponent now has the most
    sound(st3);
    expect(TRADE_TOKENS).toBe(20);
  });
});

describe('issue 13: token actions (D34, D36)', () => {
  it('D36: a set-aside Largest Army goes to the player who now has the most knights (3+) when the other turns one in', () => {
    const st = two();
    setKnightsPlayed(st, 0, 4);
    setKnightsPlayed(st, 1, 3);
    inMainPhase(st, 0);
    expect(st.s[LA_HOLDER]).toBe(0);
    act(st, action(A_RETIRE_KNIGHT));
    expect(st.s[LA_HOLDER]).toBe(-1); // 3 against 3: set aside
    const vp0 = st.s[st.game.layout.publicVp]!;
    act(st, action(A_END_TURN));
    act(st, action(A_RETIRE_KNIGHT)); // seat 1, before its roll
    // Seat 1 drops to 2: seat 0, with 3 face-up knights, now has the most and takes the card.
    expect(st.s[LA_HOLDER]).toBe(0);
    expect(st.s[st.game.layout.publicVp]).toBe(vp0 + 2);
    sound(st);
  });

  it('D36: the card stays set aside while the most knights are fewer than 3', () => {
    const st = two();
    setKnightsPlayed(st, 0, 3);
    setKnightsPlayed(st, 1, 1);
    inMainPhase(st, 0);
    act(st, action(A_RETIRE_KNIGHT));
    expect(st.s[LA_HOLDER]).toBe(-1); // 2 against 1: below the minimum
    act(st, action(A_END_TURN));
    act(st, action(A_RETIRE_KNIGHT));
    expect(st.s[LA_HOLDER]).toBe(-1);
    sound(st);
  });

  it('D34: token actions may be taken before the first roll (the robber back to the desert), not between the rolls', () => {
    const st = two();
    skipSetup(st, 0, PH_PRE_ROLL);
    const desert = st.s[ROBBER]!;
    st.s[ROBBER] = st.game.board.hexId(1, -1);
    setHand(st, 1, { grain: 2 });
    setHand(st, 0, { ore: 2 });
    setKnightsPlayed(st, 0, 1);
    expect(kindsOf(st)).toEqual(new Set([A_ROLL, A_FORCED_TRADE, A_ROBBER_TO_DESERT, A_RETIRE_KNIGHT]));
    act(st, action(A_ROBBER_TO_DESERT));
    expect(st.s[ROBBER]).toBe(desert);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    // A forced trade before the roll: its give-back returns to the pre-roll phase.
    act(st, action(A_FORCED_TRADE), GRAIN * 6 + GRAIN);
    act(st, action(A_GIVE, ORE));
    act(st, action(A_GIVE, ORE));
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    roll(st, 2, 2);
    expect(st.s[PHASE]).toBe(PH_SECOND_ROLL);
    expect(kindsOf(st)).toEqual(new Set([A_ROLL])); // nothing between the rolls
    sound(st);
  });

  it('D34: the price counts the payer\'s own hidden VP cards, not the opponent\'s', () => {
    const st = two();
    inMainPhase(st, 0);
    setHand(st, 1, { grain: 3 });
    const L = st.game.layout;
    expect(st.s[L.publicVp]).toBe(st.s[L.publicVp + 1]);
    giveDev(st, 0, VICTORY_POINT);
    // Level on visible VP, but seat 0 knows its VP card: its total is ahead, so 2 tokens.
    act(st, action(A_FORCED_TRADE), GRAIN * 6 + GRAIN);
    expect(tokens(st, 0)).toBe(3);
    act(st, action(A_GIVE, GRAIN));
    act(st, action(A_GIVE, GRAIN));
    // Seat 1 is level on visible VP; seat 0's hidden card does not count against it: 1 token.
    inMainPhase(st, 1);
    setHand(st, 0, { ore: 2 });
    act(st, action(A_FORCED_TRADE), ORE * 6 + ORE);
    expect(tokens(st, 1)).toBe(4);
  });
});

describe('hidden information (views) in the variant', () => {
  it('each seat\'s view hides the opponent\'s cards but shows the tokens; determinize stays consistent in the new phases', () => {
    const phases = new Set<number>();
    for (let g = 0; g < 6; g++) {
      const st = newState(createGame(beginnerBoard(), { players: 2, variant: 'catan-for-two' }), `views:${g}`);
      const rand = makeRandom(`views:${g}/choices`);
      for (let step = 0; step < 3000 && st.s[PHASE] !== PH_GAME_OVER; step++) {
        const phase = st.s[PHASE]!;
        if (phase === PH_NEUTRAL_BUILD || phase === PH_FORCED_GIVE || phase === PH_SECOND_ROLL) {
          phases.add(phase);
          const other = 1 - st.s[CUR]!;
          const v = seatView(st, other);
          const L = st.game.layout;
          expect(Array.from(v.s.subarray(L.hand + st.s[CUR]! * 5, L.hand + st.s[CUR]! * 5 + 5))).toEqual([0, 0, 0, 0, 0]);
          expect([v.s[F(v).tokens], v.s[F(v).tokens + 1], v.s[F(v).tokenSupply]]).toEqual([st.s[F(st).tokens], st.s[F(st).tokens + 1], st.s[F(st).tokenSupply]]);
          const d = determinize(v, other, makeRandom(`det:${g}:${step}`));
          expect(checkInvariants(d)).toEqual([]);
          expect(d.s[L.handTotal + st.s[CUR]!]).toBe(st.s[L.handTotal + st.s[CUR]!]);
        }
        const options = legal(st);
        act(st, options[Math.floor(rand() * options.length)]!);
      }
    }
    expect(phases).toEqual(new Set([PH_NEUTRAL_BUILD, PH_FORCED_GIVE, PH_SECOND_ROLL]));
  });
});
