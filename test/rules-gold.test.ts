// Gold coins (D105), the currency Rivers, Barbarian Attack and the Traders & Barbarians scenario
// share: two coins buy a resource twice a turn, four like resources (three at a 3:1 harbor) buy a
// coin, coins are public and never counted, discarded or stolen on a 7, and they trade between
// players. Played here as an extra rule set over the base game, with a toy rule that pays coins.

import { describe, expect, it } from 'vitest';
import { action, actionKind } from '../src/engine/actions.js';
import { CARD_PUBLIC, CARD_TRADED, cardIs, countedHand, stealableHand } from '../src/engine/cards.js';
import { newState, type GameState } from '../src/engine/game.js';
import { HARBOR_GENERIC } from '../src/engine/constants.js';
import { inMainPhase, setHand } from '../src/engine/position.js';
import { apply } from '../src/engine/step.js';
import { seatView } from '../src/engine/view.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';
import type { RuleSetModule } from '../src/rules/rule-set.js';
import { gainGold, goldHeld, goldInSupply } from '../src/rules/traders-barbarians/gold/coins.js';
import { A_GOLD_BUY, A_GOLD_SELL, GOLD_RULES } from '../src/rules/traders-barbarians/gold/index.js';
import { argsOf, legal, sound } from './helpers/scenario.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';
import { newState as newStateD } from '../dist/src/engine/game.js';
import { makeRecord as makeRecordD, replayRecordOn as replayRecordOnD } from '../dist/src/engine/record.js';
import { apply as applyD } from '../dist/src/engine/step.js';
import { beginnerBoard as beginnerBoardD } from '../dist/src/rules/base/maps.js';
import { createGame as createGameD } from '../dist/src/rules/registry.js';
import { gainGold as gainGoldD } from '../dist/src/rules/traders-barbarians/gold/coins.js';
import { GOLD_RULES as GOLD_RULES_D } from '../dist/src/rules/traders-barbarians/gold/index.js';

/** A toy rule: every settlement placed pays its owner 3 coins, so games hold gold to spend (built on either copy of the engine). */
function paysGold<M>(pay: typeof gainGold): M {
  return {
    name: 'pays-gold',
    summary: 'test: 3 coins per settlement',
    appliesTo: () => false,
    install(g) {
      const placed = g.hooks.settlementPlaced;
      g.hooks.settlementPlaced = (game, s, p, node) => {
        placed(game, s, p, node);
        pay(game, s, p, 3);
      };
    },
  } as RuleSetModule as M;
}

const goldGame = (seed: string, players = 4) => newState(createGame(beginnerBoard(), { players }, [GOLD_RULES]), seed);

const endTurn = (st: GameState) => apply(st, legal(st).find((a) => st.game.kinds[actionKind(a)]!.name === 'end_turn')!);

describe('gold (D105)', () => {
  it('is a public hand kind that is traded between players and never counted, discarded or stolen', () => {
    const st = goldGame('g:class');
    const k = st.game.cardNames.indexOf('gold');
    expect(k).toBeGreaterThanOrEqual(5);
    expect(cardIs(st.game, k, CARD_PUBLIC | CARD_TRADED)).toBe(true);
    inMainPhase(st, 0);
    setHand(st, 0, { ore: 7, gold: 9 });
    expect(countedHand(st.game, st.s, 0)).toBe(7);
    expect(stealableHand(st.game, st.s, 0)).toBe(7);
    // Another seat's view keeps the count of coins.
    expect(goldHeld(st.game, seatView(st, 1).s, 0)).toBe(9);
    expect(goldInSupply(st.game, st.s)).toBe(100 - 9);
  });

  it('buys a resource for 2 coins, twice a turn, and the count starts again next turn', () => {
    const st = goldGame('g:buy');
    inMainPhase(st, 0);
    setHand(st, 0, { gold: 7 });
    expect(argsOf(st, A_GOLD_BUY)).toEqual([0, 1, 2, 3, 4]);
    apply(st, action(A_GOLD_BUY, 4));
    expect(goldHeld(st.game, st.s, 0)).toBe(5);
    expect(st.s[st.game.layout.hand + 4]).toBe(1);
    apply(st, action(A_GOLD_BUY, 0));
    expect(goldHeld(st.game, st.s, 0)).toBe(3);
    expect(argsOf(st, A_GOLD_BUY)).toEqual([]);
    sound(st);
    endTurn(st);
    inMainPhase(st, 0);
    expect(argsOf(st, A_GOLD_BUY)).toEqual([0, 1, 2, 3, 4]);
    setHand(st, 0, { gold: 1 });
    expect(argsOf(st, A_GOLD_BUY)).toEqual([]);
  });

  it('sells 4 like resources for a coin, 3 with a 3:1 harbor; a 2:1 harbor does not apply', () => {
    const st = goldGame('g:sell');
    inMainPhase(st, 0);
    setHand(st, 0, { ore: 4, wool: 3 });
    expect(argsOf(st, A_GOLD_SELL)).toEqual([4]);
    apply(st, action(A_GOLD_SELL, 4));
    expect(goldHeld(st.game, st.s, 0)).toBe(1);
    expect(st.s[st.game.layout.hand + 4]).toBe(0);
    st.s[st.game.layout.harbors + 0] = 1 << 2; // the wool 2:1 harbor alone
    expect(argsOf(st, A_GOLD_SELL)).toEqual([]);
    st.s[st.game.layout.harbors + 0] = (1 << 2) | (1 << HARBOR_GENERIC);
    expect(argsOf(st, A_GOLD_SELL)).toEqual([2]);
    apply(st, action(A_GOLD_SELL, 2));
    expect(goldHeld(st.game, st.s, 0)).toBe(2);
    // The harbors were set by hand, not by buildings: put the mask back before the invariants.
    st.s[st.game.layout.harbors + 0] = 0;
    sound(st);
  });

  for (const [name, players] of [
    ['random', 4],
    ['greedy', 3],
    ['value', 3],
    ['mcts', 3],
  ] as const) {
    it(`${name} bots: games with coins keep every invariant, the bot answers from the legal list, and the record replays`, () => {
      const game = createGameD(beginnerBoardD(), { players, turnCap: name === 'mcts' ? 40 : 150 }, [GOLD_RULES_D, paysGold<typeof GOLD_RULES_D>(gainGoldD as never)]);
      const seed = `g:play:${name}`;
      const play = playChecked(game, seed, Array.from({ length: players }, () => BOT_FACTORIES[name]!()));
      expect(play.problems).toEqual([]);
      if (name !== 'mcts') expect(play.kinds.get(A_GOLD_BUY) ?? 0, 'gold purchases').toBeGreaterThan(0);
      const outcomes: number[] = [];
      const replayed = newStateD(game, seed);
      for (const a of play.actions) outcomes.push(applyD(replayed, a));
      const rec = makeRecordD({ game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: name })), actions: play.actions, outcomes, forfeit: null });
      if (name !== 'mcts') expect(rec.log.some((e) => e.a === 'gold_buy')).toBe(true);
      const replay = replayRecordOnD(game, JSON.parse(JSON.stringify(rec)));
      expect(Array.from(replay.state.s)).toEqual(Array.from(play.state.s));
    });
  }
});
