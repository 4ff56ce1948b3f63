// What Barbarian Attack draws of its own: knights as edge pieces (through the game's pieces hook),
// the castle (a desert-class hex by D176, named "castle" in the terminal and drawn as a stone hex
// with a tower in pictures), the barbarians on each coastal hex as a bronze disc (dark once the hex is conquered), and notes
// on the supply, the deck and each seat's prisoners and knights.

import type { BoardSpec } from '../../../engine/board.js';
import type { GameState } from '../../../engine/game.js';
import type { AttackMapData } from './board.js';
import { pieceOwner, piecePlace } from '../../../engine/piece-tables.js';
import { hexPoints, type Geometry, type HexLabel, type HexMark, type RuleSetDrawing, type Xy } from '../../../maps/drawing.js';
import { BOARD_LINE } from '../../../maps/palette.js';
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
    'knights stand on paths (K in the terminal, a shield in pictures), and none may stay beside the castle at a turn\'s end',
  ];
}

/** The map's own data: the castles and the coast in check order. */
function mapData(spec: BoardSpec): AttackMapData | null {
  const data = spec.scenario?.barbarianAttack as AttackMapData | undefined;
  return data && Array.isArray(data.castles) && Array.isArray(data.coast) ? data : null;
}

function hexLabels(spec: BoardSpec): HexLabel[] {
  return (mapData(spec)?.castles ?? []).map(([q, r]) => ({ hex: [q, r] as const, label: 'castle' }));
}

const CASTLE_HEX = '#b3aa9b';
const CASTLE_STONE = '#8c8273';
const CASTLE_INK = '#2e2a24';

/** Each castle: its hex in stone over the desert it is as terrain, a tower with three merlons and a door, its name and coordinates. */
function mapLayer(spec: BoardSpec, g: Geometry): string[] {
  const data = mapData(spec);
  if (!data) return [];
  const { f } = g;
  return data.castles.map(([q, r]) => {
    const pts = hexPoints(g, q, r);
    const [x, y] = g.centre(q, r);
    const tower =
      `M ${f(x - 12)} ${f(y + 12)} V ${f(y - 10)} H ${f(x - 7)} V ${f(y - 5)} H ${f(x - 2.5)} V ${f(y - 10)} H ${f(x + 2.5)} V ${f(y - 5)} ` +
      `H ${f(x + 7)} V ${f(y - 10)} H ${f(x + 12)} V ${f(y + 12)} Z`;
    const door = `M ${f(x - 3)} ${f(y + 12)} V ${f(y + 6)} A 3 3 0 0 1 ${f(x + 3)} ${f(y + 6)} V ${f(y + 12)} Z`;
    return (
      `<g data-piece="castle"><title>castle</title><polygon points="${pts}" fill="${CASTLE_HEX}" stroke="${BOARD_LINE}" stroke-width="2"/>` +
      `<text x="${f(x)}" y="${f(y - 17)}" font-size="9" text-anchor="middle" fill="${CASTLE_INK}">castle</text>` +
      `<path d="${tower}" fill="${CASTLE_STONE}" stroke="${CASTLE_INK}" stroke-width="1.5"/><path d="${door}" fill="${CASTLE_INK}"/>` +
      `<text x="${f(x)}" y="${f(y + 27)}" font-size="7" text-anchor="middle" fill="${CASTLE_INK}">${q},${r}</text></g>`
    );
  });
}

function mapLegend(spec: BoardSpec): string[] {
  const data = mapData(spec);
  if (!data) return [];
  const castles = data.castles.map(([q, r]) => `[${q}, ${r}]`).join(' ');
  return [`${data.castles.length > 1 ? 'castles' : 'castle'} ${castles} (desert as terrain: never producing, never conquered); the coast, clockwise from the "4": ${data.coast.map(([q, r]) => `[${q}, ${r}]`).join(' ')}`];
}

export const BARBARIAN_ATTACK_DRAWING: RuleSetDrawing = {
  hexLabels,
  mapLayer,
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
