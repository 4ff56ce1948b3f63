// The decisions events ask of the seats, on the decision queue (src/engine/decision-queue.ts): a
// road to damage, a card to give, a resource from the bank, a player to take a card from. The
// event step marks the seats that owe (EventFields.owing); they act in turn order from the player
// on turn, each once, and the roll goes on (to production) when none is left. A seat that cannot
// act when its turn comes (nothing to give, no one to take from, an empty bank) is passed over.
// With Cities & Knights (D225) a card given may be a commodity, and Conflict takes one at random
// from a seat's resources and commodities: `commodities` says so.

import { A_ROAD, A_ROAD_BUILDING, A_SETTLEMENT, ARG_BITS, ARG_MASK, idBits } from '../../../engine/actions.js';
import { BRICK, LUMBER, NUM_RESOURCES, RESOURCE_NAMES } from '../../../engine/constants.js';
import { edgeText } from '../../../engine/describe.js';
import type { Game, GameState } from '../../../engine/game.js';
import { bankResourcePhase, cardName, handCost, moveHandCards, pay, requireStream, takeCard, takeFromBank } from '../../../engine/hands.js';
import { BANK, CUR, RNG, TURN_PLAYER, hasBit } from '../../../engine/layout.js';
import type { ActionRefinement } from '../../../engine/phase-list.js';
import { canAfford } from '../../../engine/queries.js';
import { nextInt } from '../../../engine/rng.js';
import { resumeRoll } from '../../../engine/roll-steps.js';
import type { GameBuilder, KindRule, PhaseRule, RecordReader } from '../../../engine/rule-set.js';
import { CARD_STOLEN, cardIs, stealableHand } from '../../../engine/cards.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { EV_CONFLICT, EV_GOOD_NEIGHBORS } from './data.js';
import { A_DAMAGE, A_GIVE_CARD, A_PICK, A_REPAIR, A_TAKE, PH_DAMAGE, PH_GIVE, PH_PICK, PH_TAKE, type EventFields } from './fields.js';
import { poorerThan, resourcesHeld, roadsBuilt } from './standing.js';

/** The repair of a damaged road (D117). */
export const REPAIR = handCost({ [LUMBER]: 1, [BRICK]: 1 });

/** The obligation ids of the four decisions. */
export interface EventDecisions {
  readonly damage: number;
  readonly give: number;
  readonly pick: number;
  readonly take: number;
}

/** Where seat p may give a card now: its left-hand neighbour (Good Neighbors), or each seat with fewer VP (Neighborly Assistance). */
export function giveTargets(game: Game, s: Int32Array, F: EventFields, p: number): number {
  return s[F.event] === EV_GOOD_NEIGHBORS ? 1 << (p + 1) % game.seats : poorerThan(game, s, p);
}

/** Seat p's cards an event may move: its resources, and its commodities where `commodities` (stolen cards: a public count). */
function cardsHeld(game: Game, s: Int32Array, p: number, commodities: boolean): number {
  return commodities ? stealableHand(game, s, p) : resourcesHeld(game, s, p);
}

/** Hand kinds an event may move: the resources, and with `commodities` every kind the robber takes. */
function movable(game: Game, k: number, commodities: boolean): boolean {
  return k < NUM_RESOURCES || (commodities && k < game.handKinds && cardIs(game, k, CARD_STOLEN));
}

/** Whether the event being resolved moves commodities too: a give with them in play, or Conflict's take (D225). */
function withCommodities(s: Int32Array, F: EventFields, commodities: boolean, phase: number): boolean {
  return commodities && (phase === PH_GIVE || s[F.event] === EV_CONFLICT);
}

/** Seats other than p holding a card the take may draw: whom p may take from. */
function victimsOf(game: Game, s: Int32Array, p: number, commodities: boolean): number {
  let mask = 0;
  for (let q = 0; q < game.seats; q++) if (q !== p && cardsHeld(game, s, q, commodities) > 0) mask |= 1 << q;
  return mask;
}

const bankHolds = (s: Int32Array) => {
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[BANK + r]! > 0) return true;
  return false;
};

/** Whether seat p, owing the event's decision in `phase`, can act on it now. */
function canAct(st: GameState, F: EventFields, phase: number, p: number, commodities: boolean): boolean {
  const { game, s } = st;
  if (phase === PH_DAMAGE) return roadsBuilt(game, s, p) > 0;
  const c = withCommodities(s, F, commodities, phase);
  if (phase === PH_GIVE) return cardsHeld(game, s, p, c) > 0 && giveTargets(game, s, F, p) !== 0;
  if (phase === PH_PICK) return bankHolds(s);
  return victimsOf(game, s, p, c) !== 0;
}

