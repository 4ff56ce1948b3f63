// The Rivers of Catan at 3, 4, 5 and 6 players, on the printed set-up and the variable one: random
// games keep every invariant, replay from their records (board and chance re-derived from the
// seed), give the same game for the same seed; every built-in bot plays it without a forfeit; its
// configs run from the command line and their records replay with provenance.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { ARG_BITS } from '../src/engine/actions.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply } from '../src/engine/step.js';
import { createGame, replayRecord, scenarioBoardFor } from '../src/rules/registry.js';
import type { RuleOptions } from '../src/rules/options.js';
import { A_BRIDGE } from '../src/rules/traders-barbarians/rivers/index.js';
import { createGame as createGameD, scenarioBoardFor as scenarioBoardForD } from '../dist/src/rules/registry.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';

const RIVERS = 'rivers-of-catan' as const;

function randomGame(players: number, variable: boolean, seed: string, extra: Partial<RuleOptions> = {}) {
  const game = createGame(scenarioBoardFor({ players, scenario: RIVERS }, variable, seed), { players, scenario: RIVERS, turnCap: 150, ...extra });
  const st = newState(game, seed);
  const rand = makeRandom(`${seed}/pick`);
  const out = new Int32Array(maxActions(game));
  const actions: number[] = [];
  const outcomes: number[] = [];
  let bridges = 0;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    expect(n).toBeGreaterThan(0);
    // Bridges when they are legal, so that every game builds some.
    let a = out[Math.floor(rand() * n)]!;
    for (let i = 0; i < n; i++) if (out[i]! >>> ARG_BITS === A_BRIDGE) a = out[i]!;
    if (a >>> ARG_BITS === A_BRIDGE) bridges++;
    actions.push(a);
    outcomes.push(apply(st, a));
    expect(checkInvariants(st)).toEqual([]);
  }
  return { game, st, actions, outcomes, bridges };
}

describe('random games', () => {
  for (const players of [3, 4, 5, 6]) {
    for (const variable of [false, true]) {
      it(`${players} players, ${variable ? 'variable' : 'printed'} set-up: invariants at every step, the record replays, the same seed plays the same game`, () => {
        const seed = `rivers:${players}:${variable}`;
        const { game, st, actions, outcomes, bridges } = randomGame(players, variable, seed);
        expect(bridges).toBeGreaterThan(0);
        const rec = makeRecord({ game, seed, index: 0, seats: Array.from({ length: players }, () => ({ bot: 'random' })), actions, outcomes, forfeit: null });
        expect(rec.options.scenario).toBe(RIVERS);
        expect(JSON.stringify(rec.log)).toContain('build_bridge');
        const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
        expect(Array.from(replay.state.s)).toEqual(Array.from(st.s));
        const again = randomGame(players, variable, seed);
        expect(Array.from(again.st.s)).toEqual(Array.from(st.s));
      });
    }
  }
});

describe('with the variants (D154)', () => {
  it('4 players with the Friendly Robber, the Event Cards and the Harbormaster: invariants at every step, the record replays', () => {
    const seed = 'rivers:variants';
    const { game, st, actions, outcomes } = randomGame(4, false, seed, { friendlyRobber: true, eventCards: 'new-year', harbormaster: true });
    expect(game.options.targetVp).toBe(11);
    const rec = makeRecord({ game, seed, index: 0, seats: Array.from({ length: 4 }, () => ({ bot: 'random' })), actions, outcomes, forfeit: null });
    expect(rec.options).toMatchObject({ scenario: RIVERS, friendlyRobber: true, eventCards: 'new-year', harbormaster: true });
    const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
    expect(Array.from(replay.state.s)).toEqual(Array.from(st.s));
    // Robber Flees sends the robber beside the board, not to a swamp.
    expect(game.hooks.robberRefuge(game, st.s)).toBe(-1);
  });
});

describe('the built-in bots', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: random, greedy, value and mcts play to the end without a forfeit or a broken invariant`, () => {
      const names = ['greedy', 'value', 'mcts', 'random', 'greedy', 'value'].slice(0, players);
      const board = scenarioBoardForD({ players, scenario: RIVERS }, false, `bots:${players}`);
      const game = createGameD(board, { players, scenario: RIVERS, turnCap: 200 });
      const play = playChecked(game, `bots:${players}`, names.map((n) => BOT_FACTORIES[n]!()), 3);
      expect(play.problems).toEqual([]);
    });
  }
});

describe('from the command line', () => {
  it('its configs run at 3-6 players and their records replay with the board and chance re-derived from the seed; 2 players refused (exit 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-rivers-'));
    try {
      for (const [config, players] of [['4', 3], ['4', 4], ['6', 5], ['6', 6]] as const) {
        const out = join(dir, `r${players}`);
        const bots = ['greedy', 'value', 'weighted', 'random', 'greedy', 'value'].slice(0, players).join(',');
        const r = runBin(['run', `configs/traders-barbarians/rivers-of-catan-${config}.json`, '--players', String(players), '--bots', bots, '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ players, scenario: RIVERS, targetVp: 10 });
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
      // The rows read back with a Poor Settler's negative VP (the report re-reads every row).
      expect(readFileSync(join(dir, 'r4', 'games.csv'), 'utf8')).toMatch(/\|-2|,-2/);
      const report = runBin(['report', join(dir, 'r4')]);
      expect(report.status, report.stderr).toBe(0);
      // The rivers in a board's scenario data are for the drawings: records without them (as
      // they were first written) still check against the seed; records with other rivers do not.
      const lines = recordLines(join(dir, 'r4')).map((l) => JSON.parse(l) as { board: { scenario?: { rivers: number[][][] } } });
      const older = join(dir, 'older.jsonl');
      writeFileSync(older, lines.map(({ board: { scenario: _rivers, ...board }, ...rec }) => JSON.stringify({ ...rec, board })).join('\n') + '\n');
      const rold = runBin(['replay', older]);
      expect(rold.status, rold.stderr).toBe(0);
      expect(rold.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      const moved = join(dir, 'moved.jsonl');
      writeFileSync(moved, lines.map((rec) => JSON.stringify({ ...rec, board: { ...rec.board, scenario: { rivers: rec.board.scenario!.rivers.slice(1) } } })).join('\n') + '\n');
      const rmoved = runBin(['replay', moved]);
      expect(rmoved.status).not.toBe(0);
      expect(rmoved.stderr).toContain('board.scenario');
      // A map file without the rivers is refused before any game (D159); the scenario's own map draws.
      const mapFile = join(dir, 'base.json');
      expect(runBin(['map', '--save', mapFile]).status).toBe(0);
      const badMap = runBin(['run', '--scenario', RIVERS, '--map', mapFile, '--games', '1', '-q', '--out', join(dir, 'badmap')]);
      expect(badMap.status).toBe(2);
      expect(badMap.stderr).toContain('The Rivers of Catan: hex');
      const map = runBin(['map', '--scenario', RIVERS, '--players', '6']);
      expect(map.status, map.stderr).toBe(0);
      expect(map.stdout).toContain('map: The Rivers of Catan (6 players), printed layout');
      const scenarios = runBin(['scenarios']);
      expect(scenarios.stdout).toContain(RIVERS);
      const refused = runBin(['run', '--scenario', RIVERS, '--players', '2', '--games', '1', '-q', '--out', join(dir, 'bad')]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('scenario');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
