// The VP sources rule sets add, kept by name from the game to the results. A toy rule set declares
// two sources (Longest Road's and Largest Army's 2 VP under names of its own) and its games go
// through games.csv, the tallies, the tables and the report's chart; a games.csv that kept only
// their sum reads as special VP not by name; the declarations are held to the hook. Then real
// Seafarers runs from the command line: Cloth for Catan's chits and cloth, a run resumed from a
// file of the earlier layout, a game whose named sources were edited.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { formatStats } from '../src/cli/format.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { newState } from '../src/engine/game.js';
import { apply } from '../src/engine/step.js';
import { vpSourcesChart } from '../src/report/charts.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';
import type { RuleSetModule } from '../src/rules/rule-set.js';
import { namedVp } from '../src/stats/added-sources.js';
import { StatsTally } from '../src/stats/tournament.js';
import { vpSourcesByEntry } from '../src/stats/vp-sources.js';
import { csvLine, formatCsv, rowOfCsvLine, sourceColumn, sourceOfColumn } from '../src/tournament/games-csv.js';
import { playGame } from '../src/tournament/play-game.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import { compareReplay } from '../src/tournament/replay-compare.js';
import { parseCsv } from '../src/tournament/results.js';
import { runBin } from './helpers/bin.js';
import { playOne } from './helpers/play-one.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-vp-sources-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A toy that names the VP of the two special cards after itself: the totals stay, the base sources lose them. */
function toy(declared: readonly string[]): RuleSetModule {
  return {
    name: 'toy-sources',
    summary: 'Longest Road and Largest Army as sources of their own',
    appliesTo: () => false,
    vpSourceNames: declared,
    install(g) {
      const before = g.hooks.vpSources;
      g.hooks.vpSources = (st, p) => {
        const src = before(st, p);
        return { ...src, longestRoad: 0, largestArmy: 0, roadCard: src.longestRoad, armyCard: src.largestArmy };
      };
    },
  };
}
const NAMES = ['roadCard', 'armyCard'];
const TOY = toy(NAMES);
const LABELS = ['a', 'b', 'c', 'd'];

/** The toy's games 0..n-1 on random maps, four random bots seated by rotation, as a run's rows. */
function toyRows(n: number): GameRow[] {
  return Array.from({ length: n }, (_, index) => {
    const seed = `toy:${index}`;
    const game = createGame(randomBoard(seed), { players: 4, turnCap: 300 }, [TOY]);
    const { result } = playGame(game, seed, [0, 1, 2, 3].map(() => createRandomBot()));
    return { index, seed, block: index, rotation: index % 4, seating: [0, 1, 2, 3].map((k) => (k + index) % 4), result };
  });
}

const sum = (rows: readonly GameRow[], key: string) => rows.reduce((s, r) => s + r.result.vpSources.reduce((t, src) => t + (src[key] ?? 0), 0), 0);

