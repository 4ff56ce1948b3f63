// A board drawn in the terminal: pointy-top hexes of box-drawing slashes, each showing what it
// produces (or "hidden" for a face-down hex), its number token with pips (6 and 8 stand out) and
// its coordinates; harbors are labels in the sea with an arrow to their side. Colour comes from
// chalk, so NO_COLOR, --no-color and pipes give plain text with the same content.

import chalk from 'chalk';
import type { BoardSpec } from '../engine/board.js';
import type { TerrainName } from '../engine/constants.js';
import { SIDE_DQ, SIDE_DR } from '../engine/geometry.js';
import { MAP_DRAWINGS } from '../rules/registry.js';
import { pips } from './constraints.js';
import type { HexMark, PathGlyph } from './drawing.js';
import { type DrawnTerrain, HIDDEN_FILL, HIDDEN_INK, HIDDEN_LABEL, SEAT_FILL, SIDE_ARROW, TERRAIN_FILL, TERRAIN_INK, TERRAIN_LABEL } from './palette.js';

type Style = { bg?: TerrainName | 'hidden'; red?: boolean; dim?: boolean; bold?: boolean; seat?: number };
interface Cell {
  ch: string;
  style: Style;
}

const center = (text: string, width: number) => {
  const pad = Math.max(0, width - [...text].length);
  return ' '.repeat(Math.floor(pad / 2)) + text + ' '.repeat(Math.ceil(pad / 2));
};

// For terminals with only the 16 basic colours, where the hex colours would collapse onto few
// (forest and mountains both to black).
const BASIC_BG: Record<DrawnTerrain | 'hidden', 'bgRed' | 'bgGreen' | 'bgGreenBright' | 'bgYellow' | 'bgWhite' | 'bgYellowBright' | 'bgBlue' | 'bgCyan' | 'bgBlackBright'> = {
  hills: 'bgRed',
  forest: 'bgGreen',
  pasture: 'bgGreenBright',
  fields: 'bgYellow',
  mountains: 'bgWhite',
  desert: 'bgYellowBright',
  sea: 'bgBlue',
  gold: 'bgYellowBright',
  oasis: 'bgCyan',
  hidden: 'bgBlackBright',
};

const fillOf = (bg: TerrainName | 'hidden') => (bg === 'hidden' ? HIDDEN_FILL : TERRAIN_FILL[bg]);
const inkOf = (bg: TerrainName | 'hidden') => (bg === 'hidden' ? HIDDEN_INK : TERRAIN_INK[bg]);

// One shared blank for the whole grid: `put` replaces cells, never edits them, and a board spread
// over ±MAX_COORD is millions of cells.
const BLANK: Cell = { ch: ' ', style: {} };

function paint(style: Style, text: string): string {
  if (chalk.level === 0 || Object.keys(style).length === 0) return text;
  let f = chalk.reset;
  if (style.bg) f = chalk.level >= 2 ? f.bgHex(fillOf(style.bg)).hex(inkOf(style.bg)) : f[BASIC_BG[style.bg]].black;
  if (style.red) f = f.hex('#b00020').bold;
  if (style.dim) f = f.dim;
  if (style.bold) f = f.bold;
  if (style.seat !== undefined) f = f.bold.hex(SEAT_FILL[style.seat] ?? '#999999');
  return f(text);
}

// Columns inside a hex on its coordinates row.
const LABEL_WIDTH = 5;
const label = (q: number, r: number, [q0, r0]: readonly [number, number]) => `${q - q0},${r - r0}`;

/**
 * The origin hex labels are offsets from: null when every "q,r" fits inside its hex (every board
 * so far), else the middle of the board's extent, so labels are short offsets from it.
 */
export function labelOrigin(spec: BoardSpec): [number, number] | null {
  if (spec.hexes.every((h) => label(h.hex[0], h.hex[1], [0, 0]).length <= LABEL_WIDTH)) return null;
  const mid = (xs: number[]) => Math.round((Math.min(...xs) + Math.max(...xs)) / 2);
  return [mid(spec.hexes.map((h) => h.hex[0])), mid(spec.hexes.map((h) => h.hex[1]))];
}

/**
 * A position's pieces by name, for the drawing: each piece on an edge (a road, a ship) as its edge
 * [q, r, side] with what its side's second cell shows, each building as its corner [q, r, corner],
 * with the seat owning it; the robber and what else stands on hexes, first mark first.
 */
