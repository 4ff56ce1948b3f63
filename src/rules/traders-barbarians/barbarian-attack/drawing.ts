// What Barbarian Attack draws of its own: knights as edge pieces (through the game's pieces hook),
// the castle, the barbarians on each coastal hex as a bronze disc (dark once the hex is conquered), and notes
// on the supply, the deck and each seat's prisoners and knights.

import type { BoardSpec } from '../../../engine/board.js';
import type { GameState } from '../../../engine/game.js';
import type { AttackMapData } from './board.js';
import { pieceOwner, piecePlace } from '../../../engine/piece-tables.js';
import type { HexMark, RuleSetDrawing, Xy } from '../../../maps/drawing.js';
import { attackOf } from './context.js';
import { BA_CARD_NAMES, CONQUEST } from './ids.js';

const f = (x: number) => Number(x.toFixed(2));

/** A knight: a shield on the path's middle, in the seat's colour. */
function knightSvg(seat: number, a: Xy, b: Xy, fill: string): string {
  const [x, y] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const d = `M ${f(x - 6)} ${f(y - 7)} L ${f(x + 6)} ${f(y - 7)} L ${f(x + 6)} ${f(y + 1)} L ${f(x)} ${f(y + 8)} L ${f(x - 6)} ${f(y + 1)} Z`;
  return `<g data-piece="knight" data-seat="${seat}"><path d="${d}" fill="${fill}" stroke="#1b1b1b" stroke-width="1.5"/><title>knight of seat ${seat}</title></g>`;
}

function positionMarks(st: GameState): HexMark[] {
  const X = attackOf(st.game);
  if (!X) return [];
  const b = st.game.board;
  const out: HexMark[] = [];
  for (const h of X.tables(st.game).coast) {
    const n = st.s[X.F.barbarians + h]!;
    if (n > 0) out.push({ hex: [b.hexQ[h]!, b.hexR[h]!], label: n >= CONQUEST ? `${n}X` : `${n}B`, fill: n >= CONQUEST ? '#4a3518' : '#a0703a' });
  }
  return out;
}

function seatNotes(st: GameState, p: number): string[] {
  const X = attackOf(st.game);
  if (!X || p >= st.game.seats) return [];
  return [`prisoners held ${st.s[X.F.prisoners + p]}`, `knights beside the board ${st.s[X.F.knightsLeft + p]}`];
}

function positionNotes(st: GameState): string[] {
  const X = attackOf(st.game);
  if (!X) return [];
  const { game, s } = st;
  const b = game.board;
  const conquered = Array.from(X.tables(game).coast).filter((h) => s[X.F.barbarians + h]! >= CONQUEST);
  const cards = (at: number) => BA_CARD_NAMES.map((n, k) => `${n} ${s[at + k]}`).join(', ');
  return [
    `barbarians: ${s[X.F.supply]} beside the board; nB on a coastal hex: n barbarians, nX: conquered${conquered.length ? ` (${conquered.map((h) => `[${b.hexQ[h]}, ${b.hexR[h]}]`).join(' ')})` : ''}`,
    `development deck: ${cards(X.F.deck)}; discards: ${cards(X.F.discards)}`,
    'knights (K, a shield in SVG) stand on paths; none may stay beside the castle at a turn\'s end',
  ];
}

/** The map's own marks: the castle (C) and the coast's order (its first hex, the "4", marked 1). */
function mapData(spec: BoardSpec): AttackMapData | null {
  const data = spec.scenario?.barbarianAttack as AttackMapData | undefined;
  return data && Array.isArray(data.castles) && Array.isArray(data.coast) ? data : null;
}

function mapMarks(spec: BoardSpec): HexMark[] {
  const data = mapData(spec);
  if (!data) return [];
  return data.castles.map(([q, r]) => ({ hex: [q, r] as const, label: 'C', fill: '#7d6a8a' }));
}

function mapLegend(spec: BoardSpec): string[] {
  const data = mapData(spec);
  if (!data) return [];
  return [`C: the castle (Barbarian Attack); the coast, clockwise from the "4": ${data.coast.map(([q, r]) => `[${q}, ${r}]`).join(' ')}`];
}

export const BARBARIAN_ATTACK_DRAWING: RuleSetDrawing = {
  mapMarks,
  mapLegend,
  positionMarks,
  seatNotes,
  positionNotes,
  edgePieces: { knight: { glyph: 'K', svg: knightSvg } },
};

/** Every knight on the board as a piece for the pieces hook. */
export function knightPieces(st: { game: GameState['game']; s: Int32Array }): Array<{ owner: number; piece: string; edge: number }> {
  const X = attackOf(st.game);
  if (!X) return [];
  const out: Array<{ owner: number; piece: string; edge: number }> = [];
  for (let i = 0; i < X.knights.capacity; i++) {
    const owner = pieceOwner(st.s, X.knights, i);
    if (owner >= 0) out.push({ owner, piece: 'knight', edge: piecePlace(st.s, X.knights, i) });
  }
  return out.sort((x, y) => x.owner - y.owner || x.edge - y.edge);
}
