// Rule scenarios: Cities & Knights' knight actions (docs/rules-decisions.md D66, D68, D70, D71):
// moving along one's own roads, displacing a weaker knight (which retreats along its owner's roads
// or goes back to the supply), chasing the robber once the barbarians have come; then random games
// in which knights act, keeping every invariant, whose records replay.

import { describe, expect, it } from 'vitest';
import { A_ROBBER, A_ROLL, action, actionKind, idBits } from '../src/engine/actions.js';
import { newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, LR_HOLDER, PHASE, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, ROBBER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { pieceAt, setPieceAttr } from '../src/engine/piece-tables.js';
import { inMainPhase, setHand, skipSetup } from '../src/engine/position.js';
import type { RuleOptions } from '../src/rules/options.js';
import { makeRecord, replayRecordOn } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { A_ACTIVATE_KNIGHT, A_HIRE_KNIGHT, A_PROMOTE_KNIGHT, A_CHASE_ROBBER, A_DISPLACE_KNIGHT, A_MOVE_KNIGHT, A_RETREAT_KNIGHT, PH_RETREAT_KNIGHT } from '../src/rules/cities-knights/ids.js';
import { knightMoveArg } from '../src/rules/cities-knights/knight-moves.js';
import { createGame } from '../src/rules/registry.js';
import { createRandomBot } from '../src/bots/random.js';
import { playGame } from '../src/tournament/play-game.js';
import { randomBoard } from '../src/index.js';
import { afterFirstAttack } from './helpers/ck-events.js';
import { ckGame, field, knightAt, knightTable, putKnight } from './helpers/ck.js';
import { act, argsOf, breakerNetwork, layPath, legal, pathA, sorted } from './helpers/scenario.js';

const table = knightTable;

/** Where the knight on `from` may go by the kind's actions. */
function moves(st: GameState, kind: number, from: number): number[] {
  const bits = idBits(st.game.board.numNodes);
  return sorted(argsOf(st, kind).filter((a) => (a & ((1 << bits) - 1)) === from).map((a) => a >>> bits));
}

describe('moving a knight (D66, D68)', () => {
  it('an able knight moves along its own roads to an empty intersection and turns inactive', () => {
    const st = ckGame('ck:move');
    const A = pathA(st);
    layPath(st, 0, A, 4);
    putKnight(st, 0, A[1]!, 1, true);
    inMainPhase(st, 0);
    expect(moves(st, A_MOVE_KNIGHT, A[1]!)).toEqual(sorted([A[2]!, A[3]!, A[4]!]));
    act(st, action(A_MOVE_KNIGHT, knightMoveArg(st.game, A[1]!, A[4]!)));
    expect(knightAt(st, A[1]!)).toBeNull();
    expect(knightAt(st, A[4]!)).toMatchObject({ owner: 0, level: 1, active: 0 });
    // Acted this turn: activated again, it still may not act.
    setHand(st, 0, { grain: 1 });
    act(st, action(A_ACTIVATE_KNIGHT, A[4]!));
    expect(argsOf(st, A_MOVE_KNIGHT)).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('an inactive knight, or one activated this turn, may not act', () => {
    const st = ckGame('ck:move-able');
    const A = pathA(st);
    layPath(st, 0, A, 3);
    putKnight(st, 0, A[1]!, 1, false);
    inMainPhase(st, 0);
    expect(argsOf(st, A_MOVE_KNIGHT)).toEqual([]);
    setHand(st, 0, { grain: 1 });
    act(st, action(A_ACTIVATE_KNIGHT, A[1]!));
    expect(knightAt(st, A[1]!)!.active).toBe(1);
    expect(argsOf(st, A_MOVE_KNIGHT)).toEqual([]);
    // The next turn it may.
    st.game.hooks.turnEnded(st, 0);
    inMainPhase(st, 0);
    expect(moves(st, A_MOVE_KNIGHT, A[1]!)).toEqual(sorted([A[2]!, A[3]!]));
  });

  it('passes its own pieces, not another colour\'s building or knight', () => {
    const st = ckGame('ck:move-pass', 3);
    const A = pathA(st);
    layPath(st, 0, A, 6);
    putKnight(st, 0, A[1]!, 1, true);
    putKnight(st, 0, A[2]!, 1, false);
    const cut = breakerNetwork(st, 1); // seat 1's roads end on A[3]
    inMainPhase(st, 0);
    // Through its own knight on A[2], on past A[3] while it is empty.
    expect(moves(st, A_MOVE_KNIGHT, A[1]!)).toEqual(sorted([A[3]!, A[4]!, A[5]!, A[6]!]));
    putKnight(st, 1, cut, 1, false);
    expect(moves(st, A_MOVE_KNIGHT, A[1]!)).toEqual([]);
    // A basic knight displaces nobody.
    expect(argsOf(st, A_DISPLACE_KNIGHT)).toEqual([]);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('displacing a knight (D70)', () => {
  /** Seat 0: 6 roads on path A and a knight of `level` on A[1]; seat 1: roads to A[3] and a basic knight there. */
  function standoff(seed: string, level: number): { st: GameState; A: number[]; cut: number } {
    const st = ckGame(seed, 3);
    const A = pathA(st);
    layPath(st, 0, A, 6);
    putKnight(st, 0, A[1]!, level, true);
    const cut = breakerNetwork(st, 1);
    putKnight(st, 1, cut, 1, true);
    inMainPhase(st, 0);
    expect(st.s[st.game.layout.roadLen]).toBe(3);
    return { st, A, cut };
  }

  it('a stronger knight takes the spot; the displaced one retreats along its owner\'s roads, state kept', () => {
    const { st, A, cut } = standoff('ck:displace', 2);
    expect(moves(st, A_DISPLACE_KNIGHT, A[1]!)).toEqual([cut]);
    act(st, action(A_DISPLACE_KNIGHT, knightMoveArg(st.game, A[1]!, cut)));
    expect(knightAt(st, cut)).toMatchObject({ owner: 0, level: 2, active: 0 });
    // Seat 1 decides where its knight goes: the empty node on its roads (its settlement is not empty).
    expect(st.s[PHASE]).toBe(PH_RETREAT_KNIGHT);
    expect(st.s[CUR]).toBe(1);
    const n4 = argsOf(st, A_RETREAT_KNIGHT);
    expect(n4).toEqual([st.game.board.nodeNodes.slice(cut * 3, cut * 3 + 3).find((x) => x >= 0 && x !== A[2] && x !== A[4])]);
    expect(checkInvariants(st)).toEqual([]);
    act(st, action(A_RETREAT_KNIGHT, n4[0]!));
    expect(knightAt(st, n4[0]!)).toMatchObject({ owner: 1, level: 1, active: 1 });
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    // Seat 0's road runs through its own knight now: the 6 roads count whole again.
    expect(st.s[st.game.layout.roadLen + 1]).toBe(2);
    expect(st.s[st.game.layout.roadLen]).toBe(6);
    expect(st.s[LR_HOLDER]).toBe(0);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('with nowhere to retreat, the displaced knight goes back to its owner\'s supply', () => {
    const { st, A, cut } = standoff('ck:displace-off', 3);
    // Seat 1's only other node on its roads holds its own knight; its settlement is not empty.
    const t = st.game.board;
    const others = [0, 1, 2].map((k) => t.nodeNodes[cut * 3 + k]!).filter((x) => x >= 0 && x !== A[2] && x !== A[4]);
    putKnight(st, 1, others[0]!, 2, false);
    const left = field(st, 'ck.knightsLeft');
    expect(st.s[left + 3]).toBe(1);
    act(st, action(A_DISPLACE_KNIGHT, knightMoveArg(st.game, A[1]!, cut)));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[left + 3]).toBe(2);
    expect(knightAt(st, cut)).toMatchObject({ owner: 0, level: 3 });
    expect(checkInvariants(st)).toEqual([]);
  });

  it('never an equal or stronger knight, never one\'s own', () => {
    const { st, A, cut } = standoff('ck:displace-equal', 2);
    const t = table(st);
    setPieceAttr(st.s, t, pieceAt(st.s, t, cut), 0, 2);
    expect(argsOf(st, A_DISPLACE_KNIGHT)).toEqual([]);
    putKnight(st, 0, A[2]!, 1, false);
    expect(argsOf(st, A_DISPLACE_KNIGHT)).toEqual([]);
  });
});

describe('chasing the robber (D71, D52)', () => {
  /** Seat 0's active knight on a node of the robber's hex (the desert). */
  function byTheRobber(seed: string): { st: GameState; node: number } {
    const st = ckGame(seed, 3);
    const b = st.game.board;
    const node = b.hexNodes[st.s[ROBBER]! * 6]!;
    putKnight(st, 0, node, 1, true);
    inMainPhase(st, 0);
    return { st, node };
  }

  it('not before the first attack', () => {
    const { st } = byTheRobber('ck:chase-locked');
    expect(argsOf(st, A_CHASE_ROBBER)).toEqual([]);
  });

  it('after it, to a hex with a number, never the desert; the knight turns inactive', () => {
    const { st, node } = byTheRobber('ck:chase');
    afterFirstAttack(st);
    const desert = st.s[ROBBER]!;
    expect(argsOf(st, A_CHASE_ROBBER)).toEqual([node]);
    act(st, action(A_CHASE_ROBBER, node));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    const hexes = new Set(argsOf(st, A_ROBBER).map((a) => a >>> 3));
    const b = st.game.board;
    expect(hexes.has(desert)).toBe(false);
    expect([...hexes].every((h) => b.hexToken[h]! > 0)).toBe(true);
    expect(hexes.size).toBe(18);
    act(st, action(A_ROBBER, [...hexes][0]! * 8));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(knightAt(st, node)).toMatchObject({ active: 0 });
    expect(argsOf(st, A_CHASE_ROBBER)).toEqual([]);
    expect(st.s[field(st, 'ck.chasing')]).toBe(0);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('only from a node of the robber\'s hex', () => {
    const { st, node } = byTheRobber('ck:chase-far');
    afterFirstAttack(st);
    const b = st.game.board;
    const far = [...Array(b.numHexes).keys()].find((h) => b.hexToken[h]! > 0 && ![0, 1, 2].some((k) => b.nodeHexes[node * 3 + k] === h))!;
    st.s[ROBBER] = far;
    expect(argsOf(st, A_CHASE_ROBBER)).toEqual([]);
  });
});

describe('Knight-Errant (D96)', () => {
  /** Seat 0 before its roll, its active knight on a node of the robber's hex, the robber unlocked. */
  function beforeRoll(seed: string, knightErrant: boolean): { st: GameState; node: number } {
    const options: Partial<RuleOptions> = { players: 3, expansion: 'cities-knights', knightErrant };
    const st = newState(createGame(beginnerBoard(), options), seed);
    const node = st.game.board.hexNodes[st.s[ROBBER]! * 6]!;
    const other = st.game.board.hexNodes[st.s[ROBBER]! * 6 + 3]!;
    putKnight(st, 0, node, 1, true);
    putKnight(st, 0, other, 1, true);
    skipSetup(st, 0, PH_PRE_ROLL);
    afterFirstAttack(st);
    return { st, node };
  }

  it('off by default: nothing but the roll before it', () => {
    const { st } = beforeRoll('ck:errant-off', false);
    expect(legal(st).map(actionKind)).toEqual([A_ROLL]);
  });

  it('on: one chase before the roll, then the roll', () => {
    const { st, node } = beforeRoll('ck:errant', true);
    expect(sorted(argsOf(st, A_CHASE_ROBBER)).length).toBe(2);
    act(st, action(A_CHASE_ROBBER, node));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    act(st, action(A_ROBBER, argsOf(st, A_ROBBER)[0]!));
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(legal(st).map(actionKind)).toEqual([A_ROLL]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('on, but not before the first attack', () => {
    const { st } = beforeRoll('ck:errant-locked', true);
    st.s[field(st, 'ck.attacks')] = 0;
    expect(legal(st).map(actionKind)).toEqual([A_ROLL]);
  });
});

describe('random games with knights acting', () => {
  const KNIGHT_KINDS = [A_HIRE_KNIGHT, A_ACTIVATE_KNIGHT, A_PROMOTE_KNIGHT, A_MOVE_KNIGHT, A_DISPLACE_KNIGHT, A_CHASE_ROBBER];
  it('move, displace and chase, keep every invariant, and replay from their records', () => {
    let moved = 0;
    let displaced = 0;
    let chased = 0;
    let retreated = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `ck:knight-random:${g}`;
      const game = createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 10 });
      const st = newState(game, seed);
      // The robber unlocked from the start, so that chases come up early.
      afterFirstAttack(st);
      const out = new Int32Array(maxActions(game));
      let x = g + 5;
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const n = legalActions(st, out);
        // Knights' actions (displacements above all) first when there are any, so that they come up often.
        const all = Array.from(out.subarray(0, n));
        const displace = all.filter((a) => actionKind(a) === A_DISPLACE_KNIGHT);
        const knightActs = displace.length > 0 ? displace : all.filter((a) => KNIGHT_KINDS.includes(actionKind(a)));
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const a = knightActs.length > 0 && x % 3 === 0 ? knightActs[(x >>> 8) % knightActs.length]! : out[(x >>> 4) % n]!;
        const k = actionKind(a);
        if (k === A_MOVE_KNIGHT) moved++;
        if (k === A_DISPLACE_KNIGHT) displaced++;
        if (k === A_CHASE_ROBBER) chased++;
        if (k === A_RETREAT_KNIGHT) retreated++;
        apply(st, a);
        expect(checkInvariants(st)).toEqual([]);
      }
    }
    expect(moved).toBeGreaterThan(10);
    expect(chased).toBeGreaterThan(0);
    expect(displaced + retreated).toBeGreaterThan(0);
  });

  it('a record of random bots\' games replays to the same state', () => {
    const seed = 'ck:knight-record';
    const game = createGame(beginnerBoard(), { expansion: 'cities-knights', players: 4, targetVp: 13 });
    const bots = Array.from({ length: 4 }, () => createRandomBot());
    const { trace, state } = playGame(game, seed, bots, { trace: true });
    const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
    for (const a of ['hire_knight', 'activate_knight', 'move_knight']) expect(rec.log.some((e) => e.a === a), a).toBe(true);
    const again = replayRecordOn(createGame(beginnerBoard(), { expansion: 'cities-knights', players: 4, targetVp: 13 }), JSON.parse(JSON.stringify(rec)));
    expect(Array.from(again.state.s)).toEqual(Array.from(state.s));
  });
});
