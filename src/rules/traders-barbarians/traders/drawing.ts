// The scenario on a picture: each trade hex in its colour with its name, its plaza and its four
// (or six) interior paths; on a position the roads on interior paths, the wagons (a square in the seat's
// colour, on an intersection or a plaza), the barbarians (a black cross on their path, "×" on it in
// the terminal), and each seat's load, baggage-train card and deliveries on its line. The terminal
// names each trade hex in place of its terrain.

import type { BoardSpec } from '../../../engine/board.js';
import type { GameState } from '../../../engine/game.js';
import { SIDE_DQ, SIDE_DR } from '../../../engine/geometry.js';
import { hexPoints, type Geometry, type HexLabel, type HexMark, type NodeGlyph, type PathGlyph, type PositionItem, type RuleSetDrawing, type Xy } from '../../../maps/drawing.js';
import { PIECE_OUTLINE, SEAT_FILL, inkOn } from '../../../maps/palette.js';
import { kindsOf, type TradersData } from './board.js';
import { fieldsOf, pointsLeft, tablesOf } from './context.js';
import { BAGGAGE_CARDS, BARBARIANS, COMMODITY_NAMES, STACK_KINDS, TRADE_HEX_NAMES } from './tables.js';
import { pathText, placeText } from './wagon.js';

/** The trade hexes' colours: castle grey stone, quarry marble white, glassworks glass blue. */
const TRADE_FILL = ['#8a8a8a', '#e8e4da', '#8fc9e0'] as const;
/** The trade hexes' names in the terminal (7 characters at most). */
const LABEL = ['castle', 'quarry', 'glass'] as const;
const BARBARIAN_GLYPH = '×';

function dataOf(spec: BoardSpec): TradersData | null {
  const d = spec.scenario as unknown as TradersData | undefined;
  return d && Array.isArray(d.tradeHexes) && Array.isArray(d.barbarians) ? d : null;
}

/** The corners of trade hex (q, r) that touch land in the spec, in corner order. */
function landCorners(spec: BoardSpec, q: number, r: number): number[] {
  const land = new Set(spec.hexes.filter((h) => h.terrain !== 'sea').map((h) => `${h.hex[0]},${h.hex[1]}`));
  // A new-style trade hex (D209) is land itself: all six corners are places.
  if (land.has(`${q},${r}`)) return [0, 1, 2, 3, 4, 5];
  const out = new Set<number>();
  for (let side = 0; side < 6; side++) {
    if (!land.has(`${q + SIDE_DQ[side]},${r + SIDE_DR[side]}`)) continue;
    out.add(side);
    out.add((side + 1) % 6);
  }
  return [...out].sort((a, b) => a - b);
}

function hexLabels(spec: BoardSpec): HexLabel[] {
  const d = dataOf(spec);
  if (!d) return [];
  const kinds = kindsOf(d);
  return d.tradeHexes.map(([q, r], t) => ({ hex: [q, r] as const, label: LABEL[kinds[t]!]! }));
}

function mapLegend(spec: BoardSpec): string[] {
  return dataOf(spec) ? ['trade hexes: the castle wants marble and glass, the quarry tools, the glassworks ("glass") sand'] : [];
}

