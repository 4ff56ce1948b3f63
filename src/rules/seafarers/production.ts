// Production on a Seafarers board: the base game's, plus fog hexes once turned over, plus gold
// fields, whose buildings are owed cards of their owners' choice (picked in the gold phase).

import { GOLD, NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { ROBBER } from '../../engine/layout.js';
import { collectOwed, oweHex, payOwed } from '../base/dice.js';
import type { SeaFields } from './fields.js';
import { oweGold } from './interrupts.js';

export function seaProduce(F: SeaFields): (st: GameState, roll: number) => void {
  return ({ game, s }, roll) => {
    const b = game.board;
    const robber = s[ROBBER]!;
    let owedKinds = collectOwed(game, s, roll);
    const hidden = b.hiddenHexes;
    for (let i = 0; i < hidden.length; i++) {
      const h = hidden[i]!;
      const v = s[F.fogHex + h]!;
      if (v === 0 || v >>> 4 !== roll || h === robber) continue;
      const t = (v & 15) - 1;
      if (t < NUM_RESOURCES) {
        owedKinds |= oweHex(game, s, h, t, game.scratch.owed);
      } else if (t === GOLD) oweGold(game, s, F, h);
    }
    if (owedKinds !== 0) payOwed(game, s, owedKinds);
    for (let i = b.tokenHexStart[roll]!; i < b.tokenHexStart[roll + 1]!; i++) {
      const h = b.tokenHexList[i]!;
      if (h !== robber && b.hexTerrain[h] === GOLD) oweGold(game, s, F, h);
    }
  };
}
