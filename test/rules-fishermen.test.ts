// The Fishermen of Catan (D130-D144): the board (the lake inland, the fishing grounds on the
// frame, the robber beside the board), fishing on a roll and at the set-up, the supply's shortfall
// and reshuffle, the cap and its swap, the five uses of fish paid without change, fish outside the
// resources, the old boot and its extra VP, and the hidden tokens in views.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { action, actionArg, actionKind } from '../src/engine/actions.js';
import { countedHand, stealableHand } from '../src/engine/cards.js';
import { NUM_DEV_TYPES, RESOURCE_NAMES } from '../src/engine/constants.js';
import { newState, totalVp, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { BANK, CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_ROAD_BUILDING, PH_SETUP_ROAD, ROBBER, WINNER } from '../src/engine/layout.js';
import { inMainPhase, putCity, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { determinize, seatView } from '../src/engine/view.js';
import { makeRandom } from '../src/engine/rng.js';
import { createGame, replayRecord, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { OptionsError } from '../src/engine/options.js';
import { fishermenBoard, fishingTables, inlandHexes, BASE_GROUND_SITES } from '../src/rules/traders-barbarians/fishermen/board.js';
import { bootHolder, fishOf, fishValue, tokensHeld, tokensOf } from '../src/rules/traders-barbarians/fishermen/context.js';
import {
  A_DRAW_FISH,
  A_FISH_RESOURCE,
  A_KEEP_FISH,
  A_PASS_BOOT,
  A_RETURN_FISH,
  A_SPEND_FISH,
  BOOT,
  PH_DRAW_FISH,
  PH_FISH_RESOURCE,
  USE_CARD,
  USE_RESOURCE,
  USE_ROAD,
  USE_ROBBER,
  USE_STEAL,
  spendArg,
} from '../src/rules/traders-barbarians/fishermen/ids.js';
import { BASE_FRAME } from '../src/rules/base/frame.js';
import { FIVE_SIX_FRAME } from '../src/rules/five-six/maps.js';
import { runBin } from './helpers/bin.js';
import { act, argsOf, hasLegal, legal, roll, sound } from './helpers/scenario.js';

const ID = 'fishermen-of-catan' as const;
const ORE = RESOURCE_NAMES.indexOf('ore');

function fishGame(players = 4, seed = 'fish'): GameState {
  return newState(createGame(fishermenBoard(players, false, 'map'), { players, scenario: ID }), seed);
}

/** Seat p takes n tokens of kind k from the supply (a position set up by hand). */
function giveFish(st: GameState, p: number, k: number, n: number): void {
  const d = fishOf(st.game).deck;
  st.s[d.counts + k]! -= n;
  st.s[d.size]! -= n;
  st.s[d.piles + p * d.names.length + k]! += n;
  st.s[d.pileSizes + p]! += n;
}

/** The intersections of fishing place i (grounds first, in the block's order, then the lakes). */
function placeNodes(st: GameState, i: number): number[] {
  const T = fishingTables(st.game.board, null);
  return Array.from(T.nodes.subarray(T.start[i]!, T.start[i + 1]!));
}

/** A ground's index in the block by its number. */
function groundOf(st: GameState, token: number): number {
  return fishingTables(st.game.board, null).places.findIndex((p) => p.kind === 'ground' && p.numbers[0] === token);
}

const dice = (total: number): [number, number] => (total <= 7 ? [1, total - 1] : [6, total - 6]);

describe('The Fishermen of Catan: the board (D130-D132, D134)', () => {
  for (const players of [3, 4, 5, 6]) {
    for (const variable of [false, true]) {
      it(`${players} players, ${variable ? 'variable' : 'printed'} set-up: lakes inland, grounds on harbor-free frame hexes`, () => {
        const spec = scenarioBoardFor({ players, scenario: ID }, variable, `b${players}`);
        const frame = players >= 5 ? FIVE_SIX_FRAME : BASE_FRAME;
        const inland = new Set(inlandHexes(frame).map(([q, r]) => `${q},${r}`));
        const st = newState(createGame(spec, { players, scenario: ID }), 'x');
        const T = fishingTables(st.game.board, null);
        const lakes = T.places.filter((p) => p.kind === 'lake');
        const grounds = T.places.filter((p) => p.kind === 'ground');
        expect(lakes.map((l) => l.numbers)).toEqual(players >= 5 ? [[2, 3, 11, 12], [4, 10]] : [[2, 3, 11, 12]]);
        for (const l of lakes) expect(inland.has(`${l.hex[0]},${l.hex[1]}`)).toBe(true);
        expect(grounds.map((g) => g.numbers[0]).sort((a, b) => a - b)).toEqual(players >= 5 ? [4, 5, 5, 6, 8, 9, 9, 10] : [4, 5, 6, 8, 9, 10]);
        // Every ground touches the island, three intersections each on the base frame.
        grounds.forEach((_, i) => expect(placeNodes(st, i).length).toBeGreaterThanOrEqual(players >= 5 ? 2 : 3));
        if (players <= 4) grounds.forEach((_, i) => expect(placeNodes(st, i).length).toBe(3));
        // No ground shares its frame hex with a harbor.
        const harborSea = new Set(spec.harbors.map((h) => {
          const [q, r, side] = h.edge;
          const dq = [1, 1, 0, -1, -1, 0][side]!;
          const dr = [-1, 0, 1, 1, 0, -1][side]!;
          return `${q + dq},${r + dr}`;
        }));
        for (const g of grounds) expect(harborSea.has(`${g.hex[0]},${g.hex[1]}`)).toBe(false);
        expect(st.s[ROBBER]).toBe(-1);
        expect(spec.hexes.filter((h) => h.terrain === 'desert')).toHaveLength(lakes.length);
      });
    }
  }

  it('deals the same board from the same seed, and another from another seed', () => {
    const a = scenarioBoardFor({ players: 4, scenario: ID }, true, 'same');
    expect(scenarioBoardFor({ players: 4, scenario: ID }, true, 'same')).toEqual(a);
    expect(scenarioBoardFor({ players: 4, scenario: ID }, true, 'other')).not.toEqual(a);
    expect(BASE_GROUND_SITES).toHaveLength(6);
  });

  it('the robber enters at the first 7 and may go anywhere on the island', () => {
    const st = fishGame();
    inMainPhase(st, 0);
    skipSetup(st, 0);
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(legal(st).length).toBe(st.game.board.landHexes.length);
  });
});

describe('The Fishermen of Catan: options', () => {
  it('targets 10 VP and pairs the turns of 5-6 players', () => {
    expect(resolveOptions({ players: 4, scenario: ID }).targetVp).toBe(10);
    expect(resolveOptions({ players: 6, scenario: ID }).turnRule).toBe('paired');
  });
  it('refuses what it does not play, naming the option', () => {
    expect(() => resolveOptions({ players: 2, scenario: ID })).toThrow(OptionsError);
    expect(() => resolveOptions({ players: 5, scenario: ID, turnRule: 'special-building' })).toThrow(/option turnRule/);
    expect(() => resolveOptions({ players: 4, scenario: ID, expansion: 'cities-knights' })).toThrow(/option expansion/);
  });
});

describe('The Fishermen of Catan: fishing (D135-D137)', () => {
  it('a settlement beside a ground draws one token on its number, a city two; the lake pays on its numbers', () => {
    const st = fishGame();
    const g = groundOf(st, 6);
    const [a, , c] = placeNodes(st, g);
    putSettlement(st, 0, a!);
    putCity(st, 1, c!);
    skipSetup(st, 2);
    roll(st, 2, 4);
    expect(st.s[PHASE]).toBe(PH_DRAW_FISH);
    // Seat order from the roller: 2 owes nothing, then 0 (one), then 1 (two).
    expect(st.s[CUR]).toBe(0);
    act(st, action(A_DRAW_FISH), 2);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_DRAW_FISH), 0);
    act(st, action(A_DRAW_FISH), 1);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(2);
    const F = fishOf(st.game);
    expect([tokensHeld(F, st.s, 0), fishValue(F, st.s, 0)]).toEqual([1, 3]);
    expect([tokensHeld(F, st.s, 1), fishValue(F, st.s, 1)]).toEqual([2, 3]);
    sound(st);

    // The lake: 2, 3, 11 and 12, not while the robber stands on it.
    const lake = fishingTables(st.game.board, null).places.findIndex((p) => p.kind === 'lake');
    const ln = placeNodes(st, lake);
    putSettlement(st, 3, ln[0]!);
    skipSetup(st, 3);
    roll(st, 1, 2);
    expect(st.s[PHASE]).toBe(PH_DRAW_FISH);
    act(st, action(A_DRAW_FISH), 0);
    expect(tokensHeld(F, st.s, 3)).toBe(1);
    skipSetup(st, 3);
    st.s[ROBBER] = fishingTables(st.game.board, null).landHex[lake]!;
    roll(st, 1, 2);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(tokensHeld(F, st.s, 3)).toBe(1);
  });

  it('nobody draws when the supply cannot cover every draw; the last token drawn brings the spent ones back', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    const d = F.deck;
    const [a, , c] = placeNodes(st, groundOf(st, 8));
    putSettlement(st, 0, a!);
    putSettlement(st, 1, c!);
    // One three-fish token face down (the boot too), the rest spent: two draws owed, none made.
    const park = (k: number, left: number) => {
      const n = st.s[d.counts + k]! - left;
      st.s[d.played + k]! += n;
      st.s[d.size]! -= n;
      st.s[d.counts + k] = left;
    };
    park(0, 0);
    park(1, 0);
    park(2, 1);
    st.s[d.counts + BOOT] = 0;
    st.s[d.size]!--;
    st.s[d.played + BOOT] = 1;
    st.s[F.boot] = 3;
    skipSetup(st, 0);
    roll(st, 2, 6);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect([tokensHeld(F, st.s, 0), tokensHeld(F, st.s, 1), st.s[d.size]]).toEqual([0, 0, 1]);
    sound(st);
    // Seat 0 alone fishes: it draws the last token, and the spent ones are the new supply.
    putSettlement(st, 2, placeNodes(st, groundOf(st, 4))[0]!);
    skipSetup(st, 2);
    roll(st, 1, 3);
    expect(st.s[PHASE]).toBe(PH_DRAW_FISH);
    act(st, action(A_DRAW_FISH), 2);
    expect(st.s[d.size]).toBe(28);
    expect([0, 1, 2].map((k) => st.s[d.played + k])).toEqual([0, 0, 0]);
    expect([tokensHeld(F, st.s, 2), st.s[PHASE]]).toEqual([1, PH_MAIN]);
    sound(st);
  });

  it('at the cap a seat may put a token back face down and draw one in its place, or keep its own', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    const [a] = placeNodes(st, groundOf(st, 5));
    putCity(st, 0, a!);
    giveFish(st, 0, 0, 6);
    skipSetup(st, 0);
    roll(st, 1, 4);
    // A city owes two: one fills the cap, the second is an exchange.
    expect(st.s[PHASE]).toBe(PH_DRAW_FISH);
    act(st, action(A_DRAW_FISH), 2);
    expect(tokensHeld(F, st.s, 0)).toBe(7);
    expect(argsOf(st, A_RETURN_FISH)).toEqual([0, 2]);
    expect(hasLegal(st, A_KEEP_FISH)).toBe(true);
    const size = st.s[F.deck.size]!;
    act(st, action(A_RETURN_FISH, 0));
    expect(tokensHeld(F, st.s, 0)).toBe(6);
    expect(st.s[F.deck.size]).toBe(size + 1);
    act(st, action(A_DRAW_FISH), 1);
    expect([tokensHeld(F, st.s, 0), fishValue(F, st.s, 0)]).toEqual([7, 10]);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
    // Keeping: the draw is dropped.
    skipSetup(st, 0);
    roll(st, 1, 4);
    act(st, action(A_KEEP_FISH));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(fishValue(F, st.s, 0)).toBe(10);
    sound(st);
  });

  it('the second set-up settlement beside a fishing ground draws a token, the first does not', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    const nodes = placeNodes(st, groundOf(st, 9));
    // Seat 0's first settlement beside the ground: no token.
    act(st, action(3, nodes[0]!));
    expect(tokensHeld(F, st.s, 0)).toBe(0);
    expect(st.s[PHASE]).toBe(PH_SETUP_ROAD);
  });
});

