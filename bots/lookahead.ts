// An example bot module in TypeScript, loaded without a build step: copy it to start a bot that
// looks ahead with the engine.
//
// Its view hides the other seats' cards, the deck and the dice stream, so it first samples one
// complete position consistent with what it has seen (`determinize`). For each legal action it
// copies that position, applies the action (a roll, card draw or steal takes one sampled outcome),
// and scores the result by its own victory points and production; it plays the best one.
//
// Options (config entry "options"): { "productionWeight": number } (default 0.3).

import {
  NUM_RESOURCES,
  apply,
  cloneState,
  determinize,
  layout,
  totalVp,
  type Bot,
  type GameState,
  type SeatView,
} from 'catan-arena';

/** Expected resource cards per roll for `seat`: dice probability of each token it touches. */
function production(st: GameState, seat: number): number {
  const { game, s } = st;
  const b = game.board;
  const L = game.layout;
  const ways = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
  let total = 0;
  for (let h = 0; h < b.numHexes; h++) {
    const token = b.hexToken[h]!;
    if (token === 0 || h === s[layout.ROBBER]) continue;
    for (let c = 0; c < 6; c++) {
      const node = b.hexNodes[h * 6 + c]!;
      if (node < 0) continue;
      const word = node >>> 5;
      const bit = 1 << (node & 31);
      if (s[L.settle + seat * L.nodeWords + word]! & bit) total += ways[token]! / 36;
      if (s[L.city + seat * L.nodeWords + word]! & bit) total += (2 * ways[token]!) / 36;
    }
  }
  return total;
}

export default function createLookahead(options: { productionWeight?: number } = {}): Bot {
  const w = options.productionWeight ?? 0.3;
  return {
    name: 'lookahead',
    decide(view: SeatView, legal: Int32Array, count: number, rng: () => number): number {
      const seat = view.seat;
      const here = determinize(view.state, seat, rng);
      let best = legal[0]!;
      let bestScore = -Infinity;
      for (let i = 0; i < count; i++) {
        const next = cloneState(here);
        apply(next, legal[i]!);
        const hand = next.s[next.game.layout.handTotal + seat]!;
        // Points first, then production; a small penalty for a hand a 7 would halve.
        const score = totalVp(next.game, next.s, seat) + w * production(next, seat) - (hand > 7 ? 0.05 * hand : 0) + rng() * 1e-6;
        if (score > bestScore) {
          bestScore = score;
          best = legal[i]!;
        }
      }
      return best;
    },
  };
}

export const resourcesPerHand = NUM_RESOURCES;
