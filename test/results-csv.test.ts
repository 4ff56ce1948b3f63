// games.csv: written field by field the way csv-stringify writes it (the library is the reference
// here), read back through csv-parse; any forfeit reason survives the round trip (commas, quotes,
// newlines), and a file edited by hand is refused with its row and column, never counted.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS, CSV_HEADER, csvLine, csvRow } from '../src/tournament/games-csv.js';
import { formatCsv, parseCsv, ResultsError } from '../src/tournament/results.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import { runBin } from './helpers/bin.js';

const LABELS = ['mine', 'greedy#2', 'greedy#3', 'greedy#4'];

function row(index: number, reason: string | null): GameRow {
  const seats = 4;
  return {
    index,
    seed: `s:${index >> 2}`,
    block: index >> 2,
    rotation: index % 4,
    seating: [0, 1, 2, 3].map((k) => (k + index) % 4),
    result: {
      winner: reason ? 1 : 2,
      capped: false,
      turns: 71,
      vp: [5, reason ? 3 : 6, 10, 4],
      steps: 900,
      decisions: 700,
      forfeit: reason ? { seat: 0, reason } : null,
      thinkMs: [0.125, 1.5, 0, 2],
      seatDecisions: [100, 200, 150, 250],
      vpSources: Array.from({ length: seats }, () => ({ settlements: 2, cities: 2, longestRoad: 0, largestArmy: 0, vpCards: 0, special: 0 })),
    },
  };
}

