// Rule scenarios: Cities & Knights' progress decks (docs/rules-decisions.md D54-D57, D73, D81): the
// three decks, the cards returned under them and drawn once the shuffled cards are gone, the hand
// limit of 4 off one's turn and at its end, VP cards shown at once, and what a seat's view hides
// and determinize deals again; then random games with every rule of the events in, keeping every
// invariant, whose records replay with each chance outcome re-derived from the seed.

import { describe, expect, it } from 'vitest';
import { ARG_BITS, ARG_MASK, action, actionArg, actionKind } from '../src/engine/actions.js';
import { cardsLeft } from '../src/engine/decks.js';
import { copyState, newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, TURN } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { skipSetup } from '../src/engine/position.js';
import { makeRecord, replayRecordOn } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply, chanceOutcomes, sampleOutcome } from '../src/engine/step.js';
import { determinize, seatView } from '../src/engine/view.js';
import { createRandomBot } from '../src/bots/random.js';
import { randomBoard } from '../src/index.js';
import { A_DISCARD_PROGRESS, A_DRAW_PROGRESS, PH_DISCARD_PROGRESS, PH_DRAW_PROGRESS } from '../src/rules/cities-knights/ids.js';
import { PROGRESS_CARDS, handSize, isVpCard, progressCardNamed, progressDecksOf, progressHand, returnProgress } from '../src/rules/cities-knights/progress-decks.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame } from '../src/rules/registry.js';
import { playGame } from '../src/tournament/play-game.js';
import { ck, ckGame, deckOf, eventRoll, giveProgress, progressOf, returnedOf, setLevel } from './helpers/ck-events.js';
import { act, legal } from './helpers/scenario.js';

const sound = (st: GameState) => expect(checkInvariants(st)).toEqual([]);
const where = (st: GameState) => [st.s[PHASE], st.s[CUR]];
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;
const card = (name: string) => progressCardNamed(name);
const kindOf = (name: string) => PROGRESS_CARDS[card(name)]!.kind;

describe('the decks (D55, D73)', () => {
  it('three decks of 18 start full and shuffled: sizes public, no hands, nothing returned', () => {
    const st = ckGame('ck:decks');
    for (const area of ['trade', 'politics', 'science'] as const) {
      const d = deckOf(st, area);
      expect([st.s[d.size], st.s[d.returnedSize]]).toEqual([18, 0]);
    }
    expect(PROGRESS_CARDS.length).toBe(25);
    expect(PROGRESS_CARDS.filter((_, c) => isVpCard(c)).map((c) => c.name).sort()).toEqual(['constitution', 'printer']);
    sound(st);
  });

  /** Seat 0 on turn holding 6 trade cards and seats 1-3 the other 12: the trade deck is empty. */
  function tradeInHands(seed: string): GameState {
    const st = ckGame(seed);
    skipSetup(st, 0);
    const d = deckOf(st, 'trade');
    const names = d.names.flatMap((n, k) => Array.from({ length: d.totals[k]! }, () => n));
    names.forEach((n, i) => giveProgress(st, i < 6 ? 0 : 1 + Math.floor((i - 6) / 4), n));
    expect(cardsLeft(st.s, d)).toBe(0);
    sound(st);
    return st;
  }

  it('D54, D55: a gate of an empty deck draws nothing and the roll goes on', () => {
    const st = tradeInHands('ck:empty');
    setLevel(st, 1, 'trade', 5);
    eventRoll(st, 1, 1, 'trade');
    expect(where(st)).toEqual([PH_MAIN, 0]);
    expect(st.s[ck(st, 'owedDraw') + 1]).toBe(0);
    sound(st);
  });

  it('D55, D57: played and discarded cards wait under the deck in order, seen by all or by the discarder; drawn without chance once the shuffled cards are gone', () => {
    const st = tradeInHands('ck:returned');
    const d = deckOf(st, 'trade');
    const P = progressDecksOf(st.game);
    const firstOf = (p: number) => PROGRESS_CARDS.findIndex((c) => c.area === 0 && (progressOf(st, p)[c.name] ?? 0) > 0);
    const played = firstOf(1);
    const discarded = firstOf(2);
    returnProgress(P, st.s, 1, played, true);
    returnProgress(P, st.s, 2, discarded, false);
    const [playedName, discardedName] = [PROGRESS_CARDS[played]!.name, PROGRESS_CARDS[discarded]!.name];
    expect(returnedOf(st.s, d)).toEqual([
      [playedName, -1],
      [discardedName, 2],
    ]);
    expect(cardsLeft(st.s, d)).toBe(2);
    sound(st);
    expect(returnedOf(seatView(st, 3).s, d)).toEqual([
      [playedName, -1],
      [null, 2],
    ]);
    expect(returnedOf(seatView(st, 2).s, d)[1]).toEqual([discardedName, 2]);
    // A gate: seats 1 and 3 draw the returned cards, oldest first, no chance event either time.
    setLevel(st, 1, 'trade', 5);
    setLevel(st, 3, 'trade', 5);
    eventRoll(st, 1, 1, 'trade');
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 1]);
    const values = new Int32Array(st.game.maxOutcomes);
    const weights = new Int32Array(st.game.maxOutcomes);
    expect(chanceOutcomes(st, action(A_DRAW_PROGRESS, 0), values, weights)).toBe(0);
    const before1 = progressOf(st, 1)[playedName] ?? 0;
    act(st, action(A_DRAW_PROGRESS, 0));
    expect(progressOf(st, 1)[playedName]).toBe(before1 + 1);
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 3]);
    const before3 = progressOf(st, 3)[discardedName] ?? 0;
    act(st, action(A_DRAW_PROGRESS, 0));
    expect(progressOf(st, 3)[discardedName]).toBe(before3 + 1);
    // Seat 3's fifth card off its turn: it discards at once, under the deck, known to it alone.
    expect(where(st)).toEqual([PH_DISCARD_PROGRESS, 3]);
    const give = legal(st)[0]!;
    act(st, give);
    expect(returnedOf(st.s, d)).toEqual([[PROGRESS_CARDS[actionArg(give)]!.name, 3]]);
    expect(handSize(P, st.s, 3)).toBe(4);
    expect(where(st)).toEqual([PH_MAIN, 0]);
    sound(st);
  });
});

