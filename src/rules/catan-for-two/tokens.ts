// Trade tokens (D33-D36): earned by settling next to the desert or on the coast, spent on a forced
// trade (two cards drawn from the opponent, two given back) or on moving the robber to the desert,
// and gained by discarding a played knight from the table.

import { ARG_BITS } from '../../engine/actions.js';
import { DESERT, NUM_RESOURCES, RESOURCE_NAMES, SEA } from '../../engine/constants.js';
import { totalVp, type Game, type GameState } from '../../engine/game.js';
import { cardName, moveHandCards, pickWeighted, requireStream, takeCard } from '../../engine/hands.js';
import { pushDecision } from '../../engine/decision-queue.js';
import { CUR, LA_HOLDER, RNG, ROBBER } from '../../engine/layout.js';
import type { GameBuilder, KindRule, PhaseRule } from '../../engine/rule-set.js';
import { nextInt } from '../../engine/rng.js';
import { cardRunEntry, oneCardOf, readCardRun } from '../base/dice.js';
import { RETIRE_TOKENS, tokenPrice, tokensForSite } from './data.js';
import { A_FORCED_TRADE, A_GIVE, A_RETIRE_KNIGHT, A_ROBBER_TO_DESERT, PH_FORCED_GIVE, type CatanForTwoFields } from './fields.js';

/**
 * What a token action costs seat p now (D34): p's own VP total, its hidden VP cards included (p
 * knows them), against the opponent's VP as p can see them (without the opponent's hidden cards).
 */
export function tokenActionPrice(game: Game, s: Int32Array, p: number): number {
  return tokenPrice(totalVp(game, s, p), s[game.layout.publicVp + 1 - p]!);
}

/** The board's first desert hex, or -1. */
export function desertHex(game: Game): number {
  const b = game.board;
  for (let i = 0; i < b.landHexes.length; i++) if (b.hexTerrain[b.landHexes[i]!] === DESERT) return b.landHexes[i]!;
  return -1;
}

/** Forced trade, robber to the desert, a knight card for tokens: appended from out[n]. */
export function tokenActions({ game, s }: GameState, F: CatanForTwoFields, out: Int32Array, n: number): number {
  const L = game.layout;
  const p = s[CUR]!;
  const price = tokenActionPrice(game, s, p);
  if (s[F.tokens + p]! >= price) {
    if (s[L.handTotal + 1 - p]! > 0) out[n++] = A_FORCED_TRADE << ARG_BITS;
    const desert = desertHex(game);
    if (desert >= 0 && s[ROBBER] !== desert) out[n++] = A_ROBBER_TO_DESERT << ARG_BITS;
  }
  if (s[F.retiredThisTurn] === 0 && s[L.knights + p]! > 0) out[n++] = A_RETIRE_KNIGHT << ARG_BITS;
  return n;
}

/** Trade tokens for a new settlement of seat p at `node`: next to the desert and/or on the coast. */
export function earnTokens(game: Game, s: Int32Array, F: CatanForTwoFields, p: number, node: number): void {
  const b = game.board;
  let land = 0;
  let desert = false;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0 || b.hexTerrain[h] === SEA) continue;
    land++;
    if (b.hexTerrain[h] === DESERT) desert = true;
  }
  const n = Math.min(tokensForSite(desert, land < 3), s[F.tokenSupply]!);
  s[F.tokens + p]! += n;
  s[F.tokenSupply]! -= n;
}

function payTokens(game: Game, s: Int32Array, F: CatanForTwoFields, p: number): void {
  const price = tokenActionPrice(game, s, p);
  s[F.tokens + p]! -= price;
  s[F.tokenSupply]! += price;
}

/**
 * A played knight leaves the table for trade tokens. Largest Army is set aside if its holder drops
 * below the minimum or no longer has more knights than the opponent; then, and whenever the card is
 * already set aside, whoever now has the most knights (and at least the minimum) takes it (D36).
 */
function retireKnight(game: Game, s: Int32Array, F: CatanForTwoFields, p: number): void {
  const L = game.layout;
  s[L.knights + p]!--;
  s[F.retired]!++;
  s[F.retiredThisTurn] = 1;
  const n = Math.min(RETIRE_TOKENS, s[F.tokenSupply]!);
  s[F.tokens + p]! += n;
  s[F.tokenSupply]! -= n;
  if (s[LA_HOLDER] === p && !hasMostKnights(game, s, p)) {
    s[L.publicVp + p]! -= 2;
    s[LA_HOLDER] = -1;
  }
  if (s[LA_HOLDER]! >= 0) return;
  for (let q = 0; q < 2; q++) {
    if (!hasMostKnights(game, s, q)) continue;
    s[L.publicVp + q]! += 2;
    s[LA_HOLDER] = q;
  }
}

/** Seat q has at least the minimum of played knights and more than the opponent (D36). */
export function hasMostKnights(game: Game, s: Int32Array, q: number): boolean {
  const L = game.layout;
  const k = s[L.knights + q]!;
  return k >= game.supply.largestArmyMin && k > s[L.knights + 1 - q]!;
}

export function forcedGivePhase(): PhaseRule {
  return {
    name: 'forced_give',
    maxActions: NUM_RESOURCES,
    legal: ({ game, s }, out) => oneCardOf(game, s, s[CUR]!, A_GIVE, out, 0),
  };
}

