// Determinism for 5-6 players (both turn rules and the inactive colour) and for the Catan for Two
// variant: the same seed gives the same game, and a game's record replays through JSON to the
// same final state, and a golden hash over a fixed batch of their games. The 2-4 player golden hash
// stays in determinism.test.ts, untouched.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { buildBoard } from '../src/engine/board.js';
import type { TurnRule } from '../src/rules/options.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { fiveSixBeginnerBoard, fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createGreedyBot } from '../src/bots/greedy/index.js';
import { playGame } from '../src/tournament/play-game.js';
import { createGame, replayRecord } from '../src/rules/registry.js';

function deterministicPart(result: object): Record<string, unknown> {
  const o: Record<string, unknown> = { ...result };
  delete o.thinkMs;
  return o;
}
const randomBots = (n: number) => Array.from({ length: n }, () => createRandomBot());

describe('5-6 players: determinism and records', () => {
  const rules: Array<[number, TurnRule, boolean]> = [
    [5, 'special-building', false],
    [6, 'special-building', false],
    [5, 'paired', false],
    [6, 'paired', false],
    [5, 'special-building', true],
  ];
  const game56 = (seed: string, players: number, turnRule: TurnRule, inactiveColour: boolean) =>
    createGame(buildBoard(fiveSixRandomBoard(seed)), { players, turnRule, inactiveColour, tradeOffersPerTurn: 2 });

  for (const [players, turnRule, inactive] of rules) {
    const label = `${players} players, ${turnRule}${inactive ? ', inactive colour' : ''}`;
    it(`${label}: the same seed gives identical traces and states, and records replay through JSON`, () => {
      for (let i = 0; i < 4; i++) {
        const seed = `five-six:${players}:${turnRule}:${inactive}:${i}`;
        const a = playGame(game56(seed, players, turnRule, inactive), seed, randomBots(players), { trace: true });
        const b = playGame(game56(seed, players, turnRule, inactive), seed, randomBots(players), { trace: true });
        expect(b.trace!.actions).toEqual(a.trace!.actions);
        expect(b.trace!.outcomes).toEqual(a.trace!.outcomes);
        expect(deterministicPart(b.result)).toEqual(deterministicPart(a.result));
        expect(Array.from(b.state.s)).toEqual(Array.from(a.state.s));
        expect(a.result.vp).toHaveLength(players);
        const game = game56(seed, players, turnRule, inactive);
        const rec = makeRecord({
          game,
          seed,
          index: i,
          seats: Array.from({ length: players }, () => ({ bot: 'random' })),
          actions: a.trace!.actions,
          outcomes: a.trace!.outcomes,
          forfeit: null,
        });
        expect(rec.ruleset).toBe('five-six');
        expect(rec.options.turnRule).toBe(turnRule);
        const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
        expect(Array.from(replay.state.s)).toEqual(Array.from(a.state.s));
        expect(replay.result.vp).toEqual(a.result.vp);
      }
    });
  }
});

describe('Catan for Two: determinism and records', () => {
  it('the same seed gives identical games, and records (neutral builds, token actions, two rolls) replay', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const seed = `catan-for-two:${i}`;
      const game = () => createGame(buildBoard(randomBoard(seed)), { players: 2, variant: 'catan-for-two', tradeOffersPerTurn: i % 2 });
      const bots = () => (i % 2 ? randomBots(2) : [createGreedyBot(), createRandomBot()]);
      const a = playGame(game(), seed, bots(), { trace: true });
      const b = playGame(game(), seed, bots(), { trace: true });
      expect(b.trace!.actions).toEqual(a.trace!.actions);
      expect(b.trace!.outcomes).toEqual(a.trace!.outcomes);
      expect(deterministicPart(b.result)).toEqual(deterministicPart(a.result));
      expect(Array.from(b.state.s)).toEqual(Array.from(a.state.s));
      const rec = makeRecord({
        game: game(),
        seed,
        index: i,
        seats: [{ bot: 'a' }, { bot: 'b' }],
        actions: a.trace!.actions,
        outcomes: a.trace!.outcomes,
        forfeit: null,
      });
      expect(rec.options.variant).toBe('catan-for-two');
      for (const e of rec.log) kinds.add(e.a);
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(a.state.s));
      expect(replay.result.vp).toEqual(a.result.vp);
    }
    for (const k of ['build_neutral_road', 'forced_trade', 'forced_give', 'robber_to_desert', 'retire_knight']) expect(kinds).toContain(k);
  });
});

