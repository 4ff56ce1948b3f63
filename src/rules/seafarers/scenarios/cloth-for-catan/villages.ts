// The villages (S13): a colour whose ship reaches one has trade relations with it, 1 cloth at once
// and 1 more whenever its number is rolled, from its pile while it lasts and then from the general
// supply; two cloth are 1 VP.

import type { GameState } from '../../../../engine/game.js';
import { TURN_PLAYER } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import { onShipPlaced } from '../../ships.js';
import { addCloth, type Cloth } from './context.js';
import { CLOTH_PER_VILLAGE, GENERAL_CLOTH, MAX_VILLAGES } from './ids.js';

export function installVillages(g: GameBuilder, X: Cloth): void {
  const { C, villages } = X;

  /** p's ship on edge e reaching a village: trade relations, and a cloth from its pile at once. */
  onShipPlaced(g, ({ game, s }: GameState, p: number, e: number) => {
    const list = villages(game);
    for (let v = 0; v < list.length; v++) {
      const node = list[v]!.node;
      if (game.board.edgeNodes[e * 2] !== node && game.board.edgeNodes[e * 2 + 1] !== node) continue;
      if ((s[C.links + p]! & (1 << v)) !== 0) continue;
      s[C.links + p]! |= 1 << v;
      if (s[C.pile + v]! > 0) {
        s[C.pile + v]!--;
        addCloth(game, s, C, p, 1);
      }
    }
  });

  // A roll of a village's number: each colour trading with it takes a cloth, while its pile lasts.
  const produce = g.hooks.produce;
  g.hooks.produce = (st, roll) => {
    produce(st, roll);
    const { game, s } = st;
    const list = villages(game);
    for (let v = 0; v < list.length; v++) {
      if (list[v]!.token !== roll || s[C.pile + v]! <= 0) continue;
      for (let i = 0; i < game.seats; i++) {
        const q = (s[TURN_PLAYER]! + i) % game.seats;
        if ((s[C.links + q]! & (1 << v)) === 0) continue;
        if (s[C.pile + v]! > 0) s[C.pile + v]!--;
        else if (s[C.general]! > 0) s[C.general]!--;
        else continue;
        addCloth(game, s, C, q, 1);
      }
    }
  };

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const n = villages(st.game).length;
    if (n > MAX_VILLAGES) throw new Error(`cloth-for-catan: ${n} villages, at most ${MAX_VILLAGES}`);
    for (let v = 0; v < n; v++) st.s[C.pile + v] = CLOTH_PER_VILLAGE;
    st.s[C.general] = GENERAL_CLOTH;
  };

  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), cloth: st.s[C.cloth + p]! >> 1 });

  g.invariants.push({
    name: 'cloth',
    check({ game, s }, fail) {
      const n = villages(game).length;
      let total = s[C.general]!;
      for (let v = 0; v < n; v++) total += s[C.pile + v]!;
      for (let p = 0; p < g.layout.players; p++) total += s[C.cloth + p]!;
      if (total !== n * CLOTH_PER_VILLAGE + GENERAL_CLOTH) fail(`cloth: ${total} chits, expected ${n * CLOTH_PER_VILLAGE + GENERAL_CLOTH}`);
    },
  });
}
