// Per-seat views and hidden information: what a seat's view hides and keeps, determinization for
// search bots, and that a bot can neither change the engine's game through what it is handed nor
// break the runner without forfeiting.

import { describe, expect, it } from 'vitest';
import type { Bot } from '../src/bots/bot.js';
import { createRandomBot } from '../src/bots/random.js';
import { ACTION_KIND_NAMES, A_END_TURN, A_ROLL, ARG_BITS, action } from '../src/engine/actions.js';
import { buildBoard } from '../src/engine/board.js';
import { NUM_DEV_TYPES, NUM_RESOURCES } from '../src/engine/constants.js';
import { cloneState, newState, totalVp, type Game, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import {
  ACCEPT_MASK,
  BANK,
  COUNTER_MASK,
  CUR,
  DECK,
  DECK_COUNT,
  DRAFT_GIVE,
  OFFER,
  PHASE,
  PH_DISCARD,
  PH_GAME_OVER,
  PH_TRADE_COMPOSE,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  RNG,
  STEPS,
  TURN,
  TURN_PLAYER,
} from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRandom } from '../src/engine/rng.js';
import { apply, applyWithOutcome, sampleOutcome } from '../src/engine/step.js';
import { determinize, SeatView, seatView } from '../src/engine/view.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { playGame } from '../src/tournament/play-game.js';
import { createGame } from '../src/rules/registry.js';

function gameFor(seed: string, players: number, offers = 3): Game {
  return createGame(buildBoard(randomBoard(seed)), { players, tradeOffersPerTurn: offers });
}

/** Plays random legal actions and keeps a copy of the state every `every` steps after set-up. */
function sampleStates(seed: string, players: number, every = 23, offers = 3): GameState[] {
  const game = gameFor(seed, players, offers);
  const st = newState(game, seed);
  const out = new Int32Array(maxActions(game));
  const rand = makeRandom(`${seed}/sample`);
  const states: GameState[] = [];
  let step = 0;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    apply(st, out[Math.floor(rand() * n)]!);
    if (st.s[TURN]! > 0 && ++step % every === 0 && st.s[PHASE] !== PH_GAME_OVER) states.push(cloneState(st));
  }
  return states;
}

/** Indices of the state that seat `seat` may not see in the position `s`. */
function hiddenFrom(game: Game, seat: number, s: Int32Array): Set<number> {
  const L = game.layout;
  const hidden = new Set<number>();
  // While discards are being made, the bank would show what earlier discarders gave up (D9).
  if (s[PHASE] === PH_DISCARD) {
    for (let k = 0; k < NUM_RESOURCES; k++) hidden.add(BANK + k);
    for (let k = 0; k < 2 * game.handKinds; k++) hidden.add(L.discards + k);
  }
  for (let p = 0; p < L.players; p++) {
    if (p === seat) continue;
    for (let k = 0; k < NUM_RESOURCES; k++) hidden.add(L.hand + p * NUM_RESOURCES + k);
    for (let k = 0; k < NUM_DEV_TYPES; k++) {
      hidden.add(L.dev + p * NUM_DEV_TYPES + k);
      hidden.add(L.devNew + p * NUM_DEV_TYPES + k);
    }
  }
  for (let k = 0; k < NUM_DEV_TYPES; k++) hidden.add(DECK + k);
  for (let k = 0; k < 4; k++) hidden.add(RNG + k);
  return hidden;
}

const sum = (s: Int32Array, at: number, n: number) => {
  let t = 0;
  for (let i = 0; i < n; i++) t += s[at + i]!;
  return t;
};

// Mid-game positions from 2-, 3- and 4-player games, with trade on and off.
const STATES: GameState[] = [
  ...sampleStates('view:a', 4),
  ...sampleStates('view:b', 3, 17, 0),
  ...sampleStates('view:c', 2, 29),
  ...sampleStates('view:d', 4, 31, 0),
];

