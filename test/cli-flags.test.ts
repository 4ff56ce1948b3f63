// One flag, one meaning, on every command, through the real binary: bot options by label on run,
// match, ladder and balance; a map and its generator's options as --map and --map-options on run,
// map and balance (old spellings still taken, with a warning); --resume on match and ladder; merge's
// --report and --quiet; and --game in show and replay counted as games.csv counts (index, from 0).

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';
import { cli, killChildren, start, until } from './helpers/cli.js';
import { recordIndices } from './helpers/records.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-flags-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
afterEach(killChildren);

let count = 0;
const fresh = (tag: string) => join(TMP, `${tag}-${++count}`);
const QUICK = ['--trade', 'off', '--turn-cap', '60', '--workers', '1', '-q'];

interface Plan {
  lineup: Array<{ label: string; options: Record<string, unknown> }>;
  map: { kind: string; generator?: string; options?: Record<string, unknown> };
}
const planOf = (dir: string) => (JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { plan: Plan }).plan;
const optionsByLabel = (plan: Plan) => Object.fromEntries(plan.lineup.map((b) => [b.label, b.options]));

function ok(args: string[]) {
  const r = cli(args);
  expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
  return r;
}

describe('--bot-options: bots\' options by label, on run, match, ladder and balance', () => {
  it('run: a label stem sets every copy, a full label one copy (and wins), merged over the config\'s options', () => {
    const dir = fresh('run');
    const options = { value: { trade: 'simple', offers: 2 }, 'value#2': { offers: 1 }, greedy: { offers: 0 } };
    ok(['run', '--bots', 'value,value,greedy', '--bot-options', JSON.stringify(options), '--games', '3', ...QUICK, '--out', dir]);
    expect(optionsByLabel(planOf(dir))).toEqual({ value: { trade: 'simple', offers: 2 }, 'value#2': { trade: 'simple', offers: 1 }, greedy: { offers: 0 } });

    const config = fresh('config');
    ok(['run', 'configs/value-full-vs-simple-trade.json', '--bot-options', '{"value-simple#3": {"offers": 1}}', '--games', '4', ...QUICK, '--out', config]);
    expect(optionsByLabel(planOf(config))).toMatchObject({ 'value-full': {}, 'value-simple': { trade: 'simple' }, 'value-simple#3': { trade: 'simple', offers: 1 } });
  });

  it('match: by side label, the same as --options-b', () => {
    const [byLabel, bySide] = [fresh('match-label'), fresh('match-side')];
    ok(['match', 'value', 'value', '--bot-options', '{"value-B": {"trade": "simple"}}', '--players', '2', '--games', '2', ...QUICK, '--out', byLabel]);
    ok(['match', 'value', 'value', '--options-b', '{"trade": "simple"}', '--players', '2', '--games', '2', ...QUICK, '--out', bySide]);
    expect(optionsByLabel(planOf(byLabel))).toEqual({ 'value-A': {}, 'value-B': { trade: 'simple' } });
    expect(planOf(bySide).lineup).toEqual(planOf(byLabel).lineup);
  });

  it('ladder and balance: by label', () => {
    const ladder = fresh('ladder');
    ok(['ladder', 'random', 'greedy', '--bot-options', '{"greedy": {"offers": 0}}', '--players', '2', '--games', '2', ...QUICK, '--out', ladder]);
    expect(optionsByLabel(planOf(ladder))).toEqual({ random: {}, greedy: { offers: 0 } });
    const balance = fresh('balance');
    ok(['balance', '--map', 'beginner', '--bots', 'greedy', '--bot-options', '{"greedy#2": {"offers": 0}}', '--players', '2', '--games', '2', ...QUICK, '--out', balance]);
    expect(optionsByLabel(planOf(join(balance, 'beginner')))).toEqual({ greedy: {}, 'greedy#2': { offers: 0 } });
  });

  it('a label not in the line-up, or an option the bot does not take, is one line naming it (exit 2)', () => {
    const nobody = cli(['run', '--bots', 'value,greedy', '--bot-options', '{"valeu": {}}', '--games', '2', ...QUICK, '--out', fresh('never')]);
    expect(nobody.code).toBe(2);
    expect(nobody.err).toBe('error: (command line): field "--bot-options.valeu": the label of a bot in the line-up (value, greedy)\n');
    const typo = cli(['match', 'value', 'greedy', '--bot-options', '{"value": {"ofers": 1}}', '--games', '2', ...QUICK, '--out', fresh('never')]);
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/^error: \(command line\): field "--bot-options\.value\.ofers": unknown option for the value bot/);
  });
});

