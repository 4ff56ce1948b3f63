// The built-in bots with Traders & Barbarians' Event Cards (D113-D129): every bot answers the
// event decisions legally at 2, 4 and 6 players, in The Pirate Islands (D127) and with Cities &
// Knights (D224-D226) at 3-6, and greedy repairs its damaged roads. On the compiled engine
// (dist/), as the other bot tests.

import { describe, expect, it } from 'vitest';
import { WINNER } from '../dist/src/engine/layout.js';
import { createGame, scenarioBoardFor } from '../dist/src/rules/registry.js';
import { randomBoard } from '../dist/src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../dist/src/rules/five-six/maps.js';
import type { RuleOptions } from '../dist/src/rules/options.js';
import { A_DAMAGE, A_GIVE_CARD, A_PICK, A_REPAIR, A_TAKE } from '../dist/src/rules/traders-barbarians/event-cards/fields.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';

type Board = ReturnType<typeof randomBoard>;

describe('the built-in bots with the Event Cards', () => {
  const lineups: Array<[string, Partial<RuleOptions>, () => Board, string[]]> = [
    ['4 players', { players: 4 }, () => randomBoard('evb:4'), ['greedy', 'value', 'mcts', 'weighted']],
    ['6 players, paired', { players: 6, turnRule: 'paired' }, () => fiveSixRandomBoard('evb:6'), ['value', 'greedy', 'random', 'mcts', 'greedy', 'weighted']],
    ['Catan for Two', { players: 2, variant: 'catan-for-two' }, () => randomBoard('evb:2'), ['greedy', 'value']],
    ...([3, 4, 5, 6] as const).map((players): [string, Partial<RuleOptions>, () => Board, string[]] => {
      const o = { players, scenario: 'pirate-islands' as const };
      return [`The Pirate Islands, ${players} players`, o, () => scenarioBoardFor(o, false, `evb:pi${players}`), ['greedy', 'mcts', 'value', 'random', 'weighted', 'greedy'].slice(0, players)];
    }),
    ...([3, 4, 5, 6] as const).map((players): [string, Partial<RuleOptions>, () => Board, string[]] => [
      `Cities & Knights, ${players} players`,
      { players, expansion: 'cities-knights' },
      () => (players <= 4 ? randomBoard(`evb:ck${players}`) : fiveSixRandomBoard(`evb:ck${players}`)),
      ['weighted', 'greedy', 'value', 'mcts', 'random', 'greedy'].slice(0, players),
    ]),
  ];
  for (const [label, options, board, names] of lineups) {
    it(`${label}: ${names.join(', ')} answer every decision legally, and every invariant holds`, () => {
      const game = createGame(board(), { ...options, eventCards: 'new-year', turnCap: 200 });
      const r = playChecked(game, `evb:${label}`, names.map((n) => BOT_FACTORIES[n]!()), 3);
      expect(r.problems).toEqual([]);
      // The event decisions came up and were answered.
      const ids = [A_DAMAGE, A_GIVE_CARD, A_PICK, A_TAKE];
      expect(ids.some((k) => (r.kinds.get(k) ?? 0) > 0)).toBe(true);
    }, 120_000);
  }

  it('greedy repairs a damaged road and keeps building roads after an Earthquake', () => {
    let damaged = 0;
    let repaired = 0;
    for (let i = 0; i < 6; i++) {
      const game = createGame(randomBoard(`evr:${i}`), { players: 4, eventCards: 'new-year' });
      const r = playChecked(game, `evr:${i}`, [0, 1, 2, 3].map(() => BOT_FACTORIES.greedy!()), 50);
      expect(r.problems).toEqual([]);
      damaged += r.kinds.get(A_DAMAGE) ?? 0;
      repaired += r.kinds.get(A_REPAIR) ?? 0;
    }
    expect(damaged).toBeGreaterThan(0);
    expect(repaired).toBeGreaterThan(0);
  }, 120_000);

  it('on a Seafarers board too (The Pirate Islands): greedy repairs, and four greedy bots finish their games', () => {
    let repaired = 0;
    for (let i = 0; i < 4; i++) {
      const o = { players: 4, scenario: 'pirate-islands' as const };
      const game = createGame(scenarioBoardFor(o, false, `evr:pi${i}`), { ...o, eventCards: 'new-year', turnCap: 400 });
      const r = playChecked(game, `evr:pi${i}`, [0, 1, 2, 3].map(() => BOT_FACTORIES.greedy!()), 50);
      expect(r.problems).toEqual([]);
      expect(r.state.s[game.layout.fields['ev.rebuilds']!]).toBeGreaterThan(0);
      repaired += r.kinds.get(A_REPAIR) ?? 0;
      expect(r.state.s[WINNER]).toBeGreaterThanOrEqual(0);
    }
    expect(repaired).toBeGreaterThan(0);
  }, 120_000);
});
