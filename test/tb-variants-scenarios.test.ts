// The three Traders & Barbarians variants with the scenarios Barbarian Attack and Traders &
// Barbarians (D215-D222): the targets, the events read without a robber, knight cards or Longest
// Road, the damaged road under a wagon, the flipped 2 and 12, a conquered building's harbor
// points; random games at 4 players for each combination with every invariant, records replayed
// with their chance re-derived from the seed, and greedy games to a win with all three variants.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { A_DISCARD, A_END_TURN, A_ROLL, ARG_BITS, action } from '../src/engine/actions.js';
import { ORE, WOOL } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, LA_HOLDER, LR_HOLDER, PHASE, PH_DISCARD, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, ROBBER, WINNER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { addPiece } from '../src/engine/piece-tables.js';
import { inMainPhase, putCity, putRoad, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { makeRecord } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { createRandomBot } from '../src/bots/random.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, replayRecord, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { settleConquest } from '../src/rules/traders-barbarians/barbarian-attack/conquest.js';
import { attackOf, type Attack } from '../src/rules/traders-barbarians/barbarian-attack/context.js';
import { A_BA_STEAL } from '../src/rules/traders-barbarians/barbarian-attack/ids.js';
import { CARD_EVENT, CARD_NAMES, EVENTS } from '../src/rules/traders-barbarians/event-cards/data.js';
import { A_DAMAGE, A_PICK, A_TAKE, PH_DAMAGE, PH_PICK, PH_TAKE, eventFields } from '../src/rules/traders-barbarians/event-cards/fields.js';
import { goldHeld } from '../src/rules/traders-barbarians/gold/coins.js';
import { harbormasterFields, harbormasterHolder, refreshHarbormaster } from '../src/rules/traders-barbarians/harbormaster/points.js';
import { fieldsOf, pathCost } from '../src/rules/traders-barbarians/traders/context.js';
import { A_MOVE_BARBARIAN, A_WAGON_STEP, EDGE_BITS, PH_WAGON } from '../src/rules/traders-barbarians/traders/ids.js';
import { verifyRecord } from '../src/tournament/verify-record.js';
import { CHANCE_SCHEME } from '../src/tournament/provenance.js';
import { createGame as distCreateGame } from '../dist/src/rules/registry.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';
import { runBin } from './helpers/bin.js';
import { act, argsOf, hand, sound } from './helpers/scenario.js';

const BA = 'barbarian-attack';
const TB = 'traders-and-barbarians';
type Scenario = typeof BA | typeof TB;

function game(scenario: Scenario, options: Partial<RuleOptions> = {}, seed = 'combo'): GameState {
  const o = { players: 4, scenario, ...options };
  return newState(createGame(scenarioBoardFor(o, false, seed), o), seed);
}

/** The first card of `name` (every flip here is from a deck built afresh). */
const card = (name: string) => {
  const k = CARD_NAMES.indexOf(name);
  if (k < 0) throw new Error(`no card ${name}`);
  return k;
};
/** Seat 0 flips `name` as its turn's card (the chance outcome forced), from a deck built afresh so that every card is in it. */
function flip(st: GameState, name: string): void {
  st.s[eventFields(st.game)!.untilRebuild] = 0;
  st.s[PHASE] = PH_PRE_ROLL;
  act(st, action(A_ROLL), card(name));
}
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const X = (st: GameState): Attack => attackOf(st.game)!;
function putKnight(st: GameState, p: number, edge: number): void {
  addPiece(st.s, X(st).knights, p, edge);
  st.s[X(st).F.knightsLeft + p]!--;
}

describe('options: targets and what is no longer refused (D215, D222)', () => {
  it('the Harbormaster raises Barbarian Attack to 13 and Traders & Barbarians to 14; the Friendly Robber and the Event Cards are accepted', () => {
    expect(resolveOptions({ players: 4, scenario: BA, harbormaster: true }).targetVp).toBe(13);
    expect(resolveOptions({ players: 4, scenario: TB, harbormaster: true }).targetVp).toBe(14);
    const all = { friendlyRobber: true, harbormaster: true, eventCards: 'new-year' as const };
    expect(resolveOptions({ players: 4, scenario: BA, ...all })).toMatchObject({ targetVp: 13, friendlyRobber: true, eventCards: 'new-year' });
    expect(resolveOptions({ players: 4, scenario: TB, ...all })).toMatchObject({ targetVp: 14, friendlyRobber: true, eventCards: 'new-year' });
    expect(resolveOptions({ players: 4, scenario: TB, harbormaster: true, targetVp: 10 }).targetVp).toBe(10);
    expect(resolveOptions({ players: 6, scenario: BA, harbormaster: true }).targetVp).toBe(13);
  });

  it('the Friendly Robber changes nothing in either scenario: the 7 steals or moves a barbarian as before (D215)', () => {
    for (const scenario of [BA, TB] as const) {
      const plain = game(scenario);
      const friendly = game(scenario, { friendlyRobber: true });
      for (const st of [plain, friendly]) {
        skipSetup(st, 0, PH_PRE_ROLL);
        // Seat 1 holds a card and has no building (0 VP: protected if the variant applied).
        setHand(st, 1, { wool: 1 });
        act(st, action(A_ROLL), 3 * 6 + 2);
        expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
      }
      const a = argsOf(plain, scenario === BA ? A_BA_STEAL : A_MOVE_BARBARIAN);
      expect(a.length).toBeGreaterThan(0);
      expect(argsOf(friendly, scenario === BA ? A_BA_STEAL : A_MOVE_BARBARIAN)).toEqual(a);
      if (scenario === BA) expect(a).toContain(2); // seat 1 may be robbed
    }
  });
});

describe('Barbarian Attack with the Event Cards (D216, D217)', () => {
  const ba = () => {
    const st = game(BA, { eventCards: 'new-year' });
    inMainPhase(st, 0);
    for (let p = 0; p < 4; p++) setHand(st, p, {});
    return st;
  };

  it('Robber Attacks: hands above 7 lose half, then the player on turn draws a random card from a player of their choice; no robber', () => {
    const st = ba();
    setHand(st, 1, { wool: 9 });
    setHand(st, 3, { ore: 1 });
    flip(st, 'robber-attacks-7');
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    expect(st.s[CUR]).toBe(1);
    while (st.s[PHASE] === PH_DISCARD) act(st, action(A_DISCARD, WOOL));
    expect(hand(st, 1)[WOOL]).toBe(5);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(argsOf(st, A_BA_STEAL)).toEqual([2, 4]);
    act(st, action(A_BA_STEAL, 4), ORE);
    expect(hand(st, 0)[ORE]).toBe(1);
    expect(hand(st, 3)[ORE]).toBe(0);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROBBER]).toBe(-1);
    sound(st);
  });

  it('Robber Flees does nothing; Tournament finds no knight cards and gives nothing', () => {
    const st = ba();
    flip(st, 'robber-flees-4');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROBBER]).toBe(-1);
    putKnight(st, 1, X(st).tables(st.game).castleEdges[0]!);
    flip(st, 'tournament-5');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect([0, 1, 2, 3].map((p) => hand(st, p).reduce((a, b) => a + b, 0))).toEqual([0, 0, 0, 0]);
    sound(st);
  });

  it('Conflict: the one player with the most knights on the board takes a random card from an opponent of their choice; a tie, nobody', () => {
    const st = ba();
    const edges = X(st).tables(st.game).castleEdges;
    putKnight(st, 2, edges[0]!);
    putKnight(st, 2, edges[1]!);
    putKnight(st, 1, edges[2]!);
    setHand(st, 0, { wool: 1 });
    setHand(st, 3, { ore: 2 });
    expect(st.s[LA_HOLDER]).toBe(-1);
    flip(st, 'conflict-3');
    expect(st.s[PHASE]).toBe(PH_TAKE);
    expect(st.s[CUR]).toBe(2);
    expect(argsOf(st, A_TAKE)).toEqual([0, 3]);
    act(st, action(A_TAKE, 3), ORE);
    expect(hand(st, 2)[ORE]).toBe(1);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(0);
    // A second knight for seat 1: two players tie for the most, and nobody takes.
    putKnight(st, 1, edges[3]!);
    flip(st, 'conflict-3');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(hand(st, 2)[ORE]).toBe(1);
    sound(st);
  });
});

