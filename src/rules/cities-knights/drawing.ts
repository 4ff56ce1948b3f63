// Cities & Knights on a picture: knights on their intersections (the seat's colour, the strength
// as a number, filled when active and hollow with a dashed rim when not; D64-D66), walls across
// their cities' feet, each metropolis on its city in its area's colour (D59, D63), the merchant on
// its hex in its controller's colour (D94), and the barbarians' track (D43: the ship's space of 7,
// the attacks so far) in a corner of the board clear of harbors. The terminal shows knights as
// circled strengths and says the rest in words: improvement levels, metropolises, walls and
// progress cards on each seat's line, the barbarians and the merchant under them.

import type { GameState } from '../../engine/game.js';
import { SEA } from '../../engine/constants.js';
import { SIDE_DQ, SIDE_DR } from '../../engine/geometry.js';
import { hasBit } from '../../engine/layout.js';
import type { Geometry, HexMark, NodeGlyph, PositionItem, RuleSetDrawing, Xy } from '../../maps/drawing.js';
import { inkOn, PIECE_HALO, PIECE_OUTLINE, SEAT_FILL } from '../../maps/palette.js';
import { numberTokenSvg } from '../../maps/svg-pieces.js';
import { AREAS, BARBARIAN_TRACK } from './data.js';
import { levelOf } from './fields.js';
import { ckState, displacedKnight, knightsOnBoard, lastAttack, movedTokens, progressCount, type CkState, type KnightOnBoard } from './view-state.js';

/** The areas' colours (D59): trade yellow, politics blue, science green. */
const AREA_FILL = ['#f2c200', '#1f5fbf', '#2e9a44'] as const;
const AREA_LETTER = ['T', 'P', 'S'] as const;
const STRENGTH_NAMES = ['basic', 'strong', 'mighty'] as const;
/** A knight's terminal glyph by strength: filled when active, hollow when not. */
const ACTIVE_GLYPH = ['❶', '❷', '❸'] as const;
const INACTIVE_GLYPH = ['①', '②', '③'] as const;
const glyphOf = (k: KnightOnBoard): string => (k.active ? ACTIVE_GLYPH : INACTIVE_GLYPH)[k.strength - 1] ?? '?';
const WALL_FILL = '#a39e93';
const SHIP_FILL = '#3b2a1a';
const ATTACK_RING = '#b00020';
const COMMITTED_RING = '#f2c200';

const f = (x: number) => Number(x.toFixed(2));
const seatFill = (p: number) => SEAT_FILL[p] ?? '#999';
const nodeAt = (st: GameState, g: Geometry, node: number): Xy => {
  const [q, r, c] = st.game.board.nodeName[node]!;
  return g.corner(q, r, c);
};
const place = (st: GameState, node: number) => `[${st.game.board.nodeName[node]!.join(',')}]`;

/** A piece's group, found by its data attributes as the standard pieces are (svg-pieces.ts). */
const group = (attrs: string, title: string, body: string) => `<g ${attrs}>${body}<title>${title}</title></g>`;

function knightSvg(k: KnightOnBoard, [x, y]: Xy): string {
  const fill = seatFill(k.owner);
  const disc = (rest: string) => `<circle cx="${f(x)}" cy="${f(y)}" r="8" ${rest}/>`;
  const body = k.active
    ? disc(`fill="${fill}" stroke="${PIECE_OUTLINE}" stroke-width="1.6"`)
    : disc(`fill="${PIECE_HALO}" stroke="${PIECE_OUTLINE}" stroke-width="1.6" stroke-dasharray="3 2"`) + `<circle cx="${f(x)}" cy="${f(y)}" r="5.6" fill="none" stroke="${fill}" stroke-width="3"/>`;
  const ink = k.active ? inkOn(fill) : '#000000';
  // Committed to the defence (D98): a gold ring around the knight.
  const ring = k.committed ? `<circle cx="${f(x)}" cy="${f(y)}" r="10.5" fill="none" stroke="${COMMITTED_RING}" stroke-width="2.2"/>` : '';
  const text = `<text x="${f(x)}" y="${f(y + 3.5)}" font-size="10" font-weight="bold" text-anchor="middle" fill="${ink}">${k.strength}</text>`;
  const state = k.active ? 'active' : 'inactive';
  return group(
    `data-piece="knight" data-seat="${k.owner}" data-strength="${k.strength}" data-active="${k.active ? 1 : 0}"`,
    `${STRENGTH_NAMES[k.strength - 1]} knight of seat ${k.owner} (${state}${k.committed ? ', committed' : ''})`,
    disc(`fill="none" stroke="${PIECE_HALO}" stroke-width="4.5"`) + body + text + ring,
  );
}

