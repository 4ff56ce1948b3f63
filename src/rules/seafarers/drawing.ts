// Seafarers on a picture: the scenario block of a map (the pirate's start, the pirate fleet's
// track, villages, fortresses and their circles, pre-placed pieces, the tribe's gifts, barred
// intersections, wonder squares, the calm hex) in the terminal and in SVG, and in a position its
// ships, the pirate and the fog hexes turned over.

import type { BoardSpec } from '../../engine/board.js';
import { GOLD, SEA, TERRAIN_NAMES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { hexPoints, type Geometry, type HexMark, type PositionItem, type RuleSetDrawing } from '../../maps/drawing.js';
import { BOARD_LINE, SEAT_FILL, TERRAIN_FILL, TERRAIN_INK, TERRAIN_LABEL } from '../../maps/palette.js';
import { settlementSvg, shipSvg } from '../../maps/svg-pieces.js';
import { seaFieldsOf } from './fields.js';
import { parseScenarioData, type Mark, type ScenarioData } from './map-data.js';
import { TRADERS_SCENARIO_IDS } from '../traders-barbarians/scenario-ids.js';

const PIRATE_FILL = '#000';

// A Seafarers block always has a name; another family's block (a Traders & Barbarians scenario's,
// named by its id or not at all) is that family's to draw.
const dataOf = (spec: BoardSpec): ScenarioData | null =>
  spec.scenario && 'name' in spec.scenario && !(TRADERS_SCENARIO_IDS as readonly unknown[]).includes(spec.scenario.name) ? parseScenarioData(spec.scenario) : null;

/** The scenario's marks in words, under the terminal drawing: (R) is the robber, (P) the pirate. */
function legend(spec: BoardSpec): string[] {
  const data = dataOf(spec);
  if (!data) return [];
  const out: string[] = [`scenario ${data.name}: (R) robber, (P) pirate${data.pirate ? '' : ' (beside the board)'}`];
  const where = (m: Mark) => JSON.stringify(m.node ?? m.edge ?? m.hex);
  const byKind = new Map<string, string[]>();
  for (const m of data.marks ?? []) {
    const extra = m.token !== undefined ? ` ${m.token}` : m.gift !== undefined ? ` ${m.gift}` : m.colour !== undefined ? ` colour ${m.colour}` : '';
    byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), `${where(m)}${extra}`]);
  }
  for (const [kind, list] of byKind) out.push(`  ${kind}: ${list.join('; ')}`);
  if (data.track) out.push(`  pirate fleet track: ${data.track.map((h) => `[${h.join(', ')}]`).join(' -> ')}`);
  if (data.fog) out.push(`  fog: ${data.fog.terrain.length} face-down hexes, tokens ${data.fog.tokens.join(', ')}`);
  return out;
}

const seat = (c: number | string | undefined) => (typeof c === 'number' ? SEAT_FILL[c] ?? '#999' : c === 'brown' ? '#8c564b' : c === 'purple' ? '#7b3fa0' : '#999');
const GIFT_LABEL = { vp: 'VP', dev: 'D', harbor: 'H' } as const;

/** One mark of the scenario block as SVG (none for a kind with no picture). */
function markSvg(m: Mark, g: Geometry): string[] {
  const { f } = g;
  if (m.node) {
    const [x, y] = g.corner(m.node[0], m.node[1], m.node[2]);
    switch (m.kind) {
      case 'village':
        return [`<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="#a0522d" stroke="#222"/><text x="${f(x)}" y="${f(y + 3)}" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">${m.token}</text>`];
      case 'fortress':
        return [`<rect x="${f(x - 8)}" y="${f(y - 8)}" width="16" height="16" fill="${seat(m.colour)}" stroke="#000" stroke-width="2"/><text x="${f(x)}" y="${f(y + 3)}" font-size="8" font-weight="bold" text-anchor="middle">F</text>`];
      case 'circle':
        return [`<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="none" stroke="${seat(m.colour)}" stroke-width="3"/>`];
      case 'settlement':
        return [settlementSvg(m.colour ?? 'neutral', [x, y], seat(m.colour))];
      case 'no-setup':
        return [`<text x="${f(x)}" y="${f(y + 5)}" font-size="14" font-weight="bold" text-anchor="middle" fill="#c00000">!</text>`];
      case 'square':
        return [`<rect x="${f(x - 6)}" y="${f(y - 6)}" width="12" height="12" fill="${seat(m.colour)}" stroke="#000"/>`];
      default:
        return [];
    }
  }
  if (m.edge) {
    const [q, r, s] = m.edge;
    const a = g.corner(q, r, s);
    const b = g.corner(q, r, (s + 1) % 6);
    if (m.kind === 'ship') return [shipSvg(m.colour ?? 'neutral', a, b, seat(m.colour), 9)];
    const [x, y] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (m.kind === 'gift') return [`<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="#fff3b0" stroke="#8a6d00"/><text x="${f(x)}" y="${f(y + 3)}" font-size="7" font-weight="bold" text-anchor="middle">${GIFT_LABEL[m.gift!]}</text>`];
    return [];
  }
  if (m.hex && m.kind === 'calm') {
    const [x, y] = g.centre(m.hex[0], m.hex[1]);
    return [`<text x="${f(x + 16)}" y="${f(y - 10)}" font-size="16" font-weight="bold" fill="#fff">!</text>`];
  }
  return [];
}