describe('Barbarian Attack with the Harbormaster (D215)', () => {
  it('a conquered building gives no harbor points: the card is set aside, and comes back when the hex is freed', () => {
    const st = game(BA, { harbormaster: true });
    inMainPhase(st, 0);
    const b = st.game.board;
    const T = X(st).tables(st.game);
    const coastal = (n: number) => [0, 1, 2].every((k) => b.nodeHexes[n * 3 + k]! < 0 || T.coastIndex[b.nodeHexes[n * 3 + k]!]! >= 0);
    const hexesOf = (n: number) => [0, 1, 2].map((k) => b.nodeHexes[n * 3 + k]!).filter((h) => h >= 0);
    const harbors = Array.from({ length: b.numNodes }, (_, n) => n).filter((n) => b.nodeHarbor[n]! >= 0);
    const lost = harbors.find(coastal)!;
    // A second harbor sharing no hex with the first: not its neighbour, and not conquered with it.
    const kept = harbors.find((n) => hexesOf(n).every((h) => !hexesOf(lost).includes(h)))!;
    putCity(st, 1, lost);
    putSettlement(st, 1, kept);
    const H = harbormasterFields(st.game)!;
    refreshHarbormaster(st.game, st.s, H);
    expect(st.s[H.points + 1]).toBe(3);
    expect(harbormasterHolder(H, st.s)).toBe(1);
    expect(vp(st, 1)).toBe(2 + 1 + 2);
    sound(st);
    const F = X(st).F;
    const conquer = (n: number) => {
      for (const h of hexesOf(lost)) {
        st.s[F.supply]! -= n - st.s[F.barbarians + h]!;
        st.s[F.barbarians + h] = n;
      }
      settleConquest(X(st), st.game, st.s);
      refreshHarbormaster(st.game, st.s, H);
    };
    conquer(3);
    expect(st.game.hooks.harborAt(st.game, st.s, lost)).toBe(-1);
    expect(st.s[H.points + 1]).toBe(1);
    expect(harbormasterHolder(H, st.s)).toBe(-1);
    expect(st.game.hooks.vpSources(st, 1)).toMatchObject({ cities: 2, settlements: 1, conquered: -2, harbormaster: 0 });
    expect(vp(st, 1)).toBe(1);
    sound(st);
    conquer(0);
    expect(st.s[H.points + 1]).toBe(3);
    expect(harbormasterHolder(H, st.s)).toBe(1);
    expect(vp(st, 1)).toBe(5);
    sound(st);
  });
});

