// The game viewer's snapshots for every rule set the records cover: one short game of random bots
// per rule set, recorded, read back through JSON and turned into the viewer's page in-process.

import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import type { BoardSpec } from '../src/engine/board.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import { SCENARIO_CHOICES, type RuleOptions } from '../src/rules/options.js';
import { createGame, scenarioBoardFor } from '../src/rules/registry.js';
import { playGame } from '../src/tournament/play-game.js';
import { entryLine, gameSteps } from '../src/report/game-steps.js';
import { viewerHtml } from '../src/report/viewer-page.js';

function recorded(spec: BoardSpec, options: Partial<RuleOptions> & { players: number }, seed: string): GameRecord {
  const game = createGame(spec, { turnCap: 60, ...options });
  const bots = Array.from({ length: game.seats }, () => createRandomBot());
  const { trace } = playGame(game, seed, bots, { trace: true });
  const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
  return JSON.parse(JSON.stringify(rec)) as GameRecord;
}

const cases: Array<[string, () => GameRecord]> = [
  ['base, 4 players', () => recorded(randomBoard('v:base'), { players: 4 }, 'v:base')],
  ['5-6, 6 players, paired', () => recorded(fiveSixRandomBoard('v:56'), { players: 6, turnRule: 'paired' }, 'v:56')],
  ['5-6, 5 players, inactive colour', () => recorded(fiveSixRandomBoard('v:5i'), { players: 5, inactiveColour: true }, 'v:5i')],
  ['Catan for Two', () => recorded(randomBoard('v:c42'), { players: 2, variant: 'catan-for-two' }, 'v:c42')],
  ...SCENARIO_CHOICES.filter((s) => s !== 'none').map((scenario): [string, () => GameRecord] => [
    `Seafarers: ${scenario}`,
    () => recorded(scenarioBoardFor({ players: 4, scenario }, false, `v:${scenario}`), { players: 4, scenario }, `v:${scenario}`),
  ]),
];

describe('show: snapshots for every rule set', () => {
  for (const [label, make] of cases) {
    it(`${label}: one snapshot per log entry, the last one the record's result, and a page with every piece`, () => {
      const rec = make();
      const names = rec.seats.map((s, k) => `${k}: ${s.bot}`);
      const game = gameSteps(rec, (p) => names[p]!);
      expect(game.steps).toHaveLength(rec.log.length);
      const last = game.steps[game.steps.length - 1]!;
      expect(last.seats.map((s) => s.vp)).toEqual(rec.result.vp);
      expect(last.line).toBe(entryLine(rec.log[rec.log.length - 1]!, (p) => names[p]!));
      // Every piece a step shows is drawn once, and the pieces grow from nothing.
      expect(Math.max(...game.steps.flatMap((s) => s.on))).toBeLessThan(game.items.length);
      expect(last.on.length).toBeGreaterThan(0);
      const html = viewerHtml({ title: label, meta: '', board: rec.board, names, result: 'done' }, game);
      expect(html.match(/<g data-item="\d+" style="display:none">/g)).toHaveLength(game.items.length);
      expect(html).not.toMatch(/<\/script>[\s\S]*<\/script>[\s\S]*<\/script>/);
      // Each of these games deals development cards: the seats' table counts them (Barbarian
      // Attack's own cards are resolved as drawn, never held, so it has no such column).
      const held = !label.endsWith('barbarian-attack');
      expect(game.devCards).toBe(held);
      if (held) expect(html).toContain('<th>dev</th><th>knights</th>');
    });
  }
});
