// Random games with Cities & Knights' progress cards dealt to the seats every few turns (until the
// progress decks are drawn in play, a test rule set deals them as a function of the turn, so the
// game still follows from its seed alone): every invariant after every step, every card's answers
// coming up, and records that replay to the same state.

import { describe, expect, it } from 'vitest';
import { A_ROAD, actionKind } from '../src/engine/actions.js';
import { newState, type Game, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { BANK, PHASE, PH_GAME_OVER, TURN } from '../src/engine/layout.js';
import { BRICK, LUMBER, ORE, WOOL } from '../src/engine/constants.js';
import { takeFromBank } from '../src/engine/hands.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord, replayRecordOn } from '../src/engine/record.js';
import { apply, sampleOutcome } from '../src/engine/step.js';
import type { GameBuilder } from '../src/engine/rule-set.js';
import { A_BISHOP_STEAL, A_HARBOR_OFFER, A_HIRE_KNIGHT, A_PLAY_PROGRESS } from '../src/rules/cities-knights/ids.js';
import { progressId } from '../src/rules/cities-knights/progress.js';
import { PROGRESS_CARDS, handSize, progressDecksOf } from '../src/rules/cities-knights/progress-decks.js';
import { ATTACK_RESULT, ATTACK_RESULTS } from '../src/rules/cities-knights/barbarians.js';
import type { RuleSetModule } from '../src/rules/rule-set.js';
import { createGame } from '../src/rules/registry.js';
import { randomBoard } from '../src/index.js';
import { createRandomBot } from '../src/bots/random.js';
import { playGame } from '../src/tournament/play-game.js';

/** The cards dealt, in turn. */
const DEALT = ['bishop', 'diplomat', 'deserter', 'intrigue', 'saboteur', 'spy', 'wedding', 'commercial_harbor', 'master_merchant', 'warlord'];

/**
 * A test rule set after C&K's: the robber unlocked from the start (as after a first attack that
 * tied); at the end of every turn the next seat takes a brick, a lumber, a wool and an ore from the
 * bank (what it holds), and at the end of every `every`-th turn the next card of DEALT from its
 * deck, if the deck holds one and the seat's hand is below the limit.
 */
function dealing(every: number): RuleSetModule {
  return {
    name: 'test-progress-dealing',
    summary: 'test only: progress cards dealt every few turns',
    appliesTo: () => false,
    install(g: GameBuilder) {
      const attacks = g.fields['ck.attacks']!;
      const attack = g.fields['ck.attack']!;
      const setUp = g.hooks.setUp;
      g.hooks.setUp = (st) => {
        setUp(st);
        st.s[attacks] = 1;
        st.s[attack + ATTACK_RESULT] = ATTACK_RESULTS.indexOf('tied') + 1;
      };
      const turnEnded = g.hooks.turnEnded;
      g.hooks.turnEnded = (st, p) => {
        turnEnded(st, p);
        const q = (p + 1) % st.game.seats;
        // Brick, lumber, wool and ore for the next player: roads and knights come up more often.
        for (const r of [BRICK, LUMBER, WOOL, ORE]) if (st.s[BANK + r]! > 0) takeFromBank(st.game, st.s, q, r, 1);
        const turn = st.s[TURN]!;
        if (turn % every !== 0) return;
        const name = DEALT[(turn / every) % DEALT.length]!;
        const { area, kind: k } = PROGRESS_CARDS[progressId(name)]!;
        const P = progressDecksOf(st.game);
        const d = P.decks[area]!;
        if (st.s[d.counts + k]! <= 0 || handSize(P, st.s, q) >= 4) return;
        st.s[d.counts + k]!--;
        st.s[d.size]!--;
        st.s[d.piles + q * d.names.length + k]!++;
        st.s[d.pileSizes + q]!++;
      };
    },
  };
}

const gameOf = (seed: string): Game => createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 13, turnCap: 160 }, [dealing(2)]);

/**
 * Plays a game by a seeded random choice among the legal actions, a card play or an exchange
 * whenever one is legal half the time, else a road or a knight hired a third of the time, checking every
 * invariant after every step; returns the trace.
 */
function playRandom(game: Game, seed: string, x0: number): { st: GameState; actions: number[]; outcomes: number[] } {
  const st = newState(game, seed);
  const out = new Int32Array(maxActions(game));
  const actions: number[] = [];
  const outcomes: number[] = [];
  let x = x0;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    const list = Array.from(out.subarray(0, n));
    const cards = list.filter((a) => actionKind(a) === A_PLAY_PROGRESS || actionKind(a) === A_HARBOR_OFFER);
    // Roads and knights too, so that knights stand where the Intrigue and the Deserter reach them.
    const pieces = list.filter((a) => actionKind(a) === A_ROAD || actionKind(a) === A_HIRE_KNIGHT);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const a = cards.length > 0 && x % 2 === 0 ? cards[(x >>> 8) % cards.length]! : pieces.length > 0 && x % 3 === 0 ? pieces[(x >>> 8) % pieces.length]! : list[(x >>> 4) % n]!;
    actions.push(a);
    outcomes.push(apply(st, a));
    const errors = checkInvariants(st);
    if (errors.length > 0) throw new Error(`step ${actions.length} (${game.kinds[actionKind(a)]!.name}): ${errors.join('; ')}`);
  }
  return { st, actions, outcomes };
}

describe('random games with politics and trade cards dealt', () => {
  it('keep every invariant, bring up every answer, and replay from their records', () => {
    const entries = new Map<string, number>();
    let steals = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `ck:progress-random:${g}`;
      const game = gameOf(seed);
      const { st, actions, outcomes } = playRandom(game, seed, g + 11);
      const rec = makeRecord({ game, seed, index: g, seats: [0, 1, 2, 3].map(() => ({ bot: 'random' })), actions, outcomes, forfeit: null });
      for (const e of rec.log) {
        const key = e.a === 'play_progress' ? `play ${String(e.card)}` : e.a;
        entries.set(key, (entries.get(key) ?? 0) + 1);
      }
      // Every chance outcome, the Bishop's steals among them, drawn again from the seed's stream.
      const again = replayRecordOn(gameOf(seed), JSON.parse(JSON.stringify(rec)), {
        chance(at, a, o, where) {
          const copy = { game: at.game, s: at.s.slice() };
          expect(sampleOutcome(copy, a), where).toBe(o);
          if (actionKind(a) === A_BISHOP_STEAL) steals++;
        },
      });
      expect(Array.from(again.state.s)).toEqual(Array.from(st.s));
    }
    const seen = (key: string) => entries.get(key) ?? 0;
    for (const name of DEALT) expect(seen(`play ${name}`), name).toBeGreaterThan(0);
    for (const a of ['bishop_steal', 'diplomat_road', 'deserter_remove', 'deserter_place', 'retreat_knight', 'spy_take', 'wedding_give', 'harbor_offer', 'harbor_answer', 'master_merchant_take', 'discard']) {
      expect(seen(a), a).toBeGreaterThan(0);
    }
    expect(steals).toBe(seen('bishop_steal'));
  });

  it('random bots play them through their seat views, and the record replays', () => {
    const seed = 'ck:progress-bots';
    const game = gameOf(seed);
    const bots = Array.from({ length: 4 }, () => createRandomBot());
    const { trace, state } = playGame(game, seed, bots, { trace: true });
    const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
    expect(rec.log.filter((e) => e.a === 'play_progress').length).toBeGreaterThan(5);
    const again = replayRecordOn(gameOf(seed), JSON.parse(JSON.stringify(rec)));
    expect(Array.from(again.state.s)).toEqual(Array.from(state.s));
  });
});