/** A wall: a crenellated stone band across the city's foot, wider than the city, which stands behind it. */
function wallSvg(seat: number, [x, y]: Xy): string {
  const pts: Xy[] = [[-15, 14], [-15, 4], [-9, 4], [-9, 7], [-3, 7], [-3, 4], [3, 4], [3, 7], [9, 7], [9, 4], [15, 4], [15, 14]];
  const d = `M ${pts.map(([dx, dy]) => `${f(x + dx)} ${f(y + dy)}`).join(' L ')} Z`;
  const body = `<path d="${d}" fill="none" stroke="${PIECE_HALO}" stroke-width="4" stroke-linejoin="round"/><path d="${d}" fill="${WALL_FILL}" stroke="${PIECE_OUTLINE}" stroke-width="1.4" stroke-linejoin="round"/>`;
  return group(`data-piece="wall" data-seat="${seat}"`, `city wall of seat ${seat}`, body);
}

/** A metropolis: a disc in its area's colour with the area's letter, at the city's upper right. */
function metropolisSvg(area: number, seat: number, [x, y]: Xy): string {
  const [cx, cy] = [x + 9, y - 11];
  const fill = AREA_FILL[area]!;
  const body =
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="6.5" fill="${fill}" stroke="${PIECE_HALO}" stroke-width="4"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="6.5" fill="${fill}" stroke="${PIECE_OUTLINE}" stroke-width="1.4"/>` +
    `<text x="${f(cx)}" y="${f(cy + 3)}" font-size="8" font-weight="bold" text-anchor="middle" fill="${inkOn(fill)}">${AREA_LETTER[area]}</text>`;
  return group(`data-piece="metropolis" data-area="${AREAS[area]}" data-seat="${seat}"`, `${AREAS[area]} metropolis of seat ${seat}`, body);
}

// The track's box: spaces 0 (the start) to 7 (the coast, where the ship attacks) in a row, a line
// of text over them and one under.
const TRACK_W = 68;
const TRACK_H = 34;
const SPACE_STEP = 8.6;
const SPACE_R = 3.2;

/**
 * Where the track goes: in the corner of the board's hexes (top left, top right, bottom left,
 * bottom right, the first of the farthest) farthest from any harbor's disc, which stands in the
 * sea off its land hex's side.
 */
function trackOrigin(st: GameState, g: Geometry): Xy {
  const b = st.game.board;
  const pts: Xy[] = [];
  const land = new Set<string>();
  for (let h = 0; h < b.numHexes; h++) {
    for (let c = 0; c < 6; c++) pts.push(g.corner(b.hexQ[h]!, b.hexR[h]!, c));
    if (b.hexTerrain[h] !== SEA) land.add(`${b.hexQ[h]},${b.hexR[h]}`);
  }
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const discs = b.spec.harbors.map(({ edge }): Xy => {
    let [q, r, side] = edge;
    if (!land.has(`${q},${r}`)) [q, r, side] = [q + SIDE_DQ[side]!, r + SIDE_DR[side]!, (side + 3) % 6];
    const [cx, cy] = g.centre(q, r);
    const [sx, sy] = g.centre(q + SIDE_DQ[side]!, r + SIDE_DR[side]!);
    return [cx + 0.8 * (sx - cx), cy + 0.8 * (sy - cy)];
  });
  // How far the nearest disc is from a box at (x, y): 0 when one is inside it.
  const room = ([x, y]: Xy) => Math.min(Infinity, ...discs.map(([dx, dy]) => Math.hypot(Math.max(x - dx, 0, dx - x - TRACK_W), Math.max(y - dy, 0, dy - y - TRACK_H))));
  const candidates: Xy[] = [[x0, y0], [x1 - TRACK_W, y0], [x0, y1 - TRACK_H], [x1 - TRACK_W, y1 - TRACK_H]];
  return candidates.reduce((best, c) => (room(c) > room(best) ? c : best));
}

function trackItems(st: GameState, C: CkState, g: Geometry): PositionItem[] {
  const [x, y] = trackOrigin(st, g);
  const space = (i: number): Xy => [x + 5 + i * SPACE_STEP, y + 17];
  let spaces = '';
  for (let i = 0; i <= BARBARIAN_TRACK; i++) {
    const [cx, cy] = space(i);
    const coast = i === BARBARIAN_TRACK;
    spaces += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${SPACE_R}" fill="#ffffff" stroke="${coast ? ATTACK_RING : '#555555'}" stroke-width="${coast ? 1.6 : 0.8}"/>`;
  }
  const back = `<rect x="${f(x)}" y="${f(y)}" width="${TRACK_W}" height="${TRACK_H}" rx="4" fill="#ffffff" fill-opacity="0.8" stroke="#555555" stroke-width="0.6"/>`;
  const at = st.s[C.F.barbarians]!;
  const attacks = st.s[C.F.attacks]!;
  const [sx, sy] = space(at);
  const hull = `M ${f(sx - 4.5)} ${f(sy - 1)} L ${f(sx + 4.5)} ${f(sy - 1)} L ${f(sx + 2.5)} ${f(sy + 3)} L ${f(sx - 2.5)} ${f(sy + 3)} Z M ${f(sx)} ${f(sy - 1)} L ${f(sx)} ${f(sy - 7)} L ${f(sx + 4)} ${f(sy - 2.5)} Z`;
  const text = (ty: number, s: string) => `<text x="${f(x + 4)}" y="${f(ty)}" font-size="7.5" fill="#000000">${s}</text>`;
  return [
    { key: 'barbarian-track', layer: 3, svg: `<g data-piece="barbarian-track">${back}${spaces}</g>` },
    { key: `barbarian-ship:${at}`, layer: 3, svg: group(`data-piece="barbarian-ship" data-space="${at}"`, `the barbarians' ship on space ${at} of ${BARBARIAN_TRACK}`, `<path d="${hull}" fill="${SHIP_FILL}" stroke="#ffffff" stroke-width="0.6"/>${text(y + 8, `barbarians ${at}/${BARBARIAN_TRACK}`)}`) },
    { key: `barbarian-attacks:${attacks}`, layer: 3, svg: `<g data-piece="barbarian-attacks" data-attacks="${attacks}">${text(y + 30, `attacks ${attacks}`)}</g>` },
  ];
}