/** Registers the four obligations; each pauses the roll (its data is pauseRoll's) and clears the event once met. */
export function eventDecisions(g: GameBuilder, F: EventFields, commodities: boolean): EventDecisions {
  const make = (name: string, phase: number) =>
    g.obligation({
      name,
      phase,
      next(st) {
        const { game, s } = st;
        const owing = s[F.owing]!;
        if (owing === 0) return -1;
        const first = s[TURN_PLAYER]!;
        for (let i = 0; i < game.seats; i++) {
          const q = (first + i) % game.seats;
          if (((owing >>> q) & 1) !== 0 && canAct(st, F, phase, q, commodities)) return q;
        }
        return -1;
      },
      resume(st, data) {
        st.s[F.owing] = 0;
        st.s[F.event] = -1;
        resumeRoll(st, data);
      },
    });
  return { damage: make('earthquake', PH_DAMAGE), give: make('event_give', PH_GIVE), pick: make('event_pick', PH_PICK), take: make('event_take', PH_TAKE) };
}

const done = (s: Int32Array, F: EventFields, p: number) => {
  s[F.owing]! &= ~(1 << p);
};

export function eventPhases(g: GameBuilder, F: EventFields, commodities: boolean): Array<[number, PhaseRule]> {
  // A give's arg holds the card kind in 3 bits: the 5 resources and Cities & Knights' 3 commodities.
  const kinds = commodities ? 8 : NUM_RESOURCES;
  const damage: PhaseRule = {
    name: 'earthquake',
    maxActions: g.board.numEdges,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      const at = game.layout.road + p * game.layout.edgeWords;
      let n = 0;
      for (let e = 0; e < game.board.numEdges; e++) if (hasBit(s, at, e)) out[n++] = (A_DAMAGE << ARG_BITS) | e;
      return n;
    },
  };
  const give: PhaseRule = {
    name: 'event_give',
    maxActions: g.seats * kinds,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      const targets = giveTargets(game, s, F, p);
      const K = game.handKinds;
      const top = Math.min(K, kinds);
      let n = 0;
      for (let t = 0; t < game.seats; t++) {
        if (((targets >>> t) & 1) === 0) continue;
        for (let k = 0; k < top; k++) if (movable(game, k, commodities) && s[game.cardSlot[p * K + k]!]! > 0) out[n++] = (A_GIVE_CARD << ARG_BITS) | (t * 8 + k);
      }
      return n;
    },
  };
  const take: PhaseRule = {
    name: 'event_take',
    maxActions: g.seats,
    legal({ game, s }, out) {
      const victims = victimsOf(game, s, s[CUR]!, withCommodities(s, F, commodities, PH_TAKE));
      let n = 0;
      for (let q = 0; q < game.seats; q++) if (((victims >>> q) & 1) !== 0) out[n++] = (A_TAKE << ARG_BITS) | q;
      return n;
    },
  };
  return [
    [PH_DAMAGE, damage],
    [PH_GIVE, give],
    [PH_PICK, bankResourcePhase('event_pick', A_PICK)],
    [PH_TAKE, take],
  ];
}

/** A random card of `victim`'s (a resource, or with `commodities` a resource or commodity), drawn from the stream. */
function sampleCard(game: Game, s: Int32Array, victim: number, commodities: boolean): number {
  requireStream(s);
  const K = game.handKinds;
  let ticket = nextInt(s, RNG, cardsHeld(game, s, victim, commodities));
  for (let k = 0; k < K; k++) {
    if (!movable(game, k, commodities)) continue;
    ticket -= s[game.cardSlot[victim * K + k]!]!;
    if (ticket < 0) return k;
  }
  return NO_OUTCOME;
}

/** A card kind an entry names, one the event may move. */
const cardOf = (name: unknown, r: RecordReader, commodities: boolean): number => {
  const k = r.card(name);
  if (!movable(r.st.game, k, commodities)) throw r.error(`expected a resource${commodities ? ' or a commodity' : ''}, got ${JSON.stringify(name)}`);
  return k;
};

const resourceOf = (name: unknown, where: { error(m: string): Error }): number => {
  const r = RESOURCE_NAMES.indexOf(name as (typeof RESOURCE_NAMES)[number]);
  if (r < 0) throw where.error(`expected a resource (${RESOURCE_NAMES.join(', ')}), got ${JSON.stringify(name)}`);
  return r;
};
const seatOf = (v: unknown, game: Game, where: { error(m: string): Error }): number => {
  if (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= game.seats) throw where.error(`expected a seat 0-${game.seats - 1}, got ${JSON.stringify(v)}`);
  return v as number;
};