describe('The Fishermen of Catan: spending (D138, D139)', () => {
  it('lists only payments in which every token is needed, and gives no change', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    inMainPhase(st, 0);
    st.s[ROBBER] = st.game.board.landHexes[3]!;
    giveFish(st, 0, 2, 1);
    giveFish(st, 0, 0, 2);
    const robber = argsOf(st, A_SPEND_FISH).filter((x) => (x & 7) === USE_ROBBER);
    expect(robber.sort()).toEqual([spendArg(USE_ROBBER, 2, 0, 0), spendArg(USE_ROBBER, 0, 0, 1)].sort());
    act(st, action(A_SPEND_FISH, spendArg(USE_ROBBER, 0, 0, 1)));
    expect(st.s[ROBBER]).toBe(-1);
    expect(fishValue(F, st.s, 0)).toBe(2);
    expect(st.s[F.deck.played + 2]).toBe(1);
    // With the robber off the board, no robber use is listed.
    expect(argsOf(st, A_SPEND_FISH).some((x) => (x & 7) === USE_ROBBER)).toBe(false);
    sound(st);
  });

  it('3 fish steal a random resource from any other player; 4 a resource of choice', () => {
    const st = fishGame();
    inMainPhase(st, 0);
    setHand(st, 2, { ore: 2 });
    giveFish(st, 0, 2, 1);
    giveFish(st, 0, 1, 2);
    const steals = argsOf(st, A_SPEND_FISH).filter((x) => (x & 7) === USE_STEAL);
    expect(steals).toEqual([spendArg(USE_STEAL, 0, 0, 1, 2), spendArg(USE_STEAL, 0, 2, 0, 2)].sort((a, b) => a - b));
    act(st, action(A_SPEND_FISH, spendArg(USE_STEAL, 0, 0, 1, 2)), ORE);
    expect(st.s[st.game.layout.hand + 0 * 5 + ORE]).toBe(1);
    act(st, action(A_SPEND_FISH, spendArg(USE_RESOURCE, 0, 2, 0)));
    expect(st.s[PHASE]).toBe(PH_FISH_RESOURCE);
    const bank = st.s[BANK + 1]!;
    act(st, action(A_FISH_RESOURCE, 1));
    expect(st.s[BANK + 1]).toBe(bank - 1);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
  });

  it('5 fish build a road free, 7 a development card free', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    const [a] = placeNodes(st, groundOf(st, 4));
    putSettlement(st, 0, a!);
    inMainPhase(st, 0);
    giveFish(st, 0, 2, 5);
    act(st, action(A_SPEND_FISH, spendArg(USE_ROAD, 0, 0, 2)));
    expect(st.s[PHASE]).toBe(PH_ROAD_BUILDING);
    const road = legal(st).find((x) => st.game.kinds[actionKind(x)]!.name === 'road')!;
    act(st, road);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    const L = st.game.layout;
    act(st, action(A_SPEND_FISH, spendArg(USE_CARD, 0, 0, 3)), 0);
    expect(st.s[L.devNew + 0 * NUM_DEV_TYPES + 0]).toBe(1);
    expect(tokensHeld(F, st.s, 0)).toBe(0);
    sound(st);
  });

  it('fish are no resources: not counted on a 7, not stolen, not traded', () => {
    const st = fishGame();
    inMainPhase(st, 1);
    giveFish(st, 0, 2, 5);
    setHand(st, 0, { ore: 1 });
    expect(countedHand(st.game, st.s, 0)).toBe(1);
    expect(stealableHand(st.game, st.s, 0)).toBe(1);
    expect(st.game.cardNames.some((n) => n.startsWith('fish'))).toBe(false);
  });
});

