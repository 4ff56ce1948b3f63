// The proof that the rule-set seam works: a toy rule set built here, in the test folder, through
// the public interface alone (src/index.ts), and games played with it. It changes production (a 2
// pays twice), the robber (never onto the desert), adds an action kind with a state field, a
// main-phase source, a turn-end reset, a record entry and an invariant of its own, and a card kind
// (fish, caught on a 12, traded between players) that hands hold like resources. A second toy, the
// guild (below), installed after it, uses the decision queue, a deck of its own, a card class
// traded between players, a piece table and a bot kit.

import { describe, expect, it } from 'vitest';
import {
  A_ACCEPT,
  A_CONFIRM,
  A_DISCARD,
  A_END_TURN,
  A_OFFER,
  A_ROBBER,
  A_ROLL,
  A_SETTLEMENT,
  A_TRADE_ADD,
  A_TRADE_DROP,
  A_TRADE_SEND,
  ARG_BITS,
  ARG_MASK,
  BRICK,
  CARD_COUNTED,
  CARD_DISCARDED,
  CARD_STOLEN,
  CARD_TRADED,
  COUNTER_FLAG,
  DESERT,
  GRAIN,
  LUMBER,
  NUM_RESOURCES,
  ORE,
  SIDE_DRAFT_GET,
  SIDE_DRAFT_GIVE,
  SIDE_OFFER_GET,
  SIDE_OFFER_GIVE,
  SeatView,
  WOOL,
  action,
  addPiece,
  sideCards,
  sideCounterGet,
  sideCounterGive,
  sideEmpty,
  tradeAddArg,
  apply,
  attrIndex,
  builtinBot,
  cardIs,
  chanceOutcomes,
  decisionDepth,
  deckOutcomes,
  deckSample,
  drawToPile,
  movePiece,
  phaseName,
  pieceAt,
  pieceAttr,
  pieceOwner,
  piecePlace,
  pieceTableErrors,
  piecesOf,
  playFromPile,
  pushDecision,
  setPieceAttr,
  topDecision,
  type BotKit,
  type PhasePolicy,
  type PieceTable,
  applyWithOutcome,
  checkInvariants,
  createGame,
  createRandomBot,
  describeAction,
  determinize,
  kindName,
  legalActions,
  makeRecord,
  maxActions,
  newState,
  playGame,
  randomBoard,
  replaceInvariant,
  replayRecordOn,
  seatView,
  type GameState,
  type RuleSetModule,
} from '../src/index.js';
import { layout } from '../src/index.js';
import { makeRandom } from '../src/engine/rng.js';
import { inMainPhase } from '../src/engine/position.js';
import { readableView } from '../src/tournament/external/readable.js';

const { BANK, CUR, OFFER, OFFERS_MADE, PHASE, PH_DISCARD, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, ROBBER, TURN, TURN_PLAYER } = layout;

/** The toy's own ids: a block no registered rule set uses. */
const A_SWAP = 500;
/** Fish cards in the game. */
const FISH = 6;
/** The fish's hand kind: the first after the resources. */
const FISH_KIND = NUM_RESOURCES;

const TOY: RuleSetModule = {
  name: 'toy',
  summary: 'house rules: a 2 pays twice, the robber avoids the desert, 2 wool for 1 grain once a turn, fish',
  ids: { kinds: [A_SWAP, A_SWAP + 1] },
  appliesTo: () => false, // never chosen by options: the test passes it explicitly
  install(g) {
    const SWAPPED = g.field('toy.swapped');
    const fish = g.cards(['fish'], FISH, { traded: true });

    // A 2 pays twice; a 12 also brings the player on turn a fish, while the bank has one.
    const produce = g.hooks.produce;
    g.hooks.produce = (st, roll) => {
      produce(st, roll);
      if (roll === 2) produce(st, roll);
      const { game, s } = st;
      if (roll === 12 && s[fish.bank]! > 0) {
        const tp = s[TURN_PLAYER]!;
        s[fish.bank]!--;
        s[fish.hand + tp]!++;
        s[game.layout.handTotal + tp]!++;
      }
    };

    const robber = g.phases[PH_MOVE_ROBBER]!;
    g.phases[PH_MOVE_ROBBER] = {
      ...robber,
      legal(st, out) {
        const n = robber.legal(st, out);
        let k = 0;
        for (let i = 0; i < n; i++) {
          const h = (out[i]! & ((1 << ARG_BITS) - 1)) >>> 3;
          if (st.game.board.hexTerrain[h] !== DESERT) out[k++] = out[i]!;
        }
        return k;
      },
    };

    // A source of its own at the end of the main phase's list: the swap, once a turn.
    g.phaseList(PH_MAIN).add({
      name: 'toy_swap',
      maxActions: 1,
      list({ game, s }, out, n) {
        const p = s[CUR]!;
        if (s[SWAPPED] === 0 && s[game.layout.hand + p * NUM_RESOURCES + WOOL]! >= 2 && s[BANK + GRAIN]! > 0) out[n++] = A_SWAP << ARG_BITS;
        return n;
      },
    });

    g.kinds[A_SWAP] = {
      name: 'toy_swap',
      argBits: 0,
      apply({ game, s }) {
        const L = game.layout;
        const p = s[CUR]!;
        s[L.hand + p * NUM_RESOURCES + WOOL]! -= 2;
        s[BANK + WOOL]! += 2;
        s[BANK + GRAIN]!--;
        s[L.hand + p * NUM_RESOURCES + GRAIN]!++;
        s[L.handTotal + p]!--;
        s[SWAPPED] = 1;
      },
      describe: () => '2 wool -> 1 grain',
      record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'toy_swap' }), read: { toy_swap: () => [[0, -1]] } },
    };

    const turnEnded = g.hooks.turnEnded;
    g.hooks.turnEnded = (st, p) => {
      turnEnded(st, p);
      st.s[SWAPPED] = 0;
    };

    replaceInvariant(g, {
      name: 'toy.swapped',
      check: ({ s }, fail) => {
        if (s[SWAPPED] !== 0 && s[SWAPPED] !== 1) fail(`toy.swapped is ${s[SWAPPED]}`);
      },
    });
  },
};

function toyGame(seed: string) {
  return createGame(randomBoard(seed), { players: 4 }, [TOY]);
}

/** Plays to the end with uniform random choices, checking every invariant after every step. */
function playChecked(st: GameState, seed: number, onStep: (a: number) => void): number {
  const out = new Int32Array(maxActions(st.game));
  let x = seed;
  let steps = 0;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    expect(n).toBeGreaterThan(0);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const a = out[x % n]!;
    apply(st, a);
    onStep(a);
    const errors = checkInvariants(st);
    if (errors.length) throw new Error(`step ${steps}: ${errors.join('; ')}`);
    steps++;
  }
  return steps;
}