describe('games.csv', () => {
  it('round-trips forfeit reasons with commas, quotes, newlines and a leading quote', () => {
    const reasons = ['threw: Error: no, "really"\n    at decide (bot.js:3:9)\r\n', '"quoted"', 'a,b', ''];
    const rows = [row(0, reasons[0]!), row(1, null), row(2, reasons[1]!), row(3, reasons[2]!)];
    const text = formatCsv(rows, LABELS);
    const back = parseCsv(text, 'games.csv');
    expect(back).toEqual(rows);
    expect(back[0]!.result.forfeit!.reason).toBe(reasons[0]);
    // Line by line (as workers make them) is the file csv-stringify makes of all the rows at once
    // (a lone carriage return is quoted too, for readers that take it for a line break).
    expect(text).toBe(stringify([[...CSV_COLUMNS], ...rows.map((r) => csvRow(r, LABELS))]));
  });

  it('writes any reason and any labels as csv-stringify does, and reads them back (fast-check)', () => {
    // Characters that matter to CSV, weighted up, among any others (surrogates included).
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('"', ',', '\n', '\r', ' ', "'", '|'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 40 });
    fc.assert(
      fc.property(fc.option(text, { nil: null }), fc.array(text, { minLength: 4, maxLength: 4 }), (reason, labels) => {
        const r = row(7, reason);
        expect(csvLine(r, labels)).toBe(stringify([csvRow(r, labels)]));
        // Bot names may not hold | , " or a newline (resolve.ts); with such names the row reads back.
        const names = labels.map((l, k) => (/[|,\n"]/.test(l) ? `bot${k}` : l));
        const back = parseCsv(CSV_HEADER + csvLine(r, names), 'games.csv', names);
        expect(back[0]!.result.forfeit).toEqual(r.result.forfeit);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses edited rows, naming the row and the column', () => {
    const text = formatCsv([row(0, null), row(1, null)], LABELS);
    const lines = text.split('\n');
    const edit = (line: number, column: number, value: string) => {
      const copy = [...lines];
      const f = copy[line]!.split(',');
      f[column] = value;
      copy[line] = f.join(',');
      return copy.join('\n');
    };
    const cases: Array<[string, RegExp]> = [
      [edit(2, 6, 'zz'), /row 2, column winner_seat: expected a whole number/],
      [edit(1, 6, '7'), /row 1, column winner_seat: expected a seat from 0 to 3/],
      [edit(1, 6, '0'), /row 1, column winner: expected the label of seat 0/],
      [edit(1, 9, '7.5'), /row 1, column turns: expected a whole number/],
      [edit(1, 4, '0|1|1|3'), /row 1, column seating: expected a permutation/],
      [edit(1, 8, '5|6|10'), /row 1, column vp: expected 4 values/],
      [edit(1, 10, '1'), /row 1, column capped: expected 0 for a game with a winner/],
      [lines.slice(0, 2).join('\n') + '\n1,2,3\n', /row 2: expected 23 fields, got 3/],
    ];
    for (const [bad, message] of cases) {
      expect(() => parseCsv(bad, 'games.csv')).toThrow(ResultsError);
      expect(() => parseCsv(bad, 'games.csv')).toThrow(message);
    }
  });

  it('reads back a forfeit whose seat is not known (-1: a worker that died before any seat acted)', () => {
    const r = row(3, 'crash: the worker died during this game');
    r.result.forfeit!.seat = -1;
    const back = parseCsv(formatCsv([r], LABELS), 'games.csv', LABELS);
    expect(back[0]!.result.forfeit).toEqual({ seat: -1, reason: 'crash: the worker died during this game' });
    expect(csvLine(back[0]!, LABELS)).toBe(csvLine(r, LABELS));
  });

  it('still reads files of earlier versions (no vp_special column): their special VP are what the other sources leave', () => {
    const text = formatCsv([row(0, 'slow')], LABELS);
    const [header, line] = text.trim().split('\n');
    const old = `${header!.replace(/,vp_special$/, '')}\n${line!.replace(/,[^,]*$/, '')}\n`;
    const back = parseCsv(old, 'games.csv');
    // vp 5|3|10|4 over 4 VP of settlements and cities each (a row that no game ends with: the folder's checks refuse it).
    expect(back[0]!.result.vpSources.map((s) => s.special)).toEqual([1, -1, 6, 0]);
    expect(back[0]!.result.forfeit).toEqual({ seat: 0, reason: 'slow' });
  });
});

describe('a forfeit message with a newline (CLI)', () => {
  const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
  const TMP = mkdtempSync(join(tmpdir(), 'catan-csv-'));
  const cli = (args: string[]) => runBin(args);
  const rows = (dir: string) => parseCsv(readFileSync(join(dir, 'games.csv'), 'utf8'), 'games.csv');

  it('is kept whole in games.csv; --resume and merge read the folder back', () => {
    const args = ['run', '--bots', 'test/fixtures/throw-multiline.js,random', '--players', '2', '--games', '16', '--trade', 'off', '--turn-cap', '60', '--seed', 'csv', '--workers', '1', '-q', '--no-color'];
    const single = join(TMP, 'single');
    expect(cli([...args, '--out', single]).status).toBe(0);
    const forfeits = rows(single).filter((r) => r.result.forfeit);
    expect(forfeits.length).toBe(8);
    for (const r of forfeits) expect(r.result.forfeit!.reason).toBe('threw: line one, "quoted"\nline two');
    const resumed = cli(['run', '--resume', single, '-q', '--no-color']);
    expect(resumed.stderr).toBe('');
    expect(resumed.status).toBe(0);
    expect(rows(single)).toHaveLength(16);

    const shards = [1, 2].map((k) => join(TMP, `shard${k}`));
    shards.forEach((dir, k) => expect(cli([...args, '--shard', `${k + 1}/2`, '--out', dir]).status).toBe(0));
    const merged = join(TMP, 'merged');
    const m = cli(['merge', ...shards, '--out', merged, '--no-color']);
    expect(m.stderr).toBe(shards.map((dir) => `verify: ${dir}: every game replayed as stored\n`).join(''));
    expect(m.status).toBe(0);
    const strip = (rs: ReturnType<typeof rows>) => rs.map((r) => ({ ...r, result: { ...r.result, thinkMs: [] } }));
    expect(strip(rows(merged))).toEqual(strip(rows(single)));
  });
});