describe('The Fishermen of Catan: the old boot (D140, D141)', () => {
  it('is shown when drawn, passes only to a player with at least the holder\'s VP, and asks its holder for 11 VP', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    const [a] = placeNodes(st, groundOf(st, 10));
    putSettlement(st, 0, a!);
    skipSetup(st, 0);
    roll(st, 4, 6);
    act(st, action(A_DRAW_FISH), BOOT);
    expect(bootHolder(F, st.s)).toBe(0);
    expect(tokensHeld(F, st.s, 0)).toBe(0);
    // Seat 0 alone leads (1 VP to none): it keeps the boot.
    expect(hasLegal(st, A_PASS_BOOT)).toBe(false);
    const far = st.game.board.numNodes - 1;
    putSettlement(st, 2, far);
    expect(argsOf(st, A_PASS_BOOT)).toEqual([2]);
    // 10 VP do not win with the boot; passed on, they do.
    const L = st.game.layout;
    st.s[L.publicVp + 0] = 10;
    st.s[L.publicVp + 2] = 10;
    act(st, action(A_PASS_BOOT, 2));
    expect(bootHolder(F, st.s)).toBe(2);
    expect(st.s[PHASE]).toBe(PH_GAME_OVER);
    expect(st.s[WINNER]).toBe(0);

    const st2 = fishGame();
    const F2 = fishOf(st2.game);
    inMainPhase(st2, 1);
    st2.s[F2.deck.counts + BOOT] = 0;
    st2.s[F2.deck.size]!--;
    st2.s[F2.deck.played + BOOT] = 1;
    st2.s[F2.boot] = 2;
    st2.s[st2.game.layout.publicVp + 1] = 9;
    putSettlement(st2, 1, far);
    expect(totalVp(st2.game, st2.s, 1)).toBe(10);
    act(st2, legal(st2).find((x) => st2.game.kinds[actionKind(x)]!.name === 'end_turn')!);
    expect(st2.s[PHASE]).not.toBe(PH_GAME_OVER);
  });
});