export interface DrawnPieces {
  edges: Array<{ at: readonly [number, number, number]; seat: number; glyph: string }>;
  /** A building (its letter by seat, `city` a capital) or a rule set's piece showing its own `glyph` (NodeGlyph). */
  nodes: Array<{ at: readonly [number, number, number]; seat: number; city: boolean; glyph?: string }>;
  marks: HexMark[];
  /** The rule sets' marks on paths (camels, barbarians), over the edge pieces. */
  paths?: PathGlyph[];
  /** Lines under the drawing (VP by seat). */
  lines: string[];
}

// The two cells of each side of a hex drawn at (L, T), and each corner's cell (see the outline below).
const SIDE_CELLS: ReadonlyArray<readonly [number, number, number, number]> = [
  [5, 0, 7, 1],
  [8, 2, 8, 3],
  [7, 4, 5, 5],
  [3, 5, 1, 4],
  [0, 3, 0, 2],
  [1, 1, 3, 0],
];
const CORNER_CELLS: ReadonlyArray<readonly [number, number]> = [
  [4, 0],
  [8, 1],
  [8, 4],
  [4, 5],
  [0, 4],
  [0, 1],
];

/**
 * The board as terminal text, for any shape: islands, holes, hidden hexes, far coordinates. When
 * coordinates are too wide for a hex, a first line names the origin the labels are offsets from;
 * a hex whose offset is still too wide shows none.
 */
