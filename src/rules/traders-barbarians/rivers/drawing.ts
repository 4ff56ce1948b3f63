// What the Rivers of Catan draws of its own: each river as a blue line from hex to hex through the
// bridge sites to the sea, the swamps (the board's token-less hexes) marked, the bridges as planks
// across their sites; in words, each seat's coins and tiles and where the rivers run.

import type { GameState } from '../../../engine/game.js';
import type { Geometry, PositionItem, RuleSetDrawing, Xy } from '../../../maps/drawing.js';
import { goldHeld } from '../gold/coins.js';
import { riverSites } from './sites.js';

const RIVER_INK = '#2f6fd6';
const SWAMP_INK = '#4d6b3a';
const PLANK_INK = '#5b3a1e';

/** The middle of edge e's two ends in the picture. */
function sideMiddle(st: GameState, g: Geometry, e: number): [number, number] {
  const [q, r, side] = st.game.board.edgeName[e]!;
  const a = g.corner(q, r, side);
  const b = g.corner(q, r, (side + 1) % 6);
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const b = st.game.board;
  const T = riverSites(b);
  const out: PositionItem[] = [];
  for (const h of T.swamps) {
    const [x, y] = g.centre(b.hexQ[h]!, b.hexR[h]!);
    out.push({ key: `swamp:${h}`, svg: `<text x="${g.f(x)}" y="${g.f(y + 18)}" text-anchor="middle" font-size="10" fill="${SWAMP_INK}">swamp</text>`, layer: 0 });
  }
  // A river enters a hex by its west side (or rises in it) and leaves by its bridge site.
  for (const e of T.bridges) {
    const [q, r] = b.edgeName[e]!;
    const h = b.hexId(q, r);
    const [cx, cy] = g.centre(q, r);
    const [mx, my] = sideMiddle(st, g, e);
    const west = b.edgeId(q, r, 4);
    const from: Xy = west >= 0 && T.bridgeSite[west] === 1 ? sideMiddle(st, g, west) : [cx, cy];
    const line = (a: Xy, c: Xy) => `<line x1="${g.f(a[0])}" y1="${g.f(a[1])}" x2="${g.f(c[0])}" y2="${g.f(c[1])}" stroke="${RIVER_INK}" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`;
    out.push({ key: `river:${h}`, svg: line(from, [cx, cy]) + line([cx, cy], [mx, my]), layer: 0 });
  }
  return out;
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
  return [`rivers: bridge sites ${sites} (no road; a bridge shows as "=")`];
}

/** A plank in the seat's colour on a darker bed, across the river from a to b. */
function bridgeSvg(seat: number, a: Xy, b: Xy, fill: string): string {
  const f = (x: number) => Math.round(x * 100) / 100;
  const line = (stroke: string, width: number) => `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${stroke}" stroke-width="${width}"/>`;
  return `<g class="bridge" data-seat="${seat}"><title>bridge of seat ${seat}</title>${line(PLANK_INK, 11)}${line(fill, 6)}</g>`;
}

export const RIVERS_DRAWING: RuleSetDrawing = {
  positionItems,
  seatNotes,
  positionNotes,
  edgePieces: { bridge: { glyph: '=', svg: bridgeSvg } },
};
