// Spending fish (D138, D139): on its turn, after the roll, a seat discards face-down tokens worth
// at least a use's cost, face up beside the supply, and no change is given: 2 take the robber off
// the board, 3 steal a random resource from another player, 4 take a resource of choice from the
// bank, 5 build a road free, 7 take a development card free. Each use is paid on its own. Only
// payments in which every token is needed are listed: a payment with a token to spare is the same
// use with fish thrown away.

import { ARG_BITS } from '../../../engine/actions.js';
import { stealableHand } from '../../../engine/cards.js';
import { DEV_NAMES, NUM_DEV_TYPES, NUM_RESOURCES } from '../../../engine/constants.js';
import { DEVELOPMENT_DECK, deckOutcomes, deckSample, deckTake, playFromPile } from '../../../engine/decks.js';
import { endDecision, pushDecision } from '../../../engine/decision-queue.js';
import type { Game, GameState } from '../../../engine/game.js';
import { bankResourcePhase, cardName, hasStream, takeCard, takeFromBank } from '../../../engine/hands.js';
import { BANK, CUR, DECK_COUNT, PH_MAIN, PLAYED, ROADS_FREE, ROBBER } from '../../../engine/layout.js';
import type { ActionSource } from '../../../engine/phase-list.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { OB_ROAD_BUILDING } from '../../base/decisions.js';
import { sampleSteal, stealOutcomes } from '../../base/dice.js';
import { tokensOf, type Fish } from './context.js';
import { reshuffleSpent } from './fishing.js';
import {
  A_FISH_RESOURCE,
  A_SPEND_FISH,
  FISH_COSTS,
  FISH_TOKENS,
  FISH_USES,
  PH_FISH_RESOURCE,
  SPEND_ARG_BITS,
  USE_CARD,
  USE_RESOURCE,
  USE_ROAD,
  USE_ROBBER,
  USE_STEAL,
  spendArg,
  spendTokens,
  spendUse,
  spendVictim,
} from './ids.js';

/** Most payments one use can list (tokens of 1, 2, 3 fish up to 7, 4, 3 of them), and spends in all. */
const MAX_PAYMENTS = 8 * 5 * 4;
export const MAX_SPENDS = MAX_PAYMENTS * (FISH_USES.length - 1 + 6);

/** Whether use `use` has an effect for seat p now (a robber to take off, a victim, a card, a site). */
export function useOpen(game: Game, s: Int32Array, p: number, use: number): boolean {
  switch (use) {
    case USE_ROBBER:
      return s[ROBBER]! >= 0;
    case USE_STEAL:
      for (let q = 0; q < game.seats; q++) if (q !== p && stealableHand(game, s, q) > 0) return true;
      return false;
    case USE_RESOURCE:
      for (let r = 0; r < NUM_RESOURCES; r++) if (s[BANK + r]! > 0) return true;
      return false;
    case USE_ROAD:
      return game.hooks.roadBuildingPlayable(game, s, p);
    default:
      return s[DECK_COUNT]! > 0;
  }
}

/**
 * The payments of at least `cost` fish from c1, c2, c3 tokens of 1, 2 and 3 fish in which every
 * token is needed, each written as spendArg(use, ...) for every victim in `victims` (a mask; 0 for a
 * use without one). Returns the new count.
 */
export function listPayments(use: number, cost: number, c1: number, c2: number, c3: number, victims: number, out: Int32Array, n: number): number {
  const kind = A_SPEND_FISH << ARG_BITS;
  const m3 = Math.min(c3, Math.ceil(cost / 3));
  const m2 = Math.min(c2, Math.ceil(cost / 2));
  const m1 = Math.min(c1, cost);
  for (let c = 0; c <= m3; c++) {
    for (let b = 0; b <= m2; b++) {
      for (let a = 0; a <= m1; a++) {
        const v = a + 2 * b + 3 * c;
        if (v < cost) continue;
        const smallest = a > 0 ? 1 : b > 0 ? 2 : 3;
        if (v - smallest >= cost) continue;
        if (victims === 0) out[n++] = kind | spendArg(use, a, b, c);
        else for (let q = 0; q < 8; q++) if ((victims >>> q) & 1) out[n++] = kind | spendArg(use, a, b, c, q);
      }
    }
  }
  return n;
}

