// The rule options as the rule sets declare them: gathered from the modules into one table (values
// from every module that adds one), resolved with each module's defaults and checks, and turned
// into the flags' help. A module outside the registry joins by being listed, as a new rule set does.

import { describe, expect, it } from 'vitest';
import { OptionsError } from '../src/engine/options.js';
import { flagHelp, optionTable, resolveWith, valuesOf } from '../src/rules/option-table.js';
import type { RuleOptions } from '../src/rules/options.js';
import { RULE_OPTIONS, RULE_SETS, resolveOptions } from '../src/rules/registry.js';
import type { RuleSetModule } from '../src/rules/rule-set.js';

const entry = (name: string) => RULE_OPTIONS.find((o) => o.name === name)!;

describe('the rule options the rule sets declare', () => {
  it('each option once, with the values every rule set brings, in registry order', () => {
    expect(RULE_OPTIONS.map((o) => o.name)).toEqual(['turnRule', 'variant', 'inactiveColour', 'scenario', 'expansion', 'knightErrant', 'easyStart', 'knightCommitment', 'friendlyRobber', 'eventCards', 'harbormaster']);
    expect(valuesOf(entry('expansion'))).toEqual(['none', 'cities-knights']);
    expect(valuesOf(entry('eventCards'))).toEqual(['none', 'new-year', 'reshuffle']);
    expect(valuesOf(entry('turnRule'))).toEqual(['standard', 'special-building', 'paired']);
    expect(valuesOf(entry('variant'))).toEqual(['none', 'catan-for-two']);
    expect(entry('inactiveColour').values).toBe('boolean');
    expect(valuesOf(entry('scenario'))[0]).toBe('none');
    expect(valuesOf(entry('scenario'))).toContain('pirate-islands');
  });

  it("a flag's help is the option's meaning and every value's", () => {
    expect(flagHelp(entry('variant'))).toMatch(/^rule variant: none; catan-for-two: the two-player variant/);
    expect(flagHelp(entry('scenario'))).toBe('a scenario of Seafarers or Traders & Barbarians (catan-arena scenarios lists them)');
  });

  it('each rule set settles and checks its own: a scenario sets the target and the paired rule', () => {
    const o = resolveOptions({ players: 6, scenario: 'four-islands' });
    expect(o.turnRule).toBe('paired');
    expect(resolveOptions({ players: 6 }).turnRule).toBe('special-building');
    expect(resolveOptions({ players: 4, scenario: 'four-islands' }).targetVp).not.toBe(10);
    expect(() => resolveOptions({ players: 4, variant: 'bogus' as RuleOptions['variant'] })).toThrow(/^option variant: expected one of none, catan-for-two, got "bogus"$/);
    expect(() => resolveOptions({ players: 4, inactiveColour: 'yes' as unknown as boolean })).toThrow(/^option inactiveColour: expected true or false, got "yes"$/);
  });

  it('Cities & Knights: 13 VP and paired turns by default, 3-6 players, no special building, no scenario, variants only with it', () => {
    expect(resolveOptions({ players: 4, expansion: 'cities-knights' }).targetVp).toBe(13);
    expect(resolveOptions({ players: 4, expansion: 'cities-knights', targetVp: 12 }).targetVp).toBe(12);
    expect(resolveOptions({ players: 6, expansion: 'cities-knights' }).turnRule).toBe('paired');
    expect(() => resolveOptions({ players: 2, expansion: 'cities-knights' })).toThrow(/^option expansion: Cities & Knights is for 3-6 players/);
    expect(() => resolveOptions({ players: 6, expansion: 'cities-knights', turnRule: 'special-building' })).toThrow(/^option turnRule: Cities & Knights for 5-6 players uses "paired"/);
    expect(() => resolveOptions({ players: 4, expansion: 'cities-knights', scenario: 'four-islands' })).toThrow(/^option expansion: Cities & Knights plays without/);
    expect(() => resolveOptions({ players: 4, knightErrant: true })).toThrow(/^option knightErrant: a Cities & Knights variant/);
    expect(resolveOptions({ players: 3, expansion: 'cities-knights', easyStart: true }).easyStart).toBe(true);
  });

  it('a new rule set adds a value to a shared option, with its own check, by declaring it', () => {
    const toy: RuleSetModule = {
      name: 'toy',
      summary: 'a toy variant for three',
      appliesTo: (o) => o.variant === ('toy' as RuleOptions['variant']),
      install() {},
      options: [{ name: 'variant', description: 'rule variant', values: [['toy', 'a toy variant for three']] }],
      checkOptions(o) {
        if (o.variant === ('toy' as RuleOptions['variant']) && o.players !== 3) throw new OptionsError('option variant: "toy" is for 3 players');
      },
    };
    const modules = [...RULE_SETS, toy];
    const table = optionTable(modules);
    expect(valuesOf(table.find((o) => o.name === 'variant')!)).toEqual(['none', 'catan-for-two', 'toy']);
    expect(resolveWith(modules, table, { players: 3, variant: 'toy' as RuleOptions['variant'] }).variant).toBe('toy');
    expect(() => resolveWith(modules, table, { players: 4, variant: 'toy' as RuleOptions['variant'] })).toThrow(/"toy" is for 3 players/);
    // Without the module, the value is not one the options take.
    expect(() => resolveOptions({ players: 3, variant: 'toy' as RuleOptions['variant'] })).toThrow(/expected one of none, catan-for-two/);
  });

  it('an option first declared without a default is refused', () => {
    const bad: RuleSetModule = { name: 'bad', summary: '', appliesTo: () => false, install() {}, options: [{ name: 'turnRule', description: 'x', values: [['x', '']] }] };
    expect(() => optionTable([bad])).toThrow(/option turnRule is declared here first, so it needs a default/);
  });
});
