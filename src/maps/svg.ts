// A board as an SVG picture: coloured hexes with tokens and pips (hidden hexes face down), harbors,
// and optionally a heat map over the intersections (how often each was taken in set-up). Text takes
// black or white by its background's luminance (inkOn); harbor discs keep off the land hexes.

import { buildBoard, type BoardSpec } from '../engine/board.js';
import { SIDE_DQ, SIDE_DR } from '../engine/geometry.js';
import type { GameState } from '../engine/game.js';
import { numberTokenSvg } from './svg-pieces.js';
import { positionLayer } from './svg-position.js';
import { MAP_DRAWINGS, REGISTERED_TERRAINS } from '../rules/registry.js';
import type { Geometry } from './drawing.js';
import {
  BOARD_BACKGROUND, BOARD_LINE, GENERIC_HARBOR_FILL, HIDDEN_FILL, HIDDEN_LABEL, inkOn, RESOURCE_TERRAIN, TERRAIN_FILL, TERRAIN_LABEL,
} from './palette.js';

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
/** A neutral (shape only) hex. */
const NEUTRAL_FILL = '#e8e8e8';
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
export const BOARD_GEOMETRY: Geometry = { centre, corner, f };

/** Where a harbor is drawn: its edge's corners, its disc's centre and the sea hex ("q,r") the disc sits in. */
interface HarborPlace {
  a: [number, number];
  b: [number, number];
  disc: [number, number];
  sea: string;
}

// The disc sits this far from the land hex's centre towards the sea hex's (1 = the sea's centre):
// far enough that the disc clears the land hex, its edge (where roads lie) and its text.
const HARBOR_REACH = 0.8;
const HARBOR_R = 15;

function harborPlace(land: ReadonlySet<string>, edge: readonly [number, number, number]): HarborPlace {
  let [q, r, side] = edge;
  if (!land.has(`${q},${r}`)) [q, r, side] = [q + SIDE_DQ[side]!, r + SIDE_DR[side]!, (side + 3) % 6];
  const [cx, cy] = centre(q, r);
  const [sq, sr] = [q + SIDE_DQ[side]!, r + SIDE_DR[side]!];
  const [sx, sy] = centre(sq, sr);
  return { a: corner(q, r, side), b: corner(q, r, (side + 1) % 6), disc: [cx + HARBOR_REACH * (sx - cx), cy + HARBOR_REACH * (sy - cy)], sea: `${sq},${sr}` };
}

function harborSvg(h: BoardSpec['harbors'][number], at: HarborPlace): string[] {
  const [hx, hy] = at.disc;
  const generic = h.type === '3:1';
  const fill = generic ? GENERIC_HARBOR_FILL : TERRAIN_FILL[RESOURCE_TERRAIN[h.type as keyof typeof RESOURCE_TERRAIN]];
  const ink = inkOn(fill);
  const out = [
    `<line x1="${f(at.a[0])}" y1="${f(at.a[1])}" x2="${f(hx)}" y2="${f(hy)}" stroke="${BOARD_LINE}" stroke-width="2"/>`,
    `<line x1="${f(at.b[0])}" y1="${f(at.b[1])}" x2="${f(hx)}" y2="${f(hy)}" stroke="${BOARD_LINE}" stroke-width="2"/>`,
    `<circle cx="${f(hx)}" cy="${f(hy)}" r="${HARBOR_R}" fill="${fill}" stroke="${BOARD_LINE}"/>`,
    `<text x="${f(hx)}" y="${f(hy + (generic ? 3 : 0))}" font-size="8" font-weight="bold" text-anchor="middle" fill="${ink}">${generic ? '3:1' : '2:1'}</text>`,
  ];
  if (!generic) out.push(`<text x="${f(hx)}" y="${f(hy + 9)}" font-size="7" text-anchor="middle" fill="${ink}">${h.type}</text>`);
  return out;
}

/** A hex: its polygon, name (a sea hex has none: its colour says it), token and coordinates. */
function hexSvg(h: BoardSpec['hexes'][number], opts: SvgOptions, discs: ReadonlyArray<[number, number]>): string[] {
  const [q, r] = h.hex;
  const corners = [0, 1, 2, 3, 4, 5].map((c) => corner(q, r, c));
  const fill = opts.neutral ? NEUTRAL_FILL : h.hidden ? HIDDEN_FILL : TERRAIN_FILL[h.terrain];
  const ink = inkOn(fill);
  const [x, y] = centre(q, r);
  const out = [`<polygon points="${corners.map(([px, py]) => `${f(px)},${f(py)}`).join(' ')}" fill="${fill}" stroke="${BOARD_LINE}" stroke-width="2"/>`];
  const named = !opts.neutral && (h.hidden || h.terrain !== 'sea');
  if (named) out.push(`<text x="${f(x)}" y="${f(y - 17)}" font-size="9" text-anchor="middle" fill="${ink}">${h.hidden ? HIDDEN_LABEL : TERRAIN_LABEL[h.terrain]}</text>`);
  // A hidden hex shows nothing of its face, not even a token the scenario fixed.
  if (!opts.neutral && typeof h.token === 'number' && !h.hidden) {
    out.push(...numberTokenSvg([x, y], h.token));
  }
  // Coordinates go under the centre, over it on a nameless hex whose lower half holds a harbor
  // disc, and at the centre of a neutral hex (which has no token), clear of the heat discs.
  const up = !named && discs.some(([, dy]) => dy > y);
  out.push(`<text x="${f(x)}" y="${f(opts.neutral ? y + 3 : up ? y - 17 : y + 27)}" font-size="7" text-anchor="middle" fill="${ink}">${q},${r}</text>`);
  return out;
}