describe('--map and --map-options: one map flag on run, map and balance', () => {
  it('run plays the generator with the options map deals', () => {
    const dir = fresh('run-map');
    ok(['run', '--map', 'balanced', '--map-options', '{"terrainCluster": 1}', '--players', '2', '--games', '2', ...QUICK, '--out', dir]);
    expect(planOf(dir).map).toMatchObject({ kind: 'generator', generator: 'balanced', options: { terrainCluster: 1 } });
    const shown = JSON.parse(ok(['map', '--map', 'balanced', '--map-options', '{"terrainCluster": 1}', '--seed', '1', '--json']).out) as { map: { source: { options: unknown } } };
    expect(shown.map.source.options).toEqual(planOf(dir).map.options);
  });

  it("map takes a file and a scenario's maps through --map", () => {
    const file = join(TMP, 'saved.json');
    const dealt = ok(['map', '--map', 'spiral', '--seed', '4', '--save', file]);
    const loaded = ok(['map', '--map', file]);
    expect(loaded.out.split('\n').slice(1, 20)).toEqual(dealt.out.split('\n').slice(1, 20));
    expect(ok(['map', '--scenario', 'four-islands', '--map', 'random', '--seed', '1']).out).toMatch(/^map: The Four Islands \(4 players\), variable set-up, seed "1"/);
  });

  it('balance compares a list, each generator taking the options it knows', () => {
    const dir = fresh('balance');
    ok(['balance', '--map', 'official,balanced', '--map-options', '{"tokens": "random", "terrainCluster": 1}', '--games', '2', '--maps', '2', ...QUICK, '--out', dir]);
    const report = JSON.parse(readFileSync(join(dir, 'balance.json'), 'utf8')) as { subjects: Array<{ map: Plan['map'] }> };
    expect(report.subjects.map((s) => [s.map.generator, s.map.options])).toEqual([
      ['official', { tokens: 'random' }],
      ['balanced', expect.objectContaining({ terrainCluster: 1 })],
    ]);
    expect(report.subjects[1]!.map.options).not.toHaveProperty('tokens');
  });

  it('the old spellings still work, each with a warning naming the current flag', () => {
    const same = (old: string[], current: string[]) => {
      const [a, b] = [ok(old), ok(current)];
      expect(a.out).toBe(b.out);
      return a.err;
    };
    expect(same(['map', '-G', 'balanced', '--options', '{"terrainCluster": 1}', '--seed', '2'], ['map', '--map', 'balanced', '--map-options', '{"terrainCluster": 1}', '--seed', '2'])).toBe(
      'warning: --generator is an old spelling: use --map\nwarning: --options is an old spelling: use --map-options\n',
    );
    expect(same(['map', '--scenario', 'four-islands', '--variable', '--seed', '2'], ['map', '--scenario', 'four-islands', '--map', 'random', '--seed', '2'])).toBe(
      'warning: --variable is an old spelling: use --map random\n',
    );
    const [old, current] = [fresh('old'), fresh('current')];
    const args = ['--games', '2', '--maps', '2', '--seed', 'b', '--players', '2', ...QUICK];
    ok(['balance', '--generator', 'official,balanced', '--options', '{"balanced": {"terrainCluster": 1}}', ...args, '--out', old]);
    ok(['balance', '--map', 'official,balanced', '--map-options', '{"terrainCluster": 1}', ...args, '--out', current]);
    const subjects = (dir: string) => (JSON.parse(readFileSync(join(dir, 'balance.json'), 'utf8')) as { subjects: Array<{ map: unknown }> }).subjects.map((s) => s.map);
    expect(subjects(old)).toEqual(subjects(current));
  });
});

