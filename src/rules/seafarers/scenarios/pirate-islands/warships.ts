// Warships (S15): a knight (and, with 4 or more players, a VP card, which counts as a knight)
// turns the route's rearmost ordinary ship into a warship. Warships fight the fleet and the
// fortress; there is no Largest Army.

import { A_KNIGHT } from '../../../../engine/actions.js';
import { KNIGHT } from '../../../../engine/constants.js';
import { playCard } from '../../../../engine/hands.js';
import { CUR } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import type { Islands } from './context.js';

export function installWarships(g: GameBuilder, C: Islands): void {
  const { I, L } = C;
  g.kinds[A_KNIGHT] = {
    ...g.kinds[A_KNIGHT]!,
    apply({ game, s }) {
      const p = s[CUR]!;
      playCard(game, s, p, KNIGHT);
      s[L.knights + p]!++;
      if (s[I.warships + p]! < s[I.routeLen + p]!) s[I.warships + p]!++;
    },
  };
}