/** The scenario block over a map picture: the fleet's track, the marks, then the pirate's start. */
function mapLayer(spec: BoardSpec, g: Geometry): string[] {
  const data = dataOf(spec);
  if (!data) return [];
  const { f } = g;
  const out: string[] = [];
  for (const [q, r] of data.track ?? []) {
    const [x, y] = g.centre(q, r);
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="24" fill="none" stroke="#222" stroke-width="1.5" stroke-dasharray="4 3"/>`);
  }
  for (const m of data.marks ?? []) out.push(...markSvg(m, g));
  if (data.pirate) {
    const [x, y] = g.centre(data.pirate[0], data.pirate[1]);
    out.push(`<path d="M ${f(x - 12)} ${f(y + 2)} L ${f(x + 12)} ${f(y + 2)} L ${f(x + 7)} ${f(y + 9)} L ${f(x - 7)} ${f(y + 9)} Z M ${f(x)} ${f(y + 2)} L ${f(x)} ${f(y - 12)} L ${f(x + 8)} ${f(y - 3)} Z" fill="#111"><title>pirate</title></path>`);
  }
  return out;
}

function mapMarks(spec: BoardSpec): HexMark[] {
  const pirate = dataOf(spec)?.pirate;
  return pirate ? [{ hex: pirate, label: 'P', fill: PIRATE_FILL }] : [];
}

function positionMarks(st: GameState): HexMark[] {
  const F = seaFieldsOf(st.game);
  const h = F ? st.s[F.pirate]! : -1;
  const b = st.game.board;
  return h >= 0 ? [{ hex: [b.hexQ[h]!, b.hexR[h]!], label: 'P', fill: PIRATE_FILL }] : [];
}

/** Fog turned over: the hex in its face's colour (the hidden grey is drawn underneath). */
function fogItems(st: GameState, g: Geometry): PositionItem[] {
  const F = seaFieldsOf(st.game);
  if (!F) return [];
  const { f } = g;
  const b = st.game.board;
  const out: PositionItem[] = [];
  for (const h of b.hiddenHexes) {
    const v = st.s[F.fogHex + h]!;
    if (v === 0) continue;
    const t = TERRAIN_NAMES[(v & 15) - 1]!;
    const [x, y] = g.centre(b.hexQ[h]!, b.hexR[h]!);
    const pts = hexPoints(g, b.hexQ[h]!, b.hexR[h]!);
    let svg = `<polygon points="${pts}" fill="${TERRAIN_FILL[t]}" stroke="${BOARD_LINE}" stroke-width="2"/>`;
    const token = v >>> 4;
    const ink = TERRAIN_INK[t];
    if (token > 0) svg += `<text x="${f(x)}" y="${f(y + 4)}" font-size="13" font-weight="bold" text-anchor="middle" fill="${ink}">${token}</text>`;
    else if ((v & 15) - 1 !== SEA && (v & 15) - 1 !== GOLD) svg += `<text x="${f(x)}" y="${f(y + 4)}" font-size="9" text-anchor="middle" fill="${ink}">${TERRAIN_LABEL[t]}</text>`;
    out.push({ key: `fog:${h}:${v}`, svg, layer: 0 });
  }
  return out;
}

export const SEAFARERS_DRAWING: RuleSetDrawing = {
  mapMarks,
  mapLegend: legend,
  mapLayer,
  positionMarks,
  positionItems: fogItems,
  edgePieces: { ship: { glyph: '~', svg: (p, a, b, fill) => shipSvg(p, a, b, fill) } },
};
