// Barbarian Attack's part of the view a command bot reads (docs/bot-protocol.md): the barbarians on
// the coast and beside it, the knights, the prisoners, the deck (every card is revealed when drawn,
// so its contents are public) and what the card being resolved still asks.

import type { GameState } from '../../../engine/game.js';
import { pieceAttr, pieceOwner, piecePlace } from '../../../engine/piece-tables.js';
import { attackOf } from './context.js';
import { BA_CARD_NAMES, CONQUEST } from './ids.js';

const PENDING = ['none', 'castle_knight', 'any_knight', 'treason', 'intrigue', 'redraw'] as const;

export function barbarianAttackReadable(view: GameState, _seat: number): Record<string, unknown> {
  const X = attackOf(view.game);
  if (!X) return {};
  const { game, s } = view;
  const b = game.board;
  const T = X.tables(game);
  const seats = Array.from({ length: game.seats }, (_, p) => p);
  const knights: Array<{ seat: number; edge: number[]; moved: boolean }> = [];
  for (let i = 0; i < X.knights.capacity; i++) {
    const owner = pieceOwner(s, X.knights, i);
    if (owner >= 0) knights.push({ seat: owner, edge: [...b.edgeName[piecePlace(s, X.knights, i)]!], moved: pieceAttr(s, X.knights, i, X.moved) === 1 });
  }
  return {
    barbarianAttack: {
      coast: Array.from(T.coast).map((h) => ({ hex: [b.hexQ[h], b.hexR[h]], token: b.hexToken[h], barbarians: s[X.F.barbarians + h], conquered: s[X.F.barbarians + h]! >= CONQUEST })),
      barbariansBeside: s[X.F.supply],
      castlePaths: Array.from(T.castleEdges).map((e) => [...b.edgeName[e]!]),
      knights,
      knightsBeside: seats.map((p) => s[X.F.knightsLeft + p]),
      prisoners: seats.map((p) => s[X.F.prisoners + p]),
      deck: Object.fromEntries(BA_CARD_NAMES.map((n, k) => [n, s[X.F.deck + k]])),
      discards: Object.fromEntries(BA_CARD_NAMES.map((n, k) => [n, s[X.F.discards + k]])),
      pending: PENDING[s[X.F.pending]!] ?? 'none',
    },
  };
}