/** Seat p's spends: every open use it holds the fish for, by every needed-token payment. */
export function fishSpends(game: Game, s: Int32Array, F: Pick<Fish, 'deck'>, p: number, out: Int32Array, n: number): number {
  const c1 = tokensOf(F, s, p, 0);
  const c2 = tokensOf(F, s, p, 1);
  const c3 = tokensOf(F, s, p, 2);
  const value = c1 + 2 * c2 + 3 * c3;
  for (let use = 0; use < FISH_USES.length; use++) {
    const cost = FISH_COSTS[use]!;
    if (value < cost || !useOpen(game, s, p, use)) continue;
    let victims = 0;
    if (use === USE_STEAL) for (let q = 0; q < game.seats; q++) if (q !== p && stealableHand(game, s, q) > 0) victims |= 1 << q;
    n = listPayments(use, cost, c1, c2, c3, victims, out, n);
  }
  return n;
}

function useNamed(r: { error(m: string): Error }, name: unknown): number {
  const u = FISH_USES.indexOf(name as (typeof FISH_USES)[number]);
  if (u < 0) throw r.error(`use must be one of ${FISH_USES.join(', ')}, got ${JSON.stringify(name)}`);
  return u;
}

/**
 * A theft's or a card's outcomes as the spender's view can estimate them (the victim's hand and the
 * deck are hidden there): the resources outside the bank and its own hand, the cards it has not seen.
 */
function viewOutcomes(game: Game, s: Int32Array, use: number, values: Int32Array, weights: Int32Array): number {
  const L = game.layout;
  const p = s[CUR]!;
  let n = 0;
  if (use === USE_STEAL) {
    for (let r = 0; r < NUM_RESOURCES; r++) {
      const w = game.supply.resourceCount - s[BANK + r]! - s[L.hand + p * NUM_RESOURCES + r]!;
      if (w > 0) {
        values[n] = r;
        weights[n++] = w;
      }
    }
    return n;
  }
  for (let k = 0; k < NUM_DEV_TYPES; k++) {
    const w = game.supply.devDeck[k]! - s[PLAYED + k]! - s[L.dev + p * NUM_DEV_TYPES + k]! - s[L.devNew + p * NUM_DEV_TYPES + k]!;
    if (w > 0) {
      values[n] = k;
      weights[n++] = w;
    }
  }
  return n;
}