export function drawBoard(spec: BoardSpec, pieces?: DrawnPieces): string {
  const origin = labelOrigin(spec);
  const from = origin ?? [0, 0];
  const byHex = new Map(spec.hexes.map((h) => [`${h.hex[0]},${h.hex[1]}`, h]));
  // Harbor labels sit across the harbor's side from its land hex (on the sea, or a hidden hex).
  const labels: Array<{ q: number; r: number; lines: string[] }> = spec.harbors.map((h) => {
    let [q, r, side] = h.edge;
    const named = byHex.get(`${q},${r}`);
    if (named && named.terrain !== 'sea' && !named.hidden) {
      q += SIDE_DQ[side]!;
      r += SIDE_DR[side]!;
      side = (side + 3) % 6;
    }
    // `side` is now the sea hex's side that faces the land.
    const arrow = SIDE_ARROW[side]!;
    const ratio = h.type === '3:1' ? '3:1' : '2:1';
    return { q, r, lines: [`${ratio} ${arrow}`, h.type === '3:1' ? '' : h.type] };
  });
  const cells = [...spec.hexes.map((h) => ({ q: h.hex[0], r: h.hex[1] })), ...labels];
  const xs = cells.map((c) => 4 * (2 * c.q + c.r));
  const ys = cells.map((c) => 4 * c.r);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const width = Math.max(...xs) - x0 + 9;
  const height = Math.max(...ys) - y0 + 6;
  const grid: Cell[][] = Array.from({ length: height }, () => new Array<Cell>(width).fill(BLANK));
  const put = (x: number, y: number, text: string, style: Style = {}) => {
    [...text].forEach((ch, i) => {
      const row = grid[y];
      if (row && row[x + i]) row[x + i] = { ch, style };
    });
  };

  const printedRobber = spec.robber === null ? undefined : (spec.robber ?? spec.hexes.find((h) => h.terrain === 'desert' && !h.hidden)?.hex);
  const printed = (): HexMark[] => [...(printedRobber ? [{ hex: printedRobber, label: 'R', fill: '' }] : []), ...MAP_DRAWINGS.flatMap((d) => d.mapMarks?.(spec) ?? [])];
  const marks = pieces ? pieces.marks : printed();
  const names = new Map(MAP_DRAWINGS.flatMap((d) => d.hexLabels?.(spec) ?? []).map((x) => [`${x.hex[0]},${x.hex[1]}`, x.label]));
  for (const h of spec.hexes) {
    const [q, r] = h.hex;
    const L = 4 * (2 * q + r) - x0;
    const T = 4 * r - y0;
    const bg: Style = { bg: h.hidden ? 'hidden' : h.terrain };
    put(L + 3, T, '/');
    put(L + 5, T, '\\');
    put(L + 1, T + 1, '/');
    put(L + 7, T + 1, '\\');
    put(L, T + 2, '|');
    put(L + 8, T + 2, '|');
    put(L, T + 3, '|');
    put(L + 8, T + 3, '|');
    put(L + 1, T + 4, '\\');
    put(L + 7, T + 4, '/');
    put(L + 3, T + 5, '\\');
    put(L + 5, T + 5, '/');
    put(L + 4, T, ' ', bg);
    put(L + 4, T + 5, ' ', bg);
    // Every piece on the hex, first mark first: "(R)", or "(RM)" with the robber and the merchant.
    const here = marks.filter((m) => m.hex[0] === q && m.hex[1] === r).map((m) => m.label).join('');
    put(L + 2, T + 1, center(here ? `(${here})` : '', 5), { ...bg, bold: true });
    put(L + 1, T + 2, center(h.hidden ? HIDDEN_LABEL : (names.get(`${q},${r}`) ?? TERRAIN_LABEL[h.terrain]), 7), bg);
    // A hidden hex shows nothing of its face, not even a token the scenario fixed.
    const shown = h.hidden || h.token === null ? undefined : h.token;
    const token = shown !== undefined ? `${shown} ${'•'.repeat(pips(shown))}` : '';
    put(L + 1, T + 3, center(token, 7), { ...bg, red: shown === 6 || shown === 8 });
    const text = label(q, r, from);
    if (text.length <= LABEL_WIDTH) put(L + 2, T + 4, center(text, LABEL_WIDTH), { ...bg, dim: true });
  }
  // Pieces over the outlines: a road is its seat's digit on both cells of its side, another edge
  // piece the digit then its glyph (a ship's "~"); a settlement a, b, c, ... and a city A, B, C, ... by seat.
  const sideCells = ([q, r, side]: readonly [number, number, number]): Array<[number, number]> => {
    const [a, b, c, d] = SIDE_CELLS[side]!;
    const L = 4 * (2 * q + r) - x0;
    const T = 4 * r - y0;
    return [[L + a, T + b], [L + c, T + d]];
  };
  // The cells holding an edge piece's seat digit: a path's mark leaves them be.
  const digits = new Set<string>();
  for (const e of pieces?.edges ?? []) {
    const [first, second] = sideCells(e.at);
    put(first[0], first[1], String(e.seat), { seat: e.seat });
    put(second[0], second[1], e.glyph, { seat: e.seat });
    digits.add(`${first[0]},${first[1]}`);
  }
  // A path's mark on both cells of its side, or beside an edge piece's digit; the two names of a
  // side (one from each hex) give its cells in opposite orders, so the digit is found by cell.
  const paths = pieces ? (pieces.paths ?? []) : MAP_DRAWINGS.flatMap((d) => d.pathGlyphs?.(spec) ?? []);
  for (const m of paths) {
    const style: Style = m.seat === undefined ? { bold: true } : { seat: m.seat };
    for (const [x, y] of sideCells(m.edge)) if (!digits.has(`${x},${y}`)) put(x, y, m.glyph, style);
  }
  for (const n of pieces?.nodes ?? []) {
    const [q, r, corner] = n.at;
    const [a, b] = CORNER_CELLS[corner]!;
    const letter = n.glyph ?? String.fromCharCode((n.city ? 65 : 97) + n.seat);
    put(4 * (2 * q + r) - x0 + a, 4 * r - y0 + b, letter, { seat: n.seat });
  }
  for (const lab of labels) {
    const L = 4 * (2 * lab.q + lab.r) - x0;
    const T = 4 * lab.r - y0;
    put(L + 1, T + 2, center(lab.lines[0]!, 7), { bold: true });
    put(L + 1, T + 3, center(lab.lines[1]!, 7));
  }

  const lines = grid.map((cells) => {
    // Trailing blanks are dropped before painting, so lines end without padding or escape codes.
    let end = cells.length;
    while (end > 0 && cells[end - 1]!.ch === ' ' && !cells[end - 1]!.style.bg) end--;
    const row = cells.slice(0, end);
    let out = '';
    let run = '';
    let key = '';
    let style: Style = {};
    for (const c of row) {
      const k = JSON.stringify(c.style);
      if (k !== key && run) {
        out += paint(style, run);
        run = '';
      }
      key = k;
      style = c.style;
      run += c.ch;
    }
    if (run) out += paint(style, run);
    return out;
  });
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  while (lines.length && lines[0] === '') lines.shift();
  if (origin) lines.unshift(`hex labels are offsets from [${origin[0]}, ${origin[1]}]: label "a,b" is hex [${origin[0]} + a, ${origin[1]} + b]`);
  for (const d of MAP_DRAWINGS) lines.push(...(d.mapLegend?.(spec) ?? []));
  if (pieces) lines.push('pieces: a road is its seat\'s digit on both cells of its side, a ship the digit and "~"; settlements a-f, cities A-F by seat', ...pieces.lines);
  return lines.join('\n');
}
