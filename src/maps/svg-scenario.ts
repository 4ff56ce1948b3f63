// The scenario layer of a map picture: the pirate's start, the pirate fleet's track, and the marks
// a Seafarers scenario puts on the board (villages, fortresses and their circles, pre-placed
// pieces, the tribe's gifts, barred intersections, wonder squares, the calm hex).

import type { BoardSpec } from '../engine/board.js';
import { parseScenarioData } from '../rules/seafarers/map-data.js';
import { SEAT_FILL } from './palette.js';
import { settlementSvg, shipSvg } from './svg-pieces.js';

export interface Geometry {
  centre(q: number, r: number): [number, number];
  corner(q: number, r: number, c: number): [number, number];
  f(x: number): number;
}

const seat = (c: number | string | undefined) => (typeof c === 'number' ? SEAT_FILL[c] ?? '#999' : c === 'brown' ? '#8c564b' : c === 'purple' ? '#7b3fa0' : '#999');
const GIFT_LABEL = { vp: 'VP', dev: 'D', harbor: 'H' } as const;

/** SVG elements for the scenario block of `spec` (none when it has none). */
export function scenarioLayer(spec: BoardSpec, g: Geometry): string[] {
  if (!spec.scenario) return [];
  const data = parseScenarioData(spec.scenario);
  const { f } = g;
  const out: string[] = [];
  for (const [q, r] of data.track ?? []) {
    const [x, y] = g.centre(q, r);
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="24" fill="none" stroke="#222" stroke-width="1.5" stroke-dasharray="4 3"/>`);
  }
  const mid = (q: number, r: number, s: number): [number, number] => {
    const a = g.corner(q, r, s);
    const b = g.corner(q, r, (s + 1) % 6);
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  for (const m of data.marks ?? []) {
    if (m.node) {
      const [x, y] = g.corner(m.node[0], m.node[1], m.node[2]);
      if (m.kind === 'village') {
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="#a0522d" stroke="#222"/><text x="${f(x)}" y="${f(y + 3)}" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">${m.token}</text>`);
      } else if (m.kind === 'fortress') {
        out.push(`<rect x="${f(x - 8)}" y="${f(y - 8)}" width="16" height="16" fill="${seat(m.colour)}" stroke="#000" stroke-width="2"/><text x="${f(x)}" y="${f(y + 3)}" font-size="8" font-weight="bold" text-anchor="middle">F</text>`);
      } else if (m.kind === 'circle') {
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="none" stroke="${seat(m.colour)}" stroke-width="3"/>`);
      } else if (m.kind === 'settlement') {
        out.push(settlementSvg(m.colour ?? 'neutral', [x, y], seat(m.colour)));
      } else if (m.kind === 'no-setup') {
        out.push(`<text x="${f(x)}" y="${f(y + 5)}" font-size="14" font-weight="bold" text-anchor="middle" fill="#c00000">!</text>`);
      } else if (m.kind === 'square') {
        out.push(`<rect x="${f(x - 6)}" y="${f(y - 6)}" width="12" height="12" fill="${seat(m.colour)}" stroke="#000"/>`);
      }
    } else if (m.edge) {
      const [x, y] = mid(m.edge[0], m.edge[1], m.edge[2]);
      if (m.kind === 'ship') {
        out.push(shipSvg(m.colour ?? 'neutral', g.corner(m.edge[0], m.edge[1], m.edge[2]), g.corner(m.edge[0], m.edge[1], (m.edge[2] + 1) % 6), seat(m.colour), 9));
      } else if (m.kind === 'gift') {
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="#fff3b0" stroke="#8a6d00"/><text x="${f(x)}" y="${f(y + 3)}" font-size="7" font-weight="bold" text-anchor="middle">${GIFT_LABEL[m.gift!]}</text>`);
      }
    } else if (m.hex && m.kind === 'calm') {
      const [x, y] = g.centre(m.hex[0], m.hex[1]);
      out.push(`<text x="${f(x + 16)}" y="${f(y - 10)}" font-size="16" font-weight="bold" fill="#fff">!</text>`);
    }
  }
  if (data.pirate) {
    const [x, y] = g.centre(data.pirate[0], data.pirate[1]);
    out.push(`<path d="M ${f(x - 12)} ${f(y + 2)} L ${f(x + 12)} ${f(y + 2)} L ${f(x + 7)} ${f(y + 9)} L ${f(x - 7)} ${f(y + 9)} Z M ${f(x)} ${f(y + 2)} L ${f(x)} ${f(y - 12)} L ${f(x + 8)} ${f(y - 3)} Z" fill="#111"><title>pirate</title></path>`);
  }
  return out;
}