describe('a toy rule set through the public rule-set interface', () => {
  it('is installed after the rule sets the options choose, with its own state field', () => {
    const game = toyGame('toy:0');
    expect(game.ruleSets).toEqual(['base', 'toy']);
    expect(game.ruleset).toBe('base');
    // Right after the standard fields, where a base game (no fields of its own) keeps its discards (Layout.discards).
    expect(game.layout.fields['toy.swapped']).toBe(createGame(randomBoard('toy:0'), { players: 4 }).layout.discards);
    expect(kindName(game, A_SWAP)).toBe('toy_swap');
    expect(describeAction(game, A_SWAP << ARG_BITS)).toBe('toy_swap 2 wool -> 1 grain');
  });

  it('a 2 pays twice: a settlement on the 2 collects two cards', () => {
    for (let i = 0; i < 20; i++) {
      const game = toyGame(`toy:two:${i}`);
      const b = game.board;
      const hex = b.tokenHexList[b.tokenHexStart[2]!]!;
      const st = newState(game, 'x');
      const node = b.hexNodes[hex * 6]!;
      // Set-up: seat 0 settles on the 2's corner; then force a 2.
      applyWithOutcome(st, (A_SETTLEMENT << ARG_BITS) | node, -1);
      const L = game.layout;
      const r = b.hexTerrain[hex]!;
      const before = st.s[L.hand + r]!;
      const produce = game.hooks.produce;
      produce(st, 2);
      expect(st.s[L.hand + r]! - before).toBe(2);
      produce(st, 3);
      expect(checkInvariants(st)).toEqual([]);
    }
  });

  it('the robber never moves onto the desert, and random games end with every invariant holding', () => {
    let swaps = 0;
    let robberMoves = 0;
    // Few games: checkInvariants after every step is the cost.
    for (let i = 0; i < 4; i++) {
      const game = toyGame(`toy:play:${i}`);
      const desert = game.board.landHexes.find((h) => game.board.hexTerrain[h] === DESERT)!;
      const st = newState(game, `toy:play:${i}`);
      playChecked(st, i + 1, (a) => {
        const kind = a >>> ARG_BITS;
        if (kind === A_SWAP) swaps++;
        if (kind === A_ROBBER) {
          robberMoves++;
          expect(st.s[ROBBER]).not.toBe(desert);
        }
      });
    }
    expect(swaps).toBeGreaterThan(0);
    expect(robberMoves).toBeGreaterThan(0);
  });

  it('the toy action is at most once a turn', () => {
    const game = toyGame('toy:once');
    const st = newState(game, 'toy:once');
    const out = new Int32Array(maxActions(game));
    let x = 7;
    let checked = 0;
    while (st.s[PHASE] !== PH_GAME_OVER && checked < 5) {
      const n = legalActions(st, out);
      const list = Array.from(out.subarray(0, n));
      const swap = list.indexOf(A_SWAP << ARG_BITS);
      if (swap >= 0) {
        apply(st, A_SWAP << ARG_BITS);
        expect(Array.from(out.subarray(0, legalActions(st, out)))).not.toContain(A_SWAP << ARG_BITS);
        checked++;
        continue;
      }
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      apply(st, list[x % n]!);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('bots play it, and its games record and replay with the toy entries', () => {
    for (let i = 0; i < 6; i++) {
      const seed = `toy:bots:${i}`;
      const game = toyGame(seed);
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { result, trace, state } = playGame(game, seed, bots, { trace: true });
      expect(result.forfeit).toBeNull();
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const replay = replayRecordOn(toyGame(seed), JSON.parse(JSON.stringify(rec)));
      expect(Array.from(replay.state.s)).toEqual(Array.from(state.s));
      if (trace!.actions.some((a) => a >>> ARG_BITS === A_SWAP)) expect(rec.log.some((e) => e.a === 'toy_swap')).toBe(true);
    }
  });

  it('fish are hand cards: caught on a 12, hidden from others, dealt back by determinize, discarded, stolen and recorded', () => {
    let caught = 0;
    let discarded = 0;
    let stolen = 0;
    for (let i = 0; i < 40 && (discarded === 0 || stolen === 0); i++) {
      const seed = `toy:fish:${i}`;
      const game = toyGame(seed);
      const fishAt = (s: Int32Array, p: number) => s[game.cardSlot[p * game.handKinds + NUM_RESOURCES]!]!;
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { trace, state } = playGame(game, seed, bots, { trace: true });
      const st = newState(game, seed);
      for (let k = 0; k < trace!.actions.length; k++) {
        const a = trace!.actions[k]!;
        const o = trace!.outcomes[k]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_DISCARD && (a & ((1 << ARG_BITS) - 1)) === NUM_RESOURCES) discarded++;
        if (kind === A_ROBBER && o === NUM_RESOURCES) stolen++;
        const before = [0, 1, 2, 3].map((p) => fishAt(st.s, p));
        applyWithOutcome(st, a, o);
        caught += [0, 1, 2, 3].reduce((n, p) => n + Math.max(0, fishAt(st.s, p) - before[p]!), 0);
        if (k % 50 === 0) {
          const seat = k % 4;
          const view = seatView(st, seat);
          for (let p = 0; p < 4; p++) if (p !== seat) expect(fishAt(view.s, p)).toBe(0);
          const d = determinize(view, seat, makeRandom(`${seed}:${k}`));
          expect(checkInvariants(d)).toEqual([]);
          for (let p = 0; p < 4; p++) expect(d.s[game.layout.handTotal + p]).toBe(st.s[game.layout.handTotal + p]);
        }
      }
      expect(Array.from(st.s)).toEqual(Array.from(state.s));
      expect(checkInvariants(st)).toEqual([]);
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      expect(Array.from(replayRecordOn(toyGame(seed), JSON.parse(JSON.stringify(rec))).state.s)).toEqual(Array.from(state.s));
      if (discarded > 0) expect(rec.log.some((e) => e.a === 'discard' && (e.cards as Record<string, number>).fish)).toBe(true);
    }
    expect(caught).toBeGreaterThan(0);
    expect(discarded).toBeGreaterThan(0);
    expect(stolen).toBeGreaterThan(0);
  });

  it('an id outside its block is refused', () => {
    const rogue: RuleSetModule = { ...TOY, name: 'rogue', ids: { kinds: [600, 601] } };
    expect(() => createGame(randomBoard('toy:rogue'), { players: 4 }, [rogue])).toThrow(/kind id 500 is outside its block \[600, 601\)/);
  });
});

// A second toy rule set, installed after the first, on the seam's shared mechanics: a charter deck
// of its own (coin, scout, drill; drawn for a grain into a hidden pile); a draw makes every other
// seat, in turn order from the drawer's left, answer on the decision queue (take a token from the
// bank or pass) before play returns to the drawer; tokens are a card class counted in the hand
// limit but never discarded nor stolen; a scout is a piece with a level and an active flag that
// moves along its owner's roads once a turn and is promoted by a drill; and a bot kit with a
// policy for the answering phase and an evaluation term. Tokens and fish are traded between
// players: with them a guild game trades seven kinds, so its trade bundles take two words a side.

const A_DRAW = 510;
const A_PLAY = 511;
const A_WITNESS = 512;
const A_SCOUT = 513;
const PH_WITNESS = 60;
/** The charter deck's kinds (draw outcomes) and how many of each. */
const COIN = 0;
const SCOUT = 1;
const DRILL = 2;
const CHARTER = ['coin', 'scout', 'drill'];
const CHARTER_TOTALS = [8, 4, 6];
const TOKENS = 12;
const MAX_LEVEL = 3;
/** A witness's answers. */
const PASS = 0;
const TAKE = 1;

/** The guild's parts in a game, found by name as a bot or a test would. */
function guildOf(game: GameState['game']) {
  const f = game.layout.fields;
  const deck = game.decks.find((d) => d.name === 'charter')!;
  const token = game.cardNames.indexOf('token');
  return { deck, token, owes: f['guild.owes']!, drawn: f['guild.drawn']!, obligation: game.obligations.findIndex((o) => o.name === 'witness') };
}

function guild(kit?: BotKit): RuleSetModule {
  return {
    name: 'guild',
    summary: 'a charter deck, witnesses, tokens and a scout',
    ids: { kinds: [A_DRAW, A_SCOUT + 1], phases: [PH_WITNESS, PH_WITNESS + 1] },
    appliesTo: () => false,
    kit,
    install(g) {
      const owes = g.field('guild.owes');
      const drawn = g.field('guild.drawn');
      const deck = g.deck('charter', CHARTER, CHARTER_TOTALS, { piles: true, played: true });
      const tokens = g.cards(['token'], TOKENS, { discarded: false, stolen: false, traded: true });
      const scouts = g.pieceTable('scout', { place: 'node', capacity: g.seats, attributes: ['level', 'active'] });
      const LEVEL = attrIndex(scouts, 'level');
      const ACTIVE = attrIndex(scouts, 'active');
      const pileOf = (s: Int32Array, p: number, k: number) => s[deck.piles + p * CHARTER.length + k]!;

      /** Seat p's scout row, or -1 (one scout a seat). */
      const scoutOf = (s: Int32Array, p: number) => {
        for (let i = 0; i < scouts.capacity; i++) if (pieceOwner(s, scouts, i) === p) return i;
        return -1;
      };
      /** Where a new scout of p starts: its first settlement or city by node id with no scout on it. */
      const home = ({ game, s }: GameState, p: number) => {
        const L = game.layout;
        for (let node = 0; node < game.board.numNodes; node++) {
          const mine = layout.hasBit(s, L.settle + p * L.nodeWords, node) || layout.hasBit(s, L.city + p * L.nodeWords, node);
          if (mine && pieceAt(s, scouts, node) < 0) return node;
        }
        return -1;
      };
      const giveToken = ({ game, s }: GameState, p: number, n: number) => {
        const k = Math.min(n, s[tokens.bank]!);
        s[tokens.bank]! -= k;
        s[tokens.hand + p]! += k;
        s[game.layout.handTotal + p]! += k;
      };

      // Every seat but the drawer answers, in turn order from the drawer's left.
      const witness = g.obligation({
        name: 'witness',
        phase: PH_WITNESS,
        next: ({ game, s }) => {
          const tp = s[TURN_PLAYER]!;
          for (let i = 1; i < game.seats; i++) {
            const q = (tp + i) % game.seats;
            if ((s[owes]! & (1 << q)) !== 0) return q;
          }
          return -1;
        },
      });

      g.phaseList(PH_MAIN).add({
        name: 'guild',
        maxActions: 1 + CHARTER.length + 3,
        list(st, out, n) {
          const { game, s } = st;
          const L = game.layout;
          const p = s[CUR]!;
          if (s[drawn] === 0 && s[deck.size]! > 0 && s[L.hand + p * NUM_RESOURCES + GRAIN]! > 0) out[n++] = A_DRAW << ARG_BITS;
          const row = scoutOf(s, p);
          if (pileOf(s, p, COIN) > 0) out[n++] = (A_PLAY << ARG_BITS) | COIN;
          if (pileOf(s, p, SCOUT) > 0 && row < 0 && home(st, p) >= 0) out[n++] = (A_PLAY << ARG_BITS) | SCOUT;
          if (pileOf(s, p, DRILL) > 0 && row >= 0 && pieceAttr(s, scouts, row, LEVEL) < MAX_LEVEL) out[n++] = (A_PLAY << ARG_BITS) | DRILL;
          if (row < 0 || pieceAttr(s, scouts, row, ACTIVE) === 0) return n;
          // Along p's own roads to a node no scout stands on.
          const b = game.board;
          const at = piecePlace(s, scouts, row);
          for (let k = 0; k < 3; k++) {
            const e = b.nodeEdges[at * 3 + k]!;
            if (e < 0) break;
            if (!layout.hasBit(s, L.road + p * L.edgeWords, e)) continue;
            const to = b.edgeNodes[e * 2] === at ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
            if (pieceAt(s, scouts, to) < 0) out[n++] = (A_SCOUT << ARG_BITS) | to;
          }
          return n;
        },
      });

      g.kinds[A_DRAW] = {
        name: 'guild_draw',
        argBits: 0,
        maxOutcomes: CHARTER.length,
        outcomes({ s }, _arg, values, weights) {
          const n = deckOutcomes(s, deck, values, weights);
          if (n > 0 || s[deck.size] === 0) return n;
          // A view (the order hidden): the cards the drawer has not seen, for a search's estimate.
          const p = s[CUR]!;
          let m = 0;
          for (let k = 0; k < CHARTER.length; k++) {
            const unseen = CHARTER_TOTALS[k]! - s[deck.played + k]! - pileOf(s, p, k);
            if (unseen > 0) {
              values[m] = k;
              weights[m++] = unseen;
            }
          }
          return m;
        },
        sample: ({ s }) => deckSample(s, deck),
        apply(st, _arg, k) {
          const { game, s } = st;
          const p = s[CUR]!;
          s[game.layout.hand + p * NUM_RESOURCES + GRAIN]!--;
          s[game.layout.handTotal + p]!--;
          s[BANK + GRAIN]!++;
          drawToPile(s, deck, p, k, 'guild_draw');
          s[drawn] = 1;
          s[owes] = ((1 << game.seats) - 1) & ~(1 << p);
          pushDecision(st, witness, 0);
        },
        describe: () => 'a charter card for a grain',
        record: {
          write: (w, _arg, k) => ({ p: w.st.s[CUR]!, a: 'guild_draw', card: CHARTER[k]! }),
          read: { guild_draw: (r, e) => [[0, CHARTER.indexOf(String(e.card))]] },
        },
      };

      g.kinds[A_PLAY] = {
        name: 'guild_play',
        argBits: 2,
        apply(st, k) {
          const { s } = st;
          const p = s[CUR]!;
          playFromPile(s, deck, p, k);
          if (k === COIN) giveToken(st, p, 2);
          else if (k === SCOUT) {
            const row = addPiece(s, scouts, p, home(st, p));
            setPieceAttr(s, scouts, row, LEVEL, 1);
            setPieceAttr(s, scouts, row, ACTIVE, 1);
          } else {
            const row = scoutOf(s, p);
            setPieceAttr(s, scouts, row, LEVEL, pieceAttr(s, scouts, row, LEVEL) + 1);
          }
        },
        describe: (_game, k) => CHARTER[k]!,
        record: {
          write: (w, k) => ({ p: w.st.s[CUR]!, a: 'guild_play', card: CHARTER[k]! }),
          read: { guild_play: (r, e) => [[CHARTER.indexOf(String(e.card)), -1]] },
        },
      };

      g.phases[PH_WITNESS] = {
        name: 'witness',
        maxActions: 2,
        legal({ s }, out) {
          out[0] = (A_WITNESS << ARG_BITS) | PASS;
          if (s[tokens.bank]! === 0) return 1;
          out[1] = (A_WITNESS << ARG_BITS) | TAKE;
          return 2;
        },
      };
      g.kinds[A_WITNESS] = {
        name: 'guild_witness',
        argBits: 1,
        apply(st, arg) {
          const p = st.s[CUR]!;
          if (arg === TAKE) giveToken(st, p, 1);
          st.s[owes]! &= ~(1 << p);
        },
        describe: (_game, arg) => (arg === TAKE ? 'take a token' : 'pass'),
        record: {
          write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'guild_witness', take: arg === TAKE }),
          read: { guild_witness: (_r, e) => [[e.take ? TAKE : PASS, -1]] },
        },
      };

      g.kinds[A_SCOUT] = {
        name: 'guild_scout',
        argBits: 8,
        apply({ s }, to) {
          const row = scoutOf(s, s[CUR]!);
          movePiece(s, scouts, row, to);
          setPieceAttr(s, scouts, row, ACTIVE, 0);
        },
        describe: (_game, to) => `to node ${to}`,
        record: {
          write: (w, to) => ({ p: w.st.s[CUR]!, a: 'guild_scout', node: w.node(to) }),
          read: { guild_scout: (r, e) => [[r.node(e.node), -1]] },
        },
      };

      const turnEnded = g.hooks.turnEnded;
      g.hooks.turnEnded = (st, p) => {
        turnEnded(st, p);
        st.s[drawn] = 0;
        const row = scoutOf(st.s, p);
        if (row >= 0) setPieceAttr(st.s, scouts, row, ACTIVE, 1);
      };

      g.invariants.push({
        name: 'guild',
        check(st, fail) {
          const { game, s } = st;
          const L = game.layout;
          for (const e of pieceTableErrors(game, s, scouts)) fail(e);
          for (let i = 0; i < scouts.capacity; i++) {
            const p = pieceOwner(s, scouts, i);
            if (p < 0) continue;
            if (scoutOf(s, p) !== i) fail(`seat ${p} has more than one scout`);
            const level = pieceAttr(s, scouts, i, LEVEL);
            const active = pieceAttr(s, scouts, i, ACTIVE);
            if (level < 1 || level > MAX_LEVEL) fail(`scout ${i}: level ${level}`);
            if (active !== 0 && active !== 1) fail(`scout ${i}: active ${active}`);
            const at = piecePlace(s, scouts, i);
            const reached = [L.settle, L.city, L.roadEnds].some((f) => layout.hasBit(s, f + p * L.nodeWords, at));
            if (!reached) fail(`scout ${i} of seat ${p} on node ${at}, off its network`);
          }
          if (s[owes] !== 0 && topDecision(st) !== witness) fail(`seats ${s[owes]} owe an answer, but no witness decision is on top`);
          // Views blank the deck's counts: check it where they are kept.
          let left = 0;
          for (let k = 0; k < CHARTER.length; k++) left += s[deck.counts + k]!;
          if (left === 0 && s[deck.size] !== 0) return;
          if (left !== s[deck.size]) fail(`charter deck: size ${s[deck.size]}, counts ${left}`);
          for (let k = 0; k < CHARTER.length; k++) {
            let n = s[deck.counts + k]! + s[deck.played + k]!;
            for (let p = 0; p < game.seats; p++) n += pileOf(s, p, k);
            if (n !== CHARTER_TOTALS[k]) fail(`charter ${CHARTER[k]}: ${n} cards, not ${CHARTER_TOTALS[k]}`);
          }
        },
      });
    },
  };
}

