// The Event Cards on a position: each damaged road crossed out in SVG, and under the board a line
// for the deck (last card, cards to come before it is built again) and one naming damaged roads,
// which the terminal drawing prints as its mark for them.

import type { GameState } from '../../../engine/game.js';
import type { Geometry, PositionItem, RuleSetDrawing } from '../../../maps/drawing.js';
import { edgeName } from '../../readable-names.js';
import { eventFields } from './fields.js';
import { deckSummary } from './view-text.js';

function positionItems(st: GameState, g: Geometry): PositionItem[] {
  const { game, s } = st;
  const F = eventFields(game);
  if (!F) return [];
  const out: PositionItem[] = [];
  for (let p = 0; p < game.seats; p++) {
    const e = s[F.damaged + p]!;
    if (e < 0) continue;
    const [q, r, side] = edgeName(game, e);
    const [ax, ay] = g.corner(q, r, side);
    const [bx, by] = g.corner(q, r, (side + 1) % 6);
    const [x, y] = [(ax + bx) / 2, (ay + by) / 2];
    const d = 3.5;
    const f = g.f;
    const path = `M ${f(x - d)} ${f(y - d)} L ${f(x + d)} ${f(y + d)} M ${f(x - d)} ${f(y + d)} L ${f(x + d)} ${f(y - d)}`;
    out.push({ key: `damaged-road:${p}:${e}`, layer: 1.5, svg: `<g data-piece="damaged-road" data-seat="${p}"><title>seat ${p}'s damaged road</title><path d="${path}" stroke="#000000" stroke-width="1.6"/></g>` });
  }
  return out;
}

function positionNotes(st: GameState): string[] {
  const { game, s } = st;
  if (!eventFields(game)) return [];
  const d = deckSummary(game, s);
  const last = d.last ? `${d.last.card} (${d.last.number})` : 'none yet';
  const next = d.mode === 'new-year' ? `${d.untilRebuild} cards before New Year, ${d.setAside} set aside` : `${d.untilRebuild} cards before the reshuffle`;
  const lines = [`event cards: last ${last}; ${next}`];
  const damaged = d.damaged.flatMap((e, p) => (e >= 0 ? [`seat ${p} [${edgeName(game, e).join(', ')}]`] : []));
  if (damaged.length) lines.push(`damaged roads (crossed out in SVG): ${damaged.join(', ')}`);
  return lines;
}

export const eventCardsDrawing: RuleSetDrawing = { positionItems, positionNotes };