describe('--resume on match and ladder', () => {
  it('Ctrl-C on a match says to type match --resume DIR', async () => {
    const dir = fresh('match');
    const run = start(['match', 'random', 'weighted', '--players', '2', '--games', '100000', '--seed', 'm', ...QUICK, '--out', dir]);
    await until(() => existsSync(join(dir, 'journal.jsonl')) && readFileSync(join(dir, 'journal.jsonl'), 'utf8').split('\n').length > 3, run, 'games were journalled');
    run.child.kill('SIGINT');
    await run.stderrMatches(/interrupted: \d+ of 100000 games saved/);
    expect(run.err()).toContain(`continue with: catan-arena match --resume ${dir}\n`);
  });

  /** A copy of a finished folder as a kill in its first games leaves it: the journal's header and three games. */
  function cut(whole: string): string {
    const dir = fresh('cut');
    cpSync(whole, dir, { recursive: true });
    const journal = join(dir, 'journal.jsonl');
    writeFileSync(journal, readFileSync(journal, 'utf8').split('\n').slice(0, 4).join('\n') + '\n');
    rmSync(join(dir, 'summary.json'));
    rmSync(join(dir, 'games.csv'));
    return dir;
  }
  const section = (dir: string, name: string) => (JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Record<string, unknown>)[name];

  it('match --resume and ladder --resume finish their folders as an uninterrupted run does', () => {
    const match = fresh('match-whole');
    ok(['match', 'random', 'weighted', '--players', '2', '--games', '8', '--seed', 'm', ...QUICK, '--out', match]);
    const matchCut = cut(match);
    expect(ok(['match', '--resume', matchCut]).out).toMatch(/random vs weighted/);
    expect(section(matchCut, 'match')).toEqual(section(match, 'match'));

    const ladder = fresh('ladder-whole');
    ok(['ladder', 'random', 'weighted', '--players', '2', '--games', '8', '--seed', 'l', ...QUICK, '--out', ladder]);
    const ladderCut = cut(ladder);
    expect(ok(['ladder', '--resume', ladderCut]).out).toContain('ratings (Plackett-Luce, openskill)');
    expect(section(ladderCut, 'ladder')).toEqual(section(ladder, 'ladder'));
  });

  it('bots beside --resume, or --shard on match or ladder, is one line naming why (exit 2)', () => {
    const both = cli(['ladder', 'random', 'weighted', '--resume', 'results/x']);
    expect(both.code).toBe(2);
    expect(both.err).toBe("error: --resume results/x goes on with the folder's own bots and settings: give no bots\nsee catan-arena ladder --help\n");
    const shard = cli(['match', 'random', 'weighted', '--shard', '1/2', '--seed', '1']);
    expect(shard.code).toBe(2);
    expect(shard.err.split('\n')).toEqual([expect.stringMatching(/^error: --shard: shards are for run: a match stops on its SPRT in game order/), 'see catan-arena match --help', '']);
  });
});

describe('merge takes --report and --quiet as run does', () => {
  it('writes report.html into the merged folder, named when --out is not given', () => {
    const [s1, s2] = [fresh('s1'), fresh('s2')];
    const args = ['--players', '2', '--games', '4', '--seed', 'm', ...QUICK];
    ok(['run', ...args, '--shard', '1/2', '--out', s1]);
    ok(['run', ...args, '--shard', '2/2', '--out', s2]);
    const out = fresh('merged');
    const r = ok(['merge', s1, s2, '--out', out, '--report', '--quiet']);
    expect(r.out).toContain(`report: ${join(out, 'report.html')}`);
    expect(existsSync(join(out, 'report.html'))).toBe(true);
    const cwd = mkdtempSync(join(TMP, 'cwd-'));
    const named = runBin(['merge', s1, s2, '--report', '--json'], { cwd });
    expect(named.status, named.stderr).toBe(0);
    expect(existsSync(join(cwd, 'results', 'run-merged', 'report.html'))).toBe(true);
  });
});

describe("--game in show and replay: the game's index in the run, as games.csv counts", () => {
  it('finds the record by its index, not its line: a shard holds games 2, 3, 6, 7', () => {
    const dir = fresh('shard');
    ok(['run', '--players', '2', '--games', '8', '--seed', 'g', '--shard', '2/2', '--record', ...QUICK, '--out', dir]);
    const records = join(dir, 'games.jsonl.gz');
    expect(recordIndices(dir)).toEqual([2, 3, 6, 7]);
    expect(ok(['show', records, '--game', '6']).out).toMatch(/^game 6 of .*: \d+ steps written to .*game-6\.html/);
    expect(readFileSync(join(dir, 'game-6.html'), 'utf8')).toContain('seed "g:3"');
    expect(ok(['show', records]).out).toMatch(/^game 2 of /);
    expect(ok(['replay', records, '--game', '3', '--draw']).out).toMatch(/^game 3 \(seed g:1\), final position/);
    const missing = cli(['show', records, '--game', '4']);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(`error: --game 4: ${records} holds no game of that index (it holds games 2, 3, 6, 7)\n`);
    expect(cli(['replay', records, '--game', '0', '--svg', join(TMP, 'x.svg')]).err).toContain('--game 0: ');
  });
});