function mapLayer(spec: BoardSpec, g: Geometry): string[] {
  const d = dataOf(spec);
  if (!d) return [];
  const { f } = g;
  const out: string[] = [];
  const kinds = kindsOf(d);
  d.tradeHexes.forEach(([q, r], i) => {
    const t = kinds[i]!;
    const pts = hexPoints(g, q, r);
    out.push(`<polygon points="${pts}" fill="${TRADE_FILL[t]}" stroke="#333" stroke-width="1"><title>${TRADE_HEX_NAMES[t]}</title></polygon>`);
    const [cx, cy] = g.centre(q, r);
    for (const c of landCorners(spec, q, r)) {
      const [x, y] = g.corner(q, r, c);
      out.push(`<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(x)}" y2="${f(y)}" stroke="#5b4a2e" stroke-width="2" stroke-dasharray="3 2"/>`);
    }
    out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="7" fill="#f7e7b4" stroke="#333"/>`);
    out.push(`<text x="${f(cx)}" y="${f(cy + 20)}" text-anchor="middle" font-size="10" font-family="sans-serif" fill="${inkOn(TRADE_FILL[t]!)}">${TRADE_HEX_NAMES[t]}</text>`);
  });
  return out;
}

/** Where a path-graph node is drawn: a board node's corner, a plaza's hex centre. */
function placeXy(st: GameState, g: Geometry, n: number): Xy {
  const b = st.game.board;
  if (n < b.numNodes) {
    const [q, r, c] = b.nodeName[n]!;
    return g.corner(q, r, c);
  }
  const h = tablesOf(st.game).hex[n - b.numNodes]!;
  return g.centre(b.hexQ[h]!, b.hexR[h]!);
}

function edgeXy(st: GameState, g: Geometry, e: number): [Xy, Xy] {
  const G = tablesOf(st.game).graph;
  return [placeXy(st, g, G.edgeNodes[e * 2]!), placeXy(st, g, G.edgeNodes[e * 2 + 1]!)];
}

function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const { game, s } = st;
  const F = fieldsOf(game);
  const { f } = g;
  const out: PositionItem[] = [];
  const E = game.board.numEdges;
  for (let i = 0; i < tablesOf(game).interiorCount; i++) {
    const p = s[F.interiorRoad + i]! - 1;
    if (p < 0) continue;
    const [[x1, y1], [x2, y2]] = edgeXy(st, g, E + i);
    out.push({ key: `interior-road:${p}:${i}`, svg: `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${SEAT_FILL[p]}" stroke-width="6" stroke-linecap="round"><title>road of seat ${p}</title></line>`, layer: 1 });
  }
  for (let b = 0; b < BARBARIANS; b++) {
    const e = s[F.barbarian + b]!;
    if (e < 0) continue;
    const [[x1, y1], [x2, y2]] = edgeXy(st, g, e);
    const [x, y] = [(x1 + x2) / 2, (y1 + y2) / 2];
    out.push({ key: `barbarian:${b}:${e}`, svg: `<path d="M ${f(x - 6)} ${f(y - 6)} L ${f(x + 6)} ${f(y + 6)} M ${f(x - 6)} ${f(y + 6)} L ${f(x + 6)} ${f(y - 6)}" stroke="#111" stroke-width="3.5"><title>barbarian</title></path>`, layer: 3 });
  }
  for (let p = 0; p < game.seats; p++) {
    const at = s[F.wagonAt + p]!;
    if (at < 0) continue;
    const [x, y] = placeXy(st, g, at);
    // Wagons sharing a place fan out a little, in seat order.
    const dx = (p - (game.seats - 1) / 2) * 5;
    out.push({ key: `wagon:${p}:${at}:${s[F.carried + p]}`, svg: `<rect x="${f(x + dx - 4)}" y="${f(y + 6)}" width="8" height="6" fill="${SEAT_FILL[p]}" stroke="${PIECE_OUTLINE}"><title>wagon of seat ${p}</title></rect>`, layer: 3 });
  }
  return out;
}

/** The terminal's barbarians: "×" on each barbarian's path. */
function pathGlyphs(_spec: BoardSpec, st?: GameState): PathGlyph[] {
  if (!st) return [];
  const F = fieldsOf(st.game);
  const b = st.game.board;
  const out: PathGlyph[] = [];
  for (let k = 0; k < BARBARIANS; k++) {
    const e = st.s[F.barbarian + k]!;
    if (e >= 0 && e < b.numEdges) out.push({ edge: b.edgeName[e]!, glyph: BARBARIAN_GLYPH });
  }
  return out;
}

function nodeGlyphs(st: GameState): NodeGlyph[] {
  const F = fieldsOf(st.game);
  const out: NodeGlyph[] = [];
  for (let p = 0; p < st.game.seats; p++) {
    const at = st.s[F.wagonAt + p]!;
    if (at >= 0 && at < st.game.board.numNodes) out.push({ node: at, seat: p, glyph: 'w' });
  }
  return out;
}

/** The terminal's wagons on plazas, "w" on their hex (in pictures a square among positionItems). */
function positionMarks(st: GameState): HexMark[] {
  const { game, s } = st;
  const F = fieldsOf(game);
  const b = game.board;
  const out: HexMark[] = [];
  for (let p = 0; p < game.seats; p++) {
    const at = s[F.wagonAt + p]!;
    if (at < b.numNodes) continue;
    const h = tablesOf(game).hex[at - b.numNodes]!;
    out.push({ hex: [b.hexQ[h]!, b.hexR[h]!], label: 'w', fill: SEAT_FILL[p]!, disc: false });
  }
  return out;
}

function seatNotes(st: GameState, p: number): string[] {
  const { game, s } = st;
  const F = fieldsOf(game);
  const at = s[F.wagonAt + p]!;
  if (at < 0) return [];
  const card = s[F.level + p]!;
  const c = s[F.carried + p]!;
  return [
    `wagon ${placeText(game, at)}${c >= 0 ? ` with ${COMMODITY_NAMES[c]}` : ''}`,
    `baggage train card ${card + 1} (${BAGGAGE_CARDS[card]!.mp} MP, ${BAGGAGE_CARDS[card]!.gold} gold)`,
    `${pointsLeft(F, s, p)} MP left`,
    `delivered ${s[F.delivered + p]}`,
  ];
}

function positionNotes(st: GameState): string[] {
  const { game, s } = st;
  const F = fieldsOf(game);
  const stacks = TRADE_HEX_NAMES.map((name, t) => `${name} ${STACK_KINDS[t]!.map((k, j) => `${s[F.stack + 2 * t + j]} ${COMMODITY_NAMES[k]}`).join(', ')}`);
  const barbarians = [0, 1, 2].map((b) => `[${game.board.edgeName[s[F.barbarian + b]!]?.join(', ')}]`);
  // Roads inside trade hexes have no cells in the terminal: they are named here.
  const E = game.board.numEdges;
  const interior: string[] = [];
  for (let i = 0; i < tablesOf(game).interiorCount; i++) {
    const p = s[F.interiorRoad + i]! - 1;
    if (p >= 0) interior.push(`seat ${p} ${pathText(game, E + i)}`);
  }
  return [
    `commodity stacks: ${stacks.join('; ')}`,
    ...(interior.length ? [`roads inside trade hexes: ${interior.join(', ')}`] : []),
    `barbarians on ${barbarians.join(' ')} (${BARBARIAN_GLYPH} in the terminal, crosses in pictures); wagons: w on an intersection or "(w)" on a plaza (terminal), squares (pictures)`,
  ];
}

export const TRADERS_DRAWING: RuleSetDrawing = { hexLabels, mapLegend, mapLayer, positionMarks, positionItems, pathGlyphs, nodeGlyphs, seatNotes, positionNotes };
