// Card classes, costs over every hand kind, maritime trade of a rule set's cards, and decks, through
// the public API: a toy rule set adds coins (public, not counted in the hand limit, never discarded
// or stolen), cloth (traded with the bank) and a deck of omens with piles, and games use them; a
// second toy adds a deck of tides that takes cards back and shows one kind when drawn.

import { describe, expect, it } from 'vitest';
import {
  A_DISCARD,
  A_MARITIME,
  A_ROBBER,
  A_ROLL,
  ARG_BITS,
  BRICK,
  CARD_PUBLIC,
  CARD_STOLEN,
  LUMBER,
  apply,
  applyWithOutcome,
  canAfford,
  cardIndex,
  cardIs,
  chanceOutcomes,
  checkInvariants,
  countedHand,
  createGame,
  deckOutcomes,
  deckSample,
  determinize,
  drawToPile,
  handCost,
  layout,
  legalActions,
  maritimeArg,
  maxActions,
  newState,
  overClassLimit,
  pay,
  playFromPile,
  randomBoard,
  returnUnder,
  seatView,
  takeTop,
  cardsLeft,
  stealableHand,
  type CardKinds,
  type Deck,
  type GameState,
  type RuleSetModule,
} from '../src/index.js';
import { makeRandom } from '../src/engine/rng.js';

const { CUR, PHASE, PH_DISCARD, PH_MAIN, PH_PRE_ROLL, PH_MOVE_ROBBER, TURN_PLAYER } = layout;

const A_OMEN = 500;
/** Both dice for a 7 as the roll's outcome: (d1 - 1) * 6 + (d2 - 1). */
const SEVEN = 2 * 6 + 3;

/** What the toy installed, for the tests to read. */
interface Toy {
  coins: CardKinds;
  cloth: CardKinds;
  omens: Deck;
}

function toyRules(out: Partial<Toy>): RuleSetModule {
  return {
    name: 'cards-toy',
    summary: 'coins, cloth and omens',
    ids: { kinds: [A_OMEN, A_OMEN + 1] },
    appliesTo: () => false,
    install(g) {
      out.coins = g.cards(['coin'], 10, { counted: false, discarded: false, stolen: false, public: true, limit: 4 });
      out.cloth = g.cards(['cloth'], 10, { maritime: true });
      const omens = g.deck('omens', ['storm', 'calm', 'feast'], [3, 2, 1], { piles: true, played: true });
      out.omens = omens;
      g.kinds[A_OMEN] = {
        name: 'omen',
        argBits: 0,
        maxOutcomes: 3,
        outcomes: ({ s }, _arg, values, weights) => deckOutcomes(s, omens, values, weights),
        sample: ({ s }) => deckSample(s, omens),
        apply: ({ s }, _arg, outcome) => drawToPile(s, omens, s[CUR]!, outcome, 'omen'),
        describe: () => '',
        record: { write: (w, _a, o) => ({ p: w.st.s[CUR]!, a: 'omen', card: o }), read: { omen: (_r, e) => [[0, Number(e.card)]] } },
      };
    },
  };
}

function toyGame(seed: string): { st: GameState; toy: Toy } {
  const toy: Partial<Toy> = {};
  const game = createGame(randomBoard(seed), { players: 4, turnCap: 200 }, [toyRules(toy)]);
  return { st: newState(game, seed), toy: toy as Toy };
}

/** Plays random legal actions until seat 0 is about to roll on its first turn. */
function toFirstRoll(st: GameState): void {
  const out = new Int32Array(maxActions(st.game));
  const rand = makeRandom('cards:setup');
  while (!(st.s[PHASE] === PH_PRE_ROLL && st.s[TURN_PLAYER] === 0)) {
    const n = legalActions(st, out);
    apply(st, out[Math.floor(rand() * n)]!);
  }
}

/** Moves n cards of hand kind k between the bank and seat p's hand (negative n: back to the bank). */
function give(st: GameState, p: number, k: number, n: number): void {
  const { game, s } = st;
  s[game.bankSlot[k]!]! -= n;
  s[game.cardSlot[p * game.handKinds + k]!]! += n;
  s[game.layout.handTotal + p]! += n;
}

function emptyHands(st: GameState): void {
  const { game, s } = st;
  for (let p = 0; p < game.seats; p++) for (let k = 0; k < game.handKinds; k++) give(st, p, k, -s[game.cardSlot[p * game.handKinds + k]!]!);
}

function held(st: GameState, p: number, k: number): number {
  return st.s[st.game.cardSlot[p * st.game.handKinds + k]!]!;
}

function legal(st: GameState): number[] {
  const out = new Int32Array(maxActions(st.game));
  return Array.from(out.subarray(0, legalActions(st, out)));
}