/** The scout table of a game: the game lists the piece tables its rule sets added. */
function scoutTable(game: GameState['game']): PieceTable {
  const table = game.pieceTables.find((t) => t.name === 'scout');
  if (!table) throw new Error('no scout table in this game');
  return table;
}

/** Seat p's tokens, in a state or a view. */
const tokensOf = (st: GameState, p: number) => st.s[st.game.cardSlot[p * st.game.handKinds + guildOf(st.game).token]!]!;
/** Seat p's cards in the charter pile. */
const pileSize = (st: GameState, p: number) => st.s[guildOf(st.game).deck.pileSizes + p]!;

/**
 * The guild's kit: `policy` for the witness phase, tokens and charter cards as an evaluation term
 * at its weight "guildTokens" (default `weight`), which the value bot's option tunes.
 */
function guildKit(policy: PhasePolicy, weight = 1): BotKit {
  return {
    name: 'guild',
    policies: { [PH_WITNESS]: policy },
    weights: { guildTokens: { default: weight, description: 'per token and charter card held' } },
    terms: [{ name: 'tokens', weight: 'guildTokens', value: (st, seat) => tokensOf(st, seat) + pileSize(st, seat) }],
  };
}

function guildGame(seed: string, kit?: BotKit) {
  return createGame(randomBoard(seed), { players: 4 }, [TOY, guild(kit)]);
}

