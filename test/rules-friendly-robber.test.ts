// Traders & Barbarians' Friendly Robber (option friendlyRobber, D104): the robber keeps off the
// hexes beside a player with 2 VP or fewer, falls back to the desert when that leaves nothing,
// robs no protected player there; and random games with it keep every invariant and replay.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { A_ROBBER, ARG_BITS } from '../src/engine/actions.js';
import { DESERT } from '../src/engine/constants.js';
import type { GameState } from '../src/engine/game.js';
import { newState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MOVE_ROBBER, ROBBER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { putCity, putSettlement, setHand, setRobber, skipSetup } from '../src/engine/position.js';
import { hexOwners } from '../src/engine/queries.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, replayRecord, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { FRIENDLY_VP } from '../src/rules/traders-barbarians/friendly-robber.js';
import { runBin } from './helpers/bin.js';
import { argsOf, beginnerGame, nodeAt, roll, sound } from './helpers/scenario.js';

/** The robber's legal moves as [hex, victim] pairs (victim -1: nobody). */
const moves = (st: GameState) => argsOf(st, A_ROBBER).map((a) => [a >>> 3, (a & 7) - 1] as const);
const hexesOf = (st: GameState) => [...new Set(moves(st).map(([h]) => h))].sort((a, b) => a - b);

/** Whether a building of seat p stands on a corner of hex h. */
const beside = (st: GameState, h: number, p: number) => (hexOwners(st.game, st.s, h) & (1 << p)) !== 0;

const publicVp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;

/**
 * Three seats on the beginner board: seat 0 with a city and a settlement (3 VP), seat 1 with two
 * settlements (2 VP), seat 2 with one (1 VP); every hand holds a card. Seat 2 rolls a 7.
 */
function position(options: Partial<RuleOptions>): GameState {
  const st = beginnerGame('friendly', { players: 3, ...options });
  skipSetup(st, 2);
  putCity(st, 0, nodeAt(st, 0, 0, 0));
  putSettlement(st, 0, nodeAt(st, -2, 2, 3));
  putSettlement(st, 1, nodeAt(st, 1, -2, 0));
  putSettlement(st, 1, nodeAt(st, 2, 0, 2));
  putSettlement(st, 2, nodeAt(st, -1, -1, 5));
  for (const p of [0, 1, 2]) setHand(st, p, { wool: 2 });
  roll(st, 3, 4);
  expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
  return st;
}

describe('the Friendly Robber (D104)', () => {
  it('keeps the robber off every hex beside a player with 2 VP or fewer; the others are robbed as before', () => {
    const st = position({ friendlyRobber: true });
    expect([0, 1, 2].map((p) => publicVp(st, p))).toEqual([3, 2, 1]);
    const land = Array.from(st.game.board.landHexes).filter((h) => h !== st.s[ROBBER]);
    const allowed = land.filter((h) => !beside(st, h, 1) && !beside(st, h, 2)).sort((a, b) => a - b);
    expect(hexesOf(st)).toEqual(allowed);
    // Seat 0 (3 VP) is still a victim beside its buildings; nobody else ever is.
    expect(moves(st).some(([, v]) => v === 0)).toBe(true);
    expect(moves(st).every(([, v]) => v === -1 || v === 0)).toBe(true);
    sound(st);

    // Without the variant the same 7 may go beside seats 1 and 2 and rob them.
    const plain = position({});
    expect(hexesOf(plain).length).toBeGreaterThan(allowed.length);
    expect(moves(plain).some(([, v]) => v === 1)).toBe(true);
  });

  it('a third VP lifts the protection', () => {
    const st = position({ friendlyRobber: true });
    expect(moves(st).some(([, v]) => v === 1)).toBe(false);
    const again = beginnerGame('friendly', { players: 3, friendlyRobber: true });
    skipSetup(again, 2);
    putCity(again, 1, nodeAt(again, 1, -2, 0));
    putSettlement(again, 1, nodeAt(again, 2, 0, 2));
    for (const p of [0, 1, 2]) setHand(again, p, { wool: 2 });
    roll(again, 3, 4);
    expect(publicVp(again, 1)).toBe(FRIENDLY_VP + 1);
    expect(moves(again).some(([, v]) => v === 1)).toBe(true);
  });

  it('with every hex beside a protected player, the robber goes to the desert, or stays on it, and robs no protected player', () => {
    const st = beginnerGame('friendly-desert', { players: 3, friendlyRobber: true });
    skipSetup(st, 0);
    const { board } = st.game;
    const desert = Array.from(board.landHexes).find((h) => board.hexTerrain[h] === DESERT)!;
    // Seat 1 on a corner of every hex but the desert; its VP held at 2 so that it stays protected.
    for (const h of board.landHexes) {
      if (h === desert || beside(st, h, 1)) continue;
      const node = [0, 1, 2, 3, 4, 5].map((c) => board.hexNodes[h * 6 + c]!).find((n) => n >= 0 && st.s[st.game.layout.nodeOwner + n] === 0)!;
      putSettlement(st, 1, node);
    }
    // Seat 2 beside the desert, protected too; seat 0 (the roller) beside it with 3 VP.
    const corners = [0, 1, 2, 3, 4, 5].map((c) => board.hexNodes[desert * 6 + c]!).filter((n) => st.s[st.game.layout.nodeOwner + n] === 0);
    putSettlement(st, 2, corners[0]!);
    st.s[st.game.layout.publicVp + 1] = FRIENDLY_VP;
    for (const p of [0, 1, 2]) setHand(st, p, { wool: 2 });
    setRobber(st, Array.from(board.landHexes).find((h) => h !== desert)!);
    roll(st, 3, 4);
    expect(moves(st)).toEqual([[desert, -1]]);
    // On the desert already: it stays there.
    setRobber(st, desert);
    expect(moves(st)).toEqual([[desert, -1]]);
    // A seat above 2 VP beside the desert is robbed there as anywhere.
    putSettlement(st, 2, corners[corners.length - 1]!);
    putCity(st, 2, corners[0]!);
    expect(publicVp(st, 2)).toBeGreaterThan(FRIENDLY_VP);
    expect(st.s[CUR]).toBe(0);
    expect(moves(st)).toContainEqual([desert, 2]);
  });

  it('is refused with Cities & Knights, and named by its flag', () => {
    expect(() => resolveOptions({ players: 4, friendlyRobber: true, expansion: 'cities-knights' })).toThrow(/^option friendlyRobber: the Friendly Robber is not combined with Cities & Knights/);
    expect(resolveOptions({ players: 4, friendlyRobber: true }).friendlyRobber).toBe(true);
    expect(resolveOptions({ players: 4 }).friendlyRobber).toBe(false);
  });
});

describe('the Friendly Robber in random games', () => {
  const games: Array<[string, Partial<RuleOptions>, () => ReturnType<typeof randomBoard>]> = [
    ['3 players', { players: 3 }, () => randomBoard('fr:3')],
    ['4 players', { players: 4 }, () => randomBoard('fr:4')],
    ['5 players, special building', { players: 5 }, () => fiveSixRandomBoard('fr:5')],
    ['6 players, paired', { players: 6, turnRule: 'paired' }, () => fiveSixRandomBoard('fr:6')],
    ['Catan for Two', { players: 2, variant: 'catan-for-two' }, () => randomBoard('fr:2')],
    ['Seafarers, Heading for New Shores', { players: 4, scenario: 'heading-for-new-shores' }, () => scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'fr:sea')],
  ];
  for (const [label, options, board] of games) {
    it(`${label}: every robber move obeys the variant, every invariant holds, and the record replays`, () => {
      const game = createGame(board(), { ...options, friendlyRobber: true, turnCap: 120 });
      const seed = `fr:${label}`;
      const st = newState(game, seed);
      const legal = new Int32Array(maxActions(game));
      const bot = createRandomBot();
      const rng = (() => {
        let x = 7;
        return () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
      })();
      const actions: number[] = [];
      const outcomes: number[] = [];
      let robberDecisions = 0;
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const n = legalActions(st, legal);
        if (st.s[PHASE] === PH_MOVE_ROBBER) {
          robberDecisions++;
          const shielded = Array.from({ length: game.seats }, (_, p) => p).filter((p) => publicVp(st, p) <= FRIENDLY_VP);
          const robberMoves = Array.from(legal.subarray(0, n)).filter((a) => a >>> ARG_BITS === A_ROBBER);
          const hexes = [...new Set(robberMoves.map((a) => (a & ((1 << ARG_BITS) - 1)) >>> 3))];
          const free = hexes.filter((h) => !shielded.some((p) => beside(st, h, p)));
          // Either only unprotected hexes, or the fallback: the desert (or the robber's hex) alone.
          if (free.length !== hexes.length) expect(hexes.every((h) => st.game.board.hexTerrain[h] === DESERT || h === st.s[ROBBER])).toBe(true);
          for (const a of robberMoves) expect(shielded).not.toContain((a & 7) - 1);
        }
        const a = n === 1 ? legal[0]! : bot.decide(st as never, legal, n, rng);
        actions.push(a);
        const o = apply(st, a);
        outcomes.push(o);
        const problems = checkInvariants(st);
        expect(problems).toEqual([]);
      }
      expect(robberDecisions).toBeGreaterThan(0);
      const rec = makeRecord({ game, seed, index: 0, seats: Array.from({ length: game.seats }, () => ({ bot: 'random' })), actions, outcomes, forfeit: null });
      expect(rec.options.friendlyRobber).toBe(true);
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(st.s));
    });
  }
});

describe('the Friendly Robber from the command line', () => {
  it('its configs run and their records replay; rules lists it; with Cities & Knights it is refused (exit 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-fr-'));
    try {
      for (const players of [4, 6]) {
        const out = join(dir, `fr${players}`);
        const r = runBin(['run', `configs/traders-barbarians/friendly-robber-${players}.json`, '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ players, friendlyRobber: true });
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
      const rules = runBin(['rules']);
      expect(rules.stdout).toMatch(/^friendly-robber +the Friendly Robber of Traders & Barbarians/m);
      const refused = runBin(['run', '--expansion', 'cities-knights', '--friendly-robber', '--games', '1', '-q', '--out', join(dir, 'bad')]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('the Friendly Robber is not combined with Cities & Knights');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