describe('the Traders & Barbarians scenario with the Event Cards (D218-D221)', () => {
  const tb = () => {
    const st = game(TB, { eventCards: 'new-year' });
    skipSetup(st, 0, PH_MAIN);
    for (let p = 0; p < 4; p++) setHand(st, p, { gold: 5 });
    return st;
  };
  /** A path no barbarian holds, away from every building, with a settlement of seat p at one end and its road on it. */
  function roadOf(st: GameState, p: number): number {
    const F = fieldsOf(st.game);
    const b = st.game.board;
    const owner = st.game.layout.nodeOwner;
    const near = (n: number) => [n, ...[0, 1, 2].map((k) => b.nodeEdges[n * 3 + k]!).filter((x) => x >= 0).flatMap((x) => [b.edgeNodes[x * 2]!, b.edgeNodes[x * 2 + 1]!])];
    for (let e = 0; e < b.numEdges; e += 5) {
      if ([0, 1, 2].some((x) => st.s[F.barbarian + x] === e)) continue;
      const [u, v] = [b.edgeNodes[e * 2]!, b.edgeNodes[e * 2 + 1]!];
      if ([...near(u), ...near(v)].some((n) => st.s[owner + n] !== 0)) continue;
      putSettlement(st, p, u);
      putRoad(st, p, e);
      return e;
    }
    throw new Error('no free path');
  }

  it('Robber Attacks: the discards, then a barbarian moved to a free path, robbing the owner of a road there (the 7, D203)', () => {
    const st = tb();
    const e = roadOf(st, 1);
    setHand(st, 1, { ore: 2, gold: 5 });
    setHand(st, 2, { wool: 9, gold: 5 });
    flip(st, 'robber-attacks-7');
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    while (st.s[PHASE] === PH_DISCARD) act(st, action(A_DISCARD, WOOL));
    expect(hand(st, 2)[WOOL]).toBe(5);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    act(st, action(A_MOVE_BARBARIAN, (1 << EDGE_BITS) | e), ORE);
    expect(st.s[fieldsOf(st.game).barbarian + 1]).toBe(e);
    expect(hand(st, 1)[ORE]).toBe(1);
    expect(hand(st, 0)[ORE]).toBe(1);
    expect(goldHeld(st.game, st.s, 1)).toBe(5);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROBBER]).toBe(-1);
    sound(st);
  });

  it('Robber Flees does nothing: no robber, the barbarians stay', () => {
    const st = tb();
    const F = fieldsOf(st.game);
    const before = [0, 1, 2].map((x) => st.s[F.barbarian + x]);
    flip(st, 'robber-flees-4');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[ROBBER]).toBe(-1);
    expect([0, 1, 2].map((x) => st.s[F.barbarian + x])).toEqual(before);
  });

  it('Earthquake: a road turned sideways costs the wagon 2 as a bare path, its toll still paid to the owner', () => {
    const st = tb();
    const F = fieldsOf(st.game);
    const E = eventFields(st.game)!;
    const e = roadOf(st, 1);
    expect(pathCost(st.game, F, st.s, 1, e)).toBe(1);
    expect(pathCost(st.game, F, st.s, 0, e)).toBe(1);
    flip(st, 'earthquake-6');
    expect(st.s[PHASE]).toBe(PH_DAMAGE);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_DAMAGE, e));
    expect(st.s[E.damaged + 1]).toBe(e);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(pathCost(st.game, F, st.s, 1, e)).toBe(2);
    expect(pathCost(st.game, F, st.s, 0, e)).toBe(2);
    // Seat 0's wagon takes the damaged road: 2 movement points, 1 gold to seat 1.
    const b = st.game.board;
    st.s[F.wagonAt + 0] = b.edgeNodes[e * 2 + 1]!;
    act(st, action(A_END_TURN));
    expect(st.s[PHASE]).toBe(PH_WAGON);
    act(st, action(A_WAGON_STEP, e));
    expect(st.s[F.spent + 0]).toBe(2);
    expect([goldHeld(st.game, st.s, 0), goldHeld(st.game, st.s, 1)]).toEqual([4, 6]);
    // Repaired, it is a road again.
    st.s[E.damaged + 1] = -1;
    expect(pathCost(st.game, F, st.s, 0, e)).toBe(1);
    sound(st);
  });

  it('a flipped 2 or 12: its event happens, nothing is produced, and no card is flipped again', () => {
    const st = tb();
    flip(st, 'plentiful-year-2');
    expect(st.s[PHASE]).toBe(PH_PICK);
    while (st.s[PHASE] === PH_PICK) act(st, action(A_PICK, argsOf(st, A_PICK)[0]!));
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect([0, 1, 2, 3].map((p) => hand(st, p).reduce((a, b) => a + b, 0))).toEqual([1, 1, 1, 1]);
    flip(st, 'calm-seas-12');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(eventFields(st.game) && st.s[eventFields(st.game)!.last]).toBe(card('calm-seas-12'));
    sound(st);
  });

  it('Trade Advantage: with no Longest Road card, the one player with the most roads takes a card; a tie, nobody', () => {
    const st = tb();
    roadOf(st, 1);
    roadOf(st, 1);
    roadOf(st, 2);
    setHand(st, 3, { wool: 1, gold: 5 });
    expect(st.s[LR_HOLDER]).toBe(-1);
    flip(st, 'trade-advantage-5');
    expect(st.s[PHASE]).toBe(PH_TAKE);
    expect(st.s[CUR]).toBe(1);
    act(st, action(A_TAKE, 3), WOOL);
    expect(hand(st, 1)[WOOL]).toBe(1);
    roadOf(st, 2);
    flip(st, 'trade-advantage-5');
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
  });
});

