// The Traders & Barbarians scenario for 5-6 players (D209-D214): the larger board with its seven
// trade hexes (new-style ones land, with six corners and six interior paths), the stacks shared
// by the hexes of a kind, no re-roll of 2 and 12, the larger deck, the paired turn with the
// second player's wagon and gold; random games with invariants, record replay and determinism.

import { describe, expect, it } from 'vitest';
import { ARG_BITS, A_SETTLEMENT, action } from '../src/engine/actions.js';
import { newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, PH_SETUP_SETTLEMENT } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { skipSetup } from '../src/engine/position.js';
import { makeRecord } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { OptionsError } from '../src/engine/options.js';
import { createGame, replayRecord, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { subturnField } from '../src/rules/turn-rules/paired.js';
import { tradersTables } from '../src/rules/traders-barbarians/traders/board.js';
import { HARBOR_SITES_56, TOKENS_56, TRADE_HEXES_56 } from '../src/rules/traders-barbarians/traders/board56.js';
import { fieldsOf } from '../src/rules/traders-barbarians/traders/context.js';
import { A_WAGON_STEP, PH_WAGON } from '../src/rules/traders-barbarians/traders/ids.js';
import { A_GOLD_BUY as GOLD_BUY } from '../src/rules/traders-barbarians/gold/index.js';
import { CASTLE, GLASSWORKS, MARBLE, QUARRY, SAND, TOOLS } from '../src/rules/traders-barbarians/traders/tables.js';
import { act, hasLegal, roll, sound } from './helpers/scenario.js';
import { tradersReadable } from '../src/rules/traders-barbarians/traders/readable.js';
import { boardSvg } from '../src/maps/svg.js';

const ID = 'traders-and-barbarians';

function game(players: number, variable = false, seed = 'tb56') {
  return createGame(scenarioBoardFor({ players, scenario: ID }, variable, seed), resolveOptions({ players, scenario: ID }));
}

/** Interior path k of trade hex t: its path-graph edge and the corner it leads to. */
function interior(st: GameState, t: number, k: number): { edge: number; corner: number } {
  const T = tradersTables(st.game.board, null);
  const edge = st.game.board.numEdges + T.interiorStart[t]! + k;
  const a = T.graph.edgeNodes[edge * 2]!;
  return { edge, corner: a === st.game.board.numNodes + t ? T.graph.edgeNodes[edge * 2 + 1]! : a };
}

describe('the 5-6 board (D209, D211)', () => {
  it('seven trade hexes: the castle, three quarries, three glassworks; old-style ones with 4 interior paths, new-style ones with 6', () => {
    const g = game(6);
    const T = tradersTables(g.board, null);
    expect(Array.from(T.kind).sort()).toEqual([CASTLE, QUARRY, QUARRY, QUARRY, GLASSWORKS, GLASSWORKS, GLASSWORKS].sort());
    const paths = TRADE_HEXES_56.map((_, t) => T.interiorStart[t + 1]! - T.interiorStart[t]!);
    expect(paths).toEqual(TRADE_HEXES_56.map(([, , , newStyle]) => (newStyle ? 6 : 4)));
    expect(T.interiorCount).toBe(2 * 4 + 5 * 6);
    // 28 terrain hexes and 2 deserts besides the trade hexes; the extension's 28 tokens.
    const terrains = g.board.spec.hexes.filter((h) => h.token !== undefined);
    expect(terrains.length).toBe(28);
    expect(terrains.map((h) => h.token).sort((a, b) => a! - b!)).toEqual([2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12]);
    expect(g.board.spec.hexes.filter((h) => h.terrain === 'desert').length).toBe(2 + 5);
  });
  it('tokens as printed with --map scenario, shuffled with --map random; never a 6 or 8 beside another', () => {
    const printed = (seed: string) => game(6, false, seed).board.spec.hexes.filter((h) => h.token !== undefined).map((h) => `${h.hex}:${h.token}`);
    expect(printed('a')).toEqual(printed('b'));
    expect(printed('a')).toEqual(TOKENS_56.map(([q, r, t]) => `${q},${r}:${t}`));
    for (const variable of [false, true]) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const b = game(6, variable, seed).board;
        const red = new Set(b.spec.hexes.filter((h) => h.token === 6 || h.token === 8).map((h) => b.hexId(h.hex[0], h.hex[1])));
        for (const h of red) {
          for (let c = 0; c < 6; c++) {
            const n = b.nodeId(b.hexQ[h]!, b.hexR[h]!, c);
            for (const k of [0, 1, 2]) {
              const other = b.nodeHexes[n * 3 + k]!;
              if (other >= 0 && other !== h) expect(red.has(other), `6/8 beside 6/8 (${variable}, ${seed})`).toBe(false);
            }
          }
        }
      }
    }
  });
  it('new-style trade hexes have six corners on the board, coastal ones too, with a harbor a settlement there reaches', () => {
    const st = newState(game(6), 'tb56');
    const b = st.game.board;
    for (const [q, r, , newStyle] of TRADE_HEXES_56) {
      const corners = [0, 1, 2, 3, 4, 5].map((c) => b.nodeId(q, r, c));
      expect(corners.every((n) => n >= 0)).toBe(newStyle);
    }
    // Every harbor's intersections are board nodes a settlement may take at the set-up.
    expect(st.s[PHASE]).toBe(PH_SETUP_SETTLEMENT);
    for (const [q, r, side] of HARBOR_SITES_56) {
      for (const c of [side, (side + 1) % 6]) {
        const n = b.nodeId(q, r, c);
        expect(b.nodeHarbor[n]).toBeGreaterThanOrEqual(0);
        expect(hasLegal(st, A_SETTLEMENT) && legalActionsOf(st).includes(action(A_SETTLEMENT, n)), `harbor node [${q}, ${r}, ${c}]`).toBe(true);
      }
    }
  });
});