function legalList(st: GameState): number[] {
  const out = new Int32Array(maxActions(st.game));
  return Array.from(out.subarray(0, legalActions(st, out)));
}

/** Plays random actions until the seat on turn is in its main phase of a regular turn, nothing pending, no draw yet. */
function toMain(st: GameState, seed: string, seat = -1): void {
  const G = guildOf(st.game);
  const rand = makeRandom(seed);
  const ready = () =>
    st.s[PHASE] === PH_MAIN && st.s[TURN]! >= 1 && decisionDepth(st.s) === 0 && st.s[G.drawn] === 0 && (seat < 0 || st.s[TURN_PLAYER] === seat);
  while (!ready()) {
    expect(st.s[PHASE]).not.toBe(PH_GAME_OVER);
    const list = legalList(st);
    apply(st, list[Math.floor(rand() * list.length)]!);
  }
}

/** Moves n cards of hand kind k from the bank to seat p. */
function deal(st: GameState, p: number, k: number, n: number): void {
  const { game, s } = st;
  s[game.bankSlot[k]!]! -= n;
  s[game.cardSlot[p * game.handKinds + k]!]! += n;
  s[game.layout.handTotal + p]! += n;
}

/** Puts all of seat p's cards back in the bank. */
function emptyHand(st: GameState, p: number): void {
  for (let k = 0; k < st.game.handKinds; k++) deal(st, p, k, -st.s[st.game.cardSlot[p * st.game.handKinds + k]!]!);
}

/** Draws a charter card of kind `card` for the seat on turn; the witnesses answer `answers` in turn. */
function drawAndWitness(st: GameState, card: number, answers: number[]): number[] {
  deal(st, st.s[CUR]!, GRAIN, 1);
  applyWithOutcome(st, A_DRAW << ARG_BITS, card);
  const order: number[] = [];
  for (const answer of answers) {
    expect(st.s[PHASE]).toBe(PH_WITNESS);
    order.push(st.s[CUR]!);
    applyWithOutcome(st, (A_WITNESS << ARG_BITS) | answer, -1);
    expect(checkInvariants(st)).toEqual([]);
  }
  return order;
}

const ROLL_7 = 15; // (3 - 1) * 6 + (4 - 1): a 3 and a 4

