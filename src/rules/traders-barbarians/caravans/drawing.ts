// What the Caravans draw of their own: each oasis's three arrows on the map, the camels on their
// paths (a tan body with a dark head toward the node it points to), and lines naming the
// caravans, the camels left and a vote under way; in the terminal a camel is "∩" on its path (beside
// the digit of a road there). The oasis hex itself is a registered terrain
// the standard drawings colour (src/maps/palette.ts).

import type { BoardSpec } from '../../../engine/board.js';
import type { GameState } from '../../../engine/game.js';
import type { Geometry, PathGlyph, PositionItem, RuleSetDrawing } from '../../../maps/drawing.js';
import { camelCaravan, camelHead } from './camels.js';
import { camelSupply, fieldsOf } from './fields.js';
import type { CaravansData } from './board.js';
import { votesOf } from './vote.js';

const CAMEL_FILL = '#c8a165';
const CAMEL_HEAD = '#5a3b14';
const CAMEL_GLYPH = '∩';

const dataOf = (spec: BoardSpec): CaravansData | undefined => spec.scenario?.caravans as CaravansData | undefined;

/** The arrows: a dark triangle at each arrow corner, pointing out of the oasis. */
function mapLayer(spec: BoardSpec, g: Geometry): string[] {
  const d = dataOf(spec);
  if (!d) return [];
  const { f } = g;
  const out: string[] = [];
  d.oases.forEach(([q, r], i) => {
    const [cx, cy] = g.centre(q!, r!);
    for (const corner of d.arrows[i] ?? []) {
      const [x, y] = g.corner(q!, r!, corner);
      const dx = x - cx;
      const dy = y - cy;
      const len = Math.hypot(dx, dy) || 1;
      const [ux, uy] = [dx / len, dy / len];
      const tip = [x - ux * 4, y - uy * 4];
      const base = [x - ux * 16, y - uy * 16];
      const side = [-uy * 6, ux * 6];
      out.push(`<path d="M ${f(tip[0]!)} ${f(tip[1]!)} L ${f(base[0]! + side[0]!)} ${f(base[1]! + side[1]!)} L ${f(base[0]! - side[0]!)} ${f(base[1]! - side[1]!)} Z" fill="${CAMEL_HEAD}"><title>caravan start</title></path>`);
    }
  });
  return out;
}

function mapLegend(spec: BoardSpec): string[] {
  const d = dataOf(spec);
  if (!d) return [];
  return [`oasis ${d.oases.map(([q, r], i) => `[${q}, ${r}] arrows at corners ${(d.arrows[i] ?? []).join(', ')}`).join('; ')}: the caravans start on the paths out of those corners`];
}

/** The camels: a body on the path, its head toward the node it points to. */
function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const F = fieldsOf(st.game);
  const { game, s } = st;
  const b = game.board;
  const { f } = g;
  const at = (node: number) => {
    const [q, r, c] = b.nodeName[node]!;
    return g.corner(q, r, c);
  };
  const out: PositionItem[] = [];
  for (let e = 0; e < b.numEdges; e++) {
    const w = s[F.camelAt + e]!;
    if (w === 0) continue;
    const head = camelHead(w);
    const tail = b.edgeNodes[e * 2] === head ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    const [hx, hy] = at(head);
    const [tx, ty] = at(tail);
    const mx = (hx + tx) / 2;
    const my = (hy + ty) / 2;
    const nx = mx + (hx - tx) * 0.22;
    const ny = my + (hy - ty) * 0.22;
    const c = camelCaravan(w) + 1;
    out.push({
      key: `camel:${e}:${w}`,
      svg: `<g><title>camel, caravan ${c}</title><ellipse cx="${f(mx)}" cy="${f(my)}" rx="6" ry="6" fill="${CAMEL_FILL}" stroke="${CAMEL_HEAD}" stroke-width="1"/><circle cx="${f(nx)}" cy="${f(ny)}" r="3" fill="${CAMEL_HEAD}"/></g>`,
      layer: 1.5,
    });
  }
  return out;
}

/** The terminal's camels: "∩" on each camel path. */
function pathGlyphs(_spec: BoardSpec, st?: GameState): PathGlyph[] {
  if (!st) return [];
  const F = fieldsOf(st.game);
  const b = st.game.board;
  const out: PathGlyph[] = [];
  for (let e = 0; e < b.numEdges; e++) if (st.s[F.camelAt + e] !== 0) out.push({ edge: b.edgeName[e]!, glyph: CAMEL_GLYPH });
  return out;
}

/** The caravans in words: camels placed and left, each caravan's head, a vote under way. */
function positionNotes(st: GameState): string[] {
  const F = fieldsOf(st.game);
  const { game, s } = st;
  const b = game.board;
  const placed = s[F.placed]!;
  const heads: string[] = [];
  for (let c = 0; c < F.caravans; c++) {
    const h = s[F.heads + c]!;
    heads.push(`${c + 1} ${h === 0 ? 'not started' : h === 1 ? 'merged' : `head at [${b.nodeName[h - 2]!.join(', ')}]`}`);
  }
  const lines = [`camels: ${placed} on the board, ${camelSupply(game.layout.players) - placed} left; caravans: ${heads.join(', ')}`];
  const camels: string[] = [];
  for (let e = 0; e < b.numEdges; e++) {
    const w = s[F.camelAt + e]!;
    if (w !== 0) camels.push(`${camelCaravan(w) + 1}@[${b.edgeName[e]!.join(',')}]`);
  }
  if (camels.length) lines.push(`camel paths (caravan@edge; ${CAMEL_GLYPH} on the board): ${camels.join(' ')}`);
  const bids: string[] = [];
  for (let p = 0; p < game.seats; p++) if (s[F.bids + p] !== 0) bids.push(`seat ${p}: ${votesOf(s, F, p)}`);
  if (bids.length || s[F.chooser] !== 0) lines.push(`vote: ${bids.join(', ') || 'no bids'}${s[F.chooser] !== 0 ? `; seat ${s[F.chooser]! - 1} places the camel` : ''}`);
  return lines;
}

export const CARAVANS_DRAWING: RuleSetDrawing = { mapLayer, mapLegend, positionItems, pathGlyphs, positionNotes };
