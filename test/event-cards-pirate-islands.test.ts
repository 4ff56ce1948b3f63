// The Catan Event Cards with Seafarers' The Pirate Islands (D127, D223): a flipped card shows its
// red and white die, and the pirate fleet sails (and attacks) by the smaller of the two; random
// games at 3-6 players keep every invariant and replay; records from the command line carry each
// card's red die and replay from their seed, and so do records written before cards had one.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { A_ROLL, ARG_BITS, action } from '../src/engine/actions.js';
import { ORE } from '../src/engine/constants.js';
import { cloneState, newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, DICE, PHASE, PH_GAME_OVER, PH_MAIN } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { setHand, skipSetup } from '../src/engine/position.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, replayRecord, scenarioBoardFor } from '../src/rules/registry.js';
import { A_FLEET_LOSS, PH_FLEET_LOSS } from '../src/rules/seafarers/scenarios/pirate-islands/ids.js';
import { CARD_NAMES, CARD_NUMBER, CARD_RED, CARD_WHITE } from '../src/rules/traders-barbarians/event-cards/data.js';
import { eventFields } from '../src/rules/traders-barbarians/event-cards/fields.js';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';
import { act, hand, legal, sound } from './helpers/scenario.js';

const PI = { scenario: 'pirate-islands', eventCards: 'new-year' } as const;

function pirateGame(seed: string, players = 4): GameState {
  const o = { players, ...PI };
  return newState(createGame(scenarioBoardFor(o, false, seed), o), seed);
}
const field = (st: GameState, name: string) => st.game.layout.fields[`pirates.${name}`]!;
const track = (st: GameState) => (st.game.board.spec.scenario as { track: number[][] }).track;
const smaller = (k: number) => Math.min(CARD_RED[k]!, CARD_WHITE[k]!);

