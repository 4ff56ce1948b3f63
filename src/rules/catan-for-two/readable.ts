// What a command bot reads of Catan for Two (docs/bot-protocol.md, "Rule sets' parts"), from a
// seat's view: the neutral colours (their pieces are in the view's `pieces` under these owners),
// the trade tokens, the second roll, retired knights, and the free neutral build or the cards
// still to give that the current step waits for.

import type { GameState } from '../../engine/game.js';
import { catanForTwoFields } from './fields.js';

const NEUTRAL_BUILDS = [null, 'road', 'settlement'] as const;

export function catanForTwoReadable({ game, s }: GameState): Record<string, unknown> {
  const F = catanForTwoFields(game)!;
  return {
    neutralColours: Array.from({ length: game.layout.players - game.seats }, (_, i) => game.seats + i),
    tokens: [s[F.tokens], s[F.tokens + 1]],
    tokenSupply: s[F.tokenSupply],
    firstRoll: s[F.firstTotal] || null,
    retiredKnights: s[F.retired],
    retiredThisTurn: s[F.retiredThisTurn] !== 0,
    neutralBuild: NEUTRAL_BUILDS[s[F.neutralKind]!] ?? null,
    toGive: s[F.toGive],
  };
}