function legalActionsOf(st: GameState): number[] {
  const out = new Int32Array(maxActions(st.game));
  return Array.from(out.subarray(0, legalActions(st, out)));
}

/** n marble tokens leave the quarries' stack, delivered earlier by seat 5. */
function takeMarble(st: GameState, n: number): void {
  const F = fieldsOf(st.game);
  st.s[F.stack + 2 * QUARRY]! -= n;
  st.s[F.delivered + 5]! += n;
  st.s[st.game.layout.publicVp + 5]! += n;
}

describe('commodities with 5-6 players (D210)', () => {
  it('54 tokens, 9 of each commodity a kind supplies; the quarries draw from one shared stack', () => {
    const st = newState(game(6), 'tb56');
    skipSetup(st, 0, PH_WAGON);
    const F = fieldsOf(st.game);
    expect(Array.from(st.s.subarray(F.stack, F.stack + 6))).toEqual([9, 9, 9, 9, 9, 9]);
    const T = tradersTables(st.game.board, null);
    const quarries = [0, 1, 2, 3, 4, 5, 6].filter((t) => T.kind[t] === QUARRY);
    // The quarries' marble is gone but for one token: the first quarry entered takes it, the
    // second (another hex) finds the shared stack with sand only.
    takeMarble(st, 8);
    const a = interior(st, quarries[0]!, 0);
    st.s[F.wagonAt + 0] = a.corner;
    act(st, action(A_WAGON_STEP, a.edge), 0);
    expect(st.s[F.carried + 0]).toBe(MARBLE);
    expect(st.s[F.stack + 2 * QUARRY]).toBe(0);
    sound(st);
    const st2 = newState(game(6), 'tb56');
    skipSetup(st2, 0, PH_WAGON);
    takeMarble(st2, 9);
    const b = interior(st2, quarries[1]!, 2);
    st2.s[F.wagonAt + 0] = b.corner;
    act(st2, action(A_WAGON_STEP, b.edge), 1);
    expect(st2.s[F.carried + 0]).toBe(SAND);
    expect(st2.s[F.stack + 2 * QUARRY + 1]).toBe(8);
    sound(st2);
    // Tools are wanted at every quarry, old-style or new: delivered at the third.
    const st3 = newState(game(6), 'tb56');
    skipSetup(st3, 0, PH_WAGON);
    const c = interior(st3, quarries[2]!, 1);
    st3.s[F.wagonAt + 0] = c.corner;
    st3.s[F.carried + 0] = TOOLS;
    st3.s[F.stack + 2 * CASTLE]!--;
    act(st3, action(A_WAGON_STEP, c.edge), 0);
    expect(st3.s[F.delivered + 0]).toBe(1);
    sound(st3);
  });
});

