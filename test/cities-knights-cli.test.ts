// Cities & Knights from the command line: a tournament from its config with records, the same
// games whatever the number of workers, the records replayed and checked and shown as a page,
// match and ladder under --expansion, the variants' flags, and the usage errors (exit code 2).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src/engine/record.js';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-ck-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

function cli(...args: string[]) {
  const r = runBin(args);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** games.csv without its think_ms column, the one field that timing sets. */
function gamesWithoutTiming(dir: string): string[] {
  const [head, ...lines] = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n');
  const at = head!.split(',').indexOf('think_ms');
  expect(at).toBeGreaterThan(0);
  // No field of these runs holds a quoted comma: every game ends by a win, without a forfeit reason.
  return [head!, ...lines].map((l) => l.split(',').filter((_, i) => i !== at).join(','));
}

describe('catan-arena with Cities & Knights', () => {
  it('run plays the 4-player config with records, to 13 VP with its VP sources; any worker count gives the same games', () => {
    const one = join(TMP, 'one');
    const common = ['run', 'configs/cities-knights/cities-knights-4.json', '--games', '8', '--bots', 'greedy,value,greedy,random', '-q'];
    const r = cli(...common, '--workers', '1', '--record', '--json', '--out', one);
    expect(r.code, r.err).toBe(0);
    const s = JSON.parse(r.out) as { plan: { options: Record<string, unknown> }; stats: { games: number; capped: number } };
    expect(s.plan.options).toMatchObject({ expansion: 'cities-knights', targetVp: 13, knightErrant: false, easyStart: false, knightCommitment: false });
    expect(s.stats.games).toBe(8);
    expect(s.stats.capped).toBe(0);
    const head = readFileSync(join(one, 'games.csv'), 'utf8').split('\n')[0]!;
    for (const source of ['defender', 'progress_cards', 'metropolis', 'merchant']) expect(head).toContain(`vp_special_${source}`);

    const two = join(TMP, 'two');
    expect(cli(...common, '--workers', '2', '--out', two).code).toBe(0);
    expect(gamesWithoutTiming(two)).toEqual(gamesWithoutTiming(one));

    const drawn = cli('replay', join(one, 'games.jsonl.gz'), '--draw', '--game', '5', '--no-color');
    expect(drawn.code, drawn.err).toBe(0);
    expect(drawn.out).toContain('8 of 8 records replayed and checked');
    expect(drawn.out).toMatch(/barbarians/i);

    const page = join(TMP, 'game-5.html');
    const shown = cli('show', join(one, 'games.jsonl.gz'), '--game', '5', '--out', page);
    expect(shown.code, shown.err).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toMatch(/barbarian/i);
    expect(html).toContain('rules: base + cities-knights, 4 players');
    // No development cards in this game: no columns for them.
    expect(html).toContain('<th>coin</th>');
    expect(html).not.toContain('<th>dev</th>');
  });

  it('5 and 6 players take the paired turn rule; the variants play from their flags', () => {
    const r = cli('run', '--expansion', 'cities-knights', '--players', '6', '--bots', 'greedy,value,greedy,random,greedy,value', '--knight-errant', '--easy-start', '--knight-commitment', '--games', '2', '-q', '--json', '--out', join(TMP, 'six'));
    expect(r.code, r.err).toBe(0);
    const s = JSON.parse(r.out) as { plan: { options: Record<string, unknown> }; stats: { games: number } };
    expect(s.plan.options).toMatchObject({ expansion: 'cities-knights', players: 6, turnRule: 'paired', targetVp: 13, knightErrant: true, easyStart: true, knightCommitment: true });
    expect(s.stats.games).toBe(2);
    const five = cli('run', 'configs/cities-knights/cities-knights-5.json', '--games', '1', '-q', '--json', '--out', join(TMP, 'five'));
    expect(five.code, five.err).toBe(0);
    expect((JSON.parse(five.out) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ players: 5, turnRule: 'paired' });
  });

  it('records of 3, 5 and 6 players replay with every chance outcome re-derived from the seed; a forged event die is refused', () => {
    const records: GameRecord[] = [];
    for (const players of [3, 5, 6]) {
      const out = join(TMP, `rec${players}`);
      const bots = Array.from({ length: players }, (_, s) => (s % 2 ? 'random' : 'greedy')).join(',');
      const r = cli('run', '--expansion', 'cities-knights', '--players', String(players), '--bots', bots, '--games', '2', '--turn-cap', '60', '--record', '--seed', 'ck-prov', '-q', '--out', out);
      expect(r.code, r.err).toBe(0);
      records.push(...recordLines(out).map((l) => JSON.parse(l) as GameRecord));
    }
    const file = join(TMP, 'genuine.jsonl');
    writeFileSync(file, records.map((x) => JSON.stringify(x)).join('\n') + '\n');
    const ok = cli('replay', file);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('6 of 6 with their board and chance outcomes re-derived from their seed');

    const forged = structuredClone(records[2]!);
    const roll = forged.log.find((e) => e.a === 'roll' && e.event === 'ship')!;
    roll.event = 'science';
    delete roll.ship;
    const bad = join(TMP, 'forged.jsonl');
    writeFileSync(bad, JSON.stringify(forged) + '\n');
    const refused = cli('replay', bad);
    expect(refused.code).toBe(1);
    expect(refused.out + refused.err).toMatch(/chance outcome not drawn from seed .*event "science", the seed draws .*event "ship"/);
  });

  it('match, ladder and balance take --expansion as run does; --target-vp overrides its 13', () => {
    const m = cli('match', 'value', 'greedy', '--expansion', 'cities-knights', '--games', '4', '--json', '--out', join(TMP, 'm'));
    expect(m.code, m.err).toBe(0);
    expect((JSON.parse(m.out) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ expansion: 'cities-knights', targetVp: 13 });
    const l = cli('ladder', 'random', 'greedy', 'value', '--expansion', 'cities-knights', '--target-vp', '8', '--games', '6', '--json', '--out', join(TMP, 'l'));
    expect(l.code, l.err).toBe(0);
    expect((JSON.parse(l.out) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ expansion: 'cities-knights', targetVp: 8 });
    const b = cli('balance', '--expansion', 'cities-knights', '--map', 'official,balanced', '--games', '4', '--maps', '2', '--json', '--out', join(TMP, 'b'));
    expect(b.code, b.err).toBe(0);
    expect((JSON.parse(b.out) as { settings: Record<string, unknown> }).settings).toMatchObject({ expansion: 'cities-knights', targetVp: 13 });
    expect(readFileSync(join(TMP, 'b', 'official', 'games.csv'), 'utf8').split('\n')[0]).toContain('vp_special_defender');
  });

  it('rules lists the rule set with its options and flags', () => {
    const r = cli('rules');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^cities-knights +Cities & Knights: commodities, city improvements, knights and the barbarians$/m);
    for (const o of ['expansion none|cities-knights', 'knightErrant true|false', 'easyStart true|false', 'knightCommitment true|false']) expect(r.out).toContain(`option ${o}`);
    expect(r.out).toContain('--expansion none|cities-knights');
  });

  it('usage errors exit 2 and say why', () => {
    const cases: Array<[string[], string]> = [
      [['--expansion', 'cities-knights', '--players', '2', '--bots', 'greedy,random'], 'Cities & Knights is for 3-6 players'],
      [['--expansion', 'cities-knights', '--players', '5', '--bots', 'greedy,greedy,greedy,greedy,greedy', '--turn-rule', 'special-building'], 'paired'],
      [['--knight-errant'], 'a Cities & Knights variant, but the expansion is not cities-knights'],
      [['--expansion', 'cities-knights', '--scenario', 'four-islands'], 'without a variant, a Seafarers scenario or an inactive colour'],
      [['--expansion', 'atlantis'], 'atlantis'],
    ];
    for (const [i, [args, message]] of cases.entries()) {
      const r = cli('run', ...args, '--games', '1', '-q', '--out', join(TMP, `bad${i}`));
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
    }
  });
});
