// The built-in bots' domestic trade (D17), checked over whole games replayed step by step: greedy
// and value offer bundles of more than one resource and make counter-offers, and never trade with
// a seat near winning (public VP at or above target - 2), whoever proposed.

import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import { createGreedyBot } from '../dist/src/bots/greedy/index.js';
import { createMctsBot } from '../dist/src/bots/mcts/index.js';
import { createValueBot } from '../dist/src/bots/value/index.js';
import type { Bot } from '../dist/src/bots/bot.js';
import { A_CONFIRM, A_TRADE_SEND, COUNTER_FLAG, actionArg, actionKind } from '../dist/src/engine/actions.js';
import { bundleKinds } from '../dist/src/engine/bundle.js';
import { newState } from '../dist/src/engine/game.js';
import { CUR, DRAFT_GET, DRAFT_GIVE, TURN_PLAYER } from '../dist/src/engine/layout.js';
import { applyWithOutcome } from '../dist/src/engine/step.js';
import { randomBoard } from '../dist/src/rules/base/maps.js';
import { createGame } from '../dist/src/rules/registry.js';
import { playGame } from '../dist/src/tournament/play-game.js';

interface Tally {
  offers: number;
  multiKindOffers: number;
  counters: number;
  trades: number;
  counterTrades: number;
  withNearWinner: string[];
}

/** Plays games of `make()` in every seat and tallies, for its seats, the trades seen step by step. */
function tally(name: string, make: () => Bot, games: number): Tally {
  const t: Tally = { offers: 0, multiKindOffers: 0, counters: 0, trades: 0, counterTrades: 0, withNearWinner: [] };
  for (let i = 0; i < games; i++) {
    const seed = `bots-trade:${name}:${i}`;
    const game = createGame(randomBoard(seed), { players: 4 });
    const { trace } = playGame(game, seed, [0, 1, 2, 3].map(make), { trace: true });
    const st = newState(game, seed);
    const s = st.s;
    const near = game.options.targetVp - 2;
    trace!.actions.forEach((a, k) => {
      const kind = actionKind(a);
      if (kind === A_TRADE_SEND) {
        if (s[CUR] === s[TURN_PLAYER]) {
          t.offers++;
          if (bundleKinds(s[DRAFT_GIVE]!) > 1 || bundleKinds(s[DRAFT_GET]!) > 1) t.multiKindOffers++;
        } else t.counters++;
      }
      if (kind === A_CONFIRM) {
        const q = actionArg(a) & (COUNTER_FLAG - 1);
        t.trades++;
        if (actionArg(a) & COUNTER_FLAG) t.counterTrades++;
        for (const p of [s[TURN_PLAYER]!, q]) {
          const other = p === q ? s[TURN_PLAYER]! : q;
          if (s[game.layout.publicVp + other]! >= near) t.withNearWinner.push(`${seed} step ${k}: seat ${p} traded with seat ${other} at ${s[game.layout.publicVp + other]} VP`);
        }
      }
      applyWithOutcome(st, a, trace!.outcomes[k]!);
    });
  }
  return t;
}

describe('built-in bots trade in bundles, counter, and never feed a seat near winning (D17)', () => {
  it('greedy', () => {
    const t = tally('greedy', () => createGreedyBot(), 30);
    expect(t.offers).toBeGreaterThan(100);
    expect(t.multiKindOffers).toBeGreaterThan(0);
    expect(t.counters).toBeGreaterThan(0);
    expect(t.counterTrades).toBeGreaterThan(0);
    expect(t.withNearWinner).toEqual([]);
  });

  it('value', () => {
    const t = tally('value', () => createValueBot(), 12);
    expect(t.offers).toBeGreaterThan(100);
    expect(t.multiKindOffers).toBeGreaterThan(0);
    expect(t.counters).toBeGreaterThan(0);
    expect(t.trades).toBeGreaterThan(0);
    expect(t.withNearWinner).toEqual([]);
  });

  it('mcts (its trades are value\'s)', () => {
    const t = tally('mcts', () => createMctsBot({ iterations: 30 }), 2);
    expect(t.offers).toBeGreaterThan(0);
    expect(t.trades).toBeGreaterThan(0);
    expect(t.withNearWinner).toEqual([]);
  });

  it('value restricted to simple trade offers one resource for one other and never counters', () => {
    const t = tally('value-simple', () => createValueBot({ trade: 'simple' }), 8);
    expect(t.offers).toBeGreaterThan(50);
    expect(t.multiKindOffers).toBe(0);
    expect(t.counters).toBe(0);
  });
});