describe('The Pirate Islands with the Event Cards (D127, D223)', () => {
  it('the option is accepted, and a flip sails the fleet by the smaller of the card\'s two dice', () => {
    const st = pirateGame('pi:dice');
    skipSetup(st, 0);
    const at = st.s[field(st, 'fleet')]!;
    expect(at).toBeGreaterThanOrEqual(0);
    const moved = new Set<number>();
    for (let k = 0; k < CARD_NAMES.length; k++) {
      const t = cloneState(st);
      act(t, action(A_ROLL), k);
      const d = t.s[DICE]!;
      expect([d >> 3, d & 7]).toEqual([CARD_RED[k], CARD_WHITE[k]]);
      expect((d >> 3) + (d & 7)).toBe(CARD_NUMBER[k]);
      // The card's event first (some ask the seats), then the fleet, the 7 or production.
      for (let i = 0; i < 40 && t.s[PHASE] !== PH_MAIN; i++) act(t, legal(t)[0]!);
      expect(t.s[PHASE]).toBe(PH_MAIN);
      expect(t.s[field(t, 'fleet')]).toBe((at + smaller(k)) % track(t).length);
      moved.add(smaller(k));
    }
    // Every step from 1 to 6 comes with some card (6 only with the 12: 6 and 6).
    expect([...moved].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('the fleet attacks beside where the smaller die brings it, at that strength, before production', () => {
    const st = pirateGame('pi:attack');
    skipSetup(st, 0);
    const b = st.game.board;
    const L = st.game.layout;
    const at = st.s[field(st, 'fleet')]!;
    let step = 0;
    let victim = -1;
    for (let d = 1; d <= 6 && victim < 0; d++) {
      const [q, r] = track(st)[(at + d) % track(st).length]!;
      const h = b.hexId(q!, r!);
      for (let c = 0; c < 6 && victim < 0; c++) {
        const n = b.hexNodes[h * 6 + c]!;
        for (let p = 0; p < st.game.seats; p++) if (n >= 0 && (st.s[L.settle + p * L.nodeWords + (n >>> 5)]! & (1 << (n & 31))) !== 0) victim = p;
      }
      if (victim >= 0) step = d;
    }
    expect(victim, 'a track hex beside a pre-placed settlement').toBeGreaterThanOrEqual(0);
    // A card whose smaller die is that step, and whose larger one is not (so the larger would sail elsewhere).
    const k = CARD_NAMES.findIndex((name, j) => name.startsWith('catan-prospers') && smaller(j) === step && CARD_RED[j] !== CARD_WHITE[j]);
    const card = k >= 0 ? k : CARD_NAMES.findIndex((_, j) => smaller(j) === step && CARD_NUMBER[j] !== 7);
    expect(card).toBeGreaterThanOrEqual(0);
    setHand(st, victim, { ore: 2 });
    expect(st.s[field(st, 'warships') + victim]).toBe(0);
    act(st, action(A_ROLL), card);
    expect(st.s[field(st, 'fleet')]).toBe((at + step) % track(st).length);
    expect(st.s[PHASE]).toBe(PH_FLEET_LOSS);
    expect(st.s[CUR]).toBe(victim);
    act(st, action(A_FLEET_LOSS), ORE);
    expect(hand(st, victim)[ORE]).toBe(1);
    sound(st);
  });
});

describe('random games of The Pirate Islands with the Event Cards', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: every invariant holds, the fleet sails by the cards, and the record replays`, () => {
      const seed = `pi:${players}`;
      const options = { players, ...PI, turnCap: 120 };
      const game = createGame(scenarioBoardFor(options, false, seed), options);
      const st = newState(game, seed);
      const legal = new Int32Array(maxActions(game));
      const bot = createRandomBot();
      const rng = makeRandom(`${seed}/bot`);
      const actions: number[] = [];
      const outcomes: number[] = [];
      const problems: string[] = [];
      let flips = 0;
      let sailed = 0;
      let expected = -1;
      while (st.s[PHASE] !== PH_GAME_OVER && problems.length === 0) {
        const n = legalActions(st, legal);
        const a = n === 1 ? legal[0]! : bot.decide(st as never, legal, n, rng);
        const before = st.s[field(st, 'fleet')]!;
        actions.push(a);
        const o = apply(st, a);
        outcomes.push(o);
        if (a >>> ARG_BITS === A_ROLL) {
          // The fleet sails once the card's event is settled (it may wait for the seats' decisions):
          // by the next flip it stands where the last card's smaller die took it.
          if (expected >= 0 && before >= 0) {
            expect(before).toBe(expected);
            sailed++;
          }
          expected = before >= 0 ? (before + smaller(o)) % track(st).length : -1;
          flips++;
        }
        problems.push(...checkInvariants(st));
      }
      expect(problems).toEqual([]);
      expect(flips).toBeGreaterThan(20);
      expect(sailed).toBeGreaterThan(0);
      expect(st.s[eventFields(game)!.rebuilds]).toBeGreaterThanOrEqual(flips > 31 ? 1 : 0);
      const rec = makeRecord({ game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions, outcomes, forfeit: null });
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(st.s));
    });
  }
});

describe('records of The Pirate Islands with the Event Cards from the command line', () => {
  it('at 3, 4, 5 and 6 players each flip names its card and red die and replays from the seed; at 4 without the red die too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-evpi-'));
    try {
      for (const players of [3, 4, 5, 6]) {
        const out = join(dir, `p${players}`);
        const bots = ['greedy', 'value', 'random', 'weighted', 'greedy', 'random'].slice(0, players).join(',');
        const r = runBin(['run', '--scenario', 'pirate-islands', '--event-cards', 'new-year', '--players', String(players), '--bots', bots, '--games', '2', '--turn-cap', '120', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        const lines = recordLines(out);
        const recs = lines.map((l) => JSON.parse(l) as { log: Array<Record<string, unknown>> });
        const flips = recs.flatMap((rec) => rec.log.filter((e) => e.a === 'event'));
        expect(flips.length).toBeGreaterThan(0);
        for (const e of flips) {
          const k = CARD_NAMES.findIndex((n, j) => n === e.card && CARD_RED[j] === e.red);
          expect(k, JSON.stringify(e)).toBeGreaterThanOrEqual(0);
          expect(e.number).toBe(CARD_NUMBER[k]);
        }
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
        if (players !== 4) continue;
        // An older record (no red die on its flips) reads each flip as the card the seed draws.
        const old = join(dir, `old${players}.jsonl`);
        writeFileSync(old, recs.map((rec) => JSON.stringify({ ...rec, log: rec.log.map(({ red: _red, ...e }) => e) })).join('\n') + '\n');
        const rep2 = runBin(['replay', old]);
        expect(rep2.status, rep2.stderr).toBe(0);
        expect(rep2.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
