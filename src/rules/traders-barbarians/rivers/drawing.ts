// What the Rivers of Catan draws of its own: on the map (from the board's `scenario.rivers`) each
// river as a blue line from its source through each hex, below the token, out by the bridge site
// on the hex's east side, and the swamps (the river hexes without a token) as marsh; the bridges
// as planks across their sites. The terminal names the swamps and shows a bridge site still open
// as "≈" (a bridge as its owner's digit and "="). In words, each seat's coins and tiles and where
// the bridge sites are.

import type { BoardSpec } from '../../../engine/board.js';
import type { GameState } from '../../../engine/game.js';
import { hasBit } from '../../../engine/layout.js';
import { hexPoints, type Geometry, type HexLabel, type PathGlyph, type PositionItem, type RuleSetDrawing, type Xy } from '../../../maps/drawing.js';
import { BOARD_LINE } from '../../../maps/palette.js';
import { goldHeld } from '../gold/coins.js';
import { RIVER_SIDE, riversData, type RiversData } from './board.js';
import { layoutOf, riverSites } from './sites.js';

const RIVER_INK = '#2f6fd6';
const SWAMP_FILL = '#9aa97a';
const SWAMP_INK = '#2f3d22';
const PLANK_INK = '#5b3a1e';
const OPEN_SITE = '≈';

type Hex = readonly [number, number];

/** The board's rivers, when its data names them as lists of [q, r]. */
function riversOf(spec: BoardSpec): RiversData | null {
  const rivers = (spec.scenario as Partial<RiversData> | undefined)?.rivers;
  const isHex = (h: unknown) => Array.isArray(h) && h.length === 2 && h.every((x) => typeof x === 'number');
  return Array.isArray(rivers) && rivers.every((rv) => Array.isArray(rv) && rv.every(isHex)) ? { rivers } : null;
}

/** The middle of hex (q, r)'s side `side` in the picture. */
function sideMiddle(g: Geometry, [q, r]: Hex, side: number): [number, number] {
  const a = g.corner(q, r, side);
  const b = g.corner(q, r, (side + 1) % 6);
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** The swamps: the river hexes without a token. */
function swampsOf(spec: BoardSpec, data: RiversData): Hex[] {
  const tokenless = new Set(spec.hexes.filter((h) => typeof h.token !== 'number').map((h) => `${h.hex[0]},${h.hex[1]}`));
  return data.rivers.flat().filter(([q, r]) => tokenless.has(`${q},${r}`));
}

/**
 * The swamps and the rivers over a map: a swamp hex in marsh colour with its name; each river one
 * line, dipping under each hex's token (clear of its coordinates) from the side it enters by (or
 * its source) to the side it leaves by.
 */
function riversSvg(spec: BoardSpec, data: RiversData, g: Geometry): string[] {
  const { f } = g;
  const out: string[] = [];
  for (const [q, r] of swampsOf(spec, data)) {
    const pts = hexPoints(g, q, r);
    const [x, y] = g.centre(q, r);
    out.push(
      `<g data-piece="swamp"><polygon points="${pts}" fill="${SWAMP_FILL}" stroke="${BOARD_LINE}" stroke-width="2"/>` +
        `<text x="${f(x)}" y="${f(y - 17)}" font-size="9" text-anchor="middle" fill="${SWAMP_INK}">swamp</text>` +
        `<text x="${f(x)}" y="${f(y + 27)}" font-size="7" text-anchor="middle" fill="${SWAMP_INK}">${q},${r}</text></g>`,
    );
  }
  data.rivers.forEach((hexes, k) => {
    let d = '';
    hexes.forEach((h, i) => {
      const [x, y] = g.centre(h[0], h[1]);
      const low = y + 18;
      const [ex, ey] = sideMiddle(g, h, RIVER_SIDE);
      if (i === 0) d += `M ${f(x - 14)} ${f(low)}`;
      else {
        const [wx, wy] = sideMiddle(g, h, (RIVER_SIDE + 3) % 6);
        d += ` M ${f(wx)} ${f(wy)} Q ${f(x - 24)} ${f(low)} ${f(x - 12)} ${f(low)}`;
      }
      d += ` L ${f(x + 12)} ${f(low)} Q ${f(x + 24)} ${f(low)} ${f(ex)} ${f(ey)}`;
    });
    out.push(`<path data-piece="river" d="${d}" fill="none" stroke="${RIVER_INK}" stroke-width="5" stroke-linecap="round" opacity="0.85"><title>river ${k + 1}</title></path>`);
  });
  return out;
}

function mapLayer(spec: BoardSpec, g: Geometry): string[] {
  const data = riversOf(spec);
  return data ? riversSvg(spec, data, g) : [];
}

function hexLabels(spec: BoardSpec): HexLabel[] {
  const data = riversOf(spec);
  if (!data) return [];
  return swampsOf(spec, data).map(([q, r]) => ({ hex: [q, r] as const, label: 'swamp' }));
}

function mapLegend(spec: BoardSpec): string[] {
  const data = riversOf(spec);
  if (!data) return [];
  const rivers = data.rivers.map((hexes) => hexes.map(([q, r]) => `[${q}, ${r}]`).join(' ')).join('; ');
  return [`rivers, each from its source east to the sea: ${rivers}; ${OPEN_SITE} on a bridge site (a river hex's east side: no road, only a bridge)`];
}

/** A position's board without rivers in its data (a map file of its own): the rivers of the layout its rules read. */
function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const spec = st.game.board.spec;
  if (riversOf(spec)) return [];
  return riversSvg(spec, riversData(layoutOf(st.game.board.landHexes.length)), g).map((svg, i) => ({ key: `river:${i}`, svg, layer: 0 }));
}

