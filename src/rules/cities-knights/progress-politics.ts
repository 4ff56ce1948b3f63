// The politics deck's cards (D82-D89) but the Constitution, which is shown when drawn (D81).

import { pieceAttr, pieceOwner, setPieceAttr } from '../../engine/piece-tables.js';
import { ACTIVATED, type Knights } from './knights.js';
import type { ProgressPlay } from './progress.js';

/** The Warlord: every inactive knight of the player active, free, each activated this turn (D88). */
function warlord(K: Knights): ProgressPlay {
  return {
    name: 'warlord',
    maxTargets: () => 1,
    plays({ s }, p, base, out, n) {
      const T = K.table;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) === p && pieceAttr(s, T, i, K.active) === 0) {
          out[n++] = base;
          break;
        }
      }
      return n;
    },
    apply({ s }, p) {
      const T = K.table;
      for (let i = 0; i < T.capacity; i++) {
        if (pieceOwner(s, T, i) !== p || pieceAttr(s, T, i, K.active) !== 0) continue;
        setPieceAttr(s, T, i, K.active, 1);
        setPieceAttr(s, T, i, K.turn, pieceAttr(s, T, i, K.turn) | ACTIVATED);
      }
    },
    describe: () => '',
  };
}

/** The politics cards, by name. */
export function politicsCards(K: Knights): ProgressPlay[] {
  return [warlord(K)];
}
