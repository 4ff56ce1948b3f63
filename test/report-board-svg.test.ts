// Map pictures (boardSvg) read back as shapes: every text is checked against the shape it is drawn
// on (WCAG contrast of its ink and that shape's fill, in painting order), and every harbor disc
// against the land hexes, whose names, numbers and edges (where roads lie) it must leave free.

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { BoardSpec } from '../src/engine/board.js';
import { contrastRatio } from '../src/maps/palette.js';
import { boardSvg } from '../src/maps/svg.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import { scenarioBoardFor } from '../src/rules/registry.js';

type Xy = [number, number];
interface Shape {
  fill: string;
  inside(p: Xy): boolean;
  /** The shape's outline as segments (polygons only). */
  edges: Array<[Xy, Xy]>;
}

/** An element as linkedom gives it (the tests run without the DOM's types). */
interface El {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}

const num = (e: El, a: string) => Number(e.getAttribute(a));

function inPolygon([x, y]: Xy, pts: Xy[]): boolean {
  let odd = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

function segmentDistance([px, py]: Xy, [[ax, ay], [bx, by]]: [Xy, Xy]): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function shapeOf(e: El): Shape | null {
  const fill = e.getAttribute('fill') ?? '#000000';
  const tag = e.tagName.toLowerCase();
  if (tag === 'polygon') {
    const pts = (e.getAttribute('points') ?? '').trim().split(/\s+/).map((p: string) => p.split(',').map(Number) as Xy);
    return { fill, inside: (p) => inPolygon(p, pts), edges: pts.map((p: Xy, i: number): [Xy, Xy] => [p, pts[(i + 1) % pts.length]!]) };
  }
  if (tag === 'circle') return { fill, inside: ([x, y]) => Math.hypot(x - num(e, 'cx'), y - num(e, 'cy')) <= num(e, 'r'), edges: [] };
  if (tag === 'rect') return { fill, inside: ([x, y]) => x >= num(e, 'x') && x <= num(e, 'x') + num(e, 'width') && y >= num(e, 'y') && y <= num(e, 'y') + num(e, 'height'), edges: [] };
  return null;
}

/** Each text of the picture with the fill of the last shape painted under its middle, and their contrast. */
function textContrasts(svg: string): Array<{ text: string; ink: string; on: string; ratio: number }> {
  const { document } = parseHTML(`<!doctype html><html><body>${svg}</body></html>`);
  const painted: Shape[] = [];
  const out: Array<{ text: string; ink: string; on: string; ratio: number }> = [];
  for (const e of document.querySelectorAll('svg *') as Iterable<El>) {
    if (e.tagName.toLowerCase() !== 'text') {
      const s = shapeOf(e);
      if (s && s.fill.startsWith('#')) painted.push(s);
      continue;
    }
    const at: Xy = [num(e, 'x'), num(e, 'y') - 0.35 * num(e, 'font-size')];
    const under = [...painted].reverse().find((s) => s.inside(at));
    const ink = e.getAttribute('fill') ?? '#000000';
    if (!under) continue;
    out.push({ text: e.textContent ?? '', ink, on: under.fill, ratio: contrastRatio(ink, under.fill) });
  }
  return out;
}

const boards: Array<[string, BoardSpec]> = [
  ['a random base board', randomBoard('svg:base')],
  ['a random 5-6 board', fiveSixRandomBoard('svg:56')],
  ['Heading for New Shores (sea hexes, gold, harbors at sea)', scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'svg:hfns')],
  ['Fog Islands (hidden hexes)', scenarioBoardFor({ players: 4, scenario: 'fog-islands' }, false, 'svg:fog')],
];

describe('map pictures: text that reads and harbors that keep clear', () => {
  for (const [label, spec] of boards) {
    it(`${label}: every text contrasts at least 4.5:1 with the hex, token or harbor it is drawn on`, () => {
      const texts = textContrasts(boardSvg(spec));
      expect(texts.length).toBeGreaterThan(spec.hexes.length);
      expect(texts.filter((t) => t.ratio < 4.5).map((t) => `${t.text}: ${t.ink} on ${t.on} ${t.ratio.toFixed(2)}:1`)).toEqual([]);
    });

    it(`${label}: no harbor disc reaches into a land hex`, () => {
      const { document } = parseHTML(`<!doctype html><html><body>${boardSvg(spec)}</body></html>`);
      const land = spec.hexes.filter((h) => h.terrain !== 'sea').map((h) => `${h.hex[0]},${h.hex[1]}`);
      const polygons = [...(document.querySelectorAll('polygon') as Iterable<El>)].map(shapeOf).filter((s): s is Shape => s !== null);
      // Hexes are drawn in spec order, one polygon each, before anything else.
      const landHexes = polygons.slice(0, spec.hexes.length).filter((_, i) => land.includes(`${spec.hexes[i]!.hex[0]},${spec.hexes[i]!.hex[1]}`));
      const discs = [...(document.querySelectorAll('circle[r="15"]') as Iterable<El>)].map((c) => ({ at: [num(c, 'cx'), num(c, 'cy')] as Xy, r: num(c, 'r') }));
      expect(discs).toHaveLength(spec.harbors.length);
      const bad = discs.filter((d) => landHexes.some((h) => h.inside(d.at) || h.edges.some((e) => segmentDistance(d.at, e) < d.r)));
      expect(bad.map((d) => d.at.join(','))).toEqual([]);
    });
  }
});
