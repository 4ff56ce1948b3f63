// The Seafarers scenarios from the command line: the scenarios list, drawing a scenario map, a
// tournament from a scenario config, and the usage errors (exit code 2).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { BIN, runBin } from './helpers/bin.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TMP = mkdtempSync(join(tmpdir(), 'catan-sea-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

function cli(...args: string[]) {
  const r = runBin(args);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('catan-arena scenarios and Seafarers runs', () => {
  it('scenarios lists all nine with their targets', () => {
    const r = cli('scenarios', '--json');
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as Array<{ family: string; id: string; targetVp: number; players: number[] }>;
    expect(rows.filter((x) => x.family === 'Seafarers').map((x) => x.id)).toHaveLength(9);
    expect(rows.find((x) => x.id === 'heading-for-new-shores')).toMatchObject({ targetVp: 14, players: [3, 4, 5, 6] });
    expect(rows.find((x) => x.id === 'new-world')).toMatchObject({ targetVp: 12 });
    const table = cli('scenarios');
    expect(table.out).toContain('The Four Islands / The Six');
    expect(table.out).toContain('catan-arena run configs/seafarers/<scenario>-4.json');
  });

  it('scenarios piped prints no colour codes, and its hint for 3 players runs as printed', () => {
    const { FORCE_COLOR: _force, ...env } = process.env;
    const piped = spawnSync(process.execPath, [BIN, 'scenarios'], { cwd: ROOT, encoding: 'utf8', env });
    expect(piped.status, piped.stderr).toBe(0);
    expect(piped.stdout).not.toMatch(/\x1b\[/);
    const hint = /3 players: add (--players 3 --bots \S+);/.exec(piped.stdout);
    expect(hint).not.toBeNull();
    const r = cli('run', 'configs/seafarers/heading-for-new-shores-4.json', ...hint![1]!.split(' '), '--games', '1', '-q', '--out', join(TMP, 'three'));
    expect(r.code, r.err).toBe(0);
  });

  it('--players with a config of more bots says what to pass', () => {
    const r = cli('run', 'configs/seafarers/heading-for-new-shores-4.json', '--players', '3', '--games', '1', '-q', '--out', join(TMP, 'three-refused'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('--players 3 needs a line-up of 3: add --bots greedy,value,weighted');
  });

  it('map --scenario draws the printed layout with the pirate, and saves it as a map file', () => {
    const file = join(TMP, 'shores.json');
    const r = cli('map', '--scenario', 'heading-for-new-shores', '--players', '4', '--save', file, '--svg', join(TMP, 'shores.svg'));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('(P)');
    expect(r.out).toContain('scenario heading-for-new-shores');
    const again = cli('map', '--map', file);
    expect(again.code, again.err).toBe(0);
  });

  it('run plays a scenario config with records; replay checks them and draws a final position', () => {
    const out = join(TMP, 'run1');
    const r = cli('run', 'configs/seafarers/heading-for-new-shores-4.json', '--games', '8', '--bots', 'greedy,greedy,weighted,random', '--workers', '2', '--record', '--json', '--out', out);
    expect(r.code, r.err).toBe(0);
    const s = JSON.parse(r.out) as { stats: { games: number; vpSources: { special: number } } };
    expect(s.stats.games).toBe(8);
    expect(readFileSync(join(out, 'games.csv'), 'utf8').split('\n')[0]).toContain('vp_special');
    const svg = join(TMP, 'final.svg');
    const rep = cli('replay', join(out, 'games.jsonl.gz'), '--svg', svg, '--game', '3');
    expect(rep.code, rep.err).toBe(0);
    expect(rep.out).toContain('8 of 8 records replayed and checked');
    const drawn = cli('replay', join(out, 'games.jsonl.gz'), '--draw', '--game', '3', '--no-color');
    expect(drawn.code, drawn.err).toBe(0);
    expect(drawn.out).toContain('~'); // a ship: its seat's digit and "~" on its side's two cells
    expect(drawn.out).toMatch(/seat 0: \d+ VP/);
    const picture = readFileSync(svg, 'utf8');
    expect(picture).toContain('ship of seat');
    expect(picture).toMatch(/seat 0: \d+ VP/);
  });

  it('match and balance take a scenario as run does', () => {
    const m = cli('match', 'greedy', 'random', '--scenario', 'four-islands', '--games', '4', '--workers', '2', '--json', '--out', join(TMP, 'm1'));
    expect(m.code, m.err).toBe(0);
    expect((JSON.parse(m.out) as { plan: { options: { scenario: string; targetVp: number } } }).plan.options).toMatchObject({ scenario: 'four-islands', targetVp: 13 });
    const b = cli('balance', '--scenario', 'heading-for-new-shores', '--games', '4', '--maps', '4', '--workers', '2', '--json', '--out', join(TMP, 'b1'));
    expect(b.code, b.err).toBe(0);
    expect(b.out).toContain('printed');
    expect(b.out).toContain('variable');
  });

  it('usage errors exit 2 and say why', () => {
    const unknown = cli('run', '--scenario', 'atlantis', '--games', '1', '--out', join(TMP, 'x1'));
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('atlantis');
    const generator = cli('run', '--scenario', 'four-islands', '--map', 'balanced', '--games', '1', '--out', join(TMP, 'x2'));
    expect(generator.code).toBe(2);
    expect(generator.err).toContain('"scenario" (the printed layout), "random"');
    const noScenario = cli('run', '--map', 'scenario', '--games', '1', '--out', join(TMP, 'x3'));
    expect(noScenario.code).toBe(2);
    const special = cli('run', '--scenario', 'four-islands', '--players', '6', '--turn-rule', 'special-building', '--games', '1', '--out', join(TMP, 'x4'));
    expect(special.code).toBe(2);
    expect(special.err).toContain('paired');
  });
});
