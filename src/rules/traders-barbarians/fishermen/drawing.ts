// The Fishermen of Catan on maps and positions: the lake painted over its hex with its numbers,
// each fishing ground as a fish on its frame hex with its number (the terminal names the lake's hex
// and lists the grounds under the board); under a position, each seat's
// tokens and the boot, the supply and the spent tokens.

import type { BoardSpec } from '../../../engine/board.js';
import type { GameState } from '../../../engine/game.js';
import { hexPoints, type Geometry, type HexLabel, type RuleSetDrawing } from '../../../maps/drawing.js';
import { BOARD_LINE } from '../../../maps/palette.js';
import { FISHERMEN_ID, type FishermenBlock } from './board.js';
import { bootHolder, fishOf, fishValue, tokensHeld } from './context.js';
import { FISH_TOKENS } from './ids.js';

const LAKE_FILL = '#4f9fd8';
const GROUND_FILL = '#bfe3f5';

function blockOf(spec: BoardSpec): FishermenBlock | null {
  const b = spec.scenario as Partial<FishermenBlock> | undefined;
  return b && b.name === FISHERMEN_ID && Array.isArray(b.lakes) && Array.isArray(b.grounds) ? (b as FishermenBlock) : null;
}

function mapLayer(spec: BoardSpec, g: Geometry): string[] {
  const block = blockOf(spec);
  if (!block) return [];
  const { f } = g;
  const out: string[] = [];
  for (const l of block.lakes) {
    const [q, r] = l.hex;
    const pts = hexPoints(g, q, r);
    const [x, y] = g.centre(q, r);
    out.push(`<polygon points="${pts}" fill="${LAKE_FILL}" stroke="${BOARD_LINE}" stroke-width="2"><title>lake: fish on ${l.numbers.join(', ')}</title></polygon>`);
    out.push(`<text x="${f(x)}" y="${f(y - 4)}" font-size="10" text-anchor="middle" fill="#fff">lake</text>`);
    out.push(`<text x="${f(x)}" y="${f(y + 10)}" font-size="9" text-anchor="middle" fill="#fff">${l.numbers.join(' ')}</text>`);
  }
  for (const gr of block.grounds) {
    const [x, y] = g.centre(gr.hex[0], gr.hex[1]);
    out.push(
      `<g><title>fishing ground ${gr.token}</title><ellipse cx="${f(x)}" cy="${f(y)}" rx="18" ry="11" fill="${GROUND_FILL}" stroke="#1b4f72" stroke-width="1.5"/>` +
        `<path d="M ${f(x + 16)} ${f(y)} L ${f(x + 25)} ${f(y - 7)} L ${f(x + 25)} ${f(y + 7)} Z" fill="${GROUND_FILL}" stroke="#1b4f72" stroke-width="1.5"/>` +
        `<text x="${f(x)}" y="${f(y + 4)}" font-size="11" font-weight="bold" text-anchor="middle" fill="#1b4f72">${gr.token}</text></g>`,
    );
  }
  return out;
}

function hexLabels(spec: BoardSpec): HexLabel[] {
  return (blockOf(spec)?.lakes ?? []).map((l) => ({ hex: l.hex, label: 'lake' }));
}

function mapLegend(spec: BoardSpec): string[] {
  const block = blockOf(spec);
  if (!block) return [];
  return [
    ...block.lakes.map((l) => `lake at [${l.hex.join(', ')}]: fish on ${l.numbers.join(', ')} (no resource; the robber starts beside the board)`),
    `fishing grounds (frame hex: number): ${block.grounds.map((gr) => `[${gr.hex.join(', ')}]: ${gr.token}`).join('; ')}`,
  ];
}

function seatNotes(st: GameState, p: number): string[] {
  const F = fishOf(st.game);
  const notes = [`fish ${tokensHeld(F, st.s, p)} tokens (${fishValue(F, st.s, p)} fish)`];
  if (bootHolder(F, st.s) === p) notes.push('old boot (needs 1 VP more)');
  return notes;
}

function positionNotes(st: GameState): string[] {
  const F = fishOf(st.game);
  const d = F.deck;
  const spent = [0, 1, 2].map((k) => `${st.s[d.played + k]} ${FISH_TOKENS[k]}`).join(', ');
  const holder = bootHolder(F, st.s);
  return [`fish supply: ${st.s[d.size]} face down; spent: ${spent}; old boot: ${holder >= 0 ? `seat ${holder}` : 'in the supply'}`];
}

export const fishermenDrawing: RuleSetDrawing = { mapLayer, hexLabels, mapLegend, seatNotes, positionNotes };