describe('The Fishermen of Catan: hidden tokens (D135)', () => {
  it('a view shows the count of another seat\'s tokens, not their faces, and determinize deals them consistently', () => {
    const st = fishGame();
    inMainPhase(st, 0);
    giveFish(st, 1, 0, 2);
    giveFish(st, 1, 2, 3);
    giveFish(st, 0, 1, 1);
    const F = fishOf(st.game);
    const view = seatView(st, 0);
    expect(tokensHeld(F, view.s, 1)).toBe(5);
    expect([0, 1, 2].map((k) => tokensOf(F, view.s, 1, k))).toEqual([0, 0, 0]);
    expect(tokensOf(F, view.s, 0, 1)).toBe(1);
    for (let i = 0; i < 20; i++) {
      const d = determinize(view, 0, makeRandom(`det${i}`));
      expect(tokensHeld(F, d.s, 1)).toBe(5);
      expect([0, 1, 2].reduce((n, k) => n + tokensOf(F, d.s, 1, k), 0)).toBe(5);
      expect(tokensOf(F, d.s, 0, 1)).toBe(1);
      expect(checkInvariants(d)).toEqual([]);
    }
  });
});

void actionArg;

describe('The Fishermen of Catan: the set-up token and paired turns (D136, D143)', () => {
  it('the second set-up settlement beside a fishing ground draws one token', () => {
    const st = fishGame();
    const F = fishOf(st.game);
    const target = placeNodes(st, groundOf(st, 9))[0]!;
    const near = new Set([target, ...Array.from({ length: 3 }, (_, k) => st.game.board.nodeNodes[target * 3 + k]!)]);
    const settle = (p: number, node?: number) => {
      expect(st.s[CUR]).toBe(p);
      const sites = argsOf(st, 3).filter((n) => (node === undefined ? !near.has(n) : n === node));
      act(st, action(3, sites[0]!));
      if (st.s[PHASE] === PH_DRAW_FISH) act(st, action(A_DRAW_FISH), 1);
      act(st, legal(st)[0]!);
    };
    for (const p of [0, 1, 2, 3, 3, 2, 1]) settle(p);
    expect(tokensHeld(F, st.s, 0)).toBe(0);
    act(st, action(3, target));
    expect(st.s[PHASE]).toBe(PH_DRAW_FISH);
    act(st, action(A_DRAW_FISH), 1);
    expect(st.s[PHASE]).toBe(PH_SETUP_ROAD);
    expect([tokensHeld(F, st.s, 0), fishValue(F, st.s, 0)]).toEqual([1, 2]);
    sound(st);
  });

  it('player 2 of a paired turn may spend fish but not pass the boot', () => {
    const st = fishGame(6);
    const F = fishOf(st.game);
    inMainPhase(st, 0);
    const sub = st.game.layout.fields.subturn!;
    st.s[sub] = 1;
    st.s[ROBBER] = st.game.board.landHexes[0]!;
    giveFish(st, 0, 1, 1);
    st.s[F.deck.counts + BOOT] = 0;
    st.s[F.deck.size]!--;
    st.s[F.deck.played + BOOT] = 1;
    st.s[F.boot] = 1;
    putSettlement(st, 0, 0);
    putSettlement(st, 1, st.game.board.numNodes - 1);
    expect(argsOf(st, A_SPEND_FISH)).toEqual([spendArg(USE_ROBBER, 0, 1, 0)]);
    expect(hasLegal(st, A_PASS_BOOT)).toBe(false);
    st.s[sub] = 0;
    expect(argsOf(st, A_PASS_BOOT)).toEqual([1]);
  });
});