describe('a rule set adds VP sources by name', () => {
  it('declares them, and the "pieces" invariant holds its vpSources hook to the declaration', () => {
    const game = createGame(randomBoard('toy:inv'), { players: 4, turnCap: 200 }, [TOY]);
    expect(game.vpSourceNames).toEqual(NAMES);
    const st = newState(game, 'toy:inv');
    const out = new Int32Array(maxActions(game));
    let x = 7;
    while (st.s[PHASE] !== PH_GAME_OVER) {
      expect(checkInvariants(st)).toEqual([]);
      const n = legalActions(st, out);
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      apply(st, out[x % n]!);
    }
    for (const [declared, message] of [
      [['roadCard'], 'seat 0: VP sources hold armyCard, which no rule set in play declares (RuleSet.vpSourceNames)'],
      [[...NAMES, 'harbors'], 'seat 0: VP sources lack harbors'],
    ] as const) {
      const wrong = newState(createGame(randomBoard('toy:inv'), { players: 4 }, [toy(declared)]), 'toy:inv');
      expect(checkInvariants(wrong)).toContain(message);
    }
  });

  it('refuses names the results could not keep apart', () => {
    const board = randomBoard('toy:names');
    for (const [names, message] of [
      [['cities'], /VP source "cities" is already a source/],
      [['special'], /VP source "special" is already a source/],
      [['chits', 'chits'], /VP source "chits" is already a source/],
      [['Chits'], /VP source "Chits" is not a lower-case word or camelCase words/],
      [['road_card'], /VP source "road_card" is not a lower-case word/],
    ] as const) {
      expect(() => createGame(board, { players: 4 }, [toy(names)])).toThrow(message);
    }
    // Two rule sets may not add one name.
    expect(() => createGame(board, { players: 4 }, [toy(['chits']), { ...toy(['chits']), name: 'toy-two' }])).toThrow(/toy-two: VP source "chits" is already a source/);
  });

  it('its games keep each source by name in games.csv, the tallies, the tables and the chart', () => {
    const rows = toyRows(12);
    const total = (key: string) => sum(rows, key) / (rows.length * 4);
    expect(sum(rows, 'roadCard') + sum(rows, 'armyCard')).toBeGreaterThan(0);
    expect(sum(rows, 'longestRoad') + sum(rows, 'largestArmy')).toBe(0);
    // games.csv: a column each after vp_special, read back as they were.
    const text = formatCsv(rows, LABELS, NAMES);
    expect(text.split('\n')[0]).toMatch(/,vp_cards,vp_special,vp_special_road_card,vp_special_army_card$/);
    const back = parseCsv(text, 'games.csv', LABELS);
    for (const [i, row] of rows.entries()) {
      expect(namedVp(back[i]!.result.vpSources, NAMES)).toEqual(namedVp(row.result.vpSources, NAMES));
      expect(csvLine(rowOfCsvLine(csvLine(row, LABELS, NAMES), NAMES), LABELS, NAMES)).toBe(csvLine(row, LABELS, NAMES));
    }
    // The tallies: each source's mean per player, and special VP their sum.
    const tally = new StatsTally(LABELS, 4, NAMES);
    for (const row of back) tally.add(row);
    const v = tally.stats().vpSources;
    expect(Object.keys(v)).toEqual(['settlements', 'cities', 'longestRoad', 'largestArmy', 'vpCards', 'special', ...NAMES]);
    expect(v.roadCard).toBe(total('roadCard'));
    expect(v.armyCard).toBe(total('armyCard'));
    expect(v.special).toBe((sum(rows, 'roadCard') + sum(rows, 'armyCard')) / (rows.length * 4));
    const byEntry = vpSourcesByEntry(back, LABELS, NAMES);
    expect(byEntry.reduce((s, e) => s + e.sources.roadCard!, 0) / 4).toBeCloseTo(total('roadCard'), 12);
    // The tables and the chart name them.
    const table = formatStats(tally.stats(), { title: 'toy' });
    expect(table).toContain('VP per player: settlements / cities / longest road / largest army / VP cards / road card / army card ');
    expect(table).toContain(`${v.roadCard!.toFixed(2)} / ${v.armyCard!.toFixed(2)} `);
    const chart = vpSourcesChart(byEntry);
    expect(chart).toContain('road card');
    expect(chart).toContain('army card');
    expect(chart).not.toContain('not by name');
  });

  it('a games.csv that kept only their sum reads, and is written again, with them as special VP not by name', () => {
    const rows = toyRows(6);
    const lines = formatCsv(rows, LABELS, NAMES).split('\n');
    // The layout of earlier versions: no column per source.
    const cut = (line: string) => line.split(',').slice(0, -2).join(',');
    const old = parseCsv(lines.map((l) => (l === '' ? l : cut(l))).join('\n'), 'games.csv', LABELS);
    const written = old.map((row) => csvLine(row, LABELS, NAMES));
    for (const [i, line] of written.entries()) {
      const known = rows[i]!.result.vpSources.every((s) => s.roadCard === 0 && s.armyCard === 0);
      // A game where no seat has either names them (0); any other leaves both columns empty.
      expect(line.endsWith(known ? ',0|0|0|0,0|0|0|0\n' : ',,\n')).toBe(true);
    }
    const tally = new StatsTally(LABELS, 4, NAMES);
    for (const line of written) tally.add(rowOfCsvLine(line, NAMES));
    const v = tally.stats().vpSources;
    expect(v.special).toBe((sum(rows, 'roadCard') + sum(rows, 'armyCard')) / (rows.length * 4));
    expect(v.roadCard).toBe(0);
    expect(formatStats(tally.stats(), { title: 'old' })).toContain('/ road card / army card / special not by name ');
    expect(vpSourcesChart(vpSourcesByEntry(written.map((l) => rowOfCsvLine(l, NAMES)), LABELS, NAMES))).toContain('special (not by name)');
  });

  it('namedVp: a seat without unnamed VP has 0 from a source it lacks; one source not known takes the unnamed VP', () => {
    const base = { settlements: 2, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 };
    expect(namedVp([{ ...base, chits: 1 }, { ...base }], ['chits', 'cloth'])).toEqual([[1, 0], [0, 0]]);
    expect(namedVp([{ ...base, special: 3 }, { ...base, special: 0 }], ['chits'])).toEqual([[3, 0]]);
    expect(namedVp([{ ...base, special: 3 }, { ...base }], ['chits', 'cloth'])).toEqual([null, null]);
    expect(namedVp([{ ...base, chits: 1, special: 2 }, { ...base, chits: 0, special: 0 }], ['chits', 'cloth'])).toEqual([[1, 0], [2, 0]]);
    // A source outside the names may hold the unnamed VP: nothing is given to the one not known.
    expect(namedVp([{ ...base, wonder: 1, special: 2 }], ['chits'])).toEqual([null]);
  });

  it('a source names its column in snake case, and the column names it back', () => {
    for (const [name, column] of [['chits', 'vp_special_chits'], ['tradeRoute', 'vp_special_trade_route'], ['a1B', 'vp_special_a1_b']] as const) {
      expect(sourceColumn(name)).toBe(column);
      expect(sourceOfColumn(column)).toBe(name);
    }
    for (const column of ['vp_special', 'vp_cards', 'vp_special_', 'vp_special_Chits', 'vp_special__x']) expect(sourceOfColumn(column)).toBeNull();
  });

  it('games.csv: a header of other columns, or a row naming more than its special VP, is refused', () => {
    const rows = toyRows(2);
    const [header, first] = formatCsv(rows, LABELS, NAMES).split('\n');
    for (const bad of [`${header},vp_special_road_card`, `${header},vp_chits`, header!.replace('vp_special_army_card', 'vp_special_Army')]) {
      expect(() => parseCsv(`${bad}\n`, 'games.csv')).toThrow(/games\.csv: unexpected header/);
    }
    // One VP more from road card at seat 0 than special VP allow: vp and the other columns as they were.
    const f = first!.split(',');
    const road = f.at(-2)!.split('|').map(Number);
    road[0]! += f[22]!.split('|').map(Number)[0]! + 1;
    f[f.length - 2] = road.join('|');
    expect(() => parseCsv(`${header}\n${f.join(',')}\n`, 'games.csv')).toThrow(/games\.csv: row 1, column vp_special: expected at least the sum of the named sources at seat 0/);
  });
});