/** The forced trade's outcome: r1 * 6 + r2, the two cards in the order drawn (r2 = 5: only one card). */
const ONE_CARD = 5;

/** Giving back after a forced trade: the player on turn (the frame's data) gives until nothing is owed. */
export function forcedGiveDecision(g: GameBuilder, F: CatanForTwoFields): number {
  return g.obligation({ name: 'forced_give', phase: PH_FORCED_GIVE, next: ({ s }, seat) => (s[F.toGive]! > 0 ? seat : -1) });
}

export function tokenKinds(F: CatanForTwoFields, giveDecision: number): Array<[number, KindRule]> {
  const forcedTrade: KindRule = {
    name: 'forced_trade',
    argBits: 0,
    maxOutcomes: NUM_RESOURCES * (NUM_RESOURCES + 1),
    // Ordered pairs of cards drawn from the opponent of the player to act, weighted.
    outcomes({ game, s }, _arg, values, weights) {
      const L = game.layout;
      const o = 1 - s[CUR]!;
      const h = L.hand + o * NUM_RESOURCES;
      const total = s[L.handTotal + o]!;
      let n = 0;
      for (let r1 = 0; r1 < NUM_RESOURCES; r1++) {
        const c1 = s[h + r1]!;
        if (c1 <= 0) continue;
        if (total < 2) {
          values[n] = r1 * 6 + ONE_CARD;
          weights[n++] = c1;
          continue;
        }
        for (let r2 = 0; r2 < NUM_RESOURCES; r2++) {
          const c2 = s[h + r2]! - (r1 === r2 ? 1 : 0);
          if (c2 <= 0) continue;
          values[n] = r1 * 6 + r2;
          weights[n++] = c1 * c2;
        }
      }
      return n;
    },
    // Two cards drawn one after the other without replacement (one if that is all there is).
    sample({ game, s }) {
      requireStream(s);
      const L = game.layout;
      const h = L.hand + (1 - s[CUR]!) * NUM_RESOURCES;
      const total = s[L.handTotal + 1 - s[CUR]!]!;
      const r1 = pickWeighted(s, h, nextInt(s, RNG, total));
      if (total < 2) return r1 * 6 + ONE_CARD;
      s[h + r1]!--;
      const r2 = pickWeighted(s, h, nextInt(s, RNG, total - 1));
      s[h + r1]!++;
      return r1 * 6 + r2;
    },
    apply(st, _arg, outcome) {
      const { game, s } = st;
      const L = game.layout;
      const p = s[CUR]!;
      const o = 1 - p;
      const r1 = (outcome / 6) | 0;
      const r2 = outcome % 6;
      if (!(outcome >= 0 && r1 < NUM_RESOURCES)) throw new Error(`forced_trade: outcome ${outcome} names no card`);
      payTokens(game, s, F, p);
      takeCard(game, s, o, p, r1, 'forced_trade');
      if (r2 < NUM_RESOURCES) takeCard(game, s, o, p, r2, 'forced_trade');
      // Two cards go back, or as many as the taker holds (D35).
      s[F.toGive] = Math.min(2, s[L.handTotal + p]!);
      if (s[F.toGive]! > 0) pushDecision(st, giveDecision, p);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({
        p: w.st.s[CUR]!,
        a: 'forced_trade',
        taken: o % 6 < NUM_RESOURCES ? [RESOURCE_NAMES[(o / 6) | 0], RESOURCE_NAMES[o % 6]] : [RESOURCE_NAMES[(o / 6) | 0]],
      }),
      read: {
        forced_trade(r, e) {
          const taken = ((e.taken ?? []) as unknown[]).map((x) => r.resource(x));
          if (taken.length < 1 || taken.length > 2) throw r.error('a forced trade takes one or two cards');
          return [[0, taken[0]! * 6 + (taken[1] ?? ONE_CARD)]];
        },
      },
    },
  };
  const give: KindRule = {
    name: 'give',
    argBits: 3,
    apply({ game, s }, r) {
      const p = s[CUR]!;
      moveHandCards(game, s, p, 1 - p, r, 1);
      s[F.toGive]!--;
    },
    describe: (g, k) => `${cardName(g, k)}`,
    record: {
      write: (w, r) => cardRunEntry(w, 'forced_give', A_GIVE, r),
      read: { forced_give: (r, e) => readCardRun(r, e, 'gives no cards') },
    },
  };
  const robberToDesert: KindRule = {
    name: 'robber_to_desert',
    argBits: 0,
    apply({ game, s }) {
      payTokens(game, s, F, s[CUR]!);
      s[ROBBER] = desertHex(game);
    },
    describe: () => '',
    record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'robber_to_desert' }), read: { robber_to_desert: () => [[0, -1]] } },
  };
  const retire: KindRule = {
    name: 'retire_knight',
    argBits: 0,
    apply({ game, s }) {
      retireKnight(game, s, F, s[CUR]!);
    },
    describe: () => '',
    record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'retire_knight' }), read: { retire_knight: () => [[0, -1]] } },
  };
  return [
    [A_FORCED_TRADE, forcedTrade],
    [A_GIVE, give],
    [A_ROBBER_TO_DESERT, robberToDesert],
    [A_RETIRE_KNIGHT, retire],
  ];
}