// ---- whole games ----

const COMBOS: Array<[string, Partial<RuleOptions>]> = [
  ['the Friendly Robber', { friendlyRobber: true }],
  ['the Harbormaster', { harbormaster: true }],
  ['the Event Cards', { eventCards: 'new-year' }],
  ['all three variants', { friendlyRobber: true, harbormaster: true, eventCards: 'reshuffle' }],
];

function randomGame(scenario: Scenario, extra: Partial<RuleOptions>, seed: string) {
  const o = { players: 4, scenario, turnCap: 250, ...extra };
  const g = createGame(scenarioBoardFor(o, false, seed), o);
  const st = newState(g, seed);
  const buf = new Int32Array(maxActions(g));
  const bot = createRandomBot();
  let x = 7;
  const rng = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const actions: number[] = [];
  const outcomes: number[] = [];
  const events = new Set<string>();
  const problems: string[] = [];
  while (st.s[PHASE] !== PH_GAME_OVER && problems.length === 0) {
    const n = legalActions(st, buf);
    const a = n === 1 ? buf[0]! : bot.decide(st as never, buf, n, rng);
    actions.push(a);
    const o2 = apply(st, a);
    outcomes.push(o2);
    if (a >>> ARG_BITS === A_ROLL && eventFields(g)) events.add(EVENTS[CARD_EVENT[o2]!]!);
    problems.push(...checkInvariants(st));
  }
  return { g, st, actions, outcomes, events, problems };
}

