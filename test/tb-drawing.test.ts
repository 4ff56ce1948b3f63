// The Traders & Barbarians scenarios in the drawings: camels and barbarians on their paths in the
// terminal (where a road there would be drawn), the rivers and their bridge sites on a bare map,
// the swamps, the lake and the castle named on their hexes, the castle drawn in pictures.

import chalk from 'chalk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardSpec } from '../src/engine/board.js';
import { newState, type GameState } from '../src/engine/game.js';
import { setBit } from '../src/engine/layout.js';
import { putRoad, skipSetup } from '../src/engine/position.js';
import { drawBoard } from '../src/maps/ascii.js';
import { boardSvg } from '../src/maps/svg.js';
import { drawnPieces, positionNotes } from '../src/maps/svg-position.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { fieldsOf as caravanFields } from '../src/rules/traders-barbarians/caravans/fields.js';
import { riverSites } from '../src/rules/traders-barbarians/rivers/sites.js';
import { fieldsOf as tradersFields } from '../src/rules/traders-barbarians/traders/context.js';

let level: typeof chalk.level;
beforeAll(() => {
  level = chalk.level;
  chalk.level = 0;
});
afterAll(() => {
  chalk.level = level;
});

function position(scenario: RuleOptions['scenario'], players = 4, seed = 'drawing'): GameState {
  const options = resolveOptions({ players, scenario });
  const st = newState(createGame(scenarioBoardFor(options, false, seed), options), seed);
  skipSetup(st, 0);
  return st;
}

/** The board of a position in the terminal, without the lines under it. */
const art = (st: GameState) => drawBoard(st.game.board.spec, { ...drawnPieces(st), lines: [] });
/** The drawing's rows that are not a legend line starting with `legend`. */
const rows = (text: string, legend: string) => text.split('\n').filter((l) => !l.startsWith(legend));

/** The cells where two drawings differ, as "row,col" with the second's character. */
function changed(a: string, b: string): Map<string, string> {
  const out = new Map<string, string>();
  const la = a.split('\n');
  const lb = b.split('\n');
  expect(lb).toHaveLength(la.length);
  lb.forEach((line, y) => {
    const ca = [...(la[y] ?? '')];
    [...line].forEach((ch, x) => {
      if (ch !== (ca[x] ?? ' ')) out.set(`${y},${x}`, ch);
    });
  });
  return out;
}

/** The k-th path without an edge piece. */
function freeEdge(st: GameState, k: number): number {
  const taken = new Set(st.game.hooks.pieces(st.game, st.s).flatMap((x) => (x.edge !== undefined ? [x.edge] : [])));
  return [...Array(st.game.board.numEdges).keys()].filter((e) => !taken.has(e))[k]!;
}

/** The cells a road on edge e takes in the drawing of st. */
function roadCells(st: GameState, e: number): string[] {
  const before = art(st);
  const copy = { ...st, s: st.s.slice() };
  putRoad(copy, 3, e);
  return [...changed(before, art(copy)).keys()].sort();
}

describe('terminal: marks on paths (RuleSetDrawing.pathGlyphs)', () => {
  it('a camel is "∩" on both cells of its path, and beside the digit of a road there', () => {
    const st = position('caravans');
    const F = caravanFields(st.game);
    const e = freeEdge(st, 7);
    const b = st.game.board;
    const road = roadCells(st, e);
    expect(road).toHaveLength(2);
    const before = art(st);
    st.s[F.camelAt + e] = 1 | ((b.edgeNodes[e * 2]! + 1) << 3);
    const camel = changed(before, art(st));
    expect([...camel.keys()].sort()).toEqual(road);
    expect([...camel.values()]).toEqual(['∩', '∩']);
    putRoad(st, 1, e);
    const both = [...changed(before, art(st)).values()].sort();
    expect(both).toEqual(['1', '∩']);
    expect(positionNotes(st).join('\n')).toContain('∩ on the board');
  });

  it('a barbarian of the scenario is "×" on its path, and leaves its old path when it moves', () => {
    const st = position('traders-and-barbarians');
    const F = tradersFields(st.game);
    const from = st.s[F.barbarian]!;
    expect(from).toBeGreaterThanOrEqual(0);
    const used = new Set([0, 1, 2].map((k) => st.s[F.barbarian + k]!));
    let e = 0;
    for (let k = 0; used.has(e = freeEdge(st, k)); k++);
    const road = roadCells(st, e);
    const before = art(st);
    expect([...before].filter((c) => c === '×')).toHaveLength(6);
    st.s[F.barbarian] = e;
    const moved = [...changed(before, art(st))];
    expect(moved.filter(([, ch]) => ch === '×').map(([cell]) => cell).sort()).toEqual(road);
    // Its old path's two cells show the hex outline again.
    const left = moved.filter(([, ch]) => ch !== '×').map(([cell]) => cell.split(',').map(Number) as [number, number]);
    expect(left).toHaveLength(2);
    const lines = before.split('\n');
    for (const [y, x] of left) expect([...lines[y]!][x]).toBe('×');
  });

  it('a wagon on a plaza is "(w)" on its trade hex, with no disc in the picture (a square there); roads inside trade hexes are named', () => {
    const st = position('traders-and-barbarians');
    const F = tradersFields(st.game);
    const before = art(st);
    st.s[F.wagonAt + 2] = st.game.board.numNodes + 0;
    const after = art(st);
    expect([...changed(before, after).values()].join('')).toContain('w');
    expect(after).toMatch(/\(w\)/);
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(svg).toContain('<title>wagon of seat 2</title>');
    expect(svg).not.toMatch(/>w<\/text>/);
    // A road inside a trade hex has no cells in the terminal: the lines under the board name it.
    expect(positionNotes(st).join('\n')).not.toContain('roads inside trade hexes');
    st.s[F.interiorRoad] = 2;
    expect(positionNotes(st).join('\n')).toMatch(/roads inside trade hexes: seat 1 \w+ interior path to /);
  });
});

