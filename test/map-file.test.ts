// Map files: what is written reads back to the same board and the same text; plain board JSON
// loads too; broken files are rejected naming the field.

import { describe, expect, it } from 'vitest';
import { formatMapFile, MapFileError, parseMapFile } from '../src/maps/map-file.js';
import { generateMap } from '../src/maps/generators.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { FIVE_SIX_FRAME } from '../src/rules/five-six/maps.js';
import { buildGameBoard, createGame, REGISTERED_TERRAINS, scenarioBoardFor } from '../src/rules/registry.js';

describe('map file round trip', () => {
  const boards = [
    beginnerBoard(),
    ...Array.from({ length: 20 }, (_, i) => generateMap({ generator: 'random', options: {} }, `f${i}`)),
    ...Array.from({ length: 20 }, (_, i) => generateMap({ generator: 'balanced', options: { terrainCluster: 1 } }, `f${i}`)),
    generateMap({ generator: 'spiral', options: {} }, 'w', FIVE_SIX_FRAME),
  ];

  it('board -> text -> board is exact, and text -> board -> text too', () => {
    for (const board of boards) {
      const text = formatMapFile(board, { frame: 'base', source: { generator: 'random', seed: 's', options: {} } });
      const back = parseMapFile(text, 'x.json');
      expect(back.board).toEqual(board);
      expect(back.meta).toEqual({ format: 'catan-arena/map@1', frame: 'base', source: { generator: 'random', seed: 's', options: {} } });
      expect(formatMapFile(back.board, back.meta)).toBe(text);
    }
  });

  it('writes one hex per line in the design coordinates', () => {
    const text = formatMapFile(beginnerBoard());
    expect(text).toContain('\n    {"hex":[0,-2],"terrain":"mountains","token":10},\n');
    expect(text).toContain('\n    {"hex":[0,0],"terrain":"desert"},\n');
    expect(text).toContain('\n    {"edge":[0,-2,5],"type":"3:1"},\n');
    expect(text).toContain('"robber": [0,0]');
  });

  it('loads a plain board (no format field)', () => {
    const plain = JSON.stringify(beginnerBoard());
    expect(parseMapFile(plain, 'plain.json').board).toEqual(beginnerBoard());
  });
});

describe('broken map files', () => {
  const base = JSON.parse(formatMapFile(beginnerBoard())) as { hexes: Array<Record<string, unknown>>; harbors: Array<Record<string, unknown>> };
  const fails = (mutate: (m: typeof base) => unknown, pattern: RegExp) => {
    const m = structuredClone(base);
    const text = JSON.stringify(mutate(m) ?? m);
    expect(() => parseMapFile(text, 'bad.json')).toThrow(MapFileError);
    expect(() => parseMapFile(text, 'bad.json')).toThrow(pattern);
  };

  it('names the file and field', () => {
    fails((m) => void (m.hexes[3]!.terrain = 'lava'), /^bad\.json: field "hexes\[3\]\.terrain"/);
    fails((m) => void (m.hexes[0]!.token = 7.5), /field "hexes\[0\]\.token"/);
    fails((m) => void (m.harbors[1]!.edge = [1, -2, 6]), /field "harbors\[1\]\.edge\[2\]"/);
    fails((m) => void (m.harbors[0]!.type = '4:1'), /field "harbors\[0\]\.type"/);
    fails((m) => ({ ...m, colour: 'red' }), /field "colour": unknown field/);
    fails((m) => ({ ...m, format: 'other@2' }), /field "format"/);
  });

  it('rejects boards the engine would reject, and text that is not JSON', () => {
    fails((m) => void (m.hexes[9]!.token = 6), /desert\) cannot carry a token/);
    fails((m) => void (m.hexes[1]!.hex = [0, -2]), /listed twice/);
    fails((m) => void (m.harbors[0]!.edge = [0, 0, 1]), /not on the coast/);
    expect(() => parseMapFile('{', 'x.json')).toThrow(/x\.json: top level: not valid JSON/);
  });
});

describe('map files with the terrains rule sets register', () => {
  it('an oasis hex is read when the registered terrains are given, and named as the error otherwise', () => {
    const spec = scenarioBoardFor({ players: 4, scenario: 'caravans' }, false, 'mf:oasis');
    expect(spec.hexes.some((h) => (h.terrain as string) === 'oasis')).toBe(true);
    const text = formatMapFile(spec);
    expect(() => parseMapFile(text, 'oasis.json')).toThrow(/hexes\[\d+\]\.terrain.*expected one of hills/);
    const back = parseMapFile(text, 'oasis.json', REGISTERED_TERRAINS).board;
    expect(back.hexes).toEqual(spec.hexes);
    const game = createGame(back, { players: 4, scenario: 'caravans' });
    expect(game.board.numHexes).toBe(buildGameBoard(spec, { players: 4, scenario: 'caravans' }).numHexes);
  });
});