describe('random games of each combination at 4 players: invariants, records and their provenance', () => {
  for (const scenario of [BA, TB] as const) {
    for (const [label, extra] of COMBOS) {
      it(`${scenario} with ${label}`, () => {
        const seed = `combo:${scenario}:${label}`;
        const r = randomGame(scenario, extra, seed);
        expect(r.problems).toEqual([]);
        expect(r.g.options.targetVp).toBe((scenario === BA ? 12 : 13) + (extra.harbormaster ? 1 : 0));
        if (extra.eventCards) expect(r.events.size).toBeGreaterThan(8);
        const rec = makeRecord({
          game: r.g,
          seed,
          index: 0,
          seats: [0, 1, 2, 3].map(() => ({ bot: 'random' })),
          actions: r.actions,
          outcomes: r.outcomes,
          forfeit: null,
          provenance: { chance: CHANCE_SCHEME, map: { kind: 'scenario', variable: false } },
        });
        expect(rec.options).toMatchObject({ scenario, ...extra });
        const plain = JSON.parse(JSON.stringify(rec));
        expect(Array.from(replayRecord(plain).state.s)).toEqual(Array.from(r.st.s));
        const verified = verifyRecord(plain);
        expect(verified.provenance).toEqual({ checked: true, board: true });
        expect(Array.from(verified.replay.state.s)).toEqual(Array.from(r.st.s));
      });
    }
  }
});

describe('greedy plays each scenario with all three variants', () => {
  for (const scenario of [BA, TB] as const) {
    it(`${scenario}: legal actions and sound states to a win, the same from the same seed`, () => {
      const o = { players: 4, scenario, friendlyRobber: true, harbormaster: true, eventCards: 'new-year' as const };
      const seed = `combo-greedy:${scenario}`;
      const board = scenarioBoardFor(o, false, seed);
      const run = () => playChecked(distCreateGame(board, o), seed, [0, 1, 2, 3].map(() => BOT_FACTORIES.greedy!()), 3);
      const a = run();
      expect(a.problems).toEqual([]);
      expect(a.state.s[WINNER]).toBeGreaterThanOrEqual(0);
      expect(run().actions).toEqual(a.actions);
    });
  }

  it('from the command line: both scenarios with --friendly-robber --harbormaster --event-cards, records replayed from their seed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-tb-combos-'));
    try {
      for (const scenario of [BA, TB]) {
        const out = join(dir, scenario);
        const r = runBin(['run', '--scenario', scenario, '--friendly-robber', '--harbormaster', '--event-cards', 'new-year', '--bots', 'greedy,random,value,greedy', '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ scenario, targetVp: scenario === BA ? 13 : 14, harbormaster: true, friendlyRobber: true });
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