describe('seatView', () => {
  it('the sample positions carry hidden information worth hiding', () => {
    let rich = 0;
    for (const st of STATES) {
      const L = st.game.layout;
      for (let p = 0; p < L.players; p++) if (st.s[L.handTotal + p]! > 1 && st.s[L.devCount + p]! > 0) rich++;
    }
    expect(STATES.length).toBeGreaterThan(50);
    expect(rich).toBeGreaterThan(20);
  });

  it("hides opponents' resources, opponents' development cards, the deck and the RNG; keeps every count and the seat's own cards", () => {
    for (const st of STATES) {
      const { game, s } = st;
      const L = game.layout;
      for (let seat = 0; seat < L.players; seat++) {
        const v = seatView(st, seat).s;
        expect(v).not.toBe(s);
        for (let p = 0; p < L.players; p++) {
          const hand = Array.from(v.subarray(L.hand + p * NUM_RESOURCES, L.hand + (p + 1) * NUM_RESOURCES));
          const dev = Array.from(v.subarray(L.dev + p * NUM_DEV_TYPES, L.dev + (p + 1) * NUM_DEV_TYPES));
          const fresh = Array.from(v.subarray(L.devNew + p * NUM_DEV_TYPES, L.devNew + (p + 1) * NUM_DEV_TYPES));
          if (p === seat) {
            expect(hand).toEqual(Array.from(s.subarray(L.hand + p * NUM_RESOURCES, L.hand + (p + 1) * NUM_RESOURCES)));
            expect(dev).toEqual(Array.from(s.subarray(L.dev + p * NUM_DEV_TYPES, L.dev + (p + 1) * NUM_DEV_TYPES)));
            expect(fresh).toEqual(Array.from(s.subarray(L.devNew + p * NUM_DEV_TYPES, L.devNew + (p + 1) * NUM_DEV_TYPES)));
          } else {
            expect(hand).toEqual([0, 0, 0, 0, 0]);
            expect(dev).toEqual([0, 0, 0, 0, 0]);
            expect(fresh).toEqual([0, 0, 0, 0, 0]);
          }
          expect(v[L.handTotal + p]).toBe(s[L.handTotal + p]);
          expect(v[L.devCount + p]).toBe(s[L.devCount + p]);
          expect(v[L.newCount + p]).toBe(s[L.newCount + p]);
        }
        expect(Array.from(v.subarray(DECK, DECK + NUM_DEV_TYPES))).toEqual([0, 0, 0, 0, 0]);
        expect(v[DECK_COUNT]).toBe(s[DECK_COUNT]);
        expect(Array.from(v.subarray(RNG, RNG + 4))).toEqual([0, 0, 0, 0]);
        // Nothing else is hidden: board, bank (but for discards in progress), played cards, turn, phase, offers... all as is.
        const hidden = hiddenFrom(game, seat, s);
        for (let i = 0; i < s.length; i++) if (!hidden.has(i) && v[i] !== s[i]) expect.fail(`seat ${seat}'s view differs at public index ${i}`);
      }
    }
  });

  it("changing an opponent's hidden cards, the deck or the RNG in the real state leaves the view unchanged", () => {
    const rand = makeRandom('view:perturb');
    let sensitive = 0;
    for (const st of STATES) {
      const { game } = st;
      const L = game.layout;
      for (let seat = 0; seat < L.players; seat++) {
        const before = seatView(st, seat).s;
        const alt = cloneState(st);
        const a = alt.s;
        for (let p = 0; p < L.players; p++) {
          if (p === seat) continue;
          // Re-deal the opponent's resources (same total) and development cards (same counts).
          const total = a[L.handTotal + p]!;
          a.fill(0, L.hand + p * NUM_RESOURCES, L.hand + (p + 1) * NUM_RESOURCES);
          for (let i = 0; i < total; i++) a[L.hand + p * NUM_RESOURCES + Math.floor(rand() * NUM_RESOURCES)]!++;
          const old = a[L.devCount + p]! - a[L.newCount + p]!;
          a.fill(0, L.dev + p * NUM_DEV_TYPES, L.dev + (p + 1) * NUM_DEV_TYPES);
          for (let i = 0; i < old; i++) a[L.dev + p * NUM_DEV_TYPES + Math.floor(rand() * NUM_DEV_TYPES)]!++;
          const fresh = a[L.newCount + p]!;
          a.fill(0, L.devNew + p * NUM_DEV_TYPES, L.devNew + (p + 1) * NUM_DEV_TYPES);
          for (let i = 0; i < fresh; i++) a[L.devNew + p * NUM_DEV_TYPES + Math.floor(rand() * NUM_DEV_TYPES)]!++;
        }
        const deck = a[DECK_COUNT]!;
        a.fill(0, DECK, DECK + NUM_DEV_TYPES);
        for (let i = 0; i < deck; i++) a[DECK + Math.floor(rand() * NUM_DEV_TYPES)]!++;
        for (let k = 0; k < 4; k++) a[RNG + k] = (rand() * 2 ** 32) | 0;
        expect(Array.from(seatView(alt, seat).s)).toEqual(Array.from(before));
        // The runner's SeatView (what bots get) agrees.
        const sv = new SeatView(game, seat);
        sv.attach(alt);
        expect(Array.from(sv.state.s)).toEqual(Array.from(before));
        sv.attach(null);
        // The comparison is sensitive: a change to the seat's own hand or to the bank shows.
        const own = cloneState(st);
        own.s[L.hand + seat * NUM_RESOURCES]!++;
        own.s[BANK]!--;
        if (seatView(own, seat).s.some((x, i) => x !== before[i])) sensitive++;
      }
    }
    expect(sensitive).toBe(STATES.reduce((t, st) => t + st.game.layout.players, 0));
  });
});

