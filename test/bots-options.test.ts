// Every built-in bot's options have a schema (src/bots/options.ts) that the config resolver applies:
// an unknown option or a bad value is refused before any game, naming the file, the field path
// and what was expected; options the schema accepts are accepted by the bot's own factory too.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_OPTION_SCHEMAS, checkBotOptions } from '../src/bots/options.js';
import { BUILTIN_BOTS } from '../src/bots/registry.js';
import { ConfigError } from '../src/tournament/config.js';
import { resolvePlan } from '../src/tournament/resolve.js';
import { ROOT, runBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-bot-options-'));

/** Per bot: options it accepts, and [options, field, expected] it must refuse. */
const CASES: Record<string, { good: Record<string, unknown>[]; bad: Array<[Record<string, unknown>, string, RegExp]> }> = {
  random: {
    good: [{}],
    bad: [[{ speed: 1 }, 'speed', /unknown option for the random bot \(allowed here: none\)/]],
  },
  weighted: {
    good: [{}, { weights: { city: 5, road: 0 }, offerProbability: 0, moveProbability: 1 }],
    bad: [
      [{ weights: { ship: 1 } }, 'weights.ship', /unknown option .*allowed here: city, settlement, dev, road/],
      [{ weights: { city: -1 } }, 'weights.city', /expected a number >= 0/],
      [{ offerProbability: 1.5 }, 'offerProbability', /expected a probability from 0 to 1/],
      [{ moveProbability: 'often' }, 'moveProbability', /expected number/],
      [{ weight: {} }, 'weight', /unknown option for the weighted bot \(allowed here: weights, offerProbability, moveProbability\)/],
    ],
  },
  greedy: {
    good: [{}, { offers: 0 }, { offers: 3 }],
    bad: [
      [{ offers: 1.5 }, 'offers', /expected an integer >= 0/],
      [{ offers: -1 }, 'offers', /expected an integer >= 0/],
      [{ offer: 1 }, 'offer', /unknown option for the greedy bot \(allowed here: offers\)/],
    ],
  },
  value: {
    good: [{}, { weights: { vp: 2, resourceValue: [1, 1, 1, 1, 1] }, offers: 2, acceptMargin: 0.2, declineAhead: 1, offerMargin: 0, setup: 'greedy', robber: 'search', trade: 'simple' }],
    bad: [
      [{ setup: 'fast' }, 'setup', /expected one of "race"\|"greedy"/],
      [{ trade: 'none' }, 'trade', /expected one of "full"\|"simple"/],
      [{ weights: { vpp: 1 } }, 'weights.vpp', /unknown weight for the value bot \(allowed here: the value evaluation's: vp, win, production, .*; no kit in play declares any\)/],
      [{ weights: { goldValue: 'high' } }, 'weights.goldValue', /expected number/],
      [{ weights: { resourceValue: [1, 2] } }, 'weights.resourceValue', /expected a list of 5 numbers/],
      [{ offers: 'two' }, 'offers', /expected number/],
    ],
  },
  mcts: {
    good: [{}, { mode: 'game', iterations: 10, c: 0.5, rolloutDepth: 0, leaf: 'value', treeOffers: true, temperature: 1 }, { ms: 5, cPuct: 1, priorTemp: 0.1, rival: 0.5, backup: 'mean', weights: { production: 0.02 } }],
    bad: [
      [{ iterations: 0 }, 'iterations', /expected an integer >= 1/],
      [{ iterations: 2.5 }, 'iterations', /expected an integer >= 1/],
      [{ mode: 'tree' }, 'mode', /expected one of "turn"\|"game"/],
      [{ priorTemp: 0 }, 'priorTemp', /expected a number >= 0.001/],
      [{ treeOffers: 'yes' }, 'treeOffers', /expected boolean/],
      [{ weights: { resourceValue: 'flat' } }, 'weights.resourceValue', /expected array/],
      [{ weights: { voyage: 1 } }, 'weights.voyage', /unknown weight for the mcts bot/],
      [{ iteration: 100 }, 'iteration', /unknown option for the mcts bot \(allowed here: mode, cPuct/],
    ],
  },
};

describe('built-in bot options (src/bots/options.ts)', () => {
  it('every built-in bot has a schema and test cases', () => {
    expect(Object.keys(BOT_OPTION_SCHEMAS).sort()).toEqual(Object.keys(BUILTIN_BOTS).sort());
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(BUILTIN_BOTS).sort());
  });

  it('`catan-arena bots` names every option each schema takes', () => {
    for (const [name, schema] of Object.entries(BOT_OPTION_SCHEMAS)) {
      const keys = 'shape' in schema ? Object.keys(schema.shape) : [];
      for (const key of keys) expect(BUILTIN_BOTS[name]!.options, `${name}.${key}`).toMatch(new RegExp(`\\b${key}\\b`));
    }
  });

  for (const [name, { good, bad }] of Object.entries(CASES)) {
    it(`${name}: valid options pass the schema and the factory; bad ones are refused naming the field`, () => {
      for (const options of good) {
        expect(checkBotOptions(name, options), JSON.stringify(options)).toBeNull();
        expect(() => BUILTIN_BOTS[name]!.factory(structuredClone(options))).not.toThrow();
      }
      for (const [options, field, expected] of bad) {
        const problem = checkBotOptions(name, options);
        expect(problem?.field, JSON.stringify(options)).toBe(field);
        expect(problem?.expected).toMatch(expected);
      }
    });

    it(`${name}: resolving a config refuses a bad option with the file and bots[i].options path`, () => {
      const [options, field, expected] = bad[0]!;
      const cfg = { bots: ['random', { bot: name, options }, 'random', 'random'] };
      let error: unknown;
      try {
        resolvePlan(cfg, {}, 'my.json', ROOT);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field).toBe(`bots[1].options.${field}`);
      expect((error as Error).message).toMatch(expected);
      expect((error as Error).message.startsWith(`my.json: field "bots[1].options.${field}": `)).toBe(true);
    });
  }

  it("the kits' weights: a weight of a kit in play passes, one of a rule set not in play is refused, saying whose it is", () => {
    const sea = { scenario: 'heading-for-new-shores' as const, players: 4 };
    const plan = resolvePlan({ ...sea, bots: [{ bot: 'value', options: { weights: { goldValue: 2, vp: 1.5 } } }, { bot: 'mcts', options: { weights: { voyage: 0.5 } } }, 'random', 'random'] }, {}, 'sea.json', ROOT);
    expect(plan.lineup[0]!.options).toEqual({ weights: { goldValue: 2, vp: 1.5 } });
    const refused = (cfg: Record<string, unknown>, field: string, expected: RegExp) => {
      let error: unknown;
      try {
        resolvePlan(cfg, {}, 'my.json', ROOT);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field).toBe(field);
      expect((error as Error).message).toMatch(expected);
    };
    refused(
      { bots: ['random', { bot: 'value', options: { weights: { goldValue: 2 } } }, 'random', 'random'] },
      'bots[1].options.weights.goldValue',
      /unknown weight for the value bot \(allowed here: the value evaluation's: vp, .*; no kit in play declares any\); "goldValue" is a weight of the seafarers kit, whose rules this game does not play$/,
    );
    refused(
      { ...sea, bots: ['random', 'random', 'random', { bot: 'mcts', options: { weights: { goldvalue: 2 } } }] },
      'bots[3].options.weights.goldvalue',
      /unknown weight for the mcts bot \(allowed here: the value evaluation's: vp, .*; kit seafarers: goldValue, voyage, voyageDiscount, voyageRange, warship, fortressChit, routeShip, wonderLevel\)$/,
    );
  });

  it('the command line: an unknown weight exits 2 before any game, naming the field and the weights known', () => {
    const f = join(TMP, 'bad-weight.json');
    writeFileSync(f, JSON.stringify({ bots: [{ bot: 'value', options: { weights: { voyage: 1 } } }, 'random'], games: 2 }));
    const r = runBin(['run', f, '-q', '--seed', '1'], { timeoutMs: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^error: ${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: field "bots\\[0\\]\\.options\\.weights\\.voyage": unknown weight for the value bot .*"voyage" is a weight of the seafarers kit`));
  });

  it('a module bot\'s options are its own to check; only their depth is bounded', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i++) deep = { a: deep };
    expect(() => resolvePlan({ bots: [{ bot: 'bots/builder.js', options: { anything: 1 } }, 'random'] }, {}, 'm.json', ROOT)).not.toThrow();
    expect(() => resolvePlan({ bots: [{ bot: 'bots/builder.js', options: { x: deep } }, 'random'] }, {}, 'm.json', ROOT)).toThrow(/field "bots\[0\]\.options\.x\.a\.a": nested more than 64 levels deep/);
  });

  it('the command line: a config with a bad mcts option exits 2 before any game, naming file, field and expectation', () => {
    const f = join(TMP, 'bad-mcts.json');
    writeFileSync(f, JSON.stringify({ bots: ['random', { bot: 'mcts', options: { iterations: 0 } }], games: 2 }));
    const r = runBin(['run', f, '-q', '--seed', '1'], { timeoutMs: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`error: ${f}: field "bots[1].options.iterations": expected an integer >= 1\n`);
  });
});
