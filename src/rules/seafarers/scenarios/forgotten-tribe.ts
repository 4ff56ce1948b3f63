// The Forgotten Tribe (Seafarers scenario 5): gifts of the tribe lie on marked coastal edges of the
// barren islands, and the first ship built or moved onto one claims it: a victory point, a
// development card, or a harbor its new owner places beside one of their coastal buildings (at
// once if they have a site, else as soon as they do). The robber never enters the barren islands
// (the core's noSettle areas) nor returns to its starting desert.

import { A_ROBBER, ARG_BITS, ARG_MASK, idBits } from '../../../engine/actions.js';
import { DEV_NAMES, HARBOR_GENERIC, HARBOR_NAMES, NUM_DEV_TYPES, devIndex } from '../../../engine/constants.js';
import { edgeText } from '../../../engine/describe.js';
import type { Game, GameState } from '../../../engine/game.js';
import { hasStream } from '../../../engine/hands.js';
import { CUR, DECK, DECK_COUNT, PH_MOVE_ROBBER, RNG, TURN_PLAYER, hasBit } from '../../../engine/layout.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import { nextInt } from '../../../engine/rng.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { BUY_DEV } from '../../base/build.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleSetModule } from '../../rule-set.js';
import type { SeaBoard } from '../board-tables.js';
import { seaContext } from '../index.js';
import { onShipPlaced } from '../ships.js';
import { addInterrupt, raiseInterrupts } from '../interrupts.js';
import { awardChits } from '../settling.js';

const [K0] = ID_BLOCKS['forgotten-tribe'].kinds;
const [P0] = ID_BLOCKS['forgotten-tribe'].phases;
/** Placing a harbor gift: arg edge. */
export const A_PLACE_HARBOR = K0;
/** Drawing a development-card gift: the card is the outcome. */
export const A_GIFT_CARD = K0 + 1;
/** A seat places its harbor gift or draws its card gift. */
export const PH_TRIBE = P0;

/** Placed harbors kept in the state: at most this many (3-4 players: 6, 5-6: 8). */
const MAX_PLACED = 12;
const MAX_GIFTS = 31;

interface TribeFields {
  /** Bit i: gift i is taken. */
  readonly taken: number;
  /** Per gift: the harbor kind of a harbor gift (drawn at the start). */
  readonly giftHarbor: number;
  /** Per colour: bit i = holds harbor gift i, not yet placed. */
  readonly held: number;
  /** Per colour: card gifts still to draw. */
  readonly cards: number;
  /** Placed harbors: edge, kind pairs; and how many. */
  readonly placed: number;
  readonly placedCount: number;
}

/** The gift marks of a board, in map order: edge id and what lies there. */
function giftsOf(T: SeaBoard): Array<{ edge: number; gift: 'vp' | 'dev' | 'harbor' }> {
  return T.marks.filter((m) => m.kind === 'gift').map((m) => ({ edge: m.id, gift: m.gift! }));
}