/** The bridge sites still open: on a map every river hex's east side, in a position those without a bridge. */
function pathGlyphs(spec: BoardSpec, st?: GameState): PathGlyph[] {
  if (!st) return (riversOf(spec)?.rivers.flat() ?? []).map(([q, r]) => ({ edge: [q, r, RIVER_SIDE] as const, glyph: OPEN_SITE }));
  const b = st.game.board;
  const bridges = st.game.layout.fields.riverBridges!;
  return riverSites(b).bridges.filter((e) => !hasBit(st.s, bridges, e)).map((e) => ({ edge: b.edgeName[e]!, glyph: OPEN_SITE }));
}

function seatNotes(st: GameState, p: number): string[] {
  const F = st.game.layout.fields;
  const notes = [`${goldHeld(st.game, st.s, p)} gold`, `${st.s[F.bridgesBuilt! + p]} bridges`];
  if (st.s[F.poorSettler! + p] === 1) notes.push('Poor Settler (-2 VP)');
  if (st.s[F.wealthiestSettler! + p] === 1) notes.push('Wealthiest Settler (+1 VP)');
  return notes;
}

function positionNotes(st: GameState): string[] {
  const b = st.game.board;
  const T = riverSites(b);
  const sites = T.bridges.map((e) => JSON.stringify(b.edgeName[e])).join(' ');
  return [`rivers: bridge sites ${sites} (no road; in the terminal an open site shows as "${OPEN_SITE}", a bridge as "=")`];
}

/** A plank in the seat's colour on a darker bed, across the river from a to b. */
function bridgeSvg(seat: number, a: Xy, b: Xy, fill: string): string {
  const f = (x: number) => Math.round(x * 100) / 100;
  const line = (stroke: string, width: number) => `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${stroke}" stroke-width="${width}"/>`;
  return `<g class="bridge" data-seat="${seat}"><title>bridge of seat ${seat}</title>${line(PLANK_INK, 11)}${line(fill, 6)}</g>`;
}

export const RIVERS_DRAWING: RuleSetDrawing = {
  mapLayer,
  mapLegend,
  hexLabels,
  positionItems,
  pathGlyphs,
  seatNotes,
  positionNotes,
  edgePieces: { bridge: { glyph: '=', svg: bridgeSvg } },
};
