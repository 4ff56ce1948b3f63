// What a command bot reads of Seafarers (docs/bot-protocol.md, "Rule sets' parts"): the pirate,
// ships, gold and discoveries owed, special victory points by island, and the fog, from a seat's
// view. Ships on the board are in the view's `pieces`; this is what the pieces do not say.

import { TERRAIN_NAMES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { edgesIn, hexName, namesIn, perColour } from '../readable-names.js';
import { seaBoard } from './board-tables.js';
import { seaFieldsOf } from './fields.js';
import { scenarioOf } from './index.js';

const counts = (s: Int32Array, at: number, names: readonly (string | number)[]): Record<string, number> =>
  Object.fromEntries(names.map((name, k) => [String(name), s[at + k]!]).filter(([, n]) => n !== 0));

export function seafarersReadable(view: GameState): Record<string, unknown> {
  const { game, s } = view;
  const F = seaFieldsOf(game)!;
  const b = game.board;
  const colours = game.layout.players;
  const T = seaBoard(b, scenarioOf(game.options));
  const turned = Array.from(b.hiddenHexes).flatMap((h) => {
    const v = s[F.fogHex + h]!;
    if (v === 0) return [];
    const token = v >>> 4;
    return [{ hex: hexName(game, h), terrain: TERRAIN_NAMES[(v & 15) - 1], ...(token ? { token } : {}) }];
  });
  const discovering = Array.from(b.hiddenHexes).filter((h) => hasBit(s, F.fogPending, h)).map((h) => hexName(game, h));
  return {
    pirate: hexName(game, s[F.pirate]!),
    shipsLeft: perColour(s, F.shipsLeft, colours),
    newShips: edgesIn(game, s, F.newShips),
    shipMoved: s[F.moved] !== 0,
    goldOwed: perColour(s, F.goldOwed, colours),
    chits: perColour(s, F.chits, colours),
    islandsClaimed: Array.from({ length: colours }, (_, p) => namesIn(s[F.claimed + p]!, T.areaNames)),
    homeAreas: Array.from({ length: colours }, (_, p) => namesIn(s[F.home + p]!, T.areaNames)),
    fog: {
      turned,
      discovering,
      discoverer: discovering.length > 0 ? s[F.discoverer] : null,
      faceDown: { terrains: counts(s, F.fogTerrains, TERRAIN_NAMES), tokens: counts(s, F.fogTokens, Array.from({ length: 13 }, (_, v) => v)) },
    },
  };
}
