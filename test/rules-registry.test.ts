// The rule-set registry and the seam's promises: the engine core imports no rule set, every rule
// set's ids lie in its own block and no two blocks overlap, the options choose the rule sets, and
// buffer sizes come from the game.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { A_END_ROAD_BUILDING, A_ROAD, ARG_BITS, STANDARD_KINDS } from '../src/engine/actions.js';
import { describeAction, kindName, phaseName } from '../src/engine/describe.js';
import { PHASE_NAMES, STANDARD_PHASES } from '../src/engine/layout.js';
import { ID_BLOCKS, NEXT_FREE_IDS } from '../src/rules/ids.js';
import { VARIANTS, TURN_RULES, resolveOptions, type RuleOptions } from '../src/rules/options.js';
import { RULE_SETS, createGame, frameFor, ruleSetsFor } from '../src/rules/registry.js';
import { BASE_FRAME } from '../src/rules/base/frame.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { FIVE_SIX_FRAME, fiveSixBeginnerBoard } from '../src/rules/five-six/maps.js';
import { PH_SPECIAL_BUILD } from '../src/rules/turn-rules/special-building.js';

const ENGINE = join(import.meta.dirname, '..', 'src', 'engine');

describe('the engine core', () => {
  it('imports no rule set and names no variant', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(ENGINE)) {
      const text = readFileSync(join(ENGINE, file), 'utf8');
      for (const m of text.matchAll(/from '([^']+)'/g)) if (m[1]!.includes('/rules/') || m[1]!.startsWith('../')) offenders.push(`${file}: ${m[1]}`);
      if (/twoPlayer|turnRule|catan-for-two|special-building/.test(text)) offenders.push(`${file}: names a variant`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('the registry', () => {
  it('has unique names, and every variant and turn rule but the defaults is a rule set', () => {
    const names = RULE_SETS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of VARIANTS) if (v !== 'none') expect(names).toContain(v);
    for (const t of TURN_RULES) if (t !== 'standard') expect(names).toContain(t);
  });

  it('id blocks lie after the standard ids and before the next free ids, without overlapping', () => {
    const spans: Array<[string, string, number, number]> = [];
    for (const [name, block] of Object.entries(ID_BLOCKS)) {
      const b = block as { kinds?: readonly [number, number]; phases?: readonly [number, number] };
      if (b.kinds) spans.push([name, 'kinds', ...b.kinds]);
      if (b.phases) spans.push([name, 'phases', ...b.phases]);
    }
    for (const [name, what, lo, hi] of spans) {
      expect(lo, `${name} ${what}`).toBeGreaterThanOrEqual(what === 'kinds' ? STANDARD_KINDS : STANDARD_PHASES);
      expect(hi, `${name} ${what}`).toBeLessThanOrEqual(NEXT_FREE_IDS[what as 'kinds' | 'phases']);
      for (const [other, w2, lo2, hi2] of spans) {
        if (other !== name && w2 === what) expect(lo < hi2 && lo2 < hi, `${name} and ${other} ${what} overlap`).toBe(false);
      }
    }
  });

  const cases: Array<[Partial<RuleOptions>, string[], string]> = [
    [{ players: 4 }, ['base'], 'base'],
    [{ players: 3 }, ['base'], 'base'],
    [{ players: 5 }, ['base', 'five-six', 'special-building'], 'five-six'],
    [{ players: 6, turnRule: 'paired' }, ['base', 'five-six', 'paired'], 'five-six'],
    [{ players: 5, inactiveColour: true }, ['base', 'five-six', 'special-building'], 'five-six'],
    [{ players: 2, variant: 'catan-for-two' }, ['base', 'catan-for-two'], 'base'],
  ];
  for (const [options, sets, ruleset] of cases) {
    it(`${JSON.stringify(options)}: ${sets.join(' + ')}, recorded as "${ruleset}"`, () => {
      expect(ruleSetsFor(resolveOptions(options)).map((r) => r.name)).toEqual(sets);
      const game = createGame((options.players ?? 4) >= 5 ? fiveSixBeginnerBoard() : beginnerBoard(), options);
      expect(game.ruleSets).toEqual(sets);
      expect(game.ruleset).toBe(ruleset);
      expect(frameFor(options)).toBe((options.players ?? 4) >= 5 ? FIVE_SIX_FRAME : BASE_FRAME);
    });
  }

  it('a game carries only the fields of the rule sets in play', () => {
    const base = createGame(beginnerBoard(), { players: 2 });
    const c42 = createGame(beginnerBoard(), { players: 2, variant: 'catan-for-two' });
    expect(Object.keys(base.layout.fields)).toEqual([]);
    expect(Object.keys(c42.layout.fields).every((f) => f.startsWith('c42.'))).toBe(true);
    expect(Object.keys(createGame(fiveSixBeginnerBoard(), { players: 6, turnRule: 'paired' }).layout.fields)).toEqual(['subturn']);
  });

  it('names phases and kinds from the game, and sizes buffers from it', () => {
    const base = createGame(beginnerBoard(), { players: 4 });
    const five = createGame(fiveSixBeginnerBoard(), { players: 5 });
    expect(phaseName(base, PH_SPECIAL_BUILD)).toBe(`phase${PH_SPECIAL_BUILD}`);
    expect(phaseName(five, PH_SPECIAL_BUILD)).toBe('special_build');
    PHASE_NAMES.forEach((name, id) => expect(phaseName(base, id)).toBe(name));
    expect(kindName(base, A_END_ROAD_BUILDING)).toBe('end_road_building');
    expect(kindName(base, STANDARD_KINDS)).toBe(`kind${STANDARD_KINDS}`); // the first id of Catan for Two's block, not in a base game
    expect(describeAction(base, (A_ROAD << ARG_BITS) | 0)).toBe(`road [${base.board.edgeName[0]!.join(', ')}]`);
    expect(base.maxOutcomes).toBe(36);
    expect(five.maxActions).toBeGreaterThan(base.maxActions);
    expect(base.scratch.outcomes.length).toBe(base.maxOutcomes);
  });
});

describe('house variants are labelled (D21, D27)', () => {
  it('D21: two players on the base rules are called a house variant; D27: the inactive colour a house option', () => {
    const base = RULE_SETS.find((r) => r.name === 'base')!;
    expect(base.summary).toMatch(/3-4 players \(2 players on these rules: a house variant/);
    const five = RULE_SETS.find((r) => r.name === 'five-six')!;
    expect(five.options!.find((o) => o.name === 'inactiveColour')!.description).toMatch(/^house option \(D27\)/);
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'configs', 'head-to-head.json'), 'utf8')) as { players: number; variant?: string; description: string };
    expect(config.players).toBe(2);
    expect(config.variant).toBeUndefined();
    expect(config.description).toMatch(/house variant/);
  });
});