describe('determinize', () => {
  it('gives a sound state: public parts and own cards as in the real state, opponents with the right totals', () => {
    let k = 0;
    for (const st of STATES) {
      const { game, s } = st;
      const L = game.layout;
      for (let seat = 0; seat < L.players; seat++) {
        const d = determinize(seatView(st, seat), seat, makeRandom(`det:${k++}`));
        const ds = d.s;
        expect(d.game).toBe(game);
        const errs = checkInvariants(d);
        if (errs.length) expect.fail(`determinized state for seat ${seat} breaks invariants: ${errs.join('; ')}`);
        const hidden = hiddenFrom(game, seat, s);
        for (let i = 0; i < s.length; i++) if (!hidden.has(i) && ds[i] !== s[i]) expect.fail(`determinize changed public index ${i}`);
        for (let p = 0; p < L.players; p++) {
          const h = L.hand + p * NUM_RESOURCES;
          const dv = L.dev + p * NUM_DEV_TYPES;
          const dn = L.devNew + p * NUM_DEV_TYPES;
          if (p === seat) {
            expect(Array.from(ds.subarray(h, h + NUM_RESOURCES))).toEqual(Array.from(s.subarray(h, h + NUM_RESOURCES)));
            expect(Array.from(ds.subarray(dv, dv + NUM_DEV_TYPES))).toEqual(Array.from(s.subarray(dv, dv + NUM_DEV_TYPES)));
            expect(Array.from(ds.subarray(dn, dn + NUM_DEV_TYPES))).toEqual(Array.from(s.subarray(dn, dn + NUM_DEV_TYPES)));
          }
          expect(sum(ds, h, NUM_RESOURCES)).toBe(s[L.handTotal + p]);
          expect(sum(ds, dv, NUM_DEV_TYPES) + sum(ds, dn, NUM_DEV_TYPES)).toBe(s[L.devCount + p]);
          expect(sum(ds, dn, NUM_DEV_TYPES)).toBe(s[L.newCount + p]);
          for (let r = 0; r < NUM_RESOURCES; r++) expect(ds[h + r]).toBeGreaterThanOrEqual(0);
        }
        expect(sum(ds, DECK, NUM_DEV_TYPES)).toBe(s[DECK_COUNT]);
        // Its random stream is live (not the blanked zero words).
        expect(Array.from(ds.subarray(RNG, RNG + 4))).not.toEqual([0, 0, 0, 0]);
      }
    }
  });

  it('differs across rand seeds where the hidden cards are uncertain, and is reproducible for one seed', () => {
    let uncertain = 0;
    for (const st of STATES) {
      const { game, s } = st;
      const L = game.layout;
      if (L.players < 3) continue;
      for (let seat = 0; seat < L.players; seat++) {
        // Uncertain: at least two opponents hold resource cards (so cards can be dealt either way).
        let holders = 0;
        for (let p = 0; p < L.players; p++) if (p !== seat && s[L.handTotal + p]! > 0) holders++;
        if (holders < 2) continue;
        const view = seatView(st, seat);
        const hiddenPart = (x: GameState) => {
          const out: number[] = [];
          for (const i of hiddenFrom(game, seat, s)) if (i < RNG || i >= RNG + 4) out.push(x.s[i]!);
          return out.join(',');
        };
        const deals = new Set<string>();
        const streams = new Set<string>();
        for (let r = 0; r < 20; r++) {
          const d = determinize(view, seat, makeRandom(`spread:${r}`));
          deals.add(hiddenPart(d));
          streams.add(Array.from(d.s.subarray(RNG, RNG + 4)).join(','));
        }
        uncertain++;
        expect(deals.size).toBeGreaterThan(1);
        expect(streams.size).toBe(20);
        const again = determinize(view, seat, makeRandom('spread:0'));
        expect(Array.from(again.s)).toEqual(Array.from(determinize(view, seat, makeRandom('spread:0')).s));
      }
    }
    expect(uncertain).toBeGreaterThan(20);
  });

  it('determinized states can be played on (search rollouts keep the invariants)', () => {
    const out = new Int32Array(maxActions(STATES[0]!.game) + 64);
    let k = 0;
    for (const st of STATES.filter((_, i) => i % 3 === 0)) {
      const seat = st.s[CUR]!;
      const d = determinize(seatView(st, seat), seat, makeRandom(`roll:${k}`));
      const rand = makeRandom(`rollout:${k++}`);
      for (let step = 0; step < 150 && d.s[PHASE] !== PH_GAME_OVER; step++) {
        const n = legalActions(d, out);
        expect(n).toBeGreaterThan(0);
        apply(d, out[Math.floor(rand() * n)]!);
        const errs = checkInvariants(d);
        if (errs.length) expect.fail(`rollout from a determinized state broke invariants: ${errs.join('; ')}`);
      }
    }
  });

  it('respects the negotiation: offerer, acceptors, counter-offers and a draft keep the cards they showed', () => {
    // All of it is public; the trade invariant checks each holder holds its cards.
    let positions = 0;
    const bad: string[] = [];
    for (let g = 0; g < 6; g++) {
      const seed = `det-trade:${g}`;
      const game = gameFor(seed, 4, 3);
      const st = newState(game, seed);
      const s = st.s;
      const L = game.layout;
      const out = new Int32Array(maxActions(game));
      const rand = makeRandom(seed);
      while (s[PHASE] !== PH_GAME_OVER) {
        const negotiating = s[PHASE] === PH_TRADE_RESPONSE || s[PHASE] === PH_TRADE_CONFIRM || s[PHASE] === PH_TRADE_COMPOSE;
        if (negotiating && (s[ACCEPT_MASK]! | s[COUNTER_MASK]! | s[DRAFT_GIVE]!) !== 0) {
          positions++;
          for (let seat = 0; seat < L.players; seat++) {
            const d = determinize(seatView(st, seat), seat, makeRandom(`${seed}:${s[STEPS]}:${seat}`));
            const errs = checkInvariants(d);
            if (errs.length && bad.length < 5) bad.push(`${seed} step ${s[STEPS]}, seat ${seat}'s sample: ${errs.join('; ')}`);
          }
        }
        const n = legalActions(st, out);
        apply(st, out[Math.floor(rand() * n)]!);
      }
    }
    expect(positions).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });

  it('never deals the player on turn a winning hand while the game is not over', () => {
    // In a real game the player on turn always has fewer than targetVp (the engine ends the game
    // the moment they reach it), so a sample that gives them hidden VP cards reaching the target is
    // not consistent with what the seat has seen.
    let positions = 0;
    const bad: string[] = [];
    for (let g = 0; g < 40 && positions < 40; g++) {
      const seed = `det-vp:${g}`;
      const game = gameFor(seed, 4, 0);
      const st = newState(game, seed);
      const s = st.s;
      const L = game.layout;
      const out = new Int32Array(maxActions(game));
      const rand = makeRandom(seed);
      while (s[PHASE] !== PH_GAME_OVER) {
        const tp = s[TURN_PLAYER]!;
        const seat = s[CUR]!;
        if (seat !== tp && s[L.publicVp + tp]! + s[L.devCount + tp]! >= game.options.targetVp) {
          positions++;
          const view = seatView(st, seat);
          for (let r = 0; r < 30; r++) {
            const d = determinize(view, seat, makeRandom(`${seed}:${s[TURN]}:${r}`));
            const vp = totalVp(game, d.s, tp);
            if (vp >= game.options.targetVp && bad.length < 5) bad.push(`${seed} turn ${s[TURN]}: seat ${seat}'s sample gives seat ${tp} (on turn) ${vp} VP`);
          }
        }
        const n = legalActions(st, out);
        apply(st, out[Math.floor(rand() * n)]!);
      }
    }
    expect(positions).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });
});

