// What the built-in bots know of the Fishermen of Catan: the greedy bot passes the boot whenever
// it may, takes the robber off a hex of its own, spends fish on a resource its target lacks (or a
// theft when no resource can be had), on a free road toward its settlement site, and on a card once
// its tokens near the cap; at the cap it exchanges a one-fish token, and it picks the resource it
// holds least.
// The value bot counts fish held and the boot against its holder.

import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { BotKit, PhasePolicy } from '../../../engine/bot-kit.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { ROBBER } from '../../../engine/layout.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import type { Target } from '../../../bots/greedy/targets.js';
import { need } from '../../../bots/greedy/scratch.js';
import { BUILD_SETTLEMENT, hand } from '../../../bots/features.js';
import { bootHolder, fishOf, fishValue, tokensHeld } from './context.js';
import {
  A_DRAW_FISH,
  A_FISH_RESOURCE,
  A_KEEP_FISH,
  A_PASS_BOOT,
  A_RETURN_FISH,
  A_SPEND_FISH,
  FISH_CAP,
  PH_DRAW_FISH,
  PH_FISH_RESOURCE,
  USE_CARD,
  USE_RESOURCE,
  USE_ROAD,
  USE_ROBBER,
  USE_STEAL,
  spendTokens,
  spendUse,
} from './ids.js';

const paid = (arg: number) => spendTokens(arg, 0) + 2 * spendTokens(arg, 1) + 3 * spendTokens(arg, 2);
const tokens = (arg: number) => spendTokens(arg, 0) + spendTokens(arg, 1) + spendTokens(arg, 2);

/** The cheapest legal spend on `use` (fewest fish paid, then most tokens), or -1. */
function cheapest(legal: Int32Array, count: number, use: number): number {
  let best = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_SPEND_FISH || spendUse(a & ARG_MASK) !== use) continue;
    if (best < 0) {
      best = a;
      continue;
    }
    const x = a & ARG_MASK;
    const y = best & ARG_MASK;
    if (paid(x) < paid(y) || (paid(x) === paid(y) && tokens(x) > tokens(y))) best = a;
  }
  return best;
}

/** Whether the robber stands on a hex beside one of seat's buildings. */
function robberOnMine({ game, s }: GameState, seat: number): boolean {
  const h = s[ROBBER]!;
  if (h < 0) return false;
  const b = game.board;
  for (let c = 0; c < 6; c++) {
    const n = b.hexNodes[h * 6 + c]!;
    if (n >= 0 && s[game.layout.nodeOwner + n]! - 1 === seat) return true;
  }
  return false;
}

function beforeBuilds(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number {
  // The boot to the leader among those it may go to.
  let pass = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_PASS_BOOT) continue;
    if (pass < 0 || st.s[st.game.layout.publicVp + (a & ARG_MASK)]! > st.s[st.game.layout.publicVp + (pass & ARG_MASK)]!) pass = a;
  }
  if (pass >= 0) return pass;
  if (robberOnMine(st, seat)) {
    const a = cheapest(legal, count, USE_ROBBER);
    if (a >= 0) return a;
  }
  if (target.build === BUILD_SETTLEMENT && target.roads > 0) {
    const a = cheapest(legal, count, USE_ROAD);
    if (a >= 0) return a;
  }
  const F = fishOf(st.game);
  if (tokensHeld(F, st.s, seat) >= FISH_CAP - 1 || fishValue(F, st.s, seat) >= 9) {
    const a = cheapest(legal, count, USE_CARD);
    if (a >= 0) return a;
  }
  return -1;
}

function beforeTrades(st: GameState, seat: number, legal: Int32Array, count: number, missing: number): number {
  if (missing <= 0) return -1;
  let lacking = false;
  for (let r = 0; r < NUM_RESOURCES; r++) if (need[r]! > hand(st, seat, r)) lacking = true;
  if (!lacking) return -1;
  const a = cheapest(legal, count, USE_RESOURCE);
  return a >= 0 ? a : cheapest(legal, count, USE_STEAL);
}

/** Draws as owed; at the cap, a one-fish token is exchanged, anything better kept. */
const drawPolicy: PhasePolicy = (_st, _seat, legal, count) => {
  let keep = -1;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS === A_DRAW_FISH) return a;
    if (a >>> ARG_BITS === A_RETURN_FISH && (a & ARG_MASK) === 0) return a;
    if (a >>> ARG_BITS === A_KEEP_FISH) keep = a;
  }
  return keep;
};

/** A resource the greedy target lacks, else the one the seat holds least. */
const resourcePolicy: PhasePolicy = (st, seat, legal, count) => {
  let best = -1;
  let score = Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_FISH_RESOURCE) continue;
    const r = a & ARG_MASK;
    const v = hand(st, seat, r) - 4 * Math.max(0, need[r]! - hand(st, seat, r));
    if (v < score) {
      score = v;
      best = a;
    }
  }
  return best;
};

const policies: Readonly<Record<number, PhasePolicy>> = Object.freeze({ [PH_DRAW_FISH]: drawPolicy, [PH_FISH_RESOURCE]: resourcePolicy });

export const fishermenKit: BotKit = Object.freeze({
  name: 'fishermen-of-catan',
  weights: Object.freeze({
    fish: Object.freeze({ default: 0.06, description: 'The Fishermen of Catan: per fish on the tokens held (4 buy a resource)' }),
    oldBoot: Object.freeze({ default: -0.5, description: 'The Fishermen of Catan: holding the old boot (1 VP more to win)' }),
  }),
  terms: Object.freeze([
    { name: 'fish', weight: 'fish', value: (st: GameState, seat: number) => fishValue(fishOf(st.game), st.s, seat) },
    { name: 'oldBoot', weight: 'oldBoot', value: (st: GameState, seat: number) => (bootHolder(fishOf(st.game), st.s) === seat ? 1 : 0) },
  ]),
  policies,
  chanceKinds: Object.freeze([A_DRAW_FISH, A_SPEND_FISH]),
  roles: Object.freeze({ fishDraw: A_DRAW_FISH, fishReturn: A_RETURN_FISH, fishKeep: A_KEEP_FISH, fishSpend: A_SPEND_FISH, fishResource: A_FISH_RESOURCE, bootPass: A_PASS_BOOT }),
  strategies: Object.freeze({ greedy: Object.freeze({ policies, beforeBuilds, beforeTrades } satisfies GreedyKitPart) }),
});
