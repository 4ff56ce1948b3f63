// Property-based tests of the engine (fast-check): whole games played by uniformly random legal
// actions, over random seeds, player counts 2-4, trade on/off, random maps (and the beginner map),
// with every invariant checked after every step.
//
// Game count per run of this file (1,046 games in all, each checked after every step):
//   - 50 games at the standard rules (target 10 VP, turn cap 1000),
//   - 150 games with a turn cap of 150 and varied target VP / discard limit,
//   - 500 short games (turn cap 15-100, target 3-10 VP) so the end-of-game paths (win on any
//     turn, capped games) are exercised often,
//   - 80 games (turn cap 300) where, at sampled states, EVERY listed legal action is applied to a
//     clone and checked, not only the one chosen.
//   - 142 games with 5-6 players (either turn rule, the inactive colour with 5), 5-6 boards,
//   - 124 two-player games of the Catan for Two variant.
// The engine runs from the compiled dist/ (vitest.config.ts: loaded by Node, three to four times
// faster than through vitest's module runner); the global setup builds it from these sources.
// fast-check draws a fresh seed per run; a failure prints the seed and the shrunk game config to
// replay it (`fc.assert(..., { seed, path })`).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoard, type Board } from '../dist/src/engine/board.js';
import { cloneState, newState, totalVp } from '../dist/src/engine/game.js';
import { checkInvariants } from '../dist/src/engine/invariants.js';
import {
  CAPPED,
  CUR,
  PHASE,
  PHASE_NAMES,
  PH_GAME_OVER,
  STEPS,
  TURN,
  TURN_PLAYER,
  WINNER,
} from '../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../dist/src/engine/legal.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { apply, chanceOutcomes, NO_OUTCOME } from '../dist/src/engine/step.js';
import { beginnerBoard, randomBoard } from '../dist/src/rules/base/maps.js';
import { fiveSixBeginnerBoard, fiveSixRandomBoard } from '../dist/src/rules/five-six/maps.js';
import type { TurnRule } from '../dist/src/rules/options.js';
import { createGame } from '../dist/src/rules/registry.js';

interface Cfg {
  seed: string;
  players: number;
  offers: number; // tradeOffersPerTurn: 0 = domestic trade off
  map: 'random' | 'beginner';
  targetVp: number;
  turnCap: number;
  discardLimit: number;
  /** 5-6 players only (absent: the player count's default). */
  turnRule?: TurnRule;
  inactiveColour?: boolean;
  /** 2 players only: the Catan for Two variant. */
  catanForTwo?: boolean;
}

interface Checks {
  /** Apply the chosen action to a clone first, and mutate the clone, at every step. */
  cloneEveryStep: boolean;
  /** Every this many steps (0 = never), apply every listed action to its own clone and check it. */
  allActionsEvery: number;
}

interface Outcome {
  won: boolean;
  capped: boolean;
  steps: number;
  turns: number;
}

const beginner = buildBoard(beginnerBoard());
const beginnerFiveSix = buildBoard(fiveSixBeginnerBoard());

function boardFor(cfg: Cfg): Board {
  if (cfg.players >= 5) return cfg.map === 'beginner' ? beginnerFiveSix : buildBoard(fiveSixRandomBoard(cfg.seed));
  return cfg.map === 'beginner' ? beginner : buildBoard(randomBoard(cfg.seed));
}

