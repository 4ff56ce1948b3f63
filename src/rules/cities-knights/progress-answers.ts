// The decisions that move hand cards after a progress card, one card an action on the decision
// queue: the Bishop's steals (a chance event each, D82), a Wedding's gifts (each giver chooses,
// D89), the Master Merchant's takes and the Spy's take (the player chooses from a hand the legal
// actions show it, and it alone, D87, D91). Who still owes how many cards is a state field, zero
// whenever no such decision is under way.

import { ARG_BITS } from '../../engine/actions.js';
import { decisionData, endDecision, hasDecision } from '../../engine/decision-queue.js';
import { MAX_HAND_KINDS, type Game, type GameState } from '../../engine/game.js';
import { cardName, hasStream, takeCard } from '../../engine/hands.js';
import { CUR } from '../../engine/layout.js';
import type { GameBuilder, KindRule, LogEntry, RecordReader } from '../../engine/rule-set.js';
import { cardRunEntry, oneCardOf, readCardRun, sampleSteal, stealOutcomes } from '../base/dice.js';
import {
  A_BISHOP_STEAL,
  A_MASTER_MERCHANT_TAKE,
  A_SPY_TAKE,
  A_WEDDING_GIVE,
  PH_BISHOP_STEAL,
  PH_MASTER_MERCHANT_TAKE,
  PH_SPY_TAKE,
  PH_WEDDING_GIVE,
} from './ids.js';
import { PROGRESS_CARDS, progressCardNamed, progressHeld, type ProgressDecks } from './progress-decks.js';

/** The obligations and the field the cards push and fill; a frame's data is a seat, or an opponent | the player << 4. */
export interface CardAnswers {
  readonly hands: ProgressDecks;
  /** Cards seat q still owes in the decision under way, at owed + q. */
  readonly owed: number;
  /** Data: the player. Met once nobody owes. */
  readonly bishop: number;
  /** Data: the player. Met once nobody owes. */
  readonly wedding: number;
  /** Data: the opponent | the player << 4. Met once the opponent owes nothing. */
  readonly masterMerchant: number;
  /** Data: the opponent | the player << 4. Ended by the take. */
  readonly spy: number;
}

/** Frame data naming an opponent and the card's player. */
export const pairData = (opponent: number, player: number): number => opponent | (player << 4);
const opponentOf = (data: number): number => data & 15;
const playerOf = (data: number): number => data >>> 4;

/** The first seat after p, in seat order, that owes a card, or -1. */
function nextOwing({ game, s }: GameState, owed: number, p: number): number {
  const P = game.seats;
  for (let i = 1; i < P; i++) {
    const q = (p + i) % P;
    if (s[owed + q]! > 0) return q;
  }
  return -1;
}

/** The Bishop's steal from the victim named: the card taken is drawn as the robber's is (D82, D8). */
function bishopSteal(owed: number): KindRule {
  return {
    name: 'bishop_steal',
    argBits: 3,
    maxOutcomes: MAX_HAND_KINDS,
    outcomes: ({ game, s }, q, values, weights) => stealOutcomes(game, s, q, values, weights),
    sample: ({ game, s }, q) => sampleSteal(game, s, q),
    apply(st, q, outcome) {
      const { game, s } = st;
      if (!(outcome >= 0 && outcome < game.handKinds)) throw new Error(`bishop_steal: outcome ${outcome} names no card to steal`);
      takeCard(game, s, q, s[CUR]!, outcome, 'bishop_steal');
      s[owed + q] = 0;
    },
    describe: (_g, q) => `seat ${q}`,
    record: {
      write: (w, q, o) => ({ p: w.st.s[CUR]!, a: 'bishop_steal', victim: q, stolen: cardName(w.st.game, o) ?? null }),
      read: { bishop_steal: (r, e) => [[seatOf(r, e.victim), r.card(e.stolen)]] },
    },
  };
}

/** A seat number read from a record field. */
export function seatOf(r: { readonly st: GameState; error(m: string): Error }, v: unknown): number {
  const q = Number(v);
  if (!Number.isInteger(q) || q < 0 || q >= r.st.game.seats) throw r.error(`${JSON.stringify(v)} is not a seat`);
  return q;
}

/** A progress card whose target is a seat, recorded as `seat`: its ProgressPlay fields. */
export const seatTarget = {
  maxTargets: (_b: unknown, players: number): number => players,
  describe: (_game: Game, q: number): string => `seat ${q}`,
  write: (_w: unknown, q: number) => ({ seat: q }),
  read: (r: RecordReader, e: LogEntry): number => seatOf(r, e.seat),
};

/** One card of hand kind k moving a decision's way, by `name` (recorded as a run of cards, as discards are). */
function cardMove(name: string, kind: number, owed: number, move: (st: GameState, k: number) => number): KindRule {
  return {
    name,
    argBits: 3,
    apply(st, k) {
      st.s[owed + move(st, k)]!--;
    },
    describe: (g, k) => cardName(g, k) ?? '',
    record: {
      write: (w, k) => cardRunEntry(w, name, kind, k),
      read: { [name]: (r, e) => readCardRun(r, e, `${name} names no cards`) },
    },
  };
}