function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const C = ckState(st.game);
  const { game, s } = st;
  const L = game.layout;
  const out: PositionItem[] = [];
  for (const k of knightsOnBoard(C, s)) {
    out.push({ key: `knight:${k.owner}:${k.node}:${k.strength}:${k.active ? 1 : 0}:${k.committed ? 1 : 0}`, svg: knightSvg(k, nodeAt(st, g, k.node)), layer: 2 });
  }
  for (let node = 0; node < game.board.numNodes; node++) {
    if (!hasBit(s, C.walls.walls, node)) continue;
    const p = s[L.nodeOwner + node]! - 1;
    out.push({ key: `wall:${p}:${node}`, svg: wallSvg(p, nodeAt(st, g, node)), layer: 2.5 });
  }
  for (let a = 0; a < AREAS.length; a++) {
    const node = s[C.F.metropolis + a]! - 1;
    if (node < 0) continue;
    const p = s[L.nodeOwner + node]! - 1;
    out.push({ key: `metropolis:${a}:${p}:${node}`, svg: metropolisSvg(a, p, nodeAt(st, g, node)), layer: 2.5 });
  }
  // A token the Inventor moved (D75) over the printed one, with the map's hexes.
  for (const { hex, token } of movedTokens(C, game, s)) {
    const at = g.centre(game.board.hexQ[hex]!, game.board.hexR[hex]!);
    out.push({ key: `token:${hex}:${token}`, svg: `<g data-piece="token" data-token="${token}">${numberTokenSvg(at, token).join('')}</g>`, layer: 0 });
  }
  out.push(...trackItems(st, C, g));
  return out;
}