describe('the hand limit (D56)', () => {
  it('a fifth card off one\'s turn: discarded at once, one card at a time, the new card among the choices', () => {
    const st = ckGame('ck:limit');
    skipSetup(st, 0);
    for (const n of ['spy', 'spy', 'bishop', 'deserter']) giveProgress(st, 2, n);
    setLevel(st, 2, 'science', 1);
    setLevel(st, 3, 'science', 1);
    eventRoll(st, 1, 4, 'science');
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 2]);
    act(st, action(A_DRAW_PROGRESS, 2), kindOf('crane'));
    expect(where(st)).toEqual([PH_DISCARD_PROGRESS, 2]);
    expect(legal(st).map(actionArg).sort((a, b) => a - b)).toEqual(['bishop', 'deserter', 'spy', 'crane'].map(card).sort((a, b) => a - b));
    act(st, action(A_DISCARD_PROGRESS, card('spy')));
    expect(progressOf(st, 2)).toEqual({ spy: 1, bishop: 1, deserter: 1, crane: 1 });
    expect(returnedOf(st.s, deckOf(st, 'politics'))).toEqual([['spy', 2]]);
    // Then the next seat draws, and the roll goes on.
    expect(where(st)).toEqual([PH_DRAW_PROGRESS, 3]);
    act(st, action(A_DRAW_PROGRESS, 2), kindOf('crane'));
    expect(where(st)).toEqual([PH_MAIN, 0]);
    sound(st);
  });

  it('on one\'s own turn a fifth card is kept while the turn lasts; ending the turn asks the discards first', () => {
    const st = ckGame('ck:limit-own');
    skipSetup(st, 1);
    for (const n of ['spy', 'bishop', 'deserter', 'wedding']) giveProgress(st, 1, n);
    setLevel(st, 1, 'politics', 2);
    eventRoll(st, 2, 5, 'politics');
    act(st, action(A_DRAW_PROGRESS, 1), kindOf('spy'));
    expect(where(st)).toEqual([PH_MAIN, 1]);
    expect(handSize(progressDecksOf(st.game), st.s, 1)).toBe(5);
    sound(st);
    const turn = st.s[TURN]!;
    act(st, legal(st)[0]!); // end_turn
    expect(where(st)).toEqual([PH_DISCARD_PROGRESS, 1]);
    expect(st.s[TURN]).toBe(turn);
    act(st, action(A_DISCARD_PROGRESS, card('wedding')));
    expect(where(st)).toEqual([PH_PRE_ROLL, 2]);
    expect(st.s[TURN]).toBe(turn + 1);
    expect(progressOf(st, 1)).toEqual({ spy: 2, bishop: 1, deserter: 1 });
    sound(st);
  });
});

