// A board as an SVG picture: coloured hexes with tokens and pips (hidden hexes face down), harbors,
// and optionally a heat map over the intersections (how often each was taken in set-up).

import { buildBoard, type BoardSpec } from '../engine/board.js';
import { SIDE_DQ, SIDE_DR } from '../engine/geometry.js';
import { pips } from './constraints.js';
import type { GameState } from '../engine/game.js';
import { positionLayer } from './svg-position.js';
import { scenarioLayer } from './svg-scenario.js';
import { HIDDEN_FILL, HIDDEN_INK, HIDDEN_LABEL, RESOURCE_TERRAIN, TERRAIN_FILL, TERRAIN_INK, TERRAIN_LABEL } from './palette.js';

export interface SvgOptions {
  title?: string;
  /** Per node id: a share in [0, 1] (drawn as a disc) shown with its percentage. */
  heat?: readonly number[];
  /** Draw only the shape (grey hexes, no tokens): for heat maps over many different maps. */
  neutral?: boolean;
  /** Build the board with sea places, so `heat` is indexed by that board's node ids. */
  seaPlaces?: boolean;
  /** A game position on this board: its pieces, robber, pirate and fog faces are drawn over the map. */
  position?: GameState;
}

const SIZE = 40;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (x: number) => Number(x.toFixed(2));

function centre(q: number, r: number): [number, number] {
  return [SIZE * Math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r];
}
function corner(q: number, r: number, c: number): [number, number] {
  const [x, y] = centre(q, r);
  const a = ((-90 + 60 * c) * Math.PI) / 180;
  return [x + SIZE * Math.cos(a), y + SIZE * Math.sin(a)];
}

/** The picture's geometry, for layers drawn over a boardSvg picture elsewhere (a game viewer's pieces). */
export const BOARD_GEOMETRY = { centre, corner, f };

