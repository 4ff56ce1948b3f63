// The Caravans' part of the view a command bot reads (docs/bot-protocol.md): every camel with its
// caravan and head, each caravan's head, the camels left, the bids of a vote under way and who
// places the camel, and each seat's VP from buildings between camels. All of it is public.

import type { GameState } from '../../../engine/game.js';
import { camelCaravan, camelHead } from './camels.js';
import { camelSupply, fieldsOf } from './fields.js';
import { bidGrain, bidWool } from './vote.js';

export function caravansReadable(view: GameState, _seat: number): Record<string, unknown> {
  const F = fieldsOf(view.game);
  const { game, s } = view;
  const b = game.board;
  const camels: Array<{ edge: number[]; caravan: number; head: number[] }> = [];
  for (let e = 0; e < b.numEdges; e++) {
    const w = s[F.camelAt + e]!;
    if (w !== 0) camels.push({ edge: b.edgeName[e]!, caravan: camelCaravan(w), head: b.nodeName[camelHead(w)]! });
  }
  const heads: Array<number[] | 'not started' | 'merged'> = [];
  for (let c = 0; c < F.caravans; c++) {
    const h = s[F.heads + c]!;
    heads.push(h === 0 ? 'not started' : h === 1 ? 'merged' : b.nodeName[h - 2]!);
  }
  const bids: Array<{ wool: number; grain: number } | null> = [];
  const bonus: number[] = [];
  for (let p = 0; p < game.layout.players; p++) {
    const v = s[F.bids + p]!;
    bids.push(v === 0 ? null : { wool: bidWool(v - 1), grain: bidGrain(v - 1) });
    bonus.push(s[F.bonus + p]!);
  }
  return {
    camels,
    heads,
    camelsLeft: camelSupply(game.layout.players) - s[F.placed]!,
    bids,
    chooser: s[F.chooser]! - 1,
    builtThisTurn: s[F.built] !== 0,
    vpBetweenCamels: bonus,
  };
}