function spendKind(F: Pick<Fish, 'deck' | 'resource'>): KindRule {
  const d = F.deck;
  return {
    name: 'spend_fish',
    argBits: SPEND_ARG_BITS,
    maxOutcomes: Math.max(32, NUM_DEV_TYPES),
    outcomes({ game, s }, arg, values, weights) {
      const use = spendUse(arg);
      if (use !== USE_STEAL && use !== USE_CARD) return 0;
      if (!hasStream(s)) return viewOutcomes(game, s, use, values, weights);
      if (use === USE_STEAL) return stealOutcomes(game, s, spendVictim(arg), values, weights);
      return deckOutcomes(s, DEVELOPMENT_DECK, values, weights);
    },
    sample({ game, s }, arg) {
      const use = spendUse(arg);
      if (use === USE_STEAL) return sampleSteal(game, s, spendVictim(arg));
      if (use === USE_CARD) return deckSample(s, DEVELOPMENT_DECK);
      return NO_OUTCOME;
    },
    apply(st, arg, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      for (let k = 0; k < 3; k++) for (let i = spendTokens(arg, k); i > 0; i--) playFromPile(s, d, p, k);
      // Spent while the supply is used up: they make the new supply at once (D136).
      if (s[d.size] === 0) reshuffleSpent(F, s);
      switch (spendUse(arg)) {
        case USE_ROBBER:
          s[ROBBER] = -1;
          return;
        case USE_STEAL:
          takeCard(game, s, spendVictim(arg), p, outcome, 'spend_fish');
          return;
        case USE_RESOURCE:
          pushDecision(st, F.resource, p);
          return;
        case USE_ROAD:
          s[ROADS_FREE] = 1;
          pushDecision(st, OB_ROAD_BUILDING, p);
          return;
        default: {
          const L = game.layout;
          deckTake(s, DEVELOPMENT_DECK, outcome, 'spend_fish');
          s[L.devNew + p * NUM_DEV_TYPES + outcome]!++;
          s[L.devCount + p]!++;
          s[L.newCount + p]!++;
        }
      }
    },
    describe(_g, arg) {
      const paid = [0, 1, 2].map((k) => spendTokens(arg, k)).join('/');
      const v = spendVictim(arg);
      return `${FISH_USES[spendUse(arg)]} paid ${paid}${v >= 0 ? ` from ${v}` : ''}`;
    },
    record: {
      write(w, arg, o) {
        const use = spendUse(arg);
        const tokens: Record<string, number> = {};
        for (let k = 0; k < 3; k++) if (spendTokens(arg, k) > 0) tokens[FISH_TOKENS[k]!] = spendTokens(arg, k);
        const entry: Record<string, unknown> = { p: w.st.s[CUR]!, a: 'spend_fish', use: FISH_USES[use], tokens };
        if (use === USE_STEAL) Object.assign(entry, { victim: spendVictim(arg), card: cardName(w.st.game, o) });
        if (use === USE_CARD) entry.card = DEV_NAMES[o];
        return entry as { p: number; a: string };
      },
      read: {
        spend_fish(r, e) {
          const use = useNamed(r, e.use);
          const tokens = (e.tokens ?? {}) as Record<string, unknown>;
          const n = [0, 0, 0];
          for (const [name, count] of Object.entries(tokens)) {
            const k = FISH_TOKENS.indexOf(name as (typeof FISH_TOKENS)[number]);
            if (k < 0 || k > 2 || !Number.isInteger(count) || (count as number) < 1 || (count as number) > 7) throw r.error(`tokens: ${JSON.stringify(name)}: ${JSON.stringify(count)} is not a count of fish1, fish2 or fish3 (1-7)`);
            n[k] = count as number;
          }
          if (use !== USE_STEAL) {
            const arg = spendArg(use, n[0]!, n[1]!, n[2]!);
            if (use !== USE_CARD) return [[arg, -1]];
            const k = DEV_NAMES.indexOf(e.card as (typeof DEV_NAMES)[number]);
            if (k < 0) throw r.error(`unknown card ${JSON.stringify(e.card)}`);
            return [[arg, k]];
          }
          const victim = e.victim;
          if (!Number.isInteger(victim) || (victim as number) < 0 || (victim as number) >= r.st.game.seats) throw r.error(`victim must be a seat, got ${JSON.stringify(victim)}`);
          return [[spendArg(use, n[0]!, n[1]!, n[2]!, victim as number), r.card(e.card)]];
        },
      },
    },
  };
}

function resourceKind(F: Pick<Fish, 'resource'>): KindRule {
  return {
    name: 'fish_resource',
    argBits: 3,
    apply(st, r) {
      const { game, s } = st;
      takeFromBank(game, s, s[CUR]!, r, 1);
      endDecision(st, F.resource);
    },
    describe: (g, r) => cardName(g, r)!,
    record: {
      write: (w, r) => ({ p: w.st.s[CUR]!, a: 'fish_resource', resource: cardName(w.st.game, r) }),
      read: { fish_resource: (r, e) => [[r.resource(e.resource), -1]] },
    },
  };
}

/** The spends as a source of the main phase (both players of a paired turn, D143), the kinds and the resource's phase. */
export function installSpending(g: GameBuilder, F0: Pick<Fish, 'deck'>): Pick<Fish, 'resource'> {
  const resource = g.obligation({ name: 'fish_resource', phase: PH_FISH_RESOURCE });
  const F = { ...F0, resource };
  const source: ActionSource = {
    name: 'fish',
    maxActions: MAX_SPENDS,
    list: ({ game, s }: GameState, out: Int32Array, n: number) => fishSpends(game, s, F, s[CUR]!, out, n),
  };
  g.phaseList(PH_MAIN).add(source, { after: 'dev_plays' });
  g.kinds[A_SPEND_FISH] = spendKind(F);
  g.kinds[A_FISH_RESOURCE] = resourceKind(F);
  g.phases[PH_FISH_RESOURCE] = bankResourcePhase('fish_resource', A_FISH_RESOURCE);
  return { resource };
}
