// The rule sets' parts of the view a command bot reads (docs/bot-protocol.md, "Rule sets' parts"):
// named values from each folder's readable.ts, computed from the seat's view, checked against the
// state they describe after real games of random bots.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { buildBoard, type BoardSpec } from '../src/engine/board.js';
import { newState, type GameState } from '../src/engine/game.js';
import { seatView } from '../src/engine/view.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { TRADE_TOKENS } from '../src/rules/catan-for-two/data.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, RULE_SETS, ruleSetsFor, scenarioBoardFor } from '../src/rules/registry.js';
import { resolveOptions } from '../src/rules/options.js';
import { readableView } from '../src/tournament/external/readable.js';
import { playGame } from '../src/tournament/play-game.js';
import { verifyRecord } from '../src/tournament/verify-record.js';
import { makeRecord } from '../src/engine/record.js';

type Parts = Record<string, Record<string, unknown>>;
const partsOf = (st: GameState, seat = 0): Parts => (readableView(seatView(st, seat), seat) as { rules: Parts }).rules;

/** The position after `turns` turns of random bots on `spec` (replayed from its record). */
function played(spec: BoardSpec, options: Partial<RuleOptions> & { players: number }, seed: string, turns: number): GameState {
  const game = createGame(spec, { ...options, turnCap: turns });
  const bots = Array.from({ length: game.seats }, () => createRandomBot());
  const { trace } = playGame(game, seed, bots, { trace: true });
  const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
  let last: GameState | null = null;
  verifyRecord(JSON.parse(JSON.stringify(rec)), { onEntry: (st) => (last = st) });
  return last!;
}

