// One seat's pieces as SVG: road, ship, settlement and city, each drawn as a light halo, a dark
// outline and the seat's colour (palette.ts says why two rings). A settlement is a small house and
// a city a wider, two-part building, so they differ in shape and size, not only in size. And the
// number token on a hex, for the map and for a rule set that moves tokens in play.

import { pips } from './constraints.js';
import { BOARD_LINE, PIECE_HALO, PIECE_OUTLINE } from './palette.js';

type Xy = readonly [number, number];

const f = (x: number) => Number(x.toFixed(2));
const path = (points: ReadonlyArray<Xy>) => `M ${points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L ')} Z`;

// Outlines of the two buildings around their node, in picture units (a hex's side is 40).
const HOUSE: ReadonlyArray<Xy> = [[-6, 7], [-6, -2], [0, -8], [6, -2], [6, 7]];
const CITY: ReadonlyArray<Xy> = [[-10, 8], [-10, -3], [-4.5, -9], [1, -3], [1, -1], [10, -1], [10, 8]];

/** A piece's group: `kind` and `seat` as data attributes, so a reader (or a test) can find it. */
function group(kind: string, seat: number | string, title: string, body: string): string {
  return `<g data-piece="${kind}" data-seat="${seat}">${body}<title>${title}</title></g>`;
}

function building(kind: 'settlement' | 'city', seat: number | string, at: Xy, fill: string): string {
  const d = path((kind === 'city' ? CITY : HOUSE).map(([dx, dy]) => [at[0] + dx, at[1] + dy]));
  const body =
    `<path d="${d}" fill="none" stroke="${PIECE_HALO}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="${fill}" stroke="${PIECE_OUTLINE}" stroke-width="1.6" stroke-linejoin="round"/>`;
  return group(kind, seat, `${kind} of seat ${seat}`, body);
}

/** A settlement (a house) of `seat` on the intersection at `at`. */
export function settlementSvg(seat: number | string, at: Xy, fill: string): string {
  return building('settlement', seat, at, fill);
}

/** A city (a tall house with a lower wing) of `seat` on the intersection at `at`. */
export function citySvg(seat: number, at: Xy, fill: string): string {
  return building('city', seat, at, fill);
}

/** A road of `seat` along the edge from `a` to `b`: three strokes of one line, widest first. */
export function roadSvg(seat: number, a: Xy, b: Xy, fill: string): string {
  const line = (stroke: string, width: number) => `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
  return group('road', seat, `road of seat ${seat}`, line(PIECE_HALO, 11) + line(PIECE_OUTLINE, 8) + line(fill, 5));
}

/** A ship of `seat` across the edge from `a` to `b`: a hull along the edge. */
export function shipSvg(seat: number | string, a: Xy, b: Xy, fill: string, size = 14): string {
  const [cx, cy] = [f((a[0] + b[0]) / 2), f((a[1] + b[1]) / 2)];
  const turn = `rotate(${f((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI)} ${cx} ${cy})`;
  const hull = (rest: string) => `<ellipse cx="${cx}" cy="${cy}" rx="${size}" ry="${f(size / 2.8)}" transform="${turn}" ${rest}/>`;
  return group('ship', seat, `ship of seat ${seat}`, hull(`fill="none" stroke="${PIECE_HALO}" stroke-width="4.5"`) + hull(`fill="${fill}" stroke="${PIECE_OUTLINE}" stroke-width="1.5"`));
}

/** A number token's disc. */
const TOKEN_FILL = '#f6efd9';

/** The number token `token` centred at `at`: its disc, number and pips, 6 and 8 in red. */
export function numberTokenSvg(at: Xy, token: number): string[] {
  const [x, y] = at;
  const ink = token === 6 || token === 8 ? '#b00020' : '#222';
  return [
    `<circle cx="${f(x)}" cy="${f(y)}" r="14" fill="${TOKEN_FILL}" stroke="${BOARD_LINE}"/>`,
    `<text x="${f(x)}" y="${f(y + 4)}" font-size="13" font-weight="bold" text-anchor="middle" fill="${ink}">${token}</text>`,
    `<text x="${f(x)}" y="${f(y + 12)}" font-size="7" text-anchor="middle" fill="${ink}">${'•'.repeat(pips(token))}</text>`,
  ];
}