describe('bots and the runner', () => {
  const randomBots = (n: number): Bot[] => Array.from({ length: n }, () => createRandomBot());
  const detPart = (r: object) => {
    const o: Record<string, unknown> = { ...r };
    delete o.thinkMs;
    return o;
  };

  it("a bot that scribbles over its view changes nothing in the game, and always gets a fresh, correct view", () => {
    for (const players of [2, 3, 4]) {
      const seed = `scribble:${players}`;
      const reference = playGame(gameFor(seed, players), seed, randomBots(players), { trace: true });
      const seen: Array<{ seat: number; view: number[] }> = [];
      const scribbler = (): Bot => ({
        name: 'scribbler',
        decide(view, legal, count, rng) {
          const a = legal[Math.floor(rng() * count)]!; // the random bot's choice, same stream
          const v = view.state.s;
          seen.push({ seat: view.seat, view: Array.from(v) });
          v.fill(-1);
          v[PHASE] = PH_GAME_OVER;
          v[CUR] = (view.seat + 1) % players;
          view.state.s[BANK] = 1e6; // same buffer within one decision
          return a;
        },
      });
      const bots = Array.from({ length: players }, scribbler);
      const run = playGame(gameFor(seed, players), seed, bots, { trace: true });
      expect(run.result.forfeit).toBeNull();
      expect(run.trace!.actions).toEqual(reference.trace!.actions);
      expect(run.trace!.outcomes).toEqual(reference.trace!.outcomes);
      expect(detPart(run.result)).toEqual(detPart(reference.result));
      expect(Array.from(run.state.s)).toEqual(Array.from(reference.state.s));

      // Every view handed out equals seatView of the real state at that decision.
      const game = gameFor(seed, players);
      const st = newState(game, seed);
      const out = new Int32Array(maxActions(game));
      let d = 0;
      reference.trace!.actions.forEach((a, i) => {
        if (legalActions(st, out) > 1) {
          const want = seatView(st, st.s[CUR]!);
          expect(seen[d]!.seat).toBe(st.s[CUR]);
          if (seen[d]!.view.some((x, j) => x !== want.s[j])) expect.fail(`decision ${d}: the view differs from seatView of the real state`);
          d++;
        }
        applyWithOutcome(st, a, reference.trace!.outcomes[i]!);
      });
      expect(d).toBe(seen.length);
    }
  });

  it('writing into the legal array without returning the written value changes nothing', () => {
    const seed = 'legal-write:ok';
    const reference = playGame(gameFor(seed, 4), seed, randomBots(4), { trace: true });
    const writer = (): Bot => ({
      name: 'writer',
      decide(_view, legal, count, rng) {
        const a = legal[Math.floor(rng() * count)]!;
        legal.fill(-5);
        return a;
      },
    });
    const run = playGame(gameFor(seed, 4), seed, Array.from({ length: 4 }, writer), { trace: true });
    expect(run.result.forfeit).toBeNull();
    expect(run.trace!.actions).toEqual(reference.trace!.actions);
    expect(Array.from(run.state.s)).toEqual(Array.from(reference.state.s));
  });

  it('a bot that writes an illegal action into the legal array and returns it forfeits', () => {
    const seed = 'legal-write:cheat';
    let written = -1;
    const cheat: Bot = {
      name: 'cheat',
      decide(_view, legal, count) {
        // First decision of seat 1 is a set-up settlement: ending the turn is not legal there.
        const candidates = [action(A_END_TURN), action(A_ROLL), 0x7fffffff];
        const bad = candidates.find((c) => !legal.subarray(0, count).includes(c))!;
        legal[0] = bad;
        written = bad;
        return legal[0]!;
      },
    };
    const bots = [createRandomBot(), cheat, createRandomBot(), createRandomBot()];
    const { result, trace } = playGame(gameFor(seed, 4), seed, bots, { trace: true });
    expect(result.forfeit).not.toBeNull();
    expect(result.forfeit!.seat).toBe(1);
    expect(result.forfeit!.reason).toMatch(/illegal/);
    expect(result.winner).toBe(-1);
    expect(trace!.actions).not.toContain(written);
    expect(result.turns).toBe(0); // stopped in the set-up, where the cheat was tried
  });

  it('a bot that throws forfeits, with the reason recorded', () => {
    for (const [thrown, pattern] of [
      [new Error('boom at decision 3'), /boom at decision 3/],
      ['a bare string', /a bare string/],
    ] as const) {
      let calls = 0;
      const thrower: Bot = {
        name: 'thrower',
        decide(_view, legal, count, rng) {
          if (++calls === 3) throw thrown;
          return legal[Math.floor(rng() * count)]!;
        },
      };
      const seed = 'throw:0';
      const bots = [createRandomBot(), createRandomBot(), thrower];
      const { result } = playGame(gameFor(seed, 3), seed, bots);
      expect(result.forfeit).not.toBeNull();
      expect(result.forfeit!.seat).toBe(2);
      expect(result.forfeit!.reason).toMatch(pattern);
      expect(result.forfeit!.reason).toMatch(/threw/);
      expect(result.winner).toBe(-1);
      expect(calls).toBe(3); // the game stopped at the throw
    }
  });

  it('a view kept past its decision cannot be read', () => {
    let kept: SeatView | null = null;
    const keeper: Bot = {
      name: 'keeper',
      decide(view, legal, count, rng) {
        kept = view;
        return legal[Math.floor(rng() * count)]!;
      },
    };
    playGame(gameFor('keep:0', 2), 'keep:0', [keeper, createRandomBot()]);
    expect(kept).not.toBeNull();
    expect(() => kept!.state).toThrow(/outside of decide/);
  });

  it("a view cannot be read during another seat's decision (two bots sharing module state)", () => {
    const shared: { view: SeatView | null; reads: number; refused: number } = { view: null, reads: 0, refused: 0 };
    const snooper: Bot = {
      name: 'snooper',
      decide(view, legal, count, rng) {
        if (shared.view && shared.view !== view) {
          // Another seat's view, kept in state both seats share: its hand must stay out of reach.
          try {
            void shared.view.state;
          } catch {
            shared.refused++;
          }
        }
        shared.view = view;
        void view.state; // its own view reads fine
        shared.reads++;
        return legal[Math.floor(rng() * count)]!;
      },
    };
    playGame(gameFor('snoop:0', 2), 'snoop:0', [snooper, snooper]);
    expect(shared.reads).toBeGreaterThan(50);
    expect(shared.refused).toBeGreaterThan(10);
  });

  it("the legal array a bot receives holds nothing but that seat's own legal actions", () => {
    // Entries past `count` must not carry actions of earlier decisions: other seats' dev-card
    // plays, discards and trades reveal their hidden cards. An exact-length array, or zero or
    // negative padding, all pass.
    const REVEALING = new Set(['play_knight', 'play_road_building', 'play_year_of_plenty', 'play_monopoly', 'discard', 'maritime_trade', 'trade_offer', 'buy_dev', 'city']);
    const revealing = new Map<string, string>(); // kind -> first example
    let stale = 0;
    let decisions = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `tail:${g}`;
      const spy = (): Bot => ({
        name: 'spy',
        decide(view, legal, count, rng) {
          decisions++;
          const own = new Set(legal.subarray(0, count));
          let dirty = false;
          for (let i = count; i < legal.length; i++) {
            const x = legal[i]!;
            if (x <= 0 || own.has(x)) continue;
            dirty = true;
            const kind = ACTION_KIND_NAMES[x >>> ARG_BITS]!;
            if (REVEALING.has(kind) && view.state.s[TURN_PLAYER] !== view.seat && !revealing.has(kind)) {
              revealing.set(kind, `seat ${view.seat}, off turn with ${count} legal actions, reads ${kind} at index ${i}`);
            }
          }
          if (dirty) stale++;
          return legal[Math.floor(rng() * count)]!;
        },
      });
      playGame(gameFor(seed, 4), seed, Array.from({ length: 4 }, spy));
    }
    expect(decisions).toBeGreaterThan(100);
    expect([...revealing.values()], "off-turn seats reading the turn player's hidden-card actions").toEqual([]);
    expect(stale, `decisions whose legal array carries stale actions past count (of ${decisions})`).toBe(0);
  });

  it('nothing a bot is given lets it predict the dice', () => {
    // The engine's stream is seeded from the game seed alone; a bot that learns the seed (from
    // onGameStart) can rebuild the stream and read every future roll. Chance alone predicts the
    // first roll about 1 time in 36.
    let hits = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const seed = `dice:${g}`;
      let info = '';
      let predicted = -1;
      const seer = (): Bot => ({
        name: 'seer',
        onGameStart(i) {
          info = String((i as unknown as { seed?: string }).seed ?? '');
        },
        decide(view, legal, count, rng) {
          // No chance event happens in set-up, so the first roll is the stream's first draw.
          if (predicted < 0) predicted = sampleOutcome(newState(view.game, info), action(A_ROLL));
          return legal[Math.floor(rng() * count)]!;
        },
      });
      const { trace } = playGame(gameFor(seed, 4), seed, Array.from({ length: 4 }, seer), { trace: true });
      const first = trace!.actions.indexOf(action(A_ROLL));
      if (trace!.outcomes[first] === predicted) hits++;
    }
    expect(hits).toBeLessThan(games / 4);
  });
});