export function eventKinds(g: GameBuilder, F: EventFields, commodities: boolean): Array<[number, KindRule]> {
  const damage: KindRule = {
    name: 'damage_road',
    argBits: idBits(g.board.numEdges),
    apply({ s }, e) {
      const p = s[CUR]!;
      s[F.damaged + p] = e;
      done(s, F, p);
    },
    describe: (game, e) => edgeText(game.board, e),
    record: {
      write: (w, e) => ({ p: w.st.s[CUR]!, a: 'damage_road', edge: w.edge(e) }),
      read: { damage_road: (r, e) => [[r.edge(e.edge), NO_OUTCOME]] },
    },
  };
  const repair: KindRule = {
    name: 'repair_road',
    argBits: 0,
    apply({ game, s }) {
      const p = s[CUR]!;
      pay(game, s, p, REPAIR);
      s[F.damaged + p] = -1;
    },
    describe: () => '',
    record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'repair_road' }), read: { repair_road: () => [[0, NO_OUTCOME]] } },
  };
  const give: KindRule = {
    name: 'event_give',
    argBits: 6,
    apply({ game, s }, arg) {
      const p = s[CUR]!;
      moveHandCards(game, s, p, arg >>> 3, arg & 7, 1);
      done(s, F, p);
    },
    describe: (game, arg) => `${cardName(game, arg & 7)} to seat ${arg >>> 3}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'event_give', to: arg >>> 3, card: cardName(w.st.game, arg & 7)! }),
      read: { event_give: (r, e) => [[seatOf(e.to, r.st.game, r) * 8 + cardOf(e.card, r, commodities), NO_OUTCOME]] },
    },
  };
  const pick: KindRule = {
    name: 'event_pick',
    argBits: 3,
    apply({ game, s }, r) {
      const p = s[CUR]!;
      takeFromBank(game, s, p, r, 1);
      done(s, F, p);
    },
    describe: (_game, r) => RESOURCE_NAMES[r]!,
    record: {
      write: (w, r) => ({ p: w.st.s[CUR]!, a: 'event_pick', resource: RESOURCE_NAMES[r]! }),
      read: { event_pick: (r, e) => [[resourceOf(e.resource, r), NO_OUTCOME]] },
    },
  };
  const take: KindRule = {
    name: 'event_take',
    argBits: 3,
    maxOutcomes: commodities ? 8 : NUM_RESOURCES,
    outcomes({ game, s }, q, values, weights) {
      const c = withCommodities(s, F, commodities, PH_TAKE);
      const K = game.handKinds;
      let n = 0;
      for (let k = 0; k < K; k++) {
        const held = movable(game, k, c) ? s[game.cardSlot[q * K + k]!]! : 0;
        if (held > 0) {
          values[n] = k;
          weights[n++] = held;
        }
      }
      return n;
    },
    sample: ({ game, s }, q) => sampleCard(game, s, q, withCommodities(s, F, commodities, PH_TAKE)),
    apply({ game, s }, q, k) {
      const p = s[CUR]!;
      if (!(k >= 0 && movable(game, k, withCommodities(s, F, commodities, PH_TAKE)))) throw new Error(`event_take: outcome ${k} names no card this event takes`);
      takeCard(game, s, q, p, k, 'event_take');
      done(s, F, p);
    },
    describe: (_game, q) => `from seat ${q}`,
    record: {
      write: (w, q, k) => ({ p: w.st.s[CUR]!, a: 'event_take', victim: q, card: cardName(w.st.game, k)! }),
      read: { event_take: (r, e) => [[seatOf(e.victim, r.st.game, r), cardOf(e.card, r, commodities)]] },
    },
  };
  return [
    [A_DAMAGE, damage],
    [A_REPAIR, repair],
    [A_GIVE_CARD, give],
    [A_PICK, pick],
    [A_TAKE, take],
  ];
}

/** Whether a damaged road (any seat's) ends at `node`. */
function besideDamaged(game: Game, s: Int32Array, F: EventFields, node: number): boolean {
  const ends = game.board.edgeNodes;
  for (let q = 0; q < game.seats; q++) {
    const e = s[F.damaged + q]!;
    if (e >= 0 && (ends[e * 2] === node || ends[e * 2 + 1] === node)) return true;
  }
  return false;
}

/**
 * A damaged road's limits on a list of builds (D117): its owner builds no road and plays no Road
 * Building until it is repaired; nobody settles beside a damaged road; with `repair`, the repair is
 * offered to the owner who can pay it.
 */
export function earthquakeRefinement(F: EventFields, repair: boolean): ActionRefinement {
  return {
    name: 'earthquake',
    maxActions: repair ? 1 : 0,
    refine({ game, s }, out, n) {
      let any = false;
      for (let q = 0; q < game.seats; q++) if (s[F.damaged + q]! >= 0) any = true;
      if (!any) return n;
      const p = s[CUR]!;
      const mine = p < game.seats && s[F.damaged + p]! >= 0;
      let k = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        const kind = a >>> ARG_BITS;
        if (mine && (kind === A_ROAD || kind === A_ROAD_BUILDING)) continue;
        if (kind === A_SETTLEMENT && besideDamaged(game, s, F, a & ARG_MASK)) continue;
        out[k++] = a;
      }
      if (repair && mine && canAfford(game, s, p, REPAIR)) out[k++] = A_REPAIR << ARG_BITS;
      return k;
    },
  };
}