describe('the rule sets\' parts of the readable view', () => {
  it('a 3-4 player base game has none: rules is {}', () => {
    const st = newState(createGame(buildBoard(randomBoard('parts')), { players: 4 }), 'parts');
    expect(partsOf(st)).toEqual({});
  });

  it('Seafarers: pirate, ships left, chits and the fog turned over, by name', () => {
    const options = { players: 4, scenario: 'fog-islands' as const };
    const st = played(scenarioBoardFor(options, false, 'parts'), options, 'parts', 60);
    const parts = partsOf(st);
    expect(Object.keys(parts)).toEqual(['seafarers']);
    const sea = parts.seafarers as { pirate: number[] | null; shipsLeft: number[]; chits: number[]; fog: { turned: Array<{ hex: number[]; terrain: string }>; faceDown: { terrains: Record<string, number> } } };
    const ships = readableView(seatView(st, 0), 0) as { pieces: Array<{ owner: number; piece: string }> };
    for (let p = 0; p < 4; p++) expect(sea.shipsLeft[p]).toBe(15 - ships.pieces.filter((x) => x.owner === p && x.piece === 'ship').length);
    const b = st.game.board;
    const pirate = st.s[st.game.layout.fields['seafarers.pirate']!]!;
    expect(sea.pirate).toEqual(pirate >= 0 ? [b.hexQ[pirate], b.hexR[pirate]] : null);
    expect(sea.chits.reduce((a, x) => a + x, 0)).toBeGreaterThanOrEqual(0);
    // Every hidden hex is either turned over (with its face) or still in the face-down stack.
    const faceDown = Object.values(sea.fog.faceDown.terrains).reduce((a, x) => a + x, 0);
    expect(sea.fog.turned.length + faceDown).toBe(b.hiddenHexes.length);
    expect(sea.fog.turned.length).toBeGreaterThan(0);
    for (const t of sea.fog.turned) expect(typeof t.terrain).toBe('string');
  });

  it('Catan for Two: the neutral colours and the trade tokens', () => {
    const st = newState(createGame(buildBoard(randomBoard('parts')), { players: 2, variant: 'catan-for-two' }), 'parts');
    const part = partsOf(st)['catan-for-two'] as { neutralColours: number[]; tokens: number[]; tokenSupply: number; neutralBuild: string | null };
    expect(part.neutralColours).toEqual([2, 3]);
    expect(part.tokens[0]! + part.tokens[1]! + part.tokenSupply).toBe(TRADE_TOKENS);
    expect(part.neutralBuild).toBeNull();
  });

  it('the 5-6 turn rules say which part of the turn is played', () => {
    const paired = newState(createGame(buildBoard(fiveSixRandomBoard('parts')), { players: 6, turnRule: 'paired' }), 'parts');
    expect(partsOf(paired)).toEqual({ paired: { secondPlayer: false } });
    const special = newState(createGame(buildBoard(fiveSixRandomBoard('parts')), { players: 5 }), 'parts');
    expect(partsOf(special)).toEqual({ 'special-building': { specialBuilder: 0 } });
  });

  it('the scenarios with rules of their own add their part beside Seafarers\'', () => {
    const cases: Array<[RuleOptions['scenario'], string, string[]]> = [
      ['forgotten-tribe', 'forgotten-tribe', ['gifts', 'harborsHeld', 'cardsToDraw', 'harborsPlaced']],
      ['cloth-for-catan', 'cloth-for-catan', ['villages', 'supply', 'cloth', 'tradeRelations']],
      ['pirate-islands', 'pirate-islands', ['fleet', 'track', 'fortresses', 'warships', 'passedCircle', 'losses', 'calm']],
      ['wonders-of-catan', 'wonders-of-catan', ['wonders', 'wonder', 'level']],
    ];
    for (const [scenario, name, keys] of cases) {
      const options = { players: 4, scenario };
      const st = played(scenarioBoardFor(options, false, `parts:${scenario}`), options, `parts:${scenario}`, 30);
      const parts = partsOf(st);
      expect(Object.keys(parts), scenario).toEqual(['seafarers', name]);
      expect(Object.keys(parts[name]!)).toEqual(keys);
    }
    const cloth = partsOf(played(scenarioBoardFor({ players: 4, scenario: 'cloth-for-catan' }, false, 'c'), { players: 4, scenario: 'cloth-for-catan' }, 'c', 1))['cloth-for-catan'] as {
      villages: Array<{ node: number[]; token: number; cloth: number }>;
    };
    expect(cloth.villages.length).toBeGreaterThan(0);
    for (const v of cloth.villages) expect(v.node).toHaveLength(3);
  });

  it('docs/bot-protocol.md names every field of every rule set\'s part, under the rule set', () => {
    const doc = readFileSync('docs/bot-protocol.md', 'utf8').split('## Rule sets\' parts')[1]!;
    const games: Array<Partial<RuleOptions> & { players: number }> = [
      { players: 5 },
      { players: 6, turnRule: 'paired' },
      { players: 2, variant: 'catan-for-two' },
      ...(['forgotten-tribe', 'cloth-for-catan', 'pirate-islands', 'wonders-of-catan', 'rivers-of-catan', 'fishermen-of-catan'] as const).map((scenario) => ({ players: 4, scenario })),
      { players: 4, expansion: 'cities-knights' },
      { players: 4, harbormaster: true },
      { players: 4, eventCards: 'new-year' },
      { players: 4, scenario: 'traders-and-barbarians' },
      { players: 4, scenario: 'caravans' },
      { players: 4, scenario: 'barbarian-attack' },
    ];
    const covered = new Set<string>();
    for (const options of games) {
      const spec = options.scenario ? scenarioBoardFor({ players: options.players, scenario: options.scenario }, false, 'doc') : options.players >= 5 ? fiveSixRandomBoard('doc') : randomBoard('doc');
      const parts = partsOf(newState(createGame(spec, options), 'doc'));
      for (const r of ruleSetsFor(resolveOptions(options))) {
        if (!r.readable) continue;
        covered.add(r.name);
        const section = doc.split(`\n\`${r.name}\``)[1]?.split('\n\n')[0];
        expect(section, r.name).toBeDefined();
        for (const key of Object.keys(parts[r.name]!)) expect(section, `${r.name}.${key}`).toContain(`\`${key}\``);
      }
    }
    expect([...covered].sort()).toEqual(RULE_SETS.filter((r) => r.readable).map((r) => r.name).sort());
  });
});