describe('tampered variant records are rejected', () => {
  const seed = 'tamper-two:0';
  const game = () => createGame(buildBoard(randomBoard(seed)), { players: 2, variant: 'catan-for-two' });
  const played = playGame(game(), seed, randomBots(2), { trace: true });
  const original = makeRecord({ game: game(), seed, index: 0, seats: [{ bot: 'random' }, { bot: 'random' }], actions: played.trace!.actions, outcomes: played.trace!.outcomes, forfeit: null });
  const copy = (): GameRecord => JSON.parse(JSON.stringify(original)) as GameRecord;

  it('a second roll with the first roll\'s total is an impossible outcome', () => {
    const rec = copy();
    const i = rec.log.findIndex((e, k) => e.a === 'roll' && rec.log[k + 1]?.a === 'roll');
    expect(i).toBeGreaterThanOrEqual(0);
    rec.log[i + 1]!.dice = [...(rec.log[i]!.dice as number[])];
    expect(() => replayRecord(rec)).toThrow(/impossible chance outcome/);
  });

  it('a neutral build for a colour that is not neutral, or in the wrong place, is refused', () => {
    const rec = copy();
    const i = rec.log.findIndex((e) => e.a === 'build_neutral_road');
    expect(i).toBeGreaterThanOrEqual(0);
    rec.log[i]!.neutral = 2;
    expect(() => replayRecord(rec)).toThrow(/neutral must be 0 or 1/);
    const rec2 = copy();
    rec2.log[i]!.edge = rec2.log.find((e) => e.a === 'place_road')!.edge;
    expect(() => replayRecord(rec2)).toThrow(/not a legal move/);
  });
});

/**
 * The variants' golden batch: 12 games each of 5 and 6 players under both turn rules, 5 players
 * with the inactive colour, and Catan for Two, greedy and random bots alternating, hashed with
 * every action and chance outcome. Taken on the commit before the rule-set seam (ec5160a) and
 * unchanged by it: if an engine change alters any of these games, this hash changes. Changed by
 * issue 13: Road Building's stop (a new kind, so the rule sets' action ids moved up by one, and
 * random bots may stop), Catan for Two's token actions before the roll and price (D34), and
 * full domestic trade (D17: three more kinds, offers composed card by card, counter-offers).
 */
const VARIANTS_GOLDEN_SHA256 = 'a0f63a56aceaeb97d100540f83237baba2870e9643a02827807bcc9ea59dd45e';

describe('golden hash of the variants', () => {
  it('5-6 players (both turn rules, inactive colour) and Catan for Two play as they always did', () => {
    const configs: Array<[string, Record<string, unknown> & { players: number }]> = [
      ['5p-special-building', { players: 5, turnRule: 'special-building' }],
      ['5p-paired', { players: 5, turnRule: 'paired' }],
      ['6p-special-building', { players: 6, turnRule: 'special-building' }],
      ['6p-paired', { players: 6, turnRule: 'paired' }],
      ['5p-inactive', { players: 5, inactiveColour: true }],
      ['catan-for-two', { players: 2, variant: 'catan-for-two' }],
    ];
    const h = createHash('sha256');
    for (const [name, opts] of configs) {
      for (let i = 0; i < 12; i++) {
        const seed = `golden-variants:${name}:${i}`;
        const board = opts.inactiveColour ? fiveSixBeginnerBoard() : opts.players >= 5 ? fiveSixRandomBoard(seed) : randomBoard(seed);
        const bots = Array.from({ length: opts.players }, (_, s) => (s % 2 === 0 ? createGreedyBot({}) : createRandomBot()));
        const { result, trace } = playGame(createGame(buildBoard(board), opts), seed, bots, { trace: true });
        expect(result.forfeit).toBeNull();
        h.update(`${name},${result.winner},${result.turns},${result.vp.join(',')},${result.steps},${trace!.actions.join(',')}|${trace!.outcomes.join(',')}\n`);
      }
    }
    expect(h.digest('hex')).toBe(VARIANTS_GOLDEN_SHA256);
  });
});
