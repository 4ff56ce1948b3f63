// A game position over its map picture: every colour's pieces (roads, settlements, cities, and the
// edge pieces a rule set draws), the robber and what else stands on hexes, what a rule set adds
// (fog turned over, knights), a line per seat with its VP by source and the rule sets' notes, and
// the rule sets' lines on the position as a whole.

import { totalVp, type GameState } from '../engine/game.js';
import type { PlacedPiece } from '../engine/pieces.js';
import { ROBBER } from '../engine/layout.js';
import { drawingsOf } from '../rules/registry.js';
import type { DrawnPieces } from './ascii.js';
import type { EdgePieceLook, Geometry, HexMark, PositionItem, RuleSetDrawing } from './drawing.js';
import { inkOn, SEAT_FILL } from './palette.js';
import { citySvg, roadSvg, settlementSvg } from './svg-pieces.js';

export type { PositionItem } from './drawing.js';

const ROAD_LOOK: EdgePieceLook = { glyph: '', svg: roadSvg };
const ROBBER_FILL = '#333';
/** Where the pieces on one hex stand across from its centre: the first left of the token, the next right. */
const MARK_DX = [-24, 24] as const;

/** The edge pieces a game's rule sets draw, by name, over the road. */
function edgeLooks(drawings: readonly RuleSetDrawing[]): Record<string, EdgePieceLook> {
  return Object.assign({ road: ROAD_LOOK }, ...drawings.map((d) => d.edgePieces ?? {}));
}

/** A position's pieces by seat, then place: edge pieces and node pieces, each in id order. */
function placed(st: GameState): { edges: PlacedPiece[]; nodes: PlacedPiece[] } {
  const all = st.game.hooks.pieces(st.game, st.s);
  const order = (at: (x: PlacedPiece) => number) => (x: PlacedPiece, y: PlacedPiece) => x.owner - y.owner || at(x) - at(y);
  return {
    edges: all.filter((x) => x.edge !== undefined).sort(order((x) => x.edge!)),
    nodes: all.filter((x) => x.node !== undefined).sort(order((x) => x.node!)),
  };
}

/** The robber, then what the rule sets put on hexes. */
function hexMarks(st: GameState, drawings: readonly RuleSetDrawing[]): HexMark[] {
  const b = st.game.board;
  const robber = st.s[ROBBER]!;
  const own: HexMark[] = robber >= 0 ? [{ hex: [b.hexQ[robber]!, b.hexR[robber]!], label: 'R', fill: ROBBER_FILL }] : [];
  return [...own, ...drawings.flatMap((d) => d.positionMarks?.(st) ?? [])];
}

/** A position's pieces by name, with its VP lines, for the terminal drawing (drawBoard). */
export function drawnPieces(st: GameState): DrawnPieces {
  const b = st.game.board;
  const drawings = drawingsOf(st.game);
  const looks = edgeLooks(drawings);
  const { edges, nodes } = placed(st);
  const glyphs = drawings.flatMap((d) => d.nodeGlyphs?.(st) ?? []);
  return {
    edges: edges.map((x) => ({ at: b.edgeName[x.edge!]!, seat: x.owner, glyph: looks[x.piece]?.glyph || String(x.owner) })),
    nodes: [
      ...nodes.map((x) => ({ at: b.nodeName[x.node!]!, seat: x.owner, city: x.piece === 'city' })),
      ...glyphs.map((x) => ({ at: b.nodeName[x.node]!, seat: x.seat, city: false, glyph: x.glyph })),
    ],
    marks: hexMarks(st, drawings),
    paths: drawings.flatMap((d) => d.pathGlyphs?.(st.game.board.spec, st) ?? []),
    lines: positionLines(st, drawings),
  };
}

/** What the rule sets note on seat p's line (a wonder's level, improvement levels). */
export function seatNotes(st: GameState, p: number): string[] {
  return drawingsOf(st.game).flatMap((d) => d.seatNotes?.(st, p) ?? []);
}

/** What the rule sets note about the position as a whole (a track's state). */
export function positionNotes(st: GameState): string[] {
  return drawingsOf(st.game).flatMap((d) => d.positionNotes?.(st) ?? []);
}

/** One line per seat: VP by source, and what the rule sets note (a wonder's level); then the rule sets' notes on the position. */
function positionLines(st: GameState, drawings: readonly RuleSetDrawing[]): string[] {
  const { game, s } = st;
  const lines: string[] = [];
  for (let p = 0; p < game.seats; p++) {
    const src = game.hooks.vpSources(st, p);
    const parts = Object.entries(src).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}`);
    for (const d of drawings) parts.push(...(d.seatNotes?.(st, p) ?? []));
    lines.push(`seat ${p}: ${totalVp(game, s, p)} VP (${parts.join(', ') || 'none'})`);
  }
  for (const d of drawings) lines.push(...(d.positionNotes?.(st) ?? []));
  return lines;
}

export function positionLayer(st: GameState, g: Geometry): { body: string[]; lines: string[] } {
  return { body: positionItems(st, g).map((i) => i.svg), lines: positionLines(st, drawingsOf(st.game)) };
}

/**
 * The position's pieces, each keyed: a game viewer draws every key any step shows once and only
 * switches them on and off from step to step.
 */
export function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const b = st.game.board;
  const drawings = drawingsOf(st.game);
  const looks = edgeLooks(drawings);
  const { f } = g;
  const { edges, nodes } = placed(st);
  const fill = (p: number) => SEAT_FILL[p] ?? '#999';
  const body: PositionItem[] = [];
  for (const x of edges) {
    const [q, r, side] = b.edgeName[x.edge!]!;
    const look = looks[x.piece] ?? ROAD_LOOK;
    body.push({ key: `${x.piece}:${x.owner}:${x.edge}`, svg: look.svg(x.owner, g.corner(q, r, side), g.corner(q, r, (side + 1) % 6), fill(x.owner)), layer: 1 });
  }
  for (const x of nodes) {
    const [q, r, c] = b.nodeName[x.node!]!;
    const at = g.corner(q, r, c);
    const svg = x.piece === 'city' ? citySvg(x.owner, at, fill(x.owner)) : settlementSvg(x.owner, at, fill(x.owner));
    body.push({ key: `${x.piece}:${x.owner}:${x.node}`, svg, layer: 2 });
  }
  // Left of the token, clear of the hex's name, token, coordinates and its corners' buildings; a
  // second piece on the same hex right of it.
  const taken = new Map<number, number>();
  for (const m of hexMarks(st, drawings)) {
    if (m.disc === false) continue;
    const [x, y] = g.centre(m.hex[0], m.hex[1]);
    const h = b.hexId(m.hex[0], m.hex[1]);
    const slot = taken.get(h) ?? 0;
    taken.set(h, slot + 1);
    const cx = x + MARK_DX[slot % MARK_DX.length]!;
    body.push({ key: `${m.label}:${h}:${slot}:${m.fill}`, layer: 3, svg: `<circle cx="${f(cx)}" cy="${f(y)}" r="9" fill="${m.fill}" stroke="#fff"/><text x="${f(cx)}" y="${f(y + 3)}" font-size="9" font-weight="bold" text-anchor="middle" fill="${inkOn(m.fill)}">${m.label}</text>` });
  }
  const own = drawings.flatMap((d) => d.positionItems?.(st, g) ?? []);
  // Stable: within a layer, the standard pieces come before the rule sets' own.
  return [...body, ...own].sort((x, y) => x.layer - y.layer);
}