describe('Seafarers runs keep chits and cloth by name', () => {
  const cli = (...args: string[]) => runBin([...args, '--no-color']);
  const RUN = ['--scenario', 'cloth-for-catan', '--bots', 'random,random,random,random', '--games', '8', '--seed', 'vp', '--workers', '1'];
  const summaryOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { stats: { vpSources: Record<string, number> } };
  /** games.csv in the layout of earlier versions: the source columns cut. */
  const cutColumns = (file: string, n: number) =>
    writeFileSync(file, readFileSync(file, 'utf8').split('\n').map((l) => (l === '' ? l : l.split(',').slice(0, -n).join(','))).join('\n'));

  it('Cloth for Catan: summary, tables and games.csv by name; a resume of the earlier layout; an edited split refused', () => {
    const dir = join(TMP, 'cloth');
    const r = cli('run', ...RUN, '--out', dir);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/VP per player: settlements \/ cities \/ longest road \/ largest army \/ VP cards \/ chits \/ cloth /);
    const v = summaryOf(dir).stats.vpSources;
    expect(Object.keys(v)).toEqual(['settlements', 'cities', 'longestRoad', 'largestArmy', 'vpCards', 'special', 'chits', 'cloth']);
    expect(v.cloth).toBeGreaterThan(0);
    expect(v.special).toBeCloseTo(v.chits! + v.cloth!, 12);
    const csv = readFileSync(join(dir, 'games.csv'), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/,vp_special,vp_special_chits,vp_special_cloth$/);

    // Resumed from the earlier layout: the journal names what games.csv does not, and the folder comes out whole.
    cutColumns(join(dir, 'games.csv'), 2);
    const resumed = cli('run', '--resume', dir, '--workers', '1', '--quiet', '--json');
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(csv);
    expect(summaryOf(dir).stats.vpSources).toEqual(v);

    // One VP moved from cloth to chits at a seat, the sum kept: not the game the journal holds.
    const lines = csv.split('\n');
    const at = lines.findIndex((l, i) => i > 0 && /[1-9]/.test(l.split(',').at(-1)!));
    const f = lines[at]!.split(',');
    const cloth = f.at(-1)!.split('|').map(Number);
    const chits = f.at(-2)!.split('|').map(Number);
    const seat = cloth.findIndex((c) => c > 0);
    cloth[seat]!--;
    chits[seat]!++;
    lines[at] = [...f.slice(0, -2), chits.join('|'), cloth.join('|')].join(',');
    writeFileSync(join(dir, 'games.csv'), lines.join('\n'));
    const edited = cli('run', '--resume', dir, '--workers', '1', '--quiet');
    expect(edited.status).toBe(2);
    expect(edited.stderr).toMatch(/games\.csv: game \d+ differs from its line in journal\.jsonl/);
  });

  it('a folder of the earlier layout without a journal merges with its one added source by name (chits)', async () => {
    const dir = join(TMP, 'shores');
    const r = cli('run', '--scenario', 'heading-for-new-shores', '--bots', 'random,random,random', '--games', '6', '--seed', 'vp', '--workers', '1', '--out', dir, '--quiet');
    expect(r.status, r.stderr).toBe(0);
    const csv = readFileSync(join(dir, 'games.csv'), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/,vp_special,vp_special_chits$/);
    rmSync(join(dir, 'journal.jsonl'));
    cutColumns(join(dir, 'games.csv'), 1);
    const merged = join(TMP, 'shores-merged');
    const m = cli('merge', dir, '--out', merged, '--quiet');
    expect(m.status, m.stderr).toBe(0);
    // Its only added source is chits, so special VP are chits: the merged file names them as the run did.
    expect(readFileSync(join(merged, 'games.csv'), 'utf8')).toBe(csv);
    // A replayed game whose stored split differs is named by its column.
    const { plan, row } = await playOne({ bots: 'random,random,random,random', seed: 'vp', games: 8, scenario: 'cloth-for-catan' }, 0);
    const stored = structuredClone(row);
    const p = stored.result.vpSources.findIndex((s) => s.cloth! > 0);
    stored.result.vpSources[p]!.cloth!--;
    stored.result.vpSources[p]!.chits!++;
    expect(compareReplay(stored, row, plan)).toMatchObject({ same: false, field: 'vp_special_chits' });
    expect(compareReplay(row, structuredClone(row), plan)).toEqual({ same: true, partial: false });
  });
});