/** The widest advance of a digit in common sans-serif fonts, in ems, and the smallest heat label drawn. */
export const HEAT_EM = 0.65;
const HEAT_MIN_FONT = 5;

/** A heat disc per intersection, labelled with its percentage where the label fits inside. */
function heatSvg(heat: readonly number[], board: ReturnType<typeof buildBoard>): string[] {
  const out: string[] = [];
  const max = Math.max(1e-9, ...heat);
  for (let n = 0; n < board.numNodes; n++) {
    const share = heat[n] ?? 0;
    if (share <= 0) continue;
    const [q, r, c] = board.nodeName[n]!;
    const [x, y] = corner(q, r, c);
    const rad = 3 + 11 * Math.sqrt(share / max);
    const percent = 100 * share;
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="#d7301f" fill-opacity="${f(0.25 + 0.6 * (share / max))}" stroke="#7f0000" stroke-width="0.8"><title>node ${n} [${q}, ${r}, ${c}]: ${percent.toFixed(1)}%</title></circle>`);
    const label = percent >= 1 ? percent.toFixed(0) : percent.toFixed(1);
    // The largest size at which the label fits the disc's diameter (less a margin), and none
    // below a size that can still be read.
    const size = Math.min(8, (2 * rad - 3) / (HEAT_EM * label.length));
    if (size >= HEAT_MIN_FONT) out.push(`<text x="${f(x)}" y="${f(y + size / 3)}" font-size="${f(size)}" text-anchor="middle" fill="#000">${label}</text>`);
  }
  return out;
}

/** The average advance of a character of the position lines' text, in ems (sans-serif, mostly lower case). */
const LINE_EM = 0.55;

/**
 * A position line cut after a ", " wherever the part would pass `width` characters, so it fits
 * under a narrow board (the parts after the first are drawn indented, so `width` is the first's);
 * a part too long with no ", " inside `width` is cut at its first ", ", or left whole.
 */
export function wrapLine(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(', ', width - 1);
    if (cut <= 0) cut = rest.indexOf(', ', 1);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut + 1));
    rest = rest.slice(cut + 2);
  }
  out.push(rest);
  return out;
}

/** The board as a standalone SVG document, for any shape; throws BoardError for a malformed board. */
export function boardSvg(spec: BoardSpec, opts: SvgOptions = {}): string {
  const board = buildBoard(spec, { seaPlaces: opts.seaPlaces === true || spec.scenario !== undefined, terrains: REGISTERED_TERRAINS });
  const body: string[] = [];
  const pts: Array<[number, number]> = spec.hexes.flatMap((h) => [0, 1, 2, 3, 4, 5].map((c) => corner(h.hex[0], h.hex[1], c)));
  const land = new Set(spec.hexes.filter((h) => h.terrain !== 'sea' && !h.hidden).map((h) => `${h.hex[0]},${h.hex[1]}`));
  const harbors = opts.neutral ? [] : spec.harbors.map((h) => ({ h, at: harborPlace(land, h.edge) }));
  for (const h of spec.hexes) {
    const discs = harbors.filter((x) => x.at.sea === `${h.hex[0]},${h.hex[1]}`).map((x) => x.at.disc);
    body.push(...hexSvg(h, opts, discs));
  }
  for (const { h, at } of harbors) {
    pts.push([at.disc[0] - HARBOR_R - 3, at.disc[1] - HARBOR_R - 3], [at.disc[0] + HARBOR_R + 3, at.disc[1] + HARBOR_R + 3]);
    body.push(...harborSvg(h, at));
  }
  if (!opts.neutral) for (const d of MAP_DRAWINGS) body.push(...(d.mapLayer?.(spec, BOARD_GEOMETRY) ?? []));
  const position = opts.position ? positionLayer(opts.position, BOARD_GEOMETRY) : null;
  if (position) body.push(...position.body);
  if (opts.heat) body.push(...heatSvg(opts.heat, board));
  const minX = Math.min(...pts.map((p) => p[0])) - 10;
  const maxX = Math.max(...pts.map((p) => p[0])) + 10;
  const top = Math.min(...pts.map((p) => p[1])) - (opts.title ? 30 : 10);
  let maxY = Math.max(...pts.map((p) => p[1])) + 10;
  const width = Math.floor((maxX - minX - 20) / (LINE_EM * 12));
  for (const line of position?.lines ?? []) {
    wrapLine(line, width).forEach((part, k) => {
      body.push(`<text x="${f(minX + (k === 0 ? 10 : 30))}" y="${f(maxY + 12)}" font-size="12">${esc(part)}</text>`);
      maxY += 16;
    });
  }
  const title = opts.title ? `<text x="${f((minX + maxX) / 2)}" y="${f(top + 18)}" font-size="13" text-anchor="middle" font-weight="bold">${esc(opts.title)}</text>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(minX)} ${f(top)} ${f(maxX - minX)} ${f(maxY - top)}" width="${Math.ceil(maxX - minX)}" height="${Math.ceil(maxY - top)}" font-family="sans-serif">`,
    `<rect x="${f(minX)}" y="${f(top)}" width="${f(maxX - minX)}" height="${f(maxY - top)}" fill="${BOARD_BACKGROUND}"/>`,
    title,
    ...body,
    '</svg>',
    '',
  ].filter((l) => l !== '').join('\n') + '\n';
}
