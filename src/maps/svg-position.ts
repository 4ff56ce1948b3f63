// A game position over its map picture: every colour's roads, ships, settlements and cities, the
// robber and the pirate, fog hexes turned over, and a line per seat with its VP by source (chits,
// cloth, a wonder's level where the rules have them).

import { GOLD, SEA, TERRAIN_NAMES } from '../engine/constants.js';
import { totalVp, type GameState } from '../engine/game.js';
import { ROBBER, hasBit } from '../engine/layout.js';
import { seaFieldsOf } from '../rules/seafarers/fields.js';
import { SEAT_FILL, TERRAIN_FILL } from './palette.js';
import type { DrawnPieces } from './ascii.js';
import type { Geometry } from './svg-scenario.js';

/** A position's pieces by name, with its VP lines, for the terminal drawing (drawBoard). */
export function drawnPieces(st: GameState): DrawnPieces {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const F = seaFieldsOf(game);
  const out: DrawnPieces = { edges: [], nodes: [], robber: null, pirate: null, lines: positionLines(st) };
  for (let p = 0; p < L.players; p++) {
    for (let e = 0; e < b.numEdges; e++) {
      const ship = F !== null && hasBit(s, F.ships + p * L.edgeWords, e);
      if (ship || hasBit(s, L.road + p * L.edgeWords, e)) out.edges.push({ at: b.edgeName[e]!, seat: p, ship });
    }
    for (let n = 0; n < b.numNodes; n++) {
      const city = hasBit(s, L.city + p * L.nodeWords, n);
      if (city || hasBit(s, L.settle + p * L.nodeWords, n)) out.nodes.push({ at: b.nodeName[n]!, seat: p, city });
    }
  }
  const hex = (h: number): [number, number] | null => (h >= 0 ? [b.hexQ[h]!, b.hexR[h]!] : null);
  out.robber = hex(s[ROBBER]!);
  out.pirate = F ? hex(s[F.pirate]!) : null;
  return out;
}

/** One line per seat: VP by source, and what the scenario keeps (a wonder's level). */
function positionLines(st: GameState): string[] {
  const { game, s } = st;
  const lines: string[] = [];
  const level = game.layout.fields['wonders.level'];
  for (let p = 0; p < game.seats; p++) {
    const src = game.hooks.vpSources(st, p);
    const parts = Object.entries(src).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}`);
    if (level !== undefined && s[level + p]! > 0) parts.push(`wonder level ${s[level + p]}`);
    lines.push(`seat ${p}: ${totalVp(game, s, p)} VP (${parts.join(', ') || 'none'})`);
  }
  return lines;
}

/** One drawn piece of a position; `key` names it (kind, seat, place) the same in every position of a game. */
export interface PositionItem {
  key: string;
  svg: string;
}

export function positionLayer(st: GameState, g: Geometry): { body: string[]; lines: string[] } {
  return { body: positionItems(st, g).map((i) => i.svg), lines: positionLines(st) };
}

/**
 * The position's pieces, each keyed: a game viewer draws every key any step shows once and only
 * switches them on and off from step to step.
 */
export function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const F = seaFieldsOf(game);
  const { f } = g;
  const body: PositionItem[] = [];
  // Fog turned over: the hex in its face's colour (the hidden grey is drawn underneath).
  if (F) {
    for (const h of b.hiddenHexes) {
      const v = s[F.fogHex + h]!;
      if (v === 0) continue;
      const t = TERRAIN_NAMES[(v & 15) - 1]!;
      const [x, y] = g.centre(b.hexQ[h]!, b.hexR[h]!);
      const pts = [0, 1, 2, 3, 4, 5].map((c) => g.corner(b.hexQ[h]!, b.hexR[h]!, c)).map(([px, py]) => `${f(px)},${f(py)}`).join(' ');
      let svg = `<polygon points="${pts}" fill="${TERRAIN_FILL[t]}" stroke="#5b4a2f" stroke-width="2"/>`;
      const token = v >>> 4;
      if (token > 0) svg += `<text x="${f(x)}" y="${f(y + 4)}" font-size="13" font-weight="bold" text-anchor="middle">${token}</text>`;
      else if ((v & 15) - 1 !== SEA && (v & 15) - 1 !== GOLD) svg += `<text x="${f(x)}" y="${f(y + 4)}" font-size="9" text-anchor="middle">${t}</text>`;
      body.push({ key: `fog:${h}:${v}`, svg });
    }
  }
  const edgeEnds = (e: number): [[number, number], [number, number]] => {
    const [q, r, side] = b.edgeName[e]!;
    return [g.corner(q, r, side), g.corner(q, r, (side + 1) % 6)];
  };
  for (let p = 0; p < L.players; p++) {
    const fill = SEAT_FILL[p] ?? '#999';
    for (let e = 0; e < b.numEdges; e++) {
      const road = hasBit(s, L.road + p * L.edgeWords, e);
      const ship = F !== null && hasBit(s, F.ships + p * L.edgeWords, e);
      if (!road && !ship) continue;
      const [[x1, y1], [x2, y2]] = edgeEnds(e);
      if (road) body.push({ key: `road:${p}:${e}`, svg: `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#000" stroke-width="8" stroke-linecap="round"/><line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>` });
      else body.push({ key: `ship:${p}:${e}`, svg: `<ellipse cx="${f((x1 + x2) / 2)}" cy="${f((y1 + y2) / 2)}" rx="14" ry="5" transform="rotate(${f((Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI)} ${f((x1 + x2) / 2)} ${f((y1 + y2) / 2)})" fill="${fill}" stroke="#000"><title>ship of seat ${p}</title></ellipse>` });
    }
    for (let n = 0; n < b.numNodes; n++) {
      const city = hasBit(s, L.city + p * L.nodeWords, n);
      if (!city && !hasBit(s, L.settle + p * L.nodeWords, n)) continue;
      const [q, r, c] = b.nodeName[n]!;
      const [x, y] = g.corner(q, r, c);
      const size = city ? 9 : 6;
      body.push({ key: `${city ? 'city' : 'settlement'}:${p}:${n}`, svg: `<rect x="${f(x - size)}" y="${f(y - size)}" width="${2 * size}" height="${2 * size}" fill="${fill}" stroke="#000" stroke-width="1.5"><title>${city ? 'city' : 'settlement'} of seat ${p}</title></rect>` });
    }
  }
  const marker = (h: number, label: string, fill: string) => {
    const [x, y] = g.centre(b.hexQ[h]!, b.hexR[h]!);
    body.push({ key: `${label}:${h}`, svg: `<circle cx="${f(x + 18)}" cy="${f(y - 14)}" r="9" fill="${fill}" stroke="#fff"/><text x="${f(x + 18)}" y="${f(y - 11)}" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">${label}</text>` });
  };
  if (s[ROBBER]! >= 0) marker(s[ROBBER]!, 'R', '#333');
  if (F && s[F.pirate]! >= 0) marker(s[F.pirate]!, 'P', '#000');
  return body;
}
