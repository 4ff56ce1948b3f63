// What a command bot reads of the scenario (docs/bot-protocol.md, "Rule sets' parts"), from a
// seat's view: every part is public (D199). Path-graph places are named as records name them: a
// board node [q, r, corner], or a plaza by its trade hex; an interior path [trade hex, [q, r, corner]].

import type { Game, GameState } from '../../../engine/game.js';
import { edgeName, nodeName } from '../../readable-names.js';
import { fieldsOf, pointsLeft, tablesOf } from './context.js';
import { BAGGAGE_CARDS, BARBARIANS, COMMODITY_NAMES, STACK_KINDS, TRADE_HEX_NAMES, WANTED_AT } from './tables.js';

function placeName(game: Game, n: number): unknown {
  if (n < 0) return null;
  const T = tablesOf(game);
  const t = T.plazaOf[n]!;
  if (t < 0) return nodeName(game, n);
  // The 5-6 board has three quarries and three glassworks: their plazas also name their hex.
  if (T.kind.length === TRADE_HEX_NAMES.length) return TRADE_HEX_NAMES[T.kind[t]!];
  const h = T.hex[t]!;
  return [TRADE_HEX_NAMES[T.kind[t]!], [game.board.hexQ[h], game.board.hexR[h]]];
}

export function tradersReadable({ game, s }: GameState): Record<string, unknown> {
  const F = fieldsOf(game);
  const T = tablesOf(game);
  const G = T.graph;
  const E = game.board.numEdges;
  const N = game.board.numNodes;
  const interiorRoads: Array<{ path: unknown; owner: number }> = [];
  for (let i = 0; i < T.interiorCount; i++) {
    const o = s[F.interiorRoad + i]! - 1;
    if (o < 0) continue;
    const t = T.interiorHex[i]!;
    const a = G.edgeNodes[(E + i) * 2]!;
    const corner = a === N + t ? G.edgeNodes[(E + i) * 2 + 1]! : a;
    interiorRoads.push({ path: [TRADE_HEX_NAMES[T.kind[t]!], nodeName(game, corner)], owner: o });
  }
  return {
    wagons: Array.from({ length: game.seats }, (_, p) => {
      const c = s[F.carried + p]!;
      const card = s[F.level + p]!;
      return {
        at: placeName(game, s[F.wagonAt + p]!),
        carries: c >= 0 ? COMMODITY_NAMES[c] : null,
        deliverTo: c >= 0 ? TRADE_HEX_NAMES[WANTED_AT[c]!] : null,
        card: card + 1,
        movementLeft: pointsLeft(F, s, p),
        goldPerDelivery: BAGGAGE_CARDS[card]!.gold,
        drivesOffFrom: BAGGAGE_CARDS[card]!.driveOff <= 6 ? BAGGAGE_CARDS[card]!.driveOff : null,
        grainUsed: s[F.grainUsed + p] === 1,
        delivered: s[F.delivered + p],
      };
    }),
    barbarians: Array.from({ length: BARBARIANS }, (_, b) => edgeName(game, s[F.barbarian + b]!)),
    stacks: Object.fromEntries(TRADE_HEX_NAMES.map((name, t) => [name, Object.fromEntries(STACK_KINDS[t]!.map((k, j) => [COMMODITY_NAMES[k], s[F.stack + 2 * t + j]]))])),
    interiorRoads,
  };
}