describe('a second toy rule set on the seam: queue, deck, card class, piece, kit', () => {
  it('installs after the first, with its deck, card class, piece table and obligation', () => {
    const game = guildGame('guild:0');
    const G = guildOf(game);
    expect(game.ruleSets).toEqual(['base', 'toy', 'guild']);
    expect(game.decks.map((d) => d.name)).toEqual(['development', 'charter']);
    expect(G.deck.totals).toEqual(CHARTER_TOTALS);
    expect(game.cardNames.slice(NUM_RESOURCES)).toEqual(['fish', 'token']);
    expect(cardIs(game, G.token, CARD_COUNTED)).toBe(true);
    expect(cardIs(game, G.token, CARD_DISCARDED)).toBe(false);
    expect(cardIs(game, G.token, CARD_STOLEN)).toBe(false);
    expect(cardIs(game, G.token, CARD_TRADED)).toBe(true);
    expect(game.obligations[G.obligation]!.phase).toBe(PH_WITNESS);
    expect(phaseName(game, PH_WITNESS)).toBe('witness');
    const st = newState(game, 'guild:0');
    expect(st.s[G.deck.size]).toBe(18);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('a draw makes every other seat answer in turn order from the drawer, then play returns to the drawer', () => {
    const st = newState(guildGame('guild:queue'), 'guild:queue');
    toMain(st, 'guild:queue/pick');
    const { game, s } = st;
    const G = guildOf(game);
    const tp = s[TURN_PLAYER]!;
    const tokens0 = [0, 1, 2, 3].map((p) => tokensOf(st, p));
    const bank0 = s[game.bankSlot[G.token]!]!;
    deal(st, tp, GRAIN, 1);
    const grain0 = s[game.layout.hand + tp * NUM_RESOURCES + GRAIN]!;
    expect(legalList(st)).toContain(A_DRAW << ARG_BITS);

    applyWithOutcome(st, A_DRAW << ARG_BITS, COIN);
    expect(decisionDepth(s)).toBe(1);
    expect(topDecision(st)).toBe(G.obligation);
    expect(s[game.layout.hand + tp * NUM_RESOURCES + GRAIN]).toBe(grain0 - 1);
    expect(s[G.deck.piles + tp * CHARTER.length + COIN]).toBe(1);
    expect(s[G.deck.size]).toBe(17);
    const answers = [TAKE, PASS, TAKE];
    for (let i = 0; i < 3; i++) {
      expect(s[PHASE]).toBe(PH_WITNESS);
      expect(s[CUR]).toBe((tp + 1 + i) % 4);
      expect(legalList(st)).toEqual([(A_WITNESS << ARG_BITS) | PASS, (A_WITNESS << ARG_BITS) | TAKE]);
      expect(checkInvariants(st)).toEqual([]);
      applyWithOutcome(st, (A_WITNESS << ARG_BITS) | answers[i]!, -1);
    }
    expect(s[PHASE]).toBe(PH_MAIN);
    expect(s[CUR]).toBe(tp);
    expect(decisionDepth(s)).toBe(0);
    expect(topDecision(st)).toBe(-1);
    expect(s[G.owes]).toBe(0);
    expect([0, 1, 2, 3].map((p) => tokensOf(st, p) - tokens0[p]!)).toEqual([0, 1, 2, 3].map((p) => (p === (tp + 1) % 4 || p === (tp + 3) % 4 ? 1 : 0)));
    expect(s[game.bankSlot[G.token]!]).toBe(bank0 - 2);
    // Once a turn; the coin is played from the pile for two tokens.
    const list = legalList(st);
    expect(list).not.toContain(A_DRAW << ARG_BITS);
    expect(list).toContain((A_PLAY << ARG_BITS) | COIN);
    applyWithOutcome(st, (A_PLAY << ARG_BITS) | COIN, -1);
    expect(tokensOf(st, tp) - tokens0[tp]!).toBe(2);
    expect(s[G.deck.played + COIN]).toBe(1);
    expect(pileSize(st, tp)).toBe(0);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('the charter deck is hidden in views and dealt back consistently by determinize', () => {
    let dealt = 0;
    for (let g = 0; g < 2; g++) {
      const seed = `guild:deck:${g}`;
      const game = guildGame(seed);
      const G = guildOf(game);
      const K = CHARTER.length;
      const st = newState(game, seed);
      let k = 0;
      playChecked(st, 11 + g, () => {
        if (++k % 25 !== 0) return;
        const seat = k % 4;
        const view = seatView(st, seat);
        for (let c = 0; c < K; c++) expect(view.s[G.deck.counts + c]).toBe(0);
        expect(view.s[G.deck.size]).toBe(st.s[G.deck.size]);
        for (let p = 0; p < 4; p++) {
          expect(view.s[G.deck.pileSizes + p]).toBe(st.s[G.deck.pileSizes + p]);
          for (let c = 0; c < K; c++) expect(view.s[G.deck.piles + p * K + c]).toBe(p === seat ? st.s[G.deck.piles + p * K + c] : 0);
        }
        const d = determinize(view, seat, makeRandom(`${seed}:${k}`));
        expect(checkInvariants(d)).toEqual([]);
        expect(d.s[G.deck.size]).toBe(st.s[G.deck.size]);
        let left = 0;
        for (let c = 0; c < K; c++) {
          left += d.s[G.deck.counts + c]!;
          let n = d.s[G.deck.counts + c]! + d.s[G.deck.played + c]!;
          for (let p = 0; p < 4; p++) n += d.s[G.deck.piles + p * K + c]!;
          expect(n).toBe(CHARTER_TOTALS[c]);
          expect(d.s[G.deck.piles + seat * K + c]).toBe(st.s[G.deck.piles + seat * K + c]);
        }
        expect(left).toBe(st.s[G.deck.size]);
        for (let p = 0; p < 4; p++) {
          let n = 0;
          for (let c = 0; c < K; c++) n += d.s[G.deck.piles + p * K + c]!;
          expect(n).toBe(st.s[G.deck.pileSizes + p]);
          if (p !== seat) dealt += n;
        }
      });
    }
    // Other seats' piles were dealt back, not only empty ones.
    expect(dealt).toBeGreaterThan(0);
  });

  it('tokens count toward the hand limit on a 7 but are never discarded nor stolen', () => {
    const st = newState(guildGame('guild:seven'), 'guild:seven');
    toMain(st, 'guild:seven/pick');
    const { game, s } = st;
    const G = guildOf(game);
    applyWithOutcome(st, A_END_TURN << ARG_BITS, -1);
    expect(s[PHASE]).toBe(layout.PH_PRE_ROLL);
    const tp = s[TURN_PLAYER]!;
    const q = (tp + 1) % 4;
    for (let p = 0; p < 4; p++) emptyHand(st, p);
    // Nine resources and two tokens: eleven counted, so five to give up (four without the tokens).
    for (const r of [LUMBER, BRICK, WOOL]) deal(st, q, r, 3);
    deal(st, q, G.token, 2);
    expect(checkInvariants(st)).toEqual([]);
    applyWithOutcome(st, A_ROLL << ARG_BITS, ROLL_7);
    let discards = 0;
    while (s[PHASE] === PH_DISCARD) {
      expect(s[CUR]).toBe(q);
      const list = legalList(st);
      expect(list.length).toBeGreaterThan(0);
      for (const a of list) expect(a & ARG_MASK).not.toBe(G.token);
      applyWithOutcome(st, list[0]!, -1);
      discards++;
    }
    expect(discards).toBe(5);
    expect(tokensOf(st, q)).toBe(2);
    expect(s[game.layout.handTotal + q]).toBe(6);
    expect(s[PHASE]).toBe(PH_MOVE_ROBBER);
    const values = new Int32Array(game.maxOutcomes);
    const weights = new Int32Array(game.maxOutcomes);
    const onQ = legalList(st).filter((a) => a >>> ARG_BITS === A_ROBBER && (a & 7) - 1 === q);
    expect(onQ.length).toBeGreaterThan(0);
    for (const a of onQ) {
      const n = chanceOutcomes(st, a, values, weights);
      let w = 0;
      for (let i = 0; i < n; i++) {
        expect(values[i]).not.toBe(G.token);
        expect(values[i]).toBeLessThan(NUM_RESOURCES);
        w += weights[i]!;
      }
      expect(w).toBe(4);
    }
    apply(st, onQ[0]!);
    expect(tokensOf(st, q)).toBe(2);
    expect(s[game.layout.handTotal + q]).toBe(5);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('a scout is placed, moves along its owner roads once a turn, and is promoted', () => {
    const st = newState(guildGame('guild:scout'), 'guild:scout');
    toMain(st, 'guild:scout/pick');
    const { game, s } = st;
    const tp = s[TURN_PLAYER]!;
    const table = scoutTable(game);
    const LEVEL = attrIndex(table, 'level');
    const ACTIVE = attrIndex(table, 'active');
    drawAndWitness(st, SCOUT, [PASS, PASS, PASS]);
    expect(piecesOf(s, table, tp)).toEqual([]);
    applyWithOutcome(st, (A_PLAY << ARG_BITS) | SCOUT, -1);
    const [row] = piecesOf(s, table, tp);
    expect(row).toBeDefined();
    const home = piecePlace(s, table, row!);
    expect(layout.hasBit(s, game.layout.settle + tp * game.layout.nodeWords, home)).toBe(true);
    expect(pieceAt(s, table, home)).toBe(row);
    expect(pieceOwner(s, table, row!)).toBe(tp);
    expect([pieceAttr(s, table, row!, LEVEL), pieceAttr(s, table, row!, ACTIVE)]).toEqual([1, 1]);
    expect(pieceTableErrors(game, s, table)).toEqual([]);

    const moves = legalList(st).filter((a) => a >>> ARG_BITS === A_SCOUT);
    expect(moves.length).toBeGreaterThan(0);
    for (const a of moves) {
      const to = a & ARG_MASK;
      // Along one of tp's roads from the scout's node.
      const e = [0, 1, 2].map((k) => game.board.nodeEdges[home * 3 + k]!).find((e) => e >= 0 && [game.board.edgeNodes[e * 2], game.board.edgeNodes[e * 2 + 1]].includes(to));
      expect(e).toBeDefined();
      expect(layout.hasBit(s, game.layout.road + tp * game.layout.edgeWords, e!)).toBe(true);
    }
    const to = moves[0]! & ARG_MASK;
    applyWithOutcome(st, moves[0]!, -1);
    expect(pieceAt(s, table, home)).toBe(-1);
    expect(pieceAt(s, table, to)).toBe(row);
    expect(piecePlace(s, table, row!)).toBe(to);
    expect([pieceAttr(s, table, row!, LEVEL), pieceAttr(s, table, row!, ACTIVE)]).toEqual([1, 0]);
    expect(legalList(st).some((a) => a >>> ARG_BITS === A_SCOUT)).toBe(false);
    expect(checkInvariants(st)).toEqual([]);
    // The turn's end makes it active again.
    applyWithOutcome(st, A_END_TURN << ARG_BITS, -1);
    expect(pieceAttr(s, table, row!, ACTIVE)).toBe(1);

    // tp's next turn: a drill promotes it, where it stands.
    toMain(st, 'guild:scout/next', tp);
    const at = piecePlace(s, table, row!);
    drawAndWitness(st, DRILL, [PASS, PASS, PASS]);
    applyWithOutcome(st, (A_PLAY << ARG_BITS) | DRILL, -1);
    expect(piecesOf(s, table, tp)).toEqual([row]);
    expect(pieceAt(s, table, at)).toBe(row);
    expect(pieceAttr(s, table, row!, LEVEL)).toBe(2);
    expect(checkInvariants(st)).toEqual([]);
  });
});

describe('the guild kit: the built-in bots play the toy rule sets', () => {
  /** Takes a token whenever one is left (the last action listed), counting its calls. */
  function takingPolicy() {
    const policy = Object.assign(((_st, _seat, legal, count) => (policy.calls++, legal[count - 1]!)) as PhasePolicy & { calls: number }, { calls: 0 });
    return policy;
  }
  const seats = () => ['greedy', 'value', 'greedy', 'value'].map((name) => builtinBot(name)!({}));

  it('greedy and value play whole games: each ends, invariants hold, records replay, the witness policy is followed', () => {
    const policy = takingPolicy();
    const kit = guildKit(policy);
    let witnessed = 0;
    let draws = 0;
    // Witness answers with a choice (a token left): the others are forced, and forced moves are not asked.
    let choices = 0;
    for (let i = 0; i < 3; i++) {
      const seed = `guild:bots:${i}`;
      const game = guildGame(seed, kit);
      expect(game.kits.map((k) => k.name)).toEqual(['base', 'guild']);
      const bots = seats();
      const { result, trace, state } = playGame(game, seed, bots, { trace: true });
      expect(result.forfeit).toBeNull();
      expect(state.s[PHASE]).toBe(PH_GAME_OVER);
      const G = guildOf(game);
      const st = newState(game, seed);
      for (let k = 0; k < trace!.actions.length; k++) {
        const a = trace!.actions[k]!;
        if (a >>> ARG_BITS === A_DRAW) draws++;
        if (a >>> ARG_BITS === A_WITNESS) {
          witnessed++;
          const choice = st.s[game.bankSlot[G.token]!]! > 0;
          if (choice) choices++;
          expect(a & ARG_MASK).toBe(choice ? TAKE : PASS);
        }
        applyWithOutcome(st, a, trace!.outcomes[k]!);
        // Every step of the first two games; the third only at its end.
        if (i < 2) {
          const errors = checkInvariants(st);
          if (errors.length) throw new Error(`${seed} step ${k}: ${errors.join('; ')}`);
        }
      }
      expect(Array.from(st.s)).toEqual(Array.from(state.s));
      expect(checkInvariants(st)).toEqual([]);
      const rec = makeRecord({ game, seed, index: i, seats: ['greedy', 'value', 'greedy', 'value'].map((bot) => ({ bot })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      expect(Array.from(replayRecordOn(guildGame(seed, kit), JSON.parse(JSON.stringify(rec))).state.s)).toEqual(Array.from(state.s));
    }
    expect(draws).toBeGreaterThan(0);
    expect(witnessed).toBe(3 * draws);
    expect(choices).toBeGreaterThan(0);
    expect(policy.calls).toBeGreaterThanOrEqual(choices);
  });

  it('games are deterministic: the same seed plays the same game', () => {
    const play = () => playGame(guildGame('guild:again', guildKit(takingPolicy())), 'guild:again', seats(), { trace: true });
    const [a, b] = [play(), play()];
    expect(a.trace!.actions).toEqual(b.trace!.actions);
    expect(a.trace!.outcomes).toEqual(b.trace!.outcomes);
    expect(Array.from(a.state.s)).toEqual(Array.from(b.state.s));
  });

  it('a declining policy leaves the witness phase to the search, which counts the kit term at its weight', () => {
    const decide = (weight: number, botName: string, options: Record<string, unknown> = {}) => {
      const st = newState(guildGame('guild:term', guildKit(() => -1, weight)), 'guild:term');
      toMain(st, 'guild:term/pick');
      deal(st, st.s[CUR]!, GRAIN, 1);
      applyWithOutcome(st, A_DRAW << ARG_BITS, COIN);
      expect(st.s[PHASE]).toBe(PH_WITNESS);
      const legal = new Int32Array(maxActions(st.game));
      const n = legalActions(st, legal);
      const view = new SeatView(st.game, st.s[CUR]!);
      view.attach(st);
      const a = builtinBot(botName)!(options).decide(view, legal, n, () => 0.5);
      view.attach(null);
      return a;
    };
    for (const bot of ['greedy', 'value']) {
      expect(decide(100, bot)).toBe((A_WITNESS << ARG_BITS) | TAKE);
      expect(decide(-100, bot)).toBe((A_WITNESS << ARG_BITS) | PASS);
    }
    // The kit's weight by its name in the value bot's options, over the kit's default, both ways.
    expect(decide(100, 'value', { weights: { guildTokens: -100 } })).toBe((A_WITNESS << ARG_BITS) | PASS);
    expect(decide(-100, 'value', { weights: { guildTokens: 100 } })).toBe((A_WITNESS << ARG_BITS) | TAKE);
    expect(() => decide(1, 'value', { weights: { guildToken: 1 } })).toThrow(/unknown weight "guildToken" in a game of base, toy, guild \(known: .*; kit guild: guildTokens\)/);
  });
});

// Domestic trade over every hand kind traded between players: the toy's fish and the guild's
// tokens are (CARD_TRADED), so offers, counter-offers and records carry them beside the resources.

/** A rule set adding a class of its own with no flags given: traded between players it is not. */
const SHELLS: RuleSetModule = {
  name: 'shells',
  summary: 'shells in every hand',
  appliesTo: () => false,
  install(g) {
    g.cards(['shell'], 5);
  },
};

/** Seat p's cards of hand kind k. */
const held = (st: GameState, p: number, k: number) => st.s[st.game.cardSlot[p * st.game.handKinds + k]!]!;

/** A guild game in the main phase of a regular turn with every hand empty and an offer still to make. */
function tradeTable(seed: string): GameState {
  const st = newState(guildGame(seed), seed);
  toMain(st, `${seed}/pick`);
  for (let p = 0; p < 4; p++) emptyHand(st, p);
  st.s[OFFERS_MADE] = 0;
  expect(checkInvariants(st)).toEqual([]);
  return st;
}

/** Applies `a`, which must be legal, and checks every invariant. */
function step(st: GameState, a: number): void {
  expect(legalList(st)).toContain(a);
  applyWithOutcome(st, a, -1);
  expect(checkInvariants(st)).toEqual([]);
}

const add = (k: number, ask = false) => action(A_TRADE_ADD, tradeAddArg(k, ask));

/** Composes and sends the player on turn's offer to seat `to` alone: `give` and `get` as [hand kind, count] pairs. */
function offer(st: GameState, to: number, give: Array<[number, number]>, get: Array<[number, number]>): void {
  step(st, action(A_OFFER));
  for (const [k, n] of give) for (let i = 0; i < n; i++) step(st, add(k));
  for (const [k, n] of get) for (let i = 0; i < n; i++) step(st, add(k, true));
  for (let q = 0; q < 4; q++) if (q !== to && q !== st.s[TURN_PLAYER]) step(st, action(A_TRADE_DROP, q));
  step(st, action(A_TRADE_SEND));
}

describe('domestic trade over card classes traded between players', () => {
  it('bundles take one word a side up to six traded kinds, so a game of resources keeps its state layout', () => {
    const board = randomBoard('trade:layout');
    const base = createGame(board, { players: 4 });
    expect(Array.from(base.tradedKinds)).toEqual([0, 1, 2, 3, 4]);
    expect([base.layout.bundleWords, base.layout.bundleMore]).toEqual([1, -1]);
    // The base game's state words for 2, 3 and 4 players, as they were before any class was traded.
    expect([2, 3, 4].map((players) => createGame(board, { players }).layout.size)).toEqual([202, 239, 276]);
    // A class with no flags given is not traded: its hands, bank and discards only.
    const shells = createGame(board, { players: 4 }, [SHELLS]);
    expect(cardIs(shells, NUM_RESOURCES, CARD_TRADED)).toBe(false);
    expect(Array.from(shells.tradedKinds)).toEqual([0, 1, 2, 3, 4]);
    expect(shells.layout.size).toBe(276 + 4 + 1 + 2);
    // Fish traded: six kinds, still one word a side (the sixth kind in its top bits).
    const toy = createGame(board, { players: 4 }, [TOY]);
    expect(Array.from(toy.tradedKinds)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(toy.layout.bundleWords).toBe(1);
    expect(toy.layout.size).toBe(276 + 1 + 4 + 1 + 2);
    // Fish and tokens: seven kinds, two words a side; the first words stay the standard fields.
    const game = guildGame('trade:layout');
    const token = guildOf(game).token;
    expect(Array.from(game.tradedKinds)).toEqual([0, 1, 2, 3, 4, 5, token]);
    expect(game.bundleSlot[token]).toBe(6);
    expect(game.layout.bundleWords).toBe(2);
    expect(game.layout.bundleMore).toBe(game.layout.discards + 2 * game.handKinds);
    expect(game.layout.size).toBe(game.layout.bundleMore + (4 + 2 * 4));
    const first = (side: number) => game.bundleAt[side * 2]!;
    expect([SIDE_OFFER_GIVE, SIDE_OFFER_GET, SIDE_DRAFT_GIVE, SIDE_DRAFT_GET].map(first)).toEqual([OFFER, layout.OFFER_GET, layout.DRAFT_GIVE, layout.DRAFT_GET]);
    expect([first(sideCounterGive(3)), first(sideCounterGet(3))]).toEqual([game.layout.counterGive + 3, game.layout.counterGet + 3]);
  });

  it('a traded class of more cards than a bundle holds is offered up to the 31 a bundle holds, never past it', () => {
    const many: RuleSetModule = { ...SHELLS, name: 'many', install: (g) => void g.cards(['shell'], 40, { traded: true }) };
    const st = newState(createGame(randomBoard('trade:many'), { players: 4 }, [many]), 'trade:many');
    inMainPhase(st, 0);
    const shell = NUM_RESOURCES;
    const tp = st.s[TURN_PLAYER]!;
    deal(st, tp, shell, 35);
    deal(st, (tp + 1) % 4, BRICK, 1);
    step(st, action(A_OFFER));
    for (let k = 0; k < 31; k++) step(st, add(shell));
    expect(legalList(st)).not.toContain(add(shell));
    expect(legalList(st)).toContain(add(BRICK, true));
  });

  it('an offer of tokens and fish for a brick is composed, sent, accepted and confirmed, and the cards move', () => {
    const st = tradeTable('trade:offer');
    const { game, s } = st;
    const token = guildOf(game).token;
    const tp = s[TURN_PLAYER]!;
    const q = (tp + 1) % 4;
    deal(st, tp, token, 3);
    deal(st, tp, FISH_KIND, 1);
    deal(st, q, BRICK, 2);
    step(st, action(A_OFFER));
    // What the player on turn holds can be given; what others may hold can be asked.
    const list = legalList(st);
    expect(list).toEqual(expect.arrayContaining([add(FISH_KIND), add(token), add(BRICK, true)]));
    expect(list).not.toContain(add(token, true));
    expect(describeAction(game, add(token))).toBe('trade_add give token');
    expect(describeAction(game, add(FISH_KIND, true))).toBe('trade_add ask fish');
    step(st, add(token));
    step(st, add(token));
    step(st, add(FISH_KIND));
    // A kind given is never asked.
    expect(legalList(st)).not.toContain(add(FISH_KIND, true));
    step(st, add(BRICK, true));
    expect(sideCards(game, s, SIDE_DRAFT_GIVE)).toEqual({ fish: 1, token: 2 });
    expect(sideCards(game, s, SIDE_DRAFT_GET)).toEqual({ brick: 1 });
    for (let p = 0; p < 4; p++) if (p !== q && p !== tp) step(st, action(A_TRADE_DROP, p));
    step(st, action(A_TRADE_SEND));
    expect(sideEmpty(game, s, SIDE_DRAFT_GIVE)).toBe(true);
    expect(sideCards(game, s, SIDE_OFFER_GIVE)).toEqual({ fish: 1, token: 2 });
    expect([s[PHASE], s[CUR]]).toEqual([PH_TRADE_RESPONSE, q]);

    // Public: a command bot reads the offer, and a determinized view keeps the offered cards with the offerer.
    const watcher = (tp + 2) % 4;
    expect((readableView(seatView(st, watcher), watcher).offer as Record<string, unknown>).give).toEqual({ fish: 1, token: 2 });
    for (let i = 0; i < 10; i++) {
      const d = determinize(seatView(st, watcher), watcher, makeRandom(`trade:offer:${i}`));
      expect(checkInvariants(d)).toEqual([]);
      expect(held(d, tp, token)).toBeGreaterThanOrEqual(2);
      expect(held(d, tp, FISH_KIND)).toBe(1);
    }

    step(st, action(A_ACCEPT));
    expect([s[PHASE], s[CUR]]).toEqual([PH_TRADE_CONFIRM, tp]);
    step(st, action(A_CONFIRM, q));
    expect([held(st, tp, token), held(st, tp, FISH_KIND), held(st, tp, BRICK)]).toEqual([1, 0, 1]);
    expect([held(st, q, token), held(st, q, FISH_KIND), held(st, q, BRICK)]).toEqual([2, 1, 1]);
    expect([s[game.layout.handTotal + tp], s[game.layout.handTotal + q]]).toEqual([2, 4]);
    expect([s[PHASE], s[OFFER]]).toEqual([PH_MAIN, -1]);
    expect(sideEmpty(game, s, SIDE_OFFER_GET)).toBe(true);
  });

  it('a counter-offer of tokens is taken by the offerer instead', () => {
    const st = tradeTable('trade:counter');
    const { game, s } = st;
    const token = guildOf(game).token;
    const tp = s[TURN_PLAYER]!;
    const q = (tp + 1) % 4;
    deal(st, tp, ORE, 2);
    deal(st, q, token, 3);
    deal(st, (tp + 2) % 4, BRICK, 1);
    offer(st, q, [[ORE, 1]], [[BRICK, 1]]);
    // q holds no brick: it cannot accept, so it counters: three tokens for both ore.
    expect(legalList(st)).not.toContain(action(A_ACCEPT));
    step(st, action(A_OFFER));
    expect(s[PHASE]).toBe(PH_TRADE_COMPOSE);
    for (let i = 0; i < 3; i++) step(st, add(token));
    step(st, add(ORE, true));
    step(st, add(ORE, true));
    step(st, action(A_TRADE_SEND));
    expect(sideCards(game, s, sideCounterGive(q))).toEqual({ token: 3 });
    expect(sideCards(game, s, sideCounterGet(q))).toEqual({ ore: 2 });
    expect(s[PHASE]).toBe(PH_TRADE_CONFIRM);
    step(st, action(A_CONFIRM, COUNTER_FLAG | q));
    expect([held(st, tp, token), held(st, tp, ORE), held(st, q, token), held(st, q, ORE)]).toEqual([3, 0, 0, 2]);
    expect(sideEmpty(game, s, sideCounterGive(q)) && sideEmpty(game, s, sideCounterGet(q))).toBe(true);
  });

  it('the built-in bots, which trade resources only, never accept nor take a trade of other cards', () => {
    // Read as resources alone, each of these asks nothing for two ore: the fish sits in the first word, the tokens in the second.
    for (const [label, asked] of [
      ['fish', FISH_KIND],
      ['tokens', -1],
    ] as const) {
      for (const bot of ['greedy', 'value']) {
        const st = tradeTable(`trade:bots:${label}`);
        const { game, s } = st;
        const k = asked < 0 ? guildOf(game).token : asked;
        const tp = s[TURN_PLAYER]!;
        const q = (tp + 1) % 4;
        deal(st, tp, ORE, 2);
        deal(st, q, k, 1);
        offer(st, q, [[ORE, 2]], [[k, 1]]);
        const legal = new Int32Array(maxActions(game));
        const n = legalActions(st, legal);
        expect(Array.from(legal.subarray(0, n))).toContain(action(A_ACCEPT));
        const view = new SeatView(game, q);
        view.attach(st);
        const a = builtinBot(bot)!({}).decide(view, legal, n, () => 0.5);
        view.attach(null);
        expect(a, `${bot}, ${label}`).not.toBe(action(A_ACCEPT));
      }
    }
  });

  it('random games trade tokens and fish, keep every invariant, and record them by name; records replay', () => {
    let named = 0;
    let moved = 0;
    for (let i = 0; i < 3; i++) {
      const seed = `trade:random:${i}`;
      const game = guildGame(seed);
      const token = guildOf(game).token;
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { trace, state } = playGame(game, seed, bots, { trace: true });
      const st = newState(game, seed);
      for (let k = 0; k < trace!.actions.length; k++) {
        const a = trace!.actions[k]!;
        const before = [0, 1, 2, 3].map((p) => held(st, p, token) + held(st, p, FISH_KIND));
        applyWithOutcome(st, a, trace!.outcomes[k]!);
        if (a >>> ARG_BITS === A_CONFIRM && [0, 1, 2, 3].some((p) => held(st, p, token) + held(st, p, FISH_KIND) !== before[p])) moved++;
        if (i === 0) {
          const errors = checkInvariants(st);
          if (errors.length) throw new Error(`${seed} step ${k}: ${errors.join('; ')}`);
        }
      }
      expect(Array.from(st.s)).toEqual(Array.from(state.s));
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const names = (e: Record<string, unknown>) => [e.give, e.get].flatMap((b) => Object.keys((b ?? {}) as object));
      named += rec.log.filter((e) => e.a.startsWith('trade_') && names(e).some((n) => n === 'token' || n === 'fish')).length;
      expect(Array.from(replayRecordOn(guildGame(seed), JSON.parse(JSON.stringify(rec))).state.s)).toEqual(Array.from(state.s));
    }
    expect(named).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
  });
});
