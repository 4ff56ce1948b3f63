// What a command bot reads of the Fishermen of Catan (docs/bot-protocol.md), from its seat's view:
// the fishing places, each seat's number of tokens (their faces are hidden, D135), its own tokens,
// the supply and the spent tokens, and the boot's holder.

import type { GameState } from '../../../engine/game.js';
import { hexName, nodeName } from '../../readable-names.js';
import { fishingTables } from './board.js';
import { bootHolder, fishOf, fishValue, tokensHeld, tokensOf } from './context.js';
import { BOOT, FISH_TOKENS } from './ids.js';

export function fishermenReadable({ game, s }: GameState, seat: number): Record<string, unknown> {
  const F = fishOf(game);
  const T = fishingTables(game.board, null);
  const d = F.deck;
  const holder = bootHolder(F, s);
  const spent: Record<string, number> = {};
  for (let k = 0; k < BOOT; k++) spent[FISH_TOKENS[k]!] = s[d.played + k]!;
  const own: Record<string, number> = {};
  for (let k = 0; k < BOOT; k++) own[FISH_TOKENS[k]!] = tokensOf(F, s, seat, k);
  return {
    fishing: T.places.map((pl, i) => ({
      kind: pl.kind,
      ...(pl.kind === 'lake' ? { hex: hexName(game, T.landHex[i]!) } : { seaHex: [pl.hex[0], pl.hex[1]] }),
      numbers: pl.numbers,
      nodes: Array.from(T.nodes.subarray(T.start[i]!, T.start[i + 1]!), (n) => nodeName(game, n)),
    })),
    fishTokens: Array.from({ length: game.layout.players }, (_, p) => tokensHeld(F, s, p)),
    ownFish: { tokens: own, fish: fishValue(F, s, seat) },
    fishSupply: s[d.size]!,
    fishSpent: spent,
    boot: holder >= 0 ? holder : null,
    targetVp: Array.from({ length: game.seats }, (_, p) => game.options.targetVp + (p === holder ? 1 : 0)),
  };
}
