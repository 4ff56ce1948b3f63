// End to end through the real binary: `map` (draw, save, load, SVG, errors), maps chosen by
// generator in `run` configs, and `balance` on a tiny sample (files written and well-formed, the
// same numbers with one or two workers).

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateMap } from '../src/maps/generators.js';
import { parseMapFile } from '../src/maps/map-file.js';
import { buildBoard } from '../src/engine/board.js';
import { boardFor } from '../src/tournament/plan.js';
import { runBin, startBin } from './helpers/bin.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TMP = mkdtempSync(join(tmpdir(), 'catan-maps-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

function cli(...args: string[]) {
  return cliEnv({}, ...args);
}

function cliEnv(env: Record<string, string>, ...args: string[]) {
  const r = runBin(args, { env: { NO_COLOR: '', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** An SVG document: one root element, balanced and closed. */
function expectSvg(text: string): void {
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(text.trimEnd().endsWith('</svg>')).toBe(true);
  expect(text.match(/<svg\b/g)).toHaveLength(1);
  const opened = (text.match(/<(polygon|circle|line|text|rect|title)\b/g) ?? []).length;
  const closed = (text.match(/<\/(text|title|circle)>|\/>/g) ?? []).length;
  expect(closed).toBe(opened);
}

describe('catan-arena map', () => {
  it('deals a balanced map, draws it, saves the same map as JSON and SVG', () => {
    const file = join(TMP, 'm.json');
    const svg = join(TMP, 'm.svg');
    const r = cli('map', '--seed', 'demo', '--map', 'balanced', '--map-options', '{"terrainCluster":1}', '--save', file, '--svg', svg);
    expect(r.code).toBe(0);
    expect(r.out).toContain('map: generator balanced');
    for (const word of ['brick', 'lumber', 'wool', 'grain', 'ore', 'desert', '(R)', '3:1', 'snake draft']) expect(r.out).toContain(word);
    const saved = parseMapFile(readFileSync(file, 'utf8'), file);
    expect(saved.board).toEqual(generateMap({ generator: 'balanced', options: { terrainCluster: 1 } }, 'demo'));
    expect(saved.meta.source).toMatchObject({ generator: 'balanced', seed: 'demo', options: { terrainCluster: 1 } });
    const picture = readFileSync(svg, 'utf8');
    expectSvg(picture);
    expect(picture.match(/<polygon/g)).toHaveLength(19);
    // Every token is printed in the drawing and the picture.
    for (const h of saved.board.hexes) if (h.token) expect(picture).toContain(`>${h.token}</text>`);

    const again = cli('map', '--map', file);
    expect(again.code).toBe(0);
    const drawing = (out: string) => out.split('\n').slice(1).join('\n');
    expect(drawing(again.out)).toBe(drawing(r.out.replace(/\nsaved: .*\n?$/, '\n')));
  });

  it('M10: deals the official generator by default', () => {
    const j = JSON.parse(cli('map', '--seed', '3', '--json').out) as { map: { source: { generator: string; options: unknown } } };
    expect(j.map.source).toMatchObject({ generator: 'official', options: { tokens: 'spiral' } });
  });

  it('--json prints the map file and measures; the same seed gives the same map', () => {
    const a = cli('map', '--seed', '5', '--map', 'spiral', '--json');
    const b = cli('map', '--seed', '5', '--map', 'spiral', '--json');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const j = JSON.parse(a.out) as { map: { format: string; hexes: unknown[] }; measures: { pips: number[]; draft: { seatPips: number[] } } };
    expect(j.map.format).toBe('catan-arena/map@1');
    expect(j.map.hexes).toHaveLength(19);
    expect(j.measures.pips.reduce((x, y) => x + y, 0)).toBe(58);
    expect(j.measures.draft.seatPips).toHaveLength(4);
  });

  it('colours terrain when colour is on; NO_COLOR and --no-color give the same text without escapes', () => {
    const coloured = cliEnv({ FORCE_COLOR: '3', COLORTERM: 'truecolor' }, 'map', '--seed', '2');
    expect(coloured.out).toContain('\x1b[48;2;'); // a true-colour background
    const plain = cli('map', '--seed', '2').out;
    expect(plain).not.toContain('\x1b[');
    expect(cliEnv({ FORCE_COLOR: '3', COLORTERM: 'truecolor', NO_COLOR: '1' }, 'map', '--seed', '2').out).toBe(plain);
    expect(cliEnv({ FORCE_COLOR: '3', COLORTERM: 'truecolor' }, '--no-color', 'map', '--seed', '2').out).toBe(plain);
    expect(coloured.out.replace(/\x1b\[[0-9;]*m/g, '')).toBe(plain);
  });

  const bad: Array<[string[], RegExp]> = [
    [['--map', 'hexes'], /field "--map": a generator \(beginner, official, random, balanced, spiral\) or a readable map file; .*hexes: top level: cannot read the file/],
    [['--map', 'official', '--map-options', '{"tokens":"lettered"}'], /field "--map-options\.tokens": .*"spiral"\|"random"/],
    [['--map', 'balanced', '--map-options', '{"bogus":1}'], /field "--map-options\.bogus": unknown option of generator "balanced" \(allowed: no68Adjacent/],
    [['--map', 'balanced', '--map-options', '{"terrainCluster":0}'], /field "--map-options\.terrainCluster"/],
    [['--map', 'balanced', '--map-options', 'nope'], /'--map-options <json>' argument 'nope' is invalid\. Expected a JSON object/],
    [['--map', 'balanced', '--map-options', '{"maxNodePips":3,"maxTries":500}'], /no map met the balanced constraints in 500 draws/],
    [['--map', 'test/no-such-map.json'], /no-such-map\.json: top level: cannot read the file/],
    [['--map', 'my.json', '--map-options', '{}'], /field "--map-options": options of a generator, but the map is "my\.json"/],
  ];
  for (const [flags, message] of bad) {
    it(`exit 2: map ${flags.join(' ')}`, () => {
      const r = cli('map', ...flags);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
    });
  }
});

describe('maps in run configs', () => {
  it('map: { generator, ...options } plays generated maps; bad options name the field', () => {
    const cfg = join(TMP, 'gen.json');
    writeFileSync(cfg, JSON.stringify({ games: 4, players: 2, bots: ['greedy', 'greedy'], map: { generator: 'balanced', terrainCluster: 1 } }));
    const out = join(TMP, 'gen-run');
    const r = cli('run', cfg, '--out', out, '-q', '--workers', '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain('balanced map');
    const s = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { plan: { map: unknown } };
    expect(s.plan.map).toMatchObject({ kind: 'generator', generator: 'balanced', options: { terrainCluster: 1, no68Adjacent: true } });

    writeFileSync(cfg, JSON.stringify({ games: 4, map: { generator: 'balanced', terrainCluster: 0 } }));
    const e = cli('run', cfg, '--out', join(TMP, 'never'), '-q');
    expect(e.code).toBe(2);
    expect(e.err).toMatch(/gen\.json: field "map\.terrainCluster"/);
    // Options that no map can meet: an error before any game, not a crash in every game.
    writeFileSync(cfg, JSON.stringify({ games: 4, map: { generator: 'balanced', maxNodePips: 3, maxTries: 300 } }));
    const never = join(TMP, 'never-2');
    const impossible = cli('run', cfg, '--out', never, '-q');
    expect(impossible.code).toBe(2);
    expect(impossible.err).toMatch(/map: no map met the balanced constraints in 300 draws/);
    expect(existsSync(join(never, 'summary.json'))).toBe(false);
    writeFileSync(cfg, JSON.stringify({ games: 4, map: { generator: 'official', tokens: 'shuffled' } }));
    const tokens = cli('run', cfg, '--out', join(TMP, 'never-3'), '-q');
    expect(tokens.code).toBe(2);
    expect(tokens.err).toMatch(/gen\.json: field "map\.tokens"/);
    writeFileSync(cfg, JSON.stringify({ games: 4, map: { generator: 'hexagons' } }));
    expect(cli('run', cfg, '-q').err).toMatch(/gen\.json: field "map"/);
  });
});

describe('catan-arena balance', () => {
  interface Report {
    format: string;
    settings: { games: number; players: number; maps: number; gamesPerMap: number; turnRule: string };
    subjects: Array<{
      label: string;
      static: { maps: number; measures: Record<string, { mean: number; sd: number }>; resourcePips: number[] };
      simulated: {
        results: string;
        games: number;
        blocks: number;
        seats: { decided: number; imbalance: number; seats: Array<{ wins: number; winRate: number; ci95: [number, number] }>; chiSquare: { statistic: number; df: number; p: number } };
        heat: { taken: number[]; first: number[] };
        turns: { mean: number };
        correlations: Record<string, { pearson: { r: number }; spearman: { r: number } }>;
      };
      heatmap: string;
    }>;
    comparison: {
      homogeneity: { df: number; p: number };
      pairs: Array<{ subject: string; reference: string; fairer: string; imbalance: [number, number]; seat0: { difference: number; ci95: [number, number] } }>;
      verdict: string[];
    } | null;
  }
  const run = (out: string, workers: string) =>
    cli('balance', '--map', 'random,balanced', '--games', '16', '--maps', '12', '--seed', 'bal', '--workers', workers, '--out', out, '--quiet');

  it('compares two generators on a small sample and writes balance.json, heat maps and game folders', () => {
    const out = join(TMP, 'bal');
    const r = run(out, '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain('comparison');
    expect(r.out).toMatch(/balanced vs random, static \(means over maps\): snake-draft spread/);
    expect(r.out).toMatch(/^Verdict: /m);
    const rep = JSON.parse(readFileSync(join(out, 'balance.json'), 'utf8')) as Report;
    expect(rep.format).toBe('catan-arena/balance@1');
    expect(rep.subjects.map((s) => s.label)).toEqual(['random', 'balanced']);
    // Four greedy bots: rotating them would replay one game, so every game has its own map and
    // dice, and the static sample covers every simulated map (16 > --maps 12).
    expect(rep.settings.gamesPerMap).toBe(1);
    for (const s of rep.subjects) {
      expect(s.static.maps).toBe(16);
      expect(s.simulated.blocks).toBe(16);
      expect(s.static.resourcePips.reduce((a, b) => a + b, 0)).toBeCloseTo(58, 10);
      expect(s.simulated.games).toBe(16);
      const wins = s.simulated.seats.seats.reduce((a, x) => a + x.wins, 0);
      expect(wins).toBe(s.simulated.seats.decided);
      expect(s.simulated.seats.chiSquare.df).toBe(3);
      expect(s.simulated.seats.imbalance).toBeCloseTo(Math.sqrt(s.simulated.seats.chiSquare.statistic / s.simulated.seats.decided), 12);
      for (const seat of s.simulated.seats.seats) expect(seat.ci95[0]).toBeLessThanOrEqual(seat.winRate);
      expect(s.simulated.heat.taken).toHaveLength(54);
      // Every game places 8 set-up settlements on 8 different intersections.
      expect(s.simulated.heat.taken.reduce((a, b) => a + b, 0)).toBeCloseTo(8, 10);
      expect(s.simulated.heat.first.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      expect(Object.keys(s.simulated.correlations)).toContain('firstPickAdvantage');
      expectSvg(readFileSync(s.heatmap, 'utf8'));
      const csv = readFileSync(join(s.simulated.results, 'games.csv'), 'utf8').trim().split('\n');
      expect(csv).toHaveLength(17);
    }
    // The constrained generator honours its constraints in the sampled maps.
    expect(rep.subjects[1]!.static.measures.pipDeviation!.mean).toBeLessThanOrEqual(3);
    expect(rep.comparison!.homogeneity.df).toBe(3);
    expect(rep.comparison!.verdict.length).toBeGreaterThanOrEqual(3);
    const pair = rep.comparison!.pairs[0]!;
    expect([pair.subject, pair.reference]).toEqual(['balanced', 'random']);
    expect(['subject', 'reference', 'no detectable difference']).toContain(pair.fairer);
    const [bal, rnd] = [rep.subjects[1]!.simulated.seats, rep.subjects[0]!.simulated.seats];
    expect(pair.seat0.difference).toBeCloseTo(bal.seats[0]!.winRate - rnd.seats[0]!.winRate, 12);
    expect(pair.seat0.ci95[0]).toBeLessThan(pair.seat0.difference);

    // The same command with two workers gives the same figures.
    const out2 = join(TMP, 'bal2');
    expect(run(out2, '2').code).toBe(0);
    const rep2 = JSON.parse(readFileSync(join(out2, 'balance.json'), 'utf8')) as Report;
    const figures = (x: Report) => x.subjects.map((s) => ({ static: s.static, seats: s.simulated.seats, heat: s.simulated.heat, turns: s.simulated.turns, corr: s.simulated.correlations }));
    expect(figures(rep2)).toEqual(figures(rep));
    expect(rep2.comparison).toEqual(rep.comparison);
  });

  it('one fixed map: the beginner layout, with full static measures', () => {
    const out = join(TMP, 'bal-one');
    const r = cli('balance', '--map', 'beginner', '--games', '8', '--players', '2', '--workers', '1', '--seed', '1', '--out', out, '--quiet', '--json');
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out) as Report & { subjects: Array<{ static: { single: { pips: number[] } } }> };
    expect(rep.subjects).toHaveLength(1);
    expect(rep.subjects[0]!.static.maps).toBe(1);
    expect(rep.subjects[0]!.static.single.pips).toEqual([12, 13, 10, 13, 10]);
    expect(rep.comparison).toBeNull();
    expect(existsSync(join(out, 'heatmap-beginner.svg'))).toBe(true);
    expect(readFileSync(join(out, 'heatmap-beginner.svg'), 'utf8')).toContain('>10</text>');
  });

  it('six players under the paired rule on the 5-6 board; mixed bots rotate over each map', () => {
    const out = join(TMP, 'bal-six');
    const r = cli('balance', '--map', 'balanced', '--players', '6', '--turn-rule', 'paired', '--bots', 'value,greedy,greedy,greedy,greedy,greedy', '--games', '12', '--maps', '2', '--workers', '1', '--seed', '1', '--out', out, '--quiet', '--json');
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out) as Report;
    expect(rep.settings).toMatchObject({ players: 6, turnRule: 'paired', gamesPerMap: 6 });
    const s = rep.subjects[0]!;
    expect(s.simulated.blocks).toBe(2);
    expect(s.simulated.seats.seats).toHaveLength(6);
    expect(s.simulated.seats.chiSquare.df).toBe(5);
    expect(s.simulated.heat.taken).toHaveLength(buildBoard(boardFor({ kind: 'random' }, 'x', 6)).numNodes);
    // Every game places 12 set-up settlements.
    expect(s.simulated.heat.taken.reduce((a, b) => a + b, 0)).toBeCloseTo(12, 10);
    expect(s.static.measures.pipDeviation!.mean).toBeLessThanOrEqual(3);
    expect(cli('balance', '--players', '4', '--turn-rule', 'paired', '--games', '4').err).toMatch(/turnRule/);
  });

  it('Ctrl-C writes a partial report of the games played so far (exit 130)', async () => {
    const out = join(TMP, 'bal-int');
    const args = ['balance', '--map', 'beginner', '--games', '200000', '--players', '2', '--trade', 'off', '--turn-cap', '100', '--workers', '2', '--out', out];
    const child = startBin(args);
    let err = '';
    child.stdout.resume();
    // Interrupt once the first games are done (the progress line says so), however slow the machine.
    const started = new Promise<void>((res) => {
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (/progress: [1-9]\d*\//.test(err)) res();
      });
    });
    const closed = new Promise<number | null>((res) => child.on('close', (code) => res(code)));
    await Promise.race([started, closed]);
    expect(child.exitCode, `the balance run ended before it could be interrupted; stderr: ${err}`).toBeNull();
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(err).toMatch(/interrupted during beginner: the report covers the games played so far/);
    const rep = JSON.parse(readFileSync(join(out, 'balance.json'), 'utf8')) as Report & { partial: boolean };
    expect(rep.partial).toBe(true);
    const sim = rep.subjects[0]!.simulated;
    expect(sim.games).toBeGreaterThan(0);
    expect(sim.games).toBeLessThan(200000);
    expect(sim.seats.seats.reduce((a, x) => a + x.wins, 0)).toBe(sim.seats.decided);
    expect(existsSync(join(out, 'heatmap-beginner.svg'))).toBe(true);
  });

  it('usage errors exit 2', () => {
    expect(cli('balance', '--map', 'random,random', '--games', '4').err).toMatch(/--map: a map is listed twice/);
    expect(cli('balance', '--map-options', '{"tokens": "random", "bogus": 1}', '--games', '4').err).toMatch(
      /field "--map-options\.bogus": unknown option of the generators compared \(official, balanced\)/,
    );
    expect(cli('balance', '--map', 'beginner', '--map-options', '{"desert": "coast"}', '--games', '4').err).toMatch(/field "--map-options\.desert": unknown option of generator "beginner"/);
    expect(cli('balance', '--bots', 'greedy,random', '--games', '4').err).toMatch(/--bots: one bot for every seat, or 4 bots, got 2/);
    const never = join(TMP, 'bal-never');
    const impossible = cli('balance', '--map', 'random,balanced', '--map-options', '{"maxNodePips": 3, "maxTries": 300}', '--out', never);
    expect(impossible.code).toBe(2);
    expect(impossible.err).toMatch(/balanced: no map met the balanced constraints in 300 draws/);
    expect(existsSync(never)).toBe(false);
  });
});