describe('card classes', () => {
  it('coins: public, outside the hand limit, never discarded nor stolen; the flags say so', () => {
    const { st, toy } = toyGame('cards:flags');
    const coin = cardIndex(st.game, 'coin');
    expect(coin).toBe(5);
    expect(cardIs(st.game, coin, CARD_PUBLIC)).toBe(true);
    expect(cardIs(st.game, coin, CARD_STOLEN)).toBe(false);
    expect(cardIs(st.game, BRICK, CARD_STOLEN)).toBe(true);
    expect(toy.coins.limit).toBe(4);
  });

  it('a 7 counts and takes only the classes it measures; the robber passes a seat holding coins alone', () => {
    const { st } = toyGame('cards:seven');
    toFirstRoll(st);
    emptyHands(st);
    const coin = cardIndex(st.game, 'coin');
    give(st, 1, BRICK, 8);
    give(st, 1, coin, 5);
    give(st, 2, LUMBER, 7);
    give(st, 2, coin, 2);
    give(st, 3, coin, 3);
    expect(countedHand(st.game, st.s, 1)).toBe(8);
    expect(stealableHand(st.game, st.s, 3)).toBe(0);
    expect(checkInvariants(st)).toEqual([]);
    applyWithOutcome(st, A_ROLL << ARG_BITS, SEVEN);
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    expect(st.s[CUR]).toBe(1);
    expect(st.s[st.game.layout.toDiscard + 1]).toBe(4);
    expect(st.s[st.game.layout.toDiscard + 2]).toBe(0);
    // Only brick is offered, though the seat holds coins.
    expect(legal(st)).toEqual([(A_DISCARD << ARG_BITS) | BRICK]);
    for (let i = 0; i < 4; i++) apply(st, (A_DISCARD << ARG_BITS) | BRICK);
    expect(held(st, 1, coin)).toBe(5);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    const victims = new Set(legal(st).map((a) => (a & 7) - 1));
    expect(victims.has(3)).toBe(false);
    // Seat 1's steal outcomes are its brick only.
    const robAt1 = legal(st).find((a) => (a & 7) - 1 === 1)!;
    expect(robAt1 >>> ARG_BITS).toBe(A_ROBBER);
    const values = new Int32Array(32);
    const weights = new Int32Array(32);
    const n = chanceOutcomes(st, robAt1, values, weights);
    expect(Array.from(values.subarray(0, n))).toEqual([BRICK]);
    expect(Array.from(weights.subarray(0, n))).toEqual([4]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('a rule set raises one seat\'s discard limit (city walls): that seat keeps its hand on a 7', () => {
    // Seat 2 has "walls": two more cards before a 7 halves its hand.
    const walls: RuleSetModule = {
      name: 'walls-toy',
      summary: 'seat 2 holds two more cards on a 7',
      appliesTo: () => false,
      install(g) {
        const before = g.hooks.discardLimit;
        g.hooks.discardLimit = (game, s, p) => before(game, s, p) + (p === 2 ? 2 : 0);
      },
    };
    const game = createGame(randomBoard('cards:walls'), { players: 4, turnCap: 200 }, [walls]);
    const st = newState(game, 'cards:walls');
    toFirstRoll(st);
    emptyHands(st);
    give(st, 1, BRICK, 9);
    give(st, 2, LUMBER, 9);
    give(st, 3, LUMBER, 10);
    expect(game.hooks.discardLimit(game, st.s, 2)).toBe(9);
    expect(game.hooks.discardLimit(game, st.s, 1)).toBe(7);
    applyWithOutcome(st, A_ROLL << ARG_BITS, SEVEN);
    expect(st.s[st.game.layout.toDiscard + 1]).toBe(4);
    expect(st.s[st.game.layout.toDiscard + 2]).toBe(0);
    expect(st.s[st.game.layout.toDiscard + 3]).toBe(5);
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    expect(st.s[CUR]).toBe(1);
    for (let i = 0; i < 4; i++) apply(st, (A_DISCARD << ARG_BITS) | BRICK);
    expect(st.s[CUR]).toBe(3);
    expect(held(st, 2, LUMBER)).toBe(9);
  });

  it('views show other seats\' coins and hide their cloth; determinize keeps the coins where they are', () => {
    const { st } = toyGame('cards:view');
    toFirstRoll(st);
    const coin = cardIndex(st.game, 'coin');
    const cloth = cardIndex(st.game, 'cloth');
    give(st, 2, coin, 3);
    give(st, 2, cloth, 2);
    const view = seatView(st, 0);
    expect(held(view, 2, coin)).toBe(3);
    expect(held(view, 2, cloth)).toBe(0);
    const rand = makeRandom('cards:det');
    for (let i = 0; i < 20; i++) {
      const d = determinize(view, 0, rand);
      expect(held(d, 2, coin)).toBe(3);
      for (let p = 1; p < 4; p++) expect(held(d, p, coin)).toBe(held(st, p, coin));
      let clothHeld = 0;
      for (let p = 1; p < 4; p++) clothHeld += held(d, p, cloth);
      expect(clothHeld).toBe(2);
      expect(checkInvariants(d)).toEqual([]);
    }
  });

  it('cloth trades with the bank at 4:1 for resources; coins do not', () => {
    const { st } = toyGame('cards:maritime');
    toFirstRoll(st);
    applyWithOutcome(st, A_ROLL << ARG_BITS, 0);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    emptyHands(st);
    const { game } = st;
    const cloth = cardIndex(game, 'cloth');
    const coin = cardIndex(game, 'coin');
    give(st, 0, cloth, 4);
    give(st, 0, coin, 4);
    const trades = legal(st).filter((a) => a >>> ARG_BITS === A_MARITIME);
    expect(trades).toContain((A_MARITIME << ARG_BITS) | maritimeArg(game, cloth, BRICK));
    expect(trades.map((a) => Math.floor((a & ((1 << ARG_BITS) - 1)) / game.maritimeWidth))).not.toContain(coin);
    apply(st, (A_MARITIME << ARG_BITS) | maritimeArg(game, cloth, BRICK));
    expect(held(st, 0, cloth)).toBe(0);
    expect(held(st, 0, BRICK)).toBe(1);
    expect(st.s[game.bankSlot[cloth]!]).toBe(10);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('a cost over hand kinds: afforded and paid with a rule set\'s cards; a class limit counts its cards', () => {
    const { st, toy } = toyGame('cards:cost');
    toFirstRoll(st);
    emptyHands(st);
    const { game, s } = st;
    const cloth = cardIndex(game, 'cloth');
    const coin = cardIndex(game, 'coin');
    const cost = handCost({ [BRICK]: 1, [cloth]: 2 });
    expect(cost.length).toBe(cloth + 1);
    give(st, 0, BRICK, 1);
    give(st, 0, cloth, 1);
    expect(canAfford(game, s, 0, cost)).toBe(false);
    give(st, 0, cloth, 1);
    expect(canAfford(game, s, 0, cost)).toBe(true);
    pay(game, s, 0, cost);
    expect([held(st, 0, BRICK), held(st, 0, cloth), s[game.layout.handTotal]]).toEqual([0, 0, 0]);
    expect(checkInvariants(st)).toEqual([]);
    give(st, 0, coin, 6);
    expect(overClassLimit(game, s, 0, toy.coins)).toBe(2);
  });
});

describe('decks', () => {
  it('a deck starts full; draws are chance outcomes weighted by what is left, into the drawer\'s pile', () => {
    const { st, toy } = toyGame('decks:draw');
    const d = toy.omens;
    const { s } = st;
    expect([s[d.counts], s[d.counts + 1], s[d.counts + 2], s[d.size]]).toEqual([3, 2, 1, 6]);
    const values = new Int32Array(3);
    const weights = new Int32Array(3);
    const n = chanceOutcomes(st, A_OMEN << ARG_BITS, values, weights);
    expect([Array.from(values.subarray(0, n)), Array.from(weights.subarray(0, n))]).toEqual([[0, 1, 2], [3, 2, 1]]);
    applyWithOutcome(st, A_OMEN << ARG_BITS, 2);
    expect(chanceOutcomes(st, A_OMEN << ARG_BITS, values, weights)).toBe(2);
    expect(() => applyWithOutcome(st, A_OMEN << ARG_BITS, 2)).toThrow(/no such card left in the omens deck/);
    expect([s[d.piles + 2], s[d.pileSizes], s[d.size]]).toEqual([1, 1, 5]);
  });

  it('views hide the order and the other seats\' piles; determinize deals the unseen cards again, consistently', () => {
    const { st, toy } = toyGame('decks:view');
    const d = toy.omens;
    const { s } = st;
    apply(st, A_OMEN << ARG_BITS); // seat 0
    s[CUR] = 1;
    apply(st, A_OMEN << ARG_BITS);
    apply(st, A_OMEN << ARG_BITS);
    const first = [0, 1, 2].find((k) => s[d.piles + 3 + k]! > 0)!;
    playFromPile(s, d, 1, first);
    s[CUR] = 0;
    const view = seatView(st, 0);
    const v = view.s;
    expect([v[d.counts], v[d.counts + 1], v[d.counts + 2]]).toEqual([0, 0, 0]);
    expect(v[d.size]).toBe(3);
    expect([v[d.piles + 3], v[d.piles + 4], v[d.piles + 5]]).toEqual([0, 0, 0]);
    expect(v[d.pileSizes + 1]).toBe(1);
    expect(v[d.played + first]).toBe(1);
    // Seat 0's own pile stays in sight.
    expect([0, 1, 2].map((k) => v[d.piles + k])).toEqual([0, 1, 2].map((k) => s[d.piles + k]));
    const rand = makeRandom('decks:det');
    const seatOneHolds = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const t = determinize(view, 0, rand).s;
      let deck = 0;
      for (let k = 0; k < 3; k++) {
        let where = t[d.counts + k]! + t[d.played + k]!;
        for (let p = 0; p < 4; p++) where += t[d.piles + p * 3 + k]!;
        expect(where).toBe(d.totals[k]);
        deck += t[d.counts + k]!;
        if (t[d.piles + 3 + k]! > 0) seatOneHolds.add(k);
      }
      expect(deck).toBe(3);
      expect(t[d.piles + 3]! + t[d.piles + 4]! + t[d.piles + 5]!).toBe(1);
    }
    // The hidden card is dealt at random, not copied from the real state.
    expect(seatOneHolds.size).toBeGreaterThan(1);
  });

  it('the development deck is the first deck, with the supply\'s totals', () => {
    const { st } = toyGame('decks:dev');
    const dev = st.game.decks[0]!;
    expect(dev.name).toBe('development');
    expect(dev.totals).toEqual(st.game.supply.devDeck);
    expect(st.s[dev.size]).toBe(25);
    expect(st.game.decks.map((x) => x.name)).toEqual(['development', 'omens']);
    const six = createGame(randomBoard('decks:six'), { players: 4 });
    expect(six.decks.length).toBe(1);
  });
});

describe('a deck that takes cards back', () => {
  function tideGame(seed: string): { st: GameState; d: Deck } {
    let d: Deck | null = null;
    const rules: RuleSetModule = {
      name: 'tides-toy',
      summary: 'a deck of tides',
      appliesTo: () => false,
      install(g) {
        d = g.deck('tides', ['ebb', 'flow', 'surge'], [2, 2, 1], { piles: true, played: true, revealed: ['surge'], returns: true });
      },
    };
    const game = createGame(randomBoard(seed), { players: 4 }, [rules]);
    return { st: newState(game, seed), d: d! };
  }
  /** Seat p takes the top card (kind k while shuffled cards are left) into its pile, a revealed kind to the played pile. */
  const draw = (s: Int32Array, d: Deck, p: number, k: number) => {
    const kind = takeTop(s, d, k, 'tide');
    if (kind === 2) s[d.played + kind]!++;
    else {
      s[d.piles + p * 3 + kind]!++;
      s[d.pileSizes + p]!++;
    }
    return kind;
  };
  const give = (s: Int32Array, d: Deck, p: number, k: number, knower: number) => {
    s[d.piles + p * 3 + k]!--;
    s[d.pileSizes + p]!--;
    returnUnder(s, d, k, knower);
  };

  it('returned cards wait in order under the shuffled ones; the view hides those only their giver saw; determinize deals them', () => {
    const { st, d } = tideGame('decks:tides');
    const { s } = st;
    draw(s, d, 1, 0);
    draw(s, d, 1, 1);
    draw(s, d, 2, 0);
    draw(s, d, 2, 1);
    draw(s, d, 3, 2);
    expect([s[d.size], cardsLeft(s, d)]).toEqual([0, 0]);
    give(s, d, 1, 0, -1); // played face up
    give(s, d, 2, 1, 2); // discarded: seat 2 alone knows it
    expect(cardsLeft(s, d)).toBe(2);
    const v = seatView(st, 0).s;
    expect([v[d.returned], v[d.returned + 1]]).toEqual([1, 3 << 8]);
    expect(seatView(st, 2).s[d.returned + 1]).toBe(2 | (3 << 8));
    const rand = makeRandom('decks:tides');
    const dealt = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const t = determinize(seatView(st, 0), 0, rand).s;
      expect(t[d.returned]).toBe(1);
      // The hidden card is an ebb or a flow, never the surge (shown when drawn).
      const k = (t[d.returned + 1]! & 0xff) - 1;
      expect([0, 1]).toContain(k);
      dealt.add(k);
      expect([1, 2, 3].map((p) => t[d.pileSizes + p])).toEqual([1, 1, 0]);
      const where = [0, 1, 2].map((x) => t[d.played + x]! + [0, 1, 2, 3].reduce((n, p) => n + t[d.piles + p * 3 + x]!, 0) + (x === 0 ? 1 : 0) + (k === x ? 1 : 0));
      expect(where).toEqual([2, 2, 1]);
    }
    expect(dealt.size).toBe(2);
    // Drawn oldest first, with no chance outcome to give.
    expect(draw(s, d, 3, -1)).toBe(0);
    expect(draw(s, d, 3, -1)).toBe(1);
    expect(() => draw(s, d, 3, -1)).toThrow(/tides deck is empty/);
  });
});