/** Seat `from`'s progress card `id` goes to seat `to`'s hand (on a view, where `from`'s cards are hidden, only its count drops). */
function passProgress(H: ProgressDecks, s: Int32Array, from: number, to: number, id: number): void {
  const { area, kind: k, name } = PROGRESS_CARDS[id]!;
  const d = H.decks[area]!;
  const kinds = d.names.length;
  if (s[d.piles + from * kinds + k]! > 0) s[d.piles + from * kinds + k]!--;
  else if (hasStream(s)) throw new Error(`spy_take: seat ${from} holds no ${name}`);
  s[d.pileSizes + from]!--;
  s[d.piles + to * kinds + k]!++;
  s[d.pileSizes + to]!++;
}

/** Registers the decisions, their phases and kinds; returns what the cards need to raise them. */
export function installCardAnswers(g: GameBuilder, hands: ProgressDecks): CardAnswers {
  const owed = g.field('ck.cardsOwed', g.layout.players);
  const bishop = g.obligation({ name: 'bishop_steal', phase: PH_BISHOP_STEAL, next: (st, p) => (nextOwing(st, owed, p) >= 0 ? p : -1) });
  const wedding = g.obligation({ name: 'wedding_give', phase: PH_WEDDING_GIVE, next: (st, p) => nextOwing(st, owed, p) });
  const masterMerchant = g.obligation({
    name: 'master_merchant_take',
    phase: PH_MASTER_MERCHANT_TAKE,
    next: ({ s }, data) => (s[owed + opponentOf(data)]! > 0 ? playerOf(data) : -1),
  });
  const spy = g.obligation({ name: 'spy_take', phase: PH_SPY_TAKE, next: (_st, data) => playerOf(data) });

  // The Bishop's victims one at a time, in seat order from the player: one forced action each.
  g.phases[PH_BISHOP_STEAL] = {
    name: 'bishop_steal',
    maxActions: 1,
    legal(st, out) {
      const q = nextOwing(st, owed, st.s[CUR]!);
      out[0] = (A_BISHOP_STEAL << ARG_BITS) | q;
      return 1;
    },
  };
  g.kinds[A_BISHOP_STEAL] = bishopSteal(owed);

  g.phases[PH_WEDDING_GIVE] = {
    name: 'wedding_give',
    maxActions: MAX_HAND_KINDS,
    legal: ({ game, s }, out) => oneCardOf(game, s, s[CUR]!, A_WEDDING_GIVE, out, 0),
  };
  g.kinds[A_WEDDING_GIVE] = cardMove('wedding_give', A_WEDDING_GIVE, owed, (st, k) => {
    const q = st.s[CUR]!;
    takeCard(st.game, st.s, q, decisionData(st), k, 'wedding_give');
    return q;
  });

  // The player sees the opponent's cards: they are its legal actions, listed to it alone.
  g.phases[PH_MASTER_MERCHANT_TAKE] = {
    name: 'master_merchant_take',
    maxActions: MAX_HAND_KINDS,
    legal: (st, out) => oneCardOf(st.game, st.s, opponentOf(decisionData(st)), A_MASTER_MERCHANT_TAKE, out, 0),
  };
  g.kinds[A_MASTER_MERCHANT_TAKE] = cardMove('master_merchant_take', A_MASTER_MERCHANT_TAKE, owed, (st, k) => {
    const q = opponentOf(decisionData(st));
    takeCard(st.game, st.s, q, st.s[CUR]!, k, 'master_merchant_take');
    return q;
  });

  g.phases[PH_SPY_TAKE] = {
    name: 'spy_take',
    maxActions: PROGRESS_CARDS.length,
    legal(st, out) {
      const q = opponentOf(decisionData(st));
      let n = 0;
      for (let id = 0; id < PROGRESS_CARDS.length; id++) if (progressHeld(hands, st.s, q, id) > 0) out[n++] = (A_SPY_TAKE << ARG_BITS) | id;
      return n;
    },
  };
  g.kinds[A_SPY_TAKE] = {
    name: 'spy_take',
    argBits: 5,
    apply(st, id) {
      passProgress(hands, st.s, opponentOf(decisionData(st)), st.s[CUR]!, id);
      endDecision(st, spy);
    },
    describe: (_g, id) => PROGRESS_CARDS[id]?.name ?? '',
    record: {
      write: (w, id) => ({ p: w.st.s[CUR]!, a: 'spy_take', card: PROGRESS_CARDS[id]!.name }),
      read: {
        spy_take(r, e) {
          const id = progressCardNamed(String(e.card));
          if (id < 0) throw r.error(`"${String(e.card)}" is no progress card`);
          return [[id, -1]];
        },
      },
    },
  };

  g.invariants.push({
    name: 'cards-owed',
    check(st, fail) {
      if (hasDecision(st, bishop) || hasDecision(st, wedding) || hasDecision(st, masterMerchant)) return;
      for (let q = 0; q < st.game.layout.players; q++) if (st.s[owed + q] !== 0) fail(`seat ${q} owes ${st.s[owed + q]} cards with no card's decision under way`);
    },
  });
  return { hands, owed, bishop, wedding, masterMerchant, spy };
}

/** Whether seat q holds any progress card (all a player sees of another's hand: the counts by deck, D57). */
export function holdsProgress(H: ProgressDecks, s: Int32Array, q: number): boolean {
  const decks = H.decks;
  for (let a = 0; a < decks.length; a++) if (s[decks[a]!.pileSizes + q]! > 0) return true;
  return false;
}