describe('VP cards (D81)', () => {
  it('the Printer and the Constitution are shown at once, even off one\'s turn: 1 public VP each, never in the hand or under the deck', () => {
    const st = ckGame('ck:vp-cards');
    skipSetup(st, 0);
    for (const n of ['spy', 'bishop', 'deserter', 'wedding']) giveProgress(st, 2, n);
    setLevel(st, 2, 'science', 5);
    setLevel(st, 2, 'politics', 5);
    const before = vp(st, 2);
    eventRoll(st, 6, 1, 'science');
    act(st, action(A_DRAW_PROGRESS, 2), kindOf('printer'));
    // Four cards in hand still: no discard.
    expect(where(st)).toEqual([PH_MAIN, 0]);
    skipSetup(st, 1);
    eventRoll(st, 6, 1, 'politics');
    act(st, action(A_DRAW_PROGRESS, 1), kindOf('constitution'));
    expect(vp(st, 2)).toBe(before + 2);
    expect(st.s[ck(st, 'progressVp') + 2]).toBe(2);
    expect(st.game.hooks.vpSources(st, 2).progressCards).toBe(2);
    expect(handSize(progressDecksOf(st.game), st.s, 2)).toBe(4);
    expect(st.s[deckOf(st, 'science').played + kindOf('printer')]).toBe(1);
    expect([st.s[deckOf(st, 'science').size], st.s[deckOf(st, 'politics').size]]).toEqual([17, 13]);
    // Seen by every seat.
    expect(seatView(st, 0).s[deckOf(st, 'science').played + kindOf('printer')]).toBe(1);
    sound(st);
  });
});

describe('views and determinize (D57)', () => {
  it('a seat sees its own cards, the others\' counts, no deck order; determinize deals the rest consistently', () => {
    const st = ckGame('ck:view');
    skipSetup(st, 0);
    for (const n of ['spy', 'merchant', 'crane']) giveProgress(st, 0, n);
    for (const n of ['bishop', 'smith']) giveProgress(st, 1, n);
    giveProgress(st, 2, 'alchemist');
    const P = progressDecksOf(st.game);
    returnProgress(P, st.s, 2, card('alchemist'), false);
    giveProgress(st, 3, 'engineer');
    returnProgress(P, st.s, 3, card('engineer'), true);
    const view = seatView(st, 0);
    const v = view.s;
    expect(progressHand(P, v, 0)).toEqual(progressHand(P, st.s, 0));
    for (const p of [1, 2, 3]) expect(Array.from(progressHand(P, v, p)).every((n) => n === 0)).toBe(true);
    // How many cards of each deck a seat holds is public (the backs show the flag).
    expect([1, 2, 3].map((p) => handSize(P, v, p))).toEqual([2, 0, 0]);
    expect([0, 1, 2].map((a) => v[P.decks[a]!.pileSizes + 1])).toEqual([0, 1, 1]);
    for (const d of P.decks) for (let k = 0; k < d.names.length; k++) expect(v[d.counts + k]).toBe(0);
    expect(returnedOf(v, P.decks[2]!)).toEqual([
      [null, 2],
      ['engineer', -1],
    ]);
    const rand = makeRandom('ck:det');
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const t = determinize(view, 0, rand);
      expect(checkInvariants(t)).toEqual([]);
      expect(progressHand(P, t.s, 0)).toEqual(progressHand(P, st.s, 0));
      expect([1, 2, 3].map((p) => [0, 1, 2].map((a) => t.s[P.decks[a]!.pileSizes + p]))).toEqual([1, 2, 3].map((p) => [0, 1, 2].map((a) => st.s[P.decks[a]!.pileSizes + p])));
      const back = returnedOf(t.s, P.decks[2]!);
      expect(back[1]).toEqual(['engineer', -1]);
      expect(back[0]![0]).not.toBeNull();
      expect(['printer', 'engineer']).not.toContain(back[0]![0]);
      seen.add(back[0]![0]!);
    }
    // The hidden discard is dealt at random, not copied from the real state.
    expect(seen.size).toBeGreaterThan(1);
  });
});

