// A game position over its map picture: every colour's roads, ships, settlements and cities, the
// robber and the pirate, fog hexes turned over, and a line per seat with its VP by source (chits,
// cloth, a wonder's level where the rules have them).

import { GOLD, SEA, TERRAIN_NAMES } from '../engine/constants.js';
import { totalVp, type GameState } from '../engine/game.js';
import { ROBBER, hasBit } from '../engine/layout.js';
import { seaFieldsOf } from '../rules/seafarers/fields.js';
import { BOARD_LINE, SEAT_FILL, TERRAIN_FILL, TERRAIN_INK, TERRAIN_LABEL } from './palette.js';
import { citySvg, roadSvg, settlementSvg, shipSvg } from './svg-pieces.js';
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

/**
 * One drawn piece of a position; `key` names it (kind, seat, place) the same in every position of a
 * game. `layer` says what it goes over: turned fog 0, roads and ships 1, buildings 2, robber and
 * pirate 3, so a road built late never covers an older settlement.
 */
export interface PositionItem {
  key: string;
  svg: string;
  layer: number;
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
      let svg = `<polygon points="${pts}" fill="${TERRAIN_FILL[t]}" stroke="${BOARD_LINE}" stroke-width="2"/>`;
      const token = v >>> 4;
      const ink = TERRAIN_INK[t];
      if (token > 0) svg += `<text x="${f(x)}" y="${f(y + 4)}" font-size="13" font-weight="bold" text-anchor="middle" fill="${ink}">${token}</text>`;
      else if ((v & 15) - 1 !== SEA && (v & 15) - 1 !== GOLD) svg += `<text x="${f(x)}" y="${f(y + 4)}" font-size="9" text-anchor="middle" fill="${ink}">${TERRAIN_LABEL[t]}</text>`;
      body.push({ key: `fog:${h}:${v}`, svg, layer: 0 });
    }
  }
  const edgeEnds = (e: number): [[number, number], [number, number]] => {
    const [q, r, side] = b.edgeName[e]!;
    return [g.corner(q, r, side), g.corner(q, r, (side + 1) % 6)];
  };
  const fill = (p: number) => SEAT_FILL[p] ?? '#999';
  for (let p = 0; p < L.players; p++) {
    for (let e = 0; e < b.numEdges; e++) {
      const road = hasBit(s, L.road + p * L.edgeWords, e);
      const ship = F !== null && hasBit(s, F.ships + p * L.edgeWords, e);
      if (!road && !ship) continue;
      const [a, z] = edgeEnds(e);
      if (road) body.push({ key: `road:${p}:${e}`, svg: roadSvg(p, a, z, fill(p)), layer: 1 });
      else body.push({ key: `ship:${p}:${e}`, svg: shipSvg(p, a, z, fill(p)), layer: 1 });
    }
  }
  for (let p = 0; p < L.players; p++) {
    for (let n = 0; n < b.numNodes; n++) {
      const city = hasBit(s, L.city + p * L.nodeWords, n);
      if (!city && !hasBit(s, L.settle + p * L.nodeWords, n)) continue;
      const [q, r, c] = b.nodeName[n]!;
      const at = g.corner(q, r, c);
      body.push({ key: `${city ? 'city' : 'settlement'}:${p}:${n}`, svg: city ? citySvg(p, at, fill(p)) : settlementSvg(p, at, fill(p)), layer: 2 });
    }
  }
  // Left of the token, clear of the hex's name, token, coordinates and its corners' buildings.
  const marker = (h: number, label: string, fill: string) => {
    const [x, y] = g.centre(b.hexQ[h]!, b.hexR[h]!);
    body.push({ key: `${label}:${h}`, layer: 3, svg: `<circle cx="${f(x - 24)}" cy="${f(y)}" r="9" fill="${fill}" stroke="#fff"/><text x="${f(x - 24)}" y="${f(y + 3)}" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">${label}</text>` });
  };
  if (s[ROBBER]! >= 0) marker(s[ROBBER]!, 'R', '#333');
  if (F && s[F.pirate]! >= 0) marker(s[F.pirate]!, 'P', '#000');
  return body;
}