/** The merchant on its hex, in its controller's colour. */
function positionMarks(st: GameState): HexMark[] {
  const C = ckState(st.game);
  const h = st.s[C.F.merchantHex]! - 1;
  if (h < 0) return [];
  const b = st.game.board;
  return [{ hex: [b.hexQ[h]!, b.hexR[h]!], label: 'M', fill: seatFill(st.s[C.F.merchantOwner]! - 1) }];
}

function nodeGlyphs(st: GameState): NodeGlyph[] {
  return knightsOnBoard(ckState(st.game), st.s).map((k) => ({ node: k.node, seat: k.owner, glyph: glyphOf(k) }));
}

/** Seat p's improvement levels, metropolises, knights, walls and progress cards in hand, on its line. */
function seatNotes(st: GameState, p: number): string[] {
  const C = ckState(st.game);
  const { game, s } = st;
  const L = game.layout;
  const notes = [`improvements ${AREAS.map((area, a) => `${area} ${levelOf(C.F, s, p, a)}`).join('/')}`];
  for (let a = 0; a < AREAS.length; a++) {
    const node = s[C.F.metropolis + a]! - 1;
    if (node >= 0 && s[L.nodeOwner + node]! - 1 === p) notes.push(`${AREAS[a]} metropolis ${place(st, node)}`);
  }
  const knights = knightsOnBoard(C, s).filter((k) => k.owner === p);
  if (knights.length > 0) notes.push(`knights ${knights.map((k) => `${glyphOf(k)}${place(st, k.node)}${k.committed ? ' committed' : ''}`).join(' ')}`);
  const walls: string[] = [];
  for (let node = 0; node < game.board.numNodes; node++) if (hasBit(s, C.walls.walls, node) && s[L.nodeOwner + node]! - 1 === p) walls.push(place(st, node));
  if (walls.length > 0) notes.push(`walls ${walls.join(' ')}`);
  notes.push(`progress cards ${AREAS.reduce((n, _, a) => n + progressCount(C, s, p, a), 0)}`);
  return notes;
}

/** The barbarians, the merchant, and what the knights' glyphs mean. */
function positionNotes(st: GameState): string[] {
  const C = ckState(st.game);
  const { game, s } = st;
  const attacks = s[C.F.attacks]!;
  const lines = [
    // The robber moves from the first attack on (D52).
    `barbarians: ship on space ${s[C.F.barbarians]} of ${BARBARIAN_TRACK}, ${attacks} attack${attacks === 1 ? '' : 's'} so far${attacks === 0 ? ' (the robber stays put until the first)' : ''}`,
  ];
  const last = lastAttack(C, s, game.seats);
  if (last) lines.push(`last attack: barbarians ${last.barbarians} against knights ${last.knights}, ${last.result}${last.defender >= 0 ? ` (defender: seat ${last.defender})` : ''}`);
  const b = game.board;
  const h = s[C.F.merchantHex]! - 1;
  if (h >= 0) lines.push(`merchant (M): on [${b.hexQ[h]}, ${b.hexR[h]}], seat ${s[C.F.merchantOwner]! - 1}'s`);
  const moved = movedTokens(C, game, s);
  if (moved.length > 0) lines.push(`number tokens moved: ${moved.map(({ hex, token }) => `[${b.hexQ[hex]}, ${b.hexR[hex]}] ${token} (printed ${b.hexToken[hex]})`).join(', ')}`);
  const d = displacedKnight(C, s);
  if (d) lines.push(`displaced: seat ${d.owner}'s ${STRENGTH_NAMES[d.strength - 1]} ${d.active ? 'active' : 'inactive'} knight, from ${place(st, d.node)}, waits to retreat`);
  lines.push(`knights: ${INACTIVE_GLYPH.join('')} inactive, ${ACTIVE_GLYPH.join('')} active, by strength (basic, strong, mighty), in the seat's colour`);
  return lines;
}

export const CITIES_KNIGHTS_DRAWING: RuleSetDrawing = { positionItems, positionMarks, nodeGlyphs, seatNotes, positionNotes };