describe('the Rivers of Catan on a bare map and in a position', () => {
  const open = (text: string) => [...text].filter((c) => c === '≈').length;
  for (const [players, rivers, sites] of [[4, 2, 7], [6, 3, 10]] as const) {
    it(`${players} players: the map's SVG holds ${rivers} rivers and 2 swamps, the terminal ${sites} open bridge sites and the swamps named`, () => {
      const spec = scenarioBoardFor({ players, scenario: 'rivers-of-catan' }, false, 'rivers-map');
      const svg = boardSvg(spec);
      expect(svg.match(/data-piece="river"/g)).toHaveLength(rivers);
      expect(svg.match(/data-piece="swamp"/g)).toHaveLength(2);
      const bare: BoardSpec = { ...spec, scenario: undefined };
      expect(boardSvg(bare)).not.toContain('data-piece="river"');
      const text = drawBoard(spec);
      expect(open(rows(text, 'rivers').join('\n'))).toBe(2 * sites);
      expect(text.match(/ swamp /g)).toHaveLength(2);
      expect(drawBoard(bare)).not.toContain('≈');
    });
  }

  it('a position draws each river once, a bridge as "=" where its site showed "≈", and a board without the data still its rivers', () => {
    const st = position('rivers-of-catan');
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(svg.match(/data-piece="river"/g)).toHaveLength(2);
    const before = art(st);
    const e = riverSites(st.game.board).bridges[2]!;
    putRoad(st, 0, e);
    setBit(st.s, st.game.layout.fields.riverBridges!, e);
    st.s[st.game.layout.fields.bridgesBuilt! + 0]! += 1;
    const after = art(st);
    expect([...changed(before, after).values()].sort()).toEqual(['0', '=']);
    expect(open(after)).toBe(open(before) - 2);
    // A board of a map file without the rivers' data: the layout's rivers, drawn over the position.
    const bare = { ...st.game.board.spec, scenario: undefined };
    const game = createGame(bare, resolveOptions({ players: 4, scenario: 'rivers-of-catan' }));
    const st2 = newState(game, 'drawing');
    skipSetup(st2, 0);
    expect(boardSvg(bare, { position: st2 }).match(/data-piece="river"/g)).toHaveLength(2);
  });
});

describe('the castle, the lake and the trade hexes named on their hexes', () => {
  for (const [players, castles] of [[4, 1], [6, 2]] as const) {
    it(`Barbarian Attack, ${players} players: the castle is drawn in pictures and named in the terminal, map and position`, () => {
      const st = position('barbarian-attack', players);
      const spec = st.game.board.spec;
      expect(boardSvg(spec).match(/data-piece="castle"/g)).toHaveLength(castles);
      expect(boardSvg(spec, { position: st }).match(/data-piece="castle"/g)).toHaveLength(castles);
      for (const text of [drawBoard(spec), art(st)]) {
        expect(rows(text, 'castle').join('\n').match(/castle /g)).toHaveLength(castles);
        expect(text).toMatch(new RegExp(`^${castles > 1 ? 'castles' : 'castle'} \\[`, 'm'));
      }
    });
  }

  it('the Fishermen\'s lake and the scenario\'s trade hexes keep their names in a position', () => {
    const fish = position('fishermen-of-catan');
    expect(rows(art(fish), 'lake').join('\n')).toContain(' lake ');
    const trade = rows(art(position('traders-and-barbarians')), 'trade hexes').join('\n');
    for (const name of ['castle', 'quarry', 'glass']) expect(trade).toMatch(new RegExp(`[|0-9 ]${name} `));
  });
});