describe('drawing and the readable view at 6 players', () => {
  it('the picture shows seven trade hexes; the readable view names a plaza with its hex and the stacks by kind', () => {
    const st = newState(game(6), 'tb56');
    skipSetup(st, 0, PH_WAGON);
    const svg = boardSvg(st.game.board.spec);
    expect(svg.match(/<title>quarry<\/title>/g)?.length).toBe(3);
    expect(svg.match(/<title>glassworks<\/title>/g)?.length).toBe(3);
    expect(svg.match(/<title>castle<\/title>/g)?.length).toBe(1);
    const F = fieldsOf(st.game);
    const T = tradersTables(st.game.board, null);
    const q = [0, 1, 2, 3, 4, 5, 6].find((t) => T.kind[t] === QUARRY && TRADE_HEXES_56[t]![3])!;
    st.s[F.wagonAt + 0] = st.game.board.numNodes + q;
    const view = tradersReadable(st) as { wagons: Array<{ at: unknown }>; stacks: Record<string, Record<string, number>> };
    expect(view.wagons[0]!.at).toEqual(['quarry', [TRADE_HEXES_56[q]![0], TRADE_HEXES_56[q]![1]]]);
    expect(view.stacks.quarry).toEqual({ marble: 9, sand: 9 });
  });
});

describe('rolls, deck and options with 5-6 players (D213, D214)', () => {
  it('a 2 or a 12 is not rolled again: the turn goes on to the main phase', () => {
    for (const [d1, d2] of [
      [1, 1],
      [6, 6],
    ]) {
      const st = newState(game(6), 'tb56');
      skipSetup(st, 0, PH_PRE_ROLL);
      roll(st, d1!, d2!);
      expect(st.s[PHASE]).toBe(PH_MAIN);
      sound(st);
    }
  });
  it('the deck holds 21 knights, 6 Road Building, 6 Swift Journey and 3 VP cards', () => {
    const g = game(5);
    expect(g.supply.devDeck.reduce((a, b) => a + b, 0)).toBe(36);
  });
  it('5-6 players take the paired turn rule; 7 players and the special building phase are refused', () => {
    expect(resolveOptions({ players: 6, scenario: ID }).turnRule).toBe('paired');
    expect(resolveOptions({ players: 5, scenario: ID }).targetVp).toBe(13);
    expect(() => resolveOptions({ players: 7, scenario: ID })).toThrow(OptionsError);
    expect(() => resolveOptions({ players: 6, scenario: ID, turnRule: 'special-building' })).toThrow(/turnRule/);
  });
});

function randomGame(players: number, variable: boolean, seed: string, turnCap = 120) {
  const g = game(players, variable, seed);
  const st = newState(createGame(g.board.spec, { ...resolveOptions({ players, scenario: ID }), turnCap }), seed);
  const rand = makeRandom(`${seed}/pick`);
  const out = new Int32Array(maxActions(st.game));
  const actions: number[] = [];
  const outcomes: number[] = [];
  const SUB = subturnField(st.game);
  const second = new Map<number, number>();
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    expect(n, 'no legal action').toBeGreaterThan(0);
    let a = out[Math.floor(rand() * n)]!;
    if (rand() < 0.5) {
      const own = Array.from(out.subarray(0, n)).filter((x) => x >>> ARG_BITS === A_WAGON_STEP || x >>> ARG_BITS === GOLD_BUY);
      if (own.length > 0) a = own[Math.floor(rand() * own.length)]!;
    }
    if (st.s[SUB] === 1) second.set(a >>> ARG_BITS, (second.get(a >>> ARG_BITS) ?? 0) + 1);
    actions.push(a);
    outcomes.push(apply(st, a));
    const bad = checkInvariants(st);
    if (bad.length > 0) expect(bad, `after action ${actions.length} by seat ${st.s[CUR]}`).toEqual([]);
  }
  return { st, actions, outcomes, second };
}

describe('random games at 5 and 6 players (D212)', () => {
  it.each([
    [5, false],
    [6, false],
    [6, true],
  ])('%i players (variable %s): invariants hold, records replay, same seed same game, player 2 moves the wagon and buys with gold', (players, variable) => {
    const seed = `tb56:${players}:${variable}`;
    const a = randomGame(players, variable, seed);
    expect(a.second.get(A_WAGON_STEP) ?? 0).toBeGreaterThan(0);
    expect(a.second.get(GOLD_BUY) ?? 0).toBeGreaterThan(0);
    const rec = makeRecord({ game: a.st.game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions: a.actions, outcomes: a.outcomes, forfeit: null });
    const replay = replayRecord(JSON.parse(JSON.stringify(rec)));
    expect(Array.from(replay.state.s)).toEqual(Array.from(a.st.s));
    const b = randomGame(players, variable, seed);
    expect(b.actions).toEqual(a.actions);
    expect(Array.from(b.st.s)).toEqual(Array.from(a.st.s));
  });
});
