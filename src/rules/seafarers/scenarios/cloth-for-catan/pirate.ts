// The pirate on Cloth for Catan (S13): it moves only for a colour trading with a village, and may
// take a cloth instead of a card from an owner of a ship beside its new hex.

import { ARG_BITS, ARG_MASK } from '../../../../engine/actions.js';
import { endDecision } from '../../../../engine/decision-queue.js';
import { hexText } from '../../../../engine/describe.js';
import type { Game } from '../../../../engine/game.js';
import { CUR, PH_MOVE_ROBBER } from '../../../../engine/layout.js';
import type { GameBuilder, KindRule } from '../../../../engine/rule-set.js';
import { OB_ROBBER } from '../../../base/decisions.js';
import { A_PIRATE } from '../../ids.js';
import { robberPirateMoves } from '../../pirate.js';
import type { SeaFields } from '../../fields.js';
import { addCloth, type Cloth, type ClothFields } from './context.js';
import { A_PIRATE_CLOTH } from './ids.js';

/**
 * The colours other than p with cloth and a ship on a side of each hex, as colour masks into
 * game.scratch.hexVictims (free again once the core's list is made): marked from their ships.
 */
function markClothVictims(game: Game, s: Int32Array, F: SeaFields, C: ClothFields, p: number): Int32Array {
  const L = game.layout;
  const b = game.board;
  const marks = game.scratch.hexVictims;
  for (let h = 0; h < b.numHexes; h++) marks[h] = 0;
  for (let q = 0; q < game.seats; q++) {
    if (q === p || s[C.cloth + q]! <= 0) continue;
    const ships = F.ships + q * L.edgeWords;
    for (let w = 0; w < L.edgeWords; w++) {
      for (let bits = s[ships + w]!; bits !== 0; bits &= bits - 1) {
        const e = (w << 5) + 31 - Math.clz32(bits & -bits);
        for (let k = 0; k < 2; k++) {
          const h = b.edgeHexes[e * 2 + k]!;
          if (h >= 0) marks[h]! |= 1 << q;
        }
      }
    }
  }
  return marks;
}

export function installPirate(g: GameBuilder, X: Cloth): void {
  const { F, C } = X;
  const robberPhase = g.phases[PH_MOVE_ROBBER]!;
  g.phases[PH_MOVE_ROBBER] = {
    ...robberPhase,
    maxActions: 2 * robberPhase.maxActions,
    legal(st, out) {
      const { game, s } = st;
      const p = s[CUR]!;
      const T = X.tables(game);
      // The pirate moves only for a colour trading with a village.
      const trades = s[C.links + p] !== 0;
      let n = robberPirateMoves(game, s, F, T, out, T.scenario.robber, trades && T.scenario.pirate);
      if (!trades) return n;
      const victims = markClothVictims(game, s, F, C, p);
      const end = n;
      let lastHex = -1;
      for (let i = 0; i < end; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS !== A_PIRATE) continue;
        // Each pirate hex once, after every other move: a cloth from any owner of a ship on its sides who has one.
        const h = (a & ARG_MASK) >>> 3;
        if (h === lastHex) continue;
        lastHex = h;
        const owners = victims[h]!;
        for (let q = 0; q < game.seats; q++) if ((owners & (1 << q)) !== 0) out[n++] = (A_PIRATE_CLOTH << ARG_BITS) | (h * 8 + q + 1);
      }
      return n;
    },
  };
  const pirate = g.kinds[A_PIRATE]!;
  const PIRATE_CLOTH: KindRule = {
    name: 'move_pirate_cloth',
    argBits: pirate.argBits,
    apply(st, arg) {
      const { game, s } = st;
      const p = s[CUR]!;
      const victim = (arg & 7) - 1;
      s[F.pirate] = arg >>> 3;
      if (victim < 0 || s[C.cloth + victim]! <= 0) throw new Error(`move_pirate_cloth: seat ${victim} has no cloth`);
      addCloth(game, s, C, victim, -1);
      addCloth(game, s, C, p, 1);
      endDecision(st, OB_ROBBER);
    },
    describe: (game, arg) => `${hexText(game.board, arg >>> 3)} take a cloth from seat ${(arg & 7) - 1}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'move_pirate_cloth', hex: w.hex(arg >>> 3), victim: (arg & 7) - 1 }),
      read: { move_pirate_cloth: (r, e) => [[r.hex(e.hex) * 8 + Number(e.victim) + 1, -1]] },
    },
  };
  g.kinds[A_PIRATE_CLOTH] = PIRATE_CLOTH;
}
