// The Rivers of Catan in the view command bots read (docs/bot-protocol.md): the bridge sites and
// the bridges on them, each seat's bridges built, and who holds the Poor and Wealthiest Settler
// tiles. Everything here is public; the coins are in the gold rule set's part.

import type { GameState } from '../../../engine/game.js';
import { hasBit } from '../../../engine/layout.js';
import { roadOwner } from '../../../engine/queries.js';
import { riverSites } from './sites.js';

export function riversReadable(view: GameState, _seat: number): Record<string, unknown> {
  const { game, s } = view;
  const F = game.layout.fields;
  const b = game.board;
  const T = riverSites(b);
  const bridgeSites = T.bridges.map((e) => ({ edge: b.edgeName[e], bridge: hasBit(s, F.riverBridges!, e) ? roadOwner(game, s, e) : null }));
  const seats = Array.from({ length: game.seats }, (_, p) => p);
  return {
    riverHexes: Array.from(b.landHexes).filter((h) => T.riverHex[h] === 1).map((h) => [b.hexQ[h], b.hexR[h]]),
    bridgeSites,
    bridgesBuilt: seats.map((p) => s[F.bridgesBuilt! + p]),
    poorSettler: seats.filter((p) => s[F.poorSettler! + p] === 1),
    wealthiestSettler: seats.find((p) => s[F.wealthiestSettler! + p] === 1) ?? null,
  };
}