function sameArray(a: Int32Array, b: Int32Array): number {
  if (a.length !== b.length) return -2;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/**
 * Plays one game with uniformly random legal actions, asserting the properties after every step.
 * Throws (with the config, step and phase) on the first violation.
 */
function playChecked(cfg: Cfg, checks: Checks): Outcome {
  const game = createGame(boardFor(cfg), {
    players: cfg.players,
    tradeOffersPerTurn: cfg.offers,
    targetVp: cfg.targetVp,
    turnCap: cfg.turnCap,
    discardLimit: cfg.discardLimit,
    turnRule: cfg.turnRule,
    inactiveColour: cfg.inactiveColour,
    variant: cfg.catanForTwo ? 'catan-for-two' : undefined,
  });
  const st = newState(game, cfg.seed);
  const s = st.s;
  const rand = makeRandom(`${cfg.seed}/choices`);
  const out = new Int32Array(maxActions(game));
  const out2 = new Int32Array(out.length);
  const sorted = new Int32Array(out.length);
  const values = new Int32Array(64);
  const weights = new Int32Array(64);
  // Generous bounds on steps: a turn's actions are bounded by the cards in play (95 resource
  // cards, 25 development cards), the pieces and the offer cap, well under 400 in any turn; the
  // set-up takes 4 steps per seat. A game that runs past them does not end.
  const maxStepsPerTurn = 400;
  const maxSteps = 4 * cfg.players + maxStepsPerTurn * (cfg.turnCap + 1);
  let steps = 0;
  let turnStart = 0;
  let turn = 0;
  const fail = (msg: string): never => {
    throw new Error(`${JSON.stringify(cfg)} step ${steps} (${PHASE_NAMES[s[PHASE]!] ?? s[PHASE]}, seat ${s[CUR]}): ${msg}`);
  };

  const initial = checkInvariants(st);
  if (initial.length) fail(`fresh state violates invariants: ${initial.join('; ')}`);

  while (s[PHASE] !== PH_GAME_OVER) {
    if (steps >= maxSteps) fail(`game did not end within ${maxSteps} steps (turn ${s[TURN]})`);
    if (s[TURN] !== turn) {
      turn = s[TURN]!;
      turnStart = steps;
    } else if (turn > 0 && steps - turnStart > maxStepsPerTurn) {
      fail(`turn ${turn} has run ${steps - turnStart} steps without ending`);
    }
    const n = legalActions(st, out);
    if (n <= 0) fail('no legal action before game over');
    if (n > out.length) fail(`legal count ${n} exceeds maxActions ${out.length}`);
    sorted.set(out.subarray(0, n));
    const sub = sorted.subarray(0, n).sort();
    for (let i = 1; i < n; i++) if (sub[i] === sub[i - 1]) fail(`duplicate legal action ${sub[i]}`);
    // legalActions must not depend on what the buffer held before.
    out2.fill(-99);
    if (legalActions(st, out2) !== n || sameArray(out.subarray(0, n), out2.subarray(0, n)) !== -1) {
      fail('legalActions is not a pure function of the state');
    }

    if (checks.allActionsEvery > 0 && steps % checks.allActionsEvery === 0) {
      for (let i = 0; i < n; i++) {
        const c = cloneState(st);
        apply(c, out[i]!);
        const errs = checkInvariants(c);
        if (errs.length) fail(`listed action ${out[i]} breaks invariants: ${errs.join('; ')}`);
      }
    }

    const a = out[Math.floor(rand() * n)]!;
    const k = chanceOutcomes(st, a, values, weights);
    for (let i = 0; i < k; i++) if (!(weights[i]! > 0)) fail(`chance outcome ${values[i]} of action ${a} listed with weight ${weights[i]}`);

    let o: number;
    if (checks.cloneEveryStep) {
      // Apply the action to a clone first: the original must not move, and applying it to the
      // original afterwards must give the same outcome and the same state (the stream is inside).
      const before = s.slice();
      const c = cloneState(st);
      if (c.s === s || c.game !== st.game) fail('cloneState did not copy the state array');
      const cloneOutcome = apply(c, a);
      if (sameArray(s, before) !== -1) fail(`applying action ${a} to a clone changed the original at ${sameArray(s, before)}`);
      const afterClone = c.s.slice();
      o = apply(st, a);
      if (o !== cloneOutcome) fail(`same state and action gave outcomes ${o} (original) and ${cloneOutcome} (clone)`);
      const d = sameArray(s, afterClone);
      if (d !== -1) fail(`same state and action gave different states at index ${d}`);
      // Mutating the clone leaves the original alone, and the other way round.
      const now = s.slice();
      c.s.fill(-7);
      if (sameArray(s, now) !== -1) fail('mutating a clone changed the original');
      const c2 = cloneState(st);
      s.fill(-9);
      const changed = sameArray(c2.s, now);
      s.set(now);
      if (changed !== -1) fail('mutating the original changed its clone');
    } else {
      o = apply(st, a);
    }
    if (k === 0) {
      if (o !== NO_OUTCOME) fail(`deterministic action ${a} returned outcome ${o}`);
    } else if (!values.subarray(0, k).includes(o)) {
      fail(`sampled outcome ${o} of action ${a} is not among the listed outcomes [${Array.from(values.subarray(0, k))}]`);
    }

    steps++;
    if (s[STEPS] !== steps) fail(`step counter ${s[STEPS]} after ${steps} actions`);
    const errs = checkInvariants(st);
    if (errs.length) fail(`invariants broken after action ${a}: ${errs.join('; ')}`);
    if (s[TURN]! > cfg.turnCap) fail(`turn ${s[TURN]} beyond the cap ${cfg.turnCap}`);
  }

  // Game over: nothing is legal any more, and the ending is either a win or the cap.
  if (legalActions(st, out) !== 0) fail('legal actions listed after game over');
  const winner = s[WINNER]!;
  const capped = s[CAPPED] === 1;
  if (capped) {
    if (winner !== -1) fail(`capped game has winner ${winner}`);
    if (s[TURN] !== cfg.turnCap) fail(`capped at turn ${s[TURN]}, cap is ${cfg.turnCap}`);
  } else {
    if (winner < 0 || winner >= cfg.players) fail(`game over without a winner or the cap (winner ${winner})`);
    if (winner !== s[TURN_PLAYER]) fail(`winner ${winner} is not the turn player ${s[TURN_PLAYER]}`);
    const vp = totalVp(game, s, winner);
    if (vp < cfg.targetVp) fail(`winner ${winner} has ${vp} VP, target ${cfg.targetVp}`);
  }
  return { won: !capped, capped, steps, turns: s[TURN]! };
}

const seedArb = fc.oneof(
  fc.nat().map((n) => `prop:${n}`),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

function cfgArb(over: {
  targetVp: fc.Arbitrary<number>;
  turnCap: fc.Arbitrary<number>;
  discardLimit: fc.Arbitrary<number>;
}): fc.Arbitrary<Cfg> {
  return fc.record({
    seed: seedArb,
    players: fc.integer({ min: 2, max: 4 }),
    offers: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
    map: fc.oneof({ arbitrary: fc.constant('random' as const), weight: 4 }, { arbitrary: fc.constant('beginner' as const), weight: 1 }),
    targetVp: over.targetVp,
    turnCap: over.turnCap,
    discardLimit: over.discardLimit,
  });
}

/** Runs a property over `runs` games and returns tallies (so coverage can be asserted). */
function runGames(arb: fc.Arbitrary<Cfg>, runs: number, checks: Checks, seed?: number) {
  const tally = { games: 0, won: 0, capped: 0, steps: 0, byPlayers: [0, 0, 0, 0, 0, 0, 0], tradeOn: 0, paired: 0, inactive: 0 };
  fc.assert(
    fc.property(arb, (cfg) => {
      const r = playChecked(cfg, checks);
      tally.games++;
      if (r.won) tally.won++;
      if (r.capped) tally.capped++;
      tally.steps += r.steps;
      tally.byPlayers[cfg.players]!++;
      if (cfg.offers > 0) tally.tradeOn++;
      if (cfg.turnRule === 'paired') tally.paired++;
      if (cfg.inactiveColour) tally.inactive++;
    }),
    { numRuns: runs, seed },
  );
  return tally;
}

function expectCoverage(t: ReturnType<typeof runGames>, runs: number, wantCapped: boolean) {
  expect(t.games).toBe(runs);
  expect(t.won + t.capped).toBe(runs);
  expect(t.won).toBeGreaterThan(0);
  if (wantCapped) expect(t.capped).toBeGreaterThan(0);
  for (const p of [2, 3, 4]) expect(t.byPlayers[p]).toBeGreaterThan(0);
  expect(t.tradeOn).toBeGreaterThan(0);
  expect(t.tradeOn).toBeLessThan(runs);
}

describe('random play: invariants, legal lists, chance outcomes, clones, endings', () => {
  it('standard rules (10 VP, turn cap 1000): 50 games', () => {
    const runs = 50;
    const t = runGames(
      cfgArb({ targetVp: fc.constant(10), turnCap: fc.constant(1000), discardLimit: fc.constant(7) }),
      runs,
      { cloneEveryStep: true, allActionsEvery: 0 },
    );
    expectCoverage(t, runs, false);
  });

  it('turn cap 150, target 5-12 VP, discard limit 0-9: 150 games', () => {
    const runs = 150;
    const t = runGames(
      cfgArb({ targetVp: fc.integer({ min: 5, max: 12 }), turnCap: fc.constant(150), discardLimit: fc.integer({ min: 0, max: 9 }) }),
      runs,
      { cloneEveryStep: true, allActionsEvery: 0 },
    );
    expectCoverage(t, runs, true);
  });

  it('short games (turn cap 15-100, target 3-10 VP): 500 games', () => {
    const runs = 500;
    const t = runGames(
      cfgArb({ targetVp: fc.integer({ min: 3, max: 10 }), turnCap: fc.integer({ min: 15, max: 100 }), discardLimit: fc.integer({ min: 3, max: 9 }) }),
      runs,
      { cloneEveryStep: true, allActionsEvery: 0 },
    );
    expectCoverage(t, runs, true);
  });

  it('every listed action applies cleanly, at sampled states: 80 games', () => {
    const runs = 80;
    const t = runGames(
      cfgArb({ targetVp: fc.integer({ min: 8, max: 10 }), turnCap: fc.constant(300), discardLimit: fc.constant(7) }),
      runs,
      { cloneEveryStep: false, allActionsEvery: 97 },
    );
    expectCoverage(t, runs, false);
  });
});

/** 5-6 player games: either turn rule, the 5-6 boards, and the inactive colour with 5 players. */
function cfgArbFiveSix(over: { targetVp: fc.Arbitrary<number>; turnCap: fc.Arbitrary<number> }): fc.Arbitrary<Cfg> {
  return fc
    .record({
      seed: seedArb,
      players: fc.integer({ min: 5, max: 6 }),
      offers: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
      map: fc.oneof({ arbitrary: fc.constant('random' as const), weight: 4 }, { arbitrary: fc.constant('beginner' as const), weight: 1 }),
      targetVp: over.targetVp,
      turnCap: over.turnCap,
      discardLimit: fc.integer({ min: 5, max: 9 }),
      turnRule: fc.constantFrom<TurnRule>('special-building', 'paired'),
      inactiveColour: fc.boolean(),
    })
    .map((c) => ({ ...c, inactiveColour: c.players === 5 && c.inactiveColour }));
}

function expectFiveSixCoverage(t: ReturnType<typeof runGames>, runs: number) {
  expect(t.games).toBe(runs);
  expect(t.won).toBeGreaterThan(0);
  for (const p of [5, 6]) expect(t.byPlayers[p]).toBeGreaterThan(0);
  expect(t.paired).toBeGreaterThan(0);
  expect(t.paired).toBeLessThan(runs);
  expect(t.inactive).toBeGreaterThan(0);
}

describe('random play, 5-6 players: special building phase and paired turns', () => {
  it('standard target, turn cap 400: 12 games', () => {
    const runs = 12;
    // A fixed seed: 12 fresh draws miss the inactive colour about 3% of the time, and the coverage
    // check below must not fail by chance (the 120 short games keep drawing fresh seeds).
    const t = runGames(cfgArbFiveSix({ targetVp: fc.constant(10), turnCap: fc.constant(400) }), runs, { cloneEveryStep: true, allActionsEvery: 0 }, 4);
    expectFiveSixCoverage(t, runs);
  });

  it('short games (turn cap 15-80, target 3-10 VP): 120 games', () => {
    const runs = 120;
    const t = runGames(cfgArbFiveSix({ targetVp: fc.integer({ min: 3, max: 10 }), turnCap: fc.integer({ min: 15, max: 80 }) }), runs, { cloneEveryStep: true, allActionsEvery: 0 });
    expectFiveSixCoverage(t, runs);
    expect(t.capped).toBeGreaterThan(0);
  });

  it('every listed action applies cleanly, at sampled states: 10 games', () => {
    const runs = 10;
    const t = runGames(cfgArbFiveSix({ targetVp: fc.integer({ min: 8, max: 10 }), turnCap: fc.constant(300) }), runs, { cloneEveryStep: false, allActionsEvery: 61 });
    expect(t.games).toBe(runs);
  });
});

describe('random play, Catan for Two: neutral colours, trade tokens, two rolls', () => {
  const arb = (turnCap: fc.Arbitrary<number>, targetVp: fc.Arbitrary<number>) =>
    fc.record({
      seed: seedArb,
      players: fc.constant(2),
      offers: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
      map: fc.oneof({ arbitrary: fc.constant('random' as const), weight: 4 }, { arbitrary: fc.constant('beginner' as const), weight: 1 }),
      targetVp,
      turnCap,
      discardLimit: fc.integer({ min: 5, max: 9 }),
      catanForTwo: fc.constant(true),
    });

  it('standard target, turn cap 400: 12 games', () => {
    const t = runGames(arb(fc.constant(400), fc.constant(10)), 12, { cloneEveryStep: true, allActionsEvery: 0 });
    expect(t.won).toBeGreaterThan(0);
  });

  it('short games (turn cap 15-80, target 3-10 VP): 100 games', () => {
    const t = runGames(arb(fc.integer({ min: 15, max: 80 }), fc.integer({ min: 3, max: 10 })), 100, { cloneEveryStep: true, allActionsEvery: 0 });
    expect(t.won).toBeGreaterThan(0);
    expect(t.capped).toBeGreaterThan(0);
  });

  it('every listed action applies cleanly, at sampled states: 12 games', () => {
    const t = runGames(arb(fc.constant(300), fc.integer({ min: 8, max: 10 })), 12, { cloneEveryStep: false, allActionsEvery: 37 });
    expect(t.games).toBe(12);
  });

  it('regression: a free neutral road that takes the last site of Road Building ends the card (found by this fuzzer)', () => {
    // At step 825 of this game the builder's second free road has no site left once the neutral
    // road is placed; the game used to stop there with no legal action.
    const r = playChecked(
      { seed: 'prop:13', players: 2, offers: 0, map: 'random', targetVp: 10, turnCap: 400, discardLimit: 9, catanForTwo: true },
      { cloneEveryStep: false, allActionsEvery: 0 },
    );
    expect(r.steps).toBeGreaterThan(826);
    expect(r.won || r.capped).toBe(true);
  });
});