/** Random legal play (a fixed generator), every invariant after every step, a determinized view now and then. */
function randomGame(seed: string, options: Record<string, unknown>): { st: GameState; kinds: Map<string, number> } {
  const game = createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 13, turnCap: 400, ...options } as Partial<RuleOptions>);
  const st = newState(game, seed);
  const out = new Int32Array(maxActions(game));
  const rand = makeRandom(`${seed}:det`);
  const kinds = new Map<string, number>();
  let x = 7;
  let step = 0;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const a = out[x % n]!;
    const name = game.kinds[actionKind(a)]!.name;
    kinds.set(name, (kinds.get(name) ?? 0) + 1);
    apply(st, a);
    const errors = checkInvariants(st);
    if (errors.length > 0) throw new Error(`${seed} step ${step} (${name}): ${errors.join('; ')}`);
    if (++step % 97 === 0) {
      const seat = st.s[CUR]!;
      const errs = checkInvariants(determinize(seatView(st, seat), seat, rand));
      if (errs.length > 0) throw new Error(`${seed} step ${step}: determinized view of seat ${seat}: ${errs.join('; ')}`);
    }
  }
  return { st, kinds };
}

describe('random games with the events', () => {
  it('keep every invariant, determinized views too, and bring attacks, draws, pillages and discards', () => {
    const total = new Map<string, number>();
    let attacks = 0;
    for (const [i, options] of [{}, { knightCommitment: true }, { easyStart: true }].entries()) {
      const { st, kinds } = randomGame(`ck:events:${i}`, options);
      attacks += st.s[ck(st, 'attacks')]!;
      for (const [k, n] of kinds) total.set(k, (total.get(k) ?? 0) + n);
    }
    expect(attacks).toBeGreaterThan(0);
    for (const k of ['draw_progress', 'discard_progress', 'pillage', 'commit_knight', 'commit_done', 'move_robber']) expect(total.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it('play the same from the same seed, and their records replay with every chance outcome re-derived from the seed', () => {
    for (const [i, options] of [{}, { knightCommitment: true }, { easyStart: true }].entries()) {
      const seed = `ck:record:${i}`;
      const make = () => createGame(randomBoard(seed), { expansion: 'cities-knights', players: 4, targetVp: 13, ...options } as Partial<RuleOptions>);
      const game = make();
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { trace, state } = playGame(game, seed, bots, { trace: true });
      const again = playGame(make(), seed, Array.from({ length: 4 }, () => createRandomBot()), { trace: true });
      expect(Array.from(again.state.s)).toEqual(Array.from(state.s));
      const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const names = new Set(rec.log.map((e) => e.a));
      expect(names.has('draw_progress')).toBe(true);
      expect(rec.log.some((e) => e.a === 'roll' && e.ship !== undefined)).toBe(true);
      if (i === 2) expect(rec.log.filter((e) => e.a === 'roll').slice(0, 8).every((e) => e.event === undefined)).toBe(true);
      let scratch: GameState | null = null;
      let chances = 0;
      const replay = replayRecordOn(make(), JSON.parse(JSON.stringify(rec)), {
        chance(st, a, outcome, at) {
          scratch ??= { game: st.game, s: new Int32Array(st.s.length) };
          copyState(scratch, st);
          const drawn = sampleOutcome(scratch, a);
          if (drawn !== outcome) throw new Error(`${at}: outcome ${outcome}, the seed draws ${drawn} (${st.game.kinds[a >>> ARG_BITS]!.name} ${a & ARG_MASK})`);
          chances++;
        },
      });
      expect(Array.from(replay.state.s)).toEqual(Array.from(state.s));
      expect(chances).toBeGreaterThan(rec.log.filter((e) => e.a === 'roll').length);
    }
  });
});