function install(g: GameBuilder): void {
  const { F, interrupts: X, tables } = seaContext(g);
  const L = g.layout;
  const TF: TribeFields = {
    taken: g.field('tribe.taken'),
    giftHarbor: g.field('tribe.giftHarbor', MAX_GIFTS),
    held: g.field('tribe.held', L.players),
    cards: g.field('tribe.cards', L.players),
    placed: g.field('tribe.placed', 2 * MAX_PLACED),
    placedCount: g.field('tribe.placedCount'),
  };
  const gifts = (game: Game) => giftsOf(tables(game));

  const harborAt = g.hooks.harborAt;
  g.hooks.harborAt = (game, s, node) => {
    const h = harborAt(game, s, node);
    if (h >= 0) return h;
    const b = game.board;
    for (let i = 0; i < s[TF.placedCount]!; i++) {
      const e = s[TF.placed + 2 * i]!;
      if (b.edgeNodes[e * 2] === node || b.edgeNodes[e * 2 + 1] === node) return s[TF.placed + 2 * i + 1]!;
    }
    return -1;
  };

  /** Edges where p may place a harbor: coastal, beside p's building, no harbor at either end. */
  const harborSites = (game: Game, s: Int32Array, p: number, out: Int32Array | null): number => {
    const T = tables(game);
    const b = game.board;
    let n = 0;
    for (let e = 0; e < b.numEdges; e++) {
      if (T.edgeRoad[e] !== 1 || T.edgeShip[e] !== 1) continue;
      const a = b.edgeNodes[e * 2]!;
      const c = b.edgeNodes[e * 2 + 1]!;
      const own = (x: number) => hasBit(s, L.settle + p * L.nodeWords, x) || hasBit(s, L.city + p * L.nodeWords, x);
      if (!own(a) && !own(c)) continue;
      if (game.hooks.harborAt(game, s, a) >= 0 || game.hooks.harborAt(game, s, c) >= 0) continue;
      if (out) out[n] = (A_PLACE_HARBOR << ARG_BITS) | e;
      n++;
    }
    return n;
  };

  addInterrupt(g, X, {
    name: 'tribe_gift',
    phase: PH_TRIBE,
    pending({ game, s }) {
      const P = game.seats;
      const from = s[TURN_PLAYER]!;
      for (let i = 0; i < P; i++) {
        const q = (from + i) % P;
        if (s[TF.cards + q]! > 0) return q;
      }
      for (let i = 0; i < P; i++) {
        const q = (from + i) % P;
        if (s[TF.held + q] !== 0 && harborSites(game, s, q, null) > 0) return q;
      }
      return -1;
    },
  });

  g.phases[PH_TRIBE] = {
    name: 'tribe_gift',
    maxActions: g.board.numEdges,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      if (s[TF.cards + p]! > 0) {
        out[0] = A_GIFT_CARD << ARG_BITS;
        return 1;
      }
      return harborSites(game, s, p, out);
    },
  };

  g.kinds[A_PLACE_HARBOR] = {
    name: 'place_harbor',
    argBits: idBits(g.board.numEdges),
    apply(st, e) {
      const { game, s } = st;
      const p = s[CUR]!;
      const held = s[TF.held + p]!;
      if (held === 0) throw new Error(`place_harbor: seat ${p} holds no harbor`);
      const i = 31 - Math.clz32(held & -held);
      const kind = s[TF.giftHarbor + i]!;
      s[TF.held + p]! &= ~(1 << i);
      const at = s[TF.placedCount]!++;
      s[TF.placed + 2 * at] = e;
      s[TF.placed + 2 * at + 1] = kind;
      // Whoever has a building at either end trades there from now on, this turn included.
      for (let k = 0; k < 2; k++) {
        const node = game.board.edgeNodes[e * 2 + k]!;
        for (let q = 0; q < L.players; q++) {
          if (hasBit(s, L.settle + q * L.nodeWords, node) || hasBit(s, L.city + q * L.nodeWords, node)) s[L.harbors + q]! |= 1 << kind;
        }
      }
      raiseInterrupts(st, X);
    },
    describe: (game, e) => edgeText(game.board, e),
    record: {
      write: (w, e) => {
        const s = w.st.s;
        const held = s[TF.held + s[CUR]!]!;
        const i = 31 - Math.clz32(held & -held);
        return { p: s[CUR]!, a: 'place_harbor', edge: w.edge(e), harbor: HARBOR_NAMES[s[TF.giftHarbor + i]!] };
      },
      read: { place_harbor: (r, e) => [[r.edge(e.edge), -1]] },
    },
  };

  const GIFT_CARD: KindRule = {
    name: 'gift_card',
    argBits: 0,
    // The draw is a purchase's draw (BUY_DEV), and nothing once the deck is empty.
    maxOutcomes: BUY_DEV.maxOutcomes,
    outcomes: BUY_DEV.outcomes,
    sample: (st, arg) => (st.s[DECK_COUNT]! <= 0 ? NO_OUTCOME : BUY_DEV.sample!(st, arg)),
    apply(st, _arg, outcome) {
      const { s } = st;
      const p = s[CUR]!;
      s[TF.cards + p]!--;
      // An empty deck leaves the gift empty (docs/rules-decisions.md S14).
      if (outcome >= 0) {
        if (outcome >= NUM_DEV_TYPES || (s[DECK + outcome]! <= 0 && hasStream(s))) throw new Error(`gift_card: no such card left in the deck (outcome ${outcome})`);
        if (s[DECK + outcome]! > 0) s[DECK + outcome]!--;
        s[DECK_COUNT]!--;
        s[L.devNew + p * NUM_DEV_TYPES + outcome]!++;
        s[L.devCount + p]!++;
        s[L.newCount + p]!++;
      }
      raiseInterrupts(st, X);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'gift_card', card: o >= 0 ? DEV_NAMES[o] : null }),
      read: {
        gift_card(r, e) {
          if (e.card === null || e.card === undefined) return [[0, -1]];
          const k = devIndex(String(e.card));
          if (k < 0) throw r.error(`unknown card ${JSON.stringify(e.card)}`);
          return [[0, k]];
        },
      },
    },
  };
  g.kinds[A_GIFT_CARD] = GIFT_CARD;

  // The first ship built or moved onto a gift's edge claims it.
  const claim = (st: GameState, p: number, e: number): void => {
    const { game, s } = st;
    const list = gifts(game);
    for (let i = 0; i < list.length; i++) {
      if (list[i]!.edge !== e || (s[TF.taken]! & (1 << i)) !== 0) continue;
      s[TF.taken]! |= 1 << i;
      const gift = list[i]!.gift;
      if (gift === 'vp') awardChits(game, s, F, p, 1);
      else if (gift === 'dev') s[TF.cards + p]!++;
      else s[TF.held + p]! |= 1 << i;
    }
    raiseInterrupts(st, X);
  };
  onShipPlaced(g, claim);

  // The robber never returns to the desert it started on.
  const robber = g.phases[PH_MOVE_ROBBER]!;
  g.phases[PH_MOVE_ROBBER] = {
    ...robber,
    legal(st, out) {
      const n = robber.legal(st, out);
      const start = st.game.board.robberStart;
      let k = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS === A_ROBBER && (a & ARG_MASK) >>> 3 === start) continue;
        out[k++] = a;
      }
      return k;
    },
  };

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const { game, s } = st;
    const list = gifts(game);
    if (list.length > MAX_GIFTS) throw new Error(`forgotten-tribe: ${list.length} gifts, at most ${MAX_GIFTS}`);
    const harbors = list.filter((x) => x.gift === 'harbor').length;
    if (harbors > MAX_PLACED) throw new Error(`forgotten-tribe: ${harbors} harbor gifts, at most ${MAX_PLACED}`);
    // The harbor tokens go face down on their spots and are turned up: one of each resource, the rest 3:1.
    const pool = Array.from({ length: harbors }, (_, i) => (i < 5 ? i : HARBOR_GENERIC));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = nextInt(s, RNG, i + 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    let k = 0;
    list.forEach((x, i) => {
      if (x.gift === 'harbor') s[TF.giftHarbor + i] = pool[k++]!;
    });
  };

  g.invariants.push({
    name: 'tribe-gifts',
    check({ game, s }, fail) {
      const list = gifts(game);
      let held = 0;
      for (let p = 0; p < L.players; p++) {
        if ((held & s[TF.held + p]!) !== 0) fail(`harbor gift held by two seats`);
        held |= s[TF.held + p]!;
        if ((s[TF.held + p]! & ~s[TF.taken]!) !== 0) fail(`seat ${p} holds a gift nobody took`);
        if (s[TF.cards + p]! < 0) fail(`seat ${p}: negative card gifts`);
      }
      if (s[TF.taken]! >>> list.length !== 0) fail(`gifts taken beyond the ${list.length} on the board`);
      if (s[TF.placedCount]! < 0 || s[TF.placedCount]! > MAX_PLACED) fail(`placed harbors ${s[TF.placedCount]}`);
    },
  });
}

export const FORGOTTEN_TRIBE_RULES: RuleSetModule = {
  name: 'forgotten-tribe',
  summary: "The Forgotten Tribe: the tribe's gifts (VP, development cards, harbors) for the first ship on their edges",
  ids: ID_BLOCKS['forgotten-tribe'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'forgotten-tribe',
  install,
};
