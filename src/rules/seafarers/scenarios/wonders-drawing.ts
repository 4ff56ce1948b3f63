// The Wonders of Catan on a position's lines: each seat's wonder level beside its VP.

import type { GameState } from '../../../engine/game.js';
import type { RuleSetDrawing } from '../../../maps/drawing.js';

export const WONDERS_DRAWING: RuleSetDrawing = {
  seatNotes(st: GameState, seat: number): string[] {
    const level = st.game.layout.fields['wonders.level'];
    const n = level === undefined ? 0 : st.s[level + seat]!;
    return n > 0 ? [`wonder level ${n}`] : [];
  },
};