describe('The Fishermen of Catan: random games, records and determinism', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: invariants hold, the record replays, the same seed plays the same game`, () => {
      const options = { players, scenario: ID, turnCap: 200 } as const;
      const play = (seed: string) => {
        const game = createGame(scenarioBoardFor(options, true, seed), options);
        const st = newState(game, seed);
        const buf = new Int32Array(maxActions(game));
        const rand = makeRandom(`${seed}/bots`);
        const actions: number[] = [];
        const outcomes: number[] = [];
        const kinds = new Set<number>();
        while (st.s[PHASE] !== PH_GAME_OVER) {
          const n = legalActions(st, buf);
          const a = buf[Math.floor(rand() * n)]!;
          kinds.add(actionKind(a));
          actions.push(a);
          outcomes.push(apply(st, a));
          expect(checkInvariants(st)).toEqual([]);
        }
        return { game, st, actions, outcomes, kinds };
      };
      const seed = `fish:${players}`;
      const one = play(seed);
      expect(one.kinds.has(A_DRAW_FISH) && one.kinds.has(A_SPEND_FISH)).toBe(true);
      expect(Array.from(play(seed).st.s)).toEqual(Array.from(one.st.s));
      const rec = makeRecord({ game: one.game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions: one.actions, outcomes: one.outcomes, forfeit: null });
      const text = JSON.stringify(rec);
      for (const entry of ['draw_fish', 'spend_fish']) expect(text).toContain(`"a":"${entry}"`);
      const replay = replayRecord(JSON.parse(text) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(one.st.s));
    });
  }
});

describe('The Fishermen of Catan from the command line', () => {
  it('its configs run and their records replay from the seed; scenarios lists it; special building is refused (exit 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-fish-'));
    try {
      for (const players of [4, 6]) {
        const out = join(dir, `f${players}`);
        const r = runBin(['run', `configs/traders-barbarians/fishermen-of-catan-${players}.json`, '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ players, scenario: ID, targetVp: 10 });
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
      for (const players of [3, 5]) {
        const out = join(dir, `g${players}`);
        const r = runBin(['run', '--scenario', ID, '--players', String(players), '--map', 'scenario', '--games', '1', '--record', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('1 of 1 with their board and chance outcomes re-derived from their seed');
      }
      expect(runBin(['scenarios']).stdout).toContain(ID);
      const refused = runBin(['run', '--scenario', ID, '--players', '5', '--turn-rule', 'special-building', '--games', '1', '-q', '--out', join(dir, 'bad')]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('option turnRule');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('The Fishermen of Catan with the other Traders & Barbarians rules', () => {
  it("Robber Flees sends the robber off the board, not to the lake; the Harbormaster's target is one higher, the boot's one more", () => {
    const options = { players: 4, scenario: ID, eventCards: 'new-year', harbormaster: true } as const;
    const st = newState(createGame(fishermenBoard(4, true, 'combo'), options), 'combo');
    expect(st.game.hooks.robberRefuge(st.game, st.s)).toBe(-1);
    expect(resolveOptions(options).targetVp).toBe(11);
  });
});
