// The built-in bots with 5-6 players and in Catan for Two: legal answers in every phase under both
// 5-6 turn rules (including the special building phase and the paired second player's part of a
// turn) and in the two-player variant's phases; the building bots use the special building phase,
// and greedy and value place neutral pieces and spend trade tokens.

import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import type { Bot } from '../dist/src/bots/bot.js';
import { A_BUY_DEV, A_CITY, A_END_TURN, A_ROAD, A_SETTLEMENT, ARG_BITS } from '../dist/src/engine/actions.js';
import { buildBoard } from '../dist/src/engine/board.js';
import { PHASE, PH_MAIN } from '../dist/src/engine/layout.js';
import type { TurnRule } from '../dist/src/rules/options.js';
import { fiveSixRandomBoard } from '../dist/src/rules/five-six/maps.js';
import { randomBoard } from '../dist/src/rules/base/maps.js';
import { playGame } from '../dist/src/tournament/play-game.js';
import { createGame } from '../dist/src/rules/registry.js';
import { A_FORCED_TRADE, A_RETIRE_KNIGHT, A_ROBBER_TO_DESERT } from '../dist/src/rules/catan-for-two/fields.js';
import { PH_SPECIAL_BUILD } from '../dist/src/rules/turn-rules/special-building.js';
import { subturnField } from '../dist/src/rules/turn-rules/paired.js';
import { phaseName } from '../dist/src/engine/describe.js';
import { BOT_FACTORIES } from './helpers/bot-games.js';

interface Tally {
  bad: string[];
  phases: Set<string>;
  /** Builds and purchases made in the special building phase. */
  specialBuilds: number;
  /** Decisions taken as the paired second player. */
  secondDecisions: number;
  /** Catan for Two: token actions taken. */
  tokenActions: number;
}

function watched(bot: Bot, t: Tally): Bot {
  return {
    name: bot.name,
    decide(view, legal, count, rng) {
      const s = view.state.s;
      const phase = s[PHASE]!;
      t.phases.add(phaseName(view.game, phase)!);
      const copy = legal.slice(0, count);
      const a = bot.decide(view, legal, count, rng);
      if (!copy.includes(a)) t.bad.push(`${bot.name}: ${a} in phase ${phaseName(view.game, phase)}`);
      const kind = a >>> ARG_BITS;
      if (phase === PH_SPECIAL_BUILD && (kind === A_ROAD || kind === A_SETTLEMENT || kind === A_CITY || kind === A_BUY_DEV)) t.specialBuilds++;
      if (phase === PH_MAIN && s[subturnField(view.game)] === 1 && kind !== A_END_TURN) t.secondDecisions++;
      if (kind === A_FORCED_TRADE || kind === A_ROBBER_TO_DESERT || kind === A_RETIRE_KNIGHT) t.tokenActions++;
      return a;
    },
  };
}

function play(name: string, players: number, turnRule: TurnRule, games: number): Tally {
  const t: Tally = { bad: [], phases: new Set(), specialBuilds: 0, secondDecisions: 0, tokenActions: 0 };
  for (let i = 0; i < games; i++) {
    const seed = `bots-five-six:${name}:${players}:${turnRule}:${i}`;
    const game = createGame(buildBoard(fiveSixRandomBoard(seed)), { players, turnRule });
    const others = ['random', 'weighted', 'greedy'];
    const bots = Array.from({ length: players }, (_, k) =>
      (k + i) % 2 === 0 ? watched(BOT_FACTORIES[name]!(), t) : BOT_FACTORIES[others[k % others.length]!]!(),
    );
    const { result } = playGame(game, seed, bots);
    expect(result.forfeit).toBeNull();
    expect(result.winner >= 0 || result.capped).toBe(true);
    expect(result.vp).toHaveLength(players);
  }
  return t;
}

describe('bots with 5-6 players', () => {
  for (const name of ['random', 'weighted', 'greedy', 'value', 'mcts']) {
    const games = name === 'mcts' ? 2 : 4;
    it(`${name}: legal in every phase, special building phase and paired turns`, () => {
      const sbp = play(name, 6, 'special-building', games);
      const paired = play(name, 5, 'paired', games);
      expect(sbp.bad).toEqual([]);
      expect(paired.bad).toEqual([]);
      expect(sbp.phases.has('special_build')).toBe(true);
      expect(paired.secondDecisions).toBeGreaterThan(0);
      if (name === 'greedy' || name === 'value') expect(sbp.specialBuilds).toBeGreaterThan(0);
    });
  }
});

describe('bots in Catan for Two', () => {
  for (const name of ['random', 'weighted', 'greedy', 'value', 'mcts']) {
    it(`${name}: legal in every phase; greedy and value place neutral pieces and spend tokens`, () => {
      const t: Tally = { bad: [], phases: new Set(), specialBuilds: 0, secondDecisions: 0, tokenActions: 0 };
      const games = name === 'mcts' ? 2 : 6;
      for (let i = 0; i < games; i++) {
        const seed = `bots-two:${name}:${i}`;
        const game = createGame(buildBoard(randomBoard(seed)), { players: 2, variant: 'catan-for-two' });
        const other = BOT_FACTORIES[i % 2 ? 'greedy' : 'random']!();
        const bots = i % 2 ? [watched(BOT_FACTORIES[name]!(), t), other] : [other, watched(BOT_FACTORIES[name]!(), t)];
        const { result } = playGame(game, seed, bots);
        expect(result.forfeit).toBeNull();
        expect(result.winner >= 0 || result.capped).toBe(true);
      }
      expect(t.bad).toEqual([]);
      if (name !== 'mcts') expect(t.phases.has('neutral_build')).toBe(true);
      if (name === 'greedy' || name === 'value') expect(t.tokenActions).toBeGreaterThan(0);
    });
  }
});