/** The board as a standalone SVG document, for any shape; throws BoardError for a malformed board. */
export function boardSvg(spec: BoardSpec, opts: SvgOptions = {}): string {
  const board = buildBoard(spec, { seaPlaces: opts.seaPlaces === true || spec.scenario !== undefined });
  const body: string[] = [];
  const pts: Array<[number, number]> = [];
  for (const h of spec.hexes) {
    const [q, r] = h.hex;
    const corners = [0, 1, 2, 3, 4, 5].map((c) => corner(q, r, c));
    pts.push(...corners);
    const fill = opts.neutral ? '#e8e8e8' : h.hidden ? HIDDEN_FILL : TERRAIN_FILL[h.terrain];
    body.push(`<polygon points="${corners.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" stroke="#5b4a2f" stroke-width="2"/>`);
    const [x, y] = centre(q, r);
    if (!opts.neutral) {
      const [ink, label] = h.hidden ? [HIDDEN_INK, HIDDEN_LABEL] : [TERRAIN_INK[h.terrain], TERRAIN_LABEL[h.terrain]];
      body.push(`<text x="${f(x)}" y="${f(y - 22)}" font-size="9" text-anchor="middle" fill="${ink}">${label}</text>`);
      // A hidden hex shows nothing of its face, not even a token the scenario fixed.
      if (typeof h.token === 'number' && !h.hidden) {
        const red = h.token === 6 || h.token === 8;
        body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="14" fill="#f6efd9" stroke="#5b4a2f"/>`);
        body.push(`<text x="${f(x)}" y="${f(y + 4)}" font-size="13" font-weight="bold" text-anchor="middle" fill="${red ? '#b00020' : '#222'}">${h.token}</text>`);
        body.push(`<text x="${f(x)}" y="${f(y + 12)}" font-size="7" text-anchor="middle" fill="${red ? '#b00020' : '#222'}">${'•'.repeat(pips(h.token))}</text>`);
      }
    }
    body.push(`<text x="${f(x)}" y="${f(y + 27)}" font-size="7" text-anchor="middle" fill="#555">${q},${r}</text>`);
  }
  if (!opts.neutral) {
    const land = new Set(spec.hexes.filter((h) => h.terrain !== 'sea' && !h.hidden).map((h) => `${h.hex[0]},${h.hex[1]}`));
    for (const h of spec.harbors) {
      let [q, r, side] = h.edge;
      if (!land.has(`${q},${r}`)) [q, r, side] = [q + SIDE_DQ[side]!, r + SIDE_DR[side]!, (side + 3) % 6];
      const a = corner(q, r, side);
      const b = corner(q, r, (side + 1) % 6);
      const [cx, cy] = centre(q, r);
      const [sx, sy] = centre(q + SIDE_DQ[side]!, r + SIDE_DR[side]!);
      const hx = cx + 0.62 * (sx - cx);
      const hy = cy + 0.62 * (sy - cy);
      pts.push([hx - 18, hy - 18], [hx + 18, hy + 18]);
      body.push(`<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(hx)}" y2="${f(hy)}" stroke="#5b4a2f" stroke-width="2"/>`);
      body.push(`<line x1="${f(b[0])}" y1="${f(b[1])}" x2="${f(hx)}" y2="${f(hy)}" stroke="#5b4a2f" stroke-width="2"/>`);
      const generic = h.type === '3:1';
      const fill = generic ? '#ffffff' : TERRAIN_FILL[RESOURCE_TERRAIN[h.type as keyof typeof RESOURCE_TERRAIN]];
      body.push(`<circle cx="${f(hx)}" cy="${f(hy)}" r="15" fill="${fill}" stroke="#5b4a2f"/>`);
      body.push(`<text x="${f(hx)}" y="${f(hy + (generic ? 3 : 0))}" font-size="8" font-weight="bold" text-anchor="middle">${generic ? '3:1' : '2:1'}</text>`);
      if (!generic) body.push(`<text x="${f(hx)}" y="${f(hy + 9)}" font-size="7" text-anchor="middle">${h.type}</text>`);
    }
  }
  if (!opts.neutral) body.push(...scenarioLayer(spec, { centre, corner, f }));
  const position = opts.position ? positionLayer(opts.position, { centre, corner, f }) : null;
  if (position) body.push(...position.body);
  if (opts.heat) {
    const max = Math.max(1e-9, ...opts.heat);
    for (let n = 0; n < board.numNodes; n++) {
      const share = opts.heat[n] ?? 0;
      if (share <= 0) continue;
      const [q, r, c] = board.nodeName[n]!;
      const [x, y] = corner(q, r, c);
      const rad = 3 + 11 * Math.sqrt(share / max);
      body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="#d7301f" fill-opacity="${f(0.25 + 0.6 * (share / max))}" stroke="#7f0000" stroke-width="0.8"><title>node ${n} [${q}, ${r}, ${c}]: ${(100 * share).toFixed(1)}%</title></circle>`);
      body.push(`<text x="${f(x)}" y="${f(y + 3)}" font-size="7" text-anchor="middle" fill="#000">${(100 * share).toFixed(1)}</text>`);
    }
  }
  const minX = Math.min(...pts.map((p) => p[0])) - 10;
  const maxX = Math.max(...pts.map((p) => p[0])) + 10;
  const top = Math.min(...pts.map((p) => p[1])) - (opts.title ? 30 : 10);
  let maxY = Math.max(...pts.map((p) => p[1])) + 10;
  for (const line of position?.lines ?? []) {
    body.push(`<text x="${f(minX + 10)}" y="${f(maxY + 12)}" font-size="12">${esc(line)}</text>`);
    maxY += 16;
  }
  const title = opts.title ? `<text x="${f((minX + maxX) / 2)}" y="${f(top + 18)}" font-size="13" text-anchor="middle" font-weight="bold">${esc(opts.title)}</text>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(minX)} ${f(top)} ${f(maxX - minX)} ${f(maxY - top)}" width="${Math.ceil(maxX - minX)}" height="${Math.ceil(maxY - top)}" font-family="sans-serif">`,
    `<rect x="${f(minX)}" y="${f(top)}" width="${f(maxX - minX)}" height="${f(maxY - top)}" fill="#cfe3f0"/>`,
    title,
    ...body,
    '</svg>',
    '',
  ].filter((l) => l !== '').join('\n') + '\n';
}
